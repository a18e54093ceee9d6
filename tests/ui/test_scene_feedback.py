"""The game scene's feedback, judged on rendered frames: the step guide always describes the current
decision, no piece is left mid-flight after an animation, no tooltip sticks after a refused drop,
the keyboard choice is shown on the board."""

from __future__ import annotations

import random

import pygame

from game.haspelknecht.actions import RETRACTIONS
from game.session import SaveStore
from game.ui.prompts import guide_for
from game.ui.scenes.guide_panel import draw_guide
from tests.ui.scene_helpers import differs, make_session, redraw, same, start, to_plan
from tests.ui.test_game_scene import choose, home  # noqa: F401  (the fixture)

# ------------------------------------------------------------------------------------ the step guide


def guide_matches(app, scene) -> bool:
    """The guide panel on screen is exactly the panel for the engine's current decision."""
    scene.tooltip_shown = False
    shown = redraw(app)
    rect = scene.rects["guide"]
    fresh = scene._background(app.size).subsurface(rect).copy()
    draw_guide(fresh, fresh.get_rect(), scene.sc, guide_for(scene.game))
    return same(shown.subsurface(rect), fresh, fresh.get_rect().inflate(-8, -8))


def test_guide_follows_every_decision_and_undo(home):
    """Through a whole year and into the next by gestures (second takes, the first-spring return,
    plans, runs, storage), and after every Ctrl+Z, the guide explains the step asked about now."""
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    game = session.game
    drv.settle()
    rng = random.Random(5)
    kinds = set()
    steps = 0
    while game.state.year < 2 or game.decision()[1] not in ("execute",):
        kind = game.decision()[1]
        kinds.add(kind)
        assert guide_matches(app, scene), f"guide out of date at {kind} (step {steps})"
        action = choose(game, rng, retract_rate=0)
        drv.perform(action)
        drv.settle()
        steps += 1
        if steps % 5 == 0 and game.can_undo(scene.current()):
            drv.key(pygame.K_z, pygame.KMOD_CTRL)
            assert guide_matches(app, scene), f"guide out of date after undo at {game.decision()[1]}"
        assert steps < 600
    assert {"take1", "take2", "plan", "execute", "storage"} <= kinds


def test_guide_right_after_continue(home):
    """A resumed game (Continue) shows the guide for its decision on the very first frame."""
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    drv.settle()
    to_plan(drv, session.game)
    saved = SaveStore(home / "saves").load_autosave()
    me = saved.game.decision()[0]
    for i, seat in enumerate(saved.seats):   # the other seat a bot: no hot-seat cover in between
        seat.kind = "human" if i == me else "normal"
    app2, scene2, _, drv2 = start(home, saved)
    drv2.frame()
    assert guide_for(saved.game)
    assert guide_matches(app2, scene2)
