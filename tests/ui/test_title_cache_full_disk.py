"""The title painting's cache on a full disk: the painting is shown all the same, nothing is
printed on stderr (pygame's image writer prints a failed write instead of raising it), and no
truncated painting is left in the cache to be read back next time."""

from __future__ import annotations

import errno
from contextlib import contextmanager

import pygame

from game.core import json_files
from game.ui.scenes import title


class FullDisk:
    def __init__(self) -> None:
        self.written = 0

    def write(self, data: bytes) -> int:
        if self.written + len(data) > 100:          # room for the header, not for the picture
            raise OSError(errno.ENOSPC, "No space left on device")
        self.written += len(data)
        return len(data)

    def tell(self) -> int:
        return self.written

    def seek(self, *_args) -> int:
        return self.written

    def flush(self) -> None:
        pass


def test_a_full_disk_costs_only_the_cached_painting(tmp_path, monkeypatch, capfd):
    @contextmanager
    def full(path, *, binary=False):
        yield FullDisk()
    monkeypatch.setattr(json_files, "atomic_file", full)
    pygame.init()
    painting = title.title_landscape((96, 54), folder=tmp_path, key="full-disk")
    assert painting.get_size() == (96, 54)
    err = capfd.readouterr().err
    assert "No space left" not in err and "OSError" not in err, err
    assert not list(tmp_path.glob("*.bmp"))
