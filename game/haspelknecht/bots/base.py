"""What Haspelknecht's thinking bots share: what a player sees (the public key), the safe fallback.

A bot's decision is a pure function of its seed, its settings and what a player in its seat can
see: the random bits it thinks with come from a hash of its seed and the public position (never
from the state's generator), so the same bot answers the same way on two states that differ only
in the order of future bag draws, and a copy of the bot made by pickle (a worker process) answers
like the original. A bot holds no reference to a game between calls and touches no global state.
"""

from __future__ import annotations

from typing import Any

from game.core.bots import BotBase as _CoreBotBase
from game.haspelknecht.actions import RETRACTIONS, Action
from game.haspelknecht.engine import ENGINE as _ENGINE

# What the key leaves out of a GameState, and why. Every other field is in it, so a field added to
# the state is seen at once (tests/haspelknecht/test_bot_public_key.py checks both ways).
#   rng, seed: they decide the bag's future draws, which no player knows;
#   rules, board, options: fixed at setup, the same in every position of a game;
#   events: the chronicle of what just happened, not the position;
#   result: set only once the game is over, when no decision is left;
#   coal_in, coal_out: the general supply's traffic, bookkeeping no player reads at the table.
NOT_IN_KEY = frozenset({"rng", "seed", "rules", "board", "options", "events", "result",
                        "coal_in", "coal_out"})
# ... and of each PlayerState: breakdown splits the score track by category; the track (vp) is in it.
PLAYER_NOT_IN_KEY = frozenset({"breakdown"})


def _fields(obj) -> list[str]:
    """The slots of obj's class and its bases, the base's first (the state classes keep their
    fields in __slots__)."""
    return [name for cls in reversed(type(obj).__mro__) for name in getattr(cls, "__slots__", ())]


def _plain(value):
    return sorted(value.items()) if isinstance(value, dict) else value


def public_key(state) -> bytes:
    """Everything a player at the table sees, as bytes: every field of the state and of its players
    but those NOT_IN_KEY and PLAYER_NOT_IN_KEY name (the generator and the seed among them)."""
    parts: list[Any] = []
    for name in _fields(state):
        if name in NOT_IN_KEY:
            continue
        if name == "players":
            parts.extend(tuple(_plain(getattr(p, f)) for f in _fields(p) if f not in PLAYER_NOT_IN_KEY)
                         for p in state.players)
        else:
            parts.append(_plain(getattr(state, name)))
    return repr(parts).encode()


class BotBase(_CoreBotBase):
    """Haspelknecht's thinking bots: game.core.bots.BotBase over this engine, with the public key
    above. Subclasses implement choose(state, me, kind, actions, bits) -> Action."""

    engine = _ENGINE

    def public_key(self, state) -> bytes:
        return public_key(state)

    def fallback(self, actions: list[Action]) -> Action:
        return fallback(actions)


def fallback(actions: list[Action]) -> Action:
    """A safe legal move: the first one that is not a take-back."""
    for a in actions:
        if a.kind not in RETRACTIONS:
            return a
    return actions[0]
