"""What Haspelknecht's thinking bots share: what a player sees (the public key), the safe fallback.

A bot's decision is a pure function of its seed, its settings and what a player in its seat can
see: the random bits it thinks with come from a hash of its seed and the public position (never
from the state's generator), so the same bot answers the same way on two states that differ only
in the order of future bag draws, and a copy of the bot made by pickle (a worker process) answers
like the original. A bot holds no reference to a game between calls and touches no global state.
"""

from __future__ import annotations

from game.core.bots import BotBase as _CoreBotBase
from game.haspelknecht.actions import RETRACTIONS, Action
from game.haspelknecht.engine import ENGINE as _ENGINE


def public_key(state) -> bytes:
    """Everything a player at the table sees, as bytes (the random generator left out)."""
    parts = [state.phase, state.stage, state.order, state.idx, state.pending, state.pools,
             state.reserves, state.bag, sorted(state.stacks.items())]
    for p in state.players:
        parts.append((p.taken1, p.taken2, p.cart, p.plan, p.done, p.kinds, p.farm, p.thalers, p.debts,
                      p.vp, p.pinge_water, p.shaft_water, p.pinge_taken, p.pinge_wood, p.exhausted, p.exhausted_phase,
                      p.tunnel_taken, p.tunnel_wood, p.shaft_coal, p.owned, sorted(p.markers.items()),
                      sorted(p.buildings.items()), p.improved, p.burner_used, p.stored))
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
