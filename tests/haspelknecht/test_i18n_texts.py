"""Every text Haspelknecht shows a player goes through the catalogue, so every language can have it.

A fake translation turns each msgid's own words into fullwidth letters inside «» marks and leaves
its placeholders alone; seats are named with digits in circles. Any ASCII letter left in what the
game shows then came from no catalogue: an id, an English word glued in, a text nobody marked.
Played games' chronicle, prompts, actions in words, guides, tooltips, refusals, plan warnings and
end words are checked that way; every msgid they look up must be in the template (a plural message
where ngettext asks for one); a chronicle already written follows a language switch; and in English
nothing changed (the golden transcript, and a few texts word for word).
"""

from __future__ import annotations

import random
import re

import pytest

from game.core import i18n
from game.core import i18n_catalogues as cat
from game.core.record import Game
from game.haspelknecht import engine
from game.haspelknecht.actions import A
from game.haspelknecht.advice import plan_waste
from game.haspelknecht.bots.random_bot import RandomBot
from game.haspelknecht.options import Options
from game.haspelknecht.rules import COLOURS, RESOURCES, WORKERS
from game.haspelknecht.table import drops, end_words, projection, prompts, tooltips
from game.ui.prompt_bar import MOVERS
from tests.marked_translation import ASCII_WORD, NAMES, PLACEHOLDER, Marked, wide  # noqa: F401

# a tile's options are named by their data ids: "(a) ...", "chooses option b" (after the marked "option")
OPTION_ID = re.compile(r"\([ab]\) |(?<=" + "".join(chr(ord(c) + 0xFEE0) for c in "option") + r" )[ab]\b")


def english_left(text: str) -> list[str]:
    return ASCII_WORD.findall(OPTION_ID.sub("", text))


def tooltip_keys(state) -> list[tuple]:
    """A key of every kind the table's tooltips answer, for what lies on the table now."""
    r = state.rules
    keys: list[tuple] = [("tile", t) for t in state.board.tiles]
    for i in range(len(state.players)):
        pl = state.players[i]
        keys += [("worker", i, w) for w in WORKERS] + [("farm", i, res) for res in RESOURCES]
        keys += [(k, i) for k in ("thaler", "debts", "cart", "pinge", "tunnel", "shaft", "water", "order",
                                  "track")]
        keys += [("wood", i, "pinge"), ("wood", i, "tunnel"), ("slot", i, "farm:0")]
        keys += [("marker", i, t) for t in pl.markers] + [("building", i, t) for t in pl.buildings]
        keys += [("owned", i, t) for t in pl.owned]
        keys += [("plan", i, w, c) for w in ("farmer", "coal_digger") for c in COLOURS]
    for pid in r.pools:
        keys += [("pool", pid, c) for c in COLOURS] + [("poolarea", pid), ("reserve", pid)]
    keys += [("bag",), ("year",), ("lease",), ("farmyard",), ("assist", 1), ("assist", 2), ("assist", 3)]
    keys += [("phase", j) for j in range(len(r.comps.year_wheel.phases))]
    return keys


def shown_texts(game: Game, names: list[str], tooltips_too: bool) -> list[tuple[str, str]]:
    """(what, text) for everything the table would say about the game's position now."""
    state = game.state
    out = []
    for mover in MOVERS:
        pr = prompts.build_prompt(game, names, mover)
        out += [("prompt title", pr.title), ("prompt hint", pr.hint), ("prompt guide", pr.guide)]
        out += [("button", b.label) for b in pr.buttons] + [("button reason", b.reason) for b in pr.buttons]
    out.append(("guide", prompts.guide_for(game)))
    if not game.is_over:
        out += [("describe", prompts.describe(state, a, names)) for a in game.legal_actions()]
        out += [("waste", w) for i in range(len(state.players)) for w in plan_waste(state, i)]
    if tooltips_too:
        for key in tooltip_keys(state):
            text = tooltips.region_text(key, state, names)
            assert text, f"no tooltip for {key}"
            out.append((f"tooltip {key}", text))
        out += [("projection", projection.projection_text(state, i, names[i])) for i in range(len(state.players))]
    return out


