"""What one seat knows, read from the events it may see (``game.views.project``).

``Knowledge`` is the solver's only input. It is built from projected events (a seat's
view, or a puzzle file turned into the same events), never from the grimoire, and it can
take events one at a time (``absorb``), so a bot keeps it up to date cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from ..characters import EVIL, GOOD, Team
from ..script import Script, player_counts

PUBLIC = -2


@dataclass
class Info:
    """One piece of information the seat was told (what ability, the answer, about whom)."""

    what: str
    answer: Any
    night: int
    target: int | None = None
    targets: tuple[int, ...] = ()
    """The players it was about (the chosen pair, an Empath's neighbours)."""
    seat: int | None = None
    """Whose information this is (None: the knowing seat's own)."""


@dataclass
class Knowledge:
    """Everything one seat knows that the solver uses."""

    seat: int
    players: int
    """Seats in the circle (Travellers included)."""
    script: Script
    travellers: frozenset[int] = frozenset()
    character: str | None = None
    alignment: str | None = None
    demons: set[int] = field(default_factory=set)
    """Seats this seat was told are the Demon (evil's own knowledge)."""
    minions: set[int] = field(default_factory=set)
    bluffs: list[str] = field(default_factory=list)
    claims: dict[int, str] = field(default_factory=dict)
    """Each seat's latest public character claim."""
    claimed: dict[int, list[str]] = field(default_factory=dict)
    """Every distinct character each seat has claimed, in order."""
    infos: list[Info] = field(default_factory=list)
    shared: list[Info] = field(default_factory=list)
    """Information other players said they learned (``shares`` events), each with its seat."""
    dead: set[int] = field(default_factory=set)
    night_deaths: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)
    executed: list[tuple[int, int]] = field(default_factory=list)
    nominations: list[tuple[int, int, int]] = field(default_factory=list)
    """(day, nominator, nominee)."""
    votes: list[tuple[int, int, tuple[int, ...]]] = field(default_factory=list)
    """(day, nominee, voters)."""
    grimoire: dict[int, tuple[str, str]] = field(default_factory=dict)
    """Seats whose character and alignment this seat has seen (the Widow's look)."""
    mad_about: str | None = None
    block: tuple[int, int, int] | None = None
    """(day, seat, votes): who is about to be executed today, as the last vote left it."""
    night: int = 0
    day: int = 0
    over: bool = False
    version: int = 0
    """Bumped whenever something the solver weighs changes (cache key)."""

    @property
    def good(self) -> bool:
        """Whether this seat believes it is good."""
        return self.alignment != EVIL

    @property
    def counted(self) -> list[int]:
        """The seats that hold a character from the bag (everyone but Travellers)."""
        return [s for s in range(self.players) if s not in self.travellers]

    @property
    def minion_count(self) -> int:
        """Minions in play by the player-count table (setup modifiers left aside)."""
        n = len(self.counted)
        return player_counts(max(5, min(15, n))).minion

    def evil_team(self) -> set[int]:
        """The evil players this seat knows (itself included when evil)."""
        team = set(self.demons) | set(self.minions)
        if self.alignment == EVIL:
            team.add(self.seat)
        team.update(s for s, (_, a) in self.grimoire.items() if a == EVIL)
        return team

    # -------------------------------------------------------------- reading events
    def absorb_all(self, events: Iterable[Mapping[str, Any]]) -> "Knowledge":
        """Take in many events, in order; returns itself."""
        for e in events:
            self.absorb(e)
        return self

    def absorb(self, e: Mapping[str, Any]) -> None:
        """Take in one projected event."""
        kind = e.get("kind")
        handler = _HANDLERS.get(str(kind))
        if handler is not None:
            if handler(self, e) is not False:
                self.version += 1

    def _mine(self, e: Mapping[str, Any]) -> bool:
        return e.get("audience") == self.seat


def _night_of(e: Mapping[str, Any], k: Knowledge) -> int:
    phase = str(e.get("phase") or "")
    parts = phase.split()
    if len(parts) == 2 and parts[1].isdigit():
        return int(parts[1])
    return k.night


def _character(k: Knowledge, e: Mapping[str, Any]) -> bool:
    if not k._mine(e):
        return False
    k.character = e.get("character", k.character)
    k.alignment = e.get("alignment") or k.alignment
    return True


def _you_are(k: Knowledge, e: Mapping[str, Any]) -> bool:
    if not k._mine(e):
        return False
    k.alignment = e.get("alignment") or k.alignment
    return True


def _evil_info(k: Knowledge, e: Mapping[str, Any]) -> bool:
    if not k._mine(e):
        return False
    k.demons.update(int(s) for s in e.get("demons") or ())
    k.minions.update(int(s) for s in e.get("minions") or ())
    if e.get("bluffs"):
        k.bluffs = [str(b) for b in e["bluffs"]]
    return True


def _seats(value: Any) -> tuple[int, ...]:
    if isinstance(value, (list, tuple)) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return tuple(int(v) for v in value)
    return ()


def _info(k: Knowledge, e: Mapping[str, Any]) -> bool:
    if not k._mine(e):
        return False
    target = e.get("target")
    targets = _seats(e.get("targets")) or _seats(e.get("players")) or _seats(e.get("neighbours"))
    k.infos.append(Info(str(e.get("what")), _tuples(e.get("answer")), _night_of(e, k),
                        target if isinstance(target, int) and not isinstance(target, bool) else None, targets))
    return True


