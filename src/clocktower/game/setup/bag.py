"""The bag: the player-count table plus setup modifiers, the characters drawn, hidden
characters, Travellers and Demon bluffs (``random_setup``)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Collection, Final, Iterable, Sequence

from .. import draws
from ..ability import NO_CHANGE, Ability, ability_class, overrides
from ..perscript import PerScript
from ...characters import Character, Team
from ...errors import ClocktowerError, SetupError
from .seats import DEFAULT_NAMES, SeatSpec, Setup
from ...script import Script, fabled_character, player_counts

_OWN: Final[dict[str, dict[type, bool]]] = {"bag_modifiers": {}, "adjust_bag": {}, "adjust_seating": {}}
"""Whether a character's class has its own setup rule of each name (``overrides``), by class."""


def own_rule(cls: type[Ability], name: str) -> bool:
    """Whether ``cls`` overrides the setup rule ``name`` (cached: Ability's own does nothing,
    so setup need not call it)."""
    known = _OWN[name]
    found = known.get(cls)
    if found is None:
        found = known[cls] = overrides(cls, name)
    return found


def modifiers(character: Character, counts: tuple[int, int, int, int]) -> list[tuple[int, int, int, int]]:
    """The legal bag-count changes ``character`` brings (a do-nothing change by default)."""
    cls = ability_class(character.id)
    if cls is None or not own_rule(cls, "bag_modifiers"):
        return [NO_CHANGE]
    return cls.bag_modifiers(counts)


class ScriptFacts:
    """What setup reads of a script every game, worked out once per script (``facts``)."""

    def __init__(self, script: Script) -> None:
        self.script = script  # kept alive, so its identity is never reused while cached
        self.rules: tuple[Character, ...] = tuple(c for c in script.characters if c.team.is_storyteller_rule)
        """The Fabled and Loric on the script, in script order."""
        self.teams: dict[Team, tuple[Character, ...]] = {
            team: script.team(team) for team in (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)}
        """The Townsfolk, Outsiders, Minions and Demons, in script order."""
        self.exclusive: frozenset[frozenset[str]] = frozenset(
            frozenset((j.a, j.b)) for j in script.jinxes if j.reason.startswith(ONLY_ONE))
        """``exclusive_pairs``."""
        self.good_ids: tuple[str, ...] = tuple(c.id for c in script.characters if c.team.is_good)
        """The good characters' ids in script order (the Demon bluffs' pool)."""
        self.ids: frozenset[str] = frozenset(c.id for c in script.characters)
        """The characters' ids."""
        self.sorted_ids: tuple[str, ...] = tuple(sorted(self.ids))
        """The characters' ids, sorted (``seating.script_hooks``'s key)."""


_FACTS: Final[PerScript[ScriptFacts]] = PerScript(ScriptFacts)


def facts(script: Script) -> ScriptFacts:
    """The script's ``ScriptFacts`` (a script is immutable: made once, on first use)."""
    return _FACTS.of(script)


def _apply(counts: Sequence[int], delta: Sequence[int]) -> tuple[int, int, int, int]:
    return (max(0, counts[0] + delta[0]), max(0, counts[1] + delta[1]),
            max(0, counts[2] + delta[2]), max(0, counts[3] + delta[3]))


