"""The game board: the Lorry factory (face-up tiles with their price, colour, lorries and side),
the mining, delivery and Bank spaces, the order spaces, the Canteen, and the draft or a private draw
(shown face up only to the person whose draw it is). Every space shows the workers it now costs
(asked of the engine: queries.space_cost) and the workers on it. Regions: ("space", id),
("canteen",), ("draft", card), ("drawn", item), ("stack", "tiles" | "orders")."""

from __future__ import annotations

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.table.cards import draw_card, draw_card_back, draw_tile, vehicle_name
from game.core.i18n import N_, _, ngettext
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.board.text import wrapped

BADGE_W = 19
"""Design units the cost badge (top right of a space) takes from the width of what lies beside it."""
BADGE_CLEAR = 36
"""A tile at least this tall (design units) has its price under the badge, clear of it."""

SECTION = {"factory": N_("Lorry factory"), "mining": N_("Mining"), "delivery": N_("Delivery"), "money": N_("Bank"),
           "order": N_("Orders")}


def space_label(sp: int) -> str:
    ru = rules()
    kind = ru.space_kind[sp]
    v = ru.space_value[sp]
    if kind == "delivery":
        return vehicle_name(v)
    if kind == "mining":
        return ngettext("{n} step", "{n} steps", v).format(n=v)
    if kind == "money":
        return ngettext("{n} Mark", "{n} Marks", v).format(n=v)
    return {"factory": _("Tile"), "factory_draw": _("Draw tiles"), "bank": _("1 Mark"), "order": _("Order"),
            "order_draw": _("Draw orders")}[kind]


def draw_board(surf, rect: pygame.Rect, view, sc: float) -> None:
    panels.panel(surf, rect, sc, radius=8, width=2, seed=23)
    ru = rules()
    state = view.state
    pad = round(8 * sc)
    inner = rect.inflate(-2 * pad, -2 * pad)
    rows = 4
    gap = round(6 * sc)
    rh = (inner.height - gap * (rows - 1)) / rows
    by_kind: dict[str, list[int]] = {}
    for sp, kind in enumerate(ru.space_kind):
        by_kind.setdefault(kind, []).append(sp)

    def row_rect(i: int) -> pygame.Rect:
        return pygame.Rect(inner.x, round(inner.y + i * (rh + gap)), inner.width, round(rh))

    _draw_row(surf, row_rect(0), view, sc, _("Lorry factory"), by_kind["factory"] + by_kind["factory_draw"])
    r1 = row_rect(1)
    half = (r1.width - gap) // 2
    _draw_row(surf, pygame.Rect(r1.x, r1.y, half, r1.height), view, sc, _("Mining"), by_kind["mining"])
    _draw_row(surf, pygame.Rect(r1.x + half + gap, r1.y, r1.width - half - gap, r1.height), view, sc,
              _("Delivery"), by_kind["delivery"])
    r2 = row_rect(2)
    bank_w = round(r2.width * .62)
    _draw_row(surf, pygame.Rect(r2.x, r2.y, bank_w, r2.height), view, sc, _("Bank"),
              by_kind["money"] + by_kind["bank"])
    _draw_canteen(surf, pygame.Rect(r2.x + bank_w + gap, r2.y, r2.width - bank_w - gap, r2.height), view, sc)
    r3 = row_rect(3)
    if state.stage == "draft":
        _draw_offer(surf, r3, view, sc, _("The draft: each takes an order (reverse order, the start player last)"),
                    [("draft", c) for c in state.draft_pool], face_up=True)
    elif state.drawn and state.stage not in ("place", "mine"):
        tiles = state.stage in Q.TILE_DRAW_STAGES
        who = view.names[state.current]
        n = len(state.drawn)
        if tiles:
            title = ngettext("{player} looks at {n} tile", "{player} looks at {n} tiles", n).format(player=who, n=n)
        else:
            title = ngettext("{player} looks at {n} order", "{player} looks at {n} orders", n).format(player=who, n=n)
        if not view.show_private:
            # TRANSLATORS: after "Anna looks at 5 tiles": they are face down for everyone else
            title = _("{what} (hidden)").format(what=title)
        _draw_offer(surf, r3, view, sc, title, [("drawn", i, x) for i, x in enumerate(state.drawn)], face_up=view.show_private,
                    tiles=tiles)
    else:
        _draw_row(surf, r3, view, sc, _("Orders"), by_kind["order"] + by_kind["order_draw"])


