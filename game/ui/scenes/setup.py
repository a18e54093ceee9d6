"""New-game setup: 2-4 seats (a person or a bot, a name, a colour), the development board with a
preview, the variant rules, and an optional seed for a replayable game."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

import pygame

from game.haspelknecht.components import components
from game.haspelknecht.layouts import named_layouts
from game.haspelknecht.options import FIRST_GAME, RANDOM, Options
from game.session import SaveStore, Seat, Session, default_store
from game.ui import scenes, theme
from game.ui import widgets_art as art
from game.ui.widgets import wrap
from game.ui.widgets_form import Cycler, PushButton, TextField, Toggle
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

DEFAULT_NAMES = ("Agnes", "Dietrich", "Gertrud", "Konrad")
SEAT_KINDS = ("human", "random", "easy", "normal", "hard")   # every kind a Seat may hold
MAX_SEED = 999_999_999


def bot_kinds() -> list[str]:
    """The bot kinds this build offers, weakest first."""
    from game.haspelknecht.bots import BOT_KINDS

    return [k for k in SEAT_KINDS[1:] if k in BOT_KINDS]


def kind_label(kind: str) -> str:
    return "Person" if kind == "human" else f"Bot: {kind.capitalize()}"


def default_bot() -> str:
    kinds = bot_kinds()
    return "normal" if "normal" in kinds else (kinds[-1] if kinds else "random")


def building_tiles() -> dict[int, str]:
    """Tiles that bring a building, by number: name."""
    return {t.number: t.name for t in components().tiles.tiles if t.effect.building is not None}


PICKAXE = 13


class SetupScene(SheetScene):
    title = "A new game"

    def __init__(self, app: App, store: SaveStore | None = None, *, seats: list[Seat] | None = None,
                 options: Options | None = None) -> None:
        super().__init__(app)
        self.store = store or default_store()
        self.variants = named_layouts(components())      # name -> (code, player counts, cells)
        self.seats: list[Seat] = [s.model_copy() for s in seats] if seats else [
            Seat(name=DEFAULT_NAMES[0], kind="human", colour=0),
            Seat(name=DEFAULT_NAMES[1], kind=default_bot(), colour=1),
            Seat(name=DEFAULT_NAMES[2], kind=default_bot(), colour=2),
        ]
        opts = options or Options(players=len(self.seats))
        self.layout_name = opts.layout
        self.start_with_buildings = opts.start_with_buildings
        self.start_with_improved_farmhand = opts.start_with_improved_farmhand
        self.farm_storage_vp = opts.farm_storage_vp
        self.created: Session | None = None               # the session made by Start (for tests)
        self._preview_key = None
        self._preview_cells: list | None = None

        # seat rows
        self.rows = []
        for i in range(4):
            row = {
                "colour": self.add(PushButton("", lambda i=i: self.next_colour(i),
                                              tooltip="The player's colour: click for another.")),
                "name": self.add(TextField("", max_len=24, placeholder=f"Player {i + 1}",
                                           on_change=lambda t, i=i: self._rename(i, t),
                                           tooltip="The player's name.")),
                "kind": self.add(Cycler(self._kind_choices, lambda i=i: self.seats[i].kind,
                                        lambda v, i=i: self._set_kind(i, v),
                                        tooltip="A person at this screen, or a bot and how strong it plays.")),
                "remove": self.add(PushButton("\u00d7", lambda i=i: self.remove_seat(i), style="quiet", size=30,
                                              tooltip="Remove this seat.")),
            }
            self.rows.append(row)
        self.add_btn = self.add(PushButton("+  Add a player", self.add_seat, style="quiet", size=19))
        # the board
        self.board = self.add(Cycler(self._board_choices, lambda: self.layout_name, self._set_layout, size=20,
                                     tooltip="The development board: the first-game board, a named variant, "
                                             "or a random board drawn from the seed."))
        # variant rules
        self.t_buildings = self.add(Toggle("", lambda: self.start_with_buildings,
                                           lambda v: setattr(self, "start_with_buildings", v), size=18,
                                           tooltip="Every player starts with each building whose tile is not "
                                                   "on the development board."))
        self.t_farmhand = self.add(Toggle("", lambda: self.start_with_improved_farmhand,
                                          lambda v: setattr(self, "start_with_improved_farmhand", v), size=18,
                                          tooltip="Every player's farmhand may develop from the start, when "
                                                  "the Pickaxe tile is not on the board."))
        self.storage = self.add(Cycler(lambda: [("wood", "wood"), ("food", "food")], lambda: self.farm_storage_vp,
                                       lambda v: setattr(self, "farm_storage_vp", v),
                                       tooltip="Which resource kept in the farm over winter earns 1 VP."))
        self.seed_field = self.add(TextField("", max_len=9, placeholder="any", allowed=str.isdigit,
                                             on_change=lambda _t: self.invalidate(),
                                             tooltip="The same seed and options give the same game "
                                                     "(board, turn order, every draw). Leave it empty for a "
                                                     "fresh shuffle."))
        self.dice = self.add(PushButton("Roll", self.roll_seed, size=18, tooltip="Pick a seed at random."))
        self.back_btn = self.add(PushButton("Back", self.app.pop, key=pygame.K_ESCAPE, size=21))
        self.start_btn = self.add(PushButton("Start the game", self.start, style="primary", size=22))
        for i, seat in enumerate(self.seats):
            self.rows[i]["name"].set_text(seat.name)
        self._sync()

    # --- state changes ------------------------------------------------------------------------
    def _kind_choices(self) -> list[tuple[str, str]]:
        return [(k, kind_label(k)) for k in ("human", *bot_kinds())]

    def _board_choices(self) -> list[tuple[str, str]]:
        n = len(self.seats)
        out = [(FIRST_GAME, "First game")]
        for name, (code, counts, _cells) in self.variants.items():
            if n in counts:
                out.append((name, f"{name} ({code})" if code and code != name else name))
        out.append((RANDOM, "Random board"))
        return out

    def _rename(self, i: int, text: str) -> None:
        name = text.strip() or f"Player {i + 1}"
        self.seats[i] = self.seats[i].model_copy(update={"name": name[:24]})

    def _set_kind(self, i: int, kind: str) -> None:
        self.seats[i] = self.seats[i].model_copy(update={"kind": kind})

    def _set_layout(self, name: str) -> None:
        self.layout_name = name
        self._sync()

    def next_colour(self, i: int) -> None:
        """The next colour; if another seat has it, the two swap."""
        new = (self.seats[i].colour + 1) % len(theme.PLAYER_COLOURS)
        for j, other in enumerate(self.seats):
            if j != i and other.colour == new:
                self.seats[j] = other.model_copy(update={"colour": self.seats[i].colour})
        self.seats[i] = self.seats[i].model_copy(update={"colour": new})

    def add_seat(self) -> None:
        if len(self.seats) >= 4:
            return
        used = {s.colour for s in self.seats}
        colour = next(c for c in range(4) if c not in used)
        names = {s.name for s in self.seats}
        name = next((n for n in DEFAULT_NAMES if n not in names), f"Player {len(self.seats) + 1}")
        self.seats.append(Seat(name=name, kind=default_bot(), colour=colour))
        self.rows[len(self.seats) - 1]["name"].set_text(name)
        self._sync()

    def remove_seat(self, i: int) -> None:
        if len(self.seats) <= 2 or i >= len(self.seats):
            return
        del self.seats[i]
        for j, seat in enumerate(self.seats):
            self.rows[j]["name"].set_text(seat.name)
        if self.focus is not None:
            self.set_focus(None)
        self._sync()

    def roll_seed(self) -> None:
        self.seed_field.set_text(str(random.randint(1, MAX_SEED)))
        self.invalidate()

    def _sync(self) -> None:
        """Show the right rows; keep the board valid for the player count."""
        n = len(self.seats)
        for i, row in enumerate(self.rows):
            for w in row.values():
                w.visible = i < n
            row["remove"].visible = i < n and n > 2
        self.add_btn.visible = n < 4
        valid = [v for v, _ in self._board_choices()]
        if self.layout_name not in valid:
            counts = self.variants.get(self.layout_name, (None, []))[1]
            if self.layout_name in self.variants:
                self.app.say(f"{self.layout_name} is for {'/'.join(map(str, counts))} players: "
                             "back to the first-game board.")
            self.layout_name = FIRST_GAME
        self.layout()
        self.invalidate()

    # --- building the game ----------------------------------------------------------------------
    def seed(self) -> int | None:
        text = self.seed_field.text.strip()
        return int(text) if text else None

    def options(self) -> Options:
        return Options(players=len(self.seats), layout=self.layout_name,
                       start_with_buildings=self.start_with_buildings,
                       start_with_improved_farmhand=self.start_with_improved_farmhand,
                       farm_storage_vp=self.farm_storage_vp)

    def final_seats(self) -> list[Seat]:
        out = []
        for i, seat in enumerate(self.seats):
            name = self.rows[i]["name"].text.strip() or f"Player {i + 1}"
            out.append(seat.model_copy(update={"name": name[:24]}))
        return out

    def build_session(self) -> Session:
        from game.haspelknecht.game import Game

        seed = self.seed()
        if seed is None:
            seed = random.randint(1, MAX_SEED)
        return Session(Game(self.options(), seed), self.final_seats())

    def start(self) -> None:
        from game.haspelknecht.engine import SetupError
        try:
            session = self.build_session()
        except (SetupError, ValueError) as exc:
            self.app.push(scenes.make("message", self.app, "This game cannot be set up", str(exc)))
            return
        self.created = session
        try:
            self.store.autosave(session)
        except OSError as exc:
            log.warning("autosave failed: %s", exc)
            self.app.say("The game could not be autosaved: your disk refused the file.")
        try:
            scenes.get("table")
        except ImportError as exc:
            log.error("game scene unavailable: %s", exc)
            self.app.push(scenes.make("message", self.app, "The game table is missing",
                                        "This build cannot open the game table. The new game is saved."))
            return
        self.app.replace(scenes.make("table", self.app, session, self.store))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False

    # --- layout and drawing -----------------------------------------------------------------------
    LEFT, RIGHT = 70, 676
    SEAT_Y, SEAT_H = 150, 56

    def layout(self) -> None:
        n = len(self.seats)
        for i, row in enumerate(self.rows):
            y = self.SEAT_Y + i * self.SEAT_H
            row["colour"].rect = self.R(self.LEFT, y + 3, 40, 40)
            row["name"].rect = self.R(self.LEFT + 52, y + 2, 236, 42)
            row["kind"].rect = self.R(self.LEFT + 300, y + 2, 212, 42)
            row["remove"].rect = self.R(self.LEFT + 520, y + 5, 36, 36)
        self.add_btn.rect = self.R(self.LEFT + 40, self.SEAT_Y + n * self.SEAT_H + 2, 200, 34)
        y = 430
        self.t_buildings.rect = self.R(self.LEFT, y, 556, 42)
        self.t_farmhand.rect = self.R(self.LEFT, y + 46, 556, 42)
        self.storage.rect = self.R(self.LEFT + 300, y + 94, 150, 38)
        self.seed_field.rect = self.R(self.LEFT + 300, y + 146, 150, 40)
        self.dice.rect = self.R(self.LEFT + 462, y + 148, 78, 36)
        self.board.rect = self.R(self.RIGHT, 150, 534, 42)
        self.back_btn.rect = self.R(self.RIGHT, 628, 170, 48)
        self.start_btn.rect = self.R(self.RIGHT + 300, 628, 234, 48)
        # labels that depend on the board
        cells = self.preview_cells()
        tiles = {c[2] for c in cells} if cells else None
        if tiles is None:
            self.t_buildings.label = "Start with every building whose tile is not on the board"
            self.t_farmhand.label = "Start with the improved farmhand if the Pickaxe is not on the board"
        else:
            missing = [name for t, name in building_tiles().items() if t not in tiles]
            self.t_buildings.label = ("Start with the buildings not on the board: " + ", ".join(missing)
                                      if missing else "Start with the buildings not on the board (none: all are)")
            self.t_farmhand.label = ("Start with the improved farmhand (the Pickaxe is not on this board)"
                                     if PICKAXE not in tiles else
                                     "Start with the improved farmhand (no effect: the Pickaxe is on this board)")

    def preview_cells(self) -> list | None:
        """The board the game will use, or None for a random board without a seed yet."""
        seed = self.seed()
        key = (len(self.seats), self.layout_name, seed if self.layout_name == RANDOM else None)
        if key != self._preview_key:
            self._preview_key = key
            self._preview_cells = None
            try:
                if self.layout_name == RANDOM and seed is None:
                    self._preview_cells = None
                else:
                    from game.haspelknecht.engine import new_game

                    state = new_game(Options(players=len(self.seats), layout=self.layout_name), seed or 0)
                    self._preview_cells = list(state.board.cells)
            except Exception as exc:  # noqa: BLE001 - a preview must never break the screen
                log.warning("no preview for %s: %s", key, exc)
                self._preview_cells = None
        return self._preview_cells

    def board_caption(self) -> str:
        n = len(self.seats)
        if self.layout_name == FIRST_GAME:
            return f"The board of the first game for {n} players: rows of {n + 1} tiles, level 1 on top."
        if self.layout_name == RANDOM:
            if self.seed() is None:
                return "A random board, drawn from the seed when the game starts."
            return f"The random board of seed {self.seed()}."
        code, counts, _ = self.variants.get(self.layout_name, ("", [], []))
        return f"Variant {self.layout_name}, for {' or '.join(map(str, counts))} players."

    def draw_content(self, surface: pygame.Surface) -> None:
        ink, soft = theme.INK, theme.INK_SOFT
        label = self.font("caps", 22)
        small = self.font("serif_italic", 17)
        body = self.font("serif", 19)
        surface.blit(label.render("Players", True, ink), self.P(self.LEFT, 112))
        surface.blit(label.render("Development board", True, ink), self.P(self.RIGHT, 112))
        surface.blit(label.render("Variant rules", True, ink), self.P(self.LEFT, 398))
        pygame.draw.line(surface, theme.OAK_LIGHT, self.P(self.RIGHT - 28, 116), self.P(self.RIGHT - 28, 680),
                         max(1, self.s(1)))
        # option labels
        y0 = 430
        for text, y in (("Farm storage over winter scores for", y0 + 113), ("Seed for a replayable game", y0 + 166)):
            # wrapped short of the control on its right: a UI scale above 100% enlarges the text
            lines = wrap(text, body, self.s(288))
            lh = body.get_linesize()
            top = self.P(0, y)[1] - lh * len(lines) / 2
            for i, line in enumerate(lines):
                img = body.render(line, True, ink)
                surface.blit(img, img.get_rect(topleft=(self.P(self.LEFT + 4, 0)[0], top + i * lh)))
        # the board preview
        cap = small.render(self.board_caption(), True, soft)
        surface.blit(cap, cap.get_rect(midtop=self.P(self.RIGHT + 267, 200)))
        area = self.R(self.RIGHT, 226, 534, 388)
        pygame.draw.rect(surface, (222, 204, 164), area, border_radius=self.s(8))
        pygame.draw.rect(surface, theme.OAK_LIGHT, area, max(1, self.s(1.5)), border_radius=self.s(8))
        cells = self.preview_cells()
        inner = area.inflate(-self.s(24), -self.s(24))
        if cells:
            from game.haspelknecht.table.devboard import draw_dev_board

            draw_dev_board(surface, inner, cells)
        else:
            self._draw_unknown_board(surface, inner)

    def draw_over(self, surface: pygame.Surface) -> None:
        # each seat's marker over its colour button
        cb = self.app.settings.colourblind_markers
        for i, seat in enumerate(self.seats):
            r = self.rows[i]["colour"].rect
            art.draw_marker(surface, r.center, r.w * 0.36, seat.colour, cb)

    def _draw_unknown_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        from game.haspelknecht.table.devboard import SQRT3, hex_points

        r = min(rect.w / (5.5 * SQRT3), rect.h / 7.5)
        cx, cy = rect.center
        for row in range(4):
            for col in range(4 + (row % 2 == 0)):
                x = cx + (col - 2 + (0.5 if row % 2 else 0)) * r * SQRT3
                y = cy + (row - 1.5) * 1.5 * r
                pygame.draw.polygon(surface, (206, 186, 146), hex_points(x, y, r * 0.95))
                pygame.draw.polygon(surface, (176, 150, 110), hex_points(x, y, r * 0.95), max(1, self.s(1.5)))
        f = self.font("serif_bold", 64)
        img = f.render("?", True, theme.OAK)
        surface.blit(img, img.get_rect(center=rect.center))
