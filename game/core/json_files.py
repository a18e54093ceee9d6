"""The player's own files (saves, settings, the history): read with bounds, written atomically.

Reading: Python's json module happily returns Infinity, NaN, 1e400 (as inf), integers of thousands
of digits and structures nested 100,000 deep (then RecursionError). Each of those crashed the game
later, far from the file. Here they are refused while reading, with one exception type,
JsonLimitError (a ValueError), whose message is short and fit for the player.

Writing: `atomic_file` / `write_atomic`, the one way the game writes a file of the player's (the
title painting's cache too). Never imports pygame.
"""

from __future__ import annotations

import json
import math
import os
import sys
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

MAX_DEPTH = 32          # a save is about 5 levels deep
MAX_INT_DIGITS = 20     # a 64-bit seed has 20 digits at most


class JsonLimitError(ValueError):
    """The text is not JSON, or has a value or a shape no file of ours has."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise JsonLimitError(f"a number with {len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonLimitError("a number too large to use")
    return value


def _parse_constant(name: str) -> float:
    raise JsonLimitError(f"the value {name} (not a number)")


def _depth(value: Any) -> int:
    """How deeply lists and objects nest (walked without recursion)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        items: Iterable[Any]
        if isinstance(v, dict):
            items = v.values()
        elif isinstance(v, list):
            items = v
        else:
            continue
        deepest = max(deepest, d)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((item, d + 1) for item in items)
    return deepest


def loads(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """json.loads with bounds: no NaN/Infinity, no overflowing floats, no huge integers, no deep
    nesting. Raises JsonLimitError."""
    try:
        value = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                           parse_constant=_parse_constant)
    except JsonLimitError:
        raise
    except RecursionError:
        raise JsonLimitError("nested far too deeply") from None
    except (json.JSONDecodeError, ValueError) as exc:
        raise JsonLimitError(f"not valid JSON ({str(exc).splitlines()[0][:80]})") from None
    if _depth(value) > max_depth:
        raise JsonLimitError(f"nested deeper than {max_depth} levels")
    return value


def read_text(path: Path, max_bytes: int) -> str:
    """A regular file's UTF-8 text, at most max_bytes. Raises OSError (a folder, a device, a FIFO,
    a broken link: nothing that could block or flood the reader), or UnicodeDecodeError."""
    if not path.is_file():          # follows links; a FIFO would block read_text forever
        if path.exists() or path.is_symlink():
            raise OSError(f"{path.name} is not a regular file")
        raise FileNotFoundError(str(path))
    with path.open("rb") as f:
        data = f.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise OSError(f"{path.name} is larger than {max_bytes // 1_000_000} MB")
    return data.decode("utf-8")


@contextmanager
def atomic_file(path: Path, *, binary: bool = False) -> Iterator[IO[Any]]:
    """A file to write `path` through: a uniquely named temporary file in the same folder (two
    copies of the game never share one), synced to the disk, then renamed over `path`, then the
    folder synced. A crash or a power cut leaves the old file or the new one, never half of one or
    an empty one (a rename without the syncs may reach the disk before the data does). If the block
    raises, the old file stays and the temporary file is removed. Raises OSError."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") if binary else os.fdopen(fd, "w", encoding="utf-8") as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_folder(folder)


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write the whole file atomically and durably (see atomic_file)."""
    with atomic_file(path, binary=isinstance(data, bytes)) as f:
        f.write(data)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable. Windows cannot open a folder to sync it (its rename is
    journaled by NTFS); some file systems refuse: the file is already written either way."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
