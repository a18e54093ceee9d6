"""A language switch takes effect at once in every scene: with a stand-in French that
writes every text in capitals, each scene looks different right after App.set_language("fr"), and
switching back to English gives exactly the first picture again (nothing kept from the other
language)."""

from __future__ import annotations

import pygame
import pytest

from game.core.saves import SaveStore
from game.ui.app import App
from game.ui.settings import Settings
from tests.ui.i18n_helpers import shouting_french
from tests.ui.test_i18n_overflow import session


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    shouting_french(monkeypatch)
    return tmp_path


def picture(app: App) -> bytes:
    app.toast = None
    app.invalidate()
    app.frame([], 0.0)
    return pygame.image.tobytes(app.screen, "RGB")


def _title(app, store):
    from game.ui.scenes.title import TitleScene
    store.autosave(session("coal_baron", 3, 12))
    app.push(TitleScene(app, store))


def _setup(app, store):
    from game.ui.scenes.setup import SetupScene
    app.push(SetupScene(app, store, game="coal_baron"))


def _settings(app, store):
    from game.ui.scenes.settings_scene import SettingsScene
    app.push(SettingsScene(app))


def _load(app, store):
    from game.ui.scenes.load import LoadScene
    store.save(session("haspelknecht", 3, 12), "Agnes")
    app.push(LoadScene(app, store))


def _rules(app, store):
    from game.ui.scenes.rules_ref import RulesScene
    app.push(RulesScene(app, game="haspelknecht"))


def _table_and_menu(app, store):
    from game.ui.scenes.menu import GameMenu
    from game.ui.scenes.table_scene import TableScene
    s = session("haspelknecht", 3, 12)
    app.push(TableScene(app, s, store))
    app.push(GameMenu(app, s, store))


def _end(app, store):
    from game.ui.scenes.end import EndScene
    app.push(EndScene(app, session("coal_baron", 2, None), store))


def _dialog(app, store):
    from game.core.i18n import N_
    from game.ui.scenes.dialogs import ConfirmDialog
    _title(app, store)
    app.push(ConfirmDialog(app, N_("Delete this save?"), N_("Nothing here yet."), yes=N_("Delete"),
                           on_yes=lambda: None))


def _cover(app, store):
    from game.ui.scenes.pass_cover import PassCover
    app.push(PassCover(app, "Gertrud", detail="The order draft."))


SCENES = {"title": _title, "setup": _setup, "settings": _settings, "load": _load, "rules": _rules,
          "table and menu": _table_and_menu, "end": _end, "dialog": _dialog, "pass cover": _cover}


@pytest.mark.parametrize("name", SCENES)
def test_switching_language_redraws_every_text_at_once(home, name):
    app = App(Settings(language="en", animation_speed="off"), size=(1280, 720), headless=True)
    store = SaveStore(home / "saves")
    SCENES[name](app, store)
    english = picture(app)
    app.set_language("fr")
    french = picture(app)
    assert french != english, f"{name}: nothing changed on switching to French"
    app.set_language("en")
    assert picture(app) == english, f"{name}: English again is not the first English picture"
