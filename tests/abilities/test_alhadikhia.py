"""Al-Hadikhia: "Each player makes their choice before the next player is revealed"."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.script import load_script

from ..support.games import make_game
from ..support.phases import play_until


def test_each_chosen_player_answers_before_the_next_one_is_revealed() -> None:
    answers = Scripted().add("alhadikhia", (1, 2, 3), by=0, phase="night 2")
    game = make_game(load_script("axiom-of-choice"),
                     [("Alice", "alhadikhia"), ("Bob", "dreamer"), ("Carol", "oracle"),
                      ("Dave", "balloonist"), ("Eve", "cannibal"), ("Fay", "librarian")], answers)
    play_until(game, "night 2")
    answered = {decider: before for kind, decider, _, before in game.decisions if kind == "alhadikhia.live"}
    revealed = {e.data["seat"]: i for i, e in enumerate(game.events) if e.kind == "alhadikhia-chosen"}
    assert sorted(answered) == sorted(revealed) == [1, 2, 3]
    for earlier, later in ((1, 2), (2, 3)):
        assert revealed[earlier] < answered[earlier] <= revealed[later]
    # What Bob could see when he answered names only himself.
    seen = [e for e in game.events[:answered[1]] if e.kind == "alhadikhia-chosen"]
    assert [e.data["seats"] for e in seen] == [[1]]
