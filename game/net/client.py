"""A joining player's connection to the host: a WebSocket client (`websockets`, asyncio) in a thread.

The game's thread reads `inbox` (the host's checked messages, and `Status` lines: connecting, lost,
refused...) and calls `send`. The client checks the host's version first (a different one is a
clear refusal, before any code is proved), answers the challenge without ever sending the code,
and checks the host's own proof (codes.host_proof): a host that does not know the code is left.

A dropped connection is tried again, with the seat's ticket (the welcome gave it), every few
seconds until `RETRY_FOR` seconds have passed; the host keeps the seat meanwhile.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from websockets.exceptions import ConnectionClosed

from game.core.i18n import _
from game.net import codes, wire

log = logging.getLogger(__name__)

OPEN_TIMEOUT = 8.0
RETRY_EVERY = 1.0
RETRY_FOR = 120.0
PING_EVERY = 5.0          # a host that stops answering these for PING_TIMEOUT s is taken for gone
PING_TIMEOUT = 15.0
MAX_UNREAD = 1_000        # messages the game has not read yet: past that, a flooding host is left
TOO_BIG = 1009            # WebSocket close code: a frame over the size limit


@dataclass(frozen=True)
class Status:
    """How the connection is: "connecting", "joined", "lost" (trying again), "refused" (the host
    said no: `reason` is its wire reason), "failed" (no host there, or not one of ours), "closed"."""

    kind: str
    text: str = ""
    reason: str = ""


def parse_address(text: str) -> tuple[str, int]:
    """"host", "host:port", "[v6]:port", "v6" -> (host, port); ValueError for anything else."""
    text = text.strip()
    if not text or len(text) > 260 or any(c.isspace() or c in "/?#@" for c in text):
        raise ValueError(_("That is not an address: write it as name:port, 192.168.1.20:{port} or [2001:db8::1]:{port}.")
                         .format(port=wire.DEFAULT_PORT))
    port = wire.DEFAULT_PORT
    if text.startswith("["):
        host, _sep, rest = text[1:].partition("]")
        if rest:
            if not rest.startswith(":"):
                raise ValueError(_("That is not an address: write it as name:port, 192.168.1.20:{port} or "
                                   "[2001:db8::1]:{port}.").format(port=wire.DEFAULT_PORT))
            port = _port(rest[1:])
    elif text.count(":") == 1:
        host, _sep, p = text.partition(":")
        port = _port(p)
    else:
        host = text          # a name, IPv4, or a bare IPv6 address
    if not host:
        raise ValueError(_("That address has no host name."))
    return host, port


def _port(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise ValueError(_("The port must be a number from 1 to 65535."))
    return int(text)


def websockets_connect() -> Any:
    """websockets' client `connect`. The standalone app leaves Python's ssl module out (and OpenSSL
    with it: build/haspelknecht.spec): the game speaks plain ws://, but websockets' client module
    imports ssl for wss:// at its top, so there it gets a stand-in that has no TLS at all."""
    try:
        import ssl  # noqa: F401
    except ImportError:
        import types

        stand_in = types.ModuleType("ssl")

        class SSLContext:           # never made: only named in websockets' annotations and checks
            pass

        def create_default_context(*_args: Any, **_kw: Any) -> Any:
            raise OSError("this build of the game has no TLS: a network game uses ws://")
        stand_in.SSLContext = SSLContext            # type: ignore[attr-defined]
        stand_in.create_default_context = create_default_context   # type: ignore[attr-defined]
        sys.modules["ssl"] = stand_in
    from websockets.asyncio.client import connect
    return connect


def uri(host: str, port: int) -> str:
    return f"ws://[{host}]:{port}/" if ":" in host else f"ws://{host}:{port}/"


def refusal_text(reason: str, detail: str, mine: str) -> str:
    """A refusal in words for the player."""
    if reason == "version":
        return _("The host plays version {host} of the game and this computer {mine}: both need the same "
                 "version.").format(host=detail or "?", mine=mine)
    if reason == "code":
        return _("The code is wrong. Ask the host for the code the invitation shows.")
    if reason == "slow":
        return _("Too many wrong codes: wait a minute, then try again.")
    if reason == "full":
        return _("Every seat of this game is taken.")
    if reason == "away":
        return _("The free seats are kept for the players who left: join under the name you played "
                 "with to take yours again.")
    if reason == "closed":
        return _("The host closed the game.")
    if reason == "taken":
        return _("Your seat was taken up again from another connection.")
    return _("The host closed the connection: {detail}").format(detail=detail or reason)


