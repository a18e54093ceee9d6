"""The game board drawn as the printed board's spaces: the Lorry factory (its tiles drawn as tiles:
their colour, lanterns or none, lorries and price in Marks; the draw space with the stack), the
mining spaces with their work steps, the delivery spaces with their vehicle, the Bank's spaces with
their Marks, the order spaces with their cards, the Canteen, and the draft or a private draw (face
up only for the person whose draw it is). Every space shows the workers on it and what it costs now,
drawn as worker figures (asked of the engine: queries.space_cost); a space closed with this many
players lies under a lock tile.

Regions: ("space", id), ("canteen",), ("draft", card), ("drawn", item, copy), ("stack", "tiles" |
"orders")."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.table.bases import panel_once
from game.coal_baron.table.cards import (
    card_size,
    draw_card,
    draw_card_back,
    draw_pile,
    draw_tile,
    symbol_number,
    symbol_number_width,
)
from game.coal_baron.table.sprites import COST_KIND
from game.coal_baron.words import vehicle_name
from game.core.i18n import _, ngettext
from game.ui import theme
from game.ui.board import panels, sprites, textures
from game.ui.board import text as T

SPACE_BASE = (226, 208, 168)
# spaces (or offered cards) drawn in one step of draw_board_steps: a row of orders at 4K is more
# than a frame's budget
SPACES_A_STEP = 3


def draw_board_steps(surf, rect: pygame.Rect, view, sc: float) -> Iterator[None]:
    """The board, in steps (a generator yielding between its parts): at 4K the whole board is more
    drawing than a frame's budget, so the table's cache may draw it over several frames
    (game/ui/scenes/table_layers.py)."""
    panel_once(surf, rect, sc, ("board",), lambda s: panels.panel(s, rect, sc, radius=8, width=2, seed=23))
    yield
    ru = rules()
    state = view.state
    pad = round(8 * sc)
    gap = round(6 * sc)
    inner = rect.inflate(-2 * pad, -2 * pad)
    by_kind: dict[str, list[int]] = {}
    for sp, kind in enumerate(ru.space_kind):
        by_kind.setdefault(kind, []).append(sp)
    fw = round(inner.width * .45)
    factory = pygame.Rect(inner.x, inner.y, fw, inner.height)
    right = pygame.Rect(factory.right + gap + round(4 * sc), inner.y, inner.right - factory.right - gap - round(4 * sc),
                        inner.height)
    drafting = state.stage == "draft"
    yield from _factory(surf, factory, view, sc, by_kind["factory"], by_kind["factory_draw"], first_row_only=drafting)
    yield
    # the board's other half: mining and the Bank's Marks; deliveries, the 1-Mark Bank and the
    # Canteen; the orders
    lab = _label_h(sc)
    h12 = (right.height - 3 * lab - 2 * gap) * .3
    half = (right.width - gap) // 2
    y = right.y
    yield from _row(surf, pygame.Rect(right.x, y, half, lab + h12), view, sc, _("Mining"), by_kind["mining"])
    yield from _row(surf, pygame.Rect(right.x + half + gap, y, right.width - half - gap, lab + h12), view, sc, _("Bank"),
         by_kind["money"])
    yield
    y += round(lab + h12 + gap)
    yield from _row(surf, pygame.Rect(right.x, y, half, lab + h12), view, sc, _("Delivery"), by_kind["delivery"])
    cell_w = (half - 3 * round(3 * sc)) / 4
    bank = pygame.Rect(right.x + half + gap, round(y + lab), round(cell_w), round(h12))
    _space(surf, bank, view, by_kind["bank"][0], sc)
    _canteen(surf, pygame.Rect(bank.right + round(6 * sc), y, right.right - bank.right - round(6 * sc), round(lab + h12)),
             view, sc)
    yield
    y += round(lab + h12 + gap)
    orders = pygame.Rect(right.x, y, right.width, right.bottom - y)
    if drafting:
        # the draft spreads over the board's lower part, under the factory's first row too: up to
        # thirteen cards (C3); the factory's second row is not in play yet
        band = pygame.Rect(inner.x, orders.y, inner.width, inner.bottom - orders.y)
        yield from _offer(surf, band, view, sc, _("The draft: each takes an order (reverse order, the start player last)"),
               [("draft", c) for c in state.draft_pool], face_up=True)
    elif state.drawn and state.stage not in ("place", "mine"):
        yield from _draw_in_hand(surf, orders, view, sc)
    else:
        yield from _row(surf, orders, view, sc, _("Orders"), by_kind["order"] + by_kind["order_draw"])


# ---------------------------------------------------------------------------- rows and labels


def _label_h(sc: float) -> int:
    return max(round(15 * sc), T.text_size("Ag", "caps", 12 * sc)[1] + round(2 * sc))


def _label(surf, rect, text, sc) -> int:
    """A section's heading; returns the height its spaces keep clear under it (the heading as drawn,
    never less than the design's 15 units: at theme.MIN_TEXT_PX it is taller than that scaled down)."""
    drawn = T.text(surf, text, "caps", 12 * sc, theme.INK_SOFT, (rect.x + round(2 * sc), rect.y), max_width=rect.width)
    return max(round(15 * sc), drawn.height + round(2 * sc))


