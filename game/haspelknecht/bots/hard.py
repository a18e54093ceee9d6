"""The Hard bot: determinized search over whole plans and takes, guided by the Normal heuristic.

At the decisions that shape a phase (the first and second take, and the plan) it asks the Normal
scoring for its best few candidates (a take scored by the margin it makes one turn deep: its value
less the best take it leaves the next opponent, margin_takes), then plays each candidate forward in
sandboxes: every player, itself included, follows a quick version of the Normal policy through the
rest of this action phase (everyone's takes, plans and executions, the winter if one follows) and
through the whole next action phase. Each sandbox gets its own random generator state from the bot's
bits, so the bag draws of the next refill are sampled, never read from the real game: this is
determinization. A line is judged by the bot's estimated final score minus the best opponent's (the
margin; a playout that ends the game level adds or loses half a point by the tie-break of R26,
tie_edge), turned into a smooth chance of winning, tanh(margin / WIN_SCALE), less a small tiebreak
per debt the line took (utility), averaged over the samples; candidates are dropped by successive
halving so the budget goes to the close calls. It searches deeper where it matters (search_shape):
one more candidate in the last action phase before a winter, playouts to the end of the game in the
last year, and fewer playouts at a bigger table so that its think time stays the same.
Its heuristic (candidates, playout policy, judgement) uses weights fitted to final scores of bot
games, one set for a table of careful players and one for a table with a borrower, chosen by whether
an opponent holds a debt (weights_now).

The budget is `iterations` (sandbox playouts per decision at a 2-player table; tests use small numbers, and then the
bot is fully deterministic given its seed) and optionally `seconds`, a deadline that stops adding
playouts (then the result depends on the machine's speed). Everything else (execution choices,
storage, the R10 return) is Normal's.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from game.haspelknecht.actions import A, Action
from game.haspelknecht.bots import macro, policy
from game.haspelknecht.bots.base import BotBase, public_key
from game.haspelknecht.bots.heuristic import FITTED_CAREFUL, FITTED_PLANNER, Weights, evaluate
from game.haspelknecht.bots.normal import lamp_take, score_takes
from game.haspelknecht.engine import apply_action, decision, legal_actions

RETURN_WATER = A("return_pit_water")


def quick_move(s, ctx: policy.Ctx) -> list[Action]:
    """The rollout policy's next actions for the player to move (a whole plan at once)."""
    me, kind = s.to_move, decision(s)[1]
    acts = legal_actions(s)
    if len(acts) == 1:
        return acts
    if kind in ("take1", "take2"):
        scored = score_takes(s, me, acts, ctx, with_devs=True, follow_up=False)
        return [max(scored, key=lambda t: t[0])[1]] if scored else [acts[0]]
    if kind == "r10":
        return [RETURN_WATER]
    if kind == "plan":
        target, _v = macro.best_plan(s, me, ctx, refine=1)
        return plan_actions(s, me, target)
    if kind == "storage":
        return [policy.storage_step(s, me, acts)]
    return [policy.exec_choice(s, acts, ctx)]


def plan_actions(s, me: int, target) -> list[Action]:
    """Place actions for a plan made from scratch (the player has placed nothing yet), then confirm."""
    from game.haspelknecht import engine
    from game.haspelknecht.rules import WORKERS
    out = [A("place", WORKERS[w], engine.item_name(s, item)) for w, item in target]
    out.append(macro.CONFIRM_PLAN)
    return out


def running(s, stop_phase: int) -> bool:
    """Does a playout go on: the game is not over and phase `stop_phase` has not begun."""
    return s.stage != "over" and not (s.phase >= stop_phase and s.stage == "take1")


def playout(s, me: int, stop_phase: int, ctx: policy.Ctx, max_steps: int = 3000) -> tuple[float, float]:
    """Play the sandbox forward with the quick policy until phase `stop_phase` begins (or the end).

    Returns (my estimated final score minus the best other's, the debts I hold at its end: those
    the line itself took, since a playout plays through the winter it reaches)."""
    steps = 0
    while running(s, stop_phase):
        for a in quick_move(s, ctx):
            apply_action(s, a)
            steps += 1
        if steps > max_steps:
            break
    return judge(s, me, ctx.w)


