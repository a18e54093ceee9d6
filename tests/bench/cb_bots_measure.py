"""Measure Coal Baron's bots: strength, end-of-game habits and think time per decision.

    python -m tests.bench.cb_bots_measure match --bots hard,normal --games 200 --workers 2 --out m.jsonl
    python -m tests.bench.cb_bots_measure match --bots hard,normal,normal,normal --games 100
    python -m tests.bench.cb_bots_measure match --bots hard10,hard --games 60      # headroom
    python -m tests.bench.cb_bots_measure report --out m.jsonl
    python -m tests.bench.cb_bots_measure compare --out new.jsonl --base old.jsonl  # two variants, paired
    python -m tests.bench.cb_bots_measure suite --dir cb-figures --workers 2     # every figure of docs/bots.md

Games are seat-rotated as in `haspelknecht tournament --game coal_baron` (game k deals seed + k // n
and rotates the bots by k seats; a bot's seed is game.core.tournament.bot_seed). Think time is
measured per decision with time.process_time (one core: the CPU time of the process that plays the
game, so other work on the machine does not inflate it); decisions with one legal action are left
out of the percentiles. Each finished game is appended as one JSON line to --out, and a match run
again with the same --out plays only the games not yet there, so a campaign cut short resumes.

Bots: random, easy, normal, hard (the shipped ones, command-line budget: no deadline); old_hard and
old_normal (tests/bench/old_bots.py: the bots before the shift planning, read from the history);
hard10 (Hard with ten times its samples); a name may carry Hard's settings,
`hard:samples=8+candidates=4` (HardBot's keyword arguments).
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import json
import math
import multiprocessing as mp
import os
import sys
import time

from game.core.match import Match, Timed
from game.core.tournament import bot_seed, wilson
from tests.bench.bots_measure import pct, read_lines


def make(kind: str, seed: int):
    """A bot by name (see the module's text)."""
    from game.coal_baron.bots import make_bot
    from game.coal_baron.bots.hard import HardBot
    if kind in ("old_hard", "old_normal"):
        from tests.bench.old_bots import load_coal_baron
        old_hard, old_normal = load_coal_baron()
        return (old_hard if kind == "old_hard" else old_normal)(seed=seed, name=kind)
    if kind == "hard10":
        return HardBot(seed=seed, name=kind, samples=HardBot.SAMPLES * 10)
    if ":" in kind:
        base, _, spec = kind.partition(":")
        settings = {}
        for item in spec.split("+"):
            key, _, value = item.partition("=")
            try:
                settings[key] = ast.literal_eval(value)
            except (ValueError, SyntaxError):
                raise SystemExit(f"unknown bot {kind!r}: {item!r} is not key=value") from None
        try:
            return make_bot(base, seed, name=kind, **settings)
        except TypeError as e:
            raise SystemExit(f"unknown bot {kind!r}: {e}") from None
    return make_bot(kind, seed)


def deal(bots: tuple, k: int, seed: int):
    """Game k of a seat-rotated match, as the tournament deals it: (the game, the bots in seat
    order, the index in `bots` of each seat's bot)."""
    from game.core import registry
    from game.core.record import Game
    d = registry.get("coal_baron")
    n = len(bots)
    seats = [(j + k % n) % n for j in range(n)]
    game = Game(d.options(players=n), seed + k // n, events=False, game=d)
    return game, [make(bots[b], bot_seed(seed, k, b)) for b in seats], seats


def play(job: tuple) -> dict:
    """One seat-rotated game: per bot (in the order given) score, win, the score's parts, what was
    left at the end and the think times."""
    from game.coal_baron.scoring import cubes_of
    bots, k, seed = job
    n = len(bots)
    game, players, seats = deal(bots, k, seed)
    timed = [Timed(p, clock=time.process_time) for p in players]
    Match(game, timed).play()
    state = game.state
    res = game.engine.final_result(state)
    rows: list[dict] = [{} for _ in range(n)]
    for seat, b in enumerate(seats):
        times = [round(t, 4) for n_actions, t in timed[seat].times if n_actions > 1]
        rows[b] = {"bot": bots[b], "seat": seat, "score": res["scores"][seat], "win": res["winner"] == seat,
                   "parts": res["players"][seat]["breakdown"], "delivered": len(state.delivered[seat]),
                   "open_orders": len(state.orders[seat]), "marks_left": state.marks[seat] % 5,
                   "cubes_left": cubes_of(state, seat) % 3, "times": times}
    return {"bots": list(bots), "seed": seed, "game": k, "players": n, "rows": rows}




def report(results: list[dict], label: str) -> str:
    """Figures per bot name (a bot given twice is merged): wins with the Wilson 95% interval, the
    score and its parts, what was left at the end, think time."""
    if not results:
        return f"{label}: no game"
    lines = [f"{label}: {len(results)} games, {results[0]['players']} players, seats rotated"]
    names: list[str] = []
    for row in results[0]["rows"]:
        if row["bot"] not in names:
            names.append(row["bot"])
    for name in names:
        rows = [row for r in results for row in r["rows"] if row["bot"] == name]
        wins = sum(row["win"] for row in rows)
        games = len(rows)
        lo, hi = wilson(wins, games)
        t = [x for row in rows for x in row["times"]]

        def mean(key: str, rows: list[dict] = rows) -> float:
            return sum(row[key] for row in rows) / len(rows)

        parts = {p: sum(row["parts"][p] for row in rows) / games for p in rows[0]["parts"]}
        lines.append(f"  {name:<12} wins {wins:>3}/{games:<3} {wins / games:6.1%} [{lo:.1%}, {hi:.1%}]"
                     f"  score {mean('score'):5.1f}  think mean {sum(t) / max(1, len(t)) * 1000:6.1f} ms"
                     f"  p50 {pct(t, .5) * 1000:6.1f} ms  p95 {pct(t, .95) * 1000:6.1f} ms"
                     f"  max {max(t, default=0) * 1000:6.1f} ms  ({len(t)} decisions)")
        lines.append("               " + "  ".join(f"{p} {v:.1f}" for p, v in parts.items())
                     + f"  | delivered {mean('delivered'):.1f}  open at end {mean('open_orders'):.2f}"
                     f"  Marks left (mod 5) {mean('marks_left'):.2f}  cubes left (mod 3) {mean('cubes_left'):.2f}")
    if len(names) == 2 or results[0]["players"] == 2:
        lines.append("  " + margin_summary(results))
    return "\n".join(lines)


def margin_summary(results: list[dict]) -> str:
    """The first bot's mean margin over the best other player, with its standard error."""
    m = [r["rows"][0]["score"] - max(x["score"] for x in r["rows"][1:]) for r in results]
    mean = sum(m) / len(m)
    se = math.sqrt(sum((x - mean) ** 2 for x in m) / max(1, len(m) - 1) / len(m))
    return f"{results[0]['rows'][0]['bot']}'s margin over the best other: {mean:+.2f} points a game (SE {se:.2f})"


def compare(new: list[dict], base: list[dict]) -> str:
    """Two measurements of the same games (the same seeds and seats, one bot changed), paired game
    by game for the first bot of each: the games whose winner changed (a difference of d wins is d /
    sqrt(changed) standard errors, a sign test) and the paired change of its margin."""
    def key(r: dict) -> tuple:
        return (r["seed"], r["game"])
    a = {key(r): r for r in new}
    b = {key(r): r for r in base}
    keys = sorted(set(a) & set(b))
    if not keys:
        return "no game in common: compare two measurements of the same games"
    only_new = sum(a[k]["rows"][0]["win"] and not b[k]["rows"][0]["win"] for k in keys)
    only_base = sum(b[k]["rows"][0]["win"] and not a[k]["rows"][0]["win"] for k in keys)
    changed = only_new + only_base
    z = (only_new - only_base) / math.sqrt(changed) if changed else 0.0

    def margin(r: dict) -> float:
        return r["rows"][0]["score"] - max(x["score"] for x in r["rows"][1:])
    diffs = [margin(a[k]) - margin(b[k]) for k in keys]
    mean = sum(diffs) / len(diffs)
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1) / len(diffs))
    wins_new = sum(a[k]["rows"][0]["win"] for k in keys)
    wins_base = sum(b[k]["rows"][0]["win"] for k in keys)
    return (f"{len(keys)} games in common; {a[keys[0]]['rows'][0]['bot']} wins {wins_new}, "
            f"{b[keys[0]]['rows'][0]['bot']} {wins_base}\nwinner changed in {changed}: {only_new} won only by "
            f"the first, {only_base} only by the second; difference {only_new - only_base:+d} = {z:+.1f} "
            f"standard errors\nthe first bot's margin over the best other changed by {mean:+.2f} points a game"
            + (f" = {mean / se:+.1f} standard errors" if se else ""))


