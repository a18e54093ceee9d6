"""Errors that the start-up path names without importing their modules' heavy dependencies
(DataError is raised by game.core.data_files, which needs pydantic and yaml)."""

from __future__ import annotations


class DataError(Exception):
    """A data file is missing or invalid; the message names the file and the field.

    `file` and `field` are kept for callers that want them apart (both may be empty)."""

    def __init__(self, message: str, *, file: str = "", field: str = "") -> None:
        super().__init__(message)
        self.file = file
        self.field = field
