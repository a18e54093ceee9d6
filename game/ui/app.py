"""The window and its loop: events to the scene stack, redraw only when something changed, and
sleep on the event queue while nothing moves (no CPU burnt while idle).

The window as desktop programs behave: the game's icon, F11 and Alt+Enter toggle fullscreen in every
scene, the size, place and maximised state are remembered (game/ui/settings.py) and restored when
they still fit the screens, and Windows is told the window is DPI-aware. On a Mac's Retina screen the
window is drawn in its pixels through a renderer (game/ui/screen.py)."""

from __future__ import annotations

import logging
import os
import sys
import time
import warnings

import pygame

from game.collection import COLLECTION_NAME
from game.core import i18n
from game.core.i18n import _
from game.resources import art_dir
from game.ui import screen, theme
from game.ui.scene import Scene, SceneStack
from game.ui.settings import Settings
from game.ui.widgets import wrap

log = logging.getLogger(__name__)

BUSY_FPS = 60            # while something animates or a bot thinks
IDLE_WAIT_MS = 500       # longest sleep on the event queue while idle
TOAST_SECONDS = 3.5
DEFAULT_SCREEN_SHARE = 0.8      # a window without a saved size takes this much of the screen
SCREEN_MARGIN = (0, 64)         # room kept for task bars and the title bar
ICON_PX = 256                   # the task bar's and alt-tab's largest use of the window's icon
# A size or place is noted once it has held this long: maximising moves and resizes the window
# before the system says it is maximised, and the size beneath must not be lost to it
GEOMETRY_SETTLE_SECONDS = 0.5
# A window manager that ignores the window's least size may make it a few pixels: the frame is then
# drawn at least this large and the window shows its top-left corner (no layout is asked to fit less)
LEAST_DRAWN = (320, 200)
PLACE_GRIP = 120                # this much of the window (its title bar) must lie on a screen
# SDL's fallbacks when it finds no display: the window would run unseen (and hold the lock)
NO_DISPLAY_DRIVERS = ("offscreen", "dummy")
FULLSCREEN_KEYS = (pygame.K_F11,)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class NoDisplay(RuntimeError):
    """SDL found no display and fell back to drawing off screen, where no player would see it."""


def display_hints(platform: str) -> dict[str, str]:
    """SDL hints to give before the display starts. Windows: the window is per-monitor DPI-aware,
    so it is drawn in the screen's own pixels (sharp at 125-150 %) instead of being stretched by
    the system; the game scales its drawing to the window's pixels anyway."""
    if platform == "win32":
        return {"SDL_WINDOWS_DPI_AWARENESS": "permonitorv2"}
    return {}


def maximise_window() -> None:
    """Maximise the display's window (pygame's display module has no flag for it)."""
    try:
        with warnings.catch_warnings():      # pygame-ce warns about surfaces of that object, not used here
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().maximize()
    except (pygame.error, AttributeError) as exc:
        log.info("window not maximised: %s", exc)


