"""Boffin: The Demon (even if drunk or poisoned) has a not-in-play good character's ability. You
both know which."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...characters import Character, Team
from ...game.ability import REGISTRY
from ...game.decisions import Decision
from ...game.perscript import PerScript
from ...game.setup import ABILITIES_IN_PLAY, modifiers
from ...game.state import DRUNK, POISONED, STORYTELLER, Seat
from .. import ability_class, implemented
from ..base import Ability, register
from ..townsfolk.alchemist import alchemist_has
from ..townsfolk.villageidiot import TOKENS as IDIOT_TOKENS, tokens_in_play as idiots_in_play
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("boffin.ability", "The Storyteller gives the Boffin's Demon the ability of {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="boffin")

VILLAGE_IDIOT = "villageidiot"

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag
    from ...script import Script


NEVER_THE_DEMONS = ("heretic", "ogre", "politician")
"""Jinxes: "The Demon cannot have the Heretic [Ogre, Politician] ability."""


def _jinxed(script: "Script", other: str) -> bool:
    return any({j.a, j.b} == {"boffin", other} for j in script.jinxes)


def candidates(script: "Script", taken: set[str], idiots: int = 0) -> list[Character]:
    """The good characters the Boffin may give: the script's implemented Townsfolk and
    Outsiders nobody is or believes they are (never the Drunk, which has no ability), but
    none the Demon may not have (jinxes ``NEVER_THE_DEMONS``). Village Idiot jinx: "If there is
    a spare token, the Boffin can give the Demon the Village Idiot ability", in play or not,
    while fewer than its tokens are in play (``idiots``: how many are)."""
    return [c for c in _givable(script) if c.id not in taken
            or (c.id == VILLAGE_IDIOT and idiots < IDIOT_TOKENS and _jinxed(script, c.id))]


def _by_registered(script: "Script") -> dict[int, list[Character]]:
    return {}


_GIVABLE: Final[PerScript[dict[int, list[Character]]]] = PerScript(_by_registered)
"""``_givable`` for each script, by how many characters are registered."""


def _givable(script: "Script") -> list[Character]:
    """The script's characters a Boffin may give whoever is in play (``candidates`` before
    it leaves out those in play): the same all game, so worked out once per script."""
    by_registered = _GIVABLE.of(script)
    found = by_registered.get(len(REGISTRY))
    if found is None:
        found = by_registered[len(REGISTRY)] = []
        for c in script.characters:
            cls = ability_class(c.id) if implemented(c.id) else None
            if (c.team in (Team.TOWNSFOLK, Team.OUTSIDER) and cls is not None
                    and not cls.believes_townsfolk
                    and not (c.id in NEVER_THE_DEMONS and _jinxed(script, c.id))):
                found.append(c)
    return found


