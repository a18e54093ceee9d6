"""Where the shipped data and art live: in a frozen bundle, an installed wheel or the source tree.

Never the current directory: the app may be started from anywhere.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path


def _find(bundled: str, source_tree: str) -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:  # PyInstaller one-folder bundle
        return Path(frozen_root) / source_tree
    packaged = Path(str(resources.files("game"))) / bundled
    if packaged.is_dir():  # installed from a wheel: data/ and art/ are copied into the package
        return packaged
    return Path(__file__).resolve().parent.parent / source_tree  # source tree / editable install


def data_dir() -> Path:
    return _find("_data", "data")


def art_dir() -> Path:
    return _find("_art", "art")
