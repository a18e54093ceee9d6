"""The prompt bar's title is read whole: beside two long buttons (French, German) it takes two
lines rather than being cut off with an ellipsis, which lost the count it ends with."""

from __future__ import annotations

from game.core import registry
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.ui.app import App
from game.ui.board import text as board_text
from game.ui.prompt_bar import Prompt, PromptButton, title_lines
from game.ui.scenes.table_scene import TableScene
from game.ui.settings import Settings

FRENCH = "Agnes : disque noir de votre ouvrier dans la Pinge (reste 1)"


def _table(home, monkeypatch, title: str) -> tuple[App, TableScene]:
    app = App(Settings(language="en", animation_speed="off", turn_confirmation="never"), size=(1280, 720),
              headless=True)
    d = registry.get("haspelknecht")
    seats = [Seat(name=n, kind="human", colour=i) for i, n in enumerate(["Agnes", "Dietrich"])]
    scene = TableScene(app, Session(Game(d.options(players=2), 5, game=d), seats), SaveStore(home / "saves"))
    prompt = Prompt(title, "Chaque disque noir évacue de l'eau de mine ou extrait un charbon accessible.",
                    [PromptButton("Évacuer l'eau de mine", None, "a"), PromptButton("Extraire un charbon", None, "b")])
    monkeypatch.setattr(scene.table, "prompt", lambda game, names, mover: prompt)
    return app, scene


def test_a_long_title_beside_long_buttons_takes_two_lines_whole(home, monkeypatch):
    app, scene = _table(home, monkeypatch, FRENCH)
    with board_text.recording_misfits() as misfits:
        app.push(scene)
        app.frame([], 0.0)
    assert scene.prompt is not None and scene.prompt.title == FRENCH
    assert not [m for m in misfits if "Pinge" in m.text], [str(m) for m in misfits]
    first = min(b.rect.left for b in scene.prompt.buttons)
    x = scene.rects["prompt"].x + round(46 * scene.sc)
    lines = title_lines(FRENCH, first - 6 * scene.sc - x, scene.sc)
    assert len(lines) == 2 and " ".join(lines).replace("- ", "") == FRENCH


def test_a_title_that_fits_keeps_its_one_line(home, monkeypatch):
    app, scene = _table(home, monkeypatch, "Agnes: plan")
    app.push(scene)
    app.frame([], 0.0)
    assert title_lines("Agnes: plan", 200, scene.sc) == ["Agnes: plan"]
