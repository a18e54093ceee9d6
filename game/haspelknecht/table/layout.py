"""Where Haspelknecht's parts sit on the table and drawing them into the table scene's cached image.

Left: the year wheel (phase, year, turn order, score track), the resource boards and the
development board. Centre: the prompt bar (the shell's), the board of the player whose turn it is
(large), and the other players' boards. Right: undo and menu (the shell's) and the chronicle (the
shell's). A window much taller than wide stacks them instead (`_portrait`); one much wider than
16:9 puts the other boards in a column beside the active board (`_wide`). docs/architecture.md
("How Haspelknecht's table fits the window") says what each part leaves out in a small window.

Moved from the former game scene unchanged: only the shell's parts (prompt, buttons, chronicle) are
drawn by the shell now, into the rects named "prompt", "topbar" and "log".
"""

from __future__ import annotations

import json
from functools import partial

import pygame

from game.core.i18n import _
from game.haspelknecht.table import devboard
from game.haspelknecht.table.board_parts import DH, DW
from game.haspelknecht.table.compact_board import CH, CW, draw_compact, draw_compact_steps
from game.haspelknecht.table.geo import Geo, View
from game.haspelknecht.table.player_board import draw_large_steps
from game.haspelknecht.table.pools import draw_pools_steps
from game.haspelknecht.table.projection import arrow, projected_scores
from game.haspelknecht.table.prompts import guide_for
from game.haspelknecht.table.year_wheel import draw_wheel_steps
from game.ui import theme
from game.ui.board import panels
from game.ui.board import text as T
from game.ui.scenes.guide_panel import draw_guide
from game.ui.table_api import TableContext


def layout(DWn: float, DHn: float, n: int, R) -> dict[str, pygame.Rect]:
    """The table's rects for a window of DWn x DHn design units; R(x, y, w, h) scales one. Of the
    landscape arrangements the one showing the active board larger: in a window much wider than
    16:9 (21:9, 32:9) the other boards stand in a column beside the active board (`_wide`), so
    that board takes the centre's whole height instead of leaving wide empty sides."""
    m = 8
    if DHn >= 1.25 * DWn:
        return _portrait(DWn, DHn, R, m, n)
    rects = _landscape(DWn, DHn, R, m, n)
    wide = _wide(DWn, DHn, R, m, n)
    if board_scale(wide["active"]) > 1.1 * board_scale(rects["active"]):
        return wide
    return rects


def board_scale(active: pygame.Rect) -> float:
    """How large the active player's board is drawn in its rect (its design's scale)."""
    return min(active.width / DW, active.height / DH)


def _landscape(DWn: float, DHn: float, R, m: float, n: int) -> dict[str, pygame.Rect]:
    """Left: the wheel, the pools, the developments; centre: the prompt, the active board, the other
    boards in a row under it; right: the buttons and the chronicle."""
    # the columns grow with spare room and give some back when a UI scale above 100% leaves
    # fewer design units than 1280x720 (down to theme.MIN_DESIGN)
    left_w = 330 + (DWn - 1280) * 0.3
    right_w = 252 + (DWn - 1280) * 0.28
    cw = DWn - left_w - right_w - 4 * m
    cx0 = 2 * m + left_w
    rects = _left_column(DHn, R, m, n, left_w)
    _right_column(rects, DWn, DHn, R, m, right_w)
    prompt_h = 66
    others_h = 180 + (DHn - 720) * 0.15
    rects["prompt"] = R(cx0, m, cw, prompt_h)
    board_y = 2 * m + prompt_h
    rects["active"] = R(cx0, board_y, cw, DHn - board_y - 2 * m - others_h)
    rects["others"] = R(cx0, DHn - m - others_h, cw, others_h)
    return rects


