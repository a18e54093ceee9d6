"""Drawing one order card, one factory tile and a row of cubes: shared by the board, the draw and
the pits. Every number comes from the rules' data (game.coal_baron.components.rules)."""

from __future__ import annotations

import pygame

from game.coal_baron.components import rules
from game.coal_baron.state import PAIR
from game.coal_baron.table.sprites import cube_rgb
from game.coal_baron.words import side_name, vehicle_name
from game.core.i18n import _, pgettext
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T


def draw_card(surf, rect: pygame.Rect, card: int, sc: float, fills=None, regions=None, key=None,
              spot_key=None) -> None:
    """An order card: its vehicle, VP and the spots (filled spots show their cube)."""
    ru = rules()
    panels.panel(surf, rect, sc, kind="flat", radius=5, width=1.5, base=theme.PARCHMENT_LIGHT, shadow=False)
    vp = T.text(surf, f"{ru.card_vp[card]}", "sans_bold", 13 * sc, theme.DANGER,
                (rect.right - round(4 * sc), rect.y + round(2 * sc)), "topright")
    name = vehicle_name(ru.card_vehicle[card])
    beside = vp.x - rect.x - round(8 * sc)
    top = (rect.x + round(4 * sc), rect.y + round(2 * sc))
    if T.text_size(name, "serif_bold", 12 * sc)[0] > beside and rect.height >= 50 * sc:
        # a narrow card (a long draft, a long word): the name on its own line under the VP
        top, beside = (top[0], vp.bottom), rect.width - round(8 * sc)
    T.text(surf, name, "serif_bold", 12 * sc, theme.INK, top, max_width=beside)
    coal = ru.card_coal[card]
    size = min(round(16 * sc), (rect.width - round(8 * sc)) // max(1, len(coal)) - round(2 * sc))
    y = rect.bottom - size - round(4 * sc)
    x = rect.x + round(4 * sc)
    for j, c in enumerate(coal):
        spot = pygame.Rect(x, y, size, size)
        pygame.draw.rect(surf, theme.lighten(cube_rgb(ru.colours[c]), .55), spot, border_radius=round(3 * sc))
        pygame.draw.rect(surf, cube_rgb(ru.colours[c]), spot, max(1, round(1.5 * sc)), border_radius=round(3 * sc))
        f = fills[j] if fills is not None else -1
        if f >= PAIR:
            a, b = divmod(f - PAIR, 4)
            sprites.blit_piece(surf, f"cube:{ru.colours[a]}", (spot.centerx - size * .18, spot.centery), size * .6)
            sprites.blit_piece(surf, f"cube:{ru.colours[b]}", (spot.centerx + size * .18, spot.centery), size * .6)
        elif f >= 0:
            sprites.blit_piece(surf, f"cube:{ru.colours[f]}", spot.center, size * .9)
        if regions is not None and spot_key is not None:
            regions[(*spot_key, j)] = spot
        x += size + round(2 * sc)
    if regions is not None and key is not None:
        regions[key] = rect


def draw_card_back(surf, rect: pygame.Rect, sc: float, label: str | None = None, clear_top: int = 0) -> None:
    """`label` is drawn as given (translated by the caller); none: the word "Order". `clear_top`:
    pixels at the top the label keeps clear of (a cost badge lies there), if the back is tall enough."""
    panels.panel(surf, rect, sc, kind="wood", radius=5, width=1.5, seed=41, shadow=False)
    if label is None:
        # TRANSLATORS: on the back of an order card
        label = pgettext("card back", "Order")
    centre = rect.center
    below = rect.height - clear_top
    if clear_top and below >= T.text_size(label, "caps", 12 * sc)[1]:
        centre = (rect.centerx, max(rect.centery, rect.y + clear_top + below // 2))
    T.text(surf, label, "caps", 12 * sc, theme.PARCHMENT_LIGHT, centre, "center", max_width=rect.width - 4)


def draw_tile(surf, rect: pygame.Rect, kind: int, sc: float) -> None:
    """A factory tile: its coal colour, lorries, Light or Dark side and price."""
    ru = rules()
    colour = ru.colours[ru.tile_colour[kind]]
    light = ru.tile_light[kind]
    base = (226, 214, 186) if light else (92, 80, 68)
    ink = theme.INK if light else theme.PARCHMENT_LIGHT
    pygame.draw.rect(surf, base, rect, border_radius=round(5 * sc))
    pygame.draw.rect(surf, cube_rgb(colour), rect, max(2, round(3 * sc)), border_radius=round(5 * sc))
    # the side's word on top; along the bottom the lorries (each with its cube) and the price
    if rect.height >= 30 * sc:     # a tile too short for it says its side by its colour alone
        T.text(surf, side_name(light), "serif_italic", 12 * sc, ink, (rect.x + round(4 * sc), rect.y + round(1 * sc)),
               max_width=rect.width - round(8 * sc))
    lorries = ru.tile_lorries[kind]
    # TRANSLATORS: a tile's price on the tile; M is short for Marks
    price = _("{price} M").format(price=ru.tile_price[kind])
    price_w = T.text_size(price, "sans_bold", 13 * sc)[0]
    # a narrow tile draws its lorries narrower so that they and the price share the bottom line
    room = rect.width - round(13 * sc) - price_w - round(3 * sc) * (lorries - 1)
    lw, lh = max(round(6 * sc), min(round(13 * sc), room // max(1, lorries))), round(7 * sc)
    base = rect.bottom - round(4 * sc)
    for i in range(lorries):
        lorry = pygame.Rect(rect.x + round(5 * sc) + i * (lw + round(3 * sc)), base - lh, lw, lh)
        pygame.draw.rect(surf, theme.IRON, lorry, border_radius=max(1, round(2 * sc)))
        sprites.blit_piece(surf, f"cube:{colour}", (lorry.centerx, lorry.y - 3 * sc), min(10 * sc, lw + 2 * sc))
    T.text(surf, price, "sans_bold", 13 * sc, ink, (rect.right - round(4 * sc), base), "bottomright",
           max_width=rect.width - round(8 * sc))


def draw_cubes(surf, rect: pygame.Rect, counts, sc: float, regions=None, key=None, size: float | None = None,
               ink=theme.INK) -> None:
    """Cubes by colour in a row, each colour once with its count; regions (*key, colour) per colour."""
    ru = rules()
    size = size or min(rect.height * .9, 18 * sc)
    x = rect.x
    for c, n in enumerate(counts):
        if not n:
            continue
        colour = ru.colours[c]
        r = pygame.Rect(x, rect.centery - size / 2, size + (round(14 * sc) if n > 1 else 0), size)
        sprites.blit_piece(surf, f"cube:{colour}", (x + size / 2, rect.centery), size)
        if n > 1:
            T.text(surf, f"{n}", "sans_bold", 12 * sc, ink, (x + size, rect.centery), "midleft")
        if regions is not None and key is not None:
            regions[(*key, colour)] = r
        x = r.right + round(3 * sc)


def draw_card_line(surf, rect: pygame.Rect, card: int, sc: float, fills, regions, p: int) -> None:
    """An order card as one line, for a pit with many orders: the vehicle's initial, the spots, VP."""
    ru = rules()
    panels.panel(surf, rect, sc, kind="flat", radius=3, width=1, base=theme.PARCHMENT_LIGHT, shadow=False)
    T.text(surf, vehicle_name(ru.card_vehicle[card])[:1], "serif_bold", 12 * sc, theme.INK,
           (rect.x + round(3 * sc), rect.centery), "midleft")
    T.text(surf, f"{ru.card_vp[card]}", "sans_bold", 12 * sc, theme.DANGER, (rect.right - round(3 * sc), rect.centery),
           "midright")
    size = max(4, rect.height - round(4 * sc))
    x = rect.x + round(16 * sc)
    for j, c in enumerate(ru.card_coal[card]):
        spot = pygame.Rect(x, rect.centery - size // 2, size, size)
        pygame.draw.rect(surf, theme.lighten(cube_rgb(ru.colours[c]), .55), spot)
        pygame.draw.rect(surf, cube_rgb(ru.colours[c]), spot, max(1, round(1.5 * sc)))
        f = fills[j]
        if f >= PAIR:
            a, _b = divmod(f - PAIR, 4)
            sprites.blit_piece(surf, f"cube:{ru.colours[a]}", spot.center, size)
        elif f >= 0:
            sprites.blit_piece(surf, f"cube:{ru.colours[f]}", spot.center, size)
        regions[("spot", p, card, j)] = spot
        x += size + round(2 * sc)
    regions[("order", p, card)] = rect
