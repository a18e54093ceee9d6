"""A held match asks no seat (game.core.match.Match's `hold`): the window holds it while a person's
finished turn waits for its confirmation, so that the next seat, a bot answering at once, cannot
move before the person may still undo."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.match import Match, Status
from game.core.record import Game


class Counting:
    """A controller that answers the first legal move at once, and counts how often it is asked."""

    def __init__(self) -> None:
        self.asked = 0

    def decide(self, game, actions):
        self.asked += 1
        return actions[0]


@pytest.mark.parametrize("name", registry.names())
def test_a_held_match_asks_nobody_and_changes_nothing_until_the_hold_lifts(name):
    d = registry.get(name)
    game = Game(d.options(players=2), 3, game=d)
    seats = [Counting(), Counting()]
    held = [True]
    match = Match(game, seats, hold=lambda _game: held[0])
    for _ in range(3):
        step = match.step()
        assert step.status is Status.HELD and step.player == game.decision()[0]
    assert game.actions == [] and [s.asked for s in seats] == [0, 0]
    with pytest.raises(RuntimeError):
        match.play()                     # play() cannot wait for a confirmation
    held[0] = False
    step = match.step()
    assert step.status is Status.MOVED and game.actions == [step.action]
