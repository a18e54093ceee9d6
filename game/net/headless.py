"""Headless hosts and clients: `haspelknecht host` and `haspelknecht join` (game/commands/net.py).

A headless host is the window's host without a window: the same host core (game.net.host) over a
match (game.core.match) whose local seats are bots and whose remote seats wait for their players.
A headless client plays its seat with a bot, deciding on the seat view the host sends, exactly as
a bot would in a local game (the bots' decisions depend only on what their seat can see). Each
prints one JSON line when it is ready (the host: the port and the code) and one at the end (the
final scores), which the tests compare with the same game played locally.

Every wait is bounded (`timeout`); a host stops when the game is over and its players have left
(or after a short grace), a client when it has the game's end.
"""

from __future__ import annotations

import json
import logging
import queue
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from game.core import registry
from game.core.match import Match, Status
from game.core.record import Game
from game.core.session import REMOTE, Seat, Session
from game.net import codes, wire
from game.net.client import Client
from game.net.client import Status as LineStatus
from game.net.host import HostCore, RemoteSeat
from game.net.seat_game import SeatGame
from game.net.server import Gone, Joined, Received, Server

log = logging.getLogger(__name__)

GRACE = 5.0        # seconds a finished host waits for its players to take the end and leave


def app_version() -> str:
    from game.cli import version
    return version()


def _say(out: TextIO, **fields: Any) -> None:
    out.write(json.dumps(fields, separators=(",", ":")) + "\n")
    out.flush()


def pump(server: Server, core: HostCore, wait: float = 0.0) -> bool:
    """Hand what arrived to the host core (waiting up to `wait` seconds for the first); True if
    anything arrived."""
    got = False
    try:
        item = server.inbox.get(timeout=wait) if wait > 0 else server.inbox.get_nowait()
    except queue.Empty:
        return False
    while True:
        got = True
        if isinstance(item, Joined):
            core.join(item.conn, item.hello, item.host_proof)
        elif isinstance(item, Received):
            core.receive(item.conn, item.message)
        elif isinstance(item, Gone):
            core.left(item.conn)
        try:
            item = server.inbox.get_nowait()
        except queue.Empty:
            return got