# The figures docs/bots.md gives for Coal Baron: (file, bots, games, seed). The suite plays them in
# rounds, each match a share of its games per round, so a suite cut short has some of every figure;
# each file resumes where it stopped.
SUITE = (
    ("hard-old_hard.jsonl", "hard,old_hard", 200, 1),
    ("hard-normal.jsonl", "hard,normal", 200, 1),
    ("hard-3normal.jsonl", "hard,normal,normal,normal", 100, 1),
    ("normal-easy.jsonl", "normal,easy", 200, 1),
    ("hard10-hard.jsonl", "hard10,hard", 60, 1),
)
ROUNDS = (0.2, 0.5, 1.0)


def suite(folder: str, workers: int) -> None:
    """Play (or finish) every match of SUITE into `folder`, round by round, then print the figures."""
    os.makedirs(folder, exist_ok=True)
    for share in ROUNDS:
        for name, bots, games, seed in SUITE:
            main(["match", "--bots", bots, "--games", str(max(1, round(games * share))), "--seed", str(seed),
                  "--workers", str(workers), "--out", os.path.join(folder, name)])
            print(flush=True)


def run(jobs: list[tuple], workers: int, out: str | None) -> list[dict]:
    """Play every job on `workers` processes; each game is appended to `out` as soon as it ends."""
    results = []
    with contextlib.ExitStack() as stack:
        sink = stack.enter_context(open(out, "a")) if out else None
        if workers > 1 and len(jobs) > 1:
            pool = stack.enter_context(mp.get_context("spawn").Pool(workers))
            done = pool.imap_unordered(play, jobs)
        else:
            done = map(play, jobs)
        for r in done:
            results.append(r)
            if sink:
                sink.write(json.dumps(r) + "\n")
                sink.flush()
    return results