def _wide(DWn: float, DHn: float, R, m: float, n: int) -> dict[str, pygame.Rect]:
    """A window much wider than 16:9: the active board takes the centre's whole height under the
    prompt, the other boards stand one under another in a column at its right (the step guide
    under them where there is room), and what width is left over widens the side columns."""
    grow = DHn / 720                                # the columns as at 16:9 of this height
    left_w, right_w = 330 * grow, 252 * grow
    prompt_h = 66
    board_y = 2 * m + prompt_h
    active_h = DHn - board_y - m
    # the other boards at most a third as tall as the active board (as with four players): with
    # fewer of them the room under them takes the step guide
    each_h = min((active_h - m * (n - 2)) / max(1, n - 1), active_h / 3)
    others_w = each_h * CW / CH
    active_w = active_h * DW / DH
    spare = DWn - left_w - right_w - active_w - others_w - 5 * m
    # the board may spread up to 1.3 times its width (Geo's max_stretch); the rest to the columns
    extra = min(max(0.0, spare) * 0.4, active_w * 0.3)
    active_w += extra + min(0.0, spare)
    side = max(0.0, spare) - extra
    left_w += side * 0.6
    right_w += side * 0.4
    rects = _left_column(DHn, R, m, n, left_w)
    _right_column(rects, DWn, DHn, R, m, right_w)
    cx0 = 2 * m + left_w
    rects["prompt"] = R(cx0, m, active_w + m + others_w, prompt_h)
    rects["active"] = R(cx0, board_y, active_w, active_h)
    rects["others"] = R(cx0 + active_w + m, board_y, others_w, active_h)
    return rects


def _left_column(DHn: float, R, m: float, n: int, left_w: float) -> dict[str, pygame.Rect]:
    """The wheel, the pools and the development board, one under another. A column narrower than
    at 1280x720 shrinks the boards but not their text (the legible minimum): the wheel's panel
    then takes height the development board, limited by its width, leaves over, so that the
    wheel's turn order, score lanes and lease spread apart (year_wheel.py) instead of overlapping."""
    wheel_h = 140 + (DHn - 720) * 0.1
    pools_h: float = 112 if n == 2 else 158
    pools_h += (DHn - 720) * 0.1
    if left_w < 330:
        # as many pixels high as at 1280x720 (its texts are as many pixels high), as far as the
        # development board's room allows
        px = R(0, 0, 1000, 1000).width / 1000
        dev_h = DHn - 4 * m - wheel_h - pools_h
        dev_needs = 36 + 0.8 * left_w + 62    # heading, the hexes at this width, the assist tiles in two rows
        wheel_h += max(0.0, min(140 / px - wheel_h, dev_h - dev_needs))
    dev_y = 3 * m + wheel_h + pools_h
    return {"wheel": R(m, m, left_w, wheel_h), "pools": R(m, 2 * m + wheel_h, left_w, pools_h),
            "dev": R(m, dev_y, left_w, DHn - dev_y - m)}


def _right_column(rects: dict, DWn: float, DHn: float, R, m: float, right_w: float) -> None:
    """The shell's buttons and the chronicle."""
    rx = DWn - m - right_w
    rects["topbar"] = R(rx, m, right_w, 34)
    rects["log"] = R(rx, 2 * m + 34, right_w, DHn - 3 * m - 34)


def _portrait(DWn: float, DHn: float, R, m: float, n: int) -> dict[str, pygame.Rect]:
    """A window much taller than wide: the prompt, the active board and the other boards across
    the whole width, one under the other; below them the wheel and the pools, the development
    board and the chronicle side by side."""
    full = DWn - 2 * m
    bar_w = 260
    prompt_h, others_h = 66, 200 + max(0, DHn - 1280) * 0.15
    active_h = full * 440 / 666 + 10             # the large board's own proportions
    rest = DHn - 5 * m - prompt_h - active_h - others_h
    col = (full - 2 * m) / 3
    wheel_h = 140
    pools_h = min(112 if n == 2 else 158, rest - wheel_h - m)
    y = m
    rects = {
        "prompt": R(m, y, full - bar_w - m, prompt_h),
        "topbar": R(DWn - m - bar_w, y, bar_w, 34),
    }
    y += prompt_h + m
    rects["active"] = R(m, y, full, active_h)
    y += active_h + m
    rects["others"] = R(m, y, full, others_h)
    y += others_h + m
    rects["wheel"] = R(m, y, col, wheel_h)
    rects["pools"] = R(m, y + wheel_h + m, col, pools_h)
    rects["dev"] = R(2 * m + col, y, col, rest)
    rects["log"] = R(3 * m + 2 * col, y, full - 2 * col - 2 * m, rest)
    return rects


