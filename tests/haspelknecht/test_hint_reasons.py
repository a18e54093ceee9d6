"""Issue 16, hints for Haspelknecht (game.haspelknecht.hint): over the positions of whole games the
hint's reason is one non-empty sentence and asking for it changes nothing; on positions built by
hand the reason names what the Normal bot's evaluation gains most (the lease, a flooded Pinge,
wood for access, a development)."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.hints import hint
from game.core.record import Game
from game.haspelknecht.actions import A
from game.haspelknecht.hint import reason
from game.haspelknecht.rules import FOOD, WOOD
from tests.haspelknecht.positions import at_execution, game_at, snapshot

FALLBACK = "this one does most for your final score"


@pytest.mark.parametrize("seed", [3, 8])
def test_every_hint_of_a_game_has_one_sentence_and_changes_nothing(seed):
    definition = registry.get("haspelknecht")
    game = Game(definition.options(players=2, layout="first_game"), seed, game="haspelknecht", events=False)
    bots = [definition.bots["normal"](seed), definition.bots["easy"](seed + 1)]
    reasons = set()
    n = 0
    while not game.is_over:
        who, _kind = game.decision()
        if n % 4 == 0:
            before = (game.record(), snapshot(game.state))
            h = hint(game)
            assert (game.record(), snapshot(game.state)) == before
            assert h.action in game.legal_actions()
            text = h.reason
            assert text.strip() and text[0].isupper() and text.endswith("."), text
            assert "{" not in text and "\n" not in text, text
            reasons.add(text)
        game.apply(bots[who].decide(game, game.legal_actions()))
        n += 1
    # the reasons say different things: they are read from the position, not a fixed sentence
    assert len(reasons) >= 8
    assert sum(FALLBACK not in t for t in reasons) >= 7


def test_producing_the_missing_food_pays_the_lease():
    state = at_execution({"farmer": {"yellow": 2}}, phase=2)       # autumn of year 1: 2 food due
    text = reason(state, 0, A("activate", "farmer", "food"))
    assert "pays your lease" in text


def test_food_already_there_is_no_lease_reason():
    state = at_execution({"farmer": {"yellow": 2}}, phase=2)
    state.players[0].farm[FOOD] = 2
    text = reason(state, 0, A("activate", "farmer", "food"))
    assert "pays your lease" not in text and "food" in text


def test_a_flooded_pinge_is_bailed_first():
    state = at_execution({"farmer": {"black": 2}}, phase=1)
    state.players[0].pinge_water = 2
    game = game_at(state)
    game.apply(A("activate", "farmer", "mine"))
    h = hint(game)
    assert h.action == A("dig", "water")
    assert "Pinge is flooded" in h.reason


def test_wood_opens_the_next_coal():
    state = at_execution(None, phase=1)
    p = state.players[0]
    p.farm[WOOD] = 1
    p.pinge_taken = state.rules.pinge_bounds[0]     # the coal before the first wood field is out
    assert reason(state, 0, A("place_wood", "pinge")) == "Wood opens the next coal in the Pinge."


def test_a_development_says_what_it_gives():
    state = at_execution({"farmer": {"black": 1, "brown": 1}}, phase=1)
    text = reason(state, 0, A("develop", "farmer", 13, None))
    assert text.startswith("Pickaxe improves your farmhand")
