"""What the players' boards share: the board's design size and names, what they read of the state
(a worker's plan, the Pinge's coal slots, a tunnel section's coal, a worker's pay), the small
drawing bits (labels, trays, dashed outlines, pit props, check marks) and the worker card. The large
board (player_board.py) draws its farm side and its mine (mine_view.py) with these; the compact
board (compact_board.py) too."""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _, ngettext
from game.haspelknecht import engine, words
from game.haspelknecht.queries import worker_open as _worker_open
from game.haspelknecht.rules import WORKERS
from game.haspelknecht.table.geo import Geo, View
from game.ui import theme
from game.ui.board import sprites
from game.ui.board import text as T
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

def board_label(surface, txt, size, pos, anchor="topleft", colour=theme.INK, kind="serif", max_width=None):
    return T.text(surface, txt, kind, size, colour, pos, anchor, max_width)


def whole_label(surface, txt, size, pos, anchor="topleft", colour=theme.INK, kind="serif",
                max_width: float = 0) -> pygame.Rect | None:
    """A row's name, smaller down to the legible minimum to fit max_width, or left out where even
    that is too wide (a small window): "Di…" or "Tu…" reads as nothing; the row's tooltip names it."""
    if T.text_size(txt, kind, theme.MIN_TEXT_PX)[0] > max_width:
        return None
    return T.text(surface, txt, kind, size, colour, pos, anchor, max_width)


def tray(surface, rect: pygame.Rect, k: float, fill=(196, 170, 124), dark=False) -> None:
    """A shallow wooden tray (a field on the board)."""
    rad = max(2, round(6 * k))
    col = (92, 70, 48) if dark else fill
    pygame.draw.rect(surface, theme.darken(col, .25), rect.move(0, max(1, round(k))), border_radius=rad)
    pygame.draw.rect(surface, col, rect, border_radius=rad)
    pygame.draw.rect(surface, theme.darken(col, .45), rect, max(1, round(1.2 * k)), border_radius=rad)


def dashed_rect(surface, rect: pygame.Rect, colour, width: int = 1, dash: int = 4) -> None:
    x0, y0, x1, y1 = rect.left, rect.top, rect.right, rect.bottom
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surface, colour, (x, y0), (min(x + dash, x1), y0), width)
        pygame.draw.line(surface, colour, (x, y1), (min(x + dash, x1), y1), width)
    for y in range(y0, y1, dash * 2):
        pygame.draw.line(surface, colour, (x0, y), (x0, min(y + dash, y1)), width)
        pygame.draw.line(surface, colour, (x1, y), (x1, min(y + dash, y1)), width)


def pit_prop(surface, rect: pygame.Rect, k: float, frame: bool = False) -> None:
    """A wooden pit prop: one post, or a frame (two posts and a cap) in the tunnel."""
    wood = (150, 104, 58)
    dark = theme.darken(wood, .45)
    if frame:
        pw = max(2, round(rect.width * .32))
        for x in (rect.left, rect.right - pw):
            pygame.draw.rect(surface, wood, (x, rect.top, pw, rect.height))
            pygame.draw.rect(surface, dark, (x, rect.top, pw, rect.height), max(1, round(k * .8)))
        cap = pygame.Rect(rect.left - round(2 * k), rect.top, rect.width + round(4 * k), max(3, round(5 * k)))
        pygame.draw.rect(surface, theme.lighten(wood, .08), cap)
        pygame.draw.rect(surface, dark, cap, max(1, round(k * .8)))
    else:
        pygame.draw.rect(surface, wood, rect, border_radius=max(1, round(2 * k)))
        for i in range(1, 3):
            seam_x = rect.left + rect.width * i / 3
            pygame.draw.line(surface, theme.darken(wood, .25), (seam_x, rect.top + 2), (seam_x, rect.bottom - 2), 1)
        pygame.draw.rect(surface, dark, rect, max(1, round(k * .8)), border_radius=max(1, round(2 * k)))


def check_mark(surface, centre, size, colour=(60, 120, 50)) -> None:
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
            rect = sprites.blit_piece(surface, kind, (x, y), size, view.colourblind)
            first = rect if first is None else first.union(rect)
            x += size * .82
        if first is not None:
            view.add(("plan", p, w, name), first)


