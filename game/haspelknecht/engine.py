"""The Haspelknecht rules: setup, the phase flow, legal actions and their effects.

Public functions: new_game, legal_actions, apply_action, explain_illegal, decision, plan_waste.
Everything the rules force (pit water, refills, turn order, contract workers, winter scoring and
lease) happens inside apply_action; the state then always waits on a player's decision or is over.
The phase flow, the legal actions and applying them live here; taking.py, planning.py,
developments.py, mining.py and winter.py hold the steps of the year by idea, holdings.py what owned
tiles allow, chronicle.py the event log.
Ruling numbers (R1-R33) refer to shared/haspelknecht/rulings.md.
"""

from __future__ import annotations

import random

from game.core import rng as rng_mod
from game.haspelknecht.actions import A, Action, IllegalAction
from game.haspelknecht.advice import plan_waste as plan_waste  # re-exported: the window's query
from game.haspelknecht.chronicle import fmt_goods as _fmt
from game.haspelknecht.chronicle import log as _log
from game.haspelknecht.chronicle import player_name as _name
from game.haspelknecht.chronicle import plural
from game.haspelknecht.components import components
from game.haspelknecht.developments import (
    choose_tile_option,
    develop,
    development_actions,
    gain_goods,
    option_possible,
)
from game.haspelknecht.holdings import built_before as _built_before
from game.haspelknecht.holdings import marker_use as _marker_use
from game.haspelknecht.holdings import owns_flag
from game.haspelknecht.holdings import usable_marker as _usable_marker
from game.haspelknecht.layouts import first_game_layout, named_layouts, random_layout
from game.haspelknecht.mining import (
    add_water as _add_water,
)
from game.haspelknecht.mining import (
    dig,
    dig_choices,
    dig_cut_short,
    reel,
    reel_choices,
    run_coal_digger,
    run_coal_miner,
    settle_haspel,
    windlass_ready,
    wood_areas,
)
from game.haspelknecht.mining import (
    explain as explain_mining,
)
from game.haspelknecht.mining import (
    remove_water as _remove_water,
)
from game.haspelknecht.options import FIRST_GAME, RANDOM, Options
from game.haspelknecht.planning import (
    I_FOOD,
    I_THALER,
    item_index,
    legal_plan,
    move_item,
    worker_colours,
    worker_open,
)
from game.haspelknecht.planning import ITEM_NAMES_BASE as ITEM_NAMES_BASE  # re-exported
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
    B,
    K,
    Y,
)
from game.haspelknecht.scoring import add_vp as _score
from game.haspelknecht.scoring import final_result
from game.haspelknecht.state import Board, GameState, PlayerState
from game.haspelknecht.taking import after_take2 as _after_take2
from game.haspelknecht.taking import apply_oil_lamp as _apply_oil_lamp
from game.haspelknecht.taking import apply_take as _apply_take
from game.haspelknecht.taking import fill_pools as _fill_pools
from game.haspelknecht.taking import legal_take as _legal_take
from game.haspelknecht.taking import next_taker as _next_taker
from game.haspelknecht.taking import turn_order as _turn_order
from game.haspelknecht.winter import begin_winter as _winter
from game.haspelknecht.winter import confirm_storage as _confirm_storage
from game.haspelknecht.winter import legal_storage as _legal_storage
from game.haspelknecht.winter import store as _store


class SetupError(ValueError):
    """Options that cannot make a game (unknown layout, wrong player count for a variant)."""


PRODUCE = {"food": FOOD, "wood": WOOD}
MODE_OF_COLOUR = ("food", "wood", "mine")


# ============================================================================ setup

def board_cells(options: Options, seed: int) -> list[tuple[int, int, int]]:
    comps = components()
    if options.layout == FIRST_GAME:
        return first_game_layout(options.players, comps)
    if options.layout == RANDOM:
        return random_layout(options.players, random.Random(seed), comps)
    named = named_layouts(comps)
    if options.layout not in named:
        raise SetupError(f"unknown layout {options.layout!r}; choose first_game, random or one of "
                         + ", ".join(sorted(named)))
    code, players, cells = named[options.layout]
    if options.players not in players:
        raise SetupError(f"layout {options.layout} ({code}) is for {'/'.join(map(str, players))} "
                         f"players, not {options.players}")
    return cells


