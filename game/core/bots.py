"""What every game's bots share: the seat interface, the random bot, and a base for thinking bots.

A bot answers `decide(game, actions)` with one of the legal actions, like a person's seat. Thinking
bots (a game's own, in its package) subclass BotBase: their decision is a pure function of their
seed, their settings and what a player in their seat can see. The random bits they think with come
from a hash of the seed and the public position (never from the state's generator), so the same
bot answers the same way on two states that differ only in hidden information (the order of future
draws), and a copy made by pickle (a worker process) answers like the original.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Mapping
from typing import Any

from game.core.i18n import N_

# msgids of the collection's bot strengths: the setup screen translates them where it shows a seat
# (game.ui.scenes.setup.kind_label), so every game names a strength alike.
STRENGTH_LABELS = {"random": N_("Bot: Random"), "easy": N_("Bot: Easy"), "normal": N_("Bot: Normal"),
                   "hard": N_("Bot: Hard")}


class Roster:
    """A game's bots by kind: how to make one, and the factories and labels its GameDefinition
    wants. `kinds` maps a kind to a class taking (seed=, name=, **settings)."""

    def __init__(self, kinds: Mapping[str, Callable[..., Any]]) -> None:
        self.kinds = dict(kinds)
        self.labels = {kind: STRENGTH_LABELS.get(kind, kind) for kind in self.kinds}
        # kind -> factory(seed, **settings), as GameDefinition.bots wants them
        self.factories = {kind: (lambda seed, kind=kind, **settings: self.make(kind, seed, **settings))
                          for kind in self.kinds}

    def make(self, kind: str, seed: int, name: str | None = None, **settings: Any) -> Any:
        if kind not in self.kinds:
            raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(self.kinds)}")
        return self.kinds[kind](seed=seed, name=name or kind, **settings)


class RandomBot:
    """A uniformly random legal move; with a `move_filter` (the game's definition has one) never a
    move it rejects, such as one that only takes back a placement, so that random play ends."""

    def __init__(self, seed: int = 0, name: str = "random",
                 move_filter: Callable[[Any], bool] | None = None) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.move_filter = move_filter

    def decide(self, game: Any, actions: list) -> Any:
        keep = self.move_filter
        forward = [a for a in actions if keep(a)] if keep is not None else actions
        return self.rng.choice(forward or actions)


class BotBase:
    """A thinking bot. Subclasses set `engine` (the game's protocol Engine) and implement
    choose(state, me, kind, actions, bits) -> action or None; they may override public_key and
    fallback. A thinking error never stops a game: the bot plays `fallback` (tests set strict)."""

    kind = "base"
    strict = False
    engine: Any = None

    def __init__(self, seed: int = 0, name: str | None = None) -> None:
        self.seed = int(seed)
        self.name = name or self.kind

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed}, name={self.name!r})"

    def public_key(self, state: Any) -> bytes:
        """Everything a player at the table sees, as bytes. The default is the state's JSON, which
        for most games includes hidden parts: a game with hidden information overrides this."""
        return repr(self.engine.state_to_json(state)).encode()

    def bits(self, state: Any, salt: str = "") -> int:
        """64 random bits for this decision: a hash of the bot's seed and the public position."""
        key = f"{self.kind}:{self.seed}:{salt}".encode()[-64:]
        h = hashlib.blake2b(self.public_key(state), digest_size=8, key=key)
        return int.from_bytes(h.digest(), "little")

    def decide(self, game: Any, actions: list) -> Any:
        state = getattr(game, "state", game)
        if not actions:
            raise ValueError("no legal action to choose from")
        if len(actions) == 1:
            return actions[0]
        me, kind = self.engine.decision(state)
        try:
            choice = self.choose(state, me, kind, actions, self.bits(state))
        except Exception:  # never let a thinking error stop a game: play safe
            if self.strict:
                raise
            choice = None
        if choice is None or choice not in actions:
            if self.strict:
                raise AssertionError(f"{self.name} chose {choice} which is not legal")
            choice = self.fallback(actions)
        return choice

    def choose(self, state: Any, me: int, kind: str, actions: list, bits: int) -> Any:
        raise NotImplementedError

    def fallback(self, actions: list) -> Any:
        """A safe legal move; by default the first one."""
        return actions[0]