def worker_card(surface, g: Geo, view: View, p: int, w: str, rect: pygame.Rect, *, label: str | None = None,
                 sprite: str | None = None, open_: bool = True, note: str = "") -> None:
    state = view.state
    pl = state.players[p]
    k = g.k
    done = worker_done(pl, w)
    fill = (226, 208, 168) if open_ else (196, 184, 160)
    tray(surface, rect, k, fill=fill)
    view.add(("worker", p, w), rect)
    fig = pygame.Rect(rect.left + g.n(3), rect.top + g.n(3), g.n(40), g.n(40))
    sprites.blit_piece(surface, sprite or f"worker:{w}", fig.center, g.n(40))
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
        y = board_label(surface, line, g.t(12.5), (tx, y), "topleft", theme.INK, "serif_bold").bottom
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
        y = board_label(surface, line, g.t(10.5), (tx, y), "topleft", theme.INK_SOFT, "serif_italic").bottom
    top = max(y, fig.bottom) + g.n(1)
    items = pygame.Rect(rect.left + g.n(4), top, rect.width - g.n(8), max(g.n(20), rect.bottom - g.n(4) - top))
    pygame.draw.rect(surface, theme.darken(fill, .08), items, border_radius=max(1, round(4 * k)))
    _items_on(surface, view, p, w, items, g.n(19))
    if open_ and not worker_planned(pl, w):
        hint = _("drop pieces here") if state.stage == "plan" else _("nothing planned")
        # in two lines where one is too wide (a small window, a longer translation)
        room = items.width - g.n(4)
        font = theme.font("serif_italic", theme.text_px(g.t(10.5)))
        lines = wrap_lines(hint, "serif_italic", g.t(10.5), room, 2) if font.size(hint)[0] > room else [hint]
        step = font.get_linesize()
        for i, line in enumerate(lines):
            board_label(surface, line, g.t(10.5), (items.centerx, items.centery + step * (i - (len(lines) - 1) / 2)),
                        "center", theme.darken(fill, .3), "serif_italic", max_width=room)
    if not open_:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((120, 110, 96, 90))
        surface.blit(veil, rect)
    if done:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((250, 244, 230, 110))
        surface.blit(veil, rect)
        check_mark(surface, (rect.right - g.n(12), rect.top + g.n(40)), g.n(14))
    pend = state.pending
    if pend and state.stage == "execute" and state.current == p:
        if pend[0] == "dig" and WORKERS[pend[1]] == w:
            _banner(surface, g, rect, ngettext("{n} black disk to use", "{n} black disks to use", pend[2]).format(n=pend[2]))
        elif pend[0] == "haspel" and w == "haspelknecht":
            _banner(surface, g, rect, ngettext("{n} action left", "{n} actions left", pend[1]).format(n=pend[1]))


def _banner(surface, g: Geo, rect: pygame.Rect, txt: str) -> None:
    """A decision in progress across the foot of a worker's card ("2 black disks to use"): in two
    lines, and a taller banner, where one line is too wide (a small window)."""
    b = pygame.Rect(0, 0, rect.width - g.n(6), g.n(16))
    font = theme.font("serif_bold", theme.text_px(g.t(11)))
    lines = [txt] if font.size(txt)[0] <= b.width - 4 else wrap_lines(txt, "serif_bold", g.t(11), b.width - 4, 2)
    step = font.get_linesize()
    b.height = max(b.height, step * len(lines) + 2)
    b.midbottom = (rect.centerx, rect.bottom - g.n(3))
    pygame.draw.rect(surface, theme.HIGHLIGHT, b, border_radius=max(2, round(g.n(5))))
    pygame.draw.rect(surface, theme.OAK_DARK, b, 1, border_radius=max(2, round(g.n(5))))
    for i, line in enumerate(lines):
        board_label(surface, line, g.t(11), (b.centerx, b.centery + step * (i - (len(lines) - 1) / 2)), "center",
                    theme.INK, "serif_bold", max_width=b.width - 4)
