"""The guided first games in the window: each game's tutorial is played to its end by real
gestures (the gesture driver: drags and clicks), the tutor's moves come from the script, any other
move is refused with a friendly word, the lesson card and the move asked for are drawn, leaving and
coming back resumes at the move reached, and at the end the game goes on as a normal game."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.saves import SaveStore  # noqa: E402
from game.ui import coach as coach_ui  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.gestures import Driver  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.ui.bot_helpers import sync_bots  # noqa: E402

GAMES = ["haspelknecht", "coal_baron"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    a = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    yield a
    pygame.display.quit()


def open_tutorial(app, tmp_path, game, fresh=False):
    store = SaveStore(tmp_path / "data" / "saves")
    app.push(TitleScene(app, store))
    table = coach_ui.start(app, game, store, "Ada", fresh=fresh)
    sync_bots(table)
    table.bot_pause = 0.0
    app.frame([], 0.0)
    return table, store, Driver(app, table)


@pytest.mark.parametrize("game", GAMES)
def test_the_tutorial_is_played_to_its_end_by_gestures(app, tmp_path, game):
    table, store, drv = open_tutorial(app, tmp_path, game)
    coach = table.coach
    script_len = len(coach.script.actions)
    refused_once = False
    drv.settle()
    while not coach.finished(table.game):
        assert coach.learner_to_move(table.game)
        want = coach.expected(table.game)
        assert table._kbd_actions() == [want]             # Tab offers only the move asked for
        if not refused_once:
            other = next((a for a in table.game.legal_actions() if a != want), None)
            if other is not None:
                n = len(table.game.actions)
                assert table.do(other) is False and len(table.game.actions) == n
                assert app.toast and "lit" in app.toast[0]
                refused_once = True
        before = len(table.game.actions)
        drv.perform(want)
        drv.settle()
        assert len(table.game.actions) > before, f"the gesture for {want} did nothing"
        assert coach.on_script(table.game)
    assert len(table.game.actions) == script_len
    assert refused_once
    # the end: going on as a normal game, saved as the normal autosave
    dialog = app.stack.top
    assert dialog is not table
    dialog._yes()
    assert table.coach is None and table.store is store
    assert store.has_autosave()


@pytest.mark.parametrize("game", GAMES)
def test_leaving_and_coming_back_resumes_at_the_move_reached(app, tmp_path, game):
    table, store, drv = open_tutorial(app, tmp_path, game)
    drv.settle()
    for _i in range(3):
        drv.perform(table.coach.expected(table.game))
        drv.settle()
    reached = list(table.game.actions)
    app.stack.clear_to(app.stack.scenes[0])
    assert not store.has_autosave()          # a tutorial never takes the normal autosave's place
    again, _store, _drv = open_tutorial(app, tmp_path, game)
    assert again.game.actions[:len(reached)] == reached
    fresh, _store, _drv = open_tutorial(app, tmp_path, game, fresh=True)
    assert len(fresh.game.actions) < len(reached)


def test_the_lesson_card_and_the_move_asked_for_are_drawn(app, tmp_path):
    table, _store, drv = open_tutorial(app, tmp_path, "coal_baron")
    drv.settle()
    card = coach_ui.card_rect(table)

    def picture():
        app.invalidate()
        app.frame([], 0.0)
        return pygame.image.tobytes(app.screen, "RGB"), pygame.image.tobytes(app.screen.subsurface(card), "RGB")
    with_coach, card_with = picture()
    coach = table.coach
    table.coach = None
    without, card_without = picture()
    table.coach = coach
    assert card_with != card_without                  # the card covers the chronicle's top
    assert with_coach != without
