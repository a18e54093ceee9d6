"""Hints for Coal Baron: the reason given with a hinted move (game.coal_baron.hint).

Over many positions of played games the reason is one whole sentence, and every word of it comes
from the catalogue; in positions built by hand the telling reason comes out: a delivery says what
it scores, a cube that completes an order says so, an order the coal at hand already covers says
that, a tile that brings missing coal says that, Marks for a tile out of reach name the tile."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.coal_baron.actions import A
from game.coal_baron.hint import reason
from game.coal_baron.options import Options
from game.coal_baron.words import vehicle_word
from game.core import registry
from game.core.hints import hint
from game.core.i18n import set_language
from game.core.record import Game
from tests.coal_baron.positions import (
    BR,
    CARRIAGE,
    B,
    G,
    R,
    after_draft,
    clear_orders,
    give_order,
    place,
    put_card,
    put_tile,
)
from tests.coal_baron.test_i18n_texts import english_left  # (the `marked` fixture: tests/conftest.py)


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def card_asking(colours: list[int], vehicle: int | None = None) -> int:
    want = sorted(colours)
    return next(c for c in R.card_ids if sorted(R.card_coal[c]) == want
                and (vehicle is None or R.card_vehicle[c] == vehicle))


# The game with Normal behind its hints: the reason does not depend on which bot chose the move,
# and Normal answers at once where Hard searches (hundreds of positions are asked here); Hard as
# the hint bot is tested in tests/core/test_hints.py.
NORMAL_HINTS = dataclasses.replace(registry.get("coal_baron"), hint_bot="normal")


def positions(players: int, seed: int, every: int = 3):
    """Positions of a game half random, half the Normal bot's (so its plans appear too)."""
    game = Game(Options(players=players), seed=seed, game=NORMAL_HINTS, events=False)
    rng = random.Random(seed)
    step = 0
    while not game.is_over:
        if step % every == 0:
            yield game
        h = hint(game)
        game.apply(h.action if rng.random() < .5 else rng.choice(game.legal_actions()))
        step += 1


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 8), (4, 21)])
def test_every_reason_is_a_sentence(players, seed):
    kinds = set()
    for game in positions(players, seed):
        who = game.decision()[0]
        for action in game.legal_actions()[:12]:          # any legal move, not only the bot's
            text = reason(game.clone().state, who, action)
            assert text.strip() and not text[0].islower() and text.endswith("."), (action, text)
            assert "{" not in text and "}" not in text, text
        h = hint(game)
        kinds.add(h.action.kind)
        assert h.reason and h.reason != "This is the move the bot would make here."
    assert {"place", "draft", "cage", "load", "fill"} <= kinds


def test_every_word_of_a_reason_is_translated(marked):  # noqa: F811 - the fixture
    bad = []
    for game in positions(3, 29, every=2):
        who = game.decision()[0]
        for action in game.legal_actions()[:10]:
            text = reason(game.clone().state, who, action)
            if english_left(text):
                bad.append((str(action), text))
    assert not bad, bad[:8]


def test_a_delivery_says_what_it_scores():
    s = after_draft(players=2, seed=3, start=0)
    clear_orders(s, 0)
    a, b = card_asking([B, B]), card_asking([BR], CARRIAGE)
    give_order(s, 0, a, filled=True)
    give_order(s, 0, b, filled=True)
    vehicle = R.card_vehicle[a]
    space = next(sp for sp in R.space_ids if sp.startswith("delivery") and R.space_value[R.space_index[sp]] == vehicle)
    text = reason(s, 0, A("place", space))
    vp = R.card_vp[a] + (R.card_vp[b] if R.card_vehicle[b] == vehicle else 0)
    assert text.startswith(f"Delivering now scores {vp} VP for your")


def test_a_cube_that_completes_an_order_says_so():
    s = after_draft(players=2, seed=3, start=0)
    clear_orders(s, 0)
    card = card_asking([G])
    give_order(s, 0, card)
    s.storage[0 * 4 + G] = 1
    s.coal[G] -= 1
    place(s, "mining_6")
    text = reason(s, 0, A("fill", card, 0, "storage"))
    assert text.startswith(f"This completes your {R.card_vp[card]}-VP ")
    two = card_asking([G, G])
    give_order(s, 0, two)
    assert "spot was waiting" in reason(s, 0, A("fill", two, 0, "storage"))


def test_an_order_the_coal_at_hand_covers_says_so():
    s = after_draft(players=2, seed=3, start=0)
    clear_orders(s, 0)
    card = card_asking([G])                    # the starting pit holds one cube of each colour
    put_card(s, "order_2", card)
    text = reason(s, 0, A("place", "order_2"))
    assert f"worth {R.card_vp[card]} VP, and your pit, cage and storage already hold the coal" in text
    greedy = card_asking([B, B, B])            # one black cube in the pit: not covered
    put_card(s, "order_2", greedy)
    vehicle = vehicle_word(R.card_vehicle[greedy])
    assert reason(s, 0, A("place", "order_2")) == f"This {vehicle} order is worth {R.card_vp[greedy]} VP."


def test_a_tile_that_brings_missing_coal_and_marks_for_a_tile_out_of_reach():
    s = after_draft(players=2, seed=3, start=0)
    clear_orders(s, 0)
    give_order(s, 0, card_asking([B, B, B]))
    kind = next(k for k in range(len(R.tile_type)) if R.tile_colour[k] == B and R.tile_price[k] <= 8)
    put_tile(s, "factory_1", kind)
    s.marks[0] = R.tile_price[kind]
    assert "brings the black coal your orders ask for" in reason(s, 0, A("place", "factory_1"))
    s.marks[0] = R.tile_price[kind] - 1
    text = reason(s, 0, A("place", "bank_6"))
    assert text.startswith("6 Marks pay for the ") and "you cannot afford yet" in text


def test_a_cage_move_that_keeps_useful_steps_says_stopping_would_lose_them():
    """A cage going down to a level says little by itself; where the engine finds that stopping would
    throw away steps the orders could use (advice.stop_waste), the reason says that rather than the
    general sentence. Found in random games: the first such positions and moves."""
    from game.coal_baron.advice import stop_waste
    from game.coal_baron.engine import ENGINE

    seen = 0
    for seed in range(6):
        s = ENGINE.new_state(Options(players=3), seed)
        rng = random.Random(seed)
        while s.stage != "over" and seen < 20:
            acts = ENGINE.legal_actions(s)
            if s.stage == "mine" and stop_waste(s, s.current):
                for a in acts:
                    if a.kind == "cage" and a.args[0] != 0:
                        text = reason(s, s.current, a)
                        assert "Of all your moves" not in text
                        seen += 1
            ENGINE.apply(s, rng.choice(acts))
    assert seen >= 20
