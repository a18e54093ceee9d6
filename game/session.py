"""A session: the game record plus who sits in each seat. Saved as JSON in the per-user data folder.

Autosave after every action means a crash or a closed window loses nothing; a broken or foreign
file is refused with a message and nothing else is touched.
"""

from __future__ import annotations

import json
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.haspelknecht.game import Game, RecordError

SAVE_FORMAT = 1
SeatKind = Literal["human", "random", "easy", "normal", "hard"]
log = logging.getLogger(__name__)


class SaveError(ValueError):
    """A save file that cannot be used; the message is for the player."""


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=24)
    kind: SeatKind = "human"
    colour: int = Field(0, ge=0, le=3)

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
            raise SaveError(f"This save file has format {obj.get('format')!r}; this version reads {SAVE_FORMAT}.")
        try:
            seats = [Seat.model_validate(s) for s in obj["seats"]]
            game = Game.from_record(obj["record"])
            return Session(game, seats)
        except (KeyError, TypeError, ValidationError, RecordError, ValueError) as exc:
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


def _short(exc: Exception) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:200]


@dataclass
class SaveInfo:
    path: Path
    name: str
    saved_at: float


class SaveStore:
    """Named saves and the autosave in one folder (the per-user data folder by default)."""

    AUTOSAVE = "autosave"

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, name: str) -> Path:
        return self.folder / f"{_safe(name)}.json"

    def save(self, session: Session, name: str) -> Path:
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.path(name)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(session.to_json(), separators=(",", ":")), encoding="utf-8")
        tmp.replace(path)  # atomic: a crash mid-write never leaves half a file
        return path

    def autosave(self, session: Session) -> Path:
        return self.save(session, self.AUTOSAVE)

    def load(self, path: Path) -> Session:
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise SaveError(f"There is no save named {path.stem}.") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise SaveError(f"The save {path.name} cannot be read: {_short(exc)}") from None
        try:
            obj = json.loads(text)
        except json.JSONDecodeError:
            raise SaveError(f"The save {path.name} is not a Haspelknecht save file.") from None
        return Session.from_json(obj)

    def load_autosave(self) -> Session | None:
        path = self.path(self.AUTOSAVE)
        return self.load(path) if path.exists() else None

    def has_autosave(self) -> bool:
        return self.path(self.AUTOSAVE).exists()

    def discard_autosave(self) -> None:
        self.path(self.AUTOSAVE).unlink(missing_ok=True)

    def list(self) -> list[SaveInfo]:
        if not self.folder.is_dir():
            return []
        out = []
        for p in self.folder.glob("*.json"):
            if p.stem == self.AUTOSAVE:
                continue
            out.append(SaveInfo(p, p.stem, p.stat().st_mtime))
        return sorted(out, key=lambda s: s.saved_at, reverse=True)


def _safe(name: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9 _-]+", "", name).strip()[:40]
    return cleaned or "game"


def default_store() -> SaveStore:
    from game.paths import data_dir

    return SaveStore(data_dir() / "saves")
