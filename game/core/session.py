"""A session: the game record plus who sits in each seat, and its JSON form (the save file's body).

Any registered game: a seat's kind is "human" or one of the bot kinds the game registers. A file
that is broken, foreign or holds what the game never writes is refused with a SaveError whose
message is for the player; files of an older format are upgraded first (game.core.save_upgrade).
Reading and writing the files is game.core.saves. No pygame here.
"""

from __future__ import annotations

import logging
import re
import time
import unicodedata
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.core import registry
from game.core.errors import DataError, SaveError, short  # noqa: F401  (SaveError and short: there for start-up)
from game.core.record import Game
from game.core.save_upgrade import SAVE_FORMAT, upgrade

HUMAN = "human"
REMOTE = "remote"     # a player on another computer (game.net): the host's match waits for its moves
log = logging.getLogger(__name__)

# Letters by their category that every font draws as nothing (the Hangul fillers): Unicode's
# Default_Ignorable_Code_Point list, which unicodedata does not expose, less what is a format
# character or a mark anyway
_DRAWN_AS_NOTHING = frozenset("\u115f\u1160\u3164\uffa0")


def has_visible_character(text: str) -> bool:
    """Does the text show anything: a letter, digit, punctuation or symbol? A name of zero-width or
    format characters alone (U+200B, U+FEFF, U+00AD, a tag letter...) or of spaces alone shows
    nothing: a player could not tell its seat, and a font refuses to draw it."""
    return any(unicodedata.category(ch)[0] in "LNPS" and ch not in _DRAWN_AS_NOTHING for ch in text)


