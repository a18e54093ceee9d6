"""Coal Baron's table: the one object the shell's table scene calls (game/ui/table_api.py says what
it must answer). The shell reaches it only through the registry (`GameDefinition.table`).

Its parts: the layout and drawing (layout.py, board_view.py, clock_view.py, pit_view.py), the drop
rows (drops.py), the prompt and the actions in words (prompts.py), tooltips (tooltips.py), the
setup panel and the end screen's words."""

from __future__ import annotations

import pygame

from game.coal_baron.table import drops, end_words, layout, prompts, tooltips
from game.coal_baron.table.chronicle import ShiftChronicle
from game.coal_baron.table.prompts import describe, listed_actions
from game.core.i18n import N_, _
from game.ui.board import caches
from game.ui.table_api import Question, SetupContext, TableBase, TableContext, WordsFromModules


class CoalBaronTable(WordsFromModules, TableBase):
    prompts, tooltips, end_words = prompts, tooltips, end_words   # what WordsFromModules reads
    name = "coal_baron"
    layered = True      # everything it draws is a layer of the shell's: redrawn only where one changed
    drops = drops.DROPS
    # the sound each chronicle event calls for (game/ui/sound.py plays the two most telling of a move)
    event_sounds = {"place": "place", "oust": "place", "draft": "take", "order": "take", "tile": "take",
                    "money": "take", "mine": "rattle", "deliver": "score", "score": "score", "shift_end": "score",
                    "over": "end"}
    # (the words in these dicts are msgids: the shell translates them where it shows them)
    decision_names = {"draft": N_("The order draft."), "place": N_("Time to place workers."),
                      "keep_tile": N_("Tiles drawn for you alone."), "shortage": N_("A lorry to fill."),
                      "return_tiles": N_("Tiles to put back."), "return_orders": N_("Orders to put back."),
                      "arrange_tiles": N_("Tiles to put back."), "arrange_orders": N_("Orders to put back."),
                      "mine": N_("Mining in your pit."), "keep_order": N_("Orders drawn for you alone.")}
    def private_view(self, state, decision: tuple[int | None, str]) -> bool:
        """A private draw (C43): the tiles or orders of a "draw five" lie face up before the seat
        that drew them while it keeps, returns and arranges them; between two people the table is
        covered first, whatever the setting (game/ui/scenes/pass_cover.py). The draft, the
        placements and the mining show nothing private."""
        return bool(state.drawn) and decision[1] not in ("draft", "place", "mine", "over")

    def chronicler(self, names: list[str]) -> ShiftChronicle:
        """The chronicle's headers (draft, shifts, scoring, end) and scoring lines: chronicle.py."""
        return ShiftChronicle(names)

    no_tip_kinds = ("log", "pit", "board")
    popup_titles = {"space": N_("Place"), "cube": N_("Move the cube"), "level": N_("The cage"), "drawn": N_("Choose"),
                    "spot": N_("Fill the spot")}

    # ---------------------------------------------------------------- drawing
    def layout(self, DWn: float, DHn: float, players: int, R) -> dict[str, pygame.Rect]:
        return layout.layout(DWn, DHn, players, R)

    def draw(self, surf: pygame.Surface, ctx: TableContext) -> dict[tuple, pygame.Rect]:
        return layout.draw(surf, ctx)

    def clear_caches(self) -> None:
        caches.clear_caches()

    # ---------------------------------------------------------------- words
    def special_popup(self, game, special: str, names: list[str]):
        if special == "choose":
            return _("Choose"), [(describe(game.state, a, names), a) for a in listed_actions(game)]
        return None

    # (announce: none; a shift's scoring is a moment of its own: `moment`)

    def tiebreak_row(self, game, result: dict) -> tuple[str, list]:
        """The end screen's tie-break row: Marks left after the conversion (C37), as the engine's
        "end" events report them."""
        values = [0] * game.options.players
        for item in game.log:
            if len(item) == 2 and item[1].kind == "end" and item[1].player is not None:
                values[item[1].player] = (item[1].data or {}).get("tiebreak", 0)
        return _("Marks left (tie-break)"), values

    def progress(self, state) -> str:
        if state.stage == "draft":
            return _("the order draft")
        return _("shift {shift}").format(shift=state.shift)

    def undo_refused(self, game, who: int) -> str:
        if game.actions and game.drew and game.drew[-1] and game.actors[-1] == who:
            return _("Something hidden came to light since: that cannot be taken back")
        return super().undo_refused(game, who)

    def chart_tick(self, label: str) -> tuple[str, str | None]:
        return end_words.chart_tick(label) or super().chart_tick(label)

    # ---------------------------------------------------------------- pieces and clicks
    def is_source(self, state, key: tuple, me: int) -> bool:
        return drops.is_source(state, key, me)

    def click_actions(self, state, legal: list, key: tuple, me: int) -> list:
        return drops.click_actions(state, legal, key, me)

    def carried(self, state, source: tuple) -> tuple[str, int]:
        return drops.source_piece(state, source)

    def places(self, state, action, me: int, regions) -> tuple:
        return drops.action_places(state, action, me, regions)

    def click_reason(self, game, key: tuple, me: int) -> str | None:
        if key[0] == "space" and game.state.stage == "place":
            return game.explain(drops.make(("place", key[1])))
        if key[0] in ("supply", "xcube", "xcage"):
            return _("That belongs to another player.")
        if key[0] in ("cube", "cage", "lorry", "storage") and key[1] == me and game.state.stage != "mine":
            # a new player's first try is to move coal straight away: say what lets it move
            return _("Coal and the cage move only while you mine: first place a worker on a Mining space.")
        return None

    def hints_now(self, state, legal: list, me: int, regions) -> list[tuple[tuple, int]]:
        """Spaces a worker may go to now, lit faintly."""
        if state.stage != "place":
            return []
        return [(("space", a.args[0]), 40) for a in legal if a.kind == "place"]

    def click_target(self, action, me: int):
        from game.coal_baron.table.pit_view import HIDDEN_ORDERS
        if action.kind == "draft":
            return ("draft", action.args[0])
        if action.kind in ("keep_tile", "keep_order", "put") and action.args[0] is not None:
            return ("drawn", action.args[0], 0)
        if action.kind in ("fill", "fill2") and action.args[0] not in HIDDEN_ORDERS.get(me, set()):
            return ("spot", me, action.args[0], action.args[1], action.args[1])
        return None

    def special_for(self, action) -> str | None:
        from game.coal_baron.table.pit_view import HIDDEN_ORDERS
        if action.kind in ("fill", "fill2") and any(action.args[0] in h for h in HIDDEN_ORDERS.values()):
            return "choose"
        return None

    # ---------------------------------------------------------------- animation
    moving_kinds = ("cage", "tile")     # the cage runs in its shaft, a bought tile slides into its tunnel

    def snapshot(self, state, colour_of) -> dict:
        """(region key, piece kind) -> count, what the animation pairs before and after a move: the
        workers (supply, spaces, Canteen), each player's cage at its level, cubes by place (each
        lorry, the cage, the storage, each order's spots), the tiles (factory spaces, draws, pits),
        the order cards (board, draft, draws, outstanding, delivered with their VP), the Marks."""
        from game.coal_baron.table.snapshot import snapshot
        return snapshot(state, colour_of)

    def near_region(self, key: tuple):
        from game.coal_baron.table.snapshot import near_region
        return near_region(key)

    def draw_glow(self, surface, key: tuple, rect, colour: tuple, alpha: int, width: int, grow: int) -> bool:
        """Light a place's frame, never its inside: a cube under a lit place keeps its true colour
        (black must not read green)."""
        r = rect.inflate(grow, grow)
        rad = max(2, min(r.width, r.height) // 5)
        frame = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(frame, (*colour, min(255, alpha * 2)), frame.get_rect(), max(2, width),
                         border_radius=rad)
        surface.blit(frame, r)
        return True

    def owner_home(self, kind: str, seats, regions):
        c = int(kind.split(":")[1]) if kind.startswith("miner:") else -1
        for p, seat in enumerate(seats):
            if seat.colour == c:
                r = regions.get(("workers", p)) or regions.get(("supply", p))
                return r.center if r else None
        return None

    def moment(self, app, ctx: TableContext, events):
        """A shift's end: its scoring played out element by element on the clock, then a summary
        the player closes before the next shift starts (shift_moment.py)."""
        if not any(e.kind == "shift_end" for e in events):
            return None
        from game.coal_baron.table.shift_moment import ShiftMoment
        return ShiftMoment(app, ctx, events)

    # ---------------------------------------------------------------- scenes over the table
    def open_board(self, app, ctx: TableContext, player: int, press_pos):
        """Another player's pit, large (pressed on it): pit_viewer.py."""
        from game.coal_baron.table.pit_viewer import PitViewer
        return PitViewer(app, ctx, player, press_pos)

    def question_before(self, ctx: TableContext, action) -> Question | None:
        from game.coal_baron.table.waste_warning import question  # stopping with useful steps left
        return question(ctx, action)

    def setup_panel(self, ctx: SetupContext, options):
        from game.coal_baron.table.setup_panel import CoalBaronSetup
        return CoalBaronSetup(ctx, options)


TABLE = CoalBaronTable()
