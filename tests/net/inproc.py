"""A headless host and clients in this process (threads), for the tests that look inside them: the
host's true game, every frame a client received. Each runs with a deadline and is joined by the
test that started it."""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from typing import Any

from game.net.headless import HeadlessClient, HeadlessHost
from tests.net.helpers import wait_until

DEADLINE = 120.0


class Lines:
    """A text stream that keeps the JSON lines written to it."""

    def __init__(self) -> None:
        self.lines: list[dict[str, Any]] = []
        self._buf = ""

    def write(self, text: str) -> int:
        self._buf += text
        while "\n" in self._buf:
            line, self._buf = self._buf.split("\n", 1)
            self.lines.append(json.loads(line))
        return len(text)

    def flush(self) -> None:
        pass


class Running:
    """A thread running `target(out)`, its output lines and its return code."""

    def __init__(self, target, name: str) -> None:
        self.out = Lines()
        self.code: int | None = None
        self.error: BaseException | None = None

        def body() -> None:
            try:
                self.code = target(self.out)
            except BaseException as exc:  # noqa: BLE001 - reported by the test
                self.error = exc
        self.thread = threading.Thread(target=body, name=name, daemon=True)
        self.thread.start()

    def join(self, timeout: float = DEADLINE) -> None:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "a network thread did not end in time"
        if self.error is not None:
            raise self.error


def start_host(game: str, players: int, seed: int, kinds: Sequence[str], **options: Any
               ) -> tuple[HeadlessHost, Running, int, str]:
    run_options = {k: options.pop(k) for k in ("fill_after", "fill_kind") if k in options}
    host = HeadlessHost(game, players, seed, kinds, bind="127.0.0.1", port=0, **options)
    running = Running(lambda out: host.run(out, timeout=DEADLINE, **run_options), "test-host")
    assert wait_until(lambda: bool(running.out.lines) or not running.thread.is_alive(), 20)
    ready = running.out.lines[0]
    return host, running, ready["listening"], ready["code"]


def start_client(port: int, code: str, **options: Any) -> tuple[HeadlessClient, Running]:
    client = HeadlessClient(f"127.0.0.1:{port}", code, **options)
    return client, Running(lambda out: client.run(out, timeout=DEADLINE), "test-client")
