"""Setting up a game (R27-R29 and the rulebook's setup): the board from the options, the start
goods, buildings and improved farmhand of the variants, the first turn order and the first refill.
Everything random follows from the seed."""

from __future__ import annotations

import random

from game.core import rng as rng_mod
from game.haspelknecht.advice import plan_waste as plan_waste  # re-exported: the window's query
from game.haspelknecht.components import components
from game.haspelknecht.flow import begin_action_phase as _begin_action_phase
from game.haspelknecht.flow import settle as _settle
from game.haspelknecht.layouts import first_game_layout, named_layouts, random_layout
from game.haspelknecht.options import FIRST_GAME, RANDOM, Options
from game.haspelknecht.planning import ITEM_NAMES_BASE as ITEM_NAMES_BASE  # re-exported
from game.haspelknecht.planning import item_name as item_name  # re-exported: the window, the bots
from game.haspelknecht.rules import (
    FOOD,
    WOOD,
)
from game.haspelknecht.state import Board, GameState
from game.haspelknecht.taking import fill_pools as _fill_pools


class SetupError(ValueError):
    """Options that cannot make a game (unknown layout, wrong player count for a variant)."""


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
