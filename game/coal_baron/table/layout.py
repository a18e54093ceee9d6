"""Where Coal Baron's parts sit on the table, and drawing them into the table scene's cached image.

Top left: the prompt bar (the shell's). Under it the game board (the Lorry factory, the mining,
delivery, Bank and order spaces, the Canteen, the draft or a private draw) and, right of it, the
Shift Clock as a dial. Under them every player's pit, in seat order: a seat's pit keeps its place
all game (whose turn it is is lit, the pits never change places). Right column: undo, hint and menu,
the chronicle (the shell's). A window too narrow for the board and the dial side by side, or whose
dial there would be too small to hold the players' counts round its hub (text keeps its legible
size in a small window while the dial shrinks), puts the dial atop the chronicle's column with the
counts in a sheet under it (clock_sheet.py); a tall one lays the pits out two by two.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.definition import DEFINITION
from game.coal_baron.scoring import scores_now

# sprites registers the pieces; waste_warning is asked before a move: imported with the table,
# not as the first move's animation starts
from game.coal_baron.table import clock_sheet, drops, snapshot, sprites, waste_warning  # noqa: F401
from game.coal_baron.table.board_view import draw_board_steps
from game.coal_baron.table.clock_view import counts_fit
from game.coal_baron.table.pit_view import HIDDEN_ORDERS, draw_pit_steps, header_lines, pit_key
from game.coal_baron.table.tunnels import in_bought_order
from game.ui import theme
from game.ui.board import panels
from game.ui.table_api import TableContext


@dataclass
class View:
    """What every drawing function needs: the position, the seats and the hit regions it records."""

    state: Any
    seats: list
    names: list[str]
    colourblind: bool
    me: int                       # the player whose pieces can be picked up (to move, or the winner)
    current: int | None           # whose decision it is (None: the game is over)
    show_private: bool            # the current player's private draw may be shown face up
    regions: dict = field(default_factory=dict)
    bought: dict = field(default_factory=dict)     # seat -> tile kinds in the order they were bought

    def owner(self, p: int) -> str:
        return f"owner:{self.seats[p].colour}"

    def viewer(self) -> int:
        """Whose eyes the table shows what is theirs alone (their delivered orders): the one person
        at a table of bots, else (hot-seat) the seat whose turn it is."""
        people = [p for p, seat in enumerate(self.seats) if not seat.is_bot]
        return people[0] if len(people) == 1 else self.me

    def miner(self, p: int) -> str:
        return sprites.miner_kind(self.seats[p].colour, self.colourblind)

    def sided_tiles(self, p: int, level: int) -> tuple[list[int], list[int]]:
        """A level's Light and Dark tiles, each side from the shaft outward in the order they were
        bought (C13: new tiles go outward), as the chronicle's events tell it."""
        light, dark = Q.level_sides(self.state, p, level)
        return in_bought_order(light, self.bought.get(p, [])), in_bought_order(dark, self.bought.get(p, []))

    def tiles(self, p: int, level: int) -> tuple:
        light, dark = self.sided_tiles(p, level)
        return tuple(light), tuple(dark)


def bought_tiles(log, n: int) -> dict[int, list[int]]:
    """Each seat's tiles in the order they were bought (the "tile" events)."""
    out: dict[int, list[int]] = {p: [] for p in range(n)}
    for item in log:
        if len(item) == 2 and item[1].kind == "tile" and item[1].player is not None:
            out.setdefault(item[1].player, []).append(int((item[1].data or {}).get("tile", -1)))
    return out


NARROW = 1200
"""Design units of width below which the board and the Shift Clock no longer fit side by side."""

LEAST_LOG = 120
"""Design units of the chronicle's height a sheet under the dial leaves at least."""

BOARD_W = 764
"""The board's width in design units in the narrow layout at 1024x768: a wider chronicle's column
never takes the board below it."""


