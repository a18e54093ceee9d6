"""Moving pieces: every change of the state becomes pieces flying from where they were to where
they are now.

`snapshot(state)` counts the pieces in every board region; `flights(before, after, ...)` pairs the
regions that lost pieces of a kind with those that gained them (the general supply makes up the
difference), so forced steps (refills, contract workers, winter) animate like the players' own
moves without a line of code per rule. The Animator runs the flights at the chosen speed and can
be skipped.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.haspelknecht.rules import COLOURS, RESOURCES, WORKERS
from game.ui.board import pieces as P

SPEED = {"slow": 1.8, "normal": 1.0, "fast": 0.45, "off": 0.0}
BASE_DURATION = 0.55      # seconds for one flight at normal speed
STAGGER = 0.06            # between successive flights
MAX_FLIGHTS = 36


def snapshot(state, colour_of=None) -> dict[tuple, int]:
    """(region key, piece kind) -> count, for every piece on the table."""
    colour_of = colour_of or (lambda p: p)
    out: dict[tuple, int] = {}

    def put(key, kind, n):
        if n:
            out[(key, kind)] = out.get((key, kind), 0) + n

    r = state.rules
    for i, pid in enumerate(r.pools):
        for c, col in enumerate(COLOURS):
            put(("pool", pid, col), col, state.pools[i][c])
            put(("reserve", pid, col), col, state.reserves[i][c])
    for c, col in enumerate(COLOURS):
        put(("bag",), col, state.bag[c])
    for t, stack in state.stacks.items():
        for owner in stack:
            put(("tile", t), f"owner:{colour_of(owner)}", 1)
    n_items = None
    for p, pl in enumerate(state.players):
        for c, col in enumerate(COLOURS):
            put(("cart", p, col), col, pl.cart[c])
        for w, plan in enumerate(pl.plan):
            if n_items is None:
                n_items = len(plan)
            for i, n in enumerate(plan):
                if not n:
                    continue
                if i < 3:
                    kind = COLOURS[i]
                elif i == 3:
                    kind = "food"
                elif i == 4:
                    kind = "thaler"
                else:
                    kind = f"marker:{r.disk_markers[i - 5]}"
                put(("worker", p, WORKERS[w]), kind, n)
        for i, res in enumerate(RESOURCES):
            put(("farm", p, res), res, pl.farm[i])
        put(("thaler", p), "thaler", pl.thalers)
        put(("debts", p), "debt", pl.debts)
        put(("water", p, "pinge"), "water", pl.pinge_water)
        put(("water", p, "shaft"), "water", pl.shaft_water)
        if not pl.exhausted:
            put(("pinge", p), "coal", r.pinge_coal - pl.pinge_taken)
        put(("wood", p, "pinge"), "wood", pl.pinge_wood)
        put(("wood", p, "tunnel"), "wood", pl.tunnel_wood)
        put(("tunnel", p), "coal", r.tunnel_coal - pl.tunnel_taken)
        put(("shaft", p), "coal", pl.shaft_coal)
        for t in pl.markers:
            put(("marker", p, t), f"marker:{t}", 1)
    return out


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

    def pos(self, t: float) -> tuple[float, float, float]:
        """Position and progress at time t since the start."""
        u = (t - self.delay) / self.duration if self.duration else 1.0
        u = max(0.0, min(1.0, u))
        e = u * u * (3 - 2 * u)  # smoothstep
        x = self.a[0] + (self.b[0] - self.a[0]) * e
        y = self.a[1] + (self.b[1] - self.a[1]) * e
        dist = math.hypot(self.b[0] - self.a[0], self.b[1] - self.a[1])
        y -= math.sin(math.pi * e) * min(80.0, dist * .25)  # a small arc
        return x, y, u


def _centre(regions: dict, key: tuple):
    r = regions.get(key)
    if r is None and len(key) >= 2 and isinstance(key[1], int) and key[0] not in ("pool", "reserve", "tile"):
        r = regions.get(("board", key[1]))
    return r.center if r is not None else None


def flights(before: dict, after: dict, regions_before: dict, regions_after: dict, *,
            supply: tuple[float, float], size: float, speed: float, owner_home=None) -> list[Flight]:
    """Pair losses and gains per piece kind into flights."""
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
            a = _centre(regions_before, src[j]) if j < len(src) else None
            b = _centre(regions_after, dst[j]) if j < len(dst) else None
            home = owner_home(kind) if (owner_home and kind.startswith("owner:")) else None
            fade_in = a is None
            fade_out = b is None
            if a is None:
                a = home or supply
            if b is None:
                b = home or supply
            if a is None or b is None or (abs(a[0] - b[0]) < 2 and abs(a[1] - b[1]) < 2):
                continue
            out.append(Flight(kind, a, b, delay=min(i, 14) * STAGGER * speed, duration=dur, size=size,
                              fade_in=fade_in, fade_out=fade_out))
            i += 1
            if len(out) >= MAX_FLIGHTS:
                return out
    return out


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
            P.blit_piece(surface, f.kind, (x, y), f.size * 1.1, self.colourblind, alpha)
