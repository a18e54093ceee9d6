"""The worked examples of the rulebooks, played through the public API.

Each test builds the position the example describes (tests/positions.py) and plays it with
Game.apply, which checks every move against the engine's legal moves.
"""

from __future__ import annotations

import pytest

from game.haspelknecht.actions import A
from game.haspelknecht.engine import decision, legal_actions
from game.haspelknecht.rules import CAT, COAL, FOOD, WOOD
from game.haspelknecht.scoring import end_breakdown
from tests.haspelknecht.positions import (
    at_execution,
    at_last_turn,
    at_planning,
    at_taking,
    game_at,
    give_tile,
    refused,
)

# ------------------------------------------------------------------ development tile 31

def test_mining_timber_paid_with_two_black_and_two_brown_on_the_farmer():
    state = at_planning({"black": 2, "brown": 2})
    give_tile(state, 0, 21)          # 31 touches 21: the player may develop it without paying
    game = game_at(state)
    # Only a farmer that develops may hold mixed colours.
    for item in ("black", "black", "brown", "brown"):
        game.apply(A("place", "farmer", item))
    game.apply(A("confirm_plan"))
    game.apply(A("confirm_plan"))    # player 2 plans nothing
    assert decision(game.state) == (0, "execute")
    assert A("develop", "farmer", 31, None) in game.legal_actions()
    # The disks cannot be used as a plain production: they are mixed.
    assert not any(a.kind == "activate" and a.args[0] == "farmer" and a.args[1] in ("food", "wood", "mine")
                   for a in game.legal_actions())
    game.apply(A("develop", "farmer", 31, None))
    p = game.state.players[0]
    assert 31 in p.owned and game.state.stacks[31] == [0]
    assert p.vp == 3                 # first owner of a level-3 tile
    # The tile asks for its a/b choice at once; it is not optional.
    assert decision(game.state) == (0, "tile_option")
    assert set(game.legal_actions()) >= {A("tile_option", 31, "a"), A("tile_option", 31, "b")}
    assert A("tile_option", 31, "none") not in game.legal_actions()
    game.apply(A("tile_option", 31, "a"))
    assert p.farm[WOOD] == 3 and p.pinge_water == 1


def test_mining_timber_needs_a_black_disk_and_four_disks():
    four_brown = at_execution({"farmer": {"brown": 4}})
    give_tile(four_brown, 0, 21)
    assert not any(a.kind == "develop" and a.args[1] == 31 for a in legal_actions(four_brown))
    three = at_execution({"farmer": {"black": 2, "brown": 1}})
    give_tile(three, 0, 21)
    assert not any(a.kind == "develop" and a.args[1] == 31 for a in legal_actions(three))
    right = at_execution({"farmer": {"black": 1, "yellow": 1, "brown": 2}})
    give_tile(right, 0, 21)
    assert A("develop", "farmer", 31, None) in legal_actions(right)


# ------------------------------------------------------------------ Example 1

def test_example_1_bucket_food_and_coal_digger():
    state = at_planning({"yellow": 3, "brown": 2})
    give_tile(state, 0, 11)          # the Bucket (level 2) touches the Carrying Pole
    p = state.players[0]
    p.pinge_water = 2                # untouched Pinge, 2 pit water
    game = game_at(state)
    for w, item in (("farmer", "yellow"), ("farmer", "brown"), ("farmer", "brown"),
                    ("farmhand", "yellow"), ("coal_digger", "yellow")):
        game.apply(A("place", w, item))
    game.apply(A("confirm_plan"))
    game.apply(A("confirm_plan"))
    p = game.state.players[0]
    assert p.cart == [0, 0, 0]

    game.apply(A("develop", "farmer", 21, None))
    assert 21 in p.owned and p.vp == 2
    game.apply(A("activate", "farmhand", "food"))
    assert p.farm[FOOD] == 1
    game.apply(A("activate", "coal_digger", None))
    assert p.pinge_water == 0        # first action: 2 pit water out
    assert p.pinge_taken == 1 and p.farm[COAL] == 1   # second action: 1 coal to the farm

    # Planning is over: the new food and coal cannot pay a worker in this phase.
    refused(game, A("place", "coal_digger", "food"))
    refused(game, A("place", "farmhand", "food"))
    assert not any(a.kind == "place" for a in game.legal_actions())
    assert A("end_turn") in game.legal_actions()