def judge(s, me: int, w: Weights) -> tuple[float, float]:
    """(my estimated final score minus the best other's, the debts I hold) at a playout's end."""
    mine = evaluate(s, me, w)
    others = [evaluate(s, i, w, own=False) for i in range(len(s.players)) if i != me]
    margin = mine - max(others)
    if s.stage == "over":
        margin += tie_edge(s.result, me)
    return margin, float(s.players[me].debts)


# VP added to (or taken from) the margin of a finished playout that ends level with the best other
# player, by who wins the tie (R26). Half a point: a tie won ranks between a tie lost and a win by one.
TIE_EDGE = 0.5


def tie_edge(result: dict, me: int) -> float:
    """+TIE_EDGE if I end level on VP with the best other player (the one the margin is measured
    against) and win the tie-break of R26 (coal excavated from my own Pinge and tunnel, then the
    last turn order) against every player level with me, -TIE_EDGE if I lose it, 0 otherwise (a tie
    behind a leader changes no margin). Ties are not rare between two good players (10 of the 201
    games of Hard against the old Hard, 8 of them lost), and a margin of 0 cannot tell the line
    that wins one from the line that loses it; in the last year, when playouts end the game, the
    engine's own result can (docs/bots.md)."""
    scores, ranking = result["scores"], result["ranking"]
    others = [i for i in range(len(scores)) if i != me]
    if max(scores[i] for i in others) != scores[me]:
        return 0.0
    mine = ranking.index(me)
    level = [i for i in others if scores[i] == scores[me]]
    return TIE_EDGE if all(mine < ranking.index(i) for i in level) else -TIE_EDGE


PHASE_CLOSERS = ("end_turn", "confirm_storage")  # the actions after which a new action phase may begin


def play_to_draw(s, stop_phase: int, ctx: policy.Ctx, max_steps: int = 3000):
    """Play the sandbox forward with the quick policy up to its first draw from the bag (the refill
    of a new action phase, R8): (a copy of the state just before the action that draws, that
    action), or (the state, None) if the playout stops or the game ends first.

    Until that draw nothing in a playout depends on the sample: the policy's own look-ahead never
    reaches a refill, so every sample of a candidate plays the same moves up to it. The search plays
    that part once per candidate and branches there (the samples only differ from the draw on)."""
    steps = 0
    while running(s, stop_phase):
        for a in quick_move(s, ctx):
            if a.kind in PHASE_CLOSERS:
                before, mark = s.clone(), s.rng
                apply_action(s, a)
                if s.rng != mark:
                    return before, a
            else:
                apply_action(s, a)
            steps += 1
        if steps > max_steps:
            break
    return s, None


def utility(margin: float, debts: float, win_scale: float, debt_tiebreak: float) -> float:
    """What Hard maximises over a playout: a smooth chance of winning, tanh(margin / win_scale),
    less a small amount per own debt. While the game is close the margin's slope dominates and a
    debt is taken whenever it wins points; with a safe lead (or a lost cause) the curve is flat and
    the debts decide, so Hard stays out of the debts that change nothing about who wins.
    win_scale 0 means the plain margin (the search before this change)."""
    if not win_scale:
        return margin
    return math.tanh(margin / win_scale) - debt_tiebreak * debts


# Playouts per decision by player count: a playout of a 4-player table costs about twice one of a
# 2-player table (everyone's turns are played), so the budget shrinks with the table to keep the
# think time (p95 under 2 s on one core, docs/bots.md) the same at every size.
PLAYER_SCALE = {2: 1.0, 3: 0.75, 4: 0.5}


