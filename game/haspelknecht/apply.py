"""Applying a legal action: its effect, then every step the rules force after it (flow.settle), so
the state then waits on a real decision or the game is over."""

from __future__ import annotations

from game.core.i18n import N_, Term
from game.haspelknecht.actions import Action, IllegalAction
from game.haspelknecht.advice import plan_waste as plan_waste  # re-exported: the window's query
from game.haspelknecht.chronicle import log as _log
from game.haspelknecht.developments import (
    choose_tile_option,
    develop,
    gain_goods,
)
from game.haspelknecht.flow import after_storage as _after_storage
from game.haspelknecht.flow import begin_action_phase as _begin_action_phase
from game.haspelknecht.flow import settle as _settle
from game.haspelknecht.holdings import working_building
from game.haspelknecht.mining import (
    dig,
    reel,
    run_coal_digger,
    run_coal_miner,
)
from game.haspelknecht.mining import (
    remove_water as _remove_water,
)
from game.haspelknecht.planning import ITEM_NAMES_BASE as ITEM_NAMES_BASE  # re-exported
from game.haspelknecht.planning import (
    item_index,
    move_item,
    worker_colours,
)
from game.haspelknecht.planning import item_name as item_name  # re-exported: the window, the bots
from game.haspelknecht.rules import (
    AREAS,
    COAL,
    COLOURS,
    DIGGER,
    FARMER,
    FARMHAND,
    FOOD,
    HASPEL,
    MILL,
    MINER,
    PERMANENT,
    RESOURCES,
    WOOD,
    WORKERS,
)
from game.haspelknecht.scoring import add_vp as _score
from game.haspelknecht.state import GameState, PlayerState
from game.haspelknecht.taking import after_take2 as _after_take2
from game.haspelknecht.taking import apply_oil_lamp as _apply_oil_lamp
from game.haspelknecht.taking import apply_take as _apply_take
from game.haspelknecht.taking import next_taker as _next_taker
from game.haspelknecht.winter import begin_winter as _winter
from game.haspelknecht.winter import confirm_storage as _confirm_storage
from game.haspelknecht.winter import store as _store
from game.haspelknecht.words import Goods, mark, worker_word

PRODUCE = {"food": FOOD, "wood": WOOD}

