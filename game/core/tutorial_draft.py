"""Draft a tutorial script (a developer's tool): play a game in which the learner's seat makes the
Normal bot's moves and the tutor the Easy bot's, up to the tutorial's end (the `tutorial_end` of the
game's definition), and print data/<game>/tutorial.yaml with every action and one draft lesson per run of the
learner's moves of one kind. The drafts only list the moves: a person writes each lesson's words.

    python -m game.core.tutorial_draft haspelknecht --seed 14 [--layout first_game] > draft.yaml
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.core import registry
from game.core.match import Match
from game.core.record import Game


def drafted_games() -> list[str]:
    """The games whose definition says where a tutorial ends."""
    return [name for name in registry.names() if registry.get(name).tutorial_end is not None]


def draft(game: str, seed: int, options: dict, learner: str = "normal", tutor: str = "easy") -> dict:
    definition = registry.get(game)
    g = Game(definition.options(players=2, **options), seed, game=game, events=False)
    bots = [definition.bots[learner](seed), definition.bots[tutor](seed + 1)]
    end = definition.tutorial_end
    if end is None:
        raise ValueError(f"{definition.title} says nowhere where its tutorial ends: nothing to draft")
    actions: list[Any] = []
    lessons = [{"at": 0, "say": "DRAFT: welcome, what the game is about, what comes first"}]
    last_kind = None

    def note(game: Game, who: int, a) -> None:
        nonlocal last_kind
        kind = game.decision()[1]
        if who == 0 and kind != last_kind:
            lessons.append({"at": len(actions), "say": f"DRAFT ({kind}): {a!r}"})
        if who == 0:
            last_kind = kind
        actions.append(game.engine.action_to_json(a))

    Match(g, bots, before_apply=note, stop=lambda game: end(game.state)).play()
    return {"source": f"our own tutorial: learner {learner}, tutor {tutor}, seed {seed}",
            "players": 2, "seed": seed, "options": options, "you": 0, "bot_kind": "normal",
            "actions": actions, "lessons": lessons, "finish": "DRAFT: the closing words"}


def to_yaml(script: dict) -> str:
    """Flow-style actions, one per line, so that a person can read the moves beside the lessons."""
    head = {k: v for k, v in script.items() if k not in ("actions", "lessons", "finish")}
    out = [f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in head.items()]
    out.append("actions:")
    out += [f"  - {json.dumps(a, ensure_ascii=False)}   # {i}" for i, a in enumerate(script["actions"])]
    out.append("lessons:")
    for ls in script["lessons"]:
        out.append(f"  - at: {ls['at']}")
        out.append(f"    say: {json.dumps(ls['say'], ensure_ascii=False)}")
    out.append(f"finish: {json.dumps(script['finish'], ensure_ascii=False)}")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m game.core.tutorial_draft")
    p.add_argument("game", choices=drafted_games())
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--layout", default=None)
    args = p.parse_args(argv)
    options = {"layout": args.layout} if args.layout else {}
    sys.stdout.write(to_yaml(draft(args.game, args.seed, options)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
