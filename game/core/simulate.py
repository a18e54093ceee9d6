"""Headless play of any registered game: whole games between bots, with each game's final scores
and breakdown (`haspelknecht simulate --game NAME`)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from game.core.match import Match
from game.core.protocol import GameDefinition
from game.core.record import Game, definition_of


def make_bots(definition: GameDefinition, kinds: Sequence[str], seed: int) -> list:
    """One bot per seat, seat i of kind kinds[i] seeded with seed * 31 + i."""
    return [definition.bots[kind](seed * 31 + i) for i, kind in enumerate(kinds)]


def play_game(options: Any, seed: int, bots: Sequence[str], events: bool = False,
              game: str | GameDefinition | None = None) -> Game:
    """Play one game to the end; seat i is played by a bot of kind bots[i]."""
    record = Game(options, seed, events=events, game=game)
    return Match(record, make_bots(record.definition, bots, seed)).play()


def seat_names(bots: Sequence[str]) -> list[str]:
    """Names per seat; the same bot twice gets hard#1, hard#2."""
    out = []
    for i, kind in enumerate(bots):
        n = bots.count(kind)
        out.append(f"{kind}#{bots[:i + 1].count(kind)}" if n > 1 else kind)
    return out


def game_summary(game: Game, names: Sequence[str], with_state: bool = True) -> dict[str, Any]:
    """seed, (layout if the game has one), players with name/score/breakdown, winner, tiebreak and,
    with_state, the final state's JSON."""
    result = game.engine.final_result(game.state)
    out: dict[str, Any] = {"seed": game.seed}
    if hasattr(game.options, "layout"):
        out["layout"] = game.options.layout
    out["players"] = [{"name": names[row["player"]], "score": row["score"], "breakdown": row["breakdown"]}
                      for row in result["players"]]
    out["winner"] = result["winner"]
    out["tiebreak"] = result.get("tiebreak")
    if with_state:
        out["state"] = game.engine.state_to_json(game.state)
    return out


def simulate(players: int, games: int, seed: int, layout: str | None, bots: Sequence[str],
             game: str | GameDefinition | None = None) -> Iterator[dict]:
    definition = definition_of(game)
    values: dict[str, Any] = {"players": players}
    if layout is not None and "layout" in definition.options_model.model_fields:
        values["layout"] = layout
    options = definition.options(**values)
    names = seat_names(bots)
    for k in range(games):
        yield game_summary(play_game(options, seed + k, bots, game=definition), names)


def format_summary(summary: dict) -> str:
    where = f" on {summary['layout']}" if "layout" in summary else ""
    lines = [f"Game seed {summary['seed']}{where}: winner seat {summary['winner'] + 1} "
             f"({summary['players'][summary['winner']]['name']})"
             + (f", decided by {summary['tiebreak']}" if summary["tiebreak"] else "")]
    for i, p in enumerate(summary["players"]):
        parts = ", ".join(f"{k} {v:+d}" for k, v in p["breakdown"].items() if v)
        lines.append(f"  seat {i + 1} {p['name']:<10} {p['score']:>4} VP   {parts or 'nothing scored'}")
    return "\n".join(lines)
