"""Haspelknecht's table: the one object the shell's table scene calls (game/ui/table_api.py says
what it must answer). The shell reaches it only through the registry (`GameDefinition.table`),
never by importing this package.

Everything here is the game's: its drawing and hit regions (layout.py and the boards), its drop rows
(drops.py), its prompts and labels (prompts.py), tooltips, the pieces for the animation
(snapshot.py), the other player's board opened large, the plan-waste question, the names of its
decisions for the hot-seat cover, and its bots for the window.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import N_, _
from game.haspelknecht.actions import A
from game.haspelknecht.rules import WORKERS

# (sprites registers the art; waste_warning is asked before every move: imported with the table,
# not as the first move's animation starts)
from game.haspelknecht.table import (  # noqa: F401
    devboard,
    drops,
    end_words,
    layout,
    prompts,
    snapshot,
    sprites,
    tooltips,
    waste_warning,
)
from game.haspelknecht.table.chronicle import YearChronicle
from game.haspelknecht.table.prompts import describe
from game.ui.board import caches
from game.ui.table_api import Question, SetupContext, TableBase, TableContext, WordsFromModules


class HaspelknechtTable(WordsFromModules, TableBase):
    prompts, tooltips, end_words = prompts, tooltips, end_words   # what WordsFromModules reads
    name = "haspelknecht"
    layered = True      # everything it draws is a layer of the shell's: redrawn only where one changed
    drops = drops.DROPS
    # the hot-seat cover's line for each kind of decision
    # (the words in these dicts are msgids: the shell translates them where it shows them)
    decision_names = {"take1": N_("Time to take disks."), "take2": N_("A second take."),
                      "plan": N_("Time to plan the workers."), "execute": N_("Time to run the workers."),
                      "storage": N_("Winter storage."), "r10": N_("First spring."), "dig": N_("A black disk to use."),
                      "reel": N_("The Haspelknecht waits."), "tile_option": N_("A tile's choice.")}
    # the sound each chronicle event calls for (game/ui/sound.py plays the two most telling of a move)
    event_sounds = {"take": "take", "oil_lamp": "take", "develop": "place", "marker": "place", "wood": "place",
                    "tile_option": "place", "dig": "rattle", "charcoal": "rattle", "reel": "rattle",
                    "return_pit_water": "slosh", "exhausted": "score", "winter": "score", "game_over": "end"}
    no_tip_kinds = ("board", "mine", "log")       # regions that are containers, not things to explain
    popup_titles = {"worker": N_("Choose"), "tile": N_("Develop with"), "farm": N_("Where?"), "slot": N_("Store")}

    # ---------------------------------------------------------------- drawing
    def layout(self, DWn: float, DHn: float, players: int, R) -> dict[str, pygame.Rect]:
        return layout.layout(DWn, DHn, players, R)

    def draw(self, surf: pygame.Surface, ctx: TableContext) -> dict[tuple, pygame.Rect]:
        return layout.draw(surf, ctx)

    def idle_work(self, ctx: TableContext) -> bool:
        """While nothing moves: draw one large board ahead of its showing (layout.idle_work)."""
        return layout.idle_work(ctx)

    def clear_caches(self) -> None:
        caches.clear_caches()
        devboard._FACES.clear()

    def draw_glow(self, surface, key: tuple, rect: pygame.Rect, colour, alpha: int, width: int, grow: int) -> bool:
        """A development tile lights up as a hexagon; False: the shell's rounded rect will do."""
        if key[0] != "tile":
            return False
        radius = rect.width / math.sqrt(3) + grow
        size = int(2 * radius + 4)
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        pts = devboard.hex_points(size / 2, size / 2, radius * .97)
        pygame.draw.polygon(s, (*colour, alpha // 2), pts)
        pygame.draw.polygon(s, (*colour, min(255, alpha * 2)), pts, width)
        surface.blit(s, (rect.centerx - size / 2, rect.centery - size / 2))
        return True

    # ---------------------------------------------------------------- words
    def special_popup(self, game, special: str, names: list[str]):
        """(title, [(label, action)]) for a prompt button that opens a list, else None."""
        if special == "oil_lamp":
            legal = [a for a in game.legal_actions() if a.kind == "oil_lamp"]
            return _("Oil Lamp: swap a reserve disk"), [(describe(game.state, a, names), a) for a in legal]
        return None

    def progress(self, state) -> str:
        """Where the game stands: "year 2, summer"."""
        return _("year {year}, {season}").format(year=state.year, season=_(state.season_name))

    def options_summary(self, options) -> list[tuple[str, str]]:
        """The load screen's line on a save's board."""
        return [(_("Board"), end_words.board_name(options.layout))]

    def chronicler(self, names: list[str]) -> YearChronicle:
        return YearChronicle(names)

    def tiebreak_row(self, game, result: dict) -> tuple[str, list]:
        """The end screen's first tie-break: the coal each player dug (R26)."""
        return _("Coal dug (tie-break)"), [row.get("coal_excavated", 0) for row in result.get("players", [])]

    def chart_tick(self, label: str) -> tuple[str, str | None]:
        return end_words.chart_tick(label) or super().chart_tick(label)

    def undo_refused(self, game, who: int) -> str:
        """Why `who` cannot undo now (the shell asks only when the record says no)."""
        if not game.actions:
            return _("Nothing to undo yet")
        if game.drew and game.drew[-1] and game.actors[-1] == who:
            return _("A disk came out of the bag since: that cannot be taken back")
        return _("Nothing of yours to undo: another player acted or disks were drawn since")

    # ---------------------------------------------------------------- pieces and clicks
    def is_source(self, state, key: tuple, me: int) -> bool:
        return drops.is_source(state, key, me)

    def click_actions(self, state, legal: list, key: tuple, me: int) -> list:
        return drops.click_actions(state, legal, key, me)

    def holdable(self, state, legal: list, key: tuple, me: int) -> bool:
        return drops.holdable(state, legal, key, me)

    def carried(self, state, source: tuple) -> tuple[str, int]:
        return drops.source_piece(state, source)

    def places(self, state, action, me: int, regions) -> tuple[tuple | None, tuple | None]:
        return drops.action_places(state, action, me, regions)

    def hold_target(self, key: tuple | None, me: int) -> tuple | None:
        """Where a second click with a piece in hand puts it: a worker clicked, or what lies on it,
        means that worker; None: the click is not a place for it."""
        if key is not None and key[0] in ("worker", "plan") and key[1] == me:
            return ("worker", me, key[2])
        return None

    def click_reason(self, game, key: tuple, me: int) -> str | None:
        state = game.state
        if key[0] == "pool":
            return game.explain(A("take", key[1], key[2]))
        if key[0] == "tile" and state.stage == "execute":
            return game.explain(A("develop", "farmer", key[1], None))
        if key[0] == "tile":    # a click on a tile while taking or planning said nothing
            return _("Developments are taken while your workers run: then drag the worker whose disks pay "
                     "onto the tile.")
        if key[0] == "worker" and key[1] == me and state.stage == "execute":
            idx = WORKERS.index(key[2])
            p = state.players[me]
            if p.done >> idx & 1:
                return _("this worker has already run in this phase")
            if not any(p.plan[idx]):
                return _("nothing was planned on this worker")
            return _("finish the decision in progress first")
        return None

    def hints_now(self, state, legal: list, me: int, regions) -> list[tuple[tuple, int]]:
        """What can be done now, lit faintly, with how strongly: workers to run, markers to use,
        tiles to develop (fainter)."""
        if state.stage != "execute":
            return []
        out: list[tuple[tuple, int]] = []
        for a in legal:
            key: tuple | None = None
            if a.kind in ("activate", "develop"):
                key = ("worker", me, a.args[0])
            elif a.kind == "use_marker":
                key = ("marker", me, a.args[0])
            elif a.kind == "burn_charcoal":
                key = drops.burner_region(state, me, regions)
            if key is not None:
                out.append((key, 50))
            if a.kind == "develop":
                out.append((("tile", a.args[1]), 45))
        return out

    def click_target(self, action, me: int) -> tuple | None:
        """The region a click performs this action from (then a popup choice), for the gesture driver."""
        if action.kind == "activate":
            return ("worker", me, action.args[0])
        return None

    def special_for(self, action) -> str | None:
        """The prompt button that opens the list holding this action, for the gesture driver."""
        return "oil_lamp" if action.kind == "oil_lamp" else None

    # ---------------------------------------------------------------- animation
    def snapshot(self, state, colour_of) -> dict:
        return snapshot.snapshot(state, colour_of)

    def near_region(self, key: tuple) -> tuple | None:
        """Where a piece in an undrawn region flies from or to: a player's piece (key[1] is the
        seat) to that player's board; pools, reserves and tiles belong to no one."""
        if len(key) >= 2 and isinstance(key[1], int) and key[0] not in ("pool", "reserve", "tile"):
            return ("board", key[1])
        return None

    def owner_home(self, kind: str, seats, regions):
        """Where a player's marker flies from or to when it has no region: the player's emblem."""
        c = int(kind.split(":")[1])
        for p, seat in enumerate(seats):
            if seat.colour == c:
                r = regions.get(("emblem", p))
                return r.center if r else None
        return None

    # ---------------------------------------------------------------- scenes over the table
    def open_board(self, app, ctx: TableContext, player: int, press_pos):
        from game.haspelknecht.table.board_viewer import BoardViewer

        return BoardViewer(app, ctx, player, press_pos=press_pos)

    def question_before(self, ctx: TableContext, action) -> Question | None:
        return waste_warning.question(ctx, action)

    def setup_panel(self, ctx: SetupContext, options):
        """The game's part of the new-game form (the board, the variant rules): setup_panel.py."""
        from game.haspelknecht.table.setup_panel import HaspelknechtSetup

        return HaspelknechtSetup(ctx, options)


TABLE = HaspelknechtTable()
