"""Normal's evaluation (features.value with the NORMAL weights), computed fast for Hard's playouts.

A playout asks for a position's value about ten thousand times per decision, so this is the same
sum as features.value, written for speed: flat tables read once, the Shift Clock's outlook
computed once per element (its weight summed over the shifts still to score it) instead of once
per shift. The two agree to rounding (tests/coal_baron/test_bot_estimate.py); only Hard uses this
one, so Normal and Easy play exactly as before.
"""

from __future__ import annotations

from functools import cache
from operator import itemgetter

from game.coal_baron.bots.features import NORMAL
from game.coal_baron.components import rules
from game.coal_baron.state import EMPTY


@cache
def _tables() -> tuple:
    ru = rules()
    k = len(ru.tile_type)
    # itemgetters of a player's row of owned tiles (a tuple even for a single kind)
    light = itemgetter(*[i for i in range(k) if ru.tile_light[i]], k)
    dark = itemgetter(*[i for i in range(k) if not ru.tile_light[i]], k)
    elements = tuple((("colour_spots", "vehicle_spots", "empty_lorries").index(count), key, first, second,
                      from_shift) for (_n, count, key, first, second, from_shift) in ru.elements)
    return (ru.card_coal, ru.card_vp, ru.card_vehicle, k, light, dark, elements, ru.shifts,
            ru.workers, ru.marks_per_vp, ru.cubes_per_vp, ru.outstanding_vp, ru.imbalance_vp,
            ru.second_place_min_players)


@cache
def element_weights(shift: int, shifts: int) -> tuple[float, ...]:
    """Per Shift Clock element: the outlook's weight summed over the scorings still to come
    (this shift's at 0.8, each later one at 0.45, as features.majority_outlook weighs them)."""
    out = []
    for (_n, _count, _key, _first, _second, from_shift) in rules().elements:
        w = 0.0
        for t in range(shift, shifts + 1):
            if from_shift <= t:
                w += 0.8 if t == shift else 0.45
        out.append(w)
    return tuple(out)


def estimate(state, p: int) -> float:
    """features.value(state, p, NORMAL), to rounding."""
    (cc, cvp, cveh, k, light_kinds, dark_kinds, elements, shifts, workers, marks_per_vp, cubes_per_vp,
     outstanding_vp, imbalance_vp, second_min) = _tables()
    n = state.n
    if state.stage == "over":
        e = state.end
        return float(state.vp_orders[p] + state.vp_shift[p] + e[p * 4] + e[p * 4 + 1] + e[p * 4 + 2] + e[p * 4 + 3])
    w = NORMAL
    supply = state.supply[p]
    future = ((shifts - state.shift) + supply / workers[n]) / shifts
    v = float(state.vp_orders[p] + state.vp_shift[p])
    b4 = p * 4
    cage, storage = state.cage, state.storage
    have = [cage[b4] + storage[b4], cage[b4 + 1] + storage[b4 + 1], cage[b4 + 2] + storage[b4 + 2],
            cage[b4 + 3] + storage[b4 + 3]]
    b = p * 16
    pit = state.pit
    pitc = [pit[b] + pit[b + 4] + pit[b + 8] + pit[b + 12], pit[b + 1] + pit[b + 5] + pit[b + 9] + pit[b + 13],
            pit[b + 2] + pit[b + 6] + pit[b + 10] + pit[b + 14], pit[b + 3] + pit[b + 7] + pit[b + 11] + pit[b + 15]]
    orders, fills = state.orders[p], state.fills[p]
    need = [0, 0, 0, 0]
    for card, spots in zip(orders, fills, strict=False):
        coal = cc[card]
        for j, f in enumerate(spots):
            if f == EMPTY:
                need[coal[j]] += 1
    ratio = [1.0, 1.0, 1.0, 1.0]
    for c in range(4):
        if need[c]:
            a = (have[c] + pitc[c]) / need[c]
            ratio[c] = a if a < 1.0 else 1.0
    cubes_on_orders = 0
    pend_colour = [0, 0, 0, 0]
    pend_vehicle = [0, 0, 0, 0]
    complete, base = w.complete, w.order_base
    time_ok = min(1.0, 0.35 + future * 1.2)
    for card, spots in zip(orders, fills, strict=False):
        coal = cc[card]
        n_spots = len(spots)
        filled = 0
        chance = 1.0
        for j, f in enumerate(spots):
            if f == EMPTY:
                chance *= 0.55 + 0.45 * ratio[coal[j]]
            else:
                filled += 1
                cubes_on_orders += 2 if f >= 4 else 1
        if filled == n_spots:
            v += cvp[card] * complete
            for c in coal:
                pend_colour[c] += 1
            pend_vehicle[cveh[card]] += n_spots
            v += outstanding_vp * 0.2
        else:
            v += cvp[card] * (base + (complete - base) * (filled / n_spots)) * chance * time_ok
            v += outstanding_vp * (1.0 - 0.8 * future)
    v += state.marks[p] / marks_per_vp
    v += (pitc[0] + pitc[1] + pitc[2] + pitc[3] + have[0] + have[1] + have[2] + have[3]
          + cubes_on_orders) / cubes_per_vp
    v += 0.25 * w.plan * future * (min(pitc[0], need[0]) + min(pitc[1], need[1]) + min(pitc[2], need[2])
                                   + min(pitc[3], need[3]))
    row = state.owned[p * k:p * k + k]
    row.append(0)       # the getters' extra index k: each always returns a tuple
    light = sum(light_kinds(row))
    dark = sum(dark_kinds(row))
    v += imbalance_vp * abs(light - dark) * w.balance * (1 - future) ** 2
    v += w.worker * supply
    v += w.majorities * outlook(state, p, pend_colour, pend_vehicle, elements, shifts, n >= second_min)
    return v


