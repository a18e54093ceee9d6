"""Start-up and bundle: the window path imports no subcommand or game engine before its first
frame; the title painting is cached per size and repainted when the art changes; the GLIBC scanner
that sets the .deb's Depends reads a known ELF file."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build" / "linux"))
import elf_tools  # noqa: E402

PROBE = """
import json, sys
from game import cli
code = cli.main([])
print("MODULES=" + json.dumps(sorted(sys.modules)))
sys.exit(code)
"""


def test_window_path_imports_no_subcommand_engine_or_session(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               HASPELKNECHT_EXIT_AFTER_FIRST_FRAME="1", HASPELKNECHT_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    line = next(ln for ln in out.stdout.splitlines() if ln.startswith("MODULES="))
    modules = set(json.loads(line[len("MODULES="):]))
    assert "game.ui.scenes.title" in modules          # the first frame was the title's
    loaded = sorted(m for m in modules
                    if m == "game.commands" or m.startswith("game.commands.")
                    or m.startswith(("game.haspelknecht", "game.coal_baron"))
                    or m in ("game.core.data_files", "game.core.bench", "game.core.session",
                              "game.core.record", "yaml"))
    assert loaded == []
    # nor what only later frames need: the bots' worker process, the log's rotation by logging.handlers
    assert not {"multiprocessing", "concurrent.futures", "logging.handlers", "game.ui.bot_runner"} & modules
    # the title painting went into the cache folder
    assert list((tmp_path / "cache").glob("title-*.bmp"))


def test_command_names_match_the_modules() -> None:
    from game import cli
    from game.commands import COMMAND_MODULES

    assert tuple(m.rsplit(".", 1)[1] for m in COMMAND_MODULES) == cli.COMMANDS


@pytest.fixture()
def display():
    from game.ui import theme

    pygame.init()
    pygame.display.set_mode((320, 200))
    yield
    pygame.quit()
    theme.clear_font_cache()     # its fonts cannot be drawn with once pygame starts again


def test_title_painting_is_cached_and_rebuilt_when_its_key_changes(tmp_path: Path, display, monkeypatch) -> None:
    from game.ui import widgets_art
    from game.ui.scenes import title

    painted = []
    real = widgets_art.ruhr_landscape.__wrapped__

    def counting(size, seed=1535):
        painted.append(size)
        return real(size, seed)

    monkeypatch.setattr(widgets_art, "ruhr_landscape", counting)
    first = title.title_landscape((160, 90), folder=tmp_path, key="aaaa")
    assert painted == [(160, 90)] and (tmp_path / "title-160x90-aaaa.bmp").is_file()
    again = title.title_landscape((160, 90), folder=tmp_path, key="aaaa")
    assert painted == [(160, 90)]                     # read back, not painted
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(first, "RGB")
    title.title_landscape((160, 90), folder=tmp_path, key="bbbb")
    assert painted == [(160, 90)] * 2                 # the art changed: painted again
    assert sorted(p.name for p in tmp_path.iterdir()) == ["title-160x90-bbbb.bmp"]
    (tmp_path / "title-160x90-bbbb.bmp").write_bytes(b"not a picture")
    title.title_landscape((160, 90), folder=tmp_path, key="bbbb")
    assert len(painted) == 3                          # a damaged cache file is painted over


def test_art_key_follows_the_art_code(monkeypatch) -> None:
    from game.ui import widgets_art
    from game.ui.scenes import title

    key = title.art_key()
    assert key == title.art_key() and re.fullmatch(r"[0-9a-f]{16}", key)
    monkeypatch.setattr(widgets_art, "ruhr_landscape", lambda size, seed=0: None)
    assert title.art_key() != key


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files are Linux's")
def test_glibc_scanner_reads_the_pythons_needs() -> None:
    exe = Path(os.path.realpath(sys.executable))
    version = elf_tools.max_glibc([exe])
    assert version and re.fullmatch(r"2\.\d+", version)
    names = elf_tools.needed_versions(exe)
    assert f"GLIBC_{version}" in names
    key = tuple(map(int, version.split(".")))
    assert all(tuple(map(int, n[6:].split("."))) <= key for n in names if re.fullmatch(r"GLIBC_[\d.]+", n))
    try:   # the same answer as binutils, where it is installed
        dump = subprocess.run(["objdump", "-T", str(exe)], capture_output=True, text=True).stdout
    except FileNotFoundError:
        return
    found = {tuple(map(int, v.split("."))) for v in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", dump)}
    if found:
        assert max(found) == key


def test_art_key_is_the_same_in_every_run() -> None:
    probe = "from game.ui.scenes import title; print(title.art_key())"
    keys = {subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True,
                           env=dict(os.environ, PYTHONHASHSEED=str(seed), PYGAME_HIDE_SUPPORT_PROMPT="1"),
                           timeout=60).stdout.strip().splitlines()[-1] for seed in (1, 2)}
    assert len(keys) == 1


def test_log_file_is_moved_aside_when_it_grows(tmp_path: Path) -> None:
    import logging

    from game.ui.main import RotatingLog

    path = tmp_path / "game.log"
    handler = RotatingLog(path, max_bytes=200, backups=2)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger = logging.getLogger("test.rotating_log")
    logger.propagate = False
    logger.addHandler(handler)
    try:
        for i in range(40):
            logger.warning("line %02d %s", i, "x" * 40)
    finally:
        logger.removeHandler(handler)
        handler.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.log", "game.log.1", "game.log.2"]
    assert all(p.stat().st_size < 200 + 60 for p in tmp_path.iterdir())
    assert "line 39" in path.read_text(encoding="utf-8")      # the newest lines in the file itself
    assert "line 00" not in "".join(p.read_text(encoding="utf-8") for p in tmp_path.iterdir())


def test_the_frozen_entry_point_leaves_an_ordinary_start_alone(monkeypatch) -> None:
    """build/entry.py turns only multiprocessing's own children into the worker or its helper."""
    import multiprocessing.process

    monkeypatch.syspath_prepend(str(ROOT / "build"))
    monkeypatch.setattr(multiprocessing.process, "ORIGINAL_DIR", multiprocessing.process.ORIGINAL_DIR)  # kept as it is
    import entry

    for argv in (["haspelknecht"], ["haspelknecht", "selftest"], ["haspelknecht", "-c", "print('not multiprocessing')"]):
        monkeypatch.setattr(sys, "argv", argv)
        assert entry._multiprocessing_child() is None     # returned: the game goes on