def _row(surf, rect: pygame.Rect, view, sc: float, title: str, spaces: list[int]) -> Iterator[None]:
    """A section's spaces in a row under its heading, yielding after every SPACES_A_STEP of them."""
    top = _label(surf, rect, title, sc)
    gap = round(3 * sc)
    w = (rect.width - gap * (len(spaces) - 1)) / len(spaces)
    for i, sp in enumerate(spaces):
        if i and i % SPACES_A_STEP == 0:
            yield
        cell = pygame.Rect(round(rect.x + i * (w + gap)), rect.y + top, round(w), rect.height - top)
        _space(surf, cell, view, sp, sc)


def _factory(surf, rect: pygame.Rect, view, sc: float, tiles: list[int], draw: list[int],
             first_row_only: bool = False) -> Iterator[None]:
    """Two rows of four tile spaces and, beside them, the draw space with the stack (during the
    draft only the first row: the draft's cards lie over the rest); yielding after every
    SPACES_A_STEP spaces."""
    top = _label(surf, rect, _("Lorry factory"), sc)
    gap = round(3 * sc)
    area = pygame.Rect(rect.x, rect.y + top, rect.width, rect.height - top)
    cols = (len(tiles) + 1) // 2
    w = (area.width - gap * cols) / (cols + 1)
    h = (area.height - gap) / 2
    for i, sp in enumerate(tiles):
        r, c = divmod(i, cols)
        if r and first_row_only:
            break
        if i and i % SPACES_A_STEP == 0:
            yield
        cell = pygame.Rect(round(area.x + c * (w + gap)), round(area.y + r * (h + gap)), round(w), round(h))
        _space(surf, cell, view, sp, sc)
    for sp in draw:
        cell = pygame.Rect(round(area.x + cols * (w + gap)), area.y, round(area.right - area.x - cols * (w + gap)),
                           round(h) if first_row_only else area.height)
        _space(surf, cell, view, sp, sc)


# ---------------------------------------------------------------------------- one space


def _space(surf, cell: pygame.Rect, view, sp: int, sc: float) -> None:
    """A space: drawn once per look (its tile or card, the workers on it, what it costs now, the
    stack's height) and size, kept with the kit's textures; the words of a draw space over it."""
    ru = rules()
    state = view.state
    kind = ru.space_kind[sp]
    view.regions[("space", ru.space_ids[sp])] = cell
    n = state.n
    open_ = ru.space_open[n][sp]
    draw = kind in ("factory_draw", "order_draw")
    stack = (state.tile_stack if kind == "factory_draw" else state.order_stack) if draw else []
    seats = tuple(view.miner(p) for p in range(n))
    key = ("cb_space", cell.size, sp, open_, state.board[sp], tuple(state.space_workers[sp * n:sp * n + n]), seats,
           Q.space_cost(state, sp) if open_ else 0, view.colourblind, min(len(stack), 4), round(sc, 4))
    img = textures.cached(key)
    if img is None:
        img = pygame.Surface(cell.size, pygame.SRCALPHA)
        _draw_space(img, img.get_rect(), view, sp, sc)
        img = textures.remember(key, img)
    surf.blit(img, cell)
    if draw and open_:
        pile = _pile_rect(_body(cell, sc), kind == "factory_draw", sc)
        view.regions[("stack", "tiles" if kind == "factory_draw" else "orders")] = pile
        left = ngettext("{n} left", "{n} left", len(stack)).format(n=len(stack))
        T.text(surf, left, "serif_italic", 12 * sc, theme.INK, (pile.centerx, pile.bottom + round(2 * sc)), "midtop",
               max_width=_body(cell, sc).width)


def _strip(cell: pygame.Rect, sc: float) -> pygame.Rect:
    strip_h = round(15 * sc)
    return pygame.Rect(cell.x, cell.bottom - strip_h, cell.width, strip_h)


