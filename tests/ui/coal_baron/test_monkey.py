"""A monkey on Coal Baron's table: random presses, drags (often from a piece to a region), clicks,
keys and wheel turns, seeded and bounded, must raise nothing; whatever it does reaches the game
only as legal actions (the record replays)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.record import Game
from tests.ui.coal_baron.helpers import make_session, start

KEYS = [pygame.K_TAB, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_z, pygame.K_LEFT, pygame.K_RIGHT]


def _point_in(rng, rect):
    return (rng.randint(rect.left, max(rect.left, rect.right - 1)), rng.randint(rect.top, max(rect.top, rect.bottom - 1)))


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3), (3, 4)])
def test_monkey_on_the_coal_baron_table(tmp_path, seed, players):
    session = make_session(players, seed=seed, kinds=["human"] * (players - 1) + ["random"])
    app, scene, store, drv = start(tmp_path, session)
    rng = random.Random(seed)
    w, h = app.size
    for _ in range(700):
        top = app.stack.top
        if top is not scene:            # a cover, the menu, a dialog or the end: leave it
            if rng.random() < 0.5:
                drv.key(pygame.K_ESCAPE)
            else:
                drv.key(pygame.K_RETURN)
            if app.stack.top is not scene and scene in app.stack.scenes:
                app.stack.clear_to(scene)
            continue
        scene.ensure_layout()
        regions = list(scene.regions.values())
        r = rng.random()
        if r < 0.45 and regions:
            a = _point_in(rng, rng.choice(regions))
            b = _point_in(rng, rng.choice(regions))
            drv.drag(a, b)
        elif r < 0.75:
            pos = _point_in(rng, rng.choice(regions)) if regions and rng.random() < .8 else \
                (rng.randrange(w), rng.randrange(h))
            drv.click(pos)
            if scene.popup is not None and rng.random() < 0.7 and scene.popup.rects:
                drv.click(rng.choice(scene.popup.rects).center)
        elif r < 0.9:
            mod = pygame.KMOD_CTRL if rng.random() < 0.2 else 0
            drv.key(rng.choice(KEYS), mod)
        else:
            drv.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)])
        if session.game.is_over:
            break
    assert len(session.game.actions) > 3, "the monkey never reached the game"
    # whatever happened replays through the engine
    replay = Game.from_record(session.game.record())
    assert replay.state.to_json() == session.game.state.to_json()
