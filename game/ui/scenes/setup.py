"""New-game setup: 2-4 seats (a person or a bot, a name, a colour), the game's own options (its
table's setup panel: for Haspelknecht the development board with a preview and the variant rules),
an optional seed for a replayable game, and whether the game allows hints (Session.hints_allowed).

The seat kinds are the game's registered bots (`GameDefinition.bots` and `bot_labels`)."""

from __future__ import annotations

import logging
import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.collection import game_title
from game.core import registry
from game.core.i18n import N_, _
from game.core.saves import SaveStore, default_store
from game.core.session import REMOTE, Seat, Session, has_visible_character, seat_kinds
from game.ui import scenes, table_prepare, theme
from game.ui import widgets_art as art
from game.ui.board.text import note_fit
from game.ui.table_loader import table_for
from game.ui.widgets import wrap
from game.ui.widgets_form import Cycler, PushButton, TextField, Toggle
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

DEFAULT_NAMES = ("Agnes", "Dietrich", "Gertrud", "Konrad")
MAX_SEED = 999_999_999


def bot_kinds(game: str = registry.DEFAULT_GAME) -> list[str]:
    """The bot kinds the game registers, in its order (weakest first)."""
    return list(registry.get(game).bots)


def kind_label(kind: str, game: str = registry.DEFAULT_GAME) -> str:
    """A seat kind's name in the player's language (the game's bot labels are msgids)."""
    if kind == "human":
        # TRANSLATORS: a seat played by a person at this screen (not a bot)
        return _("Person")
    if kind == REMOTE:
        # TRANSLATORS: a seat played by a friend who joins from another computer (a network game)
        return _("Another computer")
    label = registry.get(game).bot_labels.get(kind)
    return _(label) if label else _("Bot: {kind}").format(kind=kind.capitalize())


def player_placeholder(i: int) -> str:
    """The name of a seat nobody named: 'Player 2'."""
    return _("Player {number}").format(number=i + 1)


def default_bot(game: str = registry.DEFAULT_GAME) -> str:
    kinds = bot_kinds(game)
    return "normal" if "normal" in kinds else (kinds[-1] if kinds else "random")


