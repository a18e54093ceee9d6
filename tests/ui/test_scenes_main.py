"""The window entry point: it logs to a file in the per-user log folder, shows a broken settings
file's message, and turns an unexpected error into a readable message, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_window(tmp_path: Path, body: str) -> subprocess.CompletedProcess:
    """Run game.ui.main.run() in a fresh headless process whose first event is a QUIT."""
    env = dict(os.environ, HASPELKNECHT_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    code = textwrap.dedent("""
        import pygame
        from game.ui import main as m
        from game.ui.app import App
        _run = App.run
        def run_once(self):
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            _run(self)
        App.run = run_once
    """) + textwrap.dedent(body) + "\nraise SystemExit(m.run([]))\n"
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60,
                         cwd=str(ROOT))


def test_window_opens_logs_and_closes(tmp_path):
    done = run_window(tmp_path, "")
    assert done.returncode == 0, done.stderr
    log = (tmp_path / "logs" / "haspelknecht.log").read_text(encoding="utf-8")
    assert "starting the window" in log and "window closed" in log


def test_broken_settings_are_reported_and_reset(tmp_path):
    (tmp_path / "config").mkdir(parents=True)
    (tmp_path / "config" / "settings.json").write_text("{ broken", encoding="utf-8")
    done = run_window(tmp_path, """
        from game.ui.scenes import dialogs
        shown = []
        _init = dialogs.MessageDialog.__init__
        def spy(self, app, title, text, **kw):
            shown.append(text)
            _init(self, app, title, text, **kw)
        dialogs.MessageDialog.__init__ = spy
        import atexit
        atexit.register(lambda: print("SHOWN:", shown))
    """)
    assert done.returncode == 0, done.stderr
    assert "SHOWN:" in done.stdout and "settings file" in done.stdout
    assert "unreadable" in (tmp_path / "logs" / "haspelknecht.log").read_text(encoding="utf-8")


def test_an_unexpected_error_becomes_a_message(tmp_path):
    done = run_window(tmp_path, """
        from game.ui.scenes.title import TitleScene
        def boom(self, surface):
            raise ZeroDivisionError("a bug")
        TitleScene.draw_scene = boom
    """)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    log = (tmp_path / "logs" / "haspelknecht.log").read_text(encoding="utf-8")
    assert "Traceback" in log and "ZeroDivisionError" in log


def test_an_error_before_the_window_goes_to_stderr_readably(tmp_path):
    done = run_window(tmp_path, """
        from game.ui import app as app_module
        def broken(self, *a, **k):
            raise RuntimeError("no display here")
        app_module.App.__init__ = broken
    """)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert "could not open its window" in done.stderr and "haspelknecht.log" in done.stderr


def test_no_subcommand_opens_the_window(monkeypatch):
    from game import cli
    from game.ui import main as window

    monkeypatch.setattr(window, "run", lambda argv=None: 42)
    assert cli.main([]) == 42


def test_window_that_cannot_open_gives_a_message_and_logs_details(tmp_path):
    import os
    import subprocess
    import sys

    env = dict(os.environ, SDL_VIDEODRIVER="nosuchdriver", HASPELKNECHT_HOME=str(tmp_path))
    env.pop("DISPLAY", None)
    proc = subprocess.run([sys.executable, "-m", "game.cli"], env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert "could not open its window" in proc.stderr
    assert "Traceback" not in proc.stderr
    log = (tmp_path / "logs" / "haspelknecht.log").read_text()
    assert "Traceback" in log and "nosuchdriver" in log
