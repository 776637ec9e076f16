"""A saved game told as a story: night by night, who woke, what they were shown, the day's
claims, nominations and votes, deaths and their true causes, and who won.

``tell_story(record)`` turns a game record (``Game.record()`` or a loaded log) into lines
of text. ``Namer`` renders seat indices, character ids and answers in people's terms; the
command line and the person at the terminal (``agents.human``) use it too. Nothing here
raises on an event it does not know: unknown kinds are printed generically.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence, TYPE_CHECKING, cast

from .game.eventkinds import EVENT_KINDS
from .game.state import PUBLIC, STORYTELLER

if TYPE_CHECKING:
    from .game.decisions import Decision
    from .game.engine import Game

MARKER_NAMES = {"dusk": "Dusk", "minioninfo": "Minion info", "demoninfo": "Demon info", "dawn": "Dawn"}
"""How the generic night-order steps read."""

SEAT_KEYS = frozenset({
    "seat", "nominee", "nominator", "to", "target", "player", "voters", "died", "revived",
    "demons", "minions", "seats", "players", "chosen", "about", "by", "executee", "from",
})
"""Event fields whose integers are seat indices."""

CAUSES = {
    "demon": "killed by the Demon",
    "execution": "executed",
    "ability": "killed by an ability",
    "storyteller": "killed by the Storyteller",
}

EFFECTS = {
    "drunk": "is drunk",
    "poisoned": "is poisoned",
    "safe": "is safe from the Demon",
    "mad": "is made mad",
    "keeps-ability": "keeps their ability after death",
}

MODES = {
    "arbitrary": "the Storyteller could show anything (drunk, poisoned or not their ability)",
    "false": "the Storyteller had to show false information",
}


def character_names(script_json: Any) -> dict[str, str]:
    """Character id -> name for a script in JSON form (the record's), backed by every
    character a script may name (the almanacs' and the other official ones)."""
    from .script import known_characters

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
        return _and([self.seat(i) for i in indices]) or "nobody"

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
        """A structured statement (``game.statements``: the Fisherman's, the Savant's, the
        Standard Bearer's) or a list of them in words, or None if ``v`` is none."""
        from .game.decisions import freeze
        from .game.statements import describe_named, is_statement

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
        handler = _handler(str(kind))
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
        from .game.decisionkinds import decision_kind

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


# -- event sentences ----------------------------------------------------------------


def _and(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _article(name: str) -> str:
    return name if name.lower().startswith("the ") else f"the {name}"


def _setup(n: Namer, e: Mapping[str, Any], you: int | None) -> str | None:
    bluffs = (e.get("setup") or {}).get("bluffs") or []
    return f"The Storyteller sets up the grimoire; Demon bluffs: {_and([n.character(b) for b in bluffs]) or 'none'}."


def _character(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    if e.get("audience") == STORYTELLER and "seat" in e:  # a character change in the grimoire
        changed = e["seat"]
        if isinstance(n.truth, list) and isinstance(changed, int) and 0 <= changed < len(n.truth):
            n.truth[changed] = e.get("character")
        line = f"{n._name(changed, you, cap=True)} becomes {_article(n.character(e.get('character')))}"
        return line + (f" (was {_article(n.character(e['was']))})." if e.get("was") else ".")
    seat = e["audience"]
    shown = n.character(e.get("character"))
    line = f"{n._name(seat, you, cap=True)} {'are' if seat == you else 'is'} told: you are {_article(shown)}"
    if e.get("alignment"):
        line += f" ({e['alignment']})"
    if n.truth is not None and isinstance(seat, int) and 0 <= seat < len(n.truth):
        real = n.truth[seat]
        if real and real != e.get("character"):
            line += f", but really {_article(n.character(real))}"
    return line + "."


def _night(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    return f"=== Night {e.get('night', '?')} ==="


def _day(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    return f"=== Day {e.get('day', '?')} ==="


def _wake(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    ability = n.character(e.get("ability"))
    seat = e.get("seat")
    if seat is None:
        return f"The Storyteller acts for {_article(ability)}."
    line = f"{n.seat(seat)} wakes as {_article(ability)}"
    if n.truth is not None and isinstance(seat, int) and 0 <= seat < len(n.truth):
        real = n.truth[seat]
        if real and real != e.get("ability") and (n.believes or [None] * (seat + 1))[seat] == e.get("ability"):
            line += f" (really {_article(n.character(real))}: the ability does nothing)"
    return line + "."


_INFO_KNOWN = {"kind", "phase", "audience", "what", "answer", "true", "mode", "ability", "of"}


def _answer(n: Namer, e: Mapping[str, Any]) -> str:
    """An information answer (an ``info`` event's, or one a player ``shares``) in its
    character's words: a count as a number (``of: number``), players by name, characters by
    name, yes or no."""
    answer = e.get("answer")
    if e.get("of") == "number":
        if isinstance(answer, int) and not isinstance(answer, bool):
            return str(answer)
        if isinstance(answer, (list, tuple)):
            return ", ".join(str(a) if isinstance(a, int) and not isinstance(a, bool) else n.value(a)
                             for a in answer)
    if isinstance(answer, (list, tuple)) and not answer:
        return "nothing"
    return n.value(answer, none="nothing")


def _info(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e["audience"]
    what = n.character(e.get("what"))
    extra = [f"{k} {n.field(k, v)}" for k, v in e.items() if k not in _INFO_KNOWN]
    context = f" [{', '.join(extra)}]" if extra else ""
    verb = "are" if seat == you else "is"
    shown = _answer(n, e)
    line = f"{n._name(seat, you, cap=True)} {verb} shown ({what}){context}: {shown}"
    if you is None:  # the story and the Storyteller see whether it was true
        if "true" in e:
            line += " -- true" if e["true"] else " -- FALSE"
        mode = e.get("mode")
        if mode in MODES:
            line += f" ({MODES[mode]})"
    return line + "."


def _dawn(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    died = e.get("died") or []
    revived = e.get("revived") or []
    line = f"Dawn: {n.seats_list(died)} died." if died else "Dawn: nobody died."
    if revived:
        line += f" {n.seats_list(revived)} came back to life."
    return line


def _claim(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e["seat"]
    verb = "claim" if seat == you else "claims"
    return f"{n._name(seat, you, cap=True)} {verb} to be {_article(n.character(e.get('character')))}."


def _nomination(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    nominator, nominee = e["nominator"], e["nominee"]
    verb = "nominate" if nominator == you else "nominates"
    if nominee == nominator:
        target = "yourself" if nominator == you else "themselves"
    else:
        target = n._name(nominee, you)
    return f"{n._name(nominator, you, cap=True)} {verb} {target}."


def _vote(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    voters = e.get("voters") or []
    names = _and([n._name(v, you) for v in voters])
    votes = e.get("votes", len(voters))
    line = (f"Vote on {n._name(e.get('nominee'), you)}: {votes} {'vote' if votes == 1 else 'votes'}"
            f" ({e.get('needed', '?')} needed){': ' + names if names else ''}")
    block = e.get("on_block")
    line += f"; on the block: {n._name(block, you)}." if block is not None else "; nobody is on the block."
    return line


def _execution(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e["seat"]
    return f"{n._name(seat, you, cap=True) if you is not None else n.who(seat)} {'are' if seat == you else 'is'} executed."


def _death(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e["seat"]
    cause = e.get("cause")
    by = e.get("by")
    if cause == "execution":
        reason = "executed" + (f" ({_article(n.character(by))})" if by else "")
    elif by:
        reason = f"killed by {_article(n.character(by))}"
    elif cause is None:
        reason = ""
    else:
        reason = CAUSES.get(str(cause), f"died ({cause})")
    name = n._name(seat, you, cap=True) if you is not None else n.who(seat)
    return f"{name} {'die' if seat == you else 'dies'}{': ' + reason if reason else ''}."


def _protected(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    by = e.get("by")
    cause = CAUSES.get(str(e.get("cause")), str(e.get("cause")))
    what = f" by {_article(n.character(by))}" if by else ""
    return f"{n.who(e['seat'])} would have been {cause} but is protected{what}."


def _redirected(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    by = e.get("by")
    return (f"The death aimed at {n.who(e['seat'])} goes to {n.who(e.get('to'))} instead"
            f"{' (' + n.character(by) + ')' if by else ''}.")


def _effect(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    what = EFFECTS.get(str(e.get("effect")), f"gets the effect {e.get('effect')}")
    source = e.get("source")
    return f"{n.who(e['seat'])} {what}{' (' + n.character(source) + ')' if source else ''}."


def _alignment(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    return f"{n.who(e['seat'])} becomes {e.get('alignment')}."


def _you_are(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e["audience"]
    if seat == you:
        return f"You are told: you are now {e.get('alignment')}."
    return f"{n.seat(seat)} is told they are now {e.get('alignment')}."


def _ability_gained(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e.get("seat")
    ability = _article(n.character(e.get("ability")))
    fake = " (a copy that does not work)" if e.get("fake") else ""
    if seat is None:
        return f"The Storyteller now holds the ability of {ability}{fake}."
    return f"{n.who(seat)} gains the ability of {ability}{fake}."


def _ability_used(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e.get("seat")
    who = "The Storyteller" if seat is None else n.seat(seat)
    return f"{who} uses up the {n.character(e.get('ability'))} ability."


def _revived(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    by = e.get("by")
    return f"{n.who(e['seat'])} comes back to life{' (' + n.character(by) + ')' if by else ''}."


def _shares(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    about = e.get("about") or []
    line = (f"{n._name(e['seat'], you, cap=True)} {'say' if e['seat'] == you else 'says'} that as "
            f"{_article(n.character(e.get('what')))}, in {e.get('learned', '?')}, "
            f"{'you' if e['seat'] == you else 'they'} learned {_answer(n, e)}")
    if about:
        line += f" (about {n.seats_list(about)})"
    return line + "."


def _madness_broken(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    """Madness judged broken: the Storyteller's punishment (an execution, the Harpy's deaths)
    follows in its own lines. What the player was mad about is the grimoire's, not public."""
    who = n._name(e["seat"], you, cap=True)
    if isinstance(e.get("character"), str):
        about = f"about being {_article(n.character(e['character']))}"
    elif isinstance(e.get("target"), int):
        about = f"that {n._name(e['target'], you)} is evil"
    else:
        return f"{who} {'are' if e['seat'] == you else 'is'} judged to have broken madness."
    source = f" ({n.character(e['by'])})" if isinstance(e.get("by"), str) else ""
    return f"{who} did not act mad {about}{source}: the Storyteller judges it broken madness."


def _game_over(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    if e.get("winner") is None:  # a stalemate
        return f"The game ends with no winner ({e.get('reason', '')})."
    winner = str(e.get("winner", "?"))
    return f"{winner.capitalize()} wins: {e.get('reason', '')}."


def _minion_info(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e["audience"]
    others = e.get("minions") or []
    line = (f"{n._name(seat, you, cap=True)} {'learn' if seat == you else 'learns'} the Demon: "
            f"{n.seats_list(e.get('demons') or [])}")
    if others:
        line += f"; fellow Minions: {n.seats_list(others)}"
    return line + "."


def _demon_info(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e["audience"]
    bluffs = _and([n.character(b) for b in e.get("bluffs") or []]) or "none"
    return (f"{n._name(seat, you, cap=True)} {'learn' if seat == you else 'learns'} the Minions: "
            f"{n.seats_list(e.get('minions') or [])}; bluffs: {bluffs}.")


def _mad(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    """Madness: about being a character (the Cerenovus's, the Pixie's), or that a player is
    of an alignment (the Harpy's). Told to the player, or noted in the grimoire (``seat``)."""
    seat = e["seat"] if e.get("audience") == STORYTELLER and isinstance(e.get("seat"), int) else e["audience"]
    by = e.get("by", e.get("ability"))
    source = f" ({n.character(by)})" if isinstance(by, str) else ""
    mine = seat == you
    if isinstance(e.get("character"), str):
        about = f"{'you are' if mine else 'they are'} {_article(n.character(e['character']))}"
    else:
        about = f"{n._name(e['target'], you)} {'are' if e['target'] == you else 'is'} {e.get('alignment') or 'evil'}"
    if e.get("audience") == STORYTELLER:
        return f"{n.seat(seat)} is mad that {about}{source}."
    return f"{'You are' if mine else n.seat(seat) + ' is'} told to be mad that {about}{source}."


def _statement(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    text = e.get("text") or n.value(e.get("statement"))
    return f'{n._name(e["seat"], you, cap=True)} {"say" if e["seat"] == you else "says"}: "{text}".'


def _statement_judged(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    judged = e.get("true")
    verdict = "true" if judged is True else "false" if judged is False else None
    extra = f": {verdict}" if verdict else "".join(
        f", {k} {n.field(k, v)}" for k, v in e.items() if k not in ("kind", "phase", "audience", "seat", "ability"))
    return f"The Storyteller judges {n.seat(e['seat'])}'s statement{extra}."


def _grimoire(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    seat = e["audience"]
    rows = [f"{n.seat(r.get('seat'))}: {n.character(r.get('character')) if r.get('character') else 'no token'}"
            for r in e.get("seats") or [] if isinstance(r, Mapping)]
    by = e.get("by")
    source = f" ({n.character(by)})" if isinstance(by, str) else ""
    return f"{n._name(seat, you, cap=True)} {'see' if seat == you else 'sees'} the grimoire{source}: {', '.join(rows)}."


_EVENTS = {
    "mad": _mad,
    "statement": _statement,
    "statement-judged": _statement_judged,
    "grimoire": _grimoire,
    "setup": _setup,
    "character": _character,
    "night": _night,
    "day": _day,
    "wake": _wake,
    "info": _info,
    "dawn": _dawn,
    "claim": _claim,
    "nomination": _nomination,
    "vote": _vote,
    "execution": _execution,
    "death": _death,
    "protected": _protected,
    "redirected": _redirected,
    "effect": _effect,
    "alignment": _alignment,
    "you-are": _you_are,
    "ability-gained": _ability_gained,
    "ability-used": _ability_used,
    "revived": _revived,
    "madness-broken": _madness_broken,
    "shares": _shares,
    "game-over": _game_over,
    "minion-info": _minion_info,
    "demon-info": _demon_info,
    "ability-fired": lambda n, e, you: None,  # bookkeeping for simulations, not part of the story
}

# Every other declared event kind is told from its declared template (game.eventkinds):
# {field} names a seat (seat fields), a character (character fields) or a value.
_SEAT_FIELDS = {"seat", "target", "caller", "traveller", "nominator", "nominee", "to", "claimant", "guesser",
                "executee", "executed", "mayor", "audience", "on_block", "boffin", "demon"}
_CHARACTER_FIELDS = {"character", "ability", "by", "source", "what", "was", "granted_by"}


class _Fields(dict):  # type: ignore[type-arg]
    """Template values; a field the event does not carry reads as "?"."""

    def __missing__(self, key: str) -> str:
        return "?"


def _template(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    """Fill an event's template with names for seats and characters."""
    values = _Fields()
    for key, value in e.items():
        if key in _SEAT_FIELDS and isinstance(value, int) and not isinstance(value, bool):
            values[key] = n._name(value, you)
        elif key in ("voters", "seats", "alive", "dead", "nominators", "died", "revived", "demons", "minions"):
            values[key] = n.seats_list(value) or "nobody"
        elif key in _CHARACTER_FIELDS and isinstance(value, str):
            values[key] = _article(n.character(value))
        elif isinstance(value, bool):
            values[key] = "yes" if value else "no"
        elif isinstance(value, (str, int, float)):
            values[key] = str(value) if not isinstance(value, str) else n.character(value)
        else:
            values[key] = n.field(key, value)
    declared = EVENT_KINDS[str(e["kind"])]
    text = declared.template.format_map(values)
    return text[0].upper() + text[1:]


def _handler(kind: str) -> Any:
    """The sentence-maker for ``kind``: a hand-written one, else the declared template."""
    handler = _EVENTS.get(kind)
    if handler is None and kind not in EVENT_KINDS:
        from .abilities import implemented

        implemented("")  # characters declare their own event kinds when they load
    if handler is None and kind in EVENT_KINDS:
        return _template
    return handler


# -- the whole story -------------------------------------------------------------


def _recorded_choices(record: Mapping[str, Any]) -> dict[int, list[tuple["Decision", Any]]]:
    """The decisions behind the record's choices, by how many events preceded each.

    The record keeps only the answers; replaying it shows which decision each answered.
    Anything that goes wrong (an unimplemented character, a record from another version)
    just means the story is told without them.
    """
    from .game.events import jsonable
    from .game.log import game_from_record

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


def record_script_name(record: Mapping[str, Any]) -> str | None:
    """The name of a record's script: its ``_meta`` name, else its id."""
    script = record.get("script")
    name = record.get("script_id")
    if isinstance(script, list):
        meta = next((x for x in script if isinstance(x, Mapping) and x.get("id") == "_meta"), None)
        if meta and isinstance(meta.get("name"), str):
            name = meta["name"]
    return name if isinstance(name, str) else None


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
            line += f" (believes they are {_article(namer.character(spec['believes']))})"
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
        lines.append(f"  You were told you are {_article(namer.character(seat_log['character']))}"
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


__all__ = ["LiveStory", "MARKER_NAMES", "Namer", "character_names", "describe_events", "tell_seat_story", "tell_story"]
