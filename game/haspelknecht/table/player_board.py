"""A player's board: the farm, the workers and what is planned on them, the Pinge, the shaft and the
tunnel, buildings and action markers.

`draw_large` draws the board of the player whose turn it is (every field is a drag source or drop
target); `draw_compact` (compact_board.py) draws the other players' boards, readable at a glance. Both record their
hit regions in `view.regions` under the same keys, so animations and tooltips find a piece on
whichever board shows it:

    ("board", p)  ("emblem", p)  ("farm", p, "food"|"wood"|"coal")  ("thaler", p)  ("debts", p)
    ("cart", p, colour)  ("worker", p, worker)  ("plan", p, worker, item)  ("pinge", p)
    ("tunnel", p)  ("shaft", p)  ("wood", p, "pinge"|"tunnel")  ("water", p, "pinge"|"shaft")
    ("marker", p, tile)  ("building", p, tile)  ("owned", p, tile)  ("slot", p, slot_id)
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext
from game.haspelknecht import engine, words
from game.haspelknecht.queries import storage_slots, usable_marker
from game.haspelknecht.queries import worker_open as _worker_open
from game.haspelknecht.rules import COLOURS, RESOURCES, WORKERS
from game.haspelknecht.table.geo import Geo, View
from game.haspelknecht.table.projection import arrow
from game.ui import theme
from game.ui.board import pieces as P
from game.ui.board.text import wrap_lines, wrapped

DW, DH = 666, 440          # large board design size (the compact board: compact_board.py)

# shown translated (_(...)) where drawn
WORKER_LABEL = {"farmer": N_("Farmer"), "farmhand": N_("Farmhand"), "coal_digger": N_("Coal-digger"),
                "coal_miner": N_("Coal-miner"), "haspelknecht": N_("Haspelknecht"), "water_mill": N_("Water Mill")}
RES_LABEL = {"food": N_("Food"), "wood": N_("Wood"), "coal": N_("Coal")}


# ============================================================================ reading the state

def building_kind(state, tile: int) -> str:
    b = state.rules.tiles[tile].tile.effect.building
    return b.kind if b else ""


def worker_open(state, p, w: str) -> bool:
    """The engine's answer (planning.worker_open) for a worker named as the board names it."""
    return _worker_open(state, p, WORKERS.index(w))


def plan_items(state, p, w: str) -> list[tuple[str, str, int]]:
    """(item name, sprite kind, count) for what lies on a worker."""
    plan = p.plan[WORKERS.index(w)]
    out = []
    for i, n in enumerate(plan):
        if n:
            name = engine.item_name(state, i)
            kind = name if i < 5 else name  # "yellow", "food", "thaler", "marker:22"
            kind = {"thaler": "thaler", "food": "food"}.get(kind, kind)
            out.append((name, kind, n))
    return out


def worker_done(p, w: str) -> bool:
    return bool(p.done >> WORKERS.index(w) & 1)


def worker_planned(p, w: str) -> bool:
    return any(p.plan[WORKERS.index(w)])


def pinge_coal_slots(state, p) -> list[tuple[str, int]]:
    """Left to right: ("coal", index) or ("wood", field index) for the Pinge."""
    out = []
    segs = state.rules.comps.player_board.pinge.segments
    k = 0
    for s, n in enumerate(segs):
        if s:
            out.append(("wood", s - 1))
        for _i in range(n):
            out.append(("coal", k))
            k += 1
    return out


def tunnel_section_coal(state, p, i: int) -> tuple[int, int]:
    """(coal left, coal printed) in tunnel section i."""
    r = state.rules
    cum = r.tunnel_cum
    prev = cum[i - 1] if i else 0
    printed = cum[i] - prev
    taken = max(0, min(printed, p.tunnel_taken - prev))
    return printed - taken, printed


