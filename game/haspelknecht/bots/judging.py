"""Hard as a judge: the estimated final VP margin each move of a position leads to, for the review
after a game (game.core.review, the protocol's `Judge`).

The judge is the Hard bot's own search with a fixed budget, so it follows the bot when the bot
changes. Where Hard chooses (a take, a plan) its heuristic ranks the moves and the best few, plus
the move that was played, are each played forward in the same `samples` determinizations (its
playouts: every player follows the quick Normal policy to the end of the next action phase, or to
the game's end in the last year) and valued by the mean margin at the end: my estimated final
score minus the best other player's, in VP. Unlike Hard's choice this is never a chance of winning
and holds no debt aversion: a debt costs what the rules make it cost. Where Hard follows Normal's
policy (a worker's activation, digging, reeling, a tile's option, the R10 return) every legal
move is played with the player's own policy to the end of the turn and the position valued the
same way. Every value of a decision comes from the same samples, and a candidate's value does not
depend on which others are judged with it, so the judge's best move, played, costs exactly 0.

A plan is made of placements that can be taken back until it is confirmed, and winter storage of
stores until it is confirmed: the confirmation is the decision. For a placement or a store that
was played the judge answers None (nothing committed yet); at the confirmation it compares the
plan (or storage) as it stands with its best one, and names the next step towards that one as the
better move.

Everything runs on the seat's view (policy.sandbox): the bag's future draws come from the judge's
own bits, a hash of its seed and the public position, never from the game.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.haspelknecht.actions import A, Action
from game.haspelknecht.bots import macro, policy
from game.haspelknecht.bots.hard import (
    PLAYER_SCALE,
    HardBot,
    distinct_best,
    margin_takes,
    play_to_draw,
    playout,
    search_shape,
    take_now,
)
from game.haspelknecht.bots.heuristic import evaluate
from game.haspelknecht.bots.normal import score_takes
from game.haspelknecht.engine import apply_action, decision, item_name, legal_actions
from game.haspelknecht.rules import WORKERS

# The review's budget (docs/review.md): determinizations per judged move at a 2-player table (fewer
# at a bigger one, whose playouts cost more: PLAYER_SCALE), and the moves Hard's heuristic ranks
# best that are judged besides the one played. A 3-year 2-player game's review of one player takes
# about half a minute on one core with these.
SAMPLES = 5
CANDIDATES = 3
# Steps of the player's own policy after a move before the position is valued (a turn has fewer).
SETTLE_LIMIT = 300


def margin(s, me: int, w) -> float:
    """My estimated final score minus the best other player's, in VP (exact once the game is over)."""
    mine = evaluate(s, me, w, own=False)
    return mine - max(evaluate(s, i, w, own=False) for i in range(len(s.players)) if i != me)


