"""The random player: a uniformly random legal move, from its own seeded generator."""

from __future__ import annotations

import random


class RandomBot:
    kind = "random"

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.seed = seed
        self.rng = random.Random(seed)

    def decide(self, game, actions: list):
        if not actions:
            raise ValueError("no legal action to choose from")
        return actions[self.rng.randrange(len(actions))] if len(actions) > 1 else actions[0]
