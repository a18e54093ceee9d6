"""Shift end: the Shift Clock scoring with majorities and ties (C28-C32), the next start player
(C33) and the workers' return (C34)."""

from __future__ import annotations

from collections.abc import Sequence

from game.coal_baron.components import rules
from game.coal_baron.events import emit
from game.core.i18n import N_


def element_counts(state, count: str, key: int) -> list[int]:
    """C29: what each player has for one element."""
    if count == "colour_spots":
        table = state.del_colour
    elif count == "vehicle_spots":
        table = state.del_vehicle
    else:
        table = state.empty
    return [table[p * 4 + key] for p in range(state.n)]


def second_place_scores(state) -> bool:
    """C30: a Shift Clock element gives second-place VP only with enough players (never with 2)."""
    return state.n >= rules().second_place_min_players


def majority(counts: Sequence[float], first: int, second: int, seconds: bool) -> list[int]:
    """C30: VP per player for one element. Count 0 never places; a tie for first removes second.
    (The bots' outlook counts an order about to be complete as half.)"""
    n = len(counts)
    out = [0] * n
    top = max(counts)
    if top <= 0:
        return out
    firsts = [p for p in range(n) if counts[p] == top]
    for p in firsts:
        out[p] = first
    if len(firsts) == 1 and seconds:
        rest = [c for c in counts if 0 < c < top]
        if rest:
            nxt = max(rest)
            for p in range(n):
                if counts[p] == nxt:
                    out[p] = second
    return out


def score_shift(state) -> list[list[int]]:
    """Score the elements of this shift (1 to 4s), add the VP; returns VP per element per player."""
    ru = rules()
    seconds = second_place_scores(state)
    table = []
    for (num, count, key, first, second, from_shift) in ru.elements:
        if from_shift > state.shift:
            continue
        counts = element_counts(state, count, key)
        gained = majority(counts, first, second, seconds)
        for p in range(state.n):
            state.vp_shift[p] += gained[p]
        table.append(gained)
        emit(state, "score", None, N_("Element {element} scored."), element=num, counts=counts, vp=gained,
             shift=state.shift)
    return table


def next_start_player(state) -> int:
    """C33: most workers on the Lorry factory spaces (draw included); ties go clockwise from the
    previous start player's left-hand neighbour; nobody there: that neighbour."""
    ru = rules()
    n = state.n
    sw = state.space_workers
    counts = [sum(sw[sp * n + p] for sp in ru.factory_zone) for p in range(n)]
    top = max(counts)
    prev = state.start
    if top == 0:
        return (prev + 1) % n
    for i in range(1, n + 1):
        p = (prev + i) % n
        if counts[p] == top:
            if counts.count(top) == 1 or p != prev:
                return p
    return prev  # unreachable: a single maximum is found in the loop


def return_workers(state) -> None:
    """C34: every worker (spaces, Canteen, Bank) back to its owner's supply; nothing else moves."""
    n = state.n
    sw = state.space_workers
    for p in range(n):
        state.supply[p] += state.canteen[p] + sum(sw[i] for i in range(p, len(sw), n))
        state.canteen[p] = 0
    state.space_workers = [0] * len(sw)


def end_shift(state) -> None:
    """Everybody has placed all workers: score; then the next shift or the end of the game."""
    ru = rules()
    emit(state, "shift_end", None, N_("Shift {shift} ends: scoring."), shift=state.shift)
    score_shift(state)
    if state.shift >= ru.shifts:
        from game.coal_baron.scoring import end_game
        end_game(state)
        return
    state.start = next_start_player(state)
    return_workers(state)
    state.shift += 1
    state.current = state.start
    state.stage = "place"
    emit(state, "shift", state.start, N_("Shift {shift} begins with {player}."),
         shift=state.shift, start=state.start)
