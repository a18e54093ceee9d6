"""What the window and the bots ask the engine, in one place: whose decision and of what kind, and
the public queries over a position (so no caller keeps its own copy of a rule).

decision(state)                       -> (player, kind): take1, take2, r10, plan, execute, dig, reel,
                                         tile_option, storage, over
planning.worker_open(state, p, w)     -> may worker w (index) be planned now (R16-R19, the Water Mill)
planning.item_name / item_index       -> the plan-item layout: disks, food, Thaler, disk markers
taking.take_limit(state, p)           -> how many disks p may still take (the second take's cap, R7)
winter.storage_slots(state, p)        -> p's storage places in winter (farm and buildings, R2, R24)
holdings.built_before(state, p, kind) -> the building of that kind p owned before this phase, if any
mining.pinge_flooded(state, p)        -> 2+ pit water in a Pinge still worked: no digging there (R14)
mining.shaft_flooded(state, p)        -> 5+ pit water in the shaft: no digging in the tunnel (R14)
mining.reeling_blocked(state, p)      -> 2+ pit water in the shaft: the Haspelknecht bails before
                                         he reels coal (R14, R19)
mining.pinge_coal_open / tunnel_coal_open (state, p) -> coal a worker can reach now (R21, R33)
mining.wood_areas(state, p)           -> where a wood from the farm may go now (R21, R33)
holdings.usable_marker(state, p, tile) -> may p use this action marker now (from the phase after)
holdings.building_works(state, p, tile) -> does p's building work now (from the phase after)
developments.development_payments(state, p, me, tile) -> how p may reach a tile now: [None]
                                         (adjacent or level 1), distant payments, or [] (R22, R30)
advice.plan_waste(state, p)           -> what confirming p's plan now would waste
scoring.projected_result(state)       -> the result if the game ended now
public_view(state, player, seed)      -> what a player may know: the bag's future draws re-sampled
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.haspelknecht.advice import plan_waste as plan_waste
from game.haspelknecht.developments import development_payments as development_payments
from game.haspelknecht.holdings import building_works as building_works
from game.haspelknecht.holdings import built_before as built_before
from game.haspelknecht.holdings import usable_marker as usable_marker
from game.haspelknecht.mining import pinge_coal_open as pinge_coal_open
from game.haspelknecht.mining import pinge_flooded as pinge_flooded
from game.haspelknecht.mining import reeling_blocked as reeling_blocked
from game.haspelknecht.mining import shaft_flooded as shaft_flooded
from game.haspelknecht.mining import tunnel_coal_open as tunnel_coal_open
from game.haspelknecht.mining import wood_areas as wood_areas
from game.haspelknecht.planning import ITEM_NAMES_BASE as ITEM_NAMES_BASE
from game.haspelknecht.planning import item_index as item_index
from game.haspelknecht.planning import item_name as item_name
from game.haspelknecht.planning import worker_open as worker_open
from game.haspelknecht.scoring import projected_result as projected_result
from game.haspelknecht.taking import take_limit as take_limit
from game.haspelknecht.winter import farm_left as farm_left
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
