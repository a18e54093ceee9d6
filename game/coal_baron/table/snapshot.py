"""The pieces on Coal Baron's table, counted by the region that shows them and their kind, for the
shell's animation (game/ui/animation.py pairs what a move took from one region with what it gave
another): workers, the cage at its level, cubes in each lorry, in the cage, the storage and on the
orders' spots, tiles on the board and in the tunnels, order cards (with their VP, so that a delivery
flies to the pile showing its points), and Marks.

The keys are region keys the drawing records; where the drawing names a region by whose turn it is
("workers" / "supply", "cage" / "xcage") or not at all (the cage's level), `near_region` gives the
one drawn."""

from __future__ import annotations

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.state import PAIR
from game.coal_baron.table import tunnels


class _Seen:
    """The drawing's order of tiles, kept from the last drawing of the table (layout.make_view):
    which lorry of a level holds which cube depends on it (tunnels.level_lorries)."""

    bought: dict[int, list[int]] = {}


def remember_order(bought: dict[int, list[int]]) -> None:
    _Seen.bought = bought


class _Lite:
    """Just enough of layout.View for tunnels.level_lorries."""

    def __init__(self, state) -> None:
        self.state = state

    def sided_tiles(self, p: int, level: int):
        light, dark = Q.level_sides(self.state, p, level)
        order = _Seen.bought.get(p, [])
        return tunnels.in_bought_order(light, order), tunnels.in_bought_order(dark, order)


def snapshot(state, colour_of) -> dict:
    ru = rules()
    out: dict = {}
    n = state.n

    def put(key, kind, k=1):
        if k:
            out[(key, kind)] = out.get((key, kind), 0) + k

    view = _Lite(state)
    for p in range(n):
        miner = f"miner:{colour_of(p)}"
        put(("workers", p), miner, state.supply[p])
        put(("canteen",), miner, state.canteen[p])
        for sp, sid in enumerate(ru.space_ids):
            put(("space", sid), miner, state.space_workers[sp * n + p])
        put(("cage_at", p, state.cage_level[p]), "cage")
        put(("marks", p), "coin", min(state.marks[p], 40))
        for c, col in enumerate(ru.colours):
            put(("cage", p), f"cube:{col}", state.cage[p * 4 + c])
            put(("storage", p), f"cube:{col}", state.storage[p * 4 + c])
        for lv in range(1, len(ru.colours) + 1):
            light, dark = view.sided_tiles(p, lv)
            cubes, empty = Q.level_lorries(state, p, lv)
            per_side, held = tunnels.assign(tuple(light), tuple(dark), lv, tuple(cubes), empty)
            i = 0
            for side in (0, 1):
                for cube in held[side]:
                    if cube is not None:
                        put(("lorry", p, lv, i), f"cube:{ru.colours[cube]}")
                    i += 1
            for named, tiles in (("light", light), ("dark", dark)):
                for j, kind in enumerate(tiles):
                    put(("tile", p, lv, named, j), f"tile:{kind}")
        for card, spots in zip(state.orders[p], state.fills[p], strict=True):
            put(("order", p, card), f"ordercard:{ru.card_vp[card]}")
            for j, f in enumerate(spots):
                if f >= PAIR:
                    a, b = divmod(f - PAIR, 4)
                    put(("spot", p, card, j, j), f"cube:{ru.colours[a]}")
                    put(("spot", p, card, j, j), f"cube:{ru.colours[b]}")
                elif f >= 0:
                    put(("spot", p, card, j, j), f"cube:{ru.colours[f]}")
        for card in state.delivered[p]:
            put(("delivered", p), f"ordercard:{ru.card_vp[card]}")
    for sp, item in enumerate(state.board):
        if item < 0:
            continue
        if ru.space_kind[sp] == "factory":
            put(("space", ru.space_ids[sp]), f"tile:{item}")
        elif ru.space_kind[sp] == "order":
            put(("space", ru.space_ids[sp]), f"ordercard:{ru.card_vp[item]}")
    for card in state.draft_pool:
        put(("draft", card), f"ordercard:{ru.card_vp[card]}")
    if state.stage in ("keep_tile", "shortage", "return_tiles", "arrange_tiles"):
        for i, kind in enumerate(state.drawn):
            put(("drawn", kind, state.drawn[:i].count(kind)), f"tile:{kind}")
    elif state.stage in ("keep_order", "return_orders", "arrange_orders"):
        for i, card in enumerate(state.drawn):
            put(("drawn", card, state.drawn[:i].count(card)), f"ordercard:{ru.card_vp[card]}")
    return out


def near_region(key: tuple) -> tuple | None:
    """The region drawn for one the snapshot names: the supply of a player whose turn it is not,
    another's cage, the cage's level."""
    kind = key[0]
    if kind == "workers":
        return ("supply", key[1])
    if kind == "cage":
        return ("xcage", key[1])
    if kind == "cage_at":
        return ("level", key[1], key[2])
    if len(key) >= 2 and isinstance(key[1], int) and kind not in ("element",):
        return ("pit", key[1])
    return None