# ------------------------------------------------------------------ Example 2

def test_example_2_last_pinge_coal_then_tunnel_with_synergy():
    state = at_execution({"farmhand": {"black": 2}, "farmer": {"black": 2}})
    p = state.players[0]
    p.pinge_water = 3
    p.pinge_taken = 6                # one coal left
    p.pinge_wood = 2                 # both Pinge wood fields filled: the last coal is reachable
    p.farm[WOOD] = 4
    game = game_at(state)
    p = game.state.players[0]

    game.apply(A("activate", "farmhand", "mine"))
    assert decision(game.state) == (0, "dig")
    # 3 pit water: coal is blocked, the first disk must bail.
    assert A("dig", "coal") not in game.legal_actions()
    game.apply(A("dig", "water"))
    assert p.pinge_water == 1
    game.apply(A("dig", "coal"))
    assert p.farm[COAL] == 1
    # The Pinge is exhausted at once.
    assert p.exhausted and p.pinge_taken == 7
    assert p.pinge_water == 0 and p.shaft_water == 1   # the remaining pit water went to the shaft
    assert p.pinge_wood == 0                           # its wood went back to the supply
    assert p.farm[WOOD] == 4                           # the farm wood is untouched
    assert p.breakdown[CAT["pinge_bonus"]] == 2        # exhausted in year 1

    for _ in range(4):
        game.apply(A("place_wood", "tunnel"))
    assert p.tunnel_wood == 4 and p.farm[WOOD] == 0

    game.apply(A("activate", "farmer", "mine"))
    # 2 disks + 1 synergy disk, all in the tunnel; black disks there only excavate.
    for _ in range(3):
        assert decision(game.state) == (0, "dig")
        assert A("dig", "water") not in game.legal_actions()
        game.apply(A("dig", "coal"))
    assert p.tunnel_taken == 3 and p.shaft_coal == 3
    assert p.farm[COAL] == 1         # tunnel coal waits in the shaft
    assert game.state.pending is None
    assert A("end_turn") in game.legal_actions()


# ------------------------------------------------------------------ Haspelknecht example

