"""Hard's candidate takes are scored by the margin one turn deep: a take's own value less the best
take it leaves the next opponent (hard.margin_takes; docs/bots.md, "Takes that deny"). The Normal
scoring of takes sees only the taker's disks, so two takes of the same disks from different pools
score the same and Hard used to search only one of them."""

from game.haspelknecht.bots import policy
from game.haspelknecht.bots.hard import (
    DENIAL_POOL,
    RETURN_WATER,
    HardBot,
    distinct_best,
    left_to_next,
    margin_takes,
)
from game.haspelknecht.bots.normal import score_takes
from game.haspelknecht.engine import apply_action, decision, legal_actions
from tests.haspelknecht.test_bot_lease import position


def taking(state, stage: str):
    """(state, the player to take, Hard's judgement there, Normal's scoring of its takes)."""
    me, kind = decision(state)
    assert kind == stage
    bot = HardBot(5, iterations=4)
    ctx = policy.Ctx(w=bot.weights_now(state, me), bits=1)
    return state, me, ctx, score_takes(state, me, legal_actions(state), ctx)


def second_take():
    """A second take (first-game board, 2 players) where one yellow disk can come from either pool."""
    return taking(position(2, 2), "take2")


def test_a_take_is_charged_with_the_best_take_it_leaves_the_next_opponent():
    state, me, ctx, scored = second_take()
    returns = []
    for _v, a in scored:
        left = left_to_next(state, me, a, ctx)
        after = state.clone()
        apply_action(after, a)
        if after.stage == "r10":          # a take that leaves the cart under 5 disks in the first
            assert decision(after)[0] == me   # spring: my return of a pit water comes first (R10),
            apply_action(after, RETURN_WATER)  # and Hard always makes it
            returns.append(a)
        nxt, kind = decision(after)
        assert nxt != me and kind == "take2"
        best = max(v for v, _a in score_takes(after, nxt, legal_actions(after), ctx, follow_up=False))
        assert left == best
    assert returns and len(returns) < len(scored)
    margin = margin_takes(state, me, scored, ctx, 1.0)
    assert len(margin) == min(DENIAL_POOL, len(scored))
    own = dict((a, v) for v, a in scored)
    for v, a in margin:
        assert abs(v - (own[a] - left_to_next(state, me, a, ctx))) < 1e-9
    assert [v for v, _a in margin] == sorted((v for v, _a in margin), reverse=True)


def test_of_two_takes_of_the_same_disks_hard_now_searches_both_the_one_that_denies_first():
    state, me, ctx, scored = second_take()
    yellow = [(v, a) for v, a in scored if a.kind == "take" and a.args[1] == "yellow"]
    assert len(yellow) == 2 and abs(yellow[0][0] - yellow[1][0]) < 1e-9   # equal for me
    left = {a: left_to_next(state, me, a, ctx) for _v, a in yellow}
    denying = min(left, key=left.get)
    assert left[denying] < max(left.values())                            # not equal for the next player
    plain = [a for _v, a in distinct_best(scored, 3)]
    assert len([a for a in plain if a in left]) == 1                      # Normal's scoring: one of them
    searched = [a for _v, a in distinct_best(margin_takes(state, me, scored, ctx, 1.0), 3)]
    assert searched[0] == denying and set(left) <= set(searched)


def first_take():
    """The game's first take (first-game board, 2 players): the next player takes a first take too,
    so what a take leaves it is a pair of takes (docs/bots.md, "What a first take leaves: the pair")."""
    return taking(position(3, 0), "take1")


def test_what_a_first_take_leaves_is_the_best_pair_of_takes_of_the_next_player():
    state, me, ctx, scored = first_take()
    richer = 0
    for _v, a in scored:
        after = state.clone()
        apply_action(after, a)
        nxt, kind = decision(after)
        assert nxt != me and kind == "take1"
        takes = [t for t in legal_actions(after) if t.kind != "oil_lamp"]
        pair = max(v for v, _t in score_takes(after, nxt, takes, ctx, follow_up=True))
        single = max(v for v, _t in score_takes(after, nxt, takes, ctx, follow_up=False))
        assert left_to_next(state, me, a, ctx) == pair                  # the default: pairs
        assert left_to_next(state, me, a, ctx, pairs=False) == single
        assert pair >= single
        richer += pair > single
    assert richer                                  # a second take adds to what some takes leave


def test_valuing_the_pair_brings_another_take_into_the_search():
    state, me, ctx, scored = first_take()
    single = [a for _v, a in distinct_best(margin_takes(state, me, scored, ctx, 1.0, pairs=False), 3)]
    pairs = [a for _v, a in distinct_best(margin_takes(state, me, scored, ctx, 1.0), 3)]
    assert set(pairs) != set(single)
    assert HardBot(5).pairs and not HardBot(5, pairs=False).pairs
