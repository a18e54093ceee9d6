"""The kit's one panel (parchment, wood, earth or flat, with rounded corners, a frame and a soft
shadow), the area it may touch, the highlight over a rect (legal drop targets, hovered fields) and
the small round count badge."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.board.text import text, text_size
from game.ui.board.textures import cached, earth_texture, parchment_texture, remember, rounded, wood_texture


def panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, *, kind: str = "parchment",
          radius: float = 8, border=theme.OAK_DARK, width: float = 2, seed: int = 3, shadow: bool = True,
          base=None) -> None:
    """The kit's one panel: parchment, wood, earth, or "flat" (a plain fill of `base`: buttons and
    form fields), with rounded corners, a frame and a soft shadow."""
    if rect.width <= 2 or rect.height <= 2:
        return
    r = max(1, round(radius * scale))
    if shadow:
        off = max(1, round(3 * scale))
        surface.blit(_shadow(rect.size, off, r), (rect.x - off // 2, rect.y - off // 2))
    if kind == "flat":
        pygame.draw.rect(surface, base or theme.PARCHMENT, rect, border_radius=r)
        if width:
            pygame.draw.rect(surface, border, rect, max(1, round(width * scale)), border_radius=r)
        return
    if kind == "wood":
        tex = wood_texture(rect.size, base or theme.OAK, seed)
    elif kind == "earth":
        tex = earth_texture(rect.size, seed)
    else:
        tex = parchment_texture(rect.size, base or theme.PARCHMENT, seed)
    surface.blit(rounded(tex, r, (kind, rect.size, base, seed)), rect)
    if width:
        pygame.draw.rect(surface, border, rect, max(1, round(width * scale)), border_radius=r)


def glow(surface: pygame.Surface, rect: pygame.Rect, colour=theme.LEGAL, scale: float = 1.0,
         radius: float = 8, alpha: int = 90, width: float = 3) -> None:
    """A translucent highlight over a rect: legal drop targets, hovered fields."""
    r = max(1, round(radius * scale))
    key = ("glow", tuple(rect.size), tuple(colour), alpha, r, max(1, round(width * scale)))
    s = cached(key)
    if s is None:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*colour, alpha // 2), s.get_rect(), border_radius=r)
        pygame.draw.rect(s, (*colour, min(255, alpha * 2)), s.get_rect(), key[-1], border_radius=r)
        s = remember(key, s)
    surface.blit(s, rect)


def panel_area(rect: pygame.Rect, scale: float, shadow: bool = True) -> pygame.Rect:
    """Every pixel `panel(surface, rect, scale)` may touch: the rect and its shadow."""
    rect = pygame.Rect(rect)
    if not shadow:
        return rect
    off = max(1, round(3 * scale))
    return rect.union(pygame.Rect(rect.x - off // 2, rect.y - off // 2, rect.width + off * 2, rect.height + off * 2))


def _shadow(size: tuple[int, int], off: int, r: int) -> pygame.Surface:
    """A panel's soft shadow, made once per (size, offset, radius) and kept with the textures."""
    key = ("shadow", tuple(size), off, r)
    sh = cached(key)
    if sh is None:
        sh = pygame.Surface((size[0] + off * 2, size[1] + off * 2), pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 80), sh.get_rect().inflate(-off, -off).move(off // 2, off), border_radius=r)
        sh = remember(key, sh)
    return sh


def badge(surface: pygame.Surface, label: str, centre, size: float, fill=theme.PARCHMENT_LIGHT, ink=theme.INK) -> None:
    """A small round count badge."""
    w, h = text_size(label, "sans_bold", size * .8)
    r = max(h, w + size * .4) / 2 + 1
    rect = pygame.Rect(0, 0, round(max(2 * r, w + size * .6)), round(2 * r))
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, theme.OAK_DARK, rect, max(1, round(size / 12)), border_radius=rect.height // 2)
    text(surface, label, "sans_bold", size * .8, ink, rect.center, "center")
