"""Rulings C15-C22 (mining) and the examples E3, E17, E18."""

from game.coal_baron.actions import A
from game.coal_baron.engine import ENGINE
from game.coal_baron.state import PAIR
from tests.coal_baron.invariants import check_invariants
from tests.coal_baron.positions import (
    BR,
    G,
    R,
    Y,
    act,
    after_draft,
    clear_orders,
    give_order,
    give_tile,
    kind_of,
    legal,
    place,
)


def _miner(space="mining_10", players=4):
    s = after_draft(players)
    clear_orders(s, 0)
    place(s, space)
    return s


def _stock(s, p, colour, count):
    """Give p `count` more loaded lorries of a colour: tiles bought earlier (2-lorry ones first)."""
    for t in R.tile_type:
        k = kind_of(t)
        while count >= R.tile_lorries[k] and R.tile_colour[k] == colour and R.tile_lorries[k] == 2 and \
                k in s.tile_stack:
            give_tile(s, p, k)
            count -= 2
    for t in R.tile_type:
        k = kind_of(t)
        while count and R.tile_colour[k] == colour and R.tile_lorries[k] == 1 and k in s.tile_stack:
            give_tile(s, p, k)
            count -= 1
    assert count == 0


def test_C15_up_to_n_steps_stop_any_time_unused_lost():
    s = _miner("mining_6")
    assert s.stage == "mine" and s.steps == 6
    assert A("stop") in legal(s)
    act(s, A("cage", 2))
    act(s, A("stop"))
    assert s.stage == "place" and s.current == 1 and s.steps == 0
    s = _miner("mining_10")
    for lv in (1, 2, 3, 4, 0, 1, 2, 3, 4, 0):
        act(s, A("cage", lv))
    assert s.stage == "place", "the turn ends when the steps are used up"


def test_C16_cage_moves_any_distance_for_one_step():
    s = _miner()
    act(s, A("cage", 4))
    assert s.cage_level[0] == 4 and s.steps == 9
    assert A("cage", 4) not in legal(s)
    assert ENGINE.explain_illegal(s, A("cage", 4)) == "The cage is already there."
    act(s, A("cage", 0))
    assert s.steps == 8


def test_C17_loading_from_the_cage_level_capacity_five():
    s = _miner()
    _stock(s, 0, G, 6)
    assert not any(a.kind == "load" for a in legal(s)), "no loading at the Surface"
    act(s, A("cage", 3))
    assert {a.args[0] for a in legal(s) if a.kind == "load"} == {"gray"}
    for _ in range(5):
        act(s, A("load", "gray"))
    assert s.cage[G] == 5
    assert A("load", "gray") not in legal(s)
    assert "5 cubes at most" in ENGINE.explain_illegal(s, A("load", "gray"))
    check_invariants(s)


def test_C18_unloading_at_the_surface_storing_allowed_even_with_a_matching_spot():
    s = _miner()
    give_order(s, 0, 4)                          # Barrow G
    act(s, A("cage", 3))
    act(s, A("load", "gray"))
    assert A("fill", 4, 0, "cage") not in legal(s), "only at the Surface"
    act(s, A("cage", 0))
    assert A("fill", 4, 0, "cage") in legal(s)
    assert A("store", "gray") in legal(s)
    act(s, A("store", "gray"))
    assert s.storage[G] == 1 and s.cage[G] == 0


def test_C19_from_storage_wherever_the_cage_is():
    s = _miner()
    give_order(s, 0, 2)                          # Barrow Br
    s.storage[BR] = 1
    s.coal[BR] -= 1
    act(s, A("cage", 4))
    act(s, A("fill", 2, 0, "storage"))
    assert s.fills[0][-1] == (BR,) and s.cage_level[0] == 4


def test_C20_two_cubes_for_one_spot_two_steps_at_once():
    s = _miner("mining_4")
    give_order(s, 0, 5)                          # Barrow B
    s.storage[Y] = 1
    s.coal[Y] -= 1
    act(s, A("cage", 1))
    act(s, A("load", "yellow"))
    act(s, A("cage", 0))
    assert s.steps == 1
    assert A("fill2", 5, 0, "cage:yellow", "storage:yellow") not in legal(s), "needs 2 steps"
    assert "2 work steps" in ENGINE.explain_illegal(s, A("fill2", 5, 0, "cage:yellow", "storage:yellow"))
    s = _miner("mining_10")
    give_order(s, 0, 5)
    s.storage[Y] = 1
    s.coal[Y] -= 1
    act(s, A("cage", 1))
    act(s, A("load", "yellow"))
    act(s, A("cage", 0))
    act(s, A("fill2", 5, 0, "cage:yellow", "storage:yellow"))
    assert s.fills[0][-1] == (PAIR + 4 * Y + Y,) and s.steps == 10 - 3 - 2
    check_invariants(s)


