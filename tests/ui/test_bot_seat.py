"""The window's bot runner as a seat of the match loop (game.core.match): it waits while its bot
thinks (nothing is applied), its answer is the move once ready, an answer for another position is
thought again, and a bot that fails gets a random legal move with the hook told."""

from __future__ import annotations

from game.core.match import Match, Status, fallback_action
from game.core.record import Game
from game.core.session import Seat
from game.haspelknecht.options import Options
from game.ui.bot_runner import BotRunner


def _runner(kinds=("random", "random")) -> BotRunner:
    seats = [Seat(name=n, kind=k, colour=i) for i, (n, k) in enumerate(zip("AB", kinds, strict=True))]
    runner = BotRunner(seats, seed=6, game="haspelknecht")
    runner.processes = False       # its thread is enough here: the worker process has its own test
    return runner


def test_the_runner_waits_while_its_bot_thinks_then_its_answer_is_the_move():
    game = Game(Options(players=2), seed=6)
    runner = _runner()
    match = Match(game, [runner, runner])
    step = match.step()
    assert step.status == Status.WAITING and game.actions == []
    assert runner.wait(30)
    step = match.step()
    assert step.status == Status.MOVED and game.actions == [step.action] and step.action is not None


def test_an_answer_for_another_position_is_thought_again():
    game = Game(Options(players=2), seed=6)
    runner = _runner()
    match = Match(game, [runner, runner])
    assert match.step().status == Status.WAITING       # thinking about the first position
    assert runner.wait(30)
    game.apply(game.legal_actions()[0])                # ...which is gone (as after a move elsewhere)
    assert match.step().status == Status.WAITING and len(game.actions) == 1
    assert runner.wait(30)
    step = match.step()
    assert step.status == Status.MOVED and len(game.actions) == 2 and step.action == game.actions[1]


def test_a_bot_that_fails_gets_a_random_legal_move_and_the_hook_is_told(monkeypatch):
    game = Game(Options(players=2), seed=6)
    runner = _runner()
    bot = runner.bot(game.decision()[0])

    def broken(game, actions):
        raise ZeroDivisionError("thinking went wrong")

    monkeypatch.setattr(bot, "decide", broken)
    told = []
    match = Match(game, [runner, runner], rejected=lambda *a: told.append(a))
    legal = game.legal_actions()
    assert match.step().status == Status.WAITING
    assert runner.wait(30)
    step = match.step()
    assert step.status == Status.MOVED and step.action == fallback_action(game.definition, legal, 0)
    (_g, who, answer, reason, fallback), = told
    assert answer is None and "ZeroDivisionError" in reason and fallback == step.action


class _BrokenPool:
    """A worker pool whose process is gone by the time the thought comes back."""

    def submit(self, *args, **kwargs):
        from concurrent.futures import Future
        from concurrent.futures.process import BrokenProcessPool

        future: Future = Future()
        future.set_exception(BrokenProcessPool("the worker ended"))
        return future


def _thought_through(pool, monkeypatch, current):
    from game.ui import bot_runner

    monkeypatch.setattr(bot_runner, "_POOL_FAILED", False)
    monkeypatch.setattr(bot_runner, "_POOL", current)
    monkeypatch.setattr(bot_runner, "stop_pool", lambda: None)
    seats = [Seat(name=n, kind="normal", colour=i) for i, n in enumerate("AB")]
    runner = BotRunner(seats, seed=6, game="haspelknecht")
    monkeypatch.setattr(runner, "_pool_for", lambda player: pool)
    game = Game(Options(players=2), seed=6)
    runner.request(game, game.decision()[0])
    assert runner.wait(60)
    _token, action, error = runner.poll()
    assert error is None and action in game.legal_actions()     # thought in the thread instead
    return bot_runner._POOL_FAILED


def test_a_worker_ended_on_purpose_mid_thought_leaves_the_worker_process_on(monkeypatch):
    # the pool the thought went to is no longer the runner's pool: stop_pool ended it on purpose
    assert _thought_through(_BrokenPool(), monkeypatch, current=None) is False


def test_a_worker_that_fails_by_itself_switches_the_worker_process_off(monkeypatch):
    pool = _BrokenPool()
    assert _thought_through(pool, monkeypatch, current=pool) is True
