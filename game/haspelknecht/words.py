"""Haspelknecht's vocabulary for players: the game's words marked for the message template and
translated where they are shown (game.core.i18n). No pygame: the chronicle uses it too.

The engine keeps its own ids ("coal_digger", "yellow", "pinge"); these tables only say how a player
reads them. Words passed into a sentence are `Term`s, translated when the sentence is rendered, so
a chronicle written in one language reads in another after a switch.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from game.core.i18n import N_, Term, _, format_message, ngettext, pgettext


@dataclass(frozen=True, slots=True)
class Plural:
    """A chronicle sentence with a count: singular and plural msgids and the data key they count."""

    singular: str
    plural: str
    count: str


class _Mark:
    """Babel finds the template's messages by the name of the call, so `mark.ngettext(s, p, key)`
    puts the plural pair into the template and `mark.pgettext(ctx, word)` a word with its context,
    without translating them now: they are translated when shown (a language switch redraws them)."""

    @staticmethod
    def ngettext(singular: str, plural: str, count: str) -> Plural:
        return Plural(singular, plural, count)

    @staticmethod
    def pgettext(context: str, word: str) -> Term:
        return Term(word, context)


mark = _Mark()

# The workers as a sentence names them ("the farmer", "Alice's Coal-digger").
WORKER_WORDS: dict[str, Term] = {
    # TRANSLATORS: a worker named inside chronicle sentences and prompts ("{player}'s {name} produces 3 food",
    # "Put a food on the {worker}"); the printed rulebook's name for it
    "farmer": mark.pgettext("worker", "farmer"),
    "farmhand": mark.pgettext("worker", "farmhand"),
    "coal_digger": mark.pgettext("worker", "Coal-digger"),
    "coal_miner": mark.pgettext("worker", "Coal-miner"),
    "haspelknecht": mark.pgettext("worker", "Haspelknecht"),
    "water_mill": mark.pgettext("worker", "Water Mill"),
}

# A development's name on its hexagon where the printed name is too long for the face's two short
# lines (the rulebook's name stays in every sentence, tooltip and the rules).
TILE_FACE_WORDS: dict[str, Term] = {
    # TRANSLATORS: a development's name on its small hexagon: two lines of about 50 px; the same as
    # the tile's name where that fits
    "Small Coal Mine": mark.pgettext("tile face", "Small Coal Mine"),
}


def tile_face_name(name: str) -> str:
    """A development's name (its data msgid) as its hexagon shows it, now."""
    face = TILE_FACE_WORDS.get(name)
    return face.translated() if face is not None else _(name)


# The disks' colours, as in "takes 3 black from pool 2" (a colour standing for its disks).
COLOUR_WORDS: dict[str, Term] = {
    # TRANSLATORS: a disk colour standing for the disks themselves ("{player} takes {count} {colour} from
    # pool {pool}", "Oil Lamp: {give} from reserve 2 for a {get}")
    "yellow": mark.pgettext("disk colour", "yellow"),
    "brown": mark.pgettext("disk colour", "brown"),
    "black": mark.pgettext("disk colour", "black"),
}

# The seasons of the year wheel (data/haspelknecht/year_wheel.yaml names them), without a context:
# the shell's chronicle headers look the phase event's season up with _() ("Year 2 · summer"), as
# they do the pit water stage.
SEASON_WORDS: dict[str, Term] = {
    "spring": Term(N_("spring")),
    "summer": Term(N_("summer")),
    "autumn": Term(N_("autumn")),
    "winter": Term(N_("winter")),
}
STAGE_WORDS = {"pit_water": N_("pit water")}

# What the game waits for, by decision kind (after "A bot's move: ", in refusals).
DECISION_WORDS: dict[str, str] = {
    "take1": N_("taking disks"), "take2": N_("a second take"), "r10": N_("the first-spring return"),
    "plan": N_("planning"), "execute": N_("running workers"), "dig": N_("a black disk"),
    "reel": N_("the Haspelknecht"), "tile_option": N_("a tile's option"), "storage": N_("winter storage"),
}

# The farm's goods as words (a building "keeps 1 food or wood").
RESOURCE_WORDS: dict[str, Term] = {
    "food": mark.pgettext("resource", "food"),
    "wood": mark.pgettext("resource", "wood"),
    "coal": mark.pgettext("resource", "coal"),
}

# What a worker can be given (planning's item names): the disks, food and Thaler.
ITEM_WORDS: dict[str, Term] = {
    **COLOUR_WORDS,
    "food": mark.pgettext("item", "food"),
    "thaler": mark.pgettext("item", "thaler"),
}


def worker_word(worker: str) -> Term:
    return WORKER_WORDS.get(worker, Term(worker))


def colour_word(colour: str) -> Term:
    return COLOUR_WORDS.get(colour, Term(colour))


def item_word(item: str) -> Term:
    return ITEM_WORDS.get(item, Term(item))


