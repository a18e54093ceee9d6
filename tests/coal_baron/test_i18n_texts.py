"""Every text Coal Baron shows a player goes through the catalogue, so every language can have it.

A fake translation turns each msgid's own words into fullwidth letters ("Ｓｈｉｆｔ {shift}") inside
«» marks and leaves its placeholders alone; seats are named with digits in circles. Any ASCII letter
left in what the game shows then came from no catalogue: an id, an English word glued in, a text
nobody marked. Played games' chronicle (the engine's events and the table's headers and scoring
lines), prompts, actions in words, guides, tooltips and refusals are checked that way; every msgid
they look up must be in the template (as a plural message where ngettext asks for one); and in
English nothing changed (the golden transcript, and a few texts word for word).
"""

from __future__ import annotations

import random

import pytest

from game.coal_baron import queries as Q
from game.coal_baron.actions import A
from game.coal_baron.components import rules
from game.coal_baron.engine import ENGINE
from game.coal_baron.options import Options
from game.coal_baron.table import chronicle, end_words, prompts, tooltips
from game.core import i18n
from game.core import i18n_catalogues as cat
from game.core.record import Game
from game.ui.prompt_bar import MOVERS
from tests.marked_translation import ASCII_WORD, NAMES, PLACEHOLDER, Marked, wide  # noqa: F401


def english_left(text: str) -> list[str]:
    return ASCII_WORD.findall(text)


def tooltip_keys(state) -> list[tuple]:
    """A key of every kind the table's tooltips answer, for what lies on the table now."""
    ru = rules()
    keys: list[tuple] = [("space", s) for s in ru.space_ids]
    keys += [("canteen",), ("clock",), ("hand",), ("stack", "tiles"), ("stack", "orders"),
             *(("element", e[0]) for e in ru.elements)]
    keys += [("draft", c) for c in state.draft_pool]
    keys += [("drawn", x, state.drawn[:i].count(x)) for i, x in enumerate(state.drawn)]
    for p in range(state.n):
        keys += [("workers", p), ("supply", p), ("marks", p), ("vp", p), ("start", p), ("balance", p), ("cage", p),
                 ("xcage", p), ("storage", p), ("more", p), ("delivered", p), ("pit", p)]
        keys += [("level", p, lv) for lv in range(5)]
        for lv in range(1, 5):
            keys += [("lorry", p, lv, i) for i in range(3)]
            light, dark = Q.level_sides(state, p, lv)
            keys += [("tile", p, lv, "light", j) for j in range(len(light))]
            keys += [("tile", p, lv, "dark", j) for j in range(len(dark))]
        for colour in ru.colours:
            keys += [("cube", p, "cage", colour, 0), ("xcube", p, "storage", colour), ("cube", p, "lorry", 2, colour, 0)]
        for card in state.orders[p]:
            keys += [("order", p, card)] + [("spot", p, card, j, j) for j in range(len(ru.card_coal[card]))]
    return keys


def shown_texts(game: Game, names: list[str], tooltips_too: bool) -> list[tuple[str, str]]:
    """(what, text) for everything the table would say about the game's position now."""
    state = game.state
    out = []
    for mover in MOVERS:
        pr = prompts.build_prompt(game, names, mover)
        out += [("prompt title", pr.title), ("prompt hint", pr.hint)]
        out += [("button", b.label) for b in pr.buttons]
    out.append(("guide", prompts.guide_for(game)))
    if not game.is_over:
        out += [("describe", prompts.describe(state, a, names)) for a in game.legal_actions()]
        out += [("listed", prompts.describe(state, a, names)) for a in prompts.listed_actions(game)]
    if tooltips_too:
        for key in tooltip_keys(state):
            text = tooltips.region_text(key, state, names)
            assert text, f"no tooltip for {key}"
            out.append((f"tooltip {key}", text))
    return out


def play(players: int, seed: int, names: list[str], every: int = 1, tooltips_every: int = 25):
    """A seeded random game: yields (what, text) for every event and, every so often, the table's words."""
    game = Game(Options(players=players), seed=seed, game="coal_baron")
    rng = random.Random(seed)
    events = list(game.log)
    step = 0
    while True:
        for item in events:
            ev = item[1] if isinstance(item, tuple) else item
            yield f"event {ev.kind}", ev.render(names)
            said = chronicle.chronicle(ev, names)
            if said:
                yield f"chronicle {ev.kind}", said[1]
        if step % every == 0 or game.is_over:
            yield from shown_texts(game, names, tooltips_too=step % tooltips_every == 0 or game.is_over)
        if game.is_over:
            return
        legal = game.legal_actions()
        moves = [a for a in legal if a.kind != "stop"] if rng.random() < .9 else legal
        events = game.apply(rng.choice(moves or legal))
        step += 1


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 29), (4, 11)])
def test_a_played_game_shows_no_unmarked_english(marked, players, seed):
    names = NAMES[:players]
    seen_kinds = set()
    bad = []
    for what, text in play(players, seed, names):
        seen_kinds.add(what.split()[0] + (" " + what.split()[1] if what.startswith("event") else ""))
        left = english_left(text)
        if left:
            bad.append(f"{what}: {text!r} leaves {left}")
    assert not bad, f"{len(bad)} texts with unmarked English, e.g.:\n" + "\n".join(sorted(set(bad))[:15])
    # the game went through its whole vocabulary of events
    assert {"event place", "event mine", "event tile", "event score", "event over"} <= seen_kinds


