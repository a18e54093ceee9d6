"""New orders: the face-up card of an order space (C26) and the draw-five choice (C27)."""

from __future__ import annotations

from game.coal_baron.components import rules
from game.coal_baron.events import emit, ungettext
from game.coal_baron.stacks import draw_private, reveal_top
from game.coal_baron.words import card_term
from game.core.i18n import N_


def add_outstanding(state, p: int, card: int) -> None:
    state.orders[p].append(card)
    state.fills[p].append((-1,) * len(rules().card_coal[card]))


def take_from_space(state, p: int, sp: int) -> None:
    """C26: the card into the outstanding area, the space refilled at once (C14)."""
    from game.coal_baron.turns import finish_turn
    card = state.board[sp]
    add_outstanding(state, p, card)
    state.board[sp] = reveal_top(state, tiles=False)
    # TRANSLATORS: {card} is an order card in words: "Carriage, 9 VP (black, black)"
    emit(state, "order", p, N_("{player} takes an order: {card}."), {"card": card_term(card)}, card=card,
         space=rules().space_ids[sp])
    finish_turn(state)


def start_draw(state, p: int) -> None:
    state.drawn = draw_private(state, False, rules().draw_size)
    state.stage = "keep_order"
    emit(state, "draw", p, ungettext("{player} looks at {count} order from the stack.",
                                     "{player} looks at {count} orders from the stack.", "count"),
         what="orders", count=len(state.drawn))


def keep_legal(state) -> list[int | None]:
    return [None, *state.drawn]


def keep(state, p: int, card: int | None) -> None:
    from game.coal_baron.turns import finish_turn
    if card is not None:
        state.drawn.remove(card)
        add_outstanding(state, p, card)
        # the kept card goes face up into the outstanding area (C27): the others see it
        # TRANSLATORS: {card} is an order card in words: "Carriage, 9 VP (black, black)"
        emit(state, "keep", p, N_("{player} keeps an order: {card}."), {"card": card_term(card)}, what="order",
             item=card)
    else:
        emit(state, "keep", p, N_("{player} keeps no order."), what="order", item=None)
    if state.drawn:
        state.stage = "return_orders"
    else:
        finish_turn(state)
