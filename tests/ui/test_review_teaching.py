"""The review page teaches at a glance: each listed decision says why the better move is better (the
sentence the replay's card gives, which the list did not show), and its costs are written as the
player's language writes numbers ("12.9" read "12.9 PV" in French)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import review as rv  # noqa: E402
from game.core.history import History  # noqa: E402
from game.core.i18n import decimal  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.ui import scenes  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.board import text as board_text  # noqa: E402
from game.ui.scenes import review as review_page  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.ui.scene_helpers import Recording  # noqa: E402
from tests.ui.test_review_scene import SMALL, finished, frame  # noqa: E402


@pytest.fixture
def app(home):
    a = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    yield a
    pygame.display.quit()


SEVERAL = {"en": "12.9", "fr": "12,9", "pl": "12,9", "de": "12,9"}


class Said:
    """A font that keeps every text it renders."""

    def __init__(self, font, drawn: list[str]) -> None:
        self.font, self.drawn = font, drawn

    def render(self, text, *args, **kwargs):
        self.drawn.append(text)
        return self.font.render(text, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.font, name)


def recording(monkeypatch, page) -> list[str]:
    """Every text the page draws from now on (its own fonts and its list's rows)."""
    drawn: list[str] = []
    font = page.font
    monkeypatch.setattr(page, "font", lambda *a, **kw: Said(font(*a, **kw), drawn))
    paint = page.list.paint_row

    class UI:
        def __init__(self, ui) -> None:
            self.ui = ui

        def font(self, *a, **kw):
            return Said(self.ui.font(*a, **kw), drawn)

        def __getattr__(self, name):
            return getattr(self.ui, name)

    monkeypatch.setattr(page.list, "paint_row", lambda surface, rect, row, sel, ui: paint(surface, rect, row, sel, UI(ui)))
    return drawn


def _page(app, home, game: str = "coal_baron", seed: int = 3):
    session = finished(game, seed)
    g = session.game
    legal_at = []
    for index in range(len(g.record()["actions"])):     # the seat's first three decisions
        pos = rv.position(g, index)
        if pos.is_over:
            break
        who, _kind = pos.decision()
        acts = pos.legal_actions()
        if who == 0 and len(acts) > 1:
            legal_at.append((index, acts))
        if len(legal_at) == 3:
            break
    findings = tuple(rv.Finding(index, 0, "x", acts[0], acts[1], 1.0, 1.0 + 12.9 - n * 3)
                     for n, (index, acts) in enumerate(legal_at))
    review = rv.Review(game, "x", (0,), 0.5, {}, (rv.SeatReview(0, 40, findings, 20.4, len(findings)),))
    page = scenes.make("review", app, session, SaveStore(home / "saves"), History(home / "history"),
                       settings=SMALL, processes=False)
    page._show(review)
    app.push(page)
    return page, review


@pytest.mark.parametrize("game", ["coal_baron", "haspelknecht"])
def test_each_listed_decision_says_why_the_better_move_is_better(app, home, game, monkeypatch):
    page, review = _page(app, home, game)
    assert page.rows
    drawn = recording(monkeypatch, page)
    with board_text.recording_misfits() as misfits:
        frame(app)
    for row in page.rows:
        assert row.why == rv.reason(page.session.game, row.finding)
        assert row.why and row.why.split()[0] in drawn[-1] or any(row.why.startswith(t) for t in drawn), (row.why, drawn)
    assert not misfits, [str(m) for m in misfits]


@pytest.mark.parametrize("language", ["en", "fr", "pl", "de"])
def test_a_long_why_is_wrapped_within_its_row_not_cut(app, home, language, monkeypatch):
    """A German or Polish reason ran past the row's end and was cut after a few words."""
    app.set_language(language)
    try:
        page, _review = _page(app, home, "haspelknecht")
        long = " ".join(["Dieses Teil nützt deinem Plan anderswo mehr"] * 3) + "."
        page.rows = [review_page.Row(**{**row.__dict__, "why": long}) for row in page.rows]
        page.list.set_rows(page.rows)
        frame(app)
        drawn = recording(monkeypatch, page)
        surface = Recording(app.size)
        rect = pygame.Rect(0, 0, page.list.rect.w, page.list._row_px)
        page._paint_row(surface, rect, page.rows[0], False, page)
        shown = [t for t in drawn if t.startswith(("Dieses", "Teil", "mehr")) or "anderswo" in t]
        assert len(shown) == 2 and "".join(shown).replace(" ", "") == long.replace(" ", ""), shown
        assert all(r.bottom <= rect.bottom for r in surface.landed), (rect, surface.landed)
    finally:
        app.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "pl", "de"])
