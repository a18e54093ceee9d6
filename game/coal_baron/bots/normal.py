"""The Normal bot: one ply over its own moves, each played to the end of its turn (mining by the
greedy plan, the best tile or order of a draw kept) and scored by the full heuristic
(features.value): orders matched to what the pit can produce, the shift clock's majorities still to
come, Marks for the factory, the tunnel balance and the workers left this shift."""

from __future__ import annotations

from game.coal_baron.bots.base import BotBase
from game.coal_baron.bots.features import NORMAL, seat_view
from game.coal_baron.bots.policy import best_move, small_choice


class NormalBot(BotBase):
    kind = "normal"

    def choose(self, state, me, kind, actions, bits):
        view = seat_view(state, me, bits)
        if kind in ("place", "draft"):
            return best_move(view, me, actions, NORMAL)
        return small_choice(view, me, actions, NORMAL)
