"""The "How this step works" panel in the spare room of the bottom row.

Its text comes from `prompts.guide_for(game)`, i.e. from the engine's current decision each time the
table is drawn (never from a prompt remembered from an earlier frame).
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.board import pieces as P
from game.ui.widgets import wrap

KEYS = ("Keys: Tab and Enter choose a move · 1-9 press the buttons · Ctrl+Z undo · Space skips · Esc menu. "
        "Press another player's board to see it large.")


def draw_guide(surf: pygame.Surface, rect: pygame.Rect, sc: float, guide: str) -> None:
    """The panel: a title, the step's guide text (cut to fit) and the keys at the bottom."""
    P.panel(surf, rect, sc, radius=8, width=1.5, seed=23, base=(226, 214, 184))
    pad = round(10 * sc)
    y = rect.y + pad
    kfont = theme.font("serif_italic", round(12 * sc))
    klines = wrap(KEYS, kfont, rect.width - 2 * pad)
    ky = rect.bottom - pad - kfont.get_linesize() * len(klines)
    P.text(surf, "How this step works", "caps", 15 * sc, theme.INK, (rect.x + pad, y))
    y += round(22 * sc)
    font = theme.font("serif", round(13.5 * sc))
    lines = wrap(guide, font, rect.width - 2 * pad) if guide else []
    for line in lines:
        if y + font.get_linesize() > ky - round(4 * sc):
            break
        P.text(surf, line, "serif", 13.5 * sc, theme.INK_SOFT, (rect.x + pad, y))
        y += font.get_linesize()
    for line in klines:
        P.text(surf, line, "serif_italic", 12 * sc, theme.OAK, (rect.x + pad, ky))
        ky += kfont.get_linesize()
