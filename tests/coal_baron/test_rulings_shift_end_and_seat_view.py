"""Rulings C45 (the last action of a shift is complete, every choice it brings included, before the
shift is scored) and C46 (what a seat's view may hold of the others' delivered orders, and what it
must never receive: the stacks' order and the other players' private draws)."""

from __future__ import annotations

import pytest

from game.coal_baron.actions import A
from game.coal_baron.engine import ENGINE
from game.coal_baron.hint import reason
from game.coal_baron.placement import space_cost
from game.core.i18n import set_language
from tests.coal_baron.positions import R, act, after_draft, clear_orders, give_order, legal, sp

CHOICE_STAGES = {"keep_tile", "shortage", "return_tiles", "arrange_tiles", "mine", "keep_order",
                 "return_orders", "arrange_orders"}


def last_worker(space: str, shift: int = 1):
    """Seat 0 holds the shift's last worker (exactly what `space` costs); nobody else has any."""
    s = after_draft(4)
    s.shift = shift
    s.supply = [0] * s.n
    s.supply[0] = space_cost(s, sp(space))
    s.current = 0
    return s


def play_last_turn(s, space: str, pick) -> list[tuple[str, list[str]]]:
    """Place the last worker on `space`, then answer every choice with pick(legal): (stage after
    each action, the kinds of the events it caused), until the turn is over."""
    shift = s.shift
    steps = []
    action = A("place", space)
    while True:
        act(s, action)
        steps.append((s.stage, [e.kind for e in ENGINE.take_events(s)]))
        if s.shift != shift or s.stage in ("place", "over"):
            return steps
        assert s.current == 0 and s.stage in CHOICE_STAGES
        action = pick(legal(s))


def first(actions):
    return actions[0]


def not_stop_first(actions):
    """Mining: every step before stopping (the stop is listed first)."""
    return next((a for a in actions if a.kind != "stop"), actions[0])


def shortage_of_the_tile_at(s, space: str) -> None:
    """The supply lacks the colour of the tile lying at `space` (other colours are left)."""
    s.coal[R.tile_colour[s.board[sp(space)]]] = 0
    s.marks[0] = 100


@pytest.mark.parametrize("shift", [1, 3])
@pytest.mark.parametrize("space,pick,prepare", [
    ("factory_draw", first, None),                          # keep none, put back, arrange them
    ("factory_draw", lambda acts: acts[-1], None),          # keep the last tile offered, then the rest
    ("order_draw", first, None),
    ("order_draw", lambda acts: acts[-1], None),
    ("factory_1", first, shortage_of_the_tile_at),          # the colour for a shortage
    ("mining_4", not_stop_first, None),                     # all mining steps
    ("mining_10", not_stop_first, None),
])
def test_C45_the_shift_is_scored_only_after_the_last_action_with_all_its_choices(space, pick, prepare, shift):
    s = last_worker(space, shift)
    if prepare:
        prepare(s, space)
    steps = play_last_turn(s, space, pick)
    assert len(steps) >= 2, "the last action brought at least one choice"
    *choices, last = steps
    for stage, kinds in choices:
        assert stage in CHOICE_STAGES
        assert "shift_end" not in kinds and "score" not in kinds, "scored before the action was complete"
    stage, kinds = last
    assert "shift_end" in kinds and "score" in kinds
    at = kinds.index("shift_end")
    assert at > 0, "the last choice's own event comes first"
    assert set(kinds[at:]) <= {"shift_end", "score", "shift", "end", "over"}, "nothing of the action after the scoring"
    assert (s.stage == "over") if shift == 3 else (s.shift == shift + 1 and s.stage == "place")


