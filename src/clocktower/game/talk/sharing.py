"""Shared information: by day, a player may tell everyone what they learned ("I am the
Empath; night 2 I learned 1").

After the claims each player (the dead too: they still talk) decides (``share``) whether to say one piece of
information, again and again until they decline. The options are built from the seat's
own view only: each piece of information it was told (``info`` events, as ``views.project``
shows them to that seat) that it has not shared yet, and, for the character it publicly
claims, the answers that character could have been shown on the next night it has not
spoken about (so a bluff can be backed up, and a person may lie as at a real table).
Nothing is judged: what a player says is talk, which the solver weighs as evidence.

What to say (``share.what``) is nothing, a piece of its own information, or ``("make up",
character, phase)``: an answer that character could have had that night, chosen next
(``share.answer``, among every such answer: a Dreamer's are a thousand, made on demand).
A piece said is ``("learned", what, phase, answer, about)``: the ability's information
kind, the phase it was learned in ("night 2"), the answer in its information event's own
terms, and the players it was about (a tuple, maybe empty).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING, Any, Callable, Final, Sequence

from ...characters import Team
from ..decisions import Decision, freeze
from ..eventkinds import EventKind, declare, kind_of
from ..events import jsonable
from ..lazyoptions import Product
from ..state import PUBLIC

if TYPE_CHECKING:
    from ..engine import Game

LEARNED: Final = "learned"
MADE_UP: Final = "make up"
"""The tag of a ``share.what`` option that makes up an answer (``("make up", character, phase)``)."""
MOST_SHARES: Final = 4
"""How many pieces of information one player may share a day."""
ABOUT_FIELDS: Final = ("target", "targets", "players", "neighbours")
"""Information fields naming the players it was about, in order of preference."""

declare("shares", "{seat} says that as {what}, in {learned}, they learned {answer} (about {about}).",
        ["seat", "what", "learned", "answer", "about", "of"])

Option = tuple[Any, ...]


def _info_kind() -> EventKind:
    declared = kind_of("info")
    assert declared is not None and declared.players_see, "information events are declared, shown to their seat"
    return declared


_INFO: Final = _info_kind()


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
    executed: dict[str, int] = field(default_factory=dict)
    """Who was last executed each day, by the day ("day 2"; the Storyteller too)."""
    could: dict[int, tuple[int, str, tuple[int, bool]]] = field(default_factory=dict)
    """``could_share``'s last answer per seat, with the events read and the phase it holds for."""
    numbers: set[str] = field(default_factory=set)
    """Information kinds whose answers were counts (``of: number``), to say them so."""

    def catch_up(self, game: "Game") -> "Talk":
        """Read the events logged since the last look."""
        events = game.events
        if self.seen == len(events):
            return self
        if self.seen > len(events):  # the record was cut back (an undo): read it again
            self.seen, self.told, self.said, self.claimed, self.executed, self.could = 0, {}, {}, {}, {}, {}
            self.numbers = set()
        for e in events[self.seen:]:
            kind = e.kind
            if kind == "info" and e.audience >= 0:
                # What its seat reads of it: the fields ``views.project`` lets through.
                shown = _INFO.visible(e.data)
                option = (LEARNED, str(shown.get("what")), e.phase, freeze(jsonable(shown.get("answer"))), _about(shown))
                if shown.get("of") == "number":
                    self.numbers.add(str(shown.get("what")))
                mine = self.told.setdefault(e.audience, [])
                if option not in mine:
                    mine.append(option)
            elif kind == "shares":
                self.said.setdefault(int(e.data["seat"]), set()).add(
                    (str(e.data.get("what")), str(e.data.get("learned"))))
            elif kind == "claim":
                self.claimed[e.data["seat"]] = str(e.data.get("character"))
            elif kind == "execution":
                executed = e.data.get("seat")
                if isinstance(executed, int):
                    self.executed[e.phase] = executed
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
Answer = tuple[Any, tuple[int, ...]]
"""An answer a character could have been shown, with the players it would be about."""
Space = Callable[["Game", int, int], Product]
"""Every ``Answer`` a character could have been shown on a night (made on demand)."""


def _others(game: "Game", seat: int) -> list[int]:
    return [s.index for s in game.seats if s.index != seat]


