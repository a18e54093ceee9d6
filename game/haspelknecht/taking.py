"""The disks: refilling the pools (R8), taking in two steps (R6, R7, R10), the Oil Lamp, and
the turn order that follows (R9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import rng as rng_mod
from game.core.i18n import N_
from game.haspelknecht.actions import A, Action
from game.haspelknecht.chronicle import log
from game.haspelknecht.holdings import marker_use, usable_marker
from game.haspelknecht.mining import add_water
from game.haspelknecht.rules import COLOURS, B, K, Y
from game.haspelknecht.words import colour_word, mark

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState, PlayerState


def fill_pools(state: GameState) -> None:
    """R8: reserve disks join their action pools, 3 new per reserve, then top up in board order."""
    r = state.rules
    bag = state.bag
    for i, res in enumerate(state.reserves):
        pool = state.pools[i]
        for c in (Y, B, K):
            pool[c] += res[c]
            res[c] = 0
    for res in state.reserves:
        for _ in range(r.reserve_draw):
            draw_into(state, bag, res)
    for pool in state.pools:
        while sum(pool) < r.action_fill and sum(bag) > 0:
            draw_into(state, bag, pool)


def draw_into(state: GameState, bag: list[int], target: list[int]) -> None:
    total = bag[0] + bag[1] + bag[2]
    if not total:
        return
    state.rng, x = rng_mod.below(state.rng, total)
    c = 0 if x < bag[0] else 1 if x < bag[0] + bag[1] else 2
    bag[c] -= 1
    target[c] += 1


def legal_take(state: GameState, p: PlayerState, second: bool) -> list[Action]:
    out = []
    ids = state.rules.pools
    for i, pool in enumerate(state.pools):
        for c in (Y, B, K):
            if pool[c]:
                out.append(A("take", ids[i], COLOURS[c]))
    if second:
        out.append(A("pass"))
    for tile in p.markers:
        if marker_use(state, tile) == "swap_pools" and usable_marker(state, p, tile):
            for i, pool in enumerate(state.pools):
                res = state.reserves[i]
                for rc in (Y, B, K):
                    if res[rc]:
                        for pc in (Y, B, K):
                            if pc != rc and pool[pc]:
                                out.append(A("oil_lamp", ids[i], COLOURS[rc], COLOURS[pc]))
    return out


def apply_oil_lamp(state: GameState, p: PlayerState, pool_id: int, give: str, get: str) -> None:
    """The Oil Lamp marker (R11 as amended): a reserve disk swaps with a disk of another colour in
    its action pool, on the owner's turn to take."""
    me = state.to_move
    i = state.rules.pools.index(pool_id)
    rc, pc = COLOURS.index(give), COLOURS.index(get)
    state.reserves[i][rc] -= 1
    state.pools[i][rc] += 1
    state.pools[i][pc] -= 1
    state.reserves[i][pc] += 1
    tile = next(t for t in p.markers if marker_use(state, t) == "swap_pools")
    del p.markers[tile]
    if state.events is not None:
        log(state, "oil_lamp", me, N_("{player} uses the Oil Lamp: {give} from reserve {pool} swaps with {get}"),
            pool=pool_id, give=colour_word(give), get=colour_word(get))


def take_limit(state: GameState, p: PlayerState) -> int:
    """How many disks p may still take this action phase: the second take's cap (R7), the disks
    taken so far counted against the rules' maximum."""
    return state.rules.max_disks - sum(p.taken1) - sum(p.taken2)


# "{colour}" is a disk colour standing for its disks ("takes 3 black")
_TAKE = mark.ngettext("{player} takes {count} {colour} from pool {pool}",
                      "{player} takes {count} {colour} from pool {pool}", "count")
_TAKE_WATER = mark.ngettext("{player} takes {count} {colour} from pool {pool} and a pit water",
                            "{player} takes {count} {colour} from pool {pool} and a pit water", "count")
_TAKE_SECOND = mark.ngettext("{player} takes {count} {colour} from pool {pool} (second take)",
                             "{player} takes {count} {colour} from pool {pool} (second take)", "count")
# the players in the new order, by the number of players (chronicle.HaspelEvent names the places)
_TURN_ORDER = {2: N_("Turn order: {first}, {second}"), 3: N_("Turn order: {first}, {second}, {third}"),
               4: N_("Turn order: {first}, {second}, {third}, {fourth}")}


def apply_take(state: GameState, p: PlayerState, pool_id: int, c: int) -> None:
    r = state.rules
    i = r.pools.index(pool_id)
    me = state.to_move
    if state.stage == "take1":
        n = state.pools[i][c]
        state.pools[i][c] = 0
        p.taken1[c] += n
        p.cart[c] += n
        water = bool(r.pool_water[i])
        if water:
            add_water(p, r.water_pool_pit_water)
        if state.events is not None:
            log(state, "take", me, _TAKE_WATER if water else _TAKE, pool=pool_id, colour=colour_word(COLOURS[c]),
                count=n, second=False, pit_water=water)
        state.idx += 1
        if state.idx == len(state.order):
            state.stage = "take2"
            state.idx = 0
    else:
        have = sum(p.taken1) + sum(p.taken2)
        n = min(state.pools[i][c], r.max_disks - have)  # = take_limit (inlined: the hot path)
        state.pools[i][c] -= n
        p.taken2[c] += n
        p.cart[c] += n
        if state.events is not None:
            log(state, "take", me, _TAKE_SECOND, pool=pool_id, colour=colour_word(COLOURS[c]), count=n,
                second=True, pit_water=False)
        after_take2(state, p)


def after_take2(state: GameState, p: PlayerState) -> None:
    r = state.rules
    if (state.phase == 0 and sum(p.taken1) + sum(p.taken2) < r.first_spring_below
            and (p.shaft_water if p.exhausted else p.pinge_water)):
        state.stage = "r10"
        return
    next_taker(state)


def next_taker(state: GameState) -> None:
    state.idx += 1


def turn_order(state: GameState) -> None:
    """R9: ascending value of the step-1 disks; a tie goes to the player later in the old order."""
    tv = state.rules.turn_value
    old = state.order

    def key(i: int) -> tuple[int, int]:
        t = state.players[i].taken1
        return (t[0] * tv[0] + t[1] * tv[1] + t[2] * tv[2], -old.index(i))

    state.order = sorted(old, key=key)
    if state.events is not None:
        log(state, "turn_order", None, _TURN_ORDER[len(state.order)], order=list(state.order))