def _body(cell: pygame.Rect, sc: float) -> pygame.Rect:
    strip = _strip(cell, sc)
    return pygame.Rect(cell.x + round(3 * sc), cell.y + round(3 * sc), cell.width - round(6 * sc),
                       strip.y - cell.y - round(4 * sc))


def _pile_rect(body: pygame.Rect, tiles: bool, sc: float) -> pygame.Rect:
    ch = min(body.height * .55, body.width / .7 * .9)
    cw, chh = card_size(ch)
    if tiles:
        cw = round(min(body.width * .9, ch * 1.2))
    return pygame.Rect(body.centerx - cw // 2, body.y, cw, chh)


def _draw_space(surf, cell: pygame.Rect, view, sp: int, sc: float) -> None:
    ru = rules()
    state = view.state
    kind = ru.space_kind[sp]
    rad = max(2, round(5 * sc))
    if not ru.space_open[state.n][sp]:
        _lock_tile(surf, cell, sc)
        return
    pygame.draw.rect(surf, SPACE_BASE, cell, border_radius=rad)
    pygame.draw.rect(surf, theme.OAK_DARK, cell, max(1, round(1.2 * sc)), border_radius=rad)
    strip = _strip(cell, sc)
    body = _body(cell, sc)
    item = state.board[sp]
    if kind == "factory":
        if item >= 0:
            th = min(body.height * .66, body.width * .95)
            tile = pygame.Rect(body.x - round(sc), body.y - round(sc), body.width + round(2 * sc), round(th))
            draw_tile(surf, tile, item, sc, colourblind=view.colourblind)
            _price_tag(surf, tile, ru.tile_price[item], sc)
            work = pygame.Rect(body.x, tile.bottom + round(2 * sc), body.width, body.bottom - tile.bottom - round(2 * sc))
            _workers(surf, work, view, sp, sc)
        else:
            _workers(surf, body, view, sp, sc)
    elif kind in ("factory_draw", "order_draw"):
        tiles = kind == "factory_draw"
        stack = state.tile_stack if tiles else state.order_stack
        pile = _pile_rect(body, tiles, sc)
        if stack:
            if tiles:
                _tile_backs(surf, pile, min(len(stack), 4), sc)
            else:
                draw_pile(surf, pile, len(stack), sc)
        work = pygame.Rect(body.x, pile.bottom + round(16 * sc), body.width, body.bottom - pile.bottom - round(16 * sc))
        _workers(surf, work, view, sp, sc)
    elif kind == "order":
        if item >= 0:
            ch = min(body.height * .86, body.width / .7)
            cw, chh = card_size(ch)
            card = pygame.Rect(body.centerx - cw // 2, body.y, cw, chh)
            beside = body.bottom - card.bottom < 12 * sc
            if beside:
                # under a card that takes the space's height a worker would be a speck: the workers
                # stand in the margin beside the card, the card moved left as far as a worker's
                # width needs (every order space alike, with workers on it or not)
                margin = (body.width - cw) // 2
                card.x -= min(margin, max(0, round(19 * sc) - margin))
            draw_card(surf, card, item, sc, colourblind=view.colourblind)
            if beside:
                side = pygame.Rect(card.right + round(2 * sc), body.y, body.right - card.right - round(2 * sc),
                                   body.height)
                _workers(surf, side, view, sp, sc, column=True)
            else:
                _workers(surf, pygame.Rect(body.x, card.bottom, body.width, body.bottom - card.bottom), view, sp, sc)
        else:
            _workers(surf, body, view, sp, sc)
    else:
        _action_face(surf, body, kind, ru.space_value[sp], sc)
        _workers(surf, body, view, sp, sc, bottom=True)
    _cost(surf, strip, Q.space_cost(state, sp), sc)


def _price_tag(surf, tile: pygame.Rect, price: int, sc: float) -> None:
    """A tile's price in Marks on a parchment tag at its top left corner."""
    w = symbol_number_width(str(price), sc, 13, text_size=12) + round(6 * sc)
    tag = pygame.Rect(tile.x + round(2 * sc), tile.y + round(2 * sc), w, round(16 * sc))
    pygame.draw.rect(surf, theme.PARCHMENT_LIGHT, tag, border_radius=max(2, round(4 * sc)))
    pygame.draw.rect(surf, theme.OAK_DARK, tag, max(1, round(sc)), border_radius=max(2, round(4 * sc)))
    symbol_number(surf, "coin", str(price), (tag.x + round(3 * sc), tag.centery), sc, size=13, text_size=12)


def _action_face(surf, body: pygame.Rect, kind: str, value: int, sc: float) -> None:
    """What the space gives, as a symbol with its number: work steps, Marks, a vehicle."""
    y = body.y + round(10 * sc)
    if kind == "mining":
        symbol_number(surf, "pick", str(value), (body.centerx, y), sc, size=15, text_size=15, anchor="center",
                      font="serif_bold")
    elif kind in ("money", "bank"):
        symbol_number(surf, "coin", str(value if kind == "money" else 1), (body.centerx, y), sc, size=16,
                      text_size=15, anchor="center", font="serif_bold")
    elif kind == "delivery":
        ru = rules()
        size = min(body.width * .95, 40 * sc)
        sprites.blit_piece(surf, f"vehicle:{ru.vehicles[value]}", (body.centerx, body.y + size * .3), size)
        _unused = vehicle_name


def _lock_tile(surf, cell: pygame.Rect, sc: float) -> None:
    """A space covered by a lock tile (closed with this many players, C2)."""
    rad = max(2, round(5 * sc))
    pygame.draw.rect(surf, (120, 104, 84), cell, border_radius=rad)
    clip = surf.get_clip()
    surf.set_clip(cell.clip(clip) if clip else cell)
    step = max(4, round(8 * sc))
    for x in range(cell.x - cell.height, cell.right, step):
        pygame.draw.line(surf, (104, 90, 72), (x, cell.bottom), (x + cell.height, cell.y), max(1, round(2 * sc)))
    surf.set_clip(clip)
    pygame.draw.rect(surf, theme.OAK_DARK, cell, max(1, round(1.2 * sc)), border_radius=rad)
    # a padlock
    s = min(cell.width, cell.height) * .34
    cx, cy = cell.centerx, cell.centery + s * .15
    body = pygame.Rect(0, 0, round(s), round(s * .75))
    body.center = (cx, round(cy))
    pygame.draw.arc(surf, (60, 56, 52), (cx - s * .32, cy - s * .8, s * .64, s * .8), 0, 3.1416, max(2, round(2.5 * sc)))
    pygame.draw.rect(surf, (96, 90, 82), body, border_radius=max(1, round(2 * sc)))
    pygame.draw.rect(surf, (50, 46, 42), body, max(1, round(sc)), border_radius=max(1, round(2 * sc)))
    pygame.draw.circle(surf, (40, 36, 32), body.center, max(1, s * .1))


def _tile_backs(surf, rect: pygame.Rect, shown: int, sc: float) -> None:
    off = max(1, round(2 * sc))
    tile = pygame.Rect(rect.x, rect.y, rect.width - off * (shown - 1), rect.height - off * (shown - 1))
    for i in range(shown - 1, -1, -1):
        r = tile.move(off * i, off * i)
        pygame.draw.rect(surf, (0, 0, 0), r.move(max(1, round(sc)), max(1, round(sc))), border_radius=max(2, round(4 * sc)))
        pygame.draw.rect(surf, (78, 60, 46), r, border_radius=max(2, round(4 * sc)))
        pygame.draw.rect(surf, (120, 88, 56), r.inflate(-round(4 * sc), -round(4 * sc)), max(1, round(sc)),
                         border_radius=max(2, round(3 * sc)))
        pygame.draw.rect(surf, theme.OAK_DARK, r, max(1, round(sc)), border_radius=max(2, round(4 * sc)))
    sprites.blit_piece(surf, "pick", tile.center, min(tile.width, tile.height) * .55)


def _cost(surf, strip: pygame.Rect, cost: int, sc: float) -> None:
    """What the space costs now, as worker figures on a dark strip (more than three: the number
    before one figure)."""
    rad = max(2, round(5 * sc))
    pygame.draw.rect(surf, (86, 62, 40), strip, border_bottom_left_radius=rad, border_bottom_right_radius=rad)
    size = strip.height * .92
    if cost <= 3 and cost * size * .8 + 4 * sc <= strip.width:
        x = strip.centerx - (cost - 1) * size * .4
        for _i in range(cost):
            sprites.blit_piece(surf, COST_KIND, (x, strip.centery), size)
            x += size * .8
    else:
        symbol_number(surf, COST_KIND, f"\u00d7{cost}", (strip.centerx, strip.centery), sc, size=strip.height / sc * .92,
                      ink=theme.PARCHMENT_LIGHT, anchor="center")


def _workers(surf, rect: pygame.Rect, view, sp: int, sc: float, right: bool = False, bottom: bool = False,
             column: bool = False) -> None:
    """The workers on a space, in their owners' colours, side by side (overlapping when many); with
    `column`, one above another from the rect's bottom, as wide as the rect allows."""
    state = view.state
    n = state.n
    figures = [p for p in range(n) for _i in range(state.space_workers[sp * n + p])]
    if not figures:
        return
    if column:
        size = min(rect.width * .95, 17 * sc)
        if size < 6:
            return
        step = min(size * .8, (rect.height - size) / max(1, len(figures) - 1)) if len(figures) > 1 else 0
        for i, p in enumerate(figures):
            sprites.blit_piece(surf, view.miner(p), (rect.centerx, rect.bottom - size / 2 - i * step), size)
        return
    size = min(rect.height * .95, 17 * sc)
    if size < 6:
        return
    step = min(size * .62, (rect.width - size) / max(1, len(figures) - 1)) if len(figures) > 1 else 0
    total = size + step * (len(figures) - 1)
    x0 = rect.right - total if right else rect.centerx - total / 2
    y = rect.bottom - size / 2 if bottom or right else rect.centery
    for i, p in enumerate(figures):
        sprites.blit_piece(surf, view.miner(p), (x0 + size / 2 + i * step, y), size)


def _canteen(surf, rect: pygame.Rect, view, sc: float) -> None:
    top = _label(surf, rect, _("Canteen"), sc)
    cell = pygame.Rect(rect.x, rect.y + top, rect.width, rect.height - top)
    panels.panel(surf, cell, sc, kind="wood", radius=5, width=1.5, seed=51, shadow=False)
    view.regions[("canteen",)] = cell
    state = view.state
    figures = [p for p in range(state.n) for _i in range(state.canteen[p])]
    if not figures:
        return
    size = min(cell.height * .72, 17 * sc)
    inner = cell.inflate(-round(8 * sc), -round(4 * sc))
    per_row = max(1, int((inner.width - size) // (size * .55)) + 1)
    rows = -(-len(figures) // per_row)
    step_y = min(size * .7, (inner.height - size) / max(1, rows - 1)) if rows > 1 else 0
    for i, p in enumerate(figures):
        r, c = divmod(i, per_row)
        sprites.blit_piece(surf, view.miner(p), (inner.x + size / 2 + c * size * .55,
                                                 inner.centery - step_y * (rows - 1) / 2 + r * step_y), size)


# ---------------------------------------------------------------------------- the draft and a draw


def _draw_in_hand(surf, rect: pygame.Rect, view, sc: float) -> Iterator[None]:
    state = view.state
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
    # a drawn item's region names the item and its copy (two equal tiles may be drawn: C11)
    keys = [("drawn", x, state.drawn[:i].count(x)) for i, x in enumerate(state.drawn)]
    yield from _offer(surf, rect, view, sc, title, keys, face_up=view.show_private, tiles=tiles)


def _offer(surf, rect, view, sc: float, title: str, keys: list[tuple], face_up: bool,
           tiles: bool = False) -> Iterator[None]:
    """Cards or tiles offered to one player (the draft, a private draw), in a band on the board,
    yielding after every SPACES_A_STEP of them."""
    band = rect.inflate(round(4 * sc), round(2 * sc))
    pygame.draw.rect(surf, (204, 184, 140), band, border_radius=max(2, round(6 * sc)))
    pygame.draw.rect(surf, theme.GOLD, band, max(1, round(1.5 * sc)), border_radius=max(2, round(6 * sc)))
    top = _label(surf, rect, title, sc)
    if not keys:
        return
    gap = round(5 * sc)
    area = pygame.Rect(rect.x, rect.y + top, rect.width, rect.height - top - round(2 * sc))
    if tiles:
        w = min((area.width - gap * (len(keys) - 1)) / len(keys), area.height * 1.3)
        h = min(area.height, w * .8)
    else:
        h = min(area.height, ((area.width - gap * (len(keys) - 1)) / len(keys)) / .7)
        w = h * .7
    x0 = area.x
    for i, key in enumerate(keys):
        if i and i % SPACES_A_STEP == 0:
            yield
        r = pygame.Rect(round(x0 + i * (w + gap)), area.y, round(w), round(h))
        item = key[1]
        if face_up and tiles:
            draw_tile(surf, r, item, sc, colourblind=view.colourblind)
            _price_tag(surf, r, rules().tile_price[item], sc)
        elif face_up:
            draw_card(surf, r, item, sc, colourblind=view.colourblind)
        elif tiles:
            _tile_backs(surf, r, 1, sc)
        else:
            draw_card_back(surf, r, sc)
        view.regions[key] = r
