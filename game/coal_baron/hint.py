"""Why the hinted move is a good one: the one short sentence shown with a hint.

game.core.hints asks the hint bot (Hard: `hint_bot` in the definition) for a move and then
`reason(state, player, action)` here. The reason is read from what the bots weigh
(bots/features.py: the orders matched to the coal at hand, the Shift Clock's majorities, the
Light/Dark balance, Marks for tiles) by comparing the position before the move with the position
after it, the player's own follow-up played the way Normal plays it (bots/policy.finish_turn: the
greedy mining plan). The follow-up runs on the seat's view (features.seat_view), so a reason never
tells what the seat cannot see. Every sentence is whole and translated now (the hint is drawn at
once). No pygame.
"""

from __future__ import annotations

from game.coal_baron.actions import Action
from game.coal_baron.advice import stop_waste
from game.coal_baron.bots.features import NORMAL, pit_cubes, seat_view
from game.coal_baron.bots.policy import finish_turn
from game.coal_baron.components import rules
from game.coal_baron.engine import ENGINE
from game.coal_baron.queries import complete_orders, open_spots
from game.coal_baron.shifts import element_counts
from game.coal_baron.words import colour_name, tile_text, vehicle_word
from game.core.i18n import _, ngettext


def reason(state, player: int, action: Action) -> str:
    """One sentence saying why `action` suits `player` now (a general one when nothing stands out)."""
    explain = _BY_KIND.get(action.kind)
    text = explain(state, player, action) if explain else None
    if not text and state.stage == "mine" and action.kind != "stop" and stop_waste(state, player):
        # a step whose own effect says little (the cage going down to a level) is still better
        # than stopping, where the engine finds that stopping would throw away useful steps
        text = _("The work steps left can still bring coal to your orders; stopping now would lose them.")
    # TRANSLATORS: a hint's reason when no single thing stands out: the bot weighed everything
    return text or _("Of all your moves, this one does most for your final score in the strongest "
                     "bot's estimate.")


# --- the position after a move ---------------------------------------------------------------------

def _after(state, p: int, action: Action):
    """The seat's view after `action` and p's own follow-up to the end of the turn (as the bot plays)."""
    view = seat_view(state, p, 0)
    ENGINE.apply(view, action)
    finish_turn(view, p, NORMAL)
    return view


def _at_hand(state, p: int) -> list[int]:
    """Cubes per colour in the cage, the storage and the pit's lorries."""
    pit = pit_cubes(state, p)
    return [state.cage[p * 4 + c] + state.storage[p * 4 + c] + pit[c] for c in range(4)]


def _filled_spots(state, p: int) -> int:
    return sum(1 for spots in state.fills[p] for f in spots if f != -1)


def _balance(state, p: int) -> int:
    """Light tiles minus Dark tiles."""
    ru = rules()
    k = len(ru.tile_type)
    return sum(state.owned[p * k + kind] * (1 if ru.tile_light[kind] else -1) for kind in range(k))


def _lead(before, after, p: int) -> tuple | None:
    """The Shift Clock element (scored at this shift's end) in which p becomes first, the richest one."""
    ru = rules()
    best = None
    for element in ru.elements:
        _num, count, key, first, _second, from_shift = element
        if from_shift > before.shift:
            continue
        was = element_counts(before, count, key)
        now = element_counts(after, count, key)
        leads_now = now[p] > 0 and now[p] == max(now)
        led = was[p] > 0 and was[p] == max(was)
        if leads_now and not led and (best is None or first > best[3]):
            best = element
    return best


def _lead_sentence(element: tuple) -> str:
    _num, count, key, _first, _second, _from = element
    if count == "colour_spots":
        return _("This puts you first in {colour} coal on the Shift Clock, scored at the end of this "
                 "shift.").format(colour=colour_name(key))
    if count == "vehicle_spots":
        # TRANSLATORS: {vehicle} is one of the four vehicles (barrow, carriage, motor car, engine)
        return _("This puts you first in {vehicle} orders on the Shift Clock, scored at the end of this "
                 "shift.").format(vehicle=vehicle_word(key))
    return _("This puts you first in empty {colour} lorries on the Shift Clock, scored at the end of "
             "this shift.").format(colour=colour_name(key))


# --- placements --------------------------------------------------------------------------------------

def _place(state, p: int, action: Action) -> str | None:
    ru = rules()
    sp = ru.space_index[action.args[0]]
    kind, value = ru.space_kind[sp], ru.space_value[sp]
    if kind == "delivery":
        return _deliver(state, p, action, value)
    if kind == "mining":
        return _mine(state, p, action, value)
    if kind == "factory":
        return _tile(state, p, state.board[sp])
    if kind == "factory_draw":
        return _("Drawing tiles lets you choose the best of up to 5 and pay only for the one you keep.")
    if kind == "order":
        return _order(state, p, state.board[sp])
    if kind == "order_draw":
        return _("Drawing orders lets you choose the one of up to 5 cards that suits your pit best.")
    if kind == "bank":
        return _("The 1-Mark space always takes a single worker: the cheapest turn while the other "
                 "spaces cost more.")
    return _marks(state, p, value)


