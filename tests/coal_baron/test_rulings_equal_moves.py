"""Rulings C47 (a pair's two cubes in either order are one move) and C48 (any of a card's equal free
spots may be named; a refusal names the true reason), in the rules and in the legal-move list."""

from __future__ import annotations

import random

import pytest

from game.coal_baron.actions import A
from game.coal_baron.engine import ENGINE
from game.coal_baron.mining import same_move
from game.coal_baron.options import Options
from game.coal_baron.play import new_game
from game.coal_baron.state import PAIR
from game.core.i18n import set_language
from game.core.record import Game
from tests.coal_baron.invariants import check_invariants
from tests.coal_baron.positions import B, G, R, Y, act, after_draft, clear_orders, give_order, legal, place

OLD_CATCH_ALL = "That spot is taken, needs another colour, or the cubes are not at hand"


def card_asking(colours: list[int]) -> int:
    """An order card whose spots are exactly these colours, in this order."""
    return next(c for c in R.card_ids if list(R.card_coal[c]) == colours)


def miner(order: list[int], cage: dict[int, int] | None = None, storage: dict[int, int] | None = None,
          steps_space: str = "mining_10"):
    """Seat 0 mining, the cage at the Surface, one outstanding order asking `order`, and the cubes
    given taken from the supply into the cage and the storage."""
    set_language("en")
    s = after_draft(4)
    clear_orders(s, 0)
    card = card_asking(order)
    give_order(s, 0, card)
    for where, cubes in ((s.cage, cage or {}), (s.storage, storage or {})):
        for c, k in cubes.items():
            where[c] += k
            s.coal[c] -= k
    place(s, steps_space)
    assert s.stage == "mine" and s.cage_level[0] == 0
    return s, card


def after(state, action):
    """The position after `action`, applied through the checked path."""
    c = state.clone()
    act(c, action)
    return c.to_json()


# --- C47: the pair's order -------------------------------------------------------------------------

def test_C47_a_pair_named_in_either_order_is_accepted_and_is_the_same_move():
    s, card = miner([G], cage={Y: 1}, storage={B: 1})
    listed = A("fill2", card, 0, "cage:yellow", "storage:black")
    reverse = A("fill2", card, 0, "storage:black", "cage:yellow")
    moves = legal(s)
    assert listed in moves and reverse not in moves, "the move is listed once, in one order"
    assert ENGINE.explain_illegal(s, reverse) is None
    assert after(s, reverse) == after(s, listed)
    c = s.clone()
    act(c, reverse)
    assert c.fills[0][-1] == (PAIR + 4 * Y + B,) and c.cage[Y] == 0 and c.storage[B] == 0
    assert c.steps == 10 - 2
    check_invariants(c)


def test_C47_both_orders_from_one_place_and_the_record_keeps_the_name_given():
    s, card = miner([B], storage={Y: 1, G: 1})
    reverse = A("fill2", card, 0, "storage:gray", "storage:yellow")
    assert reverse not in legal(s) and A("fill2", card, 0, "storage:yellow", "storage:gray") in legal(s)
    assert ENGINE.explain_illegal(s, reverse) is None
    # a record (a save, a network move) holding the other order replays to the same game
    game = Game(Options(players=4), 0, start=s, game="coal_baron")
    game.apply(ENGINE.action_to_json(reverse))
    assert game.state.storage[Y] == game.state.storage[G] == 0 and game.state.fills[0][-1] == (PAIR + 4 * Y + G,)
    replayed = Game.from_record(game.record())
    assert replayed.state.to_json() == game.state.to_json()


# --- C48: which of equal spots ----------------------------------------------------------------------

def test_C48_any_free_spot_of_the_colour_on_a_card_is_accepted_and_is_the_same_move():
    s, card = miner([G, G], storage={G: 2, Y: 2})     # Barrow G G
    first, second = A("fill", card, 0, "storage"), A("fill", card, 1, "storage")
    moves = legal(s)
    assert first in moves and second not in moves, "equal spots are listed once"
    assert ENGINE.explain_illegal(s, second) is None, "the second gray spot may be named"
    assert after(s, second) == after(s, first)
    pair = A("fill2", card, 1, "storage:yellow", "storage:yellow")
    assert ENGINE.explain_illegal(s, pair) is None
    assert after(s, pair) == after(s, A("fill2", card, 0, "storage:yellow", "storage:yellow"))
    act(s, second)
    assert s.fills[0][-1] == (G, -1)
    # the one left is now the listed one; the filled one is refused for that reason
    assert A("fill", card, 1, "storage") in legal(s)
    assert ENGINE.explain_illegal(s, A("fill", card, 0, "storage")) == "That spot is already filled."


def test_C48_on_a_mixed_card_a_spot_of_another_colour_is_not_an_equal_spot():
    s, card = miner([Y, R.colours.index("brown"), G, B], storage={G: 1})
    assert ENGINE.explain_illegal(s, A("fill", card, 2, "storage")) is None
    why = ENGINE.explain_illegal(s, A("fill", card, 0, "storage"))
    assert why == "That spot needs a yellow cube, and the storage holds none."


