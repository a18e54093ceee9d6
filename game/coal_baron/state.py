"""The Coal Baron game state: flat lists of ints, cheap to clone, exact through JSON.

Per-player values live in flat lists indexed `p * width + i` (widths: 4 for colours, levels and
vehicles, 16 for a pit's level x cube colour and for tile kinds), so a clone is a handful of list
copies and never a deep copy. Colours and vehicles are indices 0-3 (data order); a tunnel level is
colour index + 1, the Surface is level 0. Tiles are kept by kind (the copies of a kind are
identical), order cards by their id.
"""

from __future__ import annotations

from typing import Any

EMPTY = -1        # an order spot without a cube (a single cube is its colour 0-3)
PAIR = 4          # a spot filled with 2 cubes a, b (C20) holds PAIR + 4 * a + b

# Stages: whose decision and of what kind (Decision.kind).
STAGES = ("draft", "place", "keep_tile", "shortage", "return_tiles", "arrange_tiles", "mine", "keep_order",
          "return_orders", "arrange_orders", "over")

# name -> (kind): "i" int, "l" list of ints, "t" list of tuples of ints, "s" str, "n" int or None
_FIELDS: dict[str, str] = {
    "n": "i", "rng": "i", "shift": "i", "start": "i", "current": "i", "stage": "s", "steps": "i",
    "turn": "i", "reveals": "i", "visible": "s",
    "supply": "l", "canteen": "l", "space_workers": "l", "board": "l",
    "tile_stack": "l", "tile_known": "l", "order_stack": "l", "order_known": "l",
    "drawn": "l", "ret_where": "i", "ret_items": "l", "pending": "i", "pending_level": "i", "draft_pool": "l", "draft_picks": "i",
    "marks": "l", "vp_orders": "l", "vp_shift": "l", "pit": "l", "empty": "l", "owned": "l",
    "cage_level": "l", "cage": "l", "storage": "l", "coal": "l", "coal_total": "l",
    "del_colour": "l", "del_vehicle": "l", "end": "l",
    "orders": "ll", "fills": "lt", "delivered": "ll",
}


class State:
    """One position. Fields are described in _FIELDS; `events` is transient (never saved)."""

    __slots__ = (*_FIELDS, "events")

    n: int                  # players, seats 0..n-1 clockwise
    rng: int                # game.core.rng state (setup shuffles and the start player)
    shift: int              # 1..shifts
    start: int              # start player of this shift
    current: int            # whose decision (the drafter during the draft)
    stage: str
    steps: int              # mining: work steps left
    turn: int               # placements so far (for the record)
    reveals: int            # counts hidden information coming out (reveal_mark)
    visible: str            # delivered orders shown to "owner" or "everyone" (C24; display only)
    supply: list[int]       # workers in each player's supply
    canteen: list[int]      # workers in the Canteen, by owner
    space_workers: list[int]  # workers on each space by owner: [space * n + p]
    board: list[int]        # per space: tile kind (factory_N), card id (order_N), -1 otherwise / empty
    tile_stack: list[int]   # face-down tile kinds, the top is the END of the list
    tile_known: list[int]   # per stack position: bit mask of the seats that know that tile
    order_stack: list[int]  # face-down card ids, top at the end
    order_known: list[int]
    drawn: list[int]        # the current player's private draw (tile kinds or card ids)
    ret_where: int          # putting a draw back: -1 not yet chosen, 0 on top, 1 at the bottom
    ret_items: list[int]    # the items already arranged, top-most first (still in the hand)
    pending: int            # shortage: lorries of the new tile still needing a cube colour (C12)
    pending_level: int      # the level (colour index) of that tile
    draft_pool: list[int]   # the face-up draft cards
    draft_picks: int        # picks made in the draft so far
    marks: list[int]
    vp_orders: list[int]    # VP from deliveries
    vp_shift: list[int]     # VP from shift scorings
    pit: list[int]          # cubes in lorries: [p * 16 + level_colour * 4 + cube_colour]
    empty: list[int]        # empty lorries: [p * 4 + level_colour]
    owned: list[int]        # tiles in the pit: [p * kinds + kind]
    cage_level: list[int]   # 0 Surface, 1-4 tunnel levels
    cage: list[int]         # cubes in the cage: [p * 4 + colour]
    storage: list[int]      # [p * 4 + colour]
    coal: list[int]         # the general supply per colour
    coal_total: list[int]   # cubes per colour in the game (supply limit C40)
    del_colour: list[int]   # printed spots per colour on delivered orders: [p * 4 + colour]
    del_vehicle: list[int]  # spots on delivered orders per vehicle: [p * 4 + vehicle]
    end: list[int]          # after the end conversion: [p * 4 + (marks, cubes, orders, balance)] VP
    orders: list[list[int]]      # outstanding order card ids per player
    fills: list[list[tuple]]     # per outstanding order: a tuple of its spots (EMPTY, colour, PAIR+..)
    delivered: list[list[int]]   # delivered card ids per player, in delivery order
    events: list | None     # transient chronicle (None: switched off)

    def clone(self) -> State:
        s = State.__new__(State)
        s.n = self.n; s.rng = self.rng; s.shift = self.shift; s.start = self.start    # noqa: E702
        s.current = self.current; s.stage = self.stage; s.steps = self.steps; s.turn = self.turn  # noqa: E702
        s.reveals = self.reveals; s.visible = self.visible; s.pending = self.pending  # noqa: E702
        s.pending_level = self.pending_level; s.draft_picks = self.draft_picks  # noqa: E702
        s.supply = self.supply[:]; s.canteen = self.canteen[:]; s.space_workers = self.space_workers[:]  # noqa: E702
        s.board = self.board[:]; s.tile_stack = self.tile_stack[:]; s.tile_known = self.tile_known[:]  # noqa: E702
        s.order_stack = self.order_stack[:]; s.order_known = self.order_known[:]  # noqa: E702
        s.drawn = self.drawn[:]; s.ret_where = self.ret_where; s.ret_items = self.ret_items[:]  # noqa: E702
        s.draft_pool = self.draft_pool[:]; s.marks = self.marks[:]  # noqa: E702
        s.vp_orders = self.vp_orders[:]; s.vp_shift = self.vp_shift[:]; s.pit = self.pit[:]  # noqa: E702
        s.empty = self.empty[:]; s.owned = self.owned[:]; s.cage_level = self.cage_level[:]  # noqa: E702
        s.cage = self.cage[:]; s.storage = self.storage[:]; s.coal = self.coal[:]  # noqa: E702
        s.coal_total = self.coal_total[:]; s.del_colour = self.del_colour[:]  # noqa: E702
        s.del_vehicle = self.del_vehicle[:]; s.end = self.end[:]  # noqa: E702
        s.orders = [o[:] for o in self.orders]; s.fills = [f[:] for f in self.fills]  # noqa: E702
        s.delivered = [d[:] for d in self.delivered]  # noqa: E702
        s.events = [] if self.events is not None else None
        return s

    # --- JSON -----------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, kind in _FIELDS.items():
            v = getattr(self, name)
            if kind == "l":
                v = list(v)
            elif kind == "ll":
                v = [list(x) for x in v]
            elif kind == "lt":
                v = [[list(t) for t in x] for x in v]
            out[name] = v
        return out

    @staticmethod
    def from_json(obj: Any) -> State:
        """Rebuild a state; ValueError for anything that is not a state this engine writes."""
        if not isinstance(obj, dict):
            raise ValueError("a state must be a JSON object")
        extra = set(obj) - set(_FIELDS)
        missing = set(_FIELDS) - set(obj)
        if extra or missing:
            raise ValueError(f"state fields wrong (unknown {sorted(extra)}, missing {sorted(missing)})")
        s = State.__new__(State)
        for name, kind in _FIELDS.items():
            v = obj[name]
            if kind == "i":
                v = _int(v, name)
            elif kind == "s":
                if not isinstance(v, str):
                    raise ValueError(f"state field {name} must be a string")
            elif kind == "l":
                v = _ints(v, name)
            elif kind == "ll":
                if not isinstance(v, list):
                    raise ValueError(f"state field {name} must be a list")
                v = [_ints(x, name) for x in v]
            else:
                if not isinstance(v, list) or not all(isinstance(x, list) for x in v):
                    raise ValueError(f"state field {name} must be a list of lists")
                v = [[tuple(_ints(t, name)) for t in x] for x in v]
            setattr(s, name, v)
        if s.stage not in STAGES:
            raise ValueError(f"unknown stage {s.stage!r}")
        if not 2 <= s.n <= 4 or len(s.marks) != s.n or len(s.orders) != s.n or len(s.fills) != s.n \
                or len(s.delivered) != s.n:
            raise ValueError("the players' fields do not match the player count")
        if any(len(o) != len(f) for o, f in zip(s.orders, s.fills, strict=True)):
            raise ValueError("outstanding orders and their spots do not match")
        _check_shape(s)
        s.events = []
        return s


