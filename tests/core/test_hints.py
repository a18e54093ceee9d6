"""Hints: over positions of every registered game, the hint is always a legal action for
the seat to move, asking for it changes nothing (record, state, random draws), and it comes with a
reason."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.hints import hint
from game.core.record import Game


@pytest.mark.parametrize("name", registry.names())
@pytest.mark.parametrize("players", [2, 3])
def test_the_hint_is_legal_and_changes_nothing(name, players):
    definition = registry.get(name)
    rnd = random.Random(players)
    game = Game(definition.options(players=players), 11 + players, game=name, events=False)
    asked = 0
    while not game.is_over and asked < 12:
        for _i in range(rnd.randint(3, 25)):
            if game.is_over:
                break
            game.apply(rnd.choice(game.legal_actions()))
        if game.is_over:
            break
        before = (game.record(), game.engine.state_to_json(game.state), list(game.legal_actions()))
        h = hint(game)
        asked += 1
        assert h is not None and h.player == game.decision()[0]
        assert h.action in game.legal_actions()
        assert isinstance(h.reason, str) and h.reason.strip()
        assert (game.record(), game.engine.state_to_json(game.state), list(game.legal_actions())) == before
    assert asked >= 3


def test_no_hint_when_the_game_is_over():
    definition = registry.get("haspelknecht")
    game = Game(definition.options(players=2), 3, events=False)
    rnd = random.Random(3)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    assert hint(game) is None
