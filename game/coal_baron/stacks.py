"""The two face-down stacks (tiles, orders): drawing and putting back, with who knows what.

A stack is a list with its top at the end. Beside it a list of bit masks says, per position, which
seats know that item: a seat that put items back knows them and their order (C11, C27); nobody else
does. public_view keeps what a seat knows and re-samples the rest. Nothing is ever reshuffled (C39).
"""

from __future__ import annotations


def stacks(state, tiles: bool) -> tuple[list[int], list[int]]:
    return (state.tile_stack, state.tile_known) if tiles else (state.order_stack, state.order_known)


def reveal_top(state, tiles: bool) -> int:
    """Turn the top item face up for everyone (a refill); -1 when the stack is empty (C14)."""
    stack, known = stacks(state, tiles)
    if not stack:
        return -1
    known.pop()
    state.reveals += 1
    return stack.pop()


def draw_private(state, tiles: bool, count: int) -> list[int]:
    """The top `count` items (fewer if fewer are left) into the current player's hand, top first."""
    stack, known = stacks(state, tiles)
    k = min(count, len(stack))
    drawn = stack[len(stack) - k:][::-1]
    del stack[len(stack) - k:]
    del known[len(known) - k:]
    state.reveals += 1
    return drawn


def put_back(state, tiles: bool, bottom: bool, items: tuple, seat: int) -> None:
    """`items` listed top-most first go back all on top or all at the bottom; only `seat` knows them."""
    stack, known = stacks(state, tiles)
    rev = list(reversed(items))
    mask = [1 << seat] * len(rev)
    if bottom:
        stack[0:0] = rev
        known[0:0] = mask
    else:
        stack.extend(rev)
        known.extend(mask)
