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
