"""Frame times while bots play: `make bench` prints them, `python -m game.ui.frame_bench`
alone too. Four Normal bots play a seeded game with animations on, headless (the dummy video
driver), at 1920x1080 and 3840x2160; beside each, a bare loop (fill, blit a window-sized surface,
flip) measured in the same run at the same size, so the figures read as ratios to what the machine
does anyway, not as absolute times. A frame over the 60 fps budget drops the frames it overran.
Beside the wall times, each frame's own CPU time (time.thread_time): on a machine other work
shares, the wall times include waiting for a core; the CPU times show what the frame itself costs.

Then the bots' worker process, which keeps a thinking bot from costing the window its frames: the
window's frame rate while a Hard bot thinks (two Hard bots play, animations off, 1920x1080), with
its thinking in the worker process (as the window does) and in a thread of the window's own process
(as when no process can start), each with the missed 60 Hz frames per 30 s of thinking.

With --pixel-scale 2 the table is drawn as on a Mac's Retina screen (game/ui/screen.py): a window
of half the size in points, drawn on a surface of the size given, shown through a renderer (here
SDL's software one, which also scales the frame down: a Mac's renderer copies it one to one on the
graphics card). The bare loop stays the window surface's, so the ratio shows what that way costs.

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

from game.core import registry

BUDGET = 1 / 60
HIGH_BUDGET = 1 / 120     # a 120 Hz monitor's frame
SIZES = ((1920, 1080), (3840, 2160))


def _window(size: tuple[int, int]) -> tuple[int, int]:
    """The window's size in points that gives a drawing surface of `size` pixels (a forced pixel
    scale, --pixel-scale, draws on more pixels than the window has points)."""
    from game.ui.screen import forced_scale

    k = forced_scale()
    return size if k is None else (round(size[0] / k), round(size[1] / k))


def _stats(times: list[float]) -> dict:
    ts = sorted(times)

    def pct(q: float) -> float:
        return ts[min(len(ts) - 1, round(q * (len(ts) - 1)))]

    dropped = sum(max(0, int(t / BUDGET)) for t in ts)   # whole budgets overrun: frames not shown
    return {"frames": len(ts), "p50": pct(.5), "p95": pct(.95), "p99": pct(.99), "max": ts[-1],
            "mean": statistics.fmean(ts), "dropped": dropped, "times": ts}


def bare_loop(size: tuple[int, int], frames: int) -> dict:
    """What any frame costs here: fill the window, blit a window-sized surface, flip."""
    import pygame

    screen = pygame.display.set_mode(size)
    back = pygame.Surface(size)
    back.fill((70, 46, 28))
    clock = pygame.time.Clock()
    times, cpu = [], []
    for _i in range(frames):
        clock.tick(60)
        t0, c0 = time.perf_counter(), time.thread_time()
        pygame.event.pump()
        screen.fill((30, 20, 12))
        screen.blit(back, (0, 0))
        pygame.display.flip()
        times.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
    out = _stats(times)
    out["cpu"] = _stats(cpu)
    return out


def first_render(size: tuple[int, int], game: str = registry.DEFAULT_GAME, seed: int = 7, players: int = 4,
                 ahead: bool = True) -> dict:
    """The table's first render (the frame that shows it) of a new game, every drawing cache of the
    kit emptied first: `ahead`, after the table was drawn ahead as the title and the set-up page do
    while they wait (game/ui/table_prepare.py: a new game of this game and players, another seed);
    else from nothing. Also the idle work drawing ahead took (spread there over steps of a few
    milliseconds)."""
    from game.core.record import Game
    from game.core.saves import SaveStore
    from game.core.session import Seat, Session
    from game.ui import table_prepare, theme
    from game.ui.app import App
    from game.ui.board import caches
    from game.ui.scenes.table_scene import TableScene
    from game.ui.settings import Settings

    caches.clear_caches()
    theme.clear_font_cache()
    definition = registry.get(game)
    app = App(Settings(animation_speed="normal"), size=_window(size), headless=True)
    t0 = time.perf_counter()
    if ahead:
        table_prepare.run(app, game, players)
    idle = time.perf_counter() - t0
    seats = [Seat(name=f"Bot {i + 1}", kind="normal", colour=i) for i in range(players)]
    session = Session(Game(definition.options(players=players), seed=seed, game=game), seats)
    scene = TableScene(app, session, SaveStore(Path(tempfile.mkdtemp()) / "saves"), bots_play=False)
    app.push(scene)
    t0, c0 = time.perf_counter(), time.thread_time()
    app.frame([], 0.0)
    return {"wall": time.perf_counter() - t0, "cpu": time.thread_time() - c0, "idle": idle}


def table_loop(size: tuple[int, int], frames: int, game: str = registry.DEFAULT_GAME, seed: int = 7,
               kind: str = "normal", players: int = 4, app=None, animation: str = "normal") -> dict:
    """Bots play a seeded game in the window with animations on: each frame's time, as App.run
    would call it (60 fps while busy). Given an `app`, the table replaces its page on top (as the
    set-up page's Start does)."""
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
    on_page = app is not None
    if app is None:
        app = App(Settings(animation_speed=animation), size=_window(size), headless=True)
    scene = TableScene(app, session, SaveStore(Path(tempfile.mkdtemp()) / "saves"))
    (app.replace if on_page else app.push)(scene)
    clock = pygame.time.Clock()
    times, cpu, first = [], [], None
    last = time.monotonic()
    t0 = time.perf_counter()
    app.frame([], 0.0)                       # the first render: reported apart
    first = time.perf_counter() - t0
    for _i in range(frames):
        clock.tick(60)
        now = time.monotonic()
        dt, last = min(0.1, now - last), now
        t0, c0 = time.perf_counter(), time.thread_time()
        app.frame(pygame.event.get(), dt)
        times.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)   # the frame's own work, whatever else the machine runs
        if session.game.is_over:
            break
    moves = len(session.game.actions)
    scene.runner.cancel()
    out = _stats(times)
    out.update(first=first, moves=moves, cpu=_stats(cpu))
    return out