def new_game(options: Options, seed: int, events: bool = False) -> GameState:
    """Set up a game. Everything random (board, turn order, bag) follows from the seed."""
    state = GameState(options, seed, Board.from_cells(board_cells(options, seed)))
    if events:
        state.events = []
    state.rng = rng_mod.seed_state(seed)
    r = state.rules
    start = r.comps.player_board.start
    for p in state.players:
        p.thalers, p.farm[FOOD], p.farm[WOOD] = start.thalers, start.food, start.wood
    on_board = set(state.board.tiles)
    for t in r.comps.tiles.tiles:
        if t.number in on_board:
            continue
        if options.start_with_buildings and t.effect.building:
            for p in state.players:
                p.buildings[t.number] = -1
        if options.start_with_improved_farmhand and t.effect.improved_farmhand:
            for p in state.players:
                p.improved = True
    # random first turn order (Fisher-Yates through the game's own generator)
    order = list(range(options.players))
    for i in range(len(order) - 1, 0, -1):
        state.rng, j = rng_mod.below(state.rng, i + 1)
        order[i], order[j] = order[j], order[i]
    state.order = order
    _fill_pools(state)
    _begin_action_phase(state)
    _settle(state)
    return state


# ============================================================================ reading helpers

def decision(state: GameState) -> tuple[int | None, str]:
    """(player, kind of decision): take, take2, r10, plan, execute, dig, reel, tile_option, storage, over."""
    if state.stage == "over":
        return None, "over"
    if state.stage == "execute" and state.pending is not None:
        return state.current, {"dig": "dig", "haspel": "reel", "option": "tile_option"}[state.pending[0]]
    return state.current, state.stage


# ============================================================================ legal actions

def legal_actions(state: GameState) -> list[Action]:
    stage = state.stage
    if stage == "over":
        return []
    p = state.players[state.current]
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
    kind = pend[0]
    if kind == "dig":
        out.extend(A("dig", c) for c in dig_choices(state, p, pend[3]))
    elif kind == "haspel":
        out.extend(A("reel", c) for c in reel_choices(state, p))
    elif kind == "option":
        tile = pend[1]
        choice = state.rules.tiles[tile].tile.effect.choice
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
        tile = _built_before(state, p, "charcoal_burner")
        if tile is not None and p.farm[WOOD] >= r.tiles[tile].tile.effect.building.wood:
            out.append(A("burn_charcoal"))


# ============================================================================ applying

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


def apply_action(state: GameState, action: Action) -> None:
    """Apply a legal action (check with explain_illegal first; Game.apply does)."""
    k = action.kind
    me = state.current
    p = state.players[me]
    if k == "take":
        _apply_take(state, p, action.args[0], COLOURS.index(action.args[1]))
    elif k == "pass":
        if state.stage == "take2":
            _log(state, "pass", me, f"{_name(state, me)} takes no second time")
            _after_take2(state, p)
        else:  # r10
            state.stage = "take2"
            _next_taker(state)
    elif k == "return_pit_water":
        _remove_water(p, state.rules.first_spring_return)
        _log(state, "return_pit_water", me, f"{_name(state, me)} returns a pit water (first spring, fewer than "
                        f"{state.rules.first_spring_below} disks)")
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
        _log(state, "planned", me, f"{_name(state, me)} has planned")
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
        _log(state, "wood", me, f"{_name(state, me)} places wood in the {action.args[0]}",
             area=action.args[0])
    elif k == "use_marker":
        _use_marker(state, p, action.args[0])
    elif k == "burn_charcoal":
        tile = _built_before(state, p, "charcoal_burner")
        b = state.rules.tiles[tile].tile.effect.building
        p.farm[WOOD] -= b.wood
        p.farm[COAL] += b.coal
        state.coal_in += b.coal
        _score(p, "charcoal_burner", b.vp)
        p.burner_used = True
        _log(state, "charcoal", me, f"{_name(state, me)} burns {b.wood} wood into {b.coal} coal (+{b.vp} VP)", vp=b.vp)
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
    me = state.current
    who = _name(state, me)
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
            _log(state, "work", me, f"{who}'s {WORKERS[w]} produces {gain + summer} {mode}"
                 + (" (synergy bonus)" if bonus else "") + (" (summer bonus)" if summer else ""), worker=WORKERS[w])
        elif mode == "mine":
            area = AREAS[1] if p.exhausted else AREAS[0]
            state.pending = ("dig", w, n + bonus, area)
            _log(state, "work", me, f"{who}'s {WORKERS[w]} mines in the {area} with {plural(n + bonus, 'disk')}"
                 + (" (synergy bonus)" if bonus else ""), worker=WORKERS[w])
        else:
            _log(state, "work", me, f"{who}'s {WORKERS[w]} does nothing", worker=WORKERS[w])
        return
    if w == DIGGER:
        run_coal_digger(state, p)
    elif w == MINER:
        run_coal_miner(state, p)
    elif w == HASPEL:  # R19, R31: each action is a decision of the player (reel)
        _log(state, "work", me, f"{who}'s Haspelknecht starts work", worker="haspelknecht")
        state.pending = ("haspel", r.haspel_actions)
    elif w == MILL:
        tile = _built_before(state, p, "water_mill")
        cols = worker_colours(state, plan)
        for m in r.tiles[tile].tile.effect.building.modes:
            if cols[COLOURS.index(m.colour)] == m.disks:
                gain_goods(state, p, m.gain)
                _score(p, "water_mill", m.vp)
                _log(state, "work", me, f"{who}'s Water Mill grinds: {_fmt(m.gain)}" + (f", +{m.vp} VP" if m.vp else ""),
                     worker="water_mill")


