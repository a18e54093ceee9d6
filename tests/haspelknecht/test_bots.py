"""Bots: legal moves only, blind to the bag order, deterministic, picklable; the tournament and
bench commands."""

import json
import pickle
import subprocess
import sys

import pytest

from game.cli import main
from game.core.record import Game
from game.haspelknecht.bots import BOT_KINDS, make_bot
from game.haspelknecht.engine import decision
from game.haspelknecht.options import Options

# Small budgets keep the hard bot quick and fully deterministic in tests.
HARD_FAST = {"iterations": 2, "candidates": 2, "horizon": 0}


def _bot(kind, seed, **extra):
    settings = dict(HARD_FAST) if kind == "hard" else {}
    settings.update(extra)
    bot = make_bot(kind, seed, name=kind, **settings)
    bot.strict = True  # a thinking error fails the test instead of falling back
    return bot


def play(kinds, seed, layout="first_game"):
    """A whole game; Game.apply refuses any illegal action with IllegalAction."""
    game = Game(Options(players=len(kinds), layout=layout), seed, events=False)
    bots = [_bot(k, seed * 31 + i) for i, k in enumerate(kinds)]
    steps = 0
    while not game.is_over:
        who, _ = game.decision()
        acts = game.legal_actions()
        a = bots[who].decide(game, acts)
        assert a in acts
        game.apply(a)
        steps += 1
        assert steps < 5000
    return game


