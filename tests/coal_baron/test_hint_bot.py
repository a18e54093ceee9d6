"""Coal Baron's hint is Hard's move: the game declares it (`hint_bot`), and Hard, made as the hint
makes it but without its deadline (so that it answers the same every time), plays the hinted
move; at the table its deadline is the window's 1.5 s."""

from __future__ import annotations

import dataclasses
import random

from game.coal_baron.bots.hard import HardBot
from game.coal_baron.options import Options
from game.core import registry
from game.core.hints import bot_seed, hint, hint_settings
from game.core.record import Game


def test_the_hint_bot_is_hard_with_the_windows_deadline():
    definition = registry.get("coal_baron")
    assert definition.hint_bot == "hard" and hint_settings(definition) == {"seconds": 1.5}


def test_the_hint_is_the_move_hard_makes():
    no_deadline = dataclasses.replace(registry.get("coal_baron"), window_bot_settings={})
    game = Game(Options(players=3), seed=9, game=no_deadline, events=False)
    rnd = random.Random(9)
    asked = 0
    while not game.is_over and asked < 6:
        for _i in range(rnd.randint(5, 20)):
            if not game.is_over:
                game.apply(rnd.choice(game.legal_actions()))
        if game.is_over or len(game.legal_actions()) < 2:
            continue
        h = hint(game)
        assert h is not None
        assert h.action == HardBot(seed=bot_seed(game)).decide(game.clone(), game.legal_actions())
        asked += 1
    assert asked == 6
