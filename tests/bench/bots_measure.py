"""Measure Haspelknecht's bots for issue 17: strength, debts and think time per decision.

    python -m tests.bench.bots_measure match --bots hard,normal --games 200 --layouts first_game,"Two circles"
    python -m tests.bench.bots_measure match --bots hard,old_hard --games 60
    python -m tests.bench.bots_measure times --players 4 --games 1          # every layout that allows 4
    python -m tests.bench.bots_measure match --bots hard10,hard --games 10  # headroom: 10x the playouts

Games are seat-rotated as in `haspelknecht tournament` (game k deals seed + k // n and rotates
the bots by k seats; a bot's seed is game.core.tournament.bot_seed). Think time is measured per
decision with time.process_time (one core, CPU time of the process that plays the game), so
other work on the machine does not inflate it; trivial decisions (one legal action) are left out
of the percentiles. Bots: random, easy, normal, hard (the shipped ones, command-line budget: no
deadline), old_hard and old_normal (tests/bench/old_bots.py: the bots before issue 17 read from the history, tag
hard-before-issue17), hard10 (Hard with ten times its playouts). Each finished game is appended
as one JSON line to --out, so a campaign cut short keeps what it played.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
import time

from game.core.tournament import bot_seed, wilson


def make(kind: str, seed: int):
    from game.haspelknecht.bots import make_bot
    if kind in ("old_hard", "old_normal"):
        from tests.bench.old_bots import load
        old_hard, old_normal = load()
        return (old_hard if kind == "old_hard" else old_normal)(seed=seed, name=kind)
    if kind == "hard10":
        from game.haspelknecht.bots.hard import HardBot
        return HardBot(seed=seed, name=kind, iterations=HardBot.DEFAULT_ITERATIONS * 10)
    return make_bot(kind, seed)


def layouts_for(players: int, names: list[str] | None) -> list[str]:
    """The layouts to play: those given, or first_game, random and every named one; always only
    those that allow `players`."""
    from game.haspelknecht.components import components
    from game.haspelknecht.layouts import named_layouts
    named = {name: v[1] for name, v in named_layouts(components()).items()}
    every = ["first_game", "random", *named]
    out = []
    for name in names or every:
        allowed = (2, 3, 4) if name in ("first_game", "random") else named.get(name)
        if allowed is None:
            raise SystemExit(f"unknown layout {name!r}")
        if players in allowed:
            out.append(name)
    return out


def play(job: tuple) -> dict:
    """One seat-rotated game: per bot (in the order given) score, win, debts, think times."""
    from game.core import registry
    from game.core.record import Game
    bots, k, seed, layout = job
    d = registry.get("haspelknecht")
    n = len(bots)
    rot = k % n
    seats = [(j + rot) % n for j in range(n)]
    game = Game(d.options(players=n, layout=layout), seed + k // n, events=False, game=d)
    players = [make(bots[b], bot_seed(seed, k, b)) for b in seats]
    times: list[list[float]] = [[] for _ in range(n)]
    while not game.is_over:
        who, _kind = game.decision()
        acts = game.legal_actions()
        t0 = time.process_time()
        a = players[who].decide(game, acts)
        dt = time.process_time() - t0
        if len(acts) > 1:
            times[who].append(dt)
        game.apply(a)
    res = game.engine.final_result(game.state)
    rows = [{} for _ in range(n)]
    for seat, b in enumerate(seats):
        p = game.state.players[seat]
        rows[b] = {"bot": bots[b], "seat": seat, "score": res["scores"][seat], "win": res["winner"] == seat,
                   "debts": p.debts, "times": [round(t, 4) for t in times[seat]]}
    return {"layout": layout, "game": k, "players": n, "rows": rows}


def pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def report(results: list[dict], label: str) -> str:
    """Figures per layout and over all layouts: per bot name (a bot given twice is merged)."""
    lines = []
    by_layout: dict[str, list[dict]] = {}
    for r in results:
        by_layout.setdefault(r["layout"], []).append(r)
    groups = list(by_layout.items()) + ([("all layouts", results)] if len(by_layout) > 1 else [])
    for layout, rs in groups:
        lines.append(f"{label}: {layout}, {len(rs)} games, {rs[0]['players']} players, seats rotated")
        names: list[str] = []
        for row in rs[0]["rows"]:
            if row["bot"] not in names:
                names.append(row["bot"])
        for name in names:
            rows = [row for r in rs for row in r["rows"] if row["bot"] == name]
            wins = sum(row["win"] for row in rows)
            games = len(rows)
            lo, hi = wilson(wins, games)
            t = [x for row in rows for x in row["times"]]
            lines.append(f"  {name:<10} wins {wins:>3}/{games:<3} {wins / games:6.1%} [{lo:.1%}, {hi:.1%}]"
                         f"  score {sum(row['score'] for row in rows) / games:5.1f}"
                         f"  debts {sum(row['debts'] for row in rows) / games:4.2f}"
                         f"  think p50 {pct(t, .5) * 1000:6.1f} ms  p95 {pct(t, .95) * 1000:6.1f} ms"
                         f"  max {max(t, default=0) * 1000:6.1f} ms  ({len(t)} decisions)")
    return "\n".join(lines)


def run(jobs: list[tuple], workers: int, out: str | None) -> list[dict]:
    results = []
    sink = open(out, "a") if out else None
    try:
        if workers > 1 and len(jobs) > 1:
            with mp.get_context("spawn").Pool(workers) as pool:
                for r in pool.imap_unordered(play, jobs):
                    results.append(r)
                    if sink:
                        sink.write(json.dumps(r) + "\n")
                        sink.flush()
        else:
            for job in jobs:
                r = play(job)
                results.append(r)
                if sink:
                    sink.write(json.dumps(r) + "\n")
                    sink.flush()
    finally:
        if sink:
            sink.close()
    return sorted(results, key=lambda r: (r["layout"], r["game"]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.bots_measure", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=("match", "times", "report"))
    ap.add_argument("--bots", default="hard,normal", help="match: the bots, comma-separated")
    ap.add_argument("--players", type=int, default=4, help="times: players (Hard against Normals)")
    ap.add_argument("--games", type=int, default=20, help="games per layout")
    ap.add_argument("--layouts", default=None, help="comma-separated; default first_game and two variants "
                    "(match) or every layout allowing the player count (times)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", default=None, help="append each game as a JSON line (report reads it back)")
    args = ap.parse_args(argv)
    if args.what == "report":
        with open(args.out) as f:
            results = [json.loads(line) for line in f if line.strip()]
        print(report(results, "from " + args.out))
        return 0
    if args.what == "match":
        bots = args.bots.split(",")
        names = args.layouts.split(",") if args.layouts else ["first_game", "Two circles", "Three long legs"]
    else:
        bots = ["hard"] + ["normal"] * (args.players - 1)
        names = args.layouts.split(",") if args.layouts else None
    layouts = layouts_for(len(bots), names)
    jobs = [(tuple(bots), k, args.seed, layout) for layout in layouts for k in range(args.games)]
    t0 = time.time()
    results = run(jobs, args.workers, args.out)
    print(report(results, ",".join(bots)))
    print(f"({time.time() - t0:.0f} s wall)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
