"""Coal Baron's tooltips: every space, tile, card, clock element and piece on the table explained,
with the numbers asked of the engine (what a space costs now, why it is closed, what an element
would give, what the tunnels' balance would cost). The first line is the tooltip's title."""

from __future__ import annotations

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.scoring import scores_now
from game.coal_baron.table.clock_view import element_label
from game.coal_baron.words import capital, card_text, colour_name, space_name, tile_text
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
    kind = key[0]
    board = _board_text(key, state, names)
    if board is not None or kind in ("space", "canteen", "draft", "drawn", "stack", "clock", "element", "hand"):
        return board
    if len(key) < 2 or not isinstance(key[1], int) or key[1] >= state.n:
        return None
    return _pit_text(key, state, names)


def _board_text(key: tuple, state, names: list[str]) -> str | None:
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
            lines.append(card_text(item))
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
        return _("Draft card\n{card}").format(card=card_text(key[1]))
    if kind == "drawn":
        if state.stage in Q.TILE_DRAW_STAGES:
            return _("Drawn tile\n{tile}").format(tile=_priced(key[1]))
        return _("Drawn order\n{card}").format(card=card_text(key[1]))
    if kind == "stack":
        left = len(state.tile_stack if key[1] == "tiles" else state.order_stack)
        if key[1] == "tiles":
            return ngettext("The tile stack\n{n} tile left, face down.", "The tile stack\n{n} tiles left, face down.",
                            left).format(n=left)
        return ngettext("The order stack\n{n} order left, face down.", "The order stack\n{n} orders left, face down.",
                        left).format(n=left)
    if kind in ("clock", "hand"):
        return _("The Shift Clock\nShift {shift} of {shifts}. At a shift's end the elements up to it are scored: "
                 "most gets the first VP, next most the second (a tie for first: no second).").format(
            shift=min(state.shift, ru.shifts), shifts=ru.shifts)
    if kind == "element":
        return _element_text(key[1], state, names)
    return None


def _element_text(num: int, state, names: list[str]) -> str:
    """What an element counts, when it is scored, each player's count now and what it would give."""
    ru = rules()
    e = next(x for x in Q.clock_elements(state) if x[0] == num)
    _num, count, k, first, second, from_shift, counts, vp = e
    if state.n >= ru.second_place_min_players:
        # TRANSLATORS: a Shift Clock element's points: {first} for the most, {second} for the next most
        places = _("{first} VP for the most, {second} VP for the next most.").format(first=first, second=second)
    else:
        # TRANSLATORS: a Shift Clock element's points with two players: no second place (C42)
        places = _("{first} VP for the most (no second place with two players).").format(first=first)
    when = ngettext("Scored at the end of shift {shift} and every shift after it.",
                    "Scored at the end of shift {shift} and every shift after it.", from_shift).format(shift=from_shift)
    # TRANSLATORS: one player's entry in a list: a name, their count now and the VP it would give
    now = "\n".join(_("{player}: {count} ({vp} VP)").format(player=names[p], count=counts[p], vp=vp[p])
                    for p in range(state.n))
    # TRANSLATORS: a Shift Clock element's tooltip: {label} what it counts ("gray spots"), then its
    # points, when it is scored, and each player's count now with what it would give
    return _("Element {element}: {label}\n{places}\n{when}\nIf the shift ended now:\n{now}").format(
        element=num, label=element_label(count, k), places=places, when=when, now=now)


