"""The tool that fitted Hard's projection weights (tests/bench/fit_weights.py): the fit recovers
known weights, the ridge pulls towards the hand-set ones, and a played game gives the positions
and features the fit reads."""

from __future__ import annotations

import random
from dataclasses import replace

from game.haspelknecht.bots import policy
from game.haspelknecht.bots.heuristic import (
    FITTED_CAREFUL,
    FITTED_PLANNER,
    HARD_DEBT_AVERSION,
    HARD_TURN_ORDER,
    PLANNER,
    evaluate,
)
from game.haspelknecht.bots.normal import score_takes, turn_points
from game.haspelknecht.engine import decision, legal_actions
from tests.bench import fit_weights as fw
from tests.bench.bots_measure import deal
from tests.haspelknecht.test_bot_lease import position


def synthetic(truth: list[float], consts: dict[int, float], n: int = 300) -> list[dict]:
    """Positions whose final score is exactly fixed part + truth . features + the phase's constant."""
    w0 = [getattr(PLANNER, name) for name in fw.fitted_names()]
    rnd = random.Random(3)
    rows = []
    for g in range(n):
        phase = rnd.choice(sorted(consts))
        f = [rnd.uniform(0, 5) for _ in w0]
        fixed = rnd.uniform(0, 30)
        v0 = fixed + sum(a * b for a, b in zip(w0, f, strict=True))
        y = fixed + sum(a * b for a, b in zip(truth, f, strict=True)) + consts[phase]
        rows.append({"layout": "first_game", "game": g, "phase": phase, "me": 0, "v0": v0, "f": f, "y": y})
    return rows


def test_the_fit_recovers_known_weights_and_the_ridge_pulls_to_the_hand_set_ones():
    names = fw.fitted_names()
    assert "tile_access" in names and "debt_aversion" not in names   # preferences are not fitted
    w0 = [getattr(PLANNER, name) for name in names]
    truth = [0.1 * (i % 7) for i in range(len(names))]
    consts = {2: 1.5, 3: -2.0, 4: 0.5}
    rows = synthetic(truth, consts)
    theta = fw.fit(rows, w0, sorted(consts), ridge=1e-9)
    assert all(abs(a - b) < 1e-6 for a, b in zip(theta, truth + [1.5, -2.0, 0.5], strict=True))
    own, margin = fw.errors(rows, w0, sorted(consts), theta)
    assert own < 1e-9
    stiff = fw.fit(rows, w0, sorted(consts), ridge=1e12)
    assert all(abs(a - b) < 1e-3 for a, b in zip(stiff, w0, strict=False))
    assert fw.errors(rows, w0, sorted(consts), stiff)[0] > 1.0


def test_a_game_gives_positions_at_the_playout_leaves_with_the_evaluations_derivatives():
    rows = fw.play_positions((("easy", "easy"), 0, 7, "first_game"))
    phases = sorted({r["phase"] for r in rows})
    assert phases == [2, 3, 4, 5, 6, 7]                  # where a Hard playout of horizon 1 stops
    assert len(rows) == 2 * len(phases)                  # both players, once a phase
    assert len({r["y"] for r in rows if r["me"] == 0}) == 1   # the seat's final score
    assert all(len(r["f"]) == len(fw.fitted_names()) for r in rows)
    # a feature is what one more unit of its weight adds to the evaluation: replay the game to the
    # first position kept
    game, bots, _seats = deal(("easy", "easy"), 0, 7, "first_game")
    while not (game.state.stage == "take1" and game.state.phase == 2):
        who, _k = game.decision()
        game.apply(bots[who].decide(game, game.legal_actions()))
    first = [r for r in rows if r["phase"] == 2 and r["me"] == 0][0]
    i = fw.fitted_names().index("tile_access")
    bumped = replace(PLANNER, tile_access=PLANNER.tile_access + 1.0)
    v0 = evaluate(game.state, 0, PLANNER, own=False)
    assert abs(first["v0"] - v0) < 1e-9
    assert abs(evaluate(game.state, 0, bumped, own=False) - v0 - first["f"][i]) < 1e-6


def test_hard_uses_the_fitted_weights_with_the_planners_lease_terms():
    # both of Hard's judgements differ from the planner only in the weights the fit sets and in
    # the VP asked of a debt (Hard's own, HARD_DEBT_AVERSION) and the turn order's weight
    for fitted in (FITTED_PLANNER, FITTED_CAREFUL):
        assert fitted.tile_access != PLANNER.tile_access
        assert fitted.debt_aversion == HARD_DEBT_AVERSION
        assert fitted.turn_order == HARD_TURN_ORDER != PLANNER.turn_order
        assert replace(fitted, debt_aversion=PLANNER.debt_aversion, turn_order=PLANNER.turn_order,
                       **{n: getattr(PLANNER, n) for n in fw.fitted_names()}) == PLANNER
    assert FITTED_CAREFUL.tunnel_partial < FITTED_PLANNER.tunnel_partial


def test_hards_judgements_leave_a_first_takes_turn_order_to_the_search():
    # Normal charges a first take PLANNER.turn_order VP per turn-order point of its disks (R9);
    # Hard's judgements charge nothing (HARD_TURN_ORDER): on the game's first
    # take every take scores higher by exactly the charge it escapes
    state = position(3, 0)
    me, kind = decision(state)
    assert kind == "take1"
    actions = legal_actions(state)
    for fitted in (FITTED_PLANNER, FITTED_CAREFUL):
        charged = dict((a, v) for v, a in score_takes(state, me, actions,
                                                      policy.Ctx(w=replace(fitted, turn_order=PLANNER.turn_order), bits=1)))
        free = dict((a, v) for v, a in score_takes(state, me, actions, policy.Ctx(w=fitted, bits=1)))
        assert free.keys() == charged.keys()
        points = {a: turn_points(state, a) for a in free}
        assert any(points.values())
        for a, v in free.items():
            assert abs(v - charged[a] - PLANNER.turn_order * points[a]) < 1e-9