def random_setup(script: Script, players: int, rng: random.Random,
                 names: Sequence[str] | None = None, travellers: int = 0,
                 include: Sequence[str] = (), arrivals: int = 0, fabled: Sequence[str] = ()) -> Setup:
    """A legal setup drawn at random, as a Storyteller building the bag might.

    ``travellers`` more players join as Travellers (outside the player-count table), seated
    anywhere in the circle; see ``draw_travellers``. ``include``: character ids the
    Storyteller puts in the bag first (their setup brackets apply as to any other); the
    rest is drawn as usual. ``arrivals`` more travel in during the game (``random_travel``).
    ``fabled``: Fabled and Loric put in play besides the script's; those in play may change
    the bag (the Sentinel's [+1 or -1 Outsider], the Pope's duplicates) and are recorded in
    the setup."""
    base = player_counts(players)
    if not 0 <= travellers + arrivals <= MAX_TRAVELLERS or travellers < 0 or arrivals < 0:
        raise SetupError(f"cannot seat {travellers} Travellers and {arrivals} arriving: "
                         f"0 to {MAX_TRAVELLERS} Travellers in all")
    counts = (base.townsfolk, base.outsider, base.minion, base.demon)
    known = facts(script)
    rules = storyteller_rules(script, fabled)
    pools = {team: list(chars) for team, chars in known.teams.items()}
    for rule in rules:
        options = modifiers(rule, counts)
        if len(options) > 1:
            counts = _apply(counts, draws.choice(rng, _fitting(options, counts, pools) or options))
    wanted = _wanted(script, include, pools)
    clashing = set(known.exclusive)
    evil_pools = _beside(pools, wanted, clashing)
    for team, need in ((Team.DEMON, counts[3]), (Team.MINION, counts[2])):
        if len(evil_pools[team]) < need:
            raise SetupError(f"script {script.name!r} has {len(evil_pools[team])} {team.value} characters "
                             f"that may be in play here; {players} players need {need}")
    failed: SetupError | None = None
    for _ in range(BAG_DRAWS):
        try:
            bag, purge = _fill_bag(script, players, rng, pools, evil_pools, counts, wanted, clashing, rules)
            break
        except SetupError as exc:  # a bracket the bag drawn cannot carry out: draw it again
            failed = exc
    else:
        assert failed is not None
        raise failed
    if purge:
        bag.alignments.clear()  # nobody is evil: not even a Bounty Hunter's Townsfolk
    # Nobody believes a character whose ability a player already holds (the Boffin's gift).
    in_play = {c.id for c in bag.tokens} | {b.id for b in bag.believes.values()} \
        | set(bag.extra.get(ABILITIES_IN_PLAY, ()))
    spare_townsfolk = [c for c in pools[Team.TOWNSFOLK] if c.id not in in_play]
    order = list(range(len(bag.tokens)))
    draws.shuffle(rng, order)
    names = list(names) if names else list(DEFAULT_NAMES)
    if len(names) < players + travellers + arrivals:
        names += [f"Player {i + 1}" for i in range(len(names), players + travellers + arrivals)]
    seats: list[SeatSpec] = []
    for seat_no, i in enumerate(order):
        c = bag.tokens[i]
        believed = bag.believes.get(i)
        if believed is None and _hidden_townsfolk(c) and spare_townsfolk:
            believed = spare_townsfolk.pop(draws.randrange(rng, len(spare_townsfolk)))
        seats.append(SeatSpec(names[seat_no], c.id, believed.id if believed else None, bag.alignments.get(i)))
    shown = {c.id for c in bag.tokens} | {s.believes for s in seats if s.believes} \
        | set(bag.extra.get(ABILITIES_IN_PLAY, ()))
    if bag.extra.get(BLUFFS_IN_PLAY):  # the Pope: the duplicated characters may be bluffs too
        twice = duplicated_tokens(bag.tokens)
        bluff_pool = [cid for cid in known.good_ids if cid not in shown or (cid in twice and _bluffed_in_play(cid))]
    else:
        bluff_pool = [cid for cid in known.good_ids if cid not in shown]
    bluffs = draws.sample(rng, bluff_pool, min(3, len(bluff_pool)))
    drawn: list[tuple[str, str]] = []
    if travellers:
        drawn = draw_travellers(script, travellers, rng)
        for character, alignment in drawn:
            if purge:
                alignment = "good"  # [No evil characters]: no evil Traveller either
            seats.insert(draws.randrange(rng, len(seats) + 1), SeatSpec("", character, None, alignment))
        for seat_no, spec in enumerate(seats):
            spec.name = names[seat_no]
    for cid in dict.fromkeys(c.id for c in bag.tokens):  # once per character, in bag order
        seating_cls = ability_class(cid)
        if seating_cls is not None and own_rule(seating_cls, "adjust_seating"):
            seating_cls.adjust_seating(seats, rng)
    extra = dict(bag.extra)
    if arrivals:
        extra["travel"] = random_travel(script, arrivals, rng, names[len(seats):], {c for c, _ in drawn})
    extras = [c.id for c in rules if c.id not in script.by_id]
    return Setup(seats, bluffs, extra, extras)


MAX_TRAVELLERS: Final = 20
"""Most Travellers a setup seats or brings in during the game, in all: refused at once
beyond it (a script's Travellers seat far fewer; an absurd count must not build its names)."""

BAG_DRAWS: Final = 20
"""How many times a bag is drawn before setup gives up: a Storyteller whose bag cannot carry
out a bracket (no spare Minion Lil' Monsta can take, Outsiders the script's jinxes keep
apart) draws another."""