def search_shape(state, iterations: int, candidates: int, horizon: int) -> tuple[int, int, int]:
    """(phase at whose start playouts stop, candidates kept, playouts) for a decision now.

    Deeper where it matters: in the last action phase before a winter (lease, coal chart, what
    the Haspelknecht leaves in the shaft) one more candidate is searched; in the last year every
    playout runs to the end of the game, so a line is judged by its final score, not by the
    heuristic. In the game's last action phase no disk is drawn any more, so a playout is exact
    (up to the others' play) and one per candidate is enough: there the search tries
    LAST_PHASE_CANDIDATES of them. The playouts shrink with the table (PLAYER_SCALE)."""
    r = state.rules
    stop = state.phase + 1 + horizon
    n_cands = candidates
    if state.season == r.actions_per_year - 1:
        n_cands += 1
    if state.year == r.years:
        stop = r.years * r.actions_per_year
    budget = max(2, round(iterations * PLAYER_SCALE.get(len(state.players), 0.5)))
    if state.phase == r.years * r.actions_per_year - 1:
        n_cands = max(n_cands, LAST_PHASE_CANDIDATES)
        budget = n_cands
    return stop, n_cands, budget


LAST_PHASE_CANDIDATES = 10


C = TypeVar("C")   # a candidate of the search: a take (an Action) or a plan (its placements)


def distinct_best(cands: Sequence[tuple[float, C]], n: int) -> list[tuple[float, C]]:
    """The n best candidates by the heuristic, one of each value. Two plans that only swap the
    farmer's and the farmhand's work lead to the same position and score the same; two takes of
    the same disks from different pools differ only in what they leave the others, which the
    heuristic does not see. Searching both would spend the budget on (nearly) one option twice."""
    out: list[tuple[float, C]] = []
    for v, c in sorted(cands, key=lambda t: -t[0]):
        if all(abs(v - u) > 1e-9 for u, _c in out):
            out.append((v, c))
            if len(out) == n:
                break
    return out


# How much of what a take leaves the next player Hard counts against the take when it chooses the
# takes to search (margin_takes). 1: my value minus the best value the next opponent can take, the
# margin a take makes one turn deep; 0: the Normal scoring, which sees only the taker's own disks.
DENIAL = 1.0
DENIAL_POOL = 12   # the takes, best by their own value, that margin_takes weighs


def take_now(s, a: Action) -> None:
    """Apply a take to s; an Oil Lamp swap together with the take it was scored as (score_takes),
    so that the search and the look at the next player see the disks it is for."""
    apply_action(s, a)
    if a.kind == "oil_lamp":
        apply_action(s, lamp_take(a))


def left_to_next(state, me: int, take: Action, ctx: policy.Ctx, pairs: bool = True) -> float:
    """The value of the best take left to the next player, if an opponent takes next: what my take
    leaves the others, which the Normal scoring of takes does not see. 0 if the taking ends or I
    take again; then it is 0 for every take of this decision (my own first-spring return, R10,
    comes first), so the takes stay comparable.

    With `pairs`, a first take of the next player is valued with the best second take that could
    follow it, as Normal values its own first takes: what I leave a player about to take first is
    a pair of takes, not one (docs/bots.md, "What a first take leaves: the pair"; without it,
    Hard's candidates were ranked by the single take left, which undervalues what a first take
    leaves). The Oil Lamp
    swaps stay out of this look at the next player (each costs a take's scoring)."""
    s = state.clone()
    take_now(s, take)
    while s.stage == "r10" and decision(s)[0] == me:   # my own first-spring return, as choose() does it
        acts = legal_actions(s)
        apply_action(s, RETURN_WATER if RETURN_WATER in acts else acts[0])
    if s.stage not in ("take1", "take2"):
        return 0.0
    nxt = s.to_move
    if nxt == me:
        return 0.0
    scored = score_takes(s, nxt, [a for a in legal_actions(s) if a.kind != "oil_lamp"], ctx,
                         follow_up=pairs)
    return max((v for v, _a in scored), default=0.0)


