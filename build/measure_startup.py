"""Time to first frame of the game window against a bare pygame-ce window, in the same run.

    python build/measure_startup.py [--runs N] [--frozen dist/haspelknecht/haspelknecht] [--dummy]

Each command runs N times, interleaved (after one warm-up run each, which also fills the title
painting's cache); prints the median wall time of each and its ratio to the bare window. The game
runs with HASPELKNECHT_EXIT_AFTER_FIRST_FRAME=1 (it quits once its first frame is shown) in a
throw-away HASPELKNECHT_HOME whose settings open the window at the bare window's size. The bare
window is the same work without the game: import pygame, open 1280x720, fill, flip, quit.

A real window: on a display (DISPLAY), else in a virtual one (Xvfb, started here for the run), as
the dummy video driver leaves out what opening a real window costs; `--dummy` (or SDL_VIDEODRIVER
set by the caller) measures with that driver instead. `make startup` runs this.

Python's bytecode cache is on for every command (in a throw-away PYTHONPYCACHEPREFIX, even when the
caller's environment says PYTHONDONTWRITEBYTECODE): an installed game has its modules compiled, so
timing the compiler at every start would measure something no player waits for.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = ("import os, pygame; pygame.init(); s = pygame.display.set_mode((1280, 720)); "
        "s.fill((40, 30, 20)); pygame.display.flip(); pygame.quit()")


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


@contextmanager
def display(dummy: bool):
    """The environment's display: the dummy driver, the caller's display, or an Xvfb of our own."""
    if dummy or os.environ.get("SDL_VIDEODRIVER"):
        yield {"SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy")}
        return
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        yield {}
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise SystemExit("no display and no Xvfb (Debian: apt-get install xvfb); --dummy measures without one")
    number = 90 + os.getpid() % 100
    proc = subprocess.Popen([xvfb, f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("Xvfb did not start")
            time.sleep(0.05)
        yield {"DISPLAY": f":{number}", "SDL_VIDEODRIVER": "x11"}
    finally:
        proc.terminate()
        proc.wait(10)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--frozen", help="also time the frozen app (path of its executable)")
    ap.add_argument("--dummy", action="store_true", help="the dummy video driver, no real window")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as home, display(args.dummy) as shown:
        env = dict(os.environ, HASPELKNECHT_EXIT_AFTER_FIRST_FRAME="1", HASPELKNECHT_HOME=home,
                   PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPYCACHEPREFIX=str(Path(home) / "pycache"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.update(shown)
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        # the game's window the bare window's size (else it opens at most of the screen's)
        config = Path(home) / "config"
        config.mkdir()
        (config / "settings.json").write_text(json.dumps({"window_width": 1280, "window_height": 720}))
        print(f"video: {env.get('SDL_VIDEODRIVER') or 'the display'}{' ' + env['DISPLAY'] if 'DISPLAY' in shown else ''}; "
              f"{args.runs} runs each, interleaved")
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
