"""The "How this step works" panel in the spare room of the bottom row.

Its text comes from `prompts.guide_for(game)`, i.e. from the engine's current decision each time the
table is drawn (never from a prompt remembered from an earlier frame).
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from game.ui import theme
from game.ui.board import panels
from game.ui.board import text as T
from game.ui.board.text import note_fit
from game.ui.widgets import wrap

# TRANSLATORS: the keyboard's keys keep their English names (Tab, Enter, Ctrl+Z, Space, Esc)
KEYS = N_("Keys: Tab and Enter choose a move · 1-9 press the buttons · Ctrl+Z undo · H hint · Space skips · Esc menu. "
          "Press another player's board to see it large.")


def draw_guide(surf: pygame.Surface, rect: pygame.Rect, sc: float, guide: str) -> None:
    """The panel: a title, the step's guide text (cut to fit) and the keys at the bottom."""
    panels.panel(surf, rect, sc, radius=8, width=1.5, seed=23, base=(226, 214, 184))
    pad = round(10 * sc)
    y = rect.y + pad
    kfont = theme.font("serif_italic", round(12 * sc))
    klines = wrap(_(KEYS), kfont, rect.width - 2 * pad)
    ky = rect.bottom - pad - kfont.get_linesize() * len(klines)
    T.text(surf, _("How this step works"), "caps", 15 * sc, theme.INK, (rect.x + pad, y),
           max_width=rect.width - 2 * pad)
    y += round(22 * sc)
    font = theme.font("serif", round(13.5 * sc))
    lines = wrap(guide, font, rect.width - 2 * pad) if guide else []
    for i, line in enumerate(lines):
        if y + font.get_linesize() > ky - round(4 * sc):
            # the rest is cut: a guide longer than its panel (measured, for the language test)
            note_fit("\n".join(lines[i:]), font, rect.width - 2 * pad, "guide (lines cut)", height=1, box_height=0)
            break
        T.text(surf, line, "serif", 13.5 * sc, theme.INK_SOFT, (rect.x + pad, y))
        y += font.get_linesize()
    for line in klines:
        T.text(surf, line, "serif_italic", 12 * sc, theme.OAK, (rect.x + pad, ky))
        ky += kfont.get_linesize()
