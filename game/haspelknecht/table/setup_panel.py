"""Haspelknecht's part of the new-game form: the development board (first game, a named variant
for the player count, or random) with a preview, the variant rules, and the winter storage VP.

The shell's SetupScene (game/ui/scenes/setup.py) owns the seats, the seed and the buttons; it asks
the game's table for this panel (`TABLE.setup_panel(ctx, options)`) and calls `layout`,
`draw_content`, `sync` and `options` on it. Widgets are added to the form (`ctx.add`), so the
form's focus, keys and tooltips work as for its own.
"""

from __future__ import annotations

import logging

import pygame

from game.core.i18n import N_, _
from game.haspelknecht.components import components
from game.haspelknecht.layouts import named_layouts
from game.haspelknecht.options import FIRST_GAME, RANDOM, Options
from game.haspelknecht.table.devboard import SQRT3, draw_dev_board, hex_points
from game.haspelknecht.words import list_sep, or_list
from game.ui import theme
from game.ui.table_api import SetupContext
from game.ui.widgets import wrap
from game.ui.widgets_form import Cycler, Toggle

log = logging.getLogger(__name__)

PICKAXE = 13


def building_tiles() -> dict[int, str]:
    """Tiles that bring a building, by number: name."""
    return {t.number: t.name for t in components().tiles.tiles if t.effect.building is not None}