class Boffin(Ability):
    """The Demon holds a granted copy of a not-in-play good ability, chosen at setup so its
    setup bracket applies (``Setup.extra["boffin"]``). The copy works while this Boffin
    functions, whether or not the Demon is drunk or poisoned (``grant_functions``); drunkenness
    it puts on the Demon itself touches only the copy (``confines_grants``). Both learn the
    character on the first night. A new Demon gets a copy from the Boffin.

    Decision: ``boffin.ability`` (Storyteller: which good character, when the setup names none).
    """

    id = "boffin"
    confines_grants = True

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        """Choose the good ability now and apply its setup bracket to the bag (Boffin-Balloonist:
        perhaps one Townsfolk token becomes an Outsider)."""
        idiots = sum(1 for c in [*bag.tokens, *bag.believes.values()] if c.id == VILLAGE_IDIOT)
        pool = candidates(bag.script, {c.id for c in bag.tokens} | {c.id for c in bag.believes.values()}, idiots)
        pool = [c for c in pool if bag.takes(c)]  # a bracket the bag can take
        if not pool:
            return
        chosen = bag.rng.choice(pool)
        bag.bracket(chosen)
        bag.extra["boffin"] = chosen.id
        bag.extra.setdefault(ABILITIES_IN_PLAY, []).append(chosen.id)
        bag.extra.setdefault("brackets", []).append(chosen.id)

    def prepare(self, game: "Game") -> None:
        self._give(game)

    def wakes(self, game: "Game", first: bool) -> bool:
        return first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        """The first night: the Boffin and the Demon learn the good character."""
        granted = self._give(game)
        if granted is None or granted.holder is None:
            return
        self._tell(game, granted.character, granted.holder)

    def _tell(self, game: "Game", character: Character, demon: Seat) -> None:
        """Both learn the good character. Jinx (Alchemist): "If the Alchemist has the Boffin
        ability, the Alchemist does not learn what ability the Demon has"; the Demon learns it,
        not who the Alchemist is (docs/rulings.md, Jinxes)."""
        if self.holder is None:  # the Storyteller's Boffin (a Plague Doctor's): the Demon learns it
            game.tell(demon, "boffin", character=character.id)
            return
        if alchemist_has(game, self):
            self.fired(game, "the Alchemist-Boffin does not learn the Demon's ability")
            game.tell(demon, "boffin", character=character.id)
            return
        game.tell(self.holder, "boffin", character=character.id, demon=demon.index)
        game.tell(demon, "boffin", character=character.id, boffin=self.holder.index)

    def day_action(self, game: "Game") -> None:
        self._give(game)

    def grant_functions(self, game: "Game", granted: Ability) -> bool | None:
        holder = granted.holder
        if holder is None or holder.team is not Team.DEMON or not game.functioning(self):
            return False
        if self.holder is not None and self not in self.holder.abilities:
            return False  # the Boffin is no longer the Boffin (a Minion became a Riot)
        if not game.lives(holder) and not (granted.works_dead() or game.keeps_ability(holder)):
            return False
        # Drunkenness the copy put on its own holder (a Boffin-Sailor choosing itself).
        return not any(e.source is granted and e.kind in (DRUNK, POISONED) and e.source.sustains(game, e)
                       for e in holder.effects)

    def keeps_asleep(self, game: "Game", ability: Ability) -> bool:
        """"While the Boffin is alive, the Demon has a single Townsfolk ability or Outsider
        ability": once the Boffin is dead (and no Vigormortis keeps its ability) the Demon no
        longer has the good ability, so it is not woken for it. A drunk or poisoned Boffin only
        takes it away for now: the Demon still wakes, as a drunk player would."""
        holder = self.holder
        return ability.granted_by is self and holder is not None \
            and not (game.lives(holder) or game.keeps_ability(holder))

    def _give(self, game: "Game") -> Ability | None:
        """Make sure one living Demon holds the good ability (a new Demon gets one)."""
        granted: Ability | None = self.state.get("granted")
        if granted is not None and granted.holder is not None and granted.holder.team is Team.DEMON \
                and game.lives(granted.holder) and granted in granted.holder.abilities:
            return granted
        demons = [s for s in game.seats if s.team is Team.DEMON and game.lives(s)]
        if not demons:
            return granted
        if granted is not None:
            game.remove_ability(granted)
        character = self._character(game, demons[0], None if granted is None else granted.character)
        if character is None:
            return None
        new = game.grant(demons[0], character, granted_by=self)
        self.state["granted"] = new
        self.fired(game, "the Demon has a good ability", character=character.id, demon=demons[0].index)
        if granted is None and game.night_no == 0:
            new.prepare(game)
        elif granted is not None:
            self._tell(game, character, demons[0])
        return new

    def _character(self, game: "Game", demon: Seat, before: Character | None) -> Character | None:
        """The setup's choice (first time), else the Storyteller's (the old one first)."""
        taken = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats}
        pool = candidates(game.script, taken, idiots_in_play(game))
        named = game.setup.extra.get("boffin") if before is None else None
        if named is not None and any(c.id == named for c in pool):
            return game.script.by_id[named]
        if before is None:  # no bracket was applied: only abilities that may add nothing
            t, o, m, d = (sum(1 for s in game.seats if s.team is team)
                          for team in (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON))
            pool = [c for c in pool if (0, 0, 0, 0) in modifiers(c, (t, o, m, d))]
        elif before in pool:
            pool.remove(before)
            pool.insert(0, before)
        if not pool:
            return None
        options: list[Any] = [c.id for c in pool]
        cid = game.ask(Decision("boffin.ability", STORYTELLER, options, about=demon.index,
                                prompt=f"Which good character's ability does {demon.name} have?"))
        return game.script.by_id[cid]


register(Boffin)
