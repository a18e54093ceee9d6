"""Text on the boards: rendered through a cache, sized by theme.text_px (never below the legible
minimum), shrunk towards a width and, at the minimum, shortened with an ellipsis or wrapped.

It also holds the measuring hook that proves translations fit: wherever a text is fitted into a box
(here, in the form widgets, the pages' headings, tooltips), `note_fit` measures it with the font it
is drawn in. Nobody listens while the game runs (one comparison per text); a test listens with
`recording_misfits()` and gets every text that was wider (or, wrapped, taller) than its box, or that
had to be shortened with an ellipsis."""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.screen import drawing_surface


@dataclass(frozen=True)
class Misfit:
    """A text that did not fit the box it was drawn into (sizes in pixels)."""
    text: str
    where: str
    width: int
    room: int
    height: int = 0
    box_height: int = 0

    def __str__(self) -> str:
        tall = f", {self.height} px high in {self.box_height}" if self.box_height else ""
        return f"{self.where}: {self.text!r} is {self.width} px wide in {self.room}{tall}"


_misfits: list[Misfit] | None = None
SLACK = 1     # a pixel of rounding between a layout's design units and the window's pixels


@contextmanager
def recording_misfits() -> Iterator[list[Misfit]]:
    """(Tests) collect every text that does not fit its box while the block runs. Rendered texts are
    cached, so the caches are emptied first: every text is measured as it is drawn."""
    global _misfits
    clear_text_images()
    before, _misfits = _misfits, []
    try:
        yield _misfits
    finally:
        _misfits = before


def note_fit(txt: str, font: pygame.font.Font, room: float, where: str, *, height: float | None = None,
             box_height: float | None = None) -> None:
    """Measure `txt` (lines split at newlines) drawn with `font` against `room` pixels (and, if
    given, its `height` against `box_height`); a misfit is recorded while a test listens."""
    if _misfits is None or not txt:
        return
    width = max(font.size(line)[0] for line in txt.split("\n"))
    too_tall = box_height is not None and height is not None and height > box_height + SLACK
    if width > room + SLACK or too_tall:
        _misfits.append(Misfit(txt, where, width, round(room), round(height or 0), round(box_height or 0)))


def note_shortened(txt: str, font: pygame.font.Font, room: float, where: str) -> None:
    """A text that was cut with an ellipsis to fit: a misfit even though what was drawn fits."""
    if _misfits is not None:
        _misfits.append(Misfit(txt, f"{where} (shortened)", font.size(txt)[0], round(room)))


def render(font: pygame.font.Font, txt: str, colour) -> pygame.Surface:
    """font.render, except that a text that takes no room (only zero-width or format characters,
    which SDL_ttf refuses with "Text has zero width") gives an empty image of the line's height."""
    try:
        return font.render(txt, True, colour)
    except pygame.error:
        width, height = font.size(txt)
        if width:
            raise
        return pygame.Surface((0, height), pygame.SRCALPHA)


# Rendered lines, most recently used last, kept within a budget of pixels rather than a count: a
# game's chronicle writes hundreds of different lines, each a wide image, and a cache of 2048 of them
# grew by 12 MB over a game at 1920x1080 although a whole table's render needs about 0.6 MB of text.
_IMAGES: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_pixels = 0
TEXT_PIXELS = 1_000_000          # the floor of the budget: about 4 MB, several whole tables' texts
TEXT_WINDOWS = 0.5               # or half the window's pixels, whichever is more (a 4K table's texts are larger)


def text_image(text: str, kind: str, size: int, colour: tuple) -> pygame.Surface:
    """A line rendered at exactly `size` pixels (no legible floor: `text` applies theme.text_px),
    cached; the least recently drawn lines are forgotten when the kept ones exceed the budget."""
    global _pixels
    key = (text, kind, size, colour)
    img = _IMAGES.get(key)
    if img is not None:
        _IMAGES.move_to_end(key)
        return img
    img = render(theme.font(kind, size), text, colour)
    _IMAGES[key] = img
    _pixels += img.get_width() * img.get_height()
    if _pixels > TEXT_PIXELS:
        screen = drawing_surface()
        budget = TEXT_PIXELS if screen is None else max(TEXT_PIXELS, round(TEXT_WINDOWS * screen.get_width()
                                                                           * screen.get_height()))
        while _pixels > budget and len(_IMAGES) > 1:
            _old_key, old = _IMAGES.popitem(last=False)
            _pixels -= old.get_width() * old.get_height()
    return img


