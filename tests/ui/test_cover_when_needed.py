"""Hot-seat: the pass cover shows between two people only when the next person would see something
private (Coal Baron's "draw five", C43: its table's `private_view`), or when the setting asks for
it; never in the public draft, the placements or the mining, and never in Haspelknecht (all open)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.ui.app import App
from game.ui.gestures import Driver
from game.ui.scenes.pass_cover import PassCover
from game.ui.scenes.table_scene import TableScene
from game.ui.settings import Settings
from game.ui.table_api import TableBase
from game.ui.table_loader import table_for

PRIVATE_KINDS = {"keep_tile", "keep_order", "return_tiles", "return_orders", "arrange_tiles", "arrange_orders"}


def _session(game: str, kinds: list[str], moves: int = 0, until: str | None = None, seed: int = 4) -> Session:
    d = registry.get(game)
    record = Game(d.options(players=len(kinds)), seed, game=d)
    rng = random.Random(seed)
    while not record.is_over and (len(record.actions) < moves or (until and record.decision()[1] != until)):
        record.apply(rng.choice(record.legal_actions()))
    seats = [Seat(name=n, kind=k, colour=i) for i, (n, k) in enumerate(zip(["Anna", "Bernd", "Clara"][:len(kinds)], kinds, strict=True))]
    return Session(record, seats)


def _open(home, session: Session, **settings) -> tuple[App, TableScene, Driver]:
    app = App(Settings(animation_speed="off", **settings), size=(1280, 720), headless=True)
    scene = TableScene(app, session, SaveStore(home / "saves"))
    app.push(scene)
    app.frame([], 0.0)
    return app, scene, Driver(app, scene)


@pytest.mark.parametrize("game", ["coal_baron", "haspelknecht"])
def test_two_people_play_on_without_a_cover_while_nothing_private_shows(home, game):
    """People take turns (the draft, placements, mining, Haspelknecht's takes and plans) with the
    setting off: no cover at any change of person."""
    app, scene, drv = _open(home, _session(game, ["human", "human"]), turn_confirmation="never")
    g = scene.game
    keep = g.definition.move_filter
    rng = random.Random(1)
    changes = 0
    for _ in range(60):
        assert not isinstance(app.stack.top, PassCover), g.decision()
        who = scene.current()
        drv.perform(rng.choice([a for a in g.legal_actions() if keep is None or keep(a)]))
        app.frame([], 0.0)
        changes += scene.current() != who
    assert changes >= 10


def test_a_private_draw_between_two_people_is_covered_whatever_the_setting(home):
    session = _session("coal_baron", ["human", "human"], until="keep_tile")
    app, scene, drv = _open(home, session)
    assert isinstance(app.stack.top, PassCover)
    # one person and a bot: nobody else looks at the screen
    session = _session("coal_baron", ["human", "random"], until="keep_tile")
    who = session.game.decision()[0]
    session.seats = [s.model_copy(update={"kind": "human" if i == who else "random"}) for i, s in enumerate(session.seats)]
    app, scene, drv = _open(home, session)
    assert app.stack.top is scene


def test_the_setting_covers_every_change_of_person(home):
    app, scene, drv = _open(home, _session("coal_baron", ["human", "human"]), hotseat_cover=True,
                            turn_confirmation="never")
    assert isinstance(app.stack.top, PassCover)            # the draft, public: covered as asked
    drv.key(pygame.K_RETURN)
    assert app.stack.top is scene
    who = scene.current()
    drv.perform(scene.game.legal_actions()[0])
    app.frame([], 0.0)
    assert scene.current() != who and isinstance(app.stack.top, PassCover)


def test_each_table_says_which_decisions_show_something_private():
    assert TableBase().private_view(None, (0, "anything")) is False
    for game, private in (("haspelknecht", set()), ("coal_baron", PRIVATE_KINDS)):
        table = table_for(game)
        d = registry.get(game)
        seen: dict[str, set[bool]] = {}
        for seed in range(4):
            record = Game(d.options(players=3), seed, game=d, events=False)
            rng = random.Random(seed)
            while not record.is_over:
                decision = record.decision()
                seen.setdefault(decision[1], set()).add(table.private_view(record.state, decision))
                record.apply(rng.choice(record.legal_actions()))
        assert {k for k, answers in seen.items() if True in answers} == private & seen.keys(), game
        assert all(answers == {True} for k, answers in seen.items() if k in private), game
        assert not private or {"keep_tile", "keep_order"} <= seen.keys()     # the draws were met
