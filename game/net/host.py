"""The host's logic: who sits in the remote seats, what each connection may do, what each is sent.

No sockets and no threads here (game.net.server carries the frames; the headless host and the
window's host table drive this from their one game thread), so every rule is tested directly.

The host's match (game.core.match) asks a remote seat's controller, `RemoteSeat`, for its move: it
answers the move its player sent once the host has checked it (the seat's own turn, the position
it was made on, the engine's `explain`: a refused move gets the engine's sentence back and changes
nothing), WAITING otherwise, or the move of the bot the host put in the seat while its player is
away. After every change (`changed`) each connected seat gets its `Update`. Undo follows the
record's rule (own moves, until another player acted or something hidden came out: the record's
`can_undo`), applied by the host. A player who confirms finished turns holds the match after his
turn until he confirms (or undoes, or leaves).
"""

from __future__ import annotations

import logging
import secrets
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from game.core.i18n import N_
from game.core.match import WAITING, Controller
from game.core.session import REMOTE, Seat, Session
from game.net import refusals, wire
from game.net.seat_feed import SeatFeed, seat_views

log = logging.getLogger(__name__)

Send = Callable[[int, Any], None]            # (connection, message)
Close = Callable[[int, str, str], None]      # (connection, refusal reason, detail)


@dataclass
class RemoteState:
    """One remote seat as the host knows it."""

    conn: int | None = None          # the connection playing it now
    ticket: str = field(default_factory=lambda: secrets.token_hex(16))
    joined: bool = False             # someone has taken it (since the host opened)
    away_since: float | None = None  # its player's connection dropped then
    confirms: bool = False           # its player confirms finished turns
    pending: Any = None              # a checked move waiting for the match to ask the seat
    stand_in: Controller | None = None   # a bot playing while its player is away


def plain_text(text: str, limit: int) -> str:
    """A chat line as plain text: no control or format characters, one line, trimmed."""
    kept = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in text)
    return " ".join(kept.split())[:limit]


class RemoteSeat:
    """The match loop's controller for a remote seat (game.core.match.Controller)."""

    def __init__(self, host: HostCore, seat: int) -> None:
        self.host = host
        self.seat = seat

    def decide(self, game: Any, actions: list) -> Any:
        remote = self.host.remote[self.seat]
        if remote.stand_in is not None:
            answer = remote.stand_in.decide(game, actions)
            if answer is not WAITING:
                self.host.stand_in_moves[self.seat] = self.host.stand_in_moves.get(self.seat, 0) + 1
            return answer
        action, remote.pending = remote.pending, None
        if action is None:
            return WAITING
        return action


