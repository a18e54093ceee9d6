"""Rulings C6-C14 and C23-C27 (placement, the Lorry factory, delivery, money, new orders) and the
examples E1, E2, E4, E5, E16, E19."""


from game.coal_baron.actions import A
from game.coal_baron.engine import ENGINE
from tests.coal_baron.invariants import check_invariants
from tests.coal_baron.positions import (
    BR,
    B,
    G,
    R,
    act,
    after_draft,
    clear_orders,
    give_order,
    kind_of,
    legal,
    place,
    put_card,
    put_tile,
    sp,
)


def _workers_on(s, space, p):
    return s.space_workers[sp(space) * s.n + p]


def test_C6_ousting_costs_k_plus_1_and_sends_to_the_canteen():
    s = after_draft(4)
    place(s, "bank_4")                          # A: 1 worker
    assert _workers_on(s, "bank_4", 0) == 1 and s.supply[0] == 12
    place(s, "bank_4")                          # B: ousts A's 1, places 2
    assert _workers_on(s, "bank_4", 0) == 0 and _workers_on(s, "bank_4", 1) == 2
    assert s.canteen[0] == 1 and s.supply[1] == 11
    assert s.current == 2, "play passes clockwise"
    check_invariants(s)


def test_C7_legal_spaces():
    s = after_draft(4)
    s.marks[0] = 0
    names = {a.args[0] for a in legal(s)}
    for f in R.factory_spaces:
        if R.tile_price[s.board[f]] > 0:
            assert R.space_ids[f] not in names, "a tile the player cannot pay for"
    assert "factory_draw" in names, "drawing needs no money"
    assert {"mining_10", "bank_6", "bank_1", "order_draw"} <= names
    assert not any(n.startswith("delivery") for n in names), "no complete order"
    # empty stacks close the draw spaces; an empty order space is closed
    s.tile_stack.clear()
    s.tile_known.clear()
    s.order_stack.clear()
    s.order_known.clear()
    s.board[sp("order_2")] = -1
    names = {a.args[0] for a in legal(s)}
    assert "factory_draw" not in names and "order_draw" not in names and "order_2" not in names
    assert ENGINE.explain_illegal(s, A("place", "factory_draw")) == "The tile stack is empty."


def test_C8_bank_always_legal_one_worker_never_ousts():
    s = after_draft(3)
    for _ in range(5):
        assert A("place", "bank_1") in legal(s)
        p = s.current
        before = s.marks[p]
        place(s, "bank_1")
        assert s.marks[p] == before + 1
    assert sum(s.space_workers[sp("bank_1") * 3:sp("bank_1") * 3 + 3]) == 5
    assert sum(s.canteen) == 0


def test_C9_no_passing_empty_supply_skipped_shift_ends_when_all_empty():
    s = after_draft(2)
    s.supply = [1, 3]
    s.canteen = [17, 15]
    place(s, "bank_1")                         # seat 0 uses its last worker
    assert s.current == 1
    place(s, "bank_1")
    assert s.current == 1, "seat 0 has no worker: skipped"
    place(s, "bank_1")
    place(s, "bank_1")
    assert s.shift == 2, "the shift ended when every supply was empty"
    assert "pass" not in {a.kind for a in legal(s)}


def test_C10_factory_tile_paid_then_filled_and_placed():
    s = after_draft(4)
    put_tile(s, "factory_1", kind_of(6))       # gray 2-lorry Dark, 6 Marks
    s.marks[0] = 7
    place(s, "factory_1")
    assert s.marks[0] == 1
    assert s.owned[0 * 16 + kind_of(6)] == 1
    assert s.pit[0 * 16 + G * 4 + G] == 1 + 2


def test_C11_draw_five_keep_one_affordable_or_none_return_top_or_bottom_in_order():
    s = after_draft(4)
    s.tile_stack[-5:] = [kind_of(1), kind_of(8), kind_of(16), kind_of(2), kind_of(9)][::-1]
    s.marks[0] = 3
    place(s, "factory_draw")
    assert s.stage == "keep_tile" and s.drawn == [kind_of(1), kind_of(8), kind_of(16), kind_of(2), kind_of(9)]
    keeps = {a.args[0] for a in legal(s)}
    assert keeps == {None, kind_of(1), kind_of(2), kind_of(9)}, "only affordable tiles, each kind once"
    assert "cannot pay 8 Marks" in ENGINE.explain_illegal(s, A("keep_tile", kind_of(8)))
    act(s, A("keep_tile", kind_of(2)))
    assert s.marks[0] == 1 and s.stage == "return_tiles"
    size = len(s.tile_stack)
    act(s, A("return", "bottom"))
    assert s.stage == "arrange_tiles"
    act(s, A("put", kind_of(16)))
    act(s, A("put", kind_of(1)))
    act(s, A("put", kind_of(9)))               # the last one (type 8) goes by itself
    assert s.tile_stack[:4] == [kind_of(8), kind_of(9), kind_of(1), kind_of(16)], "bottom: 16 top-most of the group"
    assert len(s.tile_stack) == size + 4
    assert s.tile_known[:4] == [1] * 4, "only the returning seat knows them"
    assert s.stage == "place" and s.current == 1
    # keeping none is a complete action; top
    s2 = after_draft(4)
    top5 = s2.tile_stack[-5:]
    place(s2, "factory_draw")
    act(s2, A("keep_tile", None))
    act(s2, A("return", "top"))
    while s2.stage == "arrange_tiles":
        act(s2, legal(s2)[0])
    assert sorted(s2.tile_stack[-5:]) == sorted(top5)


