"""The year wheel: the phases of a year with the current one marked, the year, the turn order,
the score track and this winter's lease.

Regions: ("phase", i) for each segment, ("year",), ("order", p), ("track", p), ("lease",).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import lru_cache

import pygame

from game.core.i18n import N_, _
from game.haspelknecht.table.geo import Geo, View
from game.haspelknecht.table.projection import projected_scores
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T

WW, WH = 330, 140

PHASE_COLOURS = {"pit_water": (120, 150, 176), "spring": (150, 186, 104), "summer": (226, 190, 84),
                 "autumn": (196, 122, 60), "winter": (214, 226, 234)}
PHASE_LABEL = {"pit_water": N_("pit water"), "spring": N_("spring"), "summer": N_("summer"), "autumn": N_("autumn"),
               "winter": N_("winter")}     # translated where drawn
# The wheel turns so its two pit-water segments (a drop, no word) lie on the horizontal axis: the
# seasons then sit in the four slanted segments, whose horizontal room is the widest ("printemps",
# "Frühling" ran into the hub in the segments left and right of it). The year starts at the left.
START = math.pi - math.tau / 12    # segment 0 (pit water) centred on the left; the year runs clockwise
HUB = .36                                             # the hub's radius, as a part of the wheel's


def _box_fits(box: tuple[float, float, float, float], cx: float, cy: float, rad: float, hub: float,
              a0: float, a1: float, margin: float) -> bool:
    """Whether a box (left, top, width, height) lies inside the segment a0..a1 of the ring between
    the hub and the rim, `margin` pixels clear of its edges. The wedge cut by the rim is convex, so
    its corners decide; the hub is cleared by the box's point nearest the centre."""
    x, y, w, h = box
    d0, d1 = (math.cos(a0), math.sin(a0)), (math.cos(a1), math.sin(a1))
    for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
        vx, vy = px - cx, py - cy
        if d0[0] * vy - d0[1] * vx < margin or vx * d1[1] - vy * d1[0] < margin:
            return False
        if math.hypot(vx, vy) > rad - margin:
            return False
    nx, ny = min(max(cx, x), x + w), min(max(cy, y), y + h)
    return math.hypot(nx - cx, ny - cy) >= hub + margin


@lru_cache(maxsize=256)
def _place_label(txt: str, kind: str, size: float, cx: float, cy: float, rad: float, a0: float,
                 a1: float, margin: float) -> tuple[list[str], int, tuple[float, float]] | None:
    """The largest legible way to write a season's name inside its segment: its lines, font size
    and centre. Tries the design size down to the legible minimum on one line, then two lines
    (broken at a space or, for one long word, with a hyphen); None if nothing fits."""
    hub = rad * HUB
    am = (a0 + a1) / 2
    # candidate centres: every point of a fine grid over the segment, nearest its middle first (a
    # long name may have room only pressed against one edge of the segment)
    ideal = (cx + rad * .66 * math.cos(am), cy + rad * .66 * math.sin(am))
    step = max(1.0, rad / 40)
    grid = [(cx + i * step, cy + j * step) for i in range(-round(rad / step), round(rad / step) + 1)
            for j in range(-round(rad / step), round(rad / step) + 1)]
    grid = [q for q in grid if _box_fits((q[0], q[1], 0, 0), cx, cy, rad, hub, a0, a1, margin)]
    spots = sorted(grid, key=lambda q: math.hypot(q[0] - ideal[0], q[1] - ideal[1]))
    px = theme.text_px(size)
    sizes = list(range(px, theme.MIN_TEXT_PX - 1, -1))
    for lines_max in (1, 2):
        for s in sizes:
            font = theme.font(kind, s)
            if lines_max == 1:
                options = [[txt]]
            else:
                # the widest line allowed shrinks until the text breaks into two
                options = []
                for room in range(font.size(txt)[0] - 1, 8, -2):
                    lines = T.wrapped(txt, font, room)
                    if len(lines) == 2 and lines not in options:
                        options.append(lines)
            for lines in options:
                w = max(font.size(line)[0] for line in lines)
                h = font.get_linesize() * len(lines)
                for sx, sy in spots:
                    if _box_fits((sx - w / 2, sy - h / 2, w, h), cx, cy, rad, hub, a0, a1, margin):
                        return lines, s, (sx, sy)
    return None


def season_labels(phases: list[str], cx: float, cy: float, rad: float, size: float,
                  margin: float) -> dict[int, tuple[list[str], int, tuple[float, float]]]:
    """Where each season's name goes (segment index -> lines, font size, centre; see _place_label),
    or nothing at all when one of them has no room in its segment: a small wheel shows every
    season by its colour alone rather than some names whole and others run into their
    neighbours. The segments' tooltips name the seasons either way."""
    n = len(phases)
    placed = {}
    for i, ph in enumerate(phases):
        if ph == "pit_water":
            continue
        a0 = START + i * math.tau / n
        spot = _place_label(_(PHASE_LABEL[ph]), "serif", size, cx, cy, rad, a0, a0 + math.tau / n, margin)
        if spot is None:
            return {}
        placed[i] = spot
    return placed