def worker_pay_hint(state, w: str, improved: bool = False) -> str:
    r = state.rules
    if w == "farmer":
        return _("any disks")
    if w == "farmhand":
        return _("any disks, may develop") if improved else _("disks of one colour")
    pay = {"coal_digger": r.digger_pay, "coal_miner": r.miner_pay, "haspelknecht": r.haspel_pay}.get(w)
    if pay is not None:
        order = [x for x in ("yellow", "food", "thaler") if x in pay]
        names = {"yellow": _("yellow"), "food": _("food"), "thaler": _("Thaler")}
        # TRANSLATORS: a worker's pay, e.g. "1 yellow / food"
        return _("1 {things}").format(things=" / ".join(names[x] for x in order))
    if w == "water_mill":
        mill = next((t for t in (r.tiles) if building_kind_info(r, t) == "water_mill"), None)
        if mill:
            modes = r.tiles[mill].tile.effect.building.modes
            # TRANSLATORS: the Water Mill's pay, e.g. "2 brown or 3 yellow"
            return words.or_list(words.disks(m.colour, m.disks) for m in modes)
    return ""


def building_kind_info(r, tile: int) -> str:
    b = r.tiles[tile].tile.effect.building
    return b.kind if b else ""


# ============================================================================ shared drawing bits

def _label(surface, txt, size, pos, anchor="topleft", colour=theme.INK, kind="serif", max_width=None):
    return P.text(surface, txt, kind, size, colour, pos, anchor, max_width)


def _tray(surface, rect: pygame.Rect, k: float, fill=(196, 170, 124), dark=False) -> None:
    """A shallow wooden tray (a field on the board)."""
    rad = max(2, round(6 * k))
    col = (92, 70, 48) if dark else fill
    pygame.draw.rect(surface, P.darken(col, .25), rect.move(0, max(1, round(k))), border_radius=rad)
    pygame.draw.rect(surface, col, rect, border_radius=rad)
    pygame.draw.rect(surface, P.darken(col, .45), rect, max(1, round(1.2 * k)), border_radius=rad)


def _dashed_rect(surface, rect: pygame.Rect, colour, width: int = 1, dash: int = 4) -> None:
    x0, y0, x1, y1 = rect.left, rect.top, rect.right, rect.bottom
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surface, colour, (x, y0), (min(x + dash, x1), y0), width)
        pygame.draw.line(surface, colour, (x, y1), (min(x + dash, x1), y1), width)
    for y in range(y0, y1, dash * 2):
        pygame.draw.line(surface, colour, (x0, y), (x0, min(y + dash, y1)), width)
        pygame.draw.line(surface, colour, (x1, y), (x1, min(y + dash, y1)), width)


def _prop(surface, rect: pygame.Rect, k: float, frame: bool = False) -> None:
    """A wooden pit prop: one post, or a frame (two posts and a cap) in the tunnel."""
    wood = (150, 104, 58)
    dark = P.darken(wood, .45)
    if frame:
        pw = max(2, round(rect.width * .32))
        for x in (rect.left, rect.right - pw):
            pygame.draw.rect(surface, wood, (x, rect.top, pw, rect.height))
            pygame.draw.rect(surface, dark, (x, rect.top, pw, rect.height), max(1, round(k * .8)))
        cap = pygame.Rect(rect.left - round(2 * k), rect.top, rect.width + round(4 * k), max(3, round(5 * k)))
        pygame.draw.rect(surface, P.lighten(wood, .08), cap)
        pygame.draw.rect(surface, dark, cap, max(1, round(k * .8)))
    else:
        pygame.draw.rect(surface, wood, rect, border_radius=max(1, round(2 * k)))
        for i in range(1, 3):
            x = rect.left + rect.width * i / 3
            pygame.draw.line(surface, P.darken(wood, .25), (x, rect.top + 2), (x, rect.bottom - 2), 1)
        pygame.draw.rect(surface, dark, rect, max(1, round(k * .8)), border_radius=max(1, round(2 * k)))


def _check(surface, centre, size, colour=(60, 120, 50)) -> None:
    x, y = centre
    w = max(2, round(size / 5))
    pygame.draw.lines(surface, colour, False, [(x - size * .45, y), (x - size * .1, y + size * .35),
                                               (x + size * .5, y - size * .4)], w)


def _items_on(surface, view: View, p: int, w: str, area: pygame.Rect, size: float) -> None:
    """The pieces planned on a worker, each kind a hit region to drag back."""
    state = view.state
    pl = state.players[p]
    items = plan_items(state, pl, w)
    if not items:
        return
    x = area.left + size * .55
    y = area.top + size * .55
    for name, kind, n in items:
        first = None
        for _i in range(n):
            if x > area.right - size * .45:
                x = area.left + size * .55
                y += size * .9
            rect = P.blit_piece(surface, kind, (x, y), size, view.colourblind)
            first = rect if first is None else first.union(rect)
            x += size * .82
        if first is not None:
            view.add(("plan", p, w, name), first)


