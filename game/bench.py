"""Benchmarks: `make bench` prints them; `python -m game.bench --json` prints one JSON object.

Figures, not pass/fail: the tests never depend on timing.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from game.haspelknecht.actions import RETRACTIONS
from game.haspelknecht.engine import apply_action, legal_actions, new_game
from game.haspelknecht.options import Options


def random_games(players: int = 4, seconds: float = 3.0, seed: int = 1) -> dict:
    """Whole random games (legal-move generation + apply) for about `seconds` on one core."""
    games = actions = 0
    apply_time = 0.0
    clock = time.perf_counter
    start = clock()
    while clock() - start < seconds:
        state = new_game(Options(players=players), seed + games)
        rnd = random.Random(seed + games)
        while not state.is_over:
            acts = [a for a in legal_actions(state) if a.kind not in RETRACTIONS]
            a = rnd.choice(acts)
            t0 = clock()
            apply_action(state, a)
            apply_time += clock() - t0
            actions += 1
        games += 1
    elapsed = clock() - start
    games_done, actions = max(games, 1), max(actions, 1)   # a very short run may finish no game
    return {
        "players": players,
        "games": games,
        "games_per_second": games / elapsed,
        "actions_per_game": actions / games_done,
        "us_per_applied_action": apply_time / actions * 1e6,
        "us_per_step_with_move_generation": elapsed / actions * 1e6,
    }


def clone_cost(samples: int = 20000) -> dict:
    state = new_game(Options(players=4), 5)
    rnd = random.Random(5)
    for _ in range(150):  # a mid-game position
        apply_action(state, rnd.choice([a for a in legal_actions(state) if a.kind not in RETRACTIONS]))
    t0 = time.perf_counter()
    for _ in range(samples):
        state.clone()
    return {"us_per_clone": (time.perf_counter() - t0) / samples * 1e6}


def bot_times(kind: str, games: int = 1, players: int = 2, seed: int = 1) -> dict:
    """Think time per decision of one bot difficulty, all seats played by it (one core)."""
    from game.haspelknecht.bots import make_bot
    from game.haspelknecht.game import Game

    times: list[float] = []
    nontrivial: list[float] = []
    clock = time.perf_counter
    for g in range(games):
        game = Game(Options(players=players), seed + g, events=False)
        bots = [make_bot(kind, (seed + g) * 31 + i) for i in range(players)]
        while not game.is_over:
            who, _kind = game.decision()
            acts = game.legal_actions()
            t0 = clock()
            a = bots[who].decide(game, acts)
            dt = clock() - t0
            times.append(dt)
            if len(acts) > 1:
                nontrivial.append(dt)
            game.apply(a)
    return {
        "kind": kind,
        "games": games,
        "players": players,
        "decisions": len(times),
        "decisions_per_second": len(times) / sum(times) if sum(times) else float("inf"),
        "p50_ms": _pct(times, 0.50) * 1000,
        "p95_ms": _pct(times, 0.95) * 1000,
        "max_ms": max(times) * 1000,
        "nontrivial_p50_ms": _pct(nontrivial, 0.50) * 1000,
        "nontrivial_p95_ms": _pct(nontrivial, 0.95) * 1000,
    }


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def all_figures(seconds: float = 3.0, bot_games: int = 1, bots: bool = True) -> dict:
    figures = {"engine": random_games(seconds=seconds), **clone_cost()}
    if bots:
        figures["bots"] = {k: bot_times(k, games=bot_games) for k in ("easy", "normal", "hard")}
    return figures


def format_figures(figures: dict) -> str:
    e = figures["engine"]
    lines = [
        f"random 4-player games per second (one core): {e['games_per_second']:.1f}",
        f"  actions per game: {e['actions_per_game']:.0f}",
        f"  microseconds per applied action: {e['us_per_applied_action']:.1f}",
        f"  microseconds per step incl. legal-move generation: {e['us_per_step_with_move_generation']:.1f}",
        f"microseconds per state clone (4 players, mid-game): {figures['us_per_clone']:.1f}",
    ]
    if "bots" in figures:
        lines.append("bot think time per decision (2-player self-play, one core; trivial decisions included):")
        lines.append(f"  {'bot':<7} {'decisions/s':>11} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}   "
                     f"{'non-trivial p50/p95 ms':>22}")
        for k, b in figures["bots"].items():
            lines.append(f"  {k:<7} {b['decisions_per_second']:>11.0f} {b['p50_ms']:>8.2f} {b['p95_ms']:>8.1f} "
                         f"{b['max_ms']:>8.1f}   {b['nontrivial_p50_ms']:>10.1f} / {b['nontrivial_p95_ms']:.1f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from game.commands import float_in, int_in  # the same bounded flags as `haspelknecht bench`

    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seconds", type=float_in(0.1, 600), default=3.0)
    parser.add_argument("--bot-games", type=int_in(1, 50), default=1, help="games per bot difficulty to time")
    parser.add_argument("--no-bots", action="store_true", help="engine figures only")
    args = parser.parse_args(argv)
    figures = all_figures(seconds=args.seconds, bot_games=args.bot_games, bots=not args.no_bots)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(format_figures(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
