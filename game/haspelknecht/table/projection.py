"""The projected final score: what each player would score if the game ended now.

The score track shows only what was scored during play; debts, pit water, Thalers, the tunnel and the
end bonuses come at the end and can turn 13 VP into 3. The engine computes it
(`scoring.projected_result`, the same shape as the final result); the boards show the number and the
tooltips its breakdown. Nothing here scores anything.
"""

from __future__ import annotations

from game.haspelknecht.rules import END_CATEGORIES
from game.haspelknecht.scoring import projected_result

LABELS = {"tunnel": "emptied tunnel sections", "tunnel_bonus": "Wheelbarrow, Oil Lamp, Lorry",
          "development_bonus": "Hand Cart, Coal Driver", "buildings": "buildings", "markers": "unused markers",
          "thalers": "Thalers", "debts": "debts", "pit_water": "pit water left"}


def projected_scores(state) -> list[int]:
    return list(projected_result(state)["scores"])


def arrow(state, p: int) -> str:
    """The short label by a score: "→ 3" (the projected final score)."""
    return f"\u2192 {projected_scores(state)[p]}"


def projection_text(state, p: int, name: str) -> str:
    """A tooltip: the track score, the projected final score and the end categories behind it."""
    res = projected_result(state)
    row = res["players"][p]
    vp = state.players[p].vp
    if state.is_over:
        head = f"{name}: {row['score']} VP in the end"
    else:
        head = f"{name}: {vp} VP on the score track, {row['score']} VP if the game ended now"
    lines = [head]
    parts = [f"{LABELS.get(c, c)} {v:+d}" for c in END_CATEGORIES if (v := row["breakdown"].get(c, 0))]
    if parts:
        lines.append("End scoring as things stand: " + ", ".join(parts) + ".")
    else:
        lines.append("End scoring as things stand: nothing yet.")
    if not state.is_over:
        lines.append("Coal in the farm scores only in winter; the arrow (\u2192) by each score shows this projection.")
    return "\n".join(lines)
