"""Hard as a judge: the estimated final VP margin each move of a position leads to, for the review
after a game (game.core.review, the protocol's `Judge`).

The judge is the Hard bot's own search with a fixed budget, so it follows the bot when the bot is
tuned again. At a placement or in the draft, Normal's one-ply scoring (policy.score_moves) ranks
the legal moves; the best few, and the move that was played, are each played in the same `samples`
determinizations (seat views whose hidden parts are re-dealt from the judge's bits, never read
from the game) and rolled out as Hard rolls out (everyone plays Normal's policy for a number of
placements); a move's value is the mean margin at the end: my estimated final score less the best
other player's, in VP. The best move is chosen on half the determinizations and valued, with the
move played, on the other half (the best of a few noisy means is biased upwards). Every other decision (a mining step, which drawn item to keep, the order of
a stack's top, the shortage's colour) is valued move by move: the move, then the player's own
policy to the end of the turn (policy.finish_turn), the margin of that position in one
determinization. A candidate's value does not depend on which others are judged with it, so the
judge's best move, played, costs exactly 0.
"""

from __future__ import annotations

from game.coal_baron.actions import Action
from game.coal_baron.bots.features import NORMAL, seat_view, value
from game.coal_baron.bots.hard import HardBot
from game.coal_baron.bots.policy import best_move, finish_turn, score_moves, small_choice
from game.coal_baron.engine import ENGINE

# The review's budget (docs/review.md): determinizations per judged placement, and the moves
# Normal's scoring ranks best that are judged besides the one played. A 3-shift 2-player game's
# review of one player takes about 20 s on one core with these.
SAMPLES = 6
CANDIDATES = 4
WORKERS_AHEAD = 5               # per player: how far a line is played (below)
MIX = 0x9E3779B97F4A7C15        # spreads the samples' seeds (as Hard's own search does)


def play_on(s, shift: int, goal: int) -> None:
    """Everybody plays Normal's policy (Hard's rollout policy) until no more than `goal` workers
    are left in the players' supply, the shift `shift` has ended or the game has."""
    legal, apply = ENGINE.legal_actions, ENGINE.apply
    while s.stage != "over" and s.shift == shift and (goal <= 0 or sum(s.supply) > goal):
        p = s.current
        acts = legal(s)
        if s.stage in ("place", "draft"):
            apply(s, acts[0] if len(acts) == 1 else best_move(s, p, acts, NORMAL))
            finish_turn(s, p, NORMAL)
        else:
            apply(s, small_choice(s, p, acts, NORMAL))


def margin(s, me: int) -> float:
    """My estimated final score less the best other player's, in VP (exact once the game is over)."""
    return value(s, me, NORMAL) - max(value(s, q, NORMAL) for q in range(s.n) if q != me)


class HardJudge(HardBot):
    """Hard, with `judge` beside `decide`: the protocol's Judge (game.core.protocol)."""

    kind = "hard"

    def __init__(self, seed: int = 0, name: str | None = None, samples: int = SAMPLES,
                 candidates: int = CANDIDATES, **settings) -> None:
        super().__init__(seed, name, **settings)
        self.samples = max(1, int(samples))
        self.judge_candidates = max(1, int(candidates))

    def judge(self, game, actions: list, played: Action | None = None) -> dict[Action, float] | None:
        """{move: estimated final VP margin} over the best few legal moves and `played`."""
        state = getattr(game, "state", game)
        if state.stage == "over" or len(actions) < 2:
            return None
        me = state.current
        bits = self.bits(state)
        if state.stage not in ("place", "draft"):
            return self._settled(state, me, actions, bits)
        view = seat_view(state, me, bits)
        scored = sorted(score_moves(view, me, actions, NORMAL), key=lambda t: -t[0])
        cands = [a for _v, a in scored[:self.judge_candidates]]
        if played is not None and played not in cands:
            cands.append(played)
        left = sum(state.supply)
        goal = left - WORKERS_AHEAD * state.n if left > WORKERS_AHEAD * state.n else 0
        # the best move is chosen on one half of the determinizations and valued, with the move
        # played, on the other: the best of a few noisy means is biased upwards, which made every
        # cost look several times too large; valued apart, a move only as good as the one played
        # costs nothing on average
        half = max(1, self.samples // 2)
        choose, value = [0.0] * len(cands), [0.0] * len(cands)
        for i in range(2 * half):
            sample = seat_view(state, me, (bits + MIX * (i + 1)) & 0xFFFFFFFFFFFFFFFF)
            into = choose if i < half else value
            for k, a in enumerate(cands):
                s = sample.clone()
                ENGINE.apply(s, a)
                finish_turn(s, me, NORMAL)
                play_on(s, state.shift, goal)
                into[k] += margin(s, me)
        best = max(range(len(cands)), key=lambda k: (choose[k], cands[k] == played))
        kept = {k for k, a in enumerate(cands) if k == best or a == played}
        return {cands[k]: value[k] / half for k in sorted(kept)}

    def _settled(self, state, me: int, actions: list, bits: int) -> dict[Action, float]:
        view = seat_view(state, me, bits)
        out = {}
        for a in actions:
            s = view.clone()
            ENGINE.apply(s, a)
            finish_turn(s, me, NORMAL)
            out[a] = margin(s, me)
        return out
