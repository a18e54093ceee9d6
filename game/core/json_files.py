"""Reading JSON written by the player's own copy of the game (saves, settings) with bounds.

Python's json module happily returns Infinity, NaN, 1e400 (as inf), integers of thousands of digits
and structures nested 100,000 deep (then RecursionError). Each of those crashed the game later, far
from the file. Here they are refused while reading, with one exception type, JsonLimitError (a
ValueError), whose message is short and fit for the player. Never imports pygame.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from pathlib import Path
from typing import Any

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
