"""The high-DPI window (game/ui/screen.py), tried here as HASPELKNECHT_FORCE_PIXEL_SCALE takes it
under the dummy video driver (SDL's software renderer): a window of W x H points drawn on a surface
of 2W x 2H pixels, laid out as a window of that many pixels would be, mouse positions scaled from
points to pixels, the table's frames drawn in part uploading only what changed, and the window
surface's way left as it was when nothing asks for the pixel way."""

from __future__ import annotations

import logging
import os

import pygame
import pytest

from game.core import registry
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.ui import app as app_module
from game.ui import screen
from game.ui.app import App
from game.ui.scenes.table_scene import TableScene
from game.ui.settings import Settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture(autouse=True)
def closed():
    """Each test's pixel window is closed after it, so no other test draws through it."""
    yield
    screen.close()


@pytest.fixture
def forced(monkeypatch, home):
    # a window opened by set_mode in an earlier test would still be the display's surface; a Mac
    # that takes the pixel way never opened one
    pygame.display.quit()
    monkeypatch.setenv(screen.FORCE_SCALE_ENV, "2")
    return home


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _title(app: App, home):
    from game.ui.scenes.title import TitleScene

    scene = TitleScene(app, SaveStore(home / "saves"))
    app.push(scene)
    app.frame([], 0.0)
    return scene


@pytest.mark.parametrize(("text", "value"), [("2", 2.0), ("1.5", 1.5), (" 4 ", 4.0), ("", None)])
def test_the_forced_scale_is_read_from_the_environment(monkeypatch, text, value):
    monkeypatch.setenv(screen.FORCE_SCALE_ENV, text)
    assert screen.forced_scale() == value


@pytest.mark.parametrize("text", ["two", "0.5", "9", "nan"])
def test_a_forced_scale_that_makes_no_sense_is_ignored_with_a_log_line(monkeypatch, caplog, text):
    monkeypatch.setenv(screen.FORCE_SCALE_ENV, text)
    with caplog.at_level(logging.WARNING, logger="game.ui.screen"):
        assert screen.forced_scale() is None
    assert screen.FORCE_SCALE_ENV in caplog.text


def test_a_forced_window_draws_on_twice_its_points_in_pixels(forced):
    app = App(Settings(), size=(640, 360), headless=True)
    assert app.pixel is not None
    assert app.pixel.window.size == (640, 360)
    assert app.size == (1280, 720) and app.screen is app.pixel.surface
    assert app.scale == pytest.approx(1.0)            # laid out as the 1280x720 design itself
    assert pygame.display.get_surface() is None       # no window surface beside the renderer
    assert screen.drawing_surface() is app.screen


def test_a_forced_window_lays_out_the_scene_as_a_window_of_its_pixels(forced, monkeypatch):
    pixel_app = App(Settings(), size=(640, 360), headless=True)
    pixel_title = _title(pixel_app, forced)
    pixel_rects = [(b.label, tuple(b.rect)) for b in pixel_title.buttons]
    screen.close()
    monkeypatch.delenv(screen.FORCE_SCALE_ENV)
    direct_app = App(Settings(), size=(1280, 720), headless=True)
    assert direct_app.pixel is None
    direct_title = _title(direct_app, forced)
    assert pixel_rects == [(b.label, tuple(b.rect)) for b in direct_title.buttons]


def test_a_forced_window_draws_the_pixels_a_window_of_that_size_shows(forced, monkeypatch):
    from game.ui.scenes.rules_ref import RulesScene

    pixel_app = App(Settings(), size=(640, 360), headless=True)
    pixel_app.push(RulesScene(pixel_app))
    pixel_app.frame([], 0.0)
    drawn = _bytes(pixel_app.screen)
    screen.close()
    monkeypatch.delenv(screen.FORCE_SCALE_ENV)
    direct_app = App(Settings(), size=(1280, 720), headless=True)
    direct_app.push(RulesScene(direct_app))
    direct_app.frame([], 0.0)
    assert drawn == _bytes(direct_app.screen)


def test_mouse_positions_are_scaled_from_points_to_pixels(forced):
    app = App(Settings(), size=(640, 360), headless=True)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)
    events = app.from_window([
        pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 50), rel=(3, -2), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(639, 359), button=1),
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1),
        key,
    ])
    assert events[0].pos == (201, 101) and events[0].rel == (6, -4)   # a point's middle pixel
    assert events[0].buttons == (0, 0, 0)                              # the rest as it was
    assert events[1].pos == (1, 1) and events[1].button == 1
    assert events[2].pos == (1279, 719)                                # never past the surface
    assert events[3].y == 1 and events[4] is key


