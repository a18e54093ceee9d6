"""Tests for the rulings R22-R29 of shared/haspelknecht/rulings.md: developments, lease, coal
chart, end scoring, the winner, pit water phases, Hammer and Pick, Lorry.

Positions come from tests/haspelknecht/positions.py; moves go through Game.apply (checked).
"""
from __future__ import annotations

import pytest

from game.haspelknecht.actions import A
from game.haspelknecht.engine import legal_actions
from game.haspelknecht.rules import CAT, COAL, FOOD, WOOD
from game.haspelknecht.scoring import end_breakdown
from tests.haspelknecht.positions import (
    at_execution,
    at_last_turn,
    at_planning,
    fresh,
    game_at,
    give_tile,
    refused,
)


def winter(state):
    """End the last turn of the autumn in `state` (built with at_last_turn)."""
    game = game_at(state)
    game.apply(A("end_turn"))
    return game



# ============================================================================ R22 developments

def test_r22_level_one_freely_other_levels_only_when_adjacent():
    state = at_execution({"farmer": {"yellow": 1, "black": 1, "brown": 1}})
    game = game_at(state)
    # 22 Wheelbarrow (Y B G) fits the disks but touches nothing the player owns, and nobody owns it
    assert not any(a.kind == "develop" and a.args[1] == 22 for a in game.legal_actions())
    refused(game, A("develop", "farmer", 22, None))
    refused(game, A("develop", "farmer", 22, "food"))
    state = at_execution({"farmer": {"yellow": 1, "black": 1, "brown": 1}})
    give_tile(state, 0, 12)
    game = game_at(state)
    game.apply(A("develop", "farmer", 22, None))
    assert game.state.players[0].vp == 2


def test_r22_own_each_tile_once():
    state = at_execution({"farmer": {"yellow": 2}, "farmhand": {"yellow": 2}})
    state.players[0].improved = True
    give_tile(state, 0, 11)
    game = game_at(state)
    refused(game, A("develop", "farmer", 11, None))
    state = at_execution({"farmer": {"yellow": 2}, "farmhand": {"yellow": 2}})
    state.players[0].improved = True
    game = game_at(state)
    game.apply(A("develop", "farmer", 11, None))
    refused(game, A("develop", "farmhand", 11, None))


def test_r22_a_distant_development_pays_the_top_owner():
    state = at_execution({"farmer": {"black": 2, "brown": 2}}, players=3)
    give_tile(state, 1, 31)
    give_tile(state, 2, 31)              # player 3 is on top
    p = state.players[0]
    p.farm = [1, 1, 1]
    game = game_at(state)
    devs = {a for a in game.legal_actions() if a.kind == "develop" and a.args[1] == 31}
    assert devs == {A("develop", "farmer", 31, "coal")}      # level 3: a coal only
    refused(game, A("develop", "farmer", 31, "food"))
    refused(game, A("develop", "farmer", 31, None))
    game.apply(A("develop", "farmer", 31, "coal"))
    s = game.state
    assert s.players[0].farm == [1, 1, 0]
    assert s.players[2].farm[COAL] == 1 and s.players[1].farm[COAL] == 0
    assert s.stacks[31] == [1, 2, 0]
    assert s.players[0].vp == 1          # third owner of a level-3 tile


def test_r22_distant_payment_kinds_per_level():
    state = at_execution({"farmer": {"yellow": 1, "brown": 1, "black": 1}}, players=3)
    give_tile(state, 1, 22)
    state.players[0].farm = [1, 1, 1]
    devs = {a.args[2] for a in legal_actions(state) if a.kind == "develop" and a.args[1] == 22}
    assert devs == {"coal", "wood", "food"}                  # level 2: any of the three
    state.players[0].farm = [0, 0, 0]
    assert not any(a.kind == "develop" and a.args[1] == 22 for a in legal_actions(state))

    state = at_execution({"farmer": {"yellow": 1, "brown": 1, "black": 2}}, players=4)
    give_tile(state, 1, 44)
    state.players[0].farm = [1, 1, 1]
    devs = {a.args[2] for a in legal_actions(state) if a.kind == "develop" and a.args[1] == 44}
    assert devs == {"food"}                                  # level 4: a food


@pytest.mark.parametrize("tile,before,vp", [
    (11, 0, 1), (11, 1, 0),
    (21, 0, 2), (21, 1, 1), (21, 2, 0),
    (31, 0, 3), (31, 1, 2), (31, 2, 1), (31, 3, 0),
    (41, 0, 4), (41, 1, 3), (41, 2, 2), (41, 3, 1),
])
def test_r22_the_kth_owner_scores_level_minus_k_plus_one(tile, before, vp):
    cost = {11: {"yellow": 2}, 21: {"yellow": 3}, 31: {"black": 4}, 41: {"black": 2, "yellow": 2}}[tile]
    state = at_execution({"farmer": cost}, players=4, who=0)
    near = {21: 11, 31: 21, 41: 31}
    if tile in near:
        give_tile(state, 0, near[tile])
    for i in range(1, before + 1):
        give_tile(state, i, tile)
    game = game_at(state)
    game.apply(A("develop", "farmer", tile, None))
    p = game.state.players[0]
    assert p.vp == vp and p.breakdown[CAT["developments"]] == vp
    assert game.state.stacks[tile][-1] == 0


