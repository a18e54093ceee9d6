"""Another player's board, large, over the table: the shell's half of a game's `open_board`.

Pressed on a player's board (or pit) it opens; held, it closes when the button is released (a quick
look); clicked (pressed and released at once) it stays until a click or Esc. Every piece shows its
tooltip as on the table; nothing on it reacts to drags. A game's viewer says how large its board is
designed, draws it (the same drawing as on the table, at a larger scale) and words its caption and
tooltips; the pressing, holding, hovering and the caption's pill are here, once.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui import widgets_art as art
from game.ui.board import text as T
from game.ui.scene import Scene
from game.ui.table_api import TableContext
from game.ui.widgets import draw_tooltip

HOLD_SECONDS = 0.3        # a press longer than this is a "hold": the board closes on release
MOVE_SLOP = 8             # design pixels the pointer may wander during a click
TOOLTIP_DELAY = 0.45


class BoardViewerBase(Scene):
    opaque = False
    passes_events = False
    design: tuple[int, int] = (470, 470)   # the board's design size: drawn as large as the window allows
    margin: tuple[int, int] = (80, 90)     # design pixels kept free around it (the caption above)
    drop = 16                              # how far below the window's middle its centre sits
    background: tuple[str, ...] = ()       # region kinds that are the board itself: no tooltip

    def __init__(self, app, ctx: TableContext, player: int, press_pos: tuple[int, int] | None = None) -> None:
        super().__init__(app)
        self.table = ctx                 # the table underneath as its game's table sees it (game, seats, scale)
        self.player = player
        self.pressed = press_pos is not None   # opened by a press still held down
        self.press_pos = press_pos
        self.held_for = 0.0
        self.pinned = False              # opened by a click: stays until a click or Esc
        self._closing_press = False
        self.mouse = press_pos or (0, 0)
        self.hover: tuple | None = None
        self.hover_for = 0.0
        self.regions: dict = {}
        self.rect = pygame.Rect(0, 0, 0, 0)

    # --- what a game's viewer says ----------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, k: float) -> dict:
        """Draw the board into `rect` at `k` times its design size; its regions (key -> rect)."""
        raise NotImplementedError

    def caption(self, name: str, held: bool) -> str:
        """The line above the board: whose it is and how it closes (`held`: on release)."""
        raise NotImplementedError

    def tooltip(self, key: tuple) -> str | None:
        raise NotImplementedError

    # --- geometry ---------------------------------------------------------------------------
    def geometry(self) -> tuple[pygame.Rect, float]:
        """The board's rect and the scale it is drawn at: as large as the window allows, keeping
        its shape, with room for the caption."""
        w, h = self.app.size
        s = self.table.s
        k = min((w - s(self.margin[0])) / self.design[0], (h - s(self.margin[1])) / self.design[1])
        rect = pygame.Rect(0, 0, round(self.design[0] * k), round(self.design[1] * k))
        rect.center = (w // 2, h // 2 + s(self.drop))
        return rect, k

    # --- events -----------------------------------------------------------------------------
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
            if self.pressed:                  # the press that opened it ends
                self.pressed = False
                moved = self.press_pos is not None and max(abs(event.pos[0] - self.press_pos[0]),
                                                           abs(event.pos[1] - self.press_pos[1])) > self.table.s(MOVE_SLOP)
                if self.held_for >= HOLD_SECONDS or moved:
                    self.close()              # held: a quick look, gone on release
                else:
                    self.pinned = True        # clicked: stays open
                    self.invalidate()
            elif self._closing_press:
                self.close()
            return True
        if t == pygame.MOUSEBUTTONDOWN:
            if event.button == 1 and not self.pressed:
                self._closing_press = True    # a click closes it (on release)
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
        if key is not None and key[0] in self.background:
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

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        sc = table.sc
        art.darken(surface, 170)
        self.rect, k = self.geometry()
        self.regions = self.draw_board(surface, self.rect, k)
        caption = self.caption(table.seats[self.player].name, self.pressed)
        cw, ch = T.text_size(caption, "serif_italic", 16 * sc)
        pill = pygame.Rect(0, 0, cw + table.s(24), ch + table.s(8))
        pill.midbottom = (self.rect.centerx, self.rect.top - table.s(6))
        pygame.draw.rect(surface, (30, 20, 12), pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, theme.GOLD, pill, max(1, table.s(1)), border_radius=pill.height // 2)
        T.text(surface, caption, "serif_italic", 16 * sc, theme.PARCHMENT_LIGHT, pill.center, "center")
        if self.hover is not None and self.hover_for >= TOOLTIP_DELAY:
            text = self.tooltip(self.hover)
            if text:
                draw_tooltip(surface, text, self.mouse, sc, title=True)
