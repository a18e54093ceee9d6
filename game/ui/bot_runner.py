"""Bots think off the drawing loop.

`BotRunner.request(game, player)` hands a clone of the game to the seat's bot in a background
thread; the window keeps drawing and answering input. `poll()` returns the decision once ready,
tagged with the length of the action record it was made for, so the scene can drop a stale answer
(an undo or a loaded game in between) and check the action is still legal before applying it.
"""

from __future__ import annotations

import logging
import random
import threading
import time

from game.core import registry

Action = object     # whatever the game's engine uses

log = logging.getLogger(__name__)


class BotRunner:
    def __init__(self, seats, seed: int = 0, table=None, game: str = registry.DEFAULT_GAME) -> None:
        self.seats = seats
        self.table = table      # the game's table: its bots' settings in the window (e.g. a deadline)
        self.definition = registry.get(game)   # the game's bots (GameDefinition.bots)
        self.seed = seed
        self._bots: dict[int, object] = {}
        self._thread: threading.Thread | None = None
        self._result: tuple[int, int, Action | None, str | None] | None = None
        self._lock = threading.Lock()
        self._token: int | None = None
        self._generation = 0
        self.fallbacks: list[str] = []     # messages about bots that could not be made (for the scene)
        self.started_at = 0.0

    def bot(self, player: int):
        bot = self._bots.get(player)
        if bot is None:
            seat = self.seats[player]
            kind = seat.kind
            seed = self.seed * 31 + player * 7919 + 1
            make = self.definition.bots.get(kind)
            if make is not None:
                bot = make(seed, name=seat.name, **self.table.bot_settings(kind))
            else:
                bot = self.definition.bots["random"](seed, name=seat.name)
                self.fallbacks.append(f"The {kind} bot is not available; {seat.name} plays randomly.")
            self._bots[player] = bot
        return bot

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def request(self, game, player: int) -> None:
        """Start thinking about the current decision (no-op if already thinking)."""
        if self.busy:
            return
        token = len(game.actions)
        clone = game.clone()
        bot = self.bot(player)
        gen = self._generation
        self._token = token
        self.started_at = time.monotonic()

        def work() -> None:
            action, error = None, None
            try:
                legal = clone.legal_actions()
                action = bot.decide(clone, legal)
            except Exception as exc:  # a broken bot must not take the window down
                log.exception("bot %s failed", getattr(bot, "name", "?"))
                error = f"{type(exc).__name__}: {exc}"
            with self._lock:
                if gen == self._generation:
                    self._result = (gen, token, action, error)

        self._thread = threading.Thread(target=work, name=f"bot-{player}", daemon=True)
        self._thread.start()

    def poll(self) -> tuple[int, Action | None, str | None] | None:
        """(token, action, error) once the bot has decided, else None."""
        with self._lock:
            res = self._result
            self._result = None
        if res is None:
            return None
        gen, token, action, error = res
        if gen != self._generation:
            return None
        return token, action, error

    def cancel(self) -> None:
        """Forget whatever is being thought about (its answer will be dropped)."""
        with self._lock:
            self._generation += 1
            self._result = None

    def decide_now(self, game, player: int) -> Action:
        """Decide on the calling thread (tests, synchronous mode)."""
        clone = game.clone()
        legal = clone.legal_actions()
        try:
            return self.bot(player).decide(clone, legal)
        except Exception:
            log.exception("bot failed; playing a random legal move")
            return fallback_action(self.definition, legal, self.seed)

    def wait(self, timeout: float) -> bool:
        t = self._thread
        if t is None:
            return True
        t.join(timeout)
        return not t.is_alive()


def fallback_action(definition, legal: list, seed: int = 0):
    """A random legal move for a seat whose bot failed, avoiding take-backs (the game's
    `move_filter`) so the game goes on."""
    keep = definition.move_filter
    forward = [a for a in legal if keep is None or keep(a)]
    return random.Random(seed).choice(forward or legal)
