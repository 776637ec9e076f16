""""Deaths tonight are arbitrary": the Pit-Hag's rule when it makes a Demon, and the
Summoner's jinxes with the Hatter, Kazali and Pit-Hag when it makes a second living Demon.
One mechanism for both: the Storyteller may stop every Demon kill tonight
(``<owner>.demonkills``) and may kill any living players now (``<owner>.kill``, one at a
time, until nobody); ``<owner>`` is the character whose ability made deaths arbitrary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisionkinds import BY_STORYTELLER, declare_decision
from ...game.decisions import Decision
from ...game.state import STORYTELLER, STORYTELLER_KILL

if TYPE_CHECKING:
    from ...game.ability import Ability
    from ...game.engine import Game

OWNERS = ("pithag", "summoner")
"""The characters whose abilities may make deaths tonight arbitrary."""

for _owner in OWNERS:
    declare_decision(f"{_owner}.demonkills", "A Demon was made: the Demons' kills still work tonight: {answer}.",
                     by=BY_STORYTELLER, answers="yes/no", owner=_owner)
    declare_decision(f"{_owner}.kill", "Deaths tonight are arbitrary: {answer} also dies.",
                     by=BY_STORYTELLER, answers="none or player", owner=_owner)


def arbitrary_deaths(game: "Game", source: "Ability") -> None:
    """Deaths tonight are arbitrary (``source`` made a Demon): the Storyteller decides whether
    the Demons' kills still work tonight, and who else dies now."""
    owner = source.character.id
    if owner not in OWNERS:
        raise ValueError(f"{owner} cannot make deaths arbitrary (add it to OWNERS)")
    keep = game.ask(Decision(f"{owner}.demonkills", STORYTELLER, (True, False),
                             prompt="A Demon was made: do the Demons' kills tonight still work?"))
    if not keep:
        game.cancel_demon_kills(source)
    for _ in range(len(game.seats)):
        living = [s.index for s in game.seats if s.alive]
        if not living:
            return
        victim = game.ask(Decision(f"{owner}.kill", STORYTELLER, [None, *living],
                                   prompt="Deaths tonight are arbitrary: who else dies (or nobody)?"))
        if victim is None:
            return
        game.kill(game.seats[victim], STORYTELLER_KILL, source)