# ============================================================================ the large board

def draw_large(surface: pygame.Surface, rect: pygame.Rect, view: View, p: int, scale: float) -> None:
    state = view.state
    pl = state.players[p]
    g = Geo(rect, DW, DH, max_stretch=1.3)
    g.tk = scale
    k = g.k
    board = g.rect
    # one parchment and one wood texture for every player's board (not one per seat): at 4K each is
    # millions of pixels, and four of each overran the texture cache, which then built them again
    # in the middle of play (issue 14)
    P.panel(surface, board, k, radius=10, width=2.5, seed=11)
    view.add(("board", p), board)
    _header(surface, g, view, p)
    _farm(surface, g, view, p)
    if state.stage == "storage" and pl.stored:
        _storage(surface, g, view, p)
    else:
        _workers(surface, g, view, p)
    from game.haspelknecht.table.mine_view import draw_mine  # (it draws with this module's helpers)

    draw_mine(surface, g, view, p)
    _bottom_strip(surface, g, view, p)


def _header(surface, g: Geo, view: View, p: int) -> None:
    state = view.state
    pl = state.players[p]
    k = g.k
    bar = g.r(4, 4, DW - 8, 26)
    P.panel(surface, bar, k, kind="wood", radius=7, width=1, seed=20, shadow=False)
    em = P.blit_piece(surface, view.owner_kind(p), g.p(20, 17), g.n(22), view.colourblind)
    view.add(("emblem", p), em)
    seat = view.seats[p] if p < len(view.seats) else None
    name = view.name(p)
    r = _label(surface, name, g.t(17), g.p(36, 17), "midleft", theme.PARCHMENT_LIGHT, "serif_bold")
    if seat is not None and getattr(seat, "kind", "human") != "human":
        _label(surface, _("({kind} bot)").format(kind=_(seat.kind)), g.t(13), (r.right + g.n(6), r.centery), "midleft",
               theme.PARCHMENT_DARK, "serif_italic")
    # right side: VP, turn order
    order_pos = state.order.index(p) + 1
    x = g.p(DW - 12, 17)
    # the projected final score (the engine's, see game/ui/projection.py) right of the track score
    end = _label(surface, arrow(state, p), g.t(14), x, "midright", theme.PARCHMENT_LIGHT, "sans_bold")
    vp = _label(surface, _("{vp} VP").format(vp=pl.vp), g.t(17), (end.left - g.n(6), end.centery), "midright", theme.HIGHLIGHT,
                "serif_bold")
    view.add(("score", p), vp.union(end))
    # TRANSLATORS: the player's place in the turn order, 1 to 4
    _label(surface, {1: _("1st in turn order"), 2: _("2nd in turn order"), 3: _("3rd in turn order")}.get(
        order_pos, _("{n}th in turn order").format(n=order_pos)), g.t(13), (vp.left - g.n(14), vp.centery), "midright",
           theme.PARCHMENT_DARK, "serif_italic")


