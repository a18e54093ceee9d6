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
    return {
        "players": players,
        "games": games,
        "games_per_second": games / elapsed,
        "actions_per_game": actions / games,
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args(argv)
    figures = {"engine": random_games(seconds=args.seconds), **clone_cost()}
    if args.json:
        print(json.dumps(figures))
        return 0
    e = figures["engine"]
    print(f"random 4-player games per second (one core): {e['games_per_second']:.1f}")
    print(f"  actions per game: {e['actions_per_game']:.0f}")
    print(f"  microseconds per applied action: {e['us_per_applied_action']:.1f}")
    print(f"  microseconds per step incl. legal-move generation: {e['us_per_step_with_move_generation']:.1f}")
    print(f"microseconds per state clone (4 players, mid-game): {figures['us_per_clone']:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
