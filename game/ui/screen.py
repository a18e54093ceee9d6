"""The surface the game draws on, and how it reaches the screen.

Two ways. The direct one (Linux, Windows, a Mac screen without Retina, the tests): the display
module's window surface, drawn on and flipped (`pygame.display.set_mode`). The pixel one
(`PixelScreen`, a Mac's Retina screen): SDL2's window surface on macOS is in points, half the
screen's pixels each way, and pygame-ce's `set_mode` cannot ask for a high-DPI window at all; only
a renderer's output on a window made with `allow_high_dpi` is in pixels. So the game draws on an
offscreen surface of the renderer's pixel size (laid out as on a 4K screen: sharp text and art),
the areas that changed go up to a streaming texture, and the renderer copies it to the window.
Mouse positions come in points and are scaled to the surface's pixels before the scenes see them.

`HASPELKNECHT_FORCE_PIXEL_SCALE=2` takes the pixel way anywhere, with a surface twice the output's
size each way that the renderer scales down: how the tests and a Linux desktop try this way.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from pygame._sdl2.video import Texture

log = logging.getLogger(__name__)

FORCE_SCALE_ENV = "HASPELKNECHT_FORCE_PIXEL_SCALE"
MAX_FORCED_SCALE = 4.0
# pygame events whose positions are the window's (points): the scenes read them in the surface's pixels
POSITION_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

_current: PixelScreen | None = None     # the open pixel window, if the game draws through one


def forced_scale() -> float | None:
    """The scale asked for by HASPELKNECHT_FORCE_PIXEL_SCALE (a developer's and the tests' switch),
    or None. A value that is not a number from 1 to 4 is said in the log and ignored."""
    text = os.environ.get(FORCE_SCALE_ENV, "").strip()
    if not text:
        return None
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 1.0 <= value <= MAX_FORCED_SCALE:
        log.warning("%s=%r ignored: a number from 1 to %g is expected", FORCE_SCALE_ENV, text, MAX_FORCED_SCALE)
        return None
    return value


def drawing_surface() -> pygame.Surface | None:
    """The surface the window's frames are drawn on (pixels), or None without a window."""
    if _current is not None and _current.is_open:
        return _current.surface
    return pygame.display.get_surface() if pygame.display.get_init() else None


def present(areas: list[pygame.Rect] | None = None) -> None:
    """Show what was drawn on `drawing_surface()` (`areas`: the only parts that changed, else all)."""
    if _current is not None and _current.is_open:
        _current.present(areas)
    else:
        pygame.display.flip()


