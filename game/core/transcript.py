"""A readable transcript of any registered game: every action, the events it caused, a summary at
each of the game's checkpoints, and the result. Used for golden playthroughs (a diff shows exactly
where the rules changed) and for debugging.

The game is played by the match loop (game.core.match); how the lines read is a `Style`, whose
methods a game overrides where it writes its own way: `header` (the opening lines, e.g. options and
board), `event` and `move` (one line each), `checkpoint(state)` (a value that changes when a summary
is due, e.g. a new phase; None: never), `summary` (lines describing every player then) and `result`.
Seats are named P1, P2, ...
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from game.core.match import Controller, Match
from game.core.protocol import Event, Result
from game.core.record import Game


class Style:
    """The default transcript: `P1 take: <action>`, `  * <event>`, `P1 score 12 {...}`."""

    def header(self, game: Game, labels: list[str]) -> list[str]:
        return [f"{game.name} options {game.options.model_dump()} seed {game.seed}"]

    def event(self, event: Event, labels: list[str]) -> str:
        return f"  * {event.render(labels)}"

    def move(self, game: Game, who: int, kind: str, action: Any, labels: list[str]) -> str:
        """The line of a move just made (game.actions ends with it)."""
        return f"{labels[who]} {kind}: {action}"

    def checkpoint(self, state: Any) -> Hashable | None:
        return None

    def summary(self, game: Game) -> list[str]:
        return []

    def result(self, result: Result, labels: list[str]) -> list[str]:
        lines = [f"{labels[row['player']]} score {row['score']} {row['breakdown']}" for row in result["players"]]
        lines.append(f"winner {labels[result['winner']]} tiebreak {result.get('tiebreak')}")
        return lines


class _Chooser:
    """One function choosing for every seat, as a controller."""

    def __init__(self, choose: Callable[[Game, list], Any]) -> None:
        self.decide = choose


def transcript(game: Game, seats: Callable[[Game, list], Any] | Sequence[Controller],
               style: Style | None = None) -> list[str]:
    """Play `game` to its end and return its transcript. `seats`: one controller per seat, or one
    function choose(game, actions) for all of them."""
    style = style or Style()
    if callable(seats):
        seats = [_Chooser(seats)] * game.options.players
    labels = [f"P{i + 1}" for i in range(game.options.players)]
    lines = style.header(game, labels)
    lines += [style.event(e, labels) for _, e in game.log]
    last = style.checkpoint(game.state)
    kinds: list[str] = []

    def before(g: Game, who: int, action: Any) -> None:
        kinds.append(g.decision()[1])

    def after(g: Game, who: int, action: Any, events: list[Event]) -> None:
        nonlocal last
        lines.append(style.move(g, who, kinds.pop(), action, labels))
        lines.extend(style.event(e, labels) for e in events)
        now = style.checkpoint(g.state)
        if now != last:
            lines.extend(style.summary(g))
            last = now

    Match(game, seats, before_apply=before, after_apply=after).play()
    lines += style.summary(game)
    lines += style.result(game.engine.final_result(game.state), labels)
    return lines
