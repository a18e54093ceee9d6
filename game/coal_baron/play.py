"""Headless play of Coal Baron over the collection's match loop (game.core.match): whole games
between bots for tests and benchmarks, a seeded random game in the shape of `simulate`'s output
(seed, players with name/score/breakdown, winner, tiebreak, the final state's JSON), and the
golden transcript's style.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from game.coal_baron.bots.random_bot import RandomBot
from game.coal_baron.engine import ENGINE as engine
from game.coal_baron.options import Options
from game.coal_baron.state import State
from game.core import transcript as core_transcript
from game.core.match import Match
from game.core.protocol import Event, Result
from game.core.record import Game
from game.core.simulate import game_summary


def new_game(players: int, seed: int, events: bool = False) -> Game:
    """A record of a new game with the data's options (without a chronicle unless asked)."""
    return Game(Options(players=players), seed, events=events, game="coal_baron")


def play(game: Game, bots: list, on_step: Callable[[State, Any], None] | None = None,
         max_actions: int = 100_000) -> Game:
    """Play to the end: the bot of the deciding seat picks from the legal actions; on_step(state,
    action) after every move."""
    after = None if on_step is None else (lambda g, _who, action, _events: on_step(g.state, action))
    return Match(game, bots, after_apply=after, max_steps=max_actions).play()


def play_random_game(players: int, seed: int, names: list[str] | None = None) -> dict:
    """One seeded game of random bots (bot i seeded seed * 10 + i)."""
    bots = [RandomBot(seed * 10 + i, name=(names[i] if names else f"random{i + 1}")) for i in range(players)]
    return game_summary(play(new_game(players, seed), bots), [b.name for b in bots])


class CoalBaronStyle(core_transcript.Style):
    """Every action as its JSON, every event with its data, the result with the breakdown's JSON."""

    def header(self, game: Game, labels: list[str]) -> list[str]:
        return [f"Coal Baron, {game.options.players} players, seed {game.seed}"]

    def event(self, event: Event, labels: list[str]) -> str:
        return "  " + event.render(labels) + "  " + json.dumps(dict(event.data), sort_keys=True)

    def move(self, game: Game, who: int, kind: str, action: Any, labels: list[str]) -> str:
        return f"{len(game.actions):4d} {json.dumps(engine.action_to_json(action), sort_keys=True)}"

    def result(self, result: Result, labels: list[str]) -> list[str]:
        lines = [f"{labels[row['player']]}: {row['score']} {json.dumps(row['breakdown'], sort_keys=True)}"
                 for row in result["players"]]
        lines.append(f"winner {labels[result['winner']]} tiebreak {result['tiebreak']}")
        return lines


def transcript(players: int, seed: int) -> list[str]:
    """A seeded random game as text: every action (JSON) and every event it caused, then the result.
    The golden test diffs it against a stored copy, so any rules change shows up line by line."""
    bots = [RandomBot(seed * 10 + i) for i in range(players)]
    return core_transcript.transcript(new_game(players, seed, events=True), bots, CoalBaronStyle())
