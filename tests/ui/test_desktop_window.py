"""The window as players of desktop programs expect it: the game's icon (not pygame's snake), F11
and Alt+Enter toggling fullscreen in every scene (Alt+Enter never presses a button), the window's
size, place and maximised state remembered and restored (an odd or off-screen value ignored with
a log line, never a crash), and Windows told the window is DPI-aware (drawn sharp at 125-150 %).

The window opens on SDL's dummy driver here, which does everything a real one does but show it."""

from __future__ import annotations

import logging
import os
import types

import pygame
import pytest

from game.ui import app as app_module
from game.ui.app import App
from game.ui.settings import Settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def desk(monkeypatch):
    """A fake desktop of one 1920x1080 screen; records where the window is put, what icon it gets,
    and whether it is maximised."""
    seen: dict = {"placed": [], "icons": [], "maximised": 0, "calls": []}
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    monkeypatch.setattr(pygame.display, "set_window_position",
                        lambda pos: seen["placed"].append(tuple(pos)))
    real_icon, real_mode = pygame.display.set_icon, pygame.display.set_mode

    def icon(surface):
        seen["icons"].append(surface)
        seen["calls"].append("icon")
        real_icon(surface)

    def mode(*args, **kwargs):
        seen["calls"].append("mode")
        return real_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_icon", icon)
    monkeypatch.setattr(pygame.display, "set_mode", mode)
    monkeypatch.setattr(app_module, "maximise_window", lambda: seen.__setitem__("maximised", seen["maximised"] + 1))
    return seen


def key(app: App, k: int, mod: int = 0) -> None:
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], 0.0)


# --- the icon -----------------------------------------------------------------------------------------

def test_the_window_gets_the_games_icon_before_it_opens(home, desk):
    App(Settings())
    assert desk["icons"], "no icon set: the window shows pygame's snake"
    assert desk["calls"].index("icon") < desk["calls"].index("mode")     # Windows' task bar reads it at creation
    icon = desk["icons"][-1]
    from game.resources import art_dir
    art = pygame.image.load(str(art_dir() / "icon.png"))
    assert icon.get_width() == icon.get_height() >= 64
    # the game's picture, not another: the centre pixel matches the art's
    scaled = pygame.transform.smoothscale(art, icon.get_size())
    c = icon.get_width() // 2
    assert icon.get_at((c, c)) == scaled.get_at((c, c))


def test_a_missing_icon_costs_only_the_icon(home, desk, monkeypatch, caplog, tmp_path):
    monkeypatch.setattr(app_module, "art_dir", lambda: tmp_path / "nowhere")
    with caplog.at_level(logging.WARNING, logger="game.ui.app"):
        app = App(Settings())
    assert app.screen.get_size()[0] > 0 and not desk["icons"]
    assert any("icon" in r.getMessage() for r in caplog.records)


# --- F11 and Alt+Enter ------------------------------------------------------------------------------------

def scenes_to_try(app: App, home):
    from game.core.saves import SaveStore
    from game.ui import scenes
    from tests.ui.test_invisible_names import finished_or_started

    store = SaveStore(home / "data" / "saves")
    session = finished_or_started("haspelknecht")
    return [
        ("title", lambda: scenes.make("title", app, store)),
        ("setup", lambda: scenes.make("setup", app, store)),
        ("settings", lambda: scenes.make("settings", app)),
        ("load", lambda: scenes.make("load", app, store)),
        ("rules", lambda: scenes.make("rules", app)),
        ("table", lambda: scenes.make("table", app, session, store)),
        ("menu", lambda: scenes.make("menu", app, session, store)),
        ("message", lambda: scenes.make("message", app, "Title", "Text")),
    ]


@pytest.mark.parametrize("keys", [[(pygame.K_F11, 0)], [(pygame.K_RETURN, pygame.KMOD_LALT)],
                                  [(pygame.K_KP_ENTER, pygame.KMOD_RALT)]], ids=["F11", "Alt+Enter", "Alt+keypad Enter"])
def test_the_keys_toggle_fullscreen_in_every_scene(home, desk, keys):
    app = App(Settings())
    for name, make in scenes_to_try(app, home):
        app.push(make())
        app.frame([], 0.0)
        for k, mod in keys:
            key(app, k, mod)
            assert app.settings.fullscreen, name
            assert pygame.display.is_fullscreen(), name
            assert Settings.load()[0].fullscreen, f"{name}: not saved"
            key(app, k, mod)
            assert not app.settings.fullscreen and not pygame.display.is_fullscreen(), name
            assert not Settings.load()[0].fullscreen
        app.stack.clear_to(app.stack.scenes[0])


def test_alt_enter_does_not_press_the_focused_button(home, desk):
    from game.ui import scenes

    app = App(Settings())
    app.push(scenes.make("title", app, None))
    pressed = []
    app.push(scenes.make("confirm", app, "Sure?", "Really?", yes="Yes", on_yes=lambda: pressed.append(1)))
    app.frame([], 0.0)
    key(app, pygame.K_RETURN, pygame.KMOD_LALT)
    assert app.settings.fullscreen and not pressed
    key(app, pygame.K_RETURN)                     # Enter alone still presses it
    assert pressed == [1]


def test_a_fullscreen_that_cannot_be_saved_still_toggles(home, desk, monkeypatch):
    app = App(Settings())

    def refuse(_self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Settings, "save", refuse)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen and app.toast


# --- size, place and maximised state ---------------------------------------------------------------

def move(app: App, x: int, y: int) -> None:
    app.frame([pygame.event.Event(pygame.WINDOWMOVED, x=x, y=y)], 0.0)