def draw(surf: pygame.Surface, ctx: TableContext) -> dict[tuple, pygame.Rect]:
    """Everything of the game on the table; returns the hit regions (the board's keys). Each part is
    a layer of the shell's (ctx.layer): drawn again only when its key, what it shows, changed."""
    sc = ctx.sc
    state = ctx.game.state
    view = View(state, list(ctx.seats), ctx.colourblind, {}, ctx.current())
    j = state.to_json()
    rects = ctx.rects
    ctx.layer(surf, "wheel", panels.panel_area(rects["wheel"], sc), _wheel_key(j, state, view),
              lambda s: draw_wheel_steps(s, rects["wheel"], view, sc), view.regions)
    ctx.layer(surf, "pools", panels.panel_area(rects["pools"], sc), json.dumps([j["pools"], j["reserves"], j["bag"]]),
              lambda s: draw_pools_steps(s, rects["pools"], view, sc), view.regions)
    dev_key = (json.dumps([j["board"], j["stacks"]], sort_keys=True), tuple(ctx.owner_kinds()))
    ctx.layer(surf, "dev", panels.panel_area(rects["dev"], sc), dev_key,
              lambda s: _draw_dev(s, ctx, view, sc), view.regions)
    me = ctx.active_player()
    # one layer per player's large board: when the turn passes back, an unchanged board is not redrawn
    g = Geo(rects["active"], DW, DH, max_stretch=1.3)
    ctx.layer(surf, ("large", me), panels.panel_area(g.rect, g.k), _large_key(j, state, view, me),
              lambda s: draw_large_steps(s, rects["active"], view, me, sc), view.regions)
    if not any(ctx.has_layer(("large", p)) for p in range(len(state.players)) if p != me):
        # the table's first drawing: every other large board too (their textures are not built as
        # a move's animation starts); later ones are drawn ahead while idle (idle_work)
        while idle_work(ctx, j):
            pass
    _draw_others(surf, ctx, view, me, sc, j)
    return view.regions


def idle_work(ctx: TableContext, j: dict | None = None) -> bool:
    """Draw one large board ahead of its showing (the shell's ctx.prebuild), that of a player whose
    part changed since it was drawn, next in turn first; False when every one is up to date. Called
    by the table scene while nothing moves (HaspelknechtTable.idle_work)."""
    state = ctx.game.state
    if state is None:
        return False
    j = state.to_json() if j is None else j
    sc = ctx.sc
    rects = ctx.rects
    g = Geo(rects["active"], DW, DH, max_stretch=1.3)
    me = ctx.active_player()
    view = View(state, list(ctx.seats), ctx.colourblind, {}, ctx.current())
    n = len(state.players)
    for p in sorted(range(n), key=lambda q: (q - me) % n):
        if p == me:
            continue
        aside = View(state, list(ctx.seats), view.colourblind, {}, view.active)   # regions of its own
        if ctx.prebuild(("large", p), panels.panel_area(g.rect, g.k), _large_key(j, state, view, p),
                        partial(draw_large_steps, rect=rects["active"], view=aside, p=p, scale=sc), aside.regions):
            return True
    return False


def _player_key(j: dict, state, view: View, p: int) -> tuple:
    """What a player's compact board shows: that player's slice of the state, the phase (workers
    open by buildings built before it), the turn order place, the projected score, the seat's colour
    and name."""
    return (json.dumps(j["players"][p], sort_keys=True), state.phase, state.order.index(p), arrow(state, p),
            view.colour_index(p), view.name(p))


def _wheel_key(j: dict, state, view: View) -> tuple:
    """What the year wheel shows: the phase and stage (its segment), the year (and its lease), the
    turn order and whose turn, the scores on the track and as projected, the seats' colours."""
    return (j["phase"], j["stage"], state.season, state.year, tuple(j["order"]), state.current,
            tuple(p.vp for p in state.players), tuple(projected_scores(state)),
            tuple(view.colour_index(p) for p in range(len(state.players))))


def _large_key(j: dict, state, view: View, p: int) -> tuple:
    """What a player's large board shows: the compact board's key, and of the stage only what the
    board shows of it (the winter storage replaces the workers; planning hints), the decision in
    progress on this board (the choice being made on a worker), the seat's kind (a bot's board says
    so)."""
    seat = view.seats[p] if p < len(view.seats) else None
    stage = j["stage"]
    deciding = state.current == p and stage == "execute" and j["pending"] is not None
    return (_player_key(j, state, view, p), stage == "plan", stage == "storage",
            json.dumps(j["pending"], sort_keys=True) if deciding else None, getattr(seat, "kind", "human"))


