"""Tests for the rulings R12-R21 of shared/haspelknecht/rulings.md: the farmer and farmhand, pit
water, synergy and summer bonuses, the contract workers, the Haspelknecht, the Pinge, wood.

Positions come from tests/haspelknecht/positions.py; moves go through Game.apply (checked).
"""
from __future__ import annotations

import pytest

from game.haspelknecht.actions import A
from game.haspelknecht.engine import decision
from game.haspelknecht.rules import CAT, COAL, FOOD, WOOD
from tests.haspelknecht.positions import (
    at_execution,
    at_planning,
    game_at,
    give_tile,
    refused,
)


def activations(game, worker: str) -> set:
    return {a for a in game.legal_actions() if a.kind in ("activate", "develop") and a.args[0] == worker}





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
