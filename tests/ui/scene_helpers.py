"""Shared helpers for the game scene's window tests (feedback, drops, views)."""

from __future__ import annotations

import pygame

from game.ui.gestures import Driver
from tests.ui.test_game_scene import advance, make_app, make_session, rect_of, start, state_json  # noqa: F401


class Recording(pygame.Surface):
    """A surface that keeps where each blit landed, in order."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.landed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        self.landed.append(rect)
        return rect


def redraw(app) -> pygame.Surface:
    """A complete fresh drawing of the window (what the screen must show when nothing moves)."""
    app.toast = None
    app.invalidate()
    app.frame([], 0.0)
    return app.screen.copy()


def same(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect | None = None) -> bool:
    if rect is not None:
        a, b = a.subsurface(rect), b.subsurface(rect)
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of rect differ between a and b."""
    n = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            if a.get_at((x, y)) != b.get_at((x, y)):
                n += 1
    return n


def to_plan(drv: Driver, game) -> None:
    """Take disks (first colour offered, no second take) until the game asks for a plan."""
    while game.decision()[1] != "plan":
        drv.perform(next(a for a in game.legal_actions() if a.kind in ("take", "pass", "return_pit_water")))
        drv.settle()
