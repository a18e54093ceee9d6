"""Mining (C15-C22): work steps with the cage, its moves, loading, the storage and the order spots.

A step's action names what the player moves. Order spots of one colour on one card are
interchangeable (C48), so the legal actions list only the first free spot of each colour on each
card, and a pair's two cubes (C20) in one order (C47): each move once, so bots and the hint never
weigh a move twice. Any other free spot of that colour on the card, and the pair in the other
order, name the same move: `same_move` gives its listed form, which is what is applied. Lorries of
one level are interchangeable too (their side does not matter for any rule), so loading names the
cube colour only.
"""

from __future__ import annotations

from game.coal_baron.actions import SOURCES, STOP, A, Action
from game.coal_baron.components import rules
from game.coal_baron.events import emit, ungettext
from game.coal_baron.state import EMPTY, PAIR
from game.coal_baron.words import colour_name, colour_term
from game.core.i18n import N_, _, ngettext

_NAMES: tuple[str, ...] = ()
CUBES: dict[str, tuple[int, int]] = {}       # "cage:yellow" -> (source 0 cage / 1 storage, colour)
CUBE_NAME: list[list[str]] = []
COLOUR: dict[str, int] = {}
_CAGE: list[list[Action]] = []               # per cage level: the moves to the other levels
_LOAD: list[Action] = []
_STORE: list[Action] = []


def _tables() -> None:
    global _NAMES
    if _NAMES:
        return
    ru = rules()
    COLOUR.update({c: i for i, c in enumerate(ru.colours)})
    for s, src in enumerate(SOURCES):
        CUBE_NAME.append([f"{src}:{c}" for c in ru.colours])
        for i, c in enumerate(ru.colours):
            CUBES[f"{src}:{c}"] = (s, i)
    levels = len(ru.colours) + 1
    _CAGE.extend([STOP, *(A("cage", lv) for lv in range(levels) if lv != level)] for level in range(levels))
    _LOAD.extend(A("load", c) for c in ru.colours)
    _STORE.extend(A("store", c) for c in ru.colours)
    _NAMES = ru.colours


def start_mining(state, steps: int) -> None:
    state.steps = steps
    state.stage = "mine"


def cage_room(state, p: int) -> int:
    """Cubes the player's cage can still take (C17: loading stops when it is full)."""
    return rules().cage_capacity - sum(state.cage[p * 4:p * 4 + 4])


def open_spots(state, p: int) -> list[int]:
    """Free order spots per colour over the player's outstanding orders: the cubes they still ask for."""
    cc = rules().card_coal
    out = [0, 0, 0, 0]
    for card, spots in zip(state.orders[p], state.fills[p], strict=False):
        coal = cc[card]
        for j, f in enumerate(spots):
            if f == EMPTY:
                out[coal[j]] += 1
    return out


def free_spots(state, p: int) -> list[tuple[int, int, int]]:
    """(card, spot index, colour) of the first free spot of each colour on each outstanding order."""
    cc = rules().card_coal
    out = []
    for card, spots in zip(state.orders[p], state.fills[p], strict=False):
        coal = cc[card]
        seen = 0
        for j, f in enumerate(spots):
            if f == EMPTY:
                bit = 1 << coal[j]
                if not seen & bit:
                    seen |= bit
                    out.append((card, j, coal[j]))
    return out


def same_move(state, action: Action) -> Action:
    """The listed form of a fill or fill2 (C47, C48): the first free spot of the named spot's colour
    on that card, a pair's cubes in the listed order (cage before storage, then the colours' order).
    An action it cannot read, or one on a spot that is not free, comes back as it is (mine_problem
    says what is wrong with it)."""
    if action.kind not in ("fill", "fill2") or len(action.args) < 2:
        return action
    _tables()
    card, j = action.args[0], action.args[1]
    p = state.current
    if not isinstance(j, int) or card not in state.orders[p]:
        return action
    spots = state.fills[p][state.orders[p].index(card)]
    if not 0 <= j < len(spots) or spots[j] != EMPTY:
        return action
    coal = rules().card_coal[card]
    first = next(k for k, f in enumerate(spots) if f == EMPTY and coal[k] == coal[j])
    if action.kind == "fill":
        return A("fill", card, first, *action.args[2:])
    a, b = action.args[2:4]
    if isinstance(a, str) and isinstance(b, str) and a in CUBES and b in CUBES and CUBES[b] < CUBES[a]:
        a, b = b, a
    return A("fill2", card, first, a, b)


