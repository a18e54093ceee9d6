"""The table scene's cached drawing (a mixin of TableScene): the table is rendered into one
surface when the game changes, in layers (every board, the wheel, the pools, the chronicle, the
prompt...) each drawn again only when what it shows changed, and parts the table will show later
drawn ahead while nothing moves. The frame itself only blits the cached surface and draws the
overlays (table_scene.py). Issue 14: a move costs only the parts it changed.
"""

from __future__ import annotations

import pygame

from game.core import i18n
from game.ui.board import textures


class TableLayers:
    def _background(self, size) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != size:
            self._bg = textures.wood_texture(size, base=(70, 46, 28), seed=3)
        return self._bg

    def ensure_layout(self) -> None:
        """Render the table (and its hit regions) if the game changed since the last render."""
        size = self.app.size
        if self._base is None or self._base.get_size() != size:
            self._base = pygame.Surface(size)
            self._on_base.clear()        # a new surface shows nothing yet
            self._layout()
            self._base_dirty = True
        if self._base_dirty:
            self._render_base(self._base)
            self._base_dirty = False

    def _layer_key(self, surf: pygame.Surface, area: pygame.Rect, key) -> tuple:
        return (surf.get_size(), self.sc, self.settings.colourblind_markers, i18n.current_language(), tuple(area), key)

    def layer(self, surf: pygame.Surface, name, area: pygame.Rect, key, draw, regions: dict) -> None:
        """Draw one part of the table through a cache: `draw(surf)` draws the part (adding its hit
        regions to `regions`) inside `area` (its rect with room for its shadow) over the static table
        top. When `key` (what the part shows: the table computes it, e.g. a player's slice of the
        state) is the one of the last drawing, the kept pixels and regions are put back instead: a
        player's board is drawn again only when that player's part changed. The table lays its parts
        out so that no other part draws into a layer's area."""
        area = pygame.Rect(area).clip(surf.get_rect())
        full = self._layer_key(surf, area, key)
        kept = self._layers.get(name)
        on_base = surf is self._base
        spot = tuple(area)
        if on_base:
            self._touched.append((spot, name))
        if kept is not None and kept[0] == full:
            regions.update(kept[2])
            if on_base and self._on_base.get(spot) == (name, full):
                return                      # these very pixels are there already
            surf.blit(kept[1], area)
        else:
            if on_base and self._incremental:   # the table top there may show another picture: bare it first
                surf.blit(self._background(surf.get_size()), area, area)
            before = dict(regions)
            draw(surf)
            added = {k: v for k, v in regions.items() if before.get(k) is not v}
            self._layers[name] = (full, surf.subsurface(area).copy(), added)
            self.layer_renders += 1
        if on_base:
            self._on_base[spot] = (name, full)

    def has_layer(self, name) -> bool:
        return name in self._layers

    def prebuild(self, name, area: pygame.Rect, key, draw, regions: dict) -> bool:
        """Draw a layer ahead of its showing, unless the one kept is of this key: the table calls this
        for parts it will show later (every player's large board: at the table's first drawing, and
        while nothing moves, after that player's part changed), so that showing one as a move's
        animation starts builds no texture and draws nothing. Drawn on a scratch copy of the table
        top, never on the screen; `regions` is the drawing's own dict (kept with the layer). True if
        it drew."""
        if self._base is None:
            return False
        size = self._base.get_size()
        if self._scratch is None or self._scratch.get_size() != size:
            self._scratch = self._background(size).copy()
        area = pygame.Rect(area).clip(self._scratch.get_rect())
        kept = self._layers.get(name)
        if kept is not None and kept[0] == self._layer_key(self._scratch, area, key):
            return False
        self._scratch.blit(self._background(size), area, area)   # the bare table top under it
        self.layer(self._scratch, name, area, key, draw, regions)
        return True

    def _idle(self) -> bool:
        """Nothing moves: the table may draw one layer ahead (its optional `idle_work(scene)`, True
        while it has more to do), once per change of the game."""
        work = getattr(self.table, "idle_work", None)
        if work is None or self._idle_done == self.changes or self._base is None or self._base_dirty:
            return False
        if work(self):
            return True
        self._idle_done = self.changes
        return False

    def _render_base(self, surf: pygame.Surface) -> None:
        """The table into the cached surface. A table made only of layers (its `layered` is true)
        is drawn again only where a layer changed: the rest of the surface already shows it, and at
        4K copying the whole table top and every part again costs more than drawing the part that
        changed. Any other table, or after a resize, is composed afresh."""
        sc = self.sc
        # only where no part overlaps another (a narrow portrait window may squeeze them together):
        # redrawing one part must not wipe a neighbour's edge
        self._incremental = bool(getattr(self.table, "layered", False) and self._on_base and self._apart)
        if not self._incremental:
            self._on_base.clear()
            surf.blit(self._background(surf.get_size()), (0, 0))
        self._touched = []
        try:
            regions = self._draw_table(surf, sc)
        finally:
            self._incremental = False
        spots = [pygame.Rect(spot) for spot, _name in self._touched]
        self._apart = not any(a.colliderect(b) for i, a in enumerate(spots) for b in spots[i + 1:])
        if {spot for spot, _name in self._touched} != set(self._on_base):
            self._compose(surf)           # a part gone or moved: the table top again, then every part
        self._layout_top_buttons(sc)
        self.regions = regions

    def _compose(self, surf: pygame.Surface) -> None:
        """The cached table from scratch out of the kept layers of the render just made."""
        surf.blit(self._background(surf.get_size()), (0, 0))
        self._on_base.clear()
        for spot, name in self._touched:
            kept = self._layers[name]
            surf.blit(kept[1], spot)
            self._on_base[spot] = (name, kept[0])

