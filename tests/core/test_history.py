"""Statistics and history: every finished game is kept once, survives a restart, a
damaged file is set aside with a message (never lost, never hiding the others), and the statistics
count games and wins against each bot strength with best and average scores."""

from __future__ import annotations

import json
import random

import pytest

from game.core import registry
from game.core.history import History, describe_problems, opponent_strength, statistics
from game.core.record import Game
from game.core.session import Seat, Session


def finished_session(game: str, seed: int, kinds: list[str]) -> Session:
    definition = registry.get(game)
    g = Game(definition.options(players=len(kinds)), seed, game=game, events=False)
    rnd = random.Random(seed)
    while not g.is_over:
        g.apply(rnd.choice(g.legal_actions()))
    seats = [Seat(name=f"P{i}", kind=k, colour=i) for i, k in enumerate(kinds)]
    return Session(g, seats)


@pytest.fixture(scope="module")
def games():
    return [finished_session("haspelknecht", 1, ["human", "hard"]),
            finished_session("haspelknecht", 2, ["human", "easy"]),
            finished_session("coal_baron", 3, ["human", "normal", "hard"]),
            finished_session("coal_baron", 4, ["easy", "normal"])]


def test_a_finished_game_is_kept_once_and_comes_back_after_a_restart(tmp_path, games):
    h = History(tmp_path / "history")
    first = h.record(games[0])
    assert h.record(games[0]) == first            # the end screen shown twice: one record
    again = History(tmp_path / "history").entries()   # a new run of the app reads the folder
    assert len(again) == 1
    e = again[0]
    assert e.game == "haspelknecht" and e.seed == games[0].game.seed
    assert e.scores == list(games[0].game.engine.final_result(games[0].game.state)["scores"])
    replay = e.session()
    assert replay.game.record() == games[0].game.record()   # enough to replay move by move


def test_an_unfinished_game_is_not_kept(tmp_path, games):
    s = games[0]
    unfinished = Session(Game.from_record({**s.game.record(), "actions": s.game.record()["actions"][:5]}, events=False), s.seats)
    assert History(tmp_path / "h").record(unfinished) is None


def test_a_damaged_file_is_set_aside_with_a_message_and_the_others_still_count(tmp_path, games):
    h = History(tmp_path / "history")
    for s in games[:3]:
        h.record(s)
    victim = sorted(h.folder.glob("*.json"))[0]
    original = victim.read_bytes()
    victim.write_bytes(original[: len(original) // 2])
    damaged = victim.read_bytes()
    entries = h.entries()
    assert len(entries) == 2 and len(h.problems) == 1
    kept = list((tmp_path / "set-aside").iterdir())
    assert len(kept) == 1 and kept[0].read_bytes() == damaged    # never lost
    assert "set aside" in describe_problems(h.problems)


def test_a_file_cannot_claim_another_score(tmp_path, games):
    h = History(tmp_path / "history")
    path = h.record(games[1])
    body = json.loads(path.read_text())
    body["summary"]["scores"] = [999, 0]
    path.write_text(json.dumps(body))
    assert h.entries()[0].scores != [999, 0]


def test_statistics_by_opponent_strength(tmp_path, games):
    h = History(tmp_path / "history")
    for s in games:
        h.record(s)
    entries = h.entries()
    stats = statistics(entries)
    assert stats["all"].played == 3                 # the bots-only game is not the player's
    assert set(stats) == {"all", "hard", "easy"}    # the strongest bot names the table
    human_scores = [e.scores[0] for e in entries if e.human_seats]
    assert stats["all"].best == max(human_scores)
    assert stats["all"].average == pytest.approx(sum(human_scores) / 3)
    wins = sum(0 in e.winners for e in entries if e.human_seats)
    assert stats["all"].won == wins
    assert statistics(entries, game="coal_baron")["all"].played == 1
    mixed = [e for e in entries if e.bot_kinds == ["normal", "hard"]]
    assert [opponent_strength(e) for e in mixed] == ["hard"]


def test_hints_used_are_kept_in_the_save_and_the_history(tmp_path, games):
    s = games[1]
    s.hints_used = 3
    assert Session.from_json(json.loads(json.dumps(s.to_json()))).hints_used == 3
    h = History(tmp_path / "history")
    h.record(s)
    assert h.entries()[0].hints == 3
    s.hints_used = 0


def test_hints_switched_off_are_kept_in_the_save(games):
    s = games[0]
    s.hints_allowed = False
    try:
        assert Session.from_json(json.loads(json.dumps(s.to_json()))).hints_allowed is False
        bad = s.to_json()
        bad["hints_allowed"] = "no"
        with pytest.raises(Exception) as err:
            Session.from_json(bad)
        assert "hints_allowed" in str(err.value)
    finally:
        s.hints_allowed = True
