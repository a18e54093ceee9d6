"""The command line over the collection: --game on simulate, tournament and bench for every
registered game; a wrong name is a usage error (exit code 2)."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.core import registry


@pytest.mark.parametrize("command", [["simulate", "--players", "2"], ["tournament", "--bots", "random,random"],
                                     ["bench"], ["screenshot", "--scene", "title", "--out", "x.png"]])
def test_an_unknown_game_is_a_usage_error(command, capsys):
    with pytest.raises(SystemExit) as exc:
        main([*command, "--game", "chess"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'chess'" in err and all(name in err for name in registry.names())


@pytest.mark.parametrize("name", registry.names())
def test_simulate_json_for_every_game(name, capsys):
    definition = registry.get(name)
    assert main(["simulate", "--game", name, "--players", str(definition.min_players), "--seed", "4",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out.splitlines()[0])
    assert {"seed", "players", "winner", "tiebreak", "state"} <= set(out)
    assert out["seed"] == 4 and len(out["players"]) == definition.min_players
    for row in out["players"]:
        assert set(row) == {"name", "score", "breakdown"} and row["score"] == sum(row["breakdown"].values())


@pytest.mark.parametrize("name", registry.names())
def test_tournament_and_bench_for_every_game(name, capsys):
    assert main(["tournament", "--game", name, "--bots", "random,random", "--games", "2", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2 and summary["game"] == name
    assert sum(r["wins"] for r in summary["results"].values()) == 2
    assert main(["bench", "--game", name, "--seconds", "0.2", "--no-bots", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["engine"]["game"] == name and figures["engine"]["games_per_second"] > 0


@pytest.mark.parametrize("name", registry.names())
def test_a_bot_the_game_does_not_have_is_a_usage_error(name, capsys):
    kinds = registry.get(name).bots
    missing = next(k for k in ("grandmaster", "hard", "normal") if k not in kinds)
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--game", name, "--players", "2", "--bots", f"{missing},random"])
    assert exc.value.code == 2
    assert missing in capsys.readouterr().err


def test_a_layout_for_a_game_without_layouts_is_a_usage_error():
    name = next((n for n in registry.names() if "layout" not in registry.get(n).options_model.model_fields), None)
    if name is None:
        pytest.skip("every game has layouts")
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--game", name, "--players", "2", "--layout", "Tower"])
    assert exc.value.code == 2


def test_a_file_argument_opens_the_window_on_that_save(monkeypatch):
    import game.ui.main

    seen = []
    monkeypatch.setattr(game.ui.main, "run", lambda argv: seen.append(argv) or 0)
    assert main(["my-game.json"]) == 0
    assert main([]) == 0
    assert seen == [["my-game.json"], []]
    with pytest.raises(SystemExit) as exc:   # a subcommand name is never taken for a file
        main(["inspect"])
    assert exc.value.code == 2
