"""Alchemist: You have a Minion ability. When using this, the Storyteller may prompt you to
choose differently."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import Character, Team
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.setup import plain
from ...game.state import DRUNK, STORYTELLER, Effect
from .. import ability_class, implemented
from ..shared.bag import remove_token
from ..shared.guess import guess
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag
    from ...script import Script

declare("alchemist", "{audience} learns their Minion ability: {character}.", ["character"])
declare("alchemist-choose-again", "The Storyteller prompts {audience} to choose differently.", [])
declare_decision("alchemist.differently", "The Storyteller prompts the Alchemist {about} to choose differently: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="alchemist")

IN_PLAY = ("marionette", "organgrinder", "spy", "widow", "wraith")
"""Jinxes: "... & the <X> is in play": the Alchemist has this Minion only while a player is it."""
NO_ABILITY = ("marionette", "mastermind", "spy", "widow", "wraith")
"""Jinxes: "An Alchemist-<X> has no <X> ability": the Alchemist learns the Minion, gains nothing."""
GUESSED = ("spy", "widow", "wraith")
"""Jinxes: "After each execution, a living Alchemist-<X> may publicly guess a living player as
the <X>. If correct, the Demon must choose the <X> tonight" (``_guess``)."""
SUMMONER = "summoner"
"""Jinx: "... [No Demon]": the Alchemist-Summoner is only given in a game with no Demon."""
MINION = "minion"  # the Alchemist's state: the Minion it was given


def jinx(script: "Script", minion: str) -> bool:
    """Whether the script holds the Alchemist's jinx with ``minion``."""
    return any({j.a, j.b} == {Alchemist.id, minion} for j in script.jinxes)


def alchemist_has(game: "Game", ability: Ability) -> bool:
    """Whether ``ability`` is an Alchemist's Minion ability under its jinx (the
    Alchemist-Boffin, the Alchemist-Summoner...)."""
    by = ability.granted_by
    return by is not None and by.character.id == Alchemist.id and jinx(game.script, ability.character.id)


def candidates(game: "Game") -> list[str]:
    """The Minions the Storyteller may give: the script's implemented Minions nobody is or
    believes they are; under its jinx, a Spy, Widow, Wraith, Marionette or Organ Grinder only
    while a player truly is one, and the Summoner only in a game with no Demon."""
    taken = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats}
    held = {s.character.id for s in game.seats}
    found = []
    for c in game.script.team(Team.MINION):
        if not implemented(c.id):
            continue
        jinxed = jinx(game.script, c.id)
        if jinxed and c.id in IN_PLAY:
            if c.id in held:
                found.append(c.id)
        elif c.id not in taken and not (jinxed and c.id == SUMMONER and not _no_demon(game)):
            found.append(c.id)
    return found


def _no_demon(game: "Game") -> bool:
    """No Demon in play, none held by the Storyteller (Lil' Monsta), and evil characters allowed."""
    return not game.rules.no_evil and not any(s.team is Team.DEMON for s in game.seats) \
        and not any(a.character.team is Team.DEMON for a in game.storyteller_abilities)


