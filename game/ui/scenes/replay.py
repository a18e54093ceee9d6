"""Replay a finished game move by move: the game's own table, read-only, with a slider.

The table is the ordinary table scene over a copy of the game taken to the chosen move: moving
forward applies the next recorded action, moving back replays from the start (Game.truncate), so
what is shown is exactly what the engine computes, never a stored picture. Nothing is autosaved
and no bot plays: the table only draws, shows tooltips and scrolls its chronicle.

Keys: Left/Right one move, Page Up/Down ten, Home/End the ends, Esc back.

Opened from the review (scenes/review.py) it starts `at` a reviewed decision and draws the review's
`marks` over the table (the moves played and better at that position, and the decision's words).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import N_, _
from game.core.record import Game
from game.core.session import Session
from game.ui import scenes, theme
from game.ui.widgets_form import PushButton
from game.ui.widgets_page import UIScene

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)


class _NoSave:
    """The replay's table never writes the autosave (it is not the game in progress)."""

    def autosave(self, session) -> None:
        return None

    def autosave_failure(self, exc) -> str:
        return ""


class ReplayScene(UIScene):
    BAR_H = 64          # design height of the slider bar at the bottom

    def __init__(self, app: App, session: Session, store=None, *, at: int | None = None,
                 marks: Any = None) -> None:
        super().__init__(app)
        self.marks = marks          # drawn over the table: marks.draw(replay, surface) (the review's)
        self.full = session.game
        self.total = len(self.full.actions)
        self.step = self.total
        copy = Game.from_record(self.full.record())
        self.session = Session(copy, session.seats)
        self.table = scenes.make("table", app, self.session, _NoSave(), bots_play=False)
        self.dragging = False
        self.back_btn = self.add(PushButton(N_("Back"), self.app.pop, key=pygame.K_ESCAPE, size=18))
        self.prev_btn = self.add(PushButton("\u2039", lambda: self.go(self.step - 1), size=18,
                                            tooltip=N_("One move back (Left)")))
        self.next_btn = self.add(PushButton("\u203a", lambda: self.go(self.step + 1), size=18,
                                            tooltip=N_("One move on (Right)")))
        if at is not None:
            self.go(at)

    # --- moving through the game -----------------------------------------------------------------
    def go(self, step: int) -> None:
        step = max(0, min(self.total, step))
        if step == self.step:
            return
        g = self.session.game
        if step < self.step:
            g.truncate(step)
        else:
            for action in self.full.actions[self.step:step]:
                g.apply(action)
        self.step = step
        self.table._after_change()
        self.invalidate()

    # --- geometry ------------------------------------------------------------------------------
    def bar(self) -> pygame.Rect:
        """Over the table's prompt and its Undo/Menu buttons, which mean nothing in a replay."""
        self.table.ensure_layout()
        rects = self.table.rects
        if "prompt" in rects and "topbar" in rects:
            return pygame.Rect(rects["prompt"]).union(rects["topbar"])
        w, _h = self.app.size
        return pygame.Rect(0, 0, w, self.s(self.BAR_H))

    def track(self) -> pygame.Rect:
        b = self.bar()
        left = self.s(270)
        return pygame.Rect(b.x + left, b.centery + self.s(8), b.w - left - self.s(24), self.s(8))

    def layout(self) -> None:
        b = self.bar()
        h = min(self.s(44), b.h - self.s(8))
        y = b.centery - h // 2
        self.back_btn.rect = pygame.Rect(b.x + self.s(10), y, self.s(110), h)
        self.prev_btn.rect = pygame.Rect(b.x + self.s(130), y, self.s(56), h)
        self.next_btn.rect = pygame.Rect(b.x + self.s(192), y, self.s(56), h)

    def _fit(self) -> None:
        super()._fit()
        self.ox = self.oy = 0.0          # the bar is laid out in window pixels from the bottom

    def resize(self) -> None:
        self.table.resize()
        super().resize()

    def language_changed(self) -> None:
        self.table.language_changed()
        super().language_changed()

    # --- input ---------------------------------------------------------------------------------
    def _step_at(self, x: int) -> int:
        t = self.track()
        return round((min(max(x, t.left), t.right) - t.left) / max(1, t.w) * self.total)

    def on_event(self, event: pygame.event.Event) -> bool:
        keys = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10}
        if event.type == pygame.KEYDOWN:
            if event.key in keys:
                self.go(self.step + keys[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.go(0)
                return True
            if event.key == pygame.K_END:
                self.go(self.total)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.track().inflate(self.s(8), self.s(28)).collidepoint(event.pos):
            self.dragging = True
            self.go(self._step_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.go(self._step_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL) and not self.bar().collidepoint(
                getattr(event, "pos", self.app.mouse_pos())):
            self.table.handle(event)     # tooltips and the chronicle's scrolling; clicks change nothing
            self.invalidate()
        return True

    # --- drawing -------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        b = self.bar()
        pygame.draw.rect(surface, theme.OAK_DARK, b, border_radius=self.s(6))
        pygame.draw.rect(surface, theme.GOLD, b, max(1, self.s(2)), border_radius=self.s(6))
        t = self.track()
        pygame.draw.rect(surface, theme.OAK_LIGHT, t, border_radius=t.h // 2)
        done = t.copy()
        done.w = round(t.w * self.step / max(1, self.total))
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=t.h // 2)
        knob = (t.left + done.w, t.centery)
        pygame.draw.circle(surface, theme.PARCHMENT, knob, self.s(11))
        pygame.draw.circle(surface, theme.GOLD, knob, self.s(11), max(1, self.s(2)))
        label = _("Move {step} of {total}").format(step=self.step, total=self.total)
        f = theme.font("serif_bold", theme.text_px(17, self.tk))
        img = f.render(label, True, theme.PARCHMENT)
        surface.blit(img, img.get_rect(midleft=(t.left, b.centery - self.s(14))))
        if self.marks is not None:
            self.marks.draw(self, surface)
