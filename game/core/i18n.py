"""The player's language: message catalogues in the standard gettext form, read with the standard
library's `gettext` (no dependency at run time; Babel only builds the catalogues, see
game/core/i18n_catalogues.py and the README).

Catalogues live in data/locale/<lang>/LC_MESSAGES/game.mo, compiled from the .po files beside them
(template: data/locale/game.pot). English is the source language: its catalogue is empty, so every
text falls back to the msgid.

How code marks text:
- `_("Confirm")` where the text is shown: it is looked up in the current language at that moment,
  so a language switch takes effect at the next draw.
- `N_("Take")` for text kept in a constant or a data structure and translated where it is drawn
  (`_(constant)`); `N_` only marks it for the template.
- `ngettext("{n} disk", "{n} disks", n)` for counts (Polish has three plural forms; the catalogue's
  Plural-Forms header picks the right one).
- `pgettext("tile", "Oil Lamp")` where one English word needs two translations.
Sentences are whole messages with named placeholders, never glued from translated pieces.

Engines and game/core use this too (the chronicle's sentences are msgids), so it never imports
pygame. Language changes are told to listeners (the window rebuilds its texts).
"""

from __future__ import annotations

import gettext as _gettext
import locale
import logging
import os
import struct
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from typing import Any, Self

log = logging.getLogger(__name__)

DOMAIN = "game"
# code -> the language's own name (shown in Settings in that language, as players look for it)
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "pl": "Polski", "de": "Deutsch"}
SOURCE_LANGUAGE = "en"

_current = SOURCE_LANGUAGE
_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_listeners: list[Callable[[str], None]] = []
# a catalogue used by one thread for a moment instead of the language's (translating_with)
_this_thread = threading.local()


def locale_dir():
    from game.resources import data_dir
    return data_dir() / "locale"


@cache
def _load(code: str) -> _gettext.NullTranslations:
    """The language's catalogue, or English when it is missing or damaged (and the log says so). A
    catalogue ships with the game: whatever is wrong with it, the game must still start and switch
    languages, so every failure of the reader counts (a file cut short raises struct.error, a broken
    header LookupError or ValueError), and the plural rule is tried once here rather than failing
    at the first count shown."""
    if code == SOURCE_LANGUAGE:
        return _gettext.NullTranslations()
    try:
        translation = _gettext.translation(DOMAIN, str(locale_dir()), languages=[code])
        for n in (0, 1, 2, 5, 22, 101):
            translation.ngettext("", " ", n)
        return translation
    except Exception as exc:  # noqa: BLE001 - any damage: English
        log.warning("the catalogue for %r is missing or damaged (%s: %s): English instead", code,
                    type(exc).__name__, exc)
        return _gettext.NullTranslations()


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language when it is one of ours, else English (LANGUAGE, LC_ALL, LC_MESSAGES,
    LANG as gettext reads them; then the locale module, which also knows Windows and macOS)."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            candidates.extend(value.split(":"))
            break
    if environ is None:
        try:
            loc = locale.getlocale()[0]
        except ValueError:
            loc = None
        if loc:
            candidates.append(loc)
    for cand in candidates:
        code = cand.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
        if code not in ("", "c", "posix"):
            break          # a real language that is not one of ours: English
    return SOURCE_LANGUAGE


def resolve(setting: str) -> str:
    """The language a setting means: "" follows the system."""
    return setting if setting in LANGUAGES else system_language()


def set_language(code: str) -> None:
    """Switch every text to `code` ("" for the system's language); listeners are told."""
    global _current, _translation
    code = resolve(code)
    if code == _current and _translation is _load(code):
        return
    _current, _translation = code, _load(code)
    for listener in list(_listeners):
        listener(code)


def current_language() -> str:
    return _current


def add_listener(listener: Callable[[str], None]) -> None:
    if listener not in _listeners:
        _listeners.append(listener)


def remove_listener(listener: Callable[[str], None]) -> None:
    if listener in _listeners:
        _listeners.remove(listener)