def _pit_text(key: tuple, state, names: list[str]) -> str | None:
    ru = rules()
    kind = key[0]
    p = key[1]
    who = names[p]
    if kind in ("workers", "supply"):
        return _("{player}'s workers\n{n} in supply. Drag onto a space to place them.").format(
            player=who, n=state.supply[p])
    if kind == "marks":
        # TRANSLATORS: {rate} Marks make 1 VP in the end conversion (data: scoring.yaml)
        return ngettext("{player}'s Marks\n{n} Mark. At the end every {rate} Marks are worth 1 VP.",
                        "{player}'s Marks\n{n} Marks. At the end every {rate} Marks are worth 1 VP.",
                        state.marks[p]).format(player=who, n=state.marks[p], rate=ru.marks_per_vp)
    if kind == "vp":
        vp = scores_now(state)[p]
        return ngettext("{player}'s victory points\n{n} VP from delivered orders and the shifts' scoring.",
                        "{player}'s victory points\n{n} VP from delivered orders and the shifts' scoring.",
                        vp).format(player=who, n=vp)
    if kind == "start":
        return _("The start player\n{player} places first in this shift.").format(player=who)
    if kind in ("cage", "xcage"):
        lv = state.cage_level[p]
        if lv == 0:
            head = _("{player}'s cage, at the Surface").format(player=who)
        else:
            head = _("{player}'s cage, at level {level} ({colour})").format(player=who, level=lv,
                                                                           colour=colour_name(lv - 1))
        body = ngettext("Holds up to {n} cube. Moving it to any other level, however far, is one work step.",
                        "Holds up to {n} cubes. Moving it to any other level, however far, is one work step.",
                        ru.cage_capacity).format(n=ru.cage_capacity)
        return head + "\n" + body
    if kind == "level":
        return _level_text(key, state, who)
    if kind == "storage":
        held = sum(state.storage[p * 4:p * 4 + 4])
        return ngettext("{player}'s storage\n{n} cube kept for later orders. From here a cube goes onto an order's "
                        "spot wherever the cage is.",
                        "{player}'s storage\n{n} cubes kept for later orders. From here a cube goes onto an order's "
                        "spot wherever the cage is.", held).format(player=who, n=held)
    if kind in ("cube", "xcube"):
        colour = colour_name(key[4] if key[2] == "lorry" else key[3])
        if key[2] == "lorry":
            return _("A {colour} cube in a lorry on level {level}").format(colour=colour, level=key[3])
        if key[2] == "cage":
            return _("A {colour} cube in the cage").format(colour=colour)
        return ngettext("{colour} cubes in the storage: {n}", "{colour} cubes in the storage: {n}",
                        state.storage[p * 4 + ru.colours.index(key[3])]).format(
            colour=capital(colour), n=state.storage[p * 4 + ru.colours.index(key[3])])
    if kind == "lorry":
        return _lorry_text(key, state, who)
    if kind == "tile":
        light, dark = Q.level_sides(state, p, key[2])
        tiles = light if key[3] == "light" else dark
        item = tiles[min(key[4], len(tiles) - 1)] if tiles else None
        return capital(tile_text(item)) if item is not None else None
    if kind == "balance":
        n_light, n_dark, vp = Q.tunnel_balance(state, p)
        return ngettext("The tunnels' balance\n{light} Light and {dark} Dark tiles: at the end each tile of difference "
                        "costs {rate} VP. Now: {vp} VP.",
                        "The tunnels' balance\n{light} Light and {dark} Dark tiles: at the end each tile of difference "
                        "costs {rate} VP. Now: {vp} VP.", abs(ru.imbalance_vp)).format(
            light=n_light, dark=n_dark, rate=abs(ru.imbalance_vp), vp=vp)
    if kind == "order":
        return _("{player}'s order\n{card}").format(player=who, card=card_text(key[2]))
    if kind == "spot":
        spot = ru.colours[ru.card_coal[key[2]][key[4]]]
        # TRANSLATORS: {n} is the work steps two cubes on one spot take (C20, data: pit.yaml)
        return ngettext("An order spot for a {colour} cube\nOr any two cubes, for {n} work step.",
                        "An order spot for a {colour} cube\nOr any two cubes, for {n} work steps.",
                        ru.pair_steps).format(colour=colour_name(spot), n=ru.pair_steps)
    if kind == "more":
        n = len(state.orders[p])
        return ngettext("{player} has {n} outstanding order: the pit shows as many as fit.",
                        "{player} has {n} outstanding orders: the pit shows as many as fit.", n).format(
            player=who, n=n)
    if kind == "delivered":
        n = len(state.delivered[p])
        return ngettext("{player}'s delivered orders\n{n} order, face down; they count at every shift's end.",
                        "{player}'s delivered orders\n{n} orders, face down; they count at every shift's end.",
                        n).format(player=who, n=n)
    if kind == "pit":
        return _("{player}'s pit").format(player=who)
    return None


def _level_text(key: tuple, state, who: str) -> str:
    p, lv = key[1], key[2]
    if lv == 0:
        return _("The Surface\nCubes brought up may go to the storage or onto an order.")
    light, dark = Q.level_sides(state, p, lv)
    cubes, empty = Q.level_lorries(state, p, lv)
    full = sum(cubes)
    tiles = ngettext("{n} Light tile", "{n} Light tiles", len(light)).format(n=len(light)) + ", " + \
        ngettext("{n} Dark tile", "{n} Dark tiles", len(dark)).format(n=len(dark))
    lorries = ngettext("{n} cube in its lorries", "{n} cubes in its lorries", full).format(n=full) + ", " + \
        ngettext("{n} empty lorry", "{n} empty lorries", empty).format(n=empty)
    # TRANSLATORS: a pit level's tooltip: its number and coal colour, then its tiles and lorries
    return _("Level {level}: {colour} coal\n{tiles}; {lorries}.").format(level=lv, colour=colour_name(lv - 1),
                                                                          tiles=tiles, lorries=lorries)


def _lorry_text(key: tuple, state, who: str) -> str:
    from game.coal_baron.table.snapshot import _Lite
    from game.coal_baron.table.tunnels import level_lorries
    p, lv, i = key[1], key[2], key[3]
    per_side, held = level_lorries(_Lite(state), p, lv)
    flat = [(side, r) for side in (0, 1) for r in range(len(per_side[side]))]
    side, r = flat[i] if i < len(flat) else (0, 0)
    what = per_side[side][r] if per_side[side] else ("printed", None, 0)
    cube = held[side][r] if held[side] else None
    colour = colour_name(lv - 1)
    if what[0] == "printed":
        head = _("The printed {colour} lorry of level {level}").format(colour=colour, level=lv)
    else:
        head = _("A {colour} lorry of a {tile}").format(colour=colour, tile=tile_text(int(what[1] or 0)))
    if cube is None:
        return head + "\n" + _("Empty: counts for the empty {colour} lorries on the Shift Clock.").format(colour=colour)
    if cube != lv - 1:
        return head + "\n" + _("It holds a {cube} cube (the supply was short of {colour}).").format(
            cube=colour_name(cube), colour=colour)
    return head + "\n" + _("It holds a {colour} cube.").format(colour=colour)