def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.cb_bots_measure", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=("match", "report", "compare", "suite"))
    ap.add_argument("--bots", default="hard,normal", help="match: one bot per seat, comma-separated")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--from", dest="first", type=int, default=0, help="play games FROM..GAMES-1 only")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", default=None, help="append each game as a JSON line (report reads it back)")
    ap.add_argument("--base", default=None, help="compare: the measurement to pair --out with")
    ap.add_argument("--dir", default="cb-figures", help="suite: the folder of its measurements")
    args = ap.parse_args(argv)
    if args.what == "suite":
        suite(args.dir, args.workers)
        return 0
    if args.what in ("report", "compare") and not args.out:
        raise SystemExit(f"{args.what} needs --out FILE")
    if args.what == "compare":
        if not args.base:
            raise SystemExit("compare needs --base FILE, a measurement of the same games")
        print(compare(read_lines(args.out), read_lines(args.base)))
        return 0
    if args.what == "report":
        print(report(read_lines(args.out), "from " + args.out))
        return 0
    bots = [b.strip() for b in args.bots.split(",")]
    if not 2 <= len(bots) <= 4:
        raise SystemExit("--bots: 2 to 4 bots, one per seat")
    for name in set(bots):
        make(name, 0)       # an unknown name stops here, before any game
    done: dict[int, dict] = {}
    if args.out and os.path.exists(args.out):
        done = {r["game"]: r for r in read_lines(args.out) if r["bots"] == bots and r["seed"] == args.seed}
    jobs = [(tuple(bots), k, args.seed) for k in range(args.first, args.games) if k not in done]
    t0 = time.time()
    results = run(jobs, args.workers, args.out)
    every = sorted([*results, *(r for k, r in done.items() if args.first <= k < args.games)],
                   key=lambda r: r["game"])
    print(report(every, ",".join(bots)))
    print(f"({len(results)} games played now, {len(every) - len(results)} read from {args.out}; "
          f"{time.time() - t0:.0f} s wall)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
