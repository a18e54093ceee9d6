"""The engine's named rule queries (game.haspelknecht.queries) agree with what the engine allows.

The window, the bots and the hints ask these queries instead of restating a rule (R14's water
limits, R21's wood fields, R22/R30's reach of a tile, a marker's or a building's first phase), so
each is checked here against the legal actions of real decisions.
"""

from __future__ import annotations

import random

import pytest

from game.core.record import Game
from game.haspelknecht.actions import A
from game.haspelknecht.options import Options
from game.haspelknecht.queries import (
    building_works,
    development_payments,
    pinge_coal_open,
    pinge_flooded,
    reeling_blocked,
    shaft_flooded,
    tunnel_coal_open,
    usable_marker,
)
from tests.haspelknecht.positions import at_execution, at_planning, game_at, give_tile

WATER_MILL, HAULING_CABLE, WINDLASS = 35, 14, 25


def _dig_coal_offered(game) -> bool:
    assert game.state.pending is not None and game.state.pending[0] == "dig"
    return A("dig", "coal") in game.legal_actions()


# ============================================================================ R14, R21 the Pinge

@pytest.mark.parametrize("water", range(5))
@pytest.mark.parametrize("taken,wood", [(0, 0), (1, 0), (2, 0), (2, 1), (4, 1), (5, 1), (5, 2)])
def test_a_black_disk_digs_the_pinge_exactly_when_coal_is_open_and_it_is_not_flooded(water, taken, wood):
    state = at_execution({"farmer": {"black": 1}})
    p = state.players[0]
    p.pinge_water, p.pinge_taken, p.pinge_wood = water, taken, wood
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    state, p = game.state, game.state.players[0]
    assert pinge_flooded(state, p) == (water >= 2)               # R14's limit, from the data
    assert pinge_coal_open(state, p) == (2, 5, 7)[wood] - taken   # segments 2, 3, 2 (R21)
    assert _dig_coal_offered(game) == (pinge_coal_open(state, p) > 0 and not pinge_flooded(state, p))


