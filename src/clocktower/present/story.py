"""A saved game told as a story: night by night, who woke, what they were shown, the day's
claims, nominations and votes, deaths and their true causes, and who won.

``tell_story(record)`` turns a game record (``Game.record()`` or a loaded log) into lines
of text (``present.naming.Namer`` renders seats, characters and answers). Nothing here
raises on an event it does not know: unknown kinds are printed generically.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence, TYPE_CHECKING

from ..game.views import record_script_name
from .naming import Namer, character_names
from .sentences import article

if TYPE_CHECKING:
    from ..game.decisions import Decision
    from ..game.engine import Game


# -- the whole story -------------------------------------------------------------


def _recorded_choices(record: Mapping[str, Any]) -> dict[int, list[tuple["Decision", Any]]]:
    """The decisions behind the record's choices, by how many events preceded each.

    The record keeps only the answers; replaying it shows which decision each answered.
    Anything that goes wrong (an unimplemented character, a record from another version)
    just means the story is told without them.
    """
    from ..game.events import jsonable
    from ..game.log import game_from_record

    class _End(Exception):
        pass

    class _Stop:
        is_bot = True
        trusted = False

        def decide(self, game: Game, decision: Decision) -> Any:
            raise _End

    found: dict[int, list[tuple[Decision, Any]]] = {}
    try:
        stop = _Stop()
        game = game_from_record(dict(record), storyteller=stop, deciders=stop)

        def note_choice(decision: Decision, choice: Any, at: int) -> None:
            found.setdefault(at, []).append((decision, choice))

        game.watch_choices(note_choice)
        try:
            game.run()
        except _End:
            pass
        recorded = list(record.get("events") or [])
        produced = [jsonable(e.to_json()) for e in game.events]
        if produced[: len(recorded)] != recorded:
            return {}
    except Exception:  # noqa: BLE001 - the story must be told whatever the replay does
        return {}
    return found


def tell_story(record: Mapping[str, Any], *, choices: bool = True) -> list[str]:
    """A game record told night by night, as lines of text.

    ``choices``: also tell the choices players and the Storyteller made that no event
    records (found by replaying the record; left out if it does not replay).
    """
    namer = Namer.from_record(record)
    lines: list[str] = []
    script_name = record_script_name(record)
    lines.append(f"{script_name or 'A game'}: {len(namer.seats)} players, seed {record.get('seed', '?')}.")
    setup = record.get("setup") if isinstance(record.get("setup"), Mapping) else {}
    for i, spec in enumerate(setup.get("seats", []) if setup else []):
        if not isinstance(spec, Mapping):
            continue
        line = f"  {i + 1}. {spec.get('name', '?')}: {namer.character(spec.get('character'))}"
        if spec.get("believes"):
            line += f" (believes they are {article(namer.character(spec['believes']))})"
        if spec.get("alignment"):
            line += f", {spec['alignment']}"
        lines.append(line)
    made = _recorded_choices(record) if choices else {}
    events = [e for e in record.get("events") or [] if isinstance(e, Mapping)]

    def tell_choices(at: int) -> None:
        for decision, choice in made.get(at, []):
            text = namer.decision(decision, choice)
            if text:
                lines.append(f"  {text}")

    ended = False
    for i, e in enumerate(events):
        tell_choices(i)
        text = namer.event(e)
        if text is None:
            continue
        if e.get("kind") in ("night", "day"):
            lines.append("")
            lines.append(text)
        else:
            lines.append(f"  {text}")
        ended = ended or e.get("kind") == "game-over"
    tell_choices(len(events))
    lines.append("")
    if not ended:
        if record.get("winner"):
            lines.append(f"{str(record['winner']).capitalize()} wins: {record.get('reason', '')}.")
        else:
            last = events[-1].get("phase", "the start") if events else "the start"
            lines.append(f"The game is not over: the record stops in {last}.")
    return lines


class LiveStory:
    """A game's story told as it goes: each new event is told once (events only grow).

    ``you``: tell it to that seat (events given must then be that seat's projected ones)."""

    def __init__(self, namer: Namer, you: int | None = None) -> None:
        self.namer = namer
        self.you = you
        self.lines: list[str] = []
        self.told = 0

    def update(self, events: Sequence[Mapping[str, Any]]) -> list[str]:
        """The story of ``events`` (the same game's, grown since the last call)."""
        for e in events[self.told:]:
            text = self.namer.event(e, you=self.you)
            if text:
                self.lines.append(text if e.get("kind") in ("night", "day") else f"  {text}")
        self.told = max(self.told, len(events))
        return self.lines


def tell_seat_story(seat_log: Mapping[str, Any]) -> list[str]:
    """A game told as one seat lived it, from that seat's share of the record
    (``game.views.seat_record``): what they were told and what everyone saw, nothing more."""
    seat = int(seat_log["seat"])
    namer = Namer(list(seat_log.get("seats") or []), character_names(None))
    you = namer.seat(seat)
    lines = [f"{seat_log.get('script') or 'A game'}, told as {you} (seat {seat + 1}) lived it."]
    if seat_log.get("character"):
        lines.append(f"  You were told you are {article(namer.character(seat_log['character']))}"
                     f"{' (' + str(seat_log['alignment']) + ')' if seat_log.get('alignment') else ''}.")
    lines.extend(describe_events(seat_log.get("events") or [], namer, you=seat))
    if not seat_log.get("winner"):
        lines.append("")
        lines.append("The game is not over (or you did not see it end).")
    return lines


def describe_events(events: Iterable[Any], namer: Namer, *, you: int | None = None) -> list[str]:
    """Events (``Event`` objects or dicts) as lines, for a person following the game."""
    data = [e.to_json() if hasattr(e, "to_json") else e for e in events]
    return LiveStory(namer, you=you).update(data)


__all__ = ["LiveStory", "Namer", "describe_events", "tell_seat_story", "tell_story"]
