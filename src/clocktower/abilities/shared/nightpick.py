"""The jinxes "Each night*, <Demon> chooses an alive [good] player (different to previous
nights): a chosen Farmer, Ravenkeeper or Sage uses their ability but does not die; a chosen
Banshee dies & gains their ability" (the Riot and the Leviathan). One choice a night serves
every such jinx on the script; the chosen character's own module says how it acts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...game.ability import jinxed
from ...game.state import DEMON

if TYPE_CHECKING:
    from ...game.ability import Ability
    from ...game.engine import Game

PICKED = ("farmer", "ravenkeeper", "sage", "banshee")
"""The characters a chosen player's character may be for the pick to do something."""
ANY_ALIGNMENT = {("leviathan", "ravenkeeper")}
"""Jinxes whose text says "an alive player", not "an alive good player"."""


@dataclass
class Picks:
    """Shared by every Demon ability in the game (``Game.shared``)."""

    chosen: list[tuple[str, int, int]] = field(default_factory=list)
    """(demon, seat, night) of each player chosen."""


def picks(game: "Game", demon: str) -> list[str]:
    """The jinxed characters this Demon's nightly choice acts on, on this script."""
    return [c for c in PICKED if jinxed(game, demon, c)]


def wakes_to_pick(game: "Game", demon: str, first: bool) -> bool:
    """Whether the Demon wakes tonight to choose (every night but the first)."""
    return not first and bool(picks(game, demon))


def pick(game: "Game", ability: "Ability", kind: str) -> None:
    """Once a night (by the first such Demon to wake), the Demon chooses a living player
    other than themself not chosen on an earlier night; if its ability works, a chosen
    Farmer, Ravenkeeper or Sage uses their ability without dying, a chosen Banshee dies of
    the Demon's kill (protection applies) and gains their ability. The player must be good
    (not for the Leviathan's Ravenkeeper)."""
    demon = ability.character.id
    jinxes = picks(game, demon)
    chosen = game.shared(Picks).chosen
    if not jinxes or any(d == demon and night == game.night_no for d, _, night in chosen):
        return
    earlier = {seat for d, seat, _ in chosen if d == demon}
    options = [i for i in ability.others(game, alive=True) if i not in earlier]
    if not options:
        return
    names = ", ".join(c.capitalize() for c in jinxes)
    target = ability.choose(game, options, f"Choose an alive good player (not one chosen before): {names}.",
                            kind=kind)
    chosen.append((demon, target, game.night_no))
    if ability.holder is not None:  # the Demon woke to choose (a Chambermaid may count it)
        game.tonight.woken.add(ability.holder.index)
    seat = game.seats[target]
    if not game.functioning(ability):
        return
    for other in list(seat.abilities):
        cid = other.character.id
        if cid not in jinxes or other.fake or (seat.is_evil and (demon, cid) not in ANY_ALIGNMENT):
            continue
        if cid == "banshee":
            ability.fired(game, "a chosen Banshee dies", target=target)
            if game.kill(seat, DEMON, ability):
                if other.wakes(game, False):
                    game.wake(other, -1)
            return
        use = getattr(other, "use_without_dying", None)
        if use is not None:
            ability.fired(game, f"a chosen {other.character.name} uses their ability", target=target)
            use(game, ability)
        return
