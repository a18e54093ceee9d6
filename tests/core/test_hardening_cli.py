"""Every numeric flag of every subcommand has a range. nan, inf, 1e-9 and huge
values print the usage and exit with code 2 (no ZeroDivisionError, no run that never ends)."""

from __future__ import annotations

import pytest

from game.cli import main


@pytest.mark.parametrize("argv", [
    ["bench", "--seconds", "nan"],
    ["bench", "--seconds", "1e-9"],
    ["bench", "--seconds", "inf"],
    ["bench", "--seconds", "-1"],
    ["bench", "--seconds", "1e9"],
    ["bench", "--games", "1000000"],
    ["simulate", "--players", "2", "--games", "1e20"],
    ["simulate", "--players", "2", "--games", "100000000000000000000"],
    ["simulate", "--players", "2", "--seed", "9" * 5000],
    ["simulate", "--players", "2", "--seed", str(2**64)],
    ["tournament", "--bots", "hard,normal", "--iterations", "1e11"],
    ["tournament", "--bots", "hard,normal", "--iterations", "100000000000"],
    ["tournament", "--bots", "easy,normal", "--games", "100000000000"],
    ["tournament", "--bots", "easy,normal", "--workers", "100000"],
    ["tournament", "--bots", "easy,normal", "--seed", "nan"],
    ["screenshot", "--scene", "title", "--out", "x.png", "--seed", str(10**30)],
    ["screenshot", "--scene", "title", "--out", "x.png", "--size", "99999999999x720"],
    ["selftest", "--seed", "1e5"],
    ["selftest", "--years", "100"],
])
def test_out_of_range_numbers_exit_2_with_usage(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "Traceback" not in err


@pytest.mark.parametrize("argv", [["--seconds", "nan"], ["--seconds", "inf"], ["--bot-games", "1000000000"]])
def test_python_m_game_bench_bounds_its_flags_too(argv, capsys):
    from game.core import bench

    with pytest.raises(SystemExit) as exc:
        bench.main(argv)
    assert exc.value.code == 2


def test_the_shortest_bench_run_divides_by_nothing():
    """A run too short to finish a game reports no game and zero figures, never a division by zero
    or a made-up action per game."""
    from game.core.bench import random_games

    figures = random_games(players=2, seconds=0)
    assert figures["games"] == 0
    assert [figures[k] for k in ("games_per_second", "actions_per_game", "us_per_applied_action",
                                 "us_per_step_with_move_generation")] == [0.0, 0.0, 0.0, 0.0]
