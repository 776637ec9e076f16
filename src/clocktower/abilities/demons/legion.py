"""Legion: Each night*, a player might die. Executions fail if only evil voted. You register
as a Minion too. [Most players are Legion]"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from ...characters import Character, Team
from ...game.decisions import Decision
from ...game.registration import Persona
from ...game.state import DEMON, EXECUTION, STORYTELLER, Effect, Seat
from ...script import known_characters
from ...game.eventkinds import declare
from ..base import Ability, Delta, jinxed, register
from ..shared.silence import lasts, silence
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("legion.kill", "Legion kills {answer} tonight.",
                 by=BY_STORYTELLER, answers="none or player", owner="legion")
declare_decision("legion.reveal", "The Storyteller tells {about} that this player is Legion: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no", owner="legion")

declare("legion-learned", "{audience} learns {player} is Legion.", ["player"])
declare("legion-in-play", "{audience} learns that Legion is in play: they have no ability.", ["in_play"])
declare("legion-magician", "{audience} (Legion) learns whether a Magician is in play: {in_play}.", ["in_play"])
declare("magician-legion", "{audience} (Magician) wakes with Legion: {seats}.", ["seats"])

SEEN_AS_EVIL = ("politician", "zealot", "magician")
"""Jinxes: "The Politician [Zealot] might register as evil to Legion"; "The Magician wakes
with Legion and might register as evil"."""
CREATED_BY = ("engineer", "hatter", "summoner")
"""Jinxes: "If Legion is created [summoned], all evil players become Legion": the
characters whose making of a Legion turns every evil player into one."""
SILENCED = ("engineer", "hatter")
"""Jinxes: "If Legion is in play, the Engineer [Hatter] has no ability"."""
TOLD_IN_PLAY = ("engineer",)
"""Jinx: "...the Engineer starts knowing this"."""
MAGICIAN = "magician"

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

VOTES = "votes"


def legion_count(players: int) -> int:
    """How many players are Legion: most of them."""
    return players // 2 + 1


@dataclass
class Legions:
    """Shared by every Legion ability in the game (``Game.shared``)."""

    night: int | None = None
    """The night a Legion last woke: one kill a night, however many Legion there are."""
    creating: bool = False
    """Every evil player is becoming Legion now (a jinx): the new Legions do not start it again."""
    magician_woke: int | None = None
    """The night the Magician last woke with Legion (the Magician jinx)."""
    seen_evil: dict[tuple[int, int], bool] = field(default_factory=dict)
    """(day, seat): whether that Politician or Zealot voter registered as evil to Legion."""


def reveal_legion(game: "Game", learner: Seat, seat: Seat) -> None:
    """The jinxes (Minstrel, Preacher): "...might learn they are Legion": the Storyteller
    decides (``legion.reveal``) whether ``learner`` learns that ``seat`` is Legion."""
    if game.ask(Decision("legion.reveal", STORYTELLER, (False, True), about=learner.index,
                         prompt=f"Does {learner.name} learn that {seat.name} is Legion?")):
        game.tell(learner, "legion-learned", player=seat.index)


