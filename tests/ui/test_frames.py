"""Cheap frames (issue 14): nothing allocated per frame that could be kept, no full-window fill
under an opaque scene. Behaviour only, never timing."""

from __future__ import annotations

import pygame

from game.ui.board import pieces as P
from game.ui.scenes import table_overlays as overlays
from tests.ui.test_game_scene import home, make_app, make_session, start  # noqa: F401
from tests.ui.test_scenes import Recorder

_RealSurface = pygame.Surface


class _Counting:
    """Counts the pygame.Surface objects made while patched in."""

    def __init__(self) -> None:
        self.n = 0

    def __call__(self, *args, **kwargs):
        self.n += 1
        return _RealSurface(*args, **kwargs)


def test_the_spinner_allocates_no_surface_after_its_first_frame(home, monkeypatch):
    session = make_session(players=2, seed=5, kinds=["random", "human"])
    app, scene, store, drv = start(home, session)
    assert session.seats[scene.current()].is_bot
    surf = _RealSurface(app.size)
    overlays.draw_thinking(scene, surf)            # the first frame makes the dots
    counter = _Counting()
    monkeypatch.setattr(pygame, "Surface", counter)
    for i in range(10):
        scene._spin = i * 0.1
        overlays.draw_thinking(scene, surf)
    assert counter.n == 0


def test_panels_glows_and_veils_are_kept(monkeypatch):
    from game.ui import widgets_art as art

    surf = _RealSurface((400, 300))
    rect = pygame.Rect(20, 20, 120, 80)
    P.panel(surf, rect, 1.0, kind="flat")
    P.panel(surf, rect, 1.0)
    P.glow(surf, rect)
    art.darken(surf, 120)
    counter = _Counting()
    monkeypatch.setattr(pygame, "Surface", counter)
    for _ in range(5):
        P.panel(surf, rect, 1.0, kind="flat")
        P.panel(surf, rect, 1.0)
        P.glow(surf, rect)
        art.darken(surf, 120)
    assert counter.n == 0


def test_no_full_window_fill_under_an_opaque_scene(home, monkeypatch):
    app = make_app()
    fills = []
    real_fill = app.screen.fill

    class Screen:
        def __getattr__(self, name):
            return getattr(app_screen, name)

        def fill(self, *a, **k):
            fills.append(a)
            return real_fill(*a, **k)

    app_screen = app.screen
    app.screen = Screen()
    app.push(Recorder(app, opaque=False))
    app.invalidate()
    app.frame([], 0.0)
    assert len(fills) == 1                     # nothing opaque: the window's oak shows underneath
    app.pop()
    app.push(Recorder(app, opaque=True))
    fills.clear()
    app.invalidate()
    app.frame([], 0.0)
    assert fills == []                         # the opaque scene covers the window: no fill

