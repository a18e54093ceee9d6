"""haspelknecht screenshot: a PNG of the requested size for every scene; bad flags exit 2."""

from __future__ import annotations

import pygame
import pytest

from game.cli import main
from game.commands.screenshot import SCENES


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
