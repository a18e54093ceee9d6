"""Drag and drop on the game scene: a drop is accepted only on a lit place and goes to exactly that
place; everything else is refused with a reason and changes nothing."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.record import Game
from game.core.session import Seat, Session
from game.haspelknecht.actions import A
from game.haspelknecht.options import Options
from game.haspelknecht.table.board_parts import DH, DW, pinge_coal_slots
from game.haspelknecht.table.geo import Geo
from tests.ui.scene_helpers import differs, rect_of, start, state_json
from tests.ui.test_game_scene import choose


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def position(pred, players: int = 2, seeds=range(1, 60)) -> Game:
    """A game (played by the simple strategy) at the first point where pred(game) holds."""
    for seed in seeds:
        game = Game(Options(players=players, layout="first_game"), seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            if pred(game):
                return game
            game.apply(choose(game, rng, 0))
    raise AssertionError("no such position")


def table(home, game: Game, **settings):
    seats = [Seat(name=n, colour=i) for i, n in enumerate(["Anna", "Bernd", "Clara", "Dora"][:game.options.players])]
    app, scene, store, drv = start(home, Session(game, seats), **settings)
    drv.settle()
    return app, scene, drv


def pinge_wood_field(scene, me: int, i: int) -> pygame.Rect:
    """Where the large board draws the i-th wood field of the Pinge (only the next empty one is a
    drop region)."""
    state = scene.game.state
    g = Geo(scene.rects["active"], DW, DH, max_stretch=1.3)
    x = 44
    for what, idx in pinge_coal_slots(state, state.players[me]):
        if what == "coal":
            x += 19
            continue
        if idx == i:
            return g.r(x + 1, 280, 12, 50)
        x += 15
    raise AssertionError(i)


def wood_time(game: Game) -> bool:
    me = game.state.current
    legal = game.legal_actions()
    return (game.decision()[1] == "execute" and game.state.players[me].pinge_wood == 0
            and any(a.kind == "place_wood" and a.args[0] == "pinge" for a in legal))


def test_wood_on_an_unlit_pinge_field_is_refused(home):
    game = position(wood_time)
    app, scene, drv = table(home, game)
    me = scene.current()
    first, second = pinge_wood_field(scene, me, 0), pinge_wood_field(scene, me, 1)
    assert rect_of(scene, ("wood", me, "pinge")).contains(first)     # the drawing still matches
    assert not rect_of(scene, ("wood", me, "pinge")).colliderect(second)
    wood = drv.point(("farm", me, "wood"))
    # while the wood is dragged, the next empty field lights up and the second does not
    drv.down(wood)
    drv.move((wood[0] + 20, wood[1] + 20))
    drv.move(second.center)
    lit = scene.lit_targets(("farm", me, "wood"))
    assert ("wood", me, "pinge") in lit
    assert differs(app.screen, scene.layers.base, first) > first.width * first.height // 3
    before = state_json(game)
    n = len(game.actions)
    drv.up(second.center)
    assert state_json(game) == before and len(game.actions) == n
    assert app.toast is not None and "lit" in app.toast[0]
    # the same wood on the lit field goes exactly there
    drv.drag(wood, first.center)
    assert game.actions[n:] == [A("place_wood", "pinge")]
    assert game.state.players[me].pinge_wood == 1


def test_pool_disks_dropped_on_the_pinge_are_refused(home):
    game = position(lambda g: g.decision()[1] == "take1")
    app, scene, drv = table(home, game)
    me = scene.current()
    take = next(a for a in game.legal_actions() if a.kind == "take")
    src = drv.point(("pool", *take.args))
    before = state_json(game)
    drv.drag(src, drv.point(("pinge", me)))
    assert state_json(game) == before
    assert app.toast is not None and "farm" in app.toast[0]
    drv.drag(src, drv.point(("farmyard", me)))
    assert game.actions[-1] == take


def _every_drop(home, game: Game, sources) -> int:
    """Drop each source on the centre of every region of the table: whatever is accepted was lit, and
    is exactly the lit place's action; a lit place under the pointer is never refused."""
    app, scene, drv = table(home, game)
    me = scene.current()
    accepted = 0
    for source in sources(game, me):
        targets = scene.table.drops.targets(game, source, me, scene.regions)
        assert targets, source
        for key, rect in list(scene.regions.items()):
            if key == source or key[0] == "log" or rect_of(scene, source).collidepoint(rect.center):
                continue  # no drag at all: a click
            under = scene.hits(rect.center)
            lit_here = [k for k in under if k in targets]
            n = len(game.actions)
            drv.drag(drv.point(source), rect.center)
            if scene.popup is not None:
                drv.key(pygame.K_1)
            done = game.actions[n:]
            if not lit_here:
                assert not done, f"{source} dropped on unlit {key} did {done}"
                continue
            assert done and done[0] in targets[lit_here[0]].actions, (source, key, done, app.toast)
            accepted += 1
            game.truncate(n)
            scene._after_change()
            drv.settle()
    return accepted


def test_every_accepted_drop_was_lit(home):
    """Taking (a pool colour), planning (each disk colour in the cart, food) and running (wood)."""
    def take_sources(game, me):
        return [("pool", *a.args) for a in game.legal_actions() if a.kind == "take"][:2]

    def plan_sources(game, me):
        p = game.state.players[me]
        out = [("cart", me, c) for c, n in zip(("yellow", "brown", "black"), p.cart, strict=True) if n]
        return out + ([("farm", me, "food")] if p.farm[0] else [])

    def wood_sources(game, me):
        return [("farm", me, "wood")]

    assert _every_drop(home, position(lambda g: g.decision()[1] == "take1"), take_sources) >= 2
    planning = position(lambda g: g.decision()[1] == "plan"
                        and sum(1 for n in g.state.players[g.state.current].cart if n) >= 2)
    assert _every_drop(home, planning, plan_sources) >= 4
    assert _every_drop(home, position(wood_time), wood_sources) >= 1


def test_planned_piece_goes_back_or_moves_only_where_lit(home):
    game = position(lambda g: g.decision()[1] == "plan" and sum(g.state.players[g.state.current].cart) >= 2)
    place = next(a for a in game.legal_actions() if a.kind == "place" and a.args[0] == "farmer")
    game.apply(place)
    me = game.state.current

    def planned(game, me):
        return [("plan", me, "farmer", place.args[1])]

    # back to the farm, or onto the farmhand when the engine lets it go there
    assert _every_drop(home, game, planned) >= 1
    app, scene, drv = table(home, game)
    n = len(game.actions)
    drv.drag(drv.point(("plan", me, "farmer", place.args[1])), drv.point(("pinge", me)))
    assert len(game.actions) == n and app.toast is not None
    drv.drag(drv.point(("plan", me, "farmer", place.args[1])), drv.point(("farmyard", me)))
    assert game.actions[n:] == [A("retrieve", "farmer", place.args[1])]
