"""Advice for a person about to confirm a plan: what confirming now would waste.

The engine lets a player confirm any legal plan, including one that throws pieces away (R11: what
is not placed now cannot be used in this phase; a worker whose pieces allow nothing runs idle).
`plan_waste` names those losses in short sentences so the window can ask "confirm anyway?".

The checks are deliberately optimistic: a warning is given only when the loss is certain whatever
happens during execution (wood produced or taken by the other worker, tiles taken by players who
run before, pit water removed first). A plan that might still work gets no warning.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import _, ngettext
from game.haspelknecht.developments import cost_matches
from game.haspelknecht.mining import shaft_flooded
from game.haspelknecht.planning import worker_colours
from game.haspelknecht.rules import DIGGER, FARMER, FARMHAND, HASPEL, PERMANENT, WOOD, B, K

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState, PlayerState


def plan_waste(state: GameState, player: int) -> list[str]:
    """Short warnings about what confirming the plan of `player` now would waste ([] if nothing)."""
    if state.stage != "plan":
        return []
    p = state.players[player]
    out = []
    left = sum(p.cart)
    if left:
        out.append(ngettext("{n} disk not placed on a worker will be lost",
                            "{n} disks not placed on a worker will be lost", left).format(n=left))
    for w in PERMANENT:
        if _mixed_without_development(state, p, player, w):
            out.append(_("the disks on the farmer match no development you could take: the worker will run idle")
                       if w == FARMER else
                       _("the disks on the farmhand match no development you could take: the worker will run idle"))
    skipped = _black_disks_skipped(state, p, player)
    if skipped:
        out.append(ngettext("{n} black disk will find no pit water to remove and no coal to dig",
                            "{n} black disks will find no pit water to remove and no coal to dig",
                            skipped).format(n=skipped))
    return out


# ---------------------------------------------------------------------------- developments

def _colours(state: GameState, p: PlayerState, w: int) -> list[int]:
    return worker_colours(state, p.plan[w])


def _matching_tiles(state: GameState, p: PlayerState, cols: list[int]) -> list[int]:
    r = state.rules
    return [t for t in state.board.tiles if t not in p.owned
            and cost_matches(r.tiles[t].cost_coloured, r.tiles[t].cost_total, cols)]


def _could_reach(state: GameState, p: PlayerState, player: int, tile: int, stepping: set[int]) -> bool:
    """Could the player be allowed to take `tile` when the worker runs (R22)? Optimistic: the
    other worker may take a neighbouring tile first, a player running earlier may take it (then
    it is a distant development), and a distant payment may be produced during execution."""
    r = state.rules
    if r.tiles[tile].level == 1:
        return True
    near = state.board.adjacent[tile]
    if any(t in p.owned or t in stepping for t in near):
        return True
    if any(o != player for o in state.stacks[tile]):
        return True
    return state.order.index(player) > 0  # someone executes before this player


def _can_develop(state: GameState, p: PlayerState, player: int, w: int, cols: list[int]) -> bool:
    """Could worker w's disks `cols` pay for a development it may be allowed to take (optimistic)?"""
    if w == FARMHAND and not p.improved or len(p.owned) >= state.rules.max_developments:
        return False  # R30: no development is possible any more
    other = FARMHAND if w == FARMER else FARMER
    stepping = set()
    if other == FARMER or p.improved:
        stepping = set(_matching_tiles(state, p, _colours(state, p, other)))
    return any(_could_reach(state, p, player, t, stepping) for t in _matching_tiles(state, p, cols))


def _mixed_without_development(state: GameState, p: PlayerState, player: int, w: int) -> bool:
    cols = _colours(state, p, w)
    if sum(1 for n in cols if n) < 2:
        return False  # one colour (or nothing): the worker can always produce or mine
    if w == FARMHAND and not p.improved:
        return False  # the planning rules never let this happen
    return not _can_develop(state, p, player, w, cols)


# ---------------------------------------------------------------------------- black disks

def _wood_from(state: GameState, p: PlayerState, w: int) -> int:
    """The most wood worker w could bring this phase: its disks producing wood (one colour only,
    R12), or a development they could pay that gives wood (access is not asked: optimistic)."""
    cols = _colours(state, p, w)
    wood = cols[B] if cols[B] == sum(cols) else 0
    if w == FARMER or p.improved:
        wood = max([wood] + [_tile_wood(state, t) for t in _matching_tiles(state, p, cols)])
    return wood


def _water_from(state: GameState, p: PlayerState, w: int) -> int:
    """The most pit water a development that worker w's disks could pay brings (R11: only tiles)."""
    if w != FARMER and not p.improved:
        return 0
    out = 0
    for t in _matching_tiles(state, p, _colours(state, p, w)):
        eff = state.rules.tiles[t].tile.effect
        options = eff.choice.options if eff.choice is not None else []
        out = max([out, eff.pit_water] + [eff.pit_water + o.pit_water for o in options])
    return out


def _tile_wood(state: GameState, tile: int) -> int:
    """The most wood a development gives when taken (its gain, or its best option's)."""
    eff = state.rules.tiles[tile].tile.effect
    options = eff.choice.options if eff.choice is not None else []
    return eff.gain.get("wood", 0) + max([0] + [o.gain.get("wood", 0) for o in options])


def _black_disks_skipped(state: GameState, p: PlayerState, player: int) -> int:
    """Black disks on mining workers beyond the most that could find something to do (R12-R14)."""
    r = state.rules
    mining = []
    for w in PERMANENT:
        cols = _colours(state, p, w)
        # black disks alone can pay some tiles (grey circles): then they need not mine at all
        if cols[K] and cols[K] == sum(cols) and not _can_develop(state, p, player, w, cols):
            mining.append(w)
    if not mining:
        return 0
    placed = sum(_colours(state, p, w)[K] for w in mining)
    others = [w for w in PERMANENT if w not in mining and any(p.plan[w])]
    # wood the player could have when digging: the farm's, plus what a worker that does something
    # else could bring (its brown disks producing wood, or a development that gives wood)
    wood = p.farm[WOOD] + sum(_wood_from(state, p, w) for w in others)
    useful = 0
    tunnel_wood = p.tunnel_wood
    if not p.exhausted:
        fields = min(r.pinge_wood_fields, p.pinge_wood + wood)
        wood -= fields - p.pinge_wood
        # a development taken by the other worker may bring pit water (one, and more to bail)
        pit_water = p.pinge_water + max([0] + [_water_from(state, p, w) for w in others])
        useful += -(-pit_water // r.black_removes)
        reachable = r.pinge_bounds[fields] - p.pinge_taken
        useful += reachable
        if p.pinge_taken + reachable < r.pinge_coal:
            return max(0, placed - useful)  # the tunnel stays closed this phase (R33)
        # a worker that empties the Pinge loses the disks it has left (R12): the tunnel serves
        # only a worker that runs after the Pinge is empty, so with one mining worker and nothing
        # else that could empty the Pinge before it (the Coal-digger, a development, a marker)
        # the tunnel is out of its reach
        if len(mining) == 1 and not others and not any(p.plan[DIGGER]) and not p.markers:
            return max(0, placed - useful)
    # the tunnel: only coal; a Haspelknecht, a removal marker or the Pinge's own water decide
    # whether the shaft could be drained below the digging limit, so only a certain block counts
    blocked = shaft_flooded(state, p) and not any(p.plan[HASPEL]) and not p.markers
    if not blocked:
        sections = min(len(r.tunnel_cum), tunnel_wood + max(0, wood))
        if sections:
            useful += r.tunnel_cum[sections - 1] - p.tunnel_taken
    return max(0, placed - useful)
