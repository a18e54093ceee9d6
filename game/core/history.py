"""Finished games, kept for the statistics page and the history list. No pygame here.

Each finished game is its own file in the `history` folder beside the saves, named by a digest of
its record, so recording the same game twice (the end screen shown again, a finished save loaded)
keeps one copy. A file holds the session exactly as a save does (options, seed, actions, seats),
which is all a replay needs, plus a summary read by the statistics. One file per game also means a
damaged file costs that one game only: it is set aside (moved into `set-aside/`, never deleted) and
the player is told, and every other game still counts.
"""

from __future__ import annotations

import hashlib
import json
import logging
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import json_files
from game.core.errors import SaveError
from game.core.i18n import _, ngettext
from game.core.session import Session

log = logging.getLogger(__name__)

FOLDER = "history"
REVIEW = "review"                 # the key of a game's review in its file (game.core.review)
SET_ASIDE = "set-aside"
MAX_FILE_BYTES = 4_000_000        # as a save: a record is a few tens of kB
MAX_ENTRIES = 5_000               # the oldest beyond this are not read (the files stay)


@dataclass(frozen=True)
class Entry:
    """One finished game as the statistics see it."""

    path: Path
    game: str
    finished_at: float
    seats: list[dict]              # name, kind, colour
    scores: list[int]
    winners: list[int]             # one seat, or several for a shared win
    layout: str | None
    seed: int
    hints: int
    session_json: dict = field(repr=False)

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == "human"]

    @property
    def bot_kinds(self) -> list[str]:
        return [s["kind"] for s in self.seats if s["kind"] != "human"]

    def session(self) -> Session:
        return Session.from_json(self.session_json)


