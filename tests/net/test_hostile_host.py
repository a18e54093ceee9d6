"""A hostile or broken host, played against the window's client table (no display) by a small fake
host on 127.0.0.1 (tests/net/fake_host.py): absurd positions, a seat that does not exist, huge
numbers, deep nesting, wrong types, an oversized frame, a flood, a host that stops answering, a
host that changes the game on a rejoin, a finished game's record that does not replay. Each time the
client leaves with a clear message, the window goes back to the page below the table with that
message, and the table never shows the absurd position."""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.core.record import Game
from game.core.registry import get
from game.core.saves import SaveStore
from game.net import wire
from game.net.client import Client
from game.net.headless import app_version
from game.ui import scenes
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.net_client import PUMP_AT_ONCE
from game.ui.settings import Settings
from tests.net.fake_host import CODE, FakeHost, first_update, welcome
from tests.net.helpers import frames_until

DEADLINE = 20.0


class Below(Scene):
    """The page the table was opened from (the title, in the game)."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))


def start_game(name: str = "haspelknecht", moves: int = 3) -> Game:
    definition = get(name)
    game = Game(definition.options(players=2), 7, game=definition)
    for _ in range(moves):
        game.apply(game.legal_actions()[0])
    return game


def update_text(game: Game, seat: int, version: int, change: Callable[[dict], Any] | None = None) -> str:
    obj = json.loads(first_update(game, seat, version).model_dump_json())
    if change is not None:
        change(obj)
    return json.dumps(obj)


LOBBY = json.dumps({"t": "lobby", "seats": [{"name": "Host", "colour": 0, "who": "host"},
                                             {"name": "Guest", "colour": 1, "who": "remote"}], "started": True})


def join(script: Callable[[int], list[Any]], home, **client: Any) -> tuple[App, Any, FakeHost]:
    """The window's client table at the fake host's game, over the page below; the host then sends
    the rest of its script."""
    host = FakeHost(script).start()
    app = App(Settings(animation_speed="off"), size=(1280, 720), headless=True)
    app.push(Below(app))
    c = Client(f"127.0.0.1:{host.port}", CODE, "Guest", app_version(), retry_for=client.pop("retry_for", 1.0))
    for k, v in client.items():
        setattr(c, k, v)
    c.start()
    got: dict[type, Any] = {}
    end = time.monotonic() + DEADLINE
    while wire.Update not in got and time.monotonic() < end:
        try:
            item = c.inbox.get(timeout=0.1)
        except Exception:  # noqa: BLE001 - queue.Empty: wait on
            continue
        got.setdefault(type(item), item)
    assert wire.Update in got, f"the client never got its first position: {got}"
    from game.ui.scenes.net_client import client_session

    session = client_session(got[wire.Welcome], got.get(wire.Lobby), got[wire.Update])
    table = scenes.make("net_client", app, session, SaveStore(home / "saves"), c)
    app.push(table)
    return app, table, host


def left_with_message(app: App, table) -> str:
    """The message the player reads once the client left (the table is gone from the stack)."""
    assert frames_until(app, lambda: table not in app.stack.scenes, DEADLINE), "the table stayed on a broken host"
    top = app.stack.top
    assert type(top).__name__ == "MessageDialog", f"no message: {type(top).__name__}"
    assert app.stack.scenes[0].__class__ is Below
    return top.text


def close(app: App, host: FakeHost, table) -> None:
    table.client.stop()
    while app.stack.top is not None:
        app.pop()
    host.stop()


def _set(path: list, value: Any) -> Callable[[dict], None]:
    def change(obj: dict) -> None:
        node = obj
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return change


def _nest(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


HOSTILE: dict[str, Callable[[Game], str]] = {
    # a seat whose turn it is that does not exist (the turn order names a third player in a game of two)
    "no such seat": lambda g: update_text(g, 1, 1, _set(["state", "order"], [0, 7])),
    "turn index past the order": lambda g: update_text(g, 1, 1, _set(["state", "idx"], 9)),
    # a table draws counts as pieces: a number no game reaches could keep the window drawing for hours
    "huge numbers": lambda g: update_text(g, 1, 1, _set(["state", "players", 0, "thalers"], 10**300)),
    "a billion thalers": lambda g: update_text(g, 1, 1, _set(["state", "players", 0, "thalers"], 10**9)),
    "wrong types": lambda g: update_text(g, 1, 1, _set(["state", "players"], "two")),
    "a stage of no game": lambda g: update_text(g, 1, 1, _set(["state", "stage"], "launch")),
    "deeply nested state": lambda g: update_text(g, 1, 1, _set(["state", "bag"], _nest(900))),
    "nested past JSON's depth": lambda g: '{"t": "update", "state": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "an event of a seat that does not exist": lambda g: update_text(
        g, 1, 1, lambda o: o["events"].append({**json.loads(first_update(start_game(moves=1), 1).model_dump_json())
                                               ["events"][0], "fields": {}})),
    "a log of a million actions": lambda g: update_text(g, 1, 1, _set(["serials"], list(range(10**6)))),
    "an older position": lambda g: update_text(g, 1, 0),
    "an oversized frame": lambda g: json.dumps({"t": "said", "seat": 0, "text": "x" * (wire.MAX_HOST_FRAME + 10)}),
    "a binary frame": lambda g: b"\x00\x01",     # type: ignore[return-value,arg-type]
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_an_absurd_position_from_the_host_is_refused_and_the_window_goes_back_with_a_message(home, case) -> None:
    game = start_game()
    frames = [welcome(game, 1), LOBBY, update_text(game, 1, 0), HOSTILE[case](game)]
    app, table, host = join(lambda n: frames if n == 0 else ["HANG"], home, open_timeout=0.5)
    try:
        shown = table.seat_game.state
        text = left_with_message(app, table)
        assert "does not understand" in text or "lost" in text, text
        assert table.seat_game.version == 0 and table.seat_game.state is shown, "the absurd position was taken"
    finally:
        close(app, host, table)


def finished_text(record: dict) -> str:
    return json.dumps({"t": "finished", "record": record, "score_history": []})


def _bad_records(game: Game) -> dict[str, dict]:
    record = game.record()
    illegal = copy.deepcopy(record)
    illegal["actions"].append({"kind": "launch", "rocket": 1})
    other = copy.deepcopy(record)
    other["options"]["players"] = 3
    return {"an illegal action": illegal, "other options": other,
            "a seat that does not exist": {**record, "actions": record["actions"] + [{"kind": "take", "pool": 9,
                                                                                      "colour": "yellow"}]}}


@pytest.mark.parametrize("case", ["an illegal action", "other options", "a seat that does not exist"])
def test_a_finished_game_s_record_that_does_not_replay_is_refused_and_nothing_of_it_kept(home, case) -> None:
    game = start_game()
    frames = [welcome(game, 1), LOBBY, update_text(game, 1, 0), finished_text(_bad_records(game)[case])]
    app, table, host = join(lambda n: frames if n == 0 else ["HANG"], home)
    try:
        assert "does not understand" in left_with_message(app, table)
        assert table.session.game is table.seat_game, "the refused record was taken for the game"
    finally:
        close(app, host, table)


def test_a_host_that_changes_the_game_s_options_on_a_rejoin_is_left(home) -> None:
    game = start_game()
    options = game.options.model_dump(mode="json") | {"layout": "other"}

    def script(n: int) -> list[Any]:
        if n == 0:
            return [welcome(game, 1), LOBBY, update_text(game, 1, 0), 0.3, "CLOSE"]
        return [welcome(game, 1, options=options), LOBBY, update_text(game, 1, 5)]
    app, table, host = join(script, home)
    try:
        assert "does not understand" in left_with_message(app, table)
        assert host.connections == 2 and table.seat_game.version == 0
    finally:
        close(app, host, table)


def test_a_host_that_stops_answering_is_given_up_after_the_retries(home) -> None:
    game = start_game()
    frames = [welcome(game, 1), LOBBY, update_text(game, 1, 0), 0.2, "HANG"]
    app, table, host = join(lambda n: frames if n == 0 else ["HANG"], home, retry_for=1.0, open_timeout=0.5,
                            ping_every=0.2, ping_timeout=0.4)
    try:
        assert "lost" in left_with_message(app, table)
        assert host.connections >= 2, "the client tried again before giving up"
    finally:
        close(app, host, table)


def test_a_flooding_host_never_freezes_the_window_and_is_left(home) -> None:
    game = start_game()
    chat = json.dumps({"t": "said", "seat": 0, "text": "spam"})
    frames = [welcome(game, 1), LOBBY, update_text(game, 1, 0)] + [chat] * 3_000
    app, table, host = join(lambda n: frames if n == 0 else ["HANG"], home)
    try:
        assert frames_until(app, lambda: table.client.inbox.qsize() > 200 or table not in app.stack.scenes, 10)
        waiting = table.client.inbox.qsize()
        app.frame([], 0.05)
        if table in app.stack.scenes:   # more may arrive meanwhile: what was taken is at most this
            assert waiting - table.client.inbox.qsize() <= PUMP_AT_ONCE, "one frame read the whole flood"
        text = left_with_message(app, table)
        assert "does not understand" in text
        assert len(table.strip.lines) <= 20
    finally:
        close(app, host, table)


def test_a_position_that_cannot_be_drawn_takes_the_player_back_not_to_a_crash_screen(home, monkeypatch) -> None:
    game = start_game()
    frames = [welcome(game, 1), LOBBY, update_text(game, 1, 0)]
    app, table, host = join(lambda n: frames if n == 0 else ["HANG"], home)
    try:
        def broken(*_args: Any, **_kw: Any) -> None:
            raise IndexError("a seat the table has no place for")
        monkeypatch.setattr(type(table).__mro__[1], "draw", broken)
        assert "does not understand" in left_with_message(app, table)
    finally:
        close(app, host, table)


@pytest.mark.parametrize("case", ["an illegal action", "options of no game"])
def test_the_headless_join_says_what_was_wrong_in_one_line_and_ends(case) -> None:
    import io

    from game.net.headless import HeadlessClient

    game = start_game()
    if case == "an illegal action":
        frames = [welcome(game, 1), LOBBY, update_text(game, 1, 0), finished_text(_bad_records(game)[case])]
    else:
        frames = [welcome(game, 1, options={"players": 9})]
    host = FakeHost(lambda n: frames if n == 0 else ["HANG"]).start()
    out = io.StringIO()
    try:
        client = HeadlessClient(f"127.0.0.1:{host.port}", CODE, bot="random")
        assert client.run(out, timeout=DEADLINE) == 1
    finally:
        host.stop()
    last = json.loads(out.getvalue().splitlines()[-1])
    assert "does not replay" in last["error"] or "cannot be played here" in last["error"], last
