"""Declared decision kinds: who makes each kind of decision, what its answers look like, and
the sentence the story tells it with. ``docs/decision-kinds.md`` is generated from these
declarations (``python tools/decision_kinds.py``), not from playing games.

Two families need no declaration of their own: a character's own choice (kind = the
character's id, made by its holder: "Alex (Monk) chooses Blair.") and the information the
Storyteller gives (kind ``info.<character>``, told by the information events). Every other
kind is declared where it is asked: the engine's here, a character's at the top of its
module.

    >>> DECISION_KINDS["vote"].answers
    'yes/no'
"""

from __future__ import annotations

from dataclasses import dataclass

BY_PLAYER = "player"
BY_STORYTELLER = "storyteller"
BY_EITHER = "player or storyteller"


@dataclass(frozen=True, slots=True)
class DecisionKind:
    """One kind of decision: who makes it, its answers' shape, and its sentence.

    ``sentence`` names ``{decider}`` (a player's name, or "The Storyteller"), ``{answer}``
    and ``{about}`` (the player the decision is about)."""

    kind: str
    sentence: str
    by: str = BY_PLAYER
    answers: str = "player"
    owner: str = ""
    """The character whose module declares it ("" for the engine)."""


DECISION_KINDS: dict[str, DecisionKind] = {}


def declare_decision(kind: str, sentence: str, *, by: str = BY_PLAYER, answers: str = "player",
                     owner: str = "") -> DecisionKind:
    """Declare a decision kind (a character module declares its own this way)."""
    if kind in DECISION_KINDS:
        raise RuntimeError(f"decision kind {kind!r} declared twice")
    declared = DecisionKind(kind, sentence, by, answers, owner)
    DECISION_KINDS[kind] = declared
    return declared


OWN_CHOICE = DecisionKind("<character>", "{decider} chooses {answer}.", BY_PLAYER, "as the ability says")
"""A character's own choice (kind: its id)."""
INFORMATION = DecisionKind("info.<character>", "The Storyteller shows {about}: {answer}.", BY_STORYTELLER,
                           "any answer the ability could be shown; true ones when it works")
"""Information the Storyteller gives (kind: ``info.`` and the character's id)."""


def decision_kind(kind: str, characters: frozenset[str] | set[str] = frozenset()) -> DecisionKind | None:
    """The declaration of ``kind``: its own, or its family's (a character's own choice when
    ``kind`` is one of ``characters``, information when it starts ``info.``); None if
    undeclared. Characters declare their kinds when their modules load, so a lookup loads
    them first."""
    found = DECISION_KINDS.get(kind)
    if found is not None:
        return found
    from .ability import load_characters

    load_characters()
    found = DECISION_KINDS.get(kind)
    if found is not None:
        return found
    if kind.startswith("info."):
        return INFORMATION
    if kind in characters:
        return OWN_CHOICE
    return None


# -- the engine's own decisions ---------------------------------------------------------------
declare_decision("claim", "{decider} claims {answer}.", answers="none or character")
declare_decision("share", "{decider} chooses whether to share something they learned: {answer}.",
                 answers="yes/no")
declare_decision("share.what", "{decider} shares what they learned: {answer}.",
                 answers="none, (\"learned\", ability, phase, answer, players), or (\"make up\", ability, phase): "
                         "make up an answer, chosen next (game.talk.sharing)")
declare_decision("share.answer", "{decider} says what they learned: {answer}.",
                 answers="(\"learned\", ability, phase, answer, players): every answer the ability could have had "
                         "(game.talk.sharing)")
declare_decision("nominate", "{decider} nominates {answer}.",
                 answers="none, player, or (\"exile\", Traveller) to call for an exile")
declare_decision("vote", "{decider} votes on {about}: {answer}.", answers="yes/no")
declare_decision("exile-vote", "{decider} votes to exile {about}: {answer}.", answers="yes/no")
declare_decision("register", "The Storyteller decides whether {about} registers as asked: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no")
declare_decision("madness.convincing", "The Storyteller judges whether {about} tried to convince the group: {answer}.",
                 by=BY_STORYTELLER, answers="yes/no")
declare_decision("traveller.alignment", "{about} travels in as {answer}.", by=BY_STORYTELLER, answers="alignment")
declare_decision("madness.execute", "The Storyteller decides whether {about} is executed for breaking madness: "
                 "{answer}.", by=BY_STORYTELLER, answers="yes/no")


__all__ = ["BY_EITHER", "BY_PLAYER", "BY_STORYTELLER", "DECISION_KINDS", "INFORMATION", "OWN_CHOICE", "DecisionKind",
           "declare_decision", "decision_kind"]