class Legion(Ability):
    """[Most players are Legion]: more than half the players are Legion and there are no
    Minions; the rest are Townsfolk and Outsiders (Outsiders kept as drawn where they fit).
    Legion never wakes: each night* the Storyteller may kill one player
    (``legion.kill``, nobody first), once for all of Legion, while a living Legion functions.
    An execution fails (the player is executed but does not die) when everyone whose vote
    put them on the block is evil. Legion registers as a Minion too, and at Demon info each
    Legion learns the other Legion players as its Minions. Jinxes (Politician, Zealot): a
    sober and healthy one among those voters may register as evil to Legion (``register``).
    Jinxes (Engineer, Hatter, Summoner): when one of them makes a player Legion, every other
    evil player becomes Legion too; while Legion is in play the Engineer and the Hatter have
    no ability (``abilities.shared.silence``) and an Engineer in play at the start is told so.
    Jinx (Magician): at Demon info the Magician wakes with Legion (learns the Legion players,
    who see it among them) and each Legion learns whether a Magician is in play; a Magician
    may register as evil to Legion, as the Politician."""

    id = "legion"
    storyteller_step = True
    removes_minions = True

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        t, o, m, d = counts
        players = t + o + m + d
        good = players - legion_count(players)
        outsiders = min(o, max(0, good - 1))
        return [(good - outsiders - t, outsiders - o, -m, legion_count(players) - d)]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        legion = next(c for c in bag.tokens if c.id == cls.id)
        for i, c in enumerate(bag.tokens):
            if c.team in (Team.MINION, Team.DEMON):
                bag.tokens[i] = legion
        wanted = legion_count(bag.players or len(bag.tokens))
        while sum(1 for c in bag.tokens if c.id == cls.id) < wanted and len(bag.tokens) < max(bag.players, 1):
            bag.tokens.append(legion)

    def personas(self, game: "Game") -> Iterable[Persona] | None:
        holder = self.holder
        if holder is None:
            return None
        minion = next((c for c in game.script.team(Team.MINION)), None) or known_characters()["poisoner"]
        return [Persona(minion, holder.alignment)]

    def adjust_evil_info(self, game: "Game", kind: str, seat: Seat, shown: dict[str, Any]) -> dict[str, Any] | None:
        if kind != "demon-info" or seat is not self.holder:
            return shown
        others = [s.index for s in game.seats if s.character.id == self.id and s is not seat]
        if jinxed(game, self.id, MAGICIAN) and not self.fake:
            self._with_magician(game, seat)
        return {**shown, "minions": sorted(set(shown.get("minions", [])) | set(others))}

    def _with_magician(self, game: "Game", seat: Seat) -> None:
        """The Magician jinx at Demon info: this Legion learns whether a Magician is in play
        (not who: a working Magician is among the players it sees, by the Magician's own
        ability), and a working Magician wakes with Legion once and sees them."""
        magicians = [a for a in game.abilities_for(MAGICIAN) if a.holder is not None and not a.fake]
        game.tell(seat, "legion-magician", in_play=any(s.character.id == MAGICIAN for s in game.seats))
        shared = game.shared(Legions)
        if shared.magician_woke == game.night_no:
            return
        shared.magician_woke = game.night_no
        legion = [s.index for s in game.seats if s.character.id == self.id]
        for magician in magicians:
            if game.functioning(magician) and magician.holder is not None and magician.holder.index not in legion:
                game.log("wake", STORYTELLER, seat=magician.holder.index, ability=MAGICIAN, position=-1,
                         night=game.night_no, reason="wakes with Legion")
                game.tell(magician.holder, "magician-legion", seats=legion)
                magician.holder.knows.setdefault("evil", set()).update(legion)

    def prepare(self, game: "Game") -> None:
        for seat in silence(game, self, SILENCED):
            if seat.character.id in TOLD_IN_PLAY:
                game.tell(seat, "legion-in-play", in_play=True)  # "the Engineer starts knowing this"

    def sustains(self, game: "Game", effect: Effect) -> bool:
        return lasts(game, effect)

    def on_character_change(self, game: "Game", seat: Seat, old: Character, by: Ability | None) -> None:
        """A character changed: Legion's jinxed creators make every evil player Legion, and
        an Engineer or Hatter now in play alongside Legion has no ability."""
        if self.fake:
            return
        if seat is self.holder and old.id != self.id and by is not None and by.character.id in CREATED_BY \
                and jinxed(game, self.id, by.character.id):
            self._all_evil_become_legion(game, by)
        silence(game, self, SILENCED)

    def _all_evil_become_legion(self, game: "Game", by: Ability) -> None:
        """The jinxes: "If Legion is created [summoned], all evil players become Legion":
        every evil player who is not a Traveller, alive or dead, in seat order."""
        shared = game.shared(Legions)
        if shared.creating:
            return
        shared.creating = True
        try:
            game.log("jinx", STORYTELLER, jinx=f"{self.id}/{by.character.id}")
            for other in game.seats:
                if other.is_evil and not other.is_traveller and other.character.id != self.id:
                    game.change_character(other, self.character, by=by)
        finally:
            shared.creating = False

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and game.shared(Legions).night != game.night_no and super().wakes(game, first)

    def night(self, game: "Game") -> None:
        if not game.functioning(self):
            return
        game.shared(Legions).night = game.night_no
        options: list[Any] = [None] + [s.index for s in game.seats if s.alive]
        target = game.ask(Decision("legion.kill", STORYTELLER, options,
                                   prompt="Legion: does a player die tonight?"))
        if target is not None:
            game.kill(game.seats[target], DEMON, self)

    def after_vote(self, game: "Game", nominee: Seat, voters: list[int]) -> None:
        if game.today.on_block is nominee:
            self.state[VOTES] = (game.day_no, nominee.index, list(voters))

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: Ability | None) -> bool:
        if cause != EXECUTION:
            return False
        day, nominee, voters = self.state.get(VOTES, (None, None, []))
        if day != game.day_no or nominee != target.index or not voters:
            return False
        if not all(game.seats[v].is_evil or game.seats[v].character.id in SEEN_AS_EVIL for v in voters):
            return False
        return all(self._evil_to_legion(game, game.seats[v]) for v in voters)

    def _evil_to_legion(self, game: "Game", seat: Seat) -> bool:
        """Whether a voter counts as evil: truly evil, or (the Politician and Zealot jinxes) a
        sober and healthy Politician or Zealot the Storyteller has register as evil."""
        if seat.is_evil:
            return True
        if not jinxed(game, self.id, seat.character.id) or game.impaired(seat):
            return False
        seen = game.shared(Legions).seen_evil
        key = (game.day_no, seat.index)
        if key not in seen:  # asked once, however many Legion abilities look
            seen[key] = bool(game.ask(Decision("register", STORYTELLER, (False, True), about=seat.index,
                                               prompt=f"Does {seat.name} register as evil to Legion?")))
            if seen[key]:
                game.note_misregistration([seat])
        return seen[key]


register(Legion)

