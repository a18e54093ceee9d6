"""A refused move's reason, sent as a message to translate rather than as the host's words.

The engines word their reasons with the catalogue functions (`_`, `ngettext`, `pgettext`) and
`str.format`. While the host asks its engine why a move is illegal, this thread translates through
`_Recorder` (game.core.i18n.translating_with): each text comes back as a `Phrase`, a string in
English that remembers its msgid (and plural, count and context) and, once formatted, its values,
which may be phrases themselves (a worker's name, a decision's word). `said` turns the reason into
`wire.Said`; a reason the engine glued from pieces (no msgid at its top) is sent without one.

The client renders a `Said` in its own language (`render`), and trusts nothing in it: the msgid
must be one of the program's own (game.core.i18n.is_msgid), its translation a template of plain
named placeholders (seat_feed.safe_template: no attribute or index lookups, no conversions, no
wide format specs), the values plain strings (printable, bounded) or integers or phrases of the
same kind, nested a little. Anything else, or a template that does not accept the values, gives
the generic sentence instead; the sentence is drawn as text.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from typing import Any

from game.core.i18n import N_, Term, _, is_msgid, ngettext, npgettext, pgettext, translating_with
from game.net import wire
from game.net.seat_feed import safe_template

GENERIC = N_("The host's game refused that move.")
MAX_DEPTH = 3


class Phrase(str):
    """An English text that remembers the message it was made from."""

    msgid: str
    plural: str | None = None
    n: int | None = None
    ctx: str | None = None
    args: Mapping[str, Any] | None = None
    book: list[Phrase] | None = None         # every phrase formatted while the engine explained

    @classmethod
    def of(cls, text: str, msgid: str, book: list[Phrase], plural: str | None = None, n: int | None = None,
           ctx: str | None = None, args: Mapping[str, Any] | None = None) -> Phrase:
        out = cls(text)
        out.msgid, out.plural, out.n, out.ctx, out.args, out.book = msgid, plural, n, ctx, args, book
        return out

    def format(self, *args: Any, **kwargs: Any) -> str:
        text = str.format(self, *args, **kwargs)
        if args or self.args is not None or self.book is None:   # positional values, formatted twice
            return text
        out = Phrase.of(text, self.msgid, self.book, self.plural, self.n, self.ctx, dict(kwargs))
        self.book.append(out)
        return out


class _Recorder(gettext.NullTranslations):
    """The catalogue of the host's thread while its engine explains: English phrases."""

    def __init__(self) -> None:
        super().__init__()
        self.book: list[Phrase] = []

    def gettext(self, message: str) -> str:
        return Phrase.of(message, message, self.book)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return Phrase.of(msgid1 if n == 1 else msgid2, msgid1, self.book, plural=msgid2, n=n)

    def pgettext(self, context: str | None, message: str) -> str:
        return Phrase.of(message, message, self.book, ctx=context)

    def npgettext(self, context: str | None, msgid1: str, msgid2: str, n: int) -> str:
        return Phrase.of(msgid1 if n == 1 else msgid2, msgid1, self.book, plural=msgid2, n=n, ctx=context)


def capital(text: str) -> str:
    """The first letter upper case (as the engines' words.capital)."""
    return text[:1].upper() + text[1:]


def explain(game: Any, action: Any) -> tuple[str | None, wire.Said | None]:
    """The engine's reason why `action` is illegal now (None if it is legal): its English sentence
    (the host's log, its tests) and the message to translate (None if the engine glued it)."""
    recorder = _Recorder()
    with translating_with(recorder):
        reason = game.explain(action)
    if reason is None:
        return None, None
    if isinstance(reason, Phrase):
        return str(reason), said(reason)
    # an engine capitalises a sentence that may begin with a name ("{space} needs…"): the phrase
    # formatted last whose capital is the reason, sent to be capitalised where it is shown
    made = next((p for p in reversed(recorder.book) if capital(p) == reason), None)
    message = said(made) if made is not None else None
    return str(reason), message.model_copy(update={"capital": True}) if message is not None else None


def said(text: Any, depth: int = 0) -> wire.Said | None:
    """A phrase as the wire's message; None for a text without a msgid (or too deep)."""
    if not isinstance(text, Phrase) or depth > MAX_DEPTH:
        return None
    args: dict[str, Any] = {}
    for name, value in (text.args or {}).items():
        if isinstance(value, Phrase) and (inner := said(value, depth + 1)) is not None:
            args[name] = inner
        elif isinstance(value, Term):        # a word translated where the sentence is
            args[name] = wire.Said(text=str(value), ctx=value.context)
        elif isinstance(value, int) and not isinstance(value, bool):
            args[name] = value
        else:
            args[name] = str(value)[:wire.MAX_SAID_VALUE]
    try:
        return wire.Said(text=text.msgid, plural=text.plural, n=text.n, ctx=text.ctx, args=args)
    except ValueError:                       # beyond the wire's bounds: the generic sentence
        return None


def message(text: str) -> wire.Said:
    """One of the host's own reasons (a msgid without values)."""
    return wire.Said(text=text)


def render(message: wire.Said | None) -> str:
    """The message in this player's language; the generic sentence for anything not one of ours."""
    try:
        text = _render(message, 0) if message is not None else None
    except (KeyError, IndexError, ValueError, TypeError):
        text = None
    return text if text else _(GENERIC)


def _render(message: wire.Said, depth: int) -> str | None:
    if depth > MAX_DEPTH or not is_msgid(message.text, message.ctx, message.plural):
        return None
    if message.plural is not None and message.n is None:
        return None
    values: dict[str, Any] = {}
    for name, value in message.args.items():
        if isinstance(value, wire.Said):
            inner = _render(value, depth + 1)
            if inner is None:
                return None
            values[name] = inner
        elif isinstance(value, str):
            values[name] = "".join(ch if ch.isprintable() else " " for ch in value)
        else:
            values[name] = value
    if message.plural is not None and message.n is not None:
        template = (npgettext(message.ctx, message.text, message.plural, message.n) if message.ctx
                    else ngettext(message.text, message.plural, message.n))
    else:
        template = pgettext(message.ctx, message.text) if message.ctx else _(message.text)
    if not safe_template(template):
        return None
    text = template.format(**values)
    return capital(text) if message.capital else text
