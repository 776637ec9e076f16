"""Summoner: You get 3 bluffs. On the 3rd night, choose a player: they become an evil Demon of
your choice. [No Demon]"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...characters import EVIL, GOOD, Character, Team
from ...game.eventkinds import declare
from ..base import NO_CHANGE, Ability, Delta, jinxed, register
from ..shared.arbitrary import arbitrary_deaths
from ..shared.bag import remove_token
from ..shared.lost_ability import lost_by
from ..demons.zombuul import died_once
from .marionette import summoned as marionette_enters
from ..townsfolk.alchemist import alchemist_has
from ..townsfolk.poppygrower import poppy_grower_alive
from ...game.decisions import Decision
from ...game.decisionkinds import BY_EITHER, BY_STORYTELLER, declare_decision
from ...game.state import STORYTELLER, Seat
from ...abilities import implemented

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

declare("summoner-bluffs", "You may bluff as: {bluffs}.", ["bluffs"])

declare_decision("summoner.player", "The Summoner chose which Demon; the Storyteller makes {answer} it.",
                 by=BY_STORYTELLER, answers="player", owner="summoner")
declare_decision("summoner.demon", "{decider} chooses which Demon the player becomes: {answer}.",
                 by=BY_EITHER, answers="character", owner="summoner")
declare_decision("summoner.minion", "The Lord of Typhon's other neighbour {about} becomes the {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="summoner")

SUMMON_NIGHT = 3
PUKKA_NIGHT = 2
"""The Summoner/Pukka jinx: a Pukka may be summoned a night early."""
FAILED = "failed"  # the ability was used but made no Demon (drunk or poisoned)
NOT_SUMMONED = ("lilmonsta", "legion", "lordoftyphon")
"""Demons the Summoner does not make here (their setup brackets decide who they are), but
for a jinx that says how (``JINX_SUMMONED``)."""
TYPHON = "lordoftyphon"
JINX_SUMMONED = (TYPHON, "legion")
"""Of ``NOT_SUMMONED``, the Demons the Summoner may make when its jinx with them is on the
script (the Lord of Typhon's line; "If Legion is summoned, all evil players become Legion":
Legion's own module carries that out)."""
SUMMONED = "summoned"
HANDED = "handed to the Storyteller"
"""``Ability.state`` key of the Storyteller's Summoner ability, from the Engineer jinx: the
living Summoner was removed from play and the Storyteller has the ability."""
SECOND_DEMON = ("hatter", "kazali", "pithag")
"""Jinxes: "If the Summoner creates a second living Demon, deaths tonight are arbitrary"."""
NEVER_MADE = ("marionette",)
"""Minions a Lord of Typhon's neighbour never becomes: the Marionette thinks it is good."""


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

    Jinxes (Courtier, Preacher, Engineer): "the Storyteller has the Summoner ability" when the
    living Summoner has no ability (the Courtier's drunkenness, the Preacher's choice) as it
    would summon, or was removed from play before summoning (the Storyteller then holds a
    copy: ``on_removed``): the Storyteller makes the ability's choices and it works.

    Jinxes (Hatter, Kazali, Pit-Hag): a summoned Demon who lives beside another living Demon
    makes deaths tonight arbitrary (``_arbitrary.arbitrary_deaths``). Jinx (Lord of Typhon):
    it may be summoned into a player next to a Minion; their other neighbour becomes an evil
    Minion (``summoner.minion``). Jinx (Zombuul): a dead player summoned into the Zombuul has
    already died once.

    Jinx (Legion): Legion may be summoned; every evil player then becomes Legion too (the
    Summoner included: Legion's ``on_character_change``).

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
        if self.holder is None and not self._handed_over(game):
            return False  # a Summoner ability the Storyteller holds otherwise does nothing here
        return game.night_no in nights and super().wakes(game, first)

    def _handed_over(self, game: "Game") -> bool:
        """The Engineer jinx: this is the Storyteller's Summoner ability, and no player holds
        the Summoner's (had another player become the Summoner, it is in play again)."""
        return bool(self.state.get(HANDED)) and not any(
            a.holder is not None and not a.fake for a in game.abilities_for(self.id))

    def _storyteller_has_it(self, game: "Game") -> str | None:
        """The jinx by which the Storyteller has the Summoner ability now, or None: the
        Engineer's (the Storyteller holds this copy), or the Courtier's or Preacher's ("If
        the living Summoner has no ability")."""
        if self.holder is None:
            return "engineer" if self.state.get(HANDED) else None
        return lost_by(game, self) if self.holder.alive else None

    def on_removed(self, game: "Game") -> None:
        """The Engineer jinx: "If the living Summoner is removed from play, the Storyteller has
        the Summoner ability" (before it summoned; the Storyteller's copy picks up from here)."""
        holder = self.holder
        if holder is None or not holder.alive or self.fake or self.granted_by is not None or self.spent \
                or self.state.get(SUMMONED) or game.night_no > SUMMON_NIGHT or not jinxed(game, self.id, "engineer"):
            return
        game.log("jinx", STORYTELLER, jinx="summoner/engineer")
        copy = game.grant(None, self.character)
        copy.state.update(self.state)
        copy.state[HANDED] = True
        copy.fired(game, "the Storyteller has the Summoner ability", was=holder.index)

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
        if game.night_no == 1:
            if holder is not None:
                holder.knows["bluffs"] = [c.id for c in game.bluffs]
                game.tell(holder, "summoner-bluffs", bluffs=[c.id for c in game.bluffs])
            return
        players = [s.index for s in game.seats if not s.is_traveller]
        demons = self.demons(game)
        prompt = "Choose a player: they become an evil Demon."
        if game.night_no == PUKKA_NIGHT:
            demons = [c for c in demons if c.id == "pukka"]
            prompt = "Choose a player to become an evil Pukka now, or nobody (wait for the 3rd night)."
        players = [i for i in players if self._demons_for(game, game.seats[i], demons)] or players
        options: list[int | None] = [None, *players] if game.night_no == PUKKA_NIGHT else list(players)
        by = self._storyteller_has_it(game)
        decider = STORYTELLER if by is not None else self.decider
        if by is not None and holder is not None:
            game.log("jinx", STORYTELLER, jinx=f"summoner/{by}")  # the Engineer's was logged on removal
        storyteller_picks = self._poppy_grower_jinx(game) or alchemist_has(game, self)
        target = None if storyteller_picks else game.ask(Decision(self.id, decider, options, prompt=prompt))
        if target is None and not storyteller_picks:
            return
        if target is not None:
            demons = self._demons_for(game, game.seats[target], demons) or demons
        else:
            demons = [c for c in demons if any(self._demons_for(game, game.seats[i], [c]) for i in players)] or demons
        chosen = game.ask(Decision("summoner.demon", decider, [c.id for c in demons], prompt="Choose a Demon."))
        demon = game.script.by_id.get(chosen) or demons[0]
        if by is None and not game.functioning(self):
            self.state[FAILED] = game.night_no
            self.spent = True
            return
        if target is None:
            fits = [i for i in players if self._demons_for(game, game.seats[i], [demon])] or players
            target = self._storyteller_player(game, demon, fits)
        self._summon(game, game.seats[target], demon)

    def _summon(self, game: "Game", seat: Seat, demon: Character) -> None:
        """``seat`` turns evil and becomes ``demon``, with what the jinxes add."""
        self.state[SUMMONED] = True
        self.spent = True
        self.fired(game, "summons", target=seat.index, demon=demon.id)
        if seat.alignment != EVIL:
            game.set_alignment(seat, EVIL)
        game.change_character(seat, demon, by=self)
        if demon.id == TYPHON:
            self._typhon_line(game, seat)
        if demon.id == "zombuul" and not seat.alive and jinxed(game, self.id, "zombuul"):
            game.log("jinx", STORYTELLER, jinx="summoner/zombuul")
            died_once(game, seat)
        marionette_enters(game, seat)  # the Marionette jinx: a waiting Marionette sits by the Demon
        jinxes = [c for c in SECOND_DEMON if jinxed(game, self.id, c)]
        if jinxes and game.lives(seat) and any(
                s is not seat and game.is_demon(s) and game.lives(s) for s in game.seats):
            jinx = next((c for c in jinxes if game.in_play(c)), jinxes[0])  # named for one in play
            game.log("jinx", STORYTELLER, jinx=f"summoner/{jinx}")
            arbitrary_deaths(game, self)  # "deaths tonight are arbitrary"

    def _demons_for(self, game: "Game", seat: Seat, demons: list[Character]) -> list[Character]:
        """The Demons among ``demons`` that ``seat`` may be summoned into: the Lord of Typhon
        (its jinx) only next to a Minion, with a Minion for the other neighbour to become."""
        return [c for c in demons if (c.id != TYPHON or typhon_fits(game, seat))
                and game.may_become(seat, c.id)]  # never both of a Heretic's pair

    def _typhon_line(self, game: "Game", lord: Seat) -> None:
        """The Lord of Typhon jinx: "they must neighbor a Minion & their other neighbor becomes
        an evil Minion" (the Storyteller chooses which Minion, one not in play)."""
        game.log("jinx", STORYTELLER, jinx="summoner/lordoftyphon")
        minions, others = typhon_neighbours(game, lord)
        if not minions or not others:
            return  # (sitting next to a Minion was checked); both neighbours are Minions already
        other = others[0]
        spare = spare_minions(game)
        if not spare:
            return
        minion = game.ask(Decision("summoner.minion", STORYTELLER, spare, about=other.index,
                                   prompt=f"{other.name} becomes an evil Minion: which?"))
        if other.alignment != EVIL:
            game.set_alignment(other, EVIL)
        game.change_character(other, game.script.by_id[minion])
        self.fired(game, "the Lord of Typhon's other neighbour becomes an evil Minion", target=other.index)

    @staticmethod
    def demons(game: "Game") -> list[Character]:
        """The Demons the Summoner may choose: the script's implemented ones it can make."""
        found = [c for c in game.script.team(Team.DEMON) if implemented(c.id) and (
            c.id not in NOT_SUMMONED or (c.id in JINX_SUMMONED and jinxed(game, Summoner.id, c.id)))]
        if not found:
            from ...script import known_characters

            found = [known_characters()["imp"]]
        return found

    def blocks_win(self, game: "Game", alignment: str) -> bool:
        if alignment != GOOD or self.state.get(SUMMONED):
            return False
        if self.holder is None:
            if not self._handed_over(game):
                return False
        elif not self.holder.alive and not alchemist_has(game, self):
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


register(Summoner)


def typhon_neighbours(game: "Game", lord: Seat) -> tuple[list[Seat], list[Seat]]:
    """The players next to ``lord`` in the circle (Travellers skipped, as the Lord of
    Typhon's line): those who are Minions, and the others."""
    sides = game.neighbours(lord, lambda s: not s.is_traveller)
    return [s for s in sides if s.team is Team.MINION], [s for s in sides if s.team is not Team.MINION]


def typhon_fits(game: "Game", lord: Seat) -> bool:
    """Whether a Lord of Typhon may be summoned into ``lord``: next to a Minion, with a spare
    Minion for a non-Minion other neighbour to become."""
    minions, others = typhon_neighbours(game, lord)
    return bool(minions) and (not others or bool(spare_minions(game)))


def spare_minions(game: "Game") -> list[str]:
    """The implemented Minions on the script nobody is (never the Marionette)."""
    taken = {s.character.id for s in game.seats}
    return [c.id for c in game.script.team(Team.MINION)
            if c.id not in taken and c.id not in NEVER_MADE and implemented(c.id)]
