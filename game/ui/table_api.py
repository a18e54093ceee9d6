"""The contract between a game's table (its pygame view) and the shell's table scene.

A game supplies one object, named by its registry entry (`GameDefinition.table`, imported lazily by
game/ui/table_loader.py), that satisfies `GameTable`: three narrow parts, each a typed protocol,
checked by the type checker (`make lint`, `make test`) and by the table conformance suite
(tests/ui/test_table_conformance.py) over every registered game:

- `TableView`: lays the table out, draws it into the shell's cached image and names its hit regions;
  the pieces the animation counts (`snapshot`);
- `TableWords`: the prompt, the actions in words, tooltips, the chronicle's grouping, the end
  screen's words and chart labels;
- `TablePieces`: what a region means: which pieces can be picked up, where they may go (the drop
  rows), what a click does.

The shell hands a table a read-only `TableContext` (never the scene itself): the record to read,
the seats, the scale, the rects of the layout, and the layer cache to draw through. A table never
changes the scene; it answers. Regions are tuples whose first element is their kind ("pool",
"worker", ...); a region ("board", seat) is a player's whole board (pressed: the table may open
it large).

`TableBase` gives every member a game may leave out its neutral answer, so the shell never asks
with `getattr` whether a table has something.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol, runtime_checkable

import pygame

from game.core.i18n import N_, _
from game.core.protocol import Event
from game.ui.drop_table import DropTable
from game.ui.prompt_bar import Prompt

Regions = dict[tuple, pygame.Rect]
Rects = dict[str, pygame.Rect]
RectMaker = Callable[[float, float, float, float], pygame.Rect]
# draws a part of the table; a large part may be a generator that yields between its steps (the
# shell's cache then may draw it over several frames: game/ui/scenes/table_layers.py)
DrawPart = Callable[[pygame.Surface], Iterator[None] | None]


def drawn_whole(steps: Iterator[None]) -> None:
    """A part drawn in steps (a generator DrawPart) drawn in one go: for a viewer or a dialog, which
    draw outside the table's cache."""
    for _step in steps:
        pass


# ================================================================ what the shell lends a table
class GameRecordView(Protocol):
    """What a table may read of the game's record (game.core.record.Game): never apply or undo."""

    @property
    def state(self) -> Any: ...
    @property
    def options(self) -> Any: ...
    @property
    def actions(self) -> Sequence[Any]: ...
    @property
    def actors(self) -> Sequence[int]: ...
    @property
    def drew(self) -> Sequence[bool]: ...
    @property
    def log(self) -> Sequence[tuple]: ...
    @property
    def is_over(self) -> bool: ...
    def decision(self) -> tuple[int | None, str]: ...
    def legal_actions(self) -> list[Any]: ...
    def explain(self, action: Any) -> str | None: ...
    def can_undo(self, player: int) -> bool: ...


