"""A player whose connection drops comes back to the game where it is; a seat handed to a bot while
its player is away, and back to the player when he returns. Host and clients as processes."""

from __future__ import annotations

from tests.net.helpers import finish, host, join, local_result, stop


def test_a_dropped_client_rejoins_and_the_game_ends_as_the_local_one() -> None:
    host_proc, port, code = host("coal_baron", 3, 4, ["random", "remote", "remote"])
    where = f"127.0.0.1:{port}"
    clients = []
    try:
        clients = [join(where, code, "--seat", "2", "--bot", "normal", "--bot-seed", "41", "--drop-after", "12"),
                   join(where, code, "--seat", "3", "--bot", "random", "--bot-seed", "42")]
        dropped, steady = (finish(c)[-1] for c in clients)
        host_end = finish(host_proc)[-1]
    finally:
        stop(host_proc, *clients)
    local = local_result("coal_baron", 3, 4, [("random", 4 * 31), ("normal", 41), ("random", 42)])
    assert dropped["joins"] == 2 and dropped["moves_back"] > 0, "it came back and played on"
    assert host_end["scores"] == dropped["scores"] == steady["scores"] == local["scores"]
    assert host_end["stand_in_moves"] == {} and host_end["closures"] == {}, "a drop is no refusal"


def test_a_seat_goes_to_a_bot_while_its_player_is_away_and_back() -> None:
    # Normal plays the host's seat: a game long enough that the player is back before its end
    host_proc, port, code = host("haspelknecht", 3, 9, ["normal", "remote", "remote"],
                                 "--stand-in", "random", "--away-after", "0.2")
    where = f"127.0.0.1:{port}"
    clients = []
    try:
        clients = [join(where, code, "--seat", "2", "--bot", "random", "--bot-seed", "1",
                        "--drop-after", "3", "--away-for", "1"),
                   join(where, code, "--seat", "3", "--bot", "random", "--bot-seed", "2")]
        away, steady = (finish(c)[-1] for c in clients)
        host_end = finish(host_proc)[-1]
    finally:
        stop(host_proc, *clients)
    assert host_end["stand_in_moves"].get("2", 0) > 0, "a bot played the away seat"
    assert "3" not in host_end["stand_in_moves"]
    assert away["joins"] == 2 and away["moves_back"] > 0, "the seat came back to its player"
    assert host_end["scores"] == away["scores"] == away["record_scores"] == steady["scores"]
