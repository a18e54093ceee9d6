"""Hot-seat: a cover between two different people's turns ("pass to Anna"); click or a key to go on.

What is on the table is open to every player most of the time (Haspelknecht's disks, plans and
boards; Coal Baron's draft, placements and pits), so the cover is a setting, off by default
(Settings.hotseat_cover). A turn that shows its person something private (Coal Baron's "draw five":
its table's `private_view`) is covered whatever the setting, and only that one: the next person
must not see the table before the one at the screen has looked away. The line under the name is
the game's name for the decision (its table's `decision_names`). The cover hides the table
completely: an opaque scene.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.board import panels, sprites, textures
from game.ui.board import text as T
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.scenes.table_base import TableSceneBase

CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def cover_for_turn(scene: TableSceneBase, who: int) -> PassCover | None:
    """The cover to show before `who`'s turn at this table, or None (fewer than two people play, or
    the setting is off and the turn shows nothing private)."""
    if sum(1 for s in scene.seats if not s.is_bot) < 2:
        return None
    decision = scene.game.decision()
    if not (scene.settings.hotseat_cover or scene.table.private_view(scene.game.state, decision)):
        return None
    kind = decision[1]
    seat = scene.seats[who]
    return PassCover(scene.app, seat.name, owner_kind=f"owner:{seat.colour}",
                     colourblind=scene.settings.colourblind_markers, detail=scene.table.decision_names.get(kind, ""))


class PassCover(Scene):
    opaque = True           # nothing of the table shows: the next person sees it only when ready
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
        self._cloth: pygame.Surface | None = None

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
        if self._cloth is None or self._cloth.get_size() != (w, h):
            self._cloth = textures.wood_texture((w, h), base=(44, 30, 20), seed=9)
        surface.blit(self._cloth, (0, 0))
        s = self.app.s
        card = pygame.Rect(0, 0, s(520), s(230))
        card.center = (w // 2, h // 2)
        self.card = card
        panels.panel(surface, card, self.app.scale, radius=12, width=3, seed=5)
        inner = card.inflate(-s(16), -s(16))
        pygame.draw.rect(surface, theme.OAK, inner, max(1, s(1)), border_radius=s(8))
        sprites.blit_piece(surface, self.owner_kind, (card.centerx, card.top + s(50)), s(52), self.colourblind)
        room = card.width - s(40)
        T.text(surface, _("Pass to {player}").format(player=self.name), "serif_bold", s(34), theme.INK,
               (card.centerx, card.top + s(110)), "center", max_width=room)
        if self.detail:     # the table's name for the decision: a msgid, translated here
            T.text(surface, _(self.detail), "serif_italic", s(17), theme.INK_SOFT, (card.centerx, card.top + s(148)), "center",
                   max_width=card.width - s(40))
        T.text(surface, _("Click or press Enter when you are ready"), "serif", s(16), theme.INK_SOFT,
               (card.centerx, card.bottom - s(32)), "center", max_width=room)
