"""Putting the rest of a draw back (C11, C27): all on top or all at the bottom, in an order the
player chooses. Two choices at the table, so two kinds of action: `return(where)` (top or
bottom), then `put(item)` naming the items one by one from the top-most down (the last one needs
no choice). Nothing reaches the stack before the whole group is arranged, so the others learn
only where it went (C11)."""

from __future__ import annotations

from game.coal_baron.actions import WHERE, A, Action
from game.coal_baron.events import emit, ungettext
from game.coal_baron.stacks import put_back

# one whole sentence per (what, where), so that no translated word is glued into another sentence
RETURNED = {
    ("tiles", "top"): ungettext("{player} puts {count} tile back on the top of the stack.",
                                "{player} puts {count} tiles back on the top of the stack.", "count"),
    ("tiles", "bottom"): ungettext("{player} puts {count} tile back on the bottom of the stack.",
                                   "{player} puts {count} tiles back on the bottom of the stack.", "count"),
    ("orders", "top"): ungettext("{player} puts {count} order back on the top of the stack.",
                                 "{player} puts {count} orders back on the top of the stack.", "count"),
    ("orders", "bottom"): ungettext("{player} puts {count} order back on the bottom of the stack.",
                                    "{player} puts {count} orders back on the bottom of the stack.", "count"),
}

RETURN_ACTIONS = [A("return", w) for w in WHERE]
ARRANGE = {"return_tiles": "arrange_tiles", "return_orders": "arrange_orders"}


def return_legal(state) -> list[Action]:
    return list(RETURN_ACTIONS)


def arrange_legal(state) -> list[Action]:
    out = []
    for item in state.drawn:
        a = A("put", item)
        if a not in out:
            out.append(a)
    return out


def apply_return(state, where: str) -> None:
    state.ret_where = WHERE.index(where)
    state.ret_items = []
    if len(state.drawn) > 1:
        state.stage = ARRANGE[state.stage]
    else:
        _finish(state, state.stage == "return_tiles")


def apply_put(state, item: int) -> None:
    state.drawn.remove(item)
    state.ret_items.append(item)
    if len(state.drawn) == 1:
        _finish(state, state.stage == "arrange_tiles")


def _finish(state, tiles: bool) -> None:
    from game.coal_baron.turns import finish_turn
    p = state.current
    items = tuple(state.ret_items + state.drawn)
    where = WHERE[state.ret_where]
    put_back(state, tiles, state.ret_where == 1, items, p)
    what = "tiles" if tiles else "orders"
    emit(state, "return", p, RETURNED[what, where], what=what, where=where, count=len(items))
    state.drawn = []
    state.ret_items = []
    state.ret_where = -1
    finish_turn(state)
