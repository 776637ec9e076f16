"""Events as sentences: a hand-written sentence for the engine's common kinds, and every
other declared kind told from its template (``game.eventkinds``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..game.eventkinds import EVENT_KINDS
from ..game.state import STORYTELLER

if TYPE_CHECKING:
    from .naming import Namer


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


def and_list(items: Sequence[str]) -> str:
    """"a, b and c"."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def article(name: str) -> str:
    """A character's name with "the" before it, once."""
    return name if name.lower().startswith("the ") else f"the {name}"


def _setup(n: Namer, e: Mapping[str, Any], you: int | None) -> str | None:
    bluffs = (e.get("setup") or {}).get("bluffs") or []
    return f"The Storyteller sets up the grimoire; Demon bluffs: {and_list([n.character(b) for b in bluffs]) or 'none'}."


def _character(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    if e.get("audience") == STORYTELLER and "seat" in e:  # a character change in the grimoire
        changed = e["seat"]
        if isinstance(n.truth, list) and isinstance(changed, int) and 0 <= changed < len(n.truth):
            n.truth[changed] = e.get("character")
        line = f"{n._name(changed, you, cap=True)} becomes {article(n.character(e.get('character')))}"
        return line + (f" (was {article(n.character(e['was']))})." if e.get("was") else ".")
    seat = e["audience"]
    shown = n.character(e.get("character"))
    line = f"{n._name(seat, you, cap=True)} {'are' if seat == you else 'is'} told: you are {article(shown)}"
    if e.get("alignment"):
        line += f" ({e['alignment']})"
    if n.truth is not None and isinstance(seat, int) and 0 <= seat < len(n.truth):
        real = n.truth[seat]
        if real and real != e.get("character"):
            line += f", but really {article(n.character(real))}"
    return line + "."


def _night(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    return f"=== Night {e.get('night', '?')} ==="


def _day(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    return f"=== Day {e.get('day', '?')} ==="


def _wake(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    ability = n.character(e.get("ability"))
    seat = e.get("seat")
    if seat is None:
        return f"The Storyteller acts for {article(ability)}."
    line = f"{n.seat(seat)} wakes as {article(ability)}"
    if n.truth is not None and isinstance(seat, int) and 0 <= seat < len(n.truth):
        real = n.truth[seat]
        if real and real != e.get("ability") and (n.believes or [None] * (seat + 1))[seat] == e.get("ability"):
            line += f" (really {article(n.character(real))}: the ability does nothing)"
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
    return f"{n._name(seat, you, cap=True)} {verb} to be {article(n.character(e.get('character')))}."


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
    names = and_list([n._name(v, you) for v in voters])
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
        reason = "executed" + (f" ({article(n.character(by))})" if by else "")
    elif by:
        reason = f"killed by {article(n.character(by))}"
    elif cause is None:
        reason = ""
    else:
        reason = CAUSES.get(str(cause), f"died ({cause})")
    name = n._name(seat, you, cap=True) if you is not None else n.who(seat)
    return f"{name} {'die' if seat == you else 'dies'}{': ' + reason if reason else ''}."


def _protected(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    by = e.get("by")
    cause = CAUSES.get(str(e.get("cause")), str(e.get("cause")))
    what = f" by {article(n.character(by))}" if by else ""
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
    ability = article(n.character(e.get("ability")))
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
            f"{article(n.character(e.get('what')))}, in {e.get('learned', '?')}, "
            f"{'you' if e['seat'] == you else 'they'} learned {_answer(n, e)}")
    if about:
        line += f" (about {n.seats_list(about)})"
    return line + "."


def _madness_broken(n: Namer, e: Mapping[str, Any], you: int | None) -> str:
    """Madness judged broken: the Storyteller's punishment (an execution, the Harpy's deaths)
    follows in its own lines. What the player was mad about is the grimoire's, not public."""
    who = n._name(e["seat"], you, cap=True)
    if isinstance(e.get("character"), str):
        about = f"about being {article(n.character(e['character']))}"
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
    bluffs = and_list([n.character(b) for b in e.get("bluffs") or []]) or "none"
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
        about = f"{'you are' if mine else 'they are'} {article(n.character(e['character']))}"
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
            values[key] = article(n.character(value))
        elif isinstance(value, bool):
            values[key] = "yes" if value else "no"
        elif isinstance(value, (str, int, float)):
            values[key] = str(value) if not isinstance(value, str) else n.character(value)
        else:
            values[key] = n.field(key, value)
    declared = EVENT_KINDS[str(e["kind"])]
    text = declared.template.format_map(values)
    return text[0].upper() + text[1:]


def sentence_for(kind: str) -> Any:
    """The sentence-maker for ``kind``: a hand-written one, else the declared template."""
    handler = _EVENTS.get(kind)
    if handler is None and kind not in EVENT_KINDS:
        from ..abilities import load_all

        load_all()  # characters declare their own event kinds when they load
    if handler is None and kind in EVENT_KINDS:
        return _template
    return handler
