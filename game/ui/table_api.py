"""What a game's table answers the shell's table scene (game/ui/scenes/table_scene.py).

A game supplies one object (e.g. game.haspelknecht.table:TABLE) named by its registry entry
(`GameDefinition.table`); the shell calls nothing else of the game's window code. Regions are tuples
whose first element is their kind ("pool", "worker", ...), recorded by the game's drawing; a
region ("board", seat) is a player's whole board (pressed: the table opens it large).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Any, Protocol

import pygame

from game.ui.drop_table import DropTable
from game.ui.prompt_bar import Prompt


class GameTable(Protocol):
    name: str
    drops: DropTable                       # the drop rows: drags, lit places, refusals, gestures
    decision_names: Mapping[str, str]      # decision kind -> the hot-seat cover's line
    no_tip_kinds: tuple[str, ...]          # region kinds without a tooltip of their own
    popup_titles: Mapping[str, str]        # region kind -> the title of a click's choice popup
    chronicle_notes: Mapping[str, str]     # stage -> the chronicle's line under its header

    # drawing: rects (must include "prompt", "topbar" and "log", the shell's), the table, caches
    def layout(self, DWn: float, DHn: float, players: int, R) -> dict[str, pygame.Rect]: ...
    def draw(self, surf: pygame.Surface, scene: Any) -> dict[tuple, pygame.Rect]: ...
    def clear_caches(self) -> None: ...
    def draw_glow(self, surface, key: tuple, rect, colour, alpha: int, width: int, grow: int) -> bool: ...
    # words
    def prompt(self, game, names: list[str], is_bot: bool) -> Prompt: ...
    def describe(self, state, action, names: list[str]) -> str: ...
    def guide(self, game) -> str: ...
    def tooltip(self, key: tuple, state, names: list[str]) -> str | None: ...
    def special_popup(self, game, special: str, names: list[str]): ...
    def undo_refused(self, game, who: int) -> str: ...
    def progress(self, state) -> str: ...
    end_title: str                                 # the end screen's heading
    def category_label(self, key: str) -> str: ...         # an end-scoring category's name
    def tiebreak_text(self, result: dict, names: list[str]) -> str: ...
    def phase_label(self, label: str) -> str: ...          # a score-history label for the chart          # "year 2, summer": the title, load and menu screens
    # pieces and clicks
    def is_source(self, state, key: tuple, me: int) -> bool: ...
    def click_actions(self, state, legal: list, key: tuple, me: int) -> list: ...
    def holdable(self, state, legal: list, key: tuple, me: int) -> bool: ...
    def hold_target(self, key: tuple | None, me: int) -> tuple | None: ...   # a held piece clicked here goes to
    def carried(self, state, source: tuple) -> tuple[str, int]: ...
    def places(self, state, action, me: int, regions) -> tuple: ...
    def click_reason(self, game, key: tuple, me: int) -> str | None: ...
    def hints_now(self, state, legal: list, me: int, regions) -> list[tuple[tuple, int]]: ...  # (key, alpha)
    def burner_key(self, state, me: int, regions) -> tuple | None: ...
    def click_target(self, action, me: int) -> tuple | None: ...
    def special_for(self, action) -> str | None: ...
    # animation, scenes over the table, bots
    def snapshot(self, state, colour_of) -> dict: ...
    def owner_home(self, kind: str, seats, regions): ...
    def near_region(self, key: tuple) -> tuple | None: ...   # an undrawn region's stand-in for flights
    def open_board(self, app, scene, player: int, press_pos): ...
    def ask_first(self, scene, action, go) -> bool: ...
    def setup_panel(self, scene, options): ...   # layout(), draw_content(surface), sync(), options(players)
    def bot_settings(self, kind: str) -> dict: ...   # extra settings of the registered bot in the window
    # optional (looked up with getattr; Coal Baron has them): hidden_information: bool (the pass cover
    # always), chronicle(event, names) -> ("header" | "line" | "skip", text) | None, announce(events,
    # names) -> a banner's text | None, tiebreak_row(game) -> (label, a value per player)


class WordsFromModules:
    """The words a table gives from its own modules, written once: a table sets `prompts`
    (build_prompt, describe, guide_for), `tooltips` (region_text) and `end_words` (END_TITLE,
    category_label, tiebreak_text, phase_label) and inherits the GameTable methods that only
    pass the question on."""

    prompts: ModuleType
    tooltips: ModuleType
    end_words: ModuleType

    def prompt(self, game, names: list[str], is_bot: bool):
        return self.prompts.build_prompt(game, names, is_bot)

    def describe(self, state, action, names: list[str]) -> str:
        return self.prompts.describe(state, action, names)

    def guide(self, game) -> str:
        return self.prompts.guide_for(game)

    def tooltip(self, key: tuple, state, names: list[str]) -> str | None:
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
