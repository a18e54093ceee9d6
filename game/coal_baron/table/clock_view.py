"""The Shift Clock as a clock: its twelve elements around a dial like the hours (element 12 at the
top), each with its symbol (a coal colour's cube, a vehicle, an empty lorry) and its first and second
place VP; the elements this shift scores lit, the shift hand pointing at the last of them; inside
the ring each player's count now, the ones who would place marked (gold: first, silver: second).
Every number is the engine's (queries.clock_elements); nothing is recomputed here.

Where the dial is too small to hold the counts round its hub (counts_fit), they are drawn in a
sheet under it instead (clock_sheet.py).

Regions: ("clock",) the dial, ("element", n) each element, ("hand",) the hub."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.table.cards import lorry_shape
from game.coal_baron.table.sprites import cube_kind, cube_rgb, draw_pips
from game.coal_baron.words import colour_name, vehicle_name
from game.core.i18n import _, ngettext
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.table_api import drawn_whole

SILVER = (196, 200, 206)
HUB = .3                # the hub's radius, a part of the dial's


def element_label(count: str, key: int) -> str:
    """What a Shift Clock element counts, in the current language: 'gray spots'."""
    if count == "colour_spots":
        # TRANSLATORS: what a Shift Clock element counts: the spots of one coal colour on delivered orders
        return _("{colour} spots").format(colour=colour_name(key))
    if count == "vehicle_spots":
        # TRANSLATORS: what a Shift Clock element counts: the spots on delivered orders of one vehicle
        return _("{vehicle} spots").format(vehicle=vehicle_name(key))
    # TRANSLATORS: what a Shift Clock element counts: the empty lorries on one level (its coal colour)
    return _("empty {colour} lorries").format(colour=colour_name(key))


def angle_of(num: int, total: int) -> float:
    """Element `num` at its hour: 12 at the top, clockwise."""
    return -math.pi / 2 + math.tau * (num % total) / total


def geometry(rect: pygame.Rect, sc: float) -> tuple[tuple[float, float], float, float, float, float]:
    """(centre, dial radius, tokens' radius, a token's radius, the counts' radius)."""
    cx, cy = rect.centerx, rect.centery + round(4 * sc)
    rad = min(rect.width, rect.height - round(8 * sc)) / 2 - round(4 * sc)
    # a token holds its symbol and two lines of VP at the legible size: at least 26 units across
    token = max(min(rad * .2, 34 * sc), min(26 * sc, rad * .205))
    ring = rad - token - round(2 * sc)
    counts = ring - token - rad * .1
    return (cx, cy), rad, ring, token, counts


def draw_clock(surf, rect: pygame.Rect, view, sc: float, *, shift: int | None = None, scoring: int | None = None,
               shown: dict | None = None, title: bool = True) -> None:
    """The dial in `rect`. For a shift's end played out (shift_moment.py): `shift` the shift scored
    (its elements lit), `scoring` the element being scored now, `shown` the results to draw instead
    of the counts now (element -> (counts, VP))."""
    drawn_whole(draw_clock_steps(surf, rect, view, sc, shift=shift, scoring=scoring, shown=shown, title=title))


def draw_clock_steps(surf, rect: pygame.Rect, view, sc: float, *, shift: int | None = None,
                     scoring: int | None = None, shown: dict | None = None, title: bool = True,
                     sheet: pygame.Rect | None = None) -> Iterator[None]:
    """draw_clock in steps (a generator yielding between the panel and the dial), for the table's
    cache to draw over two frames at 4K (game/ui/scenes/table_layers.py). With a `sheet` (the lower
    part of `rect`, clock_sheet.py) the counts are drawn there, the dial above it."""
    panels.panel(surf, rect, sc, kind="wood", radius=8, width=2, seed=37)
    yield
    state = view.state
    ru = rules()
    view.regions[("clock",)] = rect
    dial = rect if sheet is None else pygame.Rect(rect.x, rect.y, rect.width, sheet.y - rect.y)
    (cx, cy), rad, ring, token, counts_r = geometry(dial, sc)
    over = state.stage == "over" and shift is None
    shift = min(state.shift if shift is None else shift, ru.shifts)
    total = len(ru.elements)
    last = max((e[0] for e in ru.elements if e[5] <= shift), default=0)
    # the face
    pygame.draw.circle(surf, (0, 0, 0), (cx + round(2 * sc), cy + round(3 * sc)), rad + round(2 * sc))
    pygame.draw.circle(surf, (150, 112, 70), (cx, cy), rad + round(2 * sc))
    pygame.draw.circle(surf, theme.PARCHMENT, (cx, cy), rad - round(2 * sc))
    # the lit wedge of this shift's elements, from 12 o'clock round to the shift hand
    if not over and last:
        a0 = angle_of(0, total) + math.pi / total * .1
        a1 = angle_of(last, total) + math.pi / total
        pts = [(cx, cy)] + [(cx + (rad - 3 * sc) * math.cos(a0 + (a1 - a0) * t / 40),
                             cy + (rad - 3 * sc) * math.sin(a0 + (a1 - a0) * t / 40)) for t in range(41)]
        wedge = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.polygon(wedge, (*theme.HIGHLIGHT, 80), [(x - rect.x, y - rect.y) for x, y in pts])
        surf.blit(wedge, rect)
    for k in range(total):
        a = angle_of(k, total) + math.pi / total
        pygame.draw.line(surf, (170, 140, 100), (cx + counts_r * .55 * math.cos(a), cy + counts_r * .55 * math.sin(a)),
                         (cx + (rad - 2 * sc) * math.cos(a), cy + (rad - 2 * sc) * math.sin(a)), max(1, round(sc)))
    # the shift hand under the counts: a count beside the element it points at stays whole
    hub = rad * HUB
    if not over and last:
        a = angle_of(last, total)
        tip = (cx + (ring - token - 3 * sc) * math.cos(a), cy + (ring - token - 3 * sc) * math.sin(a))
        side = (math.cos(a + math.pi / 2) * 3 * sc, math.sin(a + math.pi / 2) * 3 * sc)
        pygame.draw.polygon(surf, (70, 56, 40), [(cx + side[0], cy + side[1]), tip, (cx - side[0], cy - side[1])])
    elements = {e[0]: e for e in Q.clock_elements(state)}
    for num, e in elements.items():
        live = (e[5] <= shift and not over) or num == scoring
        a = angle_of(num, total)
        centre = (cx + ring * math.cos(a), cy + ring * math.sin(a))
        _token(surf, centre, token, e, live, num == scoring, view, sc, state.n)
        box = pygame.Rect(0, 0, round(2 * token), round(2 * token))
        box.center = (round(centre[0]), round(centre[1]))
        res = shown.get(num) if shown else None
        cc, vp = (res if res is not None else (e[6], e[7]))
        if sheet is None and ((shown is None and any(cc)) or res is not None):
            pills = element_pills(dial, sc, num, cc)
            group = draw_pills(surf, pills, cc, vp, e, view, sc, dim=not live and shown is None)
            box = box.union(group)
        view.regions[("element", num)] = box
    # the hub
    pygame.draw.circle(surf, (150, 112, 70), (cx, cy), hub)
    pygame.draw.circle(surf, theme.PARCHMENT_LIGHT, (cx, cy), hub - round(2 * sc))
    # TRANSLATORS: in the Shift Clock's hub, over the shift's number ("2 / 3")
    T.text(surf, _("Shift"), "caps", 12 * sc, theme.INK_SOFT, (cx, cy - round(7 * sc)), "center",
           max_width=round(2 * hub - 4 * sc))
    T.text(surf, f"{shift}/{ru.shifts}", "serif_bold", 15 * sc, theme.INK, (cx, cy + round(7 * sc)), "center")
    view.regions[("hand",)] = pygame.Rect(round(cx - hub), round(cy - hub), round(2 * hub), round(2 * hub))
    if title:
        # in the panel's corner, left of the twelfth element's token
        T.text(surf, _("Shift Clock"), "caps", 12 * sc, theme.PARCHMENT_LIGHT, (rect.x + round(6 * sc), rect.y + round(3 * sc)),
               max_width=round(cx - token - 2 * sc - rect.x - 6 * sc))


def _token(surf, centre, r: float, e, live: bool, now: bool, view, sc: float, players: int) -> None:
    """An element's token: its symbol over its first and second place VP."""
    _num, _count, _key, first, second, _from, _counts, _vp = e
    ru = rules()
    cx, cy = centre
    edge = theme.GOLD if live else (150, 132, 104)
    pygame.draw.circle(surf, (0, 0, 0), (cx + sc, cy + 2 * sc), r)
    pygame.draw.circle(surf, theme.PARCHMENT_LIGHT if live else (208, 196, 170), (cx, cy), r)
    pygame.draw.circle(surf, edge, (cx, cy), r, max(1, round((3 if now else 2) * sc)))
    draw_symbol(surf, e, (cx, cy - r * .5), r * .52, view, sc)
    ink = theme.INK if live else theme.INK_SOFT
    # the second place's points under the first's, where the token holds two lines at the legible
    # size (a window narrower than the table's design draws its text relatively larger)
    two = players >= ru.second_place_min_players and r * .5 >= T.text_size("0", "sans", 12 * sc)[1] * .85

    def points(n: int, font: str, room: float) -> str:
        # in a small window (text never below its legible size) the number alone, on its token
        text = ngettext("{n} VP", "{n} VP", n).format(n=n)
        return text if T.text_size(text, font, 12 * sc)[0] <= room else str(n)

    T.text(surf, points(first, "sans_bold", 1.9 * r), "sans_bold", 12 * sc, ink,
           (cx, cy + (r * .04 if two else r * .22)), "center", max_width=round(1.9 * r))
    if two:
        T.text(surf, points(second, "sans", 1.6 * r), "sans", 12 * sc, theme.INK_SOFT,
               (cx, cy + r * .54), "center", max_width=round(1.6 * r))


def draw_symbol(surf, e, centre, s: float, view, sc: float) -> None:
    """What element `e` counts as a picture `s` across: a coal colour's cube, a vehicle, an empty lorry."""
    _num, count, key, *_rest = e
    ru = rules()
    cx, cy = centre
    if count == "colour_spots":
        sprites.blit_piece(surf, cube_kind(ru.colours[key], view.colourblind), (cx, cy), s)
    elif count == "vehicle_spots":
        sprites.blit_piece(surf, f"vehicle:{ru.vehicles[key]}", (cx, cy + s * .05), s * 1.55)
    else:
        _empty_lorry(surf, (cx, cy), s, ru.colours[key], view.colourblind, sc)


def _empty_lorry(surf, centre, size: float, colour: str, colourblind: bool, sc: float) -> None:
    box = pygame.Rect(0, 0, round(size * 1.2), round(size * .8))
    box.center = (round(centre[0]), round(centre[1]))
    base = cube_rgb(colour)
    pygame.draw.polygon(surf, base, lorry_shape(box))
    pygame.draw.rect(surf, theme.darken(base, .62), (box.x + box.width * .1, box.y + box.height * .1, box.width * .8,
                                                     box.height * .2))
    pygame.draw.polygon(surf, theme.darken(base, .55) if colour != "black" else (110, 106, 100), lorry_shape(box),
                        max(1, round(sc)))
    for fx in (.28, .72):
        pygame.draw.circle(surf, (34, 30, 28), (box.x + box.width * fx, box.bottom - box.height * .12), box.height * .14)
    if colourblind:
        draw_pips(surf, colour, (box.centerx, box.y + box.height * .48), box.height * .5)


def pill_size(sc: float, counts) -> tuple[int, int]:
    """A count's pill (width, height) for the widest of `counts`: as high as a digit and a little
    room (not the font's whole line); twelve groups of four fit between the hub and the tokens at
    1280x720."""
    h = max(round(12 * sc), round(theme.text_px(12, sc) * .75) + 3)
    return max([h] + [T.text_size(str(c), "sans_bold", 12 * sc)[0] + round(2 * sc) for c in counts]), h


def pill_gap(sc: float) -> int:
    """The room between two pills: the gold or silver ring round a pill is drawn in it."""
    return max(2, round(3 * sc))


def pills_apart(p: pygame.Rect, q: pygame.Rect) -> float:
    """The room between two pills drawn as rounded bars (ends as round as they are high); negative
    where they overlap."""
    rp, rq = p.height / 2, q.height / 2
    gap_x = max(0.0, (q.left + rq) - (p.right - rp), (p.left + rp) - (q.right - rq))
    return math.hypot(gap_x, p.centery - q.centery) - rp - rq


def _off_pill(pill: pygame.Rect, point) -> float:
    """How far `point` is from a pill's edge (negative: inside it)."""
    r = pill.height / 2
    nx = min(max(point[0], pill.left + r), max(pill.left + r, pill.right - r))
    return math.hypot(point[0] - nx, point[1] - pill.centery) - r


def counts_fit(rect: pygame.Rect, sc: float, players: int) -> bool:
    """Whether the dial drawn in `rect` holds every element's counts round its hub: `players` pills
    of one digit per element, none over another (its own group's or a neighbour's), over a token
    or over the hub's "Shift 1/3". A dial too small for that (a 4:3, portrait or small window: the
    text never shrinks below its legible size while the dial does) shows the counts in a sheet
    under it (clock_sheet.py)."""
    (cx, cy), rad, ring, token, _counts_r = geometry(rect, sc)
    total = len(rules().elements)
    groups = [element_pills(rect, sc, num, [8] * players) for num in range(1, total + 1)]
    tokens = [(cx + ring * math.cos(angle_of(k, total)), cy + ring * math.sin(angle_of(k, total)))
              for k in range(1, total + 1)]
    pills = [p for g in groups for p in g]
    # pills sit on whole pixels, their centres and sizes rounded: at every 16:9 window two groups of
    # a four-player table come within a pixel and a half of touching (1917x1080: 1.2 px over,
    # 1280x720: 0.4 px apart), a dial too small misses by far more (960x540: 7.8 px over)
    if any(pills_apart(p, q) < -1.5 for i, p in enumerate(pills) for q in pills[i + 1:]):
        return False
    return all(_off_pill(p, t) >= token - 1 for p in pills for t in tokens) and \
        all(_off_pill(p, (cx, cy)) >= rad * HUB for p in pills)


def element_pills(rect: pygame.Rect, sc: float, num: int, counts: list[int]) -> list[pygame.Rect]:
    """The pills of element `num`'s counts on the dial drawn in `rect` (count_pills)."""
    (cx, cy), rad, ring, token, _counts_r = geometry(rect, sc)
    band = (rad * HUB + round(2 * sc), ring - token - round(2 * sc))
    return count_pills((cx, cy), angle_of(num, len(rules().elements)), counts, sc, band)


def count_pills(centre, angle: float, counts: list[int], sc: float,
                band: tuple[float, float]) -> list[pygame.Rect]:
    """Where each player's count sits for the element at `angle`: a pill per player, laid out in the
    element's own frame (two players one behind the other along the radius, three or four two by
    two, rows along the radius and columns across it) so that a group stays in its own wedge of the
    dial whatever the angle, in the `band` of radii between the hub and the tokens. The pills in
    reading order (top to bottom, left to right)."""
    n = len(counts)
    w, h = pill_size(sc, counts)
    gap = pill_gap(sc)
    radial = (math.cos(angle), math.sin(angle))
    across = (-radial[1], radial[0])
    flat = w - h                       # a pill is a bar of this length with round ends

    def apart(dx: float, dy: float) -> float:
        # the room between two pills whose centres are (dx, dy) apart
        return math.hypot(max(0.0, abs(dx) - flat), dy) - h

    def step(d: tuple[float, float]) -> float:
        # the least distance along d between two pills' centres leaving `gap` between them
        lo, hi = 0.0, float(w + h + 2 * gap)
        for _halving in range(24):
            mid = (lo + hi) / 2
            lo, hi = (lo, mid) if apart(mid * d[0], mid * d[1]) >= gap else (mid, hi)
        return hi

    along, side = step(radial), step(across)
    if n > 2:
        # the pills diagonally across the group apart as well
        while min(apart(along * radial[0] + k * side * across[0], along * radial[1] + k * side * across[1])
                  for k in (-1, 1)) < gap:
            along, side = along * 1.05, side * 1.05
    reach = abs(radial[0]) * flat / 2 + h / 2        # one pill's extent along the radius
    # two players one behind the other, or side by side where the band is too narrow for that
    # (wide numbers in a small dial); three or four two by two
    shapes = [(1, 1)] if n == 1 else [(2, 1), (1, 2)] if n == 2 else [(2, 2)]
    rows, cols = next((shape for shape in shapes if (shape[0] - 1) * along + 2 * reach <= band[1] - band[0]),
                      shapes[0])
    half = (rows - 1) * along / 2 + reach
    # as far out as the band allows: the wedge between two elements widens outwards
    r = band[1] - half if band[0] + half <= band[1] - half else (band[0] + band[1]) / 2
    places = []
    for i in range(rows):
        for j in range(cols):
            ro = r + (i - (rows - 1) / 2) * along
            to = (j - (cols - 1) / 2) * side
            x = centre[0] + ro * radial[0] + to * across[0]
            y = centre[1] + ro * radial[1] + to * across[1]
            pill = pygame.Rect(0, 0, w, h)
            pill.center = (round(x), round(y))
            places.append(pill)
    places.sort(key=lambda p: (p.centery, p.centerx))
    return places[:n]


def draw_pills(surf, pills: list[pygame.Rect], counts: list[int], vp: list[int], e, view, sc: float,
            dim: bool) -> pygame.Rect:
    """Each player's count as a number on the player's colour in its pill (count_pills); first
    place ringed in gold, second in silver (who would score if the shift ended now, or who did)."""
    first, second = e[3], e[4]
    area = pills[0].unionall(pills[1:])
    for p, c in enumerate(counts):
        pill = pills[p]
        h = pill.height
        colour = theme.PLAYER_COLOURS[view.seats[p].colour % len(theme.PLAYER_COLOURS)]
        if dim:
            colour = theme.mix(colour, (200, 190, 170), .45)
        if not c:
            # nothing counted: a small mark in the player's colour where the number would be
            pygame.draw.circle(surf, theme.darken(colour, .3), pill.center, max(2, round(2.5 * sc)))
            continue
        pygame.draw.rect(surf, colour, pill, border_radius=h // 2)
        ring = theme.GOLD if vp[p] and vp[p] == first else SILVER if vp[p] and vp[p] == second else None
        if ring is not None:
            pygame.draw.rect(surf, ring, pill.inflate(round(3 * sc), round(3 * sc)), max(2, round(2 * sc)),
                             border_radius=h // 2 + 2)
        else:
            pygame.draw.rect(surf, theme.darken(colour, .45), pill, max(1, round(sc)), border_radius=h // 2)
        light = sum(colour) > 500
        T.text(surf, str(c), "sans_bold", 12 * sc, theme.INK if light else theme.PARCHMENT_LIGHT, pill.center, "center")
        if view.colourblind:
            sprites.blit_piece(surf, view.owner(p), (pill.x + h * .1, pill.y + h * .1), h * .55, True)
    return area
