"""The bots budget the winter lease. A debt is taken only when every way to avoid it ends with a
lower score, and a position where the bot without a lease budget walked into debt is now paid.

The positions are reached by Easy bots from a seed (first-game board, 2 players); from there every
line is played to its end by Normal bots, all deterministic, so the outcomes are exact."""

from game.core.record import Game
from game.haspelknecht.bots import macro, make_bot, policy
from game.haspelknecht.bots.hard import (
    LAST_PHASE_CANDIDATES,
    PLAYER_SCALE,
    HardBot,
    plan_actions,
    search_shape,
)
from game.haspelknecht.bots.heuristic import (
    FITTED_CAREFUL,
    FITTED_PLANNER,
    HARD_DEBT_AVERSION,
    PLANNER,
    WARY_PLANNER,
    Weights,
)
from game.haspelknecht.bots.normal import NormalBot
from game.haspelknecht.engine import apply_action, decision, legal_actions
from game.haspelknecht.options import Options

# The lease weights before the lease budget (everything else in Normal is unchanged): the old Normal.
BEFORE = Weights(food_short=(1.0, 0.7, 0.5, 0.45), thaler_short=(1.0, 0.9, 0.85, 0.8), food_surplus=0.35)


def position(seed: int, moves: int, players: int = 2):
    """The state after `moves` actions of Easy bots from `seed`."""
    game = Game(Options(players=players), seed, events=False)
    easy = [make_bot("easy", seed * 31 + i) for i in range(players)]
    for _ in range(moves):
        who, _kind = game.decision()
        game.apply(easy[who].decide(game, game.legal_actions()))
    return game.state


def first_position(seed: int, cond, players: int = 2):
    """The first state of an Easy game from `seed` for which cond(state) holds."""
    game = Game(Options(players=players), seed, events=False)
    easy = [make_bot("easy", seed * 31 + i) for i in range(players)]
    while not cond(game.state):
        who, _kind = game.decision()
        game.apply(easy[who].decide(game, game.legal_actions()))
    return game.state


def play_until(state, me: int, bot, others, stop) -> object:
    """A copy of `state` played on (seat `me` by `bot`, the rest by `others`) until stop(s)."""
    s = state.clone()
    while not stop(s):
        who, _kind = decision(s)
        apply_action(s, (bot if who == me else others[who]).decide(s, legal_actions(s)))
    return s


def finish_with(state, me: int, placements):
    """(debts, final score) of seat `me` if it places this plan, then everyone plays Normal to the end."""
    s = state.clone()
    for a in plan_actions(s, me, placements):
        apply_action(s, a)
    bots = [NormalBot(11 + i) for i in range(len(s.players))]
    s = play_until(s, me, bots[me], bots, lambda s: s.stage == "over")
    return s.players[me].debts, s.result["scores"][me]


def test_a_debt_is_taken_only_when_every_way_to_avoid_it_ends_lower():
    # The last action phase of the game (autumn, year 3): the seat to plan holds 4 debts and
    # cannot meet the lease with the plan Hard's weights choose (heuristic.FITTED_PLANNER, with
    # PLANNER's lease terms but 4 VP asked of a debt). A plan that meets it ends 8 points lower, more
    # than the 4 VP the weights give up to stay out of a debt, so the debt is taken.
    state = first_position(115, lambda s: s.stage == "plan" and s.year == 3 and s.season == 2)
    me, _kind = decision(state)
    w = HardBot(5).weights_now(state, me)
    assert w == FITTED_PLANNER                  # the other seat holds debts: the borrower's judgement
    assert (w.debt_aversion, w.aversion_near, w.thaler_reach) == (HARD_DEBT_AVERSION, PLANNER.aversion_near,
                                                                  PLANNER.thaler_reach)
    chosen, _v = macro.best_plan(state, me, policy.Ctx(w=w, bits=5))
    debts, score = finish_with(state, me, chosen)
    assert debts > state.players[me].debts                         # the chosen plan takes a debt
    base = macro.unplanned(state, me)
    plans = {pl for pl, *_ in macro.enumerate_plans(base, me, contracts=True)}
    fewer = [finish_with(state, me, pl) for pl in plans]
    fewer = [sc for d, sc in fewer if d < debts]
    assert fewer                                                    # it could have avoided one...
    assert max(fewer) < score - w.debt_aversion                     # ...for more than it would give up
    # Hard (whose playouts in the last year run to the end) makes the same call: its plan takes
    # the debt and ends with that score.
    hard = HardBot(5, iterations=3)
    assert finish_with(state, me, hard._plan(state, me)) == (debts, score)


