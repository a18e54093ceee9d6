"""Coal Baron's tooltips: every space, tile, card, clock element and piece explained, with the
numbers asked of the engine (what a space costs now, why it is closed, what an element would give)."""

from __future__ import annotations

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.table.board_view import space_label
from game.coal_baron.table.cards import vehicle_name
from game.coal_baron.table.clock_view import element_label
from game.coal_baron.table.prompts import _card

SPACE_TEXT = {
    "factory": "Buy this tile: it goes into your pit with its lorries filled.",
    "factory_draw": "Look at the top tiles of the stack; keep one (paying its price) or none.",
    "mining": "Mining: this many work steps with the cage in your pit.",
    "delivery": "Deliver every complete order of this vehicle for its VP.",
    "money": "Take this many Marks.",
    "bank": "Take 1 Mark. Always open, always 1 worker, nobody is ousted.",
    "order": "Take this order card.",
    "order_draw": "Look at the top orders of the stack; keep one or none.",
}


def region_text(key: tuple, state, names: list[str]) -> str | None:
    ru = rules()
    kind = key[0]
    if kind == "space":
        sp = ru.space_index[key[1]]
        n = state.n
        head = space_label(sp)
        if not ru.space_open[n][sp]:
            return f"{head}\nClosed with {n} players."
        lines = [head, SPACE_TEXT[ru.space_kind[sp]]]
        item = state.board[sp]
        if ru.space_kind[sp] == "factory" and item >= 0:
            lines.append(f"{Q.tile_text(item)}, {ru.tile_price[item]} Marks.")
        if ru.space_kind[sp] == "order" and item >= 0:
            lines.append(_card(item))
        lines.append(f"Costs {Q.space_cost(state, sp)} workers now.")
        on = [names[p] for p in range(n) if state.space_workers[sp * n + p]]
        if on:
            lines.append("Workers here: " + ", ".join(on) + " (ousted to the Canteen by the next).")
        if state.stage == "place":
            why = Q.space_problem(state, state.current, sp)
            if why:
                lines.append(why)
        return "\n".join(lines)
    if kind == "canteen":
        return "The Canteen\nWorkers ousted from a space wait here until the shift ends."
    if kind == "draft":
        return f"Draft card\n{_card(key[1])}"
    if kind == "drawn":
        item = key[-1]
        if state.stage in Q.TILE_DRAW_STAGES:
            return f"Drawn tile\n{Q.tile_text(item)}, {ru.tile_price[item]} Marks."
        return f"Drawn order\n{_card(item)}"
    if kind == "clock":
        return f"The Shift Clock\nShift {min(state.shift, ru.shifts)} of {ru.shifts}. At a shift's end the elements "\
               "up to it are scored: most gets the first VP, next most the second (a tie for first: no second)."
    if kind == "element":
        e = next(x for x in Q.clock_elements(state) if x[0] == key[1])
        num, count, k, first, second, from_shift, counts, vp = e
        now = ", ".join(f"{names[p]} {counts[p]} ({vp[p]} VP)" for p in range(state.n))
        return f"Element {num}: {element_label(count, k)}\n{first} VP first, {second} second; scored from " \
               f"shift {from_shift}.\nNow: {now}"
    if kind == "track":
        return f"{names[key[1]]}'s victory points"
    if len(key) < 2 or not isinstance(key[1], int) or key[1] >= state.n:
        return None
    p = key[1]
    who = names[p]
    if kind in ("workers", "supply"):
        return f"{who}'s workers\n{state.supply[p]} in supply. Drag onto a space to place them."
    if kind == "marks":
        return f"{who}: {state.marks[p]} Marks; victory points from orders and shifts."
    if kind in ("cage", "xcage"):
        lv = state.cage_level[p]
        where = "at the Surface" if lv == 0 else f"at level {lv}"
        return f"{who}'s cage, {where}\nHolds up to {ru.cage_capacity} cubes. Moving it one level is a work step."
    if kind == "level":
        if key[2] == 0:
            return "The Surface\nCubes brought up may go to the storage or onto an order."
        light, dark = Q.level_tiles(state, p, key[2])
        cubes, empty = Q.level_lorries(state, p, key[2])
        return f"Level {key[2]}: {ru.colours[key[2] - 1]} coal\n{light} Light and {dark} Dark tiles, " \
               f"{sum(cubes)} cubes, {empty} empty lorries."
    if kind == "storage":
        return f"{who}'s storage\nCubes kept for later orders."
    if kind in ("cube", "xcube"):
        where = {"lorry": f"in a lorry on level {key[3]}", "cage": "in the cage", "storage": "in the storage"}[key[2]]
        return f"A {key[-1]} cube {where}"
    if kind == "empty":
        return f"Empty lorries on level {key[2]}: scored in shift 3."
    if kind == "order":
        return f"{who}'s order\n{_card(key[2])}"
    if kind == "spot":
        return f"An order spot for a {ru.colours[ru.card_coal[key[2]][key[3]]]} cube"
    if kind == "more":
        return f"{who} has {len(state.orders[p])} outstanding orders: the pit shows as many as fit."
    if kind == "delivered":
        return f"{who} delivered {len(state.delivered[p])} orders."
    if kind == "pit":
        return f"{who}'s pit"
    return None


_ = vehicle_name
