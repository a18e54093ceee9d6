"""Haspelknecht's pieces on the table: what can be picked up, the drop rows (what a drop means),
clicks, and the piece a dragged source shows.

Regions are the keys the boards record (see player_board.py). A *source* is a region a player
can pick up (a colour in a pool, a disk in the cart, food, a Thaler, a disk marker, a piece on a
worker, wood in the farm, a worker to develop with, a stored good). Dropping it on a *target*
means an action; the engine decides whether it is legal, and explains why not.

All functions are pure: they read the state and the list of legal actions.
"""

from __future__ import annotations

from game.core.i18n import N_, _
from game.haspelknecht.actions import A, Action
from game.haspelknecht.queries import farm_left, storage_slots
from game.haspelknecht.rules import COLOURS
from game.haspelknecht.words import worker_word
from game.ui.drop_table import DropRow, DropTable

DISK_COLOURS = COLOURS     # the engine's disk colour names, in its order


def item_of(source: tuple) -> str | None:
    """The plan item a source would put on a worker."""
    kind = source[0]
    if kind == "cart":
        return source[2]
    if kind == "farm" and source[2] == "food":
        return "food"
    if kind == "thaler":
        return "thaler"
    if kind == "marker":
        return f"marker:{source[2]}"
    return None


def is_source(state, key: tuple, me: int) -> bool:
    """Could this region be picked up by the player `me` at all (legal or not: the drop explains)?"""
    kind = key[0]
    if kind == "pool":
        i = state.rules.pools.index(key[1])
        return state.pools[i][DISK_COLOURS.index(key[2])] > 0
    if len(key) < 2 or key[1] != me:
        return False
    p = state.players[me]
    if kind == "cart":
        return p.cart[DISK_COLOURS.index(key[2])] > 0
    if kind == "farm":
        return farm_left(p)[("food", "wood", "coal").index(key[2])] > 0
    if kind == "thaler":
        return p.thalers > 0
    if kind == "marker":
        return key[2] in p.markers
    if kind == "plan":
        return state.stage == "plan"
    if kind == "worker":
        return state.stage == "execute"
    if kind == "slot":
        if state.stage != "storage":
            return False
        for i, s in enumerate(storage_slots(state, p)):
            if s.slot_id == key[2]:
                return i < len(p.stored) and p.stored[i] >= 0
        return False
    return False


# ============================================================================ the drop rows
# (source kind, target kind, the action a drop there means): the shell derives the lit places, the
# drops, the refusals and the gesture driver's drags from these (game/ui/drop_table.py). Rows with
# lit=False are near misses: never lit, they only give the engine's reason for the action meant.

def _home(source: tuple, me: int) -> list[tuple]:
    """Where a piece came from: dropped there, nothing happens."""
    return [source] + ([("worker", me, source[2])] if source[0] == "plan" else [])


def _to_farm(t: tuple) -> tuple:
    return ("cartarea", t[1])     # the gesture driver drops taken disks on the cart


def _item(s: tuple) -> bool:
    return item_of(s) is not None


def _not_same_worker(s: tuple, t: tuple, me: int) -> bool:
    return not (t[0] in ("worker", "plan") and t[1] == me and t[2] == s[2])