def test_kinds_and_make_bot():
    assert set(BOT_KINDS) >= {"random", "easy", "normal", "hard"}
    for kind in BOT_KINDS:
        bot = make_bot(kind, 7, name=f"{kind} seat")
        assert bot.name == f"{kind} seat"
        assert callable(bot.decide)
    with pytest.raises(ValueError):
        make_bot("genius", 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_and_normal_play_only_legal_moves(players):
    for seed in range(2):
        kinds = ["normal", "easy", "random", "normal"][:players]
        game = play(kinds[seed % players:] + kinds[:seed % players], 100 + seed)
        assert game.state.result is not None


def test_bots_play_legal_moves_on_variant_layouts():
    play(["easy", "normal", "easy"], 5, layout="Tower")
    play(["normal", "easy"], 6, layout="random")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_plays_only_legal_moves(players):
    kinds = ["hard", "normal", "easy", "random"][:players]
    game = play(kinds, 200 + players)
    assert game.state.result is not None


def test_good_bots_beat_random_and_score_positive():
    for seed in range(2):
        game = play(["normal", "random"] if seed % 2 == 0 else ["random", "normal"], 300 + seed)
        scores = game.state.result["scores"]
        normal_seat = 0 if seed % 2 == 0 else 1
        assert scores[normal_seat] > scores[1 - normal_seat]
        assert scores[normal_seat] > 0


def _positions(count, players=2, seed=11):
    """Non-trivial positions from a game between mixed bots."""
    game = Game(Options(players=players), seed, events=False)
    bots = [_bot(k, i) for i, k in enumerate(["normal", "easy", "normal", "easy"][:players])]
    out = []
    while not game.is_over:
        who, kind = game.decision()
        acts = game.legal_actions()
        if len(acts) > 1:
            out.append(game.state.clone())
        game.apply(bots[who].decide(game, acts))
    step = max(1, len(out) // count)
    return out[::step][:count]


def _with_other_rng(state, rng):
    twin = state.clone()
    twin.rng = rng
    return twin


@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_decisions_do_not_depend_on_the_bag_order(kind):
    """Two states that differ only in the generator (the order of future bag draws) get the same
    decision from the same bot with the same seed, over many positions."""
    positions = _positions(60, players=3)
    assert len(positions) >= 50
    for i, state in enumerate(positions):
        a = _bot(kind, 5).decide(state, _legal(state))
        b = _bot(kind, 5).decide(_with_other_rng(state, (state.rng * 7 + 12345 + i) & (2**64 - 1)),
                                 _legal(state))
        assert a == b, (i, decision(state), a, b)


def _legal(state):
    from game.haspelknecht.engine import legal_actions
    return legal_actions(state)


def test_hard_does_not_depend_on_the_bag_order():
    """The search samples future draws from its own bits; the real generator changes nothing."""
    positions = [s for s in _positions(200, players=2, seed=12) if decision(s)[1] in ("take1", "take2", "plan")]
    positions = positions[:: max(1, len(positions) // 16)][:16]
    assert len(positions) >= 10
    for i, state in enumerate(positions):
        a = _bot("hard", 9, iterations=3, horizon=1).decide(state, _legal(state))
        twin = _with_other_rng(state, (state.rng ^ 0xDEADBEEF) + i)
        b = _bot("hard", 9, iterations=3, horizon=1).decide(twin, _legal(twin))
        assert a == b, (i, decision(state), a, b)


def test_deciding_leaves_the_state_unchanged():
    for state in _positions(25, players=2, seed=13):
        before = json.dumps(state.to_json(), sort_keys=True)
        for kind in ("easy", "normal", "hard"):
            _bot(kind, 3).decide(state, _legal(state))
        assert json.dumps(state.to_json(), sort_keys=True) == before


def test_bots_are_deterministic_given_their_seed():
    first = play(["hard", "normal"], 21).record()
    again = play(["hard", "normal"], 21).record()
    assert first == again
    assert play(["easy", "normal", "easy"], 22).record() == play(["easy", "normal", "easy"], 22).record()


def test_bots_pickle_and_answer_like_the_original():
    positions = _positions(12, players=2, seed=14)
    for kind in BOT_KINDS:
        if kind == "random":
            continue
        bot = _bot(kind, 4)
        copy = pickle.loads(pickle.dumps(bot))
        for state in positions:
            assert bot.decide(state, _legal(state)) == copy.decide(state, _legal(state))
    pickle.loads(pickle.dumps(make_bot("random", 1)))


def test_a_single_legal_action_is_answered_at_once():
    state = _positions(1)[0]
    only = _legal(state)[:1]
    for kind in BOT_KINDS:
        assert make_bot(kind, 1).decide(state, only) == only[0]


def test_bots_do_not_import_pygame():
    code = ("import sys; from game.haspelknecht.bots import make_bot; "
            "from game.core import tournament; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# ---------------------------------------------------------------- tournament and bench commands

def test_tournament_json_shape(capsys):
    assert main(["tournament", "--bots", "easy,random", "--games", "4", "--seed", "3", "--json"]) == 0
    obj = json.loads(capsys.readouterr().out)
    assert obj["games"] == 4
    assert set(obj["results"]) == {"easy", "random"}
    for r in obj["results"].values():
        assert set(r) >= {"wins", "win_rate", "ci95", "mean_score"}
        lo, hi = r["ci95"]
        assert 0 <= lo <= r["win_rate"] <= hi <= 1
    assert sum(r["wins"] for r in obj["results"].values()) == 4


def test_tournament_names_the_same_bot_twice(capsys):
    assert main(["tournament", "--bots", "easy,easy,random", "--games", "3", "--json"]) == 0
    obj = json.loads(capsys.readouterr().out)
    assert set(obj["results"]) == {"easy#1", "easy#2", "random"}


def test_tournament_text(capsys):
    assert main(["tournament", "--bots", "normal,easy", "--games", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "normal" in out and "95% CI" in out


def test_tournament_rotates_seats():
    from game.core import tournament
    rows = [tournament.play_one((("easy", "random"), k, 8, "first_game", {})) for k in range(2)]
    assert rows[0]["deal"] == rows[1]["deal"]
    assert rows[0]["rows"][0]["seat"] != rows[1]["rows"][0]["seat"]


def test_wilson_interval():
    from game.core.tournament import wilson
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.404, abs=0.001) and hi == pytest.approx(0.596, abs=0.001)
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("argv", [
    ["tournament"],
    ["tournament", "--bots", "random,genius"],
    ["tournament", "--bots", "random"],
    ["tournament", "--bots", "random,random,random,random,random"],
    ["tournament", "--bots", "easy,random", "--games", "0"],
    ["tournament", "--bots", "easy,random", "--games", "many"],
    ["tournament", "--bots", "easy,random", "--layout", "Tower"],
    ["tournament", "--bots", "easy,random", "--workers", "0"],
    ["bench", "--seconds", "0"],
    ["bench", "--games", "0"],
])
def test_bad_flags_exit_2_with_usage(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "Traceback" not in err


def test_bench_bot_figures():
    from game.core import bench
    fig = bench.bot_times("easy", games=1)
    assert fig["decisions"] > 100
    assert 0 < fig["p50_ms"] <= fig["p95_ms"] <= fig["max_ms"]


def test_hard_with_a_deadline_still_answers_legally():
    bot = make_bot("hard", 2, seconds=0.05)
    for state in _positions(6, players=3, seed=15):
        acts = _legal(state)
        assert bot.decide(state, acts) in acts


# ---------------------------------------------------------------------------- R31: stopping the Haspelknecht

def _at_reel(phase: int, farm_coal: int, shaft_coal: int):
    from game.haspelknecht.actions import A
    from tests.haspelknecht.positions import at_execution, game_at

    state = at_execution({"haspelknecht": {"thaler": 1}}, phase=phase)
    p = state.players[0]
    p.pinge_taken, p.exhausted, p.tunnel_wood = 7, True, 3
    p.farm[2], p.shaft_coal = farm_coal, shaft_coal
    game = game_at(state)
    game.apply(A("activate", "haspelknecht", None))
    assert game.decision() == (0, "reel")
    return game


@pytest.mark.parametrize("kind", ["normal", "hard"])
def test_bots_stop_the_haspelknecht_when_reeling_more_scores_less(kind):
    # autumn of year 1: 1 more coal in the farm (2 in all) scores nothing in winter and is then
    # lost, while coal left in the shaft stays for next year
    game = _at_reel(phase=2, farm_coal=1, shaft_coal=1)
    assert _bot(kind, 1).decide(game, game.legal_actions()).args == ("stop",)
    # with 2 coal in the shaft, reeling both reaches the coal chart: reel
    game = _at_reel(phase=2, farm_coal=1, shaft_coal=2)
    assert _bot(kind, 1).decide(game, game.legal_actions()).args == ("coal",)
    # in summer the farm's coal is not scored yet: reel
    game = _at_reel(phase=1, farm_coal=1, shaft_coal=1)
    assert _bot(kind, 1).decide(game, game.legal_actions()).args == ("coal",)


def test_easy_never_stops_the_haspelknecht():
    game = _at_reel(phase=2, farm_coal=1, shaft_coal=1)
    assert _bot("easy", 1).decide(game, game.legal_actions()).args == ("coal",)
