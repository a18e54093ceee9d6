"""The bots' measuring tool (tests/bench/bots_measure.py): a match can be extended with
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


def _game(layout: str, k: int, win: bool, score: int, bot: str) -> dict:
    return {"layout": layout, "game": k, "rows": [{"bot": bot, "win": win, "score": score},
                                                   {"bot": "old", "win": not win, "score": 30}]}


def test_compare_pairs_the_games_and_counts_the_changed_winners(tmp_path, capsys):
    base = [_game("first_game", k, win, 31 if win else 29, "a") for k, win in enumerate([1, 1, 0, 0, 0])]
    new = [_game("first_game", k, win, s, "b") for k, (win, s) in enumerate([(1, 31), (0, 29), (1, 31), (1, 32), (0, 29)])]
    new.append(_game("Two circles", 0, True, 40, "b"))      # not in the base: left out
    text = bm.compare(new, base)
    assert text.startswith("5 games in common; b wins 3, a 2")
    assert "winner changed in 3: 2 won only by the first, 1 only by the second" in text
    assert "difference +1 = +0.6 standard errors" in text
    assert "score changed in 3\n" in text
    # margins over the other player: base +1 +1 -1 -1 -1, new +1 -1 +1 +2 -1 (paired: 0 -2 +2 +3 0)
    assert text.endswith("its margin over the best other player changed by +0.60 points a game = +0.7 standard errors")
    out, old = tmp_path / "new.jsonl", tmp_path / "base.jsonl"
    out.write_text("".join(json.dumps(g) + "\n" for g in new))
    old.write_text("".join(json.dumps(g) + "\n" for g in base))
    bm.main(["compare", "--out", str(out), "--base", str(old)])
    assert capsys.readouterr().out.strip() == text
    assert bm.compare(new, []).startswith("no game in common")


def test_compare_without_a_base_is_refused_with_a_message(tmp_path):
    with pytest.raises(SystemExit, match="--base"):
        bm.main(["compare", "--out", str(tmp_path / "x")])
    with pytest.raises(SystemExit, match="--out"):
        bm.main(["report"])