def _fill_bag(script: Script, players: int, rng: random.Random, pools: dict[Team, list[Character]],
              evil_pools: dict[Team, list[Character]], counts: tuple[int, int, int, int],
              wanted: Sequence[Character], clashing: set[frozenset[str]], rules: Sequence[Character]
              ) -> tuple[Bag, list[Character]]:
    """One draw of the bag, every bracket carried out (``random_setup``); the good characters
    that take evil out of play (the Atheist), if any. SetupError when the draw cannot be
    carried out."""
    evil, counts, later = _draw_evil(script, evil_pools, counts, wanted, rng, clashing)
    # Nothing good that would bar the spare Minions a bracket will add (a Heretic, a Godfather).
    evil_ids = {e.id for e in evil} | {c.id for c in later}
    good_pools = _without_clashes(pools, evil_ids, clashing)
    good_wanted = [c for c in wanted if c.team in (Team.TOWNSFOLK, Team.OUTSIDER)]
    good = _draw_good(good_pools, counts, rng, required=good_wanted)
    purge = [c for c in good if _removes_evil(c)]
    if purge and not any(_removes_evil(c) for c in wanted) \
            and any(c.team in (Team.MINION, Team.DEMON) for c in wanted):
        # A Minion or Demon the Storyteller put in the bag stays: no Atheist is drawn to
        # take it out again (drawn again without one; only such draws change).
        good_pools = {team: [c for c in pool if not _removes_evil(c)] for team, pool in good_pools.items()}
        good = _draw_good(good_pools, counts, rng, required=good_wanted)
        purge = []
    if purge:
        # [No evil characters] (the Atheist): no Minion or Demon tokens, so their brackets
        # do not apply either; the good tokens are drawn again around the Atheist, whose
        # own bracket turns the evil slots into Townsfolk.
        evil = []
        base = player_counts(players)
        counts = (base.townsfolk, base.outsider, base.minion, base.demon)
        good = _draw_good(pools, counts, rng, required=purge[:1] + [c for c in good_wanted if c not in purge[:1]])
    bag = Bag(script, evil + good, {}, rng, players=players, required={c.id for c in wanted})
    bag.exclusive = clashing
    _adjust(bag)
    for rule in rules:
        rule_cls = ability_class(rule.id)
        if rule_cls is not None and own_rule(rule_cls, "adjust_bag"):
            rule_cls.adjust_bag(bag)
    return bag, purge


ABILITIES_IN_PLAY: Final = "abilities-in-play"
"""``Setup.extra`` key: good characters whose ability a player holds from the start though
nobody is that character (the Boffin's gift to the Demon): never drawn as Demon bluffs."""
STAND_INS = "stand-ins"
"""``Setup.extra`` key: [bag character, dealt character] pairs: a token drawn for the bag
that is dealt as another character until it enters play (the Summoner-Marionette jinx: the
Marionette is dealt as the good character it would believe). The counts are the bag's."""
BLUFFS_IN_PLAY: Final = "bluffs-in-play"
"""``Setup.extra`` key: the Demon's bluffs may be characters in play, those two or more
players are (the Pope's duplicates: ``duplicated_tokens``)."""


def storyteller_rules(script: Script, fabled: Sequence[str] = ()) -> list[Character]:
    """The Fabled and Loric in play: those on the script, then ``fabled`` (ids), checked:
    each must be a known Fabled or Loric whose rules are implemented."""
    found = list(facts(script).rules)
    for cid in fabled:
        try:
            char = fabled_character(cid)
        except ClocktowerError as exc:
            raise SetupError(str(exc)) from None
        if ability_class(char.id) is None:
            raise SetupError(f"{char.name} ({char.id}) is not implemented yet")
        if all(c.id != char.id for c in found):
            found.append(char)
    return found


LEAVE_CHANCE = 0.3
"""How often a Traveller who travelled in at random also leaves before the game ends."""


def random_travel(script: Script, count: int, rng: random.Random, names: Sequence[str],
                  seated: set[str]) -> list[dict[str, Any]]:
    """A travel plan (``game/travel.py``): ``count`` Travellers not already seated travel in
    at the start of day 1, 2 or 3 (a Mercenary pair together, as the almanac asks), each with
    the alignment the Storyteller picks for it (``draw_travellers``); some leave a day or two
    later (a pair together)."""
    drawn = draw_travellers(script, count, rng, exclude=seated)
    plan: list[dict[str, Any]] = []
    leaving: list[dict[str, Any]] = []
    k = 0
    while k < len(drawn):
        group = [d for d in drawn[k:] if d[0] == drawn[k][0]]
        day = rng.randint(1, 3)
        leaves = day + rng.randint(1, 2) if rng.random() < LEAVE_CHANCE else None
        for character, alignment in group:
            name = names[k]
            plan.append({"day": day, "arrive": {"name": name, "character": character, "alignment": alignment}})
            if leaves is not None:
                leaving.append({"day": leaves, "leave": name})
            k += 1
    return sorted(plan + leaving, key=lambda e: e["day"])  # stable: arrivals first on a day


