"""Speed of the Coal Baron engine: random-vs-random games per second on one core (the collection's
engine bench, game.core.bench, over this game: bare states, no record, no chronicle).

    .venv/bin/python -m game.coal_baron.bench [--players 4] [--seconds 10]
"""

from __future__ import annotations

import argparse
import time

from game.core.bench import random_games


def games_per_second(players: int = 4, seconds: float = 10.0, first_seed: int = 0) -> dict:
    """Plays seeded random games for about `seconds`; games and actions per second."""
    start = time.perf_counter()
    figures = random_games(players=players, seconds=seconds, seed=first_seed, game="coal_baron")
    return {"players": players, "games": figures["games"], "seconds": round(time.perf_counter() - start, 2),
            "games_per_second": round(figures["games_per_second"], 1),
            "actions_per_game": round(figures["actions_per_game"], 1)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--seconds", type=float, default=10.0)
    args = ap.parse_args(argv)
    print(games_per_second(args.players, args.seconds))


if __name__ == "__main__":
    main()
