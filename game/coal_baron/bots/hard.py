"""The Hard bot (prototype): determinized search over Normal's best moves, each played to the end
of the shift by every player with Normal's policy."""

from __future__ import annotations

import time

from game.coal_baron.bots.base import BotBase
from game.coal_baron.bots.estimate import estimate
from game.coal_baron.bots.features import NORMAL, seat_view
from game.coal_baron.bots.playout import finish_turn, play_shift
from game.coal_baron.bots.policy import score_moves, small_choice
from game.coal_baron.engine import ENGINE

SEARCHED = ("place", "draft", "keep_tile", "keep_order")
GOLDEN = 0x9E3779B97F4A7C15
MASK = 0xFFFFFFFFFFFFFFFF


def playout(s, me: int) -> float:
    """Everybody plays Normal's policy to the end of the shift (of the game in the last shift)."""
    play_shift(s)
    if s.stage == "over":
        res = ENGINE.final_result(s)["scores"]
        return res[me] - max(res[q] for q in range(s.n) if q != me)
    mine = estimate(s, me)
    return mine - max(estimate(s, q) for q in range(s.n) if q != me)


class HardBot(BotBase):
    kind = "hard"
    SAMPLES = 4

    def __init__(self, seed: int = 0, name: str | None = None, samples: int = SAMPLES,
                 candidates: int = 5, seconds: float | None = None) -> None:
        super().__init__(seed, name)
        self.samples = samples
        self.candidates = candidates
        self.seconds = seconds

    def choose(self, state, me, kind, actions, bits):
        view = seat_view(state, me, bits)
        if kind not in SEARCHED:
            return small_choice(view, me, actions, NORMAL)
        scored = sorted(score_moves(view, me, actions, NORMAL), key=lambda t: -t[0])
        cands = [a for _v, a in scored[:self.candidates]]
        if len(cands) == 1:
            return cands[0]
        means = self._search(state, me, cands, bits)
        return max(cands, key=lambda a: (means[a], -cands.index(a)))

    def _search(self, state, me: int, cands: list, bits: int) -> dict:
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        totals = {a: 0.0 for a in cands}
        counts = {a: 0 for a in cands}
        alive = list(cands)
        i = 0
        per_round = max(1, self.samples // 2)
        while True:
            for _ in range(per_round):
                sample = seat_view(state, me, (bits + GOLDEN * (i + 1)) & MASK)
                i += 1
                for a in alive:
                    if deadline and counts[a] and time.perf_counter() > deadline:
                        break
                    s = sample.clone()
                    ENGINE.apply(s, a)
                    finish_turn(s, me)
                    totals[a] += playout(s, me)
                    counts[a] += 1
            if len(alive) <= 1 or i >= self.samples * 2 or (deadline and time.perf_counter() > deadline):
                break
            alive.sort(key=lambda a: -totals[a] / counts[a])
            alive = alive[:max(1, (len(alive) + 1) // 2)]
        return {a: totals[a] / counts[a] if counts[a] else float("-inf") for a in cands}
