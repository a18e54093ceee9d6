"""Hints: over positions of every registered game, the hint is always a legal action for
the seat to move, asking for it changes nothing (record, state, random draws: a twin game never
asked plays on to the same position), and it comes with a reason. The bot behind it is the one the
game declares (`hint_bot`), made with the window's settings of that kind, its deadline capped."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core import registry
from game.core.hints import HINT_SECONDS, bot_seed, hint, hint_kind, hint_settings
from game.core.record import Game


def _state(game):
    return game.engine.state_to_json(game.state)


@pytest.mark.parametrize("name", registry.names())
@pytest.mark.parametrize("players", [2, 3])
def test_the_hint_is_legal_and_changes_nothing(name, players):
    definition = registry.get(name)
    rnd = random.Random(players)
    game = Game(definition.options(players=players), 11 + players, game=name, events=False)
    twin = Game(definition.options(players=players), 11 + players, game=name, events=False)  # never asked
    asked = 0
    while not game.is_over and asked < 12:
        for _i in range(rnd.randint(3, 25)):
            if game.is_over:
                break
            action = rnd.choice(game.legal_actions())
            game.apply(action)
            twin.apply(action)
        if game.is_over:
            break
        before = (game.record(), _state(game), list(game.legal_actions()))
        h = hint(game)
        asked += 1
        assert h is not None and h.player == game.decision()[0]
        assert h.action in game.legal_actions()
        assert isinstance(h.reason, str) and h.reason.strip()
        assert (game.record(), _state(game), list(game.legal_actions())) == before
    assert asked >= 3
    # the draws after the hints (the stacks, the bag) came out as in the game nobody asked
    while not game.is_over:
        action = rnd.choice(game.legal_actions())
        game.apply(action)
        twin.apply(action)
    assert game.record() == twin.record() and _state(game) == _state(twin)


def test_no_hint_when_the_game_is_over():
    definition = registry.get("haspelknecht")
    game = Game(definition.options(players=2), 3, events=False)
    rnd = random.Random(3)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    assert hint(game) is None


@pytest.mark.parametrize("name", registry.names())
def test_every_game_declares_a_hint_bot_it_has_with_a_deadline_within_the_hints(name):
    definition = registry.get(name)
    assert definition.hint_bot in definition.bots and hint_kind(definition) == definition.hint_bot
    assert hint_settings(definition).get("seconds", 0) <= HINT_SECONDS


def _positions(definition, seed: int, count: int):
    rnd = random.Random(seed)
    game = Game(definition.options(players=2), seed, game=definition, events=False)
    while not game.is_over and count:
        for _i in range(rnd.randint(2, 9)):
            if not game.is_over:
                game.apply(rnd.choice(game.legal_actions()))
        if not game.is_over and len(game.legal_actions()) > 1:
            count -= 1
            yield game


@pytest.mark.parametrize("name", registry.names())
def test_the_hint_is_the_move_of_the_bot_the_game_declares(name):
    easy = dataclasses.replace(registry.get(name), hint_bot="easy", window_bot_settings={})
    normal = dataclasses.replace(easy, hint_bot="normal")
    differ = 0
    for game in _positions(easy, 4, 10):
        expected = easy.bots["easy"](bot_seed(game)).decide(game.clone(), game.legal_actions())
        h = hint(game)
        assert h is not None and h.action == expected
        differ += h.action != normal.bots["normal"](bot_seed(game)).decide(game.clone(), game.legal_actions())
    assert differ        # the declaration made the difference: Normal would have hinted otherwise


def test_the_hint_bot_gets_the_windows_settings_with_its_deadline_capped():
    made: list[dict] = []
    base = registry.get("coal_baron")

    def recording(seed, **settings):
        made.append(settings)
        return base.bots["normal"](seed)

    for window, given in (({"seconds": 5.0}, HINT_SECONDS), ({"seconds": 1.0}, 1.0), ({"seconds": 0}, HINT_SECONDS)):
        definition = dataclasses.replace(base, bots={**base.bots, "hard": recording}, hint_bot="hard",
                                         window_bot_settings={"hard": window})
        game = next(_positions(definition, 2, 1))
        assert hint(game) is not None and made[-1] == {"seconds": given}
    without = dataclasses.replace(base, hint_bot="normal", window_bot_settings={})
    assert hint_settings(without) == {}      # a bot the window gives no settings gets none


def test_a_game_without_the_bot_it_names_gets_random_hints():
    definition = dataclasses.replace(registry.get("coal_baron"), hint_bot="grandmaster")
    assert hint_kind(definition) == "random"
    game = next(_positions(definition, 5, 1))
    h = hint(game)
    assert h is not None and h.action in game.legal_actions()
