"""The guided first games (game.core.tutorial): a script replays as written, a move that
does not is a damaged installation naming the move, the coach asks for the script's move and
refuses any other with a friendly word, plays the tutor's moves from the script, moves through the
lessons and ends; and each game's shipped tutorial plays to its end."""

from __future__ import annotations

import pytest

from game.core import registry, tutorial
from game.core.errors import DataError
from game.core.record import Game
from game.core.tutorial_draft import draft, to_yaml

GAMES = ["haspelknecht", "coal_baron"]


@pytest.fixture
def drafted(tmp_path, monkeypatch):
    """The tutorial of a game replaced by a fresh draft in a temporary file."""
    def make(game: str, seed: int = 14, edit=None):
        script = draft(game, seed, {"layout": "first_game"} if game == "haspelknecht" else {})
        if edit:
            edit(script)
        path = tmp_path / f"{game}-tutorial.yaml"
        path.write_text(to_yaml(script), encoding="utf-8")
        monkeypatch.setattr(tutorial, "_path", lambda g: path)
        tutorial.script.cache_clear()
        return script
    yield make
    tutorial.script.cache_clear()


def play_through(game_name: str) -> tuple[Game, tutorial.Coach, list[str]]:
    coach = tutorial.Coach(game_name)
    session = tutorial.new_session(game_name, "Learner")
    g = session.game
    lessons = []
    while not coach.finished(g):
        lesson = coach.lesson(g)
        if not lessons or lessons[-1] != lesson:
            lessons.append(lesson)
        if coach.learner_to_move(g):
            want = coach.expected(g)
            other = next((a for a in g.legal_actions() if a != want), None)
            if other is not None:
                assert coach.refusal(g, other)          # any other move: a friendly refusal
            assert coach.refusal(g, want) is None
            assert coach.bot_move(g) is None
            g.apply(want)
        else:
            move = coach.bot_move(g)
            assert move is not None and move in g.legal_actions()
            g.apply(move)
        assert coach.on_script(g)
    return g, coach, lessons


@pytest.mark.parametrize("game", GAMES)
def test_a_drafted_script_plays_to_its_end(drafted, game):
    script = drafted(game)
    g, coach, lessons = play_through(game)
    assert len(g.actions) == len(script["actions"])
    assert len(lessons) == len(script["lessons"])
    assert coach.lesson(g) == script["finish"] and coach.expected(g) is None


def test_a_move_that_does_not_replay_names_the_move(drafted):
    def spoil(script):
        script["actions"][5] = {"kind": "take", "pool": 9, "colour": "black"}
    drafted("haspelknecht", edit=spoil)
    with pytest.raises(DataError) as err:
        tutorial.script("haspelknecht")
    assert "actions.5" in str(err.value)


def test_lessons_outside_the_game_are_refused(drafted):
    def spoil(script):
        script["lessons"].append({"at": 10_000, "say": "too late"})
    drafted("coal_baron", edit=spoil)
    with pytest.raises(DataError):
        tutorial.script("coal_baron")


def test_a_game_that_left_the_script_is_noticed(drafted):
    drafted("haspelknecht")
    coach = tutorial.Coach("haspelknecht")
    g = tutorial.new_session("haspelknecht", "L").game
    other = next(a for a in g.legal_actions() if a != coach.expected(g))
    g.apply(other)
    assert not coach.on_script(g)


@pytest.mark.parametrize("game", GAMES)
def test_the_shipped_tutorial_plays_to_its_end(game):
    tutorial.script.cache_clear()
    g, coach, lessons = play_through(game)
    assert coach.finished(g) and len(lessons) >= 5
    for ls in coach.script.lessons:       # the words are written, not drafts
        assert not ls.say.startswith("DRAFT")
    assert not coach.script.finish.startswith("DRAFT")


def test_every_game_of_the_collection_ships_a_tutorial():
    assert [g for g in registry.names() if tutorial.has_tutorial(g)] == registry.names()