def _deliver(state, p: int, action: Action, vehicle: int) -> str:
    ru = rules()
    after = _after(state, p, action)
    done = [c for c in state.orders[p] if ru.card_vehicle[c] == vehicle and c in complete_orders(state, p)]
    vp = sum(ru.card_vp[c] for c in done)
    lead = _lead(state, after, p)
    if lead is not None and lead[3] > vp:
        return _lead_sentence(lead)
    # TRANSLATORS: {vehicle} is one of the four vehicles (barrow, carriage, motor car, engine)
    return ngettext("Delivering now scores {vp} VP for your complete {vehicle} order.",
                    "Delivering now scores {vp} VP for your {n} complete {vehicle} orders.",
                    len(done)).format(vp=vp, n=len(done), vehicle=vehicle_word(vehicle))


def _mine(state, p: int, action: Action, steps: int) -> str | None:
    ru = rules()
    after = _after(state, p, action)
    newly = [c for c in complete_orders(after, p) if c not in complete_orders(state, p)]
    if len(newly) == 1:
        card = newly[0]
        return _("With {steps} work steps you can complete your {vp}-VP {vehicle} order.").format(
            steps=steps, vp=ru.card_vp[card], vehicle=vehicle_word(ru.card_vehicle[card]))
    if newly:
        return _("With {steps} work steps you can complete {n} of your orders.").format(
            steps=steps, n=len(newly))
    spots = _filled_spots(after, p) - _filled_spots(state, p)
    if spots > 0:
        return ngettext("With {steps} work steps you can put {n} cube on your orders.",
                        "With {steps} work steps you can put {n} cubes on your orders.", spots).format(
            steps=steps, n=spots)
    raised = sum(after.cage[p * 4:p * 4 + 4]) + sum(after.storage[p * 4:p * 4 + 4]) \
        - sum(state.cage[p * 4:p * 4 + 4]) - sum(state.storage[p * 4:p * 4 + 4])
    if raised > 0:
        return _("These {steps} work steps fetch coal that your orders ask for.").format(steps=steps)
    return None


def _tile(state, p: int, kind: int) -> str | None:
    if kind < 0:
        return None
    ru = rules()
    colour = ru.tile_colour[kind]
    name = tile_text(kind)
    if open_spots(state, p)[colour] > _at_hand(state, p)[colour]:
        return _("The {tile} brings the {colour} coal your orders ask for and your pit lacks.").format(
            tile=name, colour=colour_name(colour))
    balance = _balance(state, p)
    if abs(balance + (1 if ru.tile_light[kind] else -1)) < abs(balance):
        return _("The {tile} evens out your Light and Dark tiles: each tile of difference costs 2 VP at "
                 "the end.").format(tile=name)
    lorries = ru.tile_lorries[kind]
    return ngettext("The {tile} puts {n} fresh cube into your pit.",
                    "The {tile} puts {n} fresh cubes into your pit.", lorries).format(tile=name, n=lorries)


def _order(state, p: int, card: int) -> str | None:
    if card < 0:
        return None
    ru = rules()
    vp, vehicle = ru.card_vp[card], vehicle_word(ru.card_vehicle[card])
    need = open_spots(state, p)
    have = _at_hand(state, p)
    asks = ru.card_colour_counts[card]
    if all(need[c] + asks[c] <= have[c] for c in range(4)):
        # TRANSLATORS: {vehicle} is one of the four vehicles (barrow, carriage, motor car, engine)
        return _("This {vehicle} order is worth {vp} VP, and your pit, cage and storage already hold "
                 "the coal for it.").format(vehicle=vehicle, vp=vp)
    if any(ru.card_vehicle[c] == ru.card_vehicle[card] for c in state.orders[p]):
        return _("This {vehicle} order is worth {vp} VP and goes out with your other {vehicle} orders "
                 "in one delivery.").format(vehicle=vehicle, vp=vp)
    return _("This {vehicle} order is worth {vp} VP.").format(vehicle=vehicle, vp=vp)


def _marks(state, p: int, marks: int) -> str:
    ru = rules()
    have = state.marks[p]
    wanted = [t for sp, t in enumerate(state.board)
              if ru.space_kind[sp] == "factory" and t >= 0 and have < ru.tile_price[t] <= have + marks]
    if wanted:
        best = max(wanted, key=lambda t: (ru.tile_price[t], t))
        return ngettext("{marks} Mark pays for the {tile} you cannot afford yet.",
                        "{marks} Marks pay for the {tile} you cannot afford yet.", marks).format(
            marks=marks, tile=tile_text(best))
    return ngettext("{marks} Mark for one worker: Marks buy Lorry factory tiles, and every 5 left "
                    "at the end are 1 VP.",
                    "{marks} Marks for one worker: Marks buy Lorry factory tiles, and every 5 left "
                    "at the end are 1 VP.", marks).format(marks=marks)


# --- the order draft, draws and the small choices ----------------------------------------------------

