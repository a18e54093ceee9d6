"""One player's pit, drawn as the printed player board: a cross-section of the mine with the shaft
in the middle and the cage in it at its level, the Surface above (the workers waiting at the pithead,
the headframe over the shaft, the storage bunker), four tunnel levels with the Light tiles (lit by
their lanterns) on one side of the shaft and the Dark tiles on the other (as C13 and the printed
board place them), every tile with its lorries, each lorry full (its cube) or empty, the printed
lorry of each level beside the shaft; under the levels the Light/Dark balance and what it would
cost now; under that the delivered pile and the outstanding orders as cards. The header: the
player's marker and name, the start player's lamp, Marks and VP.

Regions (key[1] is the seat): ("pit", p) the panel, ("board", p) another player's (pressed: it
opens large); ("workers", p) the supply of the player whose turn it is (a worker is dragged from
it), ("supply", p) another's; ("level", p, lv) a level's row (0 the Surface); ("cage", p) or
("xcage", p); ("storage", p); ("lorry", p, lv, i); ("tile", p, lv, side, j); cubes ("cube", p,
"lorry", lv, colour, i), ("cube", p, "cage", colour, i), ("cube", p, "storage", colour) ("xcube" for
another's); ("order", p, card), ("spot", p, card, j); ("delivered", p); ("marks", p), ("vp", p),
("start", p), ("balance", p).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.scoring import scores_now
from game.coal_baron.table import tunnels
from game.coal_baron.table.bases import panel_once_steps
from game.coal_baron.table.cards import (
    card_size,
    draw_card,
    draw_pile,
    symbol_number,
    symbol_number_width,
)
from game.core.i18n import _, ngettext
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.table_api import drawn_whole

# outstanding orders the last drawing had no room for, per seat: their spots cannot be dropped on,
# so the prompt's list offers filling them (prompts.listed_actions)
HIDDEN_ORDERS: dict[int, set[int]] = {}

MIN_CARD_H = 40
"""Design units: an order card is never drawn lower (its seal, spots and vehicle stay legible)."""


# order cards drawn in one step of draw_pit_steps
CARDS_A_STEP = 3

def pit_key(view, p: int) -> tuple:
    """Everything a player's pit shows (the shell redraws the pit only when this changed): that
    player's slice of the state, whose turn it is, the seat's name and colour."""
    state = view.state
    levels = len(rules().colours) + 1
    return (p, p == view.me, view.current == p, view.names[p], view.owner(p), view.colourblind, state.marks[p],
            scores_now(state)[p], state.supply[p], state.start == p and state.stage != "over",
            tuple(state.storage[p * 4:p * 4 + 4]),
            tuple((tuple(view.tiles(p, lv)), repr(Q.level_lorries(state, p, lv))) for lv in range(1, levels)),
            state.cage_level[p], tuple(state.cage[p * 4:p * 4 + 4]), repr(state.orders[p]), repr(state.fills[p]),
            len(state.delivered[p]), state.visible, state.vp_orders[p], p == view.viewer())


def draw_pit(surf, rect: pygame.Rect, view, p: int, sc: float, large: bool = False, two_lines: bool = False) -> None:
    """`two_lines`: the header takes two lines even if this pit's would fit in one (the pits of a
    row keep their mines level with each other)."""
    drawn_whole(draw_pit_steps(surf, rect, view, p, sc, large, two_lines))


def draw_pit_steps(surf, rect: pygame.Rect, view, p: int, sc: float, large: bool = False,
                   two_lines: bool = False) -> Iterator[None]:
    """draw_pit in steps (a generator yielding between its parts), for the table's cache to draw
    over several frames at 4K (game/ui/scenes/table_layers.py)."""
    turn = view.current == p
    view.regions[("pit", p)] = rect
    if p != view.me and not large:
        view.regions[("board", p)] = rect     # pressed: the shell opens it large (open_board)
    pad = round(5 * sc)
    head = _header_rect(rect, view, p, sc, two_lines)
    body = pygame.Rect(rect.x + pad, head.bottom + round(2 * sc), rect.width - 2 * pad,
                       rect.bottom - pad - head.bottom - round(2 * sc))
    gap = round(4 * sc)
    if body.width > body.height * 1.3:
        # a wide pit (two players): the orders in a column beside the mine, the mine as tall as the pit
        xs_w = round(min(body.width * .64, body.height * 1.1))
        xs = pygame.Rect(body.x, body.y, xs_w, body.height)
        orders = pygame.Rect(xs.right + gap, body.y, body.right - xs.right - gap, body.height)
    else:
        orders_h = max(round(MIN_CARD_H * sc) + round(4 * sc), round(body.height * (.3 if not large else .26)))
        xs = pygame.Rect(body.x, body.y, body.width, body.height - orders_h - gap)
        orders = pygame.Rect(body.x, xs.bottom + gap, body.width, body.bottom - xs.bottom - gap)

    def base(s) -> Iterator[None]:
        """The panel, whose turn it is, the mine's unchanging picture (in two steps)."""
        panels.panel(s, rect, sc, radius=8, width=3 if turn else 2, seed=61,
                     border=theme.GOLD if turn else theme.OAK_DARK)
        yield
        if turn:
            band = pygame.Surface(head.size, pygame.SRCALPHA)
            pygame.draw.rect(band, (*theme.HIGHLIGHT, 70), band.get_rect(), border_radius=max(2, round(6 * sc)))
            s.blit(band, head)
        tunnels.draw_background(s, xs, sc)

    if large:       # over the table's darkened picture: drawn each time
        yield from base(surf)
    else:
        yield from panel_once_steps(surf, rect, sc, ("pit", turn, tuple(head), tuple(xs)), base)
    yield
    _header(surf, head, view, p, sc)
    tunnels.draw_cross_section(surf, xs, view, p, sc)
    yield
    yield from _draw_orders(surf, orders, view, p, sc)