def _farm(surface, g: Geo, view: View, p: int) -> None:
    state = view.state
    pl = state.players[p]
    k = g.k
    area = g.r(8, 34, 222, 154)
    view.add(("farmyard", p), area)
    P.blit_piece(surface, "farmhouse", g.p(26, 52), g.n(30))
    _label(surface, _("Farm"), g.t(17), g.p(44, 52), "midleft", theme.INK, "caps")
    # food, wood, coal bins
    for i, res in enumerate(RESOURCES):
        bx = 10 + i * 72
        bin_r = g.r(bx, 66, 68, 56)
        _tray(surface, bin_r, k)
        n = pl.farm[i]
        kind = res
        inner = bin_r.inflate(-g.n(8), -g.n(16)).move(0, g.n(4))
        P.draw_pile(surface, kind, n, inner, g.n(19), max_show=6)
        view.add(("farm", p, res), bin_r)
        # TRANSLATORS: a farm bin's label, e.g. "Food 3"
        _label(surface, _("{resource} {n}").format(resource=_(RES_LABEL[res]), n=n), g.t(12.5), (bin_r.centerx, bin_r.top + g.n(1)), "midtop",
               theme.INK, "serif_bold")
    # Thalers and debts
    th = g.r(10, 126, 104, 28)
    _tray(surface, th, k, fill=(206, 190, 150))
    view.add(("thaler", p), th)
    P.draw_pile(surface, "thaler", pl.thalers, th.inflate(-g.n(50), -g.n(4)).move(g.n(22), 0), g.n(18), max_show=5)
    _label(surface, _("Thalers {n}").format(n=pl.thalers), g.t(12.5), (th.left + g.n(5), th.centery), "midleft", theme.INK, "serif_bold")
    db = g.r(118, 126, 104, 28)
    _tray(surface, db, k, fill=(206, 190, 150))
    view.add(("debts", p), db)
    P.draw_pile(surface, "debt", pl.debts, db.inflate(-g.n(50), -g.n(4)).move(g.n(22), 0), g.n(18), max_show=5)
    _label(surface, _("Debts {n}").format(n=pl.debts), g.t(12.5), (db.left + g.n(5), db.centery), "midleft",
           theme.DANGER if pl.debts else theme.INK, "serif_bold")
    # the cart: disks taken this phase and not yet placed
    cart = g.r(10, 158, 212, 30)
    _tray(surface, cart, k, fill=(170, 132, 88))
    # TRANSLATORS: the farm's tray of disks taken this turn; room for about 36 px of bold text
    _label(surface, _("Disks"), g.t(12.5), (cart.left + g.n(5), cart.centery), "midleft", theme.PARCHMENT_LIGHT, "serif_bold",
           max_width=g.n(36))
    view.add(("cartarea", p), cart)
    x = 52
    for c, colour in enumerate(COLOURS):
        n = pl.cart[c]
        slot = g.r(x, 160, 56, 26)
        view.add(("cart", p, colour), slot)
        if n:
            for j in range(min(n, 4)):
                P.blit_piece(surface, colour, (slot.left + g.n(11 + j * 6), slot.centery - g.n(j * 1.5)), g.n(20))
            P.badge(surface, str(n), (slot.right - g.n(8), slot.centery), g.n(13))
        else:
            pygame.draw.circle(surface, P.darken((170, 132, 88), .2), slot.center, g.n(8), max(1, round(k)))
        x += 57


