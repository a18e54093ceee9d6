"""Statistics and history in the window: the page lists kept games and counts them, a
damaged record is named in a message and set aside, Replay shows the game's table at any move
(slider and keys) without autosaving, and Save as file puts the game among the saves."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.history import History  # noqa: E402
from game.core.record import Game  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.core.session import Seat, Session  # noqa: E402
from game.ui import scenes  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.ui.scene_helpers import Recording


def finished(game: str, seed: int) -> Session:
    g = Game(registry.get(game).options(players=2), seed, game=game, events=False)
    rnd = random.Random(seed)
    while not g.is_over:
        g.apply(rnd.choice(g.legal_actions()))
    return Session(g, [Seat(name="Ada", colour=0), Seat(name="Bot", kind="normal", colour=1)])


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    a = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    yield a
    pygame.display.quit()


def frame(app):
    app.invalidate()
    app.frame([], 0.0)


def test_the_page_lists_and_counts_kept_games(app, home):
    history = History(home / "data" / "history")
    for i, name in enumerate(("haspelknecht", "coal_baron")):
        history.record(finished(name, 5 + i))
    store = SaveStore(home / "data" / "saves")
    page = scenes.make("statistics", app, store, history)
    app.push(page)
    frame(app)
    assert len(page.list.rows) == 2
    page._set_filter("coal_baron")
    assert [e.game for e in page.list.rows] == ["coal_baron"]
    frame(app)


def test_a_damaged_record_is_named_and_set_aside(app, home):
    history = History(home / "data" / "history")
    path = history.record(finished("haspelknecht", 9))
    path.write_text("{ not json", encoding="utf-8")
    page = scenes.make("statistics", app, SaveStore(home / "data" / "saves"), history)
    app.push(page)
    frame(app)
    assert isinstance(app.stack.top, scenes.get("message"))
    assert not path.exists() and len(list((home / "data" / "set-aside").iterdir())) == 1


def test_replay_moves_through_the_game_and_never_autosaves(app, home):
    history = History(home / "data" / "history")
    history.record(finished("haspelknecht", 3))
    store = SaveStore(home / "data" / "saves")
    page = scenes.make("statistics", app, store, history)
    app.push(page)
    page.replay_selected()
    replay = app.stack.top
    assert isinstance(replay, scenes.get("replay"))
    frame(app)
    total = replay.total
    assert replay.step == total and replay.session.game.is_over
    # a table that only shows a game makes no bot and starts no worker (the seat 'Bot' is one)
    assert replay.table.runner._bots == {}
    replay.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    assert replay.step == 0 and len(replay.session.game.actions) == 0
    for _i in range(3):
        replay.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert replay.session.game.actions == replay.full.actions[:3]
    t = replay.track()
    replay.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(t.centerx, t.centery)))
    replay.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(t.centerx, t.centery)))
    assert abs(replay.step - total // 2) <= max(2, total // 50)
    assert replay.session.game.actions == replay.full.actions[:replay.step]
    frame(app)
    assert not store.has_autosave()


def test_save_as_file_puts_the_game_among_the_saves(app, home):
    history = History(home / "data" / "history")
    history.record(finished("coal_baron", 4))
    store = SaveStore(home / "data" / "saves")
    page = scenes.make("statistics", app, store, history)
    app.push(page)
    page.save_selected()
    saved = store.list()
    assert len(saved) == 1
    assert store.load(saved[0].path).game.record() == history.entries()[0].session().game.record()


def test_no_tooltip_shows_through_a_dialog(app, home):
    """A page's hovered button keeps no tooltip once a dialog covers it (seen in a real window: the
    title's 'Learn to play' tooltip stayed under the chooser)."""
    from game.ui.scenes.title import TitleScene
    title = TitleScene(app, SaveStore(home / "data" / "saves"))
    app.push(title)
    frame(app)
    button = next(w for w in title.widgets if getattr(w, "tooltip", ""))
    title.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert title.hovered_tooltip()
    app.push(scenes.make("message", app, "A dialog", "On top."))
    frame(app)
    assert not title.hovered_tooltip()



@pytest.mark.parametrize("language", ["en", "fr", "pl", "de"])
def test_the_tallies_headings_stay_apart(app, home, language):
    """Polish "Rozegrane", "Wygrane" and "Najlepszy" ran into each other over their columns."""
    app.set_language(language)
    page = scenes.make("statistics", app, SaveStore(home / "data" / "saves"), History(home / "data" / "history"))
    app.push(page)
    frame(app)
    surface = Recording(app.size)
    page.draw_content(surface)
    headings = surface.landed[:4]
    assert all(a.right < b.left for a, b in zip(headings, headings[1:], strict=False)), headings
    assert headings[-1].right < page.P(575, 0)[0]          # left of the page's dividing line


@pytest.mark.parametrize(("language", "written"), [("en", "-6.5"), ("fr", "-6,5"), ("pl", "-6,5"), ("de", "-6,5")])
def test_the_average_score_is_written_as_the_language_writes_numbers(app, home, language, written):
    from game.core.history import Tally

    page = scenes.make("statistics", app, SaveStore(home / "data" / "saves"), History(home / "data" / "history"))
    app.set_language(language)
    try:
        assert page._tally_cells(Tally(played=2, won=0, scores=[-4, -9]))[3] == written
    finally:
        app.set_language("en")