def play(players: int, seed: int, names: list[str], every: int = 1, tooltips_every: int = 20, **options):
    """A seeded random game: yields (what, text) for every event and, every so often, the table's words."""
    game = Game(Options(players=players, **options), seed)
    bot = RandomBot(seed=seed)
    events = [e for _i, e in game.log]
    step = 0
    while True:
        for ev in events:
            yield f"event {ev.kind}", ev.render(names)
        if step % every == 0 or game.is_over:
            yield from shown_texts(game, names, tooltips_too=step % tooltips_every == 0 or game.is_over)
        if game.is_over:
            return
        events = game.apply(bot.decide(game, game.legal_actions()))
        step += 1


@pytest.mark.parametrize("players,seed,options", [
    (2, 3, {}), (3, 7, {"start_with_buildings": True, "start_with_improved_farmhand": True}),
    (4, 11, {"layout": "random", "farm_storage_vp": "food"})])
def test_a_played_game_shows_no_unmarked_english(marked, players, seed, options):
    names = NAMES[:players]
    seen = set()
    bad = []
    for what, text in play(players, seed, names, **options):
        seen.add(what.split()[0] + (" " + what.split()[1] if what.startswith("event") else ""))
        left = english_left(text)
        if left:
            bad.append(f"{what}: {text!r} leaves {left}")
    assert not bad, f"{len(bad)} texts with unmarked English, e.g.:\n" + "\n".join(sorted(set(bad))[:15])
    # the game went through the chronicle's everyday events, and the table was asked its words
    assert {"event phase", "event take", "event turn_order", "event planned", "event work", "event winter",
            "event store", "event game_over", "prompt", "describe", "tooltip"} <= seen


def _rare_events() -> list:
    """Events random games seldom reach: a tile's option, the Oil Lamp, the Haspelknecht's reel and
    stop, the Windlass; made by playing the engine into them from hand-built positions."""
    from game.haspelknecht.chronicle import HaspelEvent
    from game.haspelknecht.words import Goods, Phrases, colour_word, mark
    return [
        HaspelEvent("oil_lamp", 0, "{player} uses the Oil Lamp: {give} from reserve {pool} swaps with {get}",
                    {"pool": 2, "give": colour_word("black"), "get": colour_word("yellow")}),
        HaspelEvent("develop", 1, "{player}'s {name} acquires {tile} {tile_name}, paying {payment} to {owner} "
                    "(+{vp} VP)", {"name": mark.pgettext("worker", "farmer"), "tile": 12,
                                   "tile_name": i18n.Term("Barn"), "payment": Goods({"wood": 1}), "owner": 0,
                                   "vp": 2}),
        HaspelEvent("tile_option", 0, "{player} chooses option {option} of {tile} {tile_name}: {effects}",
                    {"option": "b", "tile": 34, "tile_name": i18n.Term("Coal Sacks"),
                     "effects": Phrases([("pays {goods}", {"goods": Goods({"coal": 2})}),
                                         ("gets {goods}", {"goods": Goods({"thaler": 1, "food": 1})})])}),
    ]


