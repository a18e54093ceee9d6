"""`haspelknecht review FILE`: the review of a save or of a history file, in words or as JSON; the
people's seats unless --all-seats; a review kept with the game is printed as it is; files that
cannot be used are one line and exit code 1, never a traceback. The history keeps a game's review
beside it without changing what the statistics read."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from game.cli import main
from game.core import registry
from game.core import review as rv
from game.core.history import History
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session

SMALL = ["--samples", "1", "--candidates", "1"]


def finished(seed: int, kinds=("human", "normal")) -> Session:
    """A finished Coal Baron game played at random (plenty of costly decisions)."""
    definition = registry.get("coal_baron")
    game = Game(definition.options(players=2), seed, game=definition, events=False)
    rnd = random.Random(seed)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    return Session(game, [Seat(name="Ada", kind=kinds[0], colour=0), Seat(name="Bo", kind=kinds[1], colour=1)])


@pytest.fixture(scope="module")
def save(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    return SaveStore(folder).save(finished(3), "played")


def test_a_save_is_reviewed_for_its_person(save, capsys):
    assert main(["review", str(save), *SMALL]) == 0
    out = capsys.readouterr().out
    assert "Ada (person)" in out and "points left on the table" in out and "Bo (" not in out
    assert "played:" in out and "better:" in out and "why:" in out


def test_json_names_the_moves_and_all_seats_adds_the_bots(save, capsys):
    assert main(["review", str(save), *SMALL, "--json", "--all-seats"]) == 0
    obj = json.loads(capsys.readouterr().out)
    assert [s["name"] for s in obj["seats"]] == ["Ada", "Bo"]
    first = obj["seats"][0]["findings"][0]
    assert first["cost"] > obj["tolerance"] and first["played_text"] and first["better_text"] and first["reason"]
    costs = [f["cost"] for f in obj["seats"][0]["findings"]]
    assert costs == sorted(costs, reverse=True) and len(costs) <= rv.TOP


def test_a_review_kept_in_the_history_is_printed_as_it_is(tmp_path, capsys, monkeypatch):
    session = finished(4)
    history = History(tmp_path / "history")
    review = rv.review(session.game, [0], settings={"samples": 1, "candidates": 1})
    path = history.keep_review(session, rv.to_json(review, session.game))
    assert history.review_of(session) == rv.to_json(review, session.game)
    assert [e.game for e in history.entries()] == ["coal_baron"]       # the statistics still read it

    def no_new_review(*args, **kwargs):
        raise AssertionError("the kept review should have been used")
    monkeypatch.setattr(rv, "review", no_new_review)
    assert main(["review", str(path), "--json"]) == 0
    obj = json.loads(capsys.readouterr().out)
    assert obj["seats"][0]["total"] == round(review.seat(0).total, 2)


def test_files_that_cannot_be_used_are_one_line(tmp_path, capsys):
    assert main(["review", str(tmp_path / "missing.json")]) == 1
    assert main(["review", str(SaveStore(tmp_path).save(finished(5, ("easy", "normal")), "bots"))]) == 1
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 2 and "--all-seats" in lines[1] and "Traceback" not in err
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "game.cli", "review", str(broken)], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
