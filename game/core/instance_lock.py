"""One running copy of a game per user: a lock file next to the saves.

Two copies open at once would both write the one autosave, and one game would silently replace
the other's. We chose a lock over one autosave per running copy: Continue stays "the game you were
playing" (no chooser), and a second window on the same folders is almost always a mistake. The lock
is the operating system's (flock on Linux and macOS, msvcrt on Windows), held on an open file, so it
goes away with the process: a crash or a killed game never leaves a stale "already open".
Never imports pygame.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO


class InstanceLock:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[bytes] | None = None

    def acquire(self) -> bool:
        """True if this process now holds the lock; False if another process holds it.
        Raises OSError if the lock file cannot be created at all."""
        if self._file is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        f = open(self.path, "a+b")  # noqa: SIM115 - held open for the life of the process
        try:
            if sys.platform == "win32":
                import msvcrt

                f.seek(0)
                msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            f.close()
            return False
        f.seek(0)
        f.truncate()
        f.write(f"{os.getpid()}\n".encode())   # for a curious reader; the lock is what counts
        f.flush()
        self._file = f
        return True

    def release(self) -> None:
        if self._file is not None:
            self._file.close()   # closing drops the lock
            self._file = None
