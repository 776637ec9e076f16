"""Summoner: You get 3 bluffs. On the 3rd night, choose a player: they become an evil Demon of
your choice. [No Demon]"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...characters import EVIL, GOOD, Character, Team
from ...game.eventkinds import declare
from ..base import NO_CHANGE, Ability, Delta, jinxed, register
from .._bag import remove_token
from .marionette import summoned as marionette_enters
from ..townsfolk.alchemist import alchemist_has
from ..townsfolk.poppygrower import poppy_grower_alive
from ...game.decisions import Decision
from ...game.decisionkinds import BY_STORYTELLER, declare_decision
from ...game.state import STORYTELLER
from ...abilities import implemented

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

declare("summoner-bluffs", "You may bluff as: {bluffs}.", ["bluffs"])

declare_decision("summoner.player", "The Summoner chose which Demon; the Storyteller makes {answer} it.",
                 by=BY_STORYTELLER, answers="player", owner="summoner")

SUMMON_NIGHT = 3
PUKKA_NIGHT = 2
"""The Summoner/Pukka jinx: a Pukka may be summoned a night early."""
FAILED = "failed"  # the ability was used but made no Demon (drunk or poisoned)
NOT_SUMMONED = ("lilmonsta", "legion", "lordoftyphon")
"""Demons the Summoner does not make here (their setup brackets decide who they are)."""
SUMMONED = "summoned"


@register
class Summoner(Ability):
    """[No Demon]: the Demon's token is taken out and a Townsfolk added. The first night the
    Summoner learns 3 not-in-play good characters as bluffs. On the 3rd night it chooses any
    player (decision ``summoner``, itself included) then a Demon on the script (decision
    ``summoner.demon``); if it functions, that player turns evil and becomes that Demon, and
    acts tonight at the Demon's place if it is still to come. Until the 3rd night ends the
    game does not end for want of a Demon (``blocks_win``) while the Summoner lives; once it
    is dead, or the 3rd night passed with no Demon made, good wins as usual.

    Jinx (Pukka): on the 2nd night the Summoner also wakes and may choose a player (decision
    ``summoner``, None first: wait for the 3rd night): they become an evil Pukka. A drunk or
    poisoned Summoner who chooses then has used its ability and makes no Demon: good wins
    at dawn.

    Jinx (Poppy Grower): with a Poppy Grower alive on the 3rd night, the Summoner chooses only
    the Demon and the Storyteller the player (decision ``summoner.player``).

    Jinx (Alchemist): an Alchemist-Summoner (``alchemist_has``) gets no bluffs (it does not
    wake on the 1st night), chooses only the Demon on the 3rd night (the Storyteller the
    player), never a Pukka early, and if it dies before then, evil wins (``declares_win``;
    good cannot win for want of a Demon meanwhile)."""

    id = "summoner"
    removes_demon: ClassVar[bool] = True
    """[No Demon]: the bag is drawn with no Demon token, so no Demon's bracket applies."""

    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        if counts[3] != 1 or counts[2] < 1:
            return [NO_CHANGE]  # another bracket already took the Demon or the Minions out
        return [(1, 0, 0, -1)]

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        for i in reversed(range(len(bag.tokens))):
            if bag.tokens[i].team is Team.DEMON:
                remove_token(bag, i)

    def wakes(self, game: "Game", first: bool) -> bool:
        if alchemist_has(game, self):
            return game.night_no == SUMMON_NIGHT and super().wakes(game, first)  # no bluffs
        nights = (1, SUMMON_NIGHT, PUKKA_NIGHT) if self._pukka_early(game) else (1, SUMMON_NIGHT)
        return game.night_no in nights and super().wakes(game, first)

    def _poppy_grower_jinx(self, game: "Game") -> bool:
        """The Poppy Grower jinx applies: "If the Poppy Grower is alive on the 3rd night, the
        Summoner chooses which Demon but not which player"."""
        return game.night_no == SUMMON_NIGHT and jinxed(game, self.id, "poppygrower") and poppy_grower_alive(game)

    def _storyteller_player(self, game: "Game", demon: Character, players: list[int]) -> int:
        """The Poppy Grower and Alchemist jinxes: the Storyteller chooses who becomes the
        chosen Demon."""
        game.log("jinx", STORYTELLER, jinx="summoner/alchemist" if alchemist_has(game, self) else "summoner/poppygrower")
        chosen: int = game.ask(Decision("summoner.player", STORYTELLER, players,
                                        prompt=f"The Summoner chose a {demon.name}: which player becomes it?"))
        return chosen

    def _pukka_early(self, game: "Game") -> bool:
        """The Pukka jinx applies: a Pukka may be summoned on the 2nd night."""
        return jinxed(game, self.id, "pukka") and not alchemist_has(game, self) and any(c.id == "pukka" for c in self.demons(game))

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        if game.night_no == 1:
            holder.knows["bluffs"] = [c.id for c in game.bluffs]
            game.tell(holder, "summoner-bluffs", bluffs=[c.id for c in game.bluffs])
            return
        options: list[int | None] = [s.index for s in game.seats if not s.is_traveller]
        demons = self.demons(game)
        prompt = "Choose a player: they become an evil Demon."
        if game.night_no == PUKKA_NIGHT:
            demons = [c for c in demons if c.id == "pukka"]
            options = [None, *options]
            prompt = "Choose a player to become an evil Pukka now, or nobody (wait for the 3rd night)."
        storyteller_picks = self._poppy_grower_jinx(game) or alchemist_has(game, self)
        target = None if storyteller_picks else self.choose(game, options, prompt)
        if target is None and not storyteller_picks:
            return
        demon = game.script.by_id.get(self.choose(game, [c.id for c in demons], "Choose a Demon.",
                                                  kind="summoner.demon")) or demons[0]
        if not game.functioning(self):
            self.state[FAILED] = game.night_no
            self.spent = True
            return
        if target is None:
            target = self._storyteller_player(game, demon, [i for i in options if i is not None])
        seat = game.seats[target]
        self.state[SUMMONED] = True
        self.spent = True
        self.fired(game, "summons", target=target, demon=demon.id)
        if seat.alignment != EVIL:
            game.set_alignment(seat, EVIL)
        game.change_character(seat, demon)
        marionette_enters(game, seat)  # the Marionette jinx: a waiting Marionette sits by the Demon

    @staticmethod
    def demons(game: "Game") -> list[Character]:
        """The Demons the Summoner may choose: the script's implemented ones it can make."""
        found = [c for c in game.script.team(Team.DEMON) if implemented(c.id) and c.id not in NOT_SUMMONED]
        if not found:
            from ...script import known_characters

            found = [known_characters()["imp"]]
        return found

    def blocks_win(self, game: "Game", alignment: str) -> bool:
        if alignment != GOOD or self.state.get(SUMMONED) or self.holder is None:
            return False
        if not self.holder.alive and not alchemist_has(game, self):
            return False
        failed = self.state.get(FAILED)
        if failed is not None:  # used, but no Demon came: good wins once that night is over
            return game.night_no == failed and game.phase.startswith("night")
        return game.night_no < SUMMON_NIGHT or (game.night_no == SUMMON_NIGHT and game.phase.startswith("night"))

    def declares_win(self, game: "Game") -> "tuple[str, str] | None":
        """Jinx (Alchemist): "If they die before this happens, evil wins": the Alchemist-
        Summoner died before its 3rd night's choice was made."""
        holder = self.holder
        if holder is None or holder.alive or self.spent or not alchemist_has(game, self):
            return None
        return EVIL, "the Alchemist-Summoner died before a Demon was summoned"
