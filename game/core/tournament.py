"""Seat-rotated tournaments between bots of any registered game: wins, win rates with a Wilson 95%
interval, mean scores, think time, and the game's own per-player figures (its definition's
`player_stats`, e.g. Haspelknecht's debts, Pinge exhausted, tunnel sections emptied).

Game k deals seed + k // n (n = number of seats) and rotates the bots k % n seats, so every deal is
played from every seat. Games are independent and deterministic, so running them in worker
processes gives the same results as running them one after another.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from game.core import registry
from game.core.match import Match, Timed
from game.core.record import Game
from game.core.simulate import seat_names


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
    if len(args) == 5:          # (bots, k, seed, layout, settings): the default game
        args = (registry.DEFAULT_GAME, *args)
    name, bots, k, seed, layout, settings = args
    definition = registry.get(name)
    n = len(bots)
    rot = k % n
    seats = [(j + rot) % n for j in range(n)]  # seat j is played by bot seats[j]
    values: dict[str, Any] = {"players": n}
    if layout is not None and "layout" in definition.options_model.model_fields:
        values["layout"] = layout
    game = Game(definition.options(**values), seed + k // n, events=False, game=definition)
    players = []
    for b in seats:
        extra = settings.get(bots[b], {})
        bot = (definition.bots[bots[b]](bot_seed(seed, k, b), **extra) if extra
               else definition.bots[bots[b]](bot_seed(seed, k, b)))
        players.append(Timed(bot))      # each seat's think time, decision by decision
    Match(game, players).play()
    res = game.engine.final_result(game.state)
    rows: list[dict[str, Any]] = [{} for _ in range(n)]
    for seat, b in enumerate(seats):
        rows[b] = {"seat": seat, "score": res["scores"][seat], "win": res["winner"] == seat,
                   "think": players[seat].think, "moves": players[seat].moves}
        if definition.player_stats is not None:
            rows[b]["stats"] = definition.player_stats(game.state, seat)
    return {"game": k, "deal": seed + k // n, "rows": rows}


def run(bots: Sequence[str], games: int, seed: int = 1, layout: str | None = "first_game", workers: int = 1,
        settings: dict[str, dict] | None = None,
        progress: Callable[[int, int], None] | None = None, game: str | None = None) -> dict[str, Any]:
    """Play `games` seat-rotated games; returns {"games", "bots", "results": {name: stats}}."""
    name = game or registry.DEFAULT_GAME
    bots = list(bots)
    names = seat_names(bots)
    settings = settings or {}
    jobs = [(name, tuple(bots), k, seed, layout, settings) for k in range(games)]
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
    return summarize(names, results, name)


def summarize(names: Sequence[str], results: list[dict], game: str | None = None) -> dict[str, Any]:
    n_games = len(results)
    out: dict[str, Any] = {"games": n_games, "game": game or registry.DEFAULT_GAME, "bots": list(names),
                           "results": {}}
    for b, name in enumerate(names):
        rows = [r["rows"][b] for r in results]
        wins = sum(1 for row in rows if row["win"])
        moves = sum(row["moves"] for row in rows)
        lo, hi = wilson(wins, n_games)
        entry: dict[str, Any] = {
            "wins": wins,
            "win_rate": wins / n_games if n_games else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_score": _mean([row["score"] for row in rows]),
        }
        for key in (rows[0].get("stats") or {}) if rows else ():
            entry[key] = _mean([row["stats"][key] for row in rows])
        entry["ms_per_decision"] = round(1000 * sum(row["think"] for row in rows) / moves, 3) if moves else 0.0
        out["results"][name] = entry
    return out


def _mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs), 3) if xs else 0.0


def format_results(summary: dict[str, Any]) -> str:
    definition = registry.get(summary.get("game") or registry.DEFAULT_GAME)
    columns = list(definition.stat_columns)
    lines = [f"{summary['games']} games, seats rotated"]
    lines.append(f"  {'bot':<10} {'wins':>5} {'win rate':>9} {'95% CI':>15} {'score':>7}"
                 + "".join(f" {label:>{width}}" for _key, label, width, _fmt in columns) + f" {'ms/move':>8}")
    for name, r in summary["results"].items():
        lo, hi = r["ci95"]
        lines.append(f"  {name:<10} {r['wins']:>5} {r['win_rate']:>8.1%} {f'[{lo:.1%}, {hi:.1%}]':>15} "
                     f"{r['mean_score']:>7.1f}"
                     + "".join(f" {format(r[key], fmt):>{width}}" for key, _label, width, fmt in columns)
                     + f" {r['ms_per_decision']:>8.1f}")
    if definition.stat_note:
        lines.append(f"  ({definition.stat_note})")
    return "\n".join(lines)
