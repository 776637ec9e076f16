"""Architect (Fall of Rome Traveller): Each night*, choose a player: 1) they become a
not-in-play character of the same type, or 2) they swap characters with a player of the
same type."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...characters import Character, Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from .. import ability_class
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_architect.redesign", "The Storyteller redesigns {about}: {answer}.",
                 by=BY_STORYTELLER, answers="statement", owner="for_architect")

if TYPE_CHECKING:
    from ...game.engine import Game

REPLACE = "replace"
SWAP = "swap"
NEVER_CREATED = ("for_hannibal", "for_mercenary")
"""Characters that only come into play in their setup's shape (a Hannibal pair, a Mercenary
pair), never one at a time."""
HIDDEN_GOOD = ("for_hannibal",)
"""Characters whose player believes they are a good character (until told otherwise)."""


def _hides(character: Character) -> bool:
    """Its player believes they are a Townsfolk instead (the Bad Omen, the Drunk)."""
    cls = ability_class(character.id)
    return cls is not None and cls.believes_townsfolk


def believed_pool(game: "Game", seat: Seat, character: Character) -> list[str] | None:
    """What a player who becomes ``character`` may be shown instead of it: not-in-play,
    unbelieved Townsfolk for a Bad Omen; good characters for a Hannibal who does not know
    it is one; None when the player is simply shown ``character``."""
    if _hides(character):
        teams: tuple[Team, ...] = (Team.TOWNSFOLK,)
    elif character.id in HIDDEN_GOOD and not (seat.character.id == character.id and seat.believes is seat.character):
        teams = (Team.TOWNSFOLK, Team.OUTSIDER)
    else:
        return None
    from ..townsfolk.for_legionary import legionary_allowed

    shown = {s.character.id for s in game.seats} | {s.believes.id for s in game.seats}
    if not legionary_allowed(game):
        shown.add("for_legionary")
    return [c.id for c in game.script.characters
            if c.team in teams and c.id not in shown and c.id != "for_spartacus"
            and ability_class(c.id) is not None and not _hides(c)]


def replacements(game: "Game", seat: Seat) -> list[Character]:
    """Not-in-play characters of ``seat``'s (true) type it may become: on the script,
    playable, no Legionary while a true Legionary is in play, never a Traveller of a group
    already in play (the other High Priest)."""
    in_play = {s.character.id for s in game.seats}
    groups = {cls.traveller_group for s in game.seats if (cls := ability_class(s.character.id))} - {""}
    found: list[Character] = []
    for c in game.script.team(seat.team):
        cls = ability_class(c.id)
        if c.id in in_play or c.id in NEVER_CREATED or cls is None:
            continue
        if cls.traveller_group and cls.traveller_group in groups:
            continue
        if c.id == "for_legionary":
            from ..townsfolk.for_legionary import legionary_allowed

            if not legionary_allowed(game):
                continue
        found.append(c)
    return found


class Architect(Ability):
    """Chooses any player each night*; if the Architect is sober and healthy the Storyteller
    either replaces their character with a not-in-play one of the same true type or swaps it
    with another player's of the same type (``for_architect.redesign``; nothing happens if
    neither is possible). Alignments stay with the players. Each changed player is woken and
    shown their new character, except that whoever now holds a character that hides itself
    (a Bad Omen) stays hidden: they are shown a new Townsfolk to believe in
    (``for_architect.believes``; Architect example 3)."""

    id = "for_architect"

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        pick = self.choose(game, [s.index for s in game.seats], "Choose a player to redesign.")
        target = game.seats[pick]
        game.log("reminder", STORYTELLER, seat=target.index, reminder="Redesigned", ability=self.id)
        if not game.functioning(self):
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id, target=target.index)
            return
        options: list[Any] = [(REPLACE, c.id) for c in replacements(game, target)]
        options += [(SWAP, s.index) for s in game.seats if s is not target and s.team is target.team]
        if not options:
            game.log("ability-failed", STORYTELLER, seat=self.seat_index, ability=self.id,
                     target=target.index, reason="nothing of the same type")
            return
        how, what = game.ask(Decision(f"{self.id}.redesign", STORYTELLER, options, about=target.index,
                                      prompt=f"Redesign {target.name}: replace their character, or swap it?"))
        game.log("ability-fired", STORYTELLER, seat=self.seat_index, ability=self.id,
                 target=target.index, how=how, what=what)
        if how == REPLACE:
            self._become(game, target, game.script.by_id[what])
            return
        other = game.seats[what]
        game.log("reminder", STORYTELLER, seat=other.index, reminder="Redesigned", ability=self.id)
        mine, theirs = target.character, other.character
        self._become(game, target, theirs)
        self._become(game, other, mine)

    def _become(self, game: "Game", seat: Seat, character: Character) -> None:
        """``seat`` becomes ``character`` and is woken and shown it (or, hidden, a new
        Townsfolk to believe in)."""
        pool = believed_pool(game, seat, character)
        if pool is None:
            game.change_character(seat, character)
            return
        if not pool:  # every candidate is in play or believed: keep what they believe
            game.change_character(seat, character, believes=seat.believes)
            return
        believed = game.ask(Decision(f"{self.id}.believes", STORYTELLER, pool, about=seat.index,
                                     prompt=f"{seat.name} is a {character.name}: which character "
                                            "are they shown?"))
        game.change_character(seat, character, believes=game.script.by_id[believed])


register(Architect)
