"""Planning (R11): the items a player places on workers, where each may go, and moving them.

Items are indexed: the three disk colours, food, Thaler, then the disk markers (Wheelbarrow,
Ladder, Hammer and Pick) in the order of rules.disk_markers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.haspelknecht.actions import A, Action, IllegalAction
from game.haspelknecht.holdings import built_before, usable_marker
from game.haspelknecht.rules import (
    COLOURS,
    DIGGER,
    FARMER,
    FARMHAND,
    FOOD,
    HASPEL,
    MILL,
    MINER,
    WORKERS,
    B,
    K,
    Y,
)

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState, PlayerState

ITEM_NAMES_BASE = ("yellow", "brown", "black", "food", "thaler")
I_FOOD, I_THALER = 3, 4


def worker_colours(state: GameState, plan: list[int]) -> list[int]:
    """Disk colours on a worker, disk markers counted as their colour."""
    cols = plan[:3]
    r = state.rules
    for j, tile in enumerate(r.disk_markers):
        if plan[5 + j]:
            cols[r.marker_colour[tile]] += plan[5 + j]
    return cols


def item_name(state: GameState, item: int) -> str:
    if item < 5:
        return ITEM_NAMES_BASE[item]
    return f"marker:{state.rules.disk_markers[item - 5]}"


def item_index(state: GameState, name: str) -> int:
    if name in ITEM_NAMES_BASE:
        return ITEM_NAMES_BASE.index(name)
    if isinstance(name, str) and name.startswith("marker:"):
        try:
            return state.rules.disk_marker_item(int(name[7:]))
        except ValueError:
            pass
    raise IllegalAction(f"unknown item {name!r}")


def worker_open(state: GameState, p: PlayerState, w: int) -> bool:
    """Can this worker take placements in this phase at all?"""
    if w == DIGGER:
        return not p.exhausted
    if w in (MINER, HASPEL):
        return p.exhausted
    if w == MILL:
        return built_before(state, p, "water_mill") is not None
    return True


def item_fits(state: GameState, p: PlayerState, w: int, item: int, colour: int | None) -> bool:
    """May one more of `item` (a disk of `colour`, food or Thaler) go on worker w?"""
    r = state.rules
    plan = p.plan[w]
    if w == FARMER or (w == FARMHAND and p.improved):
        return colour is not None  # any mix: it may become a development
    if w == FARMHAND:
        if colour is None:
            return False
        cols = worker_colours(state, plan)
        return all(n == 0 for c, n in enumerate(cols) if c != colour)
    if w in (DIGGER, MINER, HASPEL):
        if sum(plan):
            return False  # exactly one payment
        pay = r.digger_pay if w == DIGGER else r.miner_pay if w == MINER else r.haspel_pay
        if colour is not None:
            return COLOURS[colour] in pay
        return ITEM_NAMES_BASE[item] in pay
    if w == MILL:
        tile = built_before(state, p, "water_mill")
        if colour is None or tile is None:
            return False
        modes = r.tiles[tile].building.modes
        cols = worker_colours(state, plan)
        have = sum(cols)
        for m in modes:
            mc = COLOURS.index(m.colour)
            if mc == colour and have < m.disks and have == cols[mc]:
                return True
        return False
    return False


def legal_plan(state: GameState, p: PlayerState) -> list[Action]:
    r = state.rules
    out = []
    supplies: list[tuple[int, int | None]] = []  # (item index, colour or None) the player can place now
    for c in (Y, B, K):
        if p.cart[c]:
            supplies.append((c, c))
    if p.farm[FOOD]:
        supplies.append((I_FOOD, None))
    if p.thalers:
        supplies.append((I_THALER, None))
    for j, tile in enumerate(r.disk_markers):
        if usable_marker(state, p, tile):
            supplies.append((5 + j, r.marker_colour[tile]))
    for w in range(len(WORKERS)):
        if not worker_open(state, p, w):
            continue
        wname = WORKERS[w]
        for item, colour in supplies:
            if item_fits(state, p, w, item, colour):
                out.append(A("place", wname, item_name(state, item)))
        for item, n in enumerate(p.plan[w]):
            if n:
                out.append(A("retrieve", wname, item_name(state, item)))
    if mill_plan_ok(state, p):
        out.append(A("confirm_plan"))
    return out


def mill_plan_ok(state: GameState, p: PlayerState) -> bool:
    have = sum(p.plan[MILL])
    if not have:
        return True
    tile = built_before(state, p, "water_mill")
    return tile is not None and any(m.disks == have for m in state.rules.tiles[tile].building.modes)


def move_item(state: GameState, p: PlayerState, item: int, sign: int) -> None:
    """Move one item from the player's supply onto a worker (sign +1) or back (sign -1)."""
    if item < 3:
        p.cart[item] -= sign
    elif item == I_FOOD:
        p.farm[FOOD] -= sign
    elif item == I_THALER:
        p.thalers -= sign
    else:
        tile = state.rules.disk_markers[item - 5]
        if sign > 0:
            del p.markers[tile]
        else:
            p.markers[tile] = -1  # gained before this phase: usable again
