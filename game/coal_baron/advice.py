"""What a move would waste, for the question asked before it: the engine's judgement, no pygame.

In Coal Baron no cube is ever lost at the end of a turn: the cage keeps its level and its cubes
from turn to turn and shift to shift (C22), the storage has no limit (components.md), and cubes on
order spots stay there (C21). What a turn can throw away is work steps: a mining turn stopped
early loses the steps left (C15). Losing them matters when they could still have brought cubes to
the orders, so the warning asks only then:

- cubes at hand fit free order spots now (from the storage anywhere, from the cage at the Surface),
  one step each (C18, C19);
- the cage, down a level, holds cubes a free spot asks for, and the steps left can bring one up
  and onto its spot (C16, C18);
- a lorry still holds a cube a free spot asks for (beyond the cubes in the cage and the storage),
  and the steps left can fetch it and put it on its spot.

Two cubes for one spot (C20) are left out: a spare pair is a choice, not a loss. The table asks
before a person's `stop` (game/coal_baron/table/waste_warning.py); bots are never asked.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.coal_baron.queries import cage_room, open_spots
from game.core.i18n import _, ngettext


@dataclass(frozen=True)
class StepWaste:
    steps: int          # work steps that stopping now would lose
    at_hand: int        # cubes in reach now (cage at the Surface, storage) that fit free spots
    in_cage: int        # cubes in the cage, down a level, that fit free spots (2 steps: up, on)
    in_pit: int         # cubes in the lorries a free spot asks for that the steps left can fetch


def stop_waste(state, p: int) -> StepWaste | None:
    """What stopping p's mining now would waste; None when nothing the orders could use is lost
    (no mining turn of p's, no step left, or no cube that the steps left could bring to a spot)."""
    if state.stage != "mine" or state.current != p or state.steps <= 0:
        return None
    steps = state.steps
    level = state.cage_level[p]
    need = open_spots(state, p)
    cage = state.cage[p * 4:p * 4 + 4]
    storage = state.storage[p * 4:p * 4 + 4]
    # cubes at hand: one step each onto a matching free spot
    reach = [storage[c] + (cage[c] if level == 0 else 0) for c in range(4)]
    at_hand = min(steps, sum(min(reach[c], need[c]) for c in range(4)))
    # the cage down a level: 1 step up, then 1 step per cube
    in_cage = 0
    if level and steps >= 2:
        left = [need[c] - min(storage[c], need[c]) for c in range(4)]
        in_cage = min(steps - 1, sum(min(cage[c], left[c]) for c in range(4)))
    # a lorry's cube a spot still asks for: down (unless there), load, up, onto the spot
    in_pit = 0
    wanted = [max(0, need[c] - cage[c] - storage[c]) for c in range(4)]
    if any(wanted) and cage_room(state, p) > 0:
        for lv in range(1, 5):
            cost = (0 if level == lv else 1) + 3
            base = p * 16 + (lv - 1) * 4
            if steps >= cost and any(state.pit[base + c] and wanted[c] for c in range(4)):
                in_pit = 1
                break
    if not (at_hand or in_cage or in_pit):
        return None
    return StepWaste(steps, at_hand, in_cage, in_pit)


def stop_waste_lines(state, p: int) -> list[str]:
    """The warning's sentences, translated now: the steps lost, then what they could still do."""
    w = stop_waste(state, p)
    if w is None:
        return []
    lines = [ngettext("You still have {n} work step: it is lost when you stop mining.",
                      "You still have {n} work steps: they are lost when you stop mining.",
                      w.steps).format(n=w.steps)]
    if w.at_hand:
        lines.append(ngettext("{n} cube in your cage or storage fits a free spot on your orders.",
                              "{n} cubes in your cage or storage fit free spots on your orders.",
                              w.at_hand).format(n=w.at_hand))
    elif w.in_cage:
        lines.append(ngettext("{n} cube in your cage fits a free spot once the cage is back at the "
                              "Surface.",
                              "{n} cubes in your cage fit free spots once the cage is back at the "
                              "Surface.", w.in_cage).format(n=w.in_cage))
    else:
        lines.append(_("Your pit still holds coal your orders ask for, within reach of the steps left."))
    return lines
