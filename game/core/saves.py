"""Save files: named saves and the autosave in one folder (the per-user data folder by default).

Written atomically; read with size and shape limits; every failure, whatever the file holds, is a
SaveError with a message for the player (or DataError when the game's own data is damaged). Only an
autosave that cannot be read is ever moved, into the `set-aside` folder next to the saves, so a new
game does not silently overwrite it. No pygame here.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.core import json_files
from game.core.errors import SaveError
from game.core.errors import short as _short
from game.core.i18n import _

if TYPE_CHECKING:   # the session (pydantic models, the game record) loads with the first save read
    from game.core.session import Session

MAX_SAVE_BYTES = 4_000_000      # a finished game is about 30 KB
SET_ASIDE = "set-aside"         # the folder, next to the saves, for files the game moved out of the way
log = logging.getLogger(__name__)


@dataclass
class SaveInfo:
    path: Path
    name: str
    saved_at: float
    problem: str = ""      # set when the entry itself is broken (a dangling link, a folder, ...)


class SaveStore:
    """Named saves and the autosave in one folder (the per-user data folder by default).

    Files the game must move out of the way (an unreadable autosave) go to a `set-aside` folder next
    to the saves, renamed with a time stamp: never deleted, never silently overwritten."""

    AUTOSAVE = "autosave"

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        # who to tell about something the player should know (the window sets app.say)
        self.notify: Callable[[str], None] | None = None
        # True from reading the autosave until this game writes it again: if the window fails in
        # between, the autosave may be the cause (the crash screen offers to set it aside)
        self.autosave_suspect = False
        self.last_autosave_error: str | None = None   # None after a successful autosave
        self._known_autosave: tuple[int, int] | None = None   # (mtime_ns, size) of one known good

    @property
    def set_aside_folder(self) -> Path:
        return self.folder.parent / SET_ASIDE

    def path(self, name: str) -> Path:
        return self.folder / f"{_safe(name)}.json"

    def save(self, session: Session, name: str) -> Path:
        """Write atomically and durably (json_files.atomic_file): a crash or a power cut mid-write
        never leaves half a file, and two copies of the game never share a temp file. Raises
        OSError with a message fit for the player."""
        path = self.path(name)
        json_files.write_atomic(path, json.dumps(session.to_json(), separators=(",", ":")))
        return path

    def autosave(self, session: Session) -> Path:
        """Write the autosave. An existing autosave that cannot be read is first set aside (and the
        player told), so a new game never silently replaces a file someone may want back."""
        try:
            self._set_aside_unreadable_autosave()
            path = self.save(session, self.AUTOSAVE)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            if self.last_autosave_error != reason:     # once when the failures start, not every move
                log.warning("autosave failed in %s: %s", self.folder, exc)
            self.last_autosave_error = reason
            raise
        if self.last_autosave_error is not None:
            log.info("autosave works again in %s", self.folder)
        self.last_autosave_error = None
        self.autosave_suspect = False
        self._known_autosave = _stamp(path)
        return path

    def autosave_failure(self, exc: OSError) -> str:
        """The message for the player when the autosave could not be written."""
        # TRANSLATORS: shown when writing the autosave failed (a full disk, a read-only folder)
        return _("NOT autosaved: {reason} ({folder}). Save the game from the menu to keep it.").format(
            reason=exc.strerror or exc, folder=self.folder)

    def _set_aside_unreadable_autosave(self) -> None:
        path = self.path(self.AUTOSAVE)
        if not (path.exists() or path.is_symlink()):
            return
        stamp = _stamp(path)
        if stamp is not None and stamp == self._known_autosave:
            return
        try:
            self.load(path)
        except SaveError as exc:
            moved = self.set_aside(path)
            log.warning("unreadable autosave set aside as %s: %s", moved, exc)
            if self.notify:
                self.notify(f"The old autosave could not be read; it was kept in {moved.parent}.")
            return
        self._known_autosave = stamp

    def set_aside(self, path: Path) -> Path:
        """Move a file into the set-aside folder under a time-stamped name; returns its new path."""
        folder = self.set_aside_folder
        folder.mkdir(parents=True, exist_ok=True)
        base = f"{path.stem}-{time.strftime('%Y%m%d-%H%M%S')}"
        target = folder / f"{base}.json"
        n = 1
        while target.exists() or target.is_symlink():
            n += 1
            target = folder / f"{base}-{n}.json"
        os.replace(path, target)
        if path.stem == self.AUTOSAVE:
            self._known_autosave = None
            self.autosave_suspect = False
        return target

    def load(self, path: Path) -> Session:
        """A session from a save file, or SaveError with a message for the player. Never changes
        the file; every failure, whatever the content, is a SaveError (or DataError when the game's
        own data is damaged)."""
        try:
            text = json_files.read_text(path, MAX_SAVE_BYTES)
        except FileNotFoundError:
            raise SaveError(f"There is no save named {_short(path.stem)}.") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise SaveError(f"The save {_short(path.name)} cannot be read: {_short(exc)}") from None
        try:
            obj = json_files.loads(text)
        except json_files.JsonLimitError as exc:
            raise SaveError(f"The save {_short(path.name)} is not a usable save file: "
                            f"{_short(exc)}.") from None
        from game.core.session import Session

        return Session.from_json(obj)

    def load_autosave(self) -> Session | None:
        path = self.path(self.AUTOSAVE)
        if not (path.exists() or path.is_symlink()):
            return None
        stamp = _stamp(path)
        self.autosave_suspect = True
        session = self.load(path)
        self._known_autosave = stamp
        return session

    def has_autosave(self) -> bool:
        path = self.path(self.AUTOSAVE)
        return path.exists() or path.is_symlink()

    def discard_autosave(self) -> None:
        self.path(self.AUTOSAVE).unlink(missing_ok=True)

    def list(self) -> list[SaveInfo]:
        """Every *.json entry but the autosave, newest first. A broken entry (a dangling link, a
        link loop, a folder) is listed with its problem and never hides the others. Raises OSError
        only if the folder itself cannot be read."""
        if not self.folder.is_dir():
            return []
        from game.core.session import has_visible_character

        out = []
        with os.scandir(self.folder) as entries:
            for entry in entries:
                if not entry.name.endswith(".json") or entry.name[:-5] == self.AUTOSAVE:
                    continue
                p = Path(entry.path)
                try:
                    st = os.stat(p)
                    problem = "" if stat.S_ISREG(st.st_mode) else "not a regular file"
                    mtime = st.st_mtime
                except OSError as exc:
                    problem = f"cannot be read: {exc.strerror or exc}"
                    try:
                        mtime = os.lstat(p).st_mtime
                    except OSError:
                        mtime = 0.0
                if problem:
                    log.warning("save entry %s: %s", p, problem)
                name = _short(p.stem)
                if not has_visible_character(name):    # a file named by hand with nothing a font draws
                    name = p.stem.encode("unicode_escape").decode("ascii")
                out.append(SaveInfo(p, name, mtime, problem))
        return sorted(out, key=lambda s: s.saved_at, reverse=True)


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def _safe(name: str) -> str:
    """A file name from a save's name: letters of any language (players name saves in French,
    Polish, German), digits, spaces, - and _; composed first (NFC) so an accent typed as a separate
    mark stays on its letter instead of being dropped. Everything else (path separators, dots,
    quotes, a Windows-reserved character) is removed."""
    import unicodedata

    cleaned = re.sub(r"[^\w \-]+", "", unicodedata.normalize("NFC", name)).strip()[:40]
    return cleaned or "game"


def default_store() -> SaveStore:
    from game.paths import data_dir

    return SaveStore(data_dir() / "saves")