def draw_travellers(script: Script, count: int, rng: random.Random,
                    exclude: Collection[str] = ()) -> list[tuple[str, str]]:
    """``count`` Traveller seats as (character id, alignment), as the Storyteller picks
    them: different implemented Travellers of the script, each bringing the seats and
    alignments its ``traveller_seats`` says (Fall of Rome's Mercenary: a good and an evil
    pair, two seats), never two of one ``traveller_group`` (one High Priest variant)."""
    if count < 0:
        raise SetupError("the number of Travellers cannot be negative")
    pool = [c for c in script.team(Team.TRAVELLER) if ability_class(c.id) is not None and c.id not in exclude]
    taken = {cls.traveller_group for cid in exclude if (cls := ability_class(cid)) is not None}
    most = 0
    for _ in range(20):  # another order when a pair no longer fits in the seats left
        chosen: list[tuple[str, str]] = []
        groups: set[str] = {g for g in taken if g}
        for character in rng.sample(pool, len(pool)):
            left = count - len(chosen)
            if left == 0:
                break
            cls = ability_class(character.id)
            assert cls is not None
            if cls.traveller_group and cls.traveller_group in groups:
                continue
            alignments = cls.traveller_seats(rng)
            if len(alignments) > left:
                continue
            if cls.traveller_group:
                groups.add(cls.traveller_group)
            chosen += [(character.id, a) for a in alignments]
        if len(chosen) == count:
            return chosen
        most = max(most, len(chosen))
    besides = f" besides the {len(exclude)} seated at the start" if exclude else ""
    raise SetupError(f"script {script.name!r} cannot seat {count} Travellers{besides} "
                     f"(its implemented Travellers make at most {most})")


