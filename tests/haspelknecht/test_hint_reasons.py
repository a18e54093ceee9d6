"""Hints for Haspelknecht (game.haspelknecht.hint): over the positions of whole games the
hint's reason is one non-empty sentence and asking for it changes nothing; on positions built by
hand the reason names what the Normal bot's evaluation gains most (the lease, a flooded Pinge,
wood for access, a development)."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.hints import hint
from game.core.record import Game
from game.haspelknecht.actions import A
from game.haspelknecht.engine import legal_actions
from game.haspelknecht.hint import reason
from game.haspelknecht.rules import COAL, FOOD, WOOD
from tests.haspelknecht.positions import at_execution, at_taking, game_at, give_tile, snapshot

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


# --- takes: the reason says what the disks taken will do in the plan they make possible ----------

def _take(state, colour: str):
    return next(a for a in legal_actions(state) if a.kind == "take" and a.args[1] == colour)


def _flooded_spring():
    """Year 2, spring: the Pinge flooded with 2 coal left, an empty cart, 2 brown in the water pool
    (a new player's game: the hint said the brown disks were for bailing, which they cannot do)."""
    state = at_taking([[1, 0, 2], [0, 2, 0]], phase=3)
    p = state.players[0]
    p.pinge_water = state.rules.pinge_block
    p.pinge_taken = state.rules.pinge_coal - 2
    p.farm[FOOD], p.farm[COAL], p.thalers = 1, 1, 1
    give_tile(state, 0, 11)
    return state


def test_taking_brown_disks_into_a_flooded_pinge_says_what_they_make():
    state = _flooded_spring()
    text = reason(state, 0, _take(state, "brown"))
    assert "flooded" not in text and "bail" not in text, text
    assert text.startswith("These disks make") and "wood" in text and "farmer" in text, text


def test_taking_black_disks_into_a_flooded_pinge_says_they_bail_it():
    state = _flooded_spring()
    text = reason(state, 0, _take(state, "black"))
    assert text.startswith("With these disks your farm") and "bails the flooded Pinge" in text, text


def test_taking_disks_that_pay_for_a_development_says_so():
    # the second take of the first spring, 2 yellow in the cart: 3 brown pay for the Carrying Pole
    # (the hint used to tell only what the tile gives: "Carrying Pole brings a Thaler")
    state = at_taking([[0, 3, 0], [1, 0, 2]], stage="take2", phase=0)
    p = state.players[0]
    p.cart, p.taken1 = [2, 0, 0], [2, 0, 0]
    text = reason(state, 0, _take(state, "brown"))
    assert text == "These disks pay for Carrying Pole, which your farmer takes this season."