_GROUPS: Final[dict[tuple[tuple[int, ...], int], list[tuple[int, ...]]]] = {}
"""Every group of ``k`` of some players, by the players and ``k`` (made once)."""


def _groups(game: "Game", seat: int, k: int) -> list[tuple[int, ...]]:
    """Every ``k`` players other than ``seat``, in seat order."""
    key = (tuple(_others(game, seat)), k)
    found = _GROUPS.get(key)
    if found is None:
        found = _GROUPS[key] = list(combinations(key[0], k))
    return found


def _ids(game: "Game", *teams: Team) -> list[str]:
    return [c.id for c in game.script.characters if c.team in teams]


def _alone(answers: Sequence[Any], about: tuple[int, ...] = ()) -> Product:
    """One answer from ``answers``, about ``about``."""
    return Product((answers,), lambda c: (c[0], about))


def _count(top: Callable[["Game"], int]) -> Space:
    return lambda game, seat, night: _alone(range(top(game) + 1))


def _empath(game: "Game", seat: int, night: int) -> Product:
    around = tuple(s.index for s in game.neighbours(game.seats[seat], lambda s: s.alive))
    return _alone(range(len(around) + 1), around)


def _pairs_yes_no(game: "Game", seat: int, night: int) -> Product:
    return Product((_groups(game, seat, 2), _YES_NO), lambda c: (c[1], c[0]))


def _noble(game: "Game", seat: int, night: int) -> Product:
    return _alone(_groups(game, seat, 3))


def _one_of_two(*teams: Team) -> Space:
    def space(game: "Game", seat: int, night: int) -> Product:
        return Product((_groups(game, seat, 2), _ids(game, *teams)), lambda c: ((*c[0], c[1]), ()))
    return space


def _dreamer(game: "Game", seat: int, night: int) -> Product:
    parts = (_others(game, seat), _ids(game, Team.TOWNSFOLK, Team.OUTSIDER), _ids(game, Team.MINION, Team.DEMON))
    return Product(parts, lambda c: ((c[1], c[2]), (c[0],)))


def _undertaker(game: "Game", seat: int, night: int) -> Product:
    executed = game.shared(Talk).catch_up(game).executed.get(f"day {night - 1}")
    if executed is None:
        return _alone(())
    return _alone(_ids(game, Team.TOWNSFOLK, Team.OUTSIDER, Team.MINION, Team.DEMON), (executed,))


def _balloonist(game: "Game", seat: int, night: int) -> Product:
    return _alone(_others(game, seat))


def _shugenja(game: "Game", seat: int, night: int) -> Product:
    return _alone(("clockwise", "anticlockwise"))


def _dead(game: "Game") -> int:
    return sum(1 for s in game.seats if not s.alive)


