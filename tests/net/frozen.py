"""The standalone app plays network games (make dist-check): over loopback, the FROZEN executable
hosts (a bot in its seat) and two more copies of it join with bots, a seeded 3-player game of each
game; each ends as the same game played by this source tree's engine on one computer, and as the
same game hosted and joined by this source tree's `host` and `join`. This checks what only the
frozen app can get wrong: websockets' client without ssl (game/net/client.py's stand-in), the
modules imported by name at run time, the bots in the frozen seats. Every process has a deadline
and is stopped before the check ends.

    .venv/bin/python -m tests.net.frozen dist/haspelknecht/haspelknecht
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import Any

from game.cli import version
from tests.net.helpers import finish, host, join, local_result, stop

GAMES = (("coal_baron", 11, ("normal", "random", "normal")), ("haspelknecht", 5, ("random", "random", "random")))


def play(game: str, seed: int, kinds: Sequence[str], program: Sequence[str] | None) -> dict[str, Any]:
    """A seeded 3-player game hosted and joined over 127.0.0.1 by `program` (None: the source's)."""
    host_proc, port, code = host(game, 3, seed, [kinds[0], "remote", "remote"], program=program)
    clients = []
    try:
        for seat in (1, 2):
            clients.append(join(f"127.0.0.1:{port}", code, "--seat", str(seat + 1), "--bot", kinds[seat],
                                "--bot-seed", str(100 + seat), "--name", f"Friend {seat}", program=program))
        ends = [finish(c)[-1] for c in clients]
        host_end = finish(host_proc)[-1]
    finally:
        stop(host_proc, *clients)
    return {"host": host_end, "clients": ends}


def frozen_version(program: Sequence[str]) -> str:
    """The version the frozen app tells (`--version`): what its network hello sends."""
    out = subprocess.run([*program, "--version"], capture_output=True, text=True, timeout=60)
    return out.stdout.strip().rpartition(" ")[2]


def check(program: Sequence[str]) -> list[str]:
    """What went wrong (nothing: an empty list); prints a line per game."""
    problems = []
    told = frozen_version(program)
    if told != version():
        # an app without its own metadata says "unknown" and would meet any other version's host
        return [f"the frozen app tells version {told!r}, the source {version()!r}"]
    for game, seed, kinds in GAMES:
        started = time.monotonic()
        local = local_result(game, 3, seed, [(kinds[0], seed * 31)] + [(kinds[s], 100 + s) for s in (1, 2)])
        frozen = play(game, seed, kinds, program)
        source = play(game, seed, kinds, None)
        for who, run in (("frozen", frozen), ("source", source)):
            end = run["host"]
            if not end.get("over") or end["scores"] != local["scores"] or end["actions"] != local["actions"]:
                problems.append(f"{game}: the {who} host ended otherwise than the local game: {end} / {local}")
            if end.get("refusals") or end.get("closures"):
                problems.append(f"{game}: the {who} host refused moves or connections: {end}")
            for client in run["clients"]:
                if client.get("scores") != local["scores"] or client.get("record_scores") != local["scores"]:
                    problems.append(f"{game}: a {who} client ended otherwise than the local game: {client}")
        print(f"frozen network game: {game} seed {seed}, {local['actions']} moves, scores {local['scores']}: "
              f"frozen host and 2 frozen clients {'as' if not problems else 'NOT as'} the source's and the "
              f"local game ({time.monotonic() - started:.0f} s)", flush=True)
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("executable", help="the frozen app (dist/haspelknecht/haspelknecht)")
    args = parser.parse_args(argv)
    problems = check([args.executable])
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
