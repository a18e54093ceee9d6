"""The measuring tool of issue 17 (tests/bench/bots_measure.py): a match can be extended with
--from, playing only the games it lacks, and gives the same games as one run of them all."""

from __future__ import annotations

import json

import pytest

from tests.bench import bots_measure as bm


def games(path) -> dict:
    with open(path) as f:
        return {(g["layout"], g["game"]): g["rows"] for g in map(json.loads, f)}


def test_from_extends_a_match_with_exactly_the_games_it_lacks(tmp_path, capsys):
    whole, parts = tmp_path / "whole.jsonl", tmp_path / "parts.jsonl"
    common = ["match", "--bots", "easy,random", "--layouts", "first_game", "--seed", "5"]
    bm.main(common + ["--games", "3", "--out", str(whole)])
    bm.main(common + ["--games", "1", "--out", str(parts)])
    bm.main(common + ["--games", "3", "--from", "1", "--out", str(parts)])
    a, b = games(whole), games(parts)
    assert sorted(b) == [("first_game", 0), ("first_game", 1), ("first_game", 2)]
    for key in a:   # think times differ from run to run; what was played does not
        for x, y in zip(a[key], b[key], strict=True):
            assert {k: v for k, v in x.items() if k != "times"} == {k: v for k, v in y.items() if k != "times"}
    capsys.readouterr()
    bm.main(["report", "--out", str(parts)])
    assert "3 games" in capsys.readouterr().out


@pytest.mark.parametrize("first", ["-1", "3"])
def test_from_outside_the_match_is_refused_with_a_message(first, tmp_path):
    with pytest.raises(SystemExit, match="--from"):
        bm.main(["match", "--bots", "easy,random", "--games", "3", "--from", first, "--out", str(tmp_path / "x")])
