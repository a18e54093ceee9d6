"""Haspelknecht's own pieces, drawn for the kit's sprite cache (game/ui/board/pieces.py): action
and disk markers, workers, buildings and the symbols on them. Registered by kind prefix when the
table is imported ("marker:22", "worker:farmer", "building:14", "sym:lamp")."""

from __future__ import annotations

import math

import pygame

from game.haspelknecht.components import components
from game.ui import theme
from game.ui.board.pieces import darken, register_sprites

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
        rim = theme.DISK_COLOURS[eff.marker.colour]
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


register_sprites({
    "marker": lambda surf, S, arg: _draw_marker(surf, S, int(arg)),
    "worker": lambda surf, S, arg: _draw_worker(surf, S, arg),
    "building": lambda surf, S, arg: _draw_building(surf, S, int(arg)),
    "sym": lambda surf, S, arg: _draw_symbol(surf, S, arg),
})
