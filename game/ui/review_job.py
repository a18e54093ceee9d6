"""A review after the game (game.core.review) as the window runs it: in the bots' worker process, so
the drawing loop never waits for the judge's playouts, with its progress and a way to cancel.

The job goes to the worker's pool (game/ui/bot_runner.py) with the game's record; the worker
replays it and reviews, putting (job number, done, total) on the pool's channel after each
decision and checking between decisions whether its number is the one to cancel. The window
polls: `poll()` takes the progress and, once the worker is done, the review's JSON. Where no
process can start, the job runs in a thread of the window's process (slower frames, never frozen).
No pygame here: the worker imports this module to run `_run`.
"""

from __future__ import annotations

import itertools
import logging
import os
import queue
import threading
import time
from collections.abc import Iterable, Mapping
from concurrent.futures import Future
from typing import Any

log = logging.getLogger(__name__)

# Job numbers: a cancelled number is never used again, so a later job is never taken for it.
_NUMBERS = itertools.count(int(time.time()) % 1_000_000 * 1000 + os.getpid() % 1000)


def _run(record: dict, players: list[int], settings: dict, number: int) -> dict:
    """In the worker process: the review of the game of `record`, as JSON."""
    from game.core import review as rv
    from game.core.record import Game
    from game.ui import bot_runner

    channel = bot_runner._CHANNEL
    game = Game.from_record(record, events=False)
    progress = cancelled = None
    if channel is not None:
        out, cancel = channel

        def progress(done: int, total: int) -> None:
            out.put((number, done, total))

        def cancelled() -> bool:
            return cancel.value == number
    result = rv.review(game, players, settings=settings, progress=progress, cancelled=cancelled)
    return rv.to_json(result, game)


class ReviewJob:
    """One review being computed. `state` is "running", "done" (then `result` holds its JSON),
    "cancelled" or "failed" (then `error` says why, for the log)."""

    def __init__(self, game, players: Iterable[int], settings: Mapping[str, Any] | None = None,
                 processes: bool = True) -> None:
        self.record = game.record()
        self.players = sorted(set(players))
        self.settings = dict(settings or {})
        self.number = next(_NUMBERS)
        self.done = 0
        self.total = 0
        self.state = "running"
        self.result: dict | None = None
        self.error = ""
        self.started = time.monotonic()
        self._future: Future | None = None
        self._channel: tuple | None = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._start(processes)

    # --- where it runs -------------------------------------------------------------------------
    def _start(self, processes: bool) -> None:
        from game.ui import bot_runner

        pool, channel = bot_runner.job_pool() if processes else (None, None)
        if pool is not None and channel is not None:
            try:
                self._future = pool.submit(_run, self.record, self.players, self.settings, self.number)
                self._channel = channel
                return
            except Exception as exc:  # noqa: BLE001 - a broken pool: the thread will do
                log.warning("review not sent to the worker process (%s): in a thread", exc)
        self._thread = threading.Thread(target=self._in_thread, name="review", daemon=True)
        self._thread.start()

    def _in_thread(self) -> None:
        from game.core import review as rv
        from game.core.record import Game

        def progress(done: int, total: int) -> None:
            self.done, self.total = done, total

        try:
            game = Game.from_record(self.record, events=False)
            result = rv.review(game, self.players, settings=self.settings, progress=progress,
                               cancelled=self._stop.is_set)
            if self.state == "running":
                self.result, self.state = rv.to_json(result, game), "done"
        except rv.Cancelled:
            self.state = "cancelled"
        except Exception as exc:  # noqa: BLE001 - told to the player as "could not be made"
            log.exception("review failed")
            if self.state == "running":
                self.error, self.state = f"{type(exc).__name__}: {exc}", "failed"

    # --- the window's questions ------------------------------------------------------------------
    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 0.0

    def poll(self) -> bool:
        """Take the progress and the result; True while the job is still running."""
        if self._channel is not None:
            messages = self._channel[0]
            while True:
                try:
                    number, done, total = messages.get_nowait()
                except (queue.Empty, OSError, ValueError, EOFError):
                    break
                if number == self.number:
                    self.done, self.total = done, total
        future = self._future
        if future is not None and self.state == "running" and future.done():
            from game.core.review import Cancelled

            try:
                self.result, self.state = future.result(), "done"
            except Cancelled:
                self.state = "cancelled"
            except Exception as exc:  # noqa: BLE001 - a dead worker, a failed review
                log.warning("review in the worker process failed: %s", exc)
                self.error, self.state = f"{type(exc).__name__}: {exc}", "failed"
        return self.state == "running"

    def cancel(self) -> None:
        """Stop at the next decision (the worker checks between two); the result is dropped."""
        if self.state != "running":
            return
        self.state = "cancelled"
        self._stop.set()
        if self._channel is not None:
            self._channel[1].value = self.number
        if self._future is not None:
            self._future.cancel()        # not started yet: never starts

    def wait(self, timeout: float) -> bool:
        """Poll until the job ends (tests, the selftest); True if it did."""
        end = time.monotonic() + timeout
        while self.poll():
            if time.monotonic() > end:
                return False
            time.sleep(0.05)
        return True
