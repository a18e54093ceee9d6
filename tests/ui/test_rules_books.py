"""Each game has its own rules book: the in-game menu opens the book of the game in play, the title
screen's Rules the book of the game chosen there, and every book loads through the strict loader."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.data_files import load_yaml  # noqa: E402
from game.resources import data_dir  # noqa: E402
from game.ui.scenes.rules_ref import RulesScene, load_reference  # noqa: E402
from tests.ui.coal_baron.helpers import make_session  # noqa: E402
from tests.ui.test_scenes import app, home, pump, store  # noqa: E402,F401  (fixtures)

MISSING = "The rules are missing"


@pytest.mark.parametrize("game", registry.names())
def test_every_game_has_a_book_that_loads_strictly(game):
    raw = load_yaml(data_dir() / game / "rules_reference.yaml")   # strict: no aliases, no duplicates
    assert isinstance(raw, dict) and raw["title"].strip()
    assert len(raw["sections"]) >= 8
    for sec in raw["sections"]:
        assert set(sec) == {"title", "paragraphs"}
        assert str(sec["title"]).strip()
        assert sec["paragraphs"] and all(isinstance(p, str) and p.strip() for p in sec["paragraphs"])
    title, sections = load_reference(game)
    assert sections[0].title != MISSING and title == raw["title"]


def test_coal_baron_book_is_its_own():
    title, sections = load_reference("coal_baron")
    assert "Coal Baron" in title
    assert sections[0].title == "The game in brief"
    text = " ".join(p for s in sections for p in s.paragraphs)
    for word in ("Shift Clock", "Canteen", "cage", "Ctrl+Z", "Tab"):
        assert word in text
    assert "Haspelknecht" not in title + text and title != load_reference("haspelknecht")[0]


def test_menu_rules_for_a_coal_baron_session_show_coal_barons_book(app, store):  # noqa: F811 (fixtures imported above)
    from game.ui.scenes.menu import GameMenu

    session = make_session(players=2)
    assert session.game_name == "coal_baron"
    menu = GameMenu(app, session, store)
    app.push(menu)
    pump(app)
    menu.open_rules()
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    assert scene.book_title == "How Coal Baron is played"
    assert scene.sections[0].title == "The game in brief" and scene.sections[0].title != MISSING
    pump(app)   # it draws


@pytest.mark.parametrize("game", ["coal_baron", "haspelknecht"])
def test_title_rules_open_the_chosen_games_book(app, store, game):  # noqa: F811 (fixtures imported above)
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app, store)
    app.push(title)
    pump(app)
    title._set_game(game)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0))
    pump(app)
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    assert (scene.book_title, tuple(s.title for s in scene.sections)) == \
        (load_reference(game)[0], tuple(s.title for s in load_reference(game)[1]))
    assert scene.sections[0].title != MISSING
    pump(app)


def test_coal_baron_book_pages_through(app):  # noqa: F811 (fixtures imported above)
    scene = RulesScene(app, game="coal_baron")
    app.push(scene)
    pump(app)
    assert scene.spreads > 3
    for _ in range(scene.spreads):
        scene.turn(1)
        pump(app)
    assert scene.spread == scene.spreads - 1
    assert scene.current_section() in (len(scene.sections) - 1, len(scene.sections) - 2)