HOME_KINDS = ("board", "cart", "cartarea", "farm", "thaler", "debts")
ROWS = [
    # disks from a pool go to the farm (a drop near it says why not)
    DropRow("pool", "farmyard", lambda s, t, me: ("take", s[1], s[2]), aim=_to_farm, click=True),
    *(DropRow("pool", k, lambda s, t, me: ("take", s[1], s[2]), lit=False) for k in HOME_KINDS),
    # a planned piece: back to the farm, or moved to another worker (back, then put there)
    DropRow("plan", "farmyard", lambda s, t, me: ("retrieve", s[2], s[3]), aim=_to_farm, click=True),
    DropRow("plan", "worker", lambda s, t, me: ("retrieve", s[2], s[3]) if t[2] != s[2] else None,
            then=lambda s, t, me: ("place", t[2], s[3])),
    DropRow("plan", "plan", lambda s, t, me: ("retrieve", s[2], s[3]) if t[2] != s[2] else None,
            then=lambda s, t, me: ("place", t[2], s[3]), lit=False),
    DropRow("plan", "*", lambda s, t, me: ("retrieve", s[2], s[3]) if _not_same_worker(s, t, me) else None,
            mine=False, lit=False),
    # a stored good back to the farm
    DropRow("slot", "farmyard", lambda s, t, me: ("unstore", s[2]), aim=_to_farm, click=True),
    DropRow("slot", "*", lambda s, t, me: None if t[0] == "slot" and t[2] == s[2] else ("unstore", s[2]),
            mine=False, lit=False),
    # a worker onto a development tile (the payment is chosen in a popup when there are several)
    DropRow("worker", "tile", lambda s, t, me: ("develop", s[2], t[1]), mine=False,
            refusal=lambda s, t: _("the {worker} cannot develop tile {tile} now").format(
                worker=worker_word(s[2]).translated(), tile=t[1])),
    # disks, food, Thalers and disk markers onto workers
    *(DropRow(k, "worker", lambda s, t, me: ("place", t[2], item_of(s)), when=_item)
      for k in ("cart", "farm", "thaler", "marker")),
    *(DropRow(k, "plan", lambda s, t, me: ("place", t[2], item_of(s)), when=_item, lit=False)
      for k in ("cart", "farm", "thaler", "marker")),
    # wood onto the next wood field (a drop on the Pinge or the tunnel means the same)
    DropRow("farm", "wood", lambda s, t, me: ("place_wood", t[2]), when=lambda s: s[2] == "wood"),
    *(DropRow("farm", k, lambda s, t, me: ("place_wood", t[0]), when=lambda s: s[2] == "wood", lit=False)
      for k in ("pinge", "tunnel")),
    # goods onto winter storage slots
    DropRow("farm", "slot", lambda s, t, me: ("store", t[2], s[2])),
]


def _make(pattern: tuple) -> Action:
    """A full action for a pattern; a development's payment not chosen yet is None."""
    kind, *args = pattern
    if kind == "develop" and len(args) == 2:
        args.append(None)
    return A(kind, *args)


LIT_HINT = {"pool": N_("drop the disks on your farm (lit) to take them"),
            "plan": N_("drop it on your farm (lit) to take it back, or on a lit worker"),
            "slot": N_("drop it on your farm (lit) to empty the slot"),
            "wood": N_("drop the wood on the lit field: the next empty wood field of the Pinge or the tunnel")}
NOTHING_LIT = {"pool": N_("drop the disks on your farm to take them"),
               "worker": N_("drop the worker on a development tile"),
               "wood": N_("drop it on a wood field"), "farm": N_("drop it on a storage slot or a worker"),
               "food": N_("drop it on a worker")}


def _hint(source: tuple, lit: bool) -> str:
    what = "wood" if source[0] == "farm" and source[2] == "wood" else source[0]
    if source[0] == "farm" and source[2] == "food":
        what = "food"
    if lit:
        return _(LIT_HINT.get(what, N_("drop it on one of the lit places")))
    return _(NOTHING_LIT.get(what, N_("drop it on one of your workers")))


DROPS = DropTable(ROWS, make=_make, home=_home, hints=_hint)


def action_places(state, a: Action, me: int, regions) -> tuple[tuple | None, tuple | None]:
    """(the piece, the place) an action moves, as board regions: what the keyboard choice lights up.
    A drop's action is read back from the drop rows; the rest (clicks and buttons) named here."""
    found = DROPS.places(a, me, regions)
    if found is not None:
        return found[0], found[1]
    k, args = a.kind, a.args
    if k == "oil_lamp":
        return ("reserve", args[0], args[1]), ("pool", args[0], args[2])
    if k == "activate":
        return ("worker", me, args[0]), None
    if k == "use_marker":
        return ("marker", me, args[0]), None
    if k == "burn_charcoal":
        return burner_region(state, me, regions), None
    return None, None