def header_lines(rect: pygame.Rect, view, p: int, sc: float) -> int:
    """One line for the name, the start player's lamp, Marks and VP; two on a narrow pit."""
    state = view.state
    pad = round(6 * sc)
    line = round(22 * sc)
    vp = scores_now(state)[p]
    points = ngettext("{n} VP", "{n} VP", vp).format(n=vp)
    vp_w = T.text_size(points, "sans_bold", 13 * sc)[0]
    marks_w = symbol_number_width(str(state.marks[p]), sc, 15, text_size=13)
    name_w = T.text_size(view.names[p], "serif_bold", 15 * sc)[0]
    lamp_w = round(16 * sc) if state.start == p and state.stage != "over" else 0
    need = round(24 * sc) + name_w + lamp_w + round(14 * sc) + marks_w + round(8 * sc) + vp_w + 2 * pad
    _unused = line
    return 2 if need > rect.width else 1


def _header_rect(rect: pygame.Rect, view, p: int, sc: float, two_lines: bool) -> pygame.Rect:
    lines = 2 if two_lines else header_lines(rect, view, p, sc)
    return pygame.Rect(rect.x + round(3 * sc), rect.y + round(3 * sc), rect.width - round(6 * sc),
                       round(22 * sc) * lines)


def _header(surf, head: pygame.Rect, view, p: int, sc: float) -> None:
    """The marker and name (the start player's lamp after it), Marks and VP at the right; on a
    narrow pit the numbers take a second line."""
    state = view.state
    pad = round(6 * sc)
    line = round(22 * sc)
    two = head.height > line
    vp = scores_now(state)[p]
    points = ngettext("{n} VP", "{n} VP", vp).format(n=vp)
    vp_w = T.text_size(points, "sans_bold", 13 * sc)[0]
    marks_w = symbol_number_width(str(state.marks[p]), sc, 15, text_size=13)
    start = state.start == p and state.stage != "over"
    lamp_w = round(16 * sc) if start else 0
    cy = head.y + line // 2
    sprites.blit_piece(surf, view.owner(p), (head.x + pad + 8 * sc, cy), 17 * sc, view.colourblind)
    x = head.x + pad + round(20 * sc)
    room = (head.right - pad - lamp_w - x) if two else max(20, head.right - pad - marks_w - vp_w - round(22 * sc)
                                                           - lamp_w - x)
    name = T.text(surf, view.names[p], "serif_bold", 15 * sc, theme.INK, (x, cy), "midleft", max_width=room)
    if start:
        lamp = sprites.blit_piece(surf, "lamp", (name.right + round(9 * sc), cy), 16 * sc)
        view.regions[("start", p)] = lamp
    ny = head.y + line + line // 2 if two else cy
    right = head.right - pad
    vr = T.text(surf, points, "sans_bold", 13 * sc, theme.INK, (right, ny), "midright")
    view.regions[("vp", p)] = vr
    mr = symbol_number(surf, "coin", str(state.marks[p]), (vr.x - round(12 * sc), ny), sc, size=15, text_size=13,
                       anchor="midright")
    view.regions[("marks", p)] = mr


# ---------------------------------------------------------------------------- orders


def _delivered_stamp(surf, card: pygame.Rect, sc: float) -> None:
    """A tick stamped over a delivered card: it is no order to fill any more."""
    r = min(card.width, card.height) * .3
    stamp = pygame.Surface((round(2 * r) + 2, round(2 * r) + 2), pygame.SRCALPHA)
    c = (r + 1, r + 1)
    pygame.draw.circle(stamp, (56, 110, 60, 190), c, r)
    pygame.draw.circle(stamp, (232, 244, 224, 220), c, r, max(1, round(1.5 * sc)))
    w = max(2, round(r * .22))
    pygame.draw.lines(stamp, (246, 250, 240, 240), False, [(c[0] - r * .45, c[1]), (c[0] - r * .1, c[1] + r * .35),
                                                          (c[0] + r * .5, c[1] - r * .35)], w)
    surf.blit(stamp, stamp.get_rect(center=card.center))


