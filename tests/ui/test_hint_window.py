"""The hint in the window: H (or the Hint button) shows the Normal bot's move drawn on the
board with a reason, never plays it, counts it in the session, and drops it once the position moves
on; a game started with hints off offers none."""

from __future__ import annotations

import time

import pygame

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
