"""The score track over a whole game, for the end page's chart: after each action phase and winter."""

from __future__ import annotations

from typing import Any

from game.haspelknecht.engine import apply_action, new_game


def score_history(game: Any) -> list[tuple[str, list[int]]]:
    """[(label, [vp per player]), ...] by replaying the record of a game.core.record.Game, starting
    at "start" and ending with "final" (the final scores) once the game is over."""
    state = new_game(game.options, game.seed)
    points: list[tuple[str, list[int]]] = [("start", [0] * len(state.players))]
    last = (state.phase, state.stage == "storage")
    for action in game.actions:
        label = f"Y{state.year} {state.season_name}"
        apply_action(state, action)
        now = (state.phase, state.stage in ("storage", "over"))
        if now != last:
            points.append((label, [p.vp for p in state.players]))
            last = now
    if game.is_over:
        points.append(("final", list(game.state.result["scores"])))
    return points