class PixelScreen:
    """A high-DPI window drawn through a renderer: `surface` is in the renderer's pixels (times the
    forced scale, if any), the window's size in points."""

    def __init__(self, size: tuple[int, int], title: str, *, fullscreen: bool = False,
                 forced: float | None = None, hidden: bool = False) -> None:
        from pygame._sdl2 import video  # only for this way: the direct window never pays its import

        global _current
        self._video = video
        self.forced = forced or 1.0
        self.window = pygame.Window(title, size, resizable=True, allow_high_dpi=True,
                                    fullscreen_desktop=fullscreen, hidden=hidden)
        try:
            self.renderer = video.Renderer(self.window)
        except pygame.error:
            self.window.destroy()
            raise
        self.surface = pygame.Surface((1, 1))
        self.texture: Texture | None = None
        self._whole = True          # the next present uploads the whole surface
        self.is_open = True
        self.fit()
        _current = self

    # --- sizes ---------------------------------------------------------------------------------
    def output_size(self) -> tuple[int, int]:
        """The renderer's output in pixels: its viewport, which SDL keeps at the whole output (no
        logical size is set) and updates as the window's size events are fetched."""
        return self.renderer.get_viewport().size

    def pixel_ratio(self) -> float:
        """Output pixels per point (2 on a Retina screen, 1 elsewhere)."""
        return self.output_size()[0] / max(1, self.window.size[0])

    def fit(self) -> bool:
        """Make the surface and texture the output's size (times the forced scale); True if they
        changed (a new surface: everything on it must be laid out and drawn again)."""
        ow, oh = self.output_size()
        if self.texture is not None and (ow <= 1 or oh <= 1):    # e.g. minimised: the last frame is kept
            return False
        size = (max(1, round(ow * self.forced)), max(1, round(oh * self.forced)))
        if size == self.surface.get_size() and self.texture is not None:
            return False
        self.surface = pygame.Surface(size)
        self.surface.fill((0, 0, 0))
        # smooth when scaled down (the forced scale); a Retina copy is one to one
        self.texture = self._video.Texture(self.renderer, size, streaming=True,
                                           scale_quality=1 if self.forced != 1 else 0)
        self._whole = True
        log.info("pixel window: %sx%s points, output %sx%s pixels, drawing %sx%s",
                 *self.window.size, ow, oh, *size)
        return True

    def to_pixels(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position (and motion) in the surface's pixels."""
        if event.type not in POSITION_EVENTS or not hasattr(event, "pos"):
            return event
        values = dict(event.dict)
        values["pos"] = self.point_to_pixels(event.pos)
        if "rel" in values:
            fx, fy = self._factors()
            values["rel"] = (round(values["rel"][0] * fx), round(values["rel"][1] * fy))
        return pygame.event.Event(event.type, values)

    def point_to_pixels(self, pos: Iterable[float]) -> tuple[int, int]:
        """A window point to the surface's pixel under its middle (a point covers 2x2 pixels at 2x)."""
        x, y = pos
        fx, fy = self._factors()
        w, h = self.surface.get_size()
        return min(w - 1, max(0, math.floor((x + 0.5) * fx))), min(h - 1, max(0, math.floor((y + 0.5) * fy)))

    def _factors(self) -> tuple[float, float]:
        ww, wh = self.window.size
        sw, sh = self.surface.get_size()
        return sw / max(1, ww), sh / max(1, wh)

    # --- frames --------------------------------------------------------------------------------
    def present(self, areas: list[pygame.Rect] | None = None) -> None:
        """Upload what changed (all when `areas` is None), copy the texture over the output, show it."""
        self.upload(areas)
        self.compose()
        self.renderer.present()

    def upload(self, areas: list[pygame.Rect] | None = None) -> None:
        """Copy the surface's `areas` (all when None) to the texture."""
        bounds = self.surface.get_rect()
        texture = self.texture
        assert texture is not None
        if areas is None or self._whole:
            texture.update(self.surface)
            self._whole = False
            return
        for area in areas:
            part = pygame.Rect(area).clip(bounds)
            if part.width and part.height:
                # the area as a tuple: pygame-ce 2.5.8 puts an update whose area is a Rect object at
                # the texture's top-left corner (a tuple lands where it says). A subsurface shares the
                # surface's pixels and row length: nothing is copied before the upload
                texture.update(self.surface.subsurface(part), tuple(part))

    def compose(self) -> None:
        """The texture over the whole output (scaled down when the scale is forced)."""
        assert self.texture is not None
        self.renderer.blit(self.texture, pygame.Rect((0, 0), self.output_size()))

    # --- the window ----------------------------------------------------------------------------
    def set_fullscreen(self, on: bool, size: tuple[int, int]) -> None:
        """Fullscreen on the desktop's resolution, or back to a window of `size` points."""
        if on:
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()
            self.window.size = size
        pygame.event.pump()     # the renderer learns the new output size from the window's events
        self.fit()

    def close(self) -> None:
        """Texture, renderer, then window (SDL2 does not free a window's renderer with it): before
        pygame.quit(), which would leave the renderer to be freed after its window."""
        global _current
        if not self.is_open:
            return
        self.is_open = False
        self.texture = None
        del self.renderer
        self.window.destroy()
        if _current is self:
            _current = None


def close() -> None:
    """Close the pixel window, if one is open (before pygame.quit())."""
    if _current is not None:
        _current.close()
