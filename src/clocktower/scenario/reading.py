"""Reading what a scenario writes: phases ("night 2"), players by name or the Storyteller,
characters by id or name, and YAML's boolean keys as words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import ScenarioError
from ..game.state import STORYTELLER

if TYPE_CHECKING:
    from ..script import Script


def phase_label(value: Any, where: str) -> str | None:
    """A phase as a scenario writes it ("night 2", "day 1", "setup"), checked."""
    if value is None:
        return None
    label = " ".join(str(value).strip().lower().split())
    kind, _, number = label.partition(" ")
    if label == "setup" or (kind in ("night", "day") and number.isdigit()):
        return label
    raise ScenarioError(f"{where}: {value!r} is not a phase (write 'setup', 'night N' or 'day N')")


def label_matches(label: str, phase: str) -> bool:
    """Whether a scenario's phase ``label`` names the game's ``phase`` (dawn is the night's,
    dusk the day's)."""
    kind, _, number = phase.partition(" ")
    kind = {"dawn": "night", "dusk": "day"}.get(kind, kind)
    return label == f"{kind} {number}"


def character_id(script: "Script", value: Any, seat: int) -> str:
    """The id of the character ``value`` names (an id or a name, any case) for ``seat``."""
    from ..script import all_characters

    if not isinstance(value, str):
        raise ScenarioError(f"seat {seat + 1}: character must be a character id or name, not {value!r}")
    low = value.strip().lower()
    for c in list(script.characters) + list(all_characters().values()):
        if c.id == low or c.name.lower() == low:
            return c.id
    raise ScenarioError(f"seat {seat + 1}: unknown character {value!r}")


def seat_of(names: dict[str, int], value: Any, where: str) -> int:
    """The seat a player's name (``names``: lower-case name -> seat) or the Storyteller names."""
    if isinstance(value, str) and value.strip().lower() in ("storyteller", "st"):
        return STORYTELLER
    if isinstance(value, str) and value.strip().lower() in names:
        return names[value.strip().lower()]
    raise ScenarioError(f"{where}: {value!r} is not a player in this scenario")


def plain_keys(value: Any) -> dict[str, Any]:
    """YAML reads an unquoted ``true:`` key as a boolean: treat it as the word."""
    return {("true" if k is True else "false" if k is False else k): v for k, v in dict(value).items()}


def listify(value: Any) -> list[Any]:
    """A value, or a list of them, as a list."""
    return value if isinstance(value, list) else [value]


__all__ = ["character_id", "label_matches", "listify", "phase_label", "plain_keys", "seat_of"]
