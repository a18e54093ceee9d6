"""How much of Coal Baron's review is the judge's noise (never in the app; docs/review.md quotes it).

Seeded 2-player games, the reviewed seat (0) played by the Normal bot against Hard as
tests.bench.review_screens plays them. For each game: the review of seat 0 with the judge's
default budget (points left on the table, the costliest decisions, the time it took), and the same
decisions judged again by a judge with another seed: how far the two costs of one decision lie
apart, and how many decisions only one of the two charges. With --own, also a game whose seat 0
plays the judge's own choice at every decision, reviewed by a judge with another seed: what it
finds is noise alone.

    .venv/bin/python -m tests.bench.cb_review_noise [--seeds 5 7 3 9 11 13] [--own 5]
"""

from __future__ import annotations

import argparse
import statistics
import time

VERBOSE = False
OTHER_SEED = 0x5EED5EED         # xor-ed into the review's judge seed for the second judgement


def played_game(seed: int):
    from game.core import registry
    from game.core.match import Match
    from game.core.record import Game

    d = registry.get("coal_baron")
    game = Game(d.options(players=2), seed, game=d, events=False)
    Match(game, [d.bots["normal"](seed * 31 + 1), d.bots["hard"](seed * 31 + 2)]).play()
    return game


def costs(game, judge, player: int = 0) -> dict[int, tuple[float, str]]:
    """{action index: (cost, kind)} of every decision of `player` the judge values, as
    game.core.review judges them (the chain of the kinds the judge carries included), every cost
    kept, none dropped at the tolerance."""
    from game.core import review as rv
    from game.core.record import Game

    wanted = dict(rv.decisions(game, [player]))
    replay = Game.from_record(game.record(), events=False)
    replay.truncate(0)
    scale = getattr(judge, "value_scale", None)
    alone, chained = [], {}
    for index, action in enumerate(game.actions):
        if index in wanted:
            kind = replay.decision()[1]
            label = scale(replay) if scale is not None else None
            finding = rv._judge_one(judge, replay, index, player, kind, action)
            if finding is not None:
                if label is None:
                    alone.append(finding)
                else:
                    chained.setdefault(label, []).append(finding)
                last = getattr(judge, "last", None)
                if VERBOSE and last is not None and last.pairs:
                    print(f"    {index} {action} -> {finding.better}: {last}")
        replay.apply(action, from_legal=True)
    charged = alone + [f for chain in chained.values() for f in rv.carried(chain)]
    if VERBOSE:
        for f in sorted(charged, key=lambda f: f.index):
            if f.cost > rv.TOLERANCE:
                print(f"    charged {f.index} {f.kind} {f.played} -> {f.better}: {f.cost:.1f}")
    return {f.index: (f.cost, f.kind) for f in charged}


def summary(label: str, found: dict[int, tuple[float, str]], tol: float, seconds: float) -> None:
    charged = sorted((c for c, _k in found.values() if c > tol), reverse=True)
    places = [c for c, k in found.values() if k == "place" and c > tol]
    print(f"  {label}: {len(found)} judged, {len(charged)} over {tol}, left on the table {sum(charged):.1f} VP, "
          f"top {[round(c, 1) for c in charged[:5]]}, placements over 12 VP: {sum(c > 12 for c in places)}, "
          f"{seconds:.1f} s")
    kinds: dict[str, float] = {}
    for c, k in found.values():
        if c > tol:
            kinds[k] = kinds.get(k, 0.0) + c
    print("    by kind: " + ", ".join(f"{k} {v:.1f}" for k, v in sorted(kinds.items(), key=lambda t: -t[1])))


def main(argv: list[str] | None = None) -> None:
    from game.core import registry
    from game.core import review as rv

    p = argparse.ArgumentParser()
    p.add_argument("--seeds", type=int, nargs="*", default=[5, 7, 3, 9, 11, 13])
    p.add_argument("--own", type=int, nargs="*", default=[])
    p.add_argument("--no-again", action="store_true", help="skip the second judgement with another seed")
    p.add_argument("--verbose", action="store_true", help="what each placement's cost rested on")
    p.add_argument("--spread", type=float, default=None, help="the judge's SPREAD instead of its own")
    args = p.parse_args(argv)
    if args.spread is not None:
        from game.coal_baron.bots import judging
        judging.SPREAD = args.spread
    global VERBOSE
    VERBOSE = args.verbose
    d = registry.get("coal_baron")
    tol = rv.TOLERANCE
    for seed in args.seeds:
        game = played_game(seed)
        scores = d.engine.final_result(game.state)["scores"]
        print(f"seed {seed}: final {scores}, seat 0 lost by {scores[1] - scores[0]}")
        t = time.process_time()
        a = costs(game, d.judge(rv.judge_seed(game)))
        summary("review", a, tol, time.process_time() - t)
        if args.no_again:
            continue
        t = time.process_time()
        b = costs(game, d.judge(rv.judge_seed(game) ^ OTHER_SEED))
        summary("another seed", b, tol, time.process_time() - t)
        both = sorted(set(a) & set(b))
        gaps = [a[i][0] - b[i][0] for i in both]
        only = sum((a[i][0] > tol) != (b[i][0] > tol) for i in both)
        print(f"  the same decisions judged twice: SD of the gap {statistics.pstdev(gaps):.2f} VP, "
              f"largest gap {max(map(abs, gaps), default=0):.1f} VP, charged by one judgement only: {only}")
    for seed in args.own:
        from game.core.match import Match
        from game.core.record import Game
        from tests.core.test_review import JudgeChoice

        game = Game(d.options(players=2), seed, game=d, events=False)
        judge = d.judge(rv.judge_seed(game))
        Match(game, [JudgeChoice(judge), d.bots["hard"](seed * 31 + 2)]).play()
        print(f"own choice, seed {seed}: final {d.engine.final_result(game.state)['scores']}")
        t = time.process_time()
        summary("same judge", costs(game, d.judge(rv.judge_seed(game))), tol, time.process_time() - t)
        t = time.process_time()
        summary("another seed", costs(game, d.judge(rv.judge_seed(game) ^ OTHER_SEED)), tol,
                time.process_time() - t)


if __name__ == "__main__":
    main()
