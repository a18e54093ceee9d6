"""The engine's named rule queries (game.coal_baron.queries) agree with what the engine does.

The bots, the hints and the waste warning ask these instead of restating a rule (the cage's
capacity, C17; which orders are complete, C23; the cubes the orders ask for; second places, C30),
so each is checked against the legal actions and the deliveries of whole games.
"""

from __future__ import annotations

import pytest

from game.coal_baron.actions import A
from game.coal_baron.bots import make_bot
from game.coal_baron.components import rules
from game.coal_baron.engine import ENGINE
from game.coal_baron.mining import free_spots
from game.coal_baron.options import Options
from game.coal_baron.queries import cage_room, complete_orders, open_spots, second_place_scores
from game.coal_baron.state import EMPTY


def _games(players: int, seeds: range):
    """Every position (before each action) of whole games between Easy bots, with the action."""
    for seed in seeds:
        state = ENGINE.new_state(Options(players=players), seed)
        state.events = None
        bots = [make_bot("easy", seed * 10 + i) for i in range(players)]
        while not ENGINE.is_over(state):
            acts = ENGINE.legal_actions(state)
            action = bots[state.current].decide(state, acts)
            yield state, acts, action
            ENGINE.apply(state, action)


@pytest.mark.parametrize("in_cage", range(7))
def test_the_cage_takes_a_cube_exactly_while_it_has_room(in_cage):
    """A mining turn with the cage at a level whose lorries hold cubes, and 0 to 6 cubes in it."""
    state, _acts, _a = next(x for x in _games(2, range(1)) if x[0].stage == "mine")
    s = state.clone()
    p = s.current
    s.cage_level[p] = 3
    s.pit[p * 16 + 2 * 4 + 2] += 1          # a gray cube on the gray level
    s.cage[p * 4:p * 4 + 4] = [in_cage, 0, 0, 0]
    assert cage_room(s, p) == rules().cage_capacity - in_cage
    assert (A("load", "gray") in ENGINE.legal_actions(s)) == (cage_room(s, p) > 0)


def test_the_open_spots_are_the_colours_the_engine_offers_spots_for():
    checked = 0
    for state, _acts, _a in _games(2, range(2)):
        for p in range(state.n):
            need = open_spots(state, p)
            cc = rules().card_coal
            empty = sum(1 for card, spots in zip(state.orders[p], state.fills[p], strict=True)
                        for j, f in enumerate(spots) if f == EMPTY)
            assert sum(need) == empty
            assert {c for c in range(4) if need[c]} == {c for _card, _j, c in free_spots(state, p)}
            assert all(need[cc[card][j]] for card, j, _c in free_spots(state, p))
            checked += 1
    assert checked


def test_a_delivery_delivers_exactly_the_complete_orders_of_its_vehicle():
    ru = rules()
    deliveries = 0
    for state, _acts, action in _games(3, range(3)):
        p = state.current
        complete = complete_orders(state, p)
        assert all(EMPTY not in spots for card, spots in zip(state.orders[p], state.fills[p], strict=True)
                   if card in complete)
        if action.kind != "place" or ru.space_kind[ru.space_index[action.args[0]]] != "delivery":
            continue
        vehicle = ru.space_value[ru.space_index[action.args[0]]]
        expected = [c for c in complete if ru.card_vehicle[c] == vehicle]
        assert expected, "a delivery space is legal only with a complete order of its vehicle (C23)"
        after = state.clone()
        ENGINE.apply(after, action)
        assert after.delivered[p][len(after.delivered[p]) - len(expected):] == expected
        assert not set(expected) & set(after.orders[p])
        deliveries += 1
    assert deliveries


def test_a_delivery_space_is_refused_without_a_complete_order_of_its_vehicle():
    ru = rules()
    refused = 0
    for state, acts, _a in _games(2, range(1)):
        if state.stage != "place":
            continue
        p = state.current
        vehicles = {ru.card_vehicle[c] for c in complete_orders(state, p)}
        for sp, kind in enumerate(ru.space_kind):
            if kind == "delivery" and ru.space_value[sp] not in vehicles:
                assert A("place", ru.space_ids[sp]) not in acts
                refused += 1
    assert refused


@pytest.mark.parametrize("players,seconds", [(2, False), (3, True), (4, True)])
def test_second_places_score_from_three_players(players, seconds):
    state = ENGINE.new_state(Options(players=players), 1)
    assert second_place_scores(state) == seconds        # C30: with 2 players never a second place
