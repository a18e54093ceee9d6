"""Development-board layouts: hex adjacency, the layout rules, named boards and random boards.

Cells are (x, y, tile) in doubled-width hex coordinates: y is the row, x steps by 2 along a row,
odd rows sit half a hex to the right, so x + y is even. A tile's level is tile // 10.

`comps` below is the game's component data (game.haspelknecht.components.Components). It is not
imported here, not even for its type: loading the data checks its boards with validate_layout.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from random import Random

Cell = tuple[int, int, int]
NEIGHBOUR_STEPS = ((2, 0), (-2, 0), (1, 1), (-1, 1), (1, -1), (-1, -1))
LEVELS = (1, 2, 3, 4)
MIN_TILES_PER_LEVEL = 3  # rulings.md: at least 3 tiles per level


class LayoutError(ValueError):
    """A layout breaks the layout rules of rulings.md section 2."""


def level_of(tile: int) -> int:
    return tile // 10


def neighbours(x: int, y: int) -> Iterable[tuple[int, int]]:
    for dx, dy in NEIGHBOUR_STEPS:
        yield x + dx, y + dy


def adjacency(cells: Sequence[Cell]) -> dict[int, frozenset[int]]:
    """For each tile on the board, the tiles it touches."""
    at = {(x, y): t for x, y, t in cells}
    return {t: frozenset(at[n] for n in neighbours(x, y) if n in at) for x, y, t in cells}


def validate_layout(cells: Sequence[Cell], comps=None) -> None:
    """Raise LayoutError unless the board obeys every layout rule."""
    if not cells:
        raise LayoutError("the board is empty")
    seen_pos: set[tuple[int, int]] = set()
    seen_tiles: set[int] = set()
    for x, y, t in cells:
        if (x + y) % 2:
            raise LayoutError(f"cell ({x}, {y}) of tile {t}: x + y must be even")
        if (x, y) in seen_pos:
            raise LayoutError(f"two tiles at ({x}, {y})")
        if t in seen_tiles:
            raise LayoutError(f"tile {t} appears twice")
        if level_of(t) not in LEVELS:
            raise LayoutError(f"tile {t} has no level 1-4")
        seen_pos.add((x, y))
        seen_tiles.add(t)
    for level in LEVELS:
        n = sum(1 for t in seen_tiles if level_of(t) == level)
        if n < MIN_TILES_PER_LEVEL:
            raise LayoutError(f"level {level} has {n} tiles, at least {MIN_TILES_PER_LEVEL} are needed")
    adj = adjacency(cells)
    # connected
    start = next(iter(adj))
    reached, todo = {start}, [start]
    while todo:
        for n in adj[todo.pop()]:
            if n not in reached:
                reached.add(n)
                todo.append(n)
    if len(reached) != len(adj):
        raise LayoutError(f"the board is not connected: {sorted(set(adj) - reached)} are cut off")
    for t, near in adj.items():
        lv = level_of(t)
        far = sorted(n for n in near if abs(level_of(n) - lv) >= 2)
        if far:
            raise LayoutError(f"tile {t} touches {far}, two or more levels away")
        if lv > 1 and not any(level_of(n) == lv - 1 for n in near):
            raise LayoutError(f"tile {t} of level {lv} touches no tile of level {lv - 1}")


def thaler_income(tiles: Iterable[int], comps) -> int:
    """Thalers a board's tiles can bring: immediate gains, the best option, one per Water Mill."""
    total = 0
    for number in tiles:
        eff = comps.tile(number).effect
        total += eff.gain.get("thaler", 0)
        if eff.choice:
            total += max(o.gain.get("thaler", 0) for o in eff.choice.options)
        if eff.building and eff.building.kind == "water_mill":
            total += max(m.gain.get("thaler", 0) for m in eff.building.modes)
    return total


def named_layouts(comps) -> dict[str, tuple[str, list[int], list[Cell]]]:
    """Name -> (code, player counts, cells) for the 12 named variants."""
    return {v.name: (v.code, list(v.players), [tuple(c) for c in v.tiles]) for v in comps.layouts.variants.boards}


def first_game_layout(players: int, comps) -> list[Cell]:
    return [tuple(c) for c in comps.layouts.first_game.boards[players]]


def random_layout(players: int, rng: Random, comps) -> list[Cell]:
    """Draw a random valid board: a random shape grown level by level, random tiles per level.

    Each level gets `players` or `players + 1` tiles (at least 3, at most what the box holds).
    A 2-player board must offer the minimum Thaler income (rulings.md), otherwise it is redrawn.
    """
    by_level = {lv: sorted(t.number for t in comps.tiles.tiles if t.level == lv) for lv in LEVELS}
    min_income = sum(comps.year_wheel.lease[y].get("thaler", 0) for y in comps.year_wheel.lease)
    for _ in range(1000):
        counts = {}
        for lv in LEVELS:
            lo = max(MIN_TILES_PER_LEVEL, players)
            hi = min(len(by_level[lv]), players + 1)
            counts[lv] = rng.randint(lo, max(lo, hi))
        shape = _grow_shape(counts, rng)
        if shape is None:
            continue
        cells = []
        for lv in LEVELS:
            tiles = rng.sample(by_level[lv], counts[lv])
            cells += [(x, y, t) for (x, y), t in zip(shape[lv], tiles, strict=True)]
        if players == 2 and thaler_income((c[2] for c in cells), comps) < min_income:
            continue
        validate_layout(cells, comps)
        return _normalise(cells)
    raise LayoutError("could not draw a valid random board")


def _grow_shape(counts: dict[int, int], rng: Random) -> dict[int, list[tuple[int, int]]] | None:
    """Positions per level: level 1 a connected cluster, each next level touching the level before
    and nothing two levels away. Returns None when growth gets stuck (the caller retries)."""
    level_at: dict[tuple[int, int], int] = {(0, 0): 1}
    shape: dict[int, list[tuple[int, int]]] = {1: [(0, 0)], 2: [], 3: [], 4: []}
    for lv in LEVELS:
        while len(shape[lv]) < counts[lv]:
            frontier: dict[tuple[int, int], int] = {}
            for p in shape[lv - 1] if lv > 1 else shape[1]:
                for n in neighbours(*p):
                    if n in level_at:
                        continue
                    near = [level_at[m] for m in neighbours(*n) if m in level_at]
                    if all(v >= lv - 1 for v in near):
                        frontier[n] = (1 + len(near)) ** 3  # favour snug cells: compact boards
            if not frontier:
                return None
            cells = sorted(frontier)
            pick = rng.choices(cells, weights=[frontier[c] for c in cells])[0]
            level_at[pick] = lv
            shape[lv].append(pick)
    return shape


def _normalise(cells: list[Cell]) -> list[Cell]:
    """Shift a board so its top row is y = 0 and its leftmost cell at x = 0 or 1 (x + y stays even)."""
    min_y = min(c[1] for c in cells)
    min_x = min(c[0] for c in cells)
    shift_x = min_x if (min_x - min_y) % 2 == 0 else min_x - 1
    return sorted(((x - shift_x, y - min_y, t) for x, y, t in cells), key=lambda c: (c[1], c[0]))