def _tuples(value: Any) -> Any:
    """JSON lists back to tuples (answers compare the same however they arrived)."""
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def _shares(k: Knowledge, e: Mapping[str, Any]) -> bool:
    seat = e.get("seat")
    if not isinstance(seat, int) or seat == k.seat:
        return False
    phase = str(e.get("learned") or "")
    parts = phase.split()
    night = int(parts[1]) if len(parts) == 2 and parts[1].isdigit() else k.night
    about = _seats(e.get("about"))
    info = Info(str(e.get("what")), _tuples(e.get("answer")), night, about[0] if len(about) == 1 else None,
                about, seat)
    if any(i.seat == seat and i.what == info.what and i.night == night for i in k.shared):
        return False  # said once already: the first word stands
    k.shared.append(info)
    if seat not in k.claims and info.what in k.script.by_id:
        k.claims[seat] = info.what  # saying what one learned as a character claims it
        k.claimed.setdefault(seat, []).append(info.what)
    return True


def _grimoire(k: Knowledge, e: Mapping[str, Any]) -> bool:
    if not k._mine(e):
        return False
    for row in e.get("seats") or ():
        if isinstance(row, Mapping) and isinstance(row.get("seat"), int) and row.get("character"):  # not removed
            k.grimoire[row["seat"]] = (str(row.get("character")), str(row.get("alignment")))
    return True


def _claim(k: Knowledge, e: Mapping[str, Any]) -> bool:
    seat, character = e.get("seat"), e.get("character")
    if not isinstance(seat, int) or not isinstance(character, str):
        return False
    if k.claims.get(seat) == character:
        return False
    k.claims[seat] = character
    history = k.claimed.setdefault(seat, [])
    if character not in history:
        history.append(character)
    return True


def _night(k: Knowledge, e: Mapping[str, Any]) -> bool:
    k.night = int(e.get("night") or k.night + 1)
    return False


def _day(k: Knowledge, e: Mapping[str, Any]) -> bool:
    k.day = int(e.get("day") or k.day + 1)
    return False


def _dawn(k: Knowledge, e: Mapping[str, Any]) -> bool:
    died = tuple(int(s) for s in e.get("died") or ())
    for s in e.get("revived") or ():
        k.dead.discard(int(s))
    k.dead.update(died)
    if died:
        k.night_deaths.append((_night_of(e, k), died))
    return True


def _death(k: Knowledge, e: Mapping[str, Any]) -> bool:
    seat = e.get("seat")
    if isinstance(seat, int) and seat >= 0:
        k.dead.add(seat)
        return True
    return False


def _execution(k: Knowledge, e: Mapping[str, Any]) -> bool:
    seat = e.get("seat")
    if isinstance(seat, int) and seat >= 0:
        k.executed.append((k.day, seat))
        return True
    return False


def _nomination(k: Knowledge, e: Mapping[str, Any]) -> bool:
    a, b = e.get("nominator"), e.get("nominee")
    if isinstance(a, int) and isinstance(b, int) and a >= 0 and b >= 0:
        k.nominations.append((k.day, a, b))
    return False  # weighed with the day's votes, at the next version bump


def _vote(k: Knowledge, e: Mapping[str, Any]) -> bool:
    nominee = e.get("nominee")
    if isinstance(nominee, int) and nominee >= 0:
        k.votes.append((k.day, nominee, tuple(int(v) for v in e.get("voters") or ())))
    block = e.get("on_block")
    if not isinstance(block, int):
        k.block = None
    elif block == nominee:
        k.block = (k.day, block, int(e.get("votes") or 0))
    elif k.block is None or k.block[1] != block:
        k.block = (k.day, block, 0)
    return False


def _mad(k: Knowledge, e: Mapping[str, Any]) -> bool:
    if k._mine(e):
        k.mad_about = e.get("character")
    return False


def _over(k: Knowledge, e: Mapping[str, Any]) -> bool:
    k.over = True
    return False


def _arrives(k: Knowledge, e: Mapping[str, Any]) -> bool:
    """A Traveller joins mid-game, at a new seat: the circle grows, and they hold no character
    from the bag."""
    seat = e.get("seat")
    if not isinstance(seat, int) or seat < 0:
        return False
    k.players = max(k.players, seat + 1)
    k.travellers = k.travellers | {seat}
    return True


_HANDLERS = {
    "character": _character, "you-are": _you_are, "demon-info": _evil_info, "minion-info": _evil_info,
    "traveller-info": _evil_info, "info": _info, "grimoire": _grimoire, "claim": _claim, "shares": _shares,
    "night": _night, "day": _day, "dawn": _dawn, "death": _death, "execution": _execution,
    "nomination": _nomination, "vote": _vote, "mad": _mad, "game-over": _over, "traveller-arrives": _arrives,
}


def team_of(script: Script, character: str | None) -> Team | None:
    """The team of a character id (on the script, or any known character)."""
    if character is None:
        return None
    c = script.by_id.get(character)
    if c is None:
        from ..script import all_characters

        c = all_characters().get(character)
    return None if c is None else c.team


def is_good_character(script: Script, character: str | None) -> bool:
    """Whether a character id is a Townsfolk or Outsider."""
    t = team_of(script, character)
    return t in (Team.TOWNSFOLK, Team.OUTSIDER)


__all__ = ["EVIL", "GOOD", "Info", "Knowledge", "is_good_character", "team_of"]