def test_rare_events_reel_options_and_markers_are_marked(marked):
    """The engine's own sentences for the Haspelknecht, a tile's option and the markers, played."""
    texts = [e.render(NAMES[:2]) for e in _rare_events()]
    # play until a tile option, a reel and a marker happen, across seeds (random bots reach them)
    wanted = {"reel", "tile_option", "marker", "exhausted", "develop", "charcoal", "dig"}
    seen: set[str] = set()
    for seed in range(40):
        game = Game(Options(players=2, start_with_buildings=True), seed)
        rng = random.Random(seed)
        while not game.is_over and not wanted <= seen:
            legal = game.legal_actions()
            # prefer what leads to the rare events: options, reels, markers, developments
            pick = [a for a in legal if a.kind in ("tile_option", "reel", "use_marker", "develop", "burn_charcoal",
                                                   "dig", "place_wood")]
            action = rng.choice(pick if pick and rng.random() < .7 else legal)
            for ev in game.apply(action):
                seen.add(ev.kind)
                texts.append(ev.render(NAMES[:2]))
        if wanted <= seen:
            break
    assert {"reel", "develop", "dig"} <= seen
    bad = [(t, english_left(t)) for t in texts if english_left(t)]
    assert not bad, sorted(set(f"{t} {w}" for t, w in bad))[:40]


def test_end_words_refusals_hints_and_setup_are_marked(marked):
    game = Game(Options(players=3), 7)
    bot = RandomBot(seed=7)
    while not game.is_over:
        game.apply(bot.decide(game, game.legal_actions()))
    res = game.engine.final_result(game.state)
    fake = {"winner": 0, "ranking": [0, 1], "players": [{"player": 0, "score": 5, "coal_excavated": 4},
                                                          {"player": 1, "score": 5, "coal_excavated": 2}]}
    texts = [i18n._(end_words.END_TITLE), end_words.tiebreak_text({**fake, "tiebreak": "coal_excavated"}, NAMES),
             end_words.tiebreak_text({**fake, "tiebreak": "turn_order"}, NAMES)]
    texts += [end_words.category_label(k) for k in res["players"][0]["breakdown"]]
    texts += [end_words.phase_label(x) for x in ("start", "Y1 spring", "Y2 summer", "Y3 autumn", "final")]
    texts += [drops._hint(src, lit) for src in (("pool", 1, "black"), ("plan", 0, "farmer", "black"),
                                                 ("slot", 0, "farm:0"), ("farm", 0, "wood"), ("farm", 0, "food"),
                                                 ("worker", 0, "farmer"), ("cart", 0, "black"))
              for lit in (True, False)]
    # refusals: illegal actions of every kind at positions along a game (well-formed ones: a malformed
    # action, an unknown colour or worker, is a developer's mistake and names it as it came)
    tries = [A("take", 9, "black"), A("place", "coal_miner", "food"),
             A("place", "farmhand", "yellow"), A("place", "water_mill", "black"),
             A("develop", "farmer", 99, None), A("develop", "farmer", 12, None), A("place_wood", "tunnel"),
             A("place_wood", "pinge"), A("use_marker", 14), A("reel", "coal"), A("dig", "skip"),
             A("end_turn"), A("confirm_plan"), A("confirm_storage"), A("pass"), A("burn_charcoal")]
    state = engine.new_game(Options(players=3, start_with_buildings=True), 5, events=False)
    rng = random.Random(4)
    for _i in range(400):
        for a in tries:
            why = engine.explain_illegal(state, a)
            if why:
                texts.append(why)
        if state.is_over:
            break
        engine.apply_action(state, rng.choice(engine.legal_actions(state)))
    texts += [prompts.option_text(game.state, 31, o) for o in ("a", "b", "none")]
    texts += [prompts.option_text(game.state, 34, o) for o in ("a", "b")]
    texts.append(_setup_caption())
    bad = [(t, english_left(t)) for t in texts if english_left(t)]
    assert not bad, sorted(set(f"{t} {w}" for t, w in bad))[:40]


def _setup_caption() -> str:
    """The setup panel's board caption for each board kind, without a window."""
    from game.haspelknecht.table.setup_panel import HaspelknechtSetup

    class Scene:
        @staticmethod
        def seat_names():
            return ["A", "B", "C"]

        @staticmethod
        def seed():
            return 17

    panel = HaspelknechtSetup.__new__(HaspelknechtSetup)
    panel.scene = Scene()
    panel.variants = {"Mine": ("M", [3, 4], [])}
    out = []
    for name in ("first_game", "random", "Mine"):
        panel.layout_name = name
        out.append(panel.board_caption())
    return " ".join(out).replace("Mine", "\u2460")       # the variant's own name is data


