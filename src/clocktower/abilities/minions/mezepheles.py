"""Mezepheles: You start knowing a secret word. The 1st good player to say this word
becomes evil that night."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...characters import EVIL, GOOD
from ...game.decisions import Decision
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, register
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_PLAYER, BY_STORYTELLER, declare_decision

declare_decision("mezepheles.word", "The Mezepheles's secret word is {answer}.",
                 by=BY_STORYTELLER, answers="statement", owner="mezepheles")
declare_decision("say-word", "{decider} says the secret word aloud: {answer}.",
                 by=BY_PLAYER, answers="yes/no", owner="mezepheles")

declare("say-word", "{seat} says the secret word: {word}.", ["seat", "word"])
declare("secret-word", "The Mezepheles's secret word is {word}.")
declare("share-word", "{seat} shares the secret word with {to}.")
declare("turns-evil-marked", "{seat} will turn evil tonight ({by}).")

if TYPE_CHECKING:
    from ...game.engine import Game

WORDS = (
    "marmalade", "zeppelin", "kerfuffle", "flibbertigibbet", "snollygoster", "lollygag",
    "brouhaha", "hullabaloo", "quokka", "gazpacho", "bumfuzzle", "cattywampus",
)
"""Unusual words a random Storyteller picks the secret word from (a person may write any)."""


class Mezepheles(Ability):
    """A secret word (``state["word"]``), the Storyteller's choice at setup (decision
    ``mezepheles.word``), shown on the first night.

    Each day the holder may privately tell one player the word (decision ``mezepheles``),
    then every player who knows it may say it aloud (decision ``say-word``); saying it aloud
    teaches it to everyone. The first player to say it who registers as good is marked
    TURNS EVIL, even if the Mezepheles is drunk or poisoned then. At the Mezepheles's next
    wake the ability is spent; the marked player turns evil only if it functions then. Who
    knows the word is ``seat.knows["word"]``."""

    id = "mezepheles"

    def prepare(self, game: "Game") -> None:
        self._word(game)

    def _word(self, game: "Game") -> str:
        word = self.state.get("word")
        if word is None:
            # The Storyteller writes the word down: a decision, so replays reproduce it.
            word = game.ask(Decision("mezepheles.word", STORYTELLER, WORDS, free_text=True,
                                     prompt="Write down the Mezepheles's secret word (an unusual one)."))
            self.state["word"] = word
            game.log("secret-word", STORYTELLER, seat=self.seat_index, ability=self.id, word=word)
        return str(word)

    def night(self, game: "Game") -> None:
        word = self._word(game)
        if self.nights == 1 and self.holder is not None:
            self.holder.knows["word"] = word
            game.tell(self.holder, "word", word=word, by=self.id)
        marked = self.state.get("marked")
        if marked is None:
            return
        seat = game.seats[marked]
        works = game.functioning(self)
        self.spent = True  # a player was marked: turned or not, the ability is used
        game.log("ability-used", STORYTELLER, seat=self.seat_index, ability=self.id, target=marked, works=works)
        if works and seat.alignment != EVIL:
            game.set_alignment(seat, EVIL)

    def day_action(self, game: "Game") -> None:
        if self.spent or "marked" in self.state:
            return
        word = self._word(game)
        self._share(game, word)
        for seat in game.seats:
            if seat.knows.get("word") != word:
                continue
            said = game.ask(Decision("say-word", seat.index, (False, True),
                                     prompt=f"Say the word {word!r} aloud?"))
            if not said:
                continue
            game.log("say-word", PUBLIC, seat=seat.index, word=word)
            for other in game.seats:
                other.knows["word"] = word
            if game.registers_as(seat, lambda p: p.alignment == GOOD, "good"):
                self.state["marked"] = seat.index
                game.log("turns-evil-marked", STORYTELLER, seat=seat.index, by=self.id)
                return

    def _share(self, game: "Game", word: str) -> None:
        """The Mezepheles may privately tell one other player the word."""
        if self.holder is None:
            return  # the Storyteller's copy: no player to share it
        others = self.others(game)
        options = [None, *others]
        chosen = self.choose(game, options, "Privately tell someone the secret word?")
        if chosen is None:
            return
        seat = game.seats[chosen]
        seat.knows["word"] = word
        game.log("share-word", STORYTELLER, seat=self.seat_index, to=chosen)
        game.tell(seat, "word", word=word, by=self.seat_index)

    def on_revived(self, game: "Game") -> None:
        """Brought back to life, the Mezepheles may turn a player again (same word)."""
        self.state.pop("marked", None)
        super().on_revived(game)


register(Mezepheles)
