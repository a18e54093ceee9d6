"""Entry point of the frozen app (PyInstaller runs this file)."""

import sys


def _multiprocessing_child() -> None:
    """A copy of this executable that multiprocessing started: the bots' worker process
    (game/ui/bot_runner.py spawns it) or multiprocessing's resource tracker. Either runs its own
    code and exits here, instead of opening a second game window.

    This is PyInstaller's multiprocessing run-time hook (pyi_rth_multiprocessing, left out by
    build/haspelknecht.spec), done only in such a copy: as a hook it imported multiprocessing (with
    socket, pickle, subprocess...) at every start, a quarter of the frozen app's imports before
    its first frame."""
    argv = sys.argv
    if "--multiprocessing-fork" not in argv and "-c" not in argv:
        return
    import multiprocessing.spawn
    from subprocess import _args_from_interpreter_flags

    multiprocessing.process.ORIGINAL_DIR = None
    if "-c" in argv:   # the resource tracker: interpreter flags, then -c and its import statement
        at = argv.index("-c")
        prefixes = ("from multiprocessing.resource_tracker import main",
                    "from multiprocessing.forkserver import main",
                    "import sys; from multiprocessing.forkserver import main")
        if (set(argv[1:at]) == set(_args_from_interpreter_flags()) and len(argv) > at + 1
                and argv[at + 1].startswith(prefixes)):
            exec(argv[at + 1])
            sys.exit()
    if multiprocessing.spawn.is_forking(argv):   # a worker: "--multiprocessing-fork name=value..."
        kwds = {}
        for arg in argv[2:]:
            name, value = arg.split("=")
            kwds[name] = None if value == "None" else int(value)
        multiprocessing.spawn.spawn_main(**kwds)
        sys.exit()


if __name__ == "__main__":
    _multiprocessing_child()   # first of all: a worker or helper never becomes a second copy of the game
    from game.cli import main

    sys.exit(main())
