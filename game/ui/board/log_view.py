"""The game log: everything that happened, grouped as the game groups it, newest at the bottom.

Lines are rendered and wrapped once per (log length, width, language) and only the visible ones are
drawn: the record keeps typed events (game.core.protocol.Event), so after a language switch every
earlier line, and the game's headers, are rendered again in the new language. The mouse
wheel scrolls; new entries scroll back to the bottom unless the reader scrolled up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame

from game.core.i18n import _, current_language, ngettext
from game.core.protocol import Event
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.table_api import Chronicler, PlainChronicle, drawn_whole
from game.ui.widgets import wrap

SEAT_LABELS = [f"P{i + 1}" for i in range(8)]     # names when none are given (tests, transcripts)


def _entry(item):
    """(action index, Event) as the record keeps them. A record from before typed events (index,
    player, text) gives plain lines: never parsed, so without any game's headers."""
    if len(item) == 3:
        idx, who, text = item
        return idx, Event("line", who, text.replace("{", "{{").replace("}", "}}"))
    idx, event = item
    return idx, event


def group_log(log: list, chronicler: Callable[[list[str]], Chronicler] = PlainChronicle,
              names: list[str] | None = None) -> list[tuple[str, int | None, str, int]]:
    """[(kind, player, text, action index)]: kind 'header' opens a group, 'line' is an event. The
    grouping is the game's (its table's `chronicler`): the chronicle never parses an event's text."""
    grouper = chronicler(list(names or []) + SEAT_LABELS[len(names or []):])
    return [(kind, who, text, idx) for idx, ev in map(_entry, log) for kind, who, text in grouper.feed(ev)]


# tall and low letters of the languages the chronicle is shown in: the lowest ink a line can have
_INK_SAMPLE = "ÉŁŻÅ gjpqy (|) ąęç"
_ink_bottoms: dict[pygame.font.Font, int] = {}


def _ink_bottom(font: pygame.font.Font) -> int:
    """How far below a rendered line's top its lowest ink can reach (past its line size: an accent
    above the line pushes the whole text down)."""
    if font not in _ink_bottoms:
        if len(_ink_bottoms) > 64:      # the fonts of sizes no longer in use
            _ink_bottoms.clear()
        _ink_bottoms[font] = font.render(_INK_SAMPLE, True, (0, 0, 0)).get_bounding_rect().bottom
    return _ink_bottoms[font]


# the chronicle's rows drawn in one step (draw_steps): at 4K a whole column of them is about a
# frame's budget
ROWS_A_STEP = 24


