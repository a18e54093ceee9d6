"""What Coal Baron's thinking bots read from a position: a canonical public view to think on (the
seat's public key, bots/base.py, is read from it too), and the heuristic value of a position for
one player.

Bots never look at hidden parts. `seat_view` first puts the hidden items (the stack positions the
seat does not know, another player's private draw) into a canonical order, so the view it then
re-samples with `public_view` depends only on what the seat can see and on the seed: two states
that differ only in hidden information give the same view, hence the same decision.
"""

from __future__ import annotations

from game.coal_baron.components import rules
from game.coal_baron.queries import (
    ORDER_DRAW_STAGES,
    TILE_DRAW_STAGES,
    open_spots,
    public_view,
    second_place_scores,
)
from game.coal_baron.shifts import majority
from game.coal_baron.state import State


def _hidden_sorted(stack: list[int], known: list[int], bit: int, hands: list[list[int]]) -> None:
    slots = [i for i, m in enumerate(known) if not m & bit]
    pool = sorted([stack[i] for i in slots] + [x for h in hands for x in h])
    for i, item in zip(slots, pool, strict=False):
        stack[i] = item
    at = len(slots)
    for h in hands:
        h[:] = pool[at:at + len(h)]
        at += len(h)


def canonical(state: State, me: int) -> State:
    """A copy whose hidden parts (for seat `me`) are sorted: equal for equal public information."""
    s = state.clone()
    s.events = None
    s.rng = 0
    other = bool(s.drawn) and s.current != me
    hands = [s.drawn, s.ret_items]
    bit = 1 << me
    _hidden_sorted(s.tile_stack, s.tile_known, bit, hands if other and s.stage in TILE_DRAW_STAGES else [])
    _hidden_sorted(s.order_stack, s.order_known, bit, hands if other and s.stage in ORDER_DRAW_STAGES else [])
    return s


def seat_view(state: State, me: int, seed: int) -> State:
    """A determinization for seat `me`: its public view with the hidden parts re-dealt from seed."""
    v = public_view(canonical(state, me), me, seed & 0xFFFFFFFF)
    v.events = None
    return v


# --- the heuristic ------------------------------------------------------------------------------

def pit_cubes(state: State, p: int) -> list[int]:
    """Cubes per cube colour still in the player's lorries."""
    b = p * 16
    pit = state.pit
    return [pit[b + c] + pit[b + 4 + c] + pit[b + 8 + c] + pit[b + 12 + c] for c in range(4)]


def lorries(state: State, p: int) -> list[int]:
    """Lorries per level (printed included), full or empty."""
    ru = rules()
    k = len(ru.tile_type)
    out = [ru.printed_lorries] * 4
    for kind in range(k):
        c = state.owned[p * k + kind]
        if c:
            out[ru.tile_colour[kind]] += c * ru.tile_lorries[kind]
    return out


class Weights:
    """The heuristic's weights. Easy uses a plainer set: no majorities, half the planning, new
    orders undervalued and a complete order counted almost as delivered (so it delivers late)."""

    def __init__(self, majorities: float = 1.0, plan: float = 1.0, worker: float = 0.9,
                 money: float = 0.0, balance: float = 1.0, complete: float = 0.6,
                 order_base: float = 0.45) -> None:
        self.majorities = majorities      # the shift clock's majorities still to be scored
        self.plan = plan                  # orders matched to the pit (availability), cubes to mine
        self.worker = worker              # VP per worker still in supply this shift
        self.money = money                # extra value of a Mark early in the game (0: tuning showed
                                          # any premium keeps the bot from buying the tiles it needs)
        self.balance = balance            # the Light/Dark imbalance penalty, growing towards the end
        self.order_base = order_base      # share of an untouched order's VP (times its chances)
        self.complete = complete          # share of a complete order's VP before its delivery: the
                                          # rest is what a delivery placement earns (no procrastinating)


NORMAL = Weights()
EASY = Weights(majorities=0.0, plan=0.5, worker=0.5, money=0.0, balance=0.5, order_base=0.3, complete=0.9)


