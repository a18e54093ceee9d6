"""One player's pit: the Surface with the storage, four tunnel levels with their Light and Dark
tiles and lorries (cubes by colour, empty lorries), the cage in the shaft at its level with its
load, the outstanding orders with cubes on their spots, the delivered orders; Marks, VP and the
workers in supply in the header.

Regions (key[1] is the seat): ("pit", p) the panel; ("workers", p) the supply (a worker is
dragged from it); ("level", p, lv) a row (lv 0 the Surface); ("cage", p); ("storage", p);
("cube", p, "lorry", lv, colour), ("cube", p, "cage", colour), ("cube", p, "storage", colour);
("order", p, card) and ("spot", p, card, j); ("delivered", p); ("marks", p).
"""

from __future__ import annotations

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.scoring import scores_now
from game.coal_baron.table.cards import draw_card, draw_card_line, draw_cubes
from game.coal_baron.table.sprites import cube_rgb
from game.coal_baron.words import colour_name
from game.core.i18n import _, ngettext, pgettext
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T

# outstanding orders the last drawing had no room for, per seat: their spots cannot be dropped on,
# so the prompt's Choose list offers filling them (prompts.listed_actions)
HIDDEN_ORDERS: dict[int, set[int]] = {}


def pit_key(view, p: int, active: bool) -> tuple:
    """Everything a player's pit shows (the shell redraws the pit only when this changed): that
    player's slice of the state and the seat's name and colour."""
    state = view.state
    levels = len(rules().colours) + 1
    return (p, p == view.me, active, view.names[p], view.owner(p), state.marks[p], scores_now(state)[p],
            state.supply[p], tuple(state.storage[p * 4:p * 4 + 4]),
            tuple((Q.level_tiles(state, p, lv), repr(Q.level_lorries(state, p, lv))) for lv in range(1, levels)),
            state.cage_level[p], tuple(state.cage[p * 4:p * 4 + 4]), repr(state.orders[p]), repr(state.fills[p]),
            repr(state.delivered[p]), state.visible, state.vp_orders[p])


def draw_pit(surf, rect: pygame.Rect, view, p: int, sc: float, active: bool) -> None:
    state = view.state
    ru = rules()
    # one texture for every pit, not one per seat (textures are kept by size and seed: see
    # haspelknecht's player_board.draw_large)
    panels.panel(surf, rect, sc, radius=8, width=3 if active else 2, seed=61,
            border=theme.GOLD if active else theme.OAK_DARK)
    view.regions[("pit", p)] = rect
    pad = round(6 * sc)
    # header: marker, name, Marks, VP, workers in supply
    hy = rect.y + round(4 * sc)
    sprites.blit_piece(surf, view.owner(p), (rect.x + pad + 8 * sc, hy + 9 * sc), 17 * sc, view.colourblind)
    vp = scores_now(state)[p]
    # TRANSLATORS: a player's Marks in the seat header; M is short for Marks
    marks = _("{price} M").format(price=state.marks[p])
    points = ngettext("{n} VP", "{n} VP", vp).format(n=vp)
    info = f"{marks} \u00b7 {points}"
    info_w = T.text_size(info, "sans_bold", 13 * sc)[0]
    sup = pygame.Rect(0, 0, round(46 * sc), round(20 * sc))
    sup.topright = (rect.right - pad, hy)
    name_w = sup.x - info_w - rect.x - pad - round(30 * sc)
    head_h = round(24 * sc)
    info_y = hy + round(1 * sc)
    if T.text_size(view.names[p], "serif_bold", 12 * sc)[0] > name_w:
        # a narrow pit (four players, a 4:3 or 16:10 window): Marks and VP on a line of their own
        name_w = sup.x - rect.x - pad - round(24 * sc)
        info_y = hy + round(21 * sc)
        head_h = round(40 * sc)
    T.text(surf, view.names[p], "serif_bold", 14 * sc, theme.INK, (rect.x + pad + round(20 * sc), hy),
           max_width=max(20, name_w))
    mr = T.text(surf, info, "sans_bold", 13 * sc, theme.INK, (sup.x - round(6 * sc), info_y), "topright")
    view.regions[("marks", p)] = mr
    pygame.draw.rect(surf, theme.PARCHMENT_DARK, sup, border_radius=round(4 * sc))
    sprites.blit_piece(surf, view.owner(p), (sup.x + 10 * sc, sup.centery), 15 * sc, view.colourblind)
    T.text(surf, f"\u00d7{state.supply[p]}", "sans_bold", 13 * sc, theme.INK, (sup.x + round(20 * sc), sup.centery),
           "midleft")
    # only the player whose turn it is has pieces to pick up: the others' are named apart
    view.regions[("workers" if p == view.me else "supply", p)] = sup
    body = pygame.Rect(rect.x + pad, hy + head_h, rect.width - 2 * pad, rect.bottom - hy - head_h - pad)
    mine_w = round(body.width * (.56 if rect.width > 360 * sc else 1.0))
    if mine_w < body.width:
        _draw_mine(surf, pygame.Rect(body.x, body.y, mine_w, body.height), view, p, sc)
        _draw_orders(surf, pygame.Rect(body.x + mine_w + pad, body.y, body.width - mine_w - pad, body.height),
                     view, p, sc)
    else:   # a narrow pit (four players at a small window): the mine above, the orders below
        h = round(body.height * .6)
        _draw_mine(surf, pygame.Rect(body.x, body.y, body.width, h), view, p, sc)
        _draw_orders(surf, pygame.Rect(body.x, body.y + h + pad, body.width, body.height - h - pad), view, p, sc)
    _unused = ru