def test_the_old_normal_walked_into_the_first_winters_debt_the_new_one_pays():
    # Spring of year 1, the first seat plans: with the weights before the budget the year ends with two
    # debts (the food was put off), with the lease budget it ends with none. The other seat is Easy.
    state = position(6, 9)
    me, kind = decision(state)
    assert kind == "plan" and state.phase == 0
    easy = [make_bot("easy", 6 * 31 + i) for i in range(2)]

    def winter(s):
        return s.stage in ("storage", "over")
    old = play_until(state, me, NormalBot(5, weights=BEFORE), easy, winter)
    new = play_until(state, me, NormalBot(5), easy, winter)
    assert old.players[me].debts == 2
    assert new.players[me].debts == 0


def test_hard_searches_deeper_before_a_winter_and_in_the_last_year():
    state = position(1, 9)                         # spring, year 1
    r = state.rules
    stop, cands, budget = search_shape(state, 12, 3, 1)
    assert (stop, cands, budget) == (state.phase + 2, 3, 12)
    autumn = first_position(1, lambda s: s.season == r.actions_per_year - 1 and s.stage == "take1")
    assert autumn.year == 1
    assert search_shape(autumn, 12, 3, 1)[:2] == (autumn.phase + 2, 4)  # one more candidate before a winter
    last = position(1, 237)                        # year 3: playouts run to the end of the game
    assert search_shape(last, 12, 3, 1)[0] == r.years * r.actions_per_year
    # the game's last action phase: no draw is left, one exact playout each for more candidates
    assert last.phase == r.years * r.actions_per_year - 1
    assert search_shape(last, 12, 3, 1)[1:] == (LAST_PHASE_CANDIDATES, LAST_PHASE_CANDIDATES)


def test_hard_playouts_shrink_with_the_table():
    four = position(3, 5, players=4)
    assert search_shape(four, 12, 3, 1)[2] == round(12 * PLAYER_SCALE[4]) < 12
    assert search_shape(four, 2, 2, 0)[2] == 2                      # never fewer than two


def test_the_bots_stay_out_of_a_debt_the_plain_weights_take_for_a_point():
    # Another last action phase: the plain weights (no aversion, the Hard without a budget) plan a
    # Coal-miner paid with the Thaler the lease needed, and end with one debt more. Normal
    # (heuristic.WARY_PLANNER) and Hard (FITTED_PLANNER) plan around that debt and end one point lower:
    # less than the 4 VP (Hard) or 5 VP (Normal) they give up to stay out of a debt.
    state = position(1, 237)
    me, kind = decision(state)
    assert kind == "plan" and state.year == 3 and state.season == 2
    bot = NormalBot(5)
    plain, _v = macro.best_plan(state, me, policy.Ctx(w=Weights(), bits=bot.bits(state)))
    planner, _v = macro.best_plan(state, me, policy.Ctx(w=bot.weights, bits=bot.bits(state)))
    debts, score = finish_with(state, me, plain)
    planner_debts, planner_score = finish_with(state, me, planner)
    assert bot.weights == WARY_PLANNER
    assert planner_debts < debts
    assert score - min(HARD_DEBT_AVERSION, WARY_PLANNER.debt_aversion) < planner_score < score
    assert finish_with(state, me, HardBot(5, iterations=3)._plan(state, me)) == (planner_debts, planner_score)


def test_debt_aversion_weighs_only_the_bots_own_debts():
    from game.haspelknecht.bots.heuristic import evaluate, relative
    state = position(1, 237)
    me, _kind = decision(state)
    other = 1 - me
    plain, averse = Weights(), Weights(debt_aversion=2.0)
    assert evaluate(state, me, averse) < evaluate(state, me, plain)          # it projects a debt
    assert evaluate(state, other, averse, own=False) == evaluate(state, other, plain)
    # relative(): its own aversion counts, the opponent's projected debts only at their VP
    assert relative(state, me, averse) == evaluate(state, me, averse) - evaluate(state, other, plain)
    tolerated = Weights(debt_aversion=2.0, debts_tolerated=10.0)
    assert evaluate(state, me, tolerated) == evaluate(state, me, plain)      # within the tolerance


