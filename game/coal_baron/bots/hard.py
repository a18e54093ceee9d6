"""The Hard bot: it plays each promising move out to the end of the shift, in several guesses of
what it cannot see, and keeps the move whose lines end best.

At a placement, in the draft and when keeping a drawn tile or order, Normal's one-ply scoring
(playout.score_moves: policy.score_moves computed fast) ranks the legal moves and the best
`candidates` are searched. Each is played in determinizations: seat views whose hidden parts (the
stacks' unknown order, another player's draw) are re-dealt from the bot's own bits, never read from
the game. From there every player, the bot included, plays Normal's policy (playout.py) to the end of the shift, the shift's scoring
included, or for `horizon` placements when that comes first; in the last shift to the end of the
game. A line is judged by the bot's estimated final score less the best other player's
(estimate.py; the exact final scores once the game is over), so the Shift Clock's majorities, the
orders the shift can still fill, the workers left and, in the last shift, the end conversion of
Marks, cubes, open orders and the tunnel balance are all played out rather than guessed.

Budget: successive halving. Every candidate is played in `samples` determinizations (the same ones
for every candidate, so the comparison is fair), the better half goes on with `samples` more, and so
on until one is left. The count is fixed, so a decision is a function of the seed and the public
position; the window adds a `seconds` deadline that stops adding determinizations (the first one
is always played for every candidate), and then the answer also depends on the machine's speed.
"""

from __future__ import annotations

import time

from game.coal_baron.bots.base import BotBase
from game.coal_baron.bots.estimate import estimate, lean_estimate
from game.coal_baron.bots.features import NORMAL, seat_view
from game.coal_baron.bots.playout import finish_turn, play_on, score_moves
from game.coal_baron.bots.policy import small_choice
from game.coal_baron.engine import ENGINE

SEARCHED = ("place", "draft", "keep_tile", "keep_order")
MIX = 0x9E3779B97F4A7C15          # spreads the determinizations' seeds over the 64 bits
MASK = 0xFFFFFFFFFFFFFFFF


def judge(s, me: int) -> float:
    """My estimated final score less the best other player's (exact once the game is over)."""
    if s.stage == "over":
        res = ENGINE.final_result(s)["scores"]
        return res[me] - max(res[q] for q in range(s.n) if q != me)
    mine = estimate(s, me)
    return mine - max(estimate(s, q) for q in range(s.n) if q != me)


def order_candidate(scored: list, cands: list):
    """The best-ranked placement that takes an order (order_N or order_draw) when none is among
    the candidates. An order taken late in a shift pays only after a mining turn and a delivery,
    which Normal's one ply never sees, so it never ranks high enough to be searched; the playouts
    do play the mining and the delivery out."""
    if any(a.args[0].startswith("order") for a in cands):
        return None
    return next((a for _v, a in scored if a.args[0].startswith("order")), None)


class HardBot(BotBase):
    kind = "hard"
    SAMPLES = 1
    CANDIDATES = 4

    def __init__(self, seed: int = 0, name: str | None = None, samples: int = SAMPLES,
                 candidates: int = CANDIDATES, horizon: int | None = None,
                 seconds: float | None = None, plan: bool = True) -> None:
        super().__init__(seed, name)
        # plan: spare workers valued at a Bank Mark in the playouts and the ranking
        # (estimate.lean_estimate), and the best order among the candidates (order_candidate)
        self.plan = plan
        self.value = lean_estimate if plan else estimate
        self.samples = max(1, int(samples))          # determinizations per candidate per round
        self.candidates = max(1, int(candidates))
        self.horizon = horizon                       # placements per player; None: the shift's end
        self.seconds = seconds

    def choose(self, state, me, kind, actions, bits):
        view = seat_view(state, me, bits)
        if kind not in SEARCHED:
            return small_choice(view, me, actions, NORMAL)
        scored = sorted(score_moves(view, me, actions, self.value), key=lambda t: -t[0])
        cands = [a for _v, a in scored[:self.candidates]]
        if self.plan and kind == "place":
            extra = order_candidate(scored, cands)
            if extra is not None:
                cands.append(extra)
        if len(cands) == 1:
            return cands[0]
        means = self.search(state, me, cands, bits)
        return max(cands, key=lambda a: (means[a], -cands.index(a)))

    def search(self, state, me: int, cands: list, bits: int) -> dict:
        """{candidate: mean judged margin} by successive halving over shared determinizations (the
        candidates dropped on the way at minus infinity)."""
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        placements = None if self.horizon is None else self.horizon * state.n
        totals = {a: 0.0 for a in cands}
        counts = {a: 0 for a in cands}
        alive = list(cands)
        i = 0
        rounds = 0
        while True:
            for _ in range(self.samples):
                if deadline and i and time.perf_counter() > deadline:
                    break
                sample = seat_view(state, me, (bits + MIX * (i + 1)) & MASK)
                i += 1
                for a in alive:         # every candidate alive sees every sample
                    s = sample.clone()
                    ENGINE.apply(s, a)
                    finish_turn(s, me, self.value)
                    play_on(s, placements, self.value)
                    totals[a] += judge(s, me)
                    counts[a] += 1
            rounds += 1
            if len(alive) <= 1 or len(alive) <= 2 and rounds >= 2:
                break
            if deadline and time.perf_counter() > deadline:
                break
            alive.sort(key=lambda a: -totals[a] / counts[a])
            alive = alive[:max(2, (len(alive) + 1) // 2)]
        # only the finalists compete: a dropped candidate's mean rests on fewer determinizations
        return {a: totals[a] / counts[a] if a in alive else float("-inf") for a in cands}
