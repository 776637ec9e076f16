"""Declared event kinds: for each kind of event, a sentence template and which of its
fields the event's audience may read.

This is the catalogue the security boundary (``game.views``) and the story read. An
event told to a seat, or shown to everyone, reaches a player only through its kind's
declaration: fields not declared ``shown`` are the Storyteller's alone (whether
information was true, the mode it was given in, the real cause of a death, the ability
that caused it). A kind that is not declared at all is never shown to a player.

Templates name fields in braces; seat fields read as players' names, character fields as
characters' names (``clocktower.present.naming.Namer`` renders them).

    >>> EVENT_KINDS["claim"].template
    '{seat} claims to be {character}.'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class EventKind:
    """One kind of event: its sentence, and the fields a player in its audience may read.

    ``shown`` lists those fields; ``hidden`` instead names the Storyteller-only fields of
    a kind whose other fields are all shown (information, whose context varies by
    ability). A kind with neither shown nor hidden is the Storyteller's alone.
    """

    kind: str
    template: str
    shown: frozenset[str] = frozenset()
    hidden: frozenset[str] | None = None

    def visible(self, data: dict[str, object]) -> dict[str, object]:
        """The fields of ``data`` a player in the event's audience may read."""
        if self.hidden is not None:
            return {k: v for k, v in data.items() if k not in self.hidden}
        return {k: v for k, v in data.items() if k in self.shown}

    @property
    def players_see(self) -> bool:
        """Whether a player in the audience sees this kind at all."""
        return self.hidden is not None or bool(self.shown)


EVENT_KINDS: dict[str, EventKind] = {}


def declare(kind: str, template: str, shown: Iterable[str] = (), *,
            hidden: Iterable[str] | None = None) -> EventKind:
    """Declare an event kind (a character module declares its own kinds this way)."""
    if kind in EVENT_KINDS:
        raise RuntimeError(f"event kind {kind!r} declared twice")
    declared = EventKind(kind, template, frozenset(shown), None if hidden is None else frozenset(hidden))
    EVENT_KINDS[kind] = declared
    return declared


# -- the engine's phases ------------------------------------------------------------
declare("setup", "The Storyteller sets up the grimoire.")
declare("night", "=== Night {night} ===", ["night"])
declare("day", "=== Day {day} ===", ["day"])
declare("dawn", "Dawn: {died} died.", ["died", "revived"])
declare("wake", "{seat} wakes as {ability}.")
declare("game-over", "{winner} wins: {reason}.", ["winner", "reason"])

# -- what a player is told about themselves --------------------------------------------
declare("character", "{audience} is told: you are {character} ({alignment}).", ["character", "alignment"])
declare("you-are", "{audience} is told they are now {alignment}.", ["alignment"])
declare("minion-info", "{audience} learns the Demon: {demons}; fellow Minions: {minions}.",
        ["demons", "minions", "bluffs", "demon_character"])
declare("demon-info", "{audience} learns the Minions: {minions}; bluffs: {bluffs}.", ["minions", "bluffs"])
declare("traveller-info", "{audience} learns the Demon: {demons}.", ["demons", "demon_character"])
declare("info", "{audience} is shown ({what}): {answer}.", hidden=["true", "mode", "ability", "none_true"])
declare("mad", "{audience} is told to be mad that they are {character}.",
        ["character", "target", "alignment"])
declare("grimoire", "{audience} sees the grimoire: {seats}.", ["seats"])
declare("gained-ability", "{audience} gains the ability of {character}.", ["character"])
declare("selected-by", "{audience} learns they were chosen by {character}.", ["character"])
declare("word", "{audience} learns the secret word: {word}.", ["word"])
declare("boffin", "{audience} learns of the Boffin's gift: {character}.", ["character", "demon", "boffin"])

# -- the public day ---------------------------------------------------------------------
declare("claim", "{seat} claims to be {character}.", ["seat", "character"])
declare("statement", '{seat} says: "{text}".', ["seat", "statement", "text", "about"])
declare("nomination", "{nominator} nominates {nominee}.", ["nominator", "nominee", "granted_by"])
declare("vote", "Vote on {nominee}: {votes} votes ({needed} needed): {voters}; on the block: {on_block}.",
        ["nominee", "voters", "votes", "needed", "on_block", "ghost"])
declare("vote-forced", "The vote on {nominee} is overruled: passed {passed}.", ["nominee", "passed", "seat"])
declare("execution", "{seat} is executed.", ["seat"])
declare("execution-redirected", "{seat}'s execution falls on {to} instead.", ["seat", "to"])
declare("death", "{seat} dies ({cause}).", ["seat"])
declare("madness-broken", "{seat} is judged to have broken madness.", ["seat"])
declare("exile-call", "{caller} calls for {traveller} to be exiled.", ["caller", "traveller"])
declare("exile-vote", "Exile vote on {traveller}: {votes} votes ({needed} needed): {voters}; exiled: {exiled}.",
        ["traveller", "voters", "votes", "needed", "exiled"])
declare("exile", "{seat} is exiled.", ["seat"])
declare("traveller-arrives", "{seat} travels in as {character}.", ["seat", "name", "character"])
declare("traveller-leaves", "{seat} leaves the game.", ["seat"])

# -- the Storyteller's bookkeeping (never shown to a player) ------------------------------
declare("protected", "{seat} would have died ({cause}) but is protected by {by}.")
declare("redirected", "The death aimed at {seat} goes to {to} instead ({by}).")
declare("revived", "{seat} comes back to life ({by}).")
declare("ghost-vote-restored", "{seat} has their vote token again ({by}).")
declare("effect", "{seat} gets the effect {effect} ({source}).")
declare("alignment", "{seat} becomes {alignment}.")
declare("ability-gained", "{seat} gains the ability of {ability}.")
declare("ability-used", "{seat} uses up the {ability} ability.")
declare("ability-fired", "The {ability} ability takes effect ({what}).")
declare("ability-failed", "The {ability} ability fails ({reason}).")
declare("reminder", "Reminder: {reminder} by {seat}.")
declare("reminder-removed", "Reminder removed: {reminder} from {seat}.")
declare("demon-kills-cancelled", "No Demon kill works for the rest of the night ({by}).")
declare("statement-judged", "The Storyteller judges {seat}'s statement: true {true}.")
declare("statement-rejected", "The Storyteller rejects {seat}'s statement ({reason}).")
declare("jinx", "A jinx applies: {jinx}.")
declare("vote-not-counted", "{seat}'s raised hand does not count on {nominee}.")
declare("ability-retiring", "{seat}'s {ability} ability is taken away at dawn.")
declare("abnormal", "Something abnormal happened to {seat}: {why}.")
declare("seats-swapped", "Players swap seats: {seats}.", ["seats"])


def kind_of(name: str) -> EventKind | None:
    """The declaration of event kind ``name`` (None: undeclared, never shown to players)."""
    return EVENT_KINDS.get(name)


__all__ = ["EVENT_KINDS", "EventKind", "declare", "kind_of"]