def _space_name(surf, name: str, body: pygame.Rect, sc: float) -> None:
    """A space's name top left, clear of the cost badge top right: beside it if it fits there, else
    its first word(s) beside it and the rest on a second line (under the badge), else (one long word)
    the whole name under the badge."""
    size = 14 * sc
    room = body.width - round(BADGE_W * sc)
    line_h = T.text_size(name, "serif_bold", size)[1]
    if T.text_size(name, "serif_bold", size)[0] <= room:
        T.text(surf, name, "serif_bold", size, theme.INK, body.topleft, max_width=room)
        return
    lines = wrapped(name, theme.font("serif_bold", theme.text_px(size)), room)
    if len(lines) == 2 and " " in name and not lines[0].endswith("-"):
        T.text(surf, lines[0], "serif_bold", size, theme.INK, body.topleft, max_width=room)
        T.text(surf, lines[1], "serif_bold", size, theme.INK, (body.x, body.y + line_h * .85), max_width=body.width)
        return
    T.text(surf, name, "serif_bold", size, theme.INK, (body.x, body.y + round(BADGE_W * sc)), max_width=body.width)


def _label(surf, rect, text, sc) -> int:
    """A row's heading; returns the height the row's contents keep clear under it: the heading as
    drawn and a small gap, never less than the design's 15 px (on a small board the heading's font
    stays at theme.MIN_TEXT_PX, taller than the design's height scaled down)."""
    drawn = T.text(surf, text, "caps", 12 * sc, theme.INK_SOFT, (rect.x + round(2 * sc), rect.y),
                   max_width=rect.width)
    return max(round(15 * sc), drawn.height + round(2 * sc))


def _draw_row(surf, rect: pygame.Rect, view, sc: float, title: str, spaces: list[int]) -> None:
    top = _label(surf, rect, title, sc)
    gap = round(4 * sc)
    w = (rect.width - gap * (len(spaces) - 1)) / len(spaces)
    for i, sp in enumerate(spaces):
        cell = pygame.Rect(round(rect.x + i * (w + gap)), rect.y + top, round(w), rect.height - top)
        _draw_space(surf, cell, view, sp, sc)


