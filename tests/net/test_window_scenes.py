"""The window's network scenes on loopback, frame by frame (no display): the host's table opens its
waiting room, a player joins, the host starts and the game is played to the end page; "Join a
game" joins a headless host and the person plays the seat to the end page on both computers."""

from __future__ import annotations

import random

import pytest

from game.core.record import Game
from game.core.registry import get
from game.core.saves import SaveStore
from game.core.session import REMOTE, Seat, Session
from game.ui import scenes
from game.ui.app import App
from game.ui.settings import Settings
from tests.net.helpers import frames_until
from tests.net.inproc import start_client, start_host

DEADLINE = 120.0


def make_app(confirmation: str = "never") -> App:
    return App(Settings(animation_speed="off", turn_confirmation=confirmation), size=(1280, 720), headless=True)


def test_the_host_s_window_waits_for_a_player_starts_and_plays_to_the_end(home) -> None:
    definition = get("coal_baron")
    session = Session(Game(definition.options(players=2), 5, game=definition),
                      [Seat(name="Hostbot", kind="random", colour=0), Seat(name="Seat two", kind=REMOTE, colour=1)])
    app = make_app()
    store = SaveStore(home / "saves")
    assert scenes.table_for(session) == "net_host"
    table = scenes.make("net_host", app, session, store, bind="127.0.0.1", port=0)
    client = run = None
    try:
        app.push(table)
        lobby = app.stack.top
        assert type(lobby).__name__ == "NetLobby" and table.listening
        app.frame([], 0.0)
        assert not lobby.start_btn.enabled, "nobody has joined yet"
        assert table.code in lobby.invitation_text() and str(table.listening) in lobby.invitation_text()
        client, run = start_client(table.listening, table.code, bot="random", bot_seed=3, name="Friend", colour=3)
        assert frames_until(app, lambda: table.core.full, 20)
        app.frame([], 0.0)
        assert lobby.start_btn.enabled
        assert session.seats[1].name == "Friend" and session.seats[1].colour == 3, "the name and colour he chose"
        lobby.start()
        assert app.stack.top is table and table.core.started
        assert frames_until(app, lambda: type(app.stack.top).__name__ == "EndScene", DEADLINE)
        run.join()
        end = run.out.lines[-1]
        result = session.game.engine.final_result(session.game.state)
        assert end["over"] and end["scores"] == list(result["scores"]) == end["record_scores"]
        assert store.has_autosave(), "the host autosaves as in a local game"
    finally:
        if client is not None:
            client.client.stop()
        table.shut()


@pytest.mark.parametrize("confirmation", ["never", "always"])
def test_join_a_game_from_the_window_and_play_the_seat_to_the_end(home, confirmation: str) -> None:
    host, running, port, code = start_host("coal_baron", 2, 12, ["random", "remote"])
    app = make_app(confirmation)
    store = SaveStore(home / "saves")
    try:
        app.push(scenes.make("net_join", app, store))
        page = app.stack.top
        page.address.set_text(f"127.0.0.1:{port}")
        page.code.set_text(code.lower())
        page.name.set_text("Window")
        page.join()
        assert frames_until(app, lambda: type(app.stack.top).__name__ == "NetClientTable", 30)
        table = app.stack.top
        assert table.seats[1].name == "Window" and table.seats[1].kind == "human"
        assert table.seats[0].kind == REMOTE
        moves = confirmed = 0
        hinted: list = []

        def play() -> bool:
            nonlocal moves, confirmed
            top = app.stack.top
            if type(top).__name__ == "EndScene":
                return True
            if top is table and table.turn_confirm.pending:
                assert host.core.held_for == table.seat_game.seat, "the host waits for this confirmation"
                table.confirm_turn()
                confirmed += 1
            elif top is table and table.sent is None and not table.game.is_over \
                    and table.current() == table.seat_game.seat:
                if not hinted:          # once: a hint worked out here, on this seat's view
                    if table.hints.shown is None:
                        if not table.hints.thinking:
                            table.ask_hint()
                        return False
                    hinted.append(table.hints.shown.action)
                    assert hinted[0] in table.game.legal_actions()
                if table.do(table.game.legal_actions()[0], asked=True):    # no question first
                    moves += 1
            elif top is not table and type(top).__name__ != "EndScene":
                app.pop()          # a moment the game shows (the shift's scoring): closed
            return False
        assert frames_until(app, play, DEADLINE)
        running.join()
        end = running.out.lines[-1]
        shown = table.session.game
        assert moves > 10 and shown.is_over and not hasattr(shown, "seat")
        assert list(shown.engine.final_result(shown.state)["scores"]) == end["scores"]
        assert end["refusals"] == 0 and hinted and table.session.hints_used >= 1
        assert (confirmed > 5) == (confirmation == "always"), "turns confirmed as the player's setting says"
    finally:
        while app.stack.top is not None:
            app.pop()              # the client's table stops its connection
        host.server.stop()


