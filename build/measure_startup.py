"""Time to first frame of the game window against a bare pygame-ce window, in the same run.

    python build/measure_startup.py [--runs N] [--frozen dist/haspelknecht/haspelknecht]

Each command runs N times, interleaved (after one warm-up run each, which also fills the title
painting's cache); prints the median wall time of each and its ratio to the bare window. The game
runs with HASPELKNECHT_EXIT_AFTER_FIRST_FRAME=1 (it quits once its first frame is shown) in a
throw-away HASPELKNECHT_HOME, headless unless SDL_VIDEODRIVER is set. The bare window is the same
work without the game: import pygame, open 1280x720, fill, flip, quit.

Python's bytecode cache is on for every command (in a throw-away PYTHONPYCACHEPREFIX, even when the
caller's environment says PYTHONDONTWRITEBYTECODE): an installed game has its modules compiled, so
timing the compiler at every start would measure something no player waits for.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = ("import os, pygame; pygame.init(); s = pygame.display.set_mode((1280, 720)); "
        "s.fill((40, 30, 20)); pygame.display.flip(); pygame.quit()")


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--frozen", help="also time the frozen app (path of its executable)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HASPELKNECHT_EXIT_AFTER_FIRST_FRAME="1", HASPELKNECHT_HOME=home,
                   PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPYCACHEPREFIX=str(Path(home) / "pycache"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        commands = {"bare pygame-ce window": [sys.executable, "-c", BARE],
                    "game from source": [sys.executable, "-m", "game.cli"]}
        if args.frozen:
            commands["game frozen"] = [str(Path(args.frozen).resolve())]
        times: dict[str, list[float]] = {name: [] for name in commands}
        for cmd in commands.values():
            timed(cmd, env)   # warm-up: disk cache, the title painting's cache
        for _ in range(args.runs):
            for name, cmd in commands.items():
                times[name].append(timed(cmd, env))
    bare = statistics.median(times["bare pygame-ce window"])
    for name, values in times.items():
        med = statistics.median(values)
        print(f"{name:24} median {med * 1000:7.1f} ms   ratio {med / bare:4.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
