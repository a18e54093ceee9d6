"""The table's shell in a small window, in every language: the top bar's Undo, Hint and Menu keep
their whole words (a long word such as "Rückgängig" takes room from the shorter ones instead of
being cut to "Rück..."; a window with room keeps equal thirds), and the prompt's instruction, shortened
there, shows whole in a tooltip."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.ui.board import text as T
from game.ui.scenes.table_scene import top_button_widths
from tests.ui.test_game_scene import advance, make_session, start


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr", "pl", "de"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_top_buttons_labels_are_drawn_whole_in_a_small_window(home, english_after, lang, size):
    app, scene, _store, drv = start(home, make_session(players=3), size, language=lang)
    with T.recording_misfits() as misfits:
        scene.resize()
        drv.settle()
    labels = {b.label for b in scene.top_buttons}
    assert len(labels) == 3 and (lang == "en" or "Menu" not in labels or "Undo" not in labels)
    cut = [str(m) for m in misfits if m.text in labels]
    assert not cut, "\n".join(cut)
    bar = scene.rects["topbar"]
    assert all(bar.contains(b.rect) for b in scene.top_buttons)


def test_buttons_share_the_room_equally_when_every_label_fits_its_third():
    assert top_button_widths(["Undo", "Hint", "Menu"], 300, 6) == ([100, 100, 100], False)


def test_a_long_label_takes_room_from_the_shorter_ones_when_a_third_is_too_narrow():
    widths, plain = top_button_widths(["Rückgängig", "Tipp", "Menü"], 150, 6)
    assert not plain
    assert widths[0] > widths[1] and widths[0] > widths[2] and sum(widths) <= 150
    assert T.text_size("Rückgängig", "serif_bold", 12)[0] + 6 <= widths[0]


def test_labels_too_wide_together_in_bold_are_drawn_in_the_plain_serif():
    widths, plain = top_button_widths(["Cofnij", "Podpowiedź", "Menu"], 131, 4)
    assert plain and sum(widths) <= 131
    assert T.text_size("Podpowiedź", "serif", 12)[0] + 4 <= widths[1]


class _Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_a_shortened_instruction_shows_whole_in_a_tooltip(home, english_after, monkeypatch):
    """In a small window the prompt's instruction ends in "…": resting the pointer on it shows the
    whole text, which a new player needs; a click there does nothing. A window with room for the
    instruction offers no such tooltip."""
    from game.ui.scenes import table_scene

    clock = _Clock()
    monkeypatch.setattr(table_scene.time, "monotonic", clock)
    app, scene, _store, drv = start(home, make_session(players=3), (1280, 720))
    drv.settle()
    assert scene.prompt_hint_cut is None
    planning = make_session(players=3)
    advance(planning.game, 40)              # the plan's instruction: the longest
    app, scene, _store, drv = start(home, planning, (800, 600), language="de")
    drv.settle()
    cut = scene.prompt_hint_cut
    assert cut is not None and scene.prompt is not None
    drawn: list[str] = []
    monkeypatch.setattr(table_scene, "draw_tooltip", lambda _s, text, *_a, **_k: drawn.append(text))
    drv.move(cut.center)
    clock.t += 2.0
    drv.frame()
    assert scene.tooltip_shown and drawn[-1] == scene.prompt.hint
    actions = len(scene.game.actions)
    drv.click(cut.center)
    assert len(scene.game.actions) == actions and app.toast is None
