"""After a language switch the chronicle shows its earlier lines, and the game's headers, in the new
language: the record keeps typed events (game.core.protocol.Event), rendered again, never the old
language's text kept from before."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.ui.app import App
from game.ui.board.log_view import LogView
from game.ui.scenes.table_scene import TableScene
from game.ui.settings import Settings


def _table(home, game: str) -> tuple[App, TableScene]:
    d = registry.get(game)
    record = Game(d.options(players=2), 5, game=d)
    rng = random.Random(5)
    for _ in range(40):
        record.apply(rng.choice([a for a in record.legal_actions() if d.move_filter is None or d.move_filter(a)]))
    seats = [Seat(name=n, kind="human", colour=i) for i, n in enumerate(["Agnes", "Dietrich"])]
    app = App(Settings(language="en", animation_speed="off", turn_confirmation="never"), size=(1280, 720),
              headless=True)
    scene = TableScene(app, Session(record, seats), SaveStore(home / "saves"))
    app.push(scene)
    return app, scene


def _shown(app: App, scene: TableScene) -> list[str]:
    """The chronicle's rows as the table draws them now."""
    app.invalidate()
    app.frame([], 0.0)
    return [text for _kind, _who, text, _idx in scene.log_view._rows]


def _fresh(scene: TableScene) -> list[str]:
    """The rows a new chronicle renders from the same record in the language now in use."""
    view = LogView(scene.table.chronicler)
    surf = pygame.Surface(scene.rects["log"].size)
    view.draw(surf, pygame.Rect((0, 0), scene.rects["log"].size), scene.game.log, scene.names, scene.owner_kinds(),
              scene.sc)
    return [text for _kind, _who, text, _idx in view._rows]


@pytest.mark.parametrize("game", ["haspelknecht", "coal_baron"])
def test_the_chronicle_is_rendered_again_in_the_new_language(home, game):
    app, scene = _table(home, game)
    english = _shown(app, scene)
    assert len(english) > 10
    app.set_language("fr")
    french = _shown(app, scene)
    assert french == _fresh(scene)               # as a chronicle opened in French shows it
    changed = sum(a != b for a, b in zip(english, french, strict=False))    # French wraps to more rows
    assert changed > len(english) // 2, "most lines read differently in French"
    app.set_language("en")
    assert _shown(app, scene) == english         # and back, nothing kept from French
