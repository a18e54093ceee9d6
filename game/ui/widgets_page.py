"""UIScene: a scene made of form widgets, laid out on the 1280x720 design and scaled to the window.

The scene's scale `k` is the app's scale (window fit times the player's UI scale), reduced only
when the scene's design would not fit the window at that scale, so a large UI scale never pushes
buttons off screen. Design coordinates map to pixels through `R()` / `P()`, centred in the window.

Text has its own scale `tk`: the UI scale asked for, up to TEXT_OVER_GEOMETRY times `k`. So where a
full page cannot grow any more (a 1280x720 page in a 16:9 window), a UI scale above 100% still
enlarges its text, which the widgets' padding, wrapping and ellipses absorb. Every size goes
through theme.text_px, so no text is smaller than theme.MIN_TEXT_PX.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.board import textures
from game.ui.board.text import note_fit
from game.ui.scene import Scene
from game.ui.widgets import draw_tooltip

if TYPE_CHECKING:
    from game.ui.app import App


TEXT_OVER_GEOMETRY = 1.25


class UIScene(Scene):
    design: tuple[float, float] = theme.BASE_SIZE     # the design area this scene needs (in 1280x720 units)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets: list = []
        self.focus = None
        self.mouse = (-10_000, -10_000)
        self.k = self.tk = app.scale
        self.ox = self.oy = 0.0
        self._fit()

    # --- geometry -----------------------------------------------------------------------------
    def _fit(self) -> None:
        w, h = self.app.size
        dw, dh = self.design
        self.k = max(0.05, min(self.app.scale, w / dw, h / dh))
        self.tk = min(self.app.scale, self.k * TEXT_OVER_GEOMETRY)
        self.ox = (w - dw * self.k) / 2
        self.oy = (h - dh * self.k) / 2

    def s(self, value: float) -> int:
        return max(1, round(value * self.k))

    def font(self, kind: str, size: float) -> pygame.font.Font:
        return theme.font(kind, theme.text_px(size, self.tk))

    def R(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rectangle of the design area, in window pixels."""
        return pygame.Rect(round(self.ox + x * self.k), round(self.oy + y * self.k),
                           max(1, round(w * self.k)), max(1, round(h * self.k)))

    def P(self, x: float, y: float) -> tuple[int, int]:
        return round(self.ox + x * self.k), round(self.oy + y * self.k)

    # --- life cycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        self._fit()
        self.layout()
        self._update_hover()
        self.invalidate()

    def resize(self) -> None:
        UIScene.enter(self)   # only the geometry: a subclass's enter() may do more

    def covered(self) -> None:
        """A dialog opened on top: nothing here stays hovered, so no tooltip shows through it."""
        self.mouse = (-10_000, -10_000)
        for w in self.widgets:
            w.hover = False

    def layout(self) -> None:
        """Place the widgets (set their rects) for the current scale."""

    def add(self, widget):
        self.widgets.append(widget)
        return widget

    # --- events -------------------------------------------------------------------------------
    def set_focus(self, widget) -> None:
        if self.focus is widget:
            return
        if self.focus is not None:
            self.focus.focused = False
        self.focus = widget
        if widget is not None:
            widget.focused = True
            try:
                pygame.key.start_text_input()
            except pygame.error:
                pass
        self.invalidate()

    def _live(self):
        return [w for w in self.widgets if getattr(w, "visible", True)]

    def _update_hover(self) -> bool:
        changed = False
        for w in self._live():
            hover = bool(getattr(w, "enabled", True)) and w.rect.collidepoint(self.mouse)
            if hover != w.hover:
                w.hover = hover
                changed = True
        return changed

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self._update_hover():
                self.invalidate()
            elif self.hovered_tooltip():
                self.invalidate()  # the tooltip follows the mouse
            return self.on_event(event)
        if self.focus is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            if self.focus.handle(event):
                self.invalidate()
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                self._cycle_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.set_focus(None)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            target = next((w for w in reversed(self._live()) if w.rect.collidepoint(event.pos)), None)
            if target is not None and getattr(target, "focusable", False) and getattr(target, "enabled", True):
                self.set_focus(target)
            elif self.focus is not None:
                self.set_focus(None)
        for w in reversed(self._live()):
            if w is self.focus and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
                continue
            if w.handle(event):
                self.invalidate()
                self._update_hover()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self._cycle_focus(1)
            return True
        if self.on_event(event):
            self.invalidate()
            return True
        return False

    def _cycle_focus(self, step: int) -> None:
        fields = [w for w in self._live() if getattr(w, "focusable", False) and getattr(w, "enabled", True)]
        if not fields:
            return
        i = fields.index(self.focus) if self.focus in fields else -step
        self.set_focus(fields[(i + step) % len(fields)])

    def on_event(self, event: pygame.event.Event) -> bool:
        """Scene-specific handling of an event no widget took (shortcut keys)."""
        return False

    # --- drawing ------------------------------------------------------------------------------
    def hovered_tooltip(self) -> str:
        """The hovered widget's tooltip (a msgid or text the scene translated: drawn through _())."""
        for w in reversed(self._live()):
            if w.hover and getattr(w, "tooltip", ""):
                return w.tooltip
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_scene(surface)
        for w in self._live():
            w.paint(surface, self)
        self.draw_over(surface)
        tip = self.hovered_tooltip()
        if tip:
            draw_tooltip(surface, _(tip), self.mouse, self.k, size=17 * self.tk / self.k, max_width=320)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Background and everything that is not a widget."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Anything drawn on top of the widgets."""


# The pages' oak table and parchment sheet, drawn once per window size and shared by every page (the
# sheet is the same on all of them): a page kept a copy of its own, and the wood, parchment and shadow
# it was made of stayed among the kit's textures, unseen once the table shows (22 MB at 1920x1080).
_PAGE_BACKGROUND: list[tuple[tuple, pygame.Surface]] = []


def page_background(size: tuple[int, int], rect: pygame.Rect, k: float) -> pygame.Surface:
    """The table and the sheet of a full-window page of this size."""
    from game.ui import widgets_art as art

    key = (tuple(size), tuple(rect), k)
    if not _PAGE_BACKGROUND or _PAGE_BACKGROUND[0][0] != key:
        bg = pygame.Surface(size)
        bg.blit(textures.wood_texture(size, base=theme.OAK_DARK, seed=5, keep=False), (0, 0))
        art.draw_sheet(bg, rect, k, keep=False)
        _PAGE_BACKGROUND[:] = [(key, bg)]
    return _PAGE_BACKGROUND[0][1]


class SheetScene(UIScene):
    """A full-window page: an oak table with a parchment sheet, a heading and an inked rule."""

    title = ""                       # a msgid (N_), translated as it is drawn
    sheet = (28, 22, 1224, 676)      # design rectangle of the parchment sheet
    heading_y = 62

    def draw_scene(self, surface: pygame.Surface) -> None:
        from game.ui import widgets_art as art

        rect = self.R(*self.sheet)
        surface.blit(page_background(surface.get_size(), rect, self.k), (0, 0))
        if self.title:
            f = self.font("serif_bold", 38)
            cx = rect.centerx
            title = _(self.title)
            note_fit(title, f, rect.w - self.s(40), "page title")
            img = f.render(title, True, theme.INK)
            surface.blit(img, img.get_rect(center=(cx, self.P(0, self.heading_y)[1])))
            art.draw_rule(surface, (cx, self.P(0, self.heading_y + 34)[1]), self.s(420), self.k,
                          font=self.font("serif", 22))
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """The page's own drawing between the sheet and the widgets."""
