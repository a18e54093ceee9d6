"""The Shift Clock: the current shift, the elements it will score (with each player's count now and
the VP each would get: queries.clock_elements, never recomputed here), and the score track.
Regions: ("clock",), ("element", n), ("track", p)."""

from __future__ import annotations

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.scoring import scores_now
from game.coal_baron.table.sprites import cube_rgb
from game.coal_baron.words import colour_name, vehicle_name
from game.core.i18n import _, ngettext
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.board.text import wrap_lines


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


def draw_clock(surf, rect: pygame.Rect, view, sc: float) -> None:
    panels.panel(surf, rect, sc, kind="wood", radius=8, width=2, seed=37)
    state = view.state
    ru = rules()
    view.regions[("clock",)] = rect
    pad = round(8 * sc)
    shift = min(state.shift, ru.shifts)
    head = _("Shift {shift} of {shifts}").format(shift=shift, shifts=ru.shifts) if state.stage != "over" else \
        _("The game is over")
    T.text(surf, head, "caps", 15 * sc, theme.PARCHMENT_LIGHT, (rect.x + pad, rect.y + round(5 * sc)))
    elements = Q.clock_elements(state)
    scored = [e for e in elements if e[5] <= shift]
    line = ngettext("scores element {n} at its end", "scores elements 1-{n} at its end", len(scored)).format(
        n=len(scored))
    colour = theme.PARCHMENT_DARK
    if view.last_scoring is not None and (state.shift > view.last_scoring[0] or state.stage == "over"):
        # the banner of the last scoring: who gained what (the chronicle has it element by element)
        done, gained = view.last_scoring
        # TRANSLATORS: {gains} lists each player's name and points, e.g. "Anna +6, Ben +2"
        line = _("Shift {shift} scored: {gains}").format(
            shift=done, gains=", ".join(f"{view.names[p]} +{gained[p]}" for p in range(state.n)))
        colour = theme.HIGHLIGHT
    # the banner wraps (four players' gains are wider than the clock): its second line pushes the
    # elements down rather than being cut
    lines = wrap_lines(line, "serif_italic", 12 * sc, rect.width - 2 * pad, 2)
    lh = theme.font("serif_italic", theme.text_px(12 * sc)).get_linesize()
    for i, text in enumerate(lines):
        T.text(surf, text, "serif_italic", 12 * sc, colour, (rect.x + pad, rect.y + round(24 * sc) + i * lh))
    top = rect.y + round(42 * sc) + (len(lines) - 1) * lh
    track_h = round(56 * sc)
    area = pygame.Rect(rect.x + pad, top, rect.width - 2 * pad, rect.bottom - top - track_h - pad)
    cols, rows = 4, 3
    gap = round(3 * sc)
    cw = (area.width - gap * (cols - 1)) / cols
    ch = (area.height - gap * (rows - 1)) / rows
    for i, e in enumerate(elements):
        num, count, key, first, second, from_shift, counts, vp = e
        r = pygame.Rect(round(area.x + (i % cols) * (cw + gap)), round(area.y + (i // cols) * (ch + gap)),
                        round(cw), round(ch))
        live = from_shift <= shift and state.stage != "over"
        base = theme.PARCHMENT_LIGHT if live else (150, 132, 104)
        pygame.draw.rect(surf, base, r, border_radius=round(4 * sc))
        colour = cube_rgb(ru.colours[key]) if count != "vehicle_spots" else theme.OAK
        pygame.draw.rect(surf, colour, r, max(1, round(2 * sc)), border_radius=round(4 * sc))
        # what it scores: a cube (colour spots), an empty lorry outline, or the vehicle's initial
        icon = (r.x + round(9 * sc), r.y + round(9 * sc))
        if count == "colour_spots":
            sprites.blit_piece(surf, f"cube:{ru.colours[key]}", icon, 13 * sc)
        elif count == "empty_lorries":
            lr = pygame.Rect(0, 0, round(13 * sc), round(8 * sc))
            lr.center = icon
            pygame.draw.rect(surf, cube_rgb(ru.colours[key]), lr, max(1, round(2 * sc)))
        else:
            T.text(surf, vehicle_name(key)[:1], "serif_bold", 13 * sc, theme.INK, icon, "center")
        T.text(surf, f"{first}/{second}", "sans_bold", 12 * sc, theme.DANGER, (r.right - round(3 * sc), r.y + round(1 * sc)),
               "topright")
        # each player's count now (two players); with more, who would score now and the top count
        # (the tooltip lists everyone)
        y = r.bottom - round(2 * sc)
        if state.n == 2:
            x = r.x + round(3 * sc)
            for p in range(state.n):
                sprites.blit_piece(surf, view.owner(p), (x + 5 * sc, y - 7 * sc), 9 * sc, view.colourblind)
                T.text(surf, str(counts[p]), "sans_bold" if vp[p] else "sans", 12 * sc, theme.INK, (x + 10 * sc, y),
                       "bottomleft")
                x += (r.width - round(6 * sc)) / state.n
        else:
            leaders = [p for p in range(state.n) if vp[p] == first and first and vp[p]]
            x = r.x + round(8 * sc)
            if leaders:
                for p in leaders[:3]:
                    sprites.blit_piece(surf, view.owner(p), (x, y - 7 * sc), 10 * sc, view.colourblind)
                    x += round(9 * sc)
                T.text(surf, str(max(counts)), "sans_bold", 12 * sc, theme.INK, (x + 1, y), "bottomleft")
            else:
                T.text(surf, "\u2013", "sans", 12 * sc, theme.INK_SOFT, (x, y), "bottomleft")
        view.regions[("element", num)] = r
    _draw_track(surf, pygame.Rect(rect.x + pad, rect.bottom - track_h - pad // 2, rect.width - 2 * pad, track_h),
                view, sc)


def _draw_track(surf, rect: pygame.Rect, view, sc: float) -> None:
    """The VP track: each player's marker at their score now (scores_now: orders and shifts)."""
    state = view.state
    scores = scores_now(state)
    T.text(surf, _("Victory points"), "caps", 12 * sc, theme.PARCHMENT_LIGHT, (rect.x, rect.y))
    line_y = rect.y + round(30 * sc)
    top = max(50, max(scores) + 5)
    pygame.draw.line(surf, theme.PARCHMENT_DARK, (rect.x + 6 * sc, line_y), (rect.right - 6 * sc, line_y),
                     max(1, round(3 * sc)))
    for v in range(0, top + 1, 10):
        x = rect.x + 6 * sc + (rect.width - 12 * sc) * v / top
        pygame.draw.line(surf, theme.PARCHMENT_DARK, (x, line_y - 4 * sc), (x, line_y + 4 * sc), max(1, round(sc)))
    font = theme.font("sans_bold", theme.text_px(12 * sc))
    label_right = rect.x - 1e9
    # a score below zero sits at the track's start; labels of close scores are pushed apart so
    # that "23" and "24" never print as "2324" (the markers stay at their true places)
    for p in sorted(range(state.n), key=lambda q: (scores[q], q)):
        x = rect.x + 6 * sc + (rect.width - 12 * sc) * max(0, scores[p]) / top
        r = sprites.blit_piece(surf, view.owner(p), (x, line_y), 15 * sc, view.colourblind)
        label = str(scores[p])
        w = font.size(label)[0]
        lx = min(max(x - w / 2, label_right + 4 * sc, rect.x), rect.right - w)
        T.text(surf, label, "sans_bold", 12 * sc, theme.PARCHMENT_LIGHT, (lx, line_y + round(9 * sc)))
        label_right = lx + w
        view.regions[("track", p)] = r