def click_actions(state, legal: list[Action], key: tuple, me: int) -> list[Action]:
    """What clicking a region can do now besides the click rows of the drop table (a pool's colour,
    a planned piece, a stored good: game/ui/drop_table.py) (one: do it; several: offer a choice)."""
    kind = key[0]
    stage = state.stage
    if kind in ("reserve", "reservearea"):
        return [a for a in legal if a.kind == "oil_lamp" and a.args[0] == key[1]]
    if kind == "tile":
        return [a for a in legal if a.kind == "develop" and a.args[1] == key[1]]
    if len(key) < 2 or key[1] != me:
        return []
    if kind == "worker":
        w = key[2]
        if stage == "plan":
            return [a for a in legal if a.kind == "place" and a.args[0] == w]
        return [a for a in legal if a.kind in ("activate", "develop") and a.args[0] == w]
    if kind == "marker":
        if stage == "plan":
            return [a for a in legal if a.kind == "place" and a.args[1] == f"marker:{key[2]}"]
        return [a for a in legal if a.kind == "use_marker" and a.args[0] == key[2]]
    if kind == "building":
        return [a for a in legal if a.kind == "burn_charcoal"] if _is_burner(state, key[2]) else []
    if kind == "farm":
        res = key[2]
        if stage == "storage":
            return [a for a in legal if a.kind == "store" and a.args[1] == res][:1]
        if res == "wood":
            return [a for a in legal if a.kind == "place_wood"]
        if res == "food" and stage == "plan":
            return [a for a in legal if a.kind == "place" and a.args[1] == "food"]
        return []
    if kind in ("wood", "pinge", "tunnel"):
        area = key[2] if kind == "wood" else kind
        a = A("place_wood", area)
        return [a] if a in legal else []
    if kind == "slot":
        return [a for a in legal if a.kind == "store" and a.args[0] == key[2]]
    if kind == "cart" and stage == "plan":
        return [a for a in legal if a.kind == "place" and a.args[1] == key[2]]
    if kind == "thaler" and stage == "plan":
        return [a for a in legal if a.kind == "place" and a.args[1] == "thaler"]
    return []


def holdable(state, legal: list[Action], key: tuple, me: int) -> bool:
    """Can a click pick this up, to be put down with a second click (the click alternative to dragging)?"""
    if state.stage != "plan" or key[0] not in ("cart", "farm", "thaler", "marker"):
        return False
    item = item_of(key)
    return item is not None and any(a.kind == "place" and a.args[1] == item for a in legal)


def burner_region(state, me: int, regions) -> tuple | None:
    """The region of the player's Charcoal Burner as drawn now (None: not drawn, or none built)."""
    return next((k for k in regions if k[0] == "building" and k[1] == me and _is_burner(state, k[2])), None)


def _is_burner(state, tile: int) -> bool:
    b = state.rules.tiles[tile].tile.effect.building
    return b is not None and b.kind == "charcoal_burner"


def source_piece(state, source: tuple) -> tuple[str, int]:
    """(sprite kind, how many) to draw under the pointer while dragging."""
    kind = source[0]
    if kind == "pool":
        i = state.rules.pools.index(source[1])
        return source[2], state.pools[i][DISK_COLOURS.index(source[2])]
    if kind == "cart":
        return source[2], 1
    if kind == "farm":
        return source[2], 1
    if kind == "thaler":
        return "thaler", 1
    if kind == "marker":
        return f"marker:{source[2]}", 1
    if kind == "plan":
        item = source[3]
        return item, 1
    if kind == "worker":
        return f"worker:{source[2]}", 1
    if kind == "slot":
        p = state.players[source[1]]
        slots = storage_slots(state, p)
        for i, s in enumerate(slots):
            if s.slot_id == source[2] and i < len(p.stored) and p.stored[i] >= 0:
                return ("food", "wood", "coal")[p.stored[i]], 1
        return "grey", 1
    return "grey", 1
