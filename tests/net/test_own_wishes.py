"""What this side asks for itself is checked before any connection: the host's join code and the
joiner's name. A wish the other side must refuse every time is said once, in a line, instead of a
connection tried again and again until the timeout."""

from __future__ import annotations

import queue
import time

import pytest

from game.cli import main
from game.net.client import Client, Status
from game.net.server import Server

APP = "0.0.0-test"


@pytest.mark.parametrize("code", ["x", "ABC", "ABCDEFGHJ", "ABCDEFG0", "ABCD EFG!"])
def test_the_host_refuses_a_code_the_program_would_not_make(code: str, capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["host", "--players", "2", "--code", code, "--bind", "127.0.0.1", "--port", "0", "--timeout", "1"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "is not a join code" in err and "Traceback" not in err


@pytest.mark.parametrize("name", ["", "   ", "\u200b", "a\nb", "x" * 25])
def test_join_refuses_a_name_no_seat_can_take(name: str, capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["join", "127.0.0.1:9", "ABCDEFGH", "--name", name, "--timeout", "1"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "is not a player's name" in err and "Traceback" not in err


def test_a_client_whose_hello_cannot_be_made_stops_with_a_message_at_once() -> None:
    server = Server("ABCDEFGH", APP, host="127.0.0.1", port=0)
    port = server.start()
    client = Client(f"127.0.0.1:{port}", "ABCDEFGH", "x" * 40, APP, retry_for=60)
    try:
        client.start()
        deadline = time.monotonic() + 20
        last: Status | None = None
        while time.monotonic() < deadline and not (last and last.kind in ("failed", "refused")):
            try:
                item = client.inbox.get(timeout=0.5)
            except queue.Empty:
                continue
            if isinstance(item, Status):
                last = item
        assert last is not None and last.kind == "failed", last
        assert "name" in last.text
    finally:
        client.stop()
        server.stop()


def test_the_host_stops_quietly_while_peers_are_still_in_their_handshake(caplog) -> None:
    """A peer that sends its opening request a byte at a time (slow-loris) holds a connection in its
    handshake; the host stopping then left each one pending, destroyed with a traceback on stderr."""
    import gc
    import logging
    import socket
    import sys

    unraisable: list = []
    old_hook = sys.unraisablehook
    sys.unraisablehook = unraisable.append
    caplog.set_level(logging.ERROR, logger="asyncio")
    server = Server("ABCDEFGH", APP, host="127.0.0.1", port=0)
    port = server.start()
    peers = []
    try:
        for _ in range(6):
            peer = socket.create_connection(("127.0.0.1", port), timeout=5)
            peer.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")          # never finished
            peers.append(peer)
        time.sleep(0.5)
        started = time.monotonic()
        server.stop()
        assert time.monotonic() - started < 9
        del server          # its connections' tasks go with it: a pending one complains then
        gc.collect()
    finally:
        sys.unraisablehook = old_hook
        for peer in peers:
            peer.close()
    destroyed = [r for r in caplog.records if "destroyed but it is pending" in r.getMessage()]
    assert not destroyed and not unraisable, (len(destroyed), unraisable[:1])
