"""The Shift Clock's counts (each player's number inside the ring, clock_view.count_pills): every
element's group stays clear of the other elements' groups and of the tokens, so a player reads whose
count belongs to which element. The groups once sat two by two along the screen's axes, and at the
diagonals (elements 10 to 13 at 1280x720 with four players) one element's pills lay over the next's."""

from __future__ import annotations

import math

import pytest

from game.coal_baron.components import rules
from game.coal_baron.table.clock_view import angle_of, element_pills, geometry
from tests.ui.coal_baron.helpers import make_session, start

# (window, players, a count): 16:9 windows with every table size; two-digit counts with two players.
# A 4:3, portrait or small window draws the counts in a sheet under the dial instead
# (test_clock_small.py). Still too tight round the hub: two-digit counts with three or four players
CASES = [((1280, 720), 2, 7), ((1280, 720), 3, 7), ((1280, 720), 4, 7), ((1920, 1080), 4, 7),
         ((3840, 2160), 4, 7), ((1280, 720), 2, 12), ((1920, 1080), 2, 12)]


def _dial(home, size, players):
    _app, scene, *_rest = start(home, make_session(players), size)
    return scene.rects["clock"], scene.sc


def _off_pill(pill, point) -> float:
    """How far `point` is from a pill drawn as a rounded bar (ends as round as it is high)."""
    r = pill.height / 2
    x0, x1 = pill.left + r, max(pill.left + r, pill.right - r)
    nx = min(max(point[0], x0), x1)
    return math.hypot(point[0] - nx, point[1] - pill.centery) - r


def _apart(p, q) -> float:
    """The room between two pills drawn as rounded bars (negative: they overlap)."""
    rp, rq = p.height / 2, q.height / 2
    gap_x = max(0.0, (q.left + rq) - (p.right - rp), (p.left + rp) - (q.right - rq))
    return math.hypot(gap_x, p.centery - q.centery) - rp - rq


@pytest.mark.parametrize(("size", "players", "count"), CASES, ids=[f"{w}x{h}-{p}p-{c}" for (w, h), p, c in CASES])
def test_each_elements_counts_stay_clear_of_the_others(home, size, players, count):
    rect, sc = _dial(home, size, players)
    total = len(rules().elements)
    groups = {num: element_pills(rect, sc, num, [count] * players) for num in range(1, total + 1)}
    (cx, cy), _rad, ring, token, _counts = geometry(rect, sc)
    for num, pills in groups.items():
        assert len(pills) == players
        for other, theirs in groups.items():
            if other != num:
                clash = [(p, q) for p in pills for q in theirs if _apart(p, q) < 0]
                assert not clash, f"element {num}'s counts lie over element {other}'s: {clash}"
        for k in range(1, total + 1):
            tx, ty = cx + ring * math.cos(angle_of(k, total)), cy + ring * math.sin(angle_of(k, total))
            for p in pills:
                assert _off_pill(p, (tx, ty)) >= token - 1, f"element {num}'s count covers token {k}"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_elements_pills_do_not_cover_each_other(home, players):
    rect, sc = _dial(home, (1280, 720), players)
    for num in range(1, len(rules().elements) + 1):
        pills = element_pills(rect, sc, num, [7] * players)
        for i, p in enumerate(pills):
            assert all(_apart(p, q) >= 0 for q in pills[i + 1:]), (num, pills)
