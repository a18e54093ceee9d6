"""Tests for the rulings R1-R11 of shared/haspelknecht/rulings.md: winter, buildings, taking, refill,
turn order, first spring, planning. (R12-R21: test_rulings_mining.py; R22-R29:
test_rulings_developments_scoring.py; R30-R33: test_rulings_r30_r33.py.)

Positions come from tests/haspelknecht/positions.py; moves go through Game.apply (checked) or the
engine's legal_actions. A refused move must raise IllegalAction and leave the state JSON unchanged.
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
    fresh,
    game_at,
    give_tile,
    refused,
)


def activations(game, worker: str) -> set:
    return {a for a in game.legal_actions() if a.kind in ("activate", "develop") and a.args[0] == worker}


def winter(state):
    """End the last turn of the autumn in `state` (built with at_last_turn)."""
    game = game_at(state)
    game.apply(A("end_turn"))
    return game



# ============================================================================ R1 winter order

def test_r1_winter_scores_coal_then_pays_lease_then_storage_then_next_year():
    state = at_last_turn(phase=2)
    p = state.players[0]
    p.farm = [2, 0, 3]               # 2 food, 3 coal
    give_tile(state, 0, 12)          # a Barn: food stored there would score 2 VP
    game = winter(state)
    p = game.state.players[0]
    assert p.breakdown[CAT["coal"]] == 2          # 1. the coal in the farm scored
    assert p.farm[FOOD] == 0 and p.debts == 0     # 2. the lease took the food before storage
    assert decision(game.state) == (0, "storage")  # 3. storage comes last
    assert A("store", "12:0", "food") not in game.legal_actions()
    assert A("store", "farm:0", "coal") in game.legal_actions()
    game.apply(A("store", "farm:0", "coal"))
    game.apply(A("confirm_storage"))
    # 4. the next year starts (player 2 had nothing to store)
    assert game.state.phase == 3 and game.state.year == 2 and game.state.stage == "take1"
    assert game.state.players[0].farm == [0, 0, 1]
    assert game.state.players[0].pinge_water == 1  # the spring pit water phase of year 2


# ============================================================================ R2 farm storage VP

def _store_one(resource: str, **options) -> int:
    state = at_last_turn(phase=2, **options)
    p = state.players[0]
    p.farm = [3, 1, 0]               # 2 food pay the lease; 1 food and 1 wood are left
    game = winter(state)
    # the farm has a single storage place
    assert {a.args[0] for a in game.legal_actions() if a.kind == "store"} == {"farm:0"}
    game.apply(A("store", "farm:0", resource))
    assert not any(a.kind == "store" for a in game.legal_actions())
    game.apply(A("confirm_storage"))
    p = game.state.players[0]
    assert p.farm == [int(resource == "food"), int(resource == "wood"), 0]  # the rest left the farm
    return p.breakdown[CAT["storage"]]


def test_r2_storing_wood_in_the_farm_gives_1_vp():
    assert _store_one("wood") == 1
    assert _store_one("food") == 0


def test_r2_option_farm_storage_vp_food():
    assert _store_one("food", farm_storage_vp="food") == 1
    assert _store_one("wood", farm_storage_vp="food") == 0


# ============================================================================ R3 buildings

def test_r3_the_four_buildings_carry_the_building_symbol():
    rules = fresh(4).rules
    with_h = {n for n, t in rules.tiles.items() if "H" in t.symbols}
    buildings = {n for n, t in rules.tiles.items() if t.tile.effect.building}
    assert with_h == buildings == {12, 15, 24, 35}
    assert all(rules.tiles[n].symbols.count("H") == 1 for n in with_h)
    assert rules.tiles[34].tile.effect.building is None   # not the French typo


def test_r3_owning_the_four_buildings_scores_ten():
    state = at_execution(players=4)
    for t in (12, 15, 24, 35):
        give_tile(state, 0, t)
    assert end_breakdown(state, state.players[0])["buildings"] == 10


# ============================================================================ R4 Charcoal Burner

def test_r4_charcoal_burner_not_in_the_phase_it_was_built():
    state = at_execution({"farmer": {"brown": 1, "black": 1}}, players=4, phase=1)
    state.players[0].farm[WOOD] = 4
    game = game_at(state)
    game.apply(A("develop", "farmer", 15, None))
    p = game.state.players[0]
    assert 15 in p.buildings
    assert A("burn_charcoal") not in game.legal_actions()
    refused(game, A("burn_charcoal"))


def test_r4_charcoal_burner_once_per_phase_from_the_next_phase():
    state = at_execution({"farmer": {"black": 2}}, players=4, phase=2)
    give_tile(state, 0, 15, phase=1)               # built in the previous action phase
    p = state.players[0]
    p.farm[WOOD] = 4
    p.pinge_water = 3
    game = game_at(state)
    p = game.state.players[0]
    assert A("burn_charcoal") in game.legal_actions()
    # at any moment of the execution, also in the middle of a worker's digging
    game.apply(A("activate", "farmer", "mine"))
    assert decision(game.state) == (0, "dig")
    assert A("burn_charcoal") in game.legal_actions()
    coal_in = game.state.coal_in
    game.apply(A("burn_charcoal"))
    assert p.farm[WOOD] == 2 and p.farm[COAL] == 2
    assert p.breakdown[CAT["charcoal_burner"]] == 1 and p.vp == 1
    assert game.state.coal_in == coal_in + 2       # the coal comes from the supply
    # once per action phase, although 2 wood are still there
    assert A("burn_charcoal") not in game.legal_actions()
    refused(game, A("burn_charcoal"))


def test_r4_charcoal_burner_needs_two_wood():
    state = at_execution(None, players=4, phase=2)
    give_tile(state, 0, 15, phase=1)
    state.players[0].farm[WOOD] = 1
    assert A("burn_charcoal") not in legal_actions(state)


# ============================================================================ R5 Water Mill

def _mill_planning(cart, built=0, phase=1):
    state = at_planning(cart, players=4, phase=phase)
    give_tile(state, 0, 35, phase=built)
    state.players[0].farm[FOOD] = 1
    state.players[0].thalers = 1
    return game_at(state)


def test_r5_water_mill_two_yellow_give_food_and_two_vp():
    game = _mill_planning({"yellow": 3, "black": 1})
    game.apply(A("place", "water_mill", "yellow"))
    refused(game, A("place", "water_mill", "black"))   # no mixed colours
    refused(game, A("confirm_plan"))                      # one disk is not enough
    game.apply(A("place", "water_mill", "yellow"))
    refused(game, A("place", "water_mill", "yellow"))  # exactly 2
    for _ in range(4):
        game.apply(A("confirm_plan"))
    p = game.state.players[0]
    assert decision(game.state) == (0, "execute")
    game.apply(A("activate", "water_mill", None))
    assert p.farm[FOOD] == 2 and p.vp == 2 and p.breakdown[CAT["water_mill"]] == 2
    # once per action phase
    assert not activations(game, "water_mill")


def test_r5_water_mill_two_black_give_a_thaler():
    game = _mill_planning({"black": 2})
    game.apply(A("place", "water_mill", "black"))
    game.apply(A("place", "water_mill", "black"))
    for _ in range(4):
        game.apply(A("confirm_plan"))
    game.apply(A("activate", "water_mill", None))
    p = game.state.players[0]
    assert p.thalers == 2 and p.vp == 0


def test_r5_water_mill_takes_no_brown_food_or_thaler():
    game = _mill_planning({"brown": 2})
    refused(game, A("place", "water_mill", "brown"))
    refused(game, A("place", "water_mill", "food"))
    refused(game, A("place", "water_mill", "thaler"))


def test_r5_water_mill_only_in_a_later_action_phase():
    game = _mill_planning({"yellow": 2}, built=1, phase=1)
    refused(game, A("place", "water_mill", "yellow"))


# ============================================================================ R6 taking, step 1

def test_r6_step_one_takes_all_disks_of_a_colour_six_included():
    state = at_taking([[0, 0, 6], [2, 1, 3]], phase=1)
    game = game_at(state)
    game.apply(A("take", 1, "black"))
    p0 = game.state.players[0]
    assert p0.cart == [0, 0, 6] and p0.taken1 == [0, 0, 6]
    assert game.state.pools[0] == [0, 0, 0]
    assert p0.pit_water == 0                       # pool 1 has no water symbol
    game.apply(A("take", 2, "black"))              # pool 2 has the water symbol
    p1 = game.state.players[1]
    assert p1.cart == [0, 0, 3] and p1.pit_water == 1
    # step 2: player 1 has 6 and is skipped; player 2 may take, but gets no pit water
    assert game.state.stage == "take2" and decision(game.state)[0] == 1
    game.apply(A("take", 2, "yellow"))
    assert p1.cart == [2, 0, 3] and p1.pit_water == 1


def test_r6_water_pool_pit_water_goes_to_the_shaft_and_ignores_the_bucket():
    state = at_taking([[0, 0, 2], [0, 0, 3]], phase=4)
    give_tile(state, 0, 21)              # the Bucket only spares the pit water phases
    p0 = state.players[0]
    p0.pinge_taken, p0.exhausted = 7, True
    game = game_at(state)
    game.apply(A("take", 2, "black"))
    p0 = game.state.players[0]
    assert (p0.pinge_water, p0.shaft_water) == (0, 1)


# ============================================================================ R7 taking, step 2

def test_r7_step_two_tops_up_to_five_and_is_optional():
    state = at_taking([[0, 0, 2], [0, 4, 5]], phase=1)
    game = game_at(state)
    game.apply(A("take", 1, "black"))              # 2 disks
    game.apply(A("take", 2, "black"))              # 5 disks: no second take
    assert game.state.stage == "take2" and decision(game.state)[0] == 0
    assert A("pass") in game.legal_actions()
    alt = game.clone()
    game.apply(A("take", 2, "brown"))
    p = game.state.players[0]
    assert p.taken2 == [0, 3, 0] and sum(p.cart) == 5
    assert game.state.pools[1] == [0, 1, 0]
    assert game.state.stage == "plan"              # player 2 (5 disks) was skipped
    alt.apply(A("pass"))
    assert alt.state.players[0].taken2 == [0, 0, 0] and alt.state.stage == "plan"


# ============================================================================ R8 refill

def test_r8_first_phase_pools_are_full():
    state = fresh(2)
    assert [sum(p) for p in state.pools] == [6, 6]
    assert [sum(r) for r in state.reserves] == [3, 3]
    assert state.bag == [0, 0, 0]


def test_r8_refill_with_more_than_six_disks_in_a_pool():
    state = at_last_turn(phase=0)
    # 18 disks (4 yellow, 7 brown, 7 black): 5 untaken in pool 1, 3 + 3 on the reserves,
    # 7 with the players (used or not), the bag is empty.
    state.pools = [[1, 2, 2], [0, 0, 0]]
    state.reserves = [[1, 1, 1], [1, 1, 1]]
    state.bag = [0, 0, 0]
    state.players[1].cart = [1, 1, 1]              # unused disks of player 2 (who ends the phase)
    state.players[0].plan[0][1] = 2                # brown on player 1's farmer
    state.players[0].plan[0][2] = 2                # black
    game = game_at(state)
    game.apply(A("end_turn"))
    s = game.state
    assert s.phase == 1 and s.stage == "take1"
    # pool 1: its 5 disks plus its reserve, 8 in all, no draw
    assert s.pools[0] == [2, 3, 3]
    # the bag held the 7 player disks: 3 to each reserve, the last one to pool 2 (with its reserve)
    assert [sum(r) for r in s.reserves] == [3, 3]
    assert sum(s.pools[1]) == 4
    assert s.bag == [0, 0, 0]
    for p in s.players:
        assert p.cart == [0, 0, 0] and all(sum(w[:3]) == 0 for w in p.plan)
    totals = [sum(x[c] for x in s.pools + s.reserves) for c in range(3)]
    assert totals == [4, 7, 7]


# ============================================================================ R9 turn order

@pytest.mark.parametrize("old,new", [([0, 1, 2], [1, 0, 2]), ([1, 0, 2], [0, 1, 2]),
                                      ([2, 0, 1], [1, 0, 2])])
def test_r9_turn_order_by_cart_one_value_ties_to_the_later_player(old, new):
    # pool 1: 3 black (value 3); pool 2: 2 brown (value 4); pool 3: 1 yellow (value 3)
    state = at_taking([[0, 0, 3], [0, 2, 0], [1, 0, 0]], order=old, players=3, phase=1)
    take = {0: A("take", 1, "black"), 1: A("take", 3, "yellow"), 2: A("take", 2, "brown")}
    game = game_at(state)
    for i in old:
        game.apply(take[i])
    # all pools are empty: step 2 is over by itself
    assert game.state.stage == "plan"
    assert game.state.order == new


def test_r9_step_two_disks_do_not_count():
    # step 1 values: P1 1, P2 2, P3 3; P1 tops up with 4 brown in step 2 (8 more points if they
    # counted): still first
    game2 = game_at(at_taking([[0, 0, 1], [0, 0, 2], [0, 4, 3]], order=[0, 1, 2], players=3, phase=1))
    game2.apply(A("take", 1, "black"))
    game2.apply(A("take", 2, "black"))
    game2.apply(A("take", 3, "black"))
    game2.apply(A("take", 3, "brown"))     # the pools are empty now: step 2 ends by itself
    assert game2.state.stage == "plan"
    assert game2.state.players[0].taken2 == [0, 4, 0]
    assert game2.state.order == [0, 1, 2]


# ============================================================================ R10 first spring

def _r10_game(phase):
    state = at_taking([[0, 0, 3], [1, 0, 0]], phase=phase)
    state.players[0].pinge_water = 1
    game = game_at(state)
    game.apply(A("take", 1, "black"))
    game.apply(A("take", 2, "yellow"))  # player 2 gets a pit water from the water pool
    return game


def test_r10_fewer_than_five_in_the_first_spring_may_return_a_pit_water():
    game = _r10_game(phase=0)
    assert decision(game.state) == (0, "r10")
    assert set(game.legal_actions()) == {A("return_pit_water"), A("pass")}
    game.apply(A("return_pit_water"))
    assert game.state.players[0].pinge_water == 0
    assert decision(game.state) == (1, "r10")
    game.apply(A("pass"))
    assert game.state.players[1].pinge_water == 1
    assert game.state.stage == "plan"


def test_r10_only_in_the_first_spring():
    game = _r10_game(phase=1)
    assert game.state.stage == "plan"
    refused(game, A("return_pit_water"))


def test_r10_not_with_five_disks():
    state = at_taking([[0, 0, 5], [1, 0, 0]], phase=0)
    state.players[0].pinge_water = 1
    game = game_at(state)
    game.apply(A("take", 1, "black"))
    game.apply(A("take", 2, "yellow"))
    assert decision(game.state) == (1, "r10")    # player 1 (5 disks) is not asked
    game.apply(A("pass"))
    assert game.state.players[0].pinge_water == 1


# ============================================================================ R11 planning

def test_r11_planning_in_turn_order_and_no_placing_during_execution():
    state = at_planning({"yellow": 2})
    state.order = [1, 0]
    state.players[1].cart = [0, 2, 0]
    game = game_at(state)
    assert decision(game.state) == (1, "plan")
    game.apply(A("place", "farmer", "brown"))
    game.apply(A("confirm_plan"))
    assert decision(game.state) == (0, "plan")
    assert game.state.players[1].plan[0][1] == 1          # the earlier plan is visible
    game.apply(A("place", "farmer", "yellow"))
    game.apply(A("confirm_plan"))
    assert decision(game.state) == (1, "execute")
    game.apply(A("activate", "farmer", "wood"))
    game.apply(A("end_turn"))
    game.apply(A("activate", "farmer", "food"))
    p = game.state.players[0]
    assert p.farm[FOOD] == 1 and p.cart[0] == 1
    # neither the new food nor the disk left in the cart can pay a worker now
    refused(game, A("place", "coal_digger", "food"))
    refused(game, A("place", "farmhand", "yellow"))


def test_r11_disk_markers_while_planning_other_markers_during_execution():
    state = at_planning({"brown": 1}, phase=1, players=3)
    give_tile(state, 0, 23, phase=0)     # Ladder: a brown disk marker
    give_tile(state, 0, 14, phase=0)     # Hauling Cable: used during execution
    state.players[0].pinge_water = 1
    game = game_at(state)
    legal = game.legal_actions()
    assert A("place", "farmhand", "marker:23") in legal
    assert not any(a.kind == "use_marker" for a in legal)
    game.apply(A("place", "farmhand", "brown"))
    game.apply(A("place", "farmhand", "marker:23"))
    for _ in range(3):
        game.apply(A("confirm_plan"))
    p = game.state.players[0]
    assert 23 not in p.markers
    assert A("use_marker", 14) in game.legal_actions()
    game.apply(A("activate", "farmhand", "wood"))
    assert p.farm[WOOD] == 2                      # the marker worked as a brown disk
    game.apply(A("use_marker", 14))
    assert p.pinge_water == 0 and p.breakdown[CAT["hauling_cable"]] == 1
