"""Shared information: by day, a player may tell everyone what they learned ("I am the
Empath; night 2 I learned 1").

After the claims each player (the dead too: they still talk) decides (``share``) whether to say one piece of
information, again and again until they decline. The options are built from the seat's
own view only: each piece of information it was told (``info`` events, as ``views.project``
shows them to that seat) that it has not shared yet, and, for the character it publicly
claims, the answers that character could have been shown on the next night it has not
spoken about (so a bluff can be backed up, and a person may lie as at a real table).
Nothing is judged: what a player says is talk, which the solver weighs as evidence.

An option is ``("learned", what, phase, answer, about)``: the ability's information kind,
the phase it was learned in ("night 2"), the answer in its information event's own terms,
and the players it was about (a tuple, maybe empty).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any, Callable

from ..characters import Team
from .decisions import Decision, freeze
from .eventkinds import declare
from .state import PUBLIC
from .views import project

if TYPE_CHECKING:
    from .engine import Game

LEARNED = "learned"
MOST_SHARES = 4
"""How many pieces of information one player may share a day."""
ABOUT_FIELDS = ("target", "targets", "players", "neighbours")
"""Information fields naming the players it was about, in order of preference."""

declare("shares", "{seat} says that as {what}, in {learned}, they learned {answer} (about {about}).",
        ["seat", "what", "learned", "answer", "about"])

Option = tuple[Any, ...]


def _about(shown: dict[str, Any]) -> tuple[int, ...]:
    for name in ABOUT_FIELDS:
        value = shown.get(name)
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            return (value,)
        if isinstance(value, (list, tuple)) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return tuple(value)
    return ()


@dataclass
class Talk:
    """What each seat was told and has said so far, read from the record as it grows (a
    game's one instance: ``Game.shared``), so a day's sharing never rereads the record."""

    seen: int = 0
    """Events read so far."""
    told: dict[int, list[Option]] = field(default_factory=dict)
    said: dict[int, set[tuple[str, str]]] = field(default_factory=dict)
    claimed: dict[int, str] = field(default_factory=dict)
    could: dict[int, tuple[int, str, tuple[int, bool]]] = field(default_factory=dict)
    """``could_share``'s last answer per seat, with the events read and the phase it holds for."""

    def catch_up(self, game: "Game") -> "Talk":
        """Read the events logged since the last look."""
        events = game.events
        if self.seen > len(events):  # the record was cut back (an undo): read it again
            self.seen, self.told, self.said, self.claimed, self.could = 0, {}, {}, {}, {}
        for e in events[self.seen:]:
            kind = e.kind
            if kind == "info" and e.audience >= 0:
                shown = project(e.to_json(), e.audience)
                if shown is None:
                    continue
                option = (LEARNED, str(shown.get("what")), str(shown.get("phase")), freeze(shown.get("answer")),
                          _about(shown))
                mine = self.told.setdefault(e.audience, [])
                if option not in mine:
                    mine.append(option)
            elif kind == "shares":
                self.said.setdefault(int(e.data["seat"]), set()).add(
                    (str(e.data.get("what")), str(e.data.get("learned"))))
            elif kind == "claim":
                self.claimed[e.data["seat"]] = str(e.data.get("character"))
        self.seen = len(events)
        return self


def own_information(game: "Game", seat: int) -> list[Option]:
    """Every piece of information the seat was told, as its view shows it, as options."""
    return list(game.shared(Talk).catch_up(game).told.get(seat, ()))


def _claim_of(game: "Game", seat: int, talk: Talk | None = None) -> str | None:
    claim = game.claims.get(seat)
    if claim is None:
        return (talk or game.shared(Talk).catch_up(game)).claimed.get(seat)
    return claim


# -- what a character could have been shown (for a player backing up a claim) --------------
Space = Callable[["Game", int, int], list[tuple[Any, tuple[int, ...]]]]


def _others(game: "Game", seat: int) -> list[int]:
    return [s.index for s in game.seats if s.index != seat]


def _ids(game: "Game", *teams: Team) -> list[str]:
    return [c.id for c in game.script.characters if c.team in teams]


def _count(top: Callable[["Game"], int]) -> Space:
    return lambda game, seat, night: [(n, ()) for n in range(top(game) + 1)]


def _empath(game: "Game", seat: int, night: int) -> list[tuple[Any, tuple[int, ...]]]:
    around = tuple(s.index for s in game.neighbours(game.seats[seat], lambda s: s.alive))
    return [(n, around) for n in range(len(around) + 1)]


def _pairs_yes_no(game: "Game", seat: int, night: int) -> list[tuple[Any, tuple[int, ...]]]:
    return [(yes, pair) for pair in combinations(_others(game, seat), 2) for yes in (False, True)]


def _noble(game: "Game", seat: int, night: int) -> list[tuple[Any, tuple[int, ...]]]:
    return [(trio, ()) for trio in combinations(_others(game, seat), 3)]


def _one_of_two(*teams: Team) -> Space:
    def space(game: "Game", seat: int, night: int) -> list[tuple[Any, tuple[int, ...]]]:
        ids = _ids(game, *teams)
        return [((a, b, c), ()) for a, b in combinations(_others(game, seat), 2) for c in ids]
    return space


def _dreamer(game: "Game", seat: int, night: int) -> list[tuple[Any, tuple[int, ...]]]:
    good, evil = _ids(game, Team.TOWNSFOLK, Team.OUTSIDER), _ids(game, Team.MINION, Team.DEMON)
    return [((g, e), (t,)) for t in _others(game, seat) for g in good for e in evil]


def _undertaker(game: "Game", seat: int, night: int) -> list[tuple[Any, tuple[int, ...]]]:
    executed = [e.data["seat"] for e in game.events
                if e.kind == "execution" and e.phase == f"day {night - 1}" and isinstance(e.data.get("seat"), int)]
    if not executed:
        return []
    ids = _ids(game, Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON)
    return [(c, (executed[-1],)) for c in ids]


def _balloonist(game: "Game", seat: int, night: int) -> list[tuple[Any, tuple[int, ...]]]:
    return [(s, ()) for s in _others(game, seat)]


def _shugenja(game: "Game", seat: int, night: int) -> list[tuple[Any, tuple[int, ...]]]:
    return [("clockwise", ()), ("anticlockwise", ())]


def _dead(game: "Game") -> int:
    return sum(1 for s in game.seats if not s.alive)


SPACES: dict[str, Space] = {
    "empath": _empath, "chef": _count(lambda g: len(g.seats) // 2), "clockmaker": _count(lambda g: len(g.seats) // 2),
    "oracle": _count(_dead), "noble": _noble, "shugenja": _shugenja, "seamstress": _pairs_yes_no,
    "fortuneteller": _pairs_yes_no, "dreamer": _dreamer, "undertaker": _undertaker, "balloonist": _balloonist,
    "washerwoman": _one_of_two(Team.TOWNSFOLK), "librarian": _one_of_two(Team.OUTSIDER),
    "investigator": _one_of_two(Team.MINION),
}
"""For the information characters a player may back up a claim of: every answer that
character could have been shown on a night (with the players it would be about)."""


def _nights_of(game: "Game", character: str) -> list[int]:
    """The nights so far a character of the script would have learned something."""
    c = game.script.by_id.get(character)
    if c is None:
        return []
    nights = [1] if c.first_night else []
    if c.other_night:
        nights += list(range(2, game.night_no + 1))
    if character == "seamstress":
        nights = nights[:1]  # once per game
    return [n for n in nights if n <= game.night_no]


def options(game: "Game", seat: int) -> list[Any]:
    """What the seat may say now: nothing, a piece of its own information not yet shared, or
    an answer its claimed character could have had on the next night it has not spoken of."""
    talk = game.shared(Talk).catch_up(game)
    said = talk.said.get(seat, set())
    mine = talk.told.get(seat, [])
    out: list[Any] = [None, *(o for o in mine if (o[1], o[2]) not in said)]
    claim = _claim_of(game, seat, talk)
    space = SPACES.get(claim) if claim is not None else None
    if space is not None and claim is not None:
        known = {(o[1], o[2]) for o in mine}
        for night in _nights_of(game, claim):
            phase = f"night {night}"
            if (claim, phase) in said or (claim, phase) in known:
                continue
            out.extend((LEARNED, claim, phase, answer, about) for answer, about in space(game, seat, night))
            break
    return out


def _unspoken_night(game: "Game", seat: int, told: list[Option], said: set[tuple[str, str]],
                    claim: str | None) -> int | None:
    """The first night the seat's claimed information character (``claim``) would have
    learned something it has neither been told about nor spoken of (None: none, or no such
    claim)."""
    space = SPACES.get(claim) if claim is not None else None
    if space is None or claim is None:
        return None
    known = {(o[1], o[2]) for o in told}
    for night in _nights_of(game, claim):
        phase = f"night {night}"
        if (claim, phase) not in said and (claim, phase) not in known:
            return night
    return None


def could_share(game: "Game", seat: int) -> tuple[int, bool]:
    """What the seat could say now, cheaply: how many pieces of its own information it has
    not spoken of, and whether it could back up its claim with a made-up answer."""
    talk = game.shared(Talk).catch_up(game)
    known = talk.could.get(seat)
    if known is not None and known[0] == talk.seen and known[1] == game.phase:
        return known[2]
    told = talk.told.get(seat, [])
    said = talk.said.get(seat, set())
    own = sum(1 for o in told if (o[1], o[2]) not in said)
    claim = _claim_of(game, seat, talk)
    night = _unspoken_night(game, seat, told, said, claim)
    made_up = night is not None and claim is not None and (
        claim not in MAYBE_EMPTY or bool(SPACES[claim](game, seat, night)))
    talk.could[seat] = (talk.seen, game.phase, (own, made_up))
    return own, made_up


MAYBE_EMPTY = frozenset({"undertaker"})
"""Claims whose answers on a night may be none at all (no execution the day before)."""


def share_information(game: "Game") -> None:
    """Each player may share what they learned, a piece at a time: first whether to speak
    (``share``), then what to say (``share.what``: its own information, or an answer its
    claimed character could have had). The dead too, since dead players still talk (a
    Ravenkeeper learns only once dead)."""
    talk = game.shared(Talk).catch_up(game)
    # Only those told something, or claiming an information character, have anything to say.
    speakers = set(talk.told) | {s for s, c in talk.claimed.items() if c in SPACES}
    for seat in game.seats:
        if seat.left or seat.index not in speakers:
            continue
        for _ in range(MOST_SHARES):
            own, made_up = could_share(game, seat.index)
            if not own and not made_up:
                break
            if not game.ask(Decision("share", seat.index, _YES_NO, prompt="Share something you learned?")):
                break
            said = game.ask(Decision("share.what", seat.index, options(game, seat.index),
                                     prompt="Share what you learned (or nothing after all)?"))
            if said is None:
                break
            _, what, phase, answer, about = said
            game.log("shares", PUBLIC, seat=seat.index, what=what, learned=phase, answer=answer, about=list(about))


_YES_NO = (False, True)


__all__ = ["LEARNED", "SPACES", "could_share", "options", "own_information", "share_information"]