def _worker_card(surface, g: Geo, view: View, p: int, w: str, rect: pygame.Rect, *, label: str | None = None,
                 sprite: str | None = None, open_: bool = True, note: str = "") -> None:
    state = view.state
    pl = state.players[p]
    k = g.k
    done = worker_done(pl, w)
    fill = (226, 208, 168) if open_ else (196, 184, 160)
    _tray(surface, rect, k, fill=fill)
    view.add(("worker", p, w), rect)
    fig = pygame.Rect(rect.left + g.n(3), rect.top + g.n(3), g.n(40), g.n(40))
    P.blit_piece(surface, sprite or f"worker:{w}", fig.center, g.n(40))
    # the name beside the figure, the pay beside it or under it: wrapped at a legible size rather
    # than shrunk (four cards share the row with the Water Mill: "Improved farmhand" takes two lines)
    tx, tw = fig.right + g.n(1), rect.right - fig.right - g.n(4)
    y = rect.top + g.n(4)
    shown = _(label or WORKER_LABEL[w])
    # (measured before drawing: a trial drawn and then replaced would count as a text cut short)
    bold = theme.font("serif_bold", theme.text_px(g.t(12.5)))
    if len(wrapped(shown, bold, tw)) > 2 or any(bold.size(word)[0] > tw for word in shown.split()):
        # a long word ("Haspelknecht"): under the figure
        name = wrap_lines(shown, "serif_bold", g.t(12.5), rect.width - g.n(8), 2)
        tx, y = rect.left + g.n(4), fig.bottom
    else:
        name = wrap_lines(shown, "serif_bold", g.t(12.5), tw, 2)
    for line in name:
        y = _label(surface, line, g.t(12.5), (tx, y), "topleft", theme.INK, "serif_bold").bottom
    tx = fig.right + g.n(1) if y <= fig.bottom else rect.left + g.n(4)
    hint = _(note) if note else worker_pay_hint(state, w, pl.improved)
    italic = theme.font("serif_italic", theme.text_px(g.t(10.5)))
    hint_h = italic.get_linesize()
    lines = [hint] if hint else []
    if lines and (y + hint_h > fig.bottom + g.n(2) or italic.size(hint)[0] > tw):
        # no room beside the figure: under it, across the card
        tx, tw, y = rect.left + g.n(4), rect.width - g.n(8), max(y, fig.bottom)
        lines = wrap_lines(hint, "serif_italic", g.t(10.5), tw, 2)
    for line in lines:
        y = _label(surface, line, g.t(10.5), (tx, y), "topleft", theme.INK_SOFT, "serif_italic").bottom
    top = max(y, fig.bottom) + g.n(1)
    items = pygame.Rect(rect.left + g.n(4), top, rect.width - g.n(8), max(g.n(20), rect.bottom - g.n(4) - top))
    pygame.draw.rect(surface, P.darken(fill, .08), items, border_radius=max(1, round(4 * k)))
    _items_on(surface, view, p, w, items, g.n(19))
    if open_ and not worker_planned(pl, w):
        hint = _("drop pieces here") if state.stage == "plan" else _("nothing planned")
        _label(surface, hint, g.t(10.5), items.center, "center", P.darken(fill, .3), "serif_italic",
               max_width=items.width - g.n(4))
    if not open_:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((120, 110, 96, 90))
        surface.blit(veil, rect)
    if done:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((250, 244, 230, 110))
        surface.blit(veil, rect)
        _check(surface, (rect.right - g.n(12), rect.top + g.n(40)), g.n(14))
    pend = state.pending
    if pend and state.stage == "execute" and state.current == p:
        if pend[0] == "dig" and WORKERS[pend[1]] == w:
            _banner(surface, g, rect, ngettext("{n} black disk to use", "{n} black disks to use", pend[2]).format(n=pend[2]))
        elif pend[0] == "haspel" and w == "haspelknecht":
            _banner(surface, g, rect, ngettext("{n} action left", "{n} actions left", pend[1]).format(n=pend[1]))


def _banner(surface, g: Geo, rect: pygame.Rect, txt: str) -> None:
    b = pygame.Rect(0, 0, rect.width - g.n(6), g.n(16))
    b.midbottom = (rect.centerx, rect.bottom - g.n(3))
    pygame.draw.rect(surface, theme.HIGHLIGHT, b, border_radius=max(2, round(g.n(5))))
    pygame.draw.rect(surface, theme.OAK_DARK, b, 1, border_radius=max(2, round(g.n(5))))
    _label(surface, txt, g.t(11), b.center, "center", theme.INK, "serif_bold", max_width=b.width - 4)


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
        _worker_card(surface, g, view, p, w, rect, label=label, sprite=sprite, open_=open_, note=note)


