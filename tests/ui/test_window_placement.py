"""The window's size and place: it fits the screen it opens on and sits in its middle, whatever
size was saved, after a size change, and after leaving fullscreen; with no saved size it takes
about 80% of the screen at 16:9 (a 4K screen no longer gets a 1280x720 postage stamp)."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui.app import App
from game.ui.settings import Settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def screen(monkeypatch):
    """A fake desktop of a chosen size; records where the app puts its window."""
    placed: list[tuple[int, int]] = []
    desk = {"size": (1280, 720)}
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desk["size"]])
    monkeypatch.setattr(pygame.display, "set_window_position", lambda pos: placed.append(tuple(pos)))
    return desk, placed


def on_screen(app: App, desk: tuple[int, int], placed) -> None:
    w, h = app.screen.get_size()
    x, y = placed[-1]
    assert x >= 0 and y >= 0, placed[-1]
    assert x + w <= desk[0] and y + h <= desk[1], ((x, y), (w, h), desk)
    # centred (to a pixel)
    assert abs(x - (desk[0] - w) // 2) <= 1 and abs(y - (desk[1] - h) // 2) <= 1


def test_saved_size_larger_than_the_screen_is_fitted_and_centred(screen):
    desk, placed = screen
    app = App(Settings(window_width=1920, window_height=1080))
    w, h = app.screen.get_size()
    assert w <= 1280 and h <= 720 - 40, (w, h)
    assert abs(w / h - 16 / 9) < 0.02
    on_screen(app, desk["size"], placed)


def test_no_saved_size_fits_a_4k_screen(screen):
    desk, placed = screen
    desk["size"] = (3840, 2160)
    app = App(Settings())
    w, h = app.screen.get_size()
    assert w >= 2560 and h >= 1440, (w, h)           # not the old 1280x720
    assert abs(w / h - 16 / 9) < 0.01
    on_screen(app, desk["size"], placed)


def test_no_saved_size_on_a_portrait_screen(screen):
    desk, placed = screen
    desk["size"] = (1080, 1920)
    app = App(Settings())
    w, h = app.screen.get_size()
    assert w <= 1080 and abs(w / h - 16 / 9) < 0.02
    on_screen(app, desk["size"], placed)


def test_changing_the_size_recentres_the_window(screen):
    desk, placed = screen
    desk["size"] = (1920, 1080)
    app = App(Settings(window_width=1280, window_height=720))
    assert app.screen.get_size() == (1280, 720)
    on_screen(app, desk["size"], placed)
    app.settings.window_width, app.settings.window_height = 1600, 900
    app.apply_display_settings()
    assert app.screen.get_size() == (1600, 900)
    on_screen(app, desk["size"], placed)
    app.settings.window_width, app.settings.window_height = 3840, 2160   # too big for this screen
    app.apply_display_settings()
    assert app.screen.get_width() <= 1920 and app.screen.get_height() <= 1080
    on_screen(app, desk["size"], placed)


def test_leaving_fullscreen_lands_on_the_screen(screen):
    desk, placed = screen
    app = App(Settings(window_width=1280, window_height=720, fullscreen=True))
    app.settings.fullscreen = False
    app.apply_display_settings()
    on_screen(app, desk["size"], placed)


def test_a_size_given_by_the_caller_is_kept(screen):
    """Screenshots and tests ask for an exact size."""
    app = App(Settings(), size=(1920, 1080), headless=True)
    assert app.screen.get_size() == (1920, 1080)


def test_changing_the_ui_scale_leaves_the_window_alone(screen, home_dir):
    """A new UI scale rescales the scenes; the window keeps its size and place."""
    from game.ui.scenes.settings_scene import SettingsScene

    desk, placed = screen
    desk["size"] = (1920, 1080)
    app = App(Settings(window_width=1280, window_height=720))
    scene = SettingsScene(app)
    app.push(scene)
    moves = len(placed)
    scene.change(ui_scale=1.3)
    assert app.screen.get_size() == (1280, 720) and len(placed) == moves
    assert app.scale == pytest.approx(1.3)
    scene.change(window_width=1600, window_height=900)
    assert app.screen.get_size() == (1600, 900) and len(placed) == moves + 1


@pytest.fixture
def home_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def test_settings_offer_only_sizes_the_screen_can_show(screen, home_dir):
    from game.ui.scenes.settings_scene import SettingsScene

    desk, _ = screen
    desk["size"] = (1920, 1080)
    app = App(Settings(window_width=1280, window_height=720))
    sizes = [v for v, _ in SettingsScene(app)._size_choices()]
    assert (1280, 720) in sizes and (1600, 900) in sizes
    assert all(w <= 1920 and h <= 1080 for w, h in sizes)
