"""The legal actions of the decision at hand: taking, R10, planning, execution (activations,
developments, digging, reeling, tile options and the free moves), winter storage."""

from __future__ import annotations

from game.haspelknecht.actions import A, Action
from game.haspelknecht.advice import plan_waste as plan_waste  # re-exported: the window's query
from game.haspelknecht.developments import (
    development_actions,
    option_possible,
)
from game.haspelknecht.holdings import built_before as _built_before
from game.haspelknecht.holdings import marker_use as _marker_use
from game.haspelknecht.holdings import usable_marker as _usable_marker
from game.haspelknecht.mining import (
    dig_choices,
    reel_choices,
    windlass_ready,
    wood_areas,
)
from game.haspelknecht.planning import ITEM_NAMES_BASE as ITEM_NAMES_BASE  # re-exported
from game.haspelknecht.planning import item_name as item_name  # re-exported: the window, the bots
from game.haspelknecht.planning import (
    legal_plan,
    worker_colours,
)
from game.haspelknecht.rules import (
    FARMER,
    PERMANENT,
    WOOD,
    WORKERS,
    B,
    K,
    Y,
)
from game.haspelknecht.state import GameState, PlayerState
from game.haspelknecht.taking import legal_take as _legal_take
from game.haspelknecht.winter import legal_storage as _legal_storage

MODE_OF_COLOUR = ("food", "wood", "mine")

def legal_actions(state: GameState) -> list[Action]:
    stage = state.stage
    if stage == "over":
        return []
    p = state.players[state.to_move]
    if stage == "take1" or stage == "take2":
        return _legal_take(state, p, stage == "take2")
    if stage == "r10":
        return [A("return_pit_water"), A("pass")]
    if stage == "plan":
        return legal_plan(state, p)
    if stage == "execute":
        return _legal_execute(state, p)
    if stage == "storage":
        return _legal_storage(state, p)
    raise AssertionError(stage)


def _legal_execute(state: GameState, p: PlayerState) -> list[Action]:
    pend = state.pending
    out: list[Action] = []
    if pend is None:
        all_done = True
        for w in range(len(WORKERS)):
            plan = p.plan[w]
            if not any(plan) or p.done >> w & 1:
                continue
            all_done = False
            out.extend(_activations(state, p, w))
        _free_actions(state, p, out, allow_windlass=True)
        if all_done:
            out.append(A("end_turn"))
        return out
    if pend[0] == "dig":
        out.extend(A("dig", c) for c in dig_choices(state, p, pend[3]))
    elif pend[0] == "haspel":
        out.extend(A("reel", c) for c in reel_choices(state, p))
    elif pend[0] == "option":
        tile = pend[1]
        choice = state.rules.tiles[tile].choice
        for opt in choice.options:
            if option_possible(state, p, opt):
                out.append(A("tile_option", tile, opt.id))
        if choice.optional or not out:
            out.append(A("tile_option", tile, "none"))
    _free_actions(state, p, out, allow_windlass=False)
    return out


def _activations(state: GameState, p: PlayerState, w: int) -> list[Action]:
    wname = WORKERS[w]
    if w not in PERMANENT:
        return [A("activate", wname, None)]
    cols = worker_colours(state, p.plan[w])
    used = [c for c in (Y, B, K) if cols[c]]
    out = []
    if len(used) == 1:
        out.append(A("activate", wname, MODE_OF_COLOUR[used[0]]))
    if w == FARMER or p.improved:
        out.extend(development_actions(state, p, w, cols))
    if not out:
        out.append(A("activate", wname, "idle"))
    return out


def _free_actions(state: GameState, p: PlayerState, out: list[Action], allow_windlass: bool) -> None:
    """Moves allowed at any moment of the owner's execution (R4, R11, R21)."""
    r = state.rules
    if p.farm[WOOD]:
        out.extend(A("place_wood", area) for area in wood_areas(state, p))
    for tile in p.markers:
        if not _usable_marker(state, p, tile):
            continue
        use = _marker_use(state, tile)
        if use == "remove_pit_water" and (p.shaft_water if p.exhausted else p.pinge_water):
            out.append(A("use_marker", tile))
        elif use == "haspelknecht" and allow_windlass and windlass_ready(state, p):
            out.append(A("use_marker", tile))
    if not p.burner_used:
        burner = _built_before(state, p, "charcoal_burner")
        if burner is not None and p.farm[WOOD] >= r.tiles[burner].building.wood:
            out.append(A("burn_charcoal"))