def mine_legal(state) -> list[Action]:
    _tables()
    ru = rules()
    p = state.current
    level = state.cage_level[p]
    out = _CAGE[level][:]
    b4 = p * 4
    cage = state.cage[b4:b4 + 4]
    storage = state.storage[b4:b4 + 4]
    if level:
        if cage_room(state, p) > 0:
            b = p * 16 + (level - 1) * 4
            pit = state.pit
            load = _LOAD
            out.extend(load[c] for c in range(4) if pit[b + c])
    else:
        store = _STORE
        out.extend(store[c] for c in range(4) if cage[c])
    spots = free_spots(state, p)
    if not spots:
        return out
    at_surface = level == 0
    for card, j, c in spots:
        if at_surface and cage[c]:
            out.append(A("fill", card, j, "cage"))
        if storage[c]:
            out.append(A("fill", card, j, "storage"))
    if state.steps >= ru.pair_steps:
        avail: list[tuple[str, int]] = []   # (name, count) of every cube the player can move onto a spot
        if at_surface:
            avail.extend((CUBE_NAME[0][c], cage[c]) for c in range(4) if cage[c])
        avail.extend((CUBE_NAME[1][c], storage[c]) for c in range(4) if storage[c])
        pairs = [(avail[a][0], avail[b][0]) for a in range(len(avail)) for b in range(a, len(avail))
                 if a != b or avail[a][1] >= 2]
        if pairs:
            for card, j, _c in spots:
                out.extend(A("fill2", card, j, x, y) for x, y in pairs)
    return out


def mine_problem(state, action: Action) -> str:
    """Why a mining action is not possible (only called for illegal ones)."""
    _tables()
    ru = rules()
    p = state.current
    level = state.cage_level[p]
    k, args = action.kind, action.args
    if k == "cage":
        if args[0] == level:
            return _("The cage is already there.")
        return _("The pit has the Surface (0) and levels 1 to 4.")
    if k == "load":
        if level == 0:
            return _("Coal is loaded into the cage at a tunnel level, not at the Surface.")
        if cage_room(state, p) <= 0:
            return ngettext("The cage holds {n} cube at most.", "The cage holds {n} cubes at most.",
                            ru.cage_capacity).format(n=ru.cage_capacity)
        return _("No lorry on this level holds a cube of that colour.")
    if k == "store":
        if level:
            return _("Cubes go into the storage from the cage at the Surface.")
        return _("The cage holds no such cube.")
    if k in ("fill", "fill2"):
        return _fill_problem(state, action)
    return _("That is not a mining step.")


def _source_colour(name) -> tuple:
    """("cage", "yellow") from a pair's cube name "cage:yellow"; a name of another form gives a
    source that is none (so the refusal says where cubes come from)."""
    if isinstance(name, str) and ":" in name:
        source, colour = name.split(":", 1)
        return source, colour
    return name, ""


def _fill_problem(state, action: Action) -> str:
    """The true reason a cube (fill) or a pair (fill2) cannot go onto the spot named (C18-C20, C48):
    the steps, the card, the spot, where the cubes come from, then whether they are there."""
    ru = rules()
    p = state.current
    k, args = action.kind, action.args
    if k == "fill2" and state.steps < ru.pair_steps:
        return ngettext("Two cubes on one spot take {n} work step; you have {left} left.",
                        "Two cubes on one spot take {n} work steps; you have {left} left.",
                        ru.pair_steps).format(n=ru.pair_steps, left=state.steps)
    card, j = args[0], args[1]
    if card not in state.orders[p]:
        return _("That order is not among your outstanding orders.")
    spots = state.fills[p][state.orders[p].index(card)]
    if not isinstance(j, int) or not 0 <= j < len(spots):
        return _("That order has no such spot.")
    if spots[j] != EMPTY:
        return _("That spot is already filled.")
    spot_colour = ru.card_coal[card][j]
    if k == "fill":
        # one cube: its colour is the spot's (two cubes of any colours are the fill2 move, C20)
        named = [(args[2], ru.colours[spot_colour])]
    else:
        named = [_source_colour(n) for n in args[2:]]
    for source, colour in named:
        if source not in SOURCES:
            return _("Cubes come from the cage or from the storage.")
        if colour not in COLOUR:
            return _("There is no coal colour {name!r}.").format(name=colour)
    if any(source == "cage" for source, _c in named) and state.cage_level[p] != 0:
        return _("Cubes come out of the cage only while it is at the Surface.")
    for source, colour in dict.fromkeys(named):
        c = COLOUR[colour]
        have = (state.cage if source == "cage" else state.storage)[p * 4 + c]
        wanted = named.count((source, colour))
        if have >= wanted:
            continue
        if k == "fill":
            if source == "cage":
                # TRANSLATORS: {colour} is a coal colour; a spot takes one cube of its colour (or two of any)
                return _("That spot needs a {colour} cube, and the cage holds none.").format(
                    colour=colour_name(c))
            # TRANSLATORS: {colour} is a coal colour; a spot takes one cube of its colour (or two of any)
            return _("That spot needs a {colour} cube, and the storage holds none.").format(
                colour=colour_name(c))
        if have == 0:
            # TRANSLATORS: {colour} is a coal colour
            text = _("The cage holds no {colour} cube.") if source == "cage" else \
                _("The storage holds no {colour} cube.")
        else:
            # TRANSLATORS: {colour} is a coal colour; both cubes of a pair were named from there
            text = _("The cage holds only one {colour} cube.") if source == "cage" else \
                _("The storage holds only one {colour} cube.")
        return text.format(colour=colour_name(c))
    # every condition of C18-C20 holds, so the move is legal: never reached for an illegal one
    return _("That work step is not possible now.")


