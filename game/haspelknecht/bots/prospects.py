"""What a player's developments put within reach: the tiles it could still develop and how many
developments away each is, so that the bots can plan towards the Thalers the lease will want.

A player may develop a level-1 tile, a tile next to one it owns, or a tile another player owns
(paying that player, R22); every development brings the tiles next to it within reach. So a tile
needs a path of developments, and its distance is the length of the shortest one. The heuristic
credits what lies within reach while there are action phases and developments left (R30) to get
there: Thalers, the lease's second currency, which only developments bring. This is what makes a
first step towards a Thaler tile worth something before the tile is.
"""

from __future__ import annotations

_CACHE_LIMIT = 20000
_cache: dict = {}


def thaler_potential(effect) -> int:
    """Thalers a development can bring: its own gain, its best option's, or one from a Water Mill
    mode (which can be used again, but costs two disks each time)."""
    n = effect.gain.get("thaler", 0)
    if effect.choice is not None:
        n += max(o.gain.get("thaler", 0) for o in effect.choice.options)
    if effect.building is not None and any(m.gain.get("thaler", 0) for m in effect.building.modes):
        n += 1
    return n


def distances(state, me: int, reach: int) -> dict[int, int]:
    """Tile -> developments needed to own it, for the tiles the player does not own that are at
    most `reach` developments away."""
    p = state.players[me]
    stacks = state.stacks
    board = state.board
    # keyed by the board's cells, not its id(): a board is made per game, and a later game's board
    # (another layout) can reuse a freed board's address
    key = (board.cells, me, tuple(p.owned), tuple(len(stacks[t]) for t in board.tiles), reach)
    found = _cache.get(key)
    if found is not None:
        return found
    if len(_cache) > _CACHE_LIMIT:
        _cache.clear()
    r = state.rules
    owned = set(p.owned)
    adjacent = board.adjacent
    dist: dict[int, int] = {}
    frontier = []
    if reach >= 1:
        for tile in board.tiles:
            if tile in owned:
                continue
            if (r.tiles[tile].level == 1 or adjacent[tile] & owned
                    or (stacks[tile] and stacks[tile][-1] != me)):
                dist[tile] = 1
                frontier.append(tile)
    d = 1
    while frontier and d < reach:
        d += 1
        nxt = []
        for tile in frontier:
            for n in adjacent[tile]:
                if n not in owned and n not in dist:
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    _cache[key] = dist
    return dist


def reach_of(state, me: int, total_left: int) -> int:
    """How many developments the player can still make: one per action phase left, within the
    developments it has left (R30)."""
    r = state.rules
    return max(0, min(r.max_developments - len(state.players[me].owned), total_left))


def thaler_prospects(state, me: int, total_left: int, decay: float) -> list[list[float]]:
    """[distance, Thalers] per Thaler tile within reach, nearest first; a tile d developments away
    counts decay ** (d - 1) of its Thalers (with no decay, only the tiles one development away)."""
    tiles = state.rules.tiles
    reach = reach_of(state, me, total_left) if decay > 0 else min(1, reach_of(state, me, total_left))
    out = []
    for tile, d in distances(state, me, reach).items():
        gain = thaler_potential(tiles[tile].tile.effect)
        if gain:
            out.append([d, gain * decay ** (d - 1)])
    out.sort()
    return out