def test_r22_resources_from_the_tile_can_be_used_at_once():
    state = at_execution({"farmer": {"black": 1, "yellow": 3}})
    give_tile(state, 0, 21)
    state.players[0].pinge_taken = 2
    game = game_at(state)
    game.apply(A("develop", "farmer", 31, None))
    game.apply(A("tile_option", 31, "a"))   # 3 wood and a pit water
    p = game.state.players[0]
    assert p.farm[WOOD] == 3 and p.pinge_water == 1
    game.apply(A("place_wood", "pinge"))
    assert p.pinge_wood == 1


# ============================================================================ R23 lease

@pytest.mark.parametrize("phase,food,thalers,after_food,after_thalers,debts", [
    (2, 3, 1, 1, 1, 0),      # year 1: 2 food
    (2, 1, 5, 0, 5, 1),      # Thalers do not replace food
    (5, 2, 1, 0, 0, 0),      # year 2: 2 food + 1 Thaler
    (5, 0, 0, 0, 0, 3),
    (8, 5, 1, 4, 0, 1),      # year 3: 1 food + 2 Thalers
    (8, 0, 2, 0, 0, 1),
])
def test_r23_lease_and_debts(phase, food, thalers, after_food, after_thalers, debts):
    state = at_last_turn(phase=phase)
    p = state.players[0]
    p.farm[FOOD], p.thalers = food, thalers
    p.farm[COAL] = 1                     # keeps the storage step open in years 1 and 2
    game = winter(state)
    p = game.state.players[0]
    assert p.farm[FOOD] == after_food and p.thalers == after_thalers and p.debts == debts


# ============================================================================ R24 coal chart

@pytest.mark.parametrize("coal,vp,horse", [(2, 0, False), (3, 2, False), (15, 14, False),
                                           (2, 2, True), (15, 15, True)])
def test_r24_coal_chart_without_a_cap(coal, vp, horse):
    state = at_last_turn(phase=5, players=4)
    p = state.players[0]
    p.farm[COAL], p.farm[FOOD], p.thalers = coal, 2, 1
    if horse:
        give_tile(state, 0, 44)
    game = winter(state)
    assert game.state.players[0].breakdown[CAT["coal"]] == vp


# ============================================================================ R25 end scoring

def test_r25_tunnel_sections_and_tunnel_bonuses():
    state = at_execution(players=4)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.tunnel_wood = 7, True, 5
    p.tunnel_taken = 6                   # sections 1-4 emptied (1+1+2+1 coal), 1 of section 5 out
    for t in (22, 32, 42):               # Wheelbarrow, Oil Lamp, Lorry
        give_tile(state, 0, t)
    p.markers.clear()
    bd = end_breakdown(state, p)
    assert bd["tunnel"] == 1 + 1 + 1 + 2
    # W in sections 2, 4; L in 1, 3; R in 3, 4
    assert bd["tunnel_bonus"] == 2 + 2 + 2


def test_r25_hand_cart_and_coal_driver():
    state = at_execution(players=4)
    p = state.players[0]
    for t in (11, 12, 13, 23, 43, 41):   # F: 11, 12, 43; P: 13, 23, 41
        give_tile(state, 0, t)
    p.markers.clear()
    bd = end_breakdown(state, p)
    assert bd["development_bonus"] == 3 + 3
    assert bd["buildings"] == 1          # the Barn


def test_r25_unused_action_markers_and_all_categories_in_the_result():
    state = at_last_turn(phase=8, players=3)
    p = state.players[0]
    give_tile(state, 0, 14, phase=0)     # Hauling Cable marker, unused
    give_tile(state, 0, 22, phase=0)     # Wheelbarrow marker, unused
    p.farm[FOOD], p.thalers = 1, 3       # 1 Thaler left: 2 VP
    game = winter(state)
    while not game.is_over:
        game.apply(A("confirm_storage"))
    res = game.state.result
    bd = res["players"][0]["breakdown"]
    assert bd["markers"] == 2 and bd["thalers"] == 2
    assert res["scores"][0] == sum(bd.values()) == 4
    assert res["players"][1]["breakdown"]["debts"] == -5     # 3 units of lease unpaid


# ============================================================================ R26 winner

def _final(vp, excavated, order):
    state = at_last_turn(phase=8, players=3)
    state.order = list(order)
    for i, p in enumerate(state.players):
        p.farm[FOOD], p.thalers = 1, 2
        p.vp = p.breakdown[CAT["developments"]] = vp[i]
        p.pinge_taken = min(excavated[i], 7)
        p.exhausted = p.pinge_taken == 7
        p.tunnel_taken = excavated[i] - p.pinge_taken
        p.tunnel_wood = 7 if p.tunnel_taken else 0
    game = winter(state)
    while not game.is_over:
        game.apply(A("confirm_storage"))
    return game.state.result