def test_every_text_looked_up_is_in_the_template(marked):
    for _what, _text in play(3, 7, NAMES[:3], every=3, tooltips_every=15, start_with_buildings=True):
        pass
    for ev in _rare_events():
        ev.render(NAMES[:2])
    template = cat.read(cat.TEMPLATE)
    singular = {(m.context, m.id) for m in template if isinstance(m.id, str)}
    plural = {(m.context, m.id[0]) for m in template if isinstance(m.id, tuple)}
    missing = sorted(f"{c}|{m}" for c, m, is_plural in marked.asked
                     if (c, m) not in (plural if is_plural else singular))
    assert not missing, "not in data/locale/game.pot (run extract; plurals must be plural messages): " + \
        "; ".join(missing[:12])


def test_a_written_chronicle_follows_a_language_switch(monkeypatch):
    """Events keep msgids and data, never text: rendered again after a switch, they read anew."""
    game = Game(Options(players=2), 3)
    bot = RandomBot(seed=3)
    events = []
    for _i in range(30):
        events += game.apply(bot.decide(game, game.legal_actions()))
    english = [e.render(["Anna", "Ben"]) for e in events]
    monkeypatch.setattr(i18n, "_translation", Marked())
    switched = [e.render(["Anna", "Ben"]) for e in events]
    assert all(a != b and b.startswith("\u00ab") for a, b in zip(english, switched, strict=True))


def test_english_is_unchanged():
    i18n.set_language("en")
    from game.haspelknecht.transcript import transcript
    from tests.haspelknecht.test_golden import GOLDEN, _make
    assert "\n".join(transcript(_make, RandomBot(seed=7).decide)) + "\n" == GOLDEN.read_text()
    game = Game(Options(players=2), 3)
    state = game.state
    names = ["Agnes", "Dietrich"]
    assert prompts.describe(state, A("take", 1, "black"), names).startswith("Take ")
    assert prompts.describe(state, A("place", "coal_digger", "food"), names) == "Put a food on the Coal-digger"
    assert prompts.describe(state, A("activate", "farmer", "food"), names) == "Farmer: make food"
    assert tooltips.region_text(("slot", 0, "farm:0"), state, names) == (
        "Storage slot: drag food, wood or coal from your farm here (click to empty it). What is not stored goes "
        "back to the supply when you confirm.")
    assert end_words.phase_label("Y2 summer") == "Year 2, summer"
    assert end_words.category_label("pinge_bonus") == "Pinge worked out early"
    from game.haspelknecht.chronicle import HaspelEvent
    from game.haspelknecht.words import Goods
    assert HaspelEvent("store", 1, "{player} stores {goods} (+{vp} VP)",
                       {"goods": Goods({"food": 1, "wood": 0, "coal": 2}), "vp": 3}).render(names) == \
        "Dietrich stores 1 food, 2 coal (+3 VP)"
    assert HaspelEvent("turn_order", None, "Turn order: {first}, {second}", {"order": [1, 0]}).render(names) == \
        "Turn order: Dietrich, Agnes"


def test_events_copy_and_pickle_with_their_words():
    """A game's record is copied (hints, the drop table's look-ahead) and sent to the bots' process:
    its events' words (goods lists, clauses, colours) survive both and still render the same."""
    import copy
    import pickle
    events = _rare_events()
    game = Game(Options(players=2, start_with_buildings=True), 7)
    bot = RandomBot(seed=7)
    while not game.is_over:
        events += game.apply(bot.decide(game, game.legal_actions()))
    for ev in events:
        for again in (copy.deepcopy(ev), pickle.loads(pickle.dumps(ev))):
            assert again == ev and again.render(NAMES[:2]) == ev.render(NAMES[:2])
