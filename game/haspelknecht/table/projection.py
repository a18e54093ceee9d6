"""The projected final score: what each player would score if the game ended now.

The score track shows only what was scored during play; debts, pit water, Thalers, the tunnel and the
end bonuses come at the end and can turn 13 VP into 3. The engine computes it
(`scoring.projected_result`, the same shape as the final result); the boards show the number and the
tooltips its breakdown. Nothing here scores anything.
"""

from __future__ import annotations

from game.core.i18n import N_, _
from game.haspelknecht.rules import END_CATEGORIES
from game.haspelknecht.scoring import projected_result
from game.haspelknecht.words import list_sep

# the end categories inside a sentence (lower case where English writes them so)
LABELS = {"tunnel": N_("emptied tunnel sections"), "tunnel_bonus": N_("Wheelbarrow, Oil Lamp, Lorry"),
          "development_bonus": N_("Hand Cart, Coal Driver"), "buildings": N_("buildings"),
          "markers": N_("unused markers"), "thalers": N_("Thalers"), "debts": N_("debts"),
          "pit_water": N_("pit water left")}


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
        head = _("{name}: {score} VP in the end").format(name=name, score=row["score"])
    else:
        head = _("{name}: {vp} VP on the score track, {score} VP if the game ended now").format(
            name=name, vp=vp, score=row["score"])
    lines = [head]
    # TRANSLATORS: one end category and its points in the projection ("debts -3")
    parts = [_("{category} {points}").format(category=_(LABELS[c]) if c in LABELS else c, points=f"{v:+d}")
             for c in END_CATEGORIES if (v := row["breakdown"].get(c, 0))]
    if parts:
        lines.append(_("End scoring as things stand: {parts}.").format(parts=list_sep().join(parts)))
    else:
        lines.append(_("End scoring as things stand: nothing yet."))
    if not state.is_over:
        lines.append(_("Coal in the farm scores only in winter; the arrow (\u2192) by each score shows this "
                       "projection."))
    return "\n".join(lines)