def apply_action(state: GameState, action: Action) -> None:
    """Apply a legal action (check with explain_illegal first; Game.apply does)."""
    k = action.kind
    me = state.to_move
    p = state.players[me]
    if k == "take":
        _apply_take(state, p, action.args[0], COLOURS.index(action.args[1]))
    elif k == "pass":
        if state.stage == "take2":
            if state.events is not None:
                _log(state, "pass", me, N_("{player} takes no second time"))
            _after_take2(state, p)
        else:  # r10
            state.stage = "take2"
            _next_taker(state)
    elif k == "return_pit_water":
        _remove_water(p, state.rules.first_spring_return)
        if state.events is not None:
            _log(state, "return_pit_water", me,
                 mark.ngettext("{player} returns a pit water (first spring, fewer than {below} disk)",
                               "{player} returns a pit water (first spring, fewer than {below} disks)", "below"),
                 below=state.rules.first_spring_below)
        state.stage = "take2"
        _next_taker(state)
    elif k == "oil_lamp":
        _apply_oil_lamp(state, p, *action.args)
    elif k == "place":
        w = WORKERS.index(action.args[0])
        item = item_index(state, action.args[1])
        move_item(state, p, item, +1)
        p.plan[w][item] += 1
    elif k == "retrieve":
        w = WORKERS.index(action.args[0])
        item = item_index(state, action.args[1])
        p.plan[w][item] -= 1
        move_item(state, p, item, -1)
    elif k == "confirm_plan":
        if state.events is not None:
            _log(state, "planned", me, N_("{player} has planned"))
        state.idx += 1
        if state.idx == len(state.order):
            state.stage = "execute"
            state.idx = 0
            state.pending = None
    elif k == "activate":
        _activate(state, p, WORKERS.index(action.args[0]), action.args[1])
    elif k == "develop":
        develop(state, p, WORKERS.index(action.args[0]), action.args[1], action.args[2])
    elif k == "dig":
        dig(state, p, action.args[0])
    elif k == "reel":
        reel(state, p, action.args[0])
    elif k == "tile_option":
        choose_tile_option(state, p, action.args[0], action.args[1])
    elif k == "place_wood":
        p.farm[WOOD] -= 1
        if action.args[0] == "pinge":
            p.pinge_wood += 1
        else:
            p.tunnel_wood += 1
        if state.events is not None:
            _log(state, "wood", me, N_("{player} places wood in the Pinge") if action.args[0] == "pinge"
                 else N_("{player} places wood in the tunnel"), area=action.args[0])
    elif k == "use_marker":
        _use_marker(state, p, action.args[0])
    elif k == "burn_charcoal":
        b = state.rules.tiles[working_building(state, p, "charcoal_burner")].building
        p.farm[WOOD] -= b.wood
        p.farm[COAL] += b.coal
        state.coal_in += b.coal
        _score(p, "charcoal_burner", b.vp)
        p.burner_used = True
        if state.events is not None:
            _log(state, "charcoal", me, N_("{player} burns {wood} wood into {coal} coal (+{vp} VP)"),
                 vp=b.vp, wood=b.wood, coal=b.coal)
    elif k == "end_turn":
        _end_turn(state)
    elif k == "store":
        _store(state, p, action.args[0], RESOURCES.index(action.args[1]))
    elif k == "unstore":
        _store(state, p, action.args[0], -1)
    elif k == "confirm_storage":
        _confirm_storage(state, p)
        _after_storage(state)
    else:
        raise IllegalAction(f"unknown action kind {k!r}")
    _settle(state)


# ---------------------------------------------------------------------------- planning

# ---------------------------------------------------------------------------- execution

def _activate(state: GameState, p: PlayerState, w: int, mode: str | None) -> None:
    r = state.rules
    me = state.to_move
    p.done |= 1 << w
    plan = p.plan[w]
    if w in PERMANENT:
        n = sum(worker_colours(state, plan))
        p.kinds[w] = mode
        other = FARMHAND if w == FARMER else FARMER
        bonus = r.synergy if (mode != "idle" and p.kinds[other] == mode and p.done >> other & 1) else 0
        if mode in PRODUCE:
            gain = n + bonus
            summer = r.summer_food if (w == FARMER and mode == "food" and state.season == r.summer_season) else 0
            p.farm[PRODUCE[mode]] += gain + summer
            if state.events is not None:
                _log(state, "work", me, _produce_text(mode, bool(bonus), bool(summer)), worker=WORKERS[w],
                     name=worker_word(WORKERS[w]), n=gain + summer)
        elif mode == "mine":
            area = AREAS[1] if p.exhausted else AREAS[0]
            state.pending = ("dig", w, n + bonus, area)
            if state.events is not None:
                _log(state, "work", me, _MINE_TEXT[area, bool(bonus)], worker=WORKERS[w],
                     name=worker_word(WORKERS[w]), n=n + bonus)
        else:
            if state.events is not None:
                _log(state, "work", me, N_("{player}'s {name} does nothing"), worker=WORKERS[w],
                     name=worker_word(WORKERS[w]))
        return
    if w == DIGGER:
        run_coal_digger(state, p)
    elif w == MINER:
        run_coal_miner(state, p)
    elif w == HASPEL:  # R19, R31: each action is a decision of the player (reel)
        if state.events is not None:
            _log(state, "work", me, N_("{player}'s Haspelknecht starts work"), worker="haspelknecht")
        state.pending = ("haspel", r.haspel_actions)
    elif w == MILL:
        tile = working_building(state, p, "water_mill")
        cols = worker_colours(state, plan)
        for m in r.tiles[tile].building.modes:
            if cols[COLOURS.index(m.colour)] == m.disks:
                gain_goods(state, p, m.gain)
                _score(p, "water_mill", m.vp)
                if state.events is not None:
                    _log(state, "work", me, N_("{player}'s Water Mill grinds: {goods}, +{vp} VP") if m.vp
                         else N_("{player}'s Water Mill grinds: {goods}"), worker="water_mill",
                         goods=Goods(m.gain), vp=m.vp)


