"""Network games on loopback for the tests: a headless host and clients as separate processes (the
`host` and `join` commands), each with a deadline and stopped by the test that started it; and the
same game played locally, to compare results with."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.core import registry
from game.core.match import Match
from game.core.record import Game

ROOT = Path(__file__).resolve().parents[2]
DEADLINE = 150.0        # seconds a whole networked game may take on a busy 2-core machine


def command(*args: str, program: Sequence[str] | None = None) -> list[str]:
    """The program's command line: this source tree's, or `program` (the frozen app's executable)."""
    return [*(program or [sys.executable, "-m", "game.cli"]), *args]


def start(*args: str, program: Sequence[str] | None = None) -> subprocess.Popen:
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    return subprocess.Popen(command(*args, program=program), cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def first_line(proc: subprocess.Popen, timeout: float = 60.0) -> dict[str, Any]:
    """The process's first JSON line (its port and code, or its seat), within `timeout`."""
    import selectors

    assert proc.stdout is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    try:
        if not sel.select(timeout):
            raise AssertionError(f"no first line within {timeout}s: {proc.args}")
        line = proc.stdout.readline()
    finally:
        sel.close()
    assert line, f"the process ended without a line: {proc.stderr.read() if proc.stderr else ''}"
    return json.loads(line)


def finish(proc: subprocess.Popen, timeout: float = DEADLINE) -> list[dict[str, Any]]:
    """Every further JSON line once the process has ended (killed after `timeout`)."""
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"{proc.args} did not end in {timeout}s: {err[-2000:]}") from None
    lines = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    assert proc.returncode == 0, (proc.returncode, lines, err[-2000:])
    return lines


def stop(*procs: subprocess.Popen) -> None:
    """Every process the test started ends with it."""
    for p in procs:
        if p.poll() is None:
            p.kill()
    for p in procs:
        try:
            p.communicate(timeout=10)
        except (subprocess.TimeoutExpired, ValueError):
            pass


def host(game: str, players: int, seed: int, seats: Sequence[str], *extra: str, bind: str = "127.0.0.1",
         program: Sequence[str] | None = None) -> tuple[subprocess.Popen, int, str]:
    proc = start("host", "--game", game, "--players", str(players), "--seed", str(seed), "--seats", ",".join(seats),
                 "--bind", bind, "--port", "0", "--timeout", str(DEADLINE), *extra, program=program)
    try:
        ready = first_line(proc)
    except BaseException:
        stop(proc)
        raise
    return proc, ready["listening"], ready["code"]


def join(address: str, code: str, *extra: str, program: Sequence[str] | None = None) -> subprocess.Popen:
    return start("join", address, code, "--timeout", str(DEADLINE), *extra, program=program)


def local_result(game: str, players: int, seed: int, bots: Sequence[tuple[str, int]]) -> dict[str, Any]:
    """The same game played on one computer: each seat's (bot kind, bot seed)."""
    definition = registry.get(game)
    record = Game(definition.options(players=players), seed, game=definition, events=False)
    Match(record, [definition.bots[kind](s) for kind, s in bots]).play()
    result = definition.engine.final_result(record.state)
    return {"scores": list(result["scores"]), "winner": result["winner"], "actions": len(record.actions)}


def wait_until(check, timeout: float, every: float = 0.05) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(every)
    return check()


def frames_until(app, check, timeout: float) -> bool:
    """Run a headless window's frames (its events pumped) until `check()` holds or `timeout`
    seconds have passed; whether it holds."""
    import pygame

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.frame(pygame.event.get(), 0.05)
        if check():
            return True
        time.sleep(0.005)
    return check()
