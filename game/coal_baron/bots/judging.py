"""Hard as a judge: the estimated final VP margin each move of a position leads to, for the review
after a game (game.core.review, the protocol's `Judge`).

At a placement or in the draft, Normal's one-ply scoring (playout.score_moves, as Hard ranks) ranks
the legal moves; the best few, the best order when none is among them (as Hard searches), and the
move that was played are each played in the same `samples` determinizations (seat views whose
hidden parts are re-dealt from the judge's bits, never read from the game), then everybody plays
Hard's rollout policy (playout.py) until five workers per player more have been placed or the
shift has ended; a line ends at the margin there: my estimated final score less the best other
player's (hard.judge, exact once the game is over). The best move is the one whose lines end best.

Three things keep a cost to what the judge can vouch for (docs/review.md has the measurements):
- The rollout policy is shaken: each move's value gets a normal draw of SD `SPREAD` VP, from a
  generator seeded by the line. Unshaken, the hidden stacks rarely change a line of a few workers,
  so every determinization played the same line, and a majority that one line happened to flip
  (10 VP and more) read as certain. Shaken, the lines are a sample of plausible play, and a flip
  counts as often as it happens.
- The cost is measured apart from the choice and only charged when it is clear of the noise: the
  better move and the move played are played again in other determinizations than the choice was
  made on, with the same deals and the same generator for both, and the cost is the lower bound of
  the paired differences' one-sided interval, mean less `K` standard errors; at most the review's
  tolerance, it is nothing. Where the interval straddles the tolerance, more pairs are played, up
  to `MAX_PAIRS` times `samples`. The value of the better move given to the review is the value of
  the move played plus that lower bound: the part of the difference the judge is sure of.
- `value_scale` names the decisions whose values are on one scale, so the review charges an
  opportunity that stays open (game.core.review.carried) once, where it is lost.

Every other decision (a mining step, which drawn item to keep, the order of a stack's top, the
shortage's colour) is valued move by move: the move, then the player's own policy to the end of the
turn (policy.finish_turn), the margin of that position in one determinization. A candidate's value
does not depend on which others are judged with it, so the judge's best move, played, costs exactly 0.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.coal_baron.actions import Action
from game.coal_baron.bots.features import NORMAL, seat_view, value
from game.coal_baron.bots.hard import MASK, MIX, HardBot, judge, order_candidate
from game.coal_baron.bots.playout import best_move, playout_moves, score_moves
from game.coal_baron.bots.playout import finish_turn as quick_finish_turn
from game.coal_baron.bots.policy import finish_turn, small_choice
from game.coal_baron.engine import ENGINE
from game.core.review import TOLERANCE

# The review's budget (docs/review.md): determinizations each candidate is played in to choose the
# best, and the moves Normal's scoring ranks best that are judged besides the one played. The cost
# is then measured on PAIRS x samples pairs of lines, up to MAX_PAIRS x samples where it is unclear.
SAMPLES = 4
CANDIDATES = 4
PAIRS = 2
MAX_PAIRS = 8
# A cost is charged K standard errors below its paired mean: about one decision in forty whose true
# cost is nothing is charged a little (a normal tail; with a standard error from eight pairs the tail
# is heavier, and the review's tolerance takes the rest).
K = 2.0
# VP: the SD of the shake of the rollout policy's move values (above); a tenth of a 10-VP majority
SPREAD = 1.0
WORKERS_AHEAD = 5               # per player: how far a line is played (below)


@dataclass(frozen=True)
class Measure:
    """What the last judgement of a placement rested on (for the measurements, tests/bench)."""

    pairs: int                  # paired lines the cost was measured on (0: the move played was the best)
    mean: float                 # the paired differences' mean, better move less move played
    se: float                   # and its standard error
    cost: float                 # what is charged: mean - K se, or 0 when that is within the tolerance


def shaken_move(s, p: int, acts: list[Action], value, rng: random.Random) -> Action:
    """Normal's placement (playout.best_move), each move's value shaken by a normal draw of SD
    `SPREAD` VP: two moves a few tenths apart are chosen either way from one line to the next."""
    acts = playout_moves(s, acts)
    best, best_v = acts[0], float("-inf")
    for a in acts:
        c = s.clone()
        ENGINE.apply(c, a)
        quick_finish_turn(c, p, value)
        v = value(c, p) + rng.gauss(0.0, SPREAD)
        if v > best_v:
            best, best_v = a, v
    return best


def play_on(s, shift: int, goal: int, value, rng: random.Random | None = None) -> None:
    """Everybody plays Hard's rollout policy (shaken by `rng` when given) until no more than `goal`
    workers are left in the players' supply, the shift `shift` has ended or the game has. Counting
    workers, not placements, keeps every candidate's line on the same side of the shift's scoring."""
    legal, apply = ENGINE.legal_actions, ENGINE.apply
    while s.stage != "over" and s.shift == shift and (goal <= 0 or sum(s.supply) > goal):
        p = s.current
        acts = legal(s)
        if s.stage in ("place", "draft"):
            if len(acts) == 1:
                a = acts[0]
            elif rng is None or SPREAD <= 0:
                a = best_move(s, p, acts, value)
            else:
                a = shaken_move(s, p, acts, value, rng)
            apply(s, a)
            quick_finish_turn(s, p, value)
        else:
            apply(s, small_choice(s, p, acts, NORMAL))


def margin(s, me: int) -> float:
    """My estimated final score less the best other player's, in VP (exact once the game is over)."""
    return value(s, me, NORMAL) - max(value(s, q, NORMAL) for q in range(s.n) if q != me)