@dataclass(slots=True, init=False)
class Bag:
    """The tokens a Storyteller is building for setup: true characters, and for hidden
    ones (Drunk, Bad Omen, Hannibal) what their player will believe they are. Characters
    reshape it through ``Ability.adjust_bag`` (Legionary copies, Haruspex's Spartacus)."""

    script: Script
    tokens: list[Character]
    believes: dict[int, Character]
    rng: random.Random
    alignments: dict[int, str] = field(default_factory=dict)
    """Tokens dealt with another alignment than their character's (turned upside down:
    the Bounty Hunter's evil Townsfolk)."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Setup facts for the game (``Setup.extra``): e.g. "brackets", characters whose setup
    bracket applied though no token holds them (the Boffin's ability)."""
    players: int = 0
    """How many players the bag is for (Travellers excluded): Legion's share is counted on it."""
    exclusive: set[frozenset[str]] = field(default_factory=set)
    """Pairs of characters that may not both be in play (the Heretic's "Only 1 jinxed
    character can be in play" jinxes): ``unused`` never offers one whose partner is in."""
    required: set[str] = field(default_factory=set)
    """Characters the Storyteller put in the bag on purpose (a scenario's ``include``): the
    brackets that swap tokens for copies of a character (the Haruspex's Spartacus, the
    Legionary's extras) leave them in (``swappable``)."""

    def __init__(self, script: Script, tokens: list[Character], believes: dict[int, Character],
                 rng: random.Random, alignments: dict[int, str] | None = None,
                 extra: dict[str, Any] | None = None, players: int = 0,
                 exclusive: set[frozenset[str]] | None = None, required: set[str] | None = None) -> None:
        # Written out (compiled), as ``SeatSpec``'s.
        self.script = script
        self.tokens = tokens
        self.believes = believes
        self.rng = rng
        self.alignments = {} if alignments is None else alignments
        self.extra = {} if extra is None else extra
        self.players = players
        self.exclusive = set() if exclusive is None else exclusive
        self.required = set() if required is None else required

    def in_bag(self, character_id: str) -> bool:
        """Whether a token of that character (true or believed) is in the bag."""
        return any(c.id == character_id for c in self.tokens) or any(
            c.id == character_id for c in self.believes.values())

    def unused(self, team: Team) -> list[Character]:
        """Characters of ``team`` on the script that are in no token yet (nor barred by a
        character in the bag: ``exclusive``)."""
        ids = {c.id for c in self.tokens} | {c.id for c in self.believes.values()} \
            | set(self.extra.get(ABILITIES_IN_PLAY, ()))
        on_script = facts(self.script).teams.get(team)
        if on_script is None:
            on_script = self.script.team(team)
        return [c for c in on_script if c.id not in ids and not clashes(c.id, ids, self.exclusive)]

    def believable(self, team: Team, never: Sequence[str] = ()) -> list[Character]:
        """Characters of ``team`` not in the bag that a hidden player (a Hannibal, a
        Marionette) may believe they are: never a hidden character itself, nor ``never``."""
        found = []
        for c in self.unused(team):
            cls = ability_class(c.id)
            if c.id in never or (cls is not None and cls.believes_townsfolk):
                continue
            found.append(c)
        return found

    def swappable(self, indices: Iterable[int]) -> list[int]:
        """Those of ``indices`` whose token a bracket may swap for another: not a character
        the Storyteller put in the bag on purpose (``required``)."""
        return [i for i in indices if self.tokens[i].id not in self.required]

    def indices(self, team: Team) -> list[int]:
        """Token positions whose true character is of ``team``."""
        return [i for i, c in enumerate(self.tokens) if c.team is team]

    def counts(self) -> tuple[int, int, int, int]:
        """The bag's (townsfolk, outsider, minion, demon) token counts now."""
        t, o, m, d = (len(self.indices(team)) for team in (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON))
        return (t, o, m, d)

    def plain(self, team: Team) -> list[int]:
        """Token positions of ``team`` the bag may lose without undoing anything: a character
        with no setup rule of its own (``plain``), nobody's hidden token, not turned, no
        stand-in (``STAND_INS``: the Summoner's waiting Marionette)."""
        standing = {dealt for _, dealt in self.extra.get(STAND_INS, ())}
        return [i for i in self.indices(team) if i not in self.believes and i not in self.alignments
                and plain(self.tokens[i]) and self.tokens[i].id not in standing]

    def bracket(self, character: Character) -> bool:
        """Apply ``character``'s setup bracket to the tokens, as when it is drawn: one of its
        options the bag can take (at random), a Townsfolk/Outsider shift carried out by plain
        tokens becoming unused characters that bring no bracket. False (nothing changed) when
        the bag can take none."""
        options = self._options(character)
        if not options:
            return False
        shift = self.rng.choice(options)
        src, dst = (Team.TOWNSFOLK, Team.OUTSIDER) if shift > 0 else (Team.OUTSIDER, Team.TOWNSFOLK)
        for _ in range(abs(shift)):
            slot = self.rng.choice([i for i in self.plain(src) if self.tokens[i].id != character.id])
            self.tokens[slot] = self.rng.choice(self._fillers(dst, character))
        cls = ability_class(character.id)
        for wanted in cls.requires if cls is not None else ():
            self.require(wanted)  # [+the King], [+the Damsel]: part of the bracket too
        return True

    def require(self, character_id: str) -> None:
        """[+the X]: put ``character_id`` in the bag if it is on the script and not there yet,
        in place of a plain token (``plain``: never the character that asks for it, nor one
        whose own setup rule already applied) of its own type, else of a Townsfolk."""
        wanted = self.script.by_id.get(character_id)
        if wanted is None or self.in_bag(character_id):
            return
        pool = self.plain(wanted.team) or self.plain(Team.TOWNSFOLK)
        if pool:
            self.tokens[self.rng.choice(pool)] = wanted

    def put(self, index: int, character: Character) -> None:
        """Token ``index`` becomes ``character``, whose setup bracket then applies (a Minion
        put in for Lil' Monsta's token: a Baron's +2 Outsiders)."""
        self.tokens[index] = character
        self.bracket(character)

    def add(self, character: Character) -> None:
        """A token of ``character`` joins the bag (a slot a bracket left for it), and its
        setup bracket applies."""
        self.tokens.append(character)
        self.bracket(character)

    def spare(self, team: Team) -> list[Character]:
        """Unused characters of ``team`` that may join the bag now (``takes``)."""
        return [c for c in self.unused(team) if self.takes(c)]

    def takes(self, character: Character) -> bool:
        """Whether the bag can take ``character``'s setup bracket now (never one that takes a
        whole team out, decided at the draw: the Summoner's [No Demon], Legion's, the
        Atheist's)."""
        return bool(self._options(character))

    def _options(self, character: Character) -> list[int]:
        """The Outsider shifts (+k: k Townsfolk become Outsiders) of ``character``'s bracket
        options the bag can carry out now."""
        cls = ability_class(character.id)
        if cls is not None and (cls.removes_demon or cls.removes_minions or cls.removes_evil):
            return []
        found = []
        for dt, do, dm, dd in modifiers(character, self.counts()):
            if dm or dd or dt != -do:
                continue
            src, dst = (Team.TOWNSFOLK, Team.OUTSIDER) if do > 0 else (Team.OUTSIDER, Team.TOWNSFOLK)
            movable = [i for i in self.plain(src) if self.tokens[i].id != character.id]
            if do == 0 or (len(movable) >= abs(do) and len(self._fillers(dst, character)) >= abs(do)):
                found.append(do)
        return found

    def _fillers(self, team: Team, besides: Character) -> list[Character]:
        """Unused characters of ``team`` with no setup rule, to carry out a bracket's shift for
        ``besides`` (never one that may not be in play with it: ``exclusive``)."""
        return [c for c in self.unused(team) if c.id != besides.id and plain(c)
                and not clashes(c.id, {besides.id}, self.exclusive)]