def test_hard_takes_a_debt_for_points_in_a_close_game_but_not_with_a_safe_lead():
    from game.haspelknecht.bots.hard import DEBT_TIEBREAK, WIN_SCALE, utility

    def u(margin, debts):
        return utility(margin, debts, WIN_SCALE, DEBT_TIEBREAK)
    # close game: 3 more points with one more debt are worth it
    assert u(1.0 + 3, 2) > u(1.0, 1)
    # a lead of 20: the same 3 points change nothing about who wins, the debt is avoided
    assert u(20.0 + 3, 2) < u(20.0, 1)
    # a lost cause (20 behind): likewise
    assert u(-20.0 + 3, 2) < u(-20.0, 1)
    # more points are always better at equal debts, and fewer debts at equal points
    assert u(20.0 + 3, 1) > u(20.0, 1) and u(5.0, 0) > u(5.0, 1)
    # win_scale 0: the plain margin (Hard before), where a debt counts only at its VP
    assert utility(4.0, 2, 0.0, DEBT_TIEBREAK) == 4.0



def test_hard_searches_distinct_candidates():
    # Plans that only swap the farmer's and the farmhand's work score the same: Hard keeps one of
    # them and searches the next different option instead of the same one twice.
    from game.haspelknecht.bots.hard import distinct_best
    cands = [(1.0, "farmer food, farmhand wood"), (1.0, "farmer wood, farmhand food"), (0.5, "develop"),
             (0.2, "mine"), (0.1, "idle")]
    assert distinct_best(cands, 3) == [(1.0, "farmer food, farmhand wood"), (0.5, "develop"), (0.2, "mine")]
    assert distinct_best(cands[:2], 3) == [(1.0, "farmer food, farmhand wood")]
    # in a real plan decision the best plans by the heuristic include such a pair
    state = position(1, 9)
    me, _kind = decision(state)
    base = macro.unplanned(state, me)
    ctx = policy.Ctx(bits=1)
    values = sorted((macro.plan_value(base, me, pl, ctx) for pl, *_ in macro.enumerate_plans(base, me)), reverse=True)
    assert len(set(values[:3])) < 3                                  # the plain top three hold a pair
    chosen = [v for v, _c in distinct_best([(v, i) for i, v in enumerate(values)], 3)]
    assert len(set(chosen)) == len(chosen) == 3 and chosen[2] == values[3]


def test_hard_judges_a_position_by_how_the_others_play():
    # Hard has two judgements fitted to final scores (heuristic.FITTED_CAREFUL, FITTED_PLANNER): while
    # no opponent holds a debt it uses the careful players' one, once any opponent does, the
    # borrower's. Its own debts do not switch it, and it plays exactly as the one judgement would.
    state = first_position(3, lambda s: s.stage == "take1" and s.year == 1 and s.season == 1, players=3)
    me, _kind = decision(state)
    others = [i for i in range(3) if i != me]
    assert all(p.debts == 0 for p in state.players)
    bot = HardBot(5, iterations=2)
    assert bot.weights_now(state, me) == FITTED_CAREFUL
    own = state.clone()
    own.players[me].debts = 2
    assert bot.weights_now(own, me) == FITTED_CAREFUL
    borrower = state.clone()
    borrower.players[others[-1]].debts = 1
    assert bot.weights_now(borrower, me) == FITTED_PLANNER
    assert HardBot(5, careful_weights=None).weights_now(state, me) == FITTED_PLANNER
    # in this position the two judgements take different disks; the switching bot takes the ones
    # of the judgement that matches the table
    def take(s, w):
        return HardBot(5, iterations=2, weights=w, careful_weights=None).decide(s, legal_actions(s))
    assert take(state, FITTED_CAREFUL) != take(state, FITTED_PLANNER)
    assert bot.decide(state, legal_actions(state)) == take(state, FITTED_CAREFUL)
    assert bot.decide(borrower, legal_actions(borrower)) == take(borrower, FITTED_PLANNER)
    assert take(borrower, FITTED_CAREFUL) != take(borrower, FITTED_PLANNER)
