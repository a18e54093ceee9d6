"""Fixtures the window's tests share (a module that needs another `home` defines its own)."""

import pytest

from game.core import i18n


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A scratch home folder for the game's files; the language in use comes back afterwards."""
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    monkeypatch.setattr(i18n, "_current", i18n._current)
    monkeypatch.setattr(i18n, "_translation", i18n._translation)
    return tmp_path
