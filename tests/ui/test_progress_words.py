"""Where a saved game stands, as the title's Continue and the load page show it, is in the player's
language also once the game is over (the Polish title once read "Coal Baron · 4 gracze · finished")."""

from __future__ import annotations

import random

import pytest

from game.core import i18n, registry
from game.core.record import Game
from game.core.session import Seat, Session
from game.ui.scenes.title import describe_progress


def _over() -> Session:
    game = Game(registry.get("coal_baron").options(players=2), 4, game="coal_baron", events=False)
    rng = random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return Session(game, [Seat(name="Agnes", colour=0), Seat(name="Dietrich", kind="normal", colour=1)])


@pytest.mark.parametrize("lang", ["fr", "pl", "de"])
def test_a_finished_game_is_described_in_the_language(lang):
    session = _over()
    english = describe_progress(session)
    i18n.set_language(lang)
    try:
        words = describe_progress(session)
    finally:
        i18n.set_language("en")
    assert "finished" in english
    assert "finished" not in words, words