class LogView:
    def __init__(self, chronicler: Callable[[list[str]], Chronicler] = PlainChronicle) -> None:
        self.chronicler = chronicler   # the game's grouping of its events (its table's `chronicler`)
        self.scroll = 0            # lines scrolled up from the bottom
        self._key: tuple | None = None
        self._rows: list[tuple[str, int | None, str, int]] = []   # wrapped rows
        self._grouper: Chronicler | None = None
        self._done = 0             # log entries grouped into the rows
        self._last = None          # the last of them (an undo's replay makes new entries)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._visible = 1

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, min(self.scroll + lines, max(0, len(self._rows) - self._visible)))

    def _rebuild(self, log, names: list[str], width: int, font: pygame.font.Font) -> None:
        """The wrapped rows: only the entries added since the last time are grouped and wrapped, as
        long as the earlier ones are the very same (an undo replays the record: all again) and the
        language is the same (another renders every event again)."""
        key = (width, font.get_height(), tuple(names), current_language())
        done = self._done
        if (key != self._key or done > len(log) or (done and log[done - 1] is not self._last)):
            self._key, done = key, 0
            self._grouper = self.chronicler(list(names) + SEAT_LABELS[len(names):])
            self._rows = []
        if done == len(log):
            return
        assert self._grouper is not None
        for kind, who, text, idx in ((k, w, t, i) for i, ev in map(_entry, log[done:]) for k, w, t in self._grouper.feed(ev)):
            if kind == "header":
                self._rows.append(("header", None, text, idx))
                continue
            for j, line in enumerate(wrap(text, font, width)):
                self._rows.append(("line" if j == 0 else "cont", who, line, idx))
        self._done = len(log)
        self._last = log[-1] if log else None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, log, names: list[str], owner_kinds: list[str],
             scale: float, colourblind: bool = False, regions: dict | None = None) -> None:
        drawn_whole(self.draw_steps(surface, rect, log, names, owner_kinds, scale, colourblind, regions))

    def draw_steps(self, surface: pygame.Surface, rect: pygame.Rect, log, names: list[str], owner_kinds: list[str],
                   scale: float, colourblind: bool = False, regions: dict | None = None) -> Iterator[None]:
        """`draw` in steps (a generator yielding between its parts: the panel, groups of rows), for
        the table's cache to draw over several frames at 4K (game/ui/scenes/table_layers.py). The
        surface's clip is its own again at each yield: other parts are drawn between the steps."""
        self.rect = rect
        panels.panel(surface, rect, scale, radius=8, width=2, seed=91)
        pad = round(8 * scale)
        title_h = round(26 * scale)
        T.text(surface, _("Chronicle"), "caps", 17 * scale, theme.INK, (rect.x + pad, rect.y + round(5 * scale)))
        pygame.draw.line(surface, theme.OAK, (rect.x + pad, rect.y + title_h + round(2 * scale)),
                         (rect.right - pad, rect.y + title_h + round(2 * scale)), max(1, round(scale)))
        body = pygame.Rect(rect.x + pad, rect.y + title_h + round(6 * scale), rect.width - 2 * pad,
                           rect.height - title_h - round(6 * scale) - pad)
        font = theme.font("serif", round(13 * scale))
        indent = round(16 * scale)
        self._rebuild(log, names, body.width - indent, font)
        line_h = font.get_linesize()
        # EB Garamond's descenders reach below its line size (ink 15 px down a 13 px line): a header
        # starts that much lower, so its bar never covers the bottom of the line above it
        header_h = max(line_h, _ink_bottom(font)) + 1
        self.scroll = max(0, min(self.scroll, max(0, len(self._rows) - body.height // line_h)))
        end = len(self._rows) - self.scroll
        start, used = end, 0
        while start > 0:
            h = header_h if self._rows[start - 1][0] == "header" else line_h
            if used + h > body.height and start < end:
                break
            start, used = start - 1, used + h
        self._visible = max(1, end - start)
        last_idx = log[-1][0] if log else None
        clip = surface.get_clip()
        yield
        surface.set_clip(body)
        y = body.y
        for n, (kind, who, text, idx) in enumerate(self._rows[start:end]):
            if n and n % ROWS_A_STEP == 0:
                surface.set_clip(clip)
                yield
                surface.set_clip(body)
            if kind == "header":
                # below the line above's descenders, and a pixel into the row below: a bold
                # header's letters reach past the line's height, and light on the parchment they
                # looked cut off
                bar = pygame.Rect(body.x, y + header_h - line_h - 1, body.width, line_h + 2)
                pygame.draw.rect(surface, (120, 84, 50), bar, border_radius=max(2, round(4 * scale)))
                # a long header (a long name, a longer language) is shortened within its bar
                T.text(surface, text, "serif_bold", 12 * scale, theme.PARCHMENT_LIGHT, (bar.x + round(6 * scale), bar.centery),
                       "midleft", max_width=bar.width - round(12 * scale))
            else:
                ink = theme.INK if idx == last_idx else theme.INK_SOFT
                if kind == "line" and who is not None and who < len(owner_kinds):
                    sprites.blit_piece(surface, owner_kinds[who], (body.x + indent / 2, y + line_h / 2), line_h * .62, colourblind)
                elif kind == "line":
                    pygame.draw.circle(surface, theme.OAK_LIGHT, (body.x + indent / 2, y + line_h / 2), max(1, line_h * .12))
                T.text(surface, text, "serif", 13 * scale, ink, (body.x + indent, y))
            y += header_h if kind == "header" else line_h
        surface.set_clip(clip)
        if self.scroll:
            T.text(surface, ngettext("▼ {n} newer line", "▼ {n} newer lines", self.scroll).format(n=self.scroll), "sans", 10 * scale, theme.INK_SOFT,
                   (rect.centerx, rect.bottom - round(3 * scale)), "midbottom")
        if regions is not None:
            regions[("log",)] = rect
