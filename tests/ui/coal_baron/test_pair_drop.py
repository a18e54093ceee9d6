"""Dragging a cube onto an order's spot of another colour offers the pairs holding that cube (C20):
the engine lists each pair once in its own order (C47), so the dragged cube may be the second."""

from __future__ import annotations

from game.coal_baron.actions import A
from game.coal_baron.engine import ENGINE
from game.coal_baron.table.drops import DROPS
from tests.coal_baron.positions import B, G, Y
from tests.coal_baron.test_rulings_equal_moves import card_asking, miner


class _Game:
    """What the drop table asks of a game: its legal moves and the engine's reason against one."""

    def __init__(self, state) -> None:
        self.state = state

    def legal_actions(self):
        return ENGINE.legal_actions(self.state)

    def explain(self, action):
        return ENGINE.explain_illegal(self.state, action)


def _spot(card: int) -> tuple:
    return ("spot", 0, card, 0, 0)


def test_a_black_cube_dropped_on_a_gray_spot_offers_the_pair_that_lists_it_second():
    s, card = miner([G], cage={Y: 1, B: 1})
    assert card == card_asking([G])
    pair = A("fill2", card, 0, "cage:yellow", "cage:black")      # the engine's order: yellow first
    assert pair in ENGINE.legal_actions(s)
    lit = DROPS.targets(_Game(s), ("cube", 0, "cage", "black"), 0, [_spot(card)])
    assert _spot(card) in lit and lit[_spot(card)].actions == [pair]
    lit = DROPS.targets(_Game(s), ("cube", 0, "cage", "yellow"), 0, [_spot(card)])
    assert lit[_spot(card)].actions == [pair]


def test_a_cube_with_no_partner_is_refused_with_the_engines_reason_for_it():
    s, card = miner([G], cage={B: 1})
    verdict, _key, _drop, reason = DROPS.resolve(_Game(s), ("cube", 0, "cage", "black"), [_spot(card)], 0,
                                                 [_spot(card)])
    assert verdict == "refuse" and reason and "Cubes come from" not in reason
