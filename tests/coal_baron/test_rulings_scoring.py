"""Rulings C28-C38 (shift scoring, between shifts, the end) and the examples E6-E14, E20, E21."""

import pytest

from game.coal_baron.engine import ENGINE
from game.coal_baron.shifts import element_counts, majority, next_start_player, score_shift
from tests.coal_baron.invariants import check_invariants
from tests.coal_baron.positions import (
    BARROW,
    BR,
    CARRIAGE,
    B,
    G,
    R,
    Y,
    after_draft,
    clear_orders,
    deliver_cards,
    give_order,
    give_tile,
    kind_of,
    place,
    set_empty_lorries,
    sp,
)

FIRST = {e[0]: e[3] for e in R.elements}
SECOND = {e[0]: e[4] for e in R.elements}


def _end_shift(s):
    """Everybody out of workers but the current player's last one, who takes the Bank."""
    s.canteen = [s.canteen[p] + s.supply[p] for p in range(s.n)]
    s.supply = [0] * s.n
    s.canteen[s.current] -= 1
    s.supply[s.current] = 1
    place(s, "bank_1")


def test_C28_elements_per_shift_and_delivered_piles_kept():
    scored = {}
    s = after_draft(3)
    for shift in (1, 2, 3):
        s.shift = shift
        ENGINE.take_events(s)
        score_shift(s)
        scored[shift] = [e.data["element"] for e in ENGINE.take_events(s) if e.kind == "score"]
    assert scored == {1: [1, 2, 3, 4], 2: list(range(1, 9)), 3: list(range(1, 13))}


def test_C29_what_is_counted():
    s = after_draft(3)
    deliver_cards(s, 0, [11, 5])                 # Barrow Y Br G B, Barrow B
    assert element_counts(s, "colour_spots", B) == [2, 0, 0]
    assert element_counts(s, "vehicle_spots", BARROW) == [5, 0, 0]
    give_order(s, 1, 33, filled=True)            # outstanding orders never count
    assert element_counts(s, "vehicle_spots", CARRIAGE) == [0, 0, 0]
    # empty lorries: printed ones included, the tile's colour whatever cube it held
    assert element_counts(s, "empty_lorries", G) == [0, 0, 0]
    s.pit[0 * 16 + G * 4 + G] -= 1
    s.empty[0 * 4 + G] += 1
    assert element_counts(s, "empty_lorries", G) == [1, 0, 0]


@pytest.mark.parametrize("counts,expected", [
    ([5, 5, 3, 1], [5, 5, 0, 0]),
    ([5, 3, 3, 0], [5, 2, 2, 0]),
    ([2, 0, 0, 0], [5, 0, 0, 0]),
    ([0, 0, 0, 0], [0, 0, 0, 0]),
    ([4, 4, 4, 4], [5, 5, 5, 5]),
])
def test_C30_and_E12_places_and_ties_element_4(counts, expected):
    assert majority(counts, FIRST[4], SECOND[4], True) == expected


def test_C31_scoring_values_from_the_clock():
    assert [(FIRST[n], SECOND[n]) for n in range(1, 13)] == [
        (2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4), (9, 4), (10, 5), (11, 5), (12, 6), (13, 6)]


def test_C32_and_E7_tie_example_three_players():
    s = after_draft(3)
    deliver_cards(s, 0, [7])                     # George: Barrow 3 spots (Br Br Br)
    deliver_cards(s, 0, [23])                    # George: Carriage 1 (Y)
    deliver_cards(s, 1, [10])                    # Lucy: Barrow 3 (G G G)
    deliver_cards(s, 1, [25])                    # Lucy: Carriage 1 (Br)
    deliver_cards(s, 2, [8])                     # Mike: Barrow 2 (G G)
    deliver_cards(s, 2, [31, 32])                # Mike: Carriage 6
    s.shift = 2
    table = score_shift(s)
    assert table[4] == [6, 6, 0], "Barrow: shared first place removes second"
    assert table[5] == [3, 3, 7], "Carriage"
    assert table[6] == [0, 0, 0] and table[7] == [0, 0, 0]


def test_E8_two_players_no_second_place():
    s = after_draft(2)
    deliver_cards(s, 0, [7, 23])
    deliver_cards(s, 1, [8, 31, 32])
    s.shift = 2
    table = score_shift(s)
    assert table[4] == [6, 0] and table[5] == [0, 7]


def test_E6_mikes_delivered_counts():
    s = after_draft(3)
    deliver_cards(s, 0, [8, 31, 32])
    assert [element_counts(s, "colour_spots", c)[0] for c in (Y, BR, G, B)] == [1, 1, 3, 3]
    assert [element_counts(s, "vehicle_spots", v)[0] for v in range(4)] == [2, 6, 0, 0]


def test_E9_empty_gray_and_black_lorries():
    s = after_draft(3)
    for p, (g, b) in enumerate([(3, 4), (2, 1), (1, 0)]):
        set_empty_lorries(s, p, G, g)
        set_empty_lorries(s, p, B, b)
    s.shift = 3
    table = score_shift(s)
    assert table[10] == [12, 6, 0] and table[11] == [13, 6, 0]


