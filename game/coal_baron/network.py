"""What a Coal Baron seat across the network is sent (game.core.protocol.SeatViews).

Hidden (C43): the stacks' order, another player's private draw (C11, C27) and, with the option
"delivered orders visible to their owner" (C24), the identity of others' delivered orders. A seat
view is the state as the bots' canonical view makes it (bots/features.canonical): the items this
seat cannot identify (the stack positions it has not seen, another player's draw in hand) are
dealt back in sorted order, so they say only what the seat could know anyway (which tiles and
orders are somewhere it cannot see, as every tile and order is in play: C5, C14); the generator
is 0. Others' delivered orders, when hidden, are sent as -1 (how many only), and the delivery's
event to another seat does not name the cards.

A client rebuilds a state the engine accepts (`seat_state`): a delivered order sent as -1 is the
card the seat saw leave that player's outstanding orders (C46: each was face up while outstanding,
so a player with a perfect memory knows them); the client keeps that memory from view to view.
The table draws the stacks face down and another seat's draw face down (the seat is not the
person's: layout.make_view), so a client never draws what its seat may not see.
"""

from __future__ import annotations

from typing import Any

from game.coal_baron.bots.features import canonical
from game.coal_baron.components import rules
from game.coal_baron.engine import ENGINE
from game.coal_baron.events import Said
from game.core.protocol import Event

HIDDEN = -1     # a delivered order this seat may not see


def _hidden_delivered(state: Any) -> bool:
    return state.visible != "everyone"


class CoalBaronSeatViews:
    event_types = {"said": Said}

    def seat_view(self, state: Any, player: int) -> dict:
        view = canonical(state, player).to_json()
        if _hidden_delivered(state):
            view["delivered"] = [cards if p == player else [HIDDEN] * len(cards)
                                 for p, cards in enumerate(view["delivered"])]
        return view

    def seat_event(self, event: Event, state: Any, player: int) -> Event | None:
        if event.kind == "deliver" and event.player != player and _hidden_delivered(state) \
                and "cards" in event.data:
            data = {k: v for k, v in event.data.items() if k != "cards"}
            return Said(event.kind, event.player, event.text, data, event.plural, event.count,
                        getattr(event, "words", {}))
        return event

    def seat_state(self, view: dict, player: int, memory: dict) -> Any:
        if view.get("rng") != 0:
            raise ValueError("a seat view never holds the generator")
        view = dict(view)
        orders, delivered = view.get("orders"), view.get("delivered")
        if not isinstance(orders, list) or not isinstance(delivered, list) or len(orders) != len(delivered):
            raise ValueError("a seat view's orders do not match its players")
        seen: dict[int, list[int]] = memory.setdefault("delivered", {})
        before = memory.get("orders")
        filler = rules().card_ids[0]
        rebuilt = []
        for p, cards in enumerate(delivered):
            if not isinstance(cards, list) or not isinstance(orders[p], list):
                raise ValueError("a seat view's orders are not lists")
            mine = seen.setdefault(p, [])
            mine[:] = [c for c in mine if c not in orders[p]]        # an undone delivery came back
            if isinstance(before, list) and p < len(before):
                mine.extend(c for c in before[p] if c not in orders[p] and c not in mine)
            if HIDDEN in cards:
                known = mine[-len(cards):] if len(mine) >= len(cards) else mine + [filler] * (len(cards) - len(mine))
                cards = [k if c == HIDDEN else c for c, k in zip(cards, known, strict=True)]
            rebuilt.append(cards)
        memory["orders"] = [list(o) for o in orders]
        view["delivered"] = rebuilt
        return ENGINE.state_from_json(view)


SEAT_VIEWS = CoalBaronSeatViews()