def _grid(n: int, area: pygame.Rect, sc: float) -> tuple[int, int, int]:
    """(columns, rows, card height) of the largest cards that lay n orders out in the area."""
    gap = max(1, round(4 * sc))
    best = (1, 1, 0)
    for rows in range(1, n + 1):
        cols = -(-n // rows)
        h = (area.height - gap * (rows - 1)) / rows
        w = (area.width - gap * (cols - 1)) / cols
        h = min(h, w / .7, 96 * sc)
        if h > best[2]:
            best = (cols, rows, int(h))
    return best


def _draw_orders(surf, rect: pygame.Rect, view, p: int, sc: float) -> Iterator[None]:
    """The delivered pile and the orders to fill, yielding after the pile and after every
    CARDS_A_STEP cards (a pit's orders at 4K are about a frame's budget)."""
    state = view.state
    orders = state.orders[p]
    HIDDEN_ORDERS[p] = set()
    # the delivered pile, face down, at the left: how many, and their VP where they may be seen
    done = len(state.delivered[p])
    shown_vp = (state.visible == "everyone" or p == view.viewer()) and done
    label_h = T.text_size("0", "sans_bold", 12 * sc)[1] if shown_vp else 0
    ch = min(rect.height - label_h, round(70 * sc))
    cw, chh = card_size(ch)
    pile = pygame.Rect(rect.x, rect.y, cw + round(3 * sc), chh)
    column = rect.height > rect.width * 1.2      # a column beside a wide pit's mine: the pile on top
    if done:
        card = draw_pile(surf, pile, done, sc)
        if shown_vp:
            # its owner (or, by the option, everyone) sees the last one delivered, face up (C24)
            draw_card(surf, card, state.delivered[p][-1], sc, colourblind=view.colourblind)
            _delivered_stamp(surf, card, sc)
        # the badge's top level with the card's: above it, it would cover the Light/Dark line over
        # the pile where text keeps its legible size in a small window (960x540)
        label = f"\u00d7{done}"
        half = T.text_size(label, "sans_bold", 14 * sc * .8)[1] / 2 + 1
        panels.badge(surf, label, (card.right - round(2 * sc), card.y + max(round(3 * sc), half)), 14 * sc)
    else:
        pygame.draw.rect(surf, theme.PARCHMENT_DARK, pile.inflate(-round(3 * sc), -round(3 * sc)),
                         max(1, round(sc)), border_radius=max(2, round(4 * sc)))
    if shown_vp:
        # the delivered orders' points, where their owner (or, by the option, everyone) may see them
        vp = ngettext("{n} VP", "{n} VP", state.vp_orders[p]).format(n=state.vp_orders[p])
        T.text(surf, vp, "sans_bold", 12 * sc, theme.INK, (pile.centerx, pile.bottom), "midtop")
    view.regions[("delivered", p)] = pile
    yield
    if column:
        top = pile.bottom + label_h + round(6 * sc)
        area = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
    else:
        area = pygame.Rect(pile.right + round(8 * sc), rect.y, rect.right - pile.right - round(8 * sc), rect.height)
    if not orders:
        T.text(surf, _("no outstanding orders"), "serif_italic", 12 * sc, theme.INK_SOFT, (area.x, area.centery),
               "midleft", max_width=area.width)
        return
    cols, rows, h = _grid(len(orders), area, sc)
    shown = len(orders)
    if h < MIN_CARD_H * sc:
        # more orders than fit at a legible size: as many as fit, the rest offered in the prompt's list
        h = round(MIN_CARD_H * sc)
        gap = max(1, round(4 * sc))
        cols = max(1, int((area.width + gap) // (h * .7 + gap)))
        rows = max(1, int((area.height + gap) // (h + gap)))
        shown = max(0, cols * rows - 1)
        HIDDEN_ORDERS[p] = set(orders[shown:])
    w = round(h * .7)
    gap = max(1, round(4 * sc))
    cube = "cube" if p == view.me else "xcube"
    _unused = cube
    for i, (card, fills) in enumerate(zip(orders, state.fills[p], strict=True)):
        if i and i % CARDS_A_STEP == 0:
            yield
        r, c = divmod(i, cols)
        box = pygame.Rect(area.x + c * (w + gap), area.y + r * (h + gap), w, h)
        if i >= shown:
            more = len(orders) - shown
            T.text(surf, ngettext("+{n} more", "+{n} more", more).format(n=more), "serif_italic", 12 * sc,
                   theme.INK_SOFT, box.midleft, "midleft")
            view.regions[("more", p)] = box
            break
        draw_card(surf, box, card, sc, fills=fills, regions=view.regions, key=("order", p, card),
                  spot_key=("spot", p, card), colourblind=view.colourblind)
