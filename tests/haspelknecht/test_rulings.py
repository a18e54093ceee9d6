"""One or more tests per ruling R1-R29 of shared/haspelknecht/rulings.md.

Positions come from tests/positions.py; moves go through Game.apply (checked) or the engine's
legal_actions. A refused move must raise IllegalAction and leave the state JSON unchanged.
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


# ============================================================================ R12 farmer / farmhand

def test_r12_farmhand_cannot_take_mixed_colours():
    game = game_at(at_planning({"yellow": 1, "brown": 1}))
    game.apply(A("place", "farmhand", "yellow"))
    refused(game, A("place", "farmhand", "brown"))
    refused(game, A("place", "farmhand", "food"))


def test_r12_improved_farmhand_may_take_mixed_colours_to_develop():
    state = at_planning({"yellow": 1, "brown": 1})
    state.players[0].improved = True
    game = game_at(state)
    game.apply(A("place", "farmhand", "yellow"))
    game.apply(A("place", "farmhand", "brown"))
    game.apply(A("confirm_plan"))
    game.apply(A("confirm_plan"))
    assert A("develop", "farmhand", 11, None) in game.legal_actions()
    assert A("activate", "farmhand", "food") not in game.legal_actions()


def test_r12_one_kind_per_phase_mixed_only_for_a_development():
    game = game_at(at_execution({"farmer": {"yellow": 1, "brown": 1, "black": 1}}))
    # three mixed disks fit no development open to the player: the farmer can only idle
    assert activations(game, "farmer") == {A("activate", "farmer", "idle")}
    game = game_at(at_execution({"farmer": {"yellow": 2}}))
    acts = activations(game, "farmer")
    assert A("activate", "farmer", "food") in acts
    assert not {A("activate", "farmer", "wood"), A("activate", "farmer", "mine")} & acts
    refused(game, A("activate", "farmer", "wood"))


def test_r12_a_worker_excavates_in_the_pinge_or_the_tunnel_not_both():
    state = at_execution({"farmer": {"black": 3}})
    p = state.players[0]
    p.pinge_taken, p.pinge_wood = 6, 2
    p.tunnel_wood = 1                    # the first tunnel section would be open
    game = game_at(state)
    p = game.state.players[0]
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))
    assert p.exhausted
    assert game.state.pending is None    # the two other disks are lost
    assert p.tunnel_taken == 0 and p.shaft_coal == 0


def test_r12_the_other_worker_may_start_the_tunnel_in_the_same_phase():
    state = at_execution({"farmer": {"black": 1}, "farmhand": {"black": 1}})
    p = state.players[0]
    p.pinge_taken, p.pinge_wood, p.tunnel_wood = 6, 2, 1
    game = game_at(state)
    p = game.state.players[0]
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))
    game.apply(A("activate", "farmhand", "mine"))   # 1 disk + 1 synergy disk, in the tunnel
    game.apply(A("dig", "coal"))
    assert decision(game.state) == (0, "dig")
    assert A("dig", "skip") in game.legal_actions()   # the first section (1 coal) is empty now
    game.apply(A("dig", "skip"))
    assert p.tunnel_taken == 1 and p.shaft_coal == 1


def test_r12_a_black_disk_removes_one_or_two_pit_water():
    state = at_execution({"farmer": {"black": 2}})
    state.players[0].pinge_water = 3
    game = game_at(state)
    p = game.state.players[0]
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "water"))
    assert p.pinge_water == 1
    game.apply(A("dig", "water"))
    assert p.pinge_water == 0


# ============================================================================ R13 shaft water

def test_r13_farmer_black_disks_in_the_tunnel_only_excavate():
    state = at_execution({"farmer": {"black": 2}}, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.tunnel_wood = 7, True, 3
    p.shaft_water = 1
    game = game_at(state)
    p = game.state.players[0]
    game.apply(A("activate", "farmer", "mine"))
    assert A("dig", "water") not in game.legal_actions()
    refused(game, A("dig", "water"))
    game.apply(A("dig", "coal"))
    game.apply(A("dig", "coal"))
    assert p.shaft_water == 1 and p.shaft_coal == 2


def test_r13_hauling_cable_removes_shaft_water():
    state = at_execution(None, phase=3, players=3)
    give_tile(state, 0, 14, phase=0)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.shaft_water = 7, True, 2
    game = game_at(state)
    game.apply(A("use_marker", 14))
    assert game.state.players[0].shaft_water == 1


# ============================================================================ R14 water limits

def test_r14_two_pit_water_block_the_pinge():
    state = at_execution({"farmer": {"black": 1}})
    state.players[0].pinge_water = 2
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    assert set(game.legal_actions()) & {A("dig", "coal"), A("dig", "water")} == {A("dig", "water")}
    refused(game, A("dig", "coal"))

    state = at_execution({"farmer": {"black": 1}})
    state.players[0].pinge_water = 1
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))
    assert game.state.players[0].farm[COAL] == 1


def _tunnel(plan, shaft_water, shaft_coal=0):
    state = at_execution(plan, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.tunnel_wood = 7, True, 3
    p.shaft_water, p.shaft_coal = shaft_water, shaft_coal
    return game_at(state)


def test_r14_five_pit_water_in_the_shaft_block_the_tunnel():
    game = _tunnel({"farmer": {"black": 1}}, 4)
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))
    assert game.state.players[0].shaft_coal == 1

    game = _tunnel({"farmer": {"black": 1}}, 5)
    game.apply(A("activate", "farmer", "mine"))
    assert [a for a in game.legal_actions() if a.kind == "dig"] == [A("dig", "skip")]
    game.apply(A("dig", "skip"))
    assert game.state.players[0].shaft_coal == 0

    game = _tunnel({"coal_miner": {"food": 1}}, 5)
    game.apply(A("activate", "coal_miner", None))
    assert game.state.players[0].tunnel_taken == 0


def test_r14_two_pit_water_in_the_shaft_block_reeling():
    game = _tunnel({"haspelknecht": {"thaler": 1}}, 2, shaft_coal=1)
    game.apply(A("activate", "haspelknecht", None))
    p = game.state.players[0]
    # the first action must bail (R31: or stop); then the coal can come up; then nothing is left
    assert A("reel", "coal") not in game.legal_actions()
    game.apply(A("reel", "water"))
    game.apply(A("reel", "coal"))
    assert p.shaft_water == 0 and p.farm[COAL] == 1 and p.shaft_coal == 0
    assert game.state.pending is None


# ============================================================================ R15 synergy bonus

@pytest.mark.parametrize("first,second,mode,colour,res", [
    ("farmer", "farmhand", "food", "yellow", FOOD),
    ("farmhand", "farmer", "wood", "brown", WOOD),
])
def test_r15_synergy_goes_to_the_worker_activated_second(first, second, mode, colour, res):
    state = at_execution({first: {colour: 2}, second: {colour: 1}})
    game = game_at(state)
    p = game.state.players[0]
    game.apply(A("activate", first, mode))
    assert p.farm[res] == 2
    game.apply(A("activate", second, mode))
    assert p.farm[res] == 2 + 1 + 1


def test_r15_synergy_for_mining():
    state = at_execution({"farmer": {"black": 1}, "farmhand": {"black": 1}})
    state.players[0].pinge_wood = 1
    game = game_at(state)
    p = game.state.players[0]
    game.apply(A("activate", "farmhand", "mine"))
    game.apply(A("dig", "coal"))
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))
    assert decision(game.state) == (0, "dig")    # the extra disk
    game.apply(A("dig", "coal"))
    assert p.farm[COAL] == 3


def test_r15_no_synergy_for_different_kinds():
    state = at_execution({"farmer": {"yellow": 2}, "farmhand": {"brown": 2}})
    game = game_at(state)
    p = game.state.players[0]
    game.apply(A("activate", "farmer", "food"))
    game.apply(A("activate", "farmhand", "wood"))
    assert p.farm[:2] == [2, 2]


@pytest.mark.parametrize("develop_first", [True, False])
def test_r15_a_developing_farmer_never_triggers_it(develop_first):
    state = at_execution({"farmer": {"yellow": 2}, "farmhand": {"yellow": 2}})
    game = game_at(state)
    p = game.state.players[0]
    if develop_first:
        game.apply(A("develop", "farmer", 11, None))
        game.apply(A("activate", "farmhand", "food"))
    else:
        game.apply(A("activate", "farmhand", "food"))
        game.apply(A("develop", "farmer", 11, None))
    assert p.farm[FOOD] == 2 and 11 in p.owned


def test_r15_improved_farmhand_producing_like_the_farmer_gets_it():
    state = at_execution({"farmer": {"brown": 1}, "farmhand": {"brown": 1}})
    state.players[0].improved = True
    game = game_at(state)
    game.apply(A("activate", "farmer", "wood"))
    game.apply(A("activate", "farmhand", "wood"))
    assert game.state.players[0].farm[WOOD] == 3


# ============================================================================ R16 summer bonus

@pytest.mark.parametrize("phase,worker,food", [
    (1, "farmer", 3), (4, "farmer", 3), (7, "farmer", 3),   # summers
    (0, "farmer", 2), (2, "farmer", 2),                      # spring, autumn
    (1, "farmhand", 2),                                      # not the farmhand
])
def test_r16_summer_bonus_for_the_farmer_only(phase, worker, food):
    game = game_at(at_execution({worker: {"yellow": 2}}, phase=phase))
    game.apply(A("activate", worker, "food"))
    assert game.state.players[0].farm[FOOD] == food


def test_r16_summer_bonus_with_synergy():
    game = game_at(at_execution({"farmhand": {"yellow": 1}, "farmer": {"yellow": 1}}, phase=1))
    game.apply(A("activate", "farmhand", "food"))
    game.apply(A("activate", "farmer", "food"))
    assert game.state.players[0].farm[FOOD] == 1 + (1 + 1) + 1


# ============================================================================ R17 Coal-digger

def test_r17_coal_digger_payment():
    state = at_planning({"yellow": 1, "brown": 1, "black": 1})
    state.players[0].farm[FOOD] = 1
    state.players[0].thalers = 1
    game = game_at(state)
    for item in ("yellow", "food", "thaler"):
        assert A("place", "coal_digger", item) in game.legal_actions()
    refused(game, A("place", "coal_digger", "brown"))
    refused(game, A("place", "coal_digger", "black"))
    game.apply(A("place", "coal_digger", "food"))
    refused(game, A("place", "coal_digger", "yellow"))   # exactly one payment
    refused(game, A("place", "coal_digger", "thaler"))


@pytest.mark.parametrize("water,taken,wood,after_water,after_taken", [
    (3, 0, 0, 1, 1),      # bail 2, then dig 1
    (2, 0, 0, 0, 1),
    (5, 0, 0, 1, 0),      # bail twice
    (0, 0, 0, 0, 2),      # dig twice
    (1, 1, 0, 1, 2),      # 1 pit water does not block; the first 2 coal are open
    (0, 2, 0, 0, 2),      # the first wood field is empty: nothing to do, both actions lost
    (0, 2, 1, 0, 4),
])
def test_r17_coal_digger_actions(water, taken, wood, after_water, after_taken):
    state = at_execution({"coal_digger": {"yellow": 1}})
    p = state.players[0]
    p.pinge_water, p.pinge_taken, p.pinge_wood = water, taken, wood
    game = game_at(state)
    game.apply(A("activate", "coal_digger", None))
    p = game.state.players[0]
    assert (p.pinge_water, p.pinge_taken) == (after_water, after_taken)
    assert p.farm[COAL] == after_taken - taken
    assert game.state.pending is None


def test_r17_coal_digger_is_gone_once_the_pinge_is_exhausted():
    state = at_planning({"yellow": 1}, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.tunnel_wood = 7, True, 2
    game = game_at(state)
    refused(game, A("place", "coal_digger", "yellow"))


def test_r17_coal_digger_never_works_the_tunnel():
    state = at_execution({"coal_digger": {"yellow": 1}})
    p = state.players[0]
    p.pinge_taken, p.pinge_wood, p.tunnel_wood = 6, 2, 2
    game = game_at(state)
    game.apply(A("activate", "coal_digger", None))
    p = game.state.players[0]
    assert p.exhausted and p.tunnel_taken == 0 and p.shaft_coal == 0


# ============================================================================ R18 Coal-miner

def test_r18_coal_miner_not_before_the_pinge_is_exhausted():
    state = at_planning({"yellow": 1})
    state.players[0].farm[FOOD] = 1
    game = game_at(state)
    refused(game, A("place", "coal_miner", "food"))
    refused(game, A("place", "haspelknecht", "food"))


def test_r18_coal_miner_payment_and_work():
    state = at_planning({"yellow": 1, "black": 1}, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.tunnel_wood = 7, True, 2   # 2 coal accessible
    p.farm[FOOD] = 1
    p.thalers = 1
    game = game_at(state)
    refused(game, A("place", "coal_miner", "yellow"))
    refused(game, A("place", "coal_miner", "black"))
    assert A("place", "coal_miner", "thaler") in game.legal_actions()
    game.apply(A("place", "coal_miner", "food"))
    refused(game, A("place", "coal_miner", "thaler"))
    game.apply(A("confirm_plan"))
    game.apply(A("confirm_plan"))
    game.apply(A("activate", "coal_miner", None))
    p = game.state.players[0]
    assert p.tunnel_taken == 2 and p.shaft_coal == 2 and p.farm[COAL] == 0


def test_r18_coal_miner_up_to_three():
    state = at_execution({"coal_miner": {"thaler": 1}}, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.tunnel_wood = 7, True, 5
    game = game_at(state)
    game.apply(A("activate", "coal_miner", None))
    assert game.state.players[0].tunnel_taken == 3


def test_r18_coal_miner_from_the_next_planning_after_exhaustion():
    state = at_execution({"farmer": {"black": 1}})
    p = state.players[0]
    p.pinge_taken, p.pinge_wood, p.farm[FOOD] = 6, 2, 1
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))
    assert game.state.players[0].exhausted
    refused(game, A("place", "coal_miner", "food"))    # this phase's planning is over
    game.apply(A("end_turn"))
    game.apply(A("end_turn"))
    # the next action phase: take, then plan
    s = game.state
    while s.stage in ("take1", "take2"):
        game.apply(next(a for a in game.legal_actions() if a.kind in ("take", "pass")))
    while decision(s) != (0, "plan"):
        game.apply(A("confirm_plan"))
    assert A("place", "coal_miner", "food") in game.legal_actions()
    assert not any(a.kind == "place" and a.args[0] == "coal_digger" for a in game.legal_actions())


# ============================================================================ R19 Haspelknecht

def test_r19_haspelknecht_payment():
    state = at_planning({"yellow": 1, "brown": 1}, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted = 7, True
    p.farm[FOOD], p.thalers = 1, 1
    game = game_at(state)
    for item in ("yellow", "food", "thaler"):
        assert A("place", "haspelknecht", item) in game.legal_actions()
    refused(game, A("place", "haspelknecht", "brown"))
    game.apply(A("place", "haspelknecht", "yellow"))
    refused(game, A("place", "haspelknecht", "food"))


def _haspel(plan, shaft_coal, shaft_water=0, windlass_phase=2):
    state = at_execution(plan, phase=3, players=4)
    p = state.players[0]
    p.pinge_taken, p.exhausted = 7, True
    p.shaft_coal, p.shaft_water = shaft_coal, shaft_water
    if windlass_phase is not None:
        give_tile(state, 0, 25, phase=windlass_phase)
    return game_at(state)


def test_r19_windlass_gives_three_more_actions_in_a_phase_where_he_was_paid():
    game = _haspel({"haspelknecht": {"yellow": 1}}, shaft_coal=7)
    p = game.state.players[0]
    assert A("use_marker", 25) in game.legal_actions()
    game.apply(A("activate", "haspelknecht", None))
    for _ in range(3):
        game.apply(A("reel", "coal"))    # R31: every action is the player's choice
    assert p.farm[COAL] == 3
    assert A("use_marker", 25) in game.legal_actions()
    game.apply(A("use_marker", 25))
    for _ in range(3):
        game.apply(A("reel", "coal"))
    assert p.farm[COAL] == 6 and p.shaft_coal == 1
    assert 25 not in p.markers
    assert A("use_marker", 25) not in game.legal_actions()


def test_r19_windlass_before_the_paid_haspelknecht():
    game = _haspel({"haspelknecht": {"food": 1}}, shaft_coal=7)
    p = game.state.players[0]
    game.apply(A("use_marker", 25))
    for _ in range(3):
        game.apply(A("reel", "coal"))
    game.apply(A("activate", "haspelknecht", None))
    for _ in range(3):
        game.apply(A("reel", "coal"))
    assert p.farm[COAL] == 6


def test_r19_windlass_without_pay():
    game = _haspel(None, shaft_coal=2, shaft_water=3)
    game.apply(A("use_marker", 25))
    p = game.state.players[0]
    # 3 pit water: he must bail first (or stop); then the player chooses for the last two actions
    assert {a for a in game.legal_actions() if a.kind == "reel"} == {A("reel", "water"), A("reel", "stop")}
    game.apply(A("reel", "water"))
    assert p.shaft_water == 1 and decision(game.state) == (0, "reel")
    game.apply(A("reel", "coal"))
    game.apply(A("reel", "coal"))
    assert p.farm[COAL] == 2 and p.shaft_water == 1 and game.state.pending is None


def test_r19_windlass_not_in_the_phase_it_was_gained():
    game = _haspel(None, shaft_coal=2, windlass_phase=3)
    assert A("use_marker", 25) not in game.legal_actions()
    refused(game, A("use_marker", 25))


def test_r19_haspelknecht_must_bail_first_while_two_or_more_water():
    game = _haspel({"haspelknecht": {"yellow": 1}}, shaft_coal=3, shaft_water=4, windlass_phase=None)
    game.apply(A("activate", "haspelknecht", None))
    p = game.state.players[0]
    reason = refused(game, A("reel", "coal"))
    assert "removes water before" in reason
    game.apply(A("reel", "water"))
    refused(game, A("reel", "coal"))
    game.apply(A("reel", "water"))
    game.apply(A("reel", "coal"))
    assert p.shaft_water == 0 and p.farm[COAL] == 1 and p.shaft_coal == 2


def test_r19_windlass_tile_removes_a_pit_water_when_acquired():
    state = at_execution({"farmer": {"black": 3}}, players=4)
    give_tile(state, 0, 15)              # the Windlass (level 2) touches the Charcoal Burner
    state.players[0].pinge_water = 2
    game = game_at(state)
    game.apply(A("develop", "farmer", 25, None))
    p = game.state.players[0]
    assert p.pinge_water == 1 and p.markers[25] == 0


# ============================================================================ R20 Pinge exhausted

@pytest.mark.parametrize("phase,bonus", [(0, 2), (2, 2), (3, 1), (5, 1), (6, 0), (8, 0)])
def test_r20_pinge_exhausted_at_once_with_the_year_bonus(phase, bonus):
    state = at_execution({"farmer": {"black": 1}}, phase=phase)
    p = state.players[0]
    p.pinge_taken, p.pinge_wood, p.pinge_water = 6, 2, 1
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    game.apply(A("dig", "coal"))
    p = game.state.players[0]
    assert p.exhausted and p.pinge_water == 0 and p.shaft_water == 1 and p.pinge_wood == 0
    assert p.breakdown[CAT["pinge_bonus"]] == bonus and p.vp == bonus
    assert not any(a.kind == "place_wood" and a.args[0] == "pinge" for a in game.legal_actions())


# ============================================================================ R21 wood

def test_r21_coal_right_of_an_empty_wood_field_is_not_accessible():
    state = at_execution({"farmer": {"black": 2}})
    p = state.players[0]
    p.pinge_taken = 2                    # the first two coal are out; wood field 1 is empty
    p.farm[WOOD] = 1
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    assert A("dig", "coal") not in game.legal_actions()
    # wood may be placed in the middle of the worker's activation
    game.apply(A("place_wood", "pinge"))
    p = game.state.players[0]
    assert p.pinge_wood == 1 and p.farm[WOOD] == 0
    game.apply(A("dig", "coal"))
    assert p.pinge_taken == 3


def test_r21_wood_produced_in_the_phase_can_be_placed_at_once():
    state = at_execution({"farmer": {"brown": 2}, "farmhand": {"black": 1}})
    state.players[0].pinge_taken = 2
    game = game_at(state)
    assert not any(a.kind == "place_wood" for a in game.legal_actions())
    game.apply(A("activate", "farmer", "wood"))
    game.apply(A("place_wood", "pinge"))
    game.apply(A("place_wood", "pinge"))
    p = game.state.players[0]
    assert p.pinge_wood == 2
    # both Pinge wood fields are full now
    assert A("place_wood", "pinge") not in game.legal_actions()
    game.apply(A("activate", "farmhand", "mine"))
    game.apply(A("dig", "coal"))
    assert p.pinge_taken == 3


def test_r21_the_tunnel_needs_its_first_wood():
    state = at_execution({"farmer": {"black": 1}, "coal_miner": {"food": 1}}, phase=3)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.farm[WOOD] = 7, True, 1
    game = game_at(state)
    game.apply(A("activate", "coal_miner", None))
    assert game.state.players[0].tunnel_taken == 0
    game.apply(A("activate", "farmer", "mine"))
    assert A("dig", "coal") not in game.legal_actions()
    game.apply(A("place_wood", "tunnel"))
    game.apply(A("dig", "coal"))
    assert game.state.players[0].shaft_coal == 1


def test_r21_no_wood_placing_while_planning():
    state = at_planning({"brown": 1})
    state.players[0].farm[WOOD] = 2
    game = game_at(state)
    refused(game, A("place_wood", "pinge"))


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