def thinking_loop(processes: bool, seconds: float = 8.0, size: tuple[int, int] = (1920, 1080),
                  game: str = registry.DEFAULT_GAME, seed: int = 3) -> dict:
    """The window's frames while a Hard bot thinks, in the worker process (processes=True) or in a
    thread: frames per second over the time a bot was thinking, and the 60 Hz frames missed in it
    (a frame that took two budgets missed one), per 30 s."""
    import pygame

    from game.core import registry
    from game.core.record import Game
    from game.core.saves import SaveStore
    from game.core.session import Seat, Session
    from game.ui.app import App
    from game.ui.bot_runner import worker_pid
    from game.ui.scenes.table_scene import TableScene
    from game.ui.settings import Settings

    definition = registry.get(game)
    seats = [Seat(name=f"Hard {i + 1}", kind="hard", colour=i) for i in range(2)]
    session = Session(Game(definition.options(players=2), seed=seed, game=game), seats)
    app = App(Settings(animation_speed="off"), size=_window(size), headless=True)
    scene = TableScene(app, session, SaveStore(Path(tempfile.mkdtemp()) / "saves"))
    scene.runner.processes = processes
    scene.bot_pause = 0.0
    if processes:
        worker_pid(game)       # the worker started and ready: its start-up is not the thinking measured
    app.push(scene)
    app.frame([], 0.0)
    clock = pygame.time.Clock()
    intervals: list[float] = []
    prev = time.perf_counter()
    while sum(intervals) < seconds and not session.game.is_over:
        clock.tick(60)
        app.frame(pygame.event.get(), 1 / 60)
        now = time.perf_counter()
        if scene.runner.busy:              # a bot was thinking through this frame
            intervals.append(now - prev)
        prev = now
    in_process = scene.runner._in_process
    scene.runner.cancel()
    scene.runner.wait(30)
    thinking = sum(intervals) or 1e-9
    missed = sum(max(0, round(t / BUDGET) - 1) for t in intervals)
    return {"processes": processes, "in_process": in_process, "fps": len(intervals) / thinking,
            "seconds": thinking, "missed_per_30s": missed * 30 / thinking}


def run(frames: int = 600, sizes=SIZES, game: str = registry.DEFAULT_GAME) -> list[dict]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    rows = []
    for size in sizes:
        cold = first_render(size, game, ahead=False)
        ahead = first_render(size, game, ahead=True)
        bare = bare_loop(size, frames)
        table = table_loop(size, frames, game=game)
        rows.append({"size": size, "bare": bare, "table": table, "cold": cold, "ahead": ahead})
    return rows