class HaspelknechtSetup:
    LEFT, RIGHT = 70, 676

    def __init__(self, ctx: SetupContext, options: Options | None) -> None:
        self.scene = ctx
        self.variants = named_layouts(components())      # name -> (code, player counts, cells)
        opts = options or Options(players=len(ctx.seat_names()))
        self.layout_name = opts.layout
        self.start_with_buildings = opts.start_with_buildings
        self.start_with_improved_farmhand = opts.start_with_improved_farmhand
        self.farm_storage_vp = opts.farm_storage_vp
        self._preview_key: tuple | None = None
        self._preview_cells: list | None = None
        add = ctx.add
        # the board
        self.board = add(Cycler(self._board_choices, lambda: self.layout_name, self._set_layout, size=20,
                                tooltip=N_("The development board: the first-game board, a named variant, "
                                           "or a random board drawn from the seed.")))
        # variant rules
        self.t_buildings = add(Toggle("", lambda: self.start_with_buildings,
                                      lambda v: setattr(self, "start_with_buildings", v), size=18,
                                      tooltip=N_("Every player starts with each building whose tile is not "
                                                 "on the development board.")))
        self.t_farmhand = add(Toggle("", lambda: self.start_with_improved_farmhand,
                                     lambda v: setattr(self, "start_with_improved_farmhand", v), size=18,
                                     tooltip=N_("Every player's farmhand may develop from the start, when "
                                                "the Pickaxe tile is not on the board.")))
        # the Cycler draws its choices' labels through _()
        self.storage = add(Cycler(lambda: [("wood", N_("wood")), ("food", N_("food"))], lambda: self.farm_storage_vp,
                                  lambda v: setattr(self, "farm_storage_vp", v),
                                  tooltip=N_("Which resource kept in the farm over winter earns 1 VP.")))

    # --- state --------------------------------------------------------------------------------
    def _board_choices(self) -> list[tuple[str, str]]:
        n = len(self.scene.seat_names())
        out = [(FIRST_GAME, N_("First game"))]
        for name, (code, counts, _cells) in self.variants.items():
            if n in counts:   # a variant's name is a msgid from the data
                out.append((name, f"{_(name)} ({code})" if code and code != name else name))
        out.append((RANDOM, N_("Random board")))
        return out

    def _set_layout(self, name: str) -> None:
        self.layout_name = name
        self.scene.changed()

    def sync(self) -> None:
        """Keep the board valid for the player count."""
        valid = [v for v, _label in self._board_choices()]
        if self.layout_name not in valid:
            counts = self.variants.get(self.layout_name, (None, []))[1]
            if self.layout_name in self.variants:
                self.scene.say(_("{variant} is for {counts} players: back to the first-game board.").format(
                    variant=_(self.layout_name), counts="/".join(map(str, counts))))
            self.layout_name = FIRST_GAME

    def options(self, players: int) -> Options:
        return Options(players=players, layout=self.layout_name,
                       start_with_buildings=self.start_with_buildings,
                       start_with_improved_farmhand=self.start_with_improved_farmhand,
                       farm_storage_vp=self.farm_storage_vp)

    # --- layout and drawing ---------------------------------------------------------------------
    def layout(self) -> None:
        R = self.scene.R
        y = 430
        self.t_buildings.rect = R(self.LEFT, y, 556, 42)
        self.t_farmhand.rect = R(self.LEFT, y + 46, 556, 42)
        self.storage.rect = R(self.LEFT + 300, y + 94, 150, 38)
        self.board.rect = R(self.RIGHT, 150, 534, 42)
        # labels that depend on the board
        cells = self.preview_cells()
        tiles = {c[2] for c in cells} if cells else None
        if tiles is None:
            self.t_buildings.label = N_("Start with every building whose tile is not on the board")
            self.t_farmhand.label = N_("Start with the improved farmhand if the Pickaxe is not on the board")
        else:
            # laid out again when the language changes (the shell's resize), so the names follow it
            missing = [_(name) for t, name in building_tiles().items() if t not in tiles]
            self.t_buildings.label = (_("Start with the buildings not on the board: {buildings}").format(
                buildings=list_sep().join(missing)) if missing else
                N_("Start with the buildings not on the board (none: all are)"))
            self.t_farmhand.label = (N_("Start with the improved farmhand (the Pickaxe is not on this board)")
                                     if PICKAXE not in tiles else
                                     N_("Start with the improved farmhand (no effect: the Pickaxe is on this board)"))

    def preview_cells(self) -> list | None:
        """The board the game will use, or None for a random board without a seed yet."""
        seed = self.scene.seed()
        n = len(self.scene.seat_names())
        key = (n, self.layout_name, seed if self.layout_name == RANDOM else None)
        if key != self._preview_key:
            self._preview_key = key
            self._preview_cells = None
            try:
                if self.layout_name == RANDOM and seed is None:
                    self._preview_cells = None
                else:
                    from game.haspelknecht.engine import new_game

                    state = new_game(Options(players=n, layout=self.layout_name), seed or 0)
                    self._preview_cells = list(state.board.cells)
            except Exception as exc:  # noqa: BLE001 - a preview must never break the screen
                log.warning("no preview for %s: %s", key, exc)
                self._preview_cells = None
        return self._preview_cells

    def board_caption(self) -> str:
        n = len(self.scene.seat_names())
        seed = self.scene.seed()
        if self.layout_name == FIRST_GAME:
            return _("The board of the first game for {n} players: rows of {row} tiles, level 1 on top.").format(
                n=n, row=n + 1)
        if self.layout_name == RANDOM:
            if seed is None:
                return _("A random board, drawn from the seed when the game starts.")
            return _("The random board of seed {seed}.").format(seed=seed)
        _code, counts, _cells = self.variants.get(self.layout_name, ("", [], []))
        return _("Variant {variant}, for {counts} players.").format(
            variant=_(self.layout_name), counts=or_list(map(str, counts)))

    def draw_content(self, surface: pygame.Surface) -> None:
        sc = self.scene
        ink, soft = theme.INK, theme.INK_SOFT
        label = sc.font("caps", 22)
        small = sc.font("serif_italic", 17)
        body = sc.font("serif", 19)
        surface.blit(label.render(_("Development board"), True, ink), sc.P(self.RIGHT, 112))
        surface.blit(label.render(_("Variant rules"), True, ink), sc.P(self.LEFT, 398))
        pygame.draw.line(surface, theme.OAK_LIGHT, sc.P(self.RIGHT - 28, 116), sc.P(self.RIGHT - 28, 680),
                         max(1, sc.s(1)))
        # option labels
        y0 = 430
        text, y = _("Farm storage over winter scores for"), y0 + 113
        # wrapped short of the control on its right: a UI scale above 100% enlarges the text
        lines = wrap(text, body, sc.s(288))
        lh = body.get_linesize()
        top = sc.P(0, y)[1] - lh * len(lines) / 2
        for i, line in enumerate(lines):
            img = body.render(line, True, ink)
            surface.blit(img, img.get_rect(topleft=(sc.P(self.LEFT + 4, 0)[0], top + i * lh)))
        # the board preview
        cap = small.render(self.board_caption(), True, soft)
        surface.blit(cap, cap.get_rect(midtop=sc.P(self.RIGHT + 267, 200)))
        area = sc.R(self.RIGHT, 226, 534, 388)
        pygame.draw.rect(surface, (222, 204, 164), area, border_radius=sc.s(8))
        pygame.draw.rect(surface, theme.OAK_LIGHT, area, max(1, sc.s(1.5)), border_radius=sc.s(8))
        cells = self.preview_cells()
        inner = area.inflate(-sc.s(24), -sc.s(24))
        if cells:
            draw_dev_board(surface, inner, cells)
        else:
            self._draw_unknown_board(surface, inner)

    def _draw_unknown_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = min(rect.w / (5.5 * SQRT3), rect.h / 7.5)
        cx, cy = rect.center
        for row in range(4):
            for col in range(4 + (row % 2 == 0)):
                x = cx + (col - 2 + (0.5 if row % 2 else 0)) * r * SQRT3
                y = cy + (row - 1.5) * 1.5 * r
                pygame.draw.polygon(surface, (206, 186, 146), hex_points(x, y, r * 0.95))
                pygame.draw.polygon(surface, (176, 150, 110), hex_points(x, y, r * 0.95), max(1, self.scene.s(1.5)))
        f = self.scene.font("serif_bold", 64)
        img = f.render("?", True, theme.OAK)
        surface.blit(img, img.get_rect(center=rect.center))
