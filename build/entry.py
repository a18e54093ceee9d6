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


def _output_without_console() -> None:
    """The windowed Windows app has no console (sys.stdout and sys.stderr are None): what a command
    prints would be lost, and a failing `selftest` would say nothing. Then a command's output goes
    to the file HASPELKNECHT_OUTPUT names, else to output.txt in the log folder. The window itself
    (no command, or a save file to open) writes its own log and needs none of this."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    import os

    from game.cli import COMMANDS

    target = os.environ.get("HASPELKNECHT_OUTPUT")
    if not target:
        if not any(arg in COMMANDS or arg.startswith("-") for arg in sys.argv[1:2]):
            return
        from game.paths import log_dir

        log_dir().mkdir(parents=True, exist_ok=True)
        target = str(log_dir() / "output.txt")
    try:
        stream = open(target, "w", encoding="utf-8", buffering=1)   # stays open for the whole run
    except OSError:
        return
    sys.stdout = sys.stdout or stream
    sys.stderr = sys.stderr or stream


def _codec_stub() -> None:
    """Linux: load the stub that stands in for the codec libraries left out of the bundle
    (build/codec_stub.py) before SDL2_mixer or SDL2_image asks for it by name. Their RPATH
    ($ORIGIN) would find it beside them, but the build's strip, run after patchelf, may drop that
    RPATH; a library already loaded is found by its name whatever the search path."""
    if not sys.platform.startswith("linux"):
        return
    import os

    path = os.path.join(getattr(sys, "_MEIPASS", ""), "pygame_ce.libs", "libhk-nocodecs.so")
    if os.path.exists(path):
        import ctypes

        ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)


if __name__ == "__main__":
    _codec_stub()
    _multiprocessing_child()   # first of all: a worker or helper never becomes a second copy of the game
    _output_without_console()
    from game.cli import main

    sys.exit(main())