def test_costs_are_written_as_the_language_writes_numbers(app, home, language, monkeypatch):
    app.set_language(language)
    try:
        assert decimal(12.94) == SEVERAL[language]
        page, _review = _page(app, home)
        drawn = recording(monkeypatch, page)
        frame(app)
        total = [t for t in drawn if "20" in t]
        assert total and all(("20,4" in t) == (language != "en") for t in total), total
    finally:
        app.set_language("en")


def _at_confirmed_plan(seed: int = 3):
    """A game of random moves at a plan about to be confirmed with something on its workers."""
    import random

    from game.core.record import Game
    from game.core.registry import get
    game = Game(get("haspelknecht").options(players=2), seed, game="haspelknecht", events=False)
    rnd = random.Random(seed)
    while not game.is_over:
        acts = game.legal_actions()
        confirm = [a for a in acts if a.kind == "confirm_plan"]
        if confirm and any(any(w) for w in game.state.players[game.state.current].plan):
            return game, confirm[0]
        places = [a for a in acts if a.kind == "place"]
        game.apply(rnd.choice(places) if places and rnd.random() < 0.7 else rnd.choice(acts))
    raise AssertionError("no plan was confirmed")


@pytest.mark.parametrize("language", ["en", "fr", "pl", "de"])
def test_a_confirmed_plan_is_named_by_what_it_held(app, home, language):
    """"Played: Confirm plan" told the player nothing of the plan the review found costly."""
    from game.core.i18n import _ as tr
    from game.haspelknecht.words import worker_word
    from game.ui.table_loader import table_for

    app.set_language(language)
    try:
        game, confirm = _at_confirmed_plan()
        table = table_for("haspelknecht")
        words = table.describe_decision(game.state, confirm, ["Ada", "Bo"])
        assert words != table.describe(game.state, confirm, ["Ada", "Bo"])
        plan = game.state.players[game.state.current].plan
        from game.haspelknecht.rules import WORKERS
        for worker, items in zip(WORKERS, plan, strict=True):
            assert (worker_word(worker).translated() in words) == any(items), (worker, words)
        assert tr("Confirm plan: {plan}").split("{")[0] in words
        # any other move keeps its usual words
        other = next(a for a in game.legal_actions() if a.kind != "confirm_plan")
        assert table.describe_decision(game.state, other, ["Ada", "Bo"]) == table.describe(game.state, other, ["Ada", "Bo"])
    finally:
        app.set_language("en")


def test_the_review_list_names_the_plan_that_was_confirmed(app, home):
    from game.core.session import Seat, Session
    from game.ui.table_loader import table_for

    game, confirm = _at_confirmed_plan()
    who = game.state.current
    other = next(a for a in game.legal_actions() if a.kind != "confirm_plan")
    finding = rv.Finding(len(game.actions), who, "plan", confirm, other, 0.0, 5.0)
    session = Session(game, [Seat(name="Ada", colour=0), Seat(name="Bo", colour=1)])
    page = scenes.make("review", app, session, SaveStore(home / "saves"), History(home / "history"),
                       settings=SMALL, processes=False)
    page._show(rv.Review("haspelknecht", "x", (0, 1), 0.5, {}, (rv.SeatReview(who, 10, (finding,), 5.0, 1),)))
    assert page.rows[0].played == table_for("haspelknecht").describe_decision(game.state, confirm, ["Ada", "Bo"])
    assert page.rows[0].played.startswith("Confirm plan: ")