def _take(state, p: int, src: int, colour: int) -> None:
    if src == 0:
        state.cage[p * 4 + colour] -= 1
    else:
        state.storage[p * 4 + colour] -= 1


def apply_mine(state, action: Action) -> None:
    _tables()
    ru = rules()
    p = state.current
    k, args = action.kind, action.args
    if k == "stop":
        emit(state, "mine", p, ungettext("{player} stops mining ({unused} step unused).",
                                         "{player} stops mining ({unused} steps unused).", "unused"),
             step="stop", unused=state.steps)
        state.steps = 0
    elif k == "cage":
        state.cage_level[p] = args[0]
        state.steps -= 1
        if args[0] == 0:
            emit(state, "mine", p, N_("{player} brings the cage up to the Surface."), step="cage", level=0)
        else:
            lv = args[0]
            # TRANSLATORS: {level} is a tunnel level's number (1-4), {colour} its coal colour
            emit(state, "mine", p, N_("{player} moves the cage to level {level} ({colour})."),
                 lambda: {"colour": colour_term(lv - 1)}, step="cage", level=lv)
    elif k == "load":
        c = COLOUR[args[0]]
        lv = state.cage_level[p] - 1
        state.pit[p * 16 + lv * 4 + c] -= 1
        state.empty[p * 4 + lv] += 1
        state.cage[p * 4 + c] += 1
        state.steps -= 1
        emit(state, "mine", p, N_("{player} loads a {colour} cube."), lambda: {"colour": colour_term(c)},
             step="load", colour=c, level=lv + 1)
    elif k == "store":
        c = COLOUR[args[0]]
        state.cage[p * 4 + c] -= 1
        state.storage[p * 4 + c] += 1
        state.steps -= 1
        emit(state, "mine", p, N_("{player} stores a {colour} cube."), lambda: {"colour": colour_term(c)},
             step="store", colour=c)
    elif k == "fill":
        card, j, source = args
        i = state.orders[p].index(card)
        c = ru.card_coal[card][j]
        _take(state, p, SOURCES.index(source), c)
        spots = list(state.fills[p][i])
        spots[j] = c
        state.fills[p][i] = tuple(spots)
        state.steps -= 1
        emit(state, "mine", p, N_("{player} puts a {colour} cube on an order."),
             lambda: {"colour": colour_term(c)}, step="fill",
             card=card, spot=j, source=source)
    else:  # fill2
        card, j, first, second = args
        i = state.orders[p].index(card)
        s1, c1 = CUBES[first]
        s2, c2 = CUBES[second]
        _take(state, p, s1, c1)
        _take(state, p, s2, c2)
        spots = list(state.fills[p][i])
        spots[j] = PAIR + 4 * min(c1, c2) + max(c1, c2)
        state.fills[p][i] = tuple(spots)
        state.steps -= ru.pair_steps
        emit(state, "mine", p, N_("{player} puts two cubes on one order spot."), step="fill2", card=card,
             spot=j, cubes=[first, second])
    if state.steps <= 0:
        from game.coal_baron.turns import finish_turn
        state.steps = 0
        finish_turn(state)