def plain(character: Character) -> bool:
    """A character with no setup rule of its own (no bracket, no bag change): safe to take
    out of the bag, or to put in to carry out another's bracket (a Drunk is: what it
    believes is chosen when the tokens are dealt)."""
    cls = ability_class(character.id)
    if cls is None:
        return False
    return not own_rule(cls, "bag_modifiers") and not own_rule(cls, "adjust_bag")


ONLY_ONE = "Only 1 jinxed character can be in play"


def exclusive_pairs(script: Script) -> set[frozenset[str]]:
    """The script's pairs of characters of which only one may be in play (jinxes that say
    "Only 1 jinxed character can be in play": the Heretic with the Baron, the Spy...)."""
    return set(facts(script).exclusive)


def clashes(character_id: str, present: set[str], pairs: set[frozenset[str]]) -> bool:
    """Whether ``character_id`` may not join ``present`` (an exclusive pair)."""
    for pair in pairs:
        if character_id in pair:
            for other in pair:
                if other != character_id and other in present:
                    return True
    return False


def _without_clashes(pools: dict[Team, list[Character]], present: set[str],
                     pairs: set[frozenset[str]]) -> dict[Team, list[Character]]:
    """``pools`` without the characters that may not join ``present`` (``pools`` itself,
    to read only, when the script has no exclusive pair)."""
    if not pairs:
        return pools
    return {team: [c for c in pool if not clashes(c.id, present, pairs)] for team, pool in pools.items()}


def _removes_evil(character: Character) -> bool:
    """Characters whose bracket removes every evil token ([No evil characters]: the Atheist)."""
    cls = ability_class(character.id)
    return cls is not None and cls.removes_evil


def _removes_demon(character: Character) -> bool:
    """Characters whose bracket takes the Demon token out of the bag ([No Demon]: the Summoner)."""
    cls = ability_class(character.id)
    return cls is not None and cls.removes_demon


def _removes_minions(character: Character) -> bool:
    """Characters whose bracket takes every Minion token out of the bag (Legion)."""
    cls = ability_class(character.id)
    return cls is not None and cls.removes_minions


EVIL_DRAWS: Final = 60
"""How many evil draws ``random_setup`` tries before saying no bag fits the script."""


def _draw_evil(script: Script, pools: dict[Team, list[Character]], counts: tuple[int, int, int, int],
               wanted: Sequence[Character], rng: random.Random,
               clashing: set[frozenset[str]]
               ) -> tuple[list[Character], tuple[int, int, int, int], list[Character]]:
    """The Demon and Minion tokens and the counts their brackets make, as a Storyteller picks
    them: only bracket options the script can fill (enough Townsfolk and Outsiders, and a
    spare Minion for each Minion a bracket adds); a draw no option fits is drawn again. Last,
    spare Minions kept for the brackets that add one (Lil' Monsta's, the Lord of Typhon's)."""
    start = counts
    for _ in range(EVIL_DRAWS):
        counts = start
        evil = _pick(pools[Team.DEMON], counts[3], wanted, rng) + _pick(pools[Team.MINION], counts[2], wanted, rng)
        if any(_removes_demon(c) for c in evil):
            # [No Demon] (the Summoner): no Demon token goes in the bag, so no Demon's setup
            # bracket applies either (a Vigormortis's [-1 Outsider], a Kazali's Minions).
            evil = [c for c in evil if c.team is not Team.DEMON]
        if any(_removes_minions(c) for c in evil):
            # No Minions (Legion): no Minion token stays in the bag, so no Minion's setup
            # bracket applies either (a Baron's [+2 Outsiders] with no Baron in play).
            evil = [c for c in evil if c.team is not Team.MINION]
        ids = {c.id for c in evil}
        open_pools = _without_clashes(pools, ids, clashing)
        for c in evil:
            options = _fitting(modifiers(c, counts), counts, open_pools)
            if not options:
                break
            counts = _apply(counts, draws.choice(rng, options))
        else:
            # Minions a bracket adds (Lil' Monsta's, the Lord of Typhon's) come from spare ones.
            spare = [c for c in open_pools[Team.MINION] if c.id not in ids and not _removes_team(c)]
            need = counts[2] - sum(1 for c in evil if c.team is Team.MINION)
            if need <= len(spare):
                return evil, counts, draws.sample(rng, spare, need) if need > 0 else []
    raise SetupError(f"no bag fits script {script.name!r} for {sum(start)} players: its setup "
                     f"brackets need more characters than it has")


