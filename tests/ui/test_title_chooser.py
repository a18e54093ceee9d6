"""The title's game chooser starts on the autosave's game, and keeps the player's own choice when a
dialog over the title closes: New game, confirmed over a game in progress of Haspelknecht, sets up
the game chosen (Coal Baron)."""

from __future__ import annotations

from game.core.session import Seat, Session
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from tests.ui.test_scenes import app, home, pump, store  # noqa: F401  (fixtures)


def _haspelknecht_in_progress(saves) -> None:
    from game.core import registry
    from game.core.record import Game

    seats = [Seat(name=f"P{i + 1}", kind="human", colour=i) for i in range(3)]
    session = Session(Game(registry.get("haspelknecht").options(players=3), seed=3, game="haspelknecht"), seats)
    session.game.apply(session.game.legal_actions()[0])
    saves.autosave(session)


def test_new_game_confirmed_over_a_game_in_progress_sets_up_the_chosen_game(app, store):  # noqa: F811
    _haspelknecht_in_progress(store)
    title = TitleScene(app, store)
    app.push(title)
    pump(app)
    assert title.game == "haspelknecht"          # the chooser starts on the autosave's game
    title._set_game("coal_baron")
    title.on_new()
    pump(app)
    app.stack.top._yes()                          # "New game" in the confirmation
    pump(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game_name == "coal_baron"
    assert title.game == "coal_baron"
