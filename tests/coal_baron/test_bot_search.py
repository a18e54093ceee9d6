"""Hard's search pieces: the fast estimate is Normal's evaluation, the remembered mining is the
mining played, a playout stops at the end of the shift (or of its horizon), a line that reaches the
end of the game is judged by the final scores, the budget is what the search spends, and the
shift's plan: spare workers at a Bank Mark, an order always among the candidates."""

from __future__ import annotations

import pytest

from game.coal_baron.bots import make_bot, playout
from game.coal_baron.bots.estimate import SPARE_WORKER, estimate, lean_estimate
from game.coal_baron.bots.features import NORMAL, value
from game.coal_baron.bots.hard import HardBot, judge, order_candidate
from game.coal_baron.engine import ENGINE
from game.coal_baron.options import Options


def _states(players: int, seed: int, every: int = 1):
    """Every `every`-th state along a game of Normal bots, the final one included."""
    s = ENGINE.new_state(Options(players=players), seed)
    bots = [make_bot("normal", seed * 10 + i) for i in range(players)]
    k = 0
    while s.stage != "over":
        if k % every == 0:
            yield s.clone()
        ENGINE.apply(s, bots[s.current].decide(s, ENGINE.legal_actions(s)))
        k += 1
    yield s.clone()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fast_estimate_is_normals_evaluation(players):
    checked = 0
    for s in _states(players, 20 + players, every=3):
        for p in range(players):
            assert estimate(s, p) == pytest.approx(value(s, p, NORMAL), abs=1e-9), (s.stage, s.shift, p)
            checked += 1
    assert checked > 100


class _Forgetful(dict):
    """A memo that never keeps anything: every mining is played step by step."""

    def __setitem__(self, key, item) -> None:
        pass


@pytest.mark.parametrize("players", [2, 4])
def test_remembered_mining_plays_as_the_mining_itself(players, monkeypatch):
    starts = [s for s in _states(players, 5, every=4) if s.stage == "place"][:12]
    ends = {}
    for memo in (True, False):
        monkeypatch.setattr(playout, "_MINED", {} if memo else _Forgetful())
        out = []
        for s in starts * 2:           # the second round meets the remembered minings
            c = s.clone()
            c.events = None
            playout.play_on(c)
            out.append(c.to_json())
        ends[memo] = out
    assert ends[True] == ends[False]


def test_a_playout_stops_at_the_end_of_its_shift_or_its_horizon():
    start = next(s for s in _states(2, 7) if s.stage == "place" and s.shift == 1 and sum(s.supply) > 20)
    whole = start.clone()
    playout.play_on(whole)
    assert whole.shift == 2 and sum(whole.vp_shift) > 0       # the shift's scoring was played
    short = start.clone()
    playout.play_on(short, 3)
    assert short.shift == 1 and short.turn == start.turn + 3


def test_a_line_that_ends_the_game_is_judged_by_the_final_scores():
    end = list(_states(2, 9))[-1]
    scores = ENGINE.final_result(end)["scores"]
    assert judge(end, 0) == scores[0] - scores[1]
    assert judge(end, 1) == scores[1] - scores[0]


def test_the_budget_is_what_the_search_spends(monkeypatch):
    """Successive halving: 4 candidates in one determinization, the best 2 in one more (without
    the order candidate: plan=False)."""
    s = next(s for s in _states(2, 4) if s.stage == "place" and len(ENGINE.legal_actions(s)) > 6)
    runs = []
    real = playout.play_on

    def counted(state, placements=None, value=None):
        runs.append(placements)
        real(state, placements, value)
    monkeypatch.setattr("game.coal_baron.bots.hard.play_on", counted)
    HardBot(3, samples=1, candidates=4, plan=False).decide(s, ENGINE.legal_actions(s))
    assert runs == [None] * 6
    runs.clear()
    HardBot(3, samples=2, candidates=4, horizon=2, plan=False).decide(s, ENGINE.legal_actions(s))
    assert runs == [4] * 12          # 2 placements for each of the 2 players


def test_spare_workers_count_a_bank_mark_in_the_playouts():
    """Workers beyond what any other player has left race nobody: a Bank Mark (0.2 VP) each, not
    a turn (0.9 VP); with the others holding as many, the value is Normal's."""
    s = next(s for s in _states(3, 6) if s.stage == "place" and s.shift == 2)
    s.supply = [9, 4, 6]
    assert lean_estimate(s, 0) == pytest.approx(estimate(s, 0) - (NORMAL.worker - SPARE_WORKER) * 3)
    assert lean_estimate(s, 1) == estimate(s, 1)
    s.supply = [6, 4, 6]
    assert lean_estimate(s, 0) == estimate(s, 0)


def test_the_best_order_placement_is_always_searched():
    from game.coal_baron.actions import A
    scored = [(9.0, A("place", "bank_1")), (8.0, A("place", "mining_10")), (7.5, A("place", "bank_6")),
              (7.0, A("place", "order_draw")), (6.0, A("place", "order_2"))]
    cands = [a for _v, a in scored[:2]]
    assert order_candidate(scored, cands) == A("place", "order_draw")
    assert order_candidate(scored, [*cands, A("place", "order_2")]) is None
    assert order_candidate(scored[:3], cands) is None
