"""The prompt names who decides: a bot "is thinking", a person at another computer is waited for
(and, while his connection is down, waited for to reconnect), on the host's window and on a
client's, in both games."""

from __future__ import annotations

import queue

import pygame
import pytest

from game.core.match import WAITING
from game.core.record import Game
from game.core.registry import get
from game.core.saves import SaveStore
from game.core.session import HUMAN, REMOTE, Seat, Session
from game.net import wire
from game.net.seat_feed import SeatFeed, seat_views
from game.ui import scenes
from game.ui.app import App
from game.ui.prompt_bar import AWAY, BOT, ELSEWHERE, MOVERS, PERSON
from game.ui.scenes.net_client import NetClientTable, client_session
from game.ui.settings import Settings

GAMES = ["haspelknecht", "coal_baron"]


def _game_at_seat(name: str, seat: int) -> Game:
    """A 2-player game played on (first legal moves) until `seat` decides."""
    definition = get(name)
    game = Game(definition.options(players=2), 4, game=definition)
    while game.decision()[0] != seat:
        game.apply(game.legal_actions()[0])
    return game


@pytest.mark.parametrize("name", GAMES)
def test_each_mover_has_its_own_prompt(name: str) -> None:
    from game.ui.table_loader import table_for

    game = _game_at_seat(name, 1)
    words = table_for(name)
    prompts = {mover: words.prompt(game, ["Anna", "Ben"], mover) for mover in MOVERS}
    assert prompts[PERSON].buttons or game.legal_actions(), "the person is asked to move"
    assert "Ben" in prompts[BOT].title and "thinking" in prompts[BOT].title
    assert prompts[ELSEWHERE].title == "Waiting for Ben (on another computer)…"
    assert prompts[AWAY].title == "Waiting for Ben to reconnect…"
    for mover in (ELSEWHERE, AWAY):
        assert "thinking" not in prompts[mover].title and not prompts[mover].buttons
        assert prompts[mover].hint.startswith("Their move: ")


class _NoBot:
    """A stand-in that has not decided yet."""

    def decide(self, game, actions):
        return WAITING


def _title(app: App, table) -> str:
    """The prompt's title once the table shows the game as it is: a frame's render may be put off or
    spread over a few frames when the machine is slow (table_scene.RENDER_BUDGET)."""
    for _frame in range(30):
        app.frame([], 0.0)
        if not table.layers.dirty and not table.frame_held:
            break
    assert app.stack.top is table
    assert not table.layers.dirty, "the table rendered within 30 frames"
    return table.prompt.title


@pytest.mark.parametrize("name", GAMES)
def test_the_host_s_prompt_waits_for_the_remote_player_and_for_his_return(home, name: str) -> None:
    game = _game_at_seat(name, 1)
    session = Session(game, [Seat(name="Anna", kind=HUMAN, colour=0), Seat(name="Ben", kind=REMOTE, colour=1)])
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    table = scenes.make("net_host", app, session, SaveStore(home / "saves"), bind="127.0.0.1", port=0)
    try:
        app.push(table)
        hello = wire.Hello(t="hello", app="0", protocol=wire.PROTOCOL, nonce="0" * 32, proof="0" * 64, name="Ben")
        table.core.join(99, hello, "0" * 64)           # as if Ben's connection had proved the code
        app.stack.top.start()                          # the waiting room's Start
        assert table.core.started and table.mover(1) == ELSEWHERE
        assert _title(app, table) == "Waiting for Ben (on another computer)…"
        table.core.left(99)                            # his connection dropped
        assert table.mover(1) == AWAY
        assert _title(app, table) == "Waiting for Ben to reconnect…"
        assert "Waiting for Ben" in table.strip.banner
        table.core.hand_to_bot(1, _NoBot())
        assert table.mover(1) == BOT and "thinking" in _title(app, table)
    finally:
        while app.stack.top is not None:
            app.pop()


class _Line:
    """A client's connection that sends nowhere; the test puts the host's messages in its inbox."""

    def __init__(self) -> None:
        self.inbox: queue.Queue = queue.Queue()

    def send(self, message) -> None:
        pass

    def stop(self) -> None:
        pass


@pytest.mark.parametrize("name", GAMES)
def test_a_client_s_prompt_names_the_host_s_person_its_bots_and_an_away_player(home, name: str) -> None:
    game = _game_at_seat(name, 0)
    feed = SeatFeed(seat_views(game.definition), 1)
    update = feed.update(game, 1, list(range(1, len(game.actions) + 1)), None)
    welcome = wire.Welcome(t="welcome", proof="0" * 64, seat=1, ticket="0" * 32, game=name,
                           options=game.options.model_dump())

    def lobby(**seat0) -> wire.Lobby:
        return wire.Lobby(t="lobby", started=True,
                          seats=[wire.SeatInfo(name="Anna", colour=0, **seat0),
                                 wire.SeatInfo(name="Ben", colour=1, who="remote")])
    first = lobby(who="host")
    session = client_session(welcome, first, update)
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    line = _Line()
    table = NetClientTable(app, session, SaveStore(home / "saves"), line, lobby=first)  # type: ignore[arg-type]
    try:
        app.push(table)
        assert table.mover(1) == PERSON
        assert _title(app, table) == "Waiting for Anna (on another computer)…", "the host's person"
        line.inbox.put(lobby(who="remote", away=True))
        assert _title(app, table) == "Waiting for Anna to reconnect…"
        line.inbox.put(lobby(who="remote", away=True, stand_in=True))
        assert "thinking" in _title(app, table) and table.mover(0) == BOT
        line.inbox.put(lobby(who="bot"))
        assert "thinking" in _title(app, table) and table.mover(0) == BOT
    finally:
        while app.stack.top is not None:
            app.pop()
        pygame.event.clear()
