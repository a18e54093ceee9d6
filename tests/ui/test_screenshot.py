"""haspelknecht screenshot: a PNG of the requested size for every scene; bad flags exit 2."""

from __future__ import annotations

import gettext

import pygame
import pytest

from game.cli import main
from game.commands.screenshot import SCENES
from tests.ui.i18n_helpers import Shouting


@pytest.mark.parametrize("scene", SCENES)
def test_screenshot_writes_a_png_of_the_requested_size(tmp_path, monkeypatch, capsys, scene):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path / "home"))
    out = tmp_path / "shots" / f"{scene}.png"
    code = main(["screenshot", "--scene", scene, "--out", str(out), "--size", "800x450", "--seed", "3"])
    assert code == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (800, 450)
    assert not (tmp_path / "home").exists()        # nothing written to the player's folders


@pytest.mark.parametrize("flags", [
    ["--scene", "nowhere", "--out", "x.png"],
    ["--scene", "title"],
    ["--scene", "title", "--out", "x.png", "--size", "big"],
    ["--scene", "title", "--out", "x.png", "--size", "10x10"],
    ["--scene", "title", "--out", "x.png", "--seed", "seven"],
])
def test_bad_flags_give_usage_and_exit_code_2(tmp_path, capsys, flags):
    with pytest.raises(SystemExit) as exc:
        main(["screenshot", *flags])
    assert exc.value.code == 2
    assert "usage" in capsys.readouterr().err


def test_same_seed_same_picture(tmp_path):
    a, b = tmp_path / "a.png", tmp_path / "b.png"
    for out in (a, b):
        assert main(["screenshot", "--scene", "end", "--out", str(out), "--size", "640x360", "--seed", "9"]) == 0
    pa, pb = pygame.image.load(str(a)), pygame.image.load(str(b))
    assert pygame.image.tobytes(pa, "RGB") == pygame.image.tobytes(pb, "RGB")


@pytest.mark.parametrize("lang", ["fr", "pl", "de", "en"])
def test_lang_flag_renders_in_that_language_and_leaves_the_process_language_alone(tmp_path, monkeypatch, lang):
    from game.core import i18n

    seen = []
    real = i18n.set_language

    def spy(code):
        real(code)
        seen.append(i18n.current_language())

    monkeypatch.setattr(i18n, "set_language", spy)
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path / "home"))
    before = i18n.current_language()
    out = tmp_path / f"settings-{lang}.png"
    assert main(["screenshot", "--scene", "settings", "--out", str(out), "--size", "640x360",
                 "--lang", lang]) == 0
    assert seen[0] == lang                      # the window was opened in the language asked for
    assert i18n.current_language() == before    # and the caller's language is back afterwards


def test_the_language_asked_for_changes_the_picture(tmp_path, monkeypatch):
    from game.core import i18n

    monkeypatch.setattr(i18n, "_load", lambda code: Shouting() if code == "fr" else gettext.NullTranslations())
    shots = {}
    for lang in ("en", "fr"):
        out = tmp_path / f"{lang}.png"
        assert main(["screenshot", "--scene", "settings", "--out", str(out), "--size", "640x360",
                     "--lang", lang]) == 0
        shots[lang] = pygame.image.tobytes(pygame.image.load(str(out)), "RGB")
    assert shots["en"] != shots["fr"]


@pytest.mark.parametrize("value", ["es", "FR", "", "english"])
def test_unknown_language_is_a_usage_error(tmp_path, capsys, value):
    with pytest.raises(SystemExit) as exc:
        main(["screenshot", "--scene", "title", "--out", str(tmp_path / "x.png"), "--lang", value])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage" in err and "--lang" in err
