"""A player's board: the farm, the workers and what is planned on them, the Pinge, the shaft and the
tunnel, buildings and action markers.

`draw_large` draws the board of the player whose turn it is (every field is a drag source or drop
target): its header, farm, workers (or winter storage) and markers here, its mine in mine_view.py,
both with the parts of board_parts.py; `draw_compact` (compact_board.py) draws the other players'
boards, readable at a glance. Both record their hit regions in `view.regions` under the same keys,
so animations and tooltips find a piece on whichever board shows it:

    ("board", p)  ("emblem", p)  ("farm", p, "food"|"wood"|"coal")  ("thaler", p)  ("debts", p)
    ("cart", p, colour)  ("worker", p, worker)  ("plan", p, worker, item)  ("pinge", p)
    ("tunnel", p)  ("shaft", p)  ("wood", p, "pinge"|"tunnel")  ("water", p, "pinge"|"shaft")
    ("marker", p, tile)  ("building", p, tile)  ("owned", p, tile)  ("slot", p, slot_id)
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.core.i18n import N_, _
from game.core.session import HUMAN, REMOTE
from game.haspelknecht import words
from game.haspelknecht.queries import farm_left, storage_slots, usable_marker
from game.haspelknecht.rules import COLOURS, RESOURCES
from game.haspelknecht.table.board_parts import (
    DH,
    DW,
    RES_LABEL,
    board_label,
    building_kind,
    dashed_rect,
    tray,
    whole_label,
    worker_card,
    worker_open,
)
from game.haspelknecht.table.geo import Geo, View
from game.haspelknecht.table.mine_view import draw_mine_steps
from game.haspelknecht.table.projection import arrow
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.table_api import drawn_whole

# ============================================================================ the large board

def draw_large(surface: pygame.Surface, rect: pygame.Rect, view: View, p: int, scale: float) -> None:
    drawn_whole(draw_large_steps(surface, rect, view, p, scale))


def draw_large_steps(surface: pygame.Surface, rect: pygame.Rect, view: View, p: int,
                     scale: float) -> Iterator[None]:
    """draw_large in steps (a generator yielding between its parts): at 4K the whole board is more
    drawing than a frame's budget, so the table's cache may draw it over several frames
    (game/ui/scenes/table_layers.py)."""
    state = view.state
    pl = state.players[p]
    g = Geo(rect, DW, DH, max_stretch=1.3)
    g.tk = scale
    k = g.k
    board = g.rect
    # one parchment and one wood texture for every player's board (not one per seat): at 4K each is
    # millions of pixels, and four of each overran the texture cache, which then built them again
    # in the middle of play
    panels.panel(surface, board, k, radius=10, width=2.5, seed=11)
    view.add(("board", p), board)
    yield
    _header(surface, g, view, p)
    _farm(surface, g, view, p)
    yield
    if state.stage == "storage" and pl.stored:
        _storage(surface, g, view, p)
    else:
        _workers(surface, g, view, p)
    yield
    yield from draw_mine_steps(surface, g, view, p)
    yield
    _bottom_strip(surface, g, view, p)


def _header(surface, g: Geo, view: View, p: int) -> None:
    state = view.state
    pl = state.players[p]
    k = g.k
    bar = g.r(4, 4, DW - 8, 26)
    panels.panel(surface, bar, k, kind="wood", radius=7, width=1, seed=20, shadow=False)
    em = sprites.blit_piece(surface, view.owner_kind(p), g.p(20, 17), g.n(22), view.colourblind)
    view.add(("emblem", p), em)
    seat = view.seats[p] if p < len(view.seats) else None
    name = view.name(p)
    r = board_label(surface, name, g.t(17), g.p(36, 17), "midleft", theme.PARCHMENT_LIGHT, "serif_bold")
    # a bot's board names its strength; a person's, here or at another computer, names nothing
    # (a remote seat is the net's kind, not a bot: it read "(remote bot)" on both computers)
    if seat is not None and getattr(seat, "kind", HUMAN) not in (HUMAN, REMOTE):
        board_label(surface, _("({kind} bot)").format(kind=_(seat.kind)), g.t(13), (r.right + g.n(6), r.centery), "midleft",
               theme.PARCHMENT_DARK, "serif_italic")
    # right side: VP, turn order
    order_pos = state.order.index(p) + 1
    x = g.p(DW - 12, 17)
    # the projected final score (the engine's, see game/ui/projection.py) right of the track score
    end = board_label(surface, arrow(state, p), g.t(14), x, "midright", theme.PARCHMENT_LIGHT, "sans_bold")
    vp = board_label(surface, _("{vp} VP").format(vp=pl.vp), g.t(17), (end.left - g.n(6), end.centery), "midright", theme.HIGHLIGHT,
                "serif_bold")
    view.add(("score", p), vp.union(end))
    # TRANSLATORS: the player's place in the turn order, 1 to 4
    board_label(surface, {1: _("1st in turn order"), 2: _("2nd in turn order"), 3: _("3rd in turn order")}.get(
        order_pos, _("{n}th in turn order").format(n=order_pos)), g.t(13), (vp.left - g.n(14), vp.centery), "midright",
           theme.PARCHMENT_DARK, "serif_italic")


def _farm(surface, g: Geo, view: View, p: int) -> None:
    state = view.state
    pl = state.players[p]
    k = g.k
    area = g.r(8, 34, 222, 154)
    view.add(("farmyard", p), area)
    sprites.blit_piece(surface, "farmhouse", g.p(26, 52), g.n(30))
    board_label(surface, _("Farm"), g.t(17), g.p(44, 52), "midleft", theme.INK, "caps")
    # food, wood, coal bins (what a storage slot holds while storing has left the farm)
    farm = farm_left(pl)
    for i, res in enumerate(RESOURCES):
        bx = 10 + i * 72
        bin_r = g.r(bx, 66, 68, 56)
        tray(surface, bin_r, k)
        n = farm[i]
        kind = res
        inner = bin_r.inflate(-g.n(8), -g.n(16)).move(0, g.n(4))
        sprites.draw_pile(surface, kind, n, inner, g.n(19), max_show=6)
        view.add(("farm", p, res), bin_r)
        # TRANSLATORS: a farm bin's label, e.g. "Food 3"
        shown = _("{resource} {n}").format(resource=_(RES_LABEL[res]), n=n)
        if T.text_size(shown, "serif_bold", theme.MIN_TEXT_PX)[0] > bin_r.width - 4:
            # a small window: an empty bin by its name where that fits, else the count after a piece
            # of the bin's kind; the bin's tooltip says both
            name = _(RES_LABEL[res])
            if n == 0 and T.text_size(name, "serif_bold", theme.MIN_TEXT_PX)[0] <= bin_r.width - 4:
                shown = name
            else:
                icon = theme.MIN_TEXT_PX
                at = board_label(surface, str(n), g.t(12.5), (bin_r.centerx + icon * .6, bin_r.top + g.n(1)), "midtop",
                                 theme.INK, "serif_bold")
                sprites.blit_piece(surface, kind, (at.left - icon * .65, at.centery), icon)
                continue
        board_label(surface, shown, g.t(12.5), (bin_r.centerx, bin_r.top + g.n(1)), "midtop", theme.INK, "serif_bold",
                    max_width=bin_r.width - 4)
    # Thalers and debts
    th = g.r(10, 126, 104, 28)
    tray(surface, th, k, fill=(206, 190, 150))
    view.add(("thaler", p), th)
    sprites.draw_pile(surface, "thaler", pl.thalers, th.inflate(-g.n(50), -g.n(4)).move(g.n(22), 0), g.n(18), max_show=5)
    board_label(surface, _("Thalers {n}").format(n=pl.thalers), g.t(12.5), (th.left + g.n(5), th.centery), "midleft", theme.INK, "serif_bold")
    db = g.r(118, 126, 104, 28)
    tray(surface, db, k, fill=(206, 190, 150))
    view.add(("debts", p), db)
    sprites.draw_pile(surface, "debt", pl.debts, db.inflate(-g.n(50), -g.n(4)).move(g.n(22), 0), g.n(18), max_show=5)
    board_label(surface, _("Debts {n}").format(n=pl.debts), g.t(12.5), (db.left + g.n(5), db.centery), "midleft",
           theme.DANGER if pl.debts else theme.INK, "serif_bold")
    # the cart: disks taken this phase and not yet placed
    cart = g.r(10, 158, 212, 30)
    tray(surface, cart, k, fill=(170, 132, 88))
    # TRANSLATORS: the farm's tray of disks taken this turn; room for about 36 px of bold text
    whole_label(surface, _("Disks"), g.t(12.5), (cart.left + g.n(5), cart.centery), "midleft", theme.PARCHMENT_LIGHT, "serif_bold",
           max_width=g.n(36))
    view.add(("cartarea", p), cart)
    x = 52
    for c, colour in enumerate(COLOURS):
        n = pl.cart[c]
        slot = g.r(x, 160, 56, 26)
        view.add(("cart", p, colour), slot)
        if n:
            for j in range(min(n, 4)):
                sprites.blit_piece(surface, colour, (slot.left + g.n(11 + j * 6), slot.centery - g.n(j * 1.5)), g.n(20))
            panels.badge(surface, str(n), (slot.right - g.n(8), slot.centery), g.n(13))
        else:
            pygame.draw.circle(surface, theme.darken((170, 132, 88), .2), slot.center, g.n(8), max(1, round(k)))
        x += 57


def _workers(surface, g: Geo, view: View, p: int) -> None:
    state = view.state
    pl = state.players[p]
    cards = [("farmer", None, None, True, ""),
             ("farmhand", N_("Improved farmhand") if pl.improved else None,
              "worker:improved_farmhand" if pl.improved else None, True, "")]
    cards.append(("coal_digger", None, None, not pl.exhausted,
                  "" if not pl.exhausted else N_("gone: the Pinge is exhausted")))
    mill = next((t for t in pl.buildings if building_kind(state, t) == "water_mill"), None)
    if mill is not None:
        ready = worker_open(state, pl, "water_mill")
        cards.append(("water_mill", None, None, ready, "" if ready else N_("works from the next phase")))
    n = len(cards)
    x0, width = 236, DW - 236 - 8
    gap = 6
    cw = (width - gap * (n - 1)) / n
    cw = min(cw, 140)
    for i, (w, label, sprite, open_, note) in enumerate(cards):
        rect = g.r(x0 + i * (cw + gap), 34, cw, 152)
        worker_card(surface, g, view, p, w, rect, label=label, sprite=sprite, open_=open_, note=note)


def _storage(surface, g: Geo, view: View, p: int) -> None:
    """Winter: the storage slots replace the workers (drag food, wood or coal onto them)."""
    state = view.state
    pl = state.players[p]
    k = g.k
    area = g.r(236, 34, DW - 244, 152)
    panels.panel(surface, area, k, radius=8, width=1.5, base=(214, 222, 226), seed=7, shadow=False)
    board_label(surface, _("Winter storage: what stays in the farm"), g.t(15), (area.left + g.n(10), area.top + g.n(6)),
           "topleft", theme.INK, "serif_bold")
    board_label(surface, _("Everything else goes back to the supply."), g.t(11.5), (area.left + g.n(10), area.top + g.n(24)),
           "topleft", theme.INK_SOFT, "serif_italic")
    slots = storage_slots(state, pl)
    n = len(slots)
    owners = [_("Farm") if slot.owner is None else _(state.rules.tiles[slot.owner].name) for slot in slots]
    vps = [words.list_sep().join(_("{resource} +{vp} VP").format(resource=words.resource_word(RESOURCES[j]).translated(),
                                                                vp=v) for j, v in enumerate(slot.vp) if v) or _("no VP")
           for slot in slots]
    # a slot is 100 wide, wider where its name or VP would not fit at the legible size (a small
    # window: "Coal Storage" was cut) and the panel has the room
    widest = max([T.text_size(o, "serif_bold", g.t(12))[0] for o in owners]
                 + [T.text_size(v, "serif_italic", g.t(10))[0] for v in vps])
    sw = min(max(100, (widest + 6) / k), (area.width / k - 20 - 8 * (n - 1)) / max(1, n))
    for i, slot in enumerate(slots):
        r = pygame.Rect(area.left + g.n(10 + i * (sw + 8)), area.top + g.n(44), g.n(sw), g.n(100))
        tray(surface, r, k, fill=(222, 206, 170))
        view.add(("slot", p, slot.slot_id), r)
        board_label(surface, owners[i], g.t(12), (r.centerx, r.top + g.n(3)), "midtop", theme.INK, "serif_bold",
               max_width=r.width - 4)
        board_label(surface, vps[i], g.t(10), (r.centerx, r.top + g.n(18)), "midtop", theme.INK_SOFT,
               "serif_italic", max_width=r.width - 4)
        stored = pl.stored[i] if i < len(pl.stored) else -1
        well = pygame.Rect(0, 0, g.n(44), g.n(44))
        well.center = (r.centerx, r.top + g.n(58))
        pygame.draw.rect(surface, (180, 160, 124), well, border_radius=round(g.n(6)))
        if stored >= 0:
            sprites.blit_piece(surface, RESOURCES[stored], well.center, g.n(36))
        else:
            dashed_rect(surface, well, theme.INK_SOFT, max(1, round(k)), max(2, round(3 * k)))
            for j, acc in enumerate(slot.accepts):
                sprites.blit_piece(surface, RESOURCES[acc], (well.centerx + (j - (len(slot.accepts) - 1) / 2) * g.n(13),
                                                       well.centery), g.n(12), alpha=120)
        # what the slot takes, in words where they fit (the faint pieces in its well show it too)
        accepts = " / ".join(words.resource_word(RESOURCES[a]).translated() for a in slot.accepts)
        if T.text_size(accepts, "serif", theme.MIN_TEXT_PX)[0] <= r.width - 4:
            board_label(surface, accepts, g.t(10), (r.centerx, r.bottom - g.n(4)), "midbottom", theme.INK_SOFT,
                        "serif", max_width=r.width - 4)


def _bottom_strip(surface, g: Geo, view: View, p: int) -> None:
    state = view.state
    pl = state.players[p]
    r = state.rules
    k = g.k
    strip = g.r(8, 386, DW - 16, 50)
    tray(surface, strip, k, fill=(214, 196, 156))
    board_label(surface, _("Markers"), g.t(12), (strip.left + g.n(6), strip.top + g.n(3)), "topleft", theme.INK, "caps")
    x = 14
    if not pl.markers:
        board_label(surface, _("none"), g.t(11), g.p(x + 2, 414), "midleft", theme.INK_SOFT, "serif_italic")
        x += 40
    for tile in sorted(pl.markers):
        rect = g.r(x, 398, 34, 34)
        sprites.blit_piece(surface, f"marker:{tile}", rect.center, g.n(32))
        usable = usable_marker(state, pl, tile)
        if not usable:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.circle(veil, (240, 230, 210, 140), (rect.width / 2, rect.height / 2), rect.width / 2)
            surface.blit(veil, rect)
        view.add(("marker", p, tile), rect)
        x += 37
    # owned tiles as small hex chips
    tx = max(x + 16, 250)
    board_label(surface, _("Tiles"), g.t(12), g.p(tx, 389), "topleft", theme.INK, "caps")
    from game.haspelknecht.table.devboard import hex_points, level_colour
    for j, tile in enumerate(pl.owned):
        cx, cy = g.p(tx + 14 + j * 27, 419)
        rr = g.n(13)
        pygame.draw.polygon(surface, level_colour(r.tiles[tile].level), hex_points(cx, cy, rr))
        pygame.draw.polygon(surface, theme.PARCHMENT_LIGHT, hex_points(cx, cy, rr * .72))
        T.text(surface, str(tile), "serif_bold", g.t(11.5), theme.INK, (cx, cy), "center")
        view.add(("owned", p, tile), pygame.Rect(cx - rr, cy - rr, 2 * rr, 2 * rr))
    if not pl.owned:
        board_label(surface, _("none yet"), g.t(11), g.p(tx + 2, 418), "midleft", theme.INK_SOFT, "serif_italic")
    # pit water summary
    total = pl.pinge_water + pl.shaft_water
    wx = DW - 16
    board_label(surface, _("Pit water {n}").format(n=total), g.t(12.5), g.p(wx, 404), "midright", theme.WATER, "serif_bold")
    board_label(surface, _("coal dug {n}").format(n=pl.pinge_taken + pl.tunnel_taken), g.t(11), g.p(wx, 422), "midright",
           theme.INK_SOFT, "serif_italic")


def worker_region_centre(view: View, p: int, w: str) -> tuple[int, int] | None:
    r = view.regions.get(("worker", p, w))
    return r.center if r else None
