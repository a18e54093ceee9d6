"""Bots think off the drawing loop.

`BotRunner.request(game, player)` hands a clone of the game to the seat's bot in a background
thread; the window keeps drawing and answering input. A thinking bot (any kind but "random")
thinks in a separate process (one worker kept alive, the 'spawn' context), so its search does not
hold the interpreter lock the drawing loop needs: the thread only waits for the answer. The bot
and the game's record go there pickled and the bot comes back with its answer (its state carries
on as if it had thought here: the same moves for the same seed). When no process can be started
(a frozen app where that fails), the bot thinks in the thread as before. `warm_up()` (the table
scene calls it as it opens) makes the seats' bots and starts the worker, so that no move's frame
waits for either. `poll()` returns the decision once ready,
tagged with the length of the action record it was made for, so that a stale answer (an undo or a
loaded game in between) is dropped. The runner is the bot seats' controller in the table's match
loop (game.core.match): `decide(game, actions)` answers WAITING until the answer for this very
position is ready, and raises DecisionFailed when the bot failed (the match then plays a random
legal move).
"""

from __future__ import annotations

import atexit
import logging
import os
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor

from game.core import registry
from game.core.i18n import _
from game.core.match import WAITING, DecisionFailed, fallback_action

Action = object     # whatever the game's engine uses

log = logging.getLogger(__name__)


# --------------------------------------------------------------------- the thinking process
_POOL: ProcessPoolExecutor | None = None
_POOL_LOCK = threading.Lock()
_POOL_FAILED = False      # a process could not be started once: threads from then on


def _think(bot, record: dict):
    """In the worker process: the game again from its record, the bot's decision, and the bot
    (its state moved on)."""
    from game.core.record import Game

    game = Game.from_record(record)
    return bot, bot.decide(game, game.legal_actions())


def _ready(game: str) -> int:
    """In the worker process, at its start: the game's engine and bots imported before the first
    thought. Returns the worker's process id (the selftest checks it is another process)."""
    definition = registry.get(game)
    definition.bots    # noqa: B018 - their modules imported now
    return os.getpid()


def _end_with_parent() -> None:
    """In the worker process, at its start: end it as soon as the window's process is gone, however
    that went (kill -9, a crash inside a driver: no atexit runs, no shutdown reaches the pool). The
    worker itself holds both ends of its task queue's pipe, so the parent's death never wakes it;
    multiprocessing's own parent sentinel does (on POSIX a pipe only the parent writes to, on Windows
    the parent's process handle). The resource tracker ends by itself once no process is left that
    could talk to it."""
    import multiprocessing
    from multiprocessing.connection import wait

    parent = multiprocessing.parent_process()
    if parent is None or parent.sentinel is None:
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(0)     # no clean-up to wait for: the thought in hand has no one to answer to

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def worker_pid(game: str = registry.DEFAULT_GAME, timeout: float = 60.0) -> int | None:
    """The process id of the bots' worker, started if needed (None: no process can start here)."""
    pool = _pool()
    if pool is None:
        return None
    return pool.submit(_ready, game).result(timeout)


# A long job's way back from the worker (game/ui/review_job.py): a queue for its progress and the
# number of the job to cancel, made with the pool and handed to its process as it starts.
_CHANNEL: tuple | None = None


def _open_channel(channel: tuple) -> None:
    """In the worker process, at its start: end with the window's process (_end_with_parent) and
    keep the long jobs' channel."""
    global _CHANNEL
    _end_with_parent()
    _CHANNEL = channel


def job_pool() -> tuple[ProcessPoolExecutor | None, tuple | None]:
    """The worker process's pool and its channel for a long job, or (None, None): run it in a thread."""
    pool = _pool()
    return (pool, _CHANNEL) if pool is not None else (None, None)


def _pool() -> ProcessPoolExecutor | None:
    global _POOL, _POOL_FAILED, _CHANNEL
    with _POOL_LOCK:
        if _POOL is None and not _POOL_FAILED:
            try:
                import multiprocessing

                if getattr(sys, "frozen", False):
                    # what PyInstaller's multiprocessing hook did at start-up (build/entry.py): the
                    # worker finds its main module by name, never re-reads the executable as a script
                    multiprocessing.process.ORIGINAL_DIR = None  # type: ignore[attr-defined]  # real, not in typeshed
                context = multiprocessing.get_context("spawn")
                channel = (context.Queue(), context.Value("q", 0))
                _POOL = ProcessPoolExecutor(max_workers=1, mp_context=context, initializer=_open_channel,
                                            initargs=(channel,))
                _CHANNEL = channel
            except Exception:   # no processes here (a sandbox, a frozen app that cannot spawn)
                log.exception("no bot process: bots think in a thread")
                _POOL_FAILED = True
        return _POOL


