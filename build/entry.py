"""Entry point of the frozen app (PyInstaller runs this file)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # first of all: a worker process the bots' runner spawns (game/ui/bot_runner.py) starts this same
    # executable, and freeze_support turns it into the worker instead of a second copy of the game
    multiprocessing.freeze_support()
    from game.cli import main

    sys.exit(main())