def margin_takes(state, me: int, scored: list[tuple[float, Action]], ctx: policy.Ctx,
                 denial: float, pairs: bool = True) -> list[tuple[float, Action]]:
    """The DENIAL_POOL best takes by their own value, each less `denial` times the best take it
    leaves the next opponent; of takes of equal value, the one that leaves less first.

    Two takes of the same disks from different pools score the same for me and differ only in what
    they leave (distinct_best keeps one of them); a take a little worse for me may leave the next
    player much less. Hard searches its few best candidates by this margin, so the search sees the
    takes that deny, and its playouts judge them (docs/bots.md, "Takes that deny")."""
    top = sorted(scored, key=lambda t: -t[0])[:DENIAL_POOL]
    left = {a: left_to_next(state, me, a, ctx, pairs) for _v, a in top}
    out = [(v - denial * left[a], a) for v, a in top]
    out.sort(key=lambda t: (-round(t[0], 9), left[t[1]]))
    return out


WIN_SCALE = 6.0        # VP: a lead of this size is worth tanh(1) = 0.76 of a sure win
DEBT_TIEBREAK = 0.05   # per own debt, in the same units: 0.3 VP in a close game, several VP with a safe lead


class HardBot(BotBase):
    kind = "hard"
    DEFAULT_ITERATIONS = 12

    def __init__(self, seed: int = 0, name: str | None = None, iterations: int = DEFAULT_ITERATIONS,
                 seconds: float | None = None, candidates: int = 3, horizon: int = 1,
                 weights: Weights = FITTED_PLANNER, win_scale: float = WIN_SCALE,
                 debt_tiebreak: float = DEBT_TIEBREAK,
                 careful_weights: Weights | None = FITTED_CAREFUL, denial: float = DENIAL,
                 pairs: bool = True) -> None:
        super().__init__(seed, name)
        self.pairs = pairs
        self.denial = denial
        self.iterations = iterations
        self.seconds = seconds
        self.candidates = candidates
        self.horizon = horizon
        self.weights = weights
        self.win_scale = win_scale
        self.debt_tiebreak = debt_tiebreak
        self.careful_weights = careful_weights   # None: always `weights`
        self._plan_cache: dict = {}

    def __getstate__(self):
        d = dict(self.__dict__)
        d["_plan_cache"] = {}
        return d

    def weights_now(self, state, me: int) -> Weights:
        """The judgement for this position: the weights fitted to games of careful players while
        no opponent holds a debt, those fitted to games against a borrower once one does. A debt
        is public and the first sign of a player who spends the lease's food and Thalers on the
        tunnel; against such a player the tunnel decides more of the score (docs/bots.md, "Hard
        reads the table"). Before the first winter nobody can hold one: careful is the default."""
        if self.careful_weights is None:
            return self.weights
        if any(p.debts for i, p in enumerate(state.players) if i != me):
            return self.weights
        return self.careful_weights

    # --- search ----------------------------------------------------------------------------
    def _search(self, state, me: int, cands: Sequence[tuple[float, C]],
                apply_cand: Callable[[Any, C, policy.Ctx], None], bits: int, w: Weights) -> C | None:
        """Successive halving over candidates; apply_cand(sandbox, cand) plays the candidate. `w`
        is the judgement the candidates were scored with (weights_now), used for the playouts too."""
        stop, n_cands, budget = search_shape(state, self.iterations, self.candidates, self.horizon)
        cands = distinct_best(cands, n_cands)
        if len(cands) <= 1:
            return cands[0][1] if cands else None
        rnd = random.Random(bits)
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        alive = list(range(len(cands)))
        totals = [0.0] * len(cands)
        counts = [0] * len(cands)
        samples = [rnd.getrandbits(64) for _ in range(max(1, budget))]
        rounds = max(1, (len(cands) - 1).bit_length())
        branches: dict[int, tuple[Any, Action | None, tuple[float, float] | None]] = {}  # pre, act, judged

        def sample(i: int, bits_j: int) -> float:
            # the candidate's moves up to the first draw are the same for every sample: played once
            if i not in branches:
                s = policy.sandbox(state, samples[0])
                ctx = policy.Ctx(w=w, bits=samples[0])
                apply_cand(s, cands[i][1], ctx)
                pre, act = play_to_draw(s, stop, ctx)
                branches[i] = (pre, act, None if act is not None else judge(pre, me, w))
            pre, act, fixed = branches[i]
            if fixed is not None:   # no draw before the playout's end: every sample ends alike
                return utility(*fixed, self.win_scale, self.debt_tiebreak)
            assert act is not None   # a branch is judged at once unless it stopped at a draw
            s = policy.sandbox(pre, bits_j)
            ctx = policy.Ctx(w=w, bits=bits_j)
            apply_action(s, act)
            return utility(*playout(s, me, stop, ctx), self.win_scale, self.debt_tiebreak)

        used = 0
        k = 0
        while len(alive) > 1 and used < budget:
            per = max(1, (budget - used) // (len(alive) * max(1, rounds - k)))
            start = counts[alive[0]]
            for i in alive:
                for j in range(per):
                    if used >= budget or (deadline and time.perf_counter() > deadline):
                        break
                    totals[i] += sample(i, samples[(start + j) % len(samples)])  # common samples
                    counts[i] += 1
                    used += 1
            if deadline and time.perf_counter() > deadline:
                break
            alive.sort(key=lambda i: -(totals[i] / max(1, counts[i])))
            alive = alive[: max(1, (len(alive) + 1) // 2)]
            k += 1
        # Only sampled candidates are compared by their mean utility (a deadline can stop the first
        # round before every candidate had a playout); the heuristic's order, in other units,
        # decides only if none was sampled.
        sampled = [i for i in alive if counts[i]]
        if not sampled:
            return cands[alive[0]][1]
        best = max(sampled, key=lambda i: totals[i] / counts[i])
        return cands[best][1]

    # --- decisions -------------------------------------------------------------------------
    def choose(self, state, me, kind, actions, bits):
        ctx = policy.Ctx(w=self.weights_now(state, me), bits=bits)
        if kind in ("take1", "take2"):
            scored = score_takes(state, me, actions, ctx)
            if not scored:
                return None

            if self.denial:
                scored = margin_takes(state, me, scored, ctx, self.denial, self.pairs)

            def play_take(s, a, c):
                take_now(s, a)
            return self._search(state, me, scored, play_take, bits, ctx.w)
        if kind == "r10":
            return RETURN_WATER
        if kind == "plan":
            target = self._plan(state, me)
            return macro.plan_step(state, me, target, actions)
        if kind == "storage":
            return policy.storage_step(state, me, actions)
        return policy.exec_choice(state, actions, ctx)

    def _plan(self, state, me: int):
        base = macro.unplanned(state, me)
        key = (me, public_key(base))
        if key in self._plan_cache:
            return self._plan_cache[key]
        bits = self.bits(base, "plan")
        ctx = policy.Ctx(w=self.weights_now(base, me), bits=bits)
        scored = []
        for pl, fi, hi, _con in macro.enumerate_plans(base, me):
            scored.append((macro.plan_value(base, me, pl, ctx), pl, fi, hi))
        scored.sort(key=lambda t: -t[0])
        cands = [(v, pl) for v, pl, _f, _h in scored]
        seen = {pl for _v, pl in cands}
        for _v, _pl, fi, hi in scored[:2]:
            for pl2, *_ in macro.contract_variants(base, me, fi, hi):
                if pl2 not in seen:
                    seen.add(pl2)
                    cands.append((macro.plan_value(base, me, pl2, ctx), pl2))
        if not cands:
            return ()

        def play_plan(s, pl, c):
            macro.apply_placements(s, me, pl)
            apply_action(s, macro.CONFIRM_PLAN)
        target = self._search(base, me, cands, play_plan, bits, ctx.w)
        if len(self._plan_cache) > 64:
            self._plan_cache.clear()
        self._plan_cache[key] = target
        return target
