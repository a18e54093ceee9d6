"""The host's connections: a WebSocket server (the `websockets` library, asyncio) in a thread.

It carries frames and keeps the protocol's limits; the game's rules are the host core's
(game.net.host), which runs on the game's own thread and talks to this one through `inbox` (what
arrived: a connection that proved the code, a message, a connection gone) and `send`/`close`.

Per connection: the host's challenge first; a hello within HELLO_TIMEOUT of the same version and
protocol ("version" refused otherwise), whose proof of the code is checked after the wait the
wrong-code limiter asks (game.net.codes.WrongCodes: "code", "slow"); then messages of at most
wire.MAX_CLIENT_FRAME characters, each a message of the protocol (wire.read_client), at most
RATE per second on average beyond one per position it was sent. Anything else closes that
connection with its reason, logged and kept in `closures`; the game never sees it. Frames are never compressed (no inflating bombs).
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import queue
import socket
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.net import codes, wire

log = logging.getLogger(__name__)

HELLO_TIMEOUT = 10.0       # seconds a new connection has to prove the code
RATE = 20.0                # messages per second a connection may send on average
BURST = 60                 # ... and at once
MAX_PENDING = 32           # connections that have not proved the code yet, from everywhere
MAX_PER_ADDRESS = 8        # open connections from one address
MAX_OUTBOX = 500           # messages waiting for a slow client before it is cut off
SLOW_LIMIT = 5.0           # a wait longer than this for the next code check: refused at once ("slow")


def listening_socket(host: str | None, port: int) -> socket.socket:
    """One socket for every family asked: `host` None listens on IPv6 and IPv4 at once (a dual-stack
    socket, so that a free port picked with `port` 0 is the same for both; IPv4 only where the
    system has no IPv6); OSError if the port is taken."""
    if host is None and socket.has_ipv6:
        try:
            sock = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
        except OSError:
            sock = None
        if sock is not None:
            try:
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                sock.bind(("::", port))
                sock.listen(64)
                sock.setblocking(False)
                return sock
            except OSError:
                sock.close()
    infos = socket.getaddrinfo(host or "0.0.0.0", port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    family, kind, proto, _name, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(64)
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    return sock


@dataclass(frozen=True)
class Joined:
    conn: int
    hello: wire.Hello
    host_proof: str


@dataclass(frozen=True)
class Received:
    conn: int
    message: Any


@dataclass(frozen=True)
class Gone:
    conn: int


class Server:
    def __init__(self, code: str, app: str, *, host: str | None = None, port: int = wire.DEFAULT_PORT,
                 limiter: codes.WrongCodes | None = None) -> None:
        """`host`: the address to listen on (None: every interface, IPv4 and IPv6; tests give
        127.0.0.1); `port` 0 picks a free one (`port` tells which once started)."""
        self.code = code
        self.app = app
        self.host = host
        self.port = port
        self.limiter = limiter or codes.WrongCodes()
        self.notify: Callable[[], None] | None = None   # told after each arrival (the window wakes)
        self.inbox: queue.Queue[Joined | Received | Gone] = queue.Queue()
        self.closures: list[tuple[str, str]] = []     # (address, reason) of every connection closed by us
        self.refusals: Counter[str] = Counter()       # why, counted
        self._ids = itertools.count(1)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: Any = None
        self._outboxes: dict[int, asyncio.Queue] = {}
        self._grants: dict[int, int] = {}             # messages allowed beyond the rate (see send)
        self._pending = 0
        self._per_address: Counter[str] = Counter()
        self._ready = threading.Event()
        self._error: BaseException | None = None

    def _put(self, item: Any) -> None:
        self.inbox.put(item)
        if self.notify is not None:
            self.notify()

    # --- life ---------------------------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> int:
        """Listen (in a thread of its own); the port listened on. OSError if the port is taken."""
        self._thread = threading.Thread(target=self._run, name="net-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the network host did not start in time")
        if self._error is not None:
            raise OSError(str(self._error)) from self._error
        return self.port

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._open())
        except BaseException as exc:  # noqa: BLE001 - told to the starting thread
            self._error = exc
            self._ready.set()
            loop.close()
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            # connections still in their handshake (a peer that sends a byte at a time) end with the
            # loop, quietly: left pending they were destroyed with a traceback each on stderr
            tasks = asyncio.all_tasks(loop)
            for task in tasks:
                task.cancel()
            if tasks:
                loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _open(self) -> None:
        from websockets.asyncio.server import serve

        sock = listening_socket(self.host, self.port)
        self._server = await serve(self._connection, sock=sock, max_size=wire.MAX_CLIENT_FRAME,
                                   max_queue=16, compression=None, ping_interval=5, ping_timeout=15,
                                   open_timeout=HELLO_TIMEOUT, close_timeout=2)
        self.port = sock.getsockname()[1]

    def stop(self) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            return

        async def _shut() -> None:
            if self._server is not None:
                self._server.close()
                try:
                    await asyncio.wait_for(self._server.wait_closed(), 3)
                except TimeoutError:
                    pass
            loop.stop()
        try:
            asyncio.run_coroutine_threadsafe(_shut(), loop)
        except RuntimeError:
            return
        if self._thread is not None:
            self._thread.join(5)

    # --- from the game's thread ---------------------------------------------------------------
    def send(self, conn: int, message: Any) -> None:
        # an update is a new position: the player may answer it at once (a bot does, faster than
        # any person), so each one sent allows one more message beyond the rate
        self._post(conn, wire.dump(message), grant=isinstance(message, wire.Update))

    def close(self, conn: int, reason: str, detail: str) -> None:
        """Tell the connection why, then close it."""
        self._closing(f"connection {conn}", reason, detail)
        self._post(conn, wire.dump(wire.Refused(t="refused", reason=reason, detail=detail[:300])))  # type: ignore[arg-type]
        self._post(conn, None)

    def _post(self, conn: int, text: str | None, grant: bool = False) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            return

        def put() -> None:
            box = self._outboxes.get(conn)
            if box is None:
                return
            if box.qsize() >= MAX_OUTBOX:
                box.put_nowait(None)        # too slow a reader: cut off (its seat waits for it)
                return
            box.put_nowait(text)
            if grant:
                self._grants[conn] = self._grants.get(conn, 0) + 1
        try:
            loop.call_soon_threadsafe(put)
        except RuntimeError:
            pass

    # --- a connection -------------------------------------------------------------------------
    def _closing(self, address: str, reason: str, detail: str = "") -> None:
        log.warning("network: closing a connection from %s: %s%s", address, reason, f" ({detail})" if detail else "")
        self.closures.append((address, f"{reason}: {detail}" if detail else reason))
        self.refusals[reason] += 1

    async def _refuse(self, ws: Any, address: str, reason: str, detail: str = "") -> None:
        self._closing(address, reason, detail)
        try:
            await ws.send(wire.dump(wire.Refused(t="refused", reason=reason, detail=detail[:300])))  # type: ignore[arg-type]
            await ws.close(1008, reason)
        except Exception:  # noqa: BLE001 - the other side may be gone already
            pass

    async def _connection(self, ws: Any) -> None:
        peer = ws.remote_address
        address = str(peer[0]) if peer else "?"
        if self._pending >= MAX_PENDING or self._per_address[address] >= MAX_PER_ADDRESS:
            await self._refuse(ws, address, "full", "too many connections")
            return
        self._per_address[address] += 1
        self._pending += 1
        proven = False
        try:
            hello, proof = await self._handshake(ws, address)
            self._pending -= 1
            proven = True
            if hello is None:
                return
            await self._play(ws, address, hello, proof)
        finally:
            if not proven:
                self._pending -= 1
            self._per_address[address] -= 1
            if self._per_address[address] <= 0:
                del self._per_address[address]

    async def _handshake(self, ws: Any, address: str) -> tuple[wire.Hello | None, str]:
        host_nonce = codes.nonce()
        try:
            await ws.send(wire.dump(wire.Challenge(t="challenge", app=self.app, protocol=wire.PROTOCOL,
                                                   nonce=host_nonce)))
            frame = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
        except TimeoutError:
            await self._refuse(ws, address, "bad", "no hello in time")
            return None, ""
        except Exception as exc:  # noqa: BLE001 - closed, or a frame over the limit
            self._closing(address, "bad", f"before the hello: {type(exc).__name__}")
            return None, ""
        try:
            hello = wire.read_client(frame)
        except wire.Violation as exc:
            await self._refuse(ws, address, "bad", str(exc))
            return None, ""
        if not isinstance(hello, wire.Hello):
            await self._refuse(ws, address, "bad", "the first message must be a hello")
            return None, ""
        if hello.protocol != wire.PROTOCOL or hello.app != self.app:
            await self._refuse(ws, address, "version", self.app)
            return None, ""
        wait = self.limiter.wait_before_check(address)
        if wait > SLOW_LIMIT:
            await self._refuse(ws, address, "slow", f"{wait:.0f}")
            return None, ""
        if wait > 0:
            await asyncio.sleep(wait)
        if not codes.check(codes.client_proof(self.code, host_nonce, hello.nonce, hello.name), hello.proof):
            self.limiter.wrong(address)
            await self._refuse(ws, address, "code")
            return None, ""
        self.limiter.right(address)
        return hello, codes.host_proof(self.code, host_nonce, hello.nonce)

    async def _play(self, ws: Any, address: str, hello: wire.Hello, proof: str) -> None:
        conn = next(self._ids)
        box: asyncio.Queue = asyncio.Queue()
        self._outboxes[conn] = box
        sender = asyncio.ensure_future(self._sender(ws, box))
        self._put(Joined(conn, hello, proof))
        tokens, last = float(BURST), time.monotonic()
        try:
            async for frame in ws:
                now = time.monotonic()
                tokens = min(BURST, tokens + (now - last) * RATE + self._grants.pop(conn, 0)) - 1
                last = now
                if tokens < 0:
                    await self._refuse(ws, address, "bad", "flooding")
                    break
                try:
                    message = wire.read_client(frame)
                except wire.Violation as exc:
                    await self._refuse(ws, address, "bad", str(exc))
                    break
                self._put(Received(conn, message))
        except Exception as exc:  # noqa: BLE001 - a frame over the limit, a broken line
            sent = getattr(exc, "sent", None)       # the close frame we sent: 1009, a frame too big
            if sent is not None and sent.code == 1009:
                self._closing(address, "bad", f"a frame over {wire.MAX_CLIENT_FRAME} bytes")
            else:            # the line dropped (the player may come back): no refusal of ours
                log.info("network: the connection from %s dropped (%s)", address, type(exc).__name__)
        finally:
            self._outboxes.pop(conn, None)
            self._grants.pop(conn, None)
            sender.cancel()
            self._put(Gone(conn))

    async def _sender(self, ws: Any, box: asyncio.Queue) -> None:
        try:
            while True:
                text = await box.get()
                if text is None:
                    await ws.close(1000)
                    return
                await ws.send(text)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - the connection is gone: its reader ends it
            return
