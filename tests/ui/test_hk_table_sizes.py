"""Haspelknecht's table reads at small and at very wide windows: from 800x600 up nothing of the table
is cut short or written over another part (the year wheel's season names, the development tiles'
names, the assist tiles, the pools' "reserve", the boards' row names), and a window much wider than
16:9 gives the active player's board the centre's whole height instead of leaving wide empty sides.
Geometry only: where things are drawn, measured on the drawn table."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from game.core import i18n
from game.haspelknecht.table import devboard, layout, year_wheel
from game.haspelknecht.table.board_parts import DH, DW
from game.ui import theme
from game.ui.board import text as T
from tests.ui.test_game_scene import advance, make_session, start

SMALL = [(800, 600), (1024, 600), (1024, 768)]
WIDE = [(3000, 900), (3440, 1440), (3840, 1080), (5120, 1440)]
TILES = [11, 12, 13, 14, 15, 21, 22, 23, 24, 25, 31, 32, 33, 34, 35, 41, 42, 43, 44, 45]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


def table_at(home, size, players):
    session = make_session(players=players, seed=7)
    advance(session.game, 40)
    app, scene, _store, drv = start(home, session, size)
    return scene, drv


def shell_texts(scene) -> set[str]:
    """What the shell draws on the table (the prompt bar, the buttons): not the table's own text."""
    return {scene.prompt.title, scene.prompt.hint, *(b.label for b in scene.top_buttons),
            *(b.label for b in getattr(scene, "buttons", []))}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_of_the_table_is_cut_short_in_a_small_window(home, size, players):
    """The table's texts drawn whole or not at all: no season name written over its neighbour
    (a misfit of the wheel), no tile name cut to "rying Pole", no "VP 4·3·2·1" or "Di…"."""
    scene, drv = table_at(home, size, players)
    with T.recording_misfits() as misfits:
        scene.resize()
        drv.settle()
    assert scene.regions, "the table was drawn"
    mine = [str(m) for m in misfits if m.text not in shell_texts(scene)]
    assert not mine, "\n".join(mine)


def test_season_names_stand_apart_inside_their_segments():
    """Wherever the wheel writes the seasons' names they lie in their own segments, clear of each
    other; on a wheel too small for one of them it writes none."""
    pygame.init()
    phases = ["pit_water", "spring", "summer", "pit_water", "autumn", "winter"]
    seen_all = seen_none = False
    for rad in range(30, 90, 4):
        placed = year_wheel.season_labels(phases, 100.0, 100.0, float(rad), 10.5, 1.0)
        seen_all |= len(placed) == 4
        seen_none |= not placed
        assert len(placed) in (0, 4)
        boxes = []
        for i, (lines, px, (x, y)) in placed.items():
            font = theme.font("serif", px)
            w = max(font.size(line)[0] for line in lines)
            h = font.get_linesize() * len(lines)
            box = (x - w / 2, y - h / 2, w, h)
            a0 = year_wheel.START + i * math.tau / len(phases)
            assert year_wheel._box_fits(box, 100, 100, rad, rad * year_wheel.HUB, a0, a0 + math.tau / len(phases), 1.0)
            boxes.append(pygame.Rect(round(box[0]), round(box[1]), round(w), round(h)))
        for a, b in itertools.combinations(boxes, 2):
            assert not a.inflate(-2, -2).colliderect(b.inflate(-2, -2)), (rad, a, b)
    assert seen_all and seen_none


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_a_tile_name_is_whole_or_left_out_and_stays_on_the_face(lang):
    """At every tile size a tile shows its name in whole words (or broken where both pieces keep
    four letters, "Wheel-" / "barrow"), or its number alone; never "Car-" / "rying". Every line fits
    between the face's upright sides: "Schlägel und Eisen" ran over the rim at 3840x2160."""
    pygame.init()
    i18n.set_language(lang)
    try:
        for r in [x / 2 for x in range(30, 260, 3)]:
            for t in TILES:
                compact, lines = devboard._face_words(t, r)
                font = theme.font("serif", theme.text_px(r * .2))
                face = r * (.88 if compact else .78) * math.sqrt(3)
                assert all(font.size(line)[0] <= face for line in lines), (lang, r, t, lines, face)
                for line, after in zip(lines, lines[1:], strict=False):
                    head, tail = line.split()[-1], after.split()[0]
                    if head.endswith("-") and head[:-1] + tail in "".join(lines).replace("-", ""):
                        assert min(len(head) - 1, len(tail)) >= 4, (lang, r, t, lines)
                assert "\u2026" not in "".join(lines), (lang, r, t, lines)
    finally:
        i18n.set_language("en")


