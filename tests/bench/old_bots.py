"""The Haspelknecht bots as they were before the lease planning, for measuring only ("Hard against
the previous Hard"). They are read from the main line's history (commit 2dade49) into a temporary
package when a measurement asks for them, their imports pointed there, so no copy of the old code
is kept in the tree and nothing of it reaches the app.
Needs a clone with history (a shallow clone: `git fetch --unshallow`)."""

from __future__ import annotations

import importlib
import subprocess
import sys
import tempfile
from pathlib import Path

COMMIT = "2dade499aa87e07a143106516bad3bc44ae02101"
MODULES = ("base", "heuristic", "macro", "normal", "hard")
PACKAGE = "old_haspelknecht_bots"
ROOT = Path(__file__).resolve().parents[2]


def _source(module: str) -> str:
    text = subprocess.run(["git", "show", f"{COMMIT}:game/haspelknecht/bots/{module}.py"], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout
    return (text.replace("from game.haspelknecht.bots import", f"from {PACKAGE} import")
                .replace("from game.haspelknecht.bots.", f"from {PACKAGE}."))


def load():
    """(OldHardBot, OldNormalBot), imported from the history once per process."""
    if PACKAGE not in sys.modules:
        # The folder goes as soon as every module is imported: an atexit hook never runs in a
        # measuring worker (multiprocessing ends its children with os._exit), and each worker left
        # its folder behind in the temporary directory.
        with tempfile.TemporaryDirectory(prefix="old-bots-") as tmp:
            folder = Path(tmp)
            (folder / PACKAGE).mkdir()
            (folder / PACKAGE / "__init__.py").write_text("")
            for module in MODULES:
                (folder / PACKAGE / f"{module}.py").write_text(_source(module))
            sys.path.insert(0, str(folder))
            try:
                sys.dont_write_bytecode, was = True, sys.dont_write_bytecode
                for module in MODULES:
                    importlib.import_module(f"{PACKAGE}.{module}")
            finally:
                sys.dont_write_bytecode = was
                sys.path.remove(str(folder))
    hard = sys.modules[f"{PACKAGE}.hard"]
    normal = sys.modules[f"{PACKAGE}.normal"]
    return hard.HardBot, normal.NormalBot