def test_E10_next_start_player_most_factory_workers():
    s = after_draft(3, start=2)
    n = 3
    s.space_workers[sp("factory_1") * n + 0] = 5     # Mike 5
    s.space_workers[sp("factory_draw") * n + 1] = 4  # Lucy 4
    s.space_workers[sp("factory_2") * n + 2] = 2     # George 2
    assert next_start_player(s) == 0


@pytest.mark.parametrize("counts,expected", [
    ([3, 3, 1, 0], 0), ([0, 2, 0, 2], 3), ([0, 0, 0, 0], 2), ([1, 4, 2, 0], 1)])
def test_C33_and_E14_next_start_player_ties(counts, expected):
    s = after_draft(4, start=1)
    for p, c in enumerate(counts):
        s.space_workers[sp("factory_5") * 4 + p] = c
    assert next_start_player(s) == expected


def test_C33_canteen_and_bank_do_not_count():
    s = after_draft(3, start=0)
    s.canteen = [0, 9, 0]
    s.space_workers[sp("bank_1") * 3 + 2] = 7
    assert next_start_player(s) == 1, "nobody in the factory: the left-hand neighbour"


def test_C34_reset_only_workers_move():
    s = after_draft(3, start=0)
    place(s, "bank_6")
    place(s, "bank_6")
    before = s.to_json()
    _end_shift(s)
    after = s.to_json()
    assert s.shift == 2 and s.supply == [15, 15, 15] and s.canteen == [0, 0, 0]
    assert set(s.space_workers) == {0}
    for key in ("board", "tile_stack", "order_stack", "pit", "cage", "cage_level", "storage", "orders"):
        assert after[key] == before[key]
    check_invariants(s)


def test_C35_C36_and_E11_end_conversion():
    """C36 only says how the rulebook's garbled end example reads: as E11 (L427's "+1 VP" is part
    of it, L473's "2 8 5 8" is no value of it). So the example is checked once, as E11: Mike's
    conversion at the real end of the game, with the 2 Marks he keeps for the tie-break (C35)."""
    from game.coal_baron.scoring import conversion, end_game
    s = after_draft(3)
    clear_orders(s, 0)
    s.pit[0:16] = [0] * 16
    s.pit[0] = 1                                 # 1 cube on a lorry
    s.cage[Y] = 1
    s.storage[Y] = 1
    give_order(s, 0, 3)                          # Y Y, one spot filled: the 4th cube, the 1 order
    s.fills[0][0] = (Y, -1)
    s.marks[0] = 7
    for t, k in ((9, 4), (11, 3), (1, 3), (3, 1)):   # 7 Light, 4 Dark tiles
        s.owned[kind_of(t)] = k
    assert conversion(s, 0) == [1, 1, -1, -6]    # Marks +1, cubes +1, order -1, balance -6
    ENGINE.take_events(s)
    end_game(s)
    assert ENGINE.scores_now(s)[0] == -5, "net -5 VP"
    mike = next(e for e in ENGINE.take_events(s) if e.kind == "end" and e.player == 0)
    assert mike.data["tiebreak"] == 2, "2 Marks kept as the tie-break value"


def test_C37_and_E20_winner_tiebreak_marks_left():
    s = after_draft(2)
    clear_orders(s, 0)
    clear_orders(s, 1)
    s.vp_shift = [50, 49]
    s.marks = [9, 10]
    s.pit[0:16] = [0] * 16
    s.pit[16:32] = [0] * 16
    s.storage[0:4] = [8, 0, 0, 0]
    s.storage[4:8] = [6, 0, 0, 0]
    from game.coal_baron.scoring import end_game
    end_game(s)
    res = ENGINE.final_result(s)
    assert res["scores"] == [53, 53]
    assert res["winner"] == 0 and res["tiebreak"] == "marks_left"
    s.marks = [5, 10]
    res = ENGINE.final_result(s)
    assert res["tiebreak"] == "shared" and res["winners"] == [0, 1]


def test_C38_negative_scores():
    s = after_draft(2)
    for t in (9, 10, 11, 12, 13):
        give_tile(s, 0, kind_of(t))
    from game.coal_baron.scoring import end_game
    end_game(s)
    assert ENGINE.scores_now(s)[0] < 0


def test_E13_two_players_engine():
    assert majority([4, 2], FIRST[8], SECOND[8], False) == [9, 0]
    assert majority([3, 3], FIRST[8], SECOND[8], False) == [9, 9]


def test_E21_a_delivery_counts_in_every_later_scoring():
    s = after_draft(3, start=0)
    clear_orders(s, 0)
    give_order(s, 0, 7, filled=True)             # Barrow Br Br Br
    place(s, "delivery_1")
    events = []
    for _shift in (1, 2, 3):
        ENGINE.take_events(s)
        _end_shift(s)
        events.append({e.data["element"]: e.data["vp"][0] for e in ENGINE.take_events(s) if e.kind == "score"})
    assert events[0][2] == FIRST[2] and 5 not in events[0]
    assert events[1][2] == FIRST[2] and events[1][5] == FIRST[5]
    assert events[2][2] == FIRST[2] and events[2][5] == FIRST[5]
    assert ENGINE.is_over(s)