def test_r26_most_vp_wins():
    res = _final([5, 9, 7], [0, 0, 0], [0, 1, 2])
    assert res["winner"] == 1 and res["tiebreak"] is None


def test_r26_tie_broken_by_coal_excavated_from_own_pinge_and_tunnel():
    # tunnel sections give VP too: equalise through the development VP
    res = _final([5, 5, 4], [3, 6, 0], [0, 1, 2])
    assert res["scores"][0] == res["scores"][1]
    assert res["winner"] == 1 and res["tiebreak"] == "coal_excavated"


@pytest.mark.parametrize("order,winner", [([2, 0, 1], 2), ([0, 1, 2], 0), ([1, 2, 0], 2)])
def test_r26_then_earlier_in_the_last_turn_order(order, winner):
    res = _final([6, 4, 6], [2, 2, 2], order)
    assert res["scores"][0] == res["scores"][2]
    assert res["winner"] == winner and res["tiebreak"] == "turn_order"


# ============================================================================ R27 pit water phases

def test_r27_pit_water_in_spring_and_autumn_only():
    state = fresh(2)
    assert [p.pinge_water for p in state.players] == [1, 1]    # the first spring

    state = at_last_turn(phase=0)        # spring -> summer: no pit water
    game = winter(state)
    assert game.state.phase == 1 and [p.pit_water for p in game.state.players] == [0, 0]

    state = at_last_turn(phase=1, players=3)   # summer -> autumn
    give_tile(state, 1, 21)              # player 2 owns the Bucket
    p2 = state.players[2]
    p2.pinge_taken, p2.exhausted = 7, True
    game = winter(state)
    s = game.state
    assert s.phase == 2
    assert (s.players[0].pinge_water, s.players[0].shaft_water) == (1, 0)
    assert (s.players[1].pinge_water, s.players[1].shaft_water) == (0, 0)
    assert (s.players[2].pinge_water, s.players[2].shaft_water) == (0, 1)


# ============================================================================ R28 Hammer and Pick

def _hammer(pinge_water=0, exhausted=False):
    state = at_execution({"farmer": {"black": 2, "yellow": 2}})
    give_tile(state, 0, 22)
    p = state.players[0]
    p.pinge_water = pinge_water
    if exhausted:
        p.pinge_taken, p.exhausted, p.tunnel_wood = 7, True, 1
    game = game_at(state)
    game.apply(A("develop", "farmer", 33, None))
    return game


def test_r28_hammer_and_pick_wood_and_a_pinge_coal():
    game = _hammer()
    p = game.state.players[0]
    assert p.farm[WOOD] == 1 and p.markers[33] == 0
    opts = {a for a in game.legal_actions() if a.kind == "tile_option"}
    assert opts == {A("tile_option", 33, "a"), A("tile_option", 33, "none")}
    game.apply(A("tile_option", 33, "a"))
    assert p.pinge_taken == 1 and p.farm[COAL] == 1


def test_r28_hammer_and_pick_water_limits_apply():
    game = _hammer(pinge_water=2)
    opts = {a for a in game.legal_actions() if a.kind == "tile_option"}
    assert opts == {A("tile_option", 33, "none")}
    refused(game, A("tile_option", 33, "a"))


def test_r28_hammer_and_pick_tunnel_coal_to_the_shaft():
    game = _hammer(exhausted=True)
    game.apply(A("tile_option", 33, "b"))
    p = game.state.players[0]
    assert p.tunnel_taken == 1 and p.shaft_coal == 1 and p.farm[COAL] == 0


def test_r28_hammer_and_pick_marker_acts_as_a_black_disk():
    state = at_planning({"black": 1, "yellow": 1}, phase=1)
    give_tile(state, 0, 33, phase=0)
    game = game_at(state)
    game.apply(A("place", "farmhand", "yellow"))
    refused(game, A("place", "farmhand", "marker:33"))      # not with yellow on the farmhand
    game.apply(A("retrieve", "farmhand", "yellow"))
    game.apply(A("place", "farmhand", "black"))
    game.apply(A("place", "farmhand", "marker:33"))
    game.apply(A("confirm_plan"))
    game.apply(A("confirm_plan"))
    game.apply(A("activate", "farmhand", "mine"))
    game.apply(A("dig", "coal"))
    game.apply(A("dig", "coal"))
    assert game.state.players[0].farm[COAL] == 2


# ============================================================================ R29 Lorry

def test_r29_lorry_puts_two_supply_coal_in_the_shaft_while_the_pinge_is_worked():
    state = at_execution({"farmer": {"black": 1, "brown": 3}})
    give_tile(state, 0, 32)
    game = game_at(state)
    coal_in = game.state.coal_in
    game.apply(A("develop", "farmer", 42, None))
    p = game.state.players[0]
    assert not p.exhausted
    assert p.shaft_coal == 2 and p.farm[WOOD] == 1 and p.pinge_taken == 0
    assert game.state.coal_in == coal_in + 2
    assert p.vp == 4
