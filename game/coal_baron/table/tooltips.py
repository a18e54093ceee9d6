"""Coal Baron's tooltips: every space, tile, card, clock element and piece explained, with the
numbers asked of the engine (what a space costs now, why it is closed, what an element would give)."""

from __future__ import annotations

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.table.clock_view import element_label
from game.coal_baron.table.prompts import _card
from game.coal_baron.words import capital, colour_name, space_name, tile_text
from game.core.i18n import N_, _, ngettext

# what each kind of space does (translated where shown)
SPACE_TEXT = {
    "factory": N_("Buy this tile: it goes into your pit with its lorries filled."),
    "factory_draw": N_("Look at the top tiles of the stack; keep one (paying its price) or none."),
    "mining": N_("Mining: this many work steps with the cage in your pit."),
    "delivery": N_("Deliver every complete order of this vehicle for its VP."),
    "money": N_("Take this many Marks."),
    "bank": N_("Take 1 Mark. Always open, always 1 worker, nobody is ousted."),
    "order": N_("Take this order card."),
    "order_draw": N_("Look at the top orders of the stack; keep one or none."),
}


def _priced(item: int) -> str:
    price = rules().tile_price[item]
    return ngettext("{tile}, {price} Mark.", "{tile}, {price} Marks.", price).format(tile=capital(tile_text(item)),
                                                                                    price=price)


def region_text(key: tuple, state, names: list[str]) -> str | None:
    ru = rules()
    kind = key[0]
    if kind == "space":
        sp = ru.space_index[key[1]]
        n = state.n
        head = capital(space_name(ru, sp))
        if not ru.space_open[n][sp]:
            return head + "\n" + ngettext("Closed with {n} player.", "Closed with {n} players.", n).format(n=n)
        lines = [head, _(SPACE_TEXT[ru.space_kind[sp]])]
        item = state.board[sp]
        if ru.space_kind[sp] == "factory" and item >= 0:
            lines.append(_priced(item))
        if ru.space_kind[sp] == "order" and item >= 0:
            lines.append(_card(item))
        cost = Q.space_cost(state, sp)
        lines.append(ngettext("Costs {n} worker now.", "Costs {n} workers now.", cost).format(n=cost))
        on = [names[p] for p in range(n) if state.space_workers[sp * n + p]]
        if on:
            # TRANSLATORS: {names} is a list of player names, separated by commas
            lines.append(_("Workers here: {names} (ousted to the Canteen by the next).").format(names=", ".join(on)))
        if state.stage == "place":
            why = Q.space_problem(state, state.current, sp)
            if why:
                lines.append(why)
        return "\n".join(lines)
    if kind == "canteen":
        return _("The Canteen\nWorkers ousted from a space wait here until the shift ends.")
    if kind == "draft":
        return _("Draft card\n{card}").format(card=_card(key[1]))
    if kind == "drawn":
        item = key[-1]
        if state.stage in Q.TILE_DRAW_STAGES:
            return _("Drawn tile\n{tile}").format(tile=_priced(item))
        return _("Drawn order\n{card}").format(card=_card(item))
    if kind == "clock":
        return _("The Shift Clock\nShift {shift} of {shifts}. At a shift's end the elements up to it are scored: "
                 "most gets the first VP, next most the second (a tie for first: no second).").format(
            shift=min(state.shift, ru.shifts), shifts=ru.shifts)
    if kind == "element":
        e = next(x for x in Q.clock_elements(state) if x[0] == key[1])
        num, count, k, first, second, from_shift, counts, vp = e
        # TRANSLATORS: one player's entry in a list: a name, their count now and the VP it would give
        now = ", ".join(_("{player} {count} ({vp} VP)").format(player=names[p], count=counts[p], vp=vp[p])
                        for p in range(state.n))
        # TRANSLATORS: a Shift Clock element: {label} what it counts ("gray spots"), {first}/{second}
        # the VP for the most and the next most, {now} each player's count now
        return _("Element {element}: {label}\n{first} VP first, {second} second; scored from shift {shift}.\n"
                 "Now: {now}").format(element=num, label=element_label(count, k), first=first, second=second,
                                      shift=from_shift, now=now)
    if kind == "track":
        return _("{player}'s victory points").format(player=names[key[1]])
    if len(key) < 2 or not isinstance(key[1], int) or key[1] >= state.n:
        return None
    p = key[1]
    who = names[p]
    if kind in ("workers", "supply"):
        return _("{player}'s workers\n{n} in supply. Drag onto a space to place them.").format(
            player=who, n=state.supply[p])
    if kind == "marks":
        return ngettext("{player}: {n} Mark; victory points from orders and shifts.",
                        "{player}: {n} Marks; victory points from orders and shifts.",
                        state.marks[p]).format(player=who, n=state.marks[p])
    if kind in ("cage", "xcage"):
        lv = state.cage_level[p]
        if lv == 0:
            head = _("{player}'s cage, at the Surface").format(player=who)
        else:
            head = _("{player}'s cage, at level {level}").format(player=who, level=lv)
        body = ngettext("Holds up to {n} cube. Moving it one level is a work step.",
                        "Holds up to {n} cubes. Moving it one level is a work step.",
                        ru.cage_capacity).format(n=ru.cage_capacity)
        return head + "\n" + body
    if kind == "level":
        if key[2] == 0:
            return _("The Surface\nCubes brought up may go to the storage or onto an order.")
        light, dark = Q.level_tiles(state, p, key[2])
        cubes, empty = Q.level_lorries(state, p, key[2])
        # TRANSLATORS: a pit level: {colour} its coal colour; the numbers of its Light and Dark tiles,
        # of the cubes in its lorries and of its empty lorries
        return _("Level {level}: {colour} coal\n{light} Light and {dark} Dark tiles, {cubes} cubes, "
                 "{empty} empty lorries.").format(level=key[2], colour=colour_name(key[2] - 1), light=light,
                                                  dark=dark, cubes=sum(cubes), empty=empty)
    if kind == "storage":
        return _("{player}'s storage\nCubes kept for later orders.").format(player=who)
    if kind in ("cube", "xcube"):
        colour = colour_name(key[-1])
        if key[2] == "lorry":
            return _("A {colour} cube in a lorry on level {level}").format(colour=colour, level=key[3])
        if key[2] == "cage":
            return _("A {colour} cube in the cage").format(colour=colour)
        return _("A {colour} cube in the storage").format(colour=colour)
    if kind == "empty":
        return _("Empty lorries on level {level}: scored in shift 3.").format(level=key[2])
    if kind == "order":
        return _("{player}'s order\n{card}").format(player=who, card=_card(key[2]))
    if kind == "spot":
        return _("An order spot for a {colour} cube").format(colour=colour_name(ru.card_coal[key[2]][key[3]]))
    if kind == "more":
        n = len(state.orders[p])
        return ngettext("{player} has {n} outstanding order: the pit shows as many as fit.",
                        "{player} has {n} outstanding orders: the pit shows as many as fit.", n).format(
            player=who, n=n)
    if kind == "delivered":
        n = len(state.delivered[p])
        return ngettext("{player} delivered {n} order.", "{player} delivered {n} orders.", n).format(player=who, n=n)
    if kind == "pit":
        return _("{player}'s pit").format(player=who)
    return None
