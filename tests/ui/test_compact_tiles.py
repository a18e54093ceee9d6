"""The other players' compact boards account for every development tile a player owns, inside the
board: where markers and buildings took the row's room, the tiles that did not fit were left out
without a word (a player with nine tiles showed two). Now a row too full shows the latest tiles and
"+N" for the others, whose tooltip names them all; where there is room the tiles stand apart."""

from __future__ import annotations

import itertools

import pytest

from tests.haspelknecht.positions import give_tile
from tests.ui.test_game_scene import make_session, start


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def owned_tiles_shown(home, size, room_takers_first: bool, count: int | None = None):
    session = make_session(players=4, seed=7)
    state = session.game.state
    rules = state.rules
    app, scene, _store, drv = start(home, session, size)
    drv.settle()
    other = next(p for p in range(4) if p != scene.active_player())

    def takes_room(tile: int) -> bool:      # a marker or a building stands in the same row, first
        effect = rules.tiles[tile].tile.effect
        return bool(effect.marker or effect.building)
    pick = sorted(rules.tiles, key=takes_room if not room_takers_first else (lambda t: not takes_room(t)))
    tiles = sorted(pick[:count or rules.max_developments])
    for tile in tiles:
        give_tile(state, other, tile)
    scene.layers.dirty = True
    scene.invalidate()
    drv.settle()
    board = scene.regions[("board", other)]
    shown = {key[2]: rect for key, rect in scene.regions.items() if key[:2] == ("owned", other)}
    return tiles, board, shown, scene


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (3840, 2160)])
def test_every_owned_tile_shows_inside_its_compact_board(home, size):
    tiles, board, shown, scene = owned_tiles_shown(home, size, room_takers_first=True)
    other = next(key[1] for key in scene.regions if key[0] == "owned")
    more = scene.regions.get(("owned_more", other))
    if more is None:
        assert sorted(shown) == tiles
    else:
        assert board.contains(more)
        tip = scene.table.tooltip(("owned_more", other), scene.game.state, scene.names)
        assert all(str(t) in tip for t in tiles), tip
    assert shown and set(shown) <= set(tiles)
    for tile, rect in shown.items():
        assert board.contains(rect), (tile, rect, board)
    for (a, ra), (b, rb) in itertools.combinations([*shown.items(), ("+N", more)] if more else shown.items(), 2):
        overlap = ra.clip(rb)
        assert overlap.w <= 1 or overlap.h <= 1, (a, b, ra, rb)


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_tiles_with_room_stand_apart(home, size):
    _tiles, _board, shown, _scene = owned_tiles_shown(home, size, room_takers_first=False, count=6)
    assert len(shown) == 6
    for (a, ra), (b, rb) in itertools.combinations(shown.items(), 2):
        overlap = ra.clip(rb)
        assert overlap.w <= 1 or overlap.h <= 1, (a, b, ra, rb)
