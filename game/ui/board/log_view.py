"""The game log: everything that happened, grouped by year and phase, newest at the bottom.

Lines are wrapped once per (log length, width) and only the visible ones are drawn. The mouse
wheel scrolls; new entries scroll back to the bottom unless the reader scrolled up.
"""

from __future__ import annotations

import pygame

from game.core.protocol import Event
from game.ui import theme
from game.ui.board import pieces as P
from game.ui.widgets import wrap

SEAT_LABELS = [f"P{i + 1}" for i in range(8)]     # names when none are given (tests, transcripts)


def _entry(item):
    """(action index, Event) as the record keeps them. A record from before typed events (index,
    player, text) gives plain lines: never parsed, so without year and phase headers."""
    if len(item) == 3:
        idx, who, text = item
        return idx, Event("line", who, text.replace("{", "{{").replace("}", "}}"))
    idx, event = item
    return idx, event


def group_log(log: list, names: list[str] | None = None,
              notes: dict[str, str] | None = None, own=None) -> list[tuple[str, int | None, str, int]]:
    """[(kind, player, text, action index)]: kind 'header' opens a year/phase group, 'line' is an event.

    Groups follow the engine's typed events (game.core.protocol.Event), never their text: a "phase"
    event ({year, season, stage}) opens "Year N · season" (or "· pit water" for a stage that is not
    the action phase), the first "winter" event of a year opens its winter, "game_over" closes the
    game. `notes` (the game's, by stage) is a line shown under a stage's header instead of its event.
    `own(event, names)` (a game's table's `chronicle`, optional) may place an event itself: it returns
    ("header", text), ("line", text), ("skip", "") or None (the rules above)."""
    names = list(names or []) + SEAT_LABELS[len(names or []):]
    notes = notes or {}
    out: list[tuple[str, int | None, str, int]] = []
    year = 1
    group = None
    for item in log:
        idx, ev = _entry(item)
        data = ev.data or {}
        mine = own(ev, names) if own is not None else None
        if mine is not None:
            if mine[0] != "skip":
                out.append((mine[0], None if mine[0] == "header" else ev.player, mine[1], idx))
            continue
        if ev.kind == "phase":
            year = int(data.get("year", year))
            stage = data.get("stage", "action")
            label = data.get("season", stage) if stage == "action" else stage.replace("_", " ")
            key = (year, label)
            if key != group:
                out.append(("header", None, f"Year {year} · {label}", idx))
                group = key
            if stage in notes:
                out.append(("line", None, notes[stage], idx))
            continue
        if ev.kind == "winter":
            year = int(data.get("year", year))
            if group != (year, "winter"):
                group = (year, "winter")
                out.append(("header", None, f"Year {year} · winter", idx))
        if ev.kind == "game_over":
            out.append(("header", None, "End of the game", idx))
            group = ("end",)
            continue
        out.append(("line", ev.player, ev.render(names), idx))
    return out


class LogView:
    def __init__(self, notes: dict[str, str] | None = None, own=None) -> None:
        self.notes = notes or {}
        self.own = own             # the game's own grouping of an event (its table's `chronicle`), or None   # the game's line under a stage's header (its table's chronicle_notes)
        self.scroll = 0            # lines scrolled up from the bottom
        self._key = None
        self._rows: list[tuple[str, int | None, str, int]] = []   # wrapped rows
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._visible = 1

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, min(self.scroll + lines, max(0, len(self._rows) - self._visible)))

    def _rebuild(self, log, names: list[str], width: int, font: pygame.font.Font) -> None:
        key = (len(log), log[-1] if log else None, width, font.get_height(), tuple(names))
        if key == self._key:
            return
        self._key = key
        rows = []
        for kind, who, text, idx in group_log(log, names, self.notes, self.own):
            if kind == "header":
                rows.append(("header", None, text, idx))
                continue
            for j, line in enumerate(wrap(text, font, width)):
                rows.append(("line" if j == 0 else "cont", who, line, idx))
        self._rows = rows

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, log, names: list[str], owner_kinds: list[str],
             scale: float, colourblind: bool = False, regions: dict | None = None) -> None:
        self.rect = rect
        P.panel(surface, rect, scale, radius=8, width=2, seed=91)
        pad = round(8 * scale)
        title_h = round(26 * scale)
        P.text(surface, "Chronicle", "caps", 17 * scale, theme.INK, (rect.x + pad, rect.y + round(5 * scale)))
        pygame.draw.line(surface, theme.OAK, (rect.x + pad, rect.y + title_h + round(2 * scale)),
                         (rect.right - pad, rect.y + title_h + round(2 * scale)), max(1, round(scale)))
        body = pygame.Rect(rect.x + pad, rect.y + title_h + round(6 * scale), rect.width - 2 * pad,
                           rect.height - title_h - round(6 * scale) - pad)
        font = theme.font("serif", round(13 * scale))
        indent = round(16 * scale)
        self._rebuild(log, names, body.width - indent, font)
        line_h = font.get_linesize()
        visible = max(1, body.height // line_h)
        self._visible = visible
        self.scroll = max(0, min(self.scroll, max(0, len(self._rows) - visible)))
        end = len(self._rows) - self.scroll
        start = max(0, end - visible)
        last_idx = log[-1][0] if log else None
        clip = surface.get_clip()
        surface.set_clip(body)
        y = body.y
        for kind, who, text, idx in self._rows[start:end]:
            if kind == "header":
                bar = pygame.Rect(body.x, y + 1, body.width, line_h - 2)
                pygame.draw.rect(surface, (120, 84, 50), bar, border_radius=max(2, round(4 * scale)))
                P.text(surface, text, "serif_bold", 13 * scale, theme.PARCHMENT_LIGHT, (bar.x + round(6 * scale), bar.centery),
                       "midleft")
            else:
                ink = theme.INK if idx == last_idx else theme.INK_SOFT
                if kind == "line" and who is not None and who < len(owner_kinds):
                    P.blit_piece(surface, owner_kinds[who], (body.x + indent / 2, y + line_h / 2), line_h * .62, colourblind)
                elif kind == "line":
                    pygame.draw.circle(surface, theme.OAK_LIGHT, (body.x + indent / 2, y + line_h / 2), max(1, line_h * .12))
                P.text(surface, text, "serif", 13 * scale, ink, (body.x + indent, y))
            y += line_h
        surface.set_clip(clip)
        if self.scroll:
            P.text(surface, f"▼ {self.scroll} newer lines", "sans", 10 * scale, theme.INK_SOFT,
                   (rect.centerx, rect.bottom - round(3 * scale)), "midbottom")
        if regions is not None:
            regions[("log",)] = rect
