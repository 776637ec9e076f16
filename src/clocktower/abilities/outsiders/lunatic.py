"""Lunatic: You think you are a Demon, but you are not. The Demon knows who you are & who
you choose at night.

Setup: the Lunatic's token goes in the bag and the player is shown a Demon (the Demon in
the bag, or now and then another Demon of the script), so the seat believes that Demon.
The believed Demon's ability is a *fake* copy the Lunatic keeps apart (it never joins the
seat's abilities, so none of its hooks work) and runs at the Lunatic's own place in the
night order, before the real Demon wakes: it chooses as that Demon, nothing happens.
Night 1: with 7 or more players, the Lunatic gets made-up Demon info from the Storyteller
(``lunatic.minions``: as many players as there are Minions in play, any players;
``lunatic.bluffs``: any three good characters, even in play); every Demon learns who the
Lunatic is. Each night the Lunatic acts, every Demon learns its choices.
Jinx (Mathematician): "The Mathematician might learn if the Lunatic attacks a different
player than the real Demon attacked": when a Demon's own choice tonight names other players
than the Lunatic's did, the Lunatic's believed ability worked abnormally (``note_abnormal``),
which the Mathematician counts at the Storyteller's discretion.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

from ...characters import Team
from ...game.decisions import Decision
from ...game.state import STORYTELLER, Seat
from ..base import Ability, jinxed, register
from .goon import chosen_seats
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("lunatic.bluffs", "The Storyteller shows the Lunatic the bluffs {answer}.",
                 by=BY_STORYTELLER, answers="three characters", owner="lunatic")
declare_decision("lunatic.minions", "The Storyteller shows the Lunatic {answer} as its Minions.",
                 by=BY_STORYTELLER, answers="players", owner="lunatic")

declare("lunatic", "{audience} learns the Lunatic is {lunatic}.", ["lunatic", "chose", "night"])

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...game.setup import Bag

FAKE: Final = "fake_demon"  # the believed Demon's ability, held apart from the seat
ATTACK: Final = "attack"  # (night, the players the Lunatic's choices named that night)
COMPARED = "compared"  # the night the Lunatic's attack was compared with the Demon's
OTHER_DEMON = 0.15  # how often a random Storyteller shows another Demon than the one in play


class Lunatic(Ability):
    """Believes it is a Demon; wakes and chooses as that Demon; the Demon learns its choices."""

    id = "lunatic"

    # -- setup ------------------------------------------------------------------------
    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        slots = [i for i, c in enumerate(bag.tokens) if c.id == cls.id and i not in bag.believes]
        in_bag = [c for c in bag.tokens if c.team is Team.DEMON]
        others = [c for c in bag.script.team(Team.DEMON) if c not in in_bag]
        for i in slots:
            pool = in_bag if in_bag and (not others or bag.rng.random() >= OTHER_DEMON) else others
            if pool:
                bag.believes[i] = bag.rng.choice(pool)

    def prepare(self, game: "Game") -> None:
        """Keep the believed Demon's fake ability apart from the seat's abilities."""
        holder = self.holder
        if holder is None or self.fake:
            return
        for ability in list(holder.abilities):
            if ability.fake and ability.granted_by is None and ability.character is holder.believes \
                    and ability.character.team is Team.DEMON:
                holder.abilities.remove(ability)
                self.state[FAKE] = ability

    # -- nights -----------------------------------------------------------------------
    def wakes(self, game: "Game", first: bool) -> bool:
        holder = self.holder
        return holder is not None and holder.alive and not self.fake and FAKE in self.state

    def night(self, game: "Game") -> None:
        holder = self.holder
        fake: Ability | None = self.state.get(FAKE)
        if holder is None or fake is None:
            return
        first = game.night_no == 1
        if first:
            for demon in _demons(game):
                game.tell(demon, "lunatic", lunatic=holder.index)
                demon.knows["lunatic"] = holder.index
            if game.player_count >= 7:
                self._fake_demon_info(game, holder)
        wakes_now = fake.character.first_night if first else fake.character.other_night
        if not wakes_now or not fake.wakes(game, first):
            return
        start = len(game.choices)
        game.wake(fake, -1)
        chosen = [game.choices[k] for k in range(start, len(game.choices))
                  if game.decisions[k][1] == holder.index]
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="chosen", ability=self.id,
                 choices=chosen)
        self.state[ATTACK] = (game.night_no, chosen_seats(chosen))
        for demon in _demons(game):
            game.tell(demon, "lunatic", lunatic=holder.index, chose=chosen, night=game.night_no)

    def on_player_choice(self, game: "Game", decision: Decision, choice: Any) -> None:
        """Jinx (Mathematician): a Demon's own choice tonight (its ability's decision) naming
        other players than the Lunatic attacked tonight makes the Lunatic's attack abnormal,
        once a night. The Lunatic wakes before every Demon (the night sheet)."""
        holder = self.holder
        attack = self.state.get(ATTACK)
        if holder is None or self.fake or attack is None or attack[0] != game.night_no \
                or self.state.get(COMPARED) == game.night_no or not game.phase.startswith("night"):
            return
        decider = game.seats[decision.decider] if 0 <= decision.decider < len(game.seats) else None
        if decider is None or decider is holder or not any(
                a.character.id == decision.kind and a.character.team is Team.DEMON and not a.fake
                for a in decider.abilities):
            return
        if not jinxed(game, self.id, "mathematician"):
            return
        self.state[COMPARED] = game.night_no
        if chosen_seats(choice) != attack[1]:
            fake: Ability | None = self.state.get(FAKE)
            game.note_abnormal(holder, "attacked another player than the Demon",
                               ability=holder.believes.id if fake is None else fake.character.id,
                               demon=decider.index)

    def _fake_demon_info(self, game: "Game", holder: Seat) -> None:
        """What the Lunatic sees as its Demon info: any players as Minions, any bluffs; what
        abilities hide from a Demon's info (the Poppy Grower: the Minions) is hidden from it
        too, as from the Demon it believes it is."""
        keys = game._evil_info("demon-info", holder, {"minions": [], "bluffs": []})
        if keys is None:
            return
        shown: dict[str, Any] = {}
        if "minions" in keys:
            shown["minions"] = list(self._fake_minions(game, holder))
            holder.knows.setdefault("evil", set()).update(shown["minions"])
        if "bluffs" in keys:
            shown["bluffs"] = list(self._fake_bluffs(game, holder))
            holder.knows["bluffs"] = shown["bluffs"]
        game.tell(holder, "demon-info", **shown)

    def _fake_minions(self, game: "Game", holder: Seat) -> tuple[int, ...]:
        count = sum(1 for s in game.seats if s.team is Team.MINION)
        others = [s.index for s in game.seats if s is not holder and not s.is_traveller]
        real = tuple(s.index for s in game.seats if s.team is Team.MINION and s is not holder)
        minion_options: list[Any] = [real] if len(real) == count else []
        minion_options += [c for c in combinations(others, count) if c not in minion_options]
        return tuple(game.ask(Decision(f"{self.id}.minions", STORYTELLER, minion_options, about=holder.index,
                                       prompt=f"Which {count} players does the Lunatic see as its Minions?")))

    def _fake_bluffs(self, game: "Game", holder: Seat) -> tuple[str, ...]:
        good = [c.id for c in game.script.characters if c.team in (Team.TOWNSFOLK, Team.OUTSIDER)]
        bluff_options: list[Any] = [tuple(c.id for c in game.bluffs)] if len(game.bluffs) == 3 else []
        bluff_options += [c for c in combinations(good, min(3, len(good))) if c not in bluff_options]
        return tuple(game.ask(Decision(f"{self.id}.bluffs", STORYTELLER, bluff_options, about=holder.index,
                                       prompt="Which three good characters does the Lunatic see as bluffs?")))


register(Lunatic)


def _demons(game: "Game") -> list[Seat]:
    return [s for s in game.seats if s.team is Team.DEMON]
