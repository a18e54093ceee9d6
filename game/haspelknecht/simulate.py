"""Headless play: whole games between bots, with each game's final scores and breakdown."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from game.haspelknecht.bots import make_bot
from game.haspelknecht.game import Game
from game.haspelknecht.options import Options


def play_game(options: Options, seed: int, bots: Sequence[str], events: bool = False) -> Game:
    """Play one game to the end; seat i is played by a bot of kind bots[i]."""
    game = Game(options, seed, events=events)
    players = [make_bot(kind, seed * 31 + i, name=f"{kind}") for i, kind in enumerate(bots)]
    while not game.is_over:
        who, _ = game.decision()
        action = players[who].decide(game, game.legal_actions())
        game.apply(action)
    return game


def seat_names(bots: Sequence[str]) -> list[str]:
    """Names per seat; the same bot twice gets hard#1, hard#2."""
    out = []
    for i, kind in enumerate(bots):
        n = bots.count(kind)
        out.append(f"{kind}#{bots[:i + 1].count(kind)}" if n > 1 else kind)
    return out


def game_summary(game: Game, names: Sequence[str], with_state: bool = True) -> dict[str, Any]:
    result = game.state.result
    out: dict[str, Any] = {
        "seed": game.seed,
        "layout": game.options.layout,
        "players": [{"name": names[row["player"]], "score": row["score"], "breakdown": row["breakdown"]}
                    for row in result["players"]],
        "winner": result["winner"],
        "tiebreak": result["tiebreak"],
    }
    if with_state:
        out["state"] = game.state.to_json()
    return out


def simulate(players: int, games: int, seed: int, layout: str, bots: Sequence[str]) -> Iterator[dict]:
    options = Options(players=players, layout=layout)
    names = seat_names(bots)
    for k in range(games):
        game = play_game(options, seed + k, bots)
        yield game_summary(game, names)


def format_summary(summary: dict) -> str:
    lines = [f"Game seed {summary['seed']} on {summary['layout']}: winner seat {summary['winner'] + 1} "
             f"({summary['players'][summary['winner']]['name']})"
             + (f", decided by {summary['tiebreak']}" if summary["tiebreak"] else "")]
    for i, p in enumerate(summary["players"]):
        parts = ", ".join(f"{k} {v:+d}" for k, v in p["breakdown"].items() if v)
        lines.append(f"  seat {i + 1} {p['name']:<10} {p['score']:>4} VP   {parts or 'nothing scored'}")
    return "\n".join(lines)
