"""Sticks at the window: the pile in the middle, one tray per player, the shell's prompt, buttons and
chronicle around them. Drag the k-th stick from the top onto your tray (or click it) to take k
sticks; the prompt has a button per take too."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.drop_table import DropRow, DropTable
from game.ui.prompt_bar import Prompt, PromptButton
from game.ui.table_api import GameRecordView, RectMaker, Rects, Regions, SetupContext, TableBase, TableContext
from tests.toy_game.definition import Options
from tests.toy_game.engine import MOST, Action, take


def _draw_stick(surf: pygame.Surface, S: int, _arg: str) -> None:
    pygame.draw.rect(surf, theme.OAK, pygame.Rect(S * .4, S * .1, S * .2, S * .8))


sprites.register_sprites({"stick": _draw_stick})

DROPS = DropTable([DropRow("stick", "tray", lambda s, t, me: ("take", s[1]), click=True)],
                  make=lambda pattern: take(pattern[1]), home=lambda source, me: [source],
                  hints=lambda source, lit: "Drop the sticks on your own tray.")


class SetupPanel:
    def __init__(self, ctx: SetupContext, options: Any) -> None:
        self.ctx = ctx

    def layout(self) -> None:
        pass

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    def sync(self) -> None:
        pass

    def options(self, players: int) -> Options:
        return Options(players=players)


class SticksTable(TableBase):
    name = "sticks"
    drops = DROPS
    decision_names = {"take": "Time to take sticks."}
    no_tip_kinds = ("log",)
    end_title = "The last stick is taken"

    # ---------------------------------------------------------------- view
    def layout(self, DWn: float, DHn: float, players: int, R: RectMaker) -> Rects:  # noqa: N803
        m, right = 8, 250
        w = DWn - right - 3 * m
        return {"prompt": R(m, m, w, 66), "pile": R(m, 82, w, DHn / 2 - 90),
                "trays": R(m, DHn / 2, w, DHn / 2 - m), "topbar": R(DWn - right - m, m, right, 34),
                "log": R(DWn - right - m, 50, right, DHn - 58)}

    def draw(self, surf: pygame.Surface, ctx: TableContext) -> Regions:
        regions: Regions = {}
        state = ctx.game.state
        pile, trays = ctx.rects["pile"], ctx.rects["trays"]
        panels.panel(surf, pile, ctx.sc, radius=8, width=2, seed=5)
        step = pile.width / max(1, state.pile + 1)
        for k in range(1, state.pile + 1):       # k = 1 is the top stick, at the right
            x = round(pile.right - k * step)
            stick = pygame.Rect(x, pile.y + ctx.s(12), max(2, round(step * 0.4)), pile.height - ctx.s(24))
            pygame.draw.rect(surf, theme.OAK, stick)
            regions[("stick", k)] = stick
        n = len(ctx.seats)
        for p in range(n):
            tray = pygame.Rect(trays.x + p * trays.width // n, trays.y, trays.width // n - ctx.s(6), trays.height)
            panels.panel(surf, tray, ctx.sc, radius=8, width=2, seed=7 + p)
            T.text(surf, f"{ctx.names[p]}: {state.taken[p]}", "serif", 16 * ctx.sc, theme.INK, tray.center, "center")
            regions[("tray", p)] = tray
        return regions

    def snapshot(self, state: Any, colour_of) -> dict:
        return {(("tray", p), "stick"): n for p, n in enumerate(state.taken) if n}

    # ---------------------------------------------------------------- words
    def prompt(self, game: GameRecordView, names: list[str], is_bot: bool) -> Prompt:
        who, _kind = game.decision()
        if who is None:
            return Prompt("The game is over", "", [])
        buttons = [PromptButton(f"Take {a.args[0]}", a) for a in game.legal_actions()]
        return Prompt(f"{names[who]}: take 1 to {MOST} sticks", "Drag sticks onto your tray.", buttons)

    def describe(self, state: Any, action: Action, names: list[str]) -> str:
        return f"take {action.args[0]}"

    def guide(self, game: GameRecordView) -> str:
        return "Whoever takes the last stick wins."

    def tooltip(self, key: tuple, state: Any, names: list[str]) -> str | None:
        if key[0] == "stick":
            return f"Take {key[1]} from the top"
        if key[0] == "tray":
            return f"{names[key[1]]} holds {state.taken[key[1]]}"
        return None

    def progress(self, state: Any) -> str:
        return f"{state.pile} sticks left"

    def category_label(self, key: str) -> str:
        return key

    def tiebreak_text(self, result: dict, names: list[str]) -> str:
        return ""

    def phase_label(self, label: str) -> str:
        return label

    # ---------------------------------------------------------------- pieces
    def is_source(self, state: Any, key: tuple, me: int | None) -> bool:
        return key[0] == "stick" and key[1] <= MOST

    def click_actions(self, state: Any, legal: list, key: tuple, me: int | None) -> list:
        return []

    def carried(self, state: Any, source: tuple) -> tuple[str, int]:
        return "stick", source[1]

    def places(self, state: Any, action: Action, me: int | None, regions: Regions) -> tuple:
        return ("stick", action.args[0]), ("tray", me)

    def setup_panel(self, ctx: SetupContext, options: Any) -> SetupPanel:
        return SetupPanel(ctx, options)


TABLE = SticksTable()
