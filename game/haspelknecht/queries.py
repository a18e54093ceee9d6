"""What the window and the bots ask the engine, in one place: whose decision and of what kind, and
the public queries over a position (so no caller keeps its own copy of a rule).

decision(state)                       -> (player, kind): take1, take2, r10, plan, execute, dig, reel,
                                         tile_option, storage, over
planning.worker_open(state, p, w)     -> may worker w (index) be planned now (R16-R19, the Water Mill)
planning.item_name / item_index       -> the plan-item layout: disks, food, Thaler, disk markers
taking.take_limit(state, p)           -> how many disks p may still take (the second take's cap, R7)
winter.storage_slots(state, p)        -> p's storage places in winter (farm and buildings, R2, R24)
holdings.built_before(state, p, kind) -> the building of that kind p owned before this phase, if any
advice.plan_waste(state, p)           -> what confirming p's plan now would waste
scoring.projected_result(state)       -> the result if the game ended now
public_view(state, player, seed)      -> what a player may know: the bag's future draws re-sampled
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.haspelknecht.advice import plan_waste as plan_waste
from game.haspelknecht.holdings import built_before as built_before
from game.haspelknecht.planning import ITEM_NAMES_BASE as ITEM_NAMES_BASE
from game.haspelknecht.planning import item_index as item_index
from game.haspelknecht.planning import item_name as item_name
from game.haspelknecht.planning import worker_open as worker_open
from game.haspelknecht.scoring import projected_result as projected_result
from game.haspelknecht.taking import take_limit as take_limit
from game.haspelknecht.winter import storage_slots as storage_slots

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState


def decision(state: GameState) -> tuple[int | None, str]:
    """(player, kind of decision): take, take2, r10, plan, execute, dig, reel, tile_option, storage, over."""
    if state.stage == "over":
        return None, "over"
    if state.stage == "execute" and state.pending is not None:
        return state.current, {"dig": "dig", "haspel": "reel", "option": "tile_option"}[state.pending[0]]
    return state.current, state.stage


def public_view(state: GameState, player: int, seed: int) -> GameState:
    """A copy holding only what `player` can know. Everything at the table is open; the one hidden
    thing is the order of the bag's future draws, which the copy takes from `seed` (its generator
    state is set to it) instead of the game's generator. Bots think only on such copies. The copy
    keeps no chronicle."""
    c = state.clone()
    c.rng = seed & 0xFFFFFFFFFFFFFFFF
    return c