def stop_pool() -> None:
    """End the worker process now (a stale thought is dropped; the next request starts another)."""
    global _POOL
    with _POOL_LOCK:
        pool, _POOL = _POOL, None
    if pool is None:
        return
    for proc in list(getattr(pool, "_processes", {}).values()):
        try:
            proc.terminate()
        except Exception:
            pass
    pool.shutdown(wait=False, cancel_futures=True)


atexit.register(stop_pool)


def worker_failed(pool: ProcessPoolExecutor, exc: BaseException) -> None:
    """A thought sent to `pool` came back with `exc` instead of an answer: the caller does it in its
    thread. If `pool` is still the worker, processes do not work here and are switched off; if it
    was ended on purpose elsewhere (stop_pool), processes still work and the next thought starts
    another."""
    global _POOL_FAILED
    if pool is not _POOL:
        log.info("bot process ended while thinking: this thought in a thread")
        return
    log.warning("bot process failed (%s): thinking in a thread", exc)
    _POOL_FAILED = True
    stop_pool()


def thinking_pool() -> ProcessPoolExecutor | None:
    """The worker process for a thought (started if needed), or None: think in the thread."""
    return None if _POOL_FAILED else _pool()


class BotRunner:
    processes = True          # thinking bots think in a worker process (False: in the thread)

    def __init__(self, seats, seed: int = 0, game: str = registry.DEFAULT_GAME) -> None:
        self.seats = seats
        self.definition = registry.get(game)   # the game's bots and their settings in the window
        self.seed = seed
        self._bots: dict[int, object] = {}
        self._thread: threading.Thread | None = None
        self._result: tuple[int, int, Action | None, str | None] | None = None
        self._lock = threading.Lock()
        self._token: int | None = None
        self._generation = 0
        self.fallbacks: list[str] = []     # messages about bots that could not be made (for the scene)
        self._in_process = False           # the current thought runs in the worker process
        self.started_at = 0.0

    def bot(self, player: int):
        bot = self._bots.get(player)
        if bot is None:
            seat = self.seats[player]
            kind = seat.kind
            seed = self.seed * 31 + player * 7919 + 1
            make = self.definition.bots.get(kind)
            if make is not None:
                # the window's settings of the bot (e.g. Hard's deadline: GameDefinition.window_bot_settings)
                bot = make(seed, name=seat.name, **self.definition.window_bot_settings.get(kind, {}))
            else:
                bot = self.definition.bots["random"](seed, name=seat.name)
                self.fallbacks.append(_("The {kind} bot is not available; {player} plays randomly.").format(
                    kind=kind, player=seat.name))
            self._bots[player] = bot
        return bot

    def warm_up(self, game: str) -> None:
        """Make every bot seat's bot now, and start the worker process if one will think there (its
        imports then run while the table opens): neither then costs a frame at a bot's first move."""
        thinking = False
        for player, seat in enumerate(self.seats):
            if getattr(seat, "is_bot", False):
                self.bot(player)
                thinking = thinking or self._pool_for(player) is not None
        if thinking:
            pool = _pool()
            if pool is not None:
                pool.submit(_ready, game)     # the answer is not waited for

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

        pool = self._pool_for(player)
        record = clone.record() if pool is not None else None
        self._in_process = pool is not None

        def work() -> None:
            action, error = None, None
            thought = None
            if pool is not None and record is not None:     # both or neither
                try:
                    thought = pool.submit(_think, bot, record).result()
                except Exception as exc:
                    if gen != self._generation:      # cancelled: the process was ended on purpose
                        return
                    worker_failed(pool, exc)
            if thought is not None:
                new_bot, action = thought
                with self._lock:
                    if gen == self._generation:
                        self._bots[player] = new_bot     # its state carries on, as after a thought here
                        self._result = (gen, token, action, error)
                return
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

    def decide(self, game, actions: list):
        """The match loop's question for a bot seat: the bot's answer once it has thought about
        this very position, else WAITING (and the thought started, or started again for an answer
        that came for another position)."""
        res = self.poll()
        if res is None:
            if not self.busy:
                self.request(game, game.decision()[0])
            return WAITING
        token, action, error = res
        if error is not None or action is None:
            raise DecisionFailed(error or "the bot gave no answer")
        if token != len(game.actions):
            self.request(game, game.decision()[0])
            return WAITING
        return action

    def cancel(self) -> None:
        """Forget whatever is being thought about (its answer will be dropped; a thought in the
        worker process is stopped with the process)."""
        with self._lock:
            self._generation += 1
            self._result = None
        if self._in_process and self.busy:
            stop_pool()
        self._in_process = False

    def _pool_for(self, player: int) -> ProcessPoolExecutor | None:
        """The worker process for a thinking bot, or None: think in the thread."""
        if not self.processes or self.seats[player].kind == "random":
            return None
        return thinking_pool()

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