def test_C11_fewer_than_five_left():
    s = after_draft(4)
    s.tile_stack[:] = s.tile_stack[-2:]
    s.tile_known[:] = [0, 0]
    place(s, "factory_draw")
    assert len(s.drawn) == 2 and s.tile_stack == []


def test_C12_shortage_player_chooses_colours_and_no_cube_at_all_leaves_empty():
    s = after_draft(4)
    put_tile(s, "factory_1", kind_of(16))       # black 2 lorries Light
    s.marks[0] = 8
    s.coal = [3, 0, 2, 1]                        # black 1: one lorry black, one by choice
    s.coal_total = [s.coal[c] + 4 for c in range(4)]
    place(s, "factory_1")
    assert s.stage == "shortage"
    assert {a.args[0] for a in legal(s)} == {"yellow", "gray"}, "black ran out with the first lorry"
    assert s.coal[B] == 0 and s.pit[0 * 16 + B * 4 + B] == 2
    act(s, A("coal", "gray"))
    assert s.pit[0 * 16 + B * 4 + G] == 1 and s.marks[0] == 0, "the price is unchanged"
    assert s.stage == "place"
    check_invariants(s)
    # nothing at all in the supply: the lorries stay empty
    s = after_draft(4)
    put_tile(s, "factory_1", kind_of(4))
    s.coal_total = [4, 4, 4, 4]
    s.coal = [0, 0, 0, 0]
    place(s, "factory_1")
    assert s.stage == "place" and s.empty[0 * 4 + BR] == 2
    check_invariants(s)


def test_C13_tile_to_its_level_and_side_no_limit():
    s = after_draft(4)
    s.marks[0] = 100
    light = R.tile_light
    for t in (13, 5, 13, 14):
        s.board[sp("factory_1")] = kind_of(t)
        s.current = 0
        s.supply[0] = 13
        s.space_workers = [0] * len(s.space_workers)
        place(s, "factory_1")
    assert s.owned[kind_of(13)] == 2 and s.owned[kind_of(5)] == 1 and s.owned[kind_of(14)] == 1
    assert light[kind_of(13)] and not light[kind_of(5)]
    assert s.pit[G * 4 + G] == 1 + 1 + 1 + 1 + 2


def test_C14_refill_at_end_of_turn_never_reshuffled():
    s = after_draft(4)
    top = s.tile_stack[-1]
    s.marks[0] = 100
    place(s, "factory_2")
    assert s.board[sp("factory_2")] == top
    s.order_stack.clear()
    s.order_known.clear()
    place(s, "order_2")
    assert s.board[sp("order_2")] == -1, "an empty stack leaves the space empty"
    assert A("place", "order_2") not in legal(s)


def test_E1_bank_spaces_and_ousting():
    def position():
        s = after_draft(4)
        s.space_workers[sp("bank_5") * 4 + 3] = 1         # a red worker (seat 3)
        s.space_workers[sp("bank_6") * 4 + 0] = 2         # 2 of Mike's (seat 0)
        s.supply = [11, 13, 13, 12]
        return s
    s = position()
    place(s, "bank_4")
    assert s.marks[0] == 8 + 4 and _workers_on(s, "bank_4", 0) == 1 and s.supply[0] == 10
    s = position()
    place(s, "bank_5")
    assert s.canteen[3] == 1 and _workers_on(s, "bank_5", 0) == 2 and s.marks[0] == 13
    s = position()
    place(s, "bank_6")
    assert s.canteen[0] == 2 and _workers_on(s, "bank_6", 0) == 3 and s.marks[0] == 14 and s.supply[0] == 8


def test_E2_gray_light_tile_type_14():
    s = after_draft(4)
    put_tile(s, "factory_3", kind_of(14))
    s.marks[0] = 6
    top = s.tile_stack[-1]
    place(s, "factory_3")
    assert s.marks[0] == 0
    assert s.pit[G * 4 + G] == 3 and s.coal[G] == 16 - 4 - 2
    assert s.owned[kind_of(14)] == 1 and R.tile_light[kind_of(14)]
    assert s.board[sp("factory_3")] == top


