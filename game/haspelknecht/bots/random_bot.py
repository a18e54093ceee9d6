"""The random player: game.core.bots.RandomBot that never plays a move that only undoes a placement."""

from __future__ import annotations

from game.core.bots import RandomBot as _CoreRandomBot
from game.haspelknecht.actions import RETRACTIONS


def _forward(action) -> bool:
    return action.kind not in RETRACTIONS


class RandomBot(_CoreRandomBot):
    def __init__(self, seed: int = 0, name: str = "random") -> None:
        super().__init__(seed, name, move_filter=_forward)
