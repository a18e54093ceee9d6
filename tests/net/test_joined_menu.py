"""A joining player's screens. The game menu of a joined game: the host keeps a network game, the
joined computer has no record of it, so "Save the game" (and "Leave to the title", which autosaved)
stopped the whole window with "Something went wrong"; the joined player's menu offers neither Save
nor Load, and leaving goes to the title, writes nothing and tells the host. The join page's name
field and waiting list; the history's name for a seat played at another computer."""

from __future__ import annotations

import time

import pygame

from game.core.record import Game
from game.core.registry import get
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.ui import scenes
from tests.net.inproc import start_host
from tests.net.test_window_scenes import frames_until, make_app


def _labels(menu) -> list[str]:
    return [b.label for b in menu.buttons]


def test_a_joined_player_s_menu_neither_saves_nor_crashes_on_leaving(home) -> None:
    host, running, port, code = start_host("haspelknecht", 2, 5, ["random", "remote"])
    app = make_app()
    store = SaveStore(home / "saves")
    try:
        app.push(scenes.make("net_join", app, store))
        page = app.stack.top
        page.address.set_text(f"127.0.0.1:{port}")
        page.code.set_text(code)
        page.name.set_text("Berta")
        page.join()
        assert frames_until(app, lambda: type(app.stack.top).__name__ == "NetClientTable", 30)
        table = app.stack.top
        table.open_menu()
        menu = app.stack.top
        assert type(menu).__name__ == "GameMenu"
        labels = _labels(menu)
        assert "Resume" in labels and "Leave to the title" in labels
        assert not [t for t in labels if t.startswith(("Save", "Load"))], labels
        app.frame([], 0.0)                   # drawn: the shorter board, its buttons inside it
        panel = menu.panel()
        assert all(panel.contains(b.rect) for b in menu.buttons)
        menu.to_title()
        app.frame([], 0.0)
        assert type(app.stack.top).__name__ == "TitleScene"
        assert not store.has_autosave(), "nothing of the host's game is written here"
        end = time.monotonic() + 10
        while time.monotonic() < end and not host.core.away_seats():
            time.sleep(0.05)
        assert host.core.away_seats() == [1], "the host knows the player left"
    finally:
        while app.stack.top is not None:
            app.pop()
        host.server.stop()


def test_a_local_game_s_menu_still_saves(home) -> None:
    definition = get("haspelknecht")
    session = Session(Game(definition.options(players=2), 5, game=definition),
                      [Seat(name="Agnes"), Seat(name="Berta", colour=1)])
    app = make_app()
    menu = scenes.make("menu", app, session, SaveStore(home / "saves"))
    labels = _labels(menu)
    assert "Save the game\u2026" in labels and "Load a game\u2026" in labels


def test_the_join_page_s_name_field_starts_empty_and_an_empty_name_joins_as_guest(home) -> None:
    """A "Guest" written in the field became "GuestBerta" when a player clicked into it and typed."""
    host, running, port, code = start_host("coal_baron", 2, 5, ["random", "remote"])
    app = make_app()
    try:
        app.push(scenes.make("net_join", app, SaveStore(home / "saves")))
        page = app.stack.top
        assert page.name.text == "" and page.name.placeholder == "Your name"
        page.set_focus(page.name)
        for ch in "Berta":
            page.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        assert page.name.text == "Berta"
        page.name.set_text("")
        page.address.set_text(f"127.0.0.1:{port}")
        page.code.set_text(code)
        page.join()
        assert frames_until(app, lambda: type(app.stack.top).__name__ == "NetClientTable", 30)
        assert app.stack.top.seats[1].name == "Guest"
    finally:
        while app.stack.top is not None:
            app.pop()
        host.server.stop()


def test_the_join_page_s_waiting_list_says_who_plays_each_seat(home, monkeypatch) -> None:
    """The joining player's waiting list showed names alone: not which seats the host's bots play
    or which are still free."""
    from game.net import wire
    from tests.ui.test_review_teaching import Said

    app = make_app()
    try:
        app.push(scenes.make("net_join", app, SaveStore(home / "saves")))
        page = app.stack.top
        page.welcome = wire.Welcome(t="welcome", proof="0" * 64, seat=1, ticket="0" * 32, game="coal_baron",
                                    options={"players": 4})
        page.lobby = wire.Lobby(t="lobby", started=False, seats=[
            wire.SeatInfo(name="Agnes", colour=0, who="host"), wire.SeatInfo(name="Berta", colour=1, who="remote"),
            wire.SeatInfo(name="Gertrud", colour=2, who="bot"),
            wire.SeatInfo(name="Konrad", colour=3, who="remote", joined=False)])
        drawn: list[str] = []
        font = page.font
        monkeypatch.setattr(page, "font", lambda *a, **kw: Said(font(*a, **kw), drawn))
        page.invalidate()
        app.frame([], 0.0)
        for text in ("Agnes  (host)", "Berta  (you)", "Gertrud  (bot)", "Konrad  (free seat)"):
            assert text in drawn, (text, drawn)
    finally:
        while app.stack.top is not None:
            app.pop()


def test_the_history_names_a_seat_played_at_another_computer_in_the_player_s_language(home) -> None:
    """The statistics' history list showed a network game's other seats as "Agnes (remote)", the
    engine's word, in every language."""
    from game.core import i18n
    from game.ui.scenes.statistics import bot_label

    try:
        for code, words in (("en", "Another computer"), ("fr", "Autre ordinateur"), ("de", None)):
            i18n.set_language(code)
            label = bot_label("coal_baron", "remote")
            assert label == i18n._("Another computer") and "remote" not in label
            if words:
                assert label == words
    finally:
        i18n.set_language("en")


class _NoClient:
    """Stands for the network client: the page's join is tested, not the connection."""

    def __init__(self, *args, **kwargs) -> None:
        self.name = args[2]
        self.notify = None

    def start(self) -> None:
        pass

    def stop(self) -> None:
        pass


def test_the_join_page_offers_the_name_typed_last_time(home, monkeypatch) -> None:
    """A player who joins every week typed his name every time: the page now offers the last one,
    kept in the settings file, and an empty field (joining as Guest) keeps it."""
    from game.ui.app import App
    from game.ui.scenes import net_join
    from game.ui.settings import Settings

    monkeypatch.setattr(net_join, "Client", _NoClient)
    app = make_app()
    page = scenes.make("net_join", app, SaveStore(home / "saves"))
    app.push(page)
    assert page.name.text == ""
    page.address.set_text("127.0.0.1:9")
    page.code.set_text("ABCD-EFGH")
    page.name.set_text("  Berta ")
    page.join()
    assert page.client is not None and page.client.name == "Berta"
    page.client = None
    page.name.set_text("")
    page.join()
    assert page.client.name == "Guest"
    settings, problem = Settings.load()
    assert problem is None and settings.join_name == "Berta"
    again = App(settings, size=(1280, 720), headless=True)
    assert scenes.make("net_join", again, SaveStore(home / "saves")).name.text == "Berta"
