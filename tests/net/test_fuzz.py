"""The fuzz campaign against a host while a game is played: malformed, oversized, out-of-turn,
wrong-seat, replayed and flooding messages. The game goes on and ends as the local game; each bad
connection is closed with its reason; a seated player's bad moves are refused with a reason."""

from __future__ import annotations

import json

import pytest

from game.net import server, wire
from game.net.headless import HeadlessClient
from tests.net import fuzz
from tests.net.helpers import local_result
from tests.net.inproc import Running, start_client, start_host

EXPECTED = {
    "not json": {"bad"}, "binary": {"bad"}, "nested": {"bad"}, "unknown type": {"bad"},
    "extra field": {"bad"}, "act before hello": {"bad"}, "wrong version": {"version"},
    "wrong code": {"code", "slow"}, "replayed proof": {"code", "slow"}, "forged ticket": {"full", "slow"},   # the right code, every seat taken (after wrong codes: slowed)
    "oversized": {""},        # closed by the WebSocket layer itself (1009, "message too big")
}


@pytest.fixture()
def quick_slowdown(monkeypatch):
    monkeypatch.setattr(server, "SLOW_LIMIT", 0.5)     # the wrong codes answer "slow" within the test


def test_hostile_connections_are_closed_with_a_reason_and_the_game_goes_on(quick_slowdown) -> None:
    host, running, port, code = start_host("coal_baron", 3, 3, ["normal", "remote", "remote"])
    players = [start_client(port, code, bot="normal", bot_seed=s, seat=s) for s in (1, 2)]
    try:
        assert all(fuzz.wait_seated(c) for c, _r in players)
        found = fuzz.campaign(port, code, rounds=2)
        during = not host.session.game.is_over
        for _c, run in players:
            run.join()
        running.join()
    finally:
        for c, _r in players:
            c.client.stop()
        host.server.stop()
    for (name, reason), _n in found.items():
        assert reason in EXPECTED[name], (name, reason)
    assert sum(found.values()) == 2 * len(EXPECTED) and during, "the campaign ran while the game went on"
    closed = host.server.refusals
    assert closed["bad"] == 2 * 7 and closed["version"] == 2
    assert closed["code"] + closed["slow"] + closed["full"] == 2 * 3 and closed["code"] >= 1
    end = running.out.lines[-1]
    local = local_result("coal_baron", 3, 3, [("normal", 3 * 31), ("normal", 1), ("normal", 2)])
    assert end["over"] and end["scores"] == local["scores"] and end["actions"] == local["actions"]


class Mischief(HeadlessClient):
    """A seated player's program that also sends, at every third position, one of: a move when it
    is not its turn (another seat's), an old message again (a replay), what is no move, an undo it
    may not make; and once, on another's turn, a flood of chat lines. Within the rate the host
    allows but for the flood (a cut-off with a move of its own on its way would make its bot
    decide again, and the game would differ from the local one)."""

    flood_at = 40
    flooded = False
    count = 0

    def _play(self) -> None:
        game = self.game
        if game is not None and game.ready and not game.over:
            at, mine = game.version, game.decision()[0] == game.seat
            self.count += 1
            kind = self.count % 12
            if kind == 0 and not mine:
                other = game.engine.action_to_json(game.legal_actions()[0])
                self.client.send_text(json.dumps({"t": "act", "at": at, "action": other}))
            elif kind == 3:
                self.client.send_text(json.dumps({"t": "act", "at": max(0, at - 1), "action": {"kind": "x"}}))
            elif kind == 6:
                self.client.send_text(json.dumps({"t": "act", "at": at, "action": {"no": ["move", 1]}}))
            elif kind == 9:
                self.client.send_text(json.dumps({"t": "undo", "at": at + 5}))
            if game.version >= self.flood_at and not self.flooded and not mine:
                self.flooded = True
                for i in range(wire.MAX_CHAT * 2):
                    self.client.send_text(json.dumps({"t": "chat", "text": f"spam {i}"}))
        super()._play()


def test_a_seated_player_s_bad_moves_are_refused_and_a_flood_is_cut_off() -> None:
    host, running, port, code = start_host("coal_baron", 3, 8, ["random", "remote", "remote"])
    good, good_run = start_client(port, code, bot="random", bot_seed=5, seat=2)
    bad = Mischief(f"127.0.0.1:{port}", code, bot="random", bot_seed=4, seat=1)
    bad_run = Running(lambda out: bad.run(out, timeout=120), "mischief")
    try:
        bad_run.join()
        good_run.join()
        running.join()
    finally:
        bad.client.stop()
        good.client.stop()
        host.server.stop()
    end = running.out.lines[-1]
    local = local_result("coal_baron", 3, 8, [("random", 8 * 31), ("random", 4), ("random", 5)])
    assert end["scores"] == local["scores"], "every bad message refused, nothing lost"
    reasons = {r for _seat, r in host.core.refusals}
    assert reasons == {"It is not your turn.", "The table changed before your move arrived; look again.",
                       "That move cannot be taken back now.", "That is not a move of this game."}
    assert all(seat == 1 for seat, _r in host.core.refusals), "only the sender is refused"
    assert host.server.refusals["bad"] >= 1 and any("flooding" in why for _a, why in host.server.closures)
    assert bad.client.joins >= 2, "cut off for flooding, the player came back with the seat's ticket"
    assert bad_run.out.lines[-1]["scores"] == local["scores"]
