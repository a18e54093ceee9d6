"""Rulings C39-C44: stacks, the coal supply, money, hidden information, names."""

from game.coal_baron.actions import A
from game.coal_baron.definition import DEFINITION
from game.coal_baron.engine import ENGINE
from tests.coal_baron.positions import R, act, after_draft, legal, place


def test_C39_stacks_never_reshuffled_bottom_items_come_back_last():
    s = after_draft(4)
    place(s, "order_draw")
    drawn = list(s.drawn)
    act(s, A("keep_order", None))
    act(s, A("return", "bottom"))
    while s.stage == "arrange_orders":
        act(s, legal(s)[0])
    assert sorted(s.order_stack[:5]) == sorted(drawn)
    before = list(s.order_stack)
    for _ in range(3):
        place(s, "order_2")
    assert s.order_stack == before[:len(before) - 3], "refills come from the top, nothing reshuffled"


def test_C40_coal_supply_option():
    s = after_draft(3)
    assert s.coal_total == [R.coal_per_colour] * 4
    s = after_draft(3, coal_per_colour=35)
    assert s.coal_total == [35] * 4 and s.coal == [32] * 4
    assert DEFINITION.options(players=3, coal_per_colour=35).coal_per_colour == 35


def test_C41_money_unlimited_integers_public():
    s = after_draft(2)
    s.marks[0] = 10_000
    place(s, "bank_6")
    assert s.marks[0] == 10_006
    assert ENGINE.public_view(s, 1, 3).marks == s.marks


def test_C43_hidden_information_public_view_and_reveal_mark():
    s = after_draft(4)
    mark = ENGINE.reveal_mark(s)
    place(s, "factory_draw")
    assert ENGINE.reveal_mark(s) != mark, "a draw is an undo barrier"
    mine = ENGINE.public_view(s, 0, 1)
    assert mine.drawn == s.drawn and sorted(mine.tile_stack) == sorted(s.tile_stack)
    differs = 0
    for seed in range(20):
        v = ENGINE.public_view(s, 1, seed)
        assert sorted(v.drawn + v.tile_stack) == sorted(s.drawn + s.tile_stack)
        differs += v.drawn != s.drawn or v.tile_stack != s.tile_stack
    assert differs, "another seat's view re-samples the draw and the stack"
    assert ENGINE.public_view(s, 1, 7).to_json() == ENGINE.public_view(s, 1, 7).to_json(), "seeded"
    # the tiles put back on top: the returning seat knows them, the others not
    act(s, A("keep_tile", None))
    act(s, A("return", "top"))
    while s.stage == "arrange_tiles":
        act(s, legal(s)[-1])
    assert ENGINE.public_view(s, 0, 5).tile_stack[-5:] == s.tile_stack[-5:]
    assert any(ENGINE.public_view(s, 2, k).tile_stack[-5:] != s.tile_stack[-5:] for k in range(20))
    # a face-up refill is an undo barrier too
    mark = ENGINE.reveal_mark(s)
    s.marks[s.current] = 100
    place(s, "factory_1")
    assert ENGINE.reveal_mark(s) != mark


def test_C44_names_lorry_and_mark():
    s = after_draft(4)
    s.marks[0] = 0
    f = next(f for f in R.factory_spaces if R.tile_price[s.board[f]] > 0)
    why = ENGINE.explain_illegal(s, A("place", R.space_ids[f]))
    assert "Marks" in why and "Franc" not in why
    from game.coal_baron.factory import tile_text
    assert "lorry" in tile_text(0) and "minecart" not in tile_text(0).lower()
