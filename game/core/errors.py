"""Errors that the start-up path names without importing their modules' heavy dependencies
(DataError is raised by game.core.data_files, SaveError by game.core.session and saves)."""

from __future__ import annotations

import unicodedata


class DataError(Exception):
    """A data file is missing or invalid; the message names the file and the field.

    `file` and `field` are kept for callers that want them apart (both may be empty)."""

    def __init__(self, message: str, *, file: str = "", field: str = "") -> None:
        super().__init__(message)
        self.file = file
        self.field = field


class SaveError(ValueError):
    """A save file that cannot be used; the message is for the player."""


def short(exc: object) -> str:
    """One printable line of at most 200 characters: messages quote the file's own text, and a NUL
    or a control character in a message would break drawing it."""
    try:
        text = str(exc)
    except Exception:  # noqa: BLE001 - e.g. a number too long to print
        text = ""
    text = text.splitlines()[0] if text.strip() else type(exc).__name__
    text = text[:200]
    return "".join(ch if unicodedata.category(ch)[0] != "C" else "?" for ch in text)
