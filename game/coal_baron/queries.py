"""What the window, the bots and the hints ask the engine, in one place: what a seat may know
(public_view, C43), when hidden information came out (reveal_mark), and the rules' answers over a
position, so that no caller keeps its own copy of a rule:

mining.open_spots(state, p)          -> free order spots per colour: the cubes p's orders ask for
mining.cage_room(state, p)           -> cubes p's cage can still take (C17)
delivery.complete_orders(state, p)   -> p's orders with every spot filled, deliverable (C23)
shifts.second_place_scores(state)    -> do the Shift Clock's elements give second places (C30)
space_cost, space_problem, clock_elements, level_lorries, level_tiles -> what the board shows
"""

from __future__ import annotations

from game.coal_baron.delivery import complete_orders as complete_orders
from game.coal_baron.mining import cage_room as cage_room
from game.coal_baron.mining import open_spots as open_spots
from game.coal_baron.setup import shuffle
from game.coal_baron.shifts import second_place_scores as second_place_scores
from game.coal_baron.state import State
from game.core import rng as R

TILE_DRAW_STAGES = ("keep_tile", "shortage", "return_tiles", "arrange_tiles")
ORDER_DRAW_STAGES = ("keep_order", "return_orders", "arrange_orders")


def _resample(view: State, stack: list[int], known: list[int], player: int, hands: list[list[int]]) -> None:
    """Re-deal every item this seat cannot identify among the places it cannot identify: the
    stack positions it does not know and another player's private hand (drawn and arranged).

    The pool is sorted before the shuffle, so the deal depends on the seed and on what the seat
    knows only: shuffled in the true order, it would carry that order to anyone who knows the seed
    (a bot does), and the stacks' order is what a seat must never receive (C46)."""
    bit = 1 << player
    slots = [i for i, m in enumerate(known) if not m & bit]
    pool = [stack[i] for i in slots]
    for hand in hands:
        pool.extend(hand)
    pool.sort()
    shuffle(view, pool)
    for i, item in zip(slots, pool, strict=False):
        stack[i] = item
    at = len(slots)
    for hand in hands:
        hand[:] = pool[at:at + len(hand)]
        at += len(hand)


def public_view(state: State, player: int, seed: int) -> State:
    """A copy with the stacks' unknown parts (and another player's private draw) re-sampled.

    Delivered cards stay: they lay face up as outstanding orders before they were delivered and are
    shown at every shift scoring, so a seat can always know them (C46: C24's option only changes
    what the window shows). What never reaches the view: the stacks' order where the seat does not
    know it and another player's private draw (C11, C27, C43, C46).
    """
    view = state.clone()
    view.rng = R.seed_state(seed)
    other_draw = view.drawn and state.current != player
    in_tiles = other_draw and state.stage in TILE_DRAW_STAGES
    in_orders = other_draw and state.stage in ORDER_DRAW_STAGES
    hands = [view.drawn, view.ret_items]
    _resample(view, view.tile_stack, view.tile_known, player, hands if in_tiles else [])
    _resample(view, view.order_stack, view.order_known, player, hands if in_orders else [])
    view.rng = R.seed_state(seed ^ 0x5A5A)
    return view


def reveal_mark(state: State) -> int:
    """Counts every draw and face-up refill: undo must not go back past a change of it."""
    return state.reveals


# --- for the window's table (game/coal_baron/table): what the board shows, asked of the rules ----

def space_cost(state: State, space: int) -> int:
    """Workers a placement on this space costs now (C6, the Bank always 1: C8)."""
    from game.coal_baron.placement import space_cost as _cost
    return _cost(state, space)


def space_problem(state: State, player: int, space: int) -> str | None:
    """Why the player may not place on this space now, or None (C7)."""
    from game.coal_baron.placement import space_problem as _problem
    return _problem(state, player, space)


def tile_text(kind: int) -> str:
    """'yellow 2-lorry Dark tile', in the player's language now (game.coal_baron.words)."""
    from game.coal_baron.words import tile_text as _text
    return _text(kind)