def resize(app: App, w: int, h: int) -> None:
    pygame.display.set_mode((w, h), pygame.RESIZABLE)
    app.frame([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)], 0.0)


def test_a_resized_and_moved_window_opens_the_same_the_next_time(home, desk, monkeypatch):
    monkeypatch.setattr(app_module, "GEOMETRY_SETTLE_SECONDS", 0.0)
    app = App(Settings())
    resize(app, 1000, 600)
    move(app, 130, 90)
    app.frame([], 0.0)
    app.close_window()
    saved = Settings.load()[0]
    assert (saved.window_width, saved.window_height, saved.window_x, saved.window_y) == (1000, 600, 130, 90)
    desk["placed"].clear()
    again = App(saved)
    assert again.screen.get_size() == (1000, 600)
    assert desk["placed"] == [(130, 90)]


def test_a_maximised_window_opens_maximised_at_its_former_size_beneath(home, desk, monkeypatch):
    monkeypatch.setattr(app_module, "GEOMETRY_SETTLE_SECONDS", 0.5)
    now = [100.0]
    monkeypatch.setattr(app_module.time, "monotonic", lambda: now[0])
    app = App(Settings())
    resize(app, 1100, 620)
    move(app, 40, 50)
    now[0] += 1
    app.frame([], 0.0)
    # maximising: the system moves and resizes the window first, then says it is maximised
    move(app, 0, 0)
    resize(app, 1920, 1016)
    app.frame([pygame.event.Event(pygame.WINDOWMAXIMIZED)], 0.0)
    now[0] += 1
    app.frame([], 0.0)
    app.close_window()
    saved = Settings.load()[0]
    assert saved.window_maximised
    assert (saved.window_width, saved.window_height, saved.window_x, saved.window_y) == (1100, 620, 40, 50)
    desk["maximised"] = 0
    again = App(saved)
    assert again.screen.get_size() == (1100, 620) and desk["maximised"] == 1
    # restored: no longer maximised the next time
    again.frame([pygame.event.Event(pygame.WINDOWRESTORED)], 0.0)
    again.close_window()
    assert not Settings.load()[0].window_maximised


def test_fullscreen_keeps_the_windowed_size_and_place(home, desk, monkeypatch):
    monkeypatch.setattr(app_module, "GEOMETRY_SETTLE_SECONDS", 0.0)
    app = App(Settings(window_width=1000, window_height=600, window_x=200, window_y=100))
    key(app, pygame.K_F11)
    resize(app, 1920, 1080)
    move(app, 0, 0)
    app.frame([], 0.0)
    desk["placed"].clear()
    key(app, pygame.K_F11)
    assert app.screen.get_size() == (1000, 600) and desk["placed"] == [(200, 100)]
    app.close_window()
    saved = Settings.load()[0]
    assert (saved.window_width, saved.window_height, saved.window_x, saved.window_y) == (1000, 600, 200, 100)


@pytest.mark.parametrize("x, y", [(5000, 100), (-2000, 100), (100, -500), (100, 3000)])
def test_an_off_screen_place_is_ignored_with_a_log_line(home, desk, caplog, x, y):
    with caplog.at_level(logging.INFO, logger="game.ui.app"):
        app = App(Settings(window_width=1000, window_height=600, window_x=x, window_y=y))
    w, h = app.screen.get_size()
    assert desk["placed"] == [((1920 - w) // 2, (1080 - h) // 2)]       # centred instead
    assert any("off the screen" in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("field, value", [("window_x", "left"), ("window_y", 1e9), ("window_x", True),
                                          ("window_maximised", "yes"), ("window_width", -5)])
def test_an_odd_value_in_the_settings_file_is_ignored_with_a_log_line(home, caplog, field, value):
    import json

    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = Settings(window_width=1000, window_height=600, window_x=10, window_y=20, volume=0.25).to_dict()
    path.write_text(json.dumps({**good, field: value}), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="game.ui.settings"):
        settings, message = Settings.load()
    assert message is None                         # the other settings are kept, no reset
    assert settings.volume == 0.25
    assert getattr(settings, field) == getattr(Settings(), field)
    assert any(field in r.getMessage() for r in caplog.records)


# --- high DPI -------------------------------------------------------------------------------------------

def test_windows_is_told_the_window_is_dpi_aware_before_the_display_starts(home, monkeypatch):
    seen = {}
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    monkeypatch.setattr(app_module, "sys", types.SimpleNamespace(platform="win32"))
    real_init = pygame.display.init

    def init():
        seen["hint"] = os.environ.get("SDL_WINDOWS_DPI_AWARENESS")
        real_init()

    monkeypatch.setattr(pygame.display, "init", init)
    App(Settings(), size=(640, 360), headless=True)
    assert seen["hint"] == "permonitorv2"


def test_other_systems_get_no_windows_hint(home, monkeypatch):
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    App(Settings(), size=(640, 360), headless=True)
    assert "SDL_WINDOWS_DPI_AWARENESS" not in os.environ


def test_a_size_chosen_in_the_settings_opens_centred_and_not_maximised(home, desk):
    from game.ui.scenes.settings_scene import SettingsScene

    app = App(Settings(window_width=1000, window_height=600, window_x=200, window_y=100, window_maximised=True))
    scene = SettingsScene(app)
    app.push(scene)
    desk["placed"].clear()
    scene._set_size((1280, 720))
    assert app.screen.get_size() == (1280, 720)
    assert desk["placed"] == [((1920 - 1280) // 2, (1080 - 720) // 2)]
    saved = Settings.load()[0]
    assert (saved.window_x, saved.window_y, saved.window_maximised) == (None, None, False)
