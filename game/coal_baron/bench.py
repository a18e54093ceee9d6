"""Speed of the Coal Baron engine: random-vs-random games per second on one core.

    .venv/bin/python -m game.coal_baron.bench [--players 4] [--seconds 10]
"""

from __future__ import annotations

import argparse
import time

from game.coal_baron.bots.random_bot import RandomBot
from game.coal_baron.engine import ENGINE
from game.coal_baron.options import Options
from game.coal_baron.play import play


def games_per_second(players: int = 4, seconds: float = 10.0, first_seed: int = 0) -> dict:
    """Plays seeded random games for about `seconds`; games and actions per second."""
    # warm the caches
    play(ENGINE.new_state(Options(players=players), first_seed - 1), [RandomBot(i) for i in range(players)])
    games = actions = 0
    counter = [0]

    def count(_s, _a) -> None:
        counter[0] += 1

    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seed = first_seed + games
        state = ENGINE.new_state(Options(players=players), seed)
        play(state, [RandomBot(seed * 10 + i) for i in range(players)], on_step=count)
        games += 1
    elapsed = time.perf_counter() - start
    actions = counter[0]
    return {"players": players, "games": games, "seconds": round(elapsed, 2),
            "games_per_second": round(games / elapsed, 1), "actions_per_game": round(actions / max(games, 1), 1)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--seconds", type=float, default=10.0)
    args = ap.parse_args(argv)
    print(games_per_second(args.players, args.seconds))


if __name__ == "__main__":
    main()
