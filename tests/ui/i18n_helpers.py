"""Helpers for the window's language tests: a stand-in catalogue (the real .po files are the
translators' and may be incomplete while the code is tested) and the language put back afterwards."""

from __future__ import annotations

import gettext
import re

from game.core import i18n

PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def shout(message: str) -> str:
    """The message in capitals, its {placeholders} kept as they are."""
    return "".join(part if PLACEHOLDER.fullmatch(part) else part.upper() for part in PLACEHOLDER.split(message))


class Shouting(gettext.NullTranslations):
    """Every text in capitals: shows that a text went through the catalogue, and when."""

    def gettext(self, message):
        return shout(message)

    def ngettext(self, singular, plural, n):
        return shout(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return shout(message)

    def npgettext(self, context, singular, plural, n):
        return self.ngettext(singular, plural, n)


def shouting_french(monkeypatch) -> None:
    """French is the shouting stand-in, every other language English; the language in force now
    comes back when the test ends (monkeypatch restores the module's state)."""
    monkeypatch.setattr(i18n, "_load", lambda code: Shouting() if code == "fr" else gettext.NullTranslations())
    monkeypatch.setattr(i18n, "_current", i18n._current)
    monkeypatch.setattr(i18n, "_translation", i18n._translation)
