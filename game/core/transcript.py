"""A readable transcript of any registered game: every action, the events it caused, a summary at
each of the game's checkpoints, and the result. Used for golden playthroughs (a diff shows exactly
where the rules changed) and for debugging.

The game supplies what only it knows through three small functions: `header(game)` (the opening
lines, e.g. options and board), `checkpoint(state)` (a value that changes when a summary is due,
e.g. a new phase) and `summary(game)` (lines describing every player then).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from game.core.record import Game


def transcript(game_factory: Callable[[], Game], choose: Callable[[Game, list], Any], *,
               header: Callable[[Game], list[str]] | None = None,
               checkpoint: Callable[[Any], Hashable] | None = None,
               summary: Callable[[Game], list[str]] | None = None) -> list[str]:
    """Play a game from game_factory() with choose(game, actions) and return its transcript.
    Seats are named P1, P2, ..."""
    game = game_factory()
    labels = [f"P{i + 1}" for i in range(game.options.players)]
    lines = header(game) if header else [f"{game.name} options {game.options.model_dump()} seed {game.seed}"]
    lines += [f"  * {e.render(labels)}" for _, e in game.log]
    last = checkpoint(game.state) if checkpoint else None
    while not game.is_over:
        who, kind = game.decision()
        action = choose(game, game.legal_actions())
        events = game.apply(action)
        lines.append(f"{labels[who]} {kind}: {action}")
        lines += [f"  * {e.render(labels)}" for e in events]
        if checkpoint is not None and summary is not None:
            now = checkpoint(game.state)
            if now != last:
                lines += summary(game)
                last = now
    if summary is not None:
        lines += summary(game)
    result = game.engine.final_result(game.state)
    for row in result["players"]:
        lines.append(f"{labels[row['player']]} score {row['score']} {row['breakdown']}")
    lines.append(f"winner {labels[result['winner']]} tiebreak {result.get('tiebreak')}")
    return lines