class HardJudge(HardBot):
    """Hard, with `judge` beside `decide`: the protocol's Judge (game.core.protocol)."""

    kind = "hard"

    def __init__(self, seed: int = 0, name: str | None = None, samples: int = SAMPLES,
                 candidates: int = CANDIDATES, **settings) -> None:
        super().__init__(seed, name, **settings)
        self.samples = max(1, int(samples))
        self.judge_candidates = max(1, int(candidates))

    def judge(self, game, actions: list, played: Action | None = None) -> dict[Action, float] | None:
        """{move: estimated final VP margin} over the best few legal moves and `played`; None when
        `played` commits nothing yet (a placement or a store before its confirmation)."""
        state = getattr(game, "state", game)
        me, kind = decision(state)
        if me is None or len(actions) < 2:
            return None
        if kind in ("take1", "take2"):
            return self._judge_takes(state, me, actions, played)
        if kind == "plan":
            if played is not None and played.kind != "confirm_plan":
                return None
            return self._judge_plan(state, me, actions)
        if kind == "storage":
            if played is not None and played.kind != "confirm_storage":
                return None
            return self._judge_storage(state, me, actions)
        return self._settled(state, me, actions, self.bits(state, "judge"))

    # --- playouts ------------------------------------------------------------------------------
    def _values(self, state, me: int, cands: list, apply_cand: Callable, bits: int, w) -> list[float]:
        """The mean margin of each candidate over the same determinizations. Up to the first draw
        from the bag every sample of a candidate plays alike: that part is played once."""
        stop, _n, _budget = search_shape(state, self.iterations, self.candidates, self.horizon)
        rnd = random.Random(bits)
        n = max(1, round(self.samples * PLAYER_SCALE.get(len(state.players), 0.5)))
        samples = [rnd.getrandbits(64) for _ in range(n)]
        out = []
        for cand in cands:
            s = policy.sandbox(state, samples[0])
            ctx = policy.Ctx(w=w, bits=samples[0])
            apply_cand(s, cand)
            pre, act = play_to_draw(s, stop, ctx)
            if act is None:          # no draw before the playout's end: every sample ends alike
                out.append(margin(pre, me, w))
                continue
            total = 0.0
            for bits_j in samples:
                s = policy.sandbox(pre, bits_j)
                ctx = policy.Ctx(w=w, bits=bits_j)
                apply_action(s, act)
                playout(s, me, stop, ctx)
                total += margin(s, me, w)
            out.append(total / len(samples))
        return out

    def _how_many(self, state) -> int:
        """Candidates besides the played move: one more before a winter, more in the last action
        phase (there a playout is exact), as Hard searches (search_shape)."""
        _stop, n, _budget = search_shape(state, self.iterations, self.judge_candidates, self.horizon)
        return n

    # --- the decisions ---------------------------------------------------------------------------
    def _judge_takes(self, state, me: int, actions: list, played) -> dict[Action, float]:
        bits = self.bits(state)
        ctx = policy.Ctx(w=self.weights_now(state, me), bits=bits)
        scored = score_takes(state, me, actions, ctx)
        if self.denial and scored:
            scored = margin_takes(state, me, scored, ctx, self.denial, self.pairs)
        ranked: list[tuple[float, object]] = list(scored)
        cands: list = [a for _v, a in distinct_best(ranked, self._how_many(state))]
        if played is not None and played not in cands:
            cands.append(played)
        if not cands:
            return {}
        values = self._values(state, me, cands, lambda s, a: take_now(s, a), bits, ctx.w)
        return dict(zip(cands, values, strict=True))

    def _judge_plan(self, state, me: int, actions: list) -> dict[Action, float]:
        base = macro.unplanned(state, me)
        bits = self.bits(base, "plan")      # the same for every step of this plan
        ctx = policy.Ctx(w=self.weights_now(base, me), bits=bits)
        scored = [(macro.plan_value(base, me, pl, ctx), pl, fi, hi)
                  for pl, fi, hi, _con in macro.enumerate_plans(base, me)]
        scored.sort(key=lambda t: -t[0])
        ranked = [(v, pl) for v, pl, _f, _h in scored]
        seen = {pl for _v, pl in ranked}
        for _v, _pl, fi, hi in scored[:2]:      # the contract payments of the two best, as Hard
            for pl2, *_rest in macro.contract_variants(base, me, fi, hi):
                if pl2 not in seen:
                    seen.add(pl2)
                    ranked.append((macro.plan_value(base, me, pl2, ctx), pl2))
        plans = [pl for _v, pl in distinct_best(ranked, self._how_many(state))]
        now = current_plan(state, me)
        confirm = macro.CONFIRM_PLAN in actions
        if confirm and now not in plans:
            plans.append(now)
        if not plans:
            return {}

        def play_plan(s, pl) -> None:
            macro.apply_placements(s, me, pl)
            apply_action(s, macro.CONFIRM_PLAN)
        values = dict(zip(plans, self._values(base, me, plans, play_plan, bits, ctx.w), strict=True))
        best = max(plans, key=lambda pl: values[pl])
        out: dict[Action, float] = {}
        if confirm:
            out[macro.CONFIRM_PLAN] = values[now]
        step = towards(state, me, best, actions)
        if step is not None and step not in out:
            out[step] = values[best]
        return out

    def _judge_storage(self, state, me: int, actions: list) -> dict[Action, float]:
        bits = self.bits(state, "judge")
        moves = [a for a in (policy.CONFIRM_STORAGE, policy.storage_step(state, me, actions)) if a in actions]
        return self._settled(state, me, list(dict.fromkeys(moves)), bits)

    def _settled(self, state, me: int, actions: list, bits: int) -> dict[Action, float]:
        """Each move, then the player's own policy to the end of the turn (execution) or of the
        storage, valued in the same determinization."""
        w = self.weights_now(state, me)
        out = {}
        for a in actions:
            s = policy.sandbox(state, bits)
            ctx = policy.Ctx(w=w, bits=bits)
            apply_action(s, a)
            settle(s, me, ctx)
            out[a] = margin(s, me, w)
        return out


def settle(s, me: int, ctx: policy.Ctx) -> None:
    """Play `me`'s own decisions of the execution or the winter storage with the bots' policy,
    to the end of the turn (end_turn included) or of the storage."""
    for _ in range(SETTLE_LIMIT):
        if s.stage not in ("execute", "storage") or s.current != me:
            return
        acts = legal_actions(s)
        if s.stage == "storage":
            apply_action(s, policy.storage_step(s, me, acts))
        else:
            apply_action(s, policy.exec_choice(s, acts, ctx))


def current_plan(state, me: int) -> tuple:
    """The player's placements now, as the bots write a plan: sorted (worker, item) pairs."""
    p = state.players[me]
    return tuple(sorted((w, item) for w, items in enumerate(p.plan) for item, n in enumerate(items)
                        for _i in range(n)))


def towards(state, me: int, target, actions: list) -> Action | None:
    """The next legal step from the plan as it stands towards `target`: a placement it lacks that
    can be made now (it shows what the better plan does), else a piece to take back first."""
    p = state.players[me]
    want: dict[tuple[int, int], int] = {}
    for w, item in target:
        want[(w, item)] = want.get((w, item), 0) + 1
    legal = set(actions)
    for (w, item), n in sorted(want.items()):
        if p.plan[w][item] < n:
            a = A("place", WORKERS[w], item_name(state, item))
            if a in legal:
                return a
    return macro.plan_step(state, me, target, actions)
