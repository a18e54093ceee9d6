"""Whole seeded games over loopback: a headless host and three clients as separate processes, bots
in every seat; every computer ends with the result of the same game played locally."""

from __future__ import annotations

import pytest

from tests.net.helpers import finish, host, join, local_result, stop


@pytest.mark.parametrize(("game", "seed", "kinds", "address"), [
    ("coal_baron", 11, ("normal", "random", "normal", "random"), "127.0.0.1"),
    ("haspelknecht", 5, ("random", "random", "random", "random"), "::1"),
])
def test_a_host_and_three_clients_end_as_the_local_game(game: str, seed: int, kinds: tuple, address: str) -> None:
    bind = address
    host_proc, port, code = host(game, 4, seed, [kinds[0], "remote", "remote", "remote"], bind=bind)
    where = f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
    clients = []
    try:
        for seat in (1, 2, 3):
            clients.append(join(where, code, "--seat", str(seat + 1), "--bot", kinds[seat],
                                "--bot-seed", str(100 + seat), "--name", f"Friend {seat}"))
        ends = [finish(c)[-1] for c in clients]
        host_end = finish(host_proc)[-1]
    finally:
        stop(host_proc, *clients)
    local = local_result(game, 4, seed, [(kinds[0], seed * 31)] + [(kinds[s], 100 + s) for s in (1, 2, 3)])
    assert host_end["over"] and host_end["scores"] == local["scores"] and host_end["actions"] == local["actions"]
    assert host_end["refusals"] == 0 and host_end["closures"] == {}
    for seat, end in zip((1, 2, 3), ends, strict=True):
        assert end["seat"] == seat
        assert end["scores"] == local["scores"], "the client's own table ends with the local result"
        assert end["record_scores"] == local["scores"], "the host's record, replayed there, too"
        assert end["winner"] == local["winner"]
