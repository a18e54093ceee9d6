"""Colours, fonts and sizes: one coherent look, a 16th-century Ruhr farm and mine.

Sizes are given for a 1280x720 window and multiplied by the UI scale.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.resources import art_dir

# Palette: parchment, oak, iron and coal, with the game's three disk colours.
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

DISK_COLOURS = {"yellow": (232, 188, 54), "brown": (139, 94, 52), "black": (38, 36, 34)}
RESOURCE_COLOURS = {"food": (226, 196, 92), "wood": (150, 104, 58), "coal": (34, 32, 30),
                    "thaler": (206, 206, 196), "water": WATER}
PLAYER_COLOURS = [(192, 57, 43), (31, 110, 160), (240, 232, 210), (125, 60, 152)]
PLAYER_COLOUR_NAMES = ["Crimson", "Azure", "Ivory", "Violet"]
PLAYER_SHAPES = ["circle", "square", "triangle", "diamond"]

FONT_FILES = {
    "serif": "EBGaramond12-Regular.ttf",
    "serif_bold": "EBGaramond12-Bold.ttf",
    "serif_italic": "EBGaramond12-Italic.ttf",
    "caps": "EBGaramondSC12-Regular.ttf",
    "sans": "DejaVuSans.ttf",
    "sans_bold": "DejaVuSans-Bold.ttf",
}

BASE_SIZE = (1280, 720)


@lru_cache(maxsize=128)
def font(kind: str, size: int) -> pygame.font.Font:
    """A shipped font at a pixel size (never pygame's default font)."""
    return pygame.font.Font(str(art_dir() / "fonts" / FONT_FILES[kind]), max(6, int(size)))


def fit_scale(width: int, height: int, user_scale: float = 1.0) -> float:
    """How much bigger than the 1280x720 design the window is, times the player's UI scale."""
    return min(width / BASE_SIZE[0], height / BASE_SIZE[1]) * user_scale
