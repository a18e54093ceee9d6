"""The Shift Clock's counts as a sheet under the dial, where the dial is too small to hold them
round its hub (clock_view.counts_fit: a 4:3, portrait or small window, whose text keeps its legible
size while the dial shrinks). Twelve elements of four players' counts are 48 numbers: in a dial
about 220 pixels across they cannot all sit inside the ring of tokens without covering each other,
the tokens or the hub's "Shift 1/3", so they are laid out as a score sheet: a row per element (its
symbol, as on its token, then each player's count as the same pill the dial draws), a column per
player under the player's marker, the rows of the elements this shift scores lit. The rows are cut
into blocks side by side as the panel's width allows: one block per shift's elements, else two
halves, else one column of rows.

The sheet's size never depends on the counts (its pills are as wide as two digits), so the table's
layout does not move during a game. Every number is the engine's (queries.clock_elements).

Regions: ("element", n, "sheet") each element's row."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.coal_baron import queries as Q
from game.coal_baron.components import rules
from game.coal_baron.table.clock_view import draw_clock_steps, draw_pills, draw_symbol, pill_gap, pill_size
from game.ui import theme
from game.ui.board import sprites

WIDEST = [88]       # the widest count a pill of the sheet is sized for: two digits


def _metrics(sc: float) -> tuple[int, int, int, int, int]:
    """(a pill's width, its height, the room between pills, the symbols' column, the margin)."""
    w, h = pill_size(sc, WIDEST)
    gap = pill_gap(sc)
    return w, h, gap, h + round(4 * sc), round(5 * sc)


def _groupings() -> list[list[list[int]]]:
    """The ways to cut the elements into blocks, widest first: one block per shift's elements (the
    shift from which they are scored), two halves, one column."""
    elements = rules().elements
    nums = [e[0] for e in elements]
    shifts = sorted({e[5] for e in elements})
    half = -(-len(nums) // 2)
    return [[[e[0] for e in elements if e[5] == s] for s in shifts], [nums[:half], nums[half:]], [nums]]


def width_for(blocks: int, sc: float, players: int) -> int:
    """The panel's width in pixels that holds the sheet in `blocks` blocks side by side."""
    w, _h, gap, sym, pad = _metrics(sc)
    return blocks * (sym + players * (w + gap)) + (blocks + 1) * pad


def _blocks(width: int, sc: float, players: int) -> list[list[int]]:
    for grouping in _groupings():
        if width_for(len(grouping), sc, players) <= width:
            return grouping
    return _groupings()[-1]


def height(width: int, sc: float, players: int) -> int:
    """The sheet's height in pixels for a panel `width` pixels wide."""
    _w, h, gap, _sym, pad = _metrics(sc)
    rows = max(len(block) for block in _blocks(width, sc, players))
    return 2 * pad + (rows + 1) * (h + gap)


def cells(sheet: pygame.Rect, sc: float, players: int) -> tuple[dict, list]:
    """Where everything of the sheet in `sheet` sits: {element: (its row, its symbol's centre, a
    pill per player)} and the header's [(player, marker's centre)], a header over each block."""
    w, h, gap, sym, pad = _metrics(sc)
    blocks = _blocks(sheet.width, sc, players)
    block_w = sym + players * (w + gap)
    used = len(blocks) * block_w + (len(blocks) - 1) * pad
    x0 = sheet.x + (sheet.width - used) // 2
    pitch = h + gap
    rows: dict[int, tuple] = {}
    header = []
    for b, block in enumerate(blocks):
        bx = x0 + b * (block_w + pad)
        cols = [bx + sym + p * (w + gap) + gap // 2 for p in range(players)]
        header += [(p, (x + w / 2, sheet.y + pad + pitch / 2)) for p, x in enumerate(cols)]
        for i, num in enumerate(block):
            top = sheet.y + pad + (i + 1) * pitch
            row = pygame.Rect(bx, top, block_w, pitch)
            pills = [pygame.Rect(x, top + gap // 2, w, h) for x in cols]
            rows[num] = (row, (bx + sym / 2, top + pitch / 2), pills)
    return rows, header


def draw_steps(surf, rect: pygame.Rect, sheet: pygame.Rect | None, view, sc: float) -> Iterator[None]:
    """The clock's panel in `rect`: the dial, and with a `sheet` (the panel's lower part) the counts
    in it rather than round the hub."""
    yield from draw_clock_steps(surf, rect, view, sc, sheet=sheet)
    if sheet is not None:
        draw_sheet(surf, sheet, view, sc)


def draw_sheet(surf, sheet: pygame.Rect, view, sc: float) -> None:
    state = view.state
    ru = rules()
    over = state.stage == "over"
    shift = min(state.shift, ru.shifts)
    rows, header = cells(sheet, sc, state.n)
    _w, h, _gap, _sym, pad = _metrics(sc)
    card = pygame.Rect(sheet.x + pad // 2, sheet.y + pad // 2, sheet.width - pad, sheet.height - pad)
    pygame.draw.rect(surf, theme.PARCHMENT, card, border_radius=round(6 * sc))
    pygame.draw.rect(surf, (150, 112, 70), card, max(1, round(2 * sc)), border_radius=round(6 * sc))
    for p, centre in header:
        sprites.blit_piece(surf, view.owner(p), centre, h * 1.1, view.colourblind)
    for e in Q.clock_elements(state):
        num = e[0]
        row, symbol, pills = rows[num]
        live = e[5] <= shift and not over
        if live:
            pygame.draw.rect(surf, theme.mix(theme.PARCHMENT, theme.HIGHLIGHT, .55), row,
                             border_radius=round(4 * sc))
        draw_symbol(surf, e, symbol, h * .9, view, sc)
        draw_pills(surf, pills, e[6], e[7], e, view, sc, dim=not live)
        view.regions[("element", num, "sheet")] = row
