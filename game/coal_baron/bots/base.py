"""What Coal Baron's thinking bots share: the seat's public key and the safe fallback.

game.core.bots.BotBase hashes the public key with the bot's seed for the bits a decision thinks
with; here the key is what the seat to move can see, so hidden information (the stacks' order,
another player's draw) never changes a decision.
"""

from __future__ import annotations

from game.coal_baron.actions import STOP
from game.coal_baron.bots.features import canonical
from game.coal_baron.engine import ENGINE
from game.coal_baron.state import State
from game.core.bots import BotBase as _CoreBotBase

# What the key leaves out of the state's fields, and why. Every other field is in it, so a field
# added to the state is seen at once (tests/coal_baron/test_bot_public_key.py checks both ways).
#   rng: it decides every future shuffle, which no player knows.
# The hidden parts of the stacks and another player's draw stay in, but in a canonical order
# (features.canonical), so they add only what the seat knows: how many there are.
NOT_IN_KEY = frozenset({"rng"})


def public_key(state: State, me: int | None = None) -> bytes:
    """Everything seat `me` (by default the one to move) sees, as bytes: every field of the state's
    JSON but those NOT_IN_KEY names, read from its canonical public view."""
    me = state.current if me is None else me
    d = canonical(state, me).to_json()
    return repr(sorted((k, v) for k, v in d.items() if k not in NOT_IN_KEY)).encode()


class BotBase(_CoreBotBase):
    engine = ENGINE

    def public_key(self, state) -> bytes:
        return public_key(state)

    def fallback(self, actions: list):
        """A safe legal move: stop mining, else the first action."""
        return STOP if STOP in actions else actions[0]