def resource_word(res: str) -> Term:
    return RESOURCE_WORDS.get(res, Term(res))


def decision_word(kind: str) -> str:
    """What a decision kind means to a player, in the current language (the id if unknown)."""
    return _(DECISION_WORDS[kind]) if kind in DECISION_WORDS else kind


def season_word(season: str) -> Term:
    return SEASON_WORDS.get(season, Term(season))


def or_list(words) -> str:
    """"food or thaler": alternatives in the current language."""
    # TRANSLATORS: between alternatives ("paid with exactly 1 food or thaler")
    return pgettext("alternatives", " or ").join(words)


def and_list(words) -> str:
    """"1 Thaler and 3 wood": things that come together."""
    # TRANSLATORS: between things gained together ("Gain 1 Thaler and 3 wood at once.")
    return pgettext("together", " and ").join(words)


def disks(colour: str, n: int) -> str:
    """"2 yellow", "3 any colour": disks counted by colour (a tile's cost, a pool's contents)."""
    if colour == "yellow":
        return ngettext("{n} yellow", "{n} yellow", n).format(n=n)
    if colour == "brown":
        return ngettext("{n} brown", "{n} brown", n).format(n=n)
    if colour == "black":
        return ngettext("{n} black", "{n} black", n).format(n=n)
    if colour == "any":
        # TRANSLATORS: a tile's cost in disks of any colour ("4 disks: 1 yellow, 3 any colour")
        return ngettext("{n} any colour", "{n} any colour", n).format(n=n)
    return f"{n} {colour}"


def list_sep() -> str:
    # TRANSLATORS: the separator between the items of a list ("2 food, 1 thaler"; "pools 2, 5")
    return pgettext("list separator", ", ")


def amount(res: str, n: int, coin: str = "thaler") -> str:
    """"3 food", "1 thaler" in the current language (one message per good, for plural forms).
    `coin="Thaler"`: the coin as the tooltips and tile options write it ("2 Thalers")."""
    if res == "food":
        return ngettext("{n} food", "{n} food", n).format(n=n)
    if res == "wood":
        return ngettext("{n} wood", "{n} wood", n).format(n=n)
    if res == "coal":
        return ngettext("{n} coal", "{n} coal", n).format(n=n)
    if res == "thaler" and coin == "Thaler":
        return ngettext("{n} Thaler", "{n} Thalers", n).format(n=n)
    if res == "thaler":
        # TRANSLATORS: the game's coin, lower case inside a list of goods ("1 food, 2 thaler")
        return ngettext("{n} thaler", "{n} thaler", n).format(n=n)
    return f"{n} {res}"


def goods_list(goods: Mapping[str, int]) -> str:
    """The non-zero entries of a goods mapping in the current language ("2 food, 1 thaler"), or
    "nothing"."""
    parts = [amount(res, n) for res, n in goods.items() if n]
    if not parts:
        # TRANSLATORS: what a list of goods says when it is empty ("Anna stores nothing")
        return pgettext("goods", "nothing")
    return list_sep().join(parts)


K = TypeVar("K", bound=str)   # a goods name: the data's resource names are narrower str types


class Goods(Term):
    """A list of goods passed into a sentence: rendered item by item in the language of the moment."""

    goods: dict[str, int]

    def __new__(cls, goods: Mapping[K, int]) -> Goods:
        kept: dict[str, int] = {res: n for res, n in goods.items() if n}
        english = ", ".join(f"{n} {res}" for res, n in kept.items()) or "nothing"
        obj = super().__new__(cls, english)
        obj.goods = kept
        return obj

    def translated(self) -> str:
        return goods_list(self.goods)

    def __reduce__(self):   # copies and pickles are made from the goods, not from the English text
        return (Goods, (self.goods,))


class Phrases(Term):
    """A list of clauses passed into a sentence ("pays 1 coal, gets 1 thaler"): each clause is a
    whole msgid (or a Plural) with its own placeholders, rendered in the language of the moment."""

    phrases: tuple[tuple[str | Plural, dict], ...]

    def __new__(cls, phrases: Sequence[tuple[str | Plural, dict]]) -> Phrases:
        obj = super().__new__(cls, ", ".join(_render(text, args, english=True) for text, args in phrases))
        obj.phrases = tuple(phrases)
        return obj

    def translated(self) -> str:
        return list_sep().join(_render(text, args) for text, args in self.phrases)

    def __reduce__(self):
        return (Phrases, (list(self.phrases),))


def _render(text: str | Plural, args: dict, english: bool = False) -> str:
    if english:   # the Term's own value: the English sentence, nothing looked up
        if isinstance(text, Plural):
            text = text.singular if int(args[text.count]) == 1 else text.plural
        return text.format(**{k: str(v) for k, v in args.items()})
    if isinstance(text, Plural):
        return format_message(text.singular, args, text.plural, text.count)
    return format_message(text, args)
