"""Another player's pit, large: pressed on a pit it opens over the table (the shell's open_board).

Held, it closes when the button is released (a quick look); clicked (pressed and released at once) it
stays until a click or Esc. Every piece shows its tooltip as on the table. The pit is drawn by the
same `draw_pit` as on the table, at a larger scale; nothing on it reacts to drags.
"""

from __future__ import annotations

import pygame

from game.coal_baron.table.layout import make_view
from game.coal_baron.table.pit_view import draw_pit
from game.coal_baron.table.tooltips import region_text
from game.core.i18n import _
from game.ui import theme
from game.ui import widgets_art as art
from game.ui.board import text as T
from game.ui.scene import Scene
from game.ui.table_api import TableContext
from game.ui.widgets import draw_tooltip

HOLD_SECONDS = 0.3        # a press longer than this is a "hold": the pit closes on release
MOVE_SLOP = 8             # design pixels the pointer may wander during a click
TOOLTIP_DELAY = 0.45
DESIGN = (470, 470)       # the large pit's design size: it is drawn as large as the window allows


class PitViewer(Scene):
    opaque = False
    passes_events = False

    def __init__(self, app, ctx: TableContext, player: int, press_pos: tuple[int, int] | None = None) -> None:
        super().__init__(app)
        self.table = ctx
        self.player = player
        self.pressed = press_pos is not None
        self.press_pos = press_pos
        self.held_for = 0.0
        self.pinned = False
        self._closing_press = False
        self.mouse = press_pos or (0, 0)
        self.hover: tuple | None = None
        self.hover_for = 0.0
        self.regions: dict = {}
        self.rect = pygame.Rect(0, 0, 0, 0)

    def geometry(self) -> tuple[pygame.Rect, float]:
        """The pit's rect and the scale it is drawn at: as large as the window allows."""
        w, h = self.app.size
        s = self.table.s
        k = min((w - s(80)) / DESIGN[0], (h - s(90)) / DESIGN[1])
        rect = pygame.Rect(0, 0, round(DESIGN[0] * k), round(DESIGN[1] * k))
        rect.center = (w // 2, h // 2 + s(16))
        return rect, k

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        t = event.type
        if t == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover()
            return True
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed:
                self.pressed = False
                moved = self.press_pos is not None and max(abs(event.pos[0] - self.press_pos[0]),
                                                           abs(event.pos[1] - self.press_pos[1])) > self.table.s(MOVE_SLOP)
                if self.held_for >= HOLD_SECONDS or moved:
                    self.close()
                else:
                    self.pinned = True
                    self.invalidate()
            elif self._closing_press:
                self.close()
            return True
        if t == pygame.MOUSEBUTTONDOWN:
            if event.button == 1 and not self.pressed:
                self._closing_press = True
            elif event.button == 3:
                self.close()
            return True
        if t == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.close()
            return True
        return t in (pygame.MOUSEWHEEL, pygame.KEYUP, pygame.TEXTINPUT)

    def _hover(self) -> None:
        hits = [(r.width * r.height, k) for k, r in self.regions.items() if r.collidepoint(self.mouse)]
        key = min(hits)[1] if hits else None
        if key is not None and key[0] in ("pit", "board"):
            key = None
        if key != self.hover:
            self.hover = key
            self.hover_for = 0.0
        self.invalidate()

    def update(self, dt: float) -> bool:
        busy = False
        if self.pressed:
            self.held_for += dt
            busy = True
        if self.hover is not None and self.hover_for < TOOLTIP_DELAY:
            self.hover_for += dt
            if self.hover_for >= TOOLTIP_DELAY:
                self.invalidate()
            busy = True
        return busy

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        sc = table.sc
        art.darken(surface, 170)
        self.rect, k = self.geometry()
        view = make_view(table)
        view.me = -1          # nothing here is picked up
        draw_pit(surface, self.rect, view, self.player, k, large=True)
        self.regions = view.regions
        name = table.seats[self.player].name
        caption = (_("{name}'s pit — release to close") if self.pressed else
                   _("{name}'s pit — click or Esc to close")).format(name=name)
        cw, ch = T.text_size(caption, "serif_italic", 16 * sc)
        pill = pygame.Rect(0, 0, cw + table.s(24), ch + table.s(8))
        pill.midbottom = (self.rect.centerx, self.rect.top - table.s(6))
        pygame.draw.rect(surface, (30, 20, 12), pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, theme.GOLD, pill, max(1, table.s(1)), border_radius=pill.height // 2)
        T.text(surface, caption, "serif_italic", 16 * sc, theme.PARCHMENT_LIGHT, pill.center, "center")
        if self.hover is not None and self.hover_for >= TOOLTIP_DELAY:
            text = region_text(self.hover, table.game.state, table.names)
            if text:
                draw_tooltip(surface, text, self.mouse, sc, title=True)
