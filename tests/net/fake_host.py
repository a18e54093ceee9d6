"""A small hostile host for the client's tests: a WebSocket server on 127.0.0.1 (asyncio, in a thread
of its own) that speaks the protocol's opening truthfully (the challenge, the code's proof, a welcome)
and then sends whatever frames the test scripted, however absurd; or stops answering.

It is no game host: it has no engine and never reads a move. `stop()` ends its loop and thread."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Sequence
from typing import Any

from websockets.asyncio.server import serve

from game.core.record import Game
from game.net import codes, wire
from game.net.headless import app_version
from game.net.seat_feed import SeatFeed, seat_views

CODE = "ABCDEFGH"


def first_update(game: Game, seat: int, version: int = 0) -> wire.Update:
    """A true update: the seat's view of `game`, as a real host sends it."""
    feed = SeatFeed(seat_views(game.definition), seat)
    return feed.update(game, version, list(range(len(game.actions))), None)


def welcome(game: Game, seat: int, ticket: str = "0" * 32, **change: Any) -> dict[str, Any]:
    """The welcome's fields for `game` (the proof is added by the host); `change` replaces some."""
    fields = {"t": "welcome", "seat": seat, "ticket": ticket, "game": game.definition.name,
              "options": game.options.model_dump(mode="json"), "hints": True}
    fields.update(change)
    return fields


class FakeHost:
    """`script(n)` gives the frames for the n-th connection (0 first): each a str (sent as it is),
    a dict (the welcome's fields: its proof is made here), a float (a pause in seconds), "CLOSE"
    (end this connection) or "HANG" (stop reading and answering: pings go unanswered)."""

    def __init__(self, script: Callable[[int], Sequence[Any]]) -> None:
        self.script = script
        self.connections = 0
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ready = threading.Event()
        self._done: asyncio.Future | None = None
        self._thread = threading.Thread(target=self._run, name="fake-host", daemon=True)

    def start(self) -> FakeHost:
        self._thread.start()
        assert self._ready.wait(10), "the fake host did not start"
        return self

    def stop(self) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed() and self._done is not None:
            loop.call_soon_threadsafe(lambda: self._done.done() or self._done.set_result(None))  # type: ignore[union-attr]
        self._thread.join(10)
        assert not self._thread.is_alive(), "the fake host did not stop"

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        finally:
            loop.close()

    async def _main(self) -> None:
        self._done = asyncio.get_running_loop().create_future()
        async with serve(self._talk, "127.0.0.1", 0, max_size=wire.MAX_CLIENT_FRAME, compression=None,
                         ping_interval=None, close_timeout=0.5) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            await self._done
            server.close()

    async def _talk(self, ws: Any) -> None:
        n = self.connections
        self.connections += 1
        nonce = codes.nonce()
        await ws.send(wire.dump(wire.Challenge(t="challenge", app=app_version(), protocol=wire.PROTOCOL,
                                               nonce=nonce)))
        hello = wire.read_client(await ws.recv())
        assert isinstance(hello, wire.Hello)
        try:
            for item in self.script(n):
                if isinstance(item, float):
                    await asyncio.sleep(item)
                elif item == "CLOSE":
                    await ws.close()
                    return
                elif item == "HANG":
                    ws.transport.pause_reading()      # no pong, no reading: a host that froze
                    await self._done
                    ws.transport.abort()
                    return
                elif isinstance(item, dict):
                    proof = codes.host_proof(codes.normal_code(CODE), nonce, hello.nonce)
                    await ws.send(wire.Welcome(**item, proof=proof).model_dump_json())
                else:
                    await ws.send(item)
            await self._done              # keep the line open until the test ends
        except Exception:                 # noqa: BLE001 - the client left: that is what is tested
            pass