class HeadlessHost:
    """A host without a window: bots in the local seats, remote seats for the joining players."""

    def __init__(self, game: str, players: int, seed: int, kinds: Sequence[str], *, code: str | None = None,
                 bind: str | None = None, port: int = wire.DEFAULT_PORT, options: dict | None = None,
                 stand_in: str | None = None, away_after: float = 20.0) -> None:
        self.definition = registry.get(game)
        opts = self.definition.options(players=players, **(options or {}))
        record = Game(opts, seed, game=self.definition)
        seats = [Seat(name=f"{kind}-{i + 1}" if kind != REMOTE else f"seat {i + 1}", kind=kind, colour=i)
                 for i, kind in enumerate(kinds)]
        self.session = Session(record, seats)
        self.code = code or codes.new_code()
        self.server = Server(self.code, app_version(), host=bind, port=port)
        self.core = HostCore(self.session, self.code, self.server.send, self.server.close)
        self.core.on_undo = self._undo
        self.stand_in = stand_in
        self.away_after = away_after
        self._bots_for_away: dict[int, Any] = {}
        bots = [self.definition.bots[k](seed * 31 + i) if k != REMOTE else RemoteSeat(self.core, i)
                for i, k in enumerate(kinds)]
        self.match = Match(record, bots, max_steps=None, hold=self.core.holding,
                           after_apply=lambda _g, player, _a, _e: self.core.moved(player))

    def _undo(self, seat: int) -> bool:
        self.session.game.undo(1)
        self.core.changed()
        return True

    def _stand_ins(self) -> None:
        """A seat away longer than `away_after` is played by a bot until its player is back."""
        if self.stand_in is None:
            return
        now = time.monotonic()
        for seat, r in self.core.remote.items():
            if r.conn is None and r.joined and r.stand_in is None and r.away_since is not None \
                    and now - r.away_since >= self.away_after:
                bot = self._bots_for_away.setdefault(seat, self.definition.bots[self.stand_in](seat * 7919 + 3))
                log.info("seat %d: a bot plays while its player is away", seat + 1)
                self.core.hand_to_bot(seat, bot)
            elif r.conn is not None and r.stand_in is not None and seat in self._bots_for_away:
                self.core.take_back(seat)

    def run(self, out: TextIO = sys.stdout, timeout: float = 600.0, fill_after: float | None = None,
            fill_kind: str = "random", lan: bool = False) -> int:
        deadline = time.monotonic() + timeout
        port = self.server.start()
        announcer = None
        if lan:
            from game.net.discovery import Announcer
            announcer = Announcer(self.session.game.name, port, self.session.seats[0].name, app_version())
            announcer.start()
        _say(out, listening=port, code=self.code, game=self.session.game.name)
        opened = time.monotonic()
        try:
            while not self.core.full:
                if time.monotonic() > deadline:
                    _say(out, error="nobody came")
                    return 3
                if fill_after is not None and time.monotonic() - opened >= fill_after:
                    self.core.fill_with_bots(fill_kind)
                    for i, s in enumerate(self.session.seats):
                        if s.kind != REMOTE and isinstance(self.match.seats[i], RemoteSeat):
                            self.match.seats[i] = self.definition.bots[s.kind](self.session.game.seed * 31 + i)
                    break
                pump(self.server, self.core, 0.05)
            self.core.start()
            _say(out, started=True)
            cpu0, moves0 = time.process_time(), len(self.session.game.actions)
            game = self.session.game
            while not game.is_over:
                if time.monotonic() > deadline:
                    _say(out, error="the game did not end in time", actions=len(game.actions))
                    return 3
                pump(self.server, self.core)
                self._stand_ins()
                step = self.match.step()
                if step.status is Status.MOVED:
                    self.core.changed()
                elif step.status in (Status.WAITING, Status.HELD):
                    pump(self.server, self.core, 0.02)
            result = game.engine.final_result(game.state)
            _say(out, over=True, scores=list(result["scores"]), winner=result["winner"], actions=len(game.actions),
                 refusals=len(self.core.refusals), closures=dict(self.server.refusals),
                 stand_in_moves={str(s + 1): n for s, n in sorted(self.core.stand_in_moves.items())},
                 cpu_per_move=round((time.process_time() - cpu0) / max(1, len(game.actions) - moves0), 6))
            end = time.monotonic() + GRACE
            while self.core.seat_of and time.monotonic() < min(end, deadline):
                pump(self.server, self.core, 0.05)
            return 0
        finally:
            self.core.shut()
            time.sleep(0.1)
            if announcer is not None:
                announcer.stop()
            self.server.stop()