def test_end_words_refusals_and_hints_are_marked(marked):
    game = Game(Options(players=3), seed=29, game="coal_baron")
    rng = random.Random(1)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    res = game.engine.final_result(game.state)
    texts = [end_words.end_title(), end_words.tiebreak_text({**res, "tiebreak": "marks_left"}, NAMES),
             end_words.tiebreak_text({**res, "tiebreak": "shared", "winners": [0, 2]}, NAMES),
             end_words.tiebreak_text({**res, "tiebreak": "shared", "winners": [0, 1, 2]}, NAMES)]
    texts += [end_words.category_label(k) for k in res["players"][0]["breakdown"]]
    texts += [end_words.phase_label(x) for x in ("start", "S1", "S2", "S3", "final")]
    from game.coal_baron.table import drops
    texts += [drops.hints(src, lit) for src in (("workers", 0), ("cage", 0), ("cube", 0, "cage", "gray"))
              for lit in (True, False)]
    # refusals: one illegal action of each kind at a few positions
    state = ENGINE.new_state(Options(players=3), 29)
    tries = [A("place", "mining_6"), A("draft", 999), A("stop"), A("coal", "pink"), A("keep_tile", 3),
             A("cage", 9), A("load", "yellow"), A("store", "black"), A("fill", 1, 0, "cage"),
             A("fill2", 1, 0, "cage:yellow", "cage:yellow"), A("return", "top"), A("put", 7)]
    rng = random.Random(4)
    for _i in range(400):
        for a in tries:
            why = ENGINE.explain_illegal(state, a)
            if why:
                texts.append(why)
        if state.stage == "over":
            break
        ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))
    texts += [ENGINE.explain_illegal(state, "place")]
    bad = [(t, english_left(t)) for t in texts if english_left(t)]
    assert not bad, bad[:10]


def test_every_text_looked_up_is_in_the_template(marked):
    for _what, _text in play(3, 29, NAMES[:3], every=3, tooltips_every=40):
        pass
    template = cat.read(cat.TEMPLATE)
    singular = {(m.context, m.id) for m in template if isinstance(m.id, str)}
    plural = {(m.context, m.id[0]) for m in template if isinstance(m.id, tuple)}
    names = set(NAMES)
    missing = sorted(f"{c}|{m}" for c, m, is_plural in marked.asked
                     if m not in names and (c, m) not in (plural if is_plural else singular))
    assert not missing, "not in data/locale/game.pot (run extract; plurals must be plural messages): " + \
        "; ".join(missing[:12])


def test_the_rules_reference_is_in_the_template():
    book = cat.load_yaml(cat.DATA_DIR / "coal_baron" / "rules_reference.yaml")
    template = cat.msgids(cat.read(cat.TEMPLATE))
    texts = [book["title"]] + [t for s in book["sections"] for t in [s["title"], *s["paragraphs"]]]
    assert texts and all((None, t) in template for t in texts)


def test_english_is_unchanged():
    i18n.set_language("en")
    from game.coal_baron.play import transcript
    from tests.coal_baron.test_golden import GOLDEN
    assert "\n".join(transcript(3, 29)) + "\n" == GOLDEN.read_text()
    game = Game(Options(players=2), seed=3, game="coal_baron")
    state = game.state
    names = ["Agnes", "Dietrich"]
    assert tooltips.region_text(("canteen",), state, names) == \
        "The Canteen\nWorkers ousted from a space wait here until the shift ends."
    assert prompts.describe(state, A("stop"), names) == "Stop mining (0 steps unused)"
    assert chronicle.score_line({"element": 1, "counts": [3, 1], "vp": [4, 0]}, names).startswith(
        "Element 1 (")
    assert chronicle.score_line({"element": 1, "counts": [3, 1], "vp": [4, 0]}, names).endswith(
        ": Agnes 3, Dietrich 1 \u2192 Agnes +4 VP")
    assert end_words.phase_label("S2") == "After shift 2" and end_words.category_label("orders") == "Delivered orders"
    assert end_words.tiebreak_text({"tiebreak": "shared", "winners": [0, 1]}, names) == \
        "Tied on points and on Marks left: Agnes and Dietrich share the victory."


def test_end_rates_come_from_the_data():
    """The end screen's conversion rates are the data's (a label once said 1 VP per 5 cubes)."""
    from game.coal_baron.components import rules
    from game.coal_baron.table import end_words
    assert end_words.category_label("coal") == f"Cubes left (1 VP per {rules().cubes_per_vp})"
    assert end_words.category_label("marks") == f"Marks (1 VP per {rules().marks_per_vp})"
