"""A player who comes back while the host's bot plays the seat: the host's window offers to give the
seat back, and the player's window says why the game goes on without them. The button "Give … the
seat back" was drawn only beside a "Waiting for …" banner, which a player who is back no longer
has, so the host could never give the seat back."""

from __future__ import annotations

import pygame
import pytest

from game.core.saves import SaveStore
from game.core.session import HUMAN, REMOTE, Seat, Session
from game.net import wire
from game.net.seat_feed import SeatFeed, seat_views
from game.ui import scenes
from game.ui.app import App
from game.ui.scenes.net_client import NetClientTable, client_session
from game.ui.settings import Settings
from tests.net.test_prompt_movers import GAMES, _game_at_seat, _Line, _NoBot, _title


def _hello(name: str) -> wire.Hello:
    return wire.Hello(t="hello", app="0", protocol=wire.PROTOCOL, nonce="0" * 32, proof="0" * 64, name=name)


def _buttons(app: App, table) -> list[str]:
    _title(app, table)           # the table drawn as it is now, the strip over it
    return [b.label for b in table.strip.buttons]


def _host_with_ben_away(home, name: str, seat: int, size=(1280, 720)):
    """The host's window of a started game, Anna here and Ben at another computer, who left."""
    game = _game_at_seat(name, seat)
    session = Session(game, [Seat(name="Anna", kind=HUMAN, colour=0), Seat(name="Ben", kind=REMOTE, colour=1)])
    app = App(Settings(animation_speed="off"), size=size, headless=True)
    table = scenes.make("net_host", app, session, SaveStore(home / "saves"), bind="127.0.0.1", port=0)
    app.push(table)
    table.core.join(99, _hello("Ben"), "0" * 64)
    app.stack.top.start()
    table.core.left(99)
    return app, table


def _close(app: App) -> None:
    while app.stack.top is not None:
        app.pop()
    pygame.event.clear()


@pytest.mark.parametrize("name", GAMES)
def test_the_host_gives_the_seat_back_to_a_player_who_returned(home, name: str) -> None:
    app, table = _host_with_ben_away(home, name, 0)
    try:
        assert _buttons(app, table) == ["Let a bot play Ben"]
        table.core.hand_to_bot(1, _NoBot())
        assert _buttons(app, table) == [] and not table.strip.banner, "Ben away, the bot plays: nothing to do"
        table.core.join(100, _hello("Ben"), "0" * 64)         # Ben is back, the bot still has his seat
        assert table.core.remote[1].conn == 100 and table.core.remote[1].stand_in is not None
        assert table.strip.banner == "Ben is back; a bot still plays the seat."
        assert _buttons(app, table) == ["Give Ben the seat back"]
        button = table.strip.buttons[0]
        table.strip.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.rect.center))
        assert table.core.remote[1].stand_in is None, "Ben plays his seat again"
        assert _buttons(app, table) == [] and not table.strip.banner
    finally:
        _close(app)


def test_the_returned_player_is_told_a_bot_holds_the_seat(home) -> None:
    game = _game_at_seat("haspelknecht", 0)
    feed = SeatFeed(seat_views(game.definition), 1)
    update = feed.update(game, 1, list(range(1, len(game.actions) + 1)), None)
    welcome = wire.Welcome(t="welcome", proof="0" * 64, seat=1, ticket="0" * 32, game="haspelknecht",
                           options=game.options.model_dump())

    def lobby(stand_in: bool) -> wire.Lobby:
        return wire.Lobby(t="lobby", started=True,
                          seats=[wire.SeatInfo(name="Anna", colour=0, who="host"),
                                 wire.SeatInfo(name="Ben", colour=1, who="remote", stand_in=stand_in)])
    session = client_session(welcome, lobby(False), update)
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    line = _Line()
    table = NetClientTable(app, session, SaveStore(home / "saves"), line, lobby=lobby(False))  # type: ignore[arg-type]
    try:
        app.push(table)
        assert not table.strip.banner
        line.inbox.put(lobby(True))
        _title(app, table)
        assert table.strip.banner == "A bot plays your seat until the host gives it back."
        line.inbox.put(lobby(False))
        _title(app, table)
        assert not table.strip.banner
    finally:
        _close(app)


@pytest.mark.parametrize("name", GAMES)
def test_the_away_banner_leaves_the_prompt_free(home, name: str) -> None:
    """The banner was drawn over the table's top, on the prompt's own "Waiting for Ben to
    reconnect…" (and on the buttons of the host's turn); it stands at the chronicle's foot."""
    for size in ((1280, 720), (3840, 2160)):
        app, table = _host_with_ben_away(home, name, 1, size)
        try:
            assert _buttons(app, table) == ["Let a bot play Ben"]
            log, button = table.rects["log"], table.strip.buttons[0].rect
            assert log.contains(button), (log, button)
            assert not button.colliderect(table.strip.chat_rect)
            assert not any(button.colliderect(r) for key, r in table.rects.items() if key != "log"), table.rects
        finally:
            _close(app)
