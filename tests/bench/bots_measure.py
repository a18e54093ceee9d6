"""Measure Haspelknecht's bots: strength, debts and think time per decision.

    python -m tests.bench.bots_measure match --bots hard,normal --games 200 --layouts first_game,"Two circles"
    python -m tests.bench.bots_measure match --bots hard,old_hard --games 60
    python -m tests.bench.bots_measure times --players 4 --games 1          # every layout that allows 4
    python -m tests.bench.bots_measure match --bots hard10,hard --games 10  # headroom: 10x the playouts
    python -m tests.bench.bots_measure compare --out new.jsonl --base old.jsonl  # two variants, paired

Games are seat-rotated as in `haspelknecht tournament` (game k deals seed + k // n and rotates
the bots by k seats; a bot's seed is game.core.tournament.bot_seed). Think time is measured per
decision with time.process_time (one core, CPU time of the process that plays the game), so
other work on the machine does not inflate it; trivial decisions (one legal action) are left out
of the percentiles. Bots: random, easy, normal, hard (the shipped ones, command-line budget: no
deadline), old_hard and old_normal (tests/bench/old_bots.py: the bots before the lease planning,
read from the history at commit 2dade49), hard10 (Hard with ten times its playouts). Each finished
game is appended as one JSON line to --out, so a campaign cut short keeps what it played.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing as mp
import sys
import time

from game.core.match import Match, Timed
from game.core.tournament import bot_seed, wilson
from game.haspelknecht.rules import FOOD

# HardBot's search settings a bot name may carry
HARD_SETTINGS = {"win_scale", "debt_tiebreak", "iterations", "candidates", "horizon", "read_table", "denial", "pairs"}


def make(kind: str, seed: int):
    """A bot by name; `normal:debt_aversion=0+aversion_near=(1,1,1,1)` (normal or hard) changes
    weights of that bot's own (bots/heuristic: WARY_PLANNER for Normal; for Hard both of its
    judgements, FITTED_PLANNER and FITTED_CAREFUL), to measure what a weight costs; Hard also takes
    its search settings, `hard:win_scale=0` (the plain margin), `hard:iterations=120`,
    `hard:read_table=0` (FITTED_PLANNER only, whoever the opponents are: the Hard before it read the
    table), `hard:denial=0` (takes searched by their own value only: the Hard before it weighed what
    a take leaves the next player) and `hard:pairs=0` (what a take leaves the next player valued as
    one take, not the pair a first take starts: the Hard before it valued that pair)."""
    from game.haspelknecht.bots import make_bot
    if ":" in kind:
        import ast
        from dataclasses import fields, replace

        from game.haspelknecht.bots.heuristic import Weights
        base, _, spec = kind.partition(":")
        names = {f.name for f in fields(Weights)}
        search = HARD_SETTINGS if base == "hard" else set()
        over, settings = {}, {}
        for item in spec.split("+"):
            key, _, value = item.partition("=")
            try:
                if key not in names | search or base not in ("normal", "hard"):
                    raise ValueError(key)
                (settings if key in search else over)[key] = ast.literal_eval(value)
            except (ValueError, SyntaxError):
                raise SystemExit(f"unknown bot {kind!r}: normal or hard, then weights among "
                                 f"{', '.join(sorted(names))} (hard also {', '.join(sorted(HARD_SETTINGS))})") from None
        own = make_bot(base, seed)
        if base == "hard":  # the overrides change both of Hard's judgements; read_table=0: one only
            settings["careful_weights"] = (replace(own.careful_weights, **over)
                                           if settings.pop("read_table", 1) else None)
        return make_bot(base, seed, name=kind, weights=replace(own.weights, **over), **settings)
    if kind in ("old_hard", "old_normal"):
        from tests.bench.old_bots import load
        old_hard, old_normal = load()
        return (old_hard if kind == "old_hard" else old_normal)(seed=seed, name=kind)
    if kind == "hard10":
        from game.haspelknecht.bots.hard import HardBot
        return HardBot(seed=seed, name=kind, iterations=HardBot.DEFAULT_ITERATIONS * 10)
    return make_bot(kind, seed)


def split_bots(text: str) -> list[str]:
    """The bot names of --bots: split at commas outside brackets, so that a name may carry a tuple
    of weights, `normal:aversion_near=(1,1,0,0),old_normal`."""
    names, depth, cur = [], 0, ""
    for ch in text:
        depth += (ch in "([") - (ch in ")]")
        if ch == "," and depth == 0:
            names.append(cur)
            cur = ""
        else:
            cur += ch
    return [*names, cur]


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


def deal(bots: tuple, k: int, seed: int, layout: str):
    """Game k of a seat-rotated match, as the tournament deals it (seed + k // n, the bots rotated by
    k seats): (the game, the bots in seat order, the index in `bots` of each seat's bot)."""
    from game.core import registry
    from game.core.record import Game
    d = registry.get("haspelknecht")
    n = len(bots)
    seats = [(j + k % n) % n for j in range(n)]
    game = Game(d.options(players=n, layout=layout), seed + k // n, events=False, game=d)
    return game, [make(bots[b], bot_seed(seed, k, b)) for b in seats], seats


def play(job: tuple) -> dict:
    """One seat-rotated game: per bot (in the order given) score, win, debts, think times."""
    bots, k, seed, layout = job
    n = len(bots)
    game, players, seats = deal(bots, k, seed, layout)
    timed = [Timed(p, clock=time.process_time) for p in players]
    play_stats = [PlayStats() for _ in range(n)]
    farms: list | None = None       # each seat's food and Thalers before a move, outside the storage
    lease = (0, 0)                  # the year's lease before a move

    def before(g, who, a) -> None:
        nonlocal farms, lease
        state = g.state
        lease = state.rules.lease.get(state.year, (0, 0))
        farms = [(p.farm[FOOD], p.thalers) for p in state.players] if state.stage != "storage" else None
        play_stats[who].action(a, g.legal_actions())

    def after(g, who, a, events) -> None:
        if farms is not None and g.state.stage == "storage":
            for seat, (food, thalers) in enumerate(farms):  # R1: the lease was just due
                play_stats[seat].winter(lease, food, thalers)

    Match(game, timed, before_apply=before, after_apply=after).play()
    times = [[t for n_actions, t in seat.times if n_actions > 1] for seat in timed]
    res = game.engine.final_result(game.state)
    rows = [{} for _ in range(n)]
    for seat, b in enumerate(seats):
        p = game.state.players[seat]
        rows[b] = {"bot": bots[b], "seat": seat, "score": res["scores"][seat], "win": res["winner"] == seat,
                   "debts": p.debts, "times": [round(t, 4) for t in times[seat]],
                   **play_stats[seat].row(game.state, p)}
    return {"layout": layout, "game": k, "players": n, "rows": rows}


class PlayStats:
    """What one seat did with the lease, the tunnel and the contracts in a game: units
    of food and Thalers short at each winter, Coal-miner and Haspelknecht payments by kind, and
    the Haspelknecht's early stops (R31)."""

    def __init__(self) -> None:
        self.food_short = self.thaler_short = 0
        self.paid: dict[str, int] = {}
        self.haspel_stops = 0

    def action(self, a, legal) -> None:
        if a.kind == "place" and a.args[0] in ("coal_miner", "haspelknecht", "coal_digger"):
            key = f"{a.args[0]}_{a.args[1]}"
            self.paid[key] = self.paid.get(key, 0) + 1
        elif a.kind == "reel" and a.args[0] == "stop" and any(x.kind == "reel" and x.args[0] == "coal"
                                                            for x in legal):
            self.haspel_stops += 1   # stopped while a coal could still be reeled

    def winter(self, lease: tuple[int, int], food: int, thalers: int) -> None:
        self.food_short += max(0, lease[0] - food)
        self.thaler_short += max(0, lease[1] - thalers)

    def row(self, state, p) -> dict:
        from game.haspelknecht.scoring import emptied_sections
        return {"food_short": self.food_short, "thaler_short": self.thaler_short, "paid": self.paid,
                "haspel_stops": self.haspel_stops, "exhausted": bool(p.exhausted),
                "sections": len(emptied_sections(state, p)), "tunnel_taken": p.tunnel_taken}


def pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def play_line(rows: list[dict]) -> str:
    """Means per game of the play statistics (PlayStats) of one bot's rows."""
    games = len(rows)
    paid: dict[str, int] = {}
    for row in rows:
        for key, v in row["paid"].items():
            paid[key] = paid.get(key, 0) + v
    contracts = "  ".join(f"{key} {v / games:.2f}" for key, v in sorted(paid.items()))
    return (f"short: food {sum(r['food_short'] for r in rows) / games:.2f} Thaler "
            f"{sum(r['thaler_short'] for r in rows) / games:.2f}  Pinge exhausted "
            f"{sum(r['exhausted'] for r in rows) / games:.0%}  sections {sum(r['sections'] for r in rows) / games:.2f}"
            f"  tunnel coal {sum(r['tunnel_taken'] for r in rows) / games:.1f}  Haspelknecht stops "
            f"{sum(r['haspel_stops'] for r in rows) / games:.2f}  paid: {contracts}")


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
            if "sections" in rows[0]:
                lines.append("             " + play_line(rows))
    return "\n".join(lines)


def compare(new: list[dict], base: list[dict]) -> str:
    """Two measurements of the same games (the same --bots order, seeds and layouts; one bot changed)
    paired game by game, for the first bot of each. Two variants of a bot agree on most games, so
    what tells them apart is the games whose winner changed: with c of them, a difference of d wins
    is d / sqrt(c) standard errors of such a paired difference (a sign test), which is the figure
    to read before calling a variant better (docs/bots.md, "How noisy one match is"). The margin
    (the first bot's score less the best other's) changes in almost every game, so its paired
    difference tells two variants apart with fewer games than the winners do."""
    def first(results: list[dict]) -> dict:
        return {(r["layout"], r["game"]): r["rows"][0] for r in results}

    def margins(results: list[dict]) -> dict:
        return {(r["layout"], r["game"]): r["rows"][0]["score"] - max(x["score"] for x in r["rows"][1:])
                for r in results}
    a, b = first(new), first(base)
    keys = sorted(set(a) & set(b))
    if not keys:
        return "no game in common: compare two measurements of the same games"
    only_new = sum(a[k]["win"] and not b[k]["win"] for k in keys)
    only_base = sum(b[k]["win"] and not a[k]["win"] for k in keys)
    changed = only_new + only_base
    moved = sum(a[k]["score"] != b[k]["score"] for k in keys)
    z = (only_new - only_base) / math.sqrt(changed) if changed else 0.0
    wins_new, wins_base = sum(a[k]["win"] for k in keys), sum(b[k]["win"] for k in keys)
    return (f"{len(keys)} games in common; {a[keys[0]]['bot']} wins {wins_new}, {b[keys[0]]['bot']} "
            f"{wins_base}\nwinner changed in {changed}: {only_new} won only by the first, {only_base} "
            f"only by the second; difference {only_new - only_base:+d} = {z:+.1f} standard errors"
            f"\nthe first bot's score changed in {moved}" + margin_line(margins(new), margins(base), keys))


def margin_line(new: dict, base: dict, keys: list) -> str:
    """The paired difference of the first bot's margin over the best other player, with its
    standard error (the spread of the per-game differences over the square root of the games)."""
    diffs = [new[k] - base[k] for k in keys]
    if len(diffs) < 2:
        return ""
    mean = sum(diffs) / len(diffs)
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
    z = f" = {mean / se:+.1f} standard errors" if se else ""
    return f"\nits margin over the best other player changed by {mean:+.2f} points a game{z}"


def run(jobs: list[tuple], workers: int, out: str | None, fn=None) -> list:
    """fn(job) for every job (default: play a game), on `workers` processes; each result is also
    appended to `out` as a JSON line as soon as it is there. Results come in the order they finish."""
    results = []
    with contextlib.ExitStack() as stack:
        sink = stack.enter_context(open(out, "a")) if out else None
        if workers > 1 and len(jobs) > 1:
            pool = stack.enter_context(mp.get_context("spawn").Pool(workers))
            done = pool.imap_unordered(fn or play, jobs)
        else:
            done = map(fn or play, jobs)
        for r in done:
            results.append(r)
            if sink:
                sink.write(json.dumps(r) + "\n")
                sink.flush()
    return results


def read_lines(path: str) -> list:
    """The JSON lines that run appended to `path` (a message, not a traceback, if it cannot be read)."""
    try:
        with open(path) as f:
            return [json.loads(line) for line in f if line.strip()]
    except (OSError, ValueError) as e:
        raise SystemExit(f"cannot read {path}: {e}") from None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.bots_measure", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=("match", "times", "report", "compare"))
    ap.add_argument("--bots", default="hard,normal", help="match: the bots, comma-separated")
    ap.add_argument("--players", type=int, default=4, help="times: players (Hard against Normals)")
    ap.add_argument("--games", type=int, default=20, help="games per layout")
    ap.add_argument("--from", dest="first", type=int, default=0,
                    help="play games FROM..GAMES-1 of each layout only, to extend a campaign already "
                    "played with --games FROM into the same --out file")
    ap.add_argument("--layouts", default=None, help="comma-separated; default first_game and two variants "
                    "(match) or every layout allowing the player count (times)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", default=None, help="append each game as a JSON line (report reads it back)")
    ap.add_argument("--base", default=None, help="compare: the measurement to pair --out with")
    args = ap.parse_args(argv)
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
    if args.what == "match":
        bots = split_bots(args.bots)
        names = args.layouts.split(",") if args.layouts else ["first_game", "Two circles", "Three long legs"]
    else:
        bots = ["hard"] + ["normal"] * (args.players - 1)
        names = args.layouts.split(",") if args.layouts else None
    layouts = layouts_for(len(bots), names)
    if not layouts:
        raise SystemExit(f"no layout among {names or 'all'} allows {len(bots)} players ({bots})")
    # layouts interleaved, so that a campaign stopped early has played each about equally often
    if not 0 <= args.first < args.games:
        raise SystemExit(f"--from {args.first}: must be at least 0 and less than --games {args.games}")
    jobs = [(tuple(bots), k, args.seed, layout) for k in range(args.first, args.games) for layout in layouts]
    t0 = time.time()
    results = sorted(run(jobs, args.workers, args.out), key=lambda r: (r["layout"], r["game"]))
    print(report(results, ",".join(bots)))
    print(f"({time.time() - t0:.0f} s wall)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
