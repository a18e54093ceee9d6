"""Fit the heuristic's projection weights to the final scores of played games.

Hard judges a playout that stops before the game ends by `heuristic.evaluate`: the score as it
stands plus projections (coal for the chart, wood, progress in the Pinge and tunnel, pit water,
what owned developments will still give), each times a weight of `heuristic.Weights`. Those weights
were set by hand. This tool measures how well they predict, and fits them:

    python -m tests.bench.fit_weights positions --games 200 --seed 2000 --workers 2 --out pos.jsonl
    python -m tests.bench.fit_weights fit --out pos.jsonl

`positions` plays seat-rotated 2-player games (`--bots`, default a Normal with Hard's lease weights
against the Normal before the lease planning, a borrower that digs far into the tunnel:
tests/bench/old_bots.py; these games gave heuristic.FITTED_PLANNER; with `--bots
"normal:debt_aversion=3,normal" --seed 1000`, games of two careful Normals: FITTED_CAREFUL) on the
first-game board and two variants and keeps, at the start of every action phase where a Hard playout
can stop, each player's evaluation, its derivative by every projection weight (the feature the
weight multiplies), and the player's final score. `fit` solves a ridge least-squares problem: final
score = the evaluation's fixed part + sum of weight x feature + one constant per action phase
(constants do not change a decision: the candidates of a search are compared at the same phase), the
ridge pulling each weight towards the hand-set one (`heuristic.PLANNER`, from which the features are
taken too, so a fit does not depend on the weights it produced). It prints the held-out errors (one
game in four is held out) of the hand-set and the fitted weights, for the own score and for the
margin between the two players, and the fitted weights.

The lease weights (debt aversion, Thalers within reach, turn order) are preferences, not
predictions, and are not fitted. Not part of the app or of `make test`.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import fields, replace

PREFERENCES = {"debt_aversion", "debts_tolerated", "thaler_reach", "reach_decay", "turn_order"}
DELTA = 0.01
LAYOUTS = ("first_game", "Two circles", "Three long legs")


def fitted_names() -> list[str]:
    """The projection weights: every scalar weight that is not a lease preference."""
    from game.haspelknecht.bots.heuristic import Weights
    return [f.name for f in fields(Weights) if f.type in ("float", float) and f.name not in PREFERENCES]


def leaf_phases(rules) -> range:
    """The action phases at whose start a Hard playout of horizon 1 can stop (hard.search_shape):
    from phase 2 to the second phase of the last year (from there on playouts run to the end)."""
    return range(2, (rules.years - 1) * rules.actions_per_year + 2)


def features(state, me: int, w, names: list[str]) -> tuple[float, list[float]]:
    """(the evaluation, its derivative by each named weight)."""
    from game.haspelknecht.bots.heuristic import evaluate
    v0 = evaluate(state, me, w, own=False)
    return v0, [(evaluate(state, me, replace(w, **{n: getattr(w, n) + DELTA}), own=False) - v0) / DELTA
                for n in names]


def play_positions(job: tuple) -> list[dict]:
    """One seat-rotated game; the positions at the start of each leaf phase, with the final score."""
    from game.core.match import Match
    from game.haspelknecht.bots.heuristic import PLANNER
    from tests.bench.bots_measure import deal
    bots, k, seed, layout = job
    n = len(bots)
    game, players, _seats = deal(bots, k, seed, layout)
    w, names = PLANNER, fitted_names()
    out, seen = [], set()

    def position(g, *_move) -> None:
        """Keeps the position if a leaf phase starts there (at the start, and after every move)."""
        s = g.state
        if s.stage == "take1" and s.phase not in seen and s.phase in leaf_phases(s.rules):
            seen.add(s.phase)
            for me in range(n):
                v0, f = features(s, me, w, names)
                out.append({"layout": layout, "game": k, "phase": s.phase, "me": me, "v0": v0, "f": f})

    position(game)
    Match(game, players, after_apply=position).play()
    scores = game.engine.final_result(game.state)["scores"]
    for row in out:
        row["y"] = scores[row["me"]]
    return out


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small dense system; no numpy in the project)."""
    n = len(a)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                for j in range(c, n + 1):
                    m[r][j] -= f * m[c][j]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def design(rows: list[dict], w0: list[float], phases: list[int]):
    """Rows of (features + phase indicators) and targets (final score less the fixed part)."""
    xs, ys = [], []
    for r in rows:
        fixed = r["v0"] - sum(a * b for a, b in zip(w0, r["f"], strict=True))
        xs.append(r["f"] + [1.0 if r["phase"] == p else 0.0 for p in phases])
        ys.append(r["y"] - fixed)
    return xs, ys


