"""A failed autosave is written to the log as well as shown on screen (a player who reports "my
game was not saved" sends the log): once when the failures start, with the folder and the reason,
and once when the autosave works again."""

from __future__ import annotations

import logging

import pytest

from game.core.saves import SaveStore
from game.ui.app import App
from game.ui.settings import Settings
from tests.ui.test_hardening_window import make_session


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def test_a_failed_autosave_at_the_table_is_logged_once_and_its_recovery_too(home, monkeypatch, caplog):
    from game.ui.scenes.table_scene import TableScene

    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    store = SaveStore(home / "data" / "saves")
    scene = TableScene(app, make_session(), store)
    app.push(scene)
    save = store.save

    def refuse(*_a, **_k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(store, "save", refuse)
    with caplog.at_level(logging.INFO, logger="game.core.saves"):
        scene._autosave()
        scene._autosave()
        failed = [r for r in caplog.records if r.levelno == logging.WARNING]
        assert len(failed) == 1, [r.getMessage() for r in caplog.records]
        assert "Permission denied" in failed[0].getMessage() and str(store.folder) in failed[0].getMessage()
        assert app.toast and "NOT autosaved" in app.toast[0]
        monkeypatch.setattr(store, "save", save)
        scene._autosave()
    assert any("autosave" in r.getMessage() and r.levelno == logging.INFO for r in caplog.records[1:])
    assert store.has_autosave()


def test_the_failed_autosave_message_is_in_the_players_language(home):
    from game.core.i18n import set_language

    store = SaveStore(home / "data" / "saves")
    try:
        set_language("de")
        text = store.autosave_failure(OSError(28, "No space left on device"))
    finally:
        set_language("en")
    assert text.startswith("NICHT automatisch gespeichert") and str(store.folder) in text
    assert "No space left on device" in text