class SetupScene(SheetScene):
    title = N_("A new game")

    def __init__(self, app: App, store: SaveStore | None = None, *, seats: list[Seat] | None = None,
                 options=None, game: str = registry.DEFAULT_GAME, hints: bool = True) -> None:
        super().__init__(app)
        self.store = store or default_store()
        self.game_name = game
        self._set_title()
        self.table = table_for(game)
        self.seats: list[Seat] = [s.model_copy() for s in seats] if seats else [
            Seat(name=DEFAULT_NAMES[0], kind="human", colour=0),
            Seat(name=DEFAULT_NAMES[1], kind=default_bot(game), colour=1),
            Seat(name=DEFAULT_NAMES[2], kind=default_bot(game), colour=2),
        ]
        self.created: Session | None = None               # the session made by Start (for tests)
        self.hints = hints      # the Hint button at the table (a finished game's hints are counted)

        # seat rows
        self.rows = []
        for i in range(4):
            row = {
                "colour": self.add(PushButton("", partial(self.next_colour, i),
                                              tooltip=N_("The player's colour: click for another."))),
                "name": self.add(TextField("", max_len=24, placeholder=player_placeholder(i),
                                           on_change=partial(self._rename, i),
                                           tooltip=N_("The player's name."))),
                "kind": self.add(Cycler(self._kind_choices, partial(self._kind_of, i), partial(self._set_kind, i),
                                        tooltip=self._kind_tooltip())),
                "remove": self.add(PushButton("\u00d7", partial(self.remove_seat, i), style="quiet", size=30,
                                              tooltip=N_("Remove this seat."))),
            }
            self.rows.append(row)
        self.add_btn = self.add(PushButton(N_("+  Add a player"), self.add_seat, style="quiet", size=19))
        # the game's own options (its widgets join this form, between the seats and the seed)
        self.opts = self.table.setup_panel(_FormContext(self), options)
        # TRANSLATORS: the seed field's placeholder: any number will do
        self.seed_field = self.add(TextField("", max_len=9, placeholder=N_("any"), allowed=str.isdigit,
                                             on_change=lambda _t: self.invalidate(),
                                             tooltip=N_("The same seed and options give the same game "
                                                        "(board, turn order, every draw). Leave it empty for a "
                                                        "fresh shuffle.")))
        # TRANSLATORS: a button that picks a random seed (as a die is rolled)
        self.dice = self.add(PushButton(N_("Roll"), self.roll_seed, size=18, tooltip=N_("Pick a seed at random.")))
        self.hints_toggle = self.add(Toggle(N_("Allow hints in this game"), lambda: self.hints, self._set_hints,
                                            size=19,
                                            tooltip=N_("A Hint button at the table shows what a bot "
                                                       "would play now, and why. Hints you ask for are counted "
                                                       "in the statistics.")))
        self.back_btn = self.add(PushButton(N_("Back"), self.app.pop, key=pygame.K_ESCAPE, size=21))
        self.start_btn = self.add(PushButton(N_("Start the game"), self.start, style="primary", size=22))
        for i, seat in enumerate(self.seats):
            self.rows[i]["name"].set_text(seat.name)
        self._sync()

    def _set_title(self) -> None:
        # the collection's other games are named in the heading
        self.title = (N_("A new game") if self.game_name == registry.DEFAULT_GAME else
                      _("A new game of {game}").format(game=game_title(self.game_name)))

    def language_changed(self) -> None:
        self._set_title()
        for i, row in enumerate(self.rows):
            row["name"].placeholder = player_placeholder(i)
        super().language_changed()

    def _kind_tooltip(self) -> str:
        if REMOTE in seat_kinds(self.game_name):
            return N_("A person at this screen, a person at another computer, or a bot and how strong it plays.")
        return N_("A person at this screen, or a bot and how strong it plays.")

    # --- state changes ------------------------------------------------------------------------
    def _kind_choices(self) -> list[tuple[str, str]]:
        return [(k, kind_label(k, self.game_name)) for k in seat_kinds(self.game_name)]

    def _rename(self, i: int, text: str) -> None:
        name = text.strip()[:24]
        if not has_visible_character(name):     # nothing a player could see: the seat's own name
            name = player_placeholder(i)
        self.seats[i] = self.seats[i].model_copy(update={"name": name})

    def _kind_of(self, i: int) -> str:
        return self.seats[i].kind

    def _set_kind(self, i: int, kind: str) -> None:
        self.seats[i] = self.seats[i].model_copy(update={"kind": kind})

    def _set_hints(self, on: bool) -> None:
        self.hints = on
        self.invalidate()

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
        name = next((n for n in DEFAULT_NAMES if n not in names), player_placeholder(len(self.seats)))
        self.seats.append(Seat(name=name, kind=default_bot(self.game_name), colour=colour))
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
        self.opts.sync()
        self.layout()
        table_prepare.ahead(self.app, self.game_name, n)     # the table Start opens, drawn while the page waits
        self.invalidate()

    # --- building the game ----------------------------------------------------------------------
    def seed(self) -> int | None:
        text = self.seed_field.text.strip()
        return int(text) if text else None

    def options(self):
        return self.opts.options(len(self.seats))

    def final_seats(self) -> list[Seat]:
        out = []
        for i, seat in enumerate(self.seats):
            name = self.rows[i]["name"].text.strip()[:24]
            if not has_visible_character(name):
                name = player_placeholder(i)
            out.append(seat.model_copy(update={"name": name}))
        return out

    def build_session(self) -> Session:
        from game.core.record import Game

        seed = self.seed()
        if seed is None:
            seed = random.randint(1, MAX_SEED)
        session = Session(Game(self.options(), seed, game=self.game_name), self.final_seats())
        session.hints_allowed = self.hints
        return session

    def start(self) -> None:
        try:
            session = self.build_session()
        except ValueError as exc:     # the game's setup refuses these options (its SetupError is one)
            self.app.push(scenes.make("message", self.app, N_("This game cannot be set up"), str(exc)))
            return
        self.created = session
        try:
            self.store.autosave(session)
        except OSError as exc:
            log.warning("autosave failed: %s", exc)
            self.app.say(_("The game could not be autosaved: your disk refused the file."))
        try:
            scenes.get("table")
        except ImportError as exc:
            log.error("game scene unavailable: %s", exc)
            self.app.push(scenes.make("message", self.app, N_("The game table is missing"),
                                      N_("This build cannot open the game table. The new game is saved.")))
            return
        self.app.replace(scenes.make(scenes.table_for(session), self.app, session, self.store))

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
        self.seed_field.rect = self.R(self.LEFT + 300, y + 146, 150, 40)
        self.dice.rect = self.R(self.LEFT + 462, y + 148, 78, 36)
        self.hints_toggle.rect = self.R(self.LEFT, 632, 540, 40)   # on the row of Back and Start
        self.back_btn.rect = self.R(self.RIGHT, 628, 170, 48)
        self.start_btn.rect = self.R(self.RIGHT + 300, 628, 234, 48)
        self.opts.layout()

    def draw_content(self, surface: pygame.Surface) -> None:
        ink = theme.INK
        label = self.font("caps", 22)
        body = self.font("serif", 19)
        players = _("Players")
        note_fit(players, label, self.s(self.RIGHT - self.LEFT), "setup label")
        surface.blit(label.render(players, True, ink), self.P(self.LEFT, 112))
        self.opts.draw_content(surface)     # the game's options, their labels and preview
        # the seed's label, wrapped short of the field on its right (a UI scale above 100%
        # enlarges the text)
        lines = wrap(_("Seed for a replayable game"), body, self.s(288))
        lh = body.get_linesize()
        note_fit("\n".join(lines), body, self.s(288), "setup seed label", height=lh * len(lines),
                 box_height=self.s(56))
        top = self.P(0, 430 + 166)[1] - lh * len(lines) / 2
        for i, line in enumerate(lines):
            img = body.render(line, True, ink)
            surface.blit(img, img.get_rect(topleft=(self.P(self.LEFT + 4, 0)[0], top + i * lh)))

    def draw_over(self, surface: pygame.Surface) -> None:
        # each seat's marker over its colour button
        cb = self.app.settings.colourblind_markers
        for i, seat in enumerate(self.seats):
            r = self.rows[i]["colour"].rect
            art.draw_marker(surface, r.center, r.w * 0.36, seat.colour, cb)


class _FormContext:
    """game.ui.table_api.SetupContext over the set-up scene: all a game's part of the form may use."""

    __slots__ = ("_scene",)

    def __init__(self, scene: SetupScene) -> None:
        self._scene = scene

    def seat_names(self) -> list[str]:
        return [seat.name for seat in self._scene.seats]

    def seed(self) -> int | None:
        return self._scene.seed()

    def add(self, widget):
        return self._scene.add(widget)

    def R(self, x: float, y: float, w: float, h: float) -> pygame.Rect:  # noqa: N802 (the kit's name)
        return self._scene.R(x, y, w, h)

    def P(self, x: float, y: float) -> tuple[int, int]:  # noqa: N802 (the kit's name)
        return self._scene.P(x, y)

    def s(self, value: float) -> int:
        return self._scene.s(value)

    def font(self, name: str, size: float) -> pygame.font.Font:
        return self._scene.font(name, size)

    def changed(self) -> None:
        self._scene._sync()

    def say(self, text: str) -> None:
        self._scene.app.say(text)