def test_tiles_named_at_1280x720_and_numbered_at_800x600(home):
    """The development board keeps its names where they fit (1280x720, four players: as before),
    and shows the numbers alone where most do not (800x600)."""
    for size, named in (((1280, 720), True), ((800, 600), False)):
        scene, drv = table_at(home, size, 4)
        drv.settle()
        tile = scene.regions[("tile", 11)]
        r = tile.width / math.sqrt(3)
        assert devboard.names_fit(TILES, r) is named, (size, r)


@pytest.mark.parametrize("size", [(800, 600), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_reserve_labels_stay_in_their_pool(home, size, monkeypatch):
    """The pools' "reserve" ends at its reserve's box, not over the next pool or out of the panel."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = T.text

    def noted(surface, txt, *args, **kwargs):
        rect = real(surface, txt, *args, **kwargs)
        drawn.append((txt, rect))
        return rect

    monkeypatch.setattr(T, "text", noted)
    scene, drv = table_at(home, size, 4)
    scene.resize()
    drv.settle()
    panel = scene.rects["pools"]
    labels = [rect for txt, rect in drawn if txt == "reserve"]
    boxes = [rect for key, rect in scene.regions.items() if key[0] == "reservearea"]
    assert len(boxes) == 4
    for rect in labels:
        own = min(boxes, key=lambda box: abs(box.centerx - rect.centerx) + abs(box.top - rect.bottom))
        assert panel.contains(rect), (rect, panel)
        assert rect.right <= own.right + 3 and rect.bottom <= own.top + 2, (rect, own)


def _design(size, sc):
    def R(x, y, w, h):
        return pygame.Rect(round(x * sc), round(y * sc), max(1, round(w * sc)), max(1, round(h * sc)))
    return size[0] / sc, size[1] / sc, R


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", WIDE, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_very_wide_window_gives_the_active_board_the_centre_s_height(home, size, players):
    """At 21:9 and 32:9 the active board is drawn over at least 30% of the window (it filled 17%
    at 3000x900 beside wide empty sides), the other boards stand beside it, and no two parts of
    the table overlap."""
    scene, drv = table_at(home, size, players)
    drv.settle()
    r = scene.rects
    k = min(r["active"].width / DW, r["active"].height / DH)
    assert k * DW * k * DH >= 0.30 * size[0] * size[1], (k, r["active"])
    assert r["others"].left >= r["active"].right and r["others"].height >= r["active"].height
    parts = ["wheel", "pools", "dev", "prompt", "active", "others", "topbar", "log"]
    for a, b in itertools.combinations(parts, 2):
        assert not r[a].colliderect(r[b]), (a, b, r[a], r[b])
    for a in parts:
        assert pygame.Rect(0, 0, *size).contains(r[a]), (a, r[a])
    me = scene.active_player()
    boards = [rect for key, rect in scene.regions.items() if key[0] == "board" and key[1] != me]
    assert len(boards) == players - 1
    for a, b in itertools.combinations(boards, 2):
        assert not a.colliderect(b)
    assert all(r["others"].contains(b) for b in boards)


@pytest.mark.parametrize("size,sc", [((1280, 720), 1.0), ((3840, 2160), 3.0), ((1920, 1080), 1.5)])
def test_a_16_9_window_keeps_the_other_boards_under_the_active_one(size, sc):
    """The wide arrangement is taken only where it draws the active board larger: at 16:9 the
    table stays as it was (the other boards in a row under the active board)."""
    DWn, DHn, R = _design(size, sc)
    for players in (2, 3, 4):
        r = layout.layout(DWn, DHn, players, R)
        assert r["others"].top >= r["active"].bottom
        assert r["others"].width == r["active"].width

