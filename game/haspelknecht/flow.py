"""The year's flow and the steps the rules force: a new action phase (R8 bag and refill, R27 pit
water), the end of the storage step (next year or the end), and settle(), which carries out every
forced step until a player has a real decision (R12's lost disks, the Haspelknecht's end, empty
pools, nothing to store)."""

from __future__ import annotations

from game.core.i18n import N_
from game.haspelknecht.advice import plan_waste as plan_waste  # re-exported: the window's query
from game.haspelknecht.chronicle import log as _log
from game.haspelknecht.holdings import owns_flag
from game.haspelknecht.mining import (
    add_water as _add_water,
)
from game.haspelknecht.mining import (
    dig_cut_short,
    settle_haspel,
)
from game.haspelknecht.planning import ITEM_NAMES_BASE as ITEM_NAMES_BASE  # re-exported
from game.haspelknecht.planning import item_name as item_name  # re-exported: the window, the bots
from game.haspelknecht.rules import (
    B,
    K,
    Y,
)
from game.haspelknecht.scoring import final_result
from game.haspelknecht.state import GameState
from game.haspelknecht.taking import after_take2 as _after_take2
from game.haspelknecht.taking import fill_pools as _fill_pools
from game.haspelknecht.taking import turn_order as _turn_order
from game.haspelknecht.winter import confirm_storage as _confirm_storage
from game.haspelknecht.words import season_word


def begin_action_phase(state: GameState) -> None:
    r = state.rules
    if state.phase > 0:
        # R8: every player's disks go back into the bag (used or not), then the refill
        for p in state.players:
            for c in (Y, B, K):
                state.bag[c] += p.cart[c]
                p.cart[c] = 0
                for plan in p.plan:
                    state.bag[c] += plan[c]
            for plan in p.plan:
                for i in range(len(plan)):
                    plan[i] = 0
        _fill_pools(state)
    for p in state.players:
        p.taken1 = [0, 0, 0]
        p.taken2 = [0, 0, 0]
        p.done = 0
        p.kinds = [None, None]
        p.burner_used = False
    state.stage = "take1"
    state.idx = 0
    state.pending = None
    if r.water_before[state.season]:  # R27
        for p in state.players:
            if not owns_flag(state, p, "no_pit_water_phases"):
                _add_water(p, r.water_per_phase)
        if state.events is not None:
            _log(state, "phase", None, N_("Year {year}, pit water phase"), year=state.year,
                 season=season_word(state.season_name), stage="pit_water")
    if state.events is not None:
        _log(state, "phase", None, N_("Year {year}, {season}: the action phase begins"),
             year=state.year, season=season_word(state.season_name), stage="action")


def after_storage(state: GameState) -> None:
    """The next player stores; after the last one, the next year begins or the game ends."""
    state.idx += 1
    if state.idx == len(state.order):
        if state.year == state.rules.years:
            state.stage = "over"
            state.result = final_result(state)
            if state.events is not None:
                _log(state, "game_over", None, N_("The game is over"))
        else:
            state.phase += 1
            begin_action_phase(state)


# ---------------------------------------------------------------------------- automatic steps

def settle(state: GameState) -> None:
    """Carry out everything the rules force until a player has a real decision."""
    while True:
        stage = state.stage
        if stage == "over":
            return
        if stage in ("take1", "take2"):
            if state.idx >= len(state.order):
                if stage == "take1":
                    state.stage, state.idx = "take2", 0
                    continue
                _turn_order(state)
                state.stage, state.idx = "plan", 0
                continue
            p = state.players[state.to_move]
            if stage == "take2" and sum(p.taken1) >= state.rules.max_disks:
                state.idx += 1
                continue
            if not any(any(pool) for pool in state.pools):  # nothing left to take
                if stage == "take2":
                    _after_take2(state, p)
                else:
                    state.idx += 1
                continue
            return
        if stage == "execute":
            p = state.players[state.to_move]
            pend = state.pending
            if pend is not None:
                if pend[0] == "haspel":
                    settle_haspel(state, p)
                    if state.pending is not None:
                        return
                    continue
                if pend[0] == "dig" and pend[3] == "pinge" and p.exhausted:
                    dig_cut_short(state, p)  # R12: this worker cannot go on in the tunnel
                    continue
                return
            return
        if stage == "storage":
            p = state.players[state.to_move]
            if not any(p.farm):
                _confirm_storage(state, p)
                after_storage(state)
                continue
            return
        return
