"""What each seat may know: the security boundary.

Every front end (the API, the terminal, ``clocktower show --seat``, a per-seat export)
renders a player only from ``seat_view``; nothing else of the game reaches a player.

A seat's view holds its character and alignment *as it was told them*, what it was told
(the answer only: never whether it was true, the mode, nor the ability's real source),
the public record (deaths, nominations, votes, claims, statements' words), the public
state of the circle, and its own pending decision (naming it for people is
``present``'s). ``project`` is the one filter every
event passes through on its way to a player: an event reaches a seat only if it was told
to that seat or to everyone, and then only with the fields its kind declares as shown
(``game.eventkinds``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

from .eventkinds import kind_of
from .events import jsonable
from .state import PUBLIC, STORYTELLER

if TYPE_CHECKING:
    from .decisions import Decision
    from .engine import Game

Label = Callable[[Any, str], str]
"""Names an option of a declared type (``decisions.option_type``) for people."""


def project(event: Mapping[str, Any], seat: int) -> dict[str, Any] | None:
    """``event`` (an event's JSON) as the player in ``seat`` may read it, or None.

    >>> project({"kind": "info", "phase": "night 1", "audience": 0, "what": "noble",
    ...          "answer": [1, 2, 3], "true": False, "mode": "arbitrary"}, 0)
    {'kind': 'info', 'phase': 'night 1', 'audience': 0, 'what': 'noble', 'answer': [1, 2, 3]}
    """
    audience = event.get("audience")
    if audience != PUBLIC and audience != seat:
        return None
    declared = kind_of(str(event.get("kind")))
    if declared is None or not declared.players_see:
        return None
    data = {k: v for k, v in event.items() if k not in ("kind", "phase", "audience")}
    return {"kind": event["kind"], "phase": event.get("phase"), "audience": audience,
            **jsonable(declared.visible(data))}


def project_all(events: Iterable[Mapping[str, Any]], seat: int) -> list[dict[str, Any]]:
    """The events a seat may read, each projected (``project``)."""
    out: list[dict[str, Any]] = []
    for e in events:
        shown = project(e, seat)
        if shown is not None:
            out.append(shown)
    return out


@dataclass
class SeatView:
    """Everything one seat may know now."""

    seat: int
    name: str
    character: str | None
    """The character this seat was last told it is (what it believes)."""
    alignment: str | None
    """The alignment this seat was last told it has."""
    alive: bool
    seats: list[dict[str, Any]]
    events: list[dict[str, Any]]
    pending: dict[str, Any] | None = None
    over: bool = False
    winner: str | None = None
    phase: str = ""
    script: str = ""
    bluffs: list[str] = field(default_factory=list)
    raised: list[int] = field(default_factory=list)
    """The hands raised so far in the vote being counted (public)."""

    def to_json(self) -> dict[str, Any]:
        """The view as plain JSON."""
        return {
            "seat": self.seat, "name": self.name, "character": self.character,
            "alignment": self.alignment, "alive": self.alive, "phase": self.phase,
            "script": self.script, "bluffs": list(self.bluffs), "seats": self.seats,
            "events": self.events, "pending": self.pending, "over": self.over, "winner": self.winner,
            "raised": list(self.raised),
        }


def believed(events: Iterable[Mapping[str, Any]]) -> tuple[str | None, str | None, list[str]]:
    """A seat's character, alignment and Demon bluffs as its own (projected) events told them."""
    character: str | None = None
    alignment: str | None = None
    bluffs: list[str] = []
    for e in events:
        kind = e.get("kind")
        if e.get("audience") == PUBLIC:
            continue
        if kind == "character":
            character = e.get("character", character)
            alignment = e.get("alignment") or alignment
        elif kind == "you-are":
            alignment = e.get("alignment") or alignment
        if kind in ("demon-info", "minion-info") and e.get("bluffs"):
            bluffs = [str(b) for b in e["bluffs"]]
    return character, alignment, bluffs


def public_seats(game: "Game") -> list[dict[str, Any]]:
    """The circle as everyone sees it: names, life, ghost votes; a Traveller's character
    is public (Travellers are introduced by character), never an alignment."""
    out = []
    for s in game.seats:
        row: dict[str, Any] = {"seat": s.index, "name": s.name, "alive": s.alive, "ghost_vote": s.ghost_vote}
        if s.is_traveller:
            row["character"] = s.character.id
        out.append(row)
    return out


def seat_view(game: "Game", seat: int, pending: "Decision | None" = None, *, label: Label | None = None) -> SeatView:
    """What the player in ``seat`` may know now. ``pending`` is shown only if it is theirs,
    its options labelled by ``label`` (``decision_view``)."""
    if not 0 <= seat < len(game.seats):
        raise ValueError(f"no seat {seat}: seats are 0 to {len(game.seats) - 1}")
    events = project_all(game.events_json(), seat)
    character, alignment, bluffs = believed(events)
    me = game.seats[seat]
    seats = public_seats(game)
    seats[seat]["character"] = character
    seats[seat]["alignment"] = alignment
    mine = pending if pending is not None and pending.decider == seat else None
    return SeatView(
        seat=seat, name=me.name, character=character, alignment=alignment, alive=me.alive,
        seats=seats, events=events, pending=None if mine is None else decision_view(mine, game, label=label),
        over=game.over, winner=game.winner, phase=game.phase,
        script=game.script.name, bluffs=bluffs, raised=raised_hands(game),
    )


def raised_hands(game: "Game") -> list[int]:
    """The hands raised so far in the vote being counted, as every player sees them; none
    while votes are cast with eyes closed (``Ability.hides_votes``: the Organ Grinder)."""
    if not game.today.raised or game.dispatch("hides_votes"):
        return []
    return list(game.today.raised)


def seen_by_decider(decision: "Decision", game: "Game | None") -> tuple[str, str]:
    """The kind and prompt of ``decision`` as its decider may read them. A choice of an
    ability its holder does not know it has (one a Cannibal or an Amnesiac gained:
    ``Ability.hides_grant``) is labelled with the ability that gave it, so neither names it."""
    kind, prompt = decision.kind, decision.prompt
    if game is None or not 0 <= decision.decider < len(game.seats):
        return kind, prompt
    owner = kind.split(".")[0]
    for ability in game.seats[decision.decider].abilities:
        giver = ability.granted_by
        if ability.character.id == owner and giver is not None and giver.hides_grant(game, ability):
            return giver.character.id, f"Your {giver.character.name} ability wakes you: choose."
    return kind, prompt


def decision_view(decision: "Decision", game: "Game | None" = None, *, storyteller: bool = False,
                  label: Label | None = None) -> dict[str, Any]:
    """A decision as JSON with typed options (``value`` is what to answer), as its decider
    may read it (``seen_by_decider``), or in full for the ``storyteller``. ``label`` names
    an option of a declared type for people (``present.decisions``); without it an option's
    label is its plain text."""
    from .decisions import option_type

    options = []
    for option in decision.options:
        otype = option_type(decision, option)
        entry = {"value": jsonable(option), "type": otype,
                 "label": label(option, otype) if label is not None else str(option)}
        if decision.truths is not None and decision.decider == STORYTELLER:
            entry["true"] = option in decision.truths
        options.append(entry)
    kind, prompt = (decision.kind, decision.prompt) if storyteller else seen_by_decider(decision, game)
    return {
        "id": decision.id, "kind": kind, "decider": decision.decider,
        "storyteller": decision.decider == STORYTELLER, "prompt": prompt,
        "about": decision.about, "free_text": decision.free_text, "options": options,
    }


def record_script_name(record: Mapping[str, Any]) -> str | None:
    """The name of a record's script: its ``_meta`` name, else its id."""
    script = record.get("script")
    name = record.get("script_id")
    if isinstance(script, list):
        meta = next((x for x in script if isinstance(x, Mapping) and x.get("id") == "_meta"), None)
        if meta and isinstance(meta.get("name"), str):
            name = meta["name"]
    return name if isinstance(name, str) else None


def seat_record(record: Mapping[str, Any], seat: int) -> dict[str, Any]:
    """One seat's share of a saved game's record: the names round the circle and the events
    that seat may read (``project``), safe to hand to that player. ``seat`` is 0-based."""
    setup = record.get("setup") if isinstance(record.get("setup"), Mapping) else {}
    specs = [s for s in (setup or {}).get("seats", []) if isinstance(s, Mapping)]
    if not 0 <= seat < len(specs):
        raise ValueError(f"no seat {seat + 1}: the game has {len(specs)} seats")
    events = project_all((e for e in record.get("events") or [] if isinstance(e, Mapping)), seat)
    character, alignment, bluffs = believed(events)
    over = any(e.get("kind") == "game-over" for e in events)
    name = record_script_name(record)
    return {
        "format": "clocktower-seat-log/1", "script": name, "seat": seat,
        "name": str(specs[seat].get("name", f"seat {seat + 1}")),
        "seats": [str(s.get("name", f"seat {i + 1}")) for i, s in enumerate(specs)],
        "character": character, "alignment": alignment, "bluffs": bluffs, "events": events,
        "winner": record.get("winner") if over else None,
    }


__all__ = ["Label", "SeatView", "believed", "decision_view", "project", "project_all", "public_seats",
           "raised_hands", "record_script_name", "seat_record", "seat_view", "seen_by_decider"]