def _draw_label(surface, placed: tuple[list[str], int, tuple[float, float]]) -> None:
    """Write a season's name where season_labels placed it."""
    lines, s, (sx, sy) = placed
    font = theme.font("serif", s)
    step = font.get_linesize()
    top = sy - step * len(lines) / 2
    for j, line in enumerate(lines):
        T.text(surface, line, "serif", s, theme.INK, (sx, top + step * (j + .5)), "center")


def current_phase_index(state) -> int:
    """Index into year_wheel.phases of the phase being played."""
    phases = state.rules.comps.year_wheel.phases
    if state.stage in ("storage", "over"):
        return phases.index("winter")
    season = 0
    for i, ph in enumerate(phases):
        if ph in ("pit_water", "winter"):
            continue
        if season == state.season:
            return i
        season += 1
    return 0


def draw_wheel_steps(surface: pygame.Surface, rect: pygame.Rect, view: View, scale: float) -> Iterator[None]:
    """The year wheel, turn order and score track, in steps (a generator yielding between its
    parts), for the table's cache to draw over frames at 4K (game/ui/scenes/table_layers.py)."""
    state = view.state
    r = state.rules
    wheel = r.comps.year_wheel
    panels.panel(surface, rect, scale, radius=8, width=2, seed=81)
    yield
    # a panel taller than the design (a narrow column, layout._left_column) spreads the parts apart
    # vertically: the text keeps its legible size while the wheel shrinks with the column
    g = Geo(rect, WW, WH, max_stretch=2.2 if rect.height * WW > rect.width * WH else 1.0)
    g.tk = scale
    k = g.k
    cx, cy = g.p(70, 70)
    rad = g.n(62)
    phases = wheel.phases
    n = len(phases)
    cur = current_phase_index(state)
    # the current segment is marked by its colour and outline: its name stays in the regular face,
    # as a bold one no longer fits its segment in French ("automne") at 1280x720
    labels = season_labels(list(phases), cx, cy, rad, g.t(10.5), max(1.0, g.n(1.5)))
    # wooden disc
    pygame.draw.circle(surface, (0, 0, 0, 60), (cx + g.n(2), cy + g.n(3)), rad + g.n(2))
    pygame.draw.circle(surface, (96, 64, 38), (cx, cy), rad + g.n(3))
    for i, ph in enumerate(phases):
        a0 = START + i * math.tau / n
        a1 = a0 + math.tau / n
        pts = [(cx, cy)] + [(cx + rad * math.cos(a0 + (a1 - a0) * t / 12), cy + rad * math.sin(a0 + (a1 - a0) * t / 12))
                            for t in range(13)]
        col = PHASE_COLOURS.get(ph, (180, 180, 180))
        if i != cur:
            col = theme.mix(col, (200, 190, 170), .35)
        pygame.draw.polygon(surface, col, pts)
        pygame.draw.line(surface, (96, 64, 38), (cx, cy), (cx + rad * math.cos(a0), cy + rad * math.sin(a0)),
                         max(1, round(1.5 * k)))
        am = (a0 + a1) / 2
        lx, ly = cx + rad * .66 * math.cos(am), cy + rad * .66 * math.sin(am)
        if ph == "pit_water":
            sprites.blit_piece(surface, "water", (lx, ly), g.n(15))
        elif i in labels:
            _draw_label(surface, labels[i])
            lx, ly = labels[i][2]
        box = pygame.Rect(0, 0, g.n(26), g.n(26))
        box.center = (round(lx), round(ly))
        view.add(("phase", i), box)
    # highlight the current segment
    a0 = START + cur * math.tau / n
    a1 = a0 + math.tau / n
    arc = [(cx + rad * math.cos(a0 + (a1 - a0) * t / 12), cy + rad * math.sin(a0 + (a1 - a0) * t / 12)) for t in range(13)]
    pygame.draw.lines(surface, theme.HIGHLIGHT, False, arc, max(2, round(3 * k)))
    pygame.draw.line(surface, theme.HIGHLIGHT, (cx, cy), arc[0], max(1, round(2 * k)))
    pygame.draw.line(surface, theme.HIGHLIGHT, (cx, cy), arc[-1], max(1, round(2 * k)))
    # the hub with the year
    pygame.draw.circle(surface, (120, 84, 50), (cx, cy), rad * HUB)
    pygame.draw.circle(surface, theme.PARCHMENT_LIGHT, (cx, cy), rad * (HUB - .05))
    year = min(state.year, wheel.years)
    if T.text_size(_("Year"), "caps", g.t(10))[0] <= 2 * rad * (HUB - .05):
        T.text(surface, _("Year"), "caps", g.t(10), theme.INK_SOFT, (cx, cy - g.n(7)), "center")
        T.text(surface, f"{year}/{wheel.years}", "serif_bold", g.t(14), theme.INK, (cx, cy + g.n(7)), "center")
    else:
        # a small hub: the year alone (its tooltip says "Year 1 of 3")
        T.text(surface, f"{year}/{wheel.years}", "serif_bold", g.t(14), theme.INK, (cx, cy), "center")
    view.add(("year",), pygame.Rect(cx - rad * .36, cy - rad * .36, rad * .72, rad * .72))

    yield
    # turn order
    x0 = 144
    T.text(surface, _("Turn order"), "caps", g.t(12), theme.INK, g.p(x0, 6), "topleft")
    current = state.current
    for j, p in enumerate(state.order):
        c = g.p(x0 + 10 + j * 30, 30)
        if p == current and state.stage != "over":
            pygame.draw.circle(surface, theme.HIGHLIGHT, c, g.n(12))
        sprites.blit_piece(surface, view.owner_kind(p), c, g.n(19), view.colourblind)
        view.add(("order", p), pygame.Rect(c[0] - g.n(11), c[1] - g.n(11), g.n(22), g.n(22)))
        if j < len(state.order) - 1:
            ax, ay = c[0] + g.n(15), c[1]
            pygame.draw.lines(surface, theme.INK_SOFT, False, [(ax - g.n(3), ay - g.n(4)), (ax + g.n(2), ay),
                                                               (ax - g.n(3), ay + g.n(4))], max(1, round(1.6 * k)))
    # score track: one lane per player
    T.text(surface, _("Score"), "caps", g.t(12), theme.INK, g.p(x0, 46), "topleft")
    projected = projected_scores(state)   # the engine's "if the game ended now" (debts, pit water...)
    top = max([p.vp for p in state.players] + projected + [0])
    span = max(30, ((top + 9) // 10) * 10)
    tx0, tx1 = x0 + 8, WW - 30            # room at each lane's end for the projected final score
    lane_h = min(12, 44 / max(1, len(state.players)))
    ly0 = 62
    # ticks
    for v in range(0, span + 1, 5):
        x = g.p(tx0 + (tx1 - tx0) * v / span, 0)[0]
        y1, y2 = g.p(0, ly0)[1], g.p(0, ly0 + lane_h * len(state.players))[1]
        pygame.draw.line(surface, (190, 170, 130) if v % 10 else (150, 126, 90), (x, y1), (x, y2), 1)
        if v % 10 == 0:
            T.text(surface, str(v), "sans", g.t(8), theme.INK_SOFT, (x, y2 + g.n(1)), "midtop")
    for j, p in enumerate(range(len(state.players))):
        y = ly0 + lane_h * (j + .5)
        pygame.draw.line(surface, (170, 146, 110), g.p(tx0, y), g.p(tx1, y), 1)
        vp = state.players[p].vp
        x = tx0 + (tx1 - tx0) * min(vp, span) / span
        c = g.p(x, y)
        # where the score would end if the game ended now: a ring joined to the marker, and the number
        proj = projected[p]
        fc = g.p(tx0 + (tx1 - tx0) * max(0, min(proj, span)) / span, y)
        tone = theme.DANGER if proj < vp else theme.MOSS if proj > vp else theme.INK_SOFT
        if abs(fc[0] - c[0]) > 1:
            pygame.draw.line(surface, tone, c, fc, max(1, round(1.5 * k)))
        pygame.draw.circle(surface, tone, fc, max(2, g.n(lane_h * .38)), max(1, round(1.4 * k)))
        sprites.blit_piece(surface, view.owner_kind(p), c, g.n(lane_h * .95), view.colourblind)
        label = T.text(surface, f"\u2192{proj}", "sans_bold", g.t(8), tone, g.p(WW - 6, y), "midright")
        view.add(("track", p), pygame.Rect(g.p(tx0, y - lane_h / 2)[0], c[1] - g.n(lane_h / 2),
                                           g.n(WW - 6 - tx0), g.n(lane_h)).union(label))
    # the lease of this year's winter
    fy = 130
    food, thaler = r.lease.get(year, (0, 0))
    lab = T.text(surface, _("Winter lease:"), "serif_italic", g.t(11.5), theme.INK_SOFT, g.p(x0, fy), "midleft")
    xx = lab.right + g.n(6)
    for kind, n in (("food", food), ("thaler", thaler)):
        for _i in range(n):
            sprites.blit_piece(surface, kind, (xx + g.n(7), lab.centery), g.n(15))
            xx += g.n(14)
    view.add(("lease",), pygame.Rect(lab.left, lab.top, xx - lab.left, lab.height))