def test_C45_the_last_delivery_counts_in_the_scoring_it_ends():
    s = last_worker("delivery_1")
    clear_orders(s, 0)
    barrow = next(c for c in R.card_ids if R.vehicles[R.card_vehicle[c]] == "barrow" and len(R.card_coal[c]) == 2)
    give_order(s, 0, barrow, filled=True)
    act(s, A("place", "delivery_1"))
    events = ENGINE.take_events(s)
    kinds = [e.kind for e in events]
    assert kinds.index("deliver") < kinds.index("shift_end")
    colour = R.card_coal[barrow][0]
    element = next(e for e in R.elements if e[1] == "colour_spots" and e[2] == colour)
    scored = next(e for e in events if e.kind == "score" and e.data["element"] == element[0])
    assert scored.data["counts"][0] >= R.card_colour_counts[barrow][colour] > 0


# --- C46 ------------------------------------------------------------------------------------------

def hidden_shuffled(s, seat: int):
    """A copy that differs from `s` only in what `seat` cannot know: the stack positions it does
    not know reversed, and another player's private draw swapped with such positions."""
    c = s.clone()
    bit = 1 << seat
    tiles_drawn = c.stage in ("keep_tile", "shortage", "return_tiles", "arrange_tiles")
    for stack, known, drawing in ((c.tile_stack, c.tile_known, tiles_drawn),
                                  (c.order_stack, c.order_known, not tiles_drawn)):
        slots = [i for i, m in enumerate(known) if not m & bit]
        items = [stack[i] for i in slots][::-1]
        if drawing and c.drawn and c.current != seat:
            # the other player's hand and the unknown stack trade their first items
            items[0], c.drawn[0] = c.drawn[0], items[0]
        for i, item in zip(slots, items, strict=True):
            stack[i] = item
    return c


@pytest.mark.parametrize("space", ["factory_draw", "order_draw", None])
def test_C46_a_seat_view_never_carries_the_stacks_order_or_another_players_draw(space):
    s = after_draft(4)
    if space:
        act(s, A("place", space))             # seat 0 looks at 5 tiles or orders
    for seat in (1, 2, 3):
        other = hidden_shuffled(s, seat)
        assert other.to_json() != s.to_json(), "the hidden parts differ"
        for seed in (0, 1, 77):
            assert ENGINE.public_view(other, seat, seed).to_json() == ENGINE.public_view(s, seat, seed).to_json(), \
                "the view for a known seed tells the hidden order"


def test_C46_a_seat_view_may_hold_the_others_delivered_orders_and_the_returned_items_it_knows():
    s = after_draft(4, delivered_visible="owner")
    deliver = next(c for c in R.card_ids if R.vehicles[R.card_vehicle[c]] == "barrow" and len(R.card_coal[c]) == 1)
    clear_orders(s, 0)
    give_order(s, 0, deliver, filled=True)
    act(s, A("place", "delivery_1"))
    assert s.delivered[0] == [deliver] and s.visible == "owner"
    assert ENGINE.public_view(s, 1, 5).delivered[0] == [deliver], "face up while outstanding: a seat may know it"
    # seat 1 draws tiles and puts them back on top in its own order: it knows them, seat 2 does not
    act(s, A("place", "factory_draw"))
    act(s, A("keep_tile", None))
    act(s, A("return", "top"))
    while s.stage == "arrange_tiles":
        act(s, legal(s)[0])
    top = s.tile_stack[-4:]
    assert all(ENGINE.public_view(s, 1, k).tile_stack[-4:] == top for k in range(5))
    assert all(ENGINE.public_view(hidden_shuffled(s, 2), 2, k).tile_stack == ENGINE.public_view(s, 2, k).tile_stack
               for k in range(5))


def test_C46_the_hint_says_the_same_whatever_the_hidden_order():
    set_language("en")
    s = after_draft(4)
    act(s, A("place", "order_draw"))          # seat 0 holds a private draw; seat 1 hints next
    act(s, A("keep_order", None))
    act(s, A("return", "bottom"))
    while s.stage == "arrange_orders":
        act(s, legal(s)[0])
    assert s.current == 1
    other = hidden_shuffled(s, 1)
    for action in [a for a in legal(s) if a.args[0] in ("factory_draw", "order_draw", "factory_1", "order_1",
                                                         "mining_10", "bank_4")]:
        assert reason(other, 1, action) == reason(s, 1, action)
