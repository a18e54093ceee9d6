"""Haspelknecht's transcript (game.core.transcript in this game's style: its header and summaries): the
options, board and first order, every action and its events, every player's holdings after each
action phase and winter, the result. The golden playthrough test diffs it against a stored copy.
"""

from __future__ import annotations

from game.core import transcript as core_transcript
from game.core.record import Game
from game.haspelknecht.rules import RESOURCES
from game.haspelknecht.state import GameState


def player_line(state: GameState, i: int) -> str:
    p = state.players[i]
    farm = " ".join(f"{res}={n}" for res, n in zip(RESOURCES, p.farm, strict=True))
    return (f"  P{i + 1}: vp={p.vp} {farm} thaler={p.thalers} debt={p.debts} "
            f"pinge={p.pinge_taken}/{state.rules.pinge_coal} wood={p.pinge_wood} water={p.pinge_water} | "
            f"tunnel={p.tunnel_taken}/{state.rules.tunnel_coal} wood={p.tunnel_wood} shaft coal={p.shaft_coal} "
            f"water={p.shaft_water} | tiles={p.owned} markers={sorted(p.markers)}")


class HaspelknechtStyle(core_transcript.Style):
    def header(self, game: Game, labels: list[str]) -> list[str]:
        return [f"options {game.options.model_dump()} seed {game.seed}",
                f"board {list(game.state.board.cells)}", f"order {game.state.order}"]

    def checkpoint(self, state: GameState) -> tuple[int, bool]:
        return state.phase, state.stage == "storage"

    def summary(self, game: Game) -> list[str]:
        return [player_line(game.state, i) for i in range(len(game.state.players))]


def transcript(game_factory, choose) -> list[str]:
    """Play a game from game_factory() with choose(game, actions) and return its transcript."""
    return core_transcript.transcript(game_factory(), choose, HaspelknechtStyle())
