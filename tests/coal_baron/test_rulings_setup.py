"""Rulings C1-C5 and C42 (setup, two players) and example E15 (the draft order)."""

import pytest

from game.coal_baron.actions import A
from game.coal_baron.engine import ENGINE
from game.coal_baron.options import Options
from tests.coal_baron.positions import R, act, after_draft, legal, sp


def test_C1_start_player_before_the_draft_random_or_chosen():
    starts = {ENGINE.new_state(Options(players=4), seed).start for seed in range(40)}
    assert starts == {0, 1, 2, 3}, "random by default, from the state's generator"
    s = ENGINE.new_state(Options(players=3, start_player=2), 1)
    assert s.start == 2 and s.stage == "draft"
    assert s.current == 1, "the draft starts from the chosen start player's right-hand neighbour"
    four = Options(players=4)
    assert ENGINE.new_state(four, 9).to_json() == ENGINE.new_state(four, 9).to_json(), "seeded"


@pytest.mark.parametrize("players,locked", [
    (2, {"factory_4", "factory_8", "mining_8", "mining_4", "bank_5", "bank_3", "order_1"}),
    (3, {"factory_8", "mining_4", "bank_3"}),
    (4, set()),
])
def test_C2_lock_tiles(players, locked):
    s = after_draft(players)
    closed = {R.space_ids[i] for i, o in enumerate(R.space_open[players]) if not o}
    assert closed == locked
    for name in locked:
        assert s.board[sp(name)] == -1, "a locked space gets no tile or card"
        assert A("place", name) not in legal(s)
        assert "lock tile" in ENGINE.explain_illegal(s, A("place", name))
    assert len(R.space_ids) - len(locked) == {2: 20, 3: 24, 4: 27}[players]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_C3_draft_reverse_order_three_rounds(players):
    s = ENGINE.new_state(Options(players=players, start_player=0), 3)
    assert len(s.draft_pool) == 3 * players + 1
    pickers = []
    while s.stage == "draft":
        pickers.append(s.current)
        act(s, legal(s)[-1])
    expected = [(-1 - k) % players for k in range(players)] * 3
    assert pickers == expected
    assert all(len(o) == 3 for o in s.orders)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_C4_leftover_card_to_order_4_others_from_the_stack(players):
    s = ENGINE.new_state(Options(players=players, start_player=0), 5)
    pool = list(s.draft_pool)
    top = list(reversed(s.order_stack))
    while s.stage == "draft":
        act(s, legal(s)[0])
    taken = {c for o in s.orders for c in o}
    leftover = (set(pool) - taken).pop()
    assert s.board[sp("order_4")] == leftover
    others = [n for n in ("order_1", "order_2", "order_3") if R.space_open[players][sp(n)]]
    assert [s.board[sp(n)] for n in others] == top[:len(others)]
    if players == 2:
        assert s.board[sp("order_1")] == -1


def test_C5_starting_pits_and_factory():
    s = after_draft(4)
    for p in range(4):
        assert s.cage_level[p] == 0 and sum(s.cage[p * 4:p * 4 + 4]) == 0
        for lv in range(4):
            assert s.pit[p * 16 + lv * 4 + lv] == 1, "1 cube of each colour on its printed lorry"
        assert sum(s.storage[p * 4:p * 4 + 4]) == 0
        assert ENGINE.scores_now(s)[p] == 0
    face_up = [s.board[f] for f in R.factory_spaces]
    kinds = range(len(R.tile_type))
    assert all(t in kinds for t in face_up), "a face-up tile (not -1, empty) on every open factory_N"
    every_tile = sorted(k for k in kinds for _ in range(R.tile_copies[k]))
    assert sorted(face_up + s.tile_stack) == every_tile, "drawn from the stack: none made up, none lost"
    assert s.coal == [16 - 4] * 4


def test_C42_two_players():
    s = after_draft(2)
    assert s.supply == [18, 18] and s.marks == [10, 10]
    s3 = after_draft(3)
    assert s3.supply == [15] * 3 and s3.marks == [9] * 3
    s4 = after_draft(4)
    assert s4.supply == [13] * 4 and s4.marks == [8] * 4


@pytest.mark.parametrize("players,order", [(4, [3, 2, 1, 0]), (3, [2, 1, 0]), (2, [1, 0])])
def test_E15_draft_order(players, order):
    s = ENGINE.new_state(Options(players=players, start_player=0), 8)
    pool = set(s.draft_pool)
    top = list(reversed(s.order_stack))
    seq = []
    while s.stage == "draft":
        seq.append(s.current)
        act(s, legal(s)[0])
    assert seq == order * 3
    taken = {c for o in s.orders for c in o}
    assert len(pool) == 3 * players + 1 and len(taken) == 3 * players
    assert s.board[sp("order_4")] == (pool - taken).pop(), "the last draft card to order_4"
    spaces = ["order_2", "order_3"] if players == 2 else ["order_1", "order_2", "order_3"]
    assert [s.board[sp(n)] for n in spaces] == top[:len(spaces)], "the others from the stack's top"
    if players == 2:
        assert s.board[sp("order_1")] == -1, "order_1 locked: empty"
    assert s.stage == "place" and s.current == 0