def layout(DWn: float, DHn: float, n: int, R) -> dict[str, pygame.Rect]:
    """The table's rects for a window of DWn x DHn design units; R(x, y, w, h) scales one."""
    m = 8
    prompt_h = 66
    right_w = 252 + (DWn - 1280) * 0.22
    y = 2 * m + prompt_h
    rest = DHn - y - 2 * m                       # the board's row and the pits' row
    board_h = max(210.0, min(rest * .44, 420.0))
    cw = DWn - right_w - 3 * m
    clock = min(board_h * 1.08, cw * .34)     # a little wider than the dial: its name fits in a corner
    sc = R(0, 0, 1000, 1).width / 1000        # pixels per design unit
    top = 2 * m + 34
    # the most players the game seats: every table of a window gets the same layout
    if DWn < NARROW or not counts_fit(R(m + cw - clock, y, clock, board_h), sc, DEFINITION.max_players):
        # the dial goes atop the chronicle's column, as wide as the column, the counts under it. In
        # a small window text keeps its legible size while the column shrinks: the column is then
        # as wide in pixels as at 1024x768 (room for the tokens' VP) where the board keeps the width
        # it has at 1024x768, else at least wide enough for the sheet in two blocks
        legible = 236 * theme.text_px(12, sc) / (12 * sc)
        sheet_w = clock_sheet.width_for(2, sc, n) / sc
        column_w = max(right_w, 236, min(legible, max(sheet_w, DWn - 3 * m - BOARD_W)))
        sheet_h = clock_sheet.height(R(0, 0, column_w, 1).width, sc, n) / sc
        # a window too low for the sheet and some of the chronicle under the dial (a strip a few
        # pixels high) keeps the counts round the hub, in the layout its width gives it
        if top + column_w + sheet_h + m + LEAST_LOG <= DHn - m:
            right_w, cw = column_w, DWn - column_w - 3 * m
            rx = DWn - m - right_w
            return {
                "prompt": R(m, m, cw, prompt_h),
                "board": R(m, y, cw, board_h),
                "pits": R(m, y + board_h + m, cw, DHn - y - board_h - 2 * m),
                "clock": R(rx, top, right_w, right_w + sheet_h),
                "clock_sheet": R(rx, top + right_w, right_w, sheet_h),
                "topbar": R(rx, m, right_w, 34),
                "log": R(rx, top + right_w + sheet_h + m, right_w, DHn - top - right_w - sheet_h - 2 * m),
            }
    if DWn < NARROW:
        right_w = max(right_w, 236)
        cw = DWn - right_w - 3 * m
        rx = DWn - m - right_w
        return {
            "prompt": R(m, m, cw, prompt_h),
            "board": R(m, y, cw, board_h),
            "pits": R(m, y + board_h + m, cw, DHn - y - board_h - 2 * m),
            "clock": R(rx, top, right_w, right_w),
            "topbar": R(rx, m, right_w, 34),
            "log": R(rx, top + right_w + m, right_w, DHn - top - right_w - 2 * m),
        }
    rx = DWn - m - right_w
    return {
        "prompt": R(m, m, cw, prompt_h),
        "board": R(m, y, cw - clock - m, board_h),
        "clock": R(m + cw - clock, y, clock, board_h),
        "pits": R(m, y + board_h + m, cw, DHn - y - board_h - 2 * m),
        "topbar": R(rx, m, right_w, 34),
        "log": R(rx, 2 * m + 34, right_w, DHn - 3 * m - 34),
    }


