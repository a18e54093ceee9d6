"""Where the player's own files live: the platform's per-user folders (platformdirs), and the
bound on the cache folder."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from platformdirs import user_cache_dir, user_config_dir, user_data_dir, user_log_dir

# The folders keep the name they had before the collection: saves, settings and logs of earlier
# versions are where the collection looks for them, so nothing needs moving.
APP = "haspelknecht"
# The cache holds the title painting at each window size (a BMP: 25 MB at 4K): room for the sizes
# of two 4K screens and a few windows, while ten resizes of the window once took 27 MB for good
CACHE_MAX_BYTES = 64_000_000
STALE_TEMP_SECONDS = 600      # a temporary file this old was left by a crash, not being written
log = logging.getLogger(__name__)


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


@contextmanager
def cache_file(path: Path) -> Iterator[IO[Any]]:
    """A binary file to write `path` in the cache through (atomically: game.core.json_files), after
    which the cache's folder is brought back within CACHE_MAX_BYTES."""
    from game.core.json_files import atomic_file

    with atomic_file(path, binary=True) as f:
        yield f
    trim_cache(path.parent, keep=path)


def trim_cache(folder: Path, keep: Path | None = None) -> None:
    """Remove the files made longest ago until the folder holds at most CACHE_MAX_BYTES (`keep`,
    the file just written, always stays), and temporary files a crash left. Anything that cannot
    be looked at or removed is left: trimming must never cost more than the cache saves."""
    now = time.time()
    files: list[tuple[float, int, Path]] = []
    try:
        entries = list(os.scandir(folder))
    except OSError as exc:
        log.info("cache not trimmed: %s", exc)
        return
    for entry in entries:
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        path = Path(entry.path)
        if entry.name.endswith(".tmp"):
            if now - st.st_mtime > STALE_TEMP_SECONDS:
                path.unlink(missing_ok=True)
            continue
        files.append((st.st_mtime, st.st_size, path))
    total = sum(size for _mtime, size, _path in files)
    for _mtime, size, path in sorted(files):
        if total <= CACHE_MAX_BYTES:
            break
        if keep is not None and path == keep:
            continue
        try:
            path.unlink()
        except OSError as exc:
            log.info("cache file %s not removed: %s", path, exc)
            continue
        total -= size
