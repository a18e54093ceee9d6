"""The random player: a uniformly random legal move, never one that only undoes a placement."""

from __future__ import annotations

import random

from game.haspelknecht.actions import RETRACTIONS, Action


class RandomBot:
    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.rng = random.Random(seed)

    def decide(self, game, actions: list[Action]) -> Action:
        forward = [a for a in actions if a.kind not in RETRACTIONS]
        return self.rng.choice(forward or actions)
