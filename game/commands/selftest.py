"""haspelknecht selftest: check a build without a screen.

Loads all component data, plays a short scripted game (the first year of a seeded 2-player game)
through the real game scene by mouse gestures, checks the result against the engine, renders
every other scene once, has a bot think in the bots' worker process (started from this very
program, as the window starts it: in the frozen app that is the executable itself), reviews a short
finished game there (the review after a game) and exits 0.
Nothing is written to the player's folders.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from game.commands import any_int


def register(sub) -> None:
    p = sub.add_parser("selftest", help="check this installation without a screen (exit 0 if all is well)")
    p.add_argument("--seed", type=any_int, default=2015)
    p.add_argument("--years", type=int, choices=(1, 2, 3), default=1, help="how much of the game to play")
    p.set_defaults(handler=run, sub_parser=p)


def _step(msg: str) -> None:
    print(f"selftest: {msg}", flush=True)


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="haspelknecht-selftest-") as home:
        os.environ["HASPELKNECHT_HOME"] = home  # saves and settings go to a scratch folder
        try:
            _check(args.seed, args.years, Path(home))
        except Exception as exc:  # report, never a traceback: this runs on players' machines
            print(f"selftest FAILED: {type(exc).__name__}: {exc}", file=sys.stderr)
            return 1
    _step(f"passed in {time.monotonic() - started:.1f} s")
    return 0


def _check(seed: int, years: int, home: Path) -> None:
    from game.haspelknecht.components import load_components
    from game.haspelknecht.layouts import named_layouts

    comps = load_components()
    _step(f"data loaded: {len(comps.tiles.tiles)} tiles, {len(named_layouts(comps))} named layouts")

    from game.core.record import Game
    from game.core.saves import SaveStore
    from game.core.session import Seat, Session
    from game.haspelknecht.bots.random_bot import RandomBot
    from game.haspelknecht.options import Options
    from game.ui import scenes
    from game.ui.app import App
    from game.ui.gestures import Driver
    from game.ui.settings import Settings

    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    store = SaveStore(home / "saves")
    seats = [Seat(name="Agnes", kind="human", colour=0), Seat(name="Dietrich", kind="human", colour=1)]
    session = Session(Game(Options(players=2), seed), seats)
    scene = scenes.make("table", app, session, store)
    app.push(scene)
    driver = Driver(app, scene)
    script = RandomBot(seed=seed)
    game = session.game
    last_phase = years * game.state.rules.actions_per_year
    played = _play_by_gestures(driver, game, script, lambda: game.state.phase < last_phase, "Haspelknecht")
    if store.load_autosave() is None:
        raise RuntimeError("no autosave was written")
    _step(f"{played} actions played through the game scene by mouse gestures; replay identical; autosave ok")

    from game.ui.scenes.rules_ref import RulesScene
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.title import TitleScene

    for make in (TitleScene, SetupScene, RulesScene, SettingsScene):
        app.push(make(app))
        app.frame([], 1 / 60)
        app.pop()
    _step("title, setup, rules and settings scenes render")
    _coal_baron_shift(seed, home)
    _tutorials(home)
    _sound()
    _bot_worker(seed)
    _review(seed)


def _sound() -> None:
    """The mixer is in the build and the synthesised sounds play (SDL's dummy audio driver)."""
    import pygame

    from game.ui.settings import Settings
    from game.ui.sound import SoundBoard

    board = SoundBoard(Settings(), enabled=True)
    if not board.enabled:
        raise RuntimeError("the sound mixer cannot start")
    end = time.monotonic() + 30
    while not board.ready and time.monotonic() < end:
        board.tick()
        time.sleep(0.05)
    if not board.ready:
        raise RuntimeError("the sounds were not made")
    board.play("take")
    _step(f"sound: {len(board.sounds)} sounds synthesised and played through pygame's mixer")
    pygame.mixer.quit()


def _tutorials(home: Path) -> None:
    """Both games' guided first games played to their end through the real table by gestures (the
    lesson's move each time; the tutor's moves come from the script), in French so that the
    translated lessons are drawn too; at the end the game goes on as a normal game."""
    from game.core import registry, tutorial
    from game.core.i18n import set_language
    from game.core.saves import SaveStore
    from game.ui import coach
    from game.ui.app import App
    from game.ui.gestures import Driver
    from game.ui.scenes.dialogs import ConfirmDialog
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings

    for name in registry.names():
        if not tutorial.has_tutorial(name):
            raise RuntimeError(f"{name}: no tutorial")
        app = App(Settings(animation_speed="off", language="fr"), size=(1280, 720), headless=True)
        store = SaveStore(home / f"saves-tutorial-{name}")
        app.push(TitleScene(app, store))
        table = coach.start(app, name, store, "Agnes", fresh=True)
        table.bot_pause = 0.0
        driver = Driver(app, table)
        guide = table.coach
        lessons = set()
        driver.settle()
        while not guide.finished(table.game):
            lessons.add(guide.lesson(table.game))
            want = guide.expected(table.game)
            before = len(table.game.actions)
            driver.perform(want)
            driver.settle()
            if len(table.game.actions) <= before or not guide.on_script(table.game):
                raise RuntimeError(f"{name} tutorial: the gesture for {want} did not make the lesson's move")
        offer = app.stack.top
        if not isinstance(offer, ConfirmDialog):
            raise RuntimeError(f"{name} tutorial: no offer to go on as a normal game at its end")
        offer._yes()             # "play on as a normal game"
        if table.coach is not None or store.load_autosave() is None:
            raise RuntimeError(f"{name} tutorial: the game did not go on as a normal game")
        _step(f"{name}: the tutorial played to its end by gestures ({len(table.game.actions)} moves, "
              f"{len(lessons)} lessons shown in French); the game goes on as a normal game")
    set_language("en")


def _bot_worker(seed: int) -> None:
    """The bots' worker process as the window uses it (game/ui/bot_runner.py): started (spawned
    from this program; a frozen app's entry point must turn that copy into the worker), a Normal
    bot's decision thought there, legal and the very move the same bot thinks here."""
    from game.core import registry
    from game.core.record import Game
    from game.core.session import Seat
    from game.ui import bot_runner

    # a worker this process started before (and may still be busy with a long job) is not the one
    # to check: the check is of a worker started now, as the window starts it
    bot_runner.stop_pool()
    try:
        pid = bot_runner.worker_pid("haspelknecht", timeout=120)
        if pid is None or pid == os.getpid():
            raise RuntimeError("the bots' worker process did not start (bots would think in the window's thread)")
        seats = [Seat(name="Agnes", kind="normal", colour=0), Seat(name="Dietrich", kind="normal", colour=1)]
        game = Game(registry.get("haspelknecht").options(players=2), seed, game="haspelknecht")
        moves = []
        for _move in range(3):
            who = game.decision()[0]
            if who is None:
                raise RuntimeError("the game ended before the bots' worker process was asked")
            runner = bot_runner.BotRunner(seats, seed=seed, game="haspelknecht")
            runner.request(game, who)
            if not runner.wait(120):
                raise RuntimeError("the bots' worker process gave no answer in 2 minutes")
            answer = runner.poll()
            if answer is None:
                raise RuntimeError("the bots' worker process ended without an answer")
            token, action, error = answer
            if error is not None or bot_runner._POOL_FAILED or not runner._in_process:
                raise RuntimeError(f"the bots' worker process failed: {error or 'it could not run the bot'}")
            here = bot_runner.BotRunner(seats, seed=seed, game="haspelknecht").decide_now(game, who)
            if token != len(game.actions) or action not in game.legal_actions() or action != here:
                raise RuntimeError(f"the bots' worker process answered {action}, this process {here}")
            game.apply(action)
            moves.append(action)
    finally:
        bot_runner.stop_pool()
    _step(f"bots' worker process (pid {pid}) thought {len(moves)} legal moves, the same as this process")


def _review(seed: int) -> None:
    """The review after a game as the window makes it: a finished Coal Baron game played at random,
    its first seat reviewed by the strongest bot in the bots' worker process (a small budget), the
    same review as this process computes."""
    import random

    from game.core import registry
    from game.core import review as rv
    from game.core.record import Game
    from game.ui import bot_runner
    from game.ui.review_job import ReviewJob

    definition = registry.get("coal_baron")
    game = Game(definition.options(players=2), seed, game=definition, events=False)
    rnd = random.Random(seed)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    budget = {"samples": 2, "candidates": 2}
    try:
        job = ReviewJob(game, [0], budget)
        if job._future is None:
            raise RuntimeError("the review could not go to the bots' worker process")
        if not job.wait(300) or job.state != "done" or job.result is None:
            raise RuntimeError(f"the review in the bots' worker process did not finish ({job.state} {job.error})")
    finally:
        bot_runner.stop_pool()
    there = rv.from_json(job.result, game)
    here = rv.review(game, [0], settings=budget)
    if there != here:
        raise RuntimeError("the review in the bots' worker process differs from this process's")
    seat = here.seat(0)
    if seat is None or not seat.judged:
        raise RuntimeError("the review judged no decision")
    top = f", the costliest {seat.findings[0].cost:.1f} VP" if seat.findings else ""
    _step(f"review: a Coal Baron game of {len(game.actions)} moves, {seat.judged} decisions of its first seat "
          f"judged in the bots' worker process in {there.seconds:.1f} s ({seat.count} costly{top}); "
          "the same as this process")


def _play_by_gestures(driver, game, script, going_on, name: str) -> int:
    """Play the script's moves through the table by gestures while `going_on()`; each must reach the
    game, and the record must replay to the same position. Returns the number of moves."""
    from game.core.record import Game

    played = 0
    while not game.is_over and going_on():
        driver.settle()
        action = script.decide(game, game.legal_actions())
        driver.perform(action)
        driver.settle()
        if not game.actions or game.actions[-1] != action:
            raise RuntimeError(f"{name}: the gesture for {action} did not reach the game")
        played += 1
    replay = Game.from_record(game.record())
    if json.dumps(replay.state.to_json(), sort_keys=True) != json.dumps(game.state.to_json(), sort_keys=True):
        raise RuntimeError(f"{name}: the game played through the window differs from the engine's replay")
    return played


def _coal_baron_shift(seed: int, home: Path) -> None:
    """Coal Baron: the order draft and the first shift of a seeded 2-player game played through the
    real table scene by mouse gestures (drags from its drop rows, clicks, buttons); the record
    replays to the same position."""
    from game.core import registry
    from game.core.bots import RandomBot
    from game.core.record import Game
    from game.core.saves import SaveStore
    from game.core.session import Seat, Session
    from game.ui import scenes
    from game.ui.app import App
    from game.ui.gestures import Driver
    from game.ui.settings import Settings

    definition = registry.get("coal_baron")
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    store = SaveStore(home / "saves-coal-baron")
    seats = [Seat(name="Agnes", kind="human", colour=0), Seat(name="Dietrich", kind="human", colour=1)]
    session = Session(Game(definition.options(players=2), seed, game="coal_baron"), seats)
    scene = scenes.make("table", app, session, store)
    app.push(scene)
    driver = Driver(app, scene)
    script = RandomBot(seed=seed)
    game = session.game
    played = _play_by_gestures(driver, game, script, lambda: game.state.shift < 2, "Coal Baron")
    _step(f"Coal Baron: the draft and shift 1 played by gestures ({played} actions); replay identical")
