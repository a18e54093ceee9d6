"""The lesson card as a new player reads it (seen in a real window): a lesson that begins
at a tutor's move is not lost (Haspelknecht's welcome was current only while the tutor took its
first disks, so the learner's first card began at lesson 2), and every lesson of both tutorials is
shown whole in each language, the card growing when its words need it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import i18n  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.ui import coach as coach_ui  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.gestures import Driver  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from tests.ui.bot_helpers import sync_bots  # noqa: E402

LANGUAGES = ["en", "fr", "pl", "de"]


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    a = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    yield a
    i18n.set_language("en")
    pygame.display.quit()


def open_tutorial(app, tmp_path, game):
    store = SaveStore(tmp_path / "data" / "saves")
    app.push(TitleScene(app, store))
    table = coach_ui.start(app, game, store, "Ada", fresh=True)
    sync_bots(table)
    table.bot_pause = 0.0
    drv = Driver(app, table)
    drv.settle()
    return table, drv


def test_a_lesson_begun_at_the_tutors_move_is_on_the_learners_first_card(app, tmp_path):
    table, _drv = open_tutorial(app, tmp_path, "haspelknecht")
    coach = table.coach
    first = coach.script.lessons[0]
    assert first.at < len(table.game.actions)            # the tutor moved under the first lesson
    words = coach_ui.lesson_words(coach, table.game)
    assert words.startswith(first.say) and words.endswith(coach.lesson(table.game))


def test_later_cards_show_only_their_own_lesson(app, tmp_path):
    table, drv = open_tutorial(app, tmp_path, "haspelknecht")
    coach = table.coach
    while coach.lesson_number(table.game)[0] < 4:
        drv.perform(coach.expected(table.game))
        drv.settle()
    assert coach_ui.lesson_words(coach, table.game) == coach.lesson(table.game)


@pytest.mark.parametrize("game", ["haspelknecht", "coal_baron"])
def test_every_lesson_is_shown_whole_in_every_language(app, tmp_path, game):
    table, drv = open_tutorial(app, tmp_path, game)
    coach = table.coach
    column = table.rects["log"].bottom - table.rects["coach"].y
    too_long = []
    while not coach.finished(table.game):
        for code in LANGUAGES:
            i18n.set_language(code)
            table._fit_card()
            card = table.rects["coach"]
            if coach_ui.card_height(table, card.w) > card.h:
                too_long.append((code, coach.lesson_number(table.game)))
        i18n.set_language("en")
        table._fit_card()
        assert table.rects["log"].h >= column // 5           # the chronicle keeps a part of its column
        drv.perform(coach.expected(table.game))
        drv.settle()
    assert too_long == []


@pytest.mark.parametrize("game", ["haspelknecht", "coal_baron"])
def test_the_lit_piece_and_place_have_a_ring_around_them(app, tmp_path, game):
    from game.ui.scenes.table_learning import HALO_GROW

    table, _drv = open_tutorial(app, tmp_path, game)
    want = table.coach.expected(table.game)
    source, _target = table.table.places(table.game.state, want, table.current(), table.regions)
    ring = table.regions[source].inflate(2 * table.s(HALO_GROW + 2), 2 * table.s(HALO_GROW + 2))
    ring = ring.clip(app.screen.get_rect())

    def picture():
        app.invalidate()
        app.frame([], 0.0)
        return pygame.image.tobytes(app.screen.subsurface(ring), "RGB")
    with_ring = picture()
    table._halo = lambda surface, action: None
    without = picture()
    assert with_ring != without
