"""Worker placement (C6-C9): which spaces a player may take, what it costs, ousting to the
Canteen, and running the space's action."""

from __future__ import annotations

from game.coal_baron import cards, delivery, factory
from game.coal_baron.actions import A, Action
from game.coal_baron.components import rules
from game.coal_baron.events import emit, ungettext
from game.coal_baron.words import capital, space_name, space_number, vehicle_term, vehicle_word
from game.core.i18n import _, ngettext

# the chronicle's sentence for a placement, one whole sentence per kind of space
PLACED = {
    "factory": ungettext("{player} places {workers} worker on Lorry factory space {nth}.",
                         "{player} places {workers} workers on Lorry factory space {nth}.", "workers"),
    "factory_draw": ungettext("{player} places {workers} worker on the Lorry factory's draw space.",
                              "{player} places {workers} workers on the Lorry factory's draw space.", "workers"),
    "mining": ungettext("{player} places {workers} worker on the {steps}-step mining space.",
                        "{player} places {workers} workers on the {steps}-step mining space.", "workers"),
    # TRANSLATORS: {vehicle} is one of the four vehicles (barrow, carriage, motorcar, engine)
    "delivery": ungettext("{player} places {workers} worker on the {vehicle} delivery.",
                          "{player} places {workers} workers on the {vehicle} delivery.", "workers"),
    "money": ungettext("{player} places {workers} worker on the {marks}-Mark Bank space.",
                       "{player} places {workers} workers on the {marks}-Mark Bank space.", "workers"),
    "order": ungettext("{player} places {workers} worker on order space {nth}.",
                       "{player} places {workers} workers on order space {nth}.", "workers"),
    "order_draw": ungettext("{player} places {workers} worker on the orders' draw space.",
                            "{player} places {workers} workers on the orders' draw space.", "workers"),
}
PLACED["bank"] = PLACED["money"]
# TRANSLATORS: workers ousted from a space by a placement (C6); {player} is their owner
OUSTED = ungettext("{player}'s {workers} worker goes to the Canteen.",
                   "{player}'s {workers} workers go to the Canteen.", "workers")


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
    # the reason is shown at once, so it is translated now; {space} is a space's name (words.space_name)
    if not ru.space_open[state.n][sp]:
        return capital(ngettext("{space} is covered by a lock tile with {n} player.",
                                "{space} is covered by a lock tile with {n} players.", state.n)
                       .format(space=space_name(ru, sp), n=state.n))
    cost = space_cost(state, sp)
    if state.supply[p] < cost:
        return capital(ngettext("{space} needs {cost} worker; you have {left} left.",
                                "{space} needs {cost} workers; you have {left} left.", cost)
                       .format(space=space_name(ru, sp), cost=cost, left=state.supply[p]))
    kind = ru.space_kind[sp]
    if kind == "factory":
        tile = state.board[sp]
        if tile < 0:
            return _("No tile lies at {space} any more.").format(space=space_name(ru, sp))
        if ru.tile_price[tile] > state.marks[p]:
            return ngettext("The tile at {space} costs {price} Mark; you have {marks}.",
                            "The tile at {space} costs {price} Marks; you have {marks}.",
                            ru.tile_price[tile]).format(space=space_name(ru, sp), price=ru.tile_price[tile],
                                                         marks=state.marks[p])
    elif kind == "factory_draw":
        if not state.tile_stack:
            return _("The tile stack is empty.")
    elif kind == "delivery":
        if not delivery.can_deliver(state, p, ru.space_value[sp]):
            # TRANSLATORS: {vehicle} is one of the four vehicles (barrow, carriage, motorcar, engine)
            return _("You have no complete {vehicle} order to deliver.").format(
                vehicle=vehicle_word(ru.space_value[sp]))
    elif kind == "order":
        if state.board[sp] < 0:
            return _("No order card lies at {space} any more.").format(space=space_name(ru, sp))
    elif kind == "order_draw":
        if not state.order_stack:
            return _("The order stack is empty.")
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
    ousted = [0] * n
    if ru.space_ousts[sp]:
        base = sp * n
        for q in range(n):
            k = sw[base + q]
            if k:
                state.canteen[q] += k
                cost += k
                sw[base + q] = 0
                ousted[q] = k
        sw[base + p] = cost
    else:
        sw[sp * n + p] += 1
    state.supply[p] -= cost
    state.turn += 1
    kind = ru.space_kind[sp]
    v = ru.space_value[sp]
    emit(state, "place", p, PLACED[kind],
         lambda: {"nth": space_number(ru, sp), "steps": v, "marks": v if kind == "money" else 1,
                  "vehicle": vehicle_term(v) if kind == "delivery" else ""},
         space=ru.space_ids[sp], workers=cost, ousted=cost - 1)
    for q, k in enumerate(ousted):
        if k:
            emit(state, "oust", q, OUSTED, space=ru.space_ids[sp], workers=k)
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

