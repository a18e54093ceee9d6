"""Hard's playouts: every player plays Normal's policy from a position to the end of the shift.

The policy is Normal's (policy.py: one ply over the placements, each played to the end of the
player's turn with the greedy mining plan, the drawn item kept by value), evaluated with
estimate.estimate, the same sum as Normal's features.value computed fast, and without ousting from
the factory or order spaces (playout_moves). A playout stops at the
end of the shift it started in, after that shift's scoring, at the end of the game, or after a
number of placements.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from game.coal_baron.actions import STOP, Action
from game.coal_baron.bots.estimate import estimate
from game.coal_baron.bots.policy import COLOURS, RETURN_BOTTOM, mine_step
from game.coal_baron.components import rules
from game.coal_baron.engine import ENGINE
from game.coal_baron.queries import open_spots
from game.coal_baron.turns import finish_turn as end_turn

Value = Callable[[Any, int], float]      # (state, player) -> estimated final score
_legal = ENGINE.legal_actions
_apply = ENGINE.apply


def keep_best(s, p: int, acts: list[Action], value: Value = estimate) -> Action:
    """The drawn item (or none) whose position scores best (as policy._keep_quick)."""
    best, best_v = acts[0], float("-inf")
    for a in acts:
        c = s.clone()
        _apply(c, a)
        v = value(c, p)
        if v > best_v:
            best, best_v = a, v
    return best


def finish_turn(s, p: int, value: Value = estimate, limit: int = 60) -> None:
    """Player p's own follow-up to the end of its turn, as policy.finish_turn plays it."""
    for _ in range(limit):
        st = s.stage
        if st == "over" or st == "place" or st == "draft" or s.current != p:
            return
        acts = _legal(s)
        if len(acts) == 1:
            _apply(s, acts[0])
        elif st == "mine":
            mine_out(s, p)
        elif st == "keep_tile" or st == "keep_order":
            _apply(s, keep_best(s, p, acts, value))
        elif st == "shortage":
            need = open_spots(s, p)
            _apply(s, max(acts, key=lambda a: (need[COLOURS.index(a.args[0])], -COLOURS.index(a.args[0]))))
        elif st == "return_tiles" or st == "return_orders":
            _apply(s, RETURN_BOTTOM)
        else:
            _apply(s, acts[0])


# A player's mining depends only on its own pit, cage, storage, orders and steps, and the same
# mining recurs in every candidate's playouts and in every move Normal's policy tries there: it is
# played once and remembered. The memo holds results, not decisions, so it changes nothing but
# the time; it is emptied when it grows large.
_MINED: dict[tuple, tuple] = {}
MEMO_LIMIT = 200_000


def mine_out(s, p: int) -> None:
    """Player p's greedy mining plan (policy.mine_step) to its end, and the end of the turn."""
    b16, b4 = p * 16, p * 4
    key = (s.steps, s.cage_level[p], tuple(s.pit[b16:b16 + 16]), tuple(s.cage[b4:b4 + 4]),
           tuple(s.storage[b4:b4 + 4]), tuple(s.orders[p]), tuple(s.fills[p]))
    done = _MINED.get(key)
    if done is not None:
        pit, empty, cage, storage, level, fills = done
        s.pit[b16:b16 + 16] = pit
        s.cage[b4:b4 + 4] = cage
        s.storage[b4:b4 + 4] = storage
        e = s.empty
        for lv in range(4):
            e[b4 + lv] += empty[lv]
        s.cage_level[p] = level
        s.fills[p] = list(fills)
        s.steps = 0
        end_turn(s)
        return
    before = s.empty[b4:b4 + 4]
    while s.stage == "mine" and s.current == p:
        acts = _legal(s)
        a = acts[0] if len(acts) == 1 else mine_step(s, p)
        _apply(s, a if a in acts else STOP)
    # nothing after the last step (the turn's end, a shift's scoring) moves these pieces
    if len(_MINED) >= MEMO_LIMIT:
        _MINED.clear()
    _MINED[key] = (s.pit[b16:b16 + 16], [s.empty[b4 + lv] - before[lv] for lv in range(4)],
                   s.cage[b4:b4 + 4], s.storage[b4:b4 + 4], s.cage_level[p], tuple(s.fills[p]))


def score_moves(s, p: int, acts: list[Action], value: Value = estimate) -> list[tuple[float, Action]]:
    """Each move played with p's follow-up to the end of its turn, and its value then
    (policy.score_moves with the fast estimate)."""
    out = []
    for a in acts:
        c = s.clone()
        _apply(c, a)
        finish_turn(c, p, value)
        out.append((value(c, p), a))
    return out


@cache
def _unousted_kinds() -> dict[str, int]:
    """Action -> space index of the spaces a playout player does not oust (C6): the factory's and
    the orders' (their draws included)."""
    ru = rules()
    return {ru.space_ids[sp]: sp for sp, kind in enumerate(ru.space_kind)
            if kind in ("factory", "factory_draw", "order", "order_draw")}


def playout_moves(s, acts: list[Action]) -> list[Action]:
    """The placements a playout player weighs: every one but ousting from a factory or order space.
    Normal takes those in about one placement of fifty (mostly late in a shift, when two or three
    workers are cheap), and they cost a quarter of a playout's time: a draw is tried with every
    item it shows."""
    if s.stage != "place":
        return acts
    n = s.n
    sw = s.space_workers
    skip = _unousted_kinds()
    out = []
    for a in acts:
        sp = skip.get(a.args[0])
        if sp is None or not any(sw[sp * n:sp * n + n]):
            out.append(a)
    return out or acts


def best_move(s, p: int, acts: list[Action], value: Value = estimate) -> Action:
    """Normal's placement (or draft pick) among the playout's moves: the one whose end of turn
    scores best."""
    acts = playout_moves(s, acts)
    best, best_v = acts[0], float("-inf")
    for a in acts:
        c = s.clone()
        _apply(c, a)
        finish_turn(c, p, value)
        v = value(c, p)
        if v > best_v:
            best, best_v = a, v
    return best


def play_on(s, placements: int | None = None, value: Value = estimate) -> None:
    """Everybody plays Normal's policy to the end of the current shift (its scoring included), or
    for `placements` placements when that comes first."""
    shift = s.shift
    done = 0
    while s.stage != "over" and s.shift == shift and (placements is None or done < placements):
        p = s.current
        acts = _legal(s)
        a = acts[0] if len(acts) == 1 else best_move(s, p, acts, value)
        _apply(s, a)
        finish_turn(s, p, value)
        done += 1
