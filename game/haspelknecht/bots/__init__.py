"""Bots for Haspelknecht. Each is a Player: decide(game, actions) returns one of the legal actions.

random: a uniformly random forward move. easy: plausible but plain. normal: one ply of whole-plan
search scored by a heuristic. hard: determinized search over whole plans guided by the heuristic.
See docs/bots.md.
"""

from game.haspelknecht.bots.easy import EasyBot
from game.haspelknecht.bots.hard import HardBot
from game.haspelknecht.bots.normal import NormalBot
from game.haspelknecht.bots.random_bot import RandomBot

BOT_KINDS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(kind: str, seed: int, name: str | None = None, **settings):
    if kind not in BOT_KINDS:
        raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(BOT_KINDS)}")
    return BOT_KINDS[kind](seed=seed, name=name or kind, **settings)
