"""Every file the game writes for the player (settings, saves and the autosave, the history, the
title painting's cache) goes through one helper: a temporary file in the same folder, synced to
the disk, renamed over the old one, and the folder synced, so that a power cut leaves the old file
or the new one, never an empty one. A failure while writing leaves the old file and no temporary."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from game.core import json_files


@pytest.fixture
def synced(monkeypatch):
    """The paths os.fsync was called on (files and folders), in order."""
    paths: list[Path] = []
    real = os.fsync

    def spy(fd: int) -> None:
        if sys.platform.startswith("linux"):
            paths.append(Path(os.readlink(f"/proc/self/fd/{fd}")))
        else:
            paths.append(Path(f"fd:{fd}"))
        real(fd)

    monkeypatch.setattr(os, "fsync", spy)
    return paths


@pytest.fixture
def written(monkeypatch):
    """The paths written through the shared helper."""
    paths: list[Path] = []
    real = json_files.atomic_file

    def spy(path, *args, **kwargs):
        paths.append(Path(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(json_files, "atomic_file", spy)
    return paths


def test_the_helper_syncs_the_file_and_its_folder(tmp_path, synced):
    path = tmp_path / "sub" / "thing.json"
    json_files.write_atomic(path, '{"a": 1}')
    assert path.read_text(encoding="utf-8") == '{"a": 1}'
    assert len(synced) == 2
    if sys.platform.startswith("linux"):
        assert synced[0].parent == path.parent and synced[0].name.startswith(".thing")   # the file, before its rename
        assert synced[1] == path.parent                                                 # then the folder
    assert [p.name for p in path.parent.iterdir()] == ["thing.json"]


def test_a_failure_while_writing_keeps_the_old_file_and_leaves_no_temporary(tmp_path):
    path = tmp_path / "thing.json"
    path.write_text("old", encoding="utf-8")
    with pytest.raises(RuntimeError), json_files.atomic_file(path) as f:
        f.write("half of the new")
        raise RuntimeError("the disk is full")
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["thing.json"]


def test_bytes_are_written_as_they_are(tmp_path):
    path = tmp_path / "image.bmp"
    with json_files.atomic_file(path, binary=True) as f:
        f.write(b"BM\x00\x01")
    assert path.read_bytes() == b"BM\x00\x01"


def test_settings_are_written_through_the_helper(tmp_path, monkeypatch, written):
    from game.ui.settings import Settings

    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    Settings(volume=0.25).save()
    assert written == [Settings.path()]
    assert Settings.load()[0].volume == 0.25


def test_saves_and_the_history_are_written_through_the_helper(tmp_path, written):
    from game.core.history import History
    from game.core.saves import SaveStore
    from tests.ui.test_invisible_names import finished_or_started

    store = SaveStore(tmp_path / "saves")
    store.save(finished_or_started("haspelknecht"), "mine")
    store.autosave(finished_or_started("coal_baron"))
    history = History(tmp_path / "history")
    kept = history.record(finished_or_started("coal_baron", finish=True))
    assert written == [store.path("mine"), store.path("autosave"), kept]


def test_the_title_painting_is_cached_through_the_helper(tmp_path, written):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.ui.scenes.title import title_landscape

    surf = title_landscape((320, 180), folder=tmp_path, key="k")
    assert written == [tmp_path / "title-320x180-k.bmp"]
    again = title_landscape((320, 180), folder=tmp_path, key="k")      # read back from the cache
    assert again.get_size() == surf.get_size() and len(written) == 1
