"""The kit's one panel (parchment, wood, earth or flat, with rounded corners, a frame and a soft
shadow), the area it may touch, the highlight over a rect (legal drop targets, hovered fields) and
the small round count badge."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.board.text import text, text_size
from game.ui.board.textures import (
    cached,
    earth_texture,
    parchment_texture,
    remember,
    rounded,
    rounded_bands,
    wood_texture,
)


def panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, *, kind: str = "parchment",
          radius: float = 8, border=theme.OAK_DARK, width: float = 2, seed: int = 3, shadow: bool = True,
          base=None) -> None:
    """The kit's one panel: parchment, wood, earth, or "flat" (a plain fill of `base`: buttons and
    form fields), with rounded corners, a frame and a soft shadow."""
    if rect.width <= 2 or rect.height <= 2:
        return
    r = max(1, round(radius * scale))
    # the rows of the rect between its rounded corners are covered whole below (a fill or an
    # opaque texture): the shadow and the corners' transparency are blended only where they show,
    # as blending a board-sized surface costs several times a plain copy
    inner = pygame.Rect(rect.x, rect.y + r, rect.width, rect.height - 2 * r) if rect.height > 2 * r else None
    if shadow:
        off = max(1, round(3 * scale))
        at = (rect.x - off // 2, rect.y - off // 2)
        if inner is None:
            surface.blit(_shadow(rect.size, off, r), at)
        else:
            for img, spot in _shadow_parts(rect.size, off, r, inner.move(-at[0], -at[1])):
                surface.blit(img, spot.move(at))
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
    if inner is None:
        surface.blit(rounded(tex, r, (kind, rect.size, base, seed)), rect)
    else:       # the corners' rows with their transparency, the rows between them as they are
        top, bottom = rounded_bands(tex, r, (kind, rect.size, base, seed))
        surface.blit(top, rect.topleft)
        surface.blit(tex, inner, (0, r, rect.width, inner.height))
        surface.blit(bottom, (rect.x, inner.bottom))
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
    # exactly where _shadow draws, no pixel more: parts whose areas only touched at an untouched
    # margin (a row of pits at 4K) do not overlap, so the table is redrawn only where it changed
    drawn = _shadow_drawn((rect.width, rect.height), off).move(rect.x - off // 2, rect.y - off // 2)
    return rect.union(drawn)


def _around(outer: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """`outer` less `hole`, as up to four rects (above, below, left, right of the hole)."""
    hole = hole.clip(outer)
    if not hole.width or not hole.height:
        return [outer]
    parts = [pygame.Rect(outer.x, outer.y, outer.width, hole.y - outer.y),
             pygame.Rect(outer.x, hole.bottom, outer.width, outer.bottom - hole.bottom),
             pygame.Rect(outer.x, hole.y, hole.x - outer.x, hole.height),
             pygame.Rect(hole.right, hole.y, outer.right - hole.right, hole.height)]
    return [p for p in parts if p.width > 0 and p.height > 0]


def _shadow_parts(size: tuple[int, int], off: int, r: int, hole: pygame.Rect) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """A panel's shadow less the rows its panel covers whole (`hole`, in the shadow's own
    coordinates): the pieces around them and where each goes. Kept instead of the whole shadow,
    which at 4K is megabytes a panel."""
    spots = _around(pygame.Rect(0, 0, size[0] + off * 2, size[1] + off * 2), hole)
    keys = [("shadow-part", tuple(size), off, r, tuple(spot)) for spot in spots]
    imgs = [cached(k) for k in keys]
    if any(img is None for img in imgs):
        whole = _make_shadow(size, off, r)
        imgs = [remember(k, whole.subsurface(spot).copy()) for k, spot in zip(keys, spots, strict=True)]
    return [(img, spot) for img, spot in zip(imgs, spots, strict=True) if img is not None]


def _make_shadow(size: tuple[int, int], off: int, r: int) -> pygame.Surface:
    sh = pygame.Surface((size[0] + off * 2, size[1] + off * 2), pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 80), _shadow_drawn(size, off), border_radius=r)
    return sh


def _shadow_drawn(size: tuple[int, int], off: int) -> pygame.Rect:
    """The rect _shadow fills within its surface."""
    return pygame.Rect(0, 0, size[0] + off * 2, size[1] + off * 2).inflate(-off, -off).move(off // 2, off)


def _shadow(size: tuple[int, int], off: int, r: int) -> pygame.Surface:
    """A panel's soft shadow, made once per (size, offset, radius) and kept with the textures."""
    key = ("shadow", tuple(size), off, r)
    sh = cached(key)
    if sh is None:
        sh = remember(key, _make_shadow(size, off, r))
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
