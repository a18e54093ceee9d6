"""The command line's message for a player (a damaged installation) is in the player's language:
the saved Language setting, else the system's."""

from __future__ import annotations

import pytest

from game.cli import main
from game.core.errors import DataError
from game.ui.settings import Settings
from tests.ui.i18n_helpers import shouting_french


@pytest.fixture
def damaged(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    shouting_french(monkeypatch)

    def broken(parser, args):
        raise DataError("tiles.yaml: tile 7: no name")

    monkeypatch.setattr("game.commands.inspect.run", broken)
    return tmp_path


def test_the_saved_language_is_used(damaged, monkeypatch, capsys):
    monkeypatch.setenv("LANGUAGE", "de")
    Settings(language="fr").save()
    assert main(["inspect", "x.json"]) == 1
    err = capsys.readouterr().err
    assert "THE INSTALLATION IS DAMAGED: tiles.yaml: tile 7: no name" in err   # the reason as it was


def test_without_a_setting_the_systems_language(damaged, monkeypatch, capsys):
    monkeypatch.setenv("LANGUAGE", "fr_FR.UTF-8")
    assert main(["inspect", "x.json"]) == 1
    assert "THE INSTALLATION IS DAMAGED" in capsys.readouterr().err


def test_english_otherwise(damaged, monkeypatch, capsys):
    monkeypatch.setenv("LANGUAGE", "es_ES")
    assert main(["inspect", "x.json"]) == 1
    assert "haspelknecht: the installation is damaged: tiles.yaml" in capsys.readouterr().err
