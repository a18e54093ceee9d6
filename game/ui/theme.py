"""Colours, fonts and sizes: one coherent look, a 16th-century Ruhr farm and mine.

Sizes are given for a 1280x720 window and multiplied by the UI scale.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.resources import art_dir

# Palette: parchment, oak, iron and coal.
PARCHMENT = (232, 217, 181)
PARCHMENT_DARK = (214, 195, 152)
PARCHMENT_LIGHT = (244, 234, 208)
INK = (43, 29, 18)
INK_SOFT = (96, 74, 52)
OAK = (94, 62, 36)
OAK_DARK = (58, 38, 22)
OAK_LIGHT = (140, 98, 60)
IRON = (70, 72, 76)
COAL = (30, 27, 24)
MOSS = (79, 110, 58)
SKY = (164, 190, 204)
WATER = (58, 112, 158)
EARTH = (120, 86, 52)
EARTH_DARK = (84, 58, 34)
GOLD = (214, 170, 60)
HIGHLIGHT = (246, 214, 92)
LEGAL = (120, 196, 96)
DANGER = (180, 56, 44)
SHADOW = (0, 0, 0, 90)

def mix(a, b, t: float) -> tuple[int, int, int]:
    """The colour a fraction t (0..1) of the way from a to b: the kit's one colour blend."""
    t = max(0.0, min(1.0, t))
    return tuple(max(0, min(255, round(a[i] + (b[i] - a[i]) * t))) for i in range(3))


def lighten(c, t: float = 0.3) -> tuple[int, int, int]:
    return mix(c, (255, 255, 255), t)


def darken(c, t: float = 0.3) -> tuple[int, int, int]:
    return mix(c, (0, 0, 0), t)


def shade(c, f: float) -> tuple[int, int, int]:
    """Darker (f < 1: each channel times f) or lighter (f > 1: f - 1 of the way to white)."""
    if f <= 1:
        return tuple(max(0, round(v * f)) for v in c[:3])
    return tuple(min(255, round(v + (255 - v) * (f - 1))) for v in c[:3])


PLAYER_COLOURS = [(192, 57, 43), (31, 110, 160), (240, 232, 210), (125, 60, 152)]
PLAYER_COLOUR_NAMES = ["Crimson", "Azure", "Ivory", "Violet"]
PLAYER_SHAPES = ["circle", "square", "triangle", "diamond"]

FONT_FILES = {
    "serif": "EBGaramond12-Regular.ttf",
    "serif_bold": "EBGaramond-SemiBold.ttf",   # see art/fonts/README.md: the 12-Bold cut has no accented letters
    "serif_italic": "EBGaramond12-Italic.ttf",
    "caps": "EBGaramondSC12-Regular.ttf",
    "sans": "DejaVuSans.ttf",
    "sans_bold": "DejaVuSans-Bold.ttf",
}

BASE_SIZE = (1280, 720)

# No text is drawn smaller than this (pixels of font size; with EB Garamond the rendered line is as
# high): below it labels stop being legible at 1280x720. Layouts make room for it, or wrap, or
# shorten a text with an ellipsis, rather than shrink it further.
MIN_TEXT_PX = 12
# A table or page designed for 1280x720 may be laid out in as little as this many design units, so
# a UI scale above 100% enlarges it (text and chrome) and the layout reflows to still fit.
MIN_DESIGN = (1024, 576)


def text_px(design_size: float, scale: float = 1.0) -> int:
    """The one rule for text sizes: a size from the 1280x720 design times the scale in use, never
    below MIN_TEXT_PX."""
    return max(MIN_TEXT_PX, round(design_size * scale))


@lru_cache(maxsize=256)
def _font(kind: str, size: int) -> pygame.font.Font:
    return pygame.font.Font(str(art_dir() / "fonts" / FONT_FILES[kind]), size)


def font(kind: str, size: float) -> pygame.font.Font:
    """A shipped font (never pygame's default font) at a pixel size, floored at MIN_TEXT_PX: every
    drawing call gets its fonts here, so no text anywhere can be smaller."""
    return _font(kind, max(MIN_TEXT_PX, round(size)))


def clear_font_cache() -> None:
    """Forget the fonts (the app does this when the scale changes: old sizes will not come back)."""
    _font.cache_clear()


def fit_scale(width: int, height: int, user_scale: float = 1.0) -> float:
    """How much bigger than the 1280x720 design the window is, times the player's UI scale."""
    return min(width / BASE_SIZE[0], height / BASE_SIZE[1]) * user_scale


def layout_scale(width: int, height: int, wanted: float, design: tuple[float, float] = MIN_DESIGN) -> float:
    """The scale a page or the table may use: what the UI scale asks for, but never so large that
    `design` (the least room its layout can reflow into) leaves the window."""
    return max(0.05, min(wanted, width / design[0], height / design[1]))
