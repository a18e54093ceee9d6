"""The packaging recipes' Python modules (build/, not a package), loaded by path for the tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"


def load(relative: str) -> ModuleType:
    """build/<relative> as a module: 'release.py', 'linux/debian.py' (build/ goes on sys.path first,
    as the recipes put it there for each other)."""
    if str(BUILD) not in sys.path:
        sys.path.insert(0, str(BUILD))
    if "/" not in relative:      # the way the recipes import each other: `import release`
        return importlib.import_module(relative.removesuffix(".py"))
    path = BUILD / relative
    name = "recipe_" + relative.removesuffix(".py").replace("/", "_")
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]
