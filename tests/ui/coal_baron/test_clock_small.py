"""The Shift Clock's players' counts (a pill per player per element) at every window the table
meets: in a 4:3, portrait or small window the dial is too small to hold them round its hub (they
once lay over each other, over the tokens and over the hub's "Shift 1/3" at 1024x768 and 960x540
with four players), so they go into a sheet under the dial (clock_sheet.py). Wherever they are
drawn, no pill lies over another, over a token or over the hub, and all stay inside the clock's
panel: in the worst case too, every player counting at every element, with two-digit counts where
the sheet holds them."""

from __future__ import annotations

import math

import pygame
import pytest

from game.coal_baron.components import rules
from game.coal_baron.table import clock_sheet
from game.coal_baron.table.clock_view import angle_of, element_pills, geometry
from game.coal_baron.table.tooltips import region_text
from tests.ui.coal_baron.helpers import make_session, start

SMALL = [(1024, 768), (960, 540), (800, 600), (1024, 600), (1000, 1400), (1280, 1024), (1440, 900)]
CASES = [(size, n) for size in SMALL for n in (2, 3, 4)]


def _table(home, size, players):
    _app, scene, *_rest = start(home, make_session(players), size)
    return scene


def _dial(scene) -> pygame.Rect:
    """The square the dial is drawn in: the clock's panel above its sheet, if it has one."""
    rect = scene.rects["clock"]
    sheet = scene.rects.get("clock_sheet")
    return rect if sheet is None else pygame.Rect(rect.x, rect.y, rect.width, sheet.y - rect.y)


def _markers(scene, count: int) -> dict[int, list[pygame.Rect]]:
    """Every element's pills, each player counting `count` there, where the table draws them."""
    n = scene.game.state.n
    total = len(rules().elements)
    sheet = scene.rects.get("clock_sheet")
    if sheet is not None:
        rows, _header = clock_sheet.cells(sheet, scene.sc, n)
        return {num: rows[num][2] for num in range(1, total + 1)}
    return {num: element_pills(_dial(scene), scene.sc, num, [count] * n) for num in range(1, total + 1)}


def _apart(p, q) -> float:
    """The room between two pills drawn as rounded bars (negative: they overlap)."""
    rp, rq = p.height / 2, q.height / 2
    gap_x = max(0.0, (q.left + rq) - (p.right - rp), (p.left + rp) - (q.right - rq))
    return math.hypot(gap_x, p.centery - q.centery) - rp - rq


def _off(pill, point) -> float:
    """How far `point` lies from a pill's edge."""
    r = pill.height / 2
    nx = min(max(point[0], pill.left + r), max(pill.left + r, pill.right - r))
    return math.hypot(point[0] - nx, point[1] - pill.centery) - r


@pytest.mark.parametrize(("size", "players"), CASES, ids=[f"{w}x{h}-{n}p" for (w, h), n in CASES])
def test_counts_clear_of_each_other_the_tokens_and_the_hub(home, size, players):
    scene = _table(home, size, players)
    # a count of two digits where the sheet holds them (it is sized for them), one in the dial
    count = 12 if "clock_sheet" in scene.rects else 7
    groups = _markers(scene, count)
    pills = [p for num in sorted(groups) for p in groups[num]]
    assert len(pills) == players * len(groups)
    clash = [(p, q) for i, p in enumerate(pills) for q in pills[i + 1:] if _apart(p, q) < 0]
    assert not clash, f"pills over each other: {clash[:4]}"
    (cx, cy), _rad, ring, token, _counts = geometry(_dial(scene), scene.sc)
    total = len(rules().elements)
    hub = scene.regions[("hand",)]
    for k in range(1, total + 1):
        tx, ty = cx + ring * math.cos(angle_of(k, total)), cy + ring * math.sin(angle_of(k, total))
        covering = [p for p in pills if _off(p, (tx, ty)) < token - 1]
        assert not covering, f"token {k} under {covering}"
    assert all(_off(p, hub.center) >= hub.width / 2 for p in pills), "a pill over the hub's Shift 1/3"
    panel = scene.rects["clock"]
    assert all(panel.contains(p) for p in pills), "a pill outside the clock's panel"


@pytest.mark.parametrize("size", [(1024, 768), (960, 540)])
def test_the_sheet_rows_stay_in_the_sheet_and_apart(home, size):
    """Each element's row in the sheet (its symbol and the players' pills) lies inside the sheet,
    under the dial, and no row lies over another: a player reads whose count is whose."""
    scene = _table(home, size, 4)
    sheet = scene.rects["clock_sheet"]
    rows, header = clock_sheet.cells(sheet, scene.sc, 4)
    assert len(header) % 4 == 0 and all(sheet.collidepoint(c) for _p, c in header)
    boxes = [rows[num][0] for num in sorted(rows)]
    assert all(sheet.contains(b) for b in boxes)
    assert not any(b.colliderect(o) for i, b in enumerate(boxes) for o in boxes[i + 1:])
    for row, symbol, pills in rows.values():
        assert row.collidepoint(symbol) and all(row.contains(p) for p in pills)
    (cx, cy), rad, *_rest = geometry(_dial(scene), scene.sc)
    assert sheet.top >= cy + rad, "the sheet under the dial"


def test_a_roomy_dial_keeps_the_counts_round_its_hub(home):
    """At 1280x720 (and larger 16:9 windows) the counts stay in the dial, as before."""
    for size in [(1280, 720), (3840, 2160)]:
        scene = _table(home, size, 4)
        assert "clock_sheet" not in scene.rects


@pytest.mark.parametrize("size", [(1024, 768), (960, 540)])
def test_a_sheet_row_tells_its_element(home, size):
    """Pointing at an element's row in the sheet explains the element, as its token does."""
    scene = _table(home, size, 4)
    scene.invalidate()
    scene.app.frame([], 0.0)
    for num in range(1, len(rules().elements) + 1):
        key = ("element", num, "sheet")
        assert scene.rects["clock_sheet"].contains(scene.regions[key])
        assert region_text(key, scene.game.state, scene.names) == region_text(("element", num), scene.game.state,
                                                                              scene.names)
