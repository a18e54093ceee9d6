"""The window and its loop: events to the scene stack, redraw only when something changed, and
sleep on the event queue while nothing moves (no CPU burnt while idle)."""

from __future__ import annotations

import logging
import os
import time

import pygame

from game.collection import COLLECTION_NAME
from game.core import i18n
from game.ui import theme
from game.ui.scene import Scene, SceneStack
from game.ui.settings import Settings

log = logging.getLogger(__name__)

BUSY_FPS = 60            # while something animates or a bot thinks
IDLE_WAIT_MS = 500       # longest sleep on the event queue while idle
TOAST_SECONDS = 3.5
DEFAULT_SCREEN_SHARE = 0.8      # a window without a saved size takes this much of the screen
SCREEN_MARGIN = (0, 64)         # room kept for task bars and the title bar


class App:
    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = None,
                 headless: bool = False) -> None:
        self.headless = headless
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        # display and fonts only: sound opens its device later and only for a real window
        # (game/ui/sound.py), as opening audio devices can fail or print noise on machines without them
        if not pygame.font.get_init():
            theme.clear_font_cache()     # fonts made before a pygame.quit() cannot be drawn with
        pygame.display.init()
        pygame.font.init()
        self.settings = settings or Settings()
        i18n.set_language(self.settings.language)   # "" follows the system's language
        self.stack = SceneStack()
        self._dirty = True
        self.running = True
        self.toast: tuple[str, float] | None = None  # one-line message, e.g. why a drop was refused
        self._asked_size = size     # a size given by the caller (tests, screenshots) wins
        self.window_pos: tuple[int, int] | None = None
        self.screen = self._open_window(self.window_size())
        pygame.display.set_caption(COLLECTION_NAME)
        self._scale = theme.fit_scale(*self.screen.get_size(), self.settings.ui_scale)
        self._scaled_for = (self.screen.get_size(), self.settings.ui_scale)   # what the layouts were made for
        self.clock = pygame.time.Clock()

    # --- window -------------------------------------------------------------------------------
    def usable_size(self) -> tuple[int, int]:
        """The room for a window on the screen it opens on: the desktop less a margin for task bars
        and the title bar (SDL's usable bounds are not exposed by pygame)."""
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            sizes = []
        dw, dh = sizes[0] if sizes else (1280, 720)
        return max(640, dw - SCREEN_MARGIN[0]), max(360, dh - SCREEN_MARGIN[1])

    def window_size(self) -> tuple[int, int]:
        """The size to open the window at: the caller's, else the saved one, else about 80% of the
        screen at 16:9; never larger than the screen's usable room (keeping the aspect)."""
        if self._asked_size:
            return self._asked_size
        st = self.settings
        if self.headless:
            return (st.window_width or 1280, st.window_height or 720)
        uw, uh = self.usable_size()
        w: float
        h: float
        if st.window_width and st.window_height:
            w, h = st.window_width, st.window_height
        else:
            w = min(uw, uh * 16 / 9) * DEFAULT_SCREEN_SHARE
            h = w * 9 / 16
        k = min(1.0, uw / w, uh / h)
        return max(640, round(w * k)), max(360, round(h * k))

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self.headless:
            return pygame.display.set_mode(size)
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._centre_window(screen.get_size())
        return screen

    def _centre_window(self, size: tuple[int, int]) -> None:
        """Put the window in the middle of the screen: a new size keeps no stale top-left that would
        run off the screen, and leaving fullscreen never lands at negative coordinates."""
        sizes = pygame.display.get_desktop_sizes() or [size]
        dw, dh = sizes[0]
        x, y = max(0, (dw - size[0]) // 2), max(0, (dh - size[1]) // 2)
        try:
            pygame.display.set_window_position((x, y))
        except (pygame.error, AttributeError) as exc:  # a driver without window positions
            log.debug("window not placed: %s", exc)
        self.window_pos = (x, y)

    def apply_display_settings(self, reopen: bool = True) -> None:
        """Apply the display settings: reopen the window (fitted and centred) after the size or
        fullscreen changed; only rescale after the UI scale changed (the window stays as it is)."""
        if reopen and not self.headless:
            self._asked_size = None
            self.screen = self._open_window(self.window_size())
        self._rescale()

    def _rescale(self) -> None:
        self._scale = theme.fit_scale(*self.screen.get_size(), self.settings.ui_scale)
        self._scaled_for = (self.screen.get_size(), self.settings.ui_scale)
        theme.clear_font_cache()
        self.stack.resize()
        self.invalidate()

    def set_language(self, code: str) -> None:
        """Switch every text now ("" for the system's language): scenes are told and lay out again."""
        i18n.set_language(code)
        for scene in list(self.stack.scenes):
            scene.language_changed()
        self.invalidate()

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        return self._scale

    def s(self, value: float) -> int:
        """A length from the 1280x720 design, scaled to this window."""
        return max(1, round(value * self._scale))

    def font(self, kind: str, size: float) -> pygame.font.Font:
        return theme.font(kind, self.s(size))

    # --- scenes -------------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)
        self.invalidate()

    def pop(self) -> None:
        self.stack.pop()
        self.invalidate()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)
        self.invalidate()

    def invalidate(self) -> None:
        self._dirty = True

    def say(self, text: str) -> None:
        """Show a one-line message for a few seconds (refusals, confirmations)."""
        self.toast = (text, time.monotonic() + TOAST_SECONDS)
        self.invalidate()

    def quit(self) -> None:
        self.running = False

    # --- the loop -----------------------------------------------------------------------------
    def frame(self, events: list[pygame.event.Event], dt: float) -> bool:
        """Handle events, advance animations, draw if needed. Returns True while busy."""
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                surface = None if self.headless else pygame.display.get_surface()
                if surface is not None:
                    self.screen = surface
                if (self.screen.get_size(), self.settings.ui_scale) != self._scaled_for:
                    self._rescale()
                else:   # the size it has (the window opened, shown or moved): all it had is still right
                    self.invalidate()   # (laying out again would drop every cached texture and layer)
                continue
            if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED):
                self.invalidate()
            self.stack.handle(event)
        busy = self.stack.update(dt)
        if self.toast and time.monotonic() > self.toast[1]:
            self.toast = None
            self.invalidate()
        if self._dirty:
            self._dirty = False
            if not any(sc.opaque for sc in self.stack.scenes):   # an opaque scene covers it all
                self.screen.fill(theme.OAK_DARK)
            self.stack.draw(self.screen)
            if self.toast:
                self._draw_toast(self.screen, self.toast[0])
            pygame.display.flip()
        return busy or self.toast is not None

    def _draw_toast(self, surface: pygame.Surface, text: str) -> None:
        f = theme.font("serif", theme.text_px(20, self.scale))
        img = f.render(text, True, theme.PARCHMENT_LIGHT)
        pad = self.s(10)
        rect = img.get_rect()
        rect.inflate_ip(pad * 2, pad)
        rect.midbottom = (surface.get_width() // 2, surface.get_height() - self.s(14))
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        box.fill((30, 20, 12, 225))
        surface.blit(box, rect)
        pygame.draw.rect(surface, theme.GOLD, rect, max(1, self.s(1)), border_radius=self.s(6))
        surface.blit(img, img.get_rect(center=rect.center))

    def run(self) -> None:
        exit_after_first_frame = bool(os.environ.get("HASPELKNECHT_EXIT_AFTER_FIRST_FRAME"))
        busy = opening = True
        last = time.monotonic()
        while self.running and self.stack.top is not None:
            if opening:   # the first frame at once: Clock.tick would wait out a 60th of a second first
                opening = False
                self.clock.tick()
                events = pygame.event.get()
            elif busy:
                self.clock.tick(BUSY_FPS)
                events = pygame.event.get()
            else:
                first = pygame.event.wait(IDLE_WAIT_MS)
                events = [first] if first.type != pygame.NOEVENT else []
                events += pygame.event.get()
            now = time.monotonic()
            dt, last = min(0.1, now - last), now
            busy = self.frame(events, dt)
            if exit_after_first_frame:  # start-up timing: see README "Install"
                break
        pygame.quit()
