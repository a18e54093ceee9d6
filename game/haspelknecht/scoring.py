"""End-of-game scoring (R25) and the winner with its tie-breaks (R26)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import PlayerResult, Result
from game.haspelknecht.rules import CAT, CATEGORIES, END_CATEGORIES, PLAY_CATEGORIES

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState, PlayerState


class PlayerRow(PlayerResult):
    """A seat's row of Haspelknecht's result, with the coal it dug (the first tie-break, R26)."""

    coal_excavated: int


def _table(table: tuple[int, ...], further: int, n: int) -> int:
    if n < len(table):
        return table[n]
    return table[-1] + (n - len(table) + 1) * further


def emptied_sections(state: GameState, p: PlayerState) -> list[int]:
    """Tunnel sections with no coal left (a section can only be dug out once its wood is in)."""
    return [i for i, cum in enumerate(state.rules.tunnel_cum) if p.tunnel_taken >= cum]


def coal_excavated(state: GameState, p: PlayerState) -> int:
    """Coal dug out of the player's own Pinge and tunnel (the first tie-break, R26)."""
    return p.pinge_taken + p.tunnel_taken


def player_stats(state: GameState, seat: int) -> dict[str, float]:
    """How well a seat played, beyond the score (the tournament averages these per bot)."""
    p = state.players[seat]
    sections = len(emptied_sections(state, p))
    return {"mean_debts": p.debts, "pinge_exhausted_share": 1.0 if p.exhausted else 0.0,
            "tunnel_emptied_share": 1.0 if sections else 0.0, "mean_sections_emptied": sections}


def end_breakdown(state: GameState, p: PlayerState) -> dict[str, int]:
    """The end-of-game categories of R25 for one player."""
    r = state.rules
    emptied = emptied_sections(state, p)
    out = dict.fromkeys(END_CATEGORIES, 0)
    out["tunnel"] = sum(r.tunnel_vp[i] for i in emptied)
    symbols_owned: dict[str, int] = {}
    for t in p.owned:
        for s in r.tiles[t].symbols:
            symbols_owned[s] = symbols_owned.get(s, 0) + 1
    for t in p.owned:
        bonus = r.tiles[t].tile.effect.end_bonus
        if bonus is None:
            continue
        if bonus.per_tunnel_symbol:
            out["tunnel_bonus"] += sum(1 for i in emptied if bonus.per_tunnel_symbol in r.tunnel_symbols[i])
        elif bonus.per_tile_symbol:   # the other of the two (the data gives exactly one)
            out["development_bonus"] += symbols_owned.get(bonus.per_tile_symbol, 0)
    out["buildings"] = _table(r.building_table, r.building_further, symbols_owned.get("H", 0))
    out["markers"] = r.unused_marker * len(p.markers)
    out["thalers"] = _table(r.thaler_table, r.thaler_further, p.thalers)
    out["debts"] = (r.debt_first + (p.debts - 1) * r.debt_further) if p.debts else 0
    extra_water = p.pinge_water + p.shaft_water - r.water_free
    out["pit_water"] = extra_water * r.water_further if extra_water > 0 else 0
    return out


def breakdown(state: GameState, p: PlayerState) -> dict[str, int]:
    """Every category, the ones scored during play first."""
    out = dict(zip(PLAY_CATEGORIES, p.breakdown, strict=True))
    out.update(end_breakdown(state, p))
    return {c: out[c] for c in CATEGORIES}


def final_result(state: GameState) -> Result:
    """Scores, breakdowns, the winner and which tie-break decided it."""
    rows: list[PlayerRow] = []
    for i, p in enumerate(state.players):
        bd = breakdown(state, p)
        rows.append({"player": i, "score": sum(bd.values()), "breakdown": bd,
                     "coal_excavated": coal_excavated(state, p)})
    last_order = state.order

    def key(row: PlayerRow) -> tuple[int, int, int]:
        return (row["score"], row["coal_excavated"], -last_order.index(row["player"]))

    ranked = sorted(rows, key=key, reverse=True)
    best, second = ranked[0], ranked[1]
    if best["score"] > second["score"]:
        tiebreak = None
    elif best["coal_excavated"] > second["coal_excavated"]:
        tiebreak = "coal_excavated"
    else:
        tiebreak = "turn_order"
    return {"scores": [r["score"] for r in rows], "players": rows, "winner": best["player"],
            "ranking": [r["player"] for r in ranked], "tiebreak": tiebreak}


def projected_result(state: GameState) -> Result:
    """What final_result would say if the game ended now: valid at any point of the game.

    Each player's score is the score track plus the end categories of R25 as they stand (tunnel,
    bonuses, buildings, markers, Thalers, debts and the pit water penalty); the coal in the farm is
    not scored, since that happens only in winter. Same shape as final_result. A thin wrapper: the
    end scoring reads only counts that exist throughout the game.
    """
    if state.result is not None:
        return state.result
    return final_result(state)


def add_vp(p: PlayerState, category: str, vp: int) -> None:
    """Move the player's marker on the score track, booking the VP under one play category."""
    p.vp += vp
    p.breakdown[CAT[category]] += vp