REFUSALS = [
    # (order, cage, storage, cage level, steps, action, the reason)
    ([G, G], {}, {G: 1}, 0, 10, ("fill", 2, "storage"), "That order has no such spot."),
    ([G, G], {}, {G: 1}, 0, 10, ("fill", -1, "storage"), "That order has no such spot."),
    ([G], {Y: 1}, {}, 0, 10, ("fill", 0, "cage"), "That spot needs a gray cube, and the cage holds none."),
    ([G], {}, {Y: 3}, 0, 10, ("fill", 0, "storage"), "That spot needs a gray cube, and the storage holds none."),
    ([G], {G: 1}, {}, 3, 10, ("fill", 0, "cage"), "Cubes come out of the cage only while it is at the Surface."),
    ([G], {G: 1}, {}, 0, 10, ("fill", 0, "lorry"), "Cubes come from the cage or from the storage."),
    ([G], {Y: 1}, {B: 1}, 0, 10, ("fill2", 0, "cage:yellow", "storage:brown"),
     "The storage holds no brown cube."),
    ([G], {Y: 1}, {B: 1}, 0, 10, ("fill2", 0, "cage:black", "storage:black"), "The cage holds no black cube."),
    ([G], {Y: 1}, {B: 1}, 0, 10, ("fill2", 0, "storage:black", "storage:black"),
     "The storage holds only one black cube."),
    ([G], {Y: 1}, {B: 1}, 0, 10, ("fill2", 0, "cage:yellow", "cage:yellow"), "The cage holds only one yellow cube."),
    ([G], {Y: 1}, {B: 1}, 2, 10, ("fill2", 0, "cage:yellow", "storage:black"),
     "Cubes come out of the cage only while it is at the Surface."),
    ([G], {Y: 1}, {B: 1}, 0, 10, ("fill2", 0, "cage:pink", "storage:black"), "There is no coal colour 'pink'."),
    ([G], {Y: 1}, {B: 1}, 0, 10, ("fill2", 0, "yellow", "storage:black"),
     "Cubes come from the cage or from the storage."),
    ([G], {Y: 1}, {B: 1}, 0, 1, ("fill2", 0, "cage:yellow", "storage:black"),
     "Two cubes on one spot take 2 work steps; you have 1 left."),
]


@pytest.mark.parametrize("order,cage,storage,level,steps,action,reason", REFUSALS)
def test_C48_a_refused_cube_is_told_the_true_reason(order, cage, storage, level, steps, action, reason):
    s, card = miner(order, cage=cage, storage=storage)
    s.cage_level[0] = level
    s.steps = steps
    a = A(action[0], card, *action[1:])
    assert ENGINE.explain_illegal(s, a) == reason


def test_C48_a_taken_spot_is_refused_as_taken_for_a_pair_too():
    s, card = miner([G], storage={G: 1, Y: 2})
    act(s, A("fill", card, 0, "storage"))
    s.current, s.stage, s.steps = 0, "mine", 5      # mining again with the card still outstanding
    assert ENGINE.explain_illegal(s, A("fill2", card, 0, "storage:yellow", "storage:yellow")) == \
        "That spot is already filled."


# --- both rulings over played positions ------------------------------------------------------------

def _fill_probes(state) -> list:
    """Every fill and fill2 naming each spot of each outstanding order, sources and pairs both ways."""
    p = state.current
    names = [f"{src}:{c}" for src in ("cage", "storage") for c in R.colours]
    out = []
    for card in state.orders[p]:
        for j in range(len(R.card_coal[card])):
            out += [A("fill", card, j, src) for src in ("cage", "storage")]
            out += [A("fill2", card, j, x, y) for x in names for y in names]
    return out


def _mining_positions(seeds=range(6), players=3):
    for seed in seeds:
        game = new_game(players, seed)
        rng = random.Random(seed)
        while not game.is_over:
            if game.state.stage == "mine":
                yield game.state
            actions = game.legal_actions()
            # mostly no stopping, so that cubes reach the spots and the pairs come up
            moves = [a for a in actions if a.kind != "stop"] if rng.random() < .9 else actions
            game.apply(rng.choice(moves or actions), from_legal=True)


def test_C47_C48_each_move_listed_once_and_every_other_name_of_it_accepted_with_true_reasons():
    set_language("en")
    met = {"pair reversed": 0, "equal spot": 0, "refused": 0}
    for state in _mining_positions():
        moves = legal(state)
        listed = set(moves)
        assert all(same_move(state, a) == a for a in moves if a.kind in ("fill", "fill2")), \
            "the list names each move in its listed form"
        assert len({same_move(state, a) for a in moves}) == len(moves), "no move listed twice"
        for a in _fill_probes(state):
            why = ENGINE.explain_illegal(state, a)
            if same_move(state, a) in listed:
                assert why is None, f"{a} is another name of a listed move: {why}"
                if a not in listed:
                    met["pair reversed" if a.args[1] == same_move(state, a).args[1] else "equal spot"] += 1
                    assert after(state, a) == after(state, same_move(state, a))
            else:
                assert why and OLD_CATCH_ALL not in why and why != "That work step is not possible now.", (a, why)
                met["refused"] += 1
    assert all(met.values()), met


NEW_REFUSALS = ["That order has no such spot.", "That spot is already filled.",
                "Cubes come from the cage or from the storage.",
                "Cubes come out of the cage only while it is at the Surface.",
                "That spot needs a {colour} cube, and the cage holds none.",
                "That spot needs a {colour} cube, and the storage holds none.",
                "The cage holds no {colour} cube.", "The storage holds no {colour} cube.",
                "The cage holds only one {colour} cube.", "The storage holds only one {colour} cube."]


@pytest.mark.parametrize("language", ["fr", "pl", "de"])
def test_C48_the_refusals_are_translated(language):
    from game.core import i18n
    try:
        set_language(language)
        for msgid in NEW_REFUSALS:
            text = i18n._(msgid)
            assert text != msgid, f"{msgid!r} has no {language} translation"
            assert ("{colour}" in text) == ("{colour}" in msgid)
    finally:
        set_language("en")