def _digest(session_json: dict) -> str:
    record = json.dumps(session_json["record"], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(record.encode()).hexdigest()[:16]


def game_part(obj: dict) -> dict:
    """A history file's game as a save holds it: without the summary and the review kept beside it."""
    return {k: v for k, v in obj.items() if k not in ("summary", REVIEW)}


def summary(session: Session) -> dict[str, Any]:
    """What the statistics read of a finished game (its final result from the engine)."""
    game = session.game
    result = game.engine.final_result(game.state)
    scores = [int(s) for s in result["scores"]]
    if result.get("tiebreak") == "shared":
        best = max(scores)
        winners = [i for i, s in enumerate(scores) if s == best]
    else:
        winners = [int(result["winner"])]
    layout = getattr(game.options, "layout", None)
    return {"game": game.name, "finished_at": time.time(), "scores": scores, "winners": winners,
            "layout": layout if isinstance(layout, str) else None, "seed": int(game.seed),
            "hints": int(getattr(session, "hints_used", 0))}


class History:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.problems: list[str] = []       # messages for the player from the last read

    @property
    def set_aside_folder(self) -> Path:
        return self.folder.parent / SET_ASIDE

    def record(self, session: Session) -> Path | None:
        """Keep a finished game (once: the same record is kept once). None if it is not over."""
        if not session.game.is_over:
            return None
        body = session.to_json()
        path = self.folder / f"{session.game.name}-{_digest(body)}.json"
        if path.exists():
            return path
        body["summary"] = summary(session)
        json_files.write_atomic(path, json.dumps(body))
        return path

    def path_of(self, session: Session) -> Path:
        """The file a finished game is kept in (whether it is there yet or not)."""
        return self.folder / f"{session.game.name}-{_digest(session.to_json())}.json"

    def review_of(self, session: Session) -> dict | None:
        """The review kept with a finished game (its JSON, game.core.review), None if there is none."""
        path = self.path_of(session)
        try:
            obj = json_files.loads(json_files.read_text(path, MAX_FILE_BYTES))
        except (OSError, ValueError, SaveError):
            return None
        review = obj.get(REVIEW) if isinstance(obj, dict) else None
        return review if isinstance(review, dict) else None

    def keep_review(self, session: Session, review: dict) -> Path | None:
        """Keep a review with its game (the game is kept first if it is not yet), so that it is
        computed once. None if the game is not over."""
        path = self.record(session)
        if path is None:
            return None
        obj = json_files.loads(json_files.read_text(path, MAX_FILE_BYTES))
        obj[REVIEW] = review
        json_files.write_atomic(path, json.dumps(obj))
        return path

    def _set_aside(self, path: Path) -> Path | None:
        folder = self.set_aside_folder
        try:
            folder.mkdir(parents=True, exist_ok=True)
            target = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{path.name}"
            n = 1
            while target.exists():
                target = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{n}-{path.name}"
                n += 1
            shutil.move(str(path), target)
            return target
        except OSError as exc:
            log.warning("could not set aside %s: %s", path, exc)
            return None

    def _read(self, path: Path) -> Entry:
        obj = json_files.loads(json_files.read_text(path, MAX_FILE_BYTES))
        if not isinstance(obj, dict) or not isinstance(obj.get("summary"), dict):
            raise SaveError("not a finished game")
        session = Session.from_json(game_part(obj))
        if not session.game.is_over:
            raise SaveError("the game in it is not finished")
        # the summary is made again from the record: a file cannot claim another score
        s = summary(session)
        s["finished_at"] = obj["summary"].get("finished_at", 0.0)
        if not isinstance(s["finished_at"], (int, float)):
            s["finished_at"] = 0.0
        hints = obj["summary"].get("hints", 0)
        s["hints"] = hints if isinstance(hints, int) and 0 <= hints <= 100_000 else 0
        return Entry(path=path, game=s["game"], finished_at=float(s["finished_at"]),
                     seats=[seat.model_dump() for seat in session.seats], scores=s["scores"],
                     winners=s["winners"], layout=s["layout"], seed=s["seed"], hints=s["hints"],
                     session_json=game_part(obj))

    def entries(self) -> list[Entry]:
        """Every kept game, newest first. A file that cannot be read is set aside and named in
        `problems`; it never hides the others."""
        self.problems = []
        if not self.folder.is_dir():
            return []
        out = []
        paths = sorted(self.folder.glob("*.json"), key=lambda p: p.name)[-MAX_ENTRIES:]
        for path in paths:
            try:
                out.append(self._read(path))
            except Exception as exc:  # noqa: BLE001 - whatever a file holds, the others still count
                log.warning("history file %s unreadable: %s", path, exc)
                moved = self._set_aside(path)
                where = str(moved) if moved else str(path)
                self.problems.append(_("A damaged game record was set aside (kept in {path}).").format(path=where))
        out.sort(key=lambda e: e.finished_at, reverse=True)
        return out


@dataclass
class Tally:
    played: int = 0
    won: int = 0
    scores: list[int] = field(default_factory=list)

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None

    @property
    def average(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None


STRENGTH_ORDER = ("easy", "normal", "hard")


def opponent_strength(entry: Entry) -> str:
    """The strongest bot at the table ("people" when everyone was a person)."""
    kinds = entry.bot_kinds
    if not kinds:
        return "people"
    known = [k for k in kinds if k in STRENGTH_ORDER]
    if known:
        return max(known, key=STRENGTH_ORDER.index)
    return kinds[0]


def statistics(entries: list[Entry], game: str | None = None) -> dict[str, Tally]:
    """Per opponent strength (and "all"): games with a person at the table, games a person won,
    the people's scores (best and average). Games of bots alone are not the player's games."""
    out: dict[str, Tally] = {}
    for e in entries:
        if game is not None and e.game != game:
            continue
        humans = e.human_seats
        if not humans:
            continue
        for key in ("all", opponent_strength(e)):
            t = out.setdefault(key, Tally())
            t.played += 1
            t.won += any(w in humans for w in e.winners)
            t.scores.extend(e.scores[i] for i in humans)
    return out


def describe_problems(problems: list[str]) -> str | None:
    if not problems:
        return None
    head = ngettext("{n} game record could not be read.", "{n} game records could not be read.",
                    len(problems)).format(n=len(problems))
    return "\n".join([head, *problems[:3]])


def default_history() -> History:
    from game.paths import data_dir
    return History(data_dir() / FOLDER)
