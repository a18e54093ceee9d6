"""Where Coal Baron's parts sit on the table, and drawing them into the table scene's cached image.

Top centre: the prompt bar (the shell's). Under it, left: the game board (the Lorry factory, the
mining, delivery, Bank and order spaces with the workers each now costs, the Canteen, and the draft
or a private draw); right of it: the Shift Clock with the score track. Bottom: every player's pit,
the player whose turn it is first. Right column: undo and menu, the chronicle (the shell's).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.scoring import scores_now

# sprites registers the cube sprite; waste_warning is asked before a move: imported with the table,
# not as the first move's animation starts
from game.coal_baron.table import drops, sprites, waste_warning  # noqa: F401
from game.coal_baron.table.board_view import draw_board
from game.coal_baron.table.clock_view import draw_clock
from game.coal_baron.table.pit_view import HIDDEN_ORDERS, draw_pit, pit_key
from game.ui.board import panels
from game.ui.table_api import TableContext


@dataclass
class View:
    """What every drawing function needs: the position, the seats and the hit regions it records."""

    state: object
    seats: list
    names: list[str]
    colourblind: bool
    me: int                       # the player whose turn it is (or the winner at the end)
    show_private: bool            # the current player's private draw may be shown face up
    regions: dict = field(default_factory=dict)
    last_scoring: tuple[int, list[int]] | None = None   # (shift, VP each got) of the last shift scoring

    def owner(self, p: int) -> str:
        return f"owner:{self.seats[p].colour}"


NARROW = 1250
"""Design units of width below which the board and the Shift Clock no longer fit side by side."""


def layout(DWn: float, DHn: float, n: int, R) -> dict[str, pygame.Rect]:
    """The table's rects for a window of DWn x DHn design units; R(x, y, w, h) scales one."""
    m = 8
    right_w = 252 + (DWn - 1280) * 0.22
    cw = DWn - right_w - 3 * m
    prompt_h = 66
    board_h = 318 + (DHn - 720) * 0.45
    clock_w = 262 + (DWn - 1280) * 0.12
    rx = DWn - m - right_w
    y = 2 * m + prompt_h
    if DWn < NARROW:
        # too narrow for the board and the Shift Clock side by side (the Lorry factory's nine spaces
        # would be cut): the board takes the whole width, the clock goes atop the chronicle's column
        right_w = max(right_w, clock_w)
        # the board's rows are as short as the window is low: taller, the pits keep what they need
        board_h = max(board_h, min(340, DHn - y - 2 * m - 225))
        cw = DWn - right_w - 3 * m
        rx = DWn - m - right_w
        top = 2 * m + 34
        return {
            "prompt": R(m, m, cw, prompt_h),
            "board": R(m, y, cw, board_h),
            "clock": R(rx, top, right_w, board_h),
            "pits": R(m, y + board_h + m, cw, DHn - y - board_h - 2 * m),
            "topbar": R(rx, m, right_w, 34),
            "log": R(rx, top + board_h + m, right_w, DHn - top - board_h - 2 * m),
        }
    return {
        "prompt": R(m, m, cw, prompt_h),
        "board": R(m, y, cw - clock_w - m, board_h),
        "clock": R(cw - clock_w + m, y, clock_w, board_h),
        "pits": R(m, y + board_h + m, cw, DHn - y - board_h - 2 * m),
        "topbar": R(rx, m, right_w, 34),
        "log": R(rx, 2 * m + 34, right_w, DHn - 3 * m - 34),
    }


def make_view(ctx: TableContext) -> View:
    state = ctx.game.state
    me = ctx.active_player()
    who = ctx.current()
    # a private draw is shown face up only to a person whose decision it is (hot-seat: the pass
    # cover has been shown to that person first); a bot's draw stays face down
    private = who is not None and not ctx.seats[who].is_bot
    return View(state, list(ctx.seats), ctx.names, ctx.colourblind, me, private,
                last_scoring=last_scoring(ctx.game.log, state.n))


