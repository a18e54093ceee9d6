"""Hostile connections against a host (the fuzz campaign): each attack on a connection of its own,
what the host answered, and how it ended. Used by tests/net/test_fuzz.py and by hand:

    .venv/bin/python -m tests.net.fuzz        # a campaign against a game of bots; prints figures
"""

from __future__ import annotations

import json
import random
import secrets
from collections import Counter
from typing import Any

from websockets.sync.client import connect

from game.net import codes, wire

TIMEOUT = 5.0


def _hello(challenge: dict, code: str, name: str = "fuzz", app: str | None = None, **extra: Any) -> str:
    mine = codes.nonce()
    return json.dumps({"t": "hello", "app": app or challenge["app"], "protocol": wire.PROTOCOL, "nonce": mine,
                       "proof": codes.client_proof(code, challenge["nonce"], mine, name), "name": name, **extra})


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def attacks(code: str, rng: random.Random) -> dict[str, Any]:
    """Each attack: what to send after the host's challenge (a function of the challenge)."""
    junk = bytes(rng.randrange(256) for _ in range(200))
    return {
        "not json": lambda ch: ["{not json"],
        "binary": lambda ch: [junk],
        "oversized": lambda ch: ["x" * (wire.MAX_CLIENT_FRAME * 4)],
        "nested": lambda ch: [_nested(2_000)],       # under the size limit, past JSON's depth
        "unknown type": lambda ch: [json.dumps({"t": "eval", "code": "__import__('os')"})],
        "extra field": lambda ch: [_hello(ch, code, path="../../etc/passwd")],
        "act before hello": lambda ch: [json.dumps({"t": "act", "at": 0, "action": {}})],
        "wrong version": lambda ch: [_hello(ch, code, app="0.0.0-other")],
        "wrong code": lambda ch: [_hello(ch, "WRONGCODE")],
        "replayed proof": lambda ch: [json.dumps({"t": "hello", "app": ch["app"], "protocol": wire.PROTOCOL,
                                                  "nonce": "0" * 32, "proof": "ab" * 32, "name": "x"})],
        "forged ticket": lambda ch: [_hello(ch, code, ticket=secrets.token_hex(16))],
    }


def attack(port: int, send, host: str = "127.0.0.1") -> tuple[str, str]:
    """One hostile connection: (the host's refusal reason or "" , how the connection ended)."""
    reason = ""
    with connect(f"ws://{host}:{port}/", open_timeout=TIMEOUT, close_timeout=1, max_size=wire.MAX_HOST_FRAME) as ws:
        challenge = json.loads(ws.recv(TIMEOUT))
        try:
            for frame in send(challenge):
                ws.send(frame)
            while True:
                message = json.loads(ws.recv(TIMEOUT))
                if message.get("t") == "refused":
                    reason = message["reason"]
        except TimeoutError:
            return reason, "still open"
        except Exception as exc:  # noqa: BLE001 - closed by the host: how is the finding
            return reason, type(exc).__name__
    return reason, "closed"


def campaign(port: int, code: str, rounds: int = 1, seed: int = 0) -> Counter[tuple[str, str]]:
    """Every attack `rounds` times: how many ended with each (attack, refusal reason)."""
    rng = random.Random(seed)
    out: Counter[tuple[str, str]] = Counter()
    for _ in range(rounds):
        for name, send in attacks(code, rng).items():
            reason, _end = attack(port, send)
            out[name, reason] += 1
    return out


def main() -> None:
    from game.net import server
    from tests.net.inproc import start_client, start_host

    server.SLOW_LIMIT = 0.5          # the wrong codes' slowdown answers "slow" soon
    host, running, port, code = start_host("coal_baron", 3, 3, ["normal", "remote", "remote"])
    players = [start_client(port, code, bot="normal", bot_seed=s, seat=s) for s in (1, 2)]
    try:
        found = campaign(port, code, rounds=3)
        for _c, run in players:
            run.join()
        running.join()
    finally:
        for c, _run in players:
            c.client.stop()
        host.server.stop()
    for (name, reason), n in sorted(found.items()):
        print(f"{name:18} {reason or '-':10} {n}")
    print("host closures:", dict(host.server.refusals), "game over:", host.session.game.is_over)


if __name__ == "__main__":
    main()


def wait_seated(client: Any, timeout: float = 20.0) -> bool:
    """The headless client has its seat's first position."""
    from tests.net.helpers import wait_until

    return wait_until(lambda: client.game is not None and client.game.ready, timeout)
