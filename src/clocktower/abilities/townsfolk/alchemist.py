"""Alchemist: You have a Minion ability. When using this, the Storyteller may prompt you to
choose differently."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import Team
from ...game.decisions import Decision
from ...game.eventkinds import declare
from ...game.state import STORYTELLER
from .. import implemented
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

if TYPE_CHECKING:
    from ...game.engine import Game

declare("alchemist", "{audience} learns their Minion ability: {character}.", ["character"])
declare("alchemist-choose-again", "The Storyteller prompts {audience} to choose differently.", [])
declare_decision("alchemist.differently", "The Storyteller prompts the Alchemist {about} to choose differently: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="alchemist")

NEVER = frozenset({"marionette", "mastermind", "spy", "widow", "boffin", "organgrinder", "summoner", "wraith"})
"""Minions whose jinx with the Alchemist leaves an Alchemist with no ability of theirs, or
changes another player's setup or the game around it (the Organ Grinder in play, the
Summoner's bluffs and [No Demon], the Wraith guess): the Storyteller does not give these."""


@register
class Alchemist(Ability):
    """Before the first night the Storyteller picks a Minion of the script that nobody is
    (``alchemist.character``; never one of ``NEVER``), and the Alchemist gains its ability
    and is shown it. The ability works while the Alchemist's does; the Alchemist stays good.
    When the Alchemist chooses with that ability, the Storyteller may prompt them to choose
    differently (``alchemist.differently``, no first): the choice is asked again without that
    answer (``prompts_differently``), as often as the Storyteller prompts."""

    id = "alchemist"

    def prepare(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or any(a.granted_by is self for a in holder.abilities):
            return
        taken = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats}
        pool = [c.id for c in game.script.team(Team.MINION)
                if c.id not in taken and c.id not in NEVER and implemented(c.id)]
        if not pool:
            return
        chosen = game.ask(Decision(f"{self.id}.character", STORYTELLER, pool, about=holder.index,
                                   prompt=f"Which Minion ability does {holder.name} have?"))
        character = game.script.by_id[chosen]
        granted = game.grant(holder, character, granted_by=self)
        granted.prepare(game)
        game.tell(holder, "alchemist", character=chosen)
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="Is The Alchemist", ability=self.id,
                 character=chosen)

    def prompts_differently(self, game: "Game", granted: Ability, decision: Decision, choice: Any) -> bool:
        holder = granted.holder
        if holder is None or granted.fake:
            return False
        again = bool(game.ask(Decision(f"{self.id}.differently", STORYTELLER, (False, True), about=holder.index,
                                       prompt=f"Prompt {holder.name} to choose differently?")))
        if again:
            game.tell(holder, "alchemist-choose-again")
        return again
