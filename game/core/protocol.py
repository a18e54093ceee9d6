"""The game protocol: what every game of the collection offers the shared tools.

A game is one declarative definition (in the spirit of boardgame.io's game object) whose engine
answers the questions of OpenSpiel's `State`: whose decision it is and of what kind, the legal
actions, apply, why an action is illegal, clone, JSON, the score now and the final result, what a
bot in a seat may see, and when undo must stop. Everything else (the record with undo and replay,
sessions and saves, seats, bots' base, simulate, tournament, bench, the window's shell) is written
once against this protocol and takes the game from the registry (`game.core.registry`).

The engine keeps its state as a plain object and its rules as functions over it; the definition
binds them. Engines never import pygame, and nothing here does.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypedDict, TypeVar

from game.core.i18n import format_message

if TYPE_CHECKING:   # the window's start-up imports this module and need not wait for pydantic
    from pydantic import BaseModel

S = TypeVar("S")          # a game's state type
A = TypeVar("A")          # a game's action type (hashable, comparable, with a JSON form)


class IllegalAction(ValueError):
    """An action that is not allowed now; the message is the one-line reason for the player.
    Every game's engine raises this one (Haspelknecht re-exports it), so the shared record and
    tools catch a single type."""


class Decision(NamedTuple):
    """Who must decide now (None: nobody, the game is over) and a short kind ("take", "plan"...)."""

    player: int | None
    kind: str


@dataclass(frozen=True)
class Event:
    """Something that happened, for the chronicle and the animations.

    `text` is an English msgid (marked with N_) whose placeholders are seats `{p0}`..`{p3}` and the
    keys of `data`; `render(names)` translates it into the current language and fills it in, so a
    chronicle never parses text: it groups by `kind` ("phase", "take", "score"...) and reads `data`.
    With `plural` set, `text`/`plural` are the singular/plural msgids chosen by `data[count]`.
    """

    kind: str
    player: int | None
    text: str
    data: Mapping[str, Any] = field(default_factory=dict)
    plural: str | None = None
    count: str | None = None

    def render(self, names: list[str]) -> str:
        args = {**self.data, **{f"p{i}": n for i, n in enumerate(names)}}
        return format_message(self.text, args, self.plural, self.count)


class PlayerResult(TypedDict):
    """One seat's row of a result. A game may add its own figures in a TypedDict derived from this
    one (Haspelknecht's coal dug, its first tie-break)."""

    player: int
    score: int
    breakdown: dict[str, int]


class Result(TypedDict, total=False):
    """A final (or projected) result: `scores` by seat, `players` rows with their breakdown, the
    `winner` seat, `ranking` best first, `tiebreak` (None, or the name of the deciding rule) and,
    in a game that allows a shared win, `winners` (every seat sharing it)."""

    scores: list[int]
    players: Sequence[PlayerResult]   # read-only here, so a game's rows may carry more figures
    winner: int
    ranking: list[int]
    tiebreak: str | None
    winners: list[int]


class Engine(Protocol[S, A]):
    """The rules of one game as functions over its state. Every method is pure except `apply`."""

    def new_state(self, options: Any, seed: int) -> S: ...
    def decision(self, state: S) -> Decision: ...
    def legal_actions(self, state: S) -> list[A]: ...
    def explain_illegal(self, state: S, action: A) -> str | None:
        """None exactly when `action` is legal now; otherwise a sentence for the player."""
        ...
    def apply(self, state: S, action: A) -> None:
        """Apply a legal action (the caller has checked it) and run every forced step after it."""
        ...
    def clone(self, state: S) -> S: ...
    def is_over(self, state: S) -> bool: ...
    def state_to_json(self, state: S) -> dict: ...
    def state_from_json(self, obj: dict) -> S: ...
    def action_to_json(self, action: A) -> Any: ...
    def action_from_json(self, obj: Any) -> A:
        """Raise ValueError for anything that is not an action of this game."""
        ...
    def scores_now(self, state: S) -> list[int]:
        """The score track as it stands."""
        ...
    def projected_result(self, state: S) -> Result:
        """The result if the game ended now (end scoring applied to the current position)."""
        ...
    def final_result(self, state: S) -> Result: ...
    def public_view(self, state: S, player: int, seed: int) -> S:
        """A copy holding only what `player` can know: hidden parts (a bag's or a stack's order,
        others' private draws) re-sampled from `seed`. Bots think on this, never on the state."""
        ...
    def reveal_mark(self, state: S) -> Hashable:
        """Changes whenever hidden information came out (a draw): undo never goes back past it."""
        ...
    def take_events(self, state: S) -> list[Event]:
        """The events since the last call (and forget them); [] if the state records none."""
        ...

    # Optional (looked up with getattr by game.core.record): record_events(state, on) turns the
    # chronicle of a state on or off, so replays and bots' games skip building event texts.


class SeatViews(Protocol):
    """What a network game (game.net) sends each seat, and how a client makes a state of it: the
    game's own answer to "what may this seat see", at `GameDefinition.network`."""

    event_types: Mapping[str, type[Event]]   # the classes of the engine's events, by a wire name

    def seat_view(self, state: Any, player: int) -> dict:
        """The state's JSON as `player` may see it: every hidden part (the generator, a stack's
        order, another's private draw...) removed or replaced by what the seat could know."""
        ...

    def seat_event(self, event: Event, state: Any, player: int) -> Event | None:
        """The event as `player` may hear of it (None: not at all)."""
        ...

    def seat_state(self, view: dict, player: int, memory: dict) -> Any:
        """A state the engine and the table accept, from a seat view (ValueError if it is none);
        `memory` is the client's own, kept from one view to the next (what the seat saw before)."""
        ...


class Bot(Protocol):
    """A seat played by the computer: one `decide` over the legal actions, like a person's."""

    name: str

    def decide(self, game: Any, actions: list) -> Any: ...


class Judge(Protocol):
    """A bot that can judge the moves of a position (game.core.review): the strongest bot of a
    game, with `judge` beside `decide`. It sees only what the seat to move could see (the public
    view), and its fixed budget and seeded bits make it answer the same every time."""

    name: str

    def decide(self, game: Any, actions: list) -> Any: ...

    def judge(self, game: Any, actions: list, played: Any = None) -> Mapping[Any, float] | None:
        """The estimated final VP margin (my score less the best other's) each of some legal moves
        leads to: the judge's best few and `played` (when given) among them. None when `played`
        commits nothing yet (a step its decision can still take back: the decision is judged
        where it is committed)."""
        ...


# A judge may also offer `value_scale(game) -> Hashable | None`, a label of the scale its values of the
# position are on: a seat's decisions with the same label are valued as estimates of the same
# margin, and the review chains them (game.core.review.carried: a move played keeps at least what
# the judge still finds at the seat's next decision of that label). Without it, or for None, each
# decision is judged alone.


@dataclass(frozen=True)
class GameDefinition:
    """One game of the collection, as the registry knows it."""

    name: str                                   # the id used in saves and on the command line
    title: str                                  # the name a player reads
    min_players: int
    max_players: int
    engine: Engine
    options_model: type[BaseModel]              # `players` is one of its fields
    bots: Mapping[str, Callable[..., Bot]]      # kind -> factory(seed, **settings); "random" always
    bot_labels: Mapping[str, str] = field(default_factory=dict)   # kind -> "Bot: Normal"
    validate_data: Callable[[], None] | None = None  # loads the data files; raises DataError
    table: str | None = None                    # "module:attr" of the window's table (pygame side),
                                                # imported lazily by the shell; None: no window yet
    score_history: Callable[[Any], list] | None = None  # record Game -> [(label, scores)] for the
                                                # end chart; None: start and final only
    player_stats: Callable[[Any, int], dict[str, float]] | None = None  # final state, seat -> the
                                                # tournament's extra figures (averaged per bot)
    stat_columns: tuple = ()                    # (key, label, width, format) of those in the table
    stat_note: str = ""                         # a line under the tournament table explaining them
    hint_reason: str | None = None              # "module:function" (state, player, action) -> one
                                                # sentence why the hinted move is good (game.core.hints)
    window_bot_settings: Mapping[str, dict] = field(default_factory=dict)  # kind -> settings the
                                                # window passes to the factory (e.g. a deadline,
                                                # "seconds", which the hint caps: game.core.hints)
    hint_bot: str = "normal"                    # the kind of bot whose move the Hint shows, with
                                                # the window's settings of that kind (game.core.hints)
    move_filter: Callable[[Any], bool] | None = None  # the random bot skips actions it rejects
                                                # (take-backs) so that random play makes progress
    upgrade_record: str | None = None           # "module:function" (record dict) -> the record of a
                                                # format-1 save as today's engine replays it, or a
                                                # SaveError saying why it cannot be (game.core.save_upgrade)
    network: str | None = None                  # "module:attr" of the game's SeatViews: None, the game
                                                # cannot be played over a network (game.net)
    tutorial_end: Callable[[Any], bool] | None = None  # state -> has the tutorial's game reached
                                                # its end (game.core.tutorial_draft stops there)
    judge: Callable[..., Judge] | None = None   # factory(seed, **settings) -> the Judge of the
                                                # review after a game (game.core.review); None: none

    def options(self, **values: Any) -> Any:
        return self.options_model(**values)
