"""Benchmarks of any registered game: `make bench` prints them; `python -m game.core.bench --json
[--game NAME]` prints one JSON object.

Figures, not pass/fail: the tests never depend on timing.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from game.core import registry
from game.core.match import Match, Timed
from game.core.protocol import GameDefinition
from game.core.record import Game


def _random_move(rnd: random.Random, acts: list, keep) -> object:
    """A uniformly random action among those `keep` accepts (all if none is): rejection sampling,
    so the filter runs on a few actions, not on every legal one."""
    if keep is None:
        return rnd.choice(acts)
    for _ in range(8):
        a = rnd.choice(acts)
        if keep(a):
            return a
    forward = [a for a in acts if keep(a)]
    return rnd.choice(forward or acts)


def _bare_state(definition: GameDefinition, players: int, seed: int):
    engine = definition.engine
    state = engine.new_state(definition.options(players=players), seed)
    switch = getattr(engine, "record_events", None)
    if switch is not None:
        switch(state, False)   # a chronicle nobody reads would only slow the games down
    return state


def random_games(players: int = 4, seconds: float = 3.0, seed: int = 1, game: str | None = None) -> dict:
    """Whole random games (legal-move generation + apply) for about `seconds` on one core.

    This is the one loop that does not go through the match loop (game.core.match) and the record:
    it measures the engine, and the record's legality check of every move (explain_illegal costs
    about as much as apply itself) and its action log would be most of what it timed."""
    definition = registry.get(game or registry.DEFAULT_GAME)
    engine = definition.engine
    legal, apply, is_over, keep = engine.legal_actions, engine.apply, engine.is_over, definition.move_filter
    games = actions = 0
    apply_time = 0.0
    clock = time.perf_counter
    start = clock()
    while clock() - start < seconds:
        state = _bare_state(definition, players, seed + games)
        rnd = random.Random(seed + games)
        while not is_over(state):
            a = _random_move(rnd, legal(state), keep)
            t0 = clock()
            apply(state, a)
            apply_time += clock() - t0
            actions += 1
        games += 1
    elapsed = clock() - start
    return {   # a very short run may finish no game: its figures are 0, never a division by 0
        "game": definition.name,
        "players": players,
        "games": games,
        "games_per_second": games / elapsed if elapsed > 0 else 0.0,
        "actions_per_game": actions / games if games else 0.0,
        "us_per_applied_action": apply_time / actions * 1e6 if actions else 0.0,
        "us_per_step_with_move_generation": elapsed / actions * 1e6 if actions else 0.0,
    }


def clone_cost(samples: int = 20000, game: str | None = None, players: int = 4) -> dict:
    definition = registry.get(game or registry.DEFAULT_GAME)
    engine = definition.engine
    state = _bare_state(definition, players, 5)
    rnd = random.Random(5)
    for _ in range(150):  # a mid-game position
        if engine.is_over(state):
            break
        engine.apply(state, _random_move(rnd, engine.legal_actions(state), definition.move_filter))
    clone = engine.clone
    t0 = time.perf_counter()
    for _ in range(samples):
        clone(state)
    return {"us_per_clone": (time.perf_counter() - t0) / samples * 1e6}


def bot_times(kind: str, games: int = 1, players: int = 2, seed: int = 1, game: str | None = None) -> dict:
    """Think time per decision of one bot kind, all seats played by it (one core)."""
    definition = registry.get(game or registry.DEFAULT_GAME)
    times: list[float] = []
    nontrivial: list[float] = []
    for g in range(games):
        record = Game(definition.options(players=players), seed + g, events=False, game=definition)
        seats = [Timed(definition.bots[kind]((seed + g) * 31 + i)) for i in range(players)]
        Match(record, seats).play()
        for seat in seats:
            times += [dt for _n, dt in seat.times]
            nontrivial += [dt for n, dt in seat.times if n > 1]
    return {
        "kind": kind,
        "games": games,
        "players": players,
        "decisions": len(times),
        "decisions_per_second": len(times) / sum(times) if sum(times) else float("inf"),
        "p50_ms": _pct(times, 0.50) * 1000,
        "p95_ms": _pct(times, 0.95) * 1000,
        "max_ms": max(times) * 1000,
        "nontrivial_p50_ms": _pct(nontrivial, 0.50) * 1000,
        "nontrivial_p95_ms": _pct(nontrivial, 0.95) * 1000,
    }


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def all_figures(seconds: float = 3.0, bot_games: int = 1, bots: bool = True, game: str | None = None) -> dict:
    definition = registry.get(game or registry.DEFAULT_GAME)
    players = min(4, definition.max_players)
    figures = {"engine": random_games(players=players, seconds=seconds, game=definition.name),
               **clone_cost(game=definition.name, players=players)}
    if bots:
        figures["bots"] = {k: bot_times(k, games=bot_games, game=definition.name)
                           for k in definition.bots if k != "random"}
    return figures


def format_figures(figures: dict) -> str:
    e = figures["engine"]
    lines = [
        ("" if e.get("game", registry.DEFAULT_GAME) == registry.DEFAULT_GAME else f"{e['game']}: ")
        + f"random {e['players']}-player games per second (one core): {e['games_per_second']:.1f}",
        f"  actions per game: {e['actions_per_game']:.0f}",
        f"  microseconds per applied action: {e['us_per_applied_action']:.1f}",
        f"  microseconds per step incl. legal-move generation: {e['us_per_step_with_move_generation']:.1f}",
        f"microseconds per state clone ({e['players']} players, mid-game): {figures['us_per_clone']:.1f}",
    ]
    if "bots" in figures:
        lines.append("bot think time per decision (2-player self-play, one core; trivial decisions included):")
        lines.append(f"  {'bot':<7} {'decisions/s':>11} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}   "
                     f"{'non-trivial p50/p95 ms':>22}")
        for k, b in figures["bots"].items():
            lines.append(f"  {k:<7} {b['decisions_per_second']:>11.0f} {b['p50_ms']:>8.2f} {b['p95_ms']:>8.1f} "
                         f"{b['max_ms']:>8.1f}   {b['nontrivial_p50_ms']:>10.1f} / {b['nontrivial_p95_ms']:.1f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from game.commands import float_in, int_in  # the same bounded flags as `haspelknecht bench`

    parser = argparse.ArgumentParser(prog="python -m game.core.bench", description=__doc__)
    parser.add_argument("--game", choices=registry.names(), default=registry.DEFAULT_GAME)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seconds", type=float_in(0.1, 600), default=3.0)
    parser.add_argument("--bot-games", type=int_in(1, 50), default=1, help="games per bot difficulty to time")
    parser.add_argument("--no-bots", action="store_true", help="engine figures only")
    args = parser.parse_args(argv)
    figures = all_figures(seconds=args.seconds, bot_games=args.bot_games, bots=not args.no_bots, game=args.game)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(format_figures(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
