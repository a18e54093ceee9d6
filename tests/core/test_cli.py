"""The haspelknecht command: simulate output, JSON lines, and clean refusals of bad flags."""

import json
import subprocess
import sys

import pytest

from game.cli import main


def test_simulate_json_prints_one_object_per_game(capsys):
    assert main(["simulate", "--players", "4", "--games", "5", "--seed", "1", "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 5
    for k, line in enumerate(lines):
        obj = json.loads(line)
        assert obj["seed"] == 1 + k
        assert obj["layout"] == "first_game"
        assert len(obj["players"]) == 4
        for p in obj["players"]:
            assert set(p) >= {"name", "score", "breakdown"}
            assert p["score"] == sum(p["breakdown"].values())
        assert obj["winner"] in range(4)
        assert obj["state"]["stage"] == "over"


def test_simulate_is_reproducible(capsys):
    main(["simulate", "--players", "3", "--games", "2", "--seed", "9", "--json"])
    first = capsys.readouterr().out
    main(["simulate", "--players", "3", "--games", "2", "--seed", "9", "--json"])
    assert capsys.readouterr().out == first


def test_simulate_text_shows_breakdown(capsys):
    assert main(["simulate", "--players", "2", "--games", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "winner seat" in out and "VP" in out


@pytest.mark.parametrize("argv", [
    ["simulate", "--players", "5"],
    ["simulate", "--players", "two"],
    ["simulate", "--players", "2", "--games", "0"],
    ["simulate", "--players", "2", "--layout", "Nowhere"],
    ["simulate", "--players", "4", "--layout", "Tower"] ,
    ["simulate", "--players", "2", "--bots", "random,genius"],
    ["simulate", "--players", "3", "--bots", "random"],
    ["--no-such-flag"],
    ["simulate"],
])
def test_bad_flags_exit_2_with_usage(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "Traceback" not in err


def test_bad_flag_in_a_real_process_has_no_traceback():
    proc = subprocess.run([sys.executable, "-m", "game.cli", "simulate", "--players", "9"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "usage:" in proc.stderr and "Traceback" not in proc.stderr