def _int(v: Any, name: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"state field {name} must be an integer")
    return v


def _ints(v: Any, name: str) -> list[int]:
    if not isinstance(v, list):
        raise ValueError(f"state field {name} must be a list")
    return [_int(x, name) for x in v]


def _check_shape(s: State) -> None:
    """Refuse lists of the wrong length and pieces that do not exist (a damaged or foreign save)."""
    from game.coal_baron.components import rules
    ru = rules()
    n = s.n
    kinds = len(ru.tile_type)
    sizes = {"supply": n, "canteen": n, "space_workers": len(ru.space_ids) * n, "board": len(ru.space_ids),
             "marks": n, "vp_orders": n, "vp_shift": n, "pit": 16 * n, "empty": 4 * n, "owned": kinds * n,
             "cage_level": n, "cage": 4 * n, "storage": 4 * n, "coal": 4, "coal_total": 4,
             "del_colour": 4 * n, "del_vehicle": 4 * n, "tile_known": len(s.tile_stack),
             "order_known": len(s.order_stack)}
    for name, size in sizes.items():
        if len(getattr(s, name)) != size:
            raise ValueError(f"state field {name} must hold {size} values")
    if len(s.end) not in (0, 4 * n):
        raise ValueError("state field end has a wrong length")
    if s.stage != "over" and not 0 <= s.current < n or not 0 <= s.start < n:
        raise ValueError("current or start player out of range")
    cards = set(ru.card_ids)
    for name in ("order_stack", "draft_pool"):
        if not set(getattr(s, name)) <= cards:
            raise ValueError(f"state field {name} holds an unknown card")
    if any(not 0 <= k < kinds for k in s.tile_stack):
        raise ValueError("state field tile_stack holds an unknown tile")
    for p in range(n):
        if not set(s.orders[p]) <= cards or not set(s.delivered[p]) <= cards:
            raise ValueError("an unknown order card")
        for card, spots in zip(s.orders[p], s.fills[p], strict=True):
            if len(spots) != len(ru.card_coal[card]) or any(not -1 <= f < 20 for f in spots):
                raise ValueError("an order's spots do not match its card")
    for sp, item in enumerate(s.board):
        kind = ru.space_kind[sp]
        if item != -1 and not ((kind == "factory" and 0 <= item < kinds) or (kind == "order" and item in cards)):
            raise ValueError("state field board holds a piece that cannot lie there")
    if any(not 0 <= lv <= len(ru.colours) for lv in s.cage_level):
        raise ValueError("a cage level out of range")