class HostCore:
    """The host's side of a network game over one session (a record and its seats)."""

    def __init__(self, session: Session, code: str, send: Send, close: Close,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.session = session
        self.game = session.game
        self.code = code
        self.send = send
        self.close = close
        self.clock = clock
        self.views = seat_views(self.game.definition)
        self.remote: dict[int, RemoteState] = {i: RemoteState() for i, s in enumerate(session.seats)
                                               if s.kind == REMOTE}
        self.feeds: dict[int, SeatFeed] = {}
        self.seat_of: dict[int, int] = {}           # connection -> seat
        self.started = False
        self.version = 0
        self.serials: list[int] = []
        self._next_serial = 0
        self.held_for: int | None = None            # a remote turn waiting for its confirmation
        self.on_undo: Callable[[int], bool] | None = None   # the driver takes the seat's move back
        self.on_lobby: Callable[[], None] | None = None      # the window redraws its waiting room
        self.on_chat: Callable[[int, str], None] | None = None
        self.chat: list[tuple[int, str]] = []       # the last lines said (the host's chat line)
        self.refusals: list[tuple[int, str]] = []   # (seat, reason) of every move refused (tests)
        self.stand_in_moves: dict[int, int] = {}    # seat -> moves a bot made for it while its player was away
        self._sync_serials()

    # --- seats --------------------------------------------------------------------------------
    def seat_infos(self) -> list[wire.SeatInfo]:
        out = []
        for i, s in enumerate(self.session.seats):
            r = self.remote.get(i)
            who: Literal["host", "bot", "remote"] = "remote" if r is not None else ("bot" if s.is_bot else "host")
            out.append(wire.SeatInfo(name=s.name, colour=s.colour, who=who,
                                     joined=r is None or r.joined,
                                     away=r is not None and r.joined and r.conn is None,
                                     stand_in=r is not None and r.stand_in is not None))
        return out

    def open_seats(self) -> list[int]:
        """Remote seats nobody has taken yet."""
        return [i for i, r in self.remote.items() if not r.joined]

    def away_seats(self) -> list[int]:
        return [i for i, r in self.remote.items() if r.joined and r.conn is None]

    @property
    def full(self) -> bool:
        return not self.open_seats()

    def fill_with_bots(self, kind: str) -> None:
        """The host starts without waiting: the seats nobody took are played by bots of `kind`."""
        for i in self.open_seats():
            self.session.seats[i] = self.session.seats[i].model_copy(update={"kind": kind})
            del self.remote[i]
        self.lobby()

    def _choose_seat(self, hello: wire.Hello) -> int | None:
        by_ticket = next((i for i, r in self.remote.items() if hello.ticket is not None
                          and secrets.compare_digest(r.ticket, hello.ticket)), None)
        if by_ticket is not None:
            return by_ticket
        free = [i for i, r in self.remote.items() if r.conn is None]
        if hello.seat is not None and hello.seat in free:
            r = self.remote[hello.seat]
            if not r.joined or self.session.seats[hello.seat].name == hello.name:
                return hello.seat
        never = [i for i in free if not self.remote[i].joined]
        if never:
            return never[0]
        # after a drop, or after the host re-opened a saved game: the away seat of that name
        return next((i for i in free if self.session.seats[i].name == hello.name), None)

    def join(self, conn: int, hello: wire.Hello, host_proof: str) -> None:
        """A connection whose code was right: give it a seat (or refuse it: "full")."""
        seat = self._choose_seat(hello)
        if seat is None:
            if any(r.conn is None for r in self.remote.values()):
                # free seats, each kept for the player who left it: a friend coming back under
                # another name would otherwise read that the game is full
                self.close(conn, "away", N_("The free seats are kept for the players who left: join "
                                            "under the name you played with to take yours again."))
            else:
                self.close(conn, "full", N_("Every seat of this game is taken."))
            return
        r = self.remote[seat]
        if r.conn is not None and r.conn != conn:          # the same player again: the old line goes
            self.seat_of.pop(r.conn, None)
            self.close(r.conn, "taken", N_("This seat was taken up again from another connection."))
        self._rename(seat, hello)
        r.conn, r.joined, r.away_since, r.confirms = conn, True, None, hello.confirms
        self.seat_of[conn] = seat
        self.feeds[seat] = SeatFeed(self.views, seat)
        self.send(conn, wire.Welcome(t="welcome", proof=host_proof, seat=seat, ticket=r.ticket,
                                     game=self.game.name, options=self.game.options.model_dump(),
                                     hints=self.session.hints_allowed))
        log.info("seat %d joined (%s)", seat + 1, self.session.seats[seat].name)
        self.lobby()
        if self.started:
            self._send_update(seat)

    def _rename(self, seat: int, hello: wire.Hello) -> None:
        seats = self.session.seats
        update: dict[str, Any] = {}
        try:
            update["name"] = Seat(name=hello.name, kind=REMOTE, colour=0).name
        except ValueError:
            pass                       # a name the game cannot draw: the seat keeps its own
        if hello.colour is not None and all(s.colour != hello.colour for j, s in enumerate(seats) if j != seat):
            update["colour"] = hello.colour
        if update and not self.started:
            seats[seat] = seats[seat].model_copy(update=update)
        elif "name" in update:          # once play began the colours stay (the table's pieces)
            seats[seat] = seats[seat].model_copy(update={"name": update["name"]})

    def left(self, conn: int) -> None:
        """A connection closed (or was closed): its seat waits for its player."""
        seat = self.seat_of.pop(conn, None)
        if seat is None:
            return
        r = self.remote[seat]
        if r.conn == conn:
            r.conn, r.pending, r.away_since = None, None, self.clock()
            if self.held_for == seat:
                self.held_for = None
            log.info("seat %d is away", seat + 1)
            self.lobby()

    def hand_to_bot(self, seat: int, bot: Controller) -> None:
        """A bot plays the seat until `take_back` (its player may be away or not)."""
        self.remote[seat].stand_in = bot
        if self.held_for == seat:
            self.held_for = None
        self.lobby()

    def take_back(self, seat: int) -> None:
        """The seat's player plays it again: every seat is sent the position anew (a move the player
        sent while the bot still had the seat was refused, and he waits for a position to move on)."""
        self.remote[seat].stand_in = None
        self.lobby()
        self.changed()

    # --- messages -----------------------------------------------------------------------------
    def lobby(self) -> None:
        message = wire.Lobby(t="lobby", seats=self.seat_infos(), started=self.started)
        for conn in list(self.seat_of):
            self.send(conn, message)
        if self.on_lobby is not None:
            self.on_lobby()

    def start(self) -> None:
        self.started = True
        self.lobby()
        self.changed()

    def receive(self, conn: int, message: Any) -> None:
        """A checked message from a connection that has a seat."""
        seat = self.seat_of.get(conn)
        if seat is None:
            return
        if isinstance(message, wire.Chat):
            self.say(seat, message.text)
        elif isinstance(message, wire.Act):
            self._act(conn, seat, message)
        elif isinstance(message, wire.Undo):
            self._undo(conn, seat, message)
        elif isinstance(message, wire.Confirm):
            if self.held_for == seat and message.at == self.version:
                self.held_for = None
        elif isinstance(message, wire.Bye):
            self.close(conn, "closed", "")
            self.left(conn)
        else:       # a second hello
            self.close(conn, "bad", "a hello after the seat was given")
            self.left(conn)

    def say(self, seat: int, text: str) -> None:
        text = plain_text(text, wire.MAX_CHAT)
        if not text:
            return
        self.chat = (self.chat + [(seat, text)])[-50:]
        message = wire.ChatLine(t="said", seat=seat, text=text)
        for conn in list(self.seat_of):
            self.send(conn, message)
        if self.on_chat is not None:
            self.on_chat(seat, text)

    def _refuse(self, conn: int, seat: int, reason: str, said: wire.Said | None = None) -> None:
        """A refusal goes as a message the client words in its player's language: the host's own
        reasons are msgids, the engine's sentence its msgid and values (game.net.refusals)."""
        self.refusals.append((seat, reason))
        self.send(conn, wire.Refusal(t="refusal", reason=reason[:400], at=self.version,
                                     said=said if said is not None else refusals.message(reason)))

    def _act(self, conn: int, seat: int, message: wire.Act) -> None:
        game = self.game
        r = self.remote[seat]
        if not self.started:
            return self._refuse(conn, seat, N_("The game has not started yet."))
        if message.at != self.version:
            return self._refuse(conn, seat, N_("The table changed before your move arrived; look again."))
        if game.is_over or game.decision()[0] != seat or r.stand_in is not None or self.held_for is not None:
            return self._refuse(conn, seat, N_("It is not your turn."))
        if r.pending is not None:
            return self._refuse(conn, seat, N_("Your move is already on its way."))
        try:
            action = game.engine.action_from_json(message.action)
            reason, said = refusals.explain(game, action)
        except Exception as exc:  # noqa: BLE001 - a foreign answer may trip the engine anywhere
            log.info("seat %d sent what is no move: %s", seat + 1, type(exc).__name__)
            return self._refuse(conn, seat, N_("That is not a move of this game."))
        if reason is not None:
            return self._refuse(conn, seat, reason, said or wire.Said(text=refusals.GENERIC))
        r.pending = action

    def _undo(self, conn: int, seat: int, message: wire.Undo) -> None:
        if message.at != self.version or not self.game.can_undo(seat) or self.remote[seat].stand_in is not None:
            return self._refuse(conn, seat, N_("That move cannot be taken back now."))
        if self.on_undo is None or not self.on_undo(seat):
            return self._refuse(conn, seat, N_("That move cannot be taken back now."))
        if self.held_for == seat:
            self.held_for = None

    # --- after every change -------------------------------------------------------------------
    def moved(self, player: int) -> None:
        """The match made `player`'s move (before `changed`): a remote player who confirms his
        turns holds the match once his turn has passed."""
        r = self.remote.get(player)
        if r is not None and r.confirms and r.conn is not None and r.stand_in is None \
                and self.game.decision()[0] != player:
            self.held_for = player

    def holding(self, _game: Any = None) -> bool:
        """The match's hold: a remote turn waits for its player's confirmation."""
        return self.held_for is not None

    def _sync_serials(self) -> None:
        n = len(self.game.actions)
        del self.serials[n:]
        while len(self.serials) < n:
            self._next_serial += 1
            self.serials.append(self._next_serial)

    def changed(self) -> None:
        """The game changed (a move, an undo): every connected seat gets its update."""
        self._sync_serials()
        self.version += 1
        if not self.started:
            return
        for seat in self.remote:
            self._send_update(seat)

    def _send_update(self, seat: int) -> None:
        r = self.remote[seat]
        if r.conn is None:
            return
        feed = self.feeds[seat]
        self.send(r.conn, feed.update(self.game, self.version, self.serials, self.held_for))
        if self.game.is_over:
            self.send(r.conn, wire.Finished(t="finished", record=self.game.record(),
                                            score_history=[(str(label), [int(v) for v in scores])
                                                           for label, scores in self.session.score_history()]))

    def shut(self) -> None:
        """The host closes the game: every connection is told."""
        for conn in list(self.seat_of):
            self.close(conn, "closed", N_("The host closed the game."))
        self.seat_of.clear()
