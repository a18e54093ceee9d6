"""The match loop (game.core.match), over every registered game: bots play the same game as a plain
loop over the record; a seat without an answer waits and nothing changes; an illegal or failed
answer gets a random legal move and the hook is told; the stop condition, a scripted seat, the
max-steps guard, a person's move through the same path, and the think time of a timed seat."""

from __future__ import annotations

import random

import pytest

from game.core import registry, tournament
from game.core.match import (
    PERSON,
    WAITING,
    DecisionFailed,
    Match,
    NoEnd,
    Scripted,
    Status,
    Timed,
    fallback_action,
)
from game.core.protocol import IllegalAction
from game.core.record import Game
from game.core.simulate import make_bots, play_game
from game.core.tutorial_draft import draft

GAMES = registry.names()
KINDS = ["easy", "random"]


def _new(name: str, seed: int = 3, events: bool = True) -> Game:
    d = registry.get(name)
    return Game(d.options(players=2), seed, events=events, game=d)


def _plain_loop(game: Game, bots: list) -> Game:
    """The loop every tool had before the match loop: whose decision, the legal actions, decide, apply."""
    while not game.is_over:
        who, _kind = game.decision()
        game.apply(bots[who].decide(game, game.legal_actions()))
    return game


class Answers:
    """A controller with a given answer for the first time it is asked, then a random legal move."""

    def __init__(self, first, seed: int = 0) -> None:
        self.first, self.asked, self.rng = first, 0, random.Random(seed)

    def decide(self, game, actions):
        self.asked += 1
        if self.asked == 1:
            if isinstance(self.first, Exception):
                raise self.first
            return self.first
        return self.rng.choice(actions)


@pytest.mark.parametrize("name", GAMES)
def test_bots_play_the_same_game_as_a_plain_loop(name):
    d = registry.get(name)
    plain = _plain_loop(_new(name), make_bots(d, KINDS, 3))
    told = []
    game = Match(_new(name), make_bots(d, KINDS, 3),
                 after_apply=lambda g, who, action, events: told.append((who, action, events))).play()
    assert game.is_over and game.actions == plain.actions and game.result() == plain.result()
    assert [a for _who, a, _e in told] == game.actions and [w for w, _a, _e in told] == game.actors
    assert [e for _w, _a, events in told for e in events] == [e for i, e in game.log if i >= 0]
    # and simulate's play_game is that match
    assert play_game(d.options(players=2), 3, KINDS, events=True, game=d).actions == plain.actions


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_without_an_answer_waits_and_nothing_changes(name):
    game = _new(name)
    told = []
    match = Match(game, [PERSON, PERSON], before_apply=lambda *a: told.append(a),
                  after_apply=lambda *a: told.append(a), rejected=lambda *a: told.append(a))
    before = game.record()
    step = match.step()
    assert step.status == Status.WAITING == "waiting" and step.player == game.decision()[0]
    assert game.record() == before and told == [] and match.moves == 0
    with pytest.raises(RuntimeError, match="waits for an answer"):
        match.play()


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("answer", [{"kind": "no-such-move"}, "nonsense", DecisionFailed("crashed"), None])
def test_an_illegal_or_failed_answer_gets_a_random_legal_move_and_the_hook_is_told(name, answer):
    game = _new(name)
    who = game.decision()[0]
    legal = game.legal_actions()
    seats = [PERSON, PERSON]
    seats[who] = Answers(answer)
    rejected = []
    step = Match(game, seats, rejected=lambda *told: rejected.append(told)).step()
    expected = fallback_action(game.definition, legal, 0)
    assert step.status == Status.MOVED and step.player == who and step.action == expected
    assert game.actions == [expected] and game.actors == [who]
    (g, seat, told_answer, reason, fallback), = rejected
    assert g is game and seat == who and fallback == expected and reason
    assert told_answer == (None if isinstance(answer, DecisionFailed) else answer)


def test_the_fallback_keeps_to_the_games_move_filter():
    d = registry.get("haspelknecht")
    game = _new("haspelknecht")
    rng = random.Random(1)
    while all(d.move_filter(a) for a in game.legal_actions()):   # on to a position with a take-back
        game.apply(rng.choice([a for a in game.legal_actions() if d.move_filter(a)]))
    legal = game.legal_actions()
    kept = [a for a in legal if d.move_filter(a)]
    assert all(fallback_action(d, legal, seed) in kept for seed in range(40))


