"""What a seat may know (public_view, C43) and when hidden information came out (reveal_mark)."""

from __future__ import annotations

from game.coal_baron.setup import shuffle
from game.coal_baron.state import State
from game.core import rng as R

TILE_DRAW_STAGES = ("keep_tile", "shortage", "return_tiles", "arrange_tiles")
ORDER_DRAW_STAGES = ("keep_order", "return_orders", "arrange_orders")


def _resample(view: State, stack: list[int], known: list[int], player: int, hands: list[list[int]]) -> None:
    """Re-deal every item this seat cannot identify among the places it cannot identify: the
    stack positions it does not know and another player's private hand (drawn and arranged)."""
    bit = 1 << player
    slots = [i for i, m in enumerate(known) if not m & bit]
    pool = [stack[i] for i in slots]
    for hand in hands:
        pool.extend(hand)
    shuffle(view, pool)
    for i, item in zip(slots, pool, strict=False):
        stack[i] = item
    at = len(slots)
    for hand in hands:
        hand[:] = pool[at:at + len(hand)]
        at += len(hand)


def public_view(state: State, player: int, seed: int) -> State:
    """A copy with the stacks' unknown parts (and another player's private draw) re-sampled.

    Delivered cards stay: they lay face up as outstanding orders before they were delivered, so a
    seat can always know them (C24's option only changes what the window shows).
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
