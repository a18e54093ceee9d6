"""The Hard bot: determinized one-ply-plus-rollout search over Normal's best placements.

At a placement (and in the draft) it ranks the legal moves as Normal does and keeps the best few
candidates. Each candidate is played in several determinizations: seat views whose hidden parts
(the stacks' unknown order, another player's draw) are re-dealt from the bot's own bits, never
read from the game. From there every player, the bot included, plays Normal's policy for a fixed
number of placements (or to the end of the game); the line is judged by the bot's heuristic value
minus the best opponent's. The same samples serve every candidate, so the comparison is fair, and
the candidate with the best mean wins. Every other decision (mining steps, keeping a drawn item)
is Normal's: those are settled well by the greedy plan.

Budget: `iterations` samples per candidate (deterministic given the seed and the public position),
`candidates`, `horizon` (placements played after the candidate's turn) and an optional `seconds`
deadline that stops adding samples (then the decision depends on the machine's speed).
"""

from __future__ import annotations

import time

from game.coal_baron.bots.base import BotBase
from game.coal_baron.bots.features import NORMAL, seat_view, value
from game.coal_baron.bots.policy import best_move, finish_turn, score_moves, small_choice
from game.coal_baron.engine import ENGINE


def rollout(s, me: int, placements: int) -> float:
    """Everybody plays Normal's policy for `placements` placements; the bot's value lead."""
    legal, apply = ENGINE.legal_actions, ENGINE.apply
    done = 0
    while s.stage != "over" and done < placements:
        p = s.current
        acts = legal(s)
        if s.stage in ("place", "draft"):
            a = acts[0] if len(acts) == 1 else best_move(s, p, acts, NORMAL)
            apply(s, a)
            finish_turn(s, p, NORMAL)
            done += 1
        else:  # a follow-up the candidate's turn left open (cannot happen after finish_turn)
            apply(s, small_choice(s, p, acts, NORMAL))
    mine = value(s, me, NORMAL)
    return mine - max(value(s, q, NORMAL) for q in range(s.n) if q != me)


class HardBot(BotBase):
    kind = "hard"

    def __init__(self, seed: int = 0, name: str | None = None, iterations: int = 3,
                 candidates: int = 3, horizon: int | None = None, seconds: float | None = None) -> None:
        super().__init__(seed, name)
        self.iterations = iterations
        self.candidates = candidates
        self.horizon = horizon
        self.seconds = seconds

    def choose(self, state, me, kind, actions, bits):
        view = seat_view(state, me, bits)
        if kind not in ("place", "draft"):
            return small_choice(view, me, actions, NORMAL)
        scored = sorted(score_moves(view, me, actions, NORMAL), key=lambda t: -t[0])
        cands = [a for _v, a in scored[:self.candidates]]
        if len(cands) == 1:
            return cands[0]
        horizon = self.horizon if self.horizon is not None else 2 * state.n + 1
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        totals = [0.0] * len(cands)
        counts = [0] * len(cands)
        for i in range(self.iterations):
            if deadline and i and time.perf_counter() > deadline:
                break
            sample = seat_view(state, me, (bits + 0x9E3779B97F4A7C15 * (i + 1)) & 0xFFFFFFFFFFFFFFFF)
            for k, a in enumerate(cands):
                s = sample.clone()
                ENGINE.apply(s, a)
                finish_turn(s, me, NORMAL)
                totals[k] += rollout(s, me, horizon)
                counts[k] += 1
        best = max(range(len(cands)), key=lambda k: (totals[k] / counts[k] if counts[k] else float("-inf"), -k))
        return cands[best]