class Client:
    def __init__(self, address: str, code: str, name: str, app: str, *, colour: int | None = None,
                 seat: int | None = None, confirms: bool = False, retry_for: float = RETRY_FOR) -> None:
        self.host, self.port = parse_address(address)
        self.code = codes.normal_code(code)
        self.name = name
        self.app = app
        self.colour = colour
        self.seat = seat
        self.confirms = confirms
        self.retry_for = retry_for
        self.ticket: str | None = None
        self.notify: Callable[[], None] | None = None   # told after each arrival (the window wakes)
        self.inbox: queue.Queue[Any] = queue.Queue()
        self.received = 0                 # frames read (the bench and the tests)
        self.frames: list[str] | None = None   # every frame read, when a test keeps them
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: Any = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._back_at = 0.0               # a test's drop: not before then
        self.joins = 0                    # welcomes received (a rejoin counts again)
        self.welcomed: wire.Welcome | None = None   # the first welcome: a rejoin must find the same game
        self.open_timeout, self.ping_every, self.ping_timeout = OPEN_TIMEOUT, PING_EVERY, PING_TIMEOUT

    def _put(self, item: Any) -> None:
        self.inbox.put(item)
        if self.notify is not None:
            self.notify()

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self._loop = loop
        try:
            loop.run_until_complete(self._life())
        finally:
            # the connection's own tasks (keepalive, a close under way) end with the loop, quietly
            tasks = asyncio.all_tasks(loop)
            for task in tasks:
                task.cancel()
            if tasks:
                loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    def stop(self) -> None:
        self._stop.set()
        self.send(wire.Bye(t="bye"))
        loop = self._loop
        if loop is not None and not loop.is_closed() and self._ws is not None:
            try:
                asyncio.run_coroutine_threadsafe(self._ws.close(), loop)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(5)

    def drop(self, away: float = 0.0) -> None:
        """Cut the line without a goodbye (tests: a connection that drops); it is tried again after
        `away` seconds at the soonest."""

        self._back_at = time.monotonic() + away
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None and not loop.is_closed():
            try:
                asyncio.run_coroutine_threadsafe(_abort(ws), loop)
            except RuntimeError:
                pass

    def send(self, message: Any) -> None:
        self.send_text(wire.dump(message))

    def send_text(self, text: str) -> None:
        loop, ws = self._loop, self._ws
        if loop is None or ws is None or loop.is_closed():
            return
        try:
            asyncio.run_coroutine_threadsafe(_send(ws, text), loop)
        except RuntimeError:
            pass

    # --- the connection's life, in its thread --------------------------------------------------
    async def _life(self) -> None:

        lost_at: float | None = None
        while not self._stop.is_set():
            self._put(Status("connecting" if lost_at is None else "lost"))
            outcome = await self._once()
            if outcome in ("refused", "failed-first", "stopped"):
                return
            if lost_at is None:
                lost_at = time.monotonic()
            if outcome == "joined-then-lost":
                lost_at = time.monotonic()
            if time.monotonic() - lost_at > self.retry_for:
                self._put(Status("failed", _("The connection to the host is lost.")))
                return
            await asyncio.sleep(max(RETRY_EVERY, self._back_at - time.monotonic()))

    async def _once(self) -> str:
        connect = websockets_connect()
        try:
            ws = await asyncio.wait_for(connect(uri(self.host, self.port), max_size=wire.MAX_HOST_FRAME,
                                                compression=None, open_timeout=self.open_timeout,
                                                ping_interval=self.ping_every, ping_timeout=self.ping_timeout,
                                                close_timeout=2), self.open_timeout + 1)
        except Exception as exc:  # noqa: BLE001 - no host there (yet), a name that does not resolve...
            if self.ticket is None:
                self._put(Status("failed", _("No game answers at {address}: {why}").format(
                    address=f"{self.host}:{self.port}", why=type(exc).__name__)))
                return "failed-first"
            return "lost"
        self._ws = ws
        try:
            return await self._talk(ws)
        finally:
            self._ws = None
            await _abort(ws)

    async def _talk(self, ws: Any) -> str:
        # only a line lost after a welcome restarts the retry clock: a host that accepts connections
        # and then never welcomes would otherwise be tried again for ever
        lost = "lost"
        try:
            first = wire.read_host(await asyncio.wait_for(ws.recv(), self.open_timeout))
            if isinstance(first, wire.Refused):
                return self._refused(first)
            if not isinstance(first, wire.Challenge):
                raise wire.Violation("the host did not begin with its challenge")
            if first.protocol != wire.PROTOCOL or first.app != self.app:
                self._put(Status("refused", refusal_text("version", first.app, self.app), "version"))
                return "refused"
            mine = codes.nonce()
            try:
                hello = wire.Hello(t="hello", app=self.app, protocol=wire.PROTOCOL, nonce=mine,
                                   proof=codes.client_proof(self.code, first.nonce, mine, self.name),
                                   name=self.name, colour=self.colour, seat=self.seat, ticket=self.ticket,
                                   confirms=self.confirms)
            except ValidationError:
                # this side's own wish (a name too long or empty) would fail the same at every try
                self._put(Status("failed", _("This name cannot join a game: {name}").format(name=self.name[:30])))
                return "refused"
            await ws.send(wire.dump(hello))
            answer = wire.read_host(await asyncio.wait_for(ws.recv(), 90))
            if isinstance(answer, wire.Refused):
                return self._refused(answer)
            if not isinstance(answer, wire.Welcome):
                raise wire.Violation("the host did not welcome this seat")
            if not codes.check(codes.host_proof(self.code, first.nonce, mine), answer.proof):
                raise wire.Violation("the host does not know the code")
            self._same_game(answer)
            self.ticket, self.seat = answer.ticket, answer.seat
            self.joins += 1
            self._put(answer)
            self._put(Status("joined"))
            lost = "joined-then-lost"
            async for frame in ws:
                self.received += 1
                if self.frames is not None:
                    self.frames.append(frame if isinstance(frame, str) else "")
                if self.inbox.qsize() > MAX_UNREAD:
                    # the game reads every frame within a frame of the window or two: a host that
                    # outruns it by this much floods (memory would grow without end)
                    raise wire.Violation(f"more than {MAX_UNREAD} messages unread: a flood")
                message = wire.read_host(frame)
                if isinstance(message, wire.Refused) and message.reason == "bad":
                    # cut off for a message the host took for a breach (a glitch, a burst): the
                    # seat is kept, so the player takes it up again with its ticket
                    log.warning("network: the host cut this connection off: %s", message.detail)
                    return "joined-then-lost"
                if isinstance(message, wire.Refused):
                    return self._refused(message)
                self._put(message)
            return "stopped" if self._stop.is_set() else "joined-then-lost"
        except wire.Violation as exc:
            log.warning("network: leaving the host: %s", exc)
            self._put(Status("failed", _("The host sent what this game does not understand; left.")))
            return "refused"
        except TimeoutError:
            return "lost"
        except ConnectionClosed as exc:
            if exc.sent is not None and exc.sent.code == TOO_BIG:     # websockets refused an oversized frame
                log.warning("network: leaving the host: a frame over %d characters", wire.MAX_HOST_FRAME)
                self._put(Status("failed", _("The host sent what this game does not understand; left.")))
                return "refused"
            log.info("network: connection lost: %s", type(exc).__name__)
            return "stopped" if self._stop.is_set() else lost
        except Exception as exc:  # noqa: BLE001 - the line broke
            log.info("network: connection lost: %s", type(exc).__name__)
            return "stopped" if self._stop.is_set() else lost

    def _same_game(self, welcome: wire.Welcome) -> None:
        """A rejoin's welcome must be the first one's game: the same game, options and seat (a host
        that changed them mid-game would have the table show a position of another game)."""
        first = self.welcomed
        if first is None:
            self.welcomed = welcome
        elif (welcome.game, welcome.options, welcome.seat) != (first.game, first.options, first.seat):
            raise wire.Violation("the host changed the game, its options or this seat on a rejoin")

    def _refused(self, refused: wire.Refused) -> str:
        self._put(Status("refused", refusal_text(refused.reason, refused.detail, self.app), refused.reason))
        return "refused"


async def _send(ws: Any, text: str) -> None:
    try:
        await ws.send(text)
    except Exception:  # noqa: BLE001 - the line is gone: the reader tries again
        pass


async def _abort(ws: Any) -> None:
    try:
        transport = getattr(ws, "transport", None)
        if transport is not None:
            transport.abort()
        else:
            await ws.close()
    except Exception:  # noqa: BLE001
        pass
