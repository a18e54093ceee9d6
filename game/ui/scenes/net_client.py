"""A joining player's table: the table scene over the host's game as this seat sees it.

The game here is a `game.net.seat_game.SeatGame`: its state is the host's seat view (the hidden
parts are what this seat could know, never the real ones), so the game's table draws it exactly as
a local table draws a position at which the other seats are not the person's: the stacks and
another's private draw face down. The person's move is checked here first (the engine's reason at
once), then sent; the host's engine decides, and its update (or its refusal, shown as its reason)
comes back. Everything else is the local table's: the animation of each change (the pieces before
and after an update), the chronicle, hints computed here on this seat's view, undo (the host says
when it may be), the end page and the statistics (the host sends the finished game's record).
Nothing is saved here: the host keeps the game.
"""

from __future__ import annotations

import logging
import queue
from typing import TYPE_CHECKING, Any

import pygame

from game.core import registry
from game.core.i18n import _
from game.core.match import PERSON
from game.core.record import Game
from game.core.session import HUMAN, REMOTE, Seat, Session
from game.net import refusals, wire
from game.net.client import Client, Status
from game.net.seat_game import SeatGame
from game.ui import scenes
from game.ui.prompt_bar import AWAY, BOT, ELSEWHERE
from game.ui.scenes.net_table import NET_EVENT, NetStrip, waiting_text
from game.ui.scenes.table_scene import TableScene

if TYPE_CHECKING:
    from game.core.saves import SaveStore
    from game.ui.app import App

log = logging.getLogger(__name__)

PUMP_AT_ONCE = 50           # the host's messages read in one frame


def client_session(welcome: wire.Welcome, lobby: wire.Lobby | None, first: wire.Update) -> Session:
    """The session a client's table shows: the host's game as the welcomed seat sees it, the seats'
    names and colours as the host's lobby says (ValueError, Violation: not a game shown here)."""
    definition = registry.get(welcome.game)
    if not definition.network:
        raise ValueError(f"{definition.title} is not played over a network")
    options: Any = definition.options_model.model_validate(welcome.options)
    game = SeatGame(definition, options, welcome.seat)
    game.receive(first)
    infos = lobby.seats if lobby is not None and len(lobby.seats) == options.players else []
    seats = []
    for i in range(options.players):
        info = infos[i] if infos else None
        seats.append(Seat(name=info.name if info else _("Player {number}").format(number=i + 1),
                          kind=HUMAN if i == welcome.seat else REMOTE, colour=info.colour if info else i))
    session = Session(game, seats)
    session.hints_allowed = welcome.hints
    return session


