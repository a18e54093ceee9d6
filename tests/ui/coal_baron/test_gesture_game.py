"""A full seeded 2-player (and a 4-player) Coal Baron game played in the window by posted mouse events only (the
gesture driver: drags derived from the game's drop rows, clicks, the prompt's buttons and lists),
through the draft, every shift and the end: its record and result equal the engine's."""

from __future__ import annotations

import random

import pytest

from game.coal_baron.options import Options
from game.core.record import Game
from tests.ui.coal_baron.helpers import choose, make_session, start


@pytest.mark.parametrize("players,seed", [(2, 11), (4, 12)])
def test_a_whole_game_by_gestures_equals_the_engine(tmp_path, players, seed):
    session = make_session(players, seed=seed)
    app, scene, store, drv = start(tmp_path, session)
    rng = random.Random(3)
    kinds = set()
    drv.settle()
    for _ in range(2000):
        if session.game.is_over:
            break
        action = choose(rng, session.game.legal_actions())
        before = len(session.game.actions)
        drv.perform(action)
        drv.settle()
        assert len(session.game.actions) == before + 1, (action, app.toast)
        assert session.game.actions[-1] == action
        kinds.add(action.kind)
    assert session.game.is_over
    # the gestures covered placing, the draft, and mining by drags (the 4-player game: cubes to the
    # storage and onto orders' spots too)
    need = {"draft", "place", "cage", "load"} | ({"store", "fill"} if players == 4 else set())
    assert need <= kinds, kinds
    # the same actions straight through the engine give the same game
    ref = Game(Options(players=players), seed=seed, game="coal_baron")
    for a in session.game.actions:
        ref.apply(a)
    assert ref.engine.final_result(ref.state) == session.game.engine.final_result(session.game.state)
    assert ref.state.to_json() == session.game.state.to_json()
    # the end scene follows (the shell's): the breakdown and chart come from the engine and the definition
    for _ in range(5):
        drv.frame()
    history = session.score_history()
    assert [label for label, _ in history] == ["start", "S1", "S2", "S3", "final"]
