"""How long a hint takes: the hint (game.core.hints) asked at positions of games the Normal bots
play, timed two ways.

* `worker`: as the window asks for it (game/ui/hint_job.HintJob: the bots' worker process, the
  position and the answer pickled across), wall-clock seconds from the ask to the hint in hand.
  This is what a person waits; on a busy machine it includes the wait for a core.
* `here`: game.core.hints.hint in this process, `time.process_time` (one core's own work, whatever
  else the machine runs).

    python -m tests.bench.hint_latency --game coal_baron --players 4 --games 3 --seed 1
    python -m tests.bench.hint_latency --game haspelknecht --players 4 --games 2 --bot hard --where here

`--bot` tries another kind as the hint bot (`here` only: the worker reads the game's own
definition). Positions with a single legal move are left out (the bot answers them at once).
"""

from __future__ import annotations

import argparse
import dataclasses
import time

from game.core import hints, registry
from game.core.record import Game


def percentile(values: list[float], q: float) -> float:
    """The q-th quantile (nearest rank) of `values`."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def positions(definition, players: int, seed: int, every: int):
    """Every `every`-th position with a choice along a game of Normal bots (`game` as it stands)."""
    game = Game(definition.options(players=players), seed, game=definition, events=False)
    bots = [definition.bots["normal"](seed * 31 + p) for p in range(players)]
    k = 0
    while not game.is_over:
        who = game.decision()[0]
        actions = game.legal_actions()
        if len(actions) > 1:
            if k % every == 0:
                yield game
            k += 1
        game.apply(bots[who].decide(game.clone(), actions), from_legal=True)


def time_here(game) -> float:
    start = time.process_time()
    hints.hint(game)
    return time.process_time() - start


def time_worker(game) -> float:
    from game.ui.hint_job import HintJob

    start = time.perf_counter()
    job = HintJob(game)
    if not job.wait(60) or not job.in_process:
        raise SystemExit("the hint was not worked out in the worker process")
    return time.perf_counter() - start


def report(label: str, times: list[float]) -> None:
    print(f"{label}: {len(times)} hints, p50 {percentile(times, .5) * 1000:.0f} ms, "
          f"p95 {percentile(times, .95) * 1000:.0f} ms, slowest {max(times) * 1000:.0f} ms, "
          f"mean {sum(times) / len(times) * 1000:.0f} ms")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.hint_latency", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="coal_baron", choices=registry.names())
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=4, help="ask at every n-th position with a choice")
    ap.add_argument("--bot", default="", help="another kind as the hint bot (with --where here)")
    ap.add_argument("--where", default="both", choices=("both", "worker", "here"))
    args = ap.parse_args(argv)
    definition = registry.get(args.game)
    if args.bot:
        if args.where != "here":
            ap.error("--bot works with --where here only")
        definition = dataclasses.replace(definition, hint_bot=args.bot)
    if args.where != "here":
        from game.ui import bot_runner

        if bot_runner.worker_pid(args.game) is None:     # started and warm, as the table warms it
            raise SystemExit("no worker process can start here")
    here: list[float] = []
    worker: list[float] = []
    for g in range(args.games):
        for game in positions(definition, args.players, args.seed + g, args.every):
            if args.where != "worker":
                here.append(time_here(game))
            if args.where != "here":
                worker.append(time_worker(game))
    print(f"{args.game}, {args.players} players, hint bot {hints.hint_kind(definition)} "
          f"{hints.hint_settings(definition)}, {args.games} games of Normal bots from seed {args.seed}, "
          f"every {args.every}th position with a choice")
    if here:
        report("here (process time, one core)", here)
    if worker:
        report("worker (wall clock, as the window waits)", worker)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
