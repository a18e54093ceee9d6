"""Worker placement (C6-C9): which spaces a player may take, what it costs, ousting to the
Canteen, and running the space's action."""

from __future__ import annotations

from game.coal_baron import cards, delivery, factory
from game.coal_baron.actions import A, Action
from game.coal_baron.components import rules
from game.coal_baron.events import count, emit


def space_cost(state, sp: int) -> int:
    """C6: k workers on the space cost k + 1 (the Bank always 1, C8)."""
    ru = rules()
    if not ru.space_ousts[sp]:
        return 1
    n = state.n
    return sum(state.space_workers[sp * n:sp * n + n]) + 1


def space_problem(state, p: int, sp: int) -> str | None:
    """None when player p may place on space sp now; otherwise why not (C7)."""
    ru = rules()
    name = ru.space_ids[sp]
    if not ru.space_open[state.n][sp]:
        return f"{name} is covered by a lock tile with {state.n} players."
    cost = space_cost(state, sp)
    if state.supply[p] < cost:
        return f"{name} needs {cost} workers; you have {state.supply[p]} left."
    kind = ru.space_kind[sp]
    if kind == "factory":
        tile = state.board[sp]
        if tile < 0:
            return f"No tile lies at {name} any more."
        if ru.tile_price[tile] > state.marks[p]:
            return f"The tile at {name} costs {ru.tile_price[tile]} Marks; you have {state.marks[p]}."
    elif kind == "factory_draw":
        if not state.tile_stack:
            return "The tile stack is empty."
    elif kind == "delivery":
        if not delivery.can_deliver(state, p, ru.space_value[sp]):
            return f"You have no complete {ru.vehicles[ru.space_value[sp]]} order to deliver."
    elif kind == "order":
        if state.board[sp] < 0:
            return f"No order card lies at {name} any more."
    elif kind == "order_draw":
        if not state.order_stack:
            return "The order stack is empty."
    return None


_PLAN: dict[int, tuple] = {}


def _plan(n: int) -> tuple:
    """Per player count: (space, kind code, ousts, its place action) of the open spaces."""
    plan = _PLAN.get(n)
    if plan is None:
        ru = rules()
        code = {"factory": 1, "order": 2, "factory_draw": 3, "order_draw": 4, "delivery": 5}
        plan = _PLAN[n] = tuple((sp, code.get(ru.space_kind[sp], 0), ru.space_ousts[sp], ru.space_value[sp],
                                 A("place", ru.space_ids[sp]))
                                for sp, is_open in enumerate(ru.space_open[n]) if is_open)
    return plan


def place_legal(state) -> list[Action]:
    ru = rules()
    p = state.current
    n = state.n
    supply = state.supply[p]
    sw = state.space_workers
    board = state.board
    marks = state.marks[p]
    price = ru.tile_price
    deliverable = None
    out = []
    for sp, code, ousts, value, action in _plan(n):
        if ousts and sum(sw[sp * n:sp * n + n]) >= supply:
            continue
        if code:
            if code == 1:
                t = board[sp]
                if t < 0 or price[t] > marks:
                    continue
            elif code == 2:
                if board[sp] < 0:
                    continue
            elif code == 3:
                if not state.tile_stack:
                    continue
            elif code == 4:
                if not state.order_stack:
                    continue
            else:
                if deliverable is None:
                    deliverable = delivery.deliverable(state, p)
                if value not in deliverable:
                    continue
        out.append(action)
    return out


def place(state, sp: int) -> None:
    """Oust (C6), place, and run the space's action."""
    from game.coal_baron.mining import start_mining
    from game.coal_baron.turns import finish_turn
    ru = rules()
    p = state.current
    n = state.n
    sw = state.space_workers
    cost = 1
    if ru.space_ousts[sp]:
        base = sp * n
        for q in range(n):
            k = sw[base + q]
            if k:
                state.canteen[q] += k
                cost += k
                sw[base + q] = 0
        sw[base + p] = cost
    else:
        sw[sp * n + p] += 1
    state.supply[p] -= cost
    state.turn += 1
    kind = ru.space_kind[sp]
    emit(state, "place", p, f"{{p{p}}} places {count(cost, 'worker')} on {space_name(ru, sp)}.",
         space=ru.space_ids[sp], workers=cost, ousted=cost - 1)
    if kind == "factory":
        factory.buy_from_space(state, p, sp)
    elif kind == "factory_draw":
        factory.start_draw(state, p)
    elif kind == "mining":
        start_mining(state, ru.space_value[sp])
    elif kind == "delivery":
        delivery.deliver(state, p, ru.space_value[sp])
        finish_turn(state)
    elif kind in ("money", "bank"):
        delivery.gain_marks(state, p, ru.space_value[sp])
        finish_turn(state)
    elif kind == "order":
        cards.take_from_space(state, p, sp)
    else:  # order_draw
        cards.start_draw(state, p)


def space_name(ru, sp: int) -> str:
    """A space as a player names it, for the chronicle (ids such as "bank_6" are the data's keys)."""
    kind, v = ru.space_kind[sp], ru.space_value[sp]
    # spaces of one kind are numbered from 1 in board order, as a player counts them
    nth = sum(1 for i in range(sp) if ru.space_kind[i] == kind) + 1
    if kind == "delivery":
        return f"the {ru.vehicles[v].replace('motorcar', 'motor car')} delivery"
    return {"factory": f"Lorry factory space {nth}", "factory_draw": "the Lorry factory's draw space",
            "mining": f"the {v}-step mining space", "money": f"the {v}-Mark Bank space",
            "bank": "the 1-Mark Bank space", "order": f"order space {nth}",
            "order_draw": "the orders' draw space"}.get(kind, ru.space_ids[sp])