def is_fullscreen_key(event: pygame.event.Event) -> bool:
    """F11, or Alt+Enter (either Enter, either Alt), as in most desktop games and players."""
    if event.type != pygame.KEYDOWN:
        return False
    alt = bool(getattr(event, "mod", 0) & pygame.KMOD_ALT)
    return event.key in FULLSCREEN_KEYS or (alt and event.key in ENTER_KEYS)


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
        for name, value in display_hints(sys.platform).items():
            os.environ.setdefault(name, value)      # read by SDL as the display starts
        pygame.display.init()
        if not headless:
            self._check_display()
        pygame.font.init()
        self.settings = settings or Settings()
        i18n.set_language(self.settings.language)   # "" follows the system's language
        self.stack = SceneStack()
        self._dirty = True
        self.frame_started = time.perf_counter()   # when the frame in progress began (a scene's budget)
        self.running = True
        self.toast: tuple[str, float] | None = None  # one-line message, e.g. why a drop was refused
        self._asked_size = size     # a size given by the caller (tests, screenshots) wins
        self.window_pos: tuple[int, int] | None = None
        self._opened_size: tuple[int, int] | None = None    # what the game itself asked the window to be
        self._pending: dict[str, tuple[int, int]] = {}      # a size or place not yet settled
        self._pending_since = 0.0
        self._geometry_changed = False                      # settings to write when the window closes
        self._icon_set = False
        self.pixel: screen.PixelScreen | None = None    # the high-DPI window, when drawn through one
        self._drawn: list[pygame.Rect] | None = None    # the only areas this frame changed (None: all)
        self._window: pygame.Surface | None = None      # the window's surface when the frame is drawn apart
        self.screen = self._drawn_on(self._open_window(self.window_size()))
        if self.pixel is None:
            pygame.display.set_caption(COLLECTION_NAME)
        self._scale = theme.fit_scale(*self.screen.get_size(), self.settings.ui_scale)
        self._scaled_for = (self.screen.get_size(), self.settings.ui_scale)   # what the layouts were made for
        self.clock = pygame.time.Clock()
        # work kept for when nothing moves (e.g. a table drawn ahead: game.ui.table_prepare): each
        # has a step() that does a little and says whether more remains; run() calls one a loop
        self.idle_jobs: list = []

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

    def _check_display(self) -> None:
        """Refuse SDL's off-screen fallbacks unless they were asked for (tests, screenshots ask for
        "dummy"): a window nobody can see would run for good and keep the other copies out."""
        driver = pygame.display.get_driver()
        asked = [d.strip().lower() for d in os.environ.get("SDL_VIDEODRIVER", "").split(",")]
        if driver in NO_DISPLAY_DRIVERS and driver not in asked:
            pygame.display.quit()
            raise NoDisplay(f"no display was found (SDL fell back to its {driver} driver)")

    def _set_icon(self, window: pygame.Window | None = None) -> None:
        """The game's icon on the window, the task bar and alt-tab (else pygame's own), set before
        the window is made: Windows takes the task bar's icon from the window as it is created."""
        if self._icon_set:
            return
        self._icon_set = True
        try:
            icon = pygame.transform.smoothscale(pygame.image.load(str(art_dir() / "icon.png")), (ICON_PX, ICON_PX))
            if window is None:
                pygame.display.set_icon(icon)
            else:
                window.set_icon(icon)
        except (pygame.error, OSError, ValueError) as exc:   # a damaged installation: only the icon is lost
            log.warning("window icon not set: %s", exc)

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self.pixel is not None:
            return self._reopen_pixel_window(size)
        forced = screen.forced_scale()
        # a Mac may have a Retina screen; elsewhere the window surface is in pixels already
        if forced is not None or (sys.platform == "darwin" and not self.headless):
            surface = self._open_pixel_window(size, forced)
            if surface is not None:
                return surface
        if self.headless:
            return pygame.display.set_mode(size)
        self._set_icon()
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._opened_size = surface.get_size()
        place = self._remembered_place(surface.get_size())
        if place is None:
            self._centre_window(surface.get_size())
        else:
            self._place_window(place)
        if self.settings.window_maximised:
            maximise_window()
        return surface

    def _drawn_on(self, window: pygame.Surface) -> pygame.Surface:
        """The surface a frame is drawn on: the window's own, or one of LEAST_DRAWN when the window
        is smaller (what fits is copied to the window before it is shown)."""
        w, h = window.get_size()
        if self.pixel is not None or (w >= LEAST_DRAWN[0] and h >= LEAST_DRAWN[1]):
            self._window = None
            return window
        self._window = window
        return pygame.Surface((max(w, LEAST_DRAWN[0]), max(h, LEAST_DRAWN[1])), 0, window)

    def _open_pixel_window(self, size: tuple[int, int], forced: float | None) -> pygame.Surface | None:
        """The window drawn through a renderer (game/ui/screen.py), if its output has more pixels
        than the window has points (or the scale is forced); else None, and no window is left open.
        It opens hidden, so a screen without Retina never shows this window before today's."""
        fullscreen = self.settings.fullscreen and not self.headless
        try:
            pixel = screen.PixelScreen(size, COLLECTION_NAME, fullscreen=fullscreen, forced=forced,
                                       hidden=not self.headless)
        except pygame.error as exc:
            log.warning("no high-DPI window (%s): the window is drawn in points", exc)
            return None
        if forced is None and pixel.pixel_ratio() <= 1:
            pixel.close()
            return None
        self.pixel = pixel
        if not self.headless:
            self._set_icon(pixel.window)
            self._place_pixel_window()      # placed before it is shown: it never jumps
            pixel.window.show()
            if self.settings.window_maximised and not self.settings.fullscreen:
                pixel.window.maximize()
        return pixel.surface

    def _reopen_pixel_window(self, size: tuple[int, int]) -> pygame.Surface:
        """The pixel window kept, made fullscreen or a window of `size` (Settings, F11)."""
        pixel = self.pixel
        assert pixel is not None
        if not self.headless:
            pixel.set_fullscreen(self.settings.fullscreen, size)
            self._place_pixel_window()
            if self.settings.window_maximised and not self.settings.fullscreen:
                pixel.window.maximize()
        elif pixel.window.size != size:
            pixel.window.size = size
            pygame.event.pump()
            pixel.fit()
        return pixel.surface

    def _place_pixel_window(self) -> None:
        """Where the direct window goes (_open_window): the remembered place, else the middle."""
        pixel = self.pixel
        if pixel is None or self.settings.fullscreen:
            return
        size = pixel.window.size
        self._opened_size = size
        place = self._remembered_place(size)
        if place is None:
            self._centre_window(size)
        else:
            self._place_window(place)

    def _move_window(self, place: tuple[int, int]) -> None:
        if self.pixel is not None:
            self.pixel.window.position = place
        else:
            pygame.display.set_window_position(place)

    def _remembered_place(self, size: tuple[int, int]) -> tuple[int, int] | None:
        """Where the window was last, if its title bar would still be on a screen. pygame tells the
        screens' sizes but not where they stand: they are taken as side by side from the main
        screen's left edge, so a place beyond them (a screen unplugged since) is ignored."""
        st = self.settings
        if st.window_x is None or st.window_y is None:
            return None
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            sizes = []
        sizes = sizes or [size]
        room_w, room_h = sum(w for w, _h in sizes), max(h for _w, h in sizes)
        x, y = st.window_x, st.window_y
        if -size[0] + PLACE_GRIP <= x <= room_w - PLACE_GRIP and -PLACE_GRIP // 8 <= y <= room_h - PLACE_GRIP // 2:
            return x, y
        log.info("the window's last place %s is off the screen %sx%s: centred instead", (x, y), room_w, room_h)
        return None

    def _place_window(self, place: tuple[int, int]) -> None:
        try:
            self._move_window(place)
        except (pygame.error, AttributeError) as exc:  # a driver without window positions
            log.debug("window not placed: %s", exc)
        self.window_pos = place

    def _centre_window(self, size: tuple[int, int]) -> None:
        """Put the window in the middle of the screen: a new size keeps no stale top-left that would
        run off the screen, and leaving fullscreen never lands at negative coordinates."""
        sizes = pygame.display.get_desktop_sizes() or [size]
        dw, dh = sizes[0]
        x, y = max(0, (dw - size[0]) // 2), max(0, (dh - size[1]) // 2)
        try:
            self._move_window((x, y))
        except (pygame.error, AttributeError) as exc:  # a driver without window positions
            log.debug("window not placed: %s", exc)
        self.window_pos = (x, y)

    def toggle_fullscreen(self) -> None:
        """F11 / Alt+Enter: fullscreen on or off, remembered as the Settings page's toggle is."""
        self._settle_geometry(force=True)      # the windowed size and place before they are left
        self.settings.fullscreen = not self.settings.fullscreen
        log.info("fullscreen %s", "on" if self.settings.fullscreen else "off")
        self._save_settings()
        self.apply_display_settings()

    def _save_settings(self, *, quiet: bool = False) -> None:
        """Write the settings; a failure is logged, and said unless `quiet` (the window's own notes
        of where it was: a read-only folder must not say so at every move)."""
        try:
            self.settings.save()
            self._geometry_changed = False
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            if not quiet:
                self.say(_("The settings apply now but could not be saved."))

    # --- the window's size, place and maximised state, remembered ------------------------------
    def _window_event(self, event: pygame.event.Event) -> None:
        """Note what the player did to the window (not what the game itself asked of it)."""
        if self.headless or self.settings.fullscreen:
            return
        if event.type == pygame.WINDOWMAXIMIZED:
            self._pending.clear()             # the system's moves and sizes for the maximised window
            self._note(window_maximised=True)
        elif event.type == pygame.WINDOWRESTORED:
            if self.settings.window_maximised:
                self._note(window_maximised=False)
        elif self.settings.window_maximised:
            return
        elif event.type == pygame.WINDOWMOVED:
            if (event.x, event.y) != self.window_pos:
                self._pending["place"] = (event.x, event.y)
                self._pending_since = time.monotonic()
        elif event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            size = (event.w, event.h) if event.type == pygame.VIDEORESIZE else (event.x, event.y)
            if size != self._opened_size:
                self._pending["size"] = size
                self._pending_since = time.monotonic()

    def _settle_geometry(self, force: bool = False) -> None:
        """Keep a size or place that has held GEOMETRY_SETTLE_SECONDS (or now, when forced)."""
        if not self._pending or (not force and time.monotonic() - self._pending_since < GEOMETRY_SETTLE_SECONDS):
            return
        pending, self._pending = self._pending, {}
        if self.settings.fullscreen or self.settings.window_maximised:
            return
        values: dict[str, object] = {}
        if "size" in pending:
            values.update(window_width=pending["size"][0], window_height=pending["size"][1])
            self._opened_size = pending["size"]
        if "place" in pending:
            values.update(window_x=pending["place"][0], window_y=pending["place"][1])
            self.window_pos = pending["place"]
        self._note(**values)

    def _note(self, **values: object) -> None:
        changed = False
        for name, value in values.items():
            if getattr(self.settings, name) == value:
                continue
            try:
                setattr(self.settings, name, value)
            except ValueError as exc:      # e.g. a window dragged smaller than any size kept
                log.debug("window %s not kept: %s", name, exc)
                continue
            changed = True
        if changed:
            self._geometry_changed = True
            self._save_settings(quiet=True)

    def close_window(self) -> None:
        """Keep the window's last size and place (the settings are written if they changed)."""
        self._settle_geometry(force=True)
        if self._geometry_changed:
            self._save_settings(quiet=True)

    def apply_display_settings(self, reopen: bool = True) -> None:
        """Apply the display settings: reopen the window (fitted and centred) after the size or
        fullscreen changed; only rescale after the UI scale changed (the window stays as it is)."""
        if reopen and not self.headless:
            self._asked_size = None
            self.screen = self._drawn_on(self._open_window(self.window_size()))
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
        """Show a one-line message for a few seconds (refusals, confirmations). The engines word
        their reasons as clauses, to be quoted within other sentences too; alone on the message line
        each reads as a sentence, with a capital."""
        self.toast = (text[:1].upper() + text[1:], time.monotonic() + TOAST_SECONDS)
        self.invalidate()

    def quit(self) -> None:
        self.running = False

    # --- the loop -----------------------------------------------------------------------------
    def frame(self, events: list[pygame.event.Event], dt: float) -> bool:
        """Handle events, advance animations, draw if needed. Returns True while busy."""
        self.frame_started = time.perf_counter()
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if is_fullscreen_key(event):     # every scene; never a key of the scene (Enter presses buttons)
                self.toggle_fullscreen()
                continue
            if event.type in (pygame.WINDOWMOVED, pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED,
                              pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self._window_event(event)
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                surface = None if self.headless else pygame.display.get_surface()
                if self.pixel is not None:
                    self.pixel.fit()
                    surface = self.pixel.surface
                if surface is not None:
                    self.screen = self._drawn_on(surface)
                if (self.screen.get_size(), self.settings.ui_scale) != self._scaled_for:
                    self._rescale()
                else:   # the size it has (the window opened, shown or moved): all it had is still right
                    self.invalidate()   # (laying out again would drop every cached texture and layer)
                continue
            if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED):
                self.invalidate()
            self.stack.handle(event)
        self._settle_geometry()
        busy = self.stack.update(dt)
        if self.toast and time.monotonic() > self.toast[1]:
            self.toast = None
            self.invalidate()
        if self.pixel is not None and self.pixel.fit():   # e.g. moved to a screen of another density
            self.screen = self.pixel.surface
            self._rescale()
        if self._dirty:
            self._dirty = False
            self._drawn = None
            if not any(sc.opaque for sc in self.stack.scenes):   # an opaque scene covers it all
                self.screen.fill(theme.OAK_DARK)
            self.stack.draw(self.screen)
            if self.toast:
                self._draw_toast(self.screen, self.toast[0])
            if self.pixel is not None:
                self.pixel.present(self._drawn)
            else:
                if self._window is not None:
                    self._window.blit(self.screen, (0, 0))
                pygame.display.flip()
        return busy or self.toast is not None

    def drew_only(self, areas: list[pygame.Rect]) -> None:
        """Said by a scene that changed only `areas` of the screen this frame (the rest shows the
        last frame, game/ui/scenes/table_layers.py's ScreenFrame): the pixel window uploads only them."""
        self._drawn = list(areas)

    def from_window(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        """The window's events as the scenes read them: mouse positions in the screen's pixels."""
        if self.pixel is None:
            return events
        return [self.pixel.to_pixels(e) for e in events]

    def mouse_pos(self) -> tuple[int, int]:
        """Where the pointer is, in the screen's pixels."""
        pos = pygame.mouse.get_pos()
        return self.pixel.point_to_pixels(pos) if self.pixel is not None else pos

    def _toast_lines(self, surface: pygame.Surface, text: str) -> tuple[pygame.Rect, list[pygame.Surface], int]:
        """The message's box, its lines drawn and their spacing: a long reason (a longer language,
        a narrow window) takes more lines, never past the window."""
        f = theme.font("serif", theme.text_px(20, self.scale))
        pad = self.s(10)
        lines = wrap(text, f, max(1, round(surface.get_width() * 0.9) - 2 * pad)) or [" "]
        imgs = [f.render(line, True, theme.PARCHMENT_LIGHT) for line in lines]
        rect = pygame.Rect(0, 0, max(img.get_width() for img in imgs) + 2 * pad,
                           f.get_linesize() * (len(imgs) - 1) + imgs[-1].get_height() + pad)
        rect.midbottom = (surface.get_width() // 2, surface.get_height() - self.s(14))
        return rect, imgs, f.get_linesize()

    def toast_rect(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Where the message is drawn now (None: no message)."""
        return self._toast_lines(surface, self.toast[0])[0] if self.toast else None

    def _draw_toast(self, surface: pygame.Surface, text: str) -> None:
        rect, imgs, line_h = self._toast_lines(surface, text)
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        box.fill((30, 20, 12, 225))
        surface.blit(box, rect)
        pygame.draw.rect(surface, theme.GOLD, rect, max(1, self.s(1)), border_radius=self.s(6))
        y = rect.y + self.s(10) // 2
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += line_h

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
            busy = self.frame(self.from_window(events), dt)
            if exit_after_first_frame:  # start-up timing: see README "Install"
                break
            if not busy and self.idle_jobs:
                busy = self._idle_step()
        self.close_window()
        screen.close()
        pygame.quit()
        theme.clear_font_cache()         # fonts made before it cannot be drawn with if pygame starts again

    def _idle_step(self) -> bool:
        """One step of the first idle job (dropped once done, or if it fails: such work is only
        ever ahead of need); True while any remains."""
        job = self.idle_jobs[0]
        try:
            more = job.step()
        except Exception:       # noqa: BLE001 - work done ahead never costs the player the window
            log.exception("idle work dropped")
            more = False
        if not more and self.idle_jobs and self.idle_jobs[0] is job:
            self.idle_jobs.pop(0)
        return bool(self.idle_jobs)