class NetClientTable(TableScene):
    def __init__(self, app: App, session: Session, store: SaveStore, client: Client,
                 lobby: wire.Lobby | None = None, chat: list | None = None) -> None:
        super().__init__(app, session, store, bots_play=False)
        assert isinstance(self.game, SeatGame)
        self.seat_game: SeatGame = self.game
        self.client = client
        self.match.seats = [PERSON] * len(self.seats)     # nobody plays here but the person
        self.sent: int | None = None         # the position a move was sent on (no second one meanwhile)
        self.lost = False
        self.left = False                    # the game ended here (end_here): nothing more is read or drawn
        self.seat_infos: list[wire.SeatInfo] = []     # the host's last word on who plays each seat
        self.strip = NetStrip(self, lambda text: self.client.send(wire.Chat(t="chat", text=text)))
        for seat, text in chat or []:
            self.strip.said(self._speaker(seat), text)
        if lobby is not None:
            self._lobby(lobby)

    def mover(self, who: int | None) -> str:
        """Another seat's player is a person at another computer (the host's, or a friend's), a bot
        at the host, or away, as the host's last lobby says."""
        if who is None or who == self.seat_game.seat or who >= len(self.seat_infos):
            return super().mover(who)
        info = self.seat_infos[who]
        if info.who == "bot" or info.stand_in:
            return BOT
        return AWAY if info.away else ELSEWHERE

    def _speaker(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else _("Host")

    # --- what arrives -------------------------------------------------------------------------
    def _lobby(self, lobby: wire.Lobby) -> None:
        self.seat_infos = list(lobby.seats[:len(self.seats)])
        for i, info in enumerate(lobby.seats[:len(self.seats)]):
            if info.name != self.seats[i].name:
                self.seats[i] = self.seats[i].model_copy(update={"name": info.name})
        away = [info.name for info in lobby.seats if info.away and not info.stand_in]
        mine = self.seat_game.seat < len(lobby.seats) and lobby.seats[self.seat_game.seat].stand_in
        # back after a drop while the host's bot holds the seat: the player is told why the table
        # goes on without them (the host's window offers to give the seat back)
        self.strip.banner = _("A bot plays your seat until the host gives it back.") if mine else waiting_text(away)
        self.layers.dirty = True
        self.invalidate()

    def _update(self, update: wire.Update) -> None:
        game = self.seat_game
        before = regions_before = None
        if self.speed > 0 and game.ready:
            self.ensure_layout()
            before = self.table.snapshot(game.state, self._colour_of)
            regions_before = dict(self.regions)
        logged = len(game.log)
        game.receive(update)
        self.sent = None
        # the host holds the match after this seat's turn until the person confirms it (the
        # player's own setting: the hello said whether they confirm their turns)
        if update.held_for == game.seat and not self.turn_confirm.pending:
            self.turn_confirm.begin(game.seat, self.settings.turn_confirmation)
        elif update.held_for != game.seat and self.turn_confirm.pending:
            self.turn_confirm.clear()
        fresh = game.log[min(logged, update.keep):]
        self._announce(fresh)
        self._after_change()
        events = [e[1] for e in fresh if len(e) == 2]
        self.learning_after_change(events)
        if before is not None:
            self._pending_anim = (before, regions_before)
        self._moment(events)

    def _finished(self, finished: wire.Finished) -> None:
        """The host's record of the finished game: the end page and the statistics read it. A
        record that does not replay, or is of another game or other options, is refused (Violation):
        nothing of it is kept."""
        try:
            record = Game.from_record(finished.record)
        except Exception as exc:  # noqa: BLE001 - a record this program cannot replay
            raise wire.Violation(f"the finished game's record does not replay: {str(exc)[:100]}") from None
        shown = self.seat_game
        if record.definition.name != shown.definition.name or record.options != shown.options:
            raise wire.Violation("the finished game's record is of another game")
        if record.engine.final_result(record.state) != record.engine.final_result(shown.state):
            log.warning("network: the host's record ends otherwise than the table shown")
        self.session.game = record
        self.game = record
        self.layers.dirty = True
        self.invalidate()

    def _status(self, status: Status) -> None:
        if status.kind == "lost" and not self.lost:
            self.lost = True
            self.strip.banner = _("The connection to the host dropped; trying again…")
        elif status.kind == "joined" and self.lost:
            self.lost = False
            self.strip.banner = ""
        elif status.kind in ("refused", "failed") and not self.game.is_over:
            self.end_here(status.text)

    def end_here(self, text: str) -> None:
        """The game cannot go on here (the host refused, broke the protocol, or is gone): back to
        the page the table was opened from, which shows why."""
        self.left = True
        self.client.stop()
        while self in self.app.stack.scenes:
            self.app.pop()
        self.app.push(scenes.make("message", self.app, _("The network game ended"), text))

    def _pump(self) -> bool:
        got = False
        for _n in range(PUMP_AT_ONCE):       # the rest next frame: a flooding host never freezes the window
            if self.left:
                return got
            try:
                item = self.client.inbox.get_nowait()
            except queue.Empty:
                return got
            got = True
            try:
                if isinstance(item, wire.Update):
                    self._update(item)
                elif isinstance(item, wire.Lobby):
                    self._lobby(item)
                elif isinstance(item, wire.Refusal):
                    self.sent = None
                    self.app.say(refusals.render(item.said))     # in this player's language
                elif isinstance(item, wire.ChatLine):
                    self.strip.said(self._speaker(item.seat), item.text)
                elif isinstance(item, wire.Finished):
                    self._finished(item)
                elif isinstance(item, Status):
                    self._status(item)
                elif isinstance(item, wire.Welcome):        # back after a drop: the whole chronicle again
                    self.seat_game.version = -1
                    self.seat_game.log = []
            except wire.Violation as exc:
                log.warning("network: leaving a host that sent a position of no game: %s", exc)
                self.end_here(_("The host sent what this game does not understand; left."))
        self.invalidate()       # a full frame's share read: more may be waiting, the next frame reads on
        return got

    # --- the person's moves -------------------------------------------------------------------
    def do(self, action, animate: bool = True, asked: bool = False) -> bool:
        """Send the person's move (checked here first); the host's update applies it."""
        if self.sent is not None or self.game.is_over or self.current() != self.seat_game.seat:
            return False
        if not asked and self._ask_first(action, lambda: self.do(action, animate, asked=True)):
            return False
        reason = self.game.explain(action)
        if reason is not None:
            self.app.say(reason)
            return False
        self.sent = self.seat_game.version
        self.client.send(wire.Act(t="act", at=self.seat_game.version, action=self.game.engine.action_to_json(action)))
        self.held = None
        self.popup = None
        self.invalidate()
        return True

    def confirm_turn(self) -> None:
        if self.turn_confirm.pending:
            self.client.send(wire.Confirm(t="confirm", at=self.seat_game.version))
        super().confirm_turn()

    def undo_seat(self) -> int | None:
        return self.seat_game.seat if self.game.can_undo(self.seat_game.seat) else None

    def undo(self) -> None:
        if self.undo_seat() is None:
            self.app.say(_("You can undo only your own moves, until another player moves"))
            return
        self.client.send(wire.Undo(t="undo", at=self.seat_game.version))

    def _autosave(self) -> None:
        pass                        # the host keeps the game

    def open_menu(self) -> None:
        """The game menu without Save and Load: the host keeps the game (this computer has no record
        of it until it ends), and leaving it writes nothing here."""
        self._cancel()
        self.app.push(scenes.make("menu", self.app, self.session, self.store, hosted_elsewhere=True))

    # --- the scene's life ---------------------------------------------------------------------
    def popped(self) -> None:
        super().popped()
        self.client.stop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == NET_EVENT:
            return True
        if self.strip.handle(event):
            return True
        return super().handle(event)

    def update(self, dt: float) -> bool:
        got = self._pump()
        if self.left:
            return True
        if self.game.is_over and not isinstance(self.game, SeatGame):
            return super().update(dt) or got
        if isinstance(self.game, SeatGame) and self.game.over:
            return got or self.anim.update(dt)    # the end page waits for the host's record
        return super().update(dt) or got

    def draw(self, surface: pygame.Surface) -> None:
        if self.left:
            return
        try:
            super().draw(surface)
        except Exception:  # noqa: BLE001 - a host's position that passed every check and still cannot be drawn
            log.exception("network: the host's position cannot be drawn")
            self.end_here(_("The host sent what this game does not understand; left."))
            return
        self.strip.draw(surface, [])

    def _bot_step(self, dt: float, who: int) -> bool:
        # another seat's turn: its player (or the host's bot) moves on another computer; the window
        # sleeps until the host's update arrives (the network's thread wakes it)
        return False
