"""Reading the game data files (YAML) safely: every problem becomes a DataError naming the file and
the field, never a traceback or a hang.

The data files ship with the game, so a bad one means a damaged installation. The loader refuses
what a hand-written data file never needs and what can hang or mislead a loader: aliases (a
"billion laughs" alias bomb expands to gigabytes), duplicate keys (YAML keeps the last one silently),
deep nesting (the parser recurses), huge files and huge numbers. Shared by the collection's games;
never imports pygame.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from game.core.errors import DataError  # noqa: F401  (defined there so start-up need not import pydantic)

MAX_BYTES = 2_000_000      # the largest shipped file is a few dozen KB
MAX_DEPTH = 40             # the deepest shipped structure is about 8 levels
MAX_INT = 1_000_000        # no count, cost or score in the data comes near this; bigger ones hang loops

M = TypeVar("M", bound=BaseModel)   # the model a file is read into


def damaged(path: Path | str, field: str, problem: str) -> DataError:
    """The one message form: "FILE: field FIELD: PROBLEM"."""
    where = f"field {field}: " if field else ""
    return DataError(f"{path}: {where}{problem}", file=str(path), field=field)


class StrictLoader(yaml.SafeLoader):
    """SafeLoader that refuses aliases, duplicate keys and nesting deeper than MAX_DEPTH."""

    _depth = 0

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(None, None, "aliases (*name) are not allowed in the game data",
                                              event.start_mark)
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise yaml.composer.ComposerError(None, None, f"nested deeper than {MAX_DEPTH} levels",
                                                  self.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_mapping(self, node, deep=False):
        seen: set = set()
        for key_node, _value in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                duplicate = key in seen
                seen.add(key)
            except TypeError:      # an unhashable key: the base class reports it
                continue
            if duplicate:
                raise yaml.constructor.ConstructorError(None, None, f"the key {key!r} appears twice",
                                                        key_node.start_mark)
        return super().construct_mapping(node, deep=deep)


def read_text(path: Path) -> str:
    """The file's text, or DataError: missing, a folder, unreadable, too big or not UTF-8."""
    try:
        if not path.is_file():
            if path.exists() or path.is_symlink():
                raise damaged(path, "", "not a regular file")
            raise DataError(f"{path}: file is missing", file=str(path))
        if path.stat().st_size > MAX_BYTES:
            raise damaged(path, "", f"larger than {MAX_BYTES} bytes")
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise damaged(path, "", f"not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise damaged(path, "", f"cannot be read: {exc.strerror or exc}") from None


def _field_path(loc: tuple | list) -> str:
    return ".".join(str(p) for p in loc) or "(top level)"


def _check_numbers(value: Any, path: Path) -> None:
    """Refuse integers beyond MAX_INT anywhere (walked without recursion)."""
    stack: list[tuple[Any, tuple]] = [(value, ())]
    while stack:
        v, loc = stack.pop()
        if isinstance(v, bool):
            continue
        if isinstance(v, int) and abs(v) > MAX_INT:
            raise damaged(path, _field_path(loc), f"a number out of range (at most {MAX_INT} either way)")
        if isinstance(v, dict):
            stack.extend((item, (*loc, k)) for k, item in v.items())
        elif isinstance(v, list):
            stack.extend((item, (*loc, i)) for i, item in enumerate(v))


def load_yaml(path: Path) -> Any:
    """Parse one YAML data file strictly; DataError for anything wrong."""
    text = read_text(path)
    try:
        raw = yaml.load(text, Loader=StrictLoader)  # noqa: S506 - StrictLoader is a SafeLoader
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f" (line {mark.line + 1})" if mark else ""
        raise damaged(path, "", f"not valid YAML{where}: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise damaged(path, "", f"not valid YAML: {exc}") from None
    except RecursionError:
        raise damaged(path, "", "nested too deeply") from None
    except (ValueError, OverflowError) as exc:   # e.g. an integer of thousands of digits
        raise damaged(path, "", f"a value cannot be read: {str(exc)[:120]}") from None
    _check_numbers(raw, path)
    return raw


def load_model(path: Path, model: type[M]) -> M:
    """Load a YAML mapping and validate it with a pydantic model; DataError names the field."""
    raw = load_yaml(path)
    if not isinstance(raw, dict):
        raise DataError(f"{path}: expected a mapping at the top level", file=str(path))
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        errors = exc.errors()
        problems = "; ".join(f"field {_field_path(e['loc'])}: {e['msg']}" for e in errors[:5])
        first = _field_path(errors[0]["loc"]) if errors else ""
        raise DataError(f"{path}: {problems}", file=str(path), field=first) from None
    except RecursionError:
        raise damaged(path, "", "nested too deeply") from None
    except Exception as exc:  # noqa: BLE001 - a model's own check tripped over odd data (e.g. an empty list)
        raise damaged(path, "", f"inconsistent values ({type(exc).__name__}: {str(exc)[:120]})") from None