def report(rows: list[dict], out=sys.stdout, game: str = registry.DEFAULT_GAME) -> None:
    from game.ui.screen import forced_scale

    ms = 1000
    k = forced_scale()
    way = "" if k is None else f", drawn through the pixel window at {k:g}x (game/ui/screen.py)"
    print(f"{game}: frame times while four Normal bots play (animations on, dummy video driver{way}); budget "
          f"{BUDGET * ms:.1f} ms", file=out)
    for row in rows:
        w, h = row["size"]
        b, t = row["bare"], row["table"]
        print(f"  {w}x{h}: {t['frames']} frames, {t['moves']} moves", file=out)
        if "ahead" in row:
            a, c = row["ahead"], row["cold"]
            print(f"    first render of a new game {a['wall'] * ms:.0f} ms (cpu {a['cpu'] * ms:.0f}) after the "
                  f"table was drawn ahead while the title waited ({a['idle'] * ms:.0f} ms of idle work); "
                  f"from nothing {c['wall'] * ms:.0f} ms (cpu {c['cpu'] * ms:.0f})", file=out)
        for name, s in (("table", t), ("bare loop", b)):
            print(f"    {name:9} p50 {s['p50'] * ms:6.1f}  p95 {s['p95'] * ms:6.1f}  p99 {s['p99'] * ms:6.1f}  "
                  f"max {s['max'] * ms:6.1f} ms   dropped {s['dropped']}", file=out)
        for name, c in (("table cpu", t["cpu"]), ("bare cpu", b["cpu"])):
            print(f"    {name:9} p50 {c['p50'] * ms:6.1f}  p95 {c['p95'] * ms:6.1f}  p99 {c['p99'] * ms:6.1f}  "
                  f"max {c['max'] * ms:6.1f} ms   over budget {c['dropped']}   over {HIGH_BUDGET * ms:.1f} ms "
                  f"{sum(v > HIGH_BUDGET for v in c['times'])}", file=out)
        print("    (cpu: the frames' own work, time.thread_time: a loaded machine's other processes left out)",
              file=out)
        tc, bc = t["cpu"], b["cpu"]
        print(f"    ratio table/bare: p50 {t['p50'] / b['p50']:.1f}x  p95 {t['p95'] / b['p95']:.1f}x  "
              f"p99 {t['p99'] / b['p99']:.1f}x;  p99 {t['p99'] / BUDGET:.0%} of the budget;  cpu p99 "
              f"{tc['p99'] / bc['p99']:.2f}x, max {tc['max'] / bc['max']:.2f}x", file=out)


def thinking(seconds: float = 8.0, game: str = registry.DEFAULT_GAME) -> list[dict]:
    """thinking_loop in the worker process, then in a thread, in the same run."""
    from game.ui.bot_runner import stop_pool

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        return [thinking_loop(True, seconds, game=game), thinking_loop(False, seconds, game=game)]
    finally:
        stop_pool()


def report_thinking(rows: list[dict], out=sys.stdout) -> None:
    print("While a Hard bot thinks (two Hard bots, 1920x1080, animations off; 60 fps at most):", file=out)
    for r in rows:
        where = "in the worker process" if r["processes"] else "in a thread         "
        print(f"    {where}  {r['fps']:5.1f} fps   {r['missed_per_30s']:5.0f} missed 60 Hz frames per 30 s "
              f"({r['seconds']:.1f} s of thinking)", file=out)


_BARE_MEMORY = ("import resource, pygame; pygame.init(); s = pygame.display.set_mode(({w}, {h})); "
                "b = pygame.Surface(({w}, {h}))\n"
                "for _i in range(60):\n    s.fill((30, 20, 12)); s.blit(b, (0, 0)); pygame.display.flip()\n"
                "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)")


def memory(game: str, size: tuple[int, int] = (1920, 1080), frames: int = 600) -> dict:
    """Peak memory (resident, MB) of a window of four Normal bots playing `game` (this command run
    with --memory-of, in a process of its own; the bots' worker process apart), of the same after
    the title and the set-up page (what a player's window went through: "pages"), and of a bare
    pygame-ce window of the same size that fills, blits and flips (the floor)."""
    import subprocess

    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"), PYGAME_HIDE_SUPPORT_PROMPT="1")
    w, h = size
    bare = subprocess.run([sys.executable, "-c", _BARE_MEMORY.format(w=w, h=h)], env=env, check=True,
                          capture_output=True, text=True).stdout.split()[-1]
    out = {}
    for name, extra in (("table", []), ("pages", ["--memory-pages"])):
        out[name] = subprocess.run([sys.executable, "-m", "game.ui.frame_bench", "--memory-of", game, "--frames",
                                    str(frames), "--size", f"{w}x{h}", *extra], env=env, check=True,
                                   capture_output=True, text=True).stdout.split()
    return {"bare": int(bare) / 1024, "game": int(out["table"][-2]) / 1024, "worker": int(out["table"][-1]) / 1024,
            "pages": int(out["pages"][-2]) / 1024}


