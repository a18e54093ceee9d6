"""Shim: the benchmarks moved to game.core.bench (any registered game); `python -m game.bench`
still runs them."""

import sys

from game.core.bench import all_figures, bot_times, clone_cost, format_figures, main, random_games  # noqa: F401

if __name__ == "__main__":
    sys.exit(main())