def _use_marker(state: GameState, p: PlayerState, tile: int) -> None:
    m = state.rules.tiles[tile].tile.effect.marker
    del p.markers[tile]
    me = state.current
    if m.use == "remove_pit_water":
        n = _remove_water(p, m.pit_water)
        _score(p, "hauling_cable", m.vp)
        _log(state, "marker", me, f"{_name(state, me)} uses the {state.rules.tiles[tile].name}: {n} pit water out "
             f"of the {'shaft' if p.exhausted else 'Pinge'}, +{m.vp} VP", tile=tile)
    elif m.use == "haspelknecht":  # R19: more actions without pay; R32: only once ready
        _log(state, "marker", me, f"{_name(state, me)} uses the {state.rules.tiles[tile].name}: the Haspelknecht "
             f"works {plural(m.actions, 'more action')} without pay", tile=tile)
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


# ---------------------------------------------------------------------------- phases

def _begin_action_phase(state: GameState) -> None:
    r = state.rules
    if state.phase > 0:
        # R8: every player's disks go back into the bag (used or not), then the refill
        for p in state.players:
            for c in (Y, B, K):
                state.bag[c] += p.cart[c]
                p.cart[c] = 0
                for plan in p.plan:
                    state.bag[c] += plan[c]
            for plan in p.plan:
                for i in range(len(plan)):
                    plan[i] = 0
        _fill_pools(state)
    for p in state.players:
        p.taken1 = [0, 0, 0]
        p.taken2 = [0, 0, 0]
        p.done = 0
        p.kinds = [None, None]
        p.burner_used = False
    state.stage = "take1"
    state.idx = 0
    state.pending = None
    if r.water_before[state.season]:  # R27
        for p in state.players:
            if not owns_flag(state, p, "no_pit_water_phases"):
                _add_water(p, r.water_per_phase)
        _log(state, "phase", None, f"Year {state.year}, pit water phase", year=state.year,
             season=state.season_name, stage="pit_water")
    _log(state, "phase", None, f"Year {state.year}, {state.season_name}: the action phase begins",
         year=state.year, season=state.season_name, stage="action")


def _after_storage(state: GameState) -> None:
    """The next player stores; after the last one, the next year begins or the game ends."""
    state.idx += 1
    if state.idx == len(state.order):
        if state.year == state.rules.years:
            state.stage = "over"
            state.result = final_result(state)
            _log(state, "game_over", None, "The game is over")
        else:
            state.phase += 1
            _begin_action_phase(state)


# ---------------------------------------------------------------------------- automatic steps

def _settle(state: GameState) -> None:
    """Carry out everything the rules force until a player has a real decision."""
    while True:
        stage = state.stage
        if stage == "over":
            return
        if stage in ("take1", "take2"):
            if state.idx >= len(state.order):
                if stage == "take1":
                    state.stage, state.idx = "take2", 0
                    continue
                _turn_order(state)
                state.stage, state.idx = "plan", 0
                continue
            p = state.players[state.current]
            if stage == "take2" and sum(p.taken1) >= state.rules.max_disks:
                state.idx += 1
                continue
            if not any(any(pool) for pool in state.pools):  # nothing left to take
                if stage == "take2":
                    _after_take2(state, p)
                else:
                    state.idx += 1
                continue
            return
        if stage == "execute":
            p = state.players[state.current]
            pend = state.pending
            if pend is not None:
                if pend[0] == "haspel":
                    settle_haspel(state, p)
                    if state.pending is not None:
                        return
                    continue
                if pend[0] == "dig" and pend[3] == "pinge" and p.exhausted:
                    dig_cut_short(state, p)  # R12: this worker cannot go on in the tunnel
                    continue
                return
            return
        if stage == "storage":
            p = state.players[state.current]
            if not any(p.farm):
                _confirm_storage(state, p)
                _after_storage(state)
                continue
            return
        return