def test_a_click_at_a_buttons_place_in_points_presses_it(forced):
    from game.ui.scenes.settings_scene import SettingsScene

    app = App(Settings(), size=(640, 360), headless=True)
    title = _title(app, forced)
    button = next(b for b in title.buttons if b.label == "Settings")
    x, y = button.rect.centerx // 2, button.rect.centery // 2          # where the pointer is, in points
    app.frame(app.from_window([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)),
                               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
                               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)]), 0.0)
    assert isinstance(app.stack.top, SettingsScene)


def test_partial_uploads_land_where_they_were_drawn_and_nowhere_else(home):
    pixel = screen.PixelScreen((200, 100), "test", forced=1.0)
    pixel.surface.fill((200, 0, 0))
    pixel.present()
    pixel.surface.fill((0, 0, 255), (120, 60, 40, 30))
    pixel.surface.fill((0, 255, 0), (10, 10, 20, 20))       # drawn but not said: stays as it was shown
    pixel.upload([pygame.Rect(120, 60, 40, 30)])
    pixel.compose()
    shown = pixel.renderer.to_surface()
    assert shown.get_at((130, 70))[:3] == (0, 0, 255)
    assert shown.get_at((5, 5))[:3] == (200, 0, 0) and shown.get_at((15, 15))[:3] == (200, 0, 0)
    pixel.upload(None)
    pixel.compose()
    assert _bytes(pixel.renderer.to_surface()) == _bytes(pixel.surface)


def test_the_tables_frames_drawn_in_part_show_the_whole_frame(home, monkeypatch):
    """Bots play with animations: after every frame the window shows exactly the surface drawn,
    though most frames upload only the areas the table's ScreenFrame changed."""
    monkeypatch.setenv(screen.FORCE_SCALE_ENV, "1")     # the pixel way one to one: the output is the texture
    game = registry.DEFAULT_GAME
    seats = [Seat(name=f"Bot {i + 1}", kind="random", colour=i) for i in range(3)]
    session = Session(Game(registry.get(game).options(players=3), seed=11, game=game), seats)
    app = App(Settings(animation_speed="fast"), size=(640, 360), headless=True)
    assert app.pixel is not None
    scene = TableScene(app, session, SaveStore(home / "saves"))
    scene.runner.processes = False
    scene.bot_pause = 0.05
    app.push(scene)
    uploads: list[int | None] = []
    upload = app.pixel.upload

    def counted(areas=None):
        uploads.append(None if areas is None else len(areas))
        upload(areas)

    monkeypatch.setattr(app.pixel, "upload", counted)
    for i in range(200):
        if i == 40:
            app.say("A line of the window's own")
        app.frame([], 1 / 60)
        app.pixel.compose()
        assert _bytes(app.pixel.renderer.to_surface()) == _bytes(app.screen), f"frame {i}"
    scene.runner.cancel()
    assert len(session.game.actions) >= 3
    assert sum(n is not None for n in uploads) > 100       # most frames uploaded only what changed


def test_without_the_switch_the_window_surface_is_drawn_on_as_before(home, monkeypatch):
    monkeypatch.delenv(screen.FORCE_SCALE_ENV, raising=False)
    app = App(Settings(), size=(1280, 720), headless=True)
    assert app.pixel is None
    assert pygame.display.get_surface() is app.screen and screen.drawing_surface() is app.screen
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 50), button=1)]
    assert app.from_window(events) is events


def test_a_mac_screen_without_retina_keeps_the_window_surface(home, monkeypatch):
    """On a Mac the pixel window is tried first; with as many pixels as points it is closed unseen
    and the window surface opens as on the other systems."""
    import types

    monkeypatch.delenv(screen.FORCE_SCALE_ENV, raising=False)
    monkeypatch.setattr(app_module, "sys", types.SimpleNamespace(platform="darwin"))
    tried: list[screen.PixelScreen] = []
    real = screen.PixelScreen

    def spy(*args, **kwargs):
        pixel = real(*args, **kwargs)
        tried.append(pixel)
        return pixel

    monkeypatch.setattr(screen, "PixelScreen", spy)
    app = App(Settings(window_width=800, window_height=450))
    assert len(tried) == 1 and not tried[0].is_open
    assert app.pixel is None and pygame.display.get_surface() is app.screen
    assert app.screen.get_size() == (800, 450)


def test_a_forced_window_goes_fullscreen_and_back(forced, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 768)])
    app = App(Settings(window_width=800, window_height=450))
    assert app.pixel is not None and app.size == (1600, 900)
    app.toggle_fullscreen()
    assert app.pixel.window.size == (1024, 768) and app.size == (2048, 1536)
    app.toggle_fullscreen()
    assert app.pixel.window.size == (800, 450) and app.size == (1600, 900)


def test_the_message_screen_shows_in_a_pixel_window(forced):
    from game.ui import main

    app = App(Settings(), size=(640, 360), headless=True)
    assert main._in_window(app)
    main.show_message_screen("Something to read", wait=False)
    assert app.screen.get_at((640, 360))[:3] != (0, 0, 0)      # the box drawn on the pixel surface
