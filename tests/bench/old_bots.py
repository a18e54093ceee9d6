"""Earlier bots, for measuring only ("Hard against the previous Hard"). They are read from the main
line's history into a temporary package when a measurement asks for them, their imports pointed
there, so no copy of the old code is kept in the tree and nothing of it reaches the app.

* Haspelknecht: the bots before the lease planning (commit 2dade49), `load()`.
* Coal Baron: the bots before the shift planning (commit 303d588), `load_coal_baron()`: the Hard
  that searched Normal's three best placements with short rollouts.

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
COAL_BARON_COMMIT = "303d588b0f383686919e730d21fad1f2701fc9fa"
COAL_BARON_MODULES = ("features", "base", "policy", "normal", "hard")
COAL_BARON_PACKAGE = "old_coal_baron_bots"
ROOT = Path(__file__).resolve().parents[2]


def _source(commit: str, game: str, package: str, module: str) -> str:
    text = subprocess.run(["git", "show", f"{commit}:game/{game}/bots/{module}.py"], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout
    return (text.replace(f"from game.{game}.bots import", f"from {package} import")
                .replace(f"from game.{game}.bots.", f"from {package}."))


def _import(commit: str, game: str, package: str, modules: tuple[str, ...]) -> None:
    """Write the old modules into a temporary package and import them, once per process."""
    if package in sys.modules:
        return
    # The folder goes as soon as every module is imported: an atexit hook never runs in a
    # measuring worker (multiprocessing ends its children with os._exit), and each worker left
    # its folder behind in the temporary directory.
    with tempfile.TemporaryDirectory(prefix="old-bots-") as tmp:
        folder = Path(tmp)
        (folder / package).mkdir()
        (folder / package / "__init__.py").write_text("")
        for module in modules:
            (folder / package / f"{module}.py").write_text(_source(commit, game, package, module))
        sys.path.insert(0, str(folder))
        try:
            sys.dont_write_bytecode, was = True, sys.dont_write_bytecode
            for module in modules:
                importlib.import_module(f"{package}.{module}")
        finally:
            sys.dont_write_bytecode = was
            sys.path.remove(str(folder))


def load():
    """Haspelknecht's (OldHardBot, OldNormalBot), imported from the history once per process."""
    _import(COMMIT, "haspelknecht", PACKAGE, MODULES)
    hard = sys.modules[f"{PACKAGE}.hard"]
    normal = sys.modules[f"{PACKAGE}.normal"]
    return hard.HardBot, normal.NormalBot


def load_coal_baron():
    """Coal Baron's (OldHardBot, OldNormalBot), imported from the history once per process."""
    _import(COAL_BARON_COMMIT, "coal_baron", COAL_BARON_PACKAGE, COAL_BARON_MODULES)
    hard = sys.modules[f"{COAL_BARON_PACKAGE}.hard"]
    normal = sys.modules[f"{COAL_BARON_PACKAGE}.normal"]
    return hard.HardBot, normal.NormalBot
