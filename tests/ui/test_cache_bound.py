"""The cache folder (~/.cache/haspelknecht: the title painting at each window size) stays within
its bound: the paintings made longest ago go first, the one just written always stays, and
temporary files a crash left behind go too. Nothing else in the folder is needed to play."""

from __future__ import annotations

import os
import time

from game import paths
from game.ui.scenes import title


def folder_bytes(folder) -> int:
    return sum(p.stat().st_size for p in folder.iterdir())


def test_the_bound_is_a_few_window_sizes():
    one_4k = 3840 * 2160 * 3
    assert one_4k < paths.CACHE_MAX_BYTES <= 3 * one_4k


def test_resizing_the_window_many_times_keeps_the_cache_within_its_bound(tmp_path, monkeypatch):
    one = 400 * 225 * 3 + 200                        # a painting of the sizes below, as a BMP
    monkeypatch.setattr(paths, "CACHE_MAX_BYTES", 3 * one)
    sizes = [(400 + i, 225) for i in range(10)]      # ten resizes of the window
    for i, size in enumerate(sizes):
        title.title_landscape(size, folder=tmp_path, key="k")
        newest = tmp_path / f"title-{size[0]}x{size[1]}-k.bmp"
        os.utime(newest, (time.time() + i, time.time() + i))   # written one after the other
    assert folder_bytes(tmp_path) <= paths.CACHE_MAX_BYTES
    kept = sorted(p.name for p in tmp_path.iterdir())
    assert "title-409x225-k.bmp" in kept and "title-400x225-k.bmp" not in kept
    assert 2 <= len(kept) <= 3


def test_the_newest_painting_stays_even_when_it_alone_is_over_the_bound(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "CACHE_MAX_BYTES", 1000)
    title.title_landscape((300, 200), folder=tmp_path, key="k")
    assert [p.name for p in tmp_path.iterdir()] == ["title-300x200-k.bmp"]


def test_temporary_files_a_crash_left_are_removed(tmp_path):
    stale = tmp_path / ".title-640x360-k-abc.tmp"
    stale.write_bytes(b"x" * 100)
    old = time.time() - 3600
    os.utime(stale, (old, old))
    title.title_landscape((320, 180), folder=tmp_path, key="k")
    assert not stale.exists()


def test_odd_entries_in_the_cache_are_left_and_cost_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "CACHE_MAX_BYTES", 1000)
    (tmp_path / "a folder").mkdir()
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    surf = title.title_landscape((320, 180), folder=tmp_path, key="k")
    assert surf.get_size() == (320, 180)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a folder", "dangling", "title-320x180-k.bmp"]
