"""Hard's playouts: every player plays Normal's policy from a position to the end of the shift.

The policy is Normal's (policy.py: one ply over the placements, each played to the end of the
player's turn with the greedy mining plan, the drawn item kept by value), evaluated with
estimate.estimate, the same sum as Normal's features.value computed fast. A playout stops at the
end of the shift it started in, after that shift's scoring, or at the end of the game.
"""

from __future__ import annotations

from game.coal_baron.actions import STOP, Action
from game.coal_baron.bots.estimate import estimate
from game.coal_baron.bots.policy import COLOURS, RETURN_BOTTOM, mine_step
from game.coal_baron.engine import ENGINE
from game.coal_baron.queries import open_spots

_legal = ENGINE.legal_actions
_apply = ENGINE.apply


def keep_best(s, p: int, acts: list[Action]) -> Action:
    """The drawn item (or none) whose position scores best (as policy._keep_quick)."""
    best, best_v = acts[0], float("-inf")
    for a in acts:
        c = s.clone()
        _apply(c, a)
        v = estimate(c, p)
        if v > best_v:
            best, best_v = a, v
    return best


def finish_turn(s, p: int, limit: int = 60) -> None:
    """Player p's own follow-up to the end of its turn, as policy.finish_turn plays it."""
    for _ in range(limit):
        st = s.stage
        if st == "over" or st == "place" or st == "draft" or s.current != p:
            return
        acts = _legal(s)
        if len(acts) == 1:
            _apply(s, acts[0])
        elif st == "mine":
            a = mine_step(s, p)
            _apply(s, a if a in acts else STOP)
        elif st == "keep_tile" or st == "keep_order":
            _apply(s, keep_best(s, p, acts))
        elif st == "shortage":
            need = open_spots(s, p)
            _apply(s, max(acts, key=lambda a: (need[COLOURS.index(a.args[0])], -COLOURS.index(a.args[0]))))
        elif st == "return_tiles" or st == "return_orders":
            _apply(s, RETURN_BOTTOM)
        else:
            _apply(s, acts[0])


def best_move(s, p: int, acts: list[Action]) -> Action:
    """Normal's placement (or draft pick): the move whose end of turn scores best."""
    best, best_v = acts[0], float("-inf")
    for a in acts:
        c = s.clone()
        _apply(c, a)
        finish_turn(c, p)
        v = estimate(c, p)
        if v > best_v:
            best, best_v = a, v
    return best


def play_shift(s) -> None:
    """Everybody plays Normal's policy to the end of the current shift (its scoring included)."""
    shift = s.shift
    while s.stage != "over" and s.shift == shift:
        p = s.current
        acts = _legal(s)
        a = acts[0] if len(acts) == 1 else best_move(s, p, acts)
        _apply(s, a)
        finish_turn(s, p)
