"""Seat-rotated tournaments between bots: wins, win rates with a Wilson 95% interval, mean scores,
and how well each bot plays (debts, Pinge exhausted, tunnel sections emptied, think time).

Game k deals seed + k // n (n = number of seats) and rotates the bots k % n seats, so every deal is
played from every seat. Games are independent and deterministic, so running them in worker
processes gives the same results as running them one after another.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from game.haspelknecht.bots import make_bot
from game.haspelknecht.game import Game
from game.haspelknecht.options import Options
from game.haspelknecht.scoring import emptied_sections
from game.haspelknecht.simulate import seat_names


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (95% for z = 1.96)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def bot_seed(seed: int, game: int, who: int) -> int:
    return (seed * 1_000_003 + game * 101 + who) & 0x7FFFFFFF


def play_one(args: tuple) -> dict[str, Any]:
    """Play game number k of a tournament; returns one row per bot (in the order of `bots`)."""
    bots, k, seed, layout, settings = args
    n = len(bots)
    rot = k % n
    seats = [(j + rot) % n for j in range(n)]  # seat j is played by bot seats[j]
    options = Options(players=n, layout=layout)
    game = Game(options, seed + k // n, events=False)
    players = [make_bot(bots[b], bot_seed(seed, k, b), name=bots[b], **settings.get(bots[b], {}))
               for b in seats]
    think = [0.0] * n
    moves = [0] * n
    clock = time.perf_counter
    while not game.is_over:
        who, _kind = game.decision()
        acts = game.legal_actions()
        t0 = clock()
        a = players[who].decide(game, acts)
        think[who] += clock() - t0
        moves[who] += 1
        game.apply(a)
    state = game.state
    res = state.result
    rows: list[dict[str, Any]] = [{} for _ in range(n)]
    for seat, b in enumerate(seats):
        p = state.players[seat]
        rows[b] = {
            "seat": seat,
            "score": res["scores"][seat],
            "win": res["winner"] == seat,
            "debts": p.debts,
            "exhausted": p.exhausted,
            "sections": len(emptied_sections(state, p)),
            "think": think[seat],
            "moves": moves[seat],
        }
    return {"game": k, "deal": seed + k // n, "rows": rows}


def run(bots: Sequence[str], games: int, seed: int = 1, layout: str = "first_game", workers: int = 1,
        settings: dict[str, dict] | None = None,
        progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play `games` seat-rotated games; returns {"games", "bots", "results": {name: stats}}."""
    bots = list(bots)
    names = seat_names(bots)
    settings = settings or {}
    jobs = [(tuple(bots), k, seed, layout, settings) for k in range(games)]
    results: list[dict] = []
    if workers > 1 and games > 1:
        import multiprocessing as mp

        with mp.get_context("spawn").Pool(workers) as pool:
            for i, r in enumerate(pool.imap(play_one, jobs)):
                results.append(r)
                if progress:
                    progress(i + 1, games)
    else:
        for i, job in enumerate(jobs):
            results.append(play_one(job))
            if progress:
                progress(i + 1, games)
    return summarize(names, results)


def summarize(names: Sequence[str], results: list[dict]) -> dict[str, Any]:
    n_games = len(results)
    out: dict[str, Any] = {"games": n_games, "bots": list(names), "results": {}}
    for b, name in enumerate(names):
        rows = [r["rows"][b] for r in results]
        wins = sum(1 for row in rows if row["win"])
        moves = sum(row["moves"] for row in rows)
        lo, hi = wilson(wins, n_games)
        out["results"][name] = {
            "wins": wins,
            "win_rate": wins / n_games if n_games else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_score": _mean([row["score"] for row in rows]),
            "mean_debts": _mean([row["debts"] for row in rows]),
            "pinge_exhausted_share": _mean([1.0 if row["exhausted"] else 0.0 for row in rows]),
            "tunnel_emptied_share": _mean([1.0 if row["sections"] else 0.0 for row in rows]),
            "mean_sections_emptied": _mean([row["sections"] for row in rows]),
            "ms_per_decision": round(1000 * sum(row["think"] for row in rows) / moves, 3) if moves else 0.0,
        }
    return out


def _mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs), 3) if xs else 0.0


def format_results(summary: dict[str, Any]) -> str:
    lines = [f"{summary['games']} games, seats rotated"]
    lines.append(f"  {'bot':<10} {'wins':>5} {'win rate':>9} {'95% CI':>15} {'score':>7} {'debts':>6} "
                 f"{'Pinge':>6} {'tunnel':>7} {'ms/move':>8}")
    for name, r in summary["results"].items():
        lo, hi = r["ci95"]
        lines.append(f"  {name:<10} {r['wins']:>5} {r['win_rate']:>8.1%} {f'[{lo:.1%}, {hi:.1%}]':>15} "
                     f"{r['mean_score']:>7.1f} {r['mean_debts']:>6.2f} {r['pinge_exhausted_share']:>6.0%} "
                     f"{r['tunnel_emptied_share']:>7.0%} {r['ms_per_decision']:>8.1f}")
    lines.append("  (Pinge: share of games with the Pinge exhausted; tunnel: share with a tunnel section "
                 "emptied)")
    return "\n".join(lines)