def _draw_space(surf, cell: pygame.Rect, view, sp: int, sc: float) -> None:
    ru = rules()
    state = view.state
    n = state.n
    kind = ru.space_kind[sp]
    key = ("space", ru.space_ids[sp])
    view.regions[key] = cell
    if not ru.space_open[n][sp]:
        pygame.draw.rect(surf, (150, 132, 104), cell, border_radius=round(5 * sc))
        pygame.draw.line(surf, theme.OAK_DARK, cell.topleft, cell.bottomright, max(1, round(2 * sc)))
        # TRANSLATORS: on a board space not used with this many players (a cell about 80 px wide)
        T.text(surf, _("closed"), "serif_italic", 12 * sc, theme.INK, cell.center, "center", max_width=cell.width - 4)
        return
    panels.panel(surf, cell, sc, kind="flat", radius=5, width=1.5, base=theme.PARCHMENT_DARK, shadow=False)
    item = state.board[sp]
    body = cell.inflate(-round(6 * sc), -round(6 * sc))
    if kind == "factory" and item >= 0:
        tile = pygame.Rect(body.x, body.y, body.width, body.height - round(14 * sc))   # the cost sits in its empty corner
        if tile.height < BADGE_CLEAR * sc:     # too short for its price to pass under the badge: beside it
            tile.width -= round(BADGE_W * sc)
        draw_tile(surf, tile, item, sc)
    elif kind == "order" and item >= 0:
        card = pygame.Rect(body.x, body.y, body.width - round(18 * sc), body.height - round(14 * sc))   # clear of the cost
        draw_card(surf, card, item, sc)
    elif kind in ("factory_draw", "order_draw"):
        stack = state.tile_stack if kind == "factory_draw" else state.order_stack
        back = pygame.Rect(body.x, body.y, body.width, body.height - round(14 * sc))
        # the count under the badge's bottom edge (beside it, if the back is too short for that)
        label = ngettext("{n} left", "{n} left", len(stack)).format(n=len(stack))
        if back.height - round(BADGE_W * sc) < T.text_size(label, "caps", 12 * sc)[1]:
            back.width -= round(BADGE_W * sc)
        draw_card_back(surf, back, sc, label, clear_top=round(BADGE_W * sc))
        T.text(surf, space_label(sp), "serif", 12 * sc, theme.INK, (cell.centerx, cell.bottom - round(2 * sc)),
               "midbottom", max_width=cell.width - 2)
    else:
        _space_name(surf, space_label(sp), body, sc)
    # the workers it now costs, and the workers on it
    cost = Q.space_cost(state, sp)
    badge = (cell.right - round(11 * sc), cell.y + round(11 * sc))
    pygame.draw.circle(surf, theme.OAK_DARK, badge, round(10 * sc))
    T.text(surf, str(cost), "sans_bold", 13 * sc, theme.PARCHMENT_LIGHT, badge, "center")
    x = body.x + round(6 * sc)
    size = 13 * sc
    # on a draw stack the bottom line is the space's name: its workers sit on the stack's top left
    y = body.y + size * .6 if kind in ("factory_draw", "order_draw") else cell.bottom - size * .7
    right = badge[0] - round(10 * sc) if kind in ("factory_draw", "order_draw") else cell.right
    for p in range(n):
        for _i in range(state.space_workers[sp * n + p]):
            if x < right - size / 2:
                sprites.blit_piece(surf, view.owner(p), (x, y), size, view.colourblind)
            x += size * .75


def _draw_canteen(surf, rect, view, sc: float) -> None:
    top = _label(surf, rect, _("Canteen"), sc)
    cell = pygame.Rect(rect.x, rect.y + top, rect.width, rect.height - top)
    panels.panel(surf, cell, sc, kind="wood", radius=5, width=1.5, seed=51, shadow=False)
    view.regions[("canteen",)] = cell
    state = view.state
    x = cell.x + round(12 * sc)
    size = 15 * sc
    for p in range(state.n):
        for _i in range(state.canteen[p]):
            if x < cell.right - size / 2:
                sprites.blit_piece(surf, view.owner(p), (x, cell.centery), size, view.colourblind)
            x += size * .8
    if not sum(state.canteen):
        T.text(surf, _("ousted workers wait here"), "serif_italic", 12 * sc, theme.PARCHMENT_DARK, cell.center, "center",
               max_width=cell.width - 4)


def _draw_offer(surf, rect, view, sc: float, title: str, keys: list[tuple], face_up: bool, tiles: bool = False) -> None:
    top = _label(surf, rect, title, sc)
    if not keys:
        return
    gap = round(5 * sc)
    w = min((rect.width - gap * (len(keys) - 1)) / len(keys), 120 * sc)
    for i, key in enumerate(keys):
        r = pygame.Rect(round(rect.x + i * (w + gap)), rect.y + top, round(w), rect.height - top)
        if face_up and tiles:
            draw_tile(surf, r, key[-1], sc)
        elif face_up:
            draw_card(surf, r, key[-1], sc)
        else:
            draw_card_back(surf, r, sc, _("Tile") if tiles else _("Order"))
        view.regions[key] = r
