"""Guided first games: a fixed game, every move of it written down, with lessons.

A tutorial is data (data/<game>/tutorial.yaml): the options and seed, the seat the learner plays,
every action of both seats in order, and lessons, each shown from a move on. Because every move is
written down, the bot's moves are replayed from the script rather than thought: the tutorial stays
the same game whatever becomes of the bots. The learner's next move is the script's; any other move
is refused with a friendly word, and the window lights the piece and the target of the move asked
for. The script ends after one year of Haspelknecht or one shift of Coal Baron; the game can then
go on as a normal game against a bot.

A tutorial in progress is an ordinary session (the record of moves so far), so leaving keeps it
and coming back resumes at the same lesson. No pygame here.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from game.core import registry
from game.core.errors import DataError
from game.core.i18n import _
from game.core.record import Game
from game.core.session import Seat, Session

TUTORIAL_FILE = "tutorial.yaml"


class Lesson(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    at: int = Field(ge=0)                      # shown from this move (index into `actions`) on
    say: str = Field(min_length=1, max_length=600)   # what to do and why: 2-3 sentences (a msgid)


class Script(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    source: str = ""
    players: int = Field(ge=2, le=4)
    seed: int = Field(ge=0, le=2**63 - 1)
    options: dict[str, Any] = Field(default_factory=dict)
    you: int = Field(0, ge=0, le=3)            # the learner's seat
    bot_kind: str = "normal"                   # the other seats when the game goes on after the script
    actions: list[Any] = Field(min_length=1, max_length=2000)
    lessons: list[Lesson] = Field(min_length=1)
    finish: str = Field(min_length=1, max_length=600)   # said when the script has been played


def _path(game: str):
    from game.resources import data_dir
    return data_dir() / game / TUTORIAL_FILE


def has_tutorial(game: str) -> bool:
    return _path(game).is_file()


@cache
def script(game: str) -> Script:
    """The game's tutorial, checked: a move that does not replay is a damaged installation."""
    from game.core.data_files import load_model

    path = _path(game)
    s = load_model(path, Script)
    if s.you >= s.players or any(a.at > len(s.actions) for a in s.lessons):
        raise DataError(f"{path}: field you/lessons: outside the game", file=str(path), field="lessons")
    g = Game(registry.get(game).options(players=s.players, **s.options), s.seed, game=game, events=False)
    for i, obj in enumerate(s.actions):
        try:
            g.apply(obj)
        except Exception as exc:  # noqa: BLE001 - any refusal means the script and the rules disagree
            raise DataError(f"{path}: field actions.{i}: {exc}", file=str(path), field=f"actions.{i}") from None
    return s


def new_session(game: str, name: str) -> Session:
    """The tutorial's game at its start: the learner in their seat, the others scripted."""
    s = script(game)
    definition = registry.get(game)
    g = Game(definition.options(players=s.players, **s.options), s.seed, game=game)
    seats = [Seat(name=name if i == s.you else _("Tutor") if s.players == 2 else
                  _("Tutor {n}").format(n=i), kind="human" if i == s.you else s.bot_kind, colour=i)
             for i in range(s.players)]
    return Session(g, seats)


class Coach:
    """Follows a tutorial game: the move asked for, the lesson to show, the bots' scripted moves."""

    def __init__(self, game: str) -> None:
        self.game_name = game
        self.script = script(game)
        self._actions: list | None = None

    def actions(self, game: Game) -> list:
        if self._actions is None:
            self._actions = [game.engine.action_from_json(a) for a in self.script.actions]
        return self._actions

    def on_script(self, game: Game) -> bool:
        """Is the game still the script's (every move so far as written)?"""
        done = [game.engine.action_to_json(a) for a in game.actions]
        return done == self.script.actions[:len(done)]

    def finished(self, game: Game) -> bool:
        return len(game.actions) >= len(self.script.actions)

    def expected(self, game: Game) -> Any | None:
        """The script's next move, or None once the script has been played."""
        n = len(game.actions)
        return self.actions(game)[n] if n < len(self.script.actions) else None

    def learner_to_move(self, game: Game) -> bool:
        return game.decision()[0] == self.script.you

    def lesson(self, game: Game) -> str:
        """The lesson for the present move (translated), or the closing words."""
        if self.finished(game):
            return _(self.script.finish)
        n = len(game.actions)
        current = [ls for ls in self.script.lessons if ls.at <= n]
        return _(current[-1].say) if current else ""

    def lesson_number(self, game: Game) -> tuple[int, int]:
        n = len(game.actions)
        return sum(1 for ls in self.script.lessons if ls.at <= n), len(self.script.lessons)

    def refusal(self, game: Game, action: Any) -> str | None:
        """Why the learner may not make this move now (None: it is the move asked for)."""
        if self.finished(game) or not self.learner_to_move(game):
            return None
        if action == self.expected(game):
            return None
        return _("Not this one yet: in this lesson, use the lit piece on the lit place. "
                 "Press Tab to see it again.")

    def bot_move(self, game: Game) -> Any | None:
        """A scripted seat's move (None: not a scripted move now)."""
        if self.finished(game) or self.learner_to_move(game):
            return None
        return self.expected(game)