def _storage(surface, g: Geo, view: View, p: int) -> None:
    """Winter: the storage slots replace the workers (drag food, wood or coal onto them)."""
    state = view.state
    pl = state.players[p]
    k = g.k
    area = g.r(236, 34, DW - 244, 152)
    P.panel(surface, area, k, radius=8, width=1.5, base=(214, 222, 226), seed=7, shadow=False)
    _label(surface, _("Winter storage: what stays in the farm"), g.t(15), (area.left + g.n(10), area.top + g.n(6)),
           "topleft", theme.INK, "serif_bold")
    _label(surface, _("Everything else goes back to the supply."), g.t(11.5), (area.left + g.n(10), area.top + g.n(24)),
           "topleft", theme.INK_SOFT, "serif_italic")
    slots = storage_slots(state, pl)
    n = len(slots)
    sw = min(100, (area.width / k - 20 - 8 * (n - 1)) / max(1, n))
    for i, slot in enumerate(slots):
        r = pygame.Rect(area.left + g.n(10 + i * (sw + 8)), area.top + g.n(44), g.n(sw), g.n(100))
        _tray(surface, r, k, fill=(222, 206, 170))
        view.add(("slot", p, slot.slot_id), r)
        owner = _("Farm") if slot.owner is None else _(state.rules.tiles[slot.owner].name)
        _label(surface, owner, g.t(12), (r.centerx, r.top + g.n(3)), "midtop", theme.INK, "serif_bold",
               max_width=r.width - 4)
        vp = words.list_sep().join(_("{resource} +{vp} VP").format(resource=words.resource_word(RESOURCES[j]).translated(),
                                                                  vp=v) for j, v in enumerate(slot.vp) if v)
        _label(surface, vp or _("no VP"), g.t(10), (r.centerx, r.top + g.n(18)), "midtop", theme.INK_SOFT,
               "serif_italic", max_width=r.width - 4)
        stored = pl.stored[i] if i < len(pl.stored) else -1
        well = pygame.Rect(0, 0, g.n(44), g.n(44))
        well.center = (r.centerx, r.top + g.n(58))
        pygame.draw.rect(surface, (180, 160, 124), well, border_radius=round(g.n(6)))
        if stored >= 0:
            P.blit_piece(surface, RESOURCES[stored], well.center, g.n(36))
        else:
            _dashed_rect(surface, well, theme.INK_SOFT, max(1, round(k)), max(2, round(3 * k)))
            for j, acc in enumerate(slot.accepts):
                P.blit_piece(surface, RESOURCES[acc], (well.centerx + (j - (len(slot.accepts) - 1) / 2) * g.n(13),
                                                       well.centery), g.n(12), alpha=120)
        accepts = " / ".join(_(RESOURCES[a]) for a in slot.accepts)
        _label(surface, accepts, g.t(10), (r.centerx, r.bottom - g.n(4)), "midbottom", theme.INK_SOFT, "serif",
               max_width=r.width - 4)


def _bottom_strip(surface, g: Geo, view: View, p: int) -> None:
    state = view.state
    pl = state.players[p]
    r = state.rules
    k = g.k
    strip = g.r(8, 386, DW - 16, 50)
    _tray(surface, strip, k, fill=(214, 196, 156))
    _label(surface, _("Markers"), g.t(12), (strip.left + g.n(6), strip.top + g.n(3)), "topleft", theme.INK, "caps")
    x = 14
    if not pl.markers:
        _label(surface, _("none"), g.t(11), g.p(x + 2, 414), "midleft", theme.INK_SOFT, "serif_italic")
        x += 40
    for tile in sorted(pl.markers):
        rect = g.r(x, 398, 34, 34)
        P.blit_piece(surface, f"marker:{tile}", rect.center, g.n(32))
        usable = usable_marker(state, pl, tile)
        if not usable:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.circle(veil, (240, 230, 210, 140), (rect.width / 2, rect.height / 2), rect.width / 2)
            surface.blit(veil, rect)
        view.add(("marker", p, tile), rect)
        x += 37
    # owned tiles as small hex chips
    tx = max(x + 16, 250)
    _label(surface, _("Tiles"), g.t(12), g.p(tx, 389), "topleft", theme.INK, "caps")
    from game.haspelknecht.table.devboard import hex_points, level_colour
    for j, tile in enumerate(pl.owned):
        cx, cy = g.p(tx + 14 + j * 27, 419)
        rr = g.n(13)
        pygame.draw.polygon(surface, level_colour(r.tiles[tile].level), hex_points(cx, cy, rr))
        pygame.draw.polygon(surface, theme.PARCHMENT_LIGHT, hex_points(cx, cy, rr * .72))
        P.text(surface, str(tile), "serif_bold", g.t(11.5), theme.INK, (cx, cy), "center")
        view.add(("owned", p, tile), pygame.Rect(cx - rr, cy - rr, 2 * rr, 2 * rr))
    if not pl.owned:
        _label(surface, _("none yet"), g.t(11), g.p(tx + 2, 418), "midleft", theme.INK_SOFT, "serif_italic")
    # pit water summary
    total = pl.pinge_water + pl.shaft_water
    wx = DW - 16
    _label(surface, _("Pit water {n}").format(n=total), g.t(12.5), g.p(wx, 404), "midright", theme.WATER, "serif_bold")
    _label(surface, _("coal dug {n}").format(n=pl.pinge_taken + pl.tunnel_taken), g.t(11), g.p(wx, 422), "midright",
           theme.INK_SOFT, "serif_italic")


def worker_region_centre(view: View, p: int, w: str) -> tuple[int, int] | None:
    r = view.regions.get(("worker", p, w))
    return r.center if r else None