def _haspel_position():
    state = at_execution({"haspelknecht": {"yellow": 1}}, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted = 7, True
    p.shaft_water = 5
    p.shaft_coal = 2
    return game_at(state)


def test_haspelknecht_example_removes_four_water_then_reels_a_coal():
    game = _haspel_position()
    p = game.state.players[0]
    game.apply(A("activate", "haspelknecht", None))
    # While 2+ pit water are in the shaft he bails first (R19): 5 -> 3 -> 1; then the player chooses.
    game.apply(A("reel", "water"))
    game.apply(A("reel", "water"))
    assert p.shaft_water == 1
    assert decision(game.state) == (0, "reel")
    assert set(game.legal_actions()) >= {A("reel", "coal"), A("reel", "water")}
    game.apply(A("reel", "coal"))
    assert p.shaft_water == 1 and p.shaft_coal == 1 and p.farm[COAL] == 1
    assert game.state.pending is None


def test_haspelknecht_example_third_action_may_bail_the_last_water_instead():
    game = _haspel_position()
    p = game.state.players[0]
    game.apply(A("activate", "haspelknecht", None))
    for _ in range(3):
        game.apply(A("reel", "water"))
    assert p.shaft_water == 0 and p.shaft_coal == 2 and p.farm[COAL] == 0


# ------------------------------------------------------------------ taking disks in two steps

def test_two_step_taking_example():
    # pool 1: 3 black; pool 2 (water symbol): 1 yellow, 3 brown, 2 black
    state = at_taking([[0, 0, 3], [1, 3, 2]], order=[0, 1])
    game = game_at(state)
    game.apply(A("take", 1, "black"))
    game.apply(A("take", 2, "black"))        # player 2 takes the black disks of pool 2
    assert game.state.stage == "take2" and decision(game.state)[0] == 0
    legal = game.legal_actions()
    assert A("take", 2, "brown") in legal and A("take", 2, "yellow") in legal and A("pass") in legal

    alt = game.clone()
    game.apply(A("take", 2, "brown"))
    p = game.state.players[0]
    assert p.taken1 == [0, 0, 3] and p.taken2 == [0, 2, 0] and sum(p.cart) == 5
    assert game.state.pools[1] == [1, 1, 0]  # one brown stays: 5 is the maximum
    assert p.pit_water == 0                  # the water symbol counts in step 1 only

    alt.apply(A("take", 2, "yellow"))
    q = alt.state.players[0]
    assert q.taken2 == [1, 0, 0] and sum(q.cart) == 4
    assert alt.state.pools[1] == [0, 3, 0]


# ------------------------------------------------------------------ the tables

@pytest.mark.parametrize("thalers,vp", [(0, 0), (1, 2), (2, 5), (3, 9), (4, 14), (5, 20), (6, 26)])
def test_thaler_end_scoring_table(thalers, vp):
    state = at_execution()
    state.players[0].thalers = thalers
    assert end_breakdown(state, state.players[0])["thalers"] == vp


@pytest.mark.parametrize("debts,vp", [(0, 0), (1, -1), (2, -3), (3, -5), (4, -7)])
def test_debt_penalty_table(debts, vp):
    state = at_execution()
    state.players[0].debts = debts
    assert end_breakdown(state, state.players[0])["debts"] == vp


@pytest.mark.parametrize("pinge,shaft,vp", [(0, 0, 0), (1, 0, 0), (2, 0, -1), (3, 0, -2), (1, 1, -1),
                                            (0, 4, -3), (2, 5, -6)])
def test_pit_water_penalty(pinge, shaft, vp):
    state = at_execution()
    p = state.players[0]
    p.pinge_water, p.shaft_water = pinge, shaft
    assert end_breakdown(state, p)["pit_water"] == vp


@pytest.mark.parametrize("tiles,vp", [((), 0), ((12,), 1), ((12, 15), 3), ((12, 15, 24), 6),
                                      ((12, 15, 24, 35), 10), ((11, 13, 21), 0)])
def test_building_symbol_table(tiles, vp):
    state = at_execution(players=4)
    for t in tiles:
        give_tile(state, 0, t)
    assert end_breakdown(state, state.players[0])["buildings"] == vp


def _winter_coal(coal: int, horse_and_cart: bool = False) -> int:
    state = at_last_turn(phase=2, players=4)
    for p in state.players:
        p.farm[COAL] = coal
        p.farm[FOOD] = 3                 # the lease is paid (1 food is left to store)
    if horse_and_cart:
        give_tile(state, 0, 44)
    game = game_at(state)
    game.apply(A("end_turn"))
    assert game.state.stage == "storage"
    return game.state.players[0].breakdown[CAT["coal"]]


@pytest.mark.parametrize("coal,vp", [(0, 0), (1, 0), (2, 0), (3, 2), (4, 3), (5, 4), (6, 5), (7, 6), (8, 7)])
def test_coal_chart(coal, vp):
    assert _winter_coal(coal) == vp


@pytest.mark.parametrize("coal", range(9))
def test_coal_chart_with_horse_and_cart(coal):
    assert _winter_coal(coal, horse_and_cart=True) == coal


def test_end_tables_in_the_final_result():
    """The last winter ends the game; the result carries the end tables."""
    state = at_last_turn(phase=8, players=4)
    p = state.players[0]
    p.farm[FOOD] = 1
    p.thalers = 5                    # 2 go to the year-3 lease, 3 are left: 9 VP
    p.debts = 2                      # -3 VP
    p.shaft_water, p.exhausted, p.pinge_taken = 3, True, 7   # -2 VP
    give_tile(state, 0, 12)
    give_tile(state, 0, 15)          # 2 building symbols: 3 VP
    for q in state.players[1:]:
        q.farm[FOOD] = 1
        q.thalers = 2
    game = game_at(state)
    game.apply(A("end_turn"))
    while not game.is_over:
        game.apply(A("confirm_storage"))
    res = game.state.result
    bd = res["players"][0]["breakdown"]
    assert (bd["thalers"], bd["debts"], bd["pit_water"], bd["buildings"]) == (9, -3, -2, 3)
    assert res["scores"][0] == 9 - 3 - 2 + 3
    assert res["scores"][1:] == [0, 0, 0]