def _fitting(options: Sequence[tuple[int, int, int, int]], counts: tuple[int, int, int, int],
             pools: dict[Team, list[Character]]) -> list[tuple[int, int, int, int]]:
    """The bracket options after which the script still has enough Townsfolk and Outsiders,
    and the bag is not short of either (a Baron's +2 Outsiders with one Townsfolk left)."""
    found = []
    for delta in options:
        t, o = counts[0] + delta[0], counts[1] + delta[1]
        if 0 <= t <= len(pools[Team.TOWNSFOLK]) and 0 <= o <= len(pools[Team.OUTSIDER]):
            found.append(delta)
    return found


def required_by(character: Character, pools: dict[Team, list[Character]]) -> list[Character]:
    """The characters ``character``'s bracket puts in play ([+the Damsel], [+the King]: its
    class's ``requires``) that are among ``pools``."""
    cls = ability_class(character.id)
    wanted = cls.requires if cls is not None else ()
    if not wanted:
        return []
    return [c for pool in pools.values() for c in pool if c.id in wanted]


def _removes_team(character: Character) -> bool:
    """Characters whose bracket takes a whole team out of the bag (decided at the draw)."""
    return _removes_demon(character) or _removes_minions(character) or _removes_evil(character)


def _adjust(bag: "Bag") -> None:
    """Each character in the bag reshapes it once (``Ability.adjust_bag``), in bag order,
    including characters another one's change brought in (a Lunatic added as the
    Marionette-Balloonist's extra Outsider still gets its Demon to believe)."""
    done: set[str] = set()
    while True:
        pending = [c for c in bag.tokens if c.id not in done]
        if not pending:
            return
        for c in pending:
            if c.id in done:
                continue
            done.add(c.id)
            cls = ability_class(c.id)
            # Still in the bag (that very token, usually: no comparing field by field).
            if cls is not None and own_rule(cls, "adjust_bag") and (
                    any(t is c for t in bag.tokens) or c in bag.tokens):
                cls.adjust_bag(bag)


def _hidden_townsfolk(character: Character) -> bool:
    """Characters whose player believes they are a Townsfolk (the Drunk)."""
    cls = ability_class(character.id)
    return cls is not None and cls.believes_townsfolk


def _wanted(script: Script, include: Sequence[str], pools: dict[Team, list[Character]]) -> list[Character]:
    """The characters asked for in the bag, checked against the script."""
    found: list[Character] = []
    for cid in dict.fromkeys(include):
        c = script.by_id.get(cid)
        if c is None or not any(c in pool for pool in pools.values()):
            raise SetupError(f"cannot put {cid!r} in the bag: it is no Townsfolk, Outsider, Minion "
                             f"or Demon of script {script.name!r}")
        found.append(c)
    purging = [c.name for c in found if _removes_evil(c)]
    evil = [c.name for c in found if c.team in (Team.MINION, Team.DEMON)]
    if purging and evil:
        raise SetupError(f"cannot put {', '.join(evil)} in the bag with the {purging[0]}: "
                         "its setup allows no evil characters")
    return found


def _beside(pools: dict[Team, list[Character]], wanted: Sequence[Character],
            pairs: set[frozenset[str]]) -> dict[Team, list[Character]]:
    """The pools without characters that may not be in play with a wanted one (the Heretic's
    "Only 1 jinxed character can be in play": a Heretic put in the bag keeps the Baron out)."""
    if not wanted or not pairs:
        return pools  # nothing to keep out (to read only)
    ids = {c.id for c in wanted}
    for c in wanted:
        if clashes(c.id, ids, pairs):
            raise SetupError(f"cannot put {c.id!r} in the bag with "
                             f"{', '.join(sorted(o for o in ids if frozenset((c.id, o)) in pairs))}: "
                             "only 1 jinxed character can be in play")
    return {team: [c for c in pool if c in wanted or not clashes(c.id, ids, pairs)]
            for team, pool in pools.items()}


def _pick(pool: list[Character], need: int, wanted: Sequence[Character], rng: random.Random) -> list[Character]:
    """``need`` characters of ``pool``: the wanted ones first, the rest at random."""
    chosen = [c for c in wanted if c in pool]
    if len(chosen) > need:
        raise SetupError(f"the bag holds {need} {pool[0].team.value} characters here, "
                         f"not {len(chosen)} ({', '.join(c.id for c in chosen)})")
    if not chosen:
        return draws.sample(rng, pool, need)
    return chosen + draws.sample(rng, [c for c in pool if c not in chosen], need - len(chosen))