def test_C21_fixed_cubes_no_moves_back():
    s = _miner()
    give_order(s, 0, 1)                          # Barrow Y
    s.storage[Y] = 2
    s.coal[Y] -= 2
    act(s, A("fill", 1, 0, "storage"))
    kinds = {a.kind for a in legal(s)}
    assert kinds <= {"cage", "load", "store", "fill", "fill2", "stop"}, "no move takes a cube off a spot or back"
    act(s, A("cage", 1))
    assert A("load", "yellow") in legal(s)
    assert not any(a.kind == "store" for a in legal(s)), "storage never goes back to the cage"


def test_C22_cage_keeps_level_and_cubes_across_turns_and_shifts():
    s = _miner()
    act(s, A("cage", 2))
    act(s, A("load", "brown"))
    act(s, A("stop"))
    s.supply = [0, 0, 0, 1]
    s.current = 3
    place(s, "bank_1")
    assert s.shift == 2
    assert s.cage_level[0] == 2 and s.cage[BR] == 1


def test_E3_the_eight_step_example():
    s = after_draft(4)
    clear_orders(s, 0)
    give_order(s, 0, 8)                          # Barrow G G
    _stock(s, 0, G, 1)                        # 2 loaded gray lorries (printed + 1)
    place(s, "mining_8")
    for a in (A("cage", 3), A("load", "gray"), A("load", "gray"), A("cage", 1), A("load", "yellow"),
              A("cage", 0), A("fill", 8, 0, "cage"), A("fill", 8, 1, "cage")):
        act(s, a)
    assert s.stage == "place", "all 8 steps used"
    assert s.fills[0][0] == (G, G)
    assert s.cage_level[0] == 0 and s.cage[0:4] == [1, 0, 0, 0]
    assert s.pit[G * 4 + G] == 0 and s.pit[Y * 4 + Y] == 0
    check_invariants(s)
    # impossible on mining_6: after 6 steps the turn is over
    s = after_draft(4)
    clear_orders(s, 0)
    give_order(s, 0, 8)
    _stock(s, 0, G, 1)
    place(s, "mining_6")
    for a in (A("cage", 3), A("load", "gray"), A("load", "gray"), A("cage", 1), A("load", "yellow"), A("cage", 0)):
        act(s, a)
    assert s.stage == "place" and s.fills[0][0] == (-1, -1)


def test_E17_two_yellow_on_a_gray_spot():
    def pos(steps_space):
        s = after_draft(4)
        clear_orders(s, 0)
        give_order(s, 0, 4)                      # Barrow G
        s.cage[Y] = 2
        s.coal[Y] -= 2
        place(s, steps_space)
        return s
    s = pos("mining_10")
    s.steps = 2
    cubes_before = ENGINE.projected_result(s)["players"][0]["breakdown"]["coal"]
    act(s, A("fill2", 4, 0, "cage:yellow", "cage:yellow"))
    assert s.fills[0][0] == (PAIR + 4 * Y + Y,)
    assert ENGINE.projected_result(s)["players"][0]["breakdown"]["coal"] == cubes_before, "both cubes count"
    from game.coal_baron.scoring import cubes_of
    assert cubes_of(s, 0) == 2 + 4
    # delivered, it counts as a gray spot
    s.current = 0
    s.supply[0] = 5
    place(s, "delivery_1")
    assert s.del_colour[G] == 1 and s.del_colour[Y] == 0
    s = pos("mining_10")
    s.steps = 1
    assert A("fill2", 4, 0, "cage:yellow", "cage:yellow") not in legal(s)


def test_E18_storage_to_order_with_the_cage_below():
    s = after_draft(4)
    clear_orders(s, 0)
    give_order(s, 0, 2)                          # Barrow Br
    s.storage[BR] = 1
    s.coal[BR] -= 1
    place(s, "mining_10")
    act(s, A("cage", 3))
    s.steps = 1
    act(s, A("fill", 2, 0, "storage"))
    assert s.fills[0][0] == (BR,) and s.cage_level[0] == 3 and s.stage == "place"
