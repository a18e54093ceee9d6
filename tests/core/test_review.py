"""The review after a game (game.core.review) with both games' judges, on small budgets.

A seat that plays the judge's own best move at every decision costs nothing; one decision replaced
by a clearly bad legal move (Haspelknecht: a take that leads to a debt; Coal Baron: a worker on the
1-Mark Bank while an order could be delivered) is found, and first; the same review is computed
twice; the judge sees only what the seat saw; a review kept as JSON is read back only for its own
game."""

from __future__ import annotations

import copy

import pytest

from game.core import registry
from game.core import review as rv
from game.core.match import Match
from game.core.record import Game

SMALL = {"samples": 1, "candidates": 2}        # a quick judge for the tests


class JudgeChoice:
    """A seat that plays the judge's best move wherever the judge values the moves (else the
    judge's own bot decides: a step of a plan is valued where the plan is confirmed)."""

    def __init__(self, judge) -> None:
        self.judge = judge

    def decide(self, game, actions):
        if len(actions) == 1:
            return actions[0]
        values = self.judge.judge(game, actions)
        if not values:
            return self.judge.decide(game, actions)
        return max(values, key=lambda a: values[a])


def judge_line(name: str, seed: int):
    """A 2-player game whose seat 0 plays the review's judge's choices (as the review will judge
    them: the same seed and budget) and seat 1 the Normal bot; and those two seats."""
    definition = registry.get(name)
    game = Game(definition.options(players=2), seed, game=definition, events=False)
    judge = definition.judge(rv.judge_seed(game), **SMALL)
    return game, [JudgeChoice(judge), definition.bots["normal"](seed + 1)]


def debts_after_winter(game: Game, take, year: int) -> int:
    """Seat 0's debts at the end of `year`'s winter after `take`, everybody then playing Normal."""
    normal = registry.get("haspelknecht").bots["normal"]
    line = game.clone()
    if take is not None:
        line.apply(take)
    Match(line, [normal(1), normal(2)], stop=lambda g: g.state.year > year).play()
    return line.state.players[0].debts


@pytest.fixture(scope="module")
def haspelknecht_games():
    """(the judge's line up to seat 0's summer take of year 2, that line with the take there
    replaced by the take that leads to most debts and played on to year 2's end, the take)."""
    game, seats = judge_line("haspelknecht", 1)

    def summer_take(g: Game) -> bool:
        who, kind = g.decision()
        return who == 0 and kind == "take1" and g.state.year == 2 and g.state.season == 1

    Match(game, seats, stop=summer_take).play()
    judge_take = seats[0].decide(game, game.legal_actions())
    careful = debts_after_winter(game, judge_take, 2)
    takes = [a for a in game.legal_actions() if a.kind == "take"]
    bad = max(takes, key=lambda a: debts_after_winter(game, a, 2))
    assert debts_after_winter(game, bad, 2) > careful, "no take here leads to a debt the judge's avoids"
    worse = game.clone()
    worse.apply(bad)
    Match(worse, seats, stop=lambda g: g.state.year > 2).play()
    return game, worse, bad


@pytest.fixture(scope="module")
def worse_review(haspelknecht_games):
    """The review of seat 0 in the game with the bad take."""
    _game, worse, _bad = haspelknecht_games
    return rv.review(worse, [0], settings=SMALL)


def test_a_seat_playing_the_judges_choices_costs_nothing(haspelknecht_games):
    game, _worse, _bad = haspelknecht_games
    review = rv.review(game, [0], settings=SMALL)
    seat = review.seat(0)
    assert seat is not None and seat.judged >= 15     # takes, plans, executions, a winter's storage
    assert seat.findings == () and seat.count == 0 and seat.total == 0
    assert review.tolerance == rv.TOLERANCE == 0.5


def test_a_take_that_leads_to_a_debt_is_found_first(haspelknecht_games, worse_review):
    game, worse, bad = haspelknecht_games
    first = worse_review.seat(0).findings[0]
    assert (first.index, first.played, first.kind) == (len(game.actions), bad, "take1")
    assert first.cost > rv.TOLERANCE and first.better != bad
    assert worse.state.players[0].debts > game.state.players[0].debts   # it did end in a debt


def test_the_review_is_the_same_when_computed_twice(haspelknecht_games, worse_review):
    _game, worse, _bad = haspelknecht_games
    again = rv.review(Game.from_record(worse.record()), [0], settings=SMALL)
    assert again == worse_review and again.seat(0).findings
    a, b = rv.to_json(worse_review, worse), rv.to_json(again, worse)
    a.pop("seconds"), b.pop("seconds")
    assert a == b


def test_a_worker_on_the_one_mark_bank_while_an_order_could_be_delivered_is_found_first():
    from game.coal_baron.actions import A

    game, seats = judge_line("coal_baron", 13)
    bank = A("place", "bank_1")

    def delivery_open(g: Game) -> bool:
        who, kind = g.decision()
        acts = g.legal_actions()
        return who == 0 and kind == "place" and bank in acts and \
            any(a.kind == "place" and a.args[0].startswith("delivery") for a in acts)

    Match(game, seats, stop=delivery_open).play()
    assert not game.is_over, "no delivery was ever open with the 1-Mark Bank"
    at = len(game.actions)
    clean = rv.review(game, [0], settings=SMALL).seat(0)
    assert clean.judged > 10 and clean.findings == ()
    game.apply(bank)
    shift = game.state.shift
    Match(game, seats, stop=lambda g: g.state.shift > shift).play()
    worse = rv.review(game, [0], settings=SMALL)
    first = worse.seat(0).findings[0]
    assert (first.index, first.played) == (at, bank) and first.cost > rv.TOLERANCE
    # the judge's shaken playouts are seeded: the same review when computed again
    assert rv.review(Game.from_record(game.record()), [0], settings=SMALL) == worse


