"""The resource boards: action pools with their reserves, and the bag.

Regions: ("pool", id, colour) for each colour cluster (drag it to take those disks),
("poolarea", id), ("reserve", id, colour), ("reservearea", id), ("bag",).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.core.i18n import _
from game.haspelknecht.rules import COLOURS
from game.haspelknecht.table.geo import Geo, View
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T

PW, PH = 150, 70   # one pool cell (action tray + reserve) in design units


def _cluster_positions(n: int, rect: pygame.Rect, size: float) -> list[tuple[float, float]]:
    """Disks of one colour heaped in a cluster: two columns, bottom up."""
    out = []
    cols = 2 if n > 1 else 1
    for i in range(min(n, 8)):
        c, r = i % cols, i // cols
        x = rect.centerx + (c - (cols - 1) / 2) * size * .82
        y = rect.bottom - size * .55 - r * size * .5
        out.append((x, y))
    return out


def draw_pools_steps(surface: pygame.Surface, rect: pygame.Rect, view: View, scale: float) -> Iterator[None]:
    """The action pools and the bag, in steps (a generator yielding between its parts), for the
    table's cache to draw over frames at 4K (game/ui/scenes/table_layers.py)."""
    state = view.state
    r = state.rules
    comps = r.comps
    panels.panel(surface, rect, scale, kind="wood", radius=8, width=2, seed=71, base=(104, 70, 42))
    yield
    inner = rect.inflate(-round(10 * scale), -round(10 * scale))
    bag_w = round(54 * scale)
    pools_rect = pygame.Rect(inner.x, inner.y, inner.width - bag_w - round(4 * scale), inner.height)
    boards = {p.id: p.board for p in comps.resources.action_pools.pools}
    ids = list(r.pools)
    large = [i for i in ids if boards[i] == "large"]
    small = [i for i in ids if boards[i] != "large"]
    rows = [large] + ([small] if small else [])
    row_h = pools_rect.height / len(rows)
    for ri, row in enumerate(rows):
        row_rect = pygame.Rect(pools_rect.x, round(pools_rect.y + ri * row_h), pools_rect.width, round(row_h))
        # one board per row for the large board; small boards side by side
        cw = row_rect.width / max(1, len(row))
        if ri == 0:
            panels.panel(surface, row_rect.inflate(-2, -round(3 * scale)), scale, kind="parchment", radius=6, width=1.5,
                    seed=73, shadow=True, base=(214, 196, 160))
        for ci, pid in enumerate(row):
            cell = pygame.Rect(round(row_rect.x + ci * cw), row_rect.y, round(cw), row_rect.height)
            if ri > 0:
                panels.panel(surface, cell.inflate(-round(4 * scale), -round(3 * scale)), scale, kind="parchment",
                        radius=6, width=1.5, seed=74 + ci, shadow=True, base=(214, 196, 160))
            _pool_cell(surface, cell.inflate(-round(6 * scale), -round(6 * scale)), view, pid, scale)
        yield
    _bag(surface, pygame.Rect(inner.right - bag_w, inner.y, bag_w, inner.height), view, scale)


def _pool_cell(surface, cell: pygame.Rect, view: View, pid: int, scale: float) -> None:
    state = view.state
    r = state.rules
    i = r.pools.index(pid)
    pool, reserve = state.pools[i], state.reserves[i]
    water = r.pool_water[i]
    g = Geo(cell, PW, PH)
    g.tk = scale
    k = g.k
    tray = g.r(13, 2, 97, 66)
    pygame.draw.ellipse(surface, (92, 64, 40), tray.move(0, round(2 * k)))
    pygame.draw.ellipse(surface, (150, 112, 70), tray)
    pygame.draw.ellipse(surface, (118, 84, 52), tray.inflate(-g.n(8), -g.n(8)))
    pygame.draw.ellipse(surface, (70, 48, 30), tray, max(1, round(1.5 * k)))
    view.add(("poolarea", pid), tray)
    plaque = g.r(0, 26, 13, 18)
    pygame.draw.rect(surface, (62, 40, 24), plaque, border_radius=max(1, round(3 * k)))
    pygame.draw.rect(surface, (150, 112, 70), plaque, max(1, round(k)), border_radius=max(1, round(3 * k)))
    T.text(surface, f"{pid}", "serif_bold", g.t(13), theme.HIGHLIGHT, plaque.center, "center")
    if water:
        sprites.blit_piece(surface, "water", g.p(7, 56), g.n(15))
    for c, colour in enumerate(COLOURS):
        cl = g.r(21 + c * 28, 8, 28, 56)
        n = pool[c]
        view.add(("pool", pid, colour), cl)
        for pos in _cluster_positions(n, cl, g.n(17)):
            sprites.blit_piece(surface, colour, pos, g.n(17))
        if n:
            panels.badge(surface, str(n), (cl.centerx, cl.top + g.n(4)), g.n(11))
    # the reserve
    res = g.r(113, 14, 36, 50)
    pygame.draw.rect(surface, (196, 174, 132), res, border_radius=max(2, round(6 * k)))
    pygame.draw.rect(surface, (120, 92, 60), res, max(1, round(k)), border_radius=max(2, round(6 * k)))
    view.add(("reservearea", pid), res)
    _reserve_label(surface, g, cell, tray, res)
    y = 0
    for c, colour in enumerate(COLOURS):
        for _i in range(reserve[c]):
            pos = g.p(120 + (y % 2) * 14, 24 + (y // 2) * 13)
            sprites.blit_piece(surface, colour, pos, g.n(13))
            y += 1
        view.add(("reserve", pid, colour), res)


def _reserve_label(surface, g: Geo, cell: pygame.Rect, tray: pygame.Rect, res: pygame.Rect) -> None:
    """"reserve" over the reserve's box, kept inside the pool's cell: moved left where it would
    leave it, and up above the tray where it would then run over the tray's rim (a small window:
    the label keeps the legible size while the board shrinks); left out where there is no room
    either way (the reserve's tooltip says what it is)."""
    word = _("reserve")
    size = g.t(9.5)
    w, h = T.text_size(word, "serif_italic", size)
    right = res.centerx + w / 2
    slack = g.n(2)
    if right > cell.right + slack:
        right = cell.right
    bottom = res.top - g.n(1)
    if right - w < tray.right - g.n(12):
        bottom = min(bottom, tray.top)
    if right - w < cell.left - slack or bottom - h < cell.top - slack:
        return
    T.text(surface, word, "serif_italic", size, theme.INK_SOFT, (right - w / 2, bottom), "midbottom")


def _bag(surface, rect: pygame.Rect, view: View, scale: float) -> None:
    state = view.state
    sprites.blit_piece(surface, "bag", (rect.centerx, rect.top + rect.width * .45), rect.width * .9)
    view.add(("bag",), rect)
    y = rect.top + rect.width * .95
    step = min(rect.width * .34, (rect.bottom - y) / 3.2)
    for c, colour in enumerate(COLOURS):
        cy = y + step * (c + .5)
        sprites.blit_piece(surface, colour, (rect.left + rect.width * .28, cy), step * .85)
        T.text(surface, str(state.bag[c]), "sans_bold", step * .72, theme.PARCHMENT_LIGHT,
               (rect.left + rect.width * .52, cy), "midleft")
