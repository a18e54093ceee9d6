"""Every piece on Haspelknecht's table by board region, for the shell's animation (game/ui/animation.py
pairs what a change took from one region with what it gave another)."""

from __future__ import annotations

from game.haspelknecht.queries import farm_left, item_name, storage_slots
from game.haspelknecht.rules import COLOURS, RESOURCES, WORKERS


def snapshot(state, colour_of=None) -> dict[tuple, int]:
    """(region key, piece kind) -> count, for every piece on the table."""
    colour_of = colour_of or (lambda p: p)
    out: dict[tuple, int] = {}

    def put(key, kind, n):
        if n:
            out[(key, kind)] = out.get((key, kind), 0) + n

    r = state.rules
    for i, pid in enumerate(r.pools):
        for c, col in enumerate(COLOURS):
            put(("pool", pid, col), col, state.pools[i][c])
            put(("reserve", pid, col), col, state.reserves[i][c])
    for c, col in enumerate(COLOURS):
        put(("bag",), col, state.bag[c])
    for t, stack in state.stacks.items():
        for owner in stack:
            put(("tile", t), f"owner:{colour_of(owner)}", 1)
    for p, pl in enumerate(state.players):
        for c, col in enumerate(COLOURS):
            put(("cart", p, col), col, pl.cart[c])
        for w, plan in enumerate(pl.plan):
            for i, n in enumerate(plan):
                if n:   # the engine names the plan's items: a disk colour, food, thaler, marker:N
                    put(("worker", p, WORKERS[w]), item_name(state, i), n)
        farm = farm_left(pl)
        for i, res in enumerate(RESOURCES):
            put(("farm", p, res), res, farm[i])
        for slot, res_i in zip(storage_slots(state, pl), pl.stored, strict=False):
            if res_i >= 0:     # a good on a storage slot: it flies there from the farm
                put(("slot", p, slot.slot_id), RESOURCES[res_i], 1)
        put(("thaler", p), "thaler", pl.thalers)
        put(("debts", p), "debt", pl.debts)
        put(("water", p, "pinge"), "water", pl.pinge_water)
        put(("water", p, "shaft"), "water", pl.shaft_water)
        if not pl.exhausted:
            put(("pinge", p), "coal", r.pinge_coal - pl.pinge_taken)
        put(("wood", p, "pinge"), "wood", pl.pinge_wood)
        put(("wood", p, "tunnel"), "wood", pl.tunnel_wood)
        put(("tunnel", p), "coal", r.tunnel_coal - pl.tunnel_taken)
        put(("shaft", p), "coal", pl.shaft_coal)
        for t in pl.markers:
            put(("marker", p, t), f"marker:{t}", 1)
    return out
