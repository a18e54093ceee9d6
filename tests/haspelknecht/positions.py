"""Position builders for the rule tests.

Each builder starts a real game with new_game and then sets fields directly, so the position is a
legal GameState the public API (legal_actions, apply_action, Game.apply) can continue from.
Plans and carts are given by name: {"farmer": {"black": 2, "brown": 2}, "coal_digger": {"food": 1}}.
"""

from __future__ import annotations

import json

import pytest

from game.core.record import Game
from game.haspelknecht.engine import ITEM_NAMES_BASE, IllegalAction, new_game
from game.haspelknecht.options import Options
from game.haspelknecht.rules import COLOURS, WORKERS
from game.haspelknecht.state import GameState


def fresh(players: int = 2, seed: int = 1, **options) -> GameState:
    """A new game, right after setup (first spring, taking step 1)."""
    return new_game(Options(players=players, **options), seed)


def item_index(state: GameState, name: str) -> int:
    if name in ITEM_NAMES_BASE:
        return ITEM_NAMES_BASE.index(name)
    assert name.startswith("marker:")
    return 5 + state.rules.disk_markers.index(int(name[7:]))


def clear_player(state: GameState, i: int) -> None:
    """Empty farm, mining areas, plan and cart of player i (the start of the game, no pit water)."""
    p = state.players[i]
    p.taken1, p.taken2, p.cart = [0, 0, 0], [0, 0, 0], [0, 0, 0]
    for plan in p.plan:
        for j in range(len(plan)):
            plan[j] = 0
    p.done, p.kinds = 0, [None, None]
    p.farm = [0, 0, 0]
    p.thalers = p.debts = p.vp = 0
    p.breakdown = [0] * len(p.breakdown)
    p.pinge_water = p.shaft_water = 0
    p.pinge_taken = p.pinge_wood = 0
    p.exhausted = False
    p.tunnel_taken = p.tunnel_wood = p.shaft_coal = 0
    p.owned, p.markers, p.buildings = [], {}, {}
    p.improved = p.burner_used = False
    p.stored = []


def give_tile(state: GameState, i: int, tile: int, phase: int = -1) -> None:
    """Player i owns `tile` (stacked on top), acquired in action phase `phase` (-1: long ago).
    Markers and buildings of the tile come with it; no VP and no immediate effect are given."""
    p = state.players[i]
    state.stacks[tile].append(i)
    p.owned.append(tile)
    eff = state.rules.tiles[tile].tile.effect
    if eff.marker:
        p.markers[tile] = phase
    if eff.building:
        p.buildings[tile] = phase
    if eff.improved_farmhand:
        p.improved = True


def set_plan(state: GameState, i: int, plan: dict[str, dict[str, int]]) -> None:
    p = state.players[i]
    for wname, items in plan.items():
        w = WORKERS.index(wname)
        for name, n in items.items():
            p.plan[w][item_index(state, name)] += n


def _order_first(state: GameState, who: int) -> None:
    others = [i for i in range(len(state.players)) if i != who]
    state.order = [who, *others]
    state.idx = 0


def at_execution(plan: dict[str, dict[str, int]] | None = None, *, players: int = 2, who: int = 0,
                 phase: int = 0, seed: int = 1, **options) -> GameState:
    """The start of player `who`'s execution in action phase `phase` (0..8), with `plan` on the
    workers. Every player starts cleared (see clear_player); the other players have empty plans."""
    state = fresh(players, seed, **options)
    for i in range(players):
        clear_player(state, i)
    state.phase = phase
    state.stage = "execute"
    state.pending = None
    _order_first(state, who)
    if plan:
        set_plan(state, who, plan)
    return state


def at_planning(cart: dict[str, int] | None = None, *, players: int = 2, who: int = 0,
                phase: int = 0, seed: int = 1, **options) -> GameState:
    """Player `who` is the first to plan in action phase `phase`, holding `cart` disks."""
    state = fresh(players, seed, **options)
    for i in range(players):
        clear_player(state, i)
    state.phase = phase
    state.stage = "plan"
    state.pending = None
    _order_first(state, who)
    p = state.players[who]
    for name, n in (cart or {}).items():
        c = COLOURS.index(name)
        p.cart[c] += n
        p.taken1[c] += n
    return state


def at_taking(pools: list[list[int]], *, stage: str = "take1", order: list[int] | None = None,
              players: int = 2, phase: int = 0, seed: int = 1, **options) -> GameState:
    """A taking step with the action pools set to `pools` ([yellow, brown, black] per pool)."""
    state = fresh(players, seed, **options)
    for i in range(players):
        clear_player(state, i)
    state.phase = phase
    state.stage = stage
    state.order = list(order) if order is not None else list(range(players))
    state.idx = 0
    state.pools = [list(p) for p in pools]
    return state


def at_last_turn(phase: int, *, players: int = 2, seed: int = 1, **options) -> GameState:
    """The last player in turn order is executing (with nothing planned) in action phase `phase`:
    end_turn closes the phase (and after autumn, starts winter)."""
    state = at_execution(None, players=players, phase=phase, seed=seed, **options)
    state.idx = players - 1
    return state


def snapshot(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def game_at(state: GameState) -> Game:
    """A checked Game wrapper starting from `state`."""
    return Game(state.options, state.seed, start=state)


def refused(game, action) -> str:
    """Assert the action is refused with a reason and changes nothing; return the reason."""
    before = snapshot(game.state)
    with pytest.raises(IllegalAction) as exc:
        game.apply(action)
    assert str(exc.value)
    assert snapshot(game.state) == before
    return str(exc.value)
