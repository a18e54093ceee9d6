"""New game on the title screen while a game is in progress asks first; going on keeps the game in
progress in the saves (a named save, "Autosave of <date>") before the new game takes the
autosave's place. Without a game in progress (none, or finished) it sets up at once."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.ui.app import App
from game.ui.scenes.dialogs import ConfirmDialog
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings


def _game_of(session: Session) -> dict:
    return {k: v for k, v in session.to_json().items() if k != "saved_at"}


def _session(game: str = "coal_baron", moves: int | None = 20, seed: int = 3) -> Session:
    d = registry.get(game)
    record = Game(d.options(players=2), seed, game=d)
    rng = random.Random(seed)
    while not record.is_over and (moves is None or len(record.actions) < moves):
        record.apply(rng.choice(record.legal_actions()))
    return Session(record, [Seat(name=n, kind="human", colour=i) for i, n in enumerate(["Agnes", "Konrad"])])


@pytest.fixture
def title(home):
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    store = SaveStore(home / "saves")
    scene = TitleScene(app, store)
    app.push(scene)
    app.frame([], 0.0)
    return app, scene, store


def _click(app: App, rect: pygame.Rect) -> None:
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)], 0.0)


def _new_game_button(scene: TitleScene):
    return scene.buttons[1]


def _answer(app: App, yes: bool) -> None:
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    _click(app, dialog.buttons[1 if yes else 0].rect)      # [Cancel, New game]


def test_new_game_asks_first_and_keeps_the_game_in_progress(title):
    app, scene, store = title
    old = _session()
    store.autosave(old)
    scene.enter()
    _click(app, _new_game_button(scene).rect)
    assert isinstance(app.stack.top, ConfirmDialog)          # asked first: nothing replaced yet
    assert store.list() == []
    _answer(app, yes=True)
    assert isinstance(app.stack.top, SetupScene)
    kept = store.list()
    assert len(kept) == 1 and kept[0].name.startswith("Autosave of ")
    assert _game_of(store.load(kept[0].path)) == _game_of(old)
    # the new game replaces the autosave; the old one is still there to load
    app.stack.top.start()
    assert store.load_autosave().game.actions == []
    assert store.load(kept[0].path).game.actions == old.game.actions


def test_cancel_changes_nothing_and_asking_twice_keeps_one_copy(title):
    app, scene, store = title
    old = _session()
    store.autosave(old)
    scene.enter()
    _click(app, _new_game_button(scene).rect)
    _answer(app, yes=False)
    assert app.stack.top is scene and store.list() == []
    assert _game_of(store.load_autosave()) == _game_of(old)
    for _ in range(2):                                       # New game, then Back from the set-up, again
        _click(app, _new_game_button(scene).rect)
        _answer(app, yes=True)
        assert isinstance(app.stack.top, SetupScene)
        app.pop()
    assert len(store.list()) == 1


@pytest.mark.parametrize("autosave", ["none", "finished"])
def test_without_a_game_in_progress_new_game_sets_up_at_once(title, autosave):
    app, scene, store = title
    if autosave == "finished":
        store.autosave(_session(moves=None))
    scene.enter()
    _click(app, _new_game_button(scene).rect)
    assert isinstance(app.stack.top, SetupScene)
    assert store.list() == []
