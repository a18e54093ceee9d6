"""The Easy bot: plausible but plain.

It takes the biggest group of disks it sees, plans with the same whole-plan machinery as Normal but
judges plans by what they bring this year only (score, coal for the winter, the lease) without the
long-term values (access, progress, what developments will still give), and never refines who pays
the contract workers. It executes with the default policy (its Haspelknecht never stops early) and
stores sensibly in winter.
"""

from __future__ import annotations

from dataclasses import replace

from game.haspelknecht.actions import A
from game.haspelknecht.bots import macro, policy
from game.haspelknecht.bots.base import BotBase
from game.haspelknecht.bots.heuristic import DEFAULT

PLAIN = replace(DEFAULT, open_coal=0.0, pinge_progress=0.2, exhausted=0.0, tunnel_partial=0.0,
                improved=0.0, mill=0.0, burner=0.0, horse_cart=0.0, tunnel_tile=0.0, tile_access=0.0,
                future_water=0.0, food_short=(1.0, 0.4, 0.2, 0.1), thaler_short=(1.0, 0.5, 0.3, 0.2),
                wood_needed=0.3, turn_order=0.0, food_surplus=0.35)


class EasyBot(BotBase):
    kind = "easy"

    def choose(self, state, me, kind, actions, bits):
        ctx = policy.Ctx(w=PLAIN, bits=bits, may_stop=False)  # R31: Easy always works him to the end
        if kind in ("take1", "take2"):
            best, best_n = None, -1
            for k, a in enumerate(actions):
                if a.kind != "take":
                    continue
                cart, _water = macro.take_result(state, me, a)
                n = sum(cart) * 8 + (bits >> (3 * (k % 20))) % 8  # most disks; ties by chance
                if n > best_n:
                    best, best_n = a, n
            return best or A("pass")
        if kind == "r10":
            return A("return_pit_water")
        if kind == "plan":
            target, _v = macro.best_plan(state, me, ctx, refine=0)
            return macro.plan_step(state, me, target, actions)
        if kind == "storage":
            return policy.storage_step(state, me, actions)
        return policy.exec_choice(state, actions, ctx)