def _draw_good(pools: dict[Team, list[Character]], counts: tuple[int, int, int, int],
               rng: random.Random, required: Sequence[Character] = ()) -> list[Character]:
    """Townsfolk and Outsiders for the bag, applying good characters' own modifiers;
    ``required`` characters (the Atheist, or those a scenario puts in the bag) are always
    among them."""
    t, o = counts[0], counts[1]
    free = {team: [c for c in pools[team] if c not in required] for team in (Team.TOWNSFOLK, Team.OUTSIDER)}
    req_t = sum(1 for c in required if c.team is Team.TOWNSFOLK)
    req_o = len(required) - req_t
    if req_t > t or req_o > o:
        raise SetupError(f"the bag holds {t} Townsfolk and {o} Outsiders here, not "
                         f"{', '.join(c.id for c in required)}")
    for _ in range(20):
        if len(free[Team.TOWNSFOLK]) < t - req_t or len(free[Team.OUTSIDER]) < o - req_o:
            raise SetupError(f"the script has too few townsfolk or outsiders for {t} + {o}")
        good = list(required) + draws.sample(rng, free[Team.TOWNSFOLK], max(0, t - req_t)) \
            + draws.sample(rng, free[Team.OUTSIDER], max(0, o - req_o))
        nt, no = t, o
        for c in good:
            options = modifiers(c, (nt, no, counts[2], counts[3]))
            if options != [NO_CHANGE]:  # (no change: nothing to fit, the same one draw)
                if _removes_team(c) and c not in required:
                    options = [NO_CHANGE]  # (the Atheist's: the bag is drawn again around it)
                options = _fitting(options, (nt, no, counts[2], counts[3]), pools) or options
            dt, do, _, _ = draws.choice(rng, options)
            nt, no = nt + dt, no + do
        if (nt, no) == (t, o):
            return good
        # Keep the characters that brought the change, redraw the rest to the new counts, with
        # any character they bring (the Huntsman's Damsel takes the Outsider slot it made).
        fixed = list(required) + [c for c in good if c not in required and modifiers(c, counts) != [(0, 0, 0, 0)]]
        kept = {c.id for c in fixed}  # (the script's characters: one per id)
        fixed += [x for x in dict.fromkeys(x for c in fixed for x in required_by(c, pools)) if x.id not in kept]
        kept = {c.id for c in fixed}
        rest_t = [c for c in pools[Team.TOWNSFOLK] if c.id not in kept]
        rest_o = [c for c in pools[Team.OUTSIDER] if c.id not in kept]
        need_t = nt - sum(1 for c in fixed if c.team is Team.TOWNSFOLK)
        need_o = no - sum(1 for c in fixed if c.team is Team.OUTSIDER)
        if 0 <= need_t <= len(rest_t) and 0 <= need_o <= len(rest_o):
            return fixed + draws.sample(rng, rest_t, need_t) + draws.sample(rng, rest_o, need_o)
    raise SetupError("could not build a legal bag")


def legal_counts(script: Script, characters: Sequence[Character], players: int) -> set[tuple[int, int, int, int]]:
    """Every (townsfolk, outsider, minion, demon) count the in-play characters allow."""
    base = player_counts(players)
    start = (base.townsfolk, base.outsider, base.minion, base.demon)
    # A setup bracket applies once per character, however many players hold it (Hannibal's
    # [+1 Hannibal] puts two Hannibals in play; Legionary copies). The brackets apply one
    # after another in any order, each read at the counts it meets (a Godfather's -1 Outsider
    # needs the Outsiders a Baron's +2 brought): docs/rulings.md "Setup brackets".
    bracketed = tuple(c for c in {c.id: c for c in characters}.values() if not _no_bracket(c))
    memo: dict[tuple[tuple[int, int, int, int], frozenset[int]], set[tuple[int, int, int, int]]] = {}

    def reach(counts: tuple[int, int, int, int], left: frozenset[int]) -> set[tuple[int, int, int, int]]:
        if not left:
            return {counts}
        key = (counts, left)
        if key not in memo:
            memo[key] = {end for k in left for delta in modifiers(bracketed[k], counts)
                         for end in reach(_apply(counts, delta), left - {k})}
        return memo[key]

    return reach(start, frozenset(range(len(bracketed))))


def duplicated_tokens(characters: "Iterable[Character] | Iterable[str]") -> set[str]:
    """The characters (by id) that two or more of these tokens are: under the Pope, the only
    characters in play that may also be Demon bluffs ("There are duplicate good characters
    in play. They might also be bluffs")."""
    seen: set[str] = set()
    twice: set[str] = set()
    for c in characters:
        cid = c if isinstance(c, str) else c.id
        (twice if cid in seen else seen).add(cid)
    return twice


def _bluffed_in_play(cid: str) -> bool:
    """Whether a character in play may still be a Demon bluff where bluffs may be in play
    (``Ability.bluffed_only_out_of_play``)."""
    cls = ability_class(cid)
    return cls is None or not cls.bluffed_only_out_of_play


def _no_bracket(character: Character) -> bool:
    """Characters without a setup bracket of their own (``bag_modifiers`` not overridden)."""
    cls = ability_class(character.id)
    return cls is None or not own_rule(cls, "bag_modifiers")
