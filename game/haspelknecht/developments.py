"""Developments (R22, R30, R3): which tiles a worker's disks can take, acquiring one, and the
tile effects that arrive at once, with the a/b options of tiles 31, 33 and 34.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import N_, Term
from game.haspelknecht.actions import A, Action
from game.haspelknecht.chronicle import log
from game.haspelknecht.mining import (
    add_water,
    can_dig_pinge,
    can_dig_tunnel,
    excavate_pinge,
    excavate_tunnel,
    remove_water,
)
from game.haspelknecht.rules import RESOURCES, WORKERS
from game.haspelknecht.scoring import add_vp
from game.haspelknecht.words import Goods, Phrases, Plural, mark, worker_word

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState, PlayerState


def cost_matches(cost_coloured: tuple[int, int, int], total: int, cols: list[int]) -> bool:
    """R22: exactly as many disks as the cost shows, each coloured circle met by its colour."""
    return sum(cols) == total and cols[0] >= cost_coloured[0] and cols[1] >= cost_coloured[1] \
        and cols[2] >= cost_coloured[2]


def development_payments(state: GameState, p: PlayerState, me: int, tile: int) -> list[str | None]:
    """How player `me` (whose PlayerState is p) may reach `tile` now, whatever the disks: [None] for
    a tile of level 1 or next to one of his (R22); for another, the resources he could pay as the
    distant payment if its top owner is someone else; [] if he owns it or has no player disk left
    to mark it (R30)."""
    r = state.rules
    if tile in p.owned or len(p.owned) >= r.max_developments:
        return []
    info = r.tiles[tile]
    if info.level == 1 or any(t in p.owned for t in state.board.adjacent[tile]):
        return [None]
    stack = state.stacks[tile]
    if not stack or stack[-1] == me:
        return []
    return [RESOURCES[res] for res in r.distant_payment[info.level] if p.farm[res]]


def development_actions(state: GameState, p: PlayerState, w: int, cols: list[int]) -> list[Action]:
    """The develop actions worker w's disks allow: adjacency or a distant payment (R22), R30."""
    r = state.rules
    out: list[Action] = []
    if len(p.owned) >= r.max_developments:
        return out  # R30: no player disk left to mark another tile
    wname = WORKERS[w]
    me = state.to_move
    for tile in state.board.tiles:
        info = r.tiles[tile]
        if not cost_matches(info.cost_coloured, info.cost_total, cols):
            continue
        out.extend(A("develop", wname, tile, pay) for pay in development_payments(state, p, me, tile))
    return out


def option_possible(state: GameState, p: PlayerState, opt) -> bool:
    """Can the player pay for this tile option and, if it moves a coal, reach one?"""
    for res, n in opt.pay.items():
        if p.farm[RESOURCES.index(res)] < n:
            return False
    if opt.excavate == "pinge":
        return can_dig_pinge(state, p)
    if opt.excavate == "tunnel":
        return can_dig_tunnel(state, p)
    return True


def gain_goods(state: GameState, p: PlayerState, gain: dict) -> None:
    """Goods from the supply into the farm (Thalers to the player); coal is counted as coming in."""
    for res, n in gain.items():
        if res == "thaler":
            p.thalers += n
        else:
            p.farm[RESOURCES.index(res)] += n
            if res == "coal":
                state.coal_in += n


def develop(state: GameState, p: PlayerState, w: int, tile: int, pay: str | None) -> None:
    """Worker w acquires the tile: distant payment, VP by order of owners, the effects at once."""
    r = state.rules
    me = state.to_move
    info = r.tiles[tile]
    p.done |= 1 << w
    p.kinds[w] = "develop"
    stack = state.stacks[tile]
    msg = N_("{player}'s {name} acquires {tile} {tile_name} (+{vp} VP)")
    paid: dict = {}
    if pay is not None:  # R22: distant development, one resource to the top owner
        res = RESOURCES.index(pay)
        p.farm[res] -= 1
        state.players[stack[-1]].farm[res] += 1
        msg = N_("{player}'s {name} acquires {tile} {tile_name}, paying {payment} to {owner} (+{vp} VP)")
        paid = {"payment": Goods({pay: 1}), "owner": stack[-1]}
    stack.append(me)
    order = r.vp_by_order[info.level]
    vp = order[len(stack) - 1] if len(stack) <= len(order) else 0
    add_vp(p, "developments", vp)
    p.owned.append(tile)
    if state.events is not None:
        log(state, "develop", me, msg, worker=WORKERS[w], tile=tile, vp=vp, name=worker_word(WORKERS[w]),
            tile_name=Term(info.name), **paid)
    eff = info.tile.effect
    gain_goods(state, p, eff.gain)
    if eff.pit_water > 0:
        add_water(p, eff.pit_water)
    elif eff.pit_water < 0:
        remove_water(p, -eff.pit_water)
    if eff.shaft_coal:  # R29: Lorry coal comes from the supply, even while the Pinge is worked
        p.shaft_coal += eff.shaft_coal
        state.coal_in += eff.shaft_coal
    if eff.improved_farmhand:
        p.improved = True
    if eff.marker:
        p.markers[tile] = state.phase
    if eff.building:
        p.buildings[tile] = state.phase
    if eff.choice:
        state.pending = ("option", tile)


def choose_tile_option(state: GameState, p: PlayerState, tile: int, option: str) -> None:
    state.pending = None
    if option == "none":
        return
    opt = next(o for o in state.rules.tiles[tile].choice.options if o.id == option)
    for res, n in opt.pay.items():
        p.farm[RESOURCES.index(res)] -= n
        if res == "coal":
            state.coal_out += n
    gain_goods(state, p, opt.gain)
    if opt.pit_water > 0:
        add_water(p, opt.pit_water)
    parts: list[tuple[str | Plural, dict]] = [(N_("pays {goods}"), {"goods": Goods(opt.pay)})] if opt.pay else []
    if any(opt.gain.values()):
        parts.append((N_("gets {goods}"), {"goods": Goods(opt.gain)}))
    if opt.pit_water > 0:
        parts.append((mark.ngettext("takes {n} pit water", "takes {n} pit water", "n"), {"n": opt.pit_water}))
    if opt.excavate == "pinge":
        parts.append((N_("moves 1 coal from the Pinge to the farm"), {}))
    elif opt.excavate == "tunnel":
        parts.append((N_("moves 1 coal from the tunnel into the shaft"), {}))
    me = state.to_move
    text = N_("{player} chooses option {option} of {tile} {tile_name}: {effects}")
    data = {"tile": tile, "option": option, "tile_name": Term(state.rules.tiles[tile].name),
            "effects": Phrases(parts)}
    if opt.excavate == "pinge":
        excavate_pinge(state, p, text, "tile_option", **data)  # logs the choice, then the exhaustion it may cause
        return
    if opt.excavate == "tunnel":
        excavate_tunnel(p)
    if state.events is not None:
        log(state, "tile_option", me, text, **data)
