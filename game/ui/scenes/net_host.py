"""The host's table of a network game: the table scene of a local game whose remote seats are played
from other computers (game.net), and its waiting room (net_lobby.py) on top until the game starts.

The host's engine is the only truth: a remote seat's controller in the match loop is the host
core's `RemoteSeat` (a move its player sent and the host checked, else WAITING), and every change
made here (anyone's move, an undo) is sent to each connected seat as what that seat may see. The
host autosaves as in a local game, the join code with it; "Continue" opens this table again, with
its waiting room for the same seats and the same code.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import _
from game.core.saves import SaveStore
from game.core.session import REMOTE, Session
from game.net import codes, wire
from game.net.headless import app_version, pump
from game.net.host import HostCore, RemoteSeat
from game.net.server import Server
from game.ui import scenes
from game.ui.prompt_bar import AWAY, BOT, ELSEWHERE
from game.ui.scenes.net_table import NET_EVENT, NetStrip, back_text, waiting_text, wake
from game.ui.scenes.table_scene import TableScene

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)


def has_remote_seats(session: Session) -> bool:
    return any(seat.kind == REMOTE for seat in session.seats)


class NetHostTable(TableScene):
    def __init__(self, app: App, session: Session, store: SaveStore, bots_play: bool = True,
                 port: int | None = None, bind: str | None = None) -> None:
        super().__init__(app, session, store, bots_play=bots_play)
        # a game hosted before (Continue, Load) keeps its code: the invitation friends have still works
        fresh = not codes.is_code(session.host_code)
        self.code = codes.new_code() if fresh else str(session.host_code)
        session.host_code = self.code
        self.server = Server(self.code, app_version(), host=bind, port=wire.DEFAULT_PORT if port is None else port)
        self.server.notify = wake
        self.core = HostCore(session, self.code, self.server.send, self.server.close)
        self.core.on_undo = self._remote_undo
        self.core.on_lobby = self._lobby_changed
        self.strip: NetStrip = NetStrip(self, lambda text: self.core.say(self._host_seat(), text))
        self.core.on_chat = lambda seat, text: self.strip.said(self._speaker(seat), text)
        for i, seat in enumerate(self.seats):
            if seat.kind == REMOTE:
                self.match.seats[i] = RemoteSeat(self.core, i)
        held = self.match.hold
        self.match.hold = lambda game: not self.core.started or self.core.holding() or bool(held and held(game))
        self.match.after_apply = lambda _game, player, _action, _events: self.core.moved(player)
        self._changed = False
        self.error = ""
        self.listening: int | None = None
        self.announcer: Any = None
        self._open()
        if fresh:
            self._autosave()       # the code with the game already: Back before the start keeps it too

    # --- the connections ----------------------------------------------------------------------
    def _open(self) -> None:
        try:
            self.listening = self.server.start()
        except OSError as exc:        # the port is taken (another game hosted here?): any free one
            log.info("network: port %s not free (%s), taking another", self.server.port, exc)
            self.server = Server(self.code, app_version(), host=self.server.host, port=0)
            self.server.notify = wake
            self.core.send, self.core.close = self.server.send, self.server.close
            try:
                self.listening = self.server.start()
            except OSError as exc2:
                self.error = _("This computer cannot host a game now: {reason}").format(reason=exc2)
                return
        from game.net.discovery import Announcer

        self.announcer = Announcer(self.session.game.name, self.listening, self.seats[self._host_seat()].name,
                                   app_version())
        self.announcer.start()

    def invitation(self) -> list[str]:
        """The addresses friends may join at (this computer's, with the port)."""
        from game.net.discovery import invitation_addresses

        if self.listening is None:
            return []
        return invitation_addresses(self.listening) or [f"127.0.0.1:{self.listening}"]

    def _host_seat(self) -> int:
        """The seat whose name the host's chat lines carry: the first person at this screen."""
        return next((i for i, s in enumerate(self.seats) if s.kind == "human"), 0)

    def _speaker(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else _("Host")

    def _lobby_changed(self) -> None:
        away = [self.seats[i].name for i in self.core.away_seats() if self.core.remote[i].stand_in is None]
        back = [self.seats[i].name for i, r in self.core.remote.items() if r.stand_in is not None and r.conn is not None]
        self.strip.banner = (waiting_text(away) or back_text(back)) if self.core.started else ""
        self.layers.dirty = True
        self.invalidate()

    def mover(self, who: int | None) -> str:
        remote = self.core.remote.get(who) if who is not None else None
        if remote is None:
            return super().mover(who)
        if remote.stand_in is not None:
            return BOT
        return ELSEWHERE if remote.conn is not None else AWAY

    def _banner_buttons(self) -> list:
        out = []
        for i, r in self.core.remote.items():
            if r.joined and r.conn is None and r.stand_in is None:
                out.append((_("Let a bot play {player}").format(player=self.seats[i].name),
                            lambda i=i: self._stand_in(i)))
            elif r.stand_in is not None and r.conn is not None:
                out.append((_("Give {player} the seat back").format(player=self.seats[i].name),
                            lambda i=i: self.core.take_back(i)))
        return out

    def _stand_in(self, seat: int) -> None:
        self.core.hand_to_bot(seat, _StandIn(self, seat))

    def _remote_undo(self, seat: int) -> bool:
        if not self.game.can_undo(seat):
            return False
        self.runner.cancel()
        self.anim.skip()
        self.game.undo(1)
        self.turn_confirm.clear()
        self._after_change()
        return True

    def start_play(self, fill_kind: str | None = None) -> None:
        """The waiting room's Start: the seats nobody took go to bots of `fill_kind`."""
        if fill_kind is not None:
            self.core.fill_with_bots(fill_kind)
            for i, seat in enumerate(self.seats):
                if seat.kind != REMOTE and isinstance(self.match.seats[i], RemoteSeat):
                    self.match.seats[i] = self._bot_controller(i)
        self.core.start()
        self._autosave()
        self.layers.dirty = True
        self.invalidate()

    def _bot_controller(self, seat: int):
        from game.core.match import Scripted

        return Scripted(lambda _game: None, self.runner)

    # --- the table's life ---------------------------------------------------------------------
    def pushed(self) -> None:
        super().pushed()
        if not self.core.started:
            self.app.push(scenes.make("net_lobby", self.app, self))

    def popped(self) -> None:
        super().popped()
        self.shut()

    def shut(self) -> None:
        self.core.shut()
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None
        self.server.stop()

    def _after_change(self) -> None:
        super()._after_change()
        # sent at the frame's end: the match tells the host core whose move it was (after_apply,
        # a remote player's hold for his confirmation) only after the table made the move
        self._changed = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == NET_EVENT:
            return True
        if self.strip.handle(event):
            return True
        return super().handle(event)

    def update(self, dt: float) -> bool:
        got = pump(self.server, self.core)
        busy = super().update(dt)
        if self._changed:
            self._changed = False
            self.core.changed()
        return busy or got

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.strip.draw(surface, self._banner_buttons())

    def _bot_step(self, dt: float, who: int) -> bool:
        remote = self.core.remote.get(who)
        if remote is None or remote.stand_in is not None:
            return super()._bot_step(dt, who)
        # a player on another computer: the window sleeps until a message wakes it
        self.match.step()
        return False


class _StandIn:
    """A bot the host put in an away player's seat: the table's own bot runner thinks for it."""

    def __init__(self, scene: NetHostTable, seat: int) -> None:
        self.scene = scene
        self.seat = seat

    def decide(self, game: Any, actions: list) -> Any:
        runner = self.scene.runner
        if self.seat not in runner._bots:       # the game's usual bot, not the "remote" seat's fallback
            from game.ui.scenes.setup import default_bot

            make = self.scene.session.game.definition.bots[default_bot(self.scene.session.game_name)]
            runner._bots[self.seat] = make(self.scene.game.seed * 31 + self.seat * 7919 + 1)
        return runner.decide(game, actions)
