"""The ids of a script's characters of some teams, in script order: the same in every game
of that script, so worked out once per script (not every night, each character's team read
anew) and kept by the script's identity."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...characters import Team
from ...game.perscript import PerScript

if TYPE_CHECKING:
    from ...script import Script

NOT_TRAVELLERS: Final = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON, Team.FABLED, Team.LORIC)
"""Every team but the Travellers' (the characters a player may be asked to name)."""
PLAYERS_TEAMS: Final = (Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON, Team.TRAVELLER)
"""The teams of characters players hold (not the Fabled and Loric)."""


def _by_teams(script: Script) -> dict[tuple[Team, ...], tuple[str, ...]]:
    return {}


_IDS: Final[PerScript[dict[tuple[Team, ...], tuple[str, ...]]]] = PerScript(_by_teams)
"""For each script, the ids by the teams asked about."""


def script_ids(script: Script, teams: tuple[Team, ...]) -> tuple[str, ...]:
    """The ids of ``script``'s characters whose team is one of ``teams``, in script order."""
    by_teams = _IDS.of(script)
    found = by_teams.get(teams)
    if found is None:
        found = by_teams[teams] = tuple(c.id for c in script.characters if c.team in teams)
    return found
