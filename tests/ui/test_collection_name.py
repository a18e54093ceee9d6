"""One name for the collection: the window title, the title screen and every installer recipe take
it from game/collection.py (the recipes that cannot import it are checked against it here)."""

from __future__ import annotations

import re
from pathlib import Path

from game.collection import COLLECTION_NAME, COLLECTION_SHORT, GAMES_LINE

ROOT = Path(__file__).resolve().parents[2]


def test_the_name_names_the_collection_and_both_games():
    assert COLLECTION_NAME == f"{COLLECTION_SHORT}: {GAMES_LINE}"
    assert "Haspelknecht" in GAMES_LINE and "Coal Baron" in GAMES_LINE


def test_the_window_title_is_the_collection(tmp_path, monkeypatch):
    import pygame

    from game.ui.app import App

    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    App(size=(640, 360), headless=True)
    assert pygame.display.get_caption()[0] == COLLECTION_NAME


def test_the_installers_take_the_name_from_the_constant():
    iss = (ROOT / "build/windows/haspelknecht.iss").read_text(encoding="utf-8")
    assert re.search(r'#define AppName "(.*)"', iss).group(1) == COLLECTION_NAME
    assert re.search(r'#define ShortName "(.*)"', iss).group(1) == COLLECTION_SHORT
    assert "AppName={#AppName}" in iss
    for recipe in ("build/linux/package.sh", "build/macos/make_dmg.sh", "build/haspelknecht.spec"):
        text = (ROOT / recipe).read_text(encoding="utf-8")
        assert "game.collection" in text and "Haspelknecht.app" not in text, recipe
    desktop = (ROOT / "build/linux/haspelknecht.desktop.in").read_text(encoding="utf-8")
    assert "Name=@SHORT@" in desktop and "GenericName=@GAMES@" in desktop and "Exec=haspelknecht" in desktop
    control = (ROOT / "build/linux/control.in").read_text(encoding="utf-8")
    assert "Description: @NAME@" in control and "Package: haspelknecht" in control
