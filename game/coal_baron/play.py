"""Headless play: a whole game between bots, for tests, benchmarks and the shared CLI.

The result has the same keys as Haspelknecht's `simulate` output: seed, players (name, score,
breakdown), winner, tiebreak and the final state (JSON).
"""

from __future__ import annotations

from collections.abc import Callable

from game.coal_baron.bots.random_bot import RandomBot
from game.coal_baron.engine import ENGINE as engine
from game.coal_baron.options import Options
from game.coal_baron.state import State


def play(state: State, bots: list, on_step: Callable[[State, object], None] | None = None,
         max_actions: int = 100_000) -> State:
    """Play to the end: the bot of the deciding seat picks from the legal actions."""
    legal = engine.legal_actions
    apply = engine.apply
    for _ in range(max_actions):
        if state.stage == "over":
            return state
        actions = legal(state)
        action = bots[state.current].decide(state, actions)
        apply(state, action)
        if on_step is not None:
            on_step(state, action)
    raise RuntimeError("the game did not end")


def play_random_game(players: int, seed: int, names: list[str] | None = None) -> dict:
    """One seeded game of random bots (bot i seeded seed * 10 + i)."""
    state = engine.new_state(Options(players=players), seed)
    bots = [RandomBot(seed * 10 + i, name=(names[i] if names else f"random{i + 1}")) for i in range(players)]
    play(state, bots)
    res = engine.final_result(state)
    return {
        "seed": seed,
        "players": [{"name": bots[r["player"]].name, "score": r["score"], "breakdown": r["breakdown"]}
                    for r in res["players"]],
        "winner": res["winner"],
        "tiebreak": res["tiebreak"],
        "state": engine.state_to_json(state),
    }


def transcript(players: int, seed: int) -> list[str]:
    """A seeded random game as text: every action (JSON) and every event it caused, then the result.
    The golden test diffs it against a stored copy, so any rules change shows up line by line."""
    import json

    names = [f"P{i + 1}" for i in range(players)]
    state = engine.new_state(Options(players=players), seed)
    bots = [RandomBot(seed * 10 + i) for i in range(players)]
    lines = [f"Coal Baron, {players} players, seed {seed}"]
    lines += ["  " + e.render(names) + "  " + json.dumps(dict(e.data), sort_keys=True)
              for e in engine.take_events(state)]
    step = 0

    def record(s: State, action) -> None:
        nonlocal step
        step += 1
        lines.append(f"{step:4d} {json.dumps(engine.action_to_json(action), sort_keys=True)}")
        lines.extend("  " + e.render(names) + "  " + json.dumps(dict(e.data), sort_keys=True)
                     for e in engine.take_events(s))

    play(state, bots, on_step=record)
    res = engine.final_result(state)
    for row in res["players"]:
        lines.append(f"{names[row['player']]}: {row['score']} {json.dumps(row['breakdown'], sort_keys=True)}")
    lines.append(f"winner {names[res['winner']]} tiebreak {res['tiebreak']}")
    return lines