def test_an_exhausted_pinge_is_never_flooded_and_holds_no_open_coal():
    state = at_execution(phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.exhausted_phase = 7, True, 2
    assert not pinge_flooded(state, p) and pinge_coal_open(state, p) == 0


# ============================================================================ R14, R33 tunnel, shaft

@pytest.mark.parametrize("shaft_water", range(7))
@pytest.mark.parametrize("tunnel_wood,tunnel_taken", [(1, 0), (1, 1), (3, 2)])
def test_a_black_disk_digs_the_tunnel_exactly_when_coal_is_open_and_the_shaft_is_not_flooded(
        shaft_water, tunnel_wood, tunnel_taken):
    state = at_execution({"farmer": {"black": 1}}, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.exhausted_phase = 7, True, 1
    p.tunnel_wood, p.tunnel_taken, p.shaft_water = tunnel_wood, tunnel_taken, shaft_water
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    state, p = game.state, game.state.players[0]
    assert shaft_flooded(state, p) == (shaft_water >= 5)
    assert tunnel_coal_open(state, p) == state.rules.tunnel_cum[tunnel_wood - 1] - tunnel_taken
    assert _dig_coal_offered(game) == (tunnel_coal_open(state, p) > 0 and not shaft_flooded(state, p))


@pytest.mark.parametrize("shaft_water", range(5))
def test_the_haspelknecht_reels_coal_exactly_when_reeling_is_not_blocked(shaft_water):
    state = at_execution({"haspelknecht": {"thaler": 1}}, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.exhausted_phase, p.thalers = 7, True, 1, 1
    p.shaft_coal, p.shaft_water = 2, shaft_water
    game = game_at(state)
    game.apply(A("activate", "haspelknecht", None))
    state, p = game.state, game.state.players[0]
    assert reeling_blocked(state, p) == (shaft_water >= 2)
    assert (A("reel", "coal") in game.legal_actions()) == (not reeling_blocked(state, p))


@pytest.mark.parametrize("seed", [3, 8])
def test_the_water_and_coal_queries_agree_with_every_dig_and_reel_decision_of_random_games(seed):
    """Whatever position play reaches: coal is offered to a black disk or the Haspelknecht exactly
    when the queries say it can be dug or reeled."""
    rng = random.Random(seed)
    game = Game(Options(players=3), seed, events=False)
    checked = 0
    while not game.is_over:
        state = game.state
        legal = game.legal_actions()
        pend = state.pending
        if pend is not None and state.stage == "execute":
            p = state.players[state.current]
            coal = any(a.kind in ("dig", "reel") and a.args[0] == "coal" for a in legal)
            if pend[0] == "dig" and pend[3] == "pinge":
                assert coal == (pinge_coal_open(state, p) > 0 and not pinge_flooded(state, p))
                checked += 1
            elif pend[0] == "dig":
                assert coal == (tunnel_coal_open(state, p) > 0 and not shaft_flooded(state, p))
                checked += 1
            elif pend[0] == "haspel":
                assert coal == (p.shaft_coal > 0 and not reeling_blocked(state, p))
                checked += 1
        forward = [a for a in legal if a.kind not in ("retrieve", "unstore")] or legal
        game.apply(rng.choice(forward))
    assert checked > 0


# ============================================================================ from the phase after

@pytest.mark.parametrize("gained,usable", [(-1, True), (2, True), (3, False)])
def test_a_marker_is_usable_exactly_when_the_engine_lets_it_be_used(gained, usable):
    state = at_execution(phase=3, players=3)      # the Hauling Cable lies on the 3-player board
    p = state.players[0]
    p.pinge_water = 1                       # something for the Hauling Cable to remove
    give_tile(state, 0, HAULING_CABLE, phase=gained)
    game = game_at(state)
    assert usable_marker(game.state, game.state.players[0], HAULING_CABLE) == usable
    assert (A("use_marker", HAULING_CABLE) in game.legal_actions()) == usable


def test_a_marker_not_owned_is_not_usable():
    state = at_execution(phase=3)
    assert not usable_marker(state, state.players[0], WINDLASS)


@pytest.mark.parametrize("built,works", [(-1, True), (1, True), (2, False)])
def test_a_building_works_exactly_when_its_worker_field_takes_disks(built, works):
    state = at_planning({"yellow": 2}, phase=2, players=4)     # the Water Mill lies on the 4-player board
    give_tile(state, 0, WATER_MILL, phase=built)
    game = game_at(state)
    assert building_works(game.state, game.state.players[0], WATER_MILL) == works
    assert (A("place", "water_mill", "yellow") in game.legal_actions()) == works


# ============================================================================ R22, R30 reaching a tile

def _reach_position(plan=None):
    """Player 0 owns tile 11, player 1 tile 23; player 0 has food and wood for a distant payment."""
    state = at_execution(plan, phase=3)
    give_tile(state, 0, 11)
    give_tile(state, 1, 23)
    state.players[0].farm = [1, 1, 0]
    return state


def test_development_payments_are_the_payments_of_the_legal_developments():
    """For every tile, with farmer disks that pay its cost: the develop actions offered name
    exactly the payments the query gives (None for a tile next to his or of level 1, a resource
    for a distant one, none for his own)."""
    rules = at_execution().rules
    kinds = set()
    for tile in _reach_position().board.tiles:
        info = rules.tiles[tile]
        cols = list(info.cost_coloured)
        cols[0] += info.cost_total - sum(cols)   # grey circles paid in yellow
        plan = {name: n for name, n in zip(("yellow", "brown", "black"), cols, strict=True) if n}
        game = game_at(_reach_position({"farmer": plan}))
        offered = {a.args[2] for a in game.legal_actions() if a.kind == "develop" and a.args[1] == tile}
        pays = development_payments(game.state, game.state.players[0], 0, tile)
        assert offered == set(pays), tile
        kinds.add("adjacent" if pays == [None] else "distant" if pays else "none")
    assert kinds == {"adjacent", "distant", "none"}, "the position has every kind of reach"


def test_development_payments_none_at_the_limit_of_developments():
    state = at_execution(phase=3)
    p = state.players[0]
    tiles = list(state.board.tiles)
    p.owned = tiles[:state.rules.max_developments]
    free = [t for t in tiles if t not in p.owned]
    assert all(development_payments(state, p, 0, t) == [] for t in free)
