"""What Coal Baron's thinking bots share: the seat's public key and thinking on a seat view.

game.core.bots.BotBase hashes the public key with the bot's seed for the bits a decision thinks
with; here the key is what the seat to move can see (features.public_key), so hidden information
(the stacks' order, another player's draw) never changes a decision.
"""

from __future__ import annotations

from game.coal_baron.actions import STOP
from game.coal_baron.bots.features import public_key
from game.coal_baron.engine import ENGINE
from game.core.bots import BotBase as _CoreBotBase


class BotBase(_CoreBotBase):
    engine = ENGINE

    def public_key(self, state) -> bytes:
        return public_key(state)

    def fallback(self, actions: list):
        """A safe legal move: stop mining, else the first action."""
        return STOP if STOP in actions else actions[0]
