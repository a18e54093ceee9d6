"""The review page in the window: computed off the drawing loop with a progress bar (in the bots'
worker process, or a thread where none can start), kept with the game in the history so that it is
computed once, cancellable; each decision opens the replay at that position with the move played
and the better one lit on the board and the decision's words; the end page and the history list
open it."""

from __future__ import annotations

import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from game.core import review as rv  # noqa: E402
from game.core.history import History  # noqa: E402
from game.core.record import Game  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.core.session import Seat, Session  # noqa: E402
from game.ui import bot_runner, scenes  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.review_job import ReviewJob  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.scenes.review import BETTER, PLAYED, ReviewMarks  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.ui.scene_helpers import Recording

SMALL = {"samples": 1, "candidates": 1}


def finished(game: str, seed: int) -> Session:
    g = Game(registry.get(game).options(players=2), seed, game=game, events=False)
    rnd = random.Random(seed)
    while not g.is_over:
        g.apply(rnd.choice(g.legal_actions()))
    return Session(g, [Seat(name="Ada", colour=0), Seat(name="Bot", kind="normal", colour=1)])


@pytest.fixture
def app(home):
    a = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    yield a
    pygame.display.quit()


def frame(app):
    app.invalidate()
    app.frame([], 0.0)


def tint(shown: pygame.Surface, bare: pygame.Surface, rect: pygame.Rect):
    """Which of the two marking colours the changes inside rect lean to (None: nothing changed)."""
    dr = dg = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            a, b = shown.get_at((x, y)), bare.get_at((x, y))
            dr, dg = dr + a.r - b.r, dg + a.g - b.g
    if dr == dg == 0:
        return None
    return PLAYED if dr > dg else BETTER


def run_until_reviewed(app, page, timeout: float = 120.0) -> None:
    end = time.monotonic() + timeout
    while page.job is not None:
        assert time.monotonic() < end, "the review did not finish"
        frame(app)
        time.sleep(0.02)
    frame(app)


def test_a_review_is_computed_with_a_progress_bar_kept_and_opened_on_the_board(app, home):
    session = finished("coal_baron", 3)
    history = History(home / "history")
    store = SaveStore(home / "saves")
    page = scenes.make("review", app, session, store, history, settings=SMALL, processes=False)
    app.push(page)
    assert page.job is not None and page.cancel_btn.visible and not page.list.visible
    frame(app)                                  # the progress page draws while the bot works
    run_until_reviewed(app, page)
    assert page.review is not None and page.rows and page.list.visible and not page.cancel_btn.visible
    assert [r.finding for r in page.rows] == list(page.review.seat(0).findings)   # Ada's, the person's
    assert history.review_of(session) is not None                 # kept with the game: computed once
    page.list.selected = 0
    page.open_selected()
    replay = app.stack.top
    row = page.rows[0]
    assert isinstance(replay, scenes.get("replay")) and replay.step == row.finding.index
    assert isinstance(replay.marks, ReviewMarks) and replay.marks.reason
    frame(app)
    shown = app.screen.copy()
    replay.marks = None
    frame(app)
    bare = app.screen.copy()
    table = replay.table

    def places(action) -> set:
        source, target = table.table.places(table.game.state, action, row.finding.player, table.regions)
        return {k for k in (source, target) if k is not None and k in table.regions}

    played, better = places(row.finding.played), places(row.finding.better)
    assert played - better or better - played, "neither move is drawn on the board"
    for keys, colour in ((played - better, PLAYED), (better - played, BETTER)):
        for key in keys:           # the move's own place glows in its colour
            assert tint(shown, bare, table.regions[key]) == colour
    log_rect = table.rects["log"]
    assert pygame.image.tobytes(shown.subsurface(log_rect), "RGB") != pygame.image.tobytes(
        bare.subsurface(log_rect), "RGB")                           # the card with the words
    app.pop()
    app.pop()
    again = scenes.make("review", app, session, store, history, settings=SMALL, processes=False)
    app.push(again)
    assert again.job is None and again.review == page.review        # read back, not computed again


def test_a_review_can_be_cancelled_and_nothing_is_kept(app, home):
    session = finished("haspelknecht", 5)
    history = History(home / "history")
    page = scenes.make("review", app, session, SaveStore(home / "saves"), history, processes=False)
    app.push(page)
    job = page.job
    assert job is not None
    page.cancel_btn.on_click()
    assert app.stack.top is not page and job.state == "cancelled"
    job._thread.join(60)
    assert not job._thread.is_alive() and history.review_of(session) is None


def test_the_worker_process_reviews_as_this_process_does(home):
    session = finished("coal_baron", 8)
    try:
        job = ReviewJob(session.game, [0], SMALL)
        assert job._future is not None, "the review did not go to the worker process"
        assert job.wait(180) and job.state == "done", job.error
        assert job.done == job.total > 0
    finally:
        bot_runner.stop_pool()
    here = rv.to_json(rv.review(session.game, [0], settings=SMALL), session.game)
    there = dict(job.result or {})
    there.pop("seconds"), here.pop("seconds")
    assert there == here