def test_C23_and_E4_delivery_of_all_complete_orders_of_the_vehicle():
    s = after_draft(4)
    clear_orders(s, 0)
    give_order(s, 0, 31, filled=True)           # Carriage B B, 9
    give_order(s, 0, 32, filled=True)           # Carriage Y Br G B, 10
    give_order(s, 0, 30)                        # Carriage G G, incomplete
    give_order(s, 0, 8, filled=True)            # Barrow G G complete, other vehicle
    coal = list(s.coal)
    assert A("place", "delivery_3") not in legal(s)
    place(s, "delivery_2")
    assert s.vp_orders[0] == 19
    assert [s.coal[c] - coal[c] for c in range(4)] == [1, 1, 1, 3], "6 cubes back to the supply"
    assert s.delivered[0] == [31, 32] and s.orders[0] == [30, 8]
    check_invariants(s)
    s = after_draft(4)
    clear_orders(s, 0)
    give_order(s, 0, 30)
    assert A("place", "delivery_2") not in legal(s)
    assert "no complete carriage order" in ENGINE.explain_illegal(s, A("place", "delivery_2"))


def test_C24_delivered_cards_option_and_counts_public():
    s = after_draft(3, delivered_visible="everyone")
    assert s.visible == "everyone"
    assert after_draft(3).visible == "owner"
    # a seat's view keeps every player's delivered pile (they lay face up before delivery)
    s.delivered[1] = [5]
    assert ENGINE.public_view(s, 0, 1).delivered == s.delivered


def test_C25_money_spaces():
    for space, gain in (("bank_6", 6), ("bank_5", 5), ("bank_4", 4), ("bank_3", 3)):
        s = after_draft(4)
        place(s, space)
        assert s.marks[0] == 8 + gain


def test_C26_and_E5_order_space_card_taken_and_refilled_at_once():
    s = after_draft(4)
    put_card(s, "order_3", 44)                   # an Engine card
    top = s.order_stack[-1]
    n = len(s.order_stack)
    place(s, "order_3")
    assert s.orders[0][-1] == 44 and s.fills[0][-1] == (-1, -1, -1, -1)
    assert s.board[sp("order_3")] == top and len(s.order_stack) == n - 1
    check_invariants(s)


def test_C27_order_draw_keep_zero_or_one_rest_top_or_bottom():
    s = after_draft(4)
    top5 = list(reversed(s.order_stack[-5:]))
    place(s, "order_draw")
    assert s.stage == "keep_order" and s.drawn == top5
    assert {a.args[0] for a in legal(s)} == {None, *top5}
    act(s, A("keep_order", top5[2]))
    assert s.orders[0][-1] == top5[2]
    act(s, A("return", "top"))
    rest = [c for c in top5 if c != top5[2]]
    for c in rest[:3]:
        act(s, A("put", c))
    assert list(reversed(s.order_stack[-4:])) == rest
    assert s.order_known[-4:] == [1] * 4


def test_E16_successive_costs_and_the_bank():
    s = after_draft(2)
    costs = []
    for _ in range(4):
        p = s.current
        before = s.supply[p]
        place(s, "mining_10")
        act(s, A("stop"))
        costs.append(before - s.supply[p])
    assert costs == [1, 2, 3, 4]
    s.supply[s.current] = 4
    assert A("place", "mining_10") not in legal(s), "holds 4: needs 5"
    s.supply[s.current] = 2
    assert "needs 5 workers" in ENGINE.explain_illegal(s, A("place", "mining_10"))
    assert A("place", "bank_1") in legal(s)


def test_E19_shortage_gray_cubes_on_black_lorries():
    s = after_draft(4)
    s.coal_total = [s.coal_total[c] - s.coal[c] for c in range(4)]
    s.coal = [0, 0, 3, 0]
    s.coal_total[G] += 3
    put_tile(s, "factory_1", kind_of(8))        # black 2 lorries Dark, 8 Marks
    s.marks[0] = 8
    place(s, "factory_1")
    assert s.marks[0] == 0 and s.stage == "shortage"
    assert [a.args[0] for a in legal(s)] == ["gray"]
    act(s, A("coal", "gray"))
    act(s, A("coal", "gray"))
    assert s.pit[B * 4 + G] == 2 and not R.tile_light[kind_of(8)]
    # emptied later they count as empty black lorries
    s.current, s.stage, s.steps, s.cage_level[0] = 0, "mine", 4, 4
    act(s, A("load", "gray"))
    act(s, A("load", "gray"))
    assert s.empty[0 * 4 + B] == 2
    check_invariants(s)
