"""The Easy bot: one ply over its own moves with a plain evaluation (score, Marks, cubes, order
progress; no look at the shift clock's majorities, orders it has not started undervalued)."""

from __future__ import annotations

from game.coal_baron.bots.base import BotBase
from game.coal_baron.bots.features import EASY, seat_view
from game.coal_baron.bots.policy import best_move, small_choice


class EasyBot(BotBase):
    kind = "easy"

    def choose(self, state, me, kind, actions, bits):
        view = seat_view(state, me, bits)
        if kind in ("place", "draft"):
            return best_move(view, me, actions, EASY)
        return small_choice(view, me, actions, EASY)