def test_the_judge_sees_only_what_the_seat_saw():
    """Two positions that differ only in what seat 0 cannot know (the hidden parts re-dealt by the
    engine's public view) get the same judgement."""
    for name in registry.names():
        definition = registry.get(name)
        game, seats = judge_line(name, 4)
        Match(game, seats, stop=lambda g: len(g.actions) >= 12 and g.decision()[0] == 0
              and len(g.legal_actions()) > 1).play()
        judge = definition.judge(7, **SMALL)
        me = game.decision()[0]
        other = Game.from_state(definition.engine.state_to_json(
            definition.engine.public_view(game.state, me, 99)), game=definition, options=game.options,
            seed=game.seed)
        actions = game.legal_actions()
        assert judge.judge(game, actions) == judge.judge(other, other.legal_actions()), name


def test_kept_as_json_and_read_back_only_for_its_own_game(haspelknecht_games, worse_review):
    game, worse, _bad = haspelknecht_games
    review = worse_review
    kept = rv.to_json(review, worse)
    assert rv.from_json(kept, worse) == review
    with pytest.raises(rv.ReviewError):
        rv.from_json(kept, game)                     # another record
    broken = dict(kept, seats=[{"player": 9}])
    with pytest.raises(rv.ReviewError):
        rv.from_json(broken, worse)


def test_a_kept_review_naming_moves_not_played_or_not_possible_is_refused(haspelknecht_games, worse_review):
    _game, worse, _bad = haspelknecht_games
    kept = rv.to_json(worse_review, worse)
    seat = next(s for s in kept["seats"] if s["findings"])
    first = seat["findings"][0]
    other = next(i for i in range(len(worse.actions))
                 if worse.actions[i] != worse.actions[first["index"]])
    moved = copy.deepcopy(kept)
    next(s for s in moved["seats"] if s["findings"])["findings"][0]["index"] = other
    with pytest.raises(rv.ReviewError):
        rv.from_json(moved, worse)            # the move played is not the record's move there
    impossible = copy.deepcopy(kept)
    legal_there = rv.position(worse, first["index"]).legal_actions()
    not_possible = next(a for a in worse.actions if a not in legal_there)
    next(s for s in impossible["seats"] if s["findings"])["findings"][0]["better"] = \
        worse.engine.action_to_json(not_possible)
    with pytest.raises(rv.ReviewError):
        rv.from_json(impossible, worse)       # a move of the game not possible at that decision


def test_progress_is_told_and_a_review_can_be_cancelled(haspelknecht_games):
    game, _worse, _bad = haspelknecht_games
    told: list[tuple[int, int]] = []
    with pytest.raises(rv.Cancelled):
        rv.review(game, [0], settings=SMALL, progress=lambda d, t: told.append((d, t)),
                  cancelled=lambda: len(told) > 3)
    assert told[0][0] == 0 and told[-1][0] == 3 and told[-1][1] == len(rv.decisions(game, [0]))


def test_a_game_without_a_judge_offers_no_review(monkeypatch):
    from tests.toy_game import register

    name = register(monkeypatch)
    game = Game(registry.get(name).options(players=2), 1, game=name)
    assert not rv.has_judge(game)
    with pytest.raises(rv.ReviewError):
        rv.review(game, [0])


def test_an_opportunity_left_open_is_charged_once_where_it_is_lost():
    """Decisions on one scale are chained: a move played keeps what the judge still finds at the
    seat's next decision. Here a 10-point opportunity stays open for three decisions (each judged
    10 below the better move, whose value does not fall) and is lost at the third; then a decision
    that cost nothing."""
    def finding(index: int, played: float, best: float) -> rv.Finding:
        return rv.Finding(index, 0, "place", "played", "better", played, best)

    chain = [finding(0, 20.0, 30.0), finding(2, 20.0, 30.0), finding(4, 20.0, 30.0), finding(6, 20.0, 20.0)]
    costs = [f.cost for f in rv.carried(chain)]
    assert costs == [0.0, 0.0, 10.0, 0.0]
    # the move played is never valued above the better move, nor below what the judge said of it
    rises = rv.carried([finding(0, 5.0, 12.0), finding(2, 0.0, 40.0)])
    assert [f.cost for f in rises] == [0.0, 40.0]
    partly = rv.carried([finding(0, 5.0, 12.0), finding(2, 0.0, 9.0)])
    assert [f.cost for f in partly] == [3.0, 9.0]


def test_coal_baron_chains_placements_and_the_steps_of_one_turn():
    """Coal Baron's judge puts every placement and draft pick on one scale, and the other decisions
    of one turn on one scale of their own, which differs from turn to turn."""
    definition = registry.get("coal_baron")
    judge = definition.judge(1, **SMALL)
    game = Game(definition.options(players=2), 3, game=definition, events=False)
    normal = definition.bots["normal"](3)
    turn, turns = 0, {}
    while not game.is_over and game.state.shift == 1:
        stage = game.state.stage
        label = judge.value_scale(game)
        if stage in ("place", "draft"):
            assert label == ("ahead",)
            turn += 1
        else:
            turns.setdefault(turn, set()).add(label)
        game.apply(normal.decide(game, game.legal_actions()))
    assert len(turns) > 5 and all(len(labels) == 1 for labels in turns.values())
    assert len({next(iter(labels)) for labels in turns.values()}) == len(turns)
    assert not hasattr(registry.get("haspelknecht").judge(1, **SMALL), "value_scale")   # judged alone
