"""Information: one mechanism for every ability that learns something.

The ability names the *truth* (a function from a registration world to the answers true
there) and the space of all answers it could be shown. The engine computes the set of
true answers across every world (misregistration widens it); then a functioning ability
is shown a true answer, a malfunctioning one (drunk, poisoned, a fake ability) anything,
and a false-info one (Fall of Rome's Bad Omen) anything but the truth. Which answer,
among the legal ones, is the Storyteller's decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Final, Iterable, Sequence

from .decisions import Decision
from .lazyoptions import Lazy
from .registration import World, every_persona, plain_and_truth_sets, truth_sets
from .state import SOBER, STORYTELLER

if TYPE_CHECKING:
    from .ability import Ability
    from .engine import Game
    from .state import Seat

TRUE: Final = "true"
FALSE: Final = "false"
ARBITRARY: Final = "arbitrary"
MODE_WORDS: Final[dict[str, str]] = {
    TRUE: "the truth (the true answers are marked)",
    FALSE: "something false",
    ARBITRARY: "anything: the ability is not working (drunk, poisoned or lost)",
}
"""How the Storyteller's prompt says what kind of answer is owed."""


def info_mode(game: "Game", ability: "Ability") -> str:
    """TRUE, FALSE or ARBITRARY: what kind of answer ``ability`` must be given now.

    A functioning ability gets the truth, a malfunctioning one anything; abilities in play
    may change that (a Bad Omen's information is false). A holder made sober, healthy and
    truthful tonight (Fall of Rome's Physician) gets the truth whatever else applies.
    """
    holder = ability.holder
    if holder is not None and game.has_effect(holder, SOBER):
        return TRUE
    mode = TRUE if game.functioning(ability) else ARBITRARY
    adjusted: str = game.dispatch("adjust_info_mode", ability, mode)
    return adjusted


def legal_answers(mode: str, truths: set[Any], everything: Sequence[Any],
                  per_world: Sequence[set[Any]] | None = None) -> list[Any]:
    """The answers the Storyteller may give in ``mode`` (never empty).

    False information is false in the world the Storyteller picks: any answer untrue in some
    registration world (``per_world``, the least misregistering world first), those untrue
    in that first world listed first. Without ``per_world``: anything untrue in every world.
    """
    if mode == TRUE:
        legal = [a for a in everything if a in truths]
    elif mode == FALSE:
        sets = list(per_world) if per_world else [truths]
        legal = [a for a in everything if a not in sets[0]]
        legal += [a for a in everything if a in sets[0] and any(a not in t for t in sets[1:])]
    else:
        legal = list(everything)
    return legal or list(everything)


class Positions:
    """The answers at some positions of an answer list, as a container: the true answers of
    an ``inform(..., positions=True)`` (looked into only when a grimoire shows them)."""

    def __init__(self, answers: Sequence[Any], positions: set[int]) -> None:
        self.answers = answers
        self.positions = positions

    def __contains__(self, answer: object) -> bool:
        return any(self.answers[i] == answer for i in self.positions)


class _Offered(Lazy):
    """The answers at the ``legal`` positions of ``answers``, each made when asked for: the
    Storyteller picks one of hundreds (the Savant's pairs), and only that one is made. What
    it made is kept, so the pick is found again by identity (``_place``)."""

    def __init__(self, answers: Sequence[Any], legal: list[int]) -> None:
        self.answers = answers
        self.legal = legal
        self.size = len(legal)
        self.made: dict[int, Any] = {}

    def at(self, index: int) -> Any:
        found = self.answers[self.legal[index]]
        self.made[index] = found
        return found


def _place(offered: _Offered, answer: Any) -> int:
    """Where ``answer`` is among the ``offered`` answers: the very object made for it (the
    usual case, a bot's or a replayed answer matched by ``is_legal``), else an equal one."""
    for k, made in offered.made.items():
        if made is answer:
            return k
    return offered.index(answer)


