"""The window's hint job (game/ui/hint_job.py): the hint is worked out in the bots' worker process
(the same hint as here, its reason in the player's language), in a thread when processes are off
or the worker fails (switching processes off only when the worker itself failed). Cancelling is
tested in the window (tests/ui/test_hint_window.py)."""

from __future__ import annotations

import random

import pytest

from game.core.hints import hint
from game.core.i18n import current_language, set_language
from game.core.record import Game
from game.haspelknecht.options import Options
from game.ui import bot_runner
from game.ui.hint_job import HintJob


def _position(seed: int = 3, steps: int = 14) -> Game:
    game = Game(Options(players=2), seed=seed, game="haspelknecht", events=False)
    rnd = random.Random(seed)
    for _i in range(steps):
        game.apply(rnd.choice(game.legal_actions()))
    return game


@pytest.fixture
def french():
    was = current_language()
    set_language("fr")
    yield
    set_language(was)


def test_the_worker_process_works_out_the_same_hint_in_the_players_language(french):
    if bot_runner.worker_pid("haspelknecht", timeout=120) is None:
        pytest.fail("no worker process could start")
    game = _position()
    before = game.record()
    job = HintJob(game)
    assert job.wait(120) and job.in_process and not job.cancelled
    here = hint(game)          # Haspelknecht's hint bot (Normal) has no deadline: the same answer
    assert job.result == here and here is not None and here.reason
    assert game.record() == before


def test_coal_barons_hint_comes_from_the_worker_process():
    if bot_runner.worker_pid("coal_baron", timeout=120) is None:
        pytest.fail("no worker process could start")
    from game.coal_baron.options import Options as CB

    game = Game(CB(players=4), seed=5, game="coal_baron", events=False)
    rnd = random.Random(5)
    for _i in range(30):
        game.apply(rnd.choice(game.legal_actions()))
    job = HintJob(game)
    assert job.wait(120) and job.in_process
    assert job.result is not None and job.result.action in game.legal_actions() and job.result.reason


def test_with_processes_off_the_hint_is_worked_out_in_the_thread(monkeypatch):
    monkeypatch.setattr(HintJob, "processes", False)
    game = _position()
    job = HintJob(game)
    assert job.wait(60) and not job.in_process and job.result == hint(game)


class _BrokenPool:
    """A worker pool whose process is gone by the time the thought comes back."""

    def submit(self, *args, **kwargs):
        from concurrent.futures import Future
        from concurrent.futures.process import BrokenProcessPool

        future: Future = Future()
        future.set_exception(BrokenProcessPool("the worker ended"))
        return future


def _through_broken(monkeypatch, current_is_the_pool: bool) -> bool:
    pool = _BrokenPool()
    monkeypatch.setattr(bot_runner, "_POOL_FAILED", False)
    monkeypatch.setattr(bot_runner, "_POOL", pool if current_is_the_pool else None)
    monkeypatch.setattr(bot_runner, "stop_pool", lambda: None)
    monkeypatch.setattr(bot_runner, "thinking_pool", lambda: pool)
    game = _position()
    job = HintJob(game)
    assert job.wait(60) and not job.in_process and job.result == hint(game)    # in the thread instead
    return bot_runner._POOL_FAILED


def test_a_worker_that_fails_by_itself_switches_processes_off(monkeypatch):
    assert _through_broken(monkeypatch, current_is_the_pool=True) is True


def test_a_worker_ended_on_purpose_leaves_processes_on(monkeypatch):
    assert _through_broken(monkeypatch, current_is_the_pool=False) is False