def clear_text_images() -> None:
    """Forget every rendered line (a new scale or language: old sizes and words do not come back)."""
    global _pixels
    _IMAGES.clear()
    _pixels = 0


def text(surface: pygame.Surface, txt: str, kind: str, size: float, colour, pos, anchor: str = "topleft",
         max_width: float | None = None) -> pygame.Rect:
    """Render text with a cache; shrink the font until it fits max_width (if given), but never below
    theme.MIN_TEXT_PX: a text still too wide there is shortened with an ellipsis."""
    size = theme.text_px(size)
    img = text_image(txt, kind, size, tuple(colour))
    while max_width is not None and img.get_width() > max_width and size > theme.MIN_TEXT_PX:
        size -= 1
        img = text_image(txt, kind, size, tuple(colour))
    if max_width is not None and img.get_width() > max_width:
        img = text_image(fit_text(txt, theme.font(kind, size), max_width, ellipsis(kind)), kind, size, tuple(colour))
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if _misfits is not None:        # a text without a box must at least stay on its surface
        room = surface.get_clip() or surface.get_rect()
        if not room.inflate(2 * SLACK, 2 * SLACK).contains(rect):
            _misfits.append(Misfit(txt, "text (off its surface)", rect.w, room.w))
    surface.blit(img, rect)
    return rect


def ellipsis(kind: str) -> str:
    """EB Garamond Bold has no ellipsis glyph (it draws a box): three dots there."""
    return "..." if kind == "serif_bold" else "\u2026"


def fit_text(txt: str, font: pygame.font.Font, max_width: float, dots: str = "\u2026") -> str:
    """The text, shortened with an ellipsis if it is wider than max_width."""
    if font.size(txt)[0] <= max_width:
        return txt
    note_shortened(txt, font, max_width, "text")
    while len(txt) > 1 and font.size(txt.rstrip() + dots)[0] > max_width:
        txt = txt[:-1]
    return txt.rstrip() + dots


def text_size(txt: str, kind: str, size: float) -> tuple[int, int]:
    return text_image(txt, kind, theme.text_px(size), (0, 0, 0)).get_size()


_VOWELS = set("aeiouyàâäáéèêëíîïóôöòúùûüÿąęœæ")
_DIGRAPHS = {"ch", "ck", "sh", "th", "ph", "sz", "cz", "rz", "dz", "qu", "gn", "ng"}


def _breaks(word: str) -> list[int]:
    """Where a word too wide for its line may be broken with a hyphen: between two consonants
    ("Wheel-barrow", "Wasser-mühle") or before a consonant between vowels ("Wcią-garka"), never
    inside a digraph ("sz", "ch"...) or a consonant and its l or r ("pl", "tr"), at least two letters
    on each side. A rough syllable rule, good enough for the four languages' names, and used only
    where the word could not be shown whole (no hyphenation dictionary ships with the game)."""
    low = word.lower()
    out = []
    for i in range(2, len(word) - 1):
        a, b = low[i - 1], low[i]
        if not (a.isalpha() and b.isalpha()) or low[i - 1:i + 1] in _DIGRAPHS:
            continue
        if b in "lr" and a in "bcdfgkptv":      # "pl", "tr"... begin a syllable together: "ex-ploit"
            continue
        if b not in _VOWELS and (a not in _VOWELS or low[i + 1] in _VOWELS):
            out.append(i)
    return out


def _hyphenate(word: str, font: pygame.font.Font, max_width: float) -> tuple[str, str] | None:
    """The word broken in two where its head (with a hyphen) fits max_width, nearest its middle
    (where a compound's parts usually meet: "Kohlen-lager", not "Koh-lenlager")."""
    fits = [i for i in _breaks(word) if font.size(word[:i] + "-")[0] <= max_width]
    if not fits:
        return None
    i = min(fits, key=lambda i: (abs(i - len(word) / 2), -i))
    return word[:i] + "-", word[i:]


