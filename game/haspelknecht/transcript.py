"""A readable transcript of a game: every action, what it caused, and a summary at each phase.

Used for the golden playthrough test (a diff shows exactly where the rules changed) and for
debugging.
"""

from __future__ import annotations

from game.core.record import Game
from game.haspelknecht.chronicle import SEAT_LABELS
from game.haspelknecht.rules import RESOURCES
from game.haspelknecht.state import GameState


def player_line(state: GameState, i: int) -> str:
    p = state.players[i]
    farm = " ".join(f"{res}={n}" for res, n in zip(RESOURCES, p.farm, strict=True))
    return (f"  P{i + 1}: vp={p.vp} {farm} thaler={p.thalers} debt={p.debts} "
            f"pinge={p.pinge_taken}/{state.rules.pinge_coal} wood={p.pinge_wood} water={p.pinge_water} | "
            f"tunnel={p.tunnel_taken}/{state.rules.tunnel_coal} wood={p.tunnel_wood} shaft coal={p.shaft_coal} "
            f"water={p.shaft_water} | tiles={p.owned} markers={sorted(p.markers)}")


def transcript(game_factory, choose) -> list[str]:
    """Play a game from game_factory() with choose(game, actions) and return its transcript."""
    game: Game = game_factory()
    lines = [f"options {game.options.model_dump()} seed {game.seed}",
             f"board {list(game.state.board.cells)}", f"order {game.state.order}"]
    lines += [f"  * {e.render(SEAT_LABELS)}" for _, e in game.log]
    last_phase = (game.state.phase, game.state.stage == "storage")
    while not game.is_over:
        who, kind = game.decision()
        action = choose(game, game.legal_actions())
        events = game.apply(action)
        lines.append(f"P{who + 1} {kind}: {action}")
        lines += [f"  * {e.render(SEAT_LABELS)}" for e in events]
        phase = (game.state.phase, game.state.stage == "storage")
        if phase != last_phase:
            lines += [player_line(game.state, i) for i in range(len(game.state.players))]
            last_phase = phase
    lines += [player_line(game.state, i) for i in range(len(game.state.players))]
    for row in game.state.result["players"]:
        lines.append(f"P{row['player'] + 1} score {row['score']} {row['breakdown']}")
    lines.append(f"winner P{game.state.result['winner'] + 1} tiebreak {game.state.result['tiebreak']}")
    return lines
