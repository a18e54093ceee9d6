"""Hard's judgement of a finished playout knows who wins a tie (R26): at equal VP, the player who
excavated more coal from their own Pinge and tunnel, then the one earlier in the last turn order."""

from game.core.record import Game
from game.haspelknecht.bots import make_bot
from game.haspelknecht.bots.hard import TIE_EDGE, judge, tie_edge
from game.haspelknecht.bots.heuristic import FITTED_CAREFUL
from game.haspelknecht.options import Options
from game.haspelknecht.scoring import PLAY_CATEGORIES, add_vp, final_result


def finished(players: int = 2, seed: int = 4):
    game = Game(Options(players=players), seed, events=False)
    bots = [make_bot("easy", seed * 31 + i) for i in range(players)]
    while not game.is_over:
        who, _kind = game.decision()
        game.apply(bots[who].decide(game, game.legal_actions()))
    return game.state


def level(state, a: int, b: int, more_coal: int):
    """The finished state made level on VP between players a and b (others far behind), with
    `more_coal` having excavated one coal more than the other; the result scored again."""
    s = state.clone()
    for i, p in enumerate(s.players):
        p.debts = 0
        if i not in (a, b):
            add_vp(p, PLAY_CATEGORIES[0], -100)
    scores = final_result(s)["scores"]
    add_vp(s.players[b], PLAY_CATEGORIES[0], scores[a] - scores[b])
    other = b if more_coal == a else a
    s.players[more_coal].pinge_taken = s.players[other].pinge_taken + s.players[other].tunnel_taken \
        - s.players[more_coal].tunnel_taken + 1
    s.result = final_result(s)
    return s


def test_a_tie_won_on_coal_counts_for_me_and_a_tie_lost_against_me():
    base = finished()
    for winner in (0, 1):
        s = level(base, 0, 1, more_coal=winner)
        assert s.result["scores"][0] == s.result["scores"][1]
        assert s.result["tiebreak"] == "coal_excavated" and s.result["winner"] == winner
        for me in (0, 1):
            expected = TIE_EDGE if me == winner else -TIE_EDGE
            assert tie_edge(s.result, me) == expected
            margin, _debts = judge(s, me, FITTED_CAREFUL)
            assert margin == expected


def test_no_edge_without_a_tie_or_for_a_tie_behind_the_leader():
    base = finished(players=3)
    s = level(base, 0, 1, more_coal=0)             # 0 and 1 level in front, 2 far behind
    assert tie_edge(s.result, 0) == TIE_EDGE and tie_edge(s.result, 1) == -TIE_EDGE
    assert tie_edge(s.result, 2) == 0.0           # far behind: level with nobody
    add_vp(s.players[2], PLAY_CATEGORIES[0], 500)  # the third player leads; 0 and 1 tie for second
    s.result = final_result(s)
    assert s.result["winner"] == 2
    assert tie_edge(s.result, 0) == tie_edge(s.result, 1) == 0.0   # the margin is to the leader
    add_vp(s.players[2], PLAY_CATEGORIES[0], -500)
    add_vp(s.players[0], PLAY_CATEGORIES[0], 1)    # no longer level
    s.result = final_result(s)
    assert tie_edge(s.result, 0) == tie_edge(s.result, 1) == 0.0
