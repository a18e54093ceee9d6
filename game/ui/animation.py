"""Moving pieces: every change of the state becomes pieces flying from where they were to where
they are now.

A game's table counts the pieces in every board region (its `snapshot`, a dict (region key, piece
kind) -> count); `flights(before, after, ...)` pairs the
regions that lost pieces of a kind with those that gained them (the general supply makes up the
difference), so forced steps (refills, contract workers, winter) animate like the players' own
moves without a line of code per rule. The Animator runs the flights at the chosen speed and can
be skipped.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.board import sprites

SPEED = {"slow": 1.8, "normal": 1.0, "fast": 0.45, "off": 0.0}
BASE_DURATION = 0.55      # seconds for one flight at normal speed
STAGGER = 0.06            # between successive flights
MAX_FLIGHTS = 36


@dataclass
class Flight:
    kind: str
    a: tuple[float, float]
    b: tuple[float, float]
    delay: float
    duration: float
    size: float
    fade_in: bool = False     # comes from the supply
    fade_out: bool = False    # goes to the supply
    arc: bool = True          # False: a piece that runs on rails (a lift, a sliding tile) goes straight
    # the table as it was under the piece's new place, shown there until the piece lands: a piece
    # that moves (not one among many) is not seen twice, at its new place and in flight
    cover: tuple[pygame.Surface, pygame.Rect] | None = None

    def pos(self, t: float) -> tuple[float, float, float]:
        """Position and progress at time t since the start."""
        u = (t - self.delay) / self.duration if self.duration else 1.0
        u = max(0.0, min(1.0, u))
        e = u * u * (3 - 2 * u)  # smoothstep
        x = self.a[0] + (self.b[0] - self.a[0]) * e
        y = self.a[1] + (self.b[1] - self.a[1]) * e
        if self.arc:
            dist = math.hypot(self.b[0] - self.a[0], self.b[1] - self.a[1])
            y -= math.sin(math.pi * e) * min(80.0, dist * .25)  # a small arc
        return x, y, u


def _centre(regions: dict, key: tuple, near=None):
    """A region's centre; a region not drawn (a compact board shows less) flies from or to the
    region the game names for it (`near`: e.g. the owner's whole board)."""
    r = regions.get(key)
    if r is None and near is not None:
        other = near(key)
        r = regions.get(other) if other is not None else None
    return r.center if r is not None else None


def _rect(regions: dict, key: tuple, near=None):
    r = regions.get(key)
    if r is None and near is not None:
        other = near(key)
        r = regions.get(other) if other is not None else None
    return r


def flights(before: dict, after: dict, regions_before: dict, regions_after: dict, *,
            supply: tuple[float, float], size: float, speed: float, owner_home=None,
            near=None, straight: tuple[str, ...] = (), previous=None) -> list[Flight]:
    """Pair losses and gains per piece kind into flights. Kinds starting with a prefix in `straight`
    (a game's moving parts) go in a straight line, and, given the table's picture before the
    change (`previous(rect)`: the old picture of a rect, or None), their new place shows what was
    there until they land."""
    if speed <= 0:
        return []
    kinds: dict[str, tuple[list, list]] = {}
    for key in set(before) | set(after):
        region, kind = key
        d = after.get(key, 0) - before.get(key, 0)
        if not d:
            continue
        src, dst = kinds.setdefault(kind, ([], []))
        if d < 0:
            src.extend([region] * -d)
        else:
            dst.extend([region] * d)
    out: list[Flight] = []
    dur = BASE_DURATION * speed
    i = 0
    for kind in sorted(kinds):
        src, dst = kinds[kind]
        src.sort(key=repr)
        dst.sort(key=repr)
        n = max(len(src), len(dst))
        for j in range(n):
            a = _centre(regions_before, src[j], near) if j < len(src) else None
            b = _centre(regions_after, dst[j], near) if j < len(dst) else None
            home = owner_home(kind) if (owner_home and kind.startswith("owner:")) else None
            fade_in = a is None
            fade_out = b is None
            if a is None:
                a = home or supply
            if b is None:
                b = home or supply
            if a is None or b is None or (abs(a[0] - b[0]) < 2 and abs(a[1] - b[1]) < 2):
                continue
            moving = kind.split(":")[0] in straight
            cover = None
            if moving and previous is not None and not fade_out:
                r = _rect(regions_after, dst[j], near)
                img = previous(r) if r is not None else None
                cover = (img, pygame.Rect(r)) if img is not None else None
            out.append(Flight(kind, a, b, delay=min(i, 14) * STAGGER * speed, duration=dur, size=size,
                              fade_in=fade_in, fade_out=fade_out, arc=not moving, cover=cover))
            i += 1
            if len(out) >= MAX_FLIGHTS:
                return out
    return out


def landing_places(before: dict, after: dict, regions_before: dict, base: pygame.Surface | None,
                   moving: tuple[str, ...], near=None):
    """The picture, from the table as drawn before a move (`base`), of every region (or its
    stand-in) a moving piece is about to land in; returns a function giving the old picture of a rect
    within them (`flights`' `previous`), or None."""
    if not moving or base is None:
        return None
    kept: list[tuple[pygame.Rect, pygame.Surface]] = []
    for (key, kind), n in after.items():
        if kind.split(":")[0] not in moving or n <= before.get((key, kind), 0):
            continue
        r = _rect(regions_before, key, near)
        if r is not None:
            r = r.clip(base.get_rect())
            if r.width and r.height:
                kept.append((pygame.Rect(r), base.subsurface(r).copy()))

    def previous(rect: pygame.Rect) -> pygame.Surface | None:
        for r, img in kept:
            if r.contains(rect):
                return img.subsurface(rect.move(-r.x, -r.y))
        return None
    return previous


class Animator:
    def __init__(self) -> None:
        self.items: list[Flight] = []
        self.t = 0.0
        self.colourblind = False
        self.ended = False        # flights ended or were skipped since the owner last looked: redraw once

    def take_ended(self) -> bool:
        """True once after the flights ended or were skipped: the last frame drawn still shows
        pieces in the air, so the owner must draw the resting table again."""
        ended, self.ended = self.ended, False
        return ended

    @property
    def active(self) -> bool:
        return bool(self.items)

    def start(self, new: list[Flight]) -> None:
        if not new:
            return
        if self.items:  # still running: shift the new ones after the current time
            for f in new:
                f.delay += self.t
            self.items.extend(new)
        else:
            self.items = list(new)
            self.t = 0.0

    def update(self, dt: float) -> bool:
        if not self.items:
            return False
        self.t += dt
        if all(self.t >= f.delay + f.duration for f in self.items):
            self.items = []
            self.t = 0.0
            self.ended = True
            return False
        return True

    def skip(self) -> None:
        if self.items:
            self.ended = True
        self.items = []
        self.t = 0.0

    def draw(self, surface: pygame.Surface) -> None:
        for f in self.items:
            if f.cover is not None and self.t < f.delay + f.duration:
                surface.blit(f.cover[0], f.cover[1])
        for f in self.items:
            if self.t < f.delay:
                continue
            x, y, u = f.pos(self.t)
            if u >= 1.0:
                continue
            alpha = 255
            if f.fade_in:
                alpha = min(alpha, int(255 * min(1.0, u * 3)))
            if f.fade_out:
                alpha = min(alpha, int(255 * min(1.0, (1 - u) * 3)))
            # a soft shadow under a lifted piece
            sh = pygame.Surface((int(f.size), int(f.size * .5)), pygame.SRCALPHA)
            pygame.draw.ellipse(sh, (0, 0, 0, int(60 * alpha / 255)), sh.get_rect())
            surface.blit(sh, (x - f.size / 2 + f.size * .15, y + f.size * .35))
            sprites.blit_piece(surface, f.kind, (x, y), f.size * 1.1, self.colourblind, alpha)
