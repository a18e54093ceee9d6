"""A fake translation for the games' i18n tests: it marks every message it is asked for (« » and
fullwidth letters, placeholders kept) and remembers what was asked, so a test can find English that
never went through the catalogue, and msgids missing from the template."""

from __future__ import annotations

import re

import pytest

from game.core import i18n

NAMES = ["\u2460", "\u2461", "\u2462", "\u2463"]        # ① ② ③ ④: no letter to mistake for English
PLACEHOLDER = re.compile(r"(\{[^{}]*\})")
ASCII_WORD = re.compile(r"[A-Za-z]{2,}|\b[A-Za-z]\b")


def wide(text: str) -> str:
    """ASCII letters outside placeholders to fullwidth ones: still readable in a failure."""
    return "".join(part if PLACEHOLDER.fullmatch(part) else
                   "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalpha() else c for c in part)
                   for part in PLACEHOLDER.split(text))


class Marked:
    """A translation that marks every message and remembers what was asked: (context, msgid, plural?)."""

    def __init__(self) -> None:
        self.asked: set[tuple[str | None, str, bool]] = set()

    def gettext(self, message: str) -> str:
        self.asked.add((None, message, False))
        return "\u00ab" + wide(message) + "\u00bb"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self.asked.add((None, singular, True))
        return "\u00ab" + wide(singular if n == 1 else plural) + "\u00bb"

    def pgettext(self, context: str, message: str) -> str:
        self.asked.add((context, message, False))
        return "\u00ab" + wide(message) + "\u00bb"

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        self.asked.add((context, singular, True))
        return "\u00ab" + wide(singular if n == 1 else plural) + "\u00bb"


@pytest.fixture
def marked(monkeypatch):
    fake = Marked()
    monkeypatch.setattr(i18n, "_translation", fake)
    return fake
