"""The log on a full disk or in a folder made read-only: one line on stderr when writing starts to
fail (and again only after it worked in between), never logging's traceback for every line, and
never an exception into the code that logged."""

from __future__ import annotations

import errno
import logging

from game.ui.main import RotatingLog


class FullDisk:
    """A log file's stream on a disk with no space left."""

    def write(self, _text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        pass

    def tell(self) -> int:
        return 0

    def close(self) -> None:
        pass


def logger_to(handler: logging.Handler) -> logging.Logger:
    log = logging.getLogger("test_log_full_disk")
    log.propagate = False
    log.handlers = [handler]
    log.setLevel(logging.INFO)
    return log


def test_a_full_disk_is_said_once_in_one_line_and_again_after_a_good_write(tmp_path, capsys):
    handler = RotatingLog(tmp_path / "game.log", max_bytes=1_000_000, backups=3)
    log = logger_to(handler)
    try:
        log.info("written")
        good = handler.stream
        handler.stream = FullDisk()
        for i in range(5):
            log.warning("lost line %d", i)
        err = capsys.readouterr().err
        assert "Traceback" not in err and "Logging error" not in err
        assert err.count("\n") == 1 and "No space left on device" in err and "game.log" in err
        handler.stream = good
        log.info("written again")
        handler.stream = FullDisk()
        log.warning("lost again")
        assert capsys.readouterr().err.count("No space left on device") == 1, "said again after it worked"
        handler.stream = good
    finally:
        handler.close()
    assert "written again" in (tmp_path / "game.log").read_text(encoding="utf-8")


def test_a_rotation_that_cannot_reopen_the_log_raises_nothing_into_the_caller(tmp_path, capsys, monkeypatch):
    handler = RotatingLog(tmp_path / "game.log", max_bytes=10, backups=1)
    log = logger_to(handler)
    try:
        log.info("a line longer than ten characters")

        def read_only(*_args, **_kw):
            raise PermissionError(errno.EACCES, "Permission denied")
        monkeypatch.setattr(handler, "_open", read_only)
        log.info("this one rotates, and the new file cannot be opened")
        log.info("nor this one")
        err = capsys.readouterr().err
        assert "Traceback" not in err and err.count("Permission denied") == 1
    finally:
        monkeypatch.undo()
        handler.close()