def _draw_mine(surf, rect: pygame.Rect, view, p: int, sc: float) -> None:
    state = view.state
    ru = rules()
    cube = "cube" if p == view.me else "xcube"
    levels = len(ru.colours) + 1
    gap = round(2 * sc)
    rh = (rect.height - gap * (levels - 1)) / levels
    shaft_w = round(56 * sc)
    shaft = pygame.Rect(rect.x, rect.y, shaft_w, rect.height)
    pygame.draw.rect(surf, theme.EARTH_DARK, shaft, border_radius=round(3 * sc))
    # a narrow mine (four players at a 4:3 or 16:10 window) names its levels by number only (the
    # row's tint says the colour): the lorries keep room for their cubes and counts
    narrow = rect.width - shaft_w < 150 * sc
    label_w = round((16 if narrow else 56) * sc)
    cl = state.cage_level[p]
    cage = pygame.Rect(shaft.x + round(3 * sc), round(rect.y + cl * (rh + gap)) + round(1 * sc),
                       shaft.width - round(6 * sc), round(rh) - round(2 * sc))
    load = state.cage[p * 4:p * 4 + 4]
    cube_size = min(round(rh) * .9, 18 * sc)     # a lorry's cubes (draw_cubes' own size in a row)
    colours = sum(1 for c in load if c)
    multi = sum(1 for c in load if c > 1)
    # the load rides in a tray on the cage's side, over its level's label: as wide as the load
    # at lorry-cube size needs, at least the label's width, at most half the row
    need = (cube_size + round(3 * sc)) * colours + round(14 * sc) * multi + round(6 * sc)
    tray_right = min(max(shaft.right + label_w + round(3 * sc), cage.right + need),
                     shaft.right + (rect.right - shaft.right) // 2)
    tray = pygame.Rect(cage.right - round(2 * sc), cage.y, tray_right - cage.right + round(2 * sc), cage.height)
    for lv in range(levels):
        row = pygame.Rect(rect.x, round(rect.y + lv * (rh + gap)), rect.width, round(rh))
        view.regions[("level", p, lv)] = row
        inner = pygame.Rect(shaft.right + round(3 * sc), row.y, row.right - shaft.right - round(3 * sc), row.height)
        if lv == 0:
            pygame.draw.rect(surf, (196, 214, 170), inner, border_radius=round(3 * sc))
            T.text(surf, _("Storage"), "serif_bold", 12 * sc, theme.INK, (inner.x + round(3 * sc), inner.centery), "midleft")
            x0 = inner.x + round(58 * sc)
            if cl == 0 and sum(load):
                x0 = max(x0, tray.right + round(3 * sc))     # beside the cage's tray
            store = pygame.Rect(x0, inner.y, inner.right - x0, inner.height)
            view.regions[("storage", p)] = store
            draw_cubes(surf, store, state.storage[p * 4:p * 4 + 4], sc, view.regions, (cube, p, "storage"))
        else:
            colour = ru.colours[lv - 1]
            pygame.draw.rect(surf, theme.mix(theme.EARTH, cube_rgb(colour), .25), inner, border_radius=round(3 * sc))
            light, dark = Q.level_tiles(state, p, lv)
            # TRANSLATORS: a pit level's label: its number and its coal's colour, e.g. "2 yellow"
            label = str(lv) if narrow else _("{level} {colour}").format(level=lv, colour=colour_name(colour))
            T.text(surf, label, "serif_bold", 12 * sc, theme.PARCHMENT_LIGHT, (inner.x + round(3 * sc), inner.centery),
                   "midleft", max_width=label_w)
            # TRANSLATORS: the Light and Dark tiles on a level, e.g. "L2 D1" (one letter each)
            sides = _("L{light} D{dark}").format(light=light, dark=dark)
            sides_r = T.text(surf, sides, "sans", 12 * sc, theme.PARCHMENT_LIGHT,
                             (inner.right - round(3 * sc), inner.centery), "midright")
            cubes, empty = Q.level_lorries(state, p, lv)
            x0 = inner.x + label_w + round(4 * sc)
            if lv == cl and sum(load):
                x0 = max(x0, tray.right + round(3 * sc))     # beside the cage's tray
            lorries = pygame.Rect(x0, inner.y, max(1, sides_r.x - round(4 * sc) - x0), inner.height)
            draw_cubes(surf, lorries, cubes, sc, view.regions, (cube, p, "lorry", lv))
            if empty:
                ex = lorries.x + sum(1 for c in cubes if c) * round(34 * sc)
                lr = pygame.Rect(ex, inner.centery - round(5 * sc), round(14 * sc), round(10 * sc))
                if lr.right < inner.right - round(50 * sc):
                    pygame.draw.rect(surf, theme.PARCHMENT_DARK, lr, max(1, round(2 * sc)))
                    T.text(surf, f"{empty}", "sans_bold", 12 * sc, theme.PARCHMENT_LIGHT, (lr.right + 2, lr.centery), "midleft")
                    view.regions[("empty", p, lv)] = lr.inflate(round(16 * sc), 0).move(round(8 * sc), 0)
    # the cage in the shaft, at its level, with its load
    pygame.draw.rect(surf, theme.IRON, cage, border_radius=round(3 * sc))
    pygame.draw.rect(surf, theme.GOLD, cage, max(1, round(2 * sc)), border_radius=round(3 * sc))
    view.regions[("cage" if p == view.me else "xcage", p)] = cage
    if sum(load):
        # in its tray the load's cubes are as large as a lorry's (smaller only when more colours than
        # fit), and the cage itself stays free to grab; they are dragged from it as from a lorry
        room = tray.width - round(6 * sc) - round(14 * sc) * multi - round(3 * sc) * (colours - 1)
        size = max(6 * sc, min(cube_size, room / colours))
        pygame.draw.rect(surf, theme.IRON, tray, border_radius=round(3 * sc))
        pygame.draw.rect(surf, theme.GOLD, tray, max(1, round(2 * sc)), border_radius=round(3 * sc))
        band = pygame.Rect(tray.x + round(4 * sc), round(tray.centery - size / 2), tray.width - round(6 * sc), round(size))
        draw_cubes(surf, band, load, sc, view.regions, (cube, p, "cage"), size=size, ink=theme.PARCHMENT_LIGHT)
    T.text(surf, pgettext("cube source", "cage"), "serif_italic", 12 * sc, theme.PARCHMENT_DARK, cage.center, "center",
           max_width=cage.width - 2)


def _draw_orders(surf, rect: pygame.Rect, view, p: int, sc: float) -> None:
    state = view.state
    ru = rules()
    orders = state.orders[p]
    foot = round(16 * sc)
    T.text(surf, _("Orders"), "caps", 12 * sc, theme.INK_SOFT, (rect.x, rect.y))
    area = pygame.Rect(rect.x, rect.y + round(15 * sc), rect.width, rect.height - round(15 * sc) - foot)
    HIDDEN_ORDERS[p] = set()
    if orders:
        cols = 2 if area.width > 150 * sc else 1
        rows = max(1, -(-len(orders) // cols))
        gap = round(3 * sc)
        ch = (area.height - gap * (rows - 1)) / rows
        shown = len(orders)
        if ch < 40 * sc:      # many orders in a small pit: one line each (vehicle, spots, VP)
            cols = max(1, int(area.width // (118 * sc)))
            rows = max(1, -(-len(orders) // cols))
            fit = max(1, int((area.height + gap) // (14 * sc + gap)))
            if rows > fit:     # still too many: as many lines as fit, the rest counted below
                rows = fit
                shown = rows * cols - 1
            ch = min(18 * sc, (area.height - gap * (rows - 1)) / rows)
        cw = (area.width - gap * (cols - 1)) / cols
        ch = min(ch, 58 * sc)
        for i, (card, fills) in enumerate(zip(orders, state.fills[p], strict=True)):
            if i >= shown:
                r = pygame.Rect(round(area.x + (i % cols) * (cw + gap)), round(area.y + (i // cols) * (ch + gap)),
                                round(cw), round(ch))
                more = len(orders) - shown
                # TRANSLATORS: in a pit too small to show every order: how many more it holds
                T.text(surf, ngettext("+{n} more", "+{n} more", more).format(n=more), "serif_italic", 12 * sc, theme.INK_SOFT, r.midleft,
                       "midleft")
                view.regions[("more", p)] = r
                HIDDEN_ORDERS[p] = set(orders[shown:])
                break
            r = pygame.Rect(round(area.x + (i % cols) * (cw + gap)), round(area.y + (i // cols) * (ch + gap)),
                            round(cw), round(ch))
            if ch >= 40 * sc:
                draw_card(surf, r, card, sc, fills=fills, regions=view.regions, key=("order", p, card),
                          spot_key=("spot", p, card))
            else:
                draw_card_line(surf, r, card, sc, fills, view.regions, p)
    else:
        T.text(surf, _("no outstanding orders"), "serif_italic", 12 * sc, theme.INK_SOFT, (area.x, area.y))
    done = state.delivered[p]
    shown = state.visible == "everyone" or p == view.me
    if shown and done:
        text = _("Delivered: {n} ({vp} VP)").format(n=len(done), vp=state.vp_orders[p])
    else:
        text = _("Delivered: {n}").format(n=len(done))
    r = T.text(surf, text, "serif", 12 * sc, theme.INK, (rect.x, rect.bottom - foot), max_width=rect.width)
    view.regions[("delivered", p)] = r
    _unused = ru
