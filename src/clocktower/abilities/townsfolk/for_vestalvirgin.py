"""Vestal Virgin (Fall of Rome): You start knowing 1 good & 1 evil character, 1 of which is
in-play. When they die, that night you learn 1 good & 1 evil character, 1 of which is
in-play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Iterable

from ...characters import Character, Team
from ...game.decisions import Decision
from ...game.info import FALSE, TRUE, info_mode, inform
from ...game.perscript import PerScript
from ...game.registration import World, every_persona, worlds
from ...game.state import STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_vestalvirgin.learns", "The Storyteller puts the Vestal Virgin's LEARNS token by {answer}.",
                 by=BY_STORYTELLER, answers="player", owner="for_vestalvirgin")

if TYPE_CHECKING:
    from ...game.engine import Game
    from ...script import Script

LEARNS = "learns"

Pair = tuple[str, str]
GOOD_TYPES = (Team.TOWNSFOLK, Team.OUTSIDER)
EVIL_TYPES = (Team.MINION, Team.DEMON)


def _characters(game: "Game") -> tuple[list[str], list[str], list[Pair]]:
    """Good and evil character ids the Storyteller may show (the script's, plus any in
    play), and every (good, evil) pair of them: worked out once for each script and set
    of in-play characters off it (usually none)."""
    script = game.script
    on_script, by_extra = _BY_SCRIPT.of(script)
    extra = tuple(dict.fromkeys([s.character.id for s in game.seats if s.character.id not in on_script]))
    found = by_extra.get(extra)
    if found is None:
        every: dict[str, Character] = {c.id: c for c in script.characters}
        for seat in game.seats:
            every.setdefault(seat.character.id, seat.character)
        good = [c.id for c in every.values() if c.team in GOOD_TYPES]
        evil = [c.id for c in every.values() if c.team in EVIL_TYPES]
        found = by_extra[extra] = (good, evil, [(g, e) for g in good for e in evil])
    return found


_Kept = tuple[frozenset[str], dict[tuple[str, ...], tuple[list[str], list[str], list[Pair]]]]


def _on_script(script: "Script") -> _Kept:
    """The ids on the script, and (filled in by ``_characters``) its answers by the ids in
    play off the script."""
    return frozenset(c.id for c in script.characters), {}


_BY_SCRIPT: Final[PerScript[_Kept]] = PerScript(_on_script)


class VestalVirgin(Ability):
    """Learns a (good, evil) pair of characters, exactly one in play; the LEARNS token marks
    that character's player. Each night that player is dead, it learns a new pair (no limit).

    "In play" is judged by registration (every seat's persona in a world). With true
    information the LEARNS token goes on a player who registers as the in-play character
    (the Storyteller picks among several, e.g. duplicate Legionaries); with arbitrary
    information it may go on any player (decision ``for_vestalvirgin.learns``, players of a
    shown in-play character listed first). A Bad Omen must be shown two in-play or two
    out-of-play characters (the false answers of the information mechanism); LEARNS then
    goes by either in-play character's player, or, for two out-of-play ones, anyone.
    """

    id = "for_vestalvirgin"

    def wakes(self, game: "Game", first: bool) -> bool:
        if not super().wakes(game, first):
            return False
        marked = self.state.get(LEARNS)
        return marked is None or not game.seats[marked].alive

    def night(self, game: "Game") -> None:
        good_ids, evil_ids, pairs = _characters(game)
        n = len(game.seats)
        width = len(evil_ids)

        def truth(world: World) -> Iterable[int]:
            # Exactly one in play: an in-play good with an absent evil, or the other way.
            # Named by position in ``pairs`` (good by good, each with every evil in order).
            in_play = {world.character(i).id for i in range(n)}
            good_in = [k * width for k, g in enumerate(good_ids) if g in in_play]
            good_out = [k * width for k, g in enumerate(good_ids) if g not in in_play]
            evil_in = [k for k, e in enumerate(evil_ids) if e in in_play]
            evil_out = [k for k, e in enumerate(evil_ids) if e not in in_play]
            return [g + e for g in good_in for e in evil_out] + [g + e for g in good_out for e in evil_in]

        mode = info_mode(game, self)
        shown = inform(game, self, self.id, truth, pairs, plain_first=True, positions=True)
        self._place_token(game, shown, mode)

    def _place_token(self, game: "Game", shown: Pair, mode: str) -> None:
        """Put LEARNS by the in-play character's player: with true information the shown
        in-play character's, with false (a Bad Omen shown two in-play characters) either of
        theirs, otherwise (two out-of-play characters, or arbitrary information) anyone."""
        holders = [i for i, found in enumerate(every_persona(game))
                   if any(p.character.id in shown for p in found)]
        if mode == FALSE and any(not {w.character(s).id for s in game.seats} & set(shown)
                                 for w in worlds(game)):
            holders = []  # two out-of-play characters (in the world the Storyteller picks)
        if mode in (TRUE, FALSE) and holders:
            options = holders
        else:
            options = holders + [s.index for s in game.seats if s.index not in holders]
        seats = game.seats
        living_first = [i for i in options if seats[i].alive] + [i for i in options if not seats[i].alive]
        marked = game.ask(Decision(f"{self.id}.learns", STORYTELLER, living_first,
                                   about=self.seat_index, prompt="Place the LEARNS token by which player?"))
        self.state[LEARNS] = marked
        game.log("reminder", STORYTELLER, seat=marked, reminder="Learns", ability=self.id)


register(VestalVirgin)
