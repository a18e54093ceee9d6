"""Delivery (C23) and money (C25, C8)."""

from __future__ import annotations

from game.coal_baron.components import rules
from game.coal_baron.events import emit, ungettext
from game.coal_baron.state import EMPTY, PAIR
from game.coal_baron.words import vehicle_term


def complete_orders(state, p: int) -> list[int]:
    """The player's outstanding orders with every spot filled: only these can be delivered (C23)."""
    return [card for card, spots in zip(state.orders[p], state.fills[p], strict=False) if EMPTY not in spots]


def deliverable(state, p: int) -> set[int]:
    """The vehicles of which the player has at least one complete order."""
    cv = rules().card_vehicle
    return {cv[card] for card in complete_orders(state, p)}


def can_deliver(state, p: int, vehicle: int) -> bool:
    cv = rules().card_vehicle
    return any(cv[card] == vehicle for card in complete_orders(state, p))


def return_cubes(state, spots: tuple) -> None:
    coal = state.coal
    for f in spots:
        if f >= PAIR:
            coal[(f - PAIR) >> 2] += 1
            coal[(f - PAIR) & 3] += 1
        elif f >= 0:
            coal[f] += 1


def deliver(state, p: int, vehicle: int) -> None:
    """Every complete order of the vehicle, not a choice of them: VP at once, cubes to the supply."""
    ru = rules()
    keep_cards, keep_fills, done = [], [], []
    for card, spots in zip(state.orders[p], state.fills[p], strict=False):
        if ru.card_vehicle[card] == vehicle and EMPTY not in spots:
            done.append(card)
            return_cubes(state, spots)
            state.vp_orders[p] += ru.card_vp[card]
            counts = ru.card_colour_counts[card]
            for c in range(4):
                state.del_colour[p * 4 + c] += counts[c]
            state.del_vehicle[p * 4 + vehicle] += len(spots)
            state.delivered[p].append(card)
        else:
            keep_cards.append(card)
            keep_fills.append(spots)
    state.orders[p] = keep_cards
    state.fills[p] = keep_fills
    vp = sum(ru.card_vp[c] for c in done)
    # TRANSLATORS: {vehicle} is one of the four vehicles (barrow, carriage, motorcar, engine)
    emit(state, "deliver", p, ungettext("{player} delivers {n} {vehicle} order for {vp} VP.",
                                        "{player} delivers {n} {vehicle} orders for {vp} VP.", "n"),
         {"n": len(done), "vehicle": vehicle_term(vehicle)}, cards=done, vp=vp, vehicle=ru.vehicles[vehicle])


def gain_marks(state, p: int, amount: int) -> None:
    state.marks[p] += amount
    emit(state, "money", p, ungettext("{player} takes {marks} Mark.", "{player} takes {marks} Marks.", "marks"),
         marks=amount)
