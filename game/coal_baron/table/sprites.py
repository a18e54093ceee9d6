"""Coal Baron's pieces for the kit's sprite cache (game/ui/board/sprites.py), drawn in code in the
style of the collection's Haspelknecht table (wood, iron and parchment, a soft shadow under each):

- "cube:gray" a coal cube; "cube:gray:cb" the same with the colour-blind marks (pips: one for the
  first level's colour to four for the fourth, as the printed lorries number the levels);
- "miner:2" a worker in the colour of seat colour 2 ("miner:2:cb" with the seat's shape on its
  chest), "miner:cost" the hollow figure that counts what a space costs;
- "coin" a Mark, "pick" the mining symbol, "lantern", "lamp" (the start player's), "balance" (the
  Light/Dark scales), "vehicle:barrow" ... "vehicle:engine";
- for the animation: "cage" (the pit cage), "ordercard:9" (an order card worth 9 VP), "tile:5" (a
  Lorry factory tile of kind 5).

The prefixes are the game's own ("miner", not "worker"): the kit's registry is shared with the other
game, whose sprites are registered under their own names."""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.board.sprites import register_sprites
from game.ui.theme import darken, lighten, mix

# the four coal colours of the printed game, dark enough to read on parchment
CUBE_RGB = {"yellow": (226, 184, 40), "brown": (140, 84, 40), "gray": (150, 152, 150), "black": (40, 38, 36)}
COLOURS = ("yellow", "brown", "gray", "black")     # the data's order (pit.yaml): the pips' count


def cube_rgb(colour: str) -> tuple[int, int, int]:
    return CUBE_RGB.get(colour, (90, 90, 90))


def pip_ink(colour: str) -> tuple[int, int, int]:
    """The colour of marks drawn on a thing of this coal colour: dark on the light ones."""
    return (30, 24, 18) if colour in ("yellow", "gray") else (246, 238, 220)


def draw_pips(surf: pygame.Surface, colour: str, centre: tuple[float, float], size: float) -> None:
    """The colour-blind marks of a coal colour: 1 to 4 dots as on a die, within `size`."""
    n = COLOURS.index(colour) + 1 if colour in COLOURS else 0
    cx, cy = centre
    d = size * .26
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)]}.get(n, [])
    r = max(1.0, size * .11)
    for dx, dy in spots:
        pygame.draw.circle(surf, pip_ink(colour), (cx + dx * d, cy + dy * d), r)


# ---------------------------------------------------------------------------- coal