def _pages_then_table(game: str, size: tuple[int, int], frames: int) -> None:
    """The window as a player goes through it: the title (drawing the table ahead while it waits,
    its painting in a cache folder of a scratch home), the set-up page, then the table replacing it."""
    os.environ["HASPELKNECHT_HOME"] = tempfile.mkdtemp()
    from game.core.saves import SaveStore
    from game.ui import scenes
    from game.ui.app import App
    from game.ui.scenes import title
    from game.ui.settings import Settings

    title.DISK_CACHE = True
    app = App(Settings(animation_speed="normal"), size=_window(size), headless=True)
    store = SaveStore(Path(os.environ["HASPELKNECHT_HOME"]) / "saves")
    app.push(title.TitleScene(app, store))
    for _i in range(120):           # two seconds on the title: its idle steps draw the table ahead
        app.frame([], 1 / 60)
        if app.idle_jobs:
            app._idle_step()
    app.push(scenes.make("setup", app, store, game=game))
    for _i in range(60):
        app.frame([], 1 / 60)
    table_loop(size, frames, game=game, app=app)


def _memory_of(game: str, size: tuple[int, int], frames: int, pages: bool = False) -> None:
    """The child of `memory`: play, then print this process's and the bots' worker's peak (kB)."""
    import resource

    import pygame

    from game.ui.bot_runner import stop_pool, worker_pid

    pygame.init()
    if pages:
        _pages_then_table(game, size, frames)
    else:
        table_loop(size, frames, game=game)
    worker = 0
    pid = worker_pid(game)
    try:
        status = Path(f"/proc/{pid}/status").read_text() if pid else ""
        worker = next((int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:")), 0)
    except OSError:      # no /proc (not Linux): the worker's figure is left out
        pass
    stop_pool()
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, worker)


def report_memory(game: str, m: dict, size: tuple[int, int] = (1920, 1080), out=sys.stdout) -> None:
    print(f"{game}: peak memory of a 4-player game at {size[0]}x{size[1]}: {m['game']:.0f} MB, "
          f"{m['game'] / m['bare']:.2f}x a bare window's {m['bare']:.0f} MB (the bots' worker process apart: "
          f"{m['worker']:.0f} MB)", file=out)
    print(f"  the window as played (title, set-up page, then that table): {m['pages']:.0f} MB, "
          f"{m['pages'] / m['bare']:.2f}x", file=out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ui.frame_bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--game", default=registry.DEFAULT_GAME)
    ap.add_argument("--size", action="append", help="WxH (repeatable); default 1920x1080 and 3840x2160")
    ap.add_argument("--thinking-seconds", type=float, default=8.0,
                    help="seconds of a Hard bot's thinking measured each way (0: skip)")
    ap.add_argument("--memory", action="store_true", help="only the peak memory of a game against a bare window")
    ap.add_argument("--memory-of", help=argparse.SUPPRESS)
    ap.add_argument("--memory-pages", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--pixel-scale", type=float,
                    help="draw the table through the high-DPI window's renderer on this many pixels per point")
    args = ap.parse_args(argv)
    if args.pixel_scale:
        from game.ui.screen import FORCE_SCALE_ENV

        os.environ[FORCE_SCALE_ENV] = str(args.pixel_scale)
    sizes = tuple(tuple(int(v) for v in s.lower().split("x")) for s in args.size) if args.size else SIZES
    first: tuple[int, int] = (sizes[0][0], sizes[0][1])
    if args.memory_of:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        _memory_of(args.memory_of, first, args.frames, args.memory_pages)
        return 0
    if args.memory:
        size = first if args.size else (1920, 1080)
        report_memory(args.game, memory(args.game, size, args.frames), size)
        return 0
    report(run(args.frames, sizes, args.game), game=args.game)
    if args.thinking_seconds > 0:
        report_thinking(thinking(args.thinking_seconds, args.game))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
