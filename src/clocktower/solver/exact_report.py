"""The exact solver's answer for people and programs: the possible Demons with a witness
world each, who may be what, and the same as one JSON object."""

from __future__ import annotations

from typing import Any

from ..errors import ScriptError
from ..script import character
from .exact import Answer, World
from .exact_format import ExactFile


def cname(cid: str) -> str:
    """A character's name, for people."""
    try:
        return character(cid).name
    except ScriptError:
        return cid


def possible_characters(puzzle: ExactFile, answer: Answer) -> list[list[str]]:
    """Each player's possible starting characters, over every consistent world."""
    return [sorted({start[s] for start in answer.solutions}) for s in range(len(puzzle.names))]


def describe(puzzle: ExactFile, world: World) -> str:
    """A witness world in one line: who is what, and the storyteller's choices."""
    names = puzzle.names
    parts = [f"{names[s]} {cname(c)}" for s, c in enumerate(world.start)
             if c != puzzle.puzzle.claims[s].character]
    text = "everyone else as claimed" if not parts else ", ".join(parts) + "; the rest as claimed"
    poisoned = [f"night {i + 1}: {names[s]}" for i, s in enumerate(world.poisoned) if s is not None]
    if poisoned:
        text += "; poisoned " + ", ".join(poisoned)
    if world.red_herring is not None:
        text += f"; red herring {names[world.red_herring]}"
    return "; ".join([text, *world.notes])


def lines(puzzle: ExactFile, answer: Answer) -> list[str]:
    """The answer as text, a line each."""
    names = puzzle.names
    out = [f"{puzzle.name}: {answer.worlds} world(s) fit, {len(answer.solutions)} starting "
           f"assignment(s), solved in {answer.seconds:.2f} s"]
    if not answer.demons:
        out.append("No world fits this puzzle: its claims contradict the rules.")
    for seat, world in sorted(answer.demons.items()):
        count = answer.per_demon.get(seat, 0)
        out.append(f"Demon: {names[seat]} ({count} of {answer.worlds} worlds, {count / answer.worlds:.0%})")
        out.append(f"    e.g. {describe(puzzle, world)}")
    if puzzle.puzzle.ask == "characters" or len(answer.solutions) > 1:
        for name, chars, claim in zip(names, possible_characters(puzzle, answer), puzzle.puzzle.claims):
            if chars != [claim.character]:
                out.append(f"{name} (claims {cname(claim.character)}) could be: "
                           + ", ".join(cname(c) for c in chars))
    if set(answer.starting_demons) != set(answer.demons):
        out.append("Demon at the start: " + ", ".join(names[s] for s in sorted(answer.starting_demons)))
    return out


def to_json(puzzle: ExactFile, answer: Answer) -> dict[str, Any]:
    """The answer as one JSON object."""
    names = puzzle.names

    def world(w: World) -> dict[str, Any]:
        return {"start": dict(zip(names, w.start)), "end": dict(zip(names, w.end)),
                "poisoned": [None if s is None else names[s] for s in w.poisoned],
                "red_herring": None if w.red_herring is None else names[w.red_herring],
                "notes": list(w.notes)}

    return {
        "puzzle": puzzle.name, "exact": True, "worlds": answer.worlds, "seconds": answer.seconds,
        "demons": [{"player": names[s], "worlds": answer.per_demon.get(s, 0),
                    "chance": answer.per_demon.get(s, 0) / max(answer.worlds, 1), "witness": world(w)}
                   for s, w in sorted(answer.demons.items())],
        "starting_demons": sorted(names[s] for s in answer.starting_demons),
        "solutions": [list(s) for s in sorted(answer.solutions)],
        "characters": dict(zip(names, possible_characters(puzzle, answer))),
    }


__all__ = ["cname", "describe", "lines", "possible_characters", "to_json"]