# The chronicle's sentences for a permanent worker's work: whole sentences per product, area and
# bonus, so each language words them its own way.
_PRODUCE_TEXT = {
    ("food", False, False): mark.ngettext("{player}'s {name} produces {n} food",
                                          "{player}'s {name} produces {n} food", "n"),
    ("food", True, False): mark.ngettext("{player}'s {name} produces {n} food (synergy bonus)",
                                         "{player}'s {name} produces {n} food (synergy bonus)", "n"),
    ("food", False, True): mark.ngettext("{player}'s {name} produces {n} food (summer bonus)",
                                         "{player}'s {name} produces {n} food (summer bonus)", "n"),
    ("food", True, True): mark.ngettext("{player}'s {name} produces {n} food (synergy bonus) (summer bonus)",
                                        "{player}'s {name} produces {n} food (synergy bonus) (summer bonus)", "n"),
    ("wood", False, False): mark.ngettext("{player}'s {name} produces {n} wood",
                                          "{player}'s {name} produces {n} wood", "n"),
    ("wood", True, False): mark.ngettext("{player}'s {name} produces {n} wood (synergy bonus)",
                                         "{player}'s {name} produces {n} wood (synergy bonus)", "n"),
}
_MINE_TEXT = {
    ("pinge", False): mark.ngettext("{player}'s {name} mines in the Pinge with {n} disk",
                                    "{player}'s {name} mines in the Pinge with {n} disks", "n"),
    ("pinge", True): mark.ngettext("{player}'s {name} mines in the Pinge with {n} disk (synergy bonus)",
                                   "{player}'s {name} mines in the Pinge with {n} disks (synergy bonus)", "n"),
    ("tunnel", False): mark.ngettext("{player}'s {name} mines in the tunnel with {n} disk",
                                     "{player}'s {name} mines in the tunnel with {n} disks", "n"),
    ("tunnel", True): mark.ngettext("{player}'s {name} mines in the tunnel with {n} disk (synergy bonus)",
                                    "{player}'s {name} mines in the tunnel with {n} disks (synergy bonus)", "n"),
}


def _produce_text(mode: str, synergy: bool, summer: bool):
    # the summer bonus is the farmer's food (R16); the rules give no other
    return _PRODUCE_TEXT[mode, synergy, summer and mode == "food"]


def _use_marker(state: GameState, p: PlayerState, tile: int) -> None:
    m = state.rules.tiles[tile].marker
    del p.markers[tile]
    me = state.to_move
    if m.use == "remove_pit_water":
        n = _remove_water(p, m.pit_water)
        _score(p, "hauling_cable", m.vp)
        if state.events is not None:
            _log(state, "marker", me,
                 N_("{player} uses the {name}: {n} pit water out of the shaft, +{vp} VP") if p.exhausted
                 else N_("{player} uses the {name}: {n} pit water out of the Pinge, +{vp} VP"),
                 tile=tile, name=Term(state.rules.tiles[tile].name), n=n, vp=m.vp)
    elif m.use == "haspelknecht":  # R19: more actions without pay; R32: only once ready
        if state.events is not None:
            _log(state, "marker", me,
                 mark.ngettext("{player} uses the {name}: the Haspelknecht works {n} more action without pay",
                               "{player} uses the {name}: the Haspelknecht works {n} more actions without pay", "n"),
                 tile=tile, name=Term(state.rules.tiles[tile].name), n=m.actions)
        state.pending = ("haspel", m.actions)


def _end_turn(state: GameState) -> None:
    state.idx += 1
    if state.idx < len(state.order):
        return
    if state.season == state.rules.actions_per_year - 1:
        _winter(state)
    else:
        state.phase += 1
        _begin_action_phase(state)