def _draw_cube(surf: pygame.Surface, S: int, arg: str) -> None:
    """A coal cube in three-quarter view: a lit top, a left and a shaded right face, a shadow."""
    colour, _sep, marks = arg.partition(":")
    c = cube_rgb(colour)
    m = S * .1
    w = S - 2 * m
    top = [(m, m + w * .27), (m + w / 2, m), (S - m, m + w * .27), (m + w / 2, m + w * .54)]
    left = [(m, m + w * .27), (m + w / 2, m + w * .54), (m + w / 2, S - m), (m, S - m - w * .27)]
    right = [(m + w / 2, m + w * .54), (S - m, m + w * .27), (S - m, S - m - w * .27), (m + w / 2, S - m)]
    pygame.draw.polygon(surf, (0, 0, 0, 70), [(x + S * .04, y + S * .05) for x, y in (*left, right[1], right[2])])
    pygame.draw.polygon(surf, lighten(c, .28), top)
    pygame.draw.polygon(surf, c, left)
    pygame.draw.polygon(surf, darken(c, .32), right)
    edge = darken(c, .62) if colour != "black" else (96, 92, 88)
    for poly in (top, left, right):
        pygame.draw.polygon(surf, edge, poly, max(1, S // 26))
    # a glint on the top face
    pygame.draw.line(surf, lighten(c, .6), (m + w * .3, m + w * .2), (m + w * .48, m + w * .11), max(1, S // 30))
    if marks == "cb":
        draw_pips(surf, colour, (m + w / 2, m + w * .27), w * .5)


def cube_kind(colour: str, colourblind: bool = False) -> str:
    return f"cube:{colour}:cb" if colourblind else f"cube:{colour}"


# ---------------------------------------------------------------------------- workers


def _miner_shape(S: float) -> list[tuple[float, float]]:
    """A worker's outline: the printed game's meeple with a miner's cap."""
    return [(S * .5, S * .05), (S * .62, S * .1), (S * .66, S * .22), (S * .6, S * .33), (S * .86, S * .42),
            (S * .9, S * .54), (S * .74, S * .56), (S * .7, S * .62), (S * .8, S * .94), (S * .56, S * .94),
            (S * .5, S * .76), (S * .44, S * .94), (S * .2, S * .94), (S * .3, S * .62), (S * .26, S * .56),
            (S * .1, S * .54), (S * .14, S * .42), (S * .4, S * .33), (S * .34, S * .22), (S * .38, S * .1)]


def _draw_miner(surf: pygame.Surface, S: int, arg: str) -> None:
    who, _sep, marks = arg.partition(":")
    pts = _miner_shape(S)
    if who == "cost":
        # the figure that counts a cost: a plain light pictogram (a head and shoulders), never in a
        # player's colour, so that it never reads as somebody's worker
        light = (246, 236, 210)
        pygame.draw.circle(surf, light, (S * .5, S * .27), S * .17)
        body = pygame.Rect(S * .2, S * .48, S * .6, S * .5)
        pygame.draw.rect(surf, light, body, border_top_left_radius=int(S * .26), border_top_right_radius=int(S * .26))
        return
    i = int(who) % len(theme.PLAYER_COLOURS)
    col = theme.PLAYER_COLOURS[i]
    pygame.draw.polygon(surf, (0, 0, 0, 90), [(x + S * .04, y + S * .05) for x, y in pts])
    pygame.draw.polygon(surf, col, pts)
    # a lit left side and a shaded right side give the wood its volume
    pygame.draw.polygon(surf, lighten(col, .22), [pts[0], pts[19], pts[18], pts[17], pts[16], pts[15], pts[14],
                                                  pts[13], pts[12], (S * .44, S * .6), (S * .46, S * .2)])
    pygame.draw.polygon(surf, darken(col, .5 if sum(col) > 500 else .45), pts, max(1, S // 22))
    # the cap's lamp
    pygame.draw.circle(surf, (250, 214, 96), (S * .5, S * .12), S * .04)
    if marks == "cb":
        shape = theme.PLAYER_SHAPES[i]
        ink = darken(col, .6) if sum(col) > 400 else lighten(col, .6)
        cx, cy, r = S * .5, S * .5, S * .1
        if shape == "circle":
            pygame.draw.circle(surf, ink, (cx, cy), r)
        elif shape == "square":
            pygame.draw.rect(surf, ink, (cx - r, cy - r, 2 * r, 2 * r))
        elif shape == "triangle":
            pygame.draw.polygon(surf, ink, [(cx, cy - r * 1.1), (cx + r, cy + r * .8), (cx - r, cy + r * .8)])
        else:
            pygame.draw.polygon(surf, ink, [(cx, cy - r * 1.2), (cx + r, cy), (cx, cy + r * 1.2), (cx - r, cy)])


def miner_kind(colour: int, colourblind: bool = False) -> str:
    return f"miner:{colour}:cb" if colourblind else f"miner:{colour}"


COST_KIND = "miner:cost"


# ---------------------------------------------------------------------------- money, symbols


def _draw_coin(surf: pygame.Surface, S: int) -> None:
    """A brass Mark with a milled rim and an M struck on it."""
    cx, cy, r = S / 2, S / 2, S * .42
    pygame.draw.circle(surf, (0, 0, 0, 80), (cx + S * .03, cy + S * .05), r)
    pygame.draw.circle(surf, (150, 112, 40), (cx, cy), r)
    pygame.draw.circle(surf, (222, 180, 80), (cx - S * .01, cy - S * .015), r * .88)
    for k in range(28):
        a = k * math.tau / 28
        pygame.draw.line(surf, (176, 134, 54), (cx + r * .8 * math.cos(a), cy + r * .8 * math.sin(a)),
                         (cx + r * .9 * math.cos(a), cy + r * .9 * math.sin(a)), max(1, S // 50))
    w = max(2, S // 12)
    ink = (128, 92, 30)
    pts = [(cx - r * .4, cy + r * .35), (cx - r * .4, cy - r * .35), (cx, cy + r * .1), (cx + r * .4, cy - r * .35),
           (cx + r * .4, cy + r * .35)]
    pygame.draw.lines(surf, ink, False, pts, w)
    hl = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.ellipse(hl, (255, 255, 255, 70), (cx - r * .7, cy - r * .85, r * 1.0, r * .5))
    surf.blit(hl, (0, 0))


def _draw_pick(surf: pygame.Surface, S: int) -> None:
    """Hammer and pick crossed: the miners' sign, for work steps."""
    wood, iron = (150, 104, 58), (70, 72, 78)
    w = max(2, S // 11)
    pygame.draw.line(surf, wood, (S * .2, S * .86), (S * .78, S * .24), w)
    pygame.draw.line(surf, wood, (S * .8, S * .86), (S * .22, S * .24), w)
    pick = [(S * .5, S * .2), (S * .7, S * .1), (S * .94, S * .2), (S * .74, S * .22), (S * .6, S * .3)]
    pygame.draw.polygon(surf, iron, pick)
    pygame.draw.polygon(surf, (40, 40, 44), pick, max(1, S // 40))
    head = pygame.Rect(0, 0, S * .3, S * .16)
    head.center = (round(S * .24), round(S * .22))
    pygame.draw.rect(surf, iron, head, border_radius=max(1, S // 30))
    pygame.draw.rect(surf, (40, 40, 44), head, max(1, S // 40), border_radius=max(1, S // 30))


def _draw_lantern(surf: pygame.Surface, S: int, lit: bool = True) -> None:
    """A pit lantern with its light: the mark of a Light tunnel (unlit: of a Dark one)."""
    if lit:
        glow = pygame.Surface((S, S), pygame.SRCALPHA)
        for k in range(6):
            pygame.draw.circle(glow, (255, 214, 110, 26), (S / 2, S * .55), S * (.48 - k * .06))
        surf.blit(glow, (0, 0))
    pygame.draw.line(surf, (60, 50, 40), (S * .5, S * .04), (S * .5, S * .22), max(1, S // 24))
    body = pygame.Rect(S * .34, S * .24, S * .32, S * .5)
    pygame.draw.rect(surf, (255, 226, 130) if lit else (70, 66, 62), body, border_radius=max(1, S // 16))
    pygame.draw.rect(surf, (70, 56, 40), body, max(1, S // 20), border_radius=max(1, S // 16))
    pygame.draw.line(surf, (70, 56, 40), (S * .5, S * .24), (S * .5, S * .74), max(1, S // 30))
    pygame.draw.rect(surf, (70, 56, 40), (S * .3, S * .72, S * .4, S * .08))
    pygame.draw.polygon(surf, (70, 56, 40), [(S * .32, S * .25), (S * .5, S * .16), (S * .68, S * .25)])


def _draw_lamp(surf: pygame.Surface, S: int) -> None:
    """A miner's safety lamp: the start player's mark."""
    brass, dark = (214, 170, 70), (90, 64, 24)
    pygame.draw.circle(surf, (0, 0, 0, 70), (S * .53, S * .9), S * .22)
    pygame.draw.arc(surf, dark, (S * .36, S * .02, S * .28, S * .22), 0, math.pi, max(1, S // 18))
    pygame.draw.rect(surf, brass, (S * .34, S * .14, S * .32, S * .12), border_radius=max(1, S // 20))
    glass = pygame.Rect(S * .34, S * .26, S * .32, S * .34)
    pygame.draw.rect(surf, (255, 230, 150), glass)
    for x in (.4, .5, .6):
        pygame.draw.line(surf, dark, (S * x, S * .26), (S * x, S * .6), max(1, S // 40))
    pygame.draw.polygon(surf, brass, [(S * .28, S * .6), (S * .72, S * .6), (S * .78, S * .9), (S * .22, S * .9)])
    pygame.draw.polygon(surf, dark, [(S * .28, S * .6), (S * .72, S * .6), (S * .78, S * .9), (S * .22, S * .9)],
                        max(1, S // 30))


def _draw_balance(surf: pygame.Surface, S: int) -> None:
    """Scales: Light against Dark tiles."""
    ink = (60, 48, 36)
    w = max(2, S // 16)
    pygame.draw.line(surf, ink, (S * .5, S * .14), (S * .5, S * .86), w)
    pygame.draw.line(surf, ink, (S * .3, S * .88), (S * .7, S * .88), w)
    pygame.draw.line(surf, ink, (S * .12, S * .24), (S * .88, S * .24), w)
    for x in (.2, .8):
        pygame.draw.line(surf, ink, (S * .12 if x < .5 else S * .88, S * .24), (S * (x - .1), S * .58), max(1, w // 2))
        pygame.draw.line(surf, ink, (S * .12 if x < .5 else S * .88, S * .24), (S * (x + .1), S * .58), max(1, w // 2))
        pygame.draw.arc(surf, ink, (S * (x - .16), S * .44, S * .32, S * .26), math.pi, math.tau, w)
    pygame.draw.circle(surf, (214, 170, 70), (S * .5, S * .14), S * .06)


# ---------------------------------------------------------------------------- vehicles


def _wheel(surf, centre, r, S, ink=(50, 40, 30)) -> None:
    pygame.draw.circle(surf, ink, centre, r)
    pygame.draw.circle(surf, (150, 120, 80), centre, r * .55)
    pygame.draw.circle(surf, ink, centre, r * .2)


def _draw_vehicle(surf: pygame.Surface, S: int, name: str) -> None:
    """The four vehicles of the order cards and delivery spaces, side on."""
    ink = (50, 40, 30)
    w = max(1, S // 40)
    if name == "barrow":
        tub = [(S * .2, S * .44), (S * .72, S * .44), (S * .64, S * .66), (S * .3, S * .66)]
        pygame.draw.polygon(surf, (150, 104, 58), tub)
        pygame.draw.polygon(surf, ink, tub, w)
        pygame.draw.line(surf, ink, (S * .6, S * .6), (S * .95, S * .4), max(2, S // 24))
        pygame.draw.line(surf, ink, (S * .36, S * .66), (S * .34, S * .78), max(2, S // 30))
        _wheel(surf, (S * .22, S * .72), S * .1, S)
        pygame.draw.circle(surf, (36, 34, 32), (S * .45, S * .42), S * .08)
    elif name == "carriage":
        box = pygame.Rect(S * .06, S * .42, S * .5, S * .2)
        pygame.draw.rect(surf, (130, 86, 48), box)
        pygame.draw.rect(surf, ink, box, w)
        pygame.draw.line(surf, ink, (S * .56, S * .56), (S * .7, S * .56), max(2, S // 30))
        horse = [(S * .66, S * .4), (S * .86, S * .38), (S * .94, S * .3), (S * .98, S * .34), (S * .92, S * .46),
                 (S * .9, S * .72), (S * .86, S * .72), (S * .84, S * .52), (S * .72, S * .52), (S * .72, S * .72),
                 (S * .68, S * .72)]
        pygame.draw.polygon(surf, (110, 74, 44), horse)
        pygame.draw.polygon(surf, ink, horse, w)
        _wheel(surf, (S * .18, S * .68), S * .1, S)
        _wheel(surf, (S * .46, S * .68), S * .1, S)
        pygame.draw.circle(surf, (36, 34, 32), (S * .3, S * .4), S * .07)
    elif name == "motorcar":
        body = [(S * .04, S * .42), (S * .62, S * .42), (S * .62, S * .3), (S * .82, S * .3), (S * .94, S * .46),
                (S * .94, S * .62), (S * .04, S * .62)]
        pygame.draw.polygon(surf, (70, 92, 110), body)
        pygame.draw.polygon(surf, ink, body, w)
        pygame.draw.rect(surf, (180, 200, 210), (S * .66, S * .34, S * .12, S * .1))
        _wheel(surf, (S * .2, S * .66), S * .1, S)
        _wheel(surf, (S * .76, S * .66), S * .1, S)
        pygame.draw.circle(surf, (36, 34, 32), (S * .3, S * .38), S * .07)
    else:   # engine: a small steam locomotive
        boiler = pygame.Rect(S * .1, S * .38, S * .5, S * .2)
        pygame.draw.rect(surf, (60, 110, 70), boiler, border_radius=max(1, S // 14))
        pygame.draw.rect(surf, ink, boiler, w, border_radius=max(1, S // 14))
        cab = pygame.Rect(S * .58, S * .26, S * .3, S * .34)
        pygame.draw.rect(surf, (60, 110, 70), cab)
        pygame.draw.rect(surf, ink, cab, w)
        pygame.draw.rect(surf, (200, 210, 190), (S * .64, S * .31, S * .18, S * .1))
        pygame.draw.rect(surf, ink, (S * .16, S * .22, S * .08, S * .17))
        pygame.draw.polygon(surf, ink, [(S * .12, S * .22), (S * .28, S * .22), (S * .26, S * .18), (S * .14, S * .18)])
        pygame.draw.line(surf, ink, (S * .04, S * .62), (S * .96, S * .62), max(2, S // 30))
        for x in (.2, .42, .74):
            _wheel(surf, (S * x, S * .68), S * .09, S, (150, 40, 32))
        for k, a in enumerate((.1, .16, .2)):
            pygame.draw.circle(surf, (210, 210, 204, 170), (S * (.2 - .05 * k), S * (.14 - .04 * k)), S * a * .5)


VEHICLES = ("barrow", "carriage", "motorcar", "engine")


# ---------------------------------------------------------------------------- for the animation


def _draw_cage(surf: pygame.Surface, S: int) -> None:
    """The pit cage, travelling in its shaft."""
    body = pygame.Rect(S * .18, S * .14, S * .64, S * .76)
    pygame.draw.rect(surf, (0, 0, 0, 80), body.move(S * .03, S * .04))
    pygame.draw.rect(surf, (60, 62, 66), body)
    for k in range(1, 4):
        x = body.x + body.w * k / 4
        pygame.draw.line(surf, (120, 124, 130), (x, body.y), (x, body.bottom), max(1, S // 40))
    pygame.draw.rect(surf, theme.GOLD, body, max(1, S // 22))
    pygame.draw.line(surf, (150, 150, 150), (S * .5, 0), (S * .5, body.y), max(1, S // 30))


def _draw_order_card(surf: pygame.Surface, S: int, vp: str) -> None:
    """An order card flying to its owner's delivered pile, its VP on it."""
    card = pygame.Rect(S * .2, S * .06, S * .6, S * .88)
    pygame.draw.rect(surf, (0, 0, 0, 80), card.move(S * .04, S * .04), border_radius=max(1, S // 14))
    pygame.draw.rect(surf, theme.PARCHMENT_LIGHT, card, border_radius=max(1, S // 14))
    pygame.draw.rect(surf, theme.OAK_DARK, card, max(1, S // 24), border_radius=max(1, S // 14))
    if vp:
        font = theme.font("sans_bold", max(6, round(S * .34)))
        img = font.render(vp, True, theme.DANGER)
        surf.blit(img, img.get_rect(center=(S * .5, S * .42)))


def _draw_tile(surf: pygame.Surface, S: int, kind: str) -> None:
    """A Lorry factory tile sliding into its tunnel: its colour, its lorries, a lantern if Light."""
    from game.coal_baron.components import rules
    ru = rules()
    k = int(kind) if kind.isdigit() else 0
    colour = ru.colours[ru.tile_colour[k]]
    light = ru.tile_light[k]
    body = pygame.Rect(S * .06, S * .2, S * .88, S * .6)
    pygame.draw.rect(surf, (0, 0, 0, 80), body.move(S * .03, S * .04), border_radius=max(1, S // 16))
    pygame.draw.rect(surf, (120, 88, 56) if light else (62, 48, 38), body, border_radius=max(1, S // 16))
    pygame.draw.rect(surf, cube_rgb(colour), body, max(2, S // 18), border_radius=max(1, S // 16))
    if light:
        pygame.draw.circle(surf, (255, 220, 120), (S * .5, S * .32), S * .07)
    n = ru.tile_lorries[k]
    lw = S * .6 / n
    for i in range(n):
        x = S * .2 + i * lw
        lorry = [(x, S * .48), (x + lw * .86, S * .48), (x + lw * .76, S * .66), (x + lw * .1, S * .66)]
        pygame.draw.polygon(surf, cube_rgb(colour), lorry)
        pygame.draw.polygon(surf, darken(cube_rgb(colour), .5), lorry, max(1, S // 40))


register_sprites({
    "cube": _draw_cube,
    "miner": _draw_miner,
    "coin": lambda surf, S, _arg: _draw_coin(surf, S),
    "pick": lambda surf, S, _arg: _draw_pick(surf, S),
    "lantern": lambda surf, S, arg: _draw_lantern(surf, S, arg != "off"),
    "lamp": lambda surf, S, _arg: _draw_lamp(surf, S),
    "balance": lambda surf, S, _arg: _draw_balance(surf, S),
    "vehicle": _draw_vehicle,
    "cage": lambda surf, S, _arg: _draw_cage(surf, S),
    "ordercard": _draw_order_card,
    "tile": _draw_tile,
})


# a colour the kit's blend gives for the shade of a level's rock (kept here with the coal colours)
def rock_rgb(colour: str) -> tuple[int, int, int]:
    return mix(theme.EARTH_DARK, cube_rgb(colour), .18)