def pit_rects(area: pygame.Rect, n: int, sc: float) -> list[pygame.Rect]:
    """Each seat's pit, in seat order: a row, or two by two when the row would be tall and thin."""
    gap = round(6 * sc)
    cols = n if area.width / n >= area.height * .45 or n <= 2 else 2
    rows = -(-n // cols)
    w = (area.width - gap * (cols - 1)) / cols
    h = (area.height - gap * (rows - 1)) / rows
    return [pygame.Rect(round(area.x + (p % cols) * (w + gap)), round(area.y + (p // cols) * (h + gap)), round(w),
                        round(h)) for p in range(n)]


def make_view(ctx: TableContext) -> View:
    state = ctx.game.state
    who = ctx.current()
    # a private draw is shown face up only to a person whose decision it is (hot-seat: the pass
    # cover has been shown to that person first); a bot's draw stays face down
    private = who is not None and not ctx.seats[who].is_bot
    bought = bought_tiles(ctx.game.log, state.n)
    snapshot.remember_order(bought)
    return View(state, list(ctx.seats), ctx.names, ctx.colourblind, ctx.active_player(), who, private, bought=bought)


def draw(surf: pygame.Surface, ctx: TableContext) -> dict[tuple, pygame.Rect]:
    """Everything of the game on the table; the board, the Shift Clock and every pit are layers of the
    shell's (ctx.layer): drawn again only when their key, what they show, changed."""
    sc = ctx.sc
    view = make_view(ctx)
    drops.SEAT_COLOURS[:] = [s.colour for s in ctx.seats]
    drops.COLOURBLIND[:] = [ctx.colourblind]
    rects = ctx.rects
    ctx.layer(surf, "board", panels.panel_area(rects["board"], sc), board_key(view),
              lambda s: draw_board_steps(s, rects["board"], view, sc), view.regions)
    ctx.layer(surf, "clock", panels.panel_area(rects["clock"], sc), clock_key(view),
              lambda s: clock_sheet.draw_steps(s, rects["clock"], rects.get("clock_sheet"), view, sc), view.regions)
    pits = pit_rects(rects["pits"], view.state.n, sc)
    # the pits of a row keep their mines level: two header lines for all if one needs them
    two = any(header_lines(r, view, p, sc) > 1 for p, r in enumerate(pits))
    for p, rect in enumerate(pits):
        key = (pit_key(view, p), two)
        hid = (p, key, tuple(rect), sc)

        def draw_one(s, rect=rect, p=p, hid=hid):     # in steps (ctx.layer): a pit at 4K is a frame's budget
            yield from draw_pit_steps(s, rect, view, p, sc, two_lines=two)
            if len(_HIDDEN_KEPT) > 256:
                _HIDDEN_KEPT.clear()
            _HIDDEN_KEPT[hid] = set(HIDDEN_ORDERS.get(p, set()))

        ctx.layer(surf, ("pit", p), panels.panel_area(rect, sc), key, draw_one, view.regions)
        if hid in _HIDDEN_KEPT:    # the orders the pit leaves out, as its (kept) drawing left them out
            HIDDEN_ORDERS[p] = set(_HIDDEN_KEPT[hid])
    return view.regions


_HIDDEN_KEPT: dict[tuple, set[int]] = {}


def _seats_key(view: View) -> tuple:
    return tuple(view.names), tuple(view.owner(p) for p in range(view.state.n)), view.colourblind


def board_key(view: View) -> tuple:
    """What the board shows: its tiles and orders, the stacks' sizes, the workers on every space and
    what each space costs now, the Canteen, the draft or a draw (face up or not, and whose), the
    seats' names and colours."""
    state = view.state
    j = state.to_json()
    shown = json.dumps([j[k] for k in ("board", "canteen", "space_workers", "stage", "draft_pool", "drawn", "current",
                                       "ret_items", "marks")])
    costs = tuple(Q.space_cost(state, sp) for sp in range(len(state.board)))
    return (shown, len(state.tile_stack), len(state.order_stack), costs, view.show_private, _seats_key(view))


def clock_key(view: View) -> tuple:
    """What the Shift Clock shows: the shift and stage, every element's counts and VP, the seats'
    names and colours."""
    state = view.state
    return (state.shift, state.stage, repr(Q.clock_elements(state)), tuple(scores_now(state)), _seats_key(view))
