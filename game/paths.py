"""Where the player's own files live: the platform's per-user folders (platformdirs)."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_cache_dir, user_config_dir, user_data_dir, user_log_dir

# The folders keep the name they had before the collection: saves, settings and logs of earlier
# versions are where the collection looks for them, so nothing needs moving.
APP = "haspelknecht"


def _override() -> Path | None:
    # Tests and portable installs may point everything at one folder.
    root = os.environ.get("HASPELKNECHT_HOME")
    return Path(root) if root else None


def config_dir() -> Path:
    root = _override()
    return root / "config" if root else Path(user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    root = _override()
    return root / "data" if root else Path(user_data_dir(APP, appauthor=False))


def log_dir() -> Path:
    root = _override()
    return root / "logs" if root else Path(user_log_dir(APP, appauthor=False))


def cache_dir() -> Path:
    """Files the game can always make again (the title painting at each window size)."""
    root = _override()
    return root / "cache" if root else Path(user_cache_dir(APP, appauthor=False))