def _draw_dev(surf, ctx: TableContext, view: View, sc: float) -> None:
    rect = ctx.rects["dev"]
    state = ctx.game.state
    panels.panel(surf, rect, sc, radius=8, width=2, seed=17)
    T.text(surf, _("Developments"), "caps", 17 * sc, theme.INK, (rect.x + round(10 * sc), rect.y + round(5 * sc)),
           max_width=rect.width - round(20 * sc))
    cells = state.board.cells
    avail = pygame.Rect(rect.x + round(6 * sc), rect.y + round(28 * sc), rect.width - round(12 * sc),
                        rect.height - round(36 * sc))
    rows = devboard.assist_rows(rect.width - round(16 * sc), round(24 * sc))
    assist_h, gap = round(24 * sc) * rows + 4 * (rows - 1), round(10 * sc)
    r, centres = devboard.layout_centres(cells, pygame.Rect(avail.x, avail.y, avail.width,
                                                             avail.height - assist_h - gap))
    ys = [c[1] for c in centres.values()]
    bh = round(max(ys) - min(ys) + 2 * r)
    top = avail.y + max(0, (avail.height - bh - gap - assist_h) // 2)
    board = pygame.Rect(avail.x, top, avail.width, bh)
    assist = pygame.Rect(rect.x + round(8 * sc), board.bottom + gap, rect.width - round(16 * sc), assist_h)
    devboard.draw_game_board(surf, board, state.board.cells, stacks=state.stacks,
                             owner_kinds=ctx.owner_kinds(), colourblind=ctx.colourblind,
                             regions=view.regions)
    devboard.draw_assist_tiles(surf, assist, view.regions, rows)


def other_slots(row: pygame.Rect, count: int, sc: float) -> tuple[list[pygame.Rect], pygame.Rect | None]:
    """Where the other players' compact boards go in their rect, and the spare room left for the
    step guide (None when there is too little): side by side in a row under the active board, or
    one under another in a column beside it (a window much wider than 16:9, layout._wide)."""
    gap = round(8 * sc)
    slots = []
    if row.height > row.width:
        slot = (row.height - gap * (count - 1)) / max(1, count)
        h = min(slot, row.width * CH / CW)
        y: float = row.y
        for _p in range(count):
            slots.append(pygame.Rect(row.x, round(y), row.width, round(h)))
            y += h + gap
        spare = row.bottom - y
        guide = pygame.Rect(row.x, round(y), row.width, round(spare)) if spare > 150 * sc else None
        return slots, guide
    slot = (row.width - gap * (count - 1)) / max(1, count)
    w = min(slot, row.height * CW / CH * 1.25)
    x: float = row.x
    for _p in range(count):
        slots.append(pygame.Rect(round(x), row.y, round(w), row.height))
        x += w + gap
    spare = row.right - x
    return slots, (pygame.Rect(round(x), row.y, round(spare), row.height) if spare > 150 * sc else None)


def guide_rect(others: pygame.Rect, players: int, sc: float) -> pygame.Rect | None:
    """The spare room beside (or under) the other players' boards, where the step guide goes, or
    None when there is too little."""
    return other_slots(others, players - 1, sc)[1]


def _draw_others(surf, ctx: TableContext, view: View, me: int, sc: float, j: dict | None = None) -> None:
    others = [p for p in range(len(ctx.seats)) if p != me]
    slots, guide = other_slots(ctx.rects["others"], len(others), sc)
    for p, rect in zip(others, slots, strict=True):
        if j is None:
            draw_compact(surf, rect, view, p, sc)
        else:
            g = Geo(rect, CW, CH, max_stretch=1.25)
            ctx.layer(surf, ("others", p), panels.panel_area(g.rect, g.k), _player_key(j, view.state, view, p),
                      partial(draw_compact_steps, rect=rect, view=view, p=p, scale=sc), view.regions)
    if guide is not None:
        # spare room beside the other boards: how the current step works (asked of the engine now), and the keys
        shown = guide_for(ctx.game)
        ctx.layer(surf, "guide", panels.panel_area(guide, sc), shown, lambda s: draw_guide(s, guide, sc, shown), {})
