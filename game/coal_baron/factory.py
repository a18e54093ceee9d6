"""The Lorry factory: buying a face-up tile (C10), the draw-five choice (C11), filling the new
tile's lorries from the supply with the shortage choice (C12) and placing it in the pit (C13)."""

from __future__ import annotations

from game.coal_baron.components import rules
from game.coal_baron.events import emit, ungettext
from game.coal_baron.stacks import draw_private
from game.coal_baron.words import colour_term, marks_term, side_term
from game.coal_baron.words import tile_text as tile_text  # where the rulings tests look for it
from game.core.i18n import N_


def buy_from_space(state, p: int, sp: int) -> None:
    """C10: take the space's tile and pay for it; the space is refilled at the end of the turn."""
    kind = state.board[sp]
    state.board[sp] = -1
    acquire(state, p, kind)
    if state.stage != "shortage":
        after_tile(state)


def start_draw(state, p: int) -> None:
    ru = rules()
    state.drawn = draw_private(state, True, ru.draw_size)
    state.stage = "keep_tile"
    emit(state, "draw", p, ungettext("{player} looks at {count} tile from the stack.",
                                     "{player} looks at {count} tiles from the stack.", "count"),
         what="tiles", count=len(state.drawn))


def keep_legal(state, p: int) -> list[int | None]:
    """C11: only tiles the player can pay for, each kind once; or none."""
    ru = rules()
    marks = state.marks[p]
    seen: list[int | None] = [None]
    for kind in state.drawn:
        if kind not in seen and ru.tile_price[kind] <= marks:
            seen.append(kind)
    return seen


def keep(state, p: int, kind: int | None) -> None:
    if kind is None:
        emit(state, "keep", p, N_("{player} keeps no tile."), what="tile", item=None)
        after_tile(state)
        return
    state.drawn.remove(kind)
    acquire(state, p, kind)
    if state.stage != "shortage":
        after_tile(state)


def acquire(state, p: int, kind: int) -> None:
    """Pay, put the tile in the pit (its colour's level, its own side: C13) and fill its lorries
    with cubes of its colour; what the supply can't fill waits for the player's colour choice."""
    ru = rules()
    price = ru.tile_price[kind]
    state.marks[p] -= price
    state.owned[p * len(ru.tile_type) + kind] += 1
    colour = ru.tile_colour[kind]
    lorries = ru.tile_lorries[kind]
    have = min(lorries, state.coal[colour])
    state.coal[colour] -= have
    state.pit[p * 16 + colour * 4 + colour] += have
    # TRANSLATORS: {marks} the price ("2 Marks"), {colour} a coal colour, {lorries} the tile's number of
    # lorries (it picks the plural form), {side} Light or Dark
    emit(state, "tile", p, ungettext("{player} pays {marks} for a {colour} {lorries}-lorry {side} tile.",
                                     "{player} pays {marks} for a {colour} {lorries}-lorry {side} tile.",
                                     "lorries"),
         {"marks": marks_term(price), "colour": colour_term(colour), "lorries": lorries,
          "side": side_term(ru.tile_light[kind])},
         tile=kind, price=price, level=colour + 1, light=ru.tile_light[kind])
    state.pending = lorries - have
    state.pending_level = colour
    settle_shortage(state, p)


def settle_shortage(state, p: int) -> None:
    """C12: with no cube at all left in the supply the remaining lorries stay empty."""
    if state.pending and not any(state.coal):
        state.empty[p * 4 + state.pending_level] += state.pending
        state.pending = 0
    state.stage = "shortage" if state.pending else state.stage


def shortage_legal(state) -> list[int]:
    return [c for c in range(4) if state.coal[c] > 0]


def shortage_fill(state, p: int, colour: int) -> None:
    state.coal[colour] -= 1
    state.pit[p * 16 + state.pending_level * 4 + colour] += 1
    state.pending -= 1
    # TRANSLATORS: {lorry} and {cube} are coal colours
    emit(state, "shortage", p, N_("{player} fills a {lorry} lorry with a {cube} cube."),
         {"lorry": colour_term(state.pending_level), "cube": colour_term(colour)},
         level=state.pending_level + 1, colour=colour)
    settle_shortage(state, p)
    if not state.pending:
        after_tile(state)


def after_tile(state) -> None:
    """The rest of a draw goes back (a choice); otherwise the turn ends."""
    from game.coal_baron.turns import finish_turn
    if state.drawn:
        state.stage = "return_tiles"
    else:
        finish_turn(state)
