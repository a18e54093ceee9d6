"""What a Haspelknecht seat across the network is sent (game.core.protocol.SeatViews).

Everything at the table is open; the one hidden thing is the order of the bag's future draws, which
the state's generator (`rng`) and the game's `seed` decide. A seat view is the state's JSON with
both set to 0: the bag's contents stay (every disk that has not come out is in it, as every player
can count), and a client's state draws and plays as the host's; the client never applies a move,
so its generator is never used. Every chronicle event is public.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.haspelknecht.chronicle import HaspelEvent
from game.haspelknecht.engine import ENGINE


class HaspelknechtSeatViews:
    event_types = {"haspel": HaspelEvent}

    def seat_view(self, state: Any, player: int) -> dict:
        view = ENGINE.state_to_json(state)
        view["seed"] = 0
        view["rng"] = 0
        return view

    def seat_event(self, event: Event, state: Any, player: int) -> Event | None:
        return event

    def seat_state(self, view: dict, player: int, memory: dict) -> Any:
        if view.get("seed") != 0 or view.get("rng") != 0:
            raise ValueError("a seat view never holds the bag's order")
        return ENGINE.state_from_json(view)


SEAT_VIEWS = HaspelknechtSeatViews()