def test_the_end_page_and_the_history_list_open_the_review(app, home, monkeypatch):
    opened = []

    class Stub(Scene):      # records what the review was opened with
        def __init__(self, app, session, store, history) -> None:
            super().__init__(app)
            opened.append((session.game.record(), history))

        def draw(self, surface) -> None:
            return None
    monkeypatch.setitem(scenes.SCENES, "review", Stub)
    session = finished("haspelknecht", 6)
    store = SaveStore(home / "saves")
    history = History(home / "history")
    end = scenes.make("end", app, session, store, history)
    app.push(end)
    frame(app)
    assert end.review_btn.visible
    end.review_btn.on_click()
    assert opened[-1] == (session.game.record(), history)
    app.pop()
    page = scenes.make("statistics", app, store, history)
    app.push(page)
    assert page.review_btn.enabled
    page.review_btn.on_click()
    assert opened[-1] == (session.game.record(), history)



@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("seats", [1, 2, 4])
def test_the_summary_stays_above_the_back_button_for_every_seat_reviewed(app, home, language, seats):
    """A game of four bots reviews every seat: the page's notes ran under Back and off the sheet."""
    app.set_language(language)
    game = Game(registry.get("haspelknecht").options(players=4), 5, game="haspelknecht", events=False)
    kinds = ["human"] * seats + ["normal"] * (4 - seats) if seats < 4 else ["normal"] * 4
    session = Session(game, [Seat(name=n, kind=k, colour=i)
                             for i, (n, k) in enumerate(zip(["Agnes", "Dietrich", "Gertrud", "Konrad"], kinds,
                                                            strict=True))])
    page = scenes.make("review", app, session, SaveStore(home / "saves"), History(home / "history"),
                       settings=SMALL, processes=False)
    review = rv.Review("haspelknecht", "x", tuple(page.players), 0.5, {},
                       tuple(rv.SeatReview(p, 60 + p, (), 28.5 + p, 13) for p in page.players))
    page._show(review)
    app.push(page)
    frame(app)
    surface = Recording(app.size)
    page._draw_summary(surface)
    texts = [r for r in surface.landed if r.width and r.height]
    assert len(texts) >= 3 * len(page.players)
    assert all(r.bottom <= page.back_btn.rect.top for r in texts), \
        (page.back_btn.rect.top, max(r.bottom for r in texts))


@pytest.mark.parametrize("language", ["en", "fr", "pl", "de"])
def test_a_review_with_nothing_costly_says_so_within_its_list(app, home, language):
    """The list's note when no decision cost anything ran past the list on both sides in German."""
    from game.ui.board import text as board_text

    app.set_language(language)
    session = finished("haspelknecht", 3)
    page = scenes.make("review", app, session, SaveStore(home / "saves"), History(home / "history"),
                       settings=SMALL, processes=False)
    page._show(rv.Review("haspelknecht", "x", tuple(page.players), 0.5, {},
                         tuple(rv.SeatReview(p, 40, (), 0.0, 0) for p in page.players)))
    app.push(page)
    with board_text.recording_misfits() as misfits:
        frame(app)
    assert not page.rows
    assert not misfits, [str(m) for m in misfits]


@pytest.mark.parametrize("kinds,words", [(["human", "normal"], "each of your choices"),
                                         (["normal", "normal"], "each player's choices")])
def test_the_progress_note_speaks_to_whoever_is_reviewed(app, home, marked, kinds, words):
    """A game of bots alone reviews every seat: its note told the player of "your choices"."""
    game = finished("haspelknecht", 3).game
    session = Session(game, [Seat(name=n, kind=k, colour=i) for i, (n, k) in enumerate(zip(["Ada", "Bo"], kinds,
                                                                                          strict=True))])
    page = scenes.make("review", app, session, SaveStore(home / "saves"), History(home / "history"),
                       settings=SMALL, processes=False)
    app.push(page)
    frame(app)
    assert page.job is not None         # the review is under way: the page shows its progress
    asked = {msgid for _ctx, msgid, _plural in marked.asked}
    assert any(words in m for m in asked), sorted(asked)[:20]
    page.cancel_job()


@pytest.mark.parametrize("lang", ["en", "fr", "pl", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_totals_and_their_explanation_end_above_the_back_button(app, home, lang, players):
    """A game of bots alone (or a full hot-seat table) reviews every seat: the players' totals and
    the two paragraphs under them stay above the Back button (with four players they once ran
    under it and off the page)."""
    game = Game(registry.get("coal_baron").options(players=players), 3, game="coal_baron", events=False)
    session = Session(game, [Seat(name=name, kind="normal", colour=i)
                             for i, name in enumerate(["Agnes", "Dietrich", "Gertrud", "Konrad"][:players])])
    review = rv.Review(game="coal_baron", digest="", players=tuple(range(players)), tolerance=0.5, budget={},
                       seats=tuple(rv.SeatReview(p, 96, (), 53.8, 10) for p in range(players)))
    page = scenes.make("review", app, session, SaveStore(home / "saves"), History(home / "history"),
                       settings=SMALL, processes=False)
    page._show(review)
    app.push(page)
    app.set_language(lang)
    try:
        frame(app)
        surface = Recording(app.size)
        page._draw_summary(surface)
        drawn = [r for r in surface.landed if r.width and r.height]
        assert drawn
        assert max(r.bottom for r in drawn) <= page.back_btn.rect.top, (drawn, page.back_btn.rect)
    finally:
        app.set_language("en")
