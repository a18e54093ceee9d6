"""The Normal bot: one ply of whole-plan search scored by the heuristic.

* Taking disks: every take (and, for the first take, every second take that could follow it) is
  scored by the best plan the resulting disks allow, minus a little for a later turn-order place.
  An Oil Lamp swap (R11) is scored as the take it is for: the swapped-in disks taken at once, with
  the marker's end point gone.
* Planning: every complete plan (farmer and farmhand intents, developments with each sensible mix
  of disks, contract payments, the Water Mill) is tried in a sandbox with the default execution
  and scored by the heuristic; the best is placed one item at a time.
* Execution: the default execution policy of policy.py.
* Winter: the storage that keeps the most.
* The lease: Hard's lease planner, warier of debts (heuristic.WARY_PLANNER): averse to the debts
  it holds and, in the last two action phases before a winter, to what that winter's lease lacks;
  it moves towards Thaler tiles before the lease wants their Thalers.
"""

from __future__ import annotations

from game.haspelknecht.actions import A, Action
from game.haspelknecht.bots import macro, policy
from game.haspelknecht.bots.base import BotBase
from game.haspelknecht.bots.heuristic import WARY_PLANNER, Weights
from game.haspelknecht.engine import apply_action

RETURN_WATER = A("return_pit_water")


def turn_points(state, a: Action) -> int:
    """Turn-order value of the disks a first take brings (R9: fewer points, earlier turn)."""
    if a.kind != "take" or state.stage != "take1":
        return 0
    r = state.rules
    i = r.pools.index(a.args[0])
    c = ("yellow", "brown", "black").index(a.args[1])
    return state.pools[i][c] * r.turn_value[c]


def lamp_take(a: Action) -> Action:
    """The take an Oil Lamp swap is for: the disks of the colour it put into the pool."""
    return A("take", a.args[0], a.args[1])


def score_takes(state, me: int, actions: list[Action], ctx: policy.Ctx, with_devs: bool = True,
                follow_up: bool = True) -> list[tuple[float, Action]]:
    """(value, action) for every take / pass of the current taking step, and for every Oil Lamp
    swap the value of the take it is for. Without `follow_up` (the playouts, the look at what a take
    leaves the next player) the swaps are left out: each costs a take's scoring, and a swap changes
    one disk."""
    r = state.rules
    memo: dict = {}
    out = []
    p = state.players[me]
    for a in actions:
        if a.kind == "oil_lamp":
            if not follow_up:
                continue
            s = state.clone()
            apply_action(s, a)          # the marker is spent: the plan after it lacks its end point
            (v, _take), = score_takes(s, me, [lamp_take(a)], ctx, with_devs, follow_up)
        elif a.kind == "pass":
            v = macro.cart_value(state, me, p.cart, 0, ctx, with_devs, memo=memo)
        elif a.kind == "take":
            cart, water = macro.take_result(state, me, a)
            v = macro.cart_value(state, me, cart, water, ctx, with_devs, memo=memo)
            if state.stage == "take1" and follow_up and sum(cart) < r.max_disks:
                i = r.pools.index(a.args[0])
                c = ("yellow", "brown", "black").index(a.args[1])
                room = r.max_disks - sum(cart)
                for j, pool in enumerate(state.pools):
                    for c2 in range(3):
                        n = pool[c2] - (pool[c2] if (j == i and c2 == c) else 0)
                        if n <= 0:
                            continue
                        cart2 = list(cart)
                        cart2[c2] += min(n, room)
                        v = max(v, macro.cart_value(state, me, cart2, water, ctx, with_devs, memo=memo))
            v -= ctx.w.turn_order * turn_points(state, a)
        else:
            continue
        out.append((v, a))
    return out


class NormalBot(BotBase):
    kind = "normal"

    def __init__(self, seed: int = 0, name: str | None = None, weights: Weights = WARY_PLANNER) -> None:
        super().__init__(seed, name)
        self.weights = weights

    def ctx(self, bits: int) -> policy.Ctx:
        return policy.Ctx(w=self.weights, bits=bits)

    def choose(self, state, me, kind, actions, bits):
        ctx = self.ctx(bits)
        if kind in ("take1", "take2"):
            scored = score_takes(state, me, actions, ctx)
            return max(scored, key=lambda t: t[0])[1] if scored else None
        if kind == "r10":
            return RETURN_WATER
        if kind == "plan":
            target, _v = macro.best_plan(state, me, ctx)
            return macro.plan_step(state, me, target, actions)
        if kind == "storage":
            return policy.storage_step(state, me, actions)
        return policy.exec_choice(state, actions, ctx)
