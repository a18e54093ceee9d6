"""Hot-seat: a cover between two different people's turns ("pass to Anna"); click or a key to go on."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.board import pieces as P
from game.ui.scene import Scene

CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class PassCover(Scene):
    opaque = False          # the table shows faintly underneath
    passes_events = False

    def __init__(self, app, name: str, *, owner_kind: str = "owner:0", colourblind: bool = False,
                 detail: str = "", on_continue: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.owner_kind = owner_kind
        self.colourblind = colourblind
        self.detail = detail
        self.on_continue = on_continue
        self._pressed = False
        self.card = pygame.Rect(0, 0, 0, 0)

    def _go(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()
        if self.on_continue:
            self.on_continue()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._pressed:
                self._go()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in CONTINUE_KEYS:
                self._go()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                              pygame.MOUSEWHEEL, pygame.KEYUP, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((22, 14, 8, 236))
        surface.blit(veil, (0, 0))
        s = self.app.s
        card = pygame.Rect(0, 0, s(520), s(230))
        card.center = (w // 2, h // 2)
        self.card = card
        P.panel(surface, card, self.app.scale, radius=12, width=3, seed=5)
        inner = card.inflate(-s(16), -s(16))
        pygame.draw.rect(surface, theme.OAK, inner, max(1, s(1)), border_radius=s(8))
        P.blit_piece(surface, self.owner_kind, (card.centerx, card.top + s(50)), s(52), self.colourblind)
        P.text(surface, f"Pass to {self.name}", "serif_bold", s(34), theme.INK, (card.centerx, card.top + s(110)), "center")
        if self.detail:
            P.text(surface, self.detail, "serif_italic", s(17), theme.INK_SOFT, (card.centerx, card.top + s(148)), "center",
                   max_width=card.width - s(40))
        P.text(surface, "Click or press Enter when you are ready", "serif", s(16), theme.INK_SOFT,
               (card.centerx, card.bottom - s(32)), "center")
