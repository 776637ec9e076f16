"""Naming for people: seats as players' names, character ids as characters' names,
answers, event fields and recorded choices in words (``Namer``).

The story (``present.story``), the labels of a decision's options
(``present.decisions``), the person at the terminal and the web grimoire all use it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, Sequence, cast

from ..game.state import PUBLIC, STORYTELLER
from .sentences import and_list, sentence_for

if TYPE_CHECKING:
    from ..game.decisions import Decision
    from ..game.engine import Game

MARKER_NAMES = {"dusk": "Dusk", "minioninfo": "Minion info", "demoninfo": "Demon info", "dawn": "Dawn"}
"""How the generic night-order steps read."""

SEAT_KEYS = frozenset({
    "seat", "nominee", "nominator", "to", "target", "player", "voters", "died", "revived",
    "demons", "minions", "seats", "players", "chosen", "about", "by", "executee", "from",
})
"""Event fields whose integers are seat indices."""

def character_names(script_json: Any) -> dict[str, str]:
    """Character id -> name for a script in JSON form (the record's), backed by every
    character a script may name (the almanacs' and the other official ones)."""
    from ..script import known_characters

    names = {cid: c.name for cid, c in known_characters().items()}
    if isinstance(script_json, Mapping):
        script_json = next((script_json[k] for k in ("characters", "script", "roles")
                            if isinstance(script_json.get(k), list)), [])
    if isinstance(script_json, list):
        for entry in script_json:
            if isinstance(entry, Mapping) and isinstance(entry.get("id"), str) \
                    and isinstance(entry.get("name"), str) and entry["id"] != "_meta":
                names[entry["id"]] = entry["name"]
    return names


@dataclass
class Namer:
    """Renders seats, characters and answers for people.

    ``truth`` (seat -> true character id) is given only to views that may know it (the
    story, the Storyteller); a player's view leaves it out.
    """

    seats: Sequence[str]
    characters: Mapping[str, str]
    truth: Sequence[str | None] | None = None
    believes: Sequence[str | None] | None = None

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> "Namer":
        """Names from a record: seats from its setup, characters from its script."""
        setup = record.get("setup") or {}
        specs = [s for s in setup.get("seats", []) if isinstance(s, Mapping)] if isinstance(setup, Mapping) else []
        extra = setup.get("extra") if isinstance(setup, Mapping) else None
        travel = extra.get("travel") if isinstance(extra, Mapping) else None
        if isinstance(travel, list):  # Travellers who travel in sit down after the others
            arriving = [e for e in travel if isinstance(e, Mapping) and isinstance(e.get("arrive"), Mapping)]
            specs += [e["arrive"] for e in sorted(arriving, key=lambda e: e.get("day", 0))]
        return cls(
            [str(s.get("name", f"seat {i + 1}")) for i, s in enumerate(specs)],
            character_names(record.get("script")),
            [s.get("character") for s in specs],
            [s.get("believes") for s in specs],
        )

    @classmethod
    def from_setup(cls, game: "Game") -> "Namer":
        """Names for telling ``game`` from its start: true characters as they were set up
        (character changes are followed as their events are told)."""
        names = character_names(game.script.to_json())
        return cls([s.name for s in game.setup.seats], names, [s.character for s in game.setup.seats],
                   [s.believes or s.character for s in game.setup.seats])

    @classmethod
    def from_game(cls, game: "Game", *, truth: bool = True) -> "Namer":
        """Names from a live game; ``truth=False`` for a player's view."""
        names = character_names(game.script.to_json())
        return cls([s.name for s in game.seats], names,
                   [s.character.id for s in game.seats] if truth else None,
                   [s.believes.id for s in game.seats] if truth else None)

    # -- single values ----------------------------------------------------------
    def seat(self, index: Any) -> str:
        """A seat index as the player's name."""
        if index is None:
            return "nobody"
        if index == STORYTELLER:
            return "the Storyteller"
        if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(self.seats):
            return self.seats[index]
        return f"seat {index}"

    def who(self, index: Any) -> str:
        """A seat with its true character when known: "Dana (Noble)"."""
        name = self.seat(index)
        if self.truth is not None and isinstance(index, int) and 0 <= index < len(self.truth):
            cid = self.truth[index]
            if cid:
                return f"{name} ({self.character(cid)})"
        return name

    def character(self, cid: Any) -> str:
        """A character id as its name (unknown ids as they are)."""
        if isinstance(cid, str):
            return self.characters.get(cid, MARKER_NAMES.get(cid, cid))
        return str(cid)

    def seats_list(self, indices: Any) -> str:
        """Seat indices as "Alex, Blair and Casey" ("nobody" when empty)."""
        if not isinstance(indices, (list, tuple)):
            return self.seat(indices)
        if not all(isinstance(i, int) and not isinstance(i, bool) for i in indices):
            return self.value(indices)
        return and_list([self.seat(i) for i in indices]) or "nobody"

    def value(self, v: Any, *, none: str = "nobody") -> str:
        """Any answer or option: seats as names, characters as names, None as ``none``."""
        if v is None:
            return none
        if isinstance(v, bool):
            return "yes" if v else "no"
        if isinstance(v, int):
            return self.seat(v)
        if isinstance(v, str):
            return self.character(v)
        if isinstance(v, (list, tuple)):
            said = self.statements(v)
            if said is not None:
                return said
            return ", ".join(self.value(x) for x in v) if v else "nothing"
        if isinstance(v, Mapping):
            return "(" + ", ".join(f"{k} {self.field(str(k), x)}" for k, x in v.items()) + ")"
        return str(v)

    def statements(self, v: Any) -> str | None:
        """A structured statement (``game.talk.statements``: the Fisherman's, the Savant's, the
        Standard Bearer's) or a list of them in words, or None if ``v`` is none."""
        from ..game.decisions import freeze
        from ..game.talk.statements import describe_named, is_statement

        frozen = freeze(v)
        if is_statement(frozen):
            return describe_named(frozen, self.seat, self.character)
        if isinstance(frozen, tuple) and frozen and all(is_statement(x) for x in frozen):
            return "; ".join(describe_named(x, self.seat, self.character) for x in frozen)
        return None

    def typed(self, v: Any, otype: str) -> str:
        """An option as a label, read by its declared type (``game.decisions.option_type``):
        a number stays a number, a seat becomes a name."""
        if otype == "number" and isinstance(v, int) and not isinstance(v, bool):
            return str(v)
        if otype == "none":
            return "nobody / nothing"
        if isinstance(v, tuple) and "+" in otype:
            return ", ".join(self.typed(x, t) for x, t in zip(v, otype.split("+")))
        return self.value(v)

    def field(self, key: str, v: Any) -> str:
        """One event field, read by its key (seat fields name players)."""
        if key in SEAT_KEYS:
            if isinstance(v, (list, tuple)):
                return self.seats_list(v)
            if isinstance(v, int) and not isinstance(v, bool):
                return self.seat(v)
        if isinstance(v, bool):
            return "yes" if v else "no"
        if isinstance(v, (int, float)):
            return str(v)
        return self.value(v)

    # -- events -----------------------------------------------------------------
    def event(self, e: Mapping[str, Any], *, you: int | None = None) -> str | None:
        """One event as a sentence; None for events with nothing to say (the setup dump).

        ``you``: the seat of the person reading, whose own lines say "you".
        """
        kind = e.get("kind")
        handler = sentence_for(str(kind))
        try:
            if handler is not None:
                return cast("str | None", handler(self, e, you))
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            pass  # a malformed known event: fall through to the generic form
        return self.generic(e)

    def generic(self, e: Mapping[str, Any]) -> str:
        """Any event as "kind: field value, ...", seats named."""
        skip = {"kind", "phase", "audience"}
        parts = [f"{k} {self.field(k, v)}" for k, v in e.items() if k not in skip]
        told = e.get("audience")
        to = "" if told in (PUBLIC, STORYTELLER, None) else f" (told to {self.seat(told)})"
        return f"{e.get('kind', 'event')}{to}: {', '.join(parts)}" if parts else f"{e.get('kind', 'event')}{to}"

    def _name(self, index: Any, you: int | None, *, cap: bool = False) -> str:
        if you is not None and index == you:
            return "You" if cap else "you"
        return self.seat(index)

    def decision(self, decision: "Decision", choice: Any) -> str | None:
        """A recorded choice as a sentence, from its kind's declaration
        (``game.decisionkinds``); None for the ones events already tell."""
        from ..game.decisionkinds import decision_kind

        kind = decision.kind
        if kind in ("claim", "nominate", "vote") or kind.startswith("info."):
            return None
        if decision.of == "number" and isinstance(choice, int) and not isinstance(choice, bool):
            answer = str(choice)  # a count, not a seat
        else:
            answer = self.value(choice)
        declared = decision_kind(kind, set(self.characters))
        who = "The Storyteller" if decision.decider == STORYTELLER else self.seat(decision.decider)
        if declared is None:  # an undeclared kind (a test fails on these): say what was asked
            question = decision.prompt or kind
            return f"{who}, asked \"{question}\", answers {answer}."
        about = "nobody" if decision.about is None else self.seat(decision.about)
        if declared.kind == "<character>":
            who = f"{who} ({self.character(kind)})"
        text = declared.sentence.format(decider=who, answer=answer, about=about)
        return text[0].upper() + text[1:]


__all__ = ["MARKER_NAMES", "Namer", "SEAT_KEYS", "character_names"]
