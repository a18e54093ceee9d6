"""Haspelknecht's own pieces, drawn for the kit's sprite cache (game/ui/board/sprites.py), and their
colours: the disks, the goods (food, wood, coal, Thalers, pit water, debts), the bag, the farmhouse
and the windlass, action and disk markers, workers, buildings and the symbols on them. Registered by
kind prefix when the table is imported ("yellow", "food", "marker:22", "worker:farmer",
"building:14", "sym:lamp")."""

from __future__ import annotations

import math

import pygame

from game.haspelknecht.components import components
from game.ui.board.sprites import draw_wooden_disk, register_sprites
from game.ui.theme import darken, lighten

# the disk colours by name, in the engine's order (yellow, brown, black); a disk of no colour
# (a development's "any disk") is grey
DISK_COLOURS = {"yellow": (232, 188, 54), "brown": (139, 94, 52), "black": (38, 36, 34)}
GREY_DISK = (150, 150, 146)


# ---------------------------------------------------------------------------- goods, the bag, the farm

def _draw_sack(surf, S) -> None:
    """A grain sack, tied at the neck, with an ear of wheat."""
    base = (214, 186, 120)
    body = [(S * .22, S * .42), (S * .32, S * .3), (S * .68, S * .3), (S * .78, S * .42),
            (S * .84, S * .78), (S * .74, S * .9), (S * .26, S * .9), (S * .16, S * .78)]
    pygame.draw.polygon(surf, (0, 0, 0, 80), [(x + S * .03, y + S * .04) for x, y in body])
    pygame.draw.polygon(surf, base, body)
    pygame.draw.polygon(surf, darken(base, .25), [(S * .55, S * .34), (S * .78, S * .42), (S * .84, S * .78),
                                                  (S * .74, S * .9), (S * .56, S * .9)])
    pygame.draw.polygon(surf, darken(base, .45), body, max(1, S // 30))
    # neck and tie
    pygame.draw.polygon(surf, base, [(S * .38, S * .31), (S * .34, S * .14), (S * .66, S * .14), (S * .62, S * .31)])
    pygame.draw.polygon(surf, darken(base, .45), [(S * .38, S * .31), (S * .34, S * .14), (S * .66, S * .14),
                                                  (S * .62, S * .31)], max(1, S // 30))
    pygame.draw.line(surf, (120, 70, 40), (S * .33, S * .3), (S * .67, S * .3), max(2, S // 16))
    # wheat ear stamped on the sack
    ear = (150, 104, 40)
    pygame.draw.line(surf, ear, (S * .5, S * .82), (S * .5, S * .48), max(1, S // 28))
    for k in range(4):
        y = S * (.52 + k * .07)
        pygame.draw.ellipse(surf, ear, (S * .41, y, S * .09, S * .05))
        pygame.draw.ellipse(surf, ear, (S * .5, y, S * .09, S * .05))


def _draw_log(surf, S) -> None:
    """A short log lying down, bark and an end with growth rings."""
    bark = (122, 80, 44)
    body = pygame.Rect(S * .08, S * .3, S * .72, S * .4)
    pygame.draw.rect(surf, (0, 0, 0, 80), body.move(S * .03, S * .05), border_radius=int(S * .2))
    pygame.draw.rect(surf, bark, body, border_radius=int(S * .2))
    pygame.draw.rect(surf, lighten(bark, .15), (body.x, body.y + S * .04, body.w, S * .08), border_radius=int(S * .05))
    for k in range(5):
        y = body.y + S * (.1 + k * .065)
        pygame.draw.line(surf, darken(bark, .3), (body.x + S * .12, y), (body.right - S * .08, y + S * .01), max(1, S // 50))
    end = pygame.Rect(S * .62, S * .3, S * .3, S * .4)
    pygame.draw.ellipse(surf, (214, 170, 110), end)
    for ring in (0.7, 0.45, 0.2):
        pygame.draw.ellipse(surf, (170, 120, 70), end.inflate(-end.w * (1 - ring), -end.h * (1 - ring)), max(1, S // 60))
    pygame.draw.ellipse(surf, darken(bark, .4), end, max(1, S // 30))


def _draw_coal(surf, S) -> None:
    """A coal cube in three-quarter view with glints."""
    cx, cy = S / 2, S / 2 + S * .04
    a = S * .36
    top = [(cx, cy - a * .95), (cx + a, cy - a * .45), (cx, cy + a * .05), (cx - a, cy - a * .45)]
    left = [(cx - a, cy - a * .45), (cx, cy + a * .05), (cx, cy + a * 1.05), (cx - a, cy + a * .55)]
    right = [(cx + a, cy - a * .45), (cx, cy + a * .05), (cx, cy + a * 1.05), (cx + a, cy + a * .55)]
    sh = [(x + S * .03, y + S * .04) for x, y in (top[0], top[1], right[3], right[2], left[3], left[0])]
    pygame.draw.polygon(surf, (0, 0, 0, 90), sh)
    pygame.draw.polygon(surf, (74, 72, 70), top)
    pygame.draw.polygon(surf, (40, 38, 36), left)
    pygame.draw.polygon(surf, (24, 22, 21), right)
    edge = (110, 108, 104)
    pygame.draw.lines(surf, edge, True, top, max(1, S // 40))
    pygame.draw.line(surf, (60, 58, 56), (cx, cy + a * .05), (cx, cy + a * 1.05), max(1, S // 50))
    for gx, gy in ((cx - a * .3, cy - a * .5), (cx + a * .2, cy - a * .3), (cx - a * .6, cy + a * .3)):
        pygame.draw.circle(surf, (170, 170, 176), (gx, gy), max(1, S * .018))


def _draw_thaler(surf, S) -> None:
    """A silver Thaler with milled rim and a cross."""
    cx, cy, r = S / 2, S / 2, S * .42
    pygame.draw.circle(surf, (0, 0, 0, 90), (cx + S * .03, cy + S * .04), r)
    pygame.draw.circle(surf, (150, 150, 144), (cx, cy), r)
    pygame.draw.circle(surf, (214, 214, 206), (cx - S * .01, cy - S * .015), r * .9)
    for k in range(36):
        a = k * math.tau / 36
        pygame.draw.line(surf, (160, 160, 152), (cx + r * .86 * math.cos(a), cy + r * .86 * math.sin(a)),
                         (cx + r * .97 * math.cos(a), cy + r * .97 * math.sin(a)), max(1, S // 60))
    pygame.draw.circle(surf, (176, 176, 168), (cx, cy), r * .68, max(1, S // 40))
    w = max(2, S // 14)
    pygame.draw.line(surf, (120, 120, 114), (cx, cy - r * .45), (cx, cy + r * .45), w)
    pygame.draw.line(surf, (120, 120, 114), (cx - r * .45, cy), (cx + r * .45, cy), w)
    hl = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.ellipse(hl, (255, 255, 255, 80), (cx - r * .7, cy - r * .85, r * 1.0, r * .55))
    surf.blit(hl, (0, 0))


def _draw_water(surf, S) -> None:
    """A drop of pit water."""
    cx, cy = S / 2, S * .6
    r = S * .27
    pts = [(cx, S * .1)]
    for k in range(0, 181, 10):
        a = math.radians(k - 20)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pts = [(cx, S * .08)] + [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
                             for a in range(-30, 211, 10)]
    pygame.draw.polygon(surf, (0, 0, 0, 70), [(x + S * .03, y + S * .04) for x, y in pts])
    pygame.draw.polygon(surf, (48, 104, 156), pts)
    pygame.draw.polygon(surf, (88, 150, 200), [(x * .8 + cx * .2 - S * .03, y * .8 + cy * .2 - S * .03) for x, y in pts])
    pygame.draw.polygon(surf, (26, 66, 110), pts, max(1, S // 36))
    pygame.draw.ellipse(surf, (220, 236, 248), (cx - r * .55, cy - r * .6, r * .35, r * .55))


def _draw_debt(surf, S) -> None:
    """A debt chit: a folded note with a red wax seal."""
    paper = (236, 224, 196)
    body = [(S * .14, S * .22), (S * .86, S * .18), (S * .88, S * .78), (S * .12, S * .82)]
    pygame.draw.polygon(surf, (0, 0, 0, 80), [(x + S * .03, y + S * .04) for x, y in body])
    pygame.draw.polygon(surf, paper, body)
    pygame.draw.polygon(surf, (150, 120, 90), body, max(1, S // 36))
    for k in range(3):
        y = S * (.34 + k * .1)
        pygame.draw.line(surf, (120, 100, 80), (S * .22, y), (S * .62, y - S * .01), max(1, S // 50))
    pygame.draw.circle(surf, (150, 30, 28), (S * .7, S * .62), S * .13)
    pygame.draw.circle(surf, (190, 60, 50), (S * .69, S * .6), S * .08)


def _draw_bag(surf, S) -> None:
    """The cloth bag the disks are drawn from."""
    cloth = (160, 132, 96)
    body = [(S * .3, S * .3), (S * .7, S * .3), (S * .88, S * .62), (S * .8, S * .9), (S * .2, S * .9), (S * .12, S * .62)]
    pygame.draw.polygon(surf, (0, 0, 0, 80), [(x + S * .03, y + S * .04) for x, y in body])
    pygame.draw.polygon(surf, cloth, body)
    pygame.draw.polygon(surf, darken(cloth, .25), [(S * .55, S * .3), (S * .7, S * .3), (S * .88, S * .62),
                                                   (S * .8, S * .9), (S * .6, S * .9)])
    pygame.draw.polygon(surf, darken(cloth, .5), body, max(1, S // 30))
    pygame.draw.polygon(surf, cloth, [(S * .36, S * .3), (S * .3, S * .12), (S * .7, S * .12), (S * .64, S * .3)])
    pygame.draw.line(surf, (90, 60, 30), (S * .3, S * .3), (S * .7, S * .3), max(2, S // 14))


def _draw_farmhouse(surf, S) -> None:
    """A half-timbered farmhouse."""
    wall = (226, 210, 176)
    beam = (76, 50, 30)
    roof = (140, 60, 40)
    pygame.draw.rect(surf, wall, (S * .16, S * .45, S * .68, S * .45))
    for x in (.16, .38, .62, .84):
        pygame.draw.line(surf, beam, (S * x, S * .45), (S * x, S * .9), max(2, S // 30))
    pygame.draw.line(surf, beam, (S * .16, S * .66), (S * .84, S * .66), max(2, S // 30))
    pygame.draw.line(surf, beam, (S * .16, S * .45), (S * .38, S * .66), max(1, S // 40))
    pygame.draw.line(surf, beam, (S * .62, S * .66), (S * .84, S * .45), max(1, S // 40))
    pygame.draw.rect(surf, beam, (S * .16, S * .45, S * .68, S * .45), max(2, S // 30))
    pygame.draw.polygon(surf, roof, [(S * .08, S * .47), (S * .5, S * .12), (S * .92, S * .47)])
    pygame.draw.polygon(surf, darken(roof, .3), [(S * .08, S * .47), (S * .5, S * .12), (S * .92, S * .47)], max(2, S // 30))
    pygame.draw.rect(surf, (90, 60, 36), (S * .44, S * .7, S * .12, S * .2))


def _draw_windlass(surf, S) -> None:
    """The reel (Haspel) over the shaft."""
    wood = (120, 80, 44)
    w = max(2, S // 14)
    pygame.draw.line(surf, wood, (S * .15, S * .95), (S * .25, S * .35), w)
    pygame.draw.line(surf, wood, (S * .85, S * .95), (S * .75, S * .35), w)
    pygame.draw.rect(surf, darken(wood, .2), (S * .22, S * .3, S * .56, S * .12), border_radius=int(S * .05))
    pygame.draw.line(surf, darken(wood, .4), (S * .78, S * .36), (S * .9, S * .36), w // 2 + 1)
    pygame.draw.line(surf, darken(wood, .4), (S * .9, S * .36), (S * .9, S * .22), w // 2 + 1)
    pygame.draw.line(surf, (200, 180, 140), (S * .5, S * .42), (S * .5, S * 1.0), max(1, S // 40))


# ---------------------------------------------------------------------------- markers and symbols

MARKER_ICON = {14: "cable", 22: "wheelbarrow", 23: "ladder", 25: "windlass", 32: "lamp", 33: "pick"}


def _draw_marker(surf, S, tile: int) -> None:
    """A round wooden action marker; a disk marker has a rim in its disk colour."""
    comps = components()
    try:
        eff = comps.tile(tile).effect
    except KeyError:
        eff = None
    rim = (170, 140, 96)
    if eff is not None and eff.marker is not None and eff.marker.colour:
        rim = DISK_COLOURS[eff.marker.colour]
    cx, cy, r = S / 2, S / 2, S * .44
    pygame.draw.circle(surf, (0, 0, 0, 90), (cx + S * .03, cy + S * .04), r)
    pygame.draw.circle(surf, rim, (cx, cy), r)
    pygame.draw.circle(surf, (236, 222, 190), (cx, cy), r * .76)
    pygame.draw.circle(surf, darken(rim, .4), (cx, cy), r, max(1, S // 30))
    _draw_symbol_at(surf, S, MARKER_ICON.get(tile, "dot"), cx, cy, r * .62)


def _draw_symbol(surf, S, name: str) -> None:
    _draw_symbol_at(surf, S, name, S / 2, S / 2, S * .42)


def _draw_symbol_at(surf, S, name: str, cx: float, cy: float, r: float) -> None:
    ink = (52, 36, 22)
    w = max(2, round(r / 6))
    if name == "wheelbarrow" or name == "W":
        pygame.draw.polygon(surf, ink, [(cx - r * .8, cy - r * .3), (cx + r * .4, cy - r * .3), (cx + r * .2, cy + r * .2),
                                        (cx - r * .6, cy + r * .2)])
        pygame.draw.circle(surf, ink, (cx + r * .45, cy + r * .45), r * .28, w)
        pygame.draw.line(surf, ink, (cx - r * .6, cy + r * .2), (cx - r * .95, cy + r * .55), w)
        pygame.draw.line(surf, ink, (cx + r * .4, cy - r * .3), (cx + r * .9, cy - r * .55), w)
    elif name == "ladder":
        for dx in (-.35, .35):
            pygame.draw.line(surf, ink, (cx + r * dx, cy - r * .85), (cx + r * dx, cy + r * .85), w)
        for k in range(4):
            y = cy - r * .6 + k * r * .4
            pygame.draw.line(surf, ink, (cx - r * .35, y), (cx + r * .35, y), w)
    elif name in ("pick", "P"):
        pygame.draw.line(surf, ink, (cx - r * .6, cy + r * .7), (cx + r * .35, cy - r * .35), w + 1)
        pygame.draw.arc(surf, ink, (cx - r * .35, cy - r * .95, r * 1.3, r * 1.1), math.radians(0), math.radians(130), w + 1)
        pygame.draw.line(surf, ink, (cx + r * .6, cy + r * .7), (cx - r * .35, cy - r * .35), w)
        pygame.draw.rect(surf, ink, (cx - r * .62, cy - r * .62, r * .5, r * .35))
    elif name == "cable":
        for k in range(3):
            pygame.draw.ellipse(surf, ink, (cx - r * .75 + k * r * .12, cy - r * .45 + k * r * .1, r * 1.3, r * .9), w)
        pygame.draw.line(surf, ink, (cx + r * .5, cy), (cx + r * .85, cy + r * .75), w)
    elif name == "windlass":
        pygame.draw.rect(surf, ink, (cx - r * .7, cy - r * .25, r * 1.4, r * .5), w)
        pygame.draw.line(surf, ink, (cx + r * .7, cy), (cx + r * .9, cy), w)
        pygame.draw.line(surf, ink, (cx + r * .9, cy), (cx + r * .9, cy - r * .55), w)
        pygame.draw.line(surf, ink, (cx - r * .8, cy + r * .8), (cx - r * .6, cy - r * .3), w)
        pygame.draw.line(surf, ink, (cx + r * .8, cy + r * .8), (cx + r * .6, cy - r * .3), w)
    elif name in ("lamp", "L"):
        pygame.draw.polygon(surf, ink, [(cx - r * .45, cy + r * .6), (cx + r * .45, cy + r * .6), (cx + r * .3, cy - r * .1),
                                        (cx - r * .3, cy - r * .1)], w)
        pygame.draw.line(surf, ink, (cx, cy - r * .1), (cx, cy - r * .45), w)
        pygame.draw.circle(surf, (230, 170, 40), (cx, cy - r * .6), r * .2)
        pygame.draw.arc(surf, ink, (cx - r * .3, cy - r * .95, r * .6, r * .6), 0, math.pi, w)
    elif name == "R":  # lorry: a mine cart
        pygame.draw.polygon(surf, ink, [(cx - r * .85, cy - r * .45), (cx + r * .85, cy - r * .45), (cx + r * .6, cy + r * .3),
                                        (cx - r * .6, cy + r * .3)])
        for dx in (-.4, .4):
            pygame.draw.circle(surf, ink, (cx + r * dx, cy + r * .52), r * .2)
    elif name == "F":  # fork (pitchfork)
        pygame.draw.line(surf, ink, (cx, cy + r * .9), (cx, cy - r * .2), w)
        pygame.draw.line(surf, ink, (cx - r * .45, cy - r * .2), (cx + r * .45, cy - r * .2), w)
        for dx in (-.45, 0, .45):
            pygame.draw.line(surf, ink, (cx + r * dx, cy - r * .2), (cx + r * dx, cy - r * .9), w)
    elif name == "H":  # building
        pygame.draw.polygon(surf, ink, [(cx - r * .8, cy - r * .05), (cx, cy - r * .85), (cx + r * .8, cy - r * .05)])
        pygame.draw.rect(surf, ink, (cx - r * .6, cy - r * .1, r * 1.2, r * .9))
        pygame.draw.rect(surf, (236, 222, 190), (cx - r * .18, cy + r * .3, r * .36, r * .5))
    else:
        pygame.draw.circle(surf, ink, (cx, cy), r * .3)


# ---------------------------------------------------------------------------- workers

def _person(surf, S, ink, *, hat: str = "brim", lean: float = 0.0) -> None:
    """A standing figure: head, hat, body, legs."""
    cx = S * .44 + lean * S
    pygame.draw.circle(surf, ink, (cx, S * .2), S * .075)
    if hat == "brim":
        pygame.draw.ellipse(surf, ink, (cx - S * .13, S * .13, S * .26, S * .05))
        pygame.draw.rect(surf, ink, (cx - S * .07, S * .06, S * .14, S * .09), border_radius=int(S * .03))
    elif hat == "cap":
        pygame.draw.ellipse(surf, ink, (cx - S * .09, S * .1, S * .2, S * .08))
    elif hat == "hood":
        pygame.draw.polygon(surf, ink, [(cx - S * .09, S * .2), (cx, S * .05), (cx + S * .09, S * .2)])
    elif hat == "helmet":
        pygame.draw.ellipse(surf, ink, (cx - S * .1, S * .1, S * .2, S * .1))
        pygame.draw.circle(surf, (240, 190, 70), (cx + S * .08, S * .14), S * .025)
    body = [(cx - S * .1, S * .3), (cx + S * .1, S * .3), (cx + S * .12, S * .6), (cx - S * .12, S * .6)]
    pygame.draw.polygon(surf, ink, body)
    pygame.draw.line(surf, ink, (cx - S * .06, S * .58), (cx - S * .1, S * .92), max(3, S // 14))
    pygame.draw.line(surf, ink, (cx + S * .06, S * .58), (cx + S * .1, S * .92), max(3, S // 14))


def _draw_worker(surf, S, kind: str) -> None:
    ink = (48, 34, 22)
    w = max(3, S // 18)
    if kind == "farmer":
        _person(surf, S, ink, hat="brim")
        # pitchfork
        pygame.draw.line(surf, ink, (S * .7, S * .95), (S * .7, S * .15), w)
        pygame.draw.line(surf, ink, (S * .62, S * .2), (S * .78, S * .2), w)
        for dx in (-.08, 0, .08):
            pygame.draw.line(surf, ink, (S * (.7 + dx), S * .2), (S * (.7 + dx), S * .05), max(2, w - 1))
        pygame.draw.line(surf, ink, (S * .52, S * .36), (S * .7, S * .45), w)
    elif kind == "farmhand":
        _person(surf, S, ink, hat="cap")
        # sickle
        pygame.draw.line(surf, ink, (S * .52, S * .38), (S * .68, S * .5), w)
        pygame.draw.arc(surf, ink, (S * .6, S * .2, S * .3, S * .35), math.radians(-40), math.radians(160), w)
    elif kind == "improved_farmhand":
        _person(surf, S, ink, hat="cap")
        pygame.draw.line(surf, ink, (S * .52, S * .38), (S * .8, S * .18), w)
        pygame.draw.arc(surf, ink, (S * .62, S * .04, S * .34, S * .3), math.radians(200), math.radians(340), w)
    elif kind == "coal_digger":
        _person(surf, S, ink, hat="hood", lean=-.04)
        # shovel
        pygame.draw.line(surf, ink, (S * .5, S * .35), (S * .78, S * .82), w)
        pygame.draw.polygon(surf, ink, [(S * .72, S * .78), (S * .88, S * .76), (S * .9, S * .95), (S * .76, S * .95)])
    elif kind == "coal_miner":
        _person(surf, S, ink, hat="helmet")
        # pick over the shoulder
        pygame.draw.line(surf, ink, (S * .5, S * .45), (S * .78, S * .12), w)
        pygame.draw.arc(surf, ink, (S * .6, S * .0, S * .34, S * .3), math.radians(190), math.radians(350), w)
    elif kind == "haspelknecht":
        # a man turning the reel
        _person(surf, S, ink, hat="brim", lean=-.12)
        pygame.draw.rect(surf, ink, (S * .52, S * .38, S * .34, S * .1), border_radius=int(S * .04))
        pygame.draw.line(surf, ink, (S * .56, S * .95), (S * .6, S * .43), w)
        pygame.draw.line(surf, ink, (S * .86, S * .95), (S * .82, S * .43), w)
        pygame.draw.line(surf, ink, (S * .4, S * .38), (S * .52, S * .43), w)
        pygame.draw.line(surf, (200, 180, 140), (S * .69, S * .48), (S * .69, S * .95), max(1, S // 40))
    elif kind == "water_mill":
        cx, cy, r = S * .5, S * .55, S * .36
        pygame.draw.circle(surf, ink, (cx, cy), r, w)
        pygame.draw.circle(surf, ink, (cx, cy), r * .2)
        for k in range(8):
            a = k * math.tau / 8
            pygame.draw.line(surf, ink, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), max(2, w - 1))
            pygame.draw.rect(surf, ink, (cx + r * math.cos(a) - S * .04, cy + r * math.sin(a) - S * .04, S * .08, S * .08))
        pygame.draw.line(surf, (80, 130, 180), (S * .05, S * .2), (cx - r * .2, cy - r), max(2, w))
    else:
        _person(surf, S, ink)


# ---------------------------------------------------------------------------- buildings

def _draw_building(surf, S, tile: int) -> None:
    wood = (128, 84, 46)
    dark = darken(wood, .4)
    w = max(2, S // 30)
    if tile == 12:  # Barn: big gable with a cross-braced door
        pygame.draw.polygon(surf, (150, 54, 40), [(S * .06, S * .45), (S * .5, S * .1), (S * .94, S * .45)])
        pygame.draw.rect(surf, wood, (S * .14, S * .44, S * .72, S * .48))
        pygame.draw.rect(surf, dark, (S * .34, S * .56, S * .32, S * .36), w)
        pygame.draw.line(surf, dark, (S * .34, S * .56), (S * .66, S * .92), w)
        pygame.draw.line(surf, dark, (S * .66, S * .56), (S * .34, S * .92), w)
        pygame.draw.polygon(surf, dark, [(S * .06, S * .45), (S * .5, S * .1), (S * .94, S * .45)], w)
    elif tile == 15:  # Charcoal Burner: an earthen mound with smoke
        pygame.draw.ellipse(surf, (70, 56, 40), (S * .1, S * .45, S * .8, S * .5))
        pygame.draw.rect(surf, (0, 0, 0, 0), (0, S * .72, S, S))
        for k in range(5):
            pygame.draw.line(surf, (50, 40, 30), (S * (.2 + k * .14), S * .55), (S * (.18 + k * .15), S * .7), w)
        for k, (x, y, r) in enumerate(((.5, .36, .08), (.56, .24, .1), (.5, .1, .09))):
            pygame.draw.circle(surf, (150, 150, 150, 160 - k * 30), (S * x, S * y), S * r)
        pygame.draw.rect(surf, (200, 90, 30), (S * .46, S * .6, S * .08, S * .1))
    elif tile == 24:  # Coal Storage: a lean-to shed full of coal
        pygame.draw.polygon(surf, (110, 110, 104), [(S * .08, S * .3), (S * .92, S * .42), (S * .92, S * .5), (S * .08, S * .38)])
        pygame.draw.rect(surf, wood, (S * .14, S * .38, S * .72, S * .54))
        pygame.draw.rect(surf, (30, 28, 26), (S * .22, S * .56, S * .56, S * .36))
        for x, y in ((.3, .62), (.45, .6), (.6, .63), (.38, .72), (.55, .72)):
            pygame.draw.rect(surf, (70, 70, 70), (S * x, S * y, S * .08, S * .08))
        pygame.draw.rect(surf, dark, (S * .14, S * .38, S * .72, S * .54), w)
    elif tile == 35:  # Water Mill: house with a wheel
        pygame.draw.polygon(surf, (150, 54, 40), [(S * .1, S * .42), (S * .42, S * .14), (S * .74, S * .42)])
        pygame.draw.rect(surf, (226, 210, 176), (S * .16, S * .42, S * .52, S * .5))
        pygame.draw.rect(surf, dark, (S * .16, S * .42, S * .52, S * .5), w)
        cx, cy, r = S * .76, S * .68, S * .2
        pygame.draw.circle(surf, wood, (cx, cy), r, w * 2)
        for k in range(6):
            a = k * math.tau / 6
            pygame.draw.line(surf, wood, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), w)
        pygame.draw.rect(surf, (80, 130, 180), (S * .55, S * .9, S * .45, S * .06))
    else:
        pygame.draw.rect(surf, wood, (S * .2, S * .3, S * .6, S * .6))


def _disk(colour):
    return lambda surf, S, _arg: draw_wooden_disk(surf, S, colour)


def _plain(draw):
    """A drawer of a piece with one look (no text after its kind)."""
    return lambda surf, S, _arg: draw(surf, S)


register_sprites({
    **{name: _disk(colour) for name, colour in DISK_COLOURS.items()},
    "grey": _disk(GREY_DISK),
    "food": _plain(_draw_sack),
    "wood": _plain(_draw_log),
    "coal": _plain(_draw_coal),
    "thaler": _plain(_draw_thaler),
    "water": _plain(_draw_water),
    "debt": _plain(_draw_debt),
    "bag": _plain(_draw_bag),
    "farmhouse": _plain(_draw_farmhouse),
    "windlass": _plain(_draw_windlass),
    "marker": lambda surf, S, arg: _draw_marker(surf, S, int(arg)),
    "worker": lambda surf, S, arg: _draw_worker(surf, S, arg),
    "building": lambda surf, S, arg: _draw_building(surf, S, int(arg)),
    "sym": lambda surf, S, arg: _draw_symbol(surf, S, arg),
})
