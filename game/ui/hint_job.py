"""A hint (game.core.hints) as the window works it out: in the bots' worker process, as a bot's move
is thought (game/ui/bot_runner.py), so that a searching hint bot (Coal Baron's Hard, up to its
1.5 s deadline) never holds the interpreter lock the drawing loop needs.

The worker is sent the position (the game's name, options, seed and a copy of its state: for a
network game the seat's view, the only state a client has), the hint bot's seed for that position
and the player's language (the reason is a sentence in it), and sends the Hint back. A thread of
the window waits for it; when no process can start, or the worker fails, the hint is worked out in
that thread instead (bot_runner.worker_failed decides whether processes stay on). `cancel()` drops
a hint no longer wanted (a move was made, the table was left): one not started in the worker never
starts, one being thought is ignored when it comes (it is done within its deadline). No pygame
here: the worker imports this module to run `_run`.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from game.core.hints import Hint, bot_seed, hint

log = logging.getLogger(__name__)


def _run(name: str, options: Any, seed: int, state: Any, hint_seed: int, language: str) -> Hint | None:
    """In the worker process: the hint for the position `state` of game `name`."""
    from game.core import i18n
    from game.core.record import Game

    i18n.set_language(language)
    try:
        game = Game(options, seed, start=state, events=False, game=name)
        return hint(game, seed=hint_seed)
    except Exception:  # noqa: BLE001 - a failing bot is no failing worker: no hint, processes stay on
        log.exception("hint failed")
        return None


class HintJob:
    """One hint being worked out for the position after `at` actions. `done` once it came (then
    `result` is the Hint, or None when none could be found); `in_process` says where it was thought."""

    processes = True          # in the worker process (False: in the thread)

    def __init__(self, game) -> None:
        from game.core import i18n

        self.at = len(game.actions)
        self.result: Hint | None = None
        self.done = False
        self.cancelled = False
        self.in_process = False
        self._copy = game.clone()        # the game's own clone: a network game's is the seat's view
        self._seed = bot_seed(game)
        self._language = i18n.current_language()
        self._future: Any = None
        self._thread = threading.Thread(target=self._work, name="hint", daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return not self.done and not self.cancelled

    def cancel(self) -> None:
        """This hint is no longer wanted: it is never shown."""
        self.cancelled = True
        future = self._future
        if future is not None:
            future.cancel()         # still queued behind another thought: never starts

    def wait(self, timeout: float) -> bool:
        """Wait for the hint (tests, the latency bench); True once it came."""
        self._thread.join(timeout)
        return self.done

    def _work(self) -> None:
        from game.ui import bot_runner

        result: Hint | None = None
        pool = bot_runner.thinking_pool() if self.processes else None
        thought = False
        if pool is not None:
            copy = self._copy
            try:
                self._future = pool.submit(_run, copy.name, copy.options, copy.seed, copy.state,
                                           self._seed, self._language)
                if self.cancelled:
                    self._future.cancel()
                result = self._future.result()
                thought = self.in_process = True
            except Exception as exc:  # noqa: BLE001 - a cancelled one, or a dead worker: see below
                if self.cancelled:
                    return
                bot_runner.worker_failed(pool, exc)
        if not thought and not self.cancelled:
            try:
                result = hint(self._copy, seed=self._seed)
            except Exception:  # noqa: BLE001 - no hint is better than a broken window
                log.exception("hint failed")
                result = None
        self.result = result
        self.done = True
