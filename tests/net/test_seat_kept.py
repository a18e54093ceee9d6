"""A friend who left and comes back under another name: his seat is kept for the name he played
with, so he is refused; the refusal says that (not that every seat is taken, which left him
puzzled), and a game whose every seat is played still says it is full."""

from __future__ import annotations

from game.core import i18n
from game.core.record import Game
from game.core.registry import get
from game.core.session import HUMAN, REMOTE, Seat, Session
from game.net import wire
from game.net.client import refusal_text
from game.net.host import HostCore


class _Line:
    def __init__(self) -> None:
        self.closed: dict[int, tuple[str, str]] = {}

    def send(self, conn: int, message) -> None:
        pass

    def close(self, conn: int, reason: str, detail: str) -> None:
        self.closed[conn] = (reason, detail)


def _hello(name: str) -> wire.Hello:
    return wire.Hello(t="hello", app="0", protocol=wire.PROTOCOL, nonce="0" * 32, proof="0" * 64, name=name)


def _started() -> tuple[HostCore, _Line]:
    definition = get("coal_baron")
    game = Game(definition.options(players=2), 3, game=definition, events=False)
    session = Session(game, [Seat(name="Anna", kind=HUMAN, colour=0), Seat(name="Ben", kind=REMOTE, colour=1)])
    line = _Line()
    core = HostCore(session, "ABCD2345", line.send, line.close)
    core.join(5, _hello("Ben"), "0" * 64)
    core.start()
    return core, line


def test_a_player_back_under_another_name_is_told_his_seat_is_kept_for_his_name() -> None:
    core, line = _started()
    core.left(5)
    core.join(6, _hello("Benjamin"), "0" * 64)
    reason, _detail = line.closed[6]
    assert reason == "away"
    wire.Refused(t="refused", reason=reason, detail=_detail)        # the wire carries it
    try:
        i18n.set_language("de")
        said = refusal_text(reason, _detail, "1")
    finally:
        i18n.set_language("en")
    assert said != refusal_text("full", "", "1") and "Namen" in said
    core.join(7, _hello("Ben"), "0" * 64)                          # under his own name: his seat
    assert 7 not in line.closed and core.remote[1].conn == 7


def test_a_game_whose_every_seat_is_played_is_full() -> None:
    core, line = _started()
    core.join(6, _hello("Carla"), "0" * 64)
    assert line.closed[6][0] == "full"