class HeadlessClient:
    """A joining seat played by a bot of the game's kind `bot` (seeded with `bot_seed`)."""

    def __init__(self, address: str, code: str, *, bot: str = "random", bot_seed: int = 0, name: str = "guest",
                 seat: int | None = None, colour: int | None = None, drop_after: int | None = None,
                 away_for: float = 0.0, keep_frames: bool = False, retry_for: float = 60.0) -> None:
        self.client = Client(address, code, name, app_version(), seat=seat, colour=colour, retry_for=retry_for)
        if keep_frames:
            self.client.frames = []
        self.bot_kind = bot
        self.bot_seed = bot_seed
        self.drop_after = drop_after
        self.away_for = away_for
        self.moves_back = 0          # moves made after a rejoin
        self._last: tuple[Any, Any] | None = None   # (position, the move sent on it)
        self.game: SeatGame | None = None
        self.bot: Any = None
        self.moves = 0
        self.refusals: list[str] = []
        self.finished: wire.Finished | None = None
        self.on_update: Callable[[SeatGame], None] | None = None
        self.trace: list[tuple[float, str, int]] | None = None   # (clock, "sent"/"seen", actions) for the bench

    def _welcome(self, welcome: wire.Welcome) -> None:
        if self.game is not None and self.game.seat == welcome.seat:     # back after a drop
            self.game.version = -1
            self.game.log = []
            return
        definition = registry.get(welcome.game)
        options = definition.options_model.model_validate(welcome.options)
        self.game = SeatGame(definition, options, welcome.seat)
        self.bot = definition.bots[self.bot_kind](self.bot_seed)

    def _play(self) -> None:
        game = self.game
        if game is None or not game.ready or game.over or game.held_for is not None:
            return
        if game.decision()[0] != game.seat:
            return
        # the same position again (the update after a rejoin, when the move sent before the line
        # dropped was lost with it): the same move, not a second thought (a bot's generator would
        # move on, and the game would differ from the one the seat was playing)
        where = (len(game.actions), json.dumps(game.engine.state_to_json(game.state), sort_keys=True))
        if self._last is not None and self._last[0] == where:
            action = self._last[1]
        else:
            action = self.bot.decide(game, game.legal_actions())
            self._last = (where, action)
        if self.trace is not None:
            self.trace.append((time.monotonic(), "sent", len(game.actions)))
        self.client.send(wire.Act(t="act", at=game.version, action=game.engine.action_to_json(action)))
        self.moves += 1
        if self.client.joins > 1:
            self.moves_back += 1
        if self.drop_after is not None and self.moves == self.drop_after:
            self.client.drop(self.away_for)

    def run(self, out: TextIO = sys.stdout, timeout: float = 600.0) -> int:
        deadline = time.monotonic() + timeout
        self.client.start()
        try:
            while time.monotonic() < deadline:
                try:
                    item = self.client.inbox.get(timeout=0.2)
                except queue.Empty:
                    continue
                if isinstance(item, LineStatus):
                    if item.kind in ("refused", "failed"):
                        _say(out, error=item.text, reason=item.reason)
                        return 1
                    continue
                if isinstance(item, wire.Welcome):
                    try:
                        bots = registry.get(item.game).bots
                        if self.bot_kind in bots:
                            self._welcome(item)
                    except (registry.UnknownGame, ValueError) as exc:     # a game or options of no game here
                        _say(out, error=f"the host's game cannot be played here: {str(exc)[:200]}")
                        return 1
                    if self.bot_kind not in bots:
                        _say(out, error=f"the game has no bot {self.bot_kind!r}: {', '.join(bots)}")
                        return 2
                    _say(out, seat=item.seat)
                elif isinstance(item, wire.Update) and self.game is not None:
                    if self.trace is not None:
                        self.trace.append((time.monotonic(), "seen", len(item.serials)))
                    try:
                        self.game.receive(item)
                    except wire.Violation as exc:
                        _say(out, error=f"the host sent a position of no game: {exc}")
                        return 1
                    if self.on_update is not None:
                        self.on_update(self.game)
                    self._play()
                elif isinstance(item, wire.Refusal):
                    self.refusals.append(item.reason)
                elif isinstance(item, wire.Finished) and self.game is not None:
                    self.finished = item
                    return self._end(out)
            _say(out, error="timeout")
            return 3
        finally:
            self.client.stop()

    def _end(self, out: TextIO) -> int:
        assert self.game is not None and self.finished is not None
        game = self.game
        try:
            mine = game.engine.final_result(game.state)     # a host may say "finished" early
            replayed = Game.from_record(self.finished.record, events=False)   # the host's record, checked move by move
            theirs = replayed.engine.final_result(replayed.state)
        except Exception as exc:  # noqa: BLE001 - whatever the host's record breaks, it is the host's fault
            _say(out, error=f"the host's finished game does not replay here: {str(exc)[:200]}")
            return 1
        _say(out, over=True, seat=game.seat, scores=list(mine["scores"]), winner=mine["winner"],
             record_scores=list(theirs["scores"]), moves=self.moves, refusals=len(self.refusals),
             frames=self.client.received, joins=self.client.joins, moves_back=self.moves_back)
        return 0
