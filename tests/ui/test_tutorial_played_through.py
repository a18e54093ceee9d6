"""Seen in a real window: after finishing a tutorial and choosing to play on, Learn to
play said "Not started yet" (going on moves the game to the normal autosave). The chooser now
remembers that it was played to its end."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import tutorial  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.ui import coach as coach_ui  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.learn import courses  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.ui.bot_helpers import sync_bots  # noqa: E402

GAME = "coal_baron"


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    a = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    yield a
    pygame.display.quit()


def course(store, game=GAME):
    return next(c for c in courses(store) if c.game == game)


def test_a_tutorial_gone_on_with_is_shown_as_played_to_its_end(app, tmp_path):
    store = SaveStore(tmp_path / "data" / "saves")
    app.push(TitleScene(app, store))
    table = coach_ui.start(app, GAME, store, "Ada")
    sync_bots(table)
    table.bot_pause = 0.0
    coach = table.coach
    while not coach.finished(table.game):        # the script's moves, as the gestures make them
        table.game.apply(coach.expected(table.game))
    before = course(store)
    assert not before.done
    coach_ui.carry_on(table)
    after = course(store)
    assert after.done and after.reached is None and store.has_autosave()
    other = next(c for c in courses(store) if c.game != GAME)
    assert not other.done                        # the mark is the one game's


def test_starting_again_after_playing_through_shows_the_lesson_reached(app, tmp_path):
    store = SaveStore(tmp_path / "data" / "saves")
    app.push(TitleScene(app, store))
    table = coach_ui.start(app, GAME, store, "Ada")
    coach_ui.carry_on(table)
    again = coach_ui.start(app, GAME, store, "Ada", fresh=True)
    again.game.apply(tutorial.Coach(GAME).expected(again.game))
    again._autosave()
    c = course(store)
    assert c.reached is not None                 # a tutorial in progress is told before "done"