@pytest.mark.parametrize("name", GAMES)
def test_the_stop_condition_ends_the_match_before_the_game(name):
    d = registry.get(name)
    game = Match(_new(name), make_bots(d, KINDS, 3), stop=lambda g: len(g.actions) >= 7).play()
    assert len(game.actions) == 7 and not game.is_over
    assert Match(game, [PERSON, PERSON], stop=lambda g: len(g.actions) >= 7).step().status == Status.STOPPED


@pytest.mark.parametrize("name", GAMES)
def test_a_tutorial_draft_stops_at_the_definitions_tutorial_end(name):
    d = registry.get(name)
    script = draft(name, 5, {})
    game = Game(d.options(players=2), 5, game=d, events=False)
    for obj in script["actions"][:-1]:
        game.apply(obj)
    assert not d.tutorial_end(game.state)
    game.apply(script["actions"][-1])
    assert d.tutorial_end(game.state) and not game.is_over


@pytest.mark.parametrize("name", GAMES)
def test_a_scripted_seat_plays_its_script_then_its_controller_or_waits(name):
    d = registry.get(name)
    reference = play_game(d.options(players=2), 4, KINDS, game=d)
    script = reference.actions[:9]

    def written(game):
        n = len(game.actions)
        return script[n] if n < len(script) else None

    game = _new(name, seed=4, events=False)
    match = Match(game, [Scripted(written), Scripted(written)])
    while match.step().status == Status.MOVED:
        pass
    assert game.actions == script and match.step().status == Status.WAITING
    bots = make_bots(d, KINDS, 4)
    Match(game, [Scripted(written, then=bot) for bot in bots]).play()
    assert game.is_over and game.actions[:9] == script


@pytest.mark.parametrize("name", GAMES)
def test_the_max_steps_guard(name):
    d = registry.get(name)
    game = _new(name)
    with pytest.raises(NoEnd):
        Match(game, make_bots(d, KINDS, 3), max_steps=5).play()
    assert len(game.actions) == 5


@pytest.mark.parametrize("name", GAMES)
def test_a_persons_move_goes_the_same_way(name):
    game = _new(name)
    told = []
    match = Match(game, [PERSON, PERSON], before_apply=lambda g, who, a: told.append(("before", who, a)),
                  after_apply=lambda g, who, a, events: told.append(("after", who, a, events)))
    who, legal = game.decision()[0], game.legal_actions()
    with pytest.raises(IllegalAction):
        match.apply({"kind": "no-such-move"})
    assert told == [] and game.actions == []
    logged = len(game.log)
    events = match.apply(game.engine.action_to_json(legal[0]))     # the JSON form, as from a file
    assert game.actions == [legal[0]] and events == [e for _i, e in game.log[logged:]]
    assert told == [("before", who, legal[0]), ("after", who, legal[0], events)]


def test_a_controller_answering_waiting_later_gets_its_move_made():
    """An asynchronous seat: WAITING until its answer is ready, then its answer is the move."""
    game = _new("coal_baron")
    ready = []

    class Later:
        def decide(self, game, actions):
            return ready.pop() if ready else WAITING

    match = Match(game, [Later(), Later()])
    assert [match.step().status for _ in range(3)] == [Status.WAITING] * 3 and game.actions == []
    want = game.legal_actions()[-1]
    ready.append(want)
    step = match.step()
    assert step.status == Status.MOVED and step.action == want and game.actions == [want]


@pytest.mark.parametrize("name", GAMES)
def test_timed_seats_count_every_decision_of_their_seat(name):
    d = registry.get(name)
    seats = [Timed(bot) for bot in make_bots(d, KINDS, 3)]
    game = Match(_new(name), seats).play()
    assert [s.moves for s in seats] == [game.actors.count(i) for i in range(2)]
    assert all(n >= 1 for s in seats for n, _t in s.times)
    rows = tournament.play_one((name, tuple(KINDS), 0, 8, None, {}))["rows"]
    assert all(r["moves"] > 0 and r["think"] > 0 for r in rows)
