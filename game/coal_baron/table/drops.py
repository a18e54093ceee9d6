"""Coal Baron's drag and drop as rows of the shared drop table (game/ui/drop_table.py):

| source | target | means |
|---|---|---|
| worker from the supply | a space on the board | `place(space)` |
| a cube in a lorry | own cage | `load(colour)` (the cage must be at that level: the engine says) |
| the cage | one of own levels | `cage(level)` |
| a cube in the cage | own storage | `store(colour)` |
| a cube in the cage or storage | a spot of own order | `fill(card, spot, source)` |
| a cube in the cage or storage | a spot of another colour | `fill2(card, spot, …)` holding that cube, first or second: two cubes (C20) |

plus clicks: a space clicked is a placement, a draft card or a drawn item clicked is taken, a
cube clicked goes where its only legal move is, a spot clicked offers every move onto it (one cube,
or two: C20). What is left (putting a draw back, a shortage's colour, stopping) is a prompt button.

A spot's region names the spot the engine lists for it: order spots of one colour on one card are
the same move (C48), and the engine lists the first free one; ("spot", p, card, listed, drawn)."""

from __future__ import annotations

from game.coal_baron.actions import A, Action
from game.coal_baron.components import rules
from game.core.i18n import _
from game.ui.drop_table import DropRow, DropTable

NO_CARD = -1
SEAT_COLOURS: list[int] = []     # the seats' colours, set by each drawing (a dragged worker's colour)
COLOURBLIND: list[bool] = [False]   # the colour-blind markers setting, set by each drawing


def _place(s, t, me):
    return ("place", t[1])


def _load(s, t, me):
    return ("load", s[4]) if s[2] == "lorry" else None


def _cage(s, t, me):
    return ("cage", t[2])


def _store(s, t, me):
    return ("store", s[3]) if s[2] == "cage" else None


def _fill(s, t, me):
    """One cube onto a spot of its colour (a cube of another colour: `_pair`)."""
    if s[2] not in ("cage", "storage"):
        return None
    ru = rules()
    if ru.colours[ru.card_coal[t[2]][t[4]]] != s[3]:
        return None
    return ("fill", t[2], t[3], s[2])


def _pair(s, t, me):
    """Two cubes on one spot of another colour (C20), the dragged cube one of them: the player picks
    the other. The engine lists a pair once, in its own order (C47): `_holds_dragged` finds the
    pairs with the dragged cube first or second. (On a spot of its own colour a dropped cube fills
    it alone; a click on the spot offers the pairs there too.)"""
    if s[2] not in ("cage", "storage"):
        return None
    ru = rules()
    if ru.colours[ru.card_coal[t[2]][t[4]]] == s[3]:
        return None
    return ("fill2", t[2], t[3], f"{s[2]}:{s[3]}")


def _holds_dragged(pattern, a) -> bool:
    return tuple(a.args[:2]) == tuple(pattern[1:3]) and pattern[3] in a.args[2:4]


def _fill_on_card(s, t, me):
    """A cube dropped on the card, not on a spot: refused with the engine's reason for its first spot."""
    return ("fill", t[2], 0, s[2]) if s[2] in ("cage", "storage") else None


def _store_on_level(s, t, me):
    return ("store", s[3]) if s[2] == "cage" and t[2] == 0 else None


ROWS = [
    DropRow("workers", "space", _place, mine=False),
    DropRow("cube", "cage", _load),
    DropRow("cage", "level", _cage),
    DropRow("cube", "storage", _store),
    DropRow("cube", "spot", _fill),
    DropRow("cube", "spot", _pair, match=_holds_dragged),
    # near misses: explained, never lit
    DropRow("cube", "order", _fill_on_card, lit=False),
    DropRow("cube", "level", _store_on_level, lit=False),
]

_DEFAULTS = {"place": ("",), "load": ("",), "cage": (0,), "store": ("",), "fill": (NO_CARD, 0, "cage")}


def make(pattern) -> Action:
    kind, *args = pattern
    full = list(args) + list(_DEFAULTS.get(kind, ()))[len(args):]
    return A(kind, *full)


