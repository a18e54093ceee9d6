"""The table scene's cached drawing: the table is rendered into one surface when the game changes,
in layers (every board, the wheel, the pools, the chronicle, the prompt...) each drawn again only
when what it shows changed, and parts the table will show later drawn ahead while nothing moves.
The frame itself only blits the cached surface and draws the overlays (table_scene.py), so a move
costs only the parts it changed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field

import pygame

from game.ui.board import textures
from game.ui.table_api import DrawPart, Regions

# the one table drawn ahead of its showing (game/ui/table_prepare.py): (game, players, window size)
# and its cache, taken over by the next table scene of that key
_AHEAD: list[tuple[tuple, LayerCache]] = []


def ahead_key(game: str, players: int, size: tuple[int, int]) -> tuple:
    return (game, int(players), (int(size[0]), int(size[1])))


def keep_ahead(key: tuple, cache: LayerCache) -> None:
    _AHEAD[:] = [(key, cache)]


def kept_ahead() -> tuple | None:
    """The key of the table drawn ahead, if one is kept."""
    return _AHEAD[0][0] if _AHEAD else None


def take_ahead(key: tuple) -> LayerCache | None:
    """The table drawn ahead of this key, if any (no longer kept then); any other is dropped."""
    kept = _AHEAD[:]
    _AHEAD.clear()
    return kept[0][1] if kept and kept[0][0] == key else None


# seconds of drawing a layer in steps may take per idle call outside a render (prebuild): the
# idle frame's own work is a fraction of a millisecond, so the frame stays within a 120 Hz budget
IDLE_STEP_BUDGET = 0.004
# about what keeping a copy of a layer's pixels costs (a 4K board's 2.7 million: 1.5-2 ms here): a
# part drawn in steps keeps its copy at the next call when that would overrun the budget
KEEP_SECONDS_PER_PIXEL = 0.7e-9


@dataclass
class _InSteps:
    """A layer being drawn in steps over several calls (its draw is a generator: LayerCache.layer):
    where, for which key, what is left, and the hit regions its steps added so far."""

    surf: pygame.Surface
    spot: tuple
    full: tuple
    steps: Iterator[None]
    regions: Regions
    added: Regions = field(default_factory=dict)
    cost: float = 0.0        # seconds of its longest step so far
    drawn: bool = False      # every step drawn: only the copy kept of it is left


class LayerCache:
    """The cached table image and its layers. `stamp()` is what every layer's picture also depends
    on beyond its own key (the scale, the colour-blind markers, the language)."""

    def __init__(self, stamp: Callable[[], tuple]) -> None:
        self.stamp = stamp
        self.base: pygame.Surface | None = None    # the whole table as last rendered
        self.dirty = True                          # the game changed since: render again
        self.renders = 0                           # how many layers were drawn afresh (tests count them)
        self.steps = 0                             # and how many steps of parts drawn in steps
        self._layers: dict[Hashable, tuple] = {}  # name -> (full key, pixels, regions)
        # what the cached table shows where: area -> (layer name, its key); a render of a table made
        # only of layers draws again only the areas whose layer changed (render)
        self._on_base: dict[tuple, tuple] = {}
        self._touched: list[tuple] = []   # (area, name) of the layers of the render in progress
        self._incremental = False         # this render draws only what changed
        self._apart = False               # the last render's parts lay apart: none overlaps another
        self._bg: pygame.Surface | None = None
        self._scratch: pygame.Surface | None = None   # prebuild()'s drawing board
        # the areas of the cached table drawn anew since the screen last took them (None: all of
        # it): the frame copies only those to a screen that still shows the rest (ScreenFrame)
        self._changed: list[pygame.Rect] | None = None
        # a render with a time budget (render): past its deadline the parts still to draw are left
        # for the next frame's render, and `unfinished` says so
        self._deadline: float | None = None
        self._drew = False
        self.unfinished = False
        self._rendering = False          # inside render(): a prebuild there keeps the render's budget
        # layers drawn in steps and not finished yet (a render or prebuild out of time): name -> state
        self._in_steps: dict[Hashable, _InSteps] = {}
        # seconds each layer's last drawing took (its longest step for one drawn in steps): within a
        # render's budget a part is not begun when it would end past the deadline
        self._cost: dict[Hashable, float] = {}

    def clear(self) -> None:
        """Forget every picture (a new window size)."""
        self._in_steps.clear()
        self._layers.clear()
        self._on_base.clear()
        self._bg = None
        self._scratch = None
        self._cost.clear()
        self.base = None
        self.dirty = True
        self._changed = None

    def adopt(self, stamp: Callable[[], tuple]) -> LayerCache:
        """This cache, drawn ahead (table_prepare.py), for a table scene of its own stamp: it is
        rendered again (parts whose key changed are drawn anew) and copied to the screen whole."""
        self.stamp = stamp
        self.dirty = True
        self._changed = None
        return self

    def take_changed(self) -> list[pygame.Rect] | None:
        """The areas of the cached table drawn since the last call (None: the whole of it)."""
        changed, self._changed = self._changed, []
        return changed

    def changed_pixels(self) -> int | None:
        """How many pixels take_changed() would give (None: the whole table)."""
        return None if self._changed is None else sum(r.width * r.height for r in self._changed)

    def _touch(self, area: pygame.Rect | None) -> None:
        if area is None:
            self._changed = None
        elif self._changed is not None:
            self._changed.append(pygame.Rect(area))

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != size:
            self._bg = textures.wood_texture(size, base=(70, 46, 28), seed=3)
        return self._bg

    def fresh_base(self, size: tuple[int, int]) -> bool:
        """Make the cached surface if there is none of this size; True if it is new."""
        if self.base is not None and self.base.get_size() == size:
            return False
        self.base = pygame.Surface(size)
        self._on_base.clear()        # a new surface shows nothing yet
        self.dirty = True
        self._touch(None)
        return True

    def _full_key(self, surf: pygame.Surface, area: pygame.Rect, key: Hashable) -> tuple:
        return (surf.get_size(), *self.stamp(), tuple(area), key)

    def layer(self, surf: pygame.Surface, name: Hashable, area: pygame.Rect, key: Hashable, draw: DrawPart,
              regions: Regions) -> None:
        """Draw one part of the table through the cache: `draw(surf)` draws the part (adding its hit
        regions to `regions`) inside `area` (its rect with room for its shadow) over the static table
        top. When `key` (what the part shows: the table computes it, e.g. a player's slice of the
        state) is the one of the last drawing, the kept pixels and regions are put back instead: a
        player's board is drawn again only when that player's part changed. The table lays its parts
        out so that no other part draws into a layer's area.

        A large part may be drawn in steps: a `draw` that is a generator (it yields between its
        parts) is drawn whole without a time budget, and within one (render's budget, prebuild) a
        step at a time until the budget is spent: the rest at the next call of the same key, the
        steps drawing onto what the earlier ones left. The same operations in the same order: the
        pixels are those of a drawing in one go."""
        area = pygame.Rect(area).clip(surf.get_rect())
        full = self._full_key(surf, area, key)
        kept = self._layers.get(name)
        on_base = surf is self.base
        spot = tuple(area)
        if on_base:
            self._touched.append((spot, name))
        going = self._in_steps.get(name)
        if going is not None and (going.surf is not surf or going.spot != spot or going.full != full):
            del self._in_steps[name]       # another picture wanted there now: what it drew is left
            going = None
        self._drop_steps_at(surf, spot, name)
        if kept is not None and kept[0] == full:
            regions.update(kept[2])
            if on_base and self._on_base.get(spot) == (name, full):
                return                      # these very pixels are there already
            if on_base and self._late(0.0):
                self.unfinished = True      # a large board's copy is work too: the next render
                return
            surf.blit(kept[1], area)
        elif going is not None:
            if not self._go_on(going, regions):
                return                      # more steps at the next call
            added = going.added
            self._finish(surf, name, area, full, kept, added)
        else:
            # its last drawing (the longest step of one in steps) and the copies around it: the bare
            # table top under it and the copy kept of it (at 4K a board's area is 1-2 ms of each)
            copies = area.w * area.h * KEEP_SECONDS_PER_PIXEL * (2 if self._incremental else 1)
            if on_base and self._late(self._cost.get(name, 0.0) + copies):
                self.unfinished = True      # this frame's time is (or would be) up: the next render draws it
                return
            bared = on_base and self._incremental
            if bared:                       # the table top there may show another picture: bare it first
                surf.blit(self.background(surf.get_size()), area, area)
            if on_base:
                self._on_base.pop(spot, None)   # it shows another picture from now on
            before = dict(regions)
            t0 = time.perf_counter()
            steps = draw(surf)
            if steps is not None:           # a drawing in steps
                if bared:                   # that copy is its first step: the next may wait for the next call
                    self._drew = True
                    self.steps += 1
                going = _InSteps(surf, spot, full, iter(steps), regions, cost=self._cost.get(name, 0.0))
                if not self._go_on(going, regions):
                    self._in_steps[name] = going
                    self._cost[name] = going.cost
                    return
                added = going.added
                self._cost[name] = going.cost
            else:
                added = {k: v for k, v in regions.items() if before.get(k) is not v}
                self._drew = True
                self._cost[name] = time.perf_counter() - t0
            self._finish(surf, name, area, full, kept, added)
        if on_base:
            self._on_base[spot] = (name, full)
            self._touch(area)

    def _drop_steps_at(self, surf: pygame.Surface, spot: tuple, name: Hashable) -> None:
        """Another layer drawn at a spot where one is half drawn in steps: that one starts again."""
        for other in [n for n, g in self._in_steps.items() if n != name and g.surf is surf and g.spot == spot]:
            del self._in_steps[other]

    def _late(self, cost: float) -> bool:
        """Whether work of `cost` seconds begun now would end past this call's deadline, something
        being drawn already (a render or idle call draws one part or step at least)."""
        return self._deadline is not None and self._drew and time.perf_counter() + cost > self._deadline

    def _go_on(self, going: _InSteps, regions: Regions) -> bool:
        """Draw the steps left of a layer until the time budget is spent (one step at least when
        nothing was drawn yet in this call); True when it is finished. The regions each step adds
        are gathered apart: other parts add theirs to the same dict between the calls. On a table
        composed afresh (a render not incremental: the next call bares the whole table top again)
        a part begun is finished in the same call, else it would begin anew at every call."""
        whole = going.surf is self.base and not self._incremental
        while True:
            if going.drawn:        # its copy kept (LayerCache._keep) is left: a unit of its own
                if not whole and self._late(going.spot[2] * going.spot[3] * KEEP_SECONDS_PER_PIXEL):
                    self.unfinished = True
                    return False
                if regions is not going.regions:
                    regions.update(going.added)
                return True
            if not whole and self._late(going.cost):
                self.unfinished = True
                return False
            seen = dict(going.regions)
            t0 = time.perf_counter()
            try:
                next(going.steps)
                done = False
            except StopIteration:
                done = True
            going.cost = max(going.cost, time.perf_counter() - t0)
            going.added.update({k: v for k, v in going.regions.items() if seen.get(k) is not v})
            self._drew = True
            self.steps += 1
            going.drawn = done

    def _finish(self, surf: pygame.Surface, name: Hashable, area: pygame.Rect, full: tuple, kept: tuple | None,
                added: Regions) -> None:
        self._in_steps.pop(name, None)
        self._layers[name] = (full, self._keep(surf, area, kept[1] if kept is not None else None), added)
        self.renders += 1

    @staticmethod
    def _keep(surf: pygame.Surface, area: pygame.Rect, old: pygame.Surface | None) -> pygame.Surface:
        """The pixels of `area`, into the layer's former picture when it is of that size: a fresh
        surface of a 4K board is megabytes of new memory to fault in, several times a move."""
        if old is None or old.get_size() != area.size:
            return surf.subsurface(area).copy()
        old.blit(surf, (0, 0), area)
        return old

    def has_layer(self, name: Hashable) -> bool:
        return name in self._layers

    def prebuild(self, name: Hashable, area: pygame.Rect, key: Hashable, draw: DrawPart, regions: Regions) -> bool:
        """Draw a layer ahead of its showing, unless the one kept is of this key: the table calls this
        for parts it will show later (every player's large board: at the table's first drawing, and
        while nothing moves, after that player's part changed), so that showing one as a move's
        animation starts builds no texture and draws nothing. Drawn on a scratch copy of the table
        top, never on the screen; `regions` is the drawing's own dict (kept with the layer). True if
        it drew. A layer drawn in steps (see `layer`) called outside a render takes at most
        IDLE_STEP_BUDGET of drawing (one step at least) a call, the rest at the next calls."""
        if self.base is None:
            return False
        size = self.base.get_size()
        if self._scratch is None or self._scratch.get_size() != size:
            self._scratch = self.background(size).copy()
        area = pygame.Rect(area).clip(self._scratch.get_rect())
        full = self._full_key(self._scratch, area, key)
        kept = self._layers.get(name)
        if kept is not None and kept[0] == full:
            return False
        if self._late(0.0):
            self.unfinished = True       # a render in parts: its time is up (drawn later, while idle)
            return False
        going = self._in_steps.get(name)
        own = not self._rendering        # called while idle, not inside a render: a budget of its own
        if own:
            self._deadline, self._drew, unfinished = time.perf_counter() + IDLE_STEP_BUDGET, False, self.unfinished
        try:
            if going is None or going.surf is not self._scratch or going.full != full:
                self._drop_steps_on(self._scratch)      # one drawing in steps on the scratch at a time
                self._scratch.blit(self.background(size), area, area)   # the bare table top under it
                # that copy is this call's work (a large board's area at 4K: 3 ms): a part in steps
                # takes its first step at the next call
                self._drew = self._drew or own
            self.layer(self._scratch, name, area, key, draw, regions)
        finally:
            if own:
                self._deadline, self._drew, self.unfinished = None, False, unfinished
        return True

    def _drop_steps_on(self, surf: pygame.Surface) -> None:
        """`surf` drawn over whole: no layer half drawn in steps there can go on."""
        for name in [n for n, g in self._in_steps.items() if g.surf is surf]:
            del self._in_steps[name]

    def render(self, draw_table: Callable[[pygame.Surface], Regions], layered: bool,
               budget: float | None = None, ahead: bool = False) -> Regions:
        """The table into the cached surface; returns its hit regions. A table made only of layers
        (`layered`) is drawn again only where a layer changed: the rest of the surface already shows
        it, and at 4K copying the whole table top and every part again costs more than drawing the
        part that changed. Any other table, or after a resize, is composed afresh.

        With a `budget` (seconds), such a render draws parts until the budget is spent (one at
        least) and leaves the rest: then `unfinished` and `dirty` stay True, the regions returned
        are not the table's yet, and the next render goes on where this one stopped. A move that
        changes six boards at 4K so costs several frames within their budget instead of one far
        over it. `ahead`: a table drawn off the screen ahead of its showing (table_prepare.py),
        whose render from scratch is also spread over calls by the budget."""
        surf = self.base
        assert surf is not None, "fresh_base() makes the surface first"
        # only where no part overlaps another (a narrow portrait window may squeeze them together):
        # redrawing one part must not wipe a neighbour's edge
        self._incremental = bool(layered and self._on_base and self._apart)
        if not self._incremental:
            self._on_base.clear()
            self._drop_steps_on(surf)
            surf.blit(self.background(surf.get_size()), (0, 0))
            self._touch(None)
        self._touched = []
        self.unfinished = self._drew = False
        if budget is not None and (self._incremental or ahead):
            self._deadline = time.perf_counter() + budget
        self._rendering = True
        try:
            regions = draw_table(surf)
        finally:
            self._incremental = self._rendering = False
            self._deadline = None
        if self.unfinished:
            return regions                # the parts left are drawn by the next render
        spots = [pygame.Rect(spot) for spot, _name in self._touched]
        self._apart = not any(a.colliderect(b) for i, a in enumerate(spots) for b in spots[i + 1:])
        if {spot for spot, _name in self._touched} != set(self._on_base):
            self._compose(surf)           # a part gone or moved: the table top again, then every part
        self.dirty = False
        return regions

    def _compose(self, surf: pygame.Surface) -> None:
        """The cached table from scratch out of the kept layers of the render just made."""
        surf.blit(self.background(surf.get_size()), (0, 0))
        self._on_base.clear()
        self._drop_steps_on(surf)
        self._touch(None)
        for spot, name in self._touched:
            kept = self._layers[name]
            surf.blit(kept[1], spot)
            self._on_base[spot] = (name, kept[0])


class ScreenFrame:
    """What the window shows of the table between frames, so that a frame copies to the screen only
    what changed instead of the whole cached table (at 3840x2160 the copy alone is most of a
    frame's work): the areas of the cached table drawn anew, and where the last frame's moving
    overlays (flying pieces, the thinking spinner, the window's message line) were. Only for
    overlays whose places are known; any other frame is drawn whole (`forget`), and so is the next.

    Static overlays (the buttons) are drawn again only when they look different or something under
    them was restored; moving ones (`moving`) every frame, over their old places restored first."""

    def __init__(self) -> None:
        self.screen: pygame.Surface | None = None   # the surface the last frame was drawn on whole or in part
        self.moving: list[pygame.Rect] = []         # where the last frame's moving overlays were
        self.static_key: Hashable = None            # how the static overlays looked
        self.static: list[pygame.Rect] = []         # and where
        self.copied: list[pygame.Rect] | None = None    # what the last restore copied (None: the whole table)
        # changed areas of the cached table left for the next frame (a frame copies at most
        # `budget` pixels of them): the screen still shows the last frame there
        self.pending: list[pygame.Rect] = []

    def forget(self) -> None:
        """The screen no longer shows the table as last drawn (covered, resized, drawn whole)."""
        self.screen = None

    def shows(self, surface: pygame.Surface) -> bool:
        """Whether `surface` still shows the table's last frame."""
        return self.screen is surface

    def restore(self, surface: pygame.Surface, base: pygame.Surface, changed: list[pygame.Rect] | None,
                static_key: Hashable, static: list[pygame.Rect], budget: int | None = None) -> bool:
        """Put the cached table back where it changed or where last frame's moving overlays were;
        True if the static overlays must be drawn again (their look changed or they were under an
        area restored). The whole table when the screen does not show the last frame.

        With a `budget` (pixels), changed areas beyond it are left for the next call (`pending`),
        the largest first copied, at least one: at 3840x2160 a move's changes are millions of
        pixels, several milliseconds of copying. An area left that a moving overlay or a static one
        drawn again touches is copied now all the same: no part of the screen shows half of each."""
        if self.screen is not surface or changed is None or surface.get_size() != base.get_size():
            surface.blit(base, (0, 0))
            self.screen, self.static_key, self.static = surface, static_key, list(static)
            self.moving = []
            self.copied = None
            self.pending = []
            return True
        changed = [*self.pending, *changed]
        self.pending = []
        if budget is not None and changed:
            changed.sort(key=lambda r: -r.width * r.height)
            total = 0
            for i, r in enumerate(changed):
                total += r.width * r.height
                if total > budget and i:
                    changed, self.pending = changed[:i], changed[i:]
                    break
        areas = [*changed, *self.moving]
        redraw = static_key != self.static_key
        if not redraw and areas:
            redraw = any(r.collidelist(areas) >= 0 for r in self.static)
        if redraw:
            areas += [*self.static, *static]
            self.static_key, self.static = static_key, list(static)
        touched = [r for r in self.pending if r.collidelist(areas) >= 0]
        if touched:
            self.pending = [r for r in self.pending if r not in touched]
            areas += touched
        self.copied = _merged(areas, surface.get_rect())
        for area in self.copied:
            surface.blit(base, area, area)
        self.moving = []
        return redraw

    def changed(self) -> list[pygame.Rect] | None:
        """Every area of the screen the frame changed (call after `moved`): what `restore` copied and
        where this frame's moving overlays are; None when the whole table was drawn."""
        if self.copied is None:
            return None
        return [*self.copied, *self.moving]

    def moved(self, rects) -> None:
        """Where this frame's moving overlays drew (restored at the next frame)."""
        self.moving.extend(pygame.Rect(r) for r in rects if r is not None)


def _merged(areas: list[pygame.Rect], bounds: pygame.Rect) -> list[pygame.Rect]:
    """The areas clipped to the screen, less those inside another (copying a pixel twice is
    harmless; joining two areas into the box around them could copy far more)."""
    clipped = [r for r in (pygame.Rect(a).clip(bounds) for a in areas) if r.width and r.height]
    clipped.sort(key=lambda r: -r.width * r.height)
    out: list[pygame.Rect] = []
    for r in clipped:
        if not any(o.contains(r) for o in out):
            out.append(r)
    return out
