"""The table's bots in the window's tests: deciding on the main thread, and frames run until the
bots are done. Only tests need these: the app's bots always think off the drawing loop."""

from __future__ import annotations

import time

from game.core.match import Scripted


class MainThreadBot:
    """A bot seat's controller that decides at once, on the calling thread, in the frame that asks
    it (the runner makes the seat's bot as in the window, and plays a random move if it fails)."""

    def __init__(self, runner) -> None:
        self.runner = runner

    def decide(self, game, actions: list):
        return self.runner.decide_now(game, game.decision()[0])


def sync_bots(scene) -> None:
    """The table's bot seats decide on the main thread (a tutorial's tutor still plays its script)."""
    for seat, controller in zip(scene.seats, scene.match.seats, strict=True):
        if seat.is_bot:
            assert isinstance(controller, Scripted), "a bot seat plays a script, else its bot"
            controller.then = MainThreadBot(scene.runner)


def wait_for_bots(scene, timeout: float = 10.0, dt: float = 0.05) -> bool:
    """Run frames until a person must decide or the game is over (True), or time runs out; a
    person's finished turn is confirmed at once (as the person would, instead of waiting out the
    countdown)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        scene.confirm_turn()
        who = scene.current()
        if who is None or (not scene.seats[who].is_bot and not scene.anim.active and scene._pending_anim is None):
            return True
        scene.app.frame([], dt)
        if scene.runner.busy:
            scene.runner.wait(0.02)
    return False
