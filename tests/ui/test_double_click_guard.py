"""A double click on a prompt button plays one move: when the first click's move puts another button
where it stood (Haspelknecht's "Take no more" becomes "Keep it", the next question's answer), the
second click lands on that new button and is not taken for a click on it; a click there a moment
later is, and so is a quick second click on a button of the same words (one move meant twice)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.scenes import table_input
from tests.ui.test_game_scene import choose, make_session, start


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def click(app, pos) -> None:
    for e in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        pygame.event.post(e)
    app.frame(pygame.event.get(), 0.016)


def first_click(home, monkeypatch, same_words: bool):
    """The game is played on to its first question answered by a button (to take no more disks):
    the seat clicks it, and the next question's prompt (to return a pit water) has a button at the
    same place; with `same_words` every button has the same words."""
    app, scene, _store, drv = start(home, make_session(players=2, seed=7))
    game = scene.game
    if same_words:
        made = scene.table.prompt

        def one_wording(*args, **kwargs):
            prompt = made(*args, **kwargs)
            for button in prompt.buttons:
                button.label = "Same words"
            return prompt
        monkeypatch.setattr(scene.table, "prompt", one_wording)
    rng = random.Random(4)
    drv.settle()
    while not (scene.prompt and scene.prompt.buttons and scene.prompt.buttons[0].action is not None):
        assert len(game.actions) < 50, "no question answered by a button came up"
        drv.perform(choose(game, rng, retract_rate=0))
        drv.settle()
    now = [table_input.time.monotonic() + 60]     # the driver's clicks so far are long past
    monkeypatch.setattr(table_input.time, "monotonic", lambda: now[0])
    b = scene.prompt.buttons[0]
    assert b.enabled and b.action is not None
    pos = b.rect.center
    n = len(game.actions)
    click(app, pos)
    assert len(game.actions) == n + 1
    drv.settle()
    under = scene._button_at(pos)
    assert under is not None and under.action is not None and under.action in game.legal_actions()
    assert (under.label == b.label) == same_words
    return app, game, pos, now, n + 1


def test_second_click_on_the_button_that_took_the_first_ones_place_is_not_taken(home, monkeypatch):
    app, game, pos, now, n = first_click(home, monkeypatch, same_words=False)
    now[0] += table_input.DOUBLE_CLICK_SECONDS / 2
    click(app, pos)
    assert len(game.actions) == n, "the second click of a double click played the button that appeared"
    now[0] += table_input.DOUBLE_CLICK_SECONDS
    click(app, pos)
    assert len(game.actions) == n + 1, "a click of its own, a moment later, was refused"


def test_a_quick_second_click_on_the_same_words_is_taken(home, monkeypatch):
    app, game, pos, now, n = first_click(home, monkeypatch, same_words=True)
    now[0] += table_input.DOUBLE_CLICK_SECONDS / 2
    click(app, pos)
    assert len(game.actions) == n + 1


