"""The window entry point: logging to a rotating file, the player's settings, the App with the
title screen, and a readable message (never a raw traceback) if something unexpected breaks."""

from __future__ import annotations

import faulthandler
import logging
import os
import sys
from collections.abc import Sequence
from io import TextIOWrapper
from pathlib import Path
from typing import IO, TYPE_CHECKING

from game.collection import COLLECTION_SHORT, COMMAND
from game.core.i18n import N_, _
from game.paths import log_dir

if TYPE_CHECKING:
    from game.core.saves import SaveStore
    from game.ui.app import App

log = logging.getLogger("game.ui.main")

LOG_NAME = f"{COMMAND}.log"
APP = COLLECTION_SHORT        # the name in messages: the collection's (game/collection.py)
_handler: logging.Handler | None = None


class RotatingLog(logging.FileHandler):
    """The log file, moved aside to .1 (the older ones to .2 and .3) once it has grown past
    max_bytes. logging.handlers.RotatingFileHandler does the same, but importing that module pulls
    in socket and pickle, about 8 ms before the first frame.

    A crash inside SDL, a driver or another native library kills the process before any Python
    handler runs: faulthandler writes every thread's stack into this file then. It follows the file
    when it is moved aside, and is turned off before the file closes (a closed descriptor's number
    may be given to a save file next).

    A log that cannot be written (a full disk, a folder made read-only) says so once on stderr, in
    one line, and again only after it worked in between: logging's own handler would print a
    traceback for every line logged."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes, self.backups = max_bytes, backups
        self.failing = False          # the last line could not be written (said once on stderr)
        self._failed_now = False

    def _open(self) -> TextIOWrapper:
        stream = super()._open()
        _faults_to(stream)
        return stream

    def close(self) -> None:
        if self.stream is not None:
            _faults_to(None)
        super().close()

    def emit(self, record: logging.LogRecord) -> None:
        self._failed_now = False
        try:
            if self.stream is not None and self.stream.tell() >= self.max_bytes:
                self._rotate()
        except OSError:
            self.handleError(record)
        try:
            super().emit(record)      # reopening the file after a failed rotation may raise here
        except OSError:
            self.handleError(record)
        if not self._failed_now:
            self.failing = False

    def handleError(self, record: logging.LogRecord) -> None:
        exc = sys.exc_info()[1]
        if not isinstance(exc, OSError):
            super().handleError(record)      # a mistake in a log call: logging's own report
            return
        self._failed_now = True
        if self.failing:
            return
        self.failing = True
        try:
            if sys.stderr is not None:
                sys.stderr.write(f"{APP}: the log {self.baseFilename} cannot be written: {exc.strerror or exc}\n")
        except (OSError, ValueError):
            pass

    def _rotate(self) -> None:
        if self.stream is not None:
            _faults_to(None)
            self.stream.close()
        self.stream = None      # reopened below, or by FileHandler.emit if moving failed
        base = self.baseFilename
        for i in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{i}"):
                os.replace(f"{base}.{i}", f"{base}.{i + 1}")
        os.replace(base, f"{base}.1")
        self.stream = self._open()


_faults_were_on = faulthandler.is_enabled()   # e.g. PYTHONFAULTHANDLER, or a test runner's: given back


def _faults_to(stream: IO[str] | None) -> None:
    """Native crashes reported into `stream` (None: where they went before the log took them)."""
    try:
        if stream is not None:
            faulthandler.enable(file=stream, all_threads=True)
        elif _faults_were_on and sys.__stderr__ is not None:
            faulthandler.enable(file=sys.__stderr__, all_threads=True)
        else:
            faulthandler.disable()
    except (OSError, ValueError, RuntimeError) as exc:   # a stream without a descriptor (a windowed app)
        log.debug("native crashes not reported: %s", exc)


def setup_logging() -> Path | None:
    """Log to <log folder>/<command>.log (1 MB, 3 old files kept). Returns the file, or None if
    the folder cannot be written (then nothing is logged)."""
    global _handler
    root = logging.getLogger()
    if _handler is not None:
        root.removeHandler(_handler)
        _handler.close()
        _handler = None
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / LOG_NAME
        handler = RotatingLog(path, max_bytes=1_000_000, backups=3)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    _handler = handler
    return path


def crash_text(log_path: Path | None, started: bool = True, *, saved: bool = True,
               suspect: bool = False) -> str:
    """What the player reads after a failure. Only claims the game was saved when the last autosave
    succeeded; when the autosave was being opened (it may be the cause), says so instead of sending
    the player back to Continue."""
    if not started:
        text = _("{app} could not open its window on this computer (no usable display or graphics "
                 "driver was found).")
    elif suspect:
        text = _("{app} ran into an unexpected problem while opening your last game (the autosave), "
                 "and choosing Continue would likely lead here again. You can set that game aside: it "
                 "is kept, not deleted, and {app} starts fresh.")
    elif saved:
        text = _("{app} ran into an unexpected problem and has to close. Your game was saved after "
                 "your last move: choose Continue on the title screen to pick it up again.")
    else:
        text = _("{app} ran into an unexpected problem and has to close. Your last moves may not be saved.")
    return _with_details(text.format(app=APP), log_path)


def _with_details(text: str, log_path: Path | None) -> str:
    """The message, then (a sentence of its own) where the log file is."""
    if not log_path:
        return text
    return text + " " + _("The details are in {path}.").format(path=log_path)


def damaged_text(exc: Exception, log_path: Path | None) -> str:
    """A data file that ships with the game is broken: no save or setting of the player's is at fault."""
    # TRANSLATORS: {problem} names the damaged data file and field (in English, from the data check)
    text = _("The installation is damaged: {problem}. Please reinstall {app}; your saves and settings "
             "are not affected.").format(problem=exc, app=APP)
    return _with_details(text, log_path)