def test_continue_opens_the_waiting_room_again_for_the_same_seats(home, monkeypatch) -> None:
    from game.ui.scenes.net_host import NetHostTable
    from game.ui.scenes.title import start_game

    class LoopbackHost(NetHostTable):       # the test's host listens on loopback only
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, bind="127.0.0.1", port=0, **kwargs)

    monkeypatch.setitem(scenes.SCENES, "net_host", LoopbackHost)
    definition = get("haspelknecht")
    game = Game(definition.options(players=2), 3, game=definition)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    store = SaveStore(home / "saves")
    store.autosave(Session(game, [Seat(name="Anna", colour=0), Seat(name="Ben", kind=REMOTE, colour=2)]))
    app = make_app()
    try:
        assert start_game(app, store.load_autosave(), store)
        lobby, table = app.stack.top, app.stack.scenes[-2]
        assert type(lobby).__name__ == "NetLobby" and isinstance(table, LoopbackHost)
        assert len(table.game.actions) == 6 and table.core.open_seats() == [1] and not table.core.started
    finally:
        while app.stack.top is not None:
            app.pop()


def test_continue_keeps_the_invitation_s_code_and_a_friend_joins_with_it(home, monkeypatch) -> None:
    import json

    from game.net.codes import is_code
    from game.ui.scenes.net_host import NetHostTable
    from game.ui.scenes.title import start_game

    class LoopbackHost(NetHostTable):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, bind="127.0.0.1", port=0, **kwargs)

    monkeypatch.setitem(scenes.SCENES, "net_host", LoopbackHost)
    definition = get("coal_baron")
    store = SaveStore(home / "saves")
    store.autosave(Session(Game(definition.options(players=2), 8, game=definition),
                           [Seat(name="Anna", colour=0), Seat(name="Ben", kind=REMOTE, colour=2)]))
    app = make_app()
    client = run = None
    try:
        assert start_game(app, store.load_autosave(), store)
        first = app.stack.scenes[-2]
        code = first.code
        assert is_code(code)
        saved = json.loads(store.path(store.AUTOSAVE).read_text(encoding="utf-8"))
        assert saved["host_code"] == code, "the code is saved with the game at once (Back before the start)"
        app.stack.top.back()                     # the host leaves the waiting room: the game closes
        assert first not in app.stack.scenes
        assert start_game(app, store.load_autosave(), store), "Continue"
        again = app.stack.scenes[-2]
        assert again is not first and again.code == code
        assert code in app.stack.top.invitation_text()
        client, run = start_client(again.listening, code, bot="random", bot_seed=3, name="Ben")
        assert frames_until(app, lambda: again.core.full, 20), "the friend joins with the invitation he had"
    finally:
        if client is not None:
            client.client.stop()
        while app.stack.top is not None:
            app.pop()


def test_a_finished_game_s_file_keeps_no_code_and_a_save_s_code_is_checked() -> None:
    from game.core.errors import SaveError

    definition = get("haspelknecht")
    game = Game(definition.options(players=2), 3, game=definition, events=False)
    session = Session(game, [Seat(name="Anna", colour=0), Seat(name="Ben", kind=REMOTE, colour=2)])
    session.host_code = "ABCD2345"
    body = session.to_json()
    assert body["host_code"] == "ABCD2345" and Session.from_json(body).host_code == "ABCD2345"
    assert "host_code" not in Session(Game(definition.options(players=2), 3, game=definition),
                                      session.seats).to_json(), "a game never hosted: the save as before"
    for bad in ("abcd", "ABCD2345{0.__class__}", 12345678, ""):
        with pytest.raises(SaveError):
            Session.from_json(dict(body, host_code=bad))
    pick = random.Random(3)
    while not game.is_over:
        game.apply(pick.choice(game.legal_actions()))
    assert "host_code" not in session.to_json(), "nobody joins a finished game: the history keeps no code"
