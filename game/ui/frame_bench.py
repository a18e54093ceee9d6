"""Frame times while bots play (issue 14): `make bench` prints them, `python -m game.ui.frame_bench`
alone too. Four Normal bots play a seeded game with animations on, headless (the dummy video
driver), at 1920x1080 and 3840x2160; beside each, a bare loop (fill, blit a window-sized surface,
flip) measured in the same run at the same size, so the figures read as ratios to what the machine
does anyway, not as absolute times. A frame over the 60 fps budget drops the frames it overran.

Figures, not pass/fail: the tests never depend on timing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

BUDGET = 1 / 60
SIZES = ((1920, 1080), (3840, 2160))


def _stats(times: list[float]) -> dict:
    ts = sorted(times)

    def pct(q: float) -> float:
        return ts[min(len(ts) - 1, round(q * (len(ts) - 1)))]

    dropped = sum(max(0, int(t / BUDGET)) for t in ts)   # whole budgets overrun: frames not shown
    return {"frames": len(ts), "p50": pct(.5), "p95": pct(.95), "p99": pct(.99), "max": ts[-1],
            "mean": statistics.fmean(ts), "dropped": dropped}


def bare_loop(size: tuple[int, int], frames: int) -> dict:
    """What any frame costs here: fill the window, blit a window-sized surface, flip."""
    import pygame

    screen = pygame.display.set_mode(size)
    back = pygame.Surface(size)
    back.fill((70, 46, 28))
    clock = pygame.time.Clock()
    times = []
    for _ in range(frames):
        clock.tick(60)
        t0 = time.perf_counter()
        pygame.event.pump()
        screen.fill((30, 20, 12))
        screen.blit(back, (0, 0))
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
    return _stats(times)


def table_loop(size: tuple[int, int], frames: int, game: str = "haspelknecht", seed: int = 7,
               kind: str = "normal", players: int = 4) -> dict:
    """Bots play a seeded game in the window with animations on: each frame's time, as App.run
    would call it (60 fps while busy)."""
    import pygame

    from game.core import registry
    from game.core.record import Game
    from game.core.saves import SaveStore
    from game.core.session import Seat, Session
    from game.ui.app import App
    from game.ui.scenes.table_scene import TableScene
    from game.ui.settings import Settings

    definition = registry.get(game)
    seats = [Seat(name=f"Bot {i + 1}", kind=kind, colour=i) for i in range(players)]
    session = Session(Game(definition.options(players=players), seed=seed, game=game), seats)
    app = App(Settings(animation_speed="normal"), size=size, headless=True)
    scene = TableScene(app, session, SaveStore(Path(tempfile.mkdtemp()) / "saves"))
    app.push(scene)
    clock = pygame.time.Clock()
    times, first = [], None
    last = time.monotonic()
    t0 = time.perf_counter()
    app.frame([], 0.0)                       # the first render: reported apart
    first = time.perf_counter() - t0
    for _ in range(frames):
        clock.tick(60)
        now = time.monotonic()
        dt, last = min(0.1, now - last), now
        t0 = time.perf_counter()
        app.frame(pygame.event.get(), dt)
        times.append(time.perf_counter() - t0)
        if session.game.is_over:
            break
    moves = len(session.game.actions)
    scene.runner.cancel()
    out = _stats(times)
    out.update(first=first, moves=moves)
    return out


def run(frames: int = 600, sizes=SIZES, game: str = "haspelknecht") -> list[dict]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    rows = []
    for size in sizes:
        bare = bare_loop(size, frames)
        table = table_loop(size, frames, game=game)
        rows.append({"size": size, "bare": bare, "table": table})
    return rows


def report(rows: list[dict], out=sys.stdout) -> None:
    ms = 1000
    print(f"Frame times while four Normal bots play (animations on, dummy video driver); budget "
          f"{BUDGET * ms:.1f} ms", file=out)
    for row in rows:
        w, h = row["size"]
        b, t = row["bare"], row["table"]
        print(f"  {w}x{h}: {t['frames']} frames, {t['moves']} moves, first render {t['first'] * ms:.0f} ms",
              file=out)
        for name, s in (("table", t), ("bare loop", b)):
            print(f"    {name:9} p50 {s['p50'] * ms:6.1f}  p95 {s['p95'] * ms:6.1f}  p99 {s['p99'] * ms:6.1f}  "
                  f"max {s['max'] * ms:6.1f} ms   dropped {s['dropped']}", file=out)
        print(f"    ratio table/bare: p50 {t['p50'] / b['p50']:.1f}x  p95 {t['p95'] / b['p95']:.1f}x  "
              f"p99 {t['p99'] / b['p99']:.1f}x;  p99 {t['p99'] / BUDGET:.0%} of the budget", file=out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ui.frame_bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--game", default="haspelknecht")
    ap.add_argument("--size", action="append", help="WxH (repeatable); default 1920x1080 and 3840x2160")
    args = ap.parse_args(argv)
    sizes = tuple(tuple(int(v) for v in s.lower().split("x")) for s in args.size) if args.size else SIZES
    report(run(args.frames, sizes, args.game))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
