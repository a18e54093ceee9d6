"""A session: the game record plus who sits in each seat. Saved as JSON in the per-user data folder.

Autosave after every action means a crash or a closed window loses nothing; a broken or foreign
file is refused with a message (SaveError, whatever the file holds) and nothing else is touched.
Only an autosave that cannot be read is ever moved, into the `set-aside` folder next to the saves,
so a new game does not silently overwrite it.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
import tempfile
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.core import json_files
from game.core.data_files import DataError
from game.haspelknecht.game import Game

SAVE_FORMAT = 1
MAX_SAVE_BYTES = 4_000_000      # a finished game is about 30 KB
SET_ASIDE = "set-aside"         # the folder, next to the saves, for files the game moved out of the way
SeatKind = Literal["human", "random", "easy", "normal", "hard"]
log = logging.getLogger(__name__)


class SaveError(ValueError):
    """A save file that cannot be used; the message is for the player."""


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=24)
    kind: SeatKind = "human"
    colour: int = Field(0, ge=0, le=3)

    @field_validator("name")
    @classmethod
    def _printable(cls, v: str) -> str:
        # a NUL, a lone surrogate or a line break in a name crashes text drawing later
        if any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") for ch in v):
            raise ValueError("the name contains control characters")
        return v

    @property
    def is_bot(self) -> bool:
        return self.kind != "human"


class Session:
    def __init__(self, game: Game, seats: list[Seat]) -> None:
        if len(seats) != game.options.players:
            raise ValueError("one seat per player")
        self.game = game
        self.seats = seats

    def seat_of_turn(self) -> Seat | None:
        who, _ = self.game.decision()
        return None if who is None else self.seats[who]

    def to_json(self) -> dict:
        return {"format": SAVE_FORMAT, "app": "haspelknecht", "saved_at": time.time(),
                "seats": [s.model_dump() for s in self.seats], "record": self.game.record()}

    @staticmethod
    def from_json(obj: object) -> Session:
        if not isinstance(obj, dict) or obj.get("app") != "haspelknecht":
            raise SaveError("This is not a Haspelknecht save file.")
        if obj.get("format") != SAVE_FORMAT:
            raise SaveError(f"This save file has format {_short(repr(obj.get('format')))[:20]}; "
                           f"this version reads {SAVE_FORMAT}.")
        record = obj.get("record")
        if isinstance(record, dict) and "start" in record:
            # the app never writes one; a start state is trusted by the engine, so refuse it here
            raise SaveError("This save starts from a made-up position, which the game does not load.")
        try:
            seats = obj["seats"]
            if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
                raise ValueError("it needs 2 to 4 seats")
            seats = [Seat.model_validate(s) for s in seats]
            game = Game.from_record(record, allow_start=False)
            return Session(game, seats)
        except DataError:
            raise   # the installation is damaged, not the save: the caller says so
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise SaveError(f"This save file is damaged: seat {where}: {_short(first['msg'])}") from None
        except Exception as exc:  # noqa: BLE001 - any other failure of a foreign file is "damaged"
            log.info("save refused: %s: %s", type(exc).__name__, _short(exc))
            raise SaveError(f"This save file is damaged: {_short(exc)}") from None

    def score_history(self) -> list[tuple[str, list[int]]]:
        """Every player's score track after each action phase and winter, by replaying the record:
        [(label, [vp per player]), ...], ending with the final scores."""
        replay = Game(self.game.options, self.game.seed, events=False)
        from game.haspelknecht.engine import apply_action

        points: list[tuple[str, list[int]]] = [("start", [0] * len(self.seats))]
        last = (replay.state.phase, replay.state.stage == "storage")
        for action in self.game.actions:
            before = replay.state
            label = f"Y{before.year} {before.season_name}"
            apply_action(replay.state, action)
            now = (replay.state.phase, replay.state.stage in ("storage", "over"))
            if now != last:
                points.append((label, [p.vp for p in replay.state.players]))
                last = now
        if self.game.is_over:
            points.append(("final", list(self.game.state.result["scores"])))
        return points


def _short(exc: object) -> str:
    """One printable line of at most 200 characters: messages quote the file's own text, and a NUL
    or a control character in a message would break drawing it."""
    try:
        text = str(exc)
    except Exception:  # noqa: BLE001 - e.g. a number too long to print
        text = ""
    text = text.splitlines()[0] if text.strip() else type(exc).__name__
    text = text[:200]
    return "".join(ch if unicodedata.category(ch)[0] != "C" else "?" for ch in text)


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
        """Write atomically through a uniquely named temporary file in the same folder: a crash
        mid-write never leaves half a file, and two copies of the game never share a temp file.
        Raises OSError with a message fit for the player."""
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.path(name)
        text = json.dumps(session.to_json(), separators=(",", ":"))
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=self.folder)
        tmp = Path(tmp_name)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        return path

    def autosave(self, session: Session) -> Path:
        """Write the autosave. An existing autosave that cannot be read is first set aside (and the
        player told), so a new game never silently replaces a file someone may want back."""
        try:
            self._set_aside_unreadable_autosave()
            path = self.save(session, self.AUTOSAVE)
        except OSError as exc:
            self.last_autosave_error = exc.strerror or str(exc)
            raise
        self.last_autosave_error = None
        self.autosave_suspect = False
        self._known_autosave = _stamp(path)
        return path

    def autosave_failure(self, exc: OSError) -> str:
        """The message for the player when the autosave could not be written."""
        return (f"NOT autosaved: {exc.strerror or exc} ({self.folder}). "
                "Save the game from the menu to keep it.")

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
            raise SaveError(f"The save {_short(path.name)} is not a usable Haspelknecht save file: "
                            f"{_short(exc)}.") from None
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
                out.append(SaveInfo(p, _short(p.stem), mtime, problem))
        return sorted(out, key=lambda s: s.saved_at, reverse=True)


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def _safe(name: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9 _-]+", "", name).strip()[:40]
    return cleaned or "game"


def default_store() -> SaveStore:
    from game.paths import data_dir

    return SaveStore(data_dir() / "saves")
