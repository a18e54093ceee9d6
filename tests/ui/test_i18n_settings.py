"""The Language setting: the system's language or one of the four, each in its own
name; a choice is applied at once to every scene on the stack, without a restart, and remembered."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.settings import Settings
from tests.ui.i18n_helpers import shouting_french
from tests.ui.test_scenes import click, pump


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    monkeypatch.setenv("LANGUAGE", "en_GB")     # the "system" for these tests
    shouting_french(monkeypatch)
    return tmp_path


class Below(Scene):
    """A scene under the settings that counts what it is told."""

    def __init__(self, app):
        super().__init__(app)
        self.told = 0

    def language_changed(self):
        self.told += 1

    def draw(self, surface):
        surface.fill((0, 0, 0))


def choose_language(app, scene, code):
    """Turn the Language choice forward with clicks until it shows `code` (at most five)."""
    for _i in range(5):
        if app.settings.language == code:
            return
        click(app, (scene.language.rect.right - 5, scene.language.rect.centery))
    assert app.settings.language == code


def test_the_choices_are_the_system_and_each_language_in_its_own_name(home):
    app = App(Settings(), size=(1280, 720), headless=True)
    scene = SettingsScene(app)
    choices = scene._language_choices()
    assert [code for code, _name in choices] == ["", "en", "fr", "pl", "de"]
    assert dict(choices[1:]) == {"en": "English", "fr": "Français", "pl": "Polski", "de": "Deutsch"}
    i18n.set_language("fr")
    # the language names stay as they are in every language; "System default" is translated
    assert dict(SettingsScene._language_choices()[1:])["pl"] == "Polski"
    assert SettingsScene._language_choices()[0][1] == "SYSTEM DEFAULT"


def test_choosing_a_language_applies_it_at_once_to_every_scene_and_saves_it(home):
    app = App(Settings(), size=(1280, 720), headless=True)
    below = Below(app)
    app.push(below)
    scene = SettingsScene(app)
    app.push(scene)
    pump(app)
    english = app.screen.copy()
    assert i18n.current_language() == "en"

    choose_language(app, scene, "fr")
    assert i18n.current_language() == "fr"
    assert below.told >= 1                      # every scene on the stack heard it
    pump(app)
    french = app.screen.copy()
    assert pygame.image.tobytes(english, "RGB") != pygame.image.tobytes(french, "RGB")
    assert Settings.load()[0].language == "fr"  # remembered

    # a new window (the next start) opens in French
    i18n.set_language("en")
    App(Settings.load()[0], size=(1280, 720), headless=True)
    assert i18n.current_language() == "fr"


def test_system_default_follows_the_system(home, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    app = App(Settings(language="de"), size=(1280, 720), headless=True)
    assert i18n.current_language() == "de"
    scene = SettingsScene(app)
    app.push(scene)
    pump(app)
    choose_language(app, scene, "")
    assert i18n.current_language() == "fr"
    assert Settings.load()[0].language == ""


def test_a_language_the_game_does_not_know_is_refused_by_the_settings(home):
    with pytest.raises(ValueError):
        Settings(language="es")
