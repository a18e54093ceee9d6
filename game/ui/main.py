"""The window entry point: logging to a rotating file, the player's settings, the App with the
title screen, and a readable message (never a raw traceback) if something unexpected breaks."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Sequence
from logging.handlers import RotatingFileHandler
from pathlib import Path

from game.paths import log_dir

log = logging.getLogger("game.ui.main")
LOG_NAME = "haspelknecht.log"
_handler: logging.Handler | None = None


def setup_logging() -> Path | None:
    """Log to <log folder>/haspelknecht.log (1 MB, 3 old files kept). Returns the file, or None if
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
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    _handler = handler
    return path


def crash_text(log_path: Path | None, started: bool = True) -> str:
    """What the player reads after a failure: during play the autosave holds the game; at start-up
    there is nothing to lose, but the display could not be opened."""
    where = f" The details are in {log_path}." if log_path else ""
    if not started:
        return ("Haspelknecht could not open its window on this computer (no usable display or graphics "
                "driver was found)." + where)
    return ("Haspelknecht ran into an unexpected problem and has to close. Your game was saved after "
            "your last move: choose Continue on the title screen to pick it up again." + where)


def show_message_screen(text: str, *, wait: bool = True) -> None:
    """A plain parchment-on-oak message in the open window; waits for a key, a click or closing."""
    import pygame

    from game.ui import theme
    from game.ui.widgets import wrap

    surface = pygame.display.get_surface()
    if surface is None:
        raise RuntimeError("no window")
    w, h = surface.get_size()
    k = theme.fit_scale(w, h)
    surface.fill(theme.OAK_DARK)
    box = pygame.Rect(0, 0, round(760 * k), round(300 * k))
    box.center = (w // 2, h // 2)
    pygame.draw.rect(surface, theme.PARCHMENT, box, border_radius=round(10 * k))
    pygame.draw.rect(surface, theme.GOLD, box, max(1, round(2 * k)), border_radius=round(10 * k))
    head = theme.font("serif_bold", round(30 * k))
    body = theme.font("serif", round(20 * k))
    img = head.render("Something went wrong", True, theme.INK)
    surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + round(24 * k))))
    y = box.y + round(80 * k)
    for line in wrap(text, body, box.w - round(60 * k)):
        img = body.render(line, True, theme.INK)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += body.get_linesize()
    hint = theme.font("serif_italic", round(17 * k)).render("Press any key to close.", True, theme.INK_SOFT)
    surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - round(16 * k))))
    pygame.display.flip()
    while wait:
        event = pygame.event.wait()
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            break


def run(argv: Sequence[str] | None = None) -> int:
    """Open the game window and play until it is closed. Returns the exit code."""
    _ = argv  # no window options yet
    log_path = setup_logging()
    app = None
    try:
        from game.session import default_store
        from game.ui.app import App
        from game.ui.scenes.dialogs import MessageDialog
        from game.ui.scenes.title import TitleScene
        from game.ui.settings import Settings

        settings, message = Settings.load()
        log.info("starting the window")
        app = App(settings)
        app.push(TitleScene(app, default_store()))
        if message:
            app.push(MessageDialog(app, "Settings reset", message))
        app.run()
        log.info("window closed")
        return 0
    except KeyboardInterrupt:
        return 130
    except Exception:  # noqa: BLE001 - the last line of defence: log it, tell the player kindly
        log.exception("unexpected error in the window")
        text = crash_text(log_path, started=app is not None)
        try:
            import pygame

            if app is not None and pygame.display.get_init() and pygame.display.get_surface() is not None:
                show_message_screen(text, wait=os.environ.get("SDL_VIDEODRIVER") != "dummy")
                pygame.quit()
                return 1
        except Exception:  # noqa: BLE001
            log.exception("could not show the error message")
        print(f"haspelknecht: {text}", file=sys.stderr)
        return 1
