"""The hint in the window: H (or the Hint button) shows the hint bot's move drawn on the
board with a reason, never plays it, counts it in the session, and drops it once the position moves
on; while it is worked out the window keeps drawing and says so, and a move made or the table left
meanwhile cancels it (never shown, never counted); a game started with hints off offers none."""

from __future__ import annotations

import threading
import time

import pygame

from game.core.hints import hint
from game.ui import hint_job
from game.ui.hint_job import HintJob
from tests.ui.coal_baron.helpers import make_session, start


def press_h(app):
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)], 0.0)


def wait_hint(app, scene):
    end = time.monotonic() + 30
    while scene.hints.shown is None and time.monotonic() < end:
        app.frame([], 0.02)
        time.sleep(0.02)


def test_h_shows_the_bots_move_and_changes_nothing(tmp_path):
    session = make_session(players=2, kinds=["human", "random"])
    app, scene, _store, drv = start(tmp_path, session)
    drv.settle()
    before = list(scene.game.actions)
    app.invalidate()
    app.frame([], 0.0)
    plain = pygame.image.tobytes(app.screen, "RGB")
    press_h(app)
    wait_hint(app, scene)
    h = scene.hints.shown
    assert h is not None and h.action in scene.game.legal_actions() and h.reason
    assert scene.game.actions == before and session.hints_used == 1
    app.invalidate()
    app.frame([], 0.0)
    assert pygame.image.tobytes(app.screen, "RGB") != plain       # drawn on the board
    drv.perform(h.action)
    drv.settle()
    assert scene.hints.shown is None                               # the position moved on


def test_no_hint_in_a_game_started_without(tmp_path):
    session = make_session(players=2, kinds=["human", "random"])
    session.hints_allowed = False
    app, scene, _store, drv = start(tmp_path, session)
    drv.settle()
    press_h(app)
    time.sleep(0.1)
    app.frame([], 0.0)
    assert scene.hints.shown is None and session.hints_used == 0
    assert app.toast and app.toast[0]


class _SlowHints:
    """The hint held back until the test lets it go (worked out in the job's thread)."""

    def __init__(self, monkeypatch) -> None:
        self.go = threading.Event()
        self.started = threading.Event()
        monkeypatch.setattr(HintJob, "processes", False)
        monkeypatch.setattr(hint_job, "hint", self)

    def __call__(self, game, seed=None):
        self.started.set()
        self.go.wait(30)
        return hint(game, seed)


def _frames(app, n: int = 5) -> None:
    for _i in range(n):
        app.frame([], 0.05)


def test_while_the_hint_is_worked_out_the_window_says_so_and_a_move_cancels_it(tmp_path, monkeypatch):
    slow = _SlowHints(monkeypatch)
    session = make_session(players=2, kinds=["human", "random"])
    app, scene, _store, drv = start(tmp_path, session)
    drv.settle()
    app.invalidate()
    app.frame([], 0.0)
    plain = pygame.image.tobytes(app.screen, "RGB")
    press_h(app)
    assert slow.started.wait(30)
    job = scene.hints.job
    app.invalidate()
    app.frame([], 0.05)
    assert scene.hints.thinking and pygame.image.tobytes(app.screen, "RGB") != plain   # "Working out a hint"
    drv.perform(scene.game.legal_actions()[0])          # the person moves before the hint came
    assert job is not None and job.cancelled and not scene.hints.thinking
    slow.go.set()
    job.wait(30)
    _frames(app)
    assert scene.hints.shown is None and session.hints_used == 0


def test_leaving_the_table_drops_the_hint_being_worked_out(tmp_path, monkeypatch):
    slow = _SlowHints(monkeypatch)
    session = make_session(players=2, kinds=["human", "random"])
    app, scene, _store, drv = start(tmp_path, session)
    drv.settle()
    press_h(app)
    assert slow.started.wait(30)
    job = scene.hints.job
    app.pop()
    assert job is not None and job.cancelled
    slow.go.set()
    job.wait(30)
    assert scene.hints.shown is None and session.hints_used == 0


def test_a_hint_that_comes_after_an_undo_is_dropped(tmp_path, monkeypatch):
    session = make_session(players=2, kinds=["human", "human"])
    app, scene, _store, drv = start(tmp_path, session)
    drv.settle()
    drv.perform(scene.game.legal_actions()[0])
    drv.settle()
    slow = _SlowHints(monkeypatch)
    press_h(app)
    assert slow.started.wait(30)
    job = scene.hints.job
    at = len(scene.game.actions)
    scene.game.undo(1)                                   # the position the hint was for is gone
    _frames(app, 2)
    assert len(scene.game.actions) < at and job is not None and job.cancelled
    slow.go.set()
    job.wait(30)
    _frames(app)
    assert scene.hints.shown is None and session.hints_used == 0