def clock_elements(state: State) -> list[tuple[int, str, int, int, int, int, list[int], list[int]]]:
    """The Shift Clock as it stands: (n, count, key, first, second, from_shift, each player's count
    now, the VP each would get if the shift were scored now) per element (C28-C32)."""
    from game.coal_baron.components import rules
    from game.coal_baron.shifts import element_counts, majority, second_place_scores
    ru = rules()
    seconds = second_place_scores(state)
    out = []
    for (num, count, key, first, second, from_shift) in ru.elements:
        counts = element_counts(state, count, key)
        out.append((num, count, key, first, second, from_shift, counts, majority(counts, first, second, seconds)))
    return out


def level_lorries(state: State, player: int, level: int) -> tuple[list[int], int]:
    """A tunnel level (1-4) of a pit: cubes in its lorries per colour, and its empty lorries."""
    i = level - 1
    return state.pit[player * 16 + i * 4:player * 16 + i * 4 + 4], state.empty[player * 4 + i]


def level_tiles(state: State, player: int, level: int) -> tuple[int, int]:
    """(Light, Dark) tiles the player owns on a level (printed lorries not counted)."""
    from game.coal_baron.components import rules
    ru = rules()
    k = len(ru.tile_type)
    light = dark = 0
    for kind in range(k):
        if ru.tile_colour[kind] == level - 1:
            c = state.owned[player * k + kind]
            if ru.tile_light[kind]:
                light += c
            else:
                dark += c
    return light, dark


def score_history(game) -> list[tuple[str, list[int]]]:
    """Each player's VP after every shift's scoring and at the end, read from the record's typed
    events (the "shift_end" / "score" events), never recomputed: for the end screen's chart
    (GameDefinition.score_history)."""
    n = game.options.players
    points: list[tuple[str, list[int]]] = [("start", [0] * n)]
    orders = [0] * n
    shifts = [0] * n
    ended = 0
    for item in game.log:
        if len(item) != 2:
            continue
        _idx, ev = item
        data = ev.data or {}
        if ev.kind == "deliver" and ev.player is not None:
            orders[ev.player] += int(data.get("vp", 0))
        elif ev.kind == "score":
            for p, v in enumerate(data.get("vp", [])[:n]):
                shifts[p] += int(v)
        elif ev.kind == "shift_end":
            ended = int(data.get("shift", 0))
        elif ev.kind in ("shift", "end") and ended and not (points and points[-1][0] == f"S{ended}"):
            # the scoring of the shift that ended is complete once the next shift (or the end) begins
            points.append((f"S{ended}", [orders[p] + shifts[p] for p in range(n)]))
    if game.is_over:
        points.append(("final", list(game.engine.final_result(game.state)["scores"])))
    return points


def level_sides(state: State, player: int, level: int) -> tuple[list[int], list[int]]:
    """The tiles a player owns on a tunnel level (1-4), one entry per tile (its kind), Light side
    first then Dark, each in the data's order of kinds (printed lorries are not tiles)."""
    from game.coal_baron.components import rules
    ru = rules()
    k = len(ru.tile_type)
    light: list[int] = []
    dark: list[int] = []
    for kind in range(k):
        if ru.tile_colour[kind] == level - 1:
            (light if ru.tile_light[kind] else dark).extend([kind] * state.owned[player * k + kind])
    return light, dark


def tunnel_balance(state: State, player: int) -> tuple[int, int, int]:
    """(Light tiles, Dark tiles, the VP their difference would cost if the game ended now: C35)."""
    from game.coal_baron.scoring import conversion, light_dark
    light, dark = light_dark(state, player)
    return light, dark, conversion(state, player)[3]


def shift_scoring(log, n: int, shift: int | None = None) -> list[tuple[int, list[int], list[int]]]:
    """A shift's scoring as the record's typed events tell it (the last one scored, or `shift`):
    (element, each player's count, the VP each got) in the order they were scored."""
    out: list[tuple[int, list[int], list[int]]] = []
    current = None
    for item in log:
        if len(item) != 2:
            continue
        ev = item[1]
        data = ev.data or {}
        if ev.kind == "shift_end":
            current = data.get("shift")
            if shift is None or current == shift:
                out = []
        elif ev.kind == "score" and (shift is None or current == shift):
            out.append((int(data.get("element", 0)), list(data.get("counts", []))[:n], list(data.get("vp", []))[:n]))
    return out
