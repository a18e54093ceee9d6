"""Why an action is not legal now: one sentence for the player (None exactly for the legal ones)."""

from __future__ import annotations

from game.haspelknecht.actions import Action, IllegalAction
from game.haspelknecht.advice import plan_waste as plan_waste  # re-exported: the window's query
from game.haspelknecht.legal import legal_actions
from game.haspelknecht.mining import (
    explain as explain_mining,
)
from game.haspelknecht.planning import (
    I_FOOD,
    I_THALER,
    item_index,
    worker_open,
)
from game.haspelknecht.planning import ITEM_NAMES_BASE as ITEM_NAMES_BASE  # re-exported
from game.haspelknecht.planning import item_name as item_name  # re-exported: the window, the bots
from game.haspelknecht.queries import decision
from game.haspelknecht.rules import (
    COLOURS,
    DIGGER,
    FARMHAND,
    FOOD,
    HASPEL,
    MILL,
    MINER,
    WORKERS,
)
from game.haspelknecht.state import GameState


def explain_illegal(state: GameState, action: Action) -> str | None:
    """None if the action is legal now, else a one-line reason a player can read."""
    if not isinstance(action, Action):
        return f"not an action: {action!r}"
    if action in legal_actions(state):
        return None
    if state.stage == "over":
        return "the game is over"
    player, kind = decision(state)
    who = f"P{player + 1}"  # explanations name the seat as the command line does
    k = action.kind
    stage_of = {"take": ("take1", "take2"), "oil_lamp": ("take1", "take2"), "pass": ("take2", "r10"),
                "return_pit_water": ("r10",), "place": ("plan",), "retrieve": ("plan",),
                "confirm_plan": ("plan",), "store": ("storage",), "unstore": ("storage",),
                "confirm_storage": ("storage",)}
    if k in stage_of and state.stage not in stage_of[k]:
        return f"{who} is not at that step now: the game waits for a {kind} decision"
    if k in ("dig", "reel", "tile_option") and kind != {"dig": "dig", "reel": "reel",
                                                          "tile_option": "tile_option"}[k]:
        return f"no {k} decision is open now; the game waits for {kind}"
    p = state.players[player]
    try:
        if k == "take":
            pool, colour = action.args
            i = state.rules.pools.index(pool) if pool in state.rules.pools else None
            if i is None:
                return f"there is no action pool {pool} in a {state.options.players}-player game"
            if colour not in COLOURS or not state.pools[i][COLOURS.index(colour)]:
                return f"pool {pool} holds no {colour} disks"
        if k == "place":
            worker, item = action.args
            if worker not in WORKERS:
                return f"unknown worker {worker!r}"
            w = WORKERS.index(worker)
            if not worker_open(state, p, w):
                return {DIGGER: "the Coal-digger is gone once the Pinge is exhausted",
                        MINER: "the Coal-miner comes only after the Pinge is exhausted",
                        HASPEL: "the Haspelknecht comes only after the Pinge is exhausted",
                        MILL: "you have no Water Mill built before this phase"}.get(w, "not open")
            idx = item_index(state, item)
            if idx < 3 and not p.cart[idx]:
                return f"you have no {item} disk left to place"
            if idx == I_FOOD and not p.farm[FOOD]:
                return "you have no food in your farm"
            if idx == I_THALER and not p.thalers:
                return "you have no Thaler"
            if w == FARMHAND:
                return "a farmhand works with disks of one colour only (the improved farmhand may develop)"
            if w in (DIGGER, MINER, HASPEL):
                return f"the {worker.replace('_', '-')} takes exactly one payment of the right kind"
            if w == MILL:
                return "the Water Mill takes exactly 2 yellow or 2 black disks"
            return f"{item} cannot go on the {worker}"
        if k == "develop":
            worker, tile, pay = action.args
            if tile not in state.board.tiles:
                return f"tile {tile} is not on the development board"
            if tile in p.owned:
                return f"you already own tile {tile}"
            if len(p.owned) >= state.rules.max_developments:
                return (f"you already own {len(p.owned)} developments, the most a player can: no "
                        "player disk is left to mark another")
            return f"tile {tile} is not open to you with what is on the {worker} (cost, adjacency or payment)"
        reason = explain_mining(state, p, action)
        if reason:
            return reason
        if k == "end_turn":
            return "activate every worker you planned before ending your turn"
        if k == "confirm_plan":
            return "the Water Mill needs exactly 2 yellow or 2 black disks, or none"
    except (TypeError, ValueError, IllegalAction) as exc:
        return f"malformed action {action}: {exc}"
    return f"{action} is not allowed now ({who} has a {kind} decision)"
