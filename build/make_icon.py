"""Draw the app icon in code (a reel over a pit with coal) and save art/icon.png (512x512).

Run from the repository root: python build/make_icon.py
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from game.ui import theme  # noqa: E402

SIZE = 512


def draw_icon(size: int = SIZE) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 512
    # parchment roundel in an oak ring
    pygame.draw.circle(s, theme.OAK_DARK, (256 * u, 256 * u), 250 * u)
    pygame.draw.circle(s, theme.PARCHMENT, (256 * u, 256 * u), 228 * u)
    # the pit
    pygame.draw.ellipse(s, theme.EARTH_DARK, pygame.Rect(96 * u, 300 * u, 320 * u, 120 * u))
    pygame.draw.ellipse(s, theme.COAL, pygame.Rect(136 * u, 322 * u, 240 * u, 80 * u))
    # the reel (Haspel): two posts, a drum and a crank
    for x in (150, 362):
        pygame.draw.line(s, theme.OAK, (x * u, 350 * u), (x * u + (256 - x) * .25 * u, 170 * u), int(22 * u))
    pygame.draw.rect(s, theme.OAK_LIGHT, pygame.Rect(170 * u, 170 * u, 172 * u, 46 * u), border_radius=int(12 * u))
    for i in range(5):
        x = (184 + i * 36) * u
        pygame.draw.line(s, theme.OAK_DARK, (x, 172 * u), (x, 214 * u), int(4 * u))
    pygame.draw.line(s, theme.IRON, (342 * u, 193 * u), (392 * u, 193 * u), int(10 * u))
    pygame.draw.line(s, theme.IRON, (392 * u, 193 * u), (392 * u, 140 * u), int(10 * u))
    # rope and bucket of coal
    pygame.draw.line(s, theme.INK, (256 * u, 216 * u), (256 * u, 300 * u), int(5 * u))
    pygame.draw.polygon(s, theme.IRON, [(222 * u, 300 * u), (290 * u, 300 * u), (280 * u, 350 * u), (232 * u, 350 * u)])
    for dx, dy in ((-16, -8), (4, -14), (20, -6), (-4, -2)):
        pygame.draw.rect(s, theme.COAL, pygame.Rect((250 + dx) * u, (292 + dy) * u, 16 * u, 16 * u))
    # a gold rim
    pygame.draw.circle(s, theme.GOLD, (256 * u, 256 * u), 239 * u, int(6 * u))
    return s


if __name__ == "__main__":
    pygame.init()
    pygame.display.set_mode((1, 1))
    out = ROOT / "art" / "icon.png"
    pygame.image.save(draw_icon(), str(out))
    print(f"wrote {out}")
