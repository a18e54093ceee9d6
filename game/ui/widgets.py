"""Small shared pieces of the kit: word wrap and the one tooltip. Sizes in design units (1280x720), scaled by the app."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.board import panels
from game.ui.board import text as T
from game.ui.board.text import note_fit


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap to a pixel width; keeps explicit line breaks and never breaks at a no-break
    space (T.words)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in T.words(para):
            trial = f"{line} {word}".strip(" ")
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    for line in lines:      # a word longer than the width stays wider than its box
        note_fit(line, font, width, "wrapped text")
    return lines


def draw_tooltip(surface: pygame.Surface, text: str, pos: tuple[int, int], scale: float, *,
                 title: bool = False, size: float = 14, max_width: float = 340) -> None:
    """The kit's one tooltip: a parchment note near the pointer, kept inside the window. With
    `title` the first line is in bold (a thing's name, then what it does); `size` is the body's
    design font size."""
    bold_size = size + 0.5 if title else size
    bold = theme.font("serif_bold", round(bold_size * scale))
    body = theme.font("serif", round(size * scale))
    width = round(max_width * scale)
    lines: list[tuple[pygame.font.Font, str, str]] = []
    for i, para in enumerate(text.split("\n")):
        f, kind = (bold, "serif_bold") if (title and i == 0) else (body, "serif")
        for line in wrap(para, f, width):
            lines.append((f, kind, line))
    pad = round(9 * scale)
    w = max(f.size(line)[0] for f, _, line in lines) + 2 * pad
    h = sum(f.get_linesize() for f, _, _ in lines) + 2 * pad
    rect = pygame.Rect(pos[0] + round(18 * scale), pos[1] + round(18 * scale), w, h)
    if rect.right > surface.get_width():
        rect.right = pos[0] - round(10 * scale)
    if rect.bottom > surface.get_height():
        rect.bottom = pos[1] - round(10 * scale)
    rect.clamp_ip(surface.get_rect())
    panels.panel(surface, rect, scale, radius=6, width=1.5, seed=99, base=theme.PARCHMENT_LIGHT, border=theme.OAK_DARK)
    y = rect.y + pad
    for f, kind, line in lines:
        T.text(surface, line, kind, (bold_size if kind == "serif_bold" else size) * scale, theme.INK, (rect.x + pad, y))
        y += f.get_linesize()