def lower_bound(diffs: list[float]) -> tuple[float, float, float]:
    """(mean, standard error, mean - K standard errors) of paired differences."""
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n)
    return mean, se, mean - K * se


class HardJudge(HardBot):
    """Hard, with `judge` beside `decide`: the protocol's Judge (game.core.protocol)."""

    kind = "hard"
    def __init__(self, seed: int = 0, name: str | None = None, samples: int = SAMPLES,
                 candidates: int = CANDIDATES, tolerance: float = TOLERANCE, **settings) -> None:
        super().__init__(seed, name, **settings)
        self.samples = max(1, int(samples))
        self.judge_candidates = max(1, int(candidates))
        self.tolerance = tolerance
        self.last: Measure | None = None

    def judge(self, game, actions: list, played: Action | None = None) -> dict[Action, float] | None:
        """{move: estimated final VP margin} of the judge's best move and `played`."""
        state = getattr(game, "state", game)
        self.last = None
        if state.stage == "over" or len(actions) < 2:
            return None
        me = state.current
        bits = self.bits(state)
        if state.stage not in ("place", "draft"):
            return self._settled(state, me, actions, bits)
        view = seat_view(state, me, bits)
        scored = sorted(score_moves(view, me, actions, self.value), key=lambda t: -t[0])
        cands = [a for _v, a in scored[:self.judge_candidates]]
        extra = order_candidate(scored, cands) if state.stage == "place" else None
        if extra is not None:
            cands.append(extra)
        if played is not None and played not in cands:
            cands.append(played)
        left = sum(state.supply)
        goal = left - WORKERS_AHEAD * state.n if left > WORKERS_AHEAD * state.n else 0

        def line(i: int, a: Action) -> float:
            seed = (bits + MIX * (i + 1)) & MASK
            s = seat_view(state, me, seed)
            ENGINE.apply(s, a)
            quick_finish_turn(s, me, self.value)
            play_on(s, state.shift, goal, self.value, random.Random(seed))
            return judge(s, me)

        # the choice: every candidate in the same determinizations
        sums = [sum(line(i, a) for i in range(self.samples)) for a in cands]
        best = max(range(len(cands)), key=lambda k: (sums[k], cands[k] == played))
        better = cands[best]
        if played is None or better == played:
            self.last = Measure(0, 0.0, 0.0, 0.0)
            return {better: sums[best] / self.samples}
        # the cost: the better move and the move played in other determinizations than the choice
        # was made on (the best of noisy means is biased upwards), paired line by line
        diffs: list[float] = []
        mine: list[float] = []
        at = self.samples
        while True:
            for i in range(at, at + PAIRS * self.samples):
                v = line(i, played)
                mine.append(v)
                diffs.append(line(i, better) - v)
            at += PAIRS * self.samples
            mean, se, low = lower_bound(diffs)
            unclear = low <= self.tolerance < mean + K * se
            if not unclear or len(diffs) >= MAX_PAIRS * self.samples:
                break
        cost = low if low > self.tolerance else 0.0
        self.last = Measure(len(diffs), mean, se, cost)
        mine_mean = sum(mine) / len(mine)
        return {played: mine_mean, better: mine_mean + cost}

    def value_scale(self, game) -> tuple | None:
        """The scale of this position's values (game.core.protocol): a placement's and a draft
        pick's are one estimate (the margin a few workers ahead, played out by the rollout policy);
        every other decision's is the margin at the end of its turn, one scale for the steps of one
        turn (the workers in supply do not change before the turn ends). The review chains a seat's
        decisions on one scale, so an opportunity left open is charged once."""
        state = getattr(game, "state", game)
        if state.stage == "over":
            return None
        if state.stage in ("place", "draft"):
            return ("ahead",)
        return ("turn", state.shift, sum(state.supply))

    def _settled(self, state, me: int, actions: list, bits: int) -> dict[Action, float]:
        view = seat_view(state, me, bits)
        out = {}
        for a in actions:
            s = view.clone()
            ENGINE.apply(s, a)
            finish_turn(s, me, NORMAL)
            out[a] = margin(s, me)
        return out