def inform(
    game: "Game",
    ability: "Ability",
    what: str,
    truth: Callable[[World], Iterable[Any]],
    everything: Sequence[Any],
    *,
    to: "Seat | None" = None,
    mode: str | None = None,
    of: str | None = None,
    plain_first: bool = False,
    positions: bool = False,
    **shown: Any,
) -> Any:
    """Give ``ability``'s holder one answer from ``everything`` and log whether it was true.

    ``what`` names the information (it becomes the decision kind ``info.<what>``);
    ``shown`` adds context to the event (the player chosen, say). ``to`` gives the
    information to another player than the holder (a High Priest's blessing); ``mode``
    fixes its kind instead of asking the ability's state (the Pontiff chose it); ``of``
    declares the type of integer answers (``"number"`` for a count; seats otherwise).
    ``plain_first`` reorders ``everything``: the answers true when nobody misregisters
    first (by convention the first option is the quiet answer), each part in its order.
    ``positions``: ``truth`` names its answers by their positions in ``everything`` (for
    long lists of answers that cost more to hash than a number: the Savant's pairs); the
    Storyteller is still offered, and the holder still told, the answers themselves.
    """
    answers = everything
    if positions:
        everything = range(len(answers))
    if plain_first:
        plain_truths, per_world = plain_and_truth_sets(game, truth)
    else:
        per_world = truth_sets(game, truth)
    truths: set[Any] = per_world[0] if len(per_world) == 1 else set().union(*per_world)
    mode = mode or info_mode(game, ability)
    legal: list[Any] = []
    if plain_first:
        # (By position, the answers of a set in order are the set sorted: no walk through them all.)
        quiet = sorted(plain_truths) if positions else [a for a in everything if a in plain_truths]
        if mode == TRUE and per_world[0] is plain_truths:
            # The plain world is the first: its true answers, then those true in another world.
            if len(per_world) == 1:
                legal = quiet
            elif positions:
                legal = quiet + sorted(truths - plain_truths)
            else:
                legal = quiet + [a for a in everything if a in truths and a not in plain_truths]
        if not legal:
            everything = quiet + [a for a in everything if a not in plain_truths]
    legal = legal or legal_answers(mode, truths, everything, per_world)
    holder = to or ability.holder
    offered: Sequence[Any] = _Offered(answers, legal) if positions else legal
    answer = game.ask(
        Decision(
            f"info.{what}",
            STORYTELLER,
            offered,
            prompt=f"What does {holder.name if holder else 'the Storyteller'} learn as the "
                   f"{ability.character.name}? Give {MODE_WORDS.get(mode, mode)}.",
            about=None if holder is None else holder.index,
            of=of,
            truths=Positions(answers, truths) if positions else truths,
        )
    )
    told_answer = answer
    if isinstance(offered, _Offered):  # judged by its position (the legal answer it is)
        answer = legal[_place(offered, answer)]
    plain = per_world[0] if per_world else set()  # the first world: nobody misregisters
    if answer in truths and answer not in plain:  # true only through misregistration
        game.note_misregistration([s for s, p in zip(game.seats, every_persona(game)) if len(p) > 1])
        if holder is not None:
            game.note_abnormal(holder, "misregistration", ability=ability.character.id)
    elif answer not in truths and holder is not None:
        game.note_abnormal(holder, "false information", ability=ability.character.id)
    if of is not None:
        shown["of"] = of
    giver = ability.granted_by
    if giver is not None and giver.hides_grant(game, ability):
        what = giver.character.id  # the holder does not know which ability this is (Amnesiac)
    if holder is not None:  # (told as ``tell`` would: a dict built here, not keyword arguments)
        told: dict[str, Any] = {"what": what, "answer": told_answer, "true": answer in truths, "mode": mode,
                                "ability": ability.character.id}
        if not truths:  # nothing was true (a Washerwoman with no Townsfolk to see): any answer
            told["none_true"] = True
        told.update(shown)
        game.log_data("info", holder.index, told)
    return told_answer
