"""What a player's development tiles allow now: effect flags, action markers, buildings.

Shared by the engine's legal actions, the taking steps (Oil Lamp) and the winter (Horse and Cart).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState, PlayerState


def owns_flag(state: GameState, p: PlayerState, flag: str) -> int:
    """The largest value of an effect field over the player's tiles (0 if none)."""
    best = 0
    tiles = state.rules.tiles
    for t in p.owned:
        v = getattr(tiles[t].tile.effect, flag)
        if v and v > best:
            best = int(v)
    return best


def marker_use(state: GameState, tile: int) -> str:
    return state.rules.tiles[tile].marker.use


def usable_marker(state: GameState, p: PlayerState, tile: int) -> bool:
    """Markers work from the action phase after they were gained."""
    acquired = p.markers.get(tile)
    return acquired is not None and acquired < state.phase


def building_works(state: GameState, p: PlayerState, tile: int) -> bool:
    """A building works from the action phase after it was built (one from setup at once)."""
    return p.buildings[tile] < state.phase


def built_before(state: GameState, p: PlayerState, kind: str) -> int | None:
    """A building of this kind built before the current action phase, or None."""
    for tile in p.buildings:
        if building_works(state, p, tile) and state.rules.tiles[tile].building.kind == kind:
            return tile
    return None


def working_building(state: GameState, p: PlayerState, kind: str) -> int:
    """The building of this kind the player works with now, asked where a legal move needs one (a
    charcoal burn, the water mill's worker)."""
    tile = built_before(state, p, kind)
    if tile is None:
        raise ValueError(f"no {kind} works for this player in this action phase")
    return tile
