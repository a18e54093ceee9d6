"""Warnings before waste (game.haspelknecht.advice.plan_waste): confirming a plan warns
about mixed disks that match no development the worker could take, and about black disks that can
only be skipped; only certain losses are named. Positions built by hand where the warning must and
must not appear, then positions drawn at random where every warning is checked against every way
the player could run the plan (a warning for a loss that some execution avoids is a bug)."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from game.haspelknecht.advice import plan_waste
from game.haspelknecht.engine import apply_action, legal_actions
from game.haspelknecht.planning import worker_colours
from game.haspelknecht.rules import COAL, FOOD, PERMANENT, WOOD, WORKERS, K
from game.haspelknecht.table.waste_warning import question
from tests.haspelknecht.positions import at_execution, at_planning, give_tile, set_plan

MIXED_FARMER = "the disks on the farmer match no development you could take"
MIXED_FARMHAND = "the disks on the farmhand match no development you could take"


def planned(plan: dict, *, phase: int = 1, **player) -> tuple:
    """Player 0 is first to plan (first-game board, 2 players), `plan` on the workers, nothing
    left in the cart; `player` sets fields of player 0 (pinge_taken=..., farm=[...])."""
    state = at_planning(None, phase=phase, layout="first_game")
    set_plan(state, 0, plan)
    p = state.players[0]
    for name, value in player.items():
        setattr(p, name, value)
    return state, p


def named(state, text: str) -> bool:
    return any(text in line for line in plan_waste(state, 0))


def black_warning(state) -> int:
    """The number of black disks the warning names (0: no such warning)."""
    for line in plan_waste(state, 0):
        if "black disk" in line:
            return int(line.split()[0])
    return 0


# ---------------------------------------------------------------------------- mixed disks

def test_a_mix_for_a_top_row_tile_is_no_waste():
    state, _p = planned({"farmer": {"yellow": 1, "black": 1}})        # 11 Carrying Pole: yellow + any
    assert plan_waste(state, 0) == []


def test_a_mix_matching_only_tiles_out_of_reach_is_named():
    # yellow + brown + black pays 21 Bucket and 22 Wheelbarrow, both on the second row: nobody owns
    # them, the player owns nothing next to them and runs first, so neither can be taken
    state, _p = planned({"farmer": {"yellow": 1, "brown": 1, "black": 1}})
    assert named(state, MIXED_FARMER)


def test_a_mix_next_to_an_owned_tile_is_no_waste():
    state, _p = planned({"farmer": {"yellow": 1, "brown": 1, "black": 1}})
    give_tile(state, 0, 11)                                           # 11 touches 21
    assert not named(state, MIXED_FARMER)


def test_a_mix_that_another_player_may_make_reachable_is_no_waste():
    state, _p = planned({"farmer": {"yellow": 1, "brown": 1, "black": 1}})
    give_tile(state, 1, 21)               # the other player owns it: a distant payment may do
    assert not named(state, MIXED_FARMER)
    state, _p = planned({"farmer": {"yellow": 1, "brown": 1, "black": 1}})
    state.order = [1, 0]                   # the other player runs first and may take it
    assert not named(state, MIXED_FARMER)


def test_a_mix_for_a_tile_already_owned_is_named():
    state, _p = planned({"farmer": {"yellow": 1, "black": 1}})
    give_tile(state, 0, 11)                                           # the only yellow + any tile
    assert named(state, MIXED_FARMER)


def test_the_improved_farmhand_steps_on_the_farmers_tile():
    # yellow + 2 black pays only 21 Bucket (second row), which touches 11 and 12 but not 13 Pickaxe
    fh = {"yellow": 1, "black": 2}
    state, _p = planned({"farmer": {"black": 2}, "farmhand": fh})
    give_tile(state, 0, 13)
    assert named(state, MIXED_FARMHAND)
    state, _p = planned({"farmer": {"yellow": 1, "brown": 1}, "farmhand": fh})   # the farmer may take 11
    give_tile(state, 0, 13)
    assert not named(state, MIXED_FARMHAND)
    state, _p = planned({"farmer": {"brown": 2}, "farmhand": fh})                 # or 12 Barn
    give_tile(state, 0, 13)
    assert not named(state, MIXED_FARMHAND)


def test_nine_developments_make_every_mix_waste():
    state, p = planned({"farmer": {"yellow": 1, "black": 1}})
    for tile in list(state.board.tiles)[:9]:
        give_tile(state, 0, tile)
    assert len(p.owned) == state.rules.max_developments
    assert named(state, MIXED_FARMER)


# ---------------------------------------------------------------------------- black disks

def test_black_disks_beyond_the_open_coal_are_named():
    # 2 coal before the first wood field, no wood, no pit water: the third disk finds nothing
    state, _p = planned({"farmer": {"black": 3}})
    assert black_warning(state) == 1


def test_wood_in_the_farm_opens_more_coal():
    state, p = planned({"farmer": {"black": 3}})
    p.farm[WOOD] = 1
    assert black_warning(state) == 0


def test_wood_the_other_worker_makes_counts():
    state, _p = planned({"farmer": {"black": 3}, "farmhand": {"brown": 1}})
    assert black_warning(state) == 0
    state, _p = planned({"farmer": {"black": 3}, "farmhand": {"yellow": 1}})   # food brings no wood
    assert black_warning(state) == 1


def test_pit_water_gives_black_disks_work():
    state, p = planned({"farmer": {"black": 4}})
    p.pinge_water = 2                      # one disk bails both, two dig: the fourth finds nothing
    assert black_warning(state) == 1
    p.pinge_water = 3
    assert black_warning(state) == 0


def test_disks_left_when_the_worker_empties_the_pinge_are_named():
    # one coal left behind filled wood fields: the worker digs it, the Pinge is empty, and its other
    # two disks are lost (R12); the tunnel is for a worker that runs after
    rules_state, _p = planned({})
    last = rules_state.rules.pinge_coal - 1
    state, p = planned({"farmer": {"black": 3}}, pinge_taken=last, pinge_wood=2)
    p.farm[WOOD] = 2
    assert black_warning(state) == 2
    # a paid Coal-digger may empty the Pinge first: then the farmer may go on in the tunnel
    state, p = planned({"farmer": {"black": 3}, "coal_digger": {"yellow": 1}}, pinge_taken=last, pinge_wood=2)
    p.farm[WOOD] = 2
    assert black_warning(state) == 0


def test_a_flooded_shaft_without_the_haspelknecht_stops_the_tunnel():
    kw = {"exhausted": True, "pinge_taken": 7, "pinge_wood": 2, "tunnel_wood": 2, "shaft_water": 5}
    state, _p = planned({"farmer": {"black": 2}}, phase=4, **kw)
    assert black_warning(state) == 2
    state, _p = planned({"farmer": {"black": 2}, "haspelknecht": {"yellow": 1}}, phase=4, **kw)
    assert black_warning(state) == 0


def test_black_disks_that_may_pay_a_development_are_not_named():
    # four black pay 33 Hammer and Pick (black, black, any, any); no coal is open and no water
    # stands in the Pinge, so mining would find nothing at all
    state, _p = planned({"farmer": {"black": 4}}, pinge_taken=2)
    assert black_warning(state) == 4        # 33 is on the third row, out of reach
    state, _p = planned({"farmer": {"black": 4}}, pinge_taken=2)
    give_tile(state, 0, 22)                 # 22 touches 33: the disks may buy it instead
    assert black_warning(state) == 0


def test_no_warning_outside_planning():
    state = at_execution({"farmer": {"black": 4}}, layout="first_game")
    assert plan_waste(state, 0) == []


def test_the_table_asks_before_confirming_a_wasteful_plan_only():
    """The table words the engine's judgement before the plan's confirmation, not before other
    moves (who is asked, and whether at all, is the shell's: tests/ui/test_table_questions.py)."""
    state, _p = planned({"farmer": {"black": 3}})
    confirm = legal_actions(state)[-1]
    assert confirm.kind == "confirm_plan"
    ctx = SimpleNamespace(current=lambda: 0, game=SimpleNamespace(state=state))
    asked = question(ctx, confirm)
    assert asked is not None and any("black disk" in line for line in asked.paragraphs())
    assert question(ctx, legal_actions(state)[0]) is None


# ---------------------------------------------------------------------------- only certain losses

def _black_only(state, p) -> list[int]:
    return [w for w in PERMANENT if (c := worker_colours(state, p.plan[w]))[K] and c[K] == sum(c)]


def _most_useful(state, me: int, memo: dict, budget: list[int]) -> int:
    """The most black disks of the black-only workers that do something (bail, dig, or pay a
    development), over every way the player can run the rest of the turn."""
    key = json.dumps(state.to_json(), sort_keys=True)
    if key in memo:
        return memo[key]
    budget[0] -= 1
    if budget[0] < 0:
        raise TimeoutError
    best = 0
    if state.stage == "execute" and state.current == me:
        workers = _black_only(state, state.players[me])
        for a in legal_actions(state):
            if a.kind == "end_turn":
                continue
            gain = 0
            if a.kind == "dig" and a.args[0] != "skip" and state.pending[1] in workers:
                gain = 1
            if a.kind == "develop" and WORKERS.index(a.args[0]) in workers:
                gain = 99
            s = state.clone()
            apply_action(s, a)
            best = max(best, gain + _most_useful(s, me, memo, budget))
    memo[key] = best
    return best


def _random_position(rnd: random.Random):
    plan = {}
    for worker in ("farmer", "farmhand"):
        black = rnd.choice([0, 1, 2, 3, 4])
        if black:
            plan[worker] = {"black": black}
        elif rnd.random() < 0.5:
            plan[worker] = {rnd.choice(["yellow", "brown"]): rnd.randint(1, 2)}
    state = at_execution(plan, phase=rnd.randrange(9), seed=rnd.randrange(100), layout="first_game")
    p = state.players[0]
    r = state.rules
    if rnd.random() < 0.3:
        p.exhausted, p.pinge_taken, p.pinge_wood = True, r.pinge_coal, r.pinge_wood_fields
        p.tunnel_wood = rnd.randint(0, 3)
        p.tunnel_taken = rnd.randint(0, r.tunnel_cum[p.tunnel_wood - 1]) if p.tunnel_wood else 0
        p.shaft_water, p.shaft_coal = rnd.randint(0, 6), rnd.randint(0, 2)
        if rnd.random() < 0.3:
            set_plan(state, 0, {"haspelknecht": {"yellow": 1}})
    else:
        p.pinge_wood = rnd.randint(0, r.pinge_wood_fields)
        p.pinge_taken = rnd.randint(0, min(r.pinge_coal - 1, r.pinge_bounds[p.pinge_wood]))
        p.pinge_water = rnd.randint(0, 3)
        if rnd.random() < 0.3:
            set_plan(state, 0, {"coal_digger": {"yellow": 1}})
    p.farm[WOOD], p.farm[FOOD], p.farm[COAL] = rnd.randint(0, 3), rnd.randint(0, 1), rnd.randint(0, 1)
    return state


@pytest.mark.parametrize("seed", [1, 2])
def test_a_black_disk_warning_is_a_certain_loss(seed):
    rnd = random.Random(seed)
    checked = warned = 0
    for _i in range(70):
        state = _random_position(rnd)
        p = state.players[0]
        workers = _black_only(state, p)
        if not workers:
            continue
        asked = state.clone()
        asked.stage = "plan"
        named = black_warning(asked)
        try:
            useful = _most_useful(state, 0, {}, [4000])
        except TimeoutError:
            continue
        placed = sum(worker_colours(state, p.plan[w])[K] for w in workers)
        checked += 1
        warned += named > 0
        # the disks named are lost however the plan is run
        assert named <= max(0, placed - useful), (p.plan[:5], p.pinge_taken, p.pinge_wood, p.pinge_water)
    assert checked >= 30 and warned >= 5