class Alchemist(Ability):
    """Before the first night the Storyteller picks a Minion of the script nobody is
    (``alchemist.character``, ``candidates``), and the Alchemist gains its ability and is
    shown it. The ability works while the Alchemist's does; the Alchemist stays good.
    When the Alchemist chooses with that ability, the Storyteller may prompt them to choose
    differently (``alchemist.differently``, no first): the choice is asked again without that
    answer (``prompts_differently``), as often as the Storyteller prompts.

    Jinxes: while the bag is built (``adjust_bag``) the Storyteller may pick a jinxed Minion
    that changes the setup: a Spy, Widow, Wraith, Marionette or Organ Grinder put in play
    (in place of a Minion token without a setup bracket), the Summoner's [No Demon] (the
    Demon token becomes a Townsfolk), or the Boffin (its good ability chosen with its
    bracket); the choice goes into ``Setup.extra["alchemist"]``. An Alchemist-Marionette,
    -Mastermind, -Spy, -Widow or -Wraith gains no ability; the last three may guess after
    each execution (``_guess``). An Alchemist-Organ Grinder and the Organ Grinder make each
    other drunk (a loop of effects: both drunk while both are otherwise sober). The
    Alchemist-Boffin and -Summoner are told apart in those modules (``alchemist_has``)."""

    id = "alchemist"

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        """Perhaps pick a jinxed Minion whose jinx changes the bag, and change it."""
        if "alchemist" in bag.extra:
            return
        counts = (len(bag.indices(Team.TOWNSFOLK)), len(bag.indices(Team.OUTSIDER)),
                  len(bag.indices(Team.MINION)), len(bag.indices(Team.DEMON)))
        unused = {c.id for c in bag.unused(Team.MINION)}
        pool: list[str] = []
        dealt = {t.id for t in bag.tokens}
        for c in bag.script.team(Team.MINION):
            if not implemented(c.id):
                continue
            if not jinx(bag.script, c.id) or (c.id not in IN_PLAY and c.id != SUMMONER):
                ok = c.id in unused
            elif c.id in IN_PLAY:
                # (a Marionette put in with a Summoner would wait, not be in play)
                ok = c.id in dealt or (c.id in unused and bool(_swappable(bag))
                                       and not (c.id == "marionette" and bag.in_bag(SUMMONER)))
            else:  # the Summoner's [No Demon]: one plain Demon token becomes a Townsfolk
                demons = bag.indices(Team.DEMON)
                ok = (c.id in unused and counts[2] >= 1 and bool(_plain_townsfolk(bag))
                      and len(demons) == 1 and plain(bag.tokens[demons[0]]))
            if ok:
                pool.append(c.id)
        if not pool:
            return
        chosen = bag.rng.choice(pool)
        if not jinx(bag.script, chosen):
            return  # no jinx: the Storyteller gives it as usual (``prepare``)
        if chosen in IN_PLAY and chosen not in dealt:
            bag.tokens[bag.rng.choice(_swappable(bag))] = bag.script.by_id[chosen]
        elif chosen == SUMMONER:
            remove_token(bag, bag.indices(Team.DEMON)[0])
            bag.tokens.append(bag.rng.choice(_plain_townsfolk(bag)))
            bag.extra.setdefault("brackets", []).append(SUMMONER)
        elif chosen == "boffin":
            boffin = ability_class(chosen)
            if boffin is not None:
                boffin.adjust_bag(bag)
        bag.extra["alchemist"] = chosen

    def prepare(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or MINION in self.state:
            return
        pool = candidates(game)
        named = game.setup.extra.get("alchemist")
        if named in pool:
            pool = [named]
        if not pool:
            return
        chosen = game.ask(Decision(f"{self.id}.character", STORYTELLER, pool, about=holder.index,
                                   prompt=f"Which Minion ability does {holder.name} have?"))
        self.state[MINION] = chosen
        character = game.script.by_id[chosen]
        if chosen in NO_ABILITY and jinx(game.script, chosen):
            self.fired(game, f"an Alchemist-{character.name} has no {character.name} ability")
        else:
            granted = game.grant(holder, character, granted_by=self)
            granted.prepare(game)
            if chosen == "organgrinder" and jinx(game.script, chosen):
                self._both_drunk(game, granted)
        game.tell(holder, "alchemist", character=chosen)
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="Is The Alchemist", ability=self.id,
                 character=chosen)

    def _both_drunk(self, game: "Game", granted: Ability) -> None:
        """Jinx (Organ Grinder): "If both are sober, both are drunk." Each is drunk while the
        other's Organ Grinder ability works: a loop, so both are drunk unless something else
        (an Organ Grinder choosing to be drunk, a Poisoner) already impairs one of them."""
        holder = granted.holder
        assert holder is not None
        for other in [a for s in game.seats if s is not holder for a in s.abilities
                      if a.character.id == granted.character.id and not a.fake and a.granted_by is None]:
            assert other.holder is not None
            game.add_effect(Effect(DRUNK, holder.index, other, while_source=True))
            game.add_effect(Effect(DRUNK, other.holder.index, granted, while_source=True))

    def after_execution(self, game: "Game") -> None:
        minion = self.state.get(MINION)
        if minion in GUESSED and jinx(game.script, minion):
            guess(game, self, minion)

    def prompts_differently(self, game: "Game", granted: Ability, decision: Decision, choice: Any) -> bool:
        holder = granted.holder
        if holder is None or granted.fake:
            return False
        again = bool(game.ask(Decision(f"{self.id}.differently", STORYTELLER, (False, True), about=holder.index,
                                       prompt=f"Prompt {holder.name} to choose differently?")))
        if again:
            game.tell(holder, "alchemist-choose-again")
        return again


register(Alchemist)


def _plain_townsfolk(bag: "Bag") -> list[Character]:
    """Townsfolk not in the bag that may join it without a setup bracket of their own."""
    return [c for c in bag.unused(Team.TOWNSFOLK) if plain(c)]


def _swappable(bag: "Bag") -> list[int]:
    """Minion tokens a jinxed Minion may replace in the bag ("the <X> is in play"): the
    bag's plain ones."""
    return bag.plain(Team.MINION)
