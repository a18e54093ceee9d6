"""Small shared widgets: panels, buttons, tooltips. Sizes in design units (1280x720), scaled by the app."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, *, fill=theme.PARCHMENT,
               border=theme.OAK, radius: float = 8, width: float = 2) -> None:
    """A parchment panel in an oak frame with a soft shadow."""
    r = max(1, round(radius * scale))
    shadow = rect.move(round(3 * scale), round(4 * scale))
    sh = pygame.Surface(shadow.size, pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 70), sh.get_rect(), border_radius=r)
    surface.blit(sh, shadow)
    pygame.draw.rect(surface, fill, rect, border_radius=r)
    pygame.draw.rect(surface, border, rect, max(1, round(width * scale)), border_radius=r)


def draw_text(surface: pygame.Surface, text: str, font: pygame.font.Font, colour, pos, anchor: str = "topleft") -> pygame.Rect:
    img = font.render(text, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap to a pixel width; keeps explicit line breaks."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class Button:
    """A clickable button. `rect` is in window pixels (set by the owning scene's layout)."""

    def __init__(self, label: str, on_click: Callable[[], None], *, key: int | None = None,
                 tooltip: str = "", enabled: bool = True) -> None:
        self.label = label
        self.on_click = on_click
        self.key = key
        self.tooltip = tooltip
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            hover = self.rect.collidepoint(event.pos)
            changed = hover != self.hover
            self.hover = hover
            return False if not changed else False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_click()
            return True
        if event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float, font: pygame.font.Font) -> None:
        if self.rect.width == 0:
            return
        if not self.enabled:
            fill, border, ink = theme.PARCHMENT_DARK, theme.INK_SOFT, theme.INK_SOFT
        elif self.hover:
            fill, border, ink = theme.HIGHLIGHT, theme.OAK_DARK, theme.INK
        else:
            fill, border, ink = theme.PARCHMENT_LIGHT, theme.OAK, theme.INK
        draw_panel(surface, self.rect, scale, fill=fill, border=border, radius=6)
        img = font.render(self.label, True, ink)
        surface.blit(img, img.get_rect(center=self.rect.center))


def draw_tooltip(surface: pygame.Surface, text: str, pos: tuple[int, int], scale: float,
                 font: pygame.font.Font, max_width: float = 320) -> None:
    """A parchment note near the mouse, kept inside the window."""
    width = round(max_width * scale)
    lines = wrap(text, font, width)
    pad = round(8 * scale)
    line_h = font.get_linesize()
    w = max(font.size(line)[0] for line in lines) + 2 * pad
    h = line_h * len(lines) + 2 * pad
    rect = pygame.Rect(pos[0] + round(16 * scale), pos[1] + round(16 * scale), w, h)
    rect.clamp_ip(surface.get_rect())
    draw_panel(surface, rect, scale, fill=theme.PARCHMENT_LIGHT, border=theme.OAK_DARK, radius=5, width=1)
    for i, line in enumerate(lines):
        surface.blit(font.render(line, True, theme.INK), (rect.x + pad, rect.y + pad + i * line_h))