def _draft(state, p: int, action: Action) -> str:
    ru = rules()
    card = action.args[0]
    vp, vehicle, spots = ru.card_vp[card], ru.card_vehicle[card], len(ru.card_coal[card])
    if any(ru.card_vehicle[c] == vehicle for c in state.orders[p]):
        return _("This {vehicle} order pays {vp} VP and goes out with your other {vehicle} orders in one "
                 "delivery.").format(vehicle=vehicle_word(vehicle), vp=vp)
    return ngettext("This {vehicle} order pays {vp} VP for {n} cube.",
                    "This {vehicle} order pays {vp} VP for {n} cubes.", spots).format(
        vehicle=vehicle_word(vehicle), vp=vp, n=spots)


def _keep_tile(state, p: int, action: Action) -> str:
    kind = action.args[0]
    if kind is None:
        return _("None of these tiles is worth its price to you now.")
    return _tile(state, p, kind) or _("The {tile} is the most useful of the tiles you drew.").format(
        tile=tile_text(kind))


def _keep_order(state, p: int, action: Action) -> str:
    card = action.args[0]
    if card is None:
        return _("None of these orders suits your pit well enough to be worth its -1 VP if left open.")
    return _order(state, p, card) or ""


def _return(state, p: int, action: Action) -> str:
    if action.args[0] == "bottom":
        return _("At the bottom of the stack the rest stays out of the other players' reach.")
    return _("On top of the stack, the next player to draw finds them first.")


def _put(state, p: int, action: Action) -> str:
    return _("The order in which they go back hardly matters.")


def _shortage(state, p: int, action: Action) -> str:
    colour = rules().colours.index(action.args[0])
    return _("Your orders ask for {colour} coal more than for the others.").format(colour=colour_name(colour))


# --- mining steps ------------------------------------------------------------------------------------

def _wanted(state, p: int) -> list[int]:
    """Cubes per colour that free order spots still ask for beyond those in the cage and storage."""
    need = open_spots(state, p)
    return [max(0, need[c] - state.cage[p * 4 + c] - state.storage[p * 4 + c]) for c in range(4)]


def _cage(state, p: int, action: Action) -> str | None:
    level = action.args[0]
    need = open_spots(state, p)
    if level == 0:
        useful = sum(min(state.cage[p * 4 + c], need[c]) for c in range(4))
        if useful:
            return ngettext("At the Surface the cube in your cage can go onto an order.",
                            "At the Surface the {n} cubes in your cage can go onto your orders.",
                            useful).format(n=useful)
        return None
    colour = level - 1
    base = p * 16 + colour * 4
    wanted = _wanted(state, p)
    here = [min(state.pit[base + c], wanted[c]) for c in range(4)]
    if any(here):
        c = max(range(4), key=lambda i: (here[i], i == colour, -i))
        if c == colour:
            return _("This level's lorries hold {colour} coal your orders ask for.").format(
                colour=colour_name(c))
        # TRANSLATORS: {level} is the colour of a pit level, {colour} a cube colour on it (C12)
        return _("The {level} level holds {colour} coal your orders ask for.").format(
            level=colour_name(colour), colour=colour_name(c))
    return None


def _load(state, p: int, action: Action) -> str:
    c = rules().colours.index(action.args[0])
    if _wanted(state, p)[c]:
        return _("Your orders still ask for a {colour} cube.").format(colour=colour_name(c))
    return _("A cube counts at the end wherever it is, and the empty lorry counts on the Shift Clock.")


def _store(state, p: int, action: Action) -> str:
    return _("The storage keeps this cube for an order: from there it reaches a spot wherever the cage is.")


def _completes(state, p: int, card: int) -> str | None:
    """The sentence for a cube that fills the last free spot of `card`, else None."""
    ru = rules()
    i = state.orders[p].index(card)
    if sum(1 for f in state.fills[p][i] if f == -1) != 1:
        return None
    return _("This completes your {vp}-VP {vehicle} order: a delivery space can score it now.").format(
        vp=ru.card_vp[card], vehicle=vehicle_word(ru.card_vehicle[card]))


def _fill(state, p: int, action: Action) -> str:
    card, spot = action.args[0], action.args[1]
    return _completes(state, p, card) or _("This {colour} spot was waiting for its cube.").format(
        colour=colour_name(rules().card_coal[card][spot]))


def _fill2(state, p: int, action: Action) -> str:
    return _completes(state, p, action.args[0]) or \
        _("Two spare cubes can fill a spot whose colour your pit cannot supply.")


def _stop(state, p: int, action: Action) -> str:
    return ngettext("Your orders gain nothing from the {n} step left, so stop mining.",
                    "Your orders gain nothing from the {n} steps left, so stop mining.", state.steps).format(
        n=state.steps)


_BY_KIND = {"place": _place, "draft": _draft, "keep_tile": _keep_tile, "keep_order": _keep_order,
            "return": _return, "put": _put, "coal": _shortage, "cage": _cage, "load": _load,
            "store": _store, "fill": _fill, "fill2": _fill2, "stop": _stop}