def home(source, me) -> list[tuple]:
    if source[0] == "workers":
        return [source, ("pit", me)]
    if source[0] == "cage":
        return [source]
    if source[0] == "cube":
        where = {"lorry": ("level", me, source[3]), "cage": ("cage", me), "storage": ("storage", me)}.get(source[2])
        return [source] + ([where] if where else [])
    return [source]


def hints(source, lit: bool) -> str:
    if source[0] == "workers":
        return _("Drop the workers on a lit space of the board.") if lit else _("No space can be taken now.")
    if source[0] == "cage":
        return _("Drop the cage on a lit level of your pit.") if lit else _("The cage cannot move now.")
    if lit:
        return _("Drop the cube on a lit place: the cage, the storage or an order's spot.")
    return _("This cube cannot move now.")


DROPS = DropTable(ROWS, make, home, hints)


def is_source(state, key: tuple, me: int) -> bool:
    """Could this region be picked up by the player at all (the drop explains a refusal)?"""
    if len(key) < 2 or key[1] != me:
        return False
    if key[0] == "workers":
        return state.supply[me] > 0 and state.stage == "place"
    if key[0] in ("cage", "cube"):
        return state.stage == "mine"
    return False


def click_actions(state, legal: list, key: tuple, me: int) -> list:
    kind = key[0]
    ru = rules()
    if kind == "space":
        return [a for a in legal if a.kind == "place" and a.args[0] == key[1]]
    if kind == "draft":
        return [a for a in legal if a.kind == "draft" and a.args[0] == key[1]]
    if kind == "drawn":
        item = key[1]
        return [a for a in legal if a.kind in ("keep_tile", "keep_order", "put") and a.args[0] == item]
    if len(key) < 2 or key[1] != me:
        return []
    if kind == "cube":
        if key[2] == "lorry":
            return [a for a in legal if a.kind == "load" and a.args[0] == key[4]]
        out = [a for a in legal if a.kind == "fill" and a.args[2] == key[2] and
               ru.card_coal[a.args[0]][a.args[1]] == ru.colours.index(key[3])]
        if key[2] == "cage":
            out = [a for a in legal if a.kind == "store" and a.args[0] == key[3]] + out
        return out
    if kind == "level":
        return [a for a in legal if a.kind == "cage" and a.args[0] == key[2]]
    if kind == "spot":
        # every move onto this spot: one cube of its colour, or two cubes of any colours (C20)
        return [a for a in legal if a.kind in ("fill", "fill2") and a.args[0] == key[2] and a.args[1] == key[3]]
    return []


def action_places(state, a: Action, me: int, regions) -> tuple:
    found = DROPS.places(a, me, regions)
    if found is not None:
        return found[0], found[1]
    if a.kind == "place":
        return ("workers", me), ("space", a.args[0])
    if a.kind == "draft":
        return ("draft", a.args[0]), None
    if a.kind in ("keep_tile", "keep_order", "put") and a.args[0] is not None:
        key = next((k for k in regions if k[0] == "drawn" and k[1] == a.args[0]), None)
        return key, None
    if a.kind in ("fill", "fill2"):
        return None, spot_of(a, me, regions)
    return None, None


def spot_of(a: Action, me: int, regions) -> tuple | None:
    """The spot region a fill names (its card and listed spot)."""
    return next((k for k in regions if k[0] == "spot" and k[1] == me and k[2] == a.args[0] and k[3] == a.args[1]),
                None)


def source_piece(state, source: tuple) -> tuple[str, int]:
    """(sprite kind, how many) drawn under the pointer while dragging."""
    from game.coal_baron.table.sprites import cube_kind, miner_kind
    if source[0] == "workers":
        return miner_kind(SEAT_COLOURS[source[1]] if source[1] < len(SEAT_COLOURS) else source[1], COLOURBLIND[0]), 1
    if source[0] == "cube":
        return cube_kind(source[4] if source[2] == "lorry" else source[3], COLOURBLIND[0]), 1
    return "cage", 1
