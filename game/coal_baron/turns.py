"""The end of a turn: refills (C14) and the next player with workers left (C9), or the shift end."""

from __future__ import annotations

from game.coal_baron.components import rules
from game.coal_baron.shifts import end_shift
from game.coal_baron.stacks import reveal_top


def refill(state) -> None:
    """C14: every open, empty factory_N / order_N gets the top item of its stack, face up."""
    ru = rules()
    opened = ru.space_open[state.n]
    board = state.board
    for sp in ru.factory_spaces:
        if board[sp] < 0 and opened[sp] and state.tile_stack:
            board[sp] = reveal_top(state, tiles=True)
    for sp in ru.order_spaces:
        if board[sp] < 0 and opened[sp] and state.order_stack:
            board[sp] = reveal_top(state, tiles=False)


def finish_turn(state) -> None:
    refill(state)
    n = state.n
    supply = state.supply
    p = state.current
    for _ in range(n):
        p = (p + 1) % n
        if supply[p]:
            state.current = p
            state.stage = "place"
            return
    end_shift(state)
