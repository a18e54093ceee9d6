"""The score now, the end conversion (C35, C38), the winner and the tie-break (C37)."""

from __future__ import annotations

from game.coal_baron.components import rules
from game.coal_baron.events import emit
from game.core.i18n import N_
from game.core.protocol import PlayerResult, Result

CATEGORIES = ("orders", "shifts", "marks", "coal", "outstanding", "balance")


def cubes_of(state, p: int) -> int:
    """Every cube the player has: lorries, cage, storage and outstanding order spots (C35)."""
    n = sum(state.pit[p * 16:p * 16 + 16]) + sum(state.cage[p * 4:p * 4 + 4]) + sum(state.storage[p * 4:p * 4 + 4])
    for spots in state.fills[p]:
        for f in spots:
            if f >= 4:
                n += 2
            elif f >= 0:
                n += 1
    return n


def light_dark(state, p: int) -> tuple[int, int]:
    ru = rules()
    k = len(ru.tile_type)
    light = dark = 0
    for kind in range(k):
        c = state.owned[p * k + kind]
        if ru.tile_light[kind]:
            light += c
        else:
            dark += c
    return light, dark


def conversion(state, p: int) -> list[int]:
    """C35: VP for (Marks, cubes, outstanding orders, tunnel balance) if the game ended now."""
    ru = rules()
    light, dark = light_dark(state, p)
    return [state.marks[p] // ru.marks_per_vp, cubes_of(state, p) // ru.cubes_per_vp,
            ru.outstanding_vp * len(state.orders[p]), ru.imbalance_vp * abs(light - dark)]


def end_game(state) -> None:
    ru = rules()
    state.end = []
    for p in range(state.n):
        conv = conversion(state, p)
        state.end.extend(conv)
        emit(state, "end", p, N_("{player} converts: {total:+d} VP."), {"total": sum(conv)}, marks=conv[0], coal=conv[1],
             outstanding=conv[2], balance=conv[3], tiebreak=state.marks[p] % ru.marks_per_vp)
    state.stage = "over"
    state.current = -1
    res = final_result(state)
    emit(state, "over", res["winner"], N_("{player} wins."), scores=res["scores"],
         tiebreak=res["tiebreak"])


def scores_now(state) -> list[int]:
    out = [state.vp_orders[p] + state.vp_shift[p] for p in range(state.n)]
    if state.end:
        for p in range(state.n):
            out[p] += sum(state.end[p * 4:p * 4 + 4])
    return out


def _result(state, extra: list[list[int]]) -> Result:
    ru = rules()
    rows: list[PlayerResult] = []
    for p in range(state.n):
        values = [state.vp_orders[p], state.vp_shift[p], *extra[p]]
        rows.append({"player": p, "score": sum(values), "breakdown": dict(zip(CATEGORIES, values, strict=True))})
    # C37: most VP, then most Marks left after the conversion (M mod 5); still tied: shared win
    tb = [state.marks[p] % ru.marks_per_vp for p in range(state.n)]
    ranked = sorted(range(state.n), key=lambda p: (-rows[p]["score"], -tb[p], p))
    best = ranked[0]
    tied_vp = [p for p in range(state.n) if rows[p]["score"] == rows[best]["score"]]
    tiebreak: str | None = None
    if len(tied_vp) > 1:
        tied = [p for p in tied_vp if tb[p] == tb[best]]
        tiebreak = "marks_left" if len(tied) == 1 else "shared"
    winners = [p for p in tied_vp if tb[p] == tb[best]]
    return {"scores": [r["score"] for r in rows], "players": rows, "winner": best, "winners": winners,
            "ranking": ranked, "tiebreak": tiebreak}


def projected_result(state) -> Result:
    """The result if the game ended now (conversion applied to the position as it stands)."""
    if state.end:
        return final_result(state)
    return _result(state, [conversion(state, p) for p in range(state.n)])


def final_result(state) -> Result:
    if not state.end:
        raise ValueError("the game is not over")
    return _result(state, [state.end[p * 4:p * 4 + 4] for p in range(state.n)])
