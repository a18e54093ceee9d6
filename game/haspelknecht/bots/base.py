"""What every thinking bot shares: the seat interface, trivial answers, and its own randomness.

A bot's decision is a pure function of its seed, its settings and what a player in its seat can
see: the random bits it thinks with come from a hash of its seed and the public position (never
from the state's generator), so the same bot answers the same way on two states that differ only
in the order of future bag draws, and a copy of the bot made by pickle (a worker process) answers
like the original. A bot holds no reference to a game between calls and touches no global state.
"""

from __future__ import annotations

import hashlib

from game.haspelknecht import engine
from game.haspelknecht.actions import RETRACTIONS, Action


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


class BotBase:
    """Subclasses implement choose(state, me, kind, actions, bits) -> Action."""

    kind = "base"
    strict = False  # True: a thinking error raises instead of falling back (tests set it)

    def __init__(self, seed: int = 0, name: str | None = None) -> None:
        self.seed = int(seed)
        self.name = name or self.kind

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed}, name={self.name!r})"

    def bits(self, state, salt: str = "") -> int:
        """64 random bits for this decision: a hash of the bot's seed and the public position."""
        key = f"{self.kind}:{self.seed}:{salt}".encode()[-64:]
        h = hashlib.blake2b(public_key(state), digest_size=8, key=key)
        return int.from_bytes(h.digest(), "little")

    def decide(self, game, actions: list[Action]) -> Action:
        state = getattr(game, "state", game)
        if not actions:
            raise ValueError("no legal action to choose from")
        if len(actions) == 1:
            return actions[0]
        me, kind = engine.decision(state)
        try:
            choice = self.choose(state, me, kind, actions, self.bits(state))
        except Exception:  # never let a thinking error stop a game: play safe
            if self.strict:
                raise
            choice = None
        if choice is None or choice not in actions:
            if self.strict:
                raise AssertionError(f"{self.name} chose {choice} which is not legal")
            choice = fallback(actions)
        return choice

    def choose(self, state, me: int, kind: str, actions: list[Action], bits: int) -> Action | None:
        raise NotImplementedError


def fallback(actions: list[Action]) -> Action:
    """A safe legal move: the first one that is not a take-back."""
    for a in actions:
        if a.kind not in RETRACTIONS:
            return a
    return actions[0]