def value(state: State, p: int, w: Weights = NORMAL) -> float:
    """An estimate of player p's final score from this position (exact once the game is over)."""
    ru = rules()
    if state.stage == "over":
        return float(state.vp_orders[p] + state.vp_shift[p] + sum(state.end[p * 4:p * 4 + 4]))
    shifts = ru.shifts
    # how much of the game is still to come, 1 at the start and near 0 in the last shift's end
    total_workers = ru.workers[state.n]
    left_now = state.supply[p] / total_workers
    future = ((shifts - state.shift) + left_now) / shifts
    v = float(state.vp_orders[p] + state.vp_shift[p])
    cc, cvp, cveh = ru.card_coal, ru.card_vp, ru.card_vehicle
    have = [state.cage[p * 4 + c] + state.storage[p * 4 + c] for c in range(4)]
    pitc = pit_cubes(state, p)
    need = open_spots(state, p)
    avail = [have[c] + pitc[c] for c in range(4)]
    # availability of each colour for the spots asking for it (1: the pit can produce them all)
    ratio = [min(1.0, avail[c] / need[c]) if need[c] else 1.0 for c in range(4)]
    cubes_on_orders = 0
    pend_colour = [0, 0, 0, 0]
    pend_vehicle = [0, 0, 0, 0]
    for card, spots in zip(state.orders[p], state.fills[p], strict=False):
        coal = cc[card]
        n_spots = len(spots)
        filled = 0
        chance = 1.0
        for j, f in enumerate(spots):
            if f == -1:
                chance *= 0.55 + 0.45 * ratio[coal[j]] if w.plan else 0.8
            else:
                filled += 1
                cubes_on_orders += 2 if f >= 4 else 1
        if filled == n_spots:
            v += cvp[card] * w.complete
            for c in coal:
                pend_colour[c] += 1
            pend_vehicle[cveh[card]] += n_spots
        else:
            frac = filled / n_spots
            # unfilled orders pay off only with time to mine: worth more early, a -1 at the end
            time_ok = min(1.0, 0.35 + future * 1.2)
            v += cvp[card] * (w.order_base + (w.complete - w.order_base) * frac) * chance * time_ok
        # the -1 of an outstanding order at the end: likely only for orders taken late
        v += ru.outstanding_vp * (1.0 - 0.8 * future if filled < n_spots else 0.2)
    # the end conversion: Marks and cubes
    marks = state.marks[p]
    v += marks / ru.marks_per_vp + marks * w.money * future
    cubes = sum(pitc) + sum(have) + cubes_on_orders
    v += cubes / ru.cubes_per_vp
    if w.plan:
        # cubes in the pit that a spot asks for are worth mining; needs the pit can't meet hurt
        v += 0.25 * w.plan * future * sum(min(pitc[c], need[c]) for c in range(4))
    # tunnel balance: 2 VP per tile of difference at the end
    k = len(ru.tile_type)
    light = dark = 0
    for kind in range(k):
        c = state.owned[p * k + kind]
        if c:
            if ru.tile_light[kind]:
                light += c
            else:
                dark += c
    # (early on a tile more on one side is easily matched later: the penalty grows as time runs out)
    v += ru.imbalance_vp * abs(light - dark) * w.balance * (1 - future) ** 2
    # workers still in supply this shift are turns still to play
    v += w.worker * state.supply[p]
    if w.majorities:
        v += w.majorities * majority_outlook(state, p, pend_colour, pend_vehicle)
    return v


def majority_outlook(state: State, p: int, pend_colour: list[int], pend_vehicle: list[int]) -> float:
    """The shift clock's scorings still to come, with the counts as they stand (complete orders
    counted half, lorries about to be emptied counted a little): this shift's scoring fully, the
    later ones at a discount because the counts will still move."""
    ru = rules()
    n = state.n
    seconds = second_place_scores(state)
    out = 0.0
    cache: dict[tuple[str, int], list[int]] = {}
    for t in range(state.shift, ru.shifts + 1):
        weight = 0.8 if t == state.shift else 0.45
        for (_num, count, key, first, second, from_shift) in ru.elements:
            if from_shift > t:
                continue
            ck = (count, key)
            vp = cache.get(ck)
            if vp is None:
                counts: list[float] = []
                for q in range(n):
                    if count == "colour_spots":
                        x = state.del_colour[q * 4 + key]
                    elif count == "vehicle_spots":
                        x = state.del_vehicle[q * 4 + key]
                    else:
                        x = state.empty[q * 4 + key]
                    counts.append(x)
                if count == "colour_spots":
                    counts[p] += 0.5 * pend_colour[key]
                elif count == "vehicle_spots":
                    counts[p] += 0.5 * pend_vehicle[key]
                vp = cache[ck] = majority(counts, first, second, seconds)
            out += weight * vp[p]
    return out
