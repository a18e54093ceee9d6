"""The network bench (make bench): over loopback, the time from a client's move to its appearance on
another client (p50/p95), and the host's CPU per move. A headless host (a bot in its own seat) and
three clients, each a process of its own as on four computers, play seeded games of each game by
random bots (they answer at once: what is measured is the network's and the host's part); every
client writes when it sent each move and when it saw each position (`join --trace`), on the
system's monotonic clock, which every process shares.

    .venv/bin/python -m tests.net.bench [--games N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path

from tests.net.helpers import finish, host, join, stop


def _trace(path: Path) -> list[tuple[float, str, int]]:
    return [tuple(json.loads(line)) for line in path.read_text(encoding="utf-8").splitlines()]  # type: ignore[misc]


def latencies(traces: list[list[tuple[float, str, int]]]) -> list[float]:
    """For each move a client sent (on a position of n actions: the move is the record's n+1st),
    the time until each other client saw a position of at least n+1 actions."""
    out = []
    for i, mine in enumerate(traces):
        for t_sent, what, n in mine:
            if what != "sent":
                continue
            for j, theirs in enumerate(traces):
                if j == i:
                    continue
                seen = next((t for t, w, m in theirs if w == "seen" and m >= n + 1 and t >= t_sent), None)
                if seen is not None:
                    out.append(seen - t_sent)
    return out


def run_game(game: str, seed: int, folder: Path) -> tuple[list[float], float, int]:
    host_proc, port, code = host(game, 4, seed, ["random", "remote", "remote", "remote"])
    clients, paths = [], []
    try:
        for seat in (1, 2, 3):
            path = folder / f"{game}-{seed}-{seat}.jsonl"
            paths.append(path)
            clients.append(join(f"127.0.0.1:{port}", code, "--seat", str(seat + 1), "--bot", "random",
                                "--bot-seed", str(seed + seat), "--trace", str(path)))
        for c in clients:
            finish(c)
        end = finish(host_proc)[-1]
    finally:
        stop(host_proc, *clients)
    return latencies([_trace(p) for p in paths]), end["cpu_per_move"], end["actions"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="seeded games of each game (default 2)")
    args = parser.parse_args()
    print("network over loopback: a client's move seen by another client; the host's CPU per move")
    with tempfile.TemporaryDirectory() as tmp:
        for game in ("haspelknecht", "coal_baron"):
            lat: list[float] = []
            cpu, moves = [], 0
            for seed in range(1, args.games + 1):
                got, per_move, n = run_game(game, seed, Path(tmp))
                lat += got
                cpu.append(per_move)
                moves += n
            q = statistics.quantiles(lat, n=20)
            print(f"{game:13} {moves:5} moves  move->other client p50 {statistics.median(lat) * 1000:6.1f} ms  "
                  f"p95 {q[18] * 1000:6.1f} ms  host CPU per move {statistics.mean(cpu) * 1000:5.2f} ms")


if __name__ == "__main__":
    main()