ALREADY_OPEN = N_("{app} is already open in another window. Two copies would overwrite each other's "
                  "autosave, so this one closes: switch to the other window.")
SET_ASIDE_HINT = N_("Press S to set the last game aside and start fresh; any other key closes.")


def show_message_screen(text: str, *, wait: bool = True, heading: str | None = None,
                        hint: str | None = None) -> int | None:
    """A plain parchment-on-oak message in the open window; waits for a key, a click or closing.
    Returns the key pressed (None for a click, closing, or not waiting). `heading` and `hint` are
    shown as given (already translated); by default "Something went wrong" and "Press any key"."""
    import pygame

    heading = _("Something went wrong") if heading is None else heading
    hint = _("Press any key to close.") if hint is None else hint
    _paint_message(text, heading, hint)
    while wait:
        event = pygame.event.wait()
        if event.type == pygame.KEYDOWN:
            return event.key
        if event.type in (pygame.QUIT, pygame.MOUSEBUTTONUP):
            break
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
            _paint_message(text, heading, hint)   # a resized or uncovered window shows it again, not black
    return None


def _paint_message(text: str, heading: str, hint: str) -> None:
    import pygame

    from game.ui import screen, theme
    from game.ui.app import LEAST_DRAWN
    from game.ui.widgets import wrap

    window = screen.drawing_surface()
    if window is None:
        raise RuntimeError("no window")
    # a window of a few pixels gets the top-left corner of a message laid out at the least size
    w, h = max(window.get_width(), LEAST_DRAWN[0]), max(window.get_height(), LEAST_DRAWN[1])
    surface = window if (w, h) == window.get_size() else pygame.Surface((w, h), 0, window)
    k = theme.fit_scale(w, h)
    surface.fill(theme.OAK_DARK)
    body = theme.font("serif", round(20 * k))
    box_w = min(w - 20, round(760 * k))
    lines = wrap(text, body, box_w - round(60 * k))
    box_h = min(h - 20, max(round(300 * k), round(150 * k) + len(lines) * body.get_linesize()))
    box = pygame.Rect(0, 0, box_w, box_h)
    box.center = (w // 2, h // 2)
    pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=round(10 * k))
    pygame.draw.rect(surface, theme.GOLD, box, max(1, round(2 * k)), border_radius=round(10 * k))
    head = theme.font("serif_bold", round(30 * k))
    img = head.render(heading, True, theme.INK)
    surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + round(24 * k))))
    y = box.y + round(80 * k)
    for line in lines:
        img = body.render(line, True, theme.INK)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += body.get_linesize()
    hint_img = theme.font("serif_italic", round(17 * k)).render(hint, True, theme.INK_SOFT)
    surface.blit(hint_img, hint_img.get_rect(midbottom=(box.centerx, box.bottom - round(16 * k))))
    if surface is not window:
        window.blit(surface, (0, 0))
    screen.present()


def _waits() -> bool:
    return os.environ.get("SDL_VIDEODRIVER") != "dummy"


def ask_set_aside(text: str) -> bool:
    """Show the crash message with the offer; True if the player chose to set the autosave aside."""
    import pygame

    return show_message_screen(text, wait=_waits(), hint=_(SET_ASIDE_HINT)) == pygame.K_s


def run(argv: Sequence[str] | None = None) -> int:
    """Open the game window and play until it is closed. Returns the exit code."""
    open_file = Path(argv[0]) if argv else None   # `<command> FILE`: start on that save
    log_path = setup_logging()
    code = 1
    for _round in range(3):   # another round only after the player set a failing autosave aside
        code, again = _run_window(log_path, open_file)
        open_file = None
        if not again:
            break
        log.info("starting afresh after setting the autosave aside")
    return code