# Where a line may break: any white space except the no-break ones. French puts U+00A0 (or U+202F)
# before : ; ! ? and inside « » precisely so that the mark never starts a line of its own.
_BREAKABLE_SPACE = re.compile(r"[^\S\u00a0\u202f\u2007]+")


# A number and a unit of one to three letters after it ("5 VP", "za 1 M.", "3 PV)") stay on one
# line: a unit alone at a line's start reads as a word cut off, and the translations write the
# space before it as an ordinary one.
_NUMBER = re.compile(r"[-+−]?\d+")
_SHORT_NUMBER = re.compile(r"\d{1,2}[.,;:)]?")
_UNIT = re.compile(r"[^\W\d_]{1,3}[.,;:!?)]*")


def words(txt: str) -> list[str]:
    """The text's words for wrapping: split at breakable white space only, a no-break space (U+00A0,
    U+202F, U+2007) keeps its two sides together, and so does the space between a number and its
    short unit, and between a word and the short number that follows it in the same sentence
    ("pool 3", "Feld 1": a line of a lone "1" reads as a stray mark)."""
    out: list[str] = []
    for w in _BREAKABLE_SPACE.split(txt):
        if not w:
            continue
        last = out[-1].replace("\u00a0", " ").rsplit(" ", 1)[-1] if out else ""
        if out and _UNIT.fullmatch(w) and _NUMBER.fullmatch(last):
            out[-1] += " " + w
        elif out and _SHORT_NUMBER.fullmatch(w) and not last.endswith((".", "!", "?")):
            out[-1] += " " + w
        else:
            out.append(w)
    return out


def wrapped(txt: str, font: pygame.font.Font, max_width: float) -> list[str]:
    """The text's lines wrapped to max_width (as many as it takes; nothing shortened): words move to
    the next line, a word wider than a whole line is broken with a hyphen where it can be."""
    return [line for line, _soft in _wrapped(txt, font, max_width)]


def _wrapped(txt: str, font: pygame.font.Font, max_width: float) -> list[tuple[str, bool]]:
    """wrapped()'s lines, each with whether it ends in a hyphen put there to break a word."""
    # a hyphenated word may break after its hyphen ("Coal-" / "digger")
    lines, line = [], ""
    for word in words(txt.replace("-", "- ")):
        trial = f"{line} {word}".strip(" ")
        if font.size(trial.replace("- ", "-"))[0] <= max_width:
            line = trial
            continue
        if line and font.size(word)[0] > max_width:
            # a word that must be broken anyway starts on this line if its head fits there
            room = max_width - font.size(line.replace("- ", "-") + " ")[0]
            parts = _hyphenate(word, font, room) if room > 0 else None
            if parts:
                lines.append((f"{line} {parts[0]}".replace("- ", "-")[:-1] + "-", True))
                line, word = "", parts[1]
        if line:
            lines.append((line.replace("- ", "-"), False))
        while font.size(word)[0] > max_width and (parts := _hyphenate(word, font, max_width)):
            lines.append((parts[0], True))
            word = parts[1]
        line = word
    if line:
        lines.append((line.replace("- ", "-"), False))
    return lines


def _joined(lines: list[tuple[str, bool]]) -> str:
    """Lines put back together: a broken word whole again, a hyphenated word without a space."""
    out, glue = "", ""
    for line, soft in lines:
        out += glue + (line[:-1] if soft else line)
        glue = "" if soft or line.endswith("-") else " "
    return out


def wrap_lines(txt: str, kind: str, size: float, max_width: float, max_lines: int = 2) -> list[str]:
    """The text wrapped to max_width at its legible size, in at most max_lines lines (the last one
    shortened with an ellipsis if the text needs more)."""
    font = theme.font(kind, theme.text_px(size))
    parts = _wrapped(txt, font, max_width)
    lines = [line for line, _soft in parts]
    if len(lines) > max_lines:
        # the rest on the last line (joined again where a word was broken)
        lines = lines[:max_lines - 1] + [_joined(parts[max_lines - 1:])]
    return [fit_text(line, font, max_width, ellipsis(kind)) for line in lines]