class Seat(BaseModel):
    """Who plays a seat: a person ("human") or a bot kind of the game's registration."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=24)
    kind: str = Field(HUMAN, min_length=1, max_length=24)
    colour: int = Field(0, ge=0, le=3)

    @field_validator("name")
    @classmethod
    def _printable(cls, v: str) -> str:
        # a NUL, a lone surrogate or a line break in a name crashes text drawing later
        if any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") for ch in v):
            raise ValueError("the name contains control characters")
        if not has_visible_character(v):
            raise ValueError("a name needs at least one visible character")
        return v

    @property
    def is_bot(self) -> bool:
        return self.kind != HUMAN


# what a save holds at its top level (format 2; format 1's "app" is gone once upgraded)
SAVE_KEYS = frozenset({"format", "game", "saved_at", "seats", "record", "hints", "hints_allowed", "host_code"})
# a hosted game's join code (game.net.codes: 8 of its letters and digits) as a save may hold it
HOST_CODE = re.compile(r"^[0-9A-Z]{8}$")


def _strictly(model: type[BaseModel], value: object, what: str) -> Any:
    """The model from a save's value, every field in the type the game writes it in; a SaveError
    naming the field otherwise."""
    try:
        return model.model_validate(value, strict=True)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = " ".join([what, ".".join(str(p) for p in first["loc"])]).strip()
        raise SaveError(f"This save file is damaged: {where}: {short(first['msg'])}") from None


def seat_kinds(game: str) -> list[str]:
    """"human", "remote" (a game that can be played over a network) and the bot kinds the game
    registers, in the order a player sees them."""
    definition = registry.get(game)
    return [HUMAN, *([REMOTE] if definition.network else []), *definition.bots]


class Session:
    def __init__(self, game: Game, seats: list[Seat]) -> None:
        if len(seats) != game.options.players:
            raise ValueError("one seat per player")
        kinds = seat_kinds(game.name)
        for s in seats:
            if s.kind not in kinds:
                raise ValueError(f"{game.definition.title} has no seat kind {s.kind[:24]!r} "
                                 f"(choose {', '.join(kinds)})")
        self.game = game
        self.seats = seats
        self.hints_used = 0     # hints asked for in this game (kept in the save and the statistics)
        self.hints_allowed = True   # chosen at set-up: a game may be played without hints
        # the join code of a game this computer hosts: kept in the host's saves while the game runs,
        # so that Continue opens the waiting room with the invitation friends already have; never
        # in a finished game's file (the history) nor in anything sent to another computer
        self.host_code: str | None = None

    @property
    def game_name(self) -> str:
        return self.game.name

    def to_json(self) -> dict:
        body = {"format": SAVE_FORMAT, "game": self.game.name, "saved_at": time.time(),
                "seats": [s.model_dump() for s in self.seats], "record": self.game.record(),
                "hints": self.hints_used, "hints_allowed": self.hints_allowed}
        if self.host_code is not None and not self.game.is_over:   # nobody can join a finished game
            body["host_code"] = self.host_code
        return body

    @staticmethod
    def from_json(obj: object) -> Session:
        obj = upgrade(obj)   # raises SaveError for what no version wrote; a no-op on format 2
        name = obj["game"]
        unknown = sorted(set(obj) - SAVE_KEYS)
        if unknown:
            raise SaveError(f"This save file is damaged: it holds {short(repr(unknown[0]))}, "
                            "which the game never writes.")
        saved_at = obj.get("saved_at", 0.0)
        if isinstance(saved_at, bool) or not isinstance(saved_at, (int, float)):
            raise SaveError("This save file is damaged: its saved_at is not a time.")
        record = obj.get("record")
        if isinstance(record, dict) and "start" in record:
            # the app never writes one; a start state is trusted by the engine, so refuse it here
            raise SaveError("This save starts from a made-up position, which the game does not load.")
        if not isinstance(record, dict) or record.get("game") != name:
            raise SaveError("This save file is damaged: its record is of another game.")
        try:
            seats = obj["seats"]
            if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
                raise ValueError("it needs 2 to 4 seats")
            # strict: the game writes each value in its own type; a lenient reader would take
            # false for seat 0 or "1" for a colour, and so accept files the game never wrote
            seats = [_strictly(Seat, s, f"seat {i + 1}") for i, s in enumerate(seats)]
            if len({s.colour for s in seats}) != len(seats):
                raise ValueError("two seats have the same colour")
            _strictly(registry.get(name).options_model, record.get("options"), "option")
            game = Game.from_record(record, allow_start=False)
            session = Session(game, seats)
            hints = obj.get("hints", 0)
            if isinstance(hints, bool) or not isinstance(hints, int) or not 0 <= hints <= 100_000:
                raise ValueError("the hint count is not a count")
            session.hints_used = hints
            allowed = obj.get("hints_allowed", True)
            if not isinstance(allowed, bool):
                raise ValueError("hints_allowed is not true or false")
            session.hints_allowed = allowed
            code = obj.get("host_code")
            if code is not None and not (isinstance(code, str) and HOST_CODE.match(code)):
                raise ValueError("host_code is not a join code")
            session.host_code = code
            return session
        except (DataError, SaveError):
            raise   # DataError: the installation is damaged, not the save: the caller says so
        except Exception as exc:  # noqa: BLE001 - any other failure of a foreign file is "damaged"
            log.info("save refused: %s: %s", type(exc).__name__, short(exc))
            raise SaveError(f"This save file is damaged: {short(exc)}") from None

    def score_history(self) -> list[tuple[str, list[int]]]:
        """Every player's score track at the game's checkpoints (for Haspelknecht after each action
        phase and winter), ending with the final scores: [(label, [score per player]), ...]."""
        hook = self.game.definition.score_history
        if hook is not None:
            return hook(self.game)
        engine = self.game.engine
        points: list[tuple[str, list[int]]] = [("start", [0] * len(self.seats))]
        if self.game.is_over:
            points.append(("final", list(engine.final_result(self.game.state)["scores"])))
        else:
            points.append(("now", engine.scores_now(self.game.state)))
        return points


def describe(session: Session) -> dict[str, Any]:
    """What a save holds, for `inspect` and the Load screen: game, seats, scores, whose decision or
    the final result."""
    game = session.game
    engine = game.engine
    who, kind = game.decision()
    out: dict[str, Any] = {
        "game": game.name, "title": game.definition.title, "actions": len(game.actions),
        "seats": [s.model_dump() for s in session.seats],
        "scores": list(engine.scores_now(game.state)),
        "projected": list(engine.projected_result(game.state)["scores"]),
        "over": game.is_over,
    }
    if game.is_over:
        res = engine.final_result(game.state)
        out["result"] = {"scores": list(res["scores"]), "winner": res["winner"],
                         "tiebreak": res.get("tiebreak")}
    else:
        out["turn"] = {"player": who, "name": session.seats[who].name if who is not None else None,
                       "decision": kind}
    return out