def fit(rows: list[dict], w0: list[float], phases: list[int], ridge: float) -> list[float]:
    """The weights (then the phase constants) minimising squared error plus ridge * (w - w0)^2."""
    xs, ys = design(rows, w0, phases)
    k = len(xs[0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in zip(xs, ys, strict=True):
        nz = [i for i in range(k) if x[i]]
        for i in nz:
            b[i] += x[i] * y
            for j in nz:
                a[i][j] += x[i] * x[j]
    for i in range(len(w0)):
        a[i][i] += ridge
        b[i] += ridge * w0[i]
    return solve(a, b)


def errors(rows: list[dict], w0: list[float], phases: list[int], theta: list[float]) -> tuple[float, float]:
    """(mean squared error of the own final score, of the margin between the two players)."""
    xs, ys = design(rows, w0, phases)
    pred: dict = {}
    own = 0.0
    for r, x, y in zip(rows, xs, ys, strict=True):
        guess = sum(t * v for t, v in zip(theta, x, strict=True))
        own += (y - guess) ** 2
        pred.setdefault((r["layout"], r["game"], r["phase"]), []).append((r["y"] - y + guess, r["y"]))
    pairs = [v for v in pred.values() if len(v) == 2]
    margin = sum(((a[0] - b[0]) - (a[1] - b[1])) ** 2 for a, b in pairs) / max(1, len(pairs))
    return own / max(1, len(rows)), margin


def report(rows: list[dict], ridge: float) -> str:
    from game.haspelknecht.bots.heuristic import PLANNER
    names = fitted_names()
    w = PLANNER
    w0 = [getattr(w, n) for n in names]
    phases = sorted({r["phase"] for r in rows})
    games = sorted({(r["layout"], r["game"]) for r in rows})
    random.Random(1).shuffle(games)
    held = set(games[: len(games) // 4])
    train = [r for r in rows if (r["layout"], r["game"]) not in held]
    test = [r for r in rows if (r["layout"], r["game"]) in held]
    lines = [f"{len(rows)} positions of {len(games)} games, phases {phases}; {len(test)} held out",
             "weights | held-out MSE own score | held-out MSE margin"]
    for label, lam in (("hand-set, PLANNER (phase constants fitted)", 1e12), (f"fitted, ridge {ridge:g}", ridge)):
        theta = fit(train, w0, phases, lam)
        own, margin = errors(test, w0, phases, theta)
        lines.append(f"{label} | {own:.2f} | {margin:.2f}")
    theta = fit(rows, w0, phases, ridge)
    lines.append("fitted on every position (negative weights clipped to 0):")
    # theta ends with the phase constants: zip stops at the weights
    pairs = zip(names, theta, strict=False)
    lines.append("replace(PLANNER, " + ", ".join(f"{n}={max(0.0, t):.2f}" for n, t in pairs) + ")")
    lines += [f"  {n}: {a:g} -> {t:.2f}" for n, a, t in zip(names, w0, theta, strict=False)]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.fit_weights", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=("positions", "fit"))
    # the games FITTED_PLANNER was fitted to; FITTED_CAREFUL's are "normal:debt_aversion=3,normal"
    # with --seed 1000, games of two careful Normals (make bots-fit runs both; docs/bots.md)
    ap.add_argument("--bots", default="normal:debt_aversion=3,old_normal")
    ap.add_argument("--games", type=int, default=200, help="games per layout")
    ap.add_argument("--seed", type=int, default=2000)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--ridge", type=float, default=100.0)
    ap.add_argument("--out", required=True, help="the positions file (a JSON line per game; positions appends)")
    args = ap.parse_args(argv)
    from tests.bench.bots_measure import read_lines, run, split_bots
    if args.what == "fit":
        rows = [pos for game in read_lines(args.out) for pos in game]
        if not rows:
            raise SystemExit(f"no positions in {args.out}")
        print(report(rows, args.ridge))
        return 0
    bots = tuple(split_bots(args.bots))
    run([(bots, k, args.seed, layout) for k in range(args.games) for layout in LAYOUTS], args.workers,
        args.out, fn=play_positions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
