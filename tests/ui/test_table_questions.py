"""The shell asks a game's question before a move (game.ui.table_api.GameTable.question_before)
only of a person, outside a tutorial, while the setting is on; the move is made only on "anyway".
Shown with Sticks, the tests' own game (tests/toy_game), whose table asks before taking one."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.ui.scenes.waste_question import WasteQuestion
from game.ui.table_api import Question
from tests import toy_game
from tests.toy_game import table as toy_table
from tests.toy_game.engine import take
from tests.ui.test_table_conformance import _open, _position


@pytest.fixture
def asking(monkeypatch):
    toy_game.register(monkeypatch)

    def question_before(self, ctx, action):
        if action == take(1):
            return Question("Only one?", lambda: ["One stick leaves the pile almost as it was."], back="Back",
                            go="Take one anyway")
        return None
    monkeypatch.setattr(toy_table.SticksTable, "question_before", question_before)


def test_a_person_is_asked_and_the_move_waits_for_anyway(home, asking):
    app, scene, drv = _open(home, _position(toy_game.NAME, 2, 1, 0.2))
    drv.settle()
    n = len(scene.game.actions)
    assert not scene.do(take(1))
    dialog = app.stack.top
    assert isinstance(dialog, WasteQuestion) and dialog.paragraphs == ["One stick leaves the pile almost as it was."]
    assert len(scene.game.actions) == n
    drv.click(dialog.back_btn.rect.center)           # back: nothing happened
    assert app.stack.top is scene and len(scene.game.actions) == n
    scene.do(take(1))
    drv.click(app.stack.top.go_btn.rect.center)      # anyway: the move is made
    assert scene.game.actions[n:] == [take(1)]
    scene.confirm_turn()                             # the turn passed to the other person: confirmed
    assert scene.do(take(2))                         # a move the table does not ask about
    assert scene.game.actions[n + 1:] == [take(2)]


@pytest.mark.parametrize("who", ["bot", "no questions", "tutorial"])
def test_nobody_else_is_asked(home, asking, who):
    app, scene, drv = _open(home, _position(toy_game.NAME, 2, 1, 0.2))
    drv.settle()
    me = scene.current()
    if who == "bot":
        scene.seats[me] = scene.seats[me].model_copy(update={"kind": "random"})
    elif who == "no questions":
        app.settings.warn_waste = False
    else:
        scene.coach = SimpleNamespace(refusal=lambda game, action: None,   # a tutorial asks for that move
                                      finished=lambda game: False)
    n = len(scene.game.actions)
    assert scene.do(take(1))
    assert scene.game.actions[n:] == [take(1)] and not isinstance(app.stack.top, WasteQuestion)