def _active() -> _gettext.NullTranslations:
    return getattr(_this_thread, "translation", None) or _translation


@contextmanager
def translating_with(translation: _gettext.NullTranslations) -> Iterator[None]:
    """Every text this thread translates meanwhile goes through `translation` (the host of a network
    game keeps an engine's sentence as its msgid and values: game.net.refusals); other threads, the
    window's drawing among them, keep the player's language."""
    before = getattr(_this_thread, "translation", None)
    _this_thread.translation = translation
    try:
        yield
    finally:
        _this_thread.translation = before


@cache
def _known() -> frozenset[tuple[str | None, str, str | None]]:
    """(context, msgid, plural msgid) of every message in the compiled catalogues (the .mo files'
    keys, read here: the standard library's reader drops a plural's second msgid)."""
    keys: set[tuple[str | None, str, str | None]] = set()
    for code in LANGUAGES:
        try:
            data = (locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.mo").read_bytes()
            order = "<" if data[:4] == b"\xde\x12\x04\x95" else ">"
            count, table = struct.unpack(order + "2I", data[8:16])
            for i in range(count):
                length, offset = struct.unpack(order + "2I", data[table + 8 * i:table + 8 * i + 8])
                key = data[offset:offset + length].decode("utf-8")
                context, sep, key = key.rpartition("\x04")
                msgid, _sep, plural = key.partition("\x00")
                if msgid:
                    keys.add((context if sep else None, msgid, plural or None))
        except (OSError, struct.error, UnicodeDecodeError):
            continue                   # English has no catalogue; a damaged one adds nothing
    return frozenset(keys)


def is_msgid(message: str, context: str | None = None, plural: str | None = None) -> bool:
    """Is `message` (with `plural`, for a count) one of the program's own msgids, as the compiled
    catalogues hold them (every language's check keeps them complete)? A text from elsewhere is
    never taken for one."""
    return (context, message, plural) in _known()


def _(message: str) -> str:
    if isinstance(message, Term) and message.context:     # marked with NP_: translated in its context
        return message.translated()
    return _active().gettext(message) if message else message


def N_(message: str) -> str:
    """Marks `message` for the template; it is translated where it is shown."""
    return message


def NP_(context: str, message: str) -> str:
    """N_ with a context (as pgettext): the same English in two places that other languages word
    differently, e.g. "New game" on the title page and on the end screen's narrow button."""
    return Term(message, context)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _active().pgettext(context, message)


def decimal(value: float, places: int = 1) -> str:
    """A number with `places` decimals, written as the current language writes it (12,9 in French,
    Polish and German)."""
    # TRANSLATORS: the decimal separator of a number such as 12.9 (VP); a comma in most languages
    return f"{value:.{places}f}".replace(".", pgettext("decimal separator", "."))


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _active().npgettext(context, singular, plural, n)


def format_message(text: str, args: Mapping[str, Any], plural: str | None = None,
                   count: str | None = None) -> str:
    """A message with named placeholders, translated now: `text` (and `plural`, chosen by
    `args[count]`) are msgids; an argument that is a `Term` is translated too."""
    values = {k: (v.translated() if isinstance(v, Term) else v) for k, v in args.items()}
    template = ngettext(text, plural, int(values[count])) if plural and count else _(text)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError) as exc:
        # a translation naming a placeholder the code does not give: the English sentence instead
        log.warning("catalogue %s: bad placeholders in %r: %s", _current, template, exc)
        fallback = (text if int(values.get(count or "", 1)) == 1 else plural) if plural and count else text
        return fallback.format(**values)


class Term(str):
    """A word from the game's vocabulary (a resource, a tile, a colour) passed as a placeholder's
    value: it is translated when the sentence is (`context` as in pgettext)."""

    context: str | None = None

    def __new__(cls, value: str, context: str | None = None) -> Self:
        obj = super().__new__(cls, value)
        obj.context = context
        return obj

    def translated(self) -> str:
        return pgettext(self.context, str(self)) if self.context else _(str(self))
