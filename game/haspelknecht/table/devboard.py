"""The development board: hex tiles drawn in code from the layout cells and tiles.yaml.

draw_dev_board() is shared by the game scene and the setup screen's layout preview.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from game.core.i18n import _, current_language
from game.haspelknecht.components import components
from game.haspelknecht.table.sprites import DISK_COLOURS, GREY_DISK
from game.haspelknecht.words import tile_face_name
from game.ui import theme
from game.ui.board import sprites
from game.ui.board import text as T
from game.ui.board.sprites import draw_disk
from game.ui.board.text import text_image

SQRT3 = math.sqrt(3)


def hex_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Corners of a pointy-top hexagon."""
    return [(cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
            for i in range(6)]


def layout_centres(cells: Sequence[tuple[int, int, int]], rect: pygame.Rect) -> tuple[float, dict[int, tuple[float, float]]]:
    """The hex radius that fits the board into rect, and each tile's centre."""
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    span_x = (max(xs) - min(xs)) / 2 + 1          # in hex widths
    span_y = (max(ys) - min(ys)) * 0.75 + 1       # in hex heights (2r)
    r = min(rect.width / (span_x * SQRT3), rect.height / (span_y * 2))
    w = r * SQRT3
    board_w, board_h = span_x * w, span_y * 2 * r
    ox = rect.x + (rect.width - board_w) / 2 + w / 2
    oy = rect.y + (rect.height - board_h) / 2 + r
    centres = {t: (ox + (x - min(xs)) * w / 2, oy + (y - min(ys)) * 1.5 * r) for x, y, t in cells}
    return r, centres


def level_colour(level: int) -> tuple[int, int, int]:
    hexcode = components().tiles.level_colours.colours[level]
    r, g, b = (int(hexcode[i:i + 2], 16) for i in (1, 3, 5))
    return r, g, b


def _preview_words(number: int, r: float) -> tuple[list[str], float]:
    """The setup preview's name lines for a tile of radius r (whole words, see whole_lines) and
    where the first is centred below the tile's centre; no lines where one would leave the face."""
    size = theme.text_px(r * .22)
    font = theme.font("serif", size)
    lh = font.get_linesize()
    num_h = theme.font("serif_bold", theme.text_px(r * .34)).get_height()
    y0 = max(r * .24, -r * .05 + num_h / 2 + lh / 2 - r * .04)
    lines = whole_lines(tile_face_name(components().tile(number).name), font, r * 1.35, 2)
    face = r * .80
    for i, line in enumerate(lines):
        low = y0 + lh * .95 * i + lh * .3          # the line's foot below the centre
        half = face * SQRT3 / 2 if low <= face / 2 else (face - low) * SQRT3
        if font.size(line)[0] / 2 > half:
            return [], y0
    return lines, y0


def draw_tile(surface: pygame.Surface, number: int, centre: tuple[float, float], r: float, *,
              owners: Sequence[int] = (), player_colours: Sequence[tuple[int, int, int]] = (),
              shapes: Sequence[str] | None = None, highlight: bool = False, dim: bool = False,
              named: bool = True) -> None:
    tile = components().tile(number)
    cx, cy = centre
    base = level_colour(tile.level)
    pygame.draw.polygon(surface, theme.OAK_DARK, hex_points(cx + r * .04, cy + r * .06, r * .98))
    pygame.draw.polygon(surface, base, hex_points(cx, cy, r * .97))
    pygame.draw.polygon(surface, theme.PARCHMENT_LIGHT, hex_points(cx, cy, r * .80))
    if highlight:
        pygame.draw.polygon(surface, theme.HIGHLIGHT, hex_points(cx, cy, r * .97), max(2, int(r / 12)))
    # the name in up to two lines of whole words across the hexagon, at a legible size, under the
    # number; where it has no room, the number alone (the setup preview names every tile it can: it
    # has no tooltips to name the others)
    lines, y0 = _preview_words(number, r) if named else ([], 0.0)
    f_num = theme.font("serif_bold", theme.text_px(r * (.34 if lines else .42)))
    num = f_num.render(str(number), True, theme.INK)
    surface.blit(num, num.get_rect(center=(cx, cy - r * .05 if lines else cy + r * .02)))
    size = theme.text_px(r * .22)
    lh = theme.font("serif", size).get_linesize()
    for i, line in enumerate(lines):
        img = text_image(line, "serif", size, theme.INK_SOFT)
        surface.blit(img, img.get_rect(center=(cx, cy + y0 + lh * .95 * i)))
    # cost disks along the top
    n = len(tile.cost)
    dr = r * .11
    for i, letter in enumerate(tile.cost):
        x = cx + (i - (n - 1) / 2) * dr * 2.3
        y = cy - r * .52
        colour = {"Y": DISK_COLOURS["yellow"], "B": DISK_COLOURS["brown"],
                  "K": DISK_COLOURS["black"], "G": GREY_DISK}[letter]
        draw_disk(surface, (x, y), dr, colour)
    # owner stack on the right edge, bottom disk first
    for k, owner in enumerate(owners):
        colour = player_colours[owner] if owner < len(player_colours) else theme.IRON
        shape = shapes[owner] if shapes else "circle"
        draw_disk(surface, (cx + r * .62, cy + r * .35 - k * r * .2), r * .14, colour, shape=shape)
    if dim:
        veil = pygame.Surface((int(2 * r) + 2, int(2 * r) + 2), pygame.SRCALPHA)
        pygame.draw.polygon(veil, (40, 30, 20, 110), hex_points(r + 1, r + 1, r * .97))
        surface.blit(veil, (cx - r - 1, cy - r - 1))


def draw_dev_board(surface: pygame.Surface, rect: pygame.Rect, cells: Sequence[tuple[int, int, int]], *,
                   stacks: dict[int, list[int]] | None = None,
                   player_colours: Sequence[tuple[int, int, int]] = theme.PLAYER_COLOURS,
                   shapes: Sequence[str] | None = None,
                   highlight: Iterable[int] = (), dim: Iterable[int] = ()) -> dict[int, tuple[tuple[float, float], float]]:
    """Draw the board into rect. Returns tile -> (centre, radius) for hit-testing."""
    r, centres = layout_centres(cells, rect)
    highlight, dim = set(highlight), set(dim)
    for t, c in centres.items():
        draw_tile(surface, t, c, r, owners=(stacks or {}).get(t, ()), player_colours=player_colours,
                  shapes=shapes, highlight=t in highlight, dim=t in dim)
    return {t: (c, r) for t, c in centres.items()}


# ============================================================================ the game scene's board

def _cost_kind(letter: str) -> str:
    return {"Y": "yellow", "B": "brown", "K": "black"}.get(letter, "grey")


def _face_words(number: int, r: float) -> tuple[bool, list[str]]:
    """How a tile of radius r shows its name: whether the face is compact, and the name's lines
    ([] where it has no room whole). Where the face is too small for two lines under the number
    (three or four players), it takes a thinner rim, the number moves up beside the cost disks and
    the name takes the face's wide middle, between the number's row and the symbols."""
    name = tile_face_name(components().tile(number).name)
    fsize = theme.text_px(r * .2)
    font = theme.font("serif", fsize)
    lh = font.get_linesize()
    num_img = text_image(str(number), "serif_bold", theme.text_px(r * .36), theme.INK)
    below = r * .49 - max(r * .16, -r * .12 + num_img.get_height() / 2 + lh * .42) + lh / 2
    if below >= lh * 1.9:
        # the face inside the wide rim, a hexagon of radius .78 r with upright sides: a line wider
        # than it would run over the rim (a long German name at 3840x2160)
        return False, whole_lines(name, font, face_width(r, .78), 2)
    num_row = text_image(str(number), "serif_bold", theme.text_px(r * .3), theme.INK)
    tall = r * .49 - (-r * .39 + num_row.get_height() / 2)
    return True, whole_lines(name, font, face_width(r, .88), min(2, int((tall + lh * .3) / (lh * .9))))


def face_width(r: float, face: float) -> float:
    """The room for a name line across a tile's face (its parchment, `face` r across to a corner):
    the face's width between its upright sides, less a little margin on each side."""
    return r * face * SQRT3 - max(1.0, r * .04)


def names_fit(tiles: Iterable[int], r: float) -> bool:
    """Whether a board of radius r shows the tiles' names: where at least half of them have room.
    A board of numbers with a few short names in between reads as broken; a board of names where
    a long one shows its number alone still reads (its tooltip names it)."""
    tiles = list(tiles)
    return 2 * sum(1 for t in tiles if _face_words(t, r)[1]) >= len(tiles)


def _tile_face(number: int, r: float, named: bool = True) -> pygame.Surface:
    """One tile without owners: wooden rim in the level colour, parchment face, number, name (if
    `named` and it fits whole, see names_fit), cost disks and symbols. Cached per (tile, radius,
    named, language): the name is drawn translated."""
    key = (number, round(r, 1), named, current_language())
    img = _FACES.get(key)
    if img is not None:
        return img
    tile = components().tile(number)
    size = int(2 * r + 6)
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    cx = cy = size / 2
    base = level_colour(tile.level)
    fsize = theme.text_px(r * .2)
    lh = theme.font("serif", fsize).get_linesize()
    num_img = text_image(str(number), "serif_bold", theme.text_px(r * .36), theme.INK)
    compact, lines = _face_words(number, r)
    lines = lines if named else []
    rim = .88 if compact else .78
    pygame.draw.polygon(img, (0, 0, 0, 90), hex_points(cx + r * .04, cy + r * .07, r * .98))
    pygame.draw.polygon(img, theme.darken(base, .35), hex_points(cx, cy, r * .98))
    pygame.draw.polygon(img, base, hex_points(cx, cy, r * .92))
    face = hex_points(cx, cy, r * rim)
    pygame.draw.polygon(img, theme.PARCHMENT_LIGHT, face)
    pygame.draw.polygon(img, theme.darken(base, .2), face, max(1, int(r / 28)))
    n = len(tile.cost)
    dr = r * .2
    if not lines:
        # no room for the name without cutting a word: the number alone, larger, as the printed
        # tile's number is what a player looks for; the tile's tooltip names it
        for i, letter in enumerate(tile.cost):
            sprites.blit_piece(img, _cost_kind(letter), (cx + (i - (n - 1) / 2) * dr * 1.05, cy - r * .46), dr)
        big = text_image(str(number), "serif_bold", theme.text_px(r * .5), theme.INK)
        img.blit(big, big.get_rect(center=(round(cx), round(cy + r * .04))))
    elif compact:
        # number and cost disks on one row above the face's wide middle
        num_img = text_image(str(number), "serif_bold", theme.text_px(r * .3), theme.INK)
        row_y, step = cy - r * .39, dr * 1.02
        row_w = num_img.get_width() + r * .08 + (n - 1) * step + dr
        x0 = cx - row_w / 2
        img.blit(num_img, num_img.get_rect(midleft=(round(x0), round(row_y))))
        for i, letter in enumerate(tile.cost):
            sprites.blit_piece(img, _cost_kind(letter), (x0 + row_w - dr / 2 - (n - 1 - i) * step, row_y), dr)
        top = row_y + num_img.get_height() / 2
        # the lines centred between the row and the symbols
        y0 = (top + cy + r * .49) / 2 - lh * .45 * (len(lines) - 1)
        for i, line in enumerate(lines):
            T.text(img, line, "serif", fsize, theme.INK_SOFT, (cx, y0 + lh * .9 * i), "center")
    else:
        # cost disks across the top, the number under them, the name below
        for i, letter in enumerate(tile.cost):
            x = cx + (i - (n - 1) / 2) * dr * 1.05
            sprites.blit_piece(img, _cost_kind(letter), (x, cy - r * .46), dr)
        num = img.blit(num_img, num_img.get_rect(center=(round(cx), round(cy - r * .12))))
        y0 = max(cy + r * .16, num.bottom + lh * .42)
        for i, line in enumerate(lines):
            T.text(img, line, "serif", fsize, theme.INK_SOFT, (cx, y0 + lh * .9 * i), "center")
    # symbols at the bottom-left edge
    ns = len(tile.symbols)
    for i, sym in enumerate(tile.symbols):
        sprites.blit_piece(img, f"sym:{sym}", (cx + (i - (ns - 1) / 2) * r * .24, cy + r * .6), r * .22)
    _FACES[key] = img
    return img


_FACES: dict = {}


def whole_lines(name: str, font: pygame.font.Font, room: float, max_lines: int) -> list[str]:
    """The name in at most max_lines lines of at most `room` pixels; [] when it needs more lines or
    a word broken into a piece shorter than four letters: "Wheel-" / "barrow" reads, but "Car-" /
    "rying Pole" or "Pick-" / "axe" reads as nonsense on a tile."""
    lines = T.wrapped(name, font, room)
    if not 0 < len(lines) <= max_lines or any(font.size(line)[0] > room + 1 for line in lines):
        return []
    for line, after in zip(lines, lines[1:], strict=False):
        head, tail = line.split()[-1], after.split()[0]
        if head.endswith("-") and f"{head}{tail}" not in name and min(len(head) - 1, len(tail)) < 4:
            return []
    return lines


def draw_game_board(surface: pygame.Surface, rect: pygame.Rect, cells: Sequence[tuple[int, int, int]], *,
                    stacks: dict[int, list[int]], owner_kinds: Sequence[str], colourblind: bool = False,
                    regions: dict | None = None, dim: Iterable[int] = ()) -> dict[int, tuple[tuple[float, float], float]]:
    """The development board of a game in progress: tiles with their owner stacks (bottom first,
    drawn as player disks on the tile's right edge). Records ("tile", n) hit rects in regions."""
    r, centres = layout_centres(cells, rect)
    dim = set(dim)
    named = names_fit(centres, r)
    for t, (cx, cy) in centres.items():
        face = _tile_face(t, r, named)
        surface.blit(face, face.get_rect(center=(round(cx), round(cy))))
        owners = stacks.get(t, ())
        for k, owner in enumerate(owners):
            kind = owner_kinds[owner] if owner < len(owner_kinds) else "grey"
            sprites.blit_piece(surface, kind, (cx + r * .56, cy + r * .38 - k * r * .17), r * .3, colourblind)
        if t in dim:
            veil = pygame.Surface((int(2 * r) + 2, int(2 * r) + 2), pygame.SRCALPHA)
            pygame.draw.polygon(veil, (40, 30, 20, 90), hex_points(r + 1, r + 1, r * .97))
            surface.blit(veil, (cx - r - 1, cy - r - 1))
        if regions is not None:
            h = r * SQRT3 / 2
            regions[("tile", t)] = pygame.Rect(round(cx - h), round(cy - h), round(2 * h), round(2 * h))
    return {t: (c, r) for t, c in centres.items()}


def _assist_label(info) -> str:
    # TRANSLATORS: the VP each owner of a level's tiles scores in turn ("VP 3·2·1")
    return _("VP {values}").format(values="·".join(str(v) for v in info.vp_by_order))


def _assist_cell(cell: pygame.Rect) -> tuple[pygame.Rect, float]:
    """An assist tile's parchment inside its rim, and the size of its label's text."""
    inner = cell.inflate(-max(2, cell.height // 6), -max(2, cell.height // 6))
    return inner, inner.height * .48


def _label_room(inner: pygame.Rect, fs: float, pieces: int) -> float:
    """The label's room: what the payment's pieces leave (they sit at the right, fs * .95 apart)."""
    pieces_left = inner.right - fs * .5 - (pieces - 1) * fs * .95 - fs * .55
    return pieces_left - fs * .2 - (inner.left + fs * .3)


def assist_rows(width: float, row_h: float) -> int:
    """In how many rows the four assist tiles stand in `width` pixels: one where every label fits
    beside its payment, else two (a narrow development panel, a small window)."""
    levels = components().tiles.assist_tiles.levels
    cell = pygame.Rect(0, 0, round(width / len(levels) - 4), round(row_h))
    inner, fs = _assist_cell(cell)
    font = theme.font("serif_bold", theme.text_px(fs))
    fits = all(font.size(_assist_label(info))[0] <= _label_room(inner, fs, len(info.distant_payment))
               for info in levels.values())
    return 1 if fits else 2


def draw_assist_tiles(surface: pygame.Surface, rect: pygame.Rect, regions: dict | None = None,
                      rows: int = 1) -> None:
    """The four assist tiles: VP for the 1st, 2nd, ... owner of a level, and the payment for a
    distant development; in `rows` rows (assist_rows)."""
    levels = components().tiles.assist_tiles.levels
    per_row = -(-len(levels) // rows)
    w = rect.width / per_row
    gap = 4 if rows > 1 else 0
    h = (rect.height - gap * (rows - 1)) / rows
    for i, (level, info) in enumerate(sorted(levels.items())):
        row, col = divmod(i, per_row)
        cell = pygame.Rect(round(rect.x + col * w + 2), round(rect.y + row * (h + gap)), round(w - 4), round(h))
        base = level_colour(level)
        pygame.draw.rect(surface, theme.darken(base, .3), cell.move(0, 2), border_radius=max(2, cell.height // 5))
        pygame.draw.rect(surface, base, cell, border_radius=max(2, cell.height // 5))
        inner, fs = _assist_cell(cell)
        pygame.draw.rect(surface, theme.PARCHMENT_LIGHT, inner, border_radius=max(2, cell.height // 6))
        T.text(surface, _assist_label(info), "serif_bold", fs, theme.INK, (inner.left + fs * .3, inner.centery),
               "midleft", max_width=int(_label_room(inner, fs, len(info.distant_payment))))
        x = inner.right - fs * .5
        for res in reversed(info.distant_payment):
            sprites.blit_piece(surface, res, (x, inner.centery), fs * 1.1)
            x -= fs * .95
        if regions is not None:
            regions[("assist", level)] = cell