def last_scoring(log, n: int) -> tuple[int, list[int]] | None:
    """The last shift scoring as the chronicle's typed events tell it: (shift, VP per player)."""
    shift, gained = None, [0] * n
    for item in log:
        if len(item) != 2:
            continue
        ev = item[1]
        if ev.kind == "shift_end":
            shift, gained = (ev.data or {}).get("shift"), [0] * n
        elif ev.kind == "score" and shift is not None:
            for p, v in enumerate((ev.data or {}).get("vp", [])[:n]):
                gained[p] += v
    return (shift, gained) if shift is not None else None


def draw(surf: pygame.Surface, ctx: TableContext) -> dict[tuple, pygame.Rect]:
    """Everything of the game on the table; the board, the Shift Clock and every pit are layers of the
    shell's (ctx.layer): drawn again only when their key, what they show, changed."""
    sc = ctx.sc
    view = make_view(ctx)
    drops.SEAT_COLOURS[:] = [s.colour for s in ctx.seats]
    rects = ctx.rects
    ctx.layer(surf, "board", panels.panel_area(rects["board"], sc), board_key(view),
              lambda s: draw_board(s, rects["board"], view, sc), view.regions)
    ctx.layer(surf, "clock", panels.panel_area(rects["clock"], sc), clock_key(view),
              lambda s: draw_clock(s, rects["clock"], view, sc), view.regions)
    _draw_pits(surf, rects["pits"], view, sc, ctx)
    return view.regions


def _seats_key(view: View) -> tuple:
    return tuple(view.names), tuple(view.owner(p) for p in range(view.state.n))


def board_key(view: View) -> tuple:
    """What the board shows: its tiles and orders, the stacks' sizes, the workers on every space and
    what each space costs now, the Canteen, the draft or a draw (face up or not, and whose), the
    seats' names and colours."""
    state = view.state
    j = state.to_json()
    shown = json.dumps([j[k] for k in ("board", "canteen", "space_workers", "stage", "draft_pool", "drawn", "current")])
    costs = tuple(Q.space_cost(state, sp) for sp in range(len(state.board)))
    return (shown, len(state.tile_stack), len(state.order_stack), costs, view.show_private, _seats_key(view))


def clock_key(view: View) -> tuple:
    """What the Shift Clock shows: the shift and stage, every element's counts and VP, the last
    scoring, the score track, the seats' names and colours."""
    state = view.state
    return (state.shift, state.stage, repr(Q.clock_elements(state)), view.last_scoring, tuple(scores_now(state)),
            _seats_key(view))


def _draw_pits(surf, area: pygame.Rect, view: View, sc: float, ctx: TableContext) -> None:
    n = view.state.n
    order = [(view.me + i) % n for i in range(n)]     # the player whose turn it is first
    gap = round(6 * sc)
    w = (area.width - gap * (n - 1)) / n
    for i, p in enumerate(order):
        rect = pygame.Rect(round(area.x + i * (w + gap)), area.y, round(w), area.height)
        key = pit_key(view, p, i == 0)
        hid = (p, key, tuple(rect), sc)

        def draw(s, rect=rect, p=p, i=i, hid=hid):
            draw_pit(s, rect, view, p, sc, active=(i == 0))
            if len(_HIDDEN_KEPT) > 256:
                _HIDDEN_KEPT.clear()
            _HIDDEN_KEPT[hid] = set(HIDDEN_ORDERS.get(p, set()))

        ctx.layer(surf, ("pit", p), panels.panel_area(rect, sc), key, draw, view.regions)
        if hid in _HIDDEN_KEPT:    # the orders the pit leaves out, as its (kept) drawing left them out
            HIDDEN_ORDERS[p] = set(_HIDDEN_KEPT[hid])


_HIDDEN_KEPT: dict[tuple, set[int]] = {}
