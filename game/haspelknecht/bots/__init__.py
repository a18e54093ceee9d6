"""Bots for Haspelknecht. Each is a Player: decide(game, actions) returns one of the legal actions."""

from game.haspelknecht.bots.random_bot import RandomBot

BOT_KINDS = {"random": RandomBot}


def make_bot(kind: str, seed: int, name: str | None = None):
    if kind not in BOT_KINDS:
        raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(BOT_KINDS)}")
    return BOT_KINDS[kind](seed=seed, name=name or kind)