SPARE_WORKER = 0.2      # VP of a worker no other player's worker can race: a Mark on the Bank at least


def lean_estimate(state, p: int) -> float:
    """estimate, with the workers p holds beyond what any other player has left valued at a Bank
    Mark instead of a turn (NORMAL's 0.9 VP). Those workers race nobody: the spaces stay open for
    them, and late in a shift they are what pays for taking an order, ousting from a mining space
    and delivering it, which a worker valued at 0.9 VP never does."""
    v = estimate(state, p)
    if state.stage == "over":
        return v
    supply = state.supply
    spare = supply[p] - max(supply[q] for q in range(state.n) if q != p)
    if spare > 0:
        v -= (NORMAL.worker - SPARE_WORKER) * spare
    return v


def outlook(state, p: int, pend_colour: list[int], pend_vehicle: list[int], elements: tuple, shifts: int,
            seconds: bool) -> float:
    """features.majority_outlook, one majority per element (C30 as shifts.majority scores it)."""
    weights = element_weights(state.shift, shifts)
    tables = (state.del_colour, state.del_vehicle, state.empty)
    pend = (pend_colour, pend_vehicle, None)
    n = state.n
    out = 0.0
    if n == 2:      # no second place: first (ties included) against the one other count
        b, o = p * 4, (1 - p) * 4
        for i, (count, key, first, _second, _from) in enumerate(elements):
            tbl = tables[count]
            c = tbl[b + key]
            extra = pend[count]
            if extra is not None:
                c += 0.5 * extra[key]
            if c > 0 and c >= tbl[o + key]:
                out += weights[i] * first
        return out
    for i, (count, key, first, second, _from) in enumerate(elements):
        counts: list[float] = tables[count][key::4]      # each player's count (tables are [q * 4 + key])
        extra = pend[count]
        if extra is not None and extra[key]:
            counts[p] += 0.5 * extra[key]
        c = counts[p]
        if c <= 0:
            continue
        top = max(counts)
        if c == top:
            out += weights[i] * first
        elif seconds and counts.count(top) == 1 and c == max(x for x in counts if x < top):
            out += weights[i] * second
    return out