def _in_window(app: App | None) -> bool:
    from game.ui import screen

    return app is not None and screen.drawing_surface() is not None


def _run_window(log_path: Path | None, open_file: Path | None = None) -> tuple[int, bool]:
    """One life of the window: (exit code, start again?)."""
    from game.core.errors import DataError

    app = None
    store = None
    lock = None
    no_display: tuple[type[Exception], ...] = ()     # NoDisplay, once its module could be imported
    try:
        from game.core.instance_lock import InstanceLock
        from game.core.saves import default_store
        from game.ui.app import App, NoDisplay
        from game.ui.scenes import title
        from game.ui.scenes.title import TitleScene
        from game.ui.settings import Settings

        no_display = (NoDisplay,)
        title.DISK_CACHE = True   # the title painting kept in the cache folder from one start to the next

        settings, message = Settings.load()
        store = default_store()
        lock = InstanceLock(store.folder.parent / "running.lock")
        try:
            alone = lock.acquire()
        except OSError as exc:   # no lock possible (a read-only folder): the autosave will say so
            log.warning("no instance lock: %s", exc)
            alone = True
        log.info("starting the window")
        app = App(settings)
        if not alone:
            log.info("another copy is running: closing")
            show_message_screen(_(ALREADY_OPEN).format(app=APP), wait=_waits(), heading=_("Already open"))
            pygame_quit()
            return 1, False
        # the game data loads on first use (reading the autosave, a new game); a DataError from
        # there is caught below and named as a damaged installation, never blamed on a save
        store.notify = app.say
        app.push(TitleScene(app, store))
        if message:
            from game.ui.scenes.dialogs import MessageDialog

            app.push(MessageDialog(app, _("Settings reset"), message))
        if open_file is not None:
            _open_save(app, store, open_file)
        app.run()
        log.info("window closed")
        return 0, False
    except KeyboardInterrupt:
        return 130, False
    except no_display as exc:
        # nothing to show it on: the message goes to the terminal (and the log), and the lock is let go
        log.error("%s", exc)
        print(f"{COMMAND}: {crash_text(log_path, started=False)}", file=sys.stderr)
        return 1, False
    except DataError as exc:
        log.error("damaged installation: %s", exc)
        _tell(app, damaged_text(exc, log_path), heading=_("The installation is damaged"))
        return 1, False
    except Exception:  # noqa: BLE001 - the last line of defence: log it, tell the player kindly
        log.exception("unexpected error in the window")
        return _after_crash(app, store, log_path)
    finally:
        if lock is not None:
            lock.release()


def _open_save(app: App, store: SaveStore, path: Path) -> None:
    """Start the game of a save file given on the command line; a file that cannot be used is
    said in a message over the title screen (the file is left as it is)."""
    from game.core.saves import SaveStore
    from game.core.session import SaveError
    from game.ui.scenes.dialogs import MessageDialog
    from game.ui.scenes.title import start_game

    try:
        session = SaveStore(path.parent).load(path)
    except SaveError as exc:
        log.info("the save %s given on the command line was refused: %s", path, exc)
        app.push(MessageDialog(app, _("This save cannot be opened"), str(exc)))
        return
    log.info("opening the save %s given on the command line", path)
    start_game(app, session, store)


def _after_crash(app: App | None, store: SaveStore | None, log_path: Path | None) -> tuple[int, bool]:
    suspect = saved = False
    try:
        if store is not None:
            has = store.has_autosave()
            suspect = has and store.autosave_suspect
            saved = has and store.last_autosave_error is None
    except OSError:
        pass
    text = crash_text(log_path, started=app is not None, saved=saved, suspect=suspect)
    try:
        if _in_window(app):
            if suspect and store is not None and ask_set_aside(text):
                moved = store.set_aside(store.path(store.AUTOSAVE))
                log.warning("autosave set aside by the player as %s", moved)
                pygame_quit()
                return 1, True
            if not suspect:
                show_message_screen(text, wait=_waits())
            pygame_quit()
            return 1, False
    except Exception:  # noqa: BLE001
        log.exception("could not show the error message")
    if suspect and store is not None:
        text += " " + _("The autosave is {path}; move it away to start fresh.").format(path=store.path(store.AUTOSAVE))
    print(f"{COMMAND}: {text}", file=sys.stderr)
    return 1, False


def _tell(app: App | None, text: str, heading: str) -> None:
    try:
        if _in_window(app):
            show_message_screen(text, wait=_waits(), heading=heading)
            pygame_quit()
            return
    except Exception:  # noqa: BLE001
        log.exception("could not show the message")
    print(f"{COMMAND}: {text}", file=sys.stderr)


def pygame_quit() -> None:
    import pygame

    from game.ui import screen

    screen.close()
    pygame.quit()