class SeatView(Protocol):
    """A seat as a table sees it (game.core.session.Seat)."""

    @property
    def name(self) -> str: ...
    @property
    def colour(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def is_bot(self) -> bool: ...


class TableContext(Protocol):
    """What a game's table may know of the table scene while it draws or answers, and the drawing
    services the shell lends it (game/ui/scenes/table_context.py makes it)."""

    @property
    def game(self) -> GameRecordView: ...
    @property
    def seats(self) -> Sequence[SeatView]: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def sc(self) -> float:
        """The table's scale: window pixels per design unit."""
        ...
    def s(self, value: float) -> int:
        """A design length in window pixels (at least 1)."""
        ...
    @property
    def rects(self) -> Mapping[str, pygame.Rect]:
        """The table's layout (its own `layout`, with the shell's changes: a tutorial card)."""
        ...
    @property
    def colourblind(self) -> bool: ...
    @property
    def in_tutorial(self) -> bool: ...
    def current(self) -> int | None:
        """The seat whose decision it is (None: the game is over)."""
        ...
    def active_player(self) -> int:
        """The seat the table shows in front: the one to move, or the winner at the end."""
        ...
    def owner_kinds(self) -> list[str]:
        """Each seat's marker piece ("owner:<colour>"), by seat."""
        ...
    def layer(self, surf: pygame.Surface, name: Hashable, area: pygame.Rect, key: Hashable, draw: DrawPart,
              regions: Regions) -> None:
        """Draw one part through the shell's cache: drawn again only when `key` changed."""
        ...
    def prebuild(self, name: Hashable, area: pygame.Rect, key: Hashable, draw: DrawPart, regions: Regions) -> bool:
        """Draw a part ahead of its showing (off screen); True if it drew."""
        ...
    def has_layer(self, name: Hashable) -> bool: ...


class SetupContext(Protocol):
    """What a game's part of the new-game form may use of the shell's set-up scene."""

    def seat_names(self) -> list[str]:
        """The seats' names as the form has them now (their number is the player count)."""
        ...
    def seed(self) -> int | None:
        """The seed typed in the form, or None (a fresh shuffle)."""
        ...
    def add(self, widget: Any) -> Any: ...
    def R(self, x: float, y: float, w: float, h: float) -> pygame.Rect: ...  # noqa: N802 (the kit's name)
    def P(self, x: float, y: float) -> tuple[int, int]: ...  # noqa: N802 (the kit's name)
    def s(self, value: float) -> int: ...
    def font(self, name: str, size: float) -> pygame.font.Font: ...
    def changed(self) -> None:
        """The game's options changed: the form lays itself out again."""
        ...
    def say(self, text: str) -> None: ...


class SetupPanel(Protocol):
    """A game's part of the new-game form (game/ui/scenes/setup.py)."""

    def layout(self) -> None: ...
    def draw_content(self, surface: pygame.Surface) -> None: ...
    def sync(self) -> None: ...
    def options(self, players: int) -> Any: ...


@dataclass(frozen=True)
class Question:
    """A question the table asks before a person's move (a move that wastes something): the shell
    shows it (game/ui/scenes/waste_question.py) and plays the move only on `go`. `paragraphs` is
    asked again at each layout, so a language switch shows at once."""

    title: str                       # msgid
    paragraphs: Callable[[], list[str]]
    back: str                        # msgid: the button that keeps the player at the table
    go: str                          # msgid: the button that plays the move anyway


# ================================================================ what a table answers
class Chronicler(Protocol):
    """A game's grouping of its chronicle: each typed event in turn becomes header and line rows
    (kind "header" or "line", the player or None, the text in the current language)."""

    def feed(self, event: Event) -> list[tuple[str, int | None, str]]: ...


class TableView(Protocol):
    layered: bool            # everything it draws is a layer: the shell redraws only what changed

    def layout(self, DWn: float, DHn: float, players: int, R: RectMaker) -> Rects:  # noqa: N803
        """Rects in window pixels (R makes one from design units); must include the shell's
        "prompt", "topbar" and "log"."""
        ...
    def draw(self, surf: pygame.Surface, ctx: TableContext) -> Regions: ...
    def idle_work(self, ctx: TableContext) -> bool:
        """While nothing moves: draw one part ahead of its showing; True while there is more."""
        ...
    def clear_caches(self) -> None: ...
    def draw_glow(self, surface: pygame.Surface, key: tuple, rect: pygame.Rect, colour: tuple, alpha: int,
                  width: int, grow: int) -> bool:
        """Light a region in its own shape; False: the shell's rounded rect will do."""
        ...
    def snapshot(self, state: Any, colour_of: Callable[[int], int]) -> dict:
        """(region key, piece kind) -> count: what the animation pairs before and after a change."""
        ...
    def owner_home(self, kind: str, seats: Sequence[SeatView], regions: Regions) -> tuple[int, int] | None: ...
    def near_region(self, key: tuple) -> tuple | None:
        """An undrawn region's stand-in for flights."""
        ...
    @property
    def moving_kinds(self) -> tuple[str, ...]:
        """Piece kinds (sprite prefixes) that move on rails, one of a kind (a lift, a sliding tile):
        their flights go straight and they are not seen at their new place before they land."""
        ...
    def moment(self, app: Any, ctx: TableContext, events: list[Event]) -> Any:
        """A scene to show over the table after a change the game makes a moment of (a scoring
        played out step by step, closed by a person before play goes on), or None."""
        ...


class TableWords(Protocol):
    decision_names: Mapping[str, str]      # decision kind -> the hot-seat cover's line (msgid)
    popup_titles: Mapping[str, str]        # region kind -> the title of a click's choice popup (msgid)
    no_tip_kinds: tuple[str, ...]          # region kinds without a tooltip of their own

    @property
    def end_title(self) -> str:
        """The end screen's heading (a msgid)."""
        ...

    def prompt(self, game: GameRecordView, names: list[str], mover: str) -> Prompt:
        """What the table asks now; `mover` is who decides (game.ui.prompt_bar.MOVERS)."""
        ...
    def describe(self, state: Any, action: Any, names: list[str]) -> str: ...
    def guide(self, game: GameRecordView) -> str: ...
    def tooltip(self, key: tuple, state: Any, names: list[str]) -> str | None: ...
    def special_popup(self, game: GameRecordView, special: str, names: list[str]) -> tuple[str, list] | None: ...
    def undo_refused(self, game: GameRecordView, who: int) -> str: ...
    def progress(self, state: Any) -> str:
        """Where the game stands ("year 2, summer"): the title, load and menu screens."""
        ...
    def options_summary(self, options: Any) -> list[tuple[str, str]]:
        """(label, value) rows the load screen shows for a save's options beyond the players."""
        ...
    def chronicler(self, names: list[str]) -> Chronicler: ...
    def announce(self, events: list[Event], names: list[str]) -> str | None:
        """A banner's text for events worth one (a shift scored), or None."""
        ...
    def category_label(self, key: str) -> str: ...
    def tiebreak_text(self, result: dict, names: list[str]) -> str: ...
    def tiebreak_row(self, game: GameRecordView, result: dict) -> tuple[str, list]:
        """The end screen's first tie-break row: (label, a value per player)."""
        ...
    def phase_label(self, label: str) -> str:
        """A score-history label in words ("Year 2, summer")."""
        ...
    def chart_tick(self, label: str) -> tuple[str, str | None]:
        """A score-history label on the end chart: (the tick under its point, the band it belongs
        to, e.g. "Year 2", or None)."""
        ...


class TablePieces(Protocol):
    """`me` is the seat to move: the shell asks these only on a person's turn, never after the end."""

    drops: DropTable                       # the drop rows: drags, lit places, refusals, gestures

    def is_source(self, state: Any, key: tuple, me: int) -> bool: ...
    def click_actions(self, state: Any, legal: list, key: tuple, me: int) -> list: ...
    def holdable(self, state: Any, legal: list, key: tuple, me: int) -> bool: ...
    def hold_target(self, key: tuple | None, me: int) -> tuple | None:
        """Where a held piece clicked here goes to."""
        ...
    def carried(self, state: Any, source: tuple) -> tuple[str, int]: ...
    def places(self, state: Any, action: Any, me: int, regions: Regions) -> tuple[tuple | None, tuple | None]:
        """(the piece, the place) an action moves, as regions drawn now: what is lit for it."""
        ...
    def click_reason(self, game: GameRecordView, key: tuple, me: int) -> str | None: ...
    def hints_now(self, state: Any, legal: list, me: int, regions: Regions) -> list[tuple[tuple, int]]:
        """(key, alpha) of what can be done now, lit faintly."""
        ...
    def click_target(self, action: Any, me: int) -> tuple | None: ...
    def special_for(self, action: Any) -> str | None: ...


@runtime_checkable
class GameTable(TableView, TableWords, TablePieces, Protocol):
    """The one object a game gives the shell's window."""

    name: str
    event_sounds: Mapping[str, str]        # chronicle event kind -> sound effect

    def private_view(self, state: Any, decision: tuple[int | None, str]) -> bool:
        """Whether this decision shows its seat something the others must not see (a private
        draw): before a person's turn that does, the shell covers the table between two people
        whatever the setting."""
        ...

    def question_before(self, ctx: TableContext, action: Any) -> Question | None:
        """A question before a person plays `action` (the shell asks only people, outside a
        tutorial, with the setting on), or None."""
        ...
    def open_board(self, app: Any, ctx: TableContext, player: int, press_pos: tuple[int, int]) -> Any:
        """A scene showing `player`'s board large (pushed by the shell), or None."""
        ...
    def setup_panel(self, ctx: SetupContext, options: Any) -> SetupPanel: ...


# ================================================================ defaults written once
# TRANSLATORS: the end chart's tick under the final scores
FINAL_TICK = N_("end")


class PlainChronicle:
    """Every event a line of its own: the chronicle of a game that groups nothing."""

    def __init__(self, names: list[str]) -> None:
        self.names = names

    def feed(self, event: Event) -> list[tuple[str, int | None, str]]:
        return [("line", event.player, event.render(self.names))]


class TableBase:
    """The neutral answer of every member a game may leave out; a game's table subclasses it."""

    name = ""
    layered = False
    event_sounds: Mapping[str, str] = {}
    decision_names: Mapping[str, str] = {}
    popup_titles: Mapping[str, str] = {}
    no_tip_kinds: tuple[str, ...] = ()
    moving_kinds: tuple[str, ...] = ()

    def private_view(self, state: Any, decision: tuple[int | None, str]) -> bool:
        return False        # everything on the table is open to every player

    def idle_work(self, ctx: TableContext) -> bool:
        return False

    def moment(self, app: Any, ctx: TableContext, events: list[Event]) -> Any:
        return None

    def clear_caches(self) -> None:
        pass

    def draw_glow(self, surface: pygame.Surface, key: tuple, rect: pygame.Rect, colour: tuple, alpha: int,
                  width: int, grow: int) -> bool:
        return False

    def owner_home(self, kind: str, seats: Sequence[SeatView], regions: Regions) -> tuple[int, int] | None:
        return None

    def near_region(self, key: tuple) -> tuple | None:
        return None

    def special_popup(self, game: GameRecordView, special: str, names: list[str]) -> tuple[str, list] | None:
        return None

    def options_summary(self, options: Any) -> list[tuple[str, str]]:
        return []

    def chronicler(self, names: list[str]) -> Chronicler:
        return PlainChronicle(names)

    def announce(self, events: list[Event], names: list[str]) -> str | None:
        return None

    def tiebreak_row(self, game: GameRecordView, result: dict) -> tuple[str, list]:
        """By default the first tie-break is the engine's `tiebreak` figure of each player row."""
        rows = {row["player"]: row for row in result.get("players", [])}
        return _("Tie-break"), [rows.get(p, {}).get("tiebreak", "") for p in range(len(rows))]

    def chart_tick(self, label: str) -> tuple[str, str | None]:
        if label == "start":
            return "", None
        if label == "final":
            return _(FINAL_TICK), None
        return label, None

    def holdable(self, state: Any, legal: list, key: tuple, me: int) -> bool:
        return False

    def hold_target(self, key: tuple | None, me: int) -> tuple | None:
        return None

    def hints_now(self, state: Any, legal: list, me: int, regions: Regions) -> list[tuple[tuple, int]]:
        return []

    def click_target(self, action: Any, me: int) -> tuple | None:
        return None

    def special_for(self, action: Any) -> str | None:
        return None

    def click_reason(self, game: GameRecordView, key: tuple, me: int) -> str | None:
        return None

    def question_before(self, ctx: TableContext, action: Any) -> Question | None:
        return None

    def open_board(self, app: Any, ctx: TableContext, player: int, press_pos: tuple[int, int]) -> Any:
        return None

    def undo_refused(self, game: GameRecordView, who: int) -> str:
        if not game.actions:
            return _("Nothing to undo yet")
        return _("Nothing of yours to undo: another player acted or something hidden came to light since")


class WordsFromModules:
    """The words a table gives from its own modules, written once: a table sets `prompts`
    (build_prompt, describe, guide_for), `tooltips` (region_text) and `end_words` (END_TITLE,
    category_label, tiebreak_text, phase_label) and inherits the members that only pass the
    question on."""

    prompts: ModuleType
    tooltips: ModuleType
    end_words: ModuleType

    def prompt(self, game: GameRecordView, names: list[str], mover: str) -> Prompt:
        return self.prompts.build_prompt(game, names, mover)

    def describe(self, state: Any, action: Any, names: list[str]) -> str:
        return self.prompts.describe(state, action, names)

    def describe_decision(self, state: Any, action: Any, names: list[str]) -> str:
        """A move as the review names it: the prompts' `describe_decision` where the game has one
        (a Haspelknecht plan says what it held), else `describe`."""
        return getattr(self.prompts, "describe_decision", self.prompts.describe)(state, action, names)

    def guide(self, game: GameRecordView) -> str:
        return self.prompts.guide_for(game)

    def tooltip(self, key: tuple, state: Any, names: list[str]) -> str | None:
        return self.tooltips.region_text(key, state, names)

    @property
    def end_title(self) -> str:
        return self.end_words.END_TITLE

    def category_label(self, key: str) -> str:
        return self.end_words.category_label(key)

    def tiebreak_text(self, result: dict, names: list[str]) -> str:
        return self.end_words.tiebreak_text(result, names)

    def phase_label(self, label: str) -> str:
        return self.end_words.phase_label(label)