SPACES: Final[dict[str, Space]] = {
    "empath": _empath, "chef": _count(lambda g: len(g.seats) // 2), "clockmaker": _count(lambda g: len(g.seats) // 2),
    "oracle": _count(_dead), "noble": _noble, "shugenja": _shugenja, "seamstress": _pairs_yes_no,
    "fortuneteller": _pairs_yes_no, "dreamer": _dreamer, "undertaker": _undertaker, "balloonist": _balloonist,
    "washerwoman": _one_of_two(Team.TOWNSFOLK), "librarian": _one_of_two(Team.OUTSIDER),
    "investigator": _one_of_two(Team.MINION),
}
"""For the information characters a player may back up a claim of: every answer that
character could have been shown on a night (with the players it would be about)."""
COUNTS: Final = frozenset({"empath", "chef", "clockmaker", "oracle"})
"""Those of them whose answers are counts (``of: number``), not players."""


def _nights_of(game: "Game", character: str) -> range:
    """The nights so far a character of the script would have learned something, in order."""
    c = game.script.by_id.get(character)
    if c is None:
        return range(0)
    first = 1 if c.first_night else 2
    last = game.night_no if c.other_night else min(1, game.night_no)
    if character == "seamstress":
        last = min(last, first)  # once per game
    return range(first, last + 1)


_NIGHT_PHASES: Final = tuple(f"night {n}" for n in range(100))
"""``"night N"``, written once (sharing asks about each night of each claim, often)."""


def _night_phase(night: int) -> str:
    return _NIGHT_PHASES[night] if night < len(_NIGHT_PHASES) else f"night {night}"


def options(game: "Game", seat: int) -> list[Any]:
    """What the seat may say now (``share.what``): nothing, a piece of its own information
    not yet shared, or ``("make up", claim, phase)`` when its claimed character could have
    had an answer on the next night it has not spoken of (``made_up``)."""
    return _offer(game, seat)[0]


def made_up(game: "Game", seat: int) -> Product | None:
    """Every answer the seat's claimed character could have had on the next night it has
    not spoken of, as what it would say (``share.answer``), or None: nothing to make up."""
    return _offer(game, seat)[1]


def _offer(game: "Game", seat: int) -> tuple[list[Any], Product | None]:
    talk = game.shared(Talk).catch_up(game)
    said = talk.said.get(seat, set())
    mine = talk.told.get(seat, [])
    out: list[Any] = [None, *(o for o in mine if (o[1], o[2]) not in said)]
    claim = _claim_of(game, seat, talk)
    night = _unspoken_night(game, seat, mine, said, claim)
    if night is None or claim is None:
        return out, None
    answers = SPACES[claim](game, seat, night)
    if len(answers) == 0:
        return out, None
    phase = _night_phase(night)
    out.append((MADE_UP, claim, phase))
    make = answers.make
    return out, Product(answers.parts, lambda c: (LEARNED, claim, phase, *make(c)))


def _unspoken_night(game: "Game", seat: int, told: list[Option], said: set[tuple[str, str]],
                    claim: str | None) -> int | None:
    """The first night the seat's claimed information character (``claim``) would have
    learned something it has neither been told about nor spoken of (None: none, or no such
    claim)."""
    space = SPACES.get(claim) if claim is not None else None
    if space is None or claim is None:
        return None
    known = {o[2] for o in told if o[1] == claim}  # the phases it was told about as its claim
    for night in _nights_of(game, claim):
        phase = _night_phase(night)
        if phase not in known and (claim, phase) not in said:
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
        claim not in MAYBE_EMPTY or len(SPACES[claim](game, seat, night)) > 0)
    talk.could[seat] = (talk.seen, game.phase, (own, made_up))
    return own, made_up


MAYBE_EMPTY: Final = frozenset({"undertaker"})
"""Claims whose answers on a night may be none at all (no execution the day before)."""


def share_information(game: "Game") -> None:
    """Each player may share what they learned, a piece at a time: first whether to speak
    (``share``), then what to say (``share.what``: its own information, or to make up an
    answer its claimed character could have had, then which: ``share.answer``). The dead
    too, since dead players still talk (a Ravenkeeper learns only once dead)."""
    talk = game.shared(Talk).catch_up(game)
    # Only those told something, or claiming an information character, have anything to say.
    speakers = set(talk.told) | {s for s, c in talk.claimed.items() if c in SPACES}
    for seat in game.seats:
        if seat.left or seat.index not in speakers:
            continue
        for _ in range(MOST_SHARES):
            own, could_make_up = could_share(game, seat.index)
            if not own and not could_make_up:
                break
            if not game.ask(Decision("share", seat.index, _YES_NO, prompt="Share something you learned?")):
                break
            topics, answers = _offer(game, seat.index)
            said = game.ask(Decision("share.what", seat.index, topics,
                                     prompt="Share what you learned, make up an answer (or nothing after all)?"))
            if said is None:
                break
            if said[0] == MADE_UP:
                assert answers is not None, "a made-up answer is offered only when there are some"
                said = game.ask(Decision("share.answer", seat.index, answers,
                                         prompt=f"Which answer do you say you had as {said[1]} on {said[2]}?"))
            _, what, phase, answer, about = said
            if what in COUNTS or what in talk.catch_up(game).numbers:  # a count, said as a number
                game.log("shares", PUBLIC, seat=seat.index, what=what, learned=phase, answer=answer,
                         about=list(about), of="number")
            else:
                game.log("shares", PUBLIC, seat=seat.index, what=what, learned=phase, answer=answer, about=list(about))


_YES_NO: Final = (False, True)


__all__ = ["LEARNED", "MADE_UP", "SPACES", "could_share", "made_up", "options", "own_information",
           "share_information"]
