"""The dead still talk: a Ravenkeeper learns only once dead, and may say what it learned."""

from __future__ import annotations

from clocktower.agents.scripted import Scripted
from clocktower.game.talk.sharing import LEARNED, options, own_information
from clocktower.script import load_script

from .support.games import make_game
from .support.phases import play_until

UA = load_script("untitled-almanac")


def test_a_dead_ravenkeeper_may_share_what_it_learned() -> None:
    answers = Scripted()
    answers.add("ojo", "ravenkeeper", by=1)
    answers.add("monk", 3, by=2)  # not the Ravenkeeper
    answers.add("ravenkeeper", 2, by=0)
    game = make_game(UA, [("A", "ravenkeeper"), ("B", "ojo"), ("C", "monk"), ("D", "soldier"), ("E", "widow")],
                     answers)
    play_until(game, "night 2")
    assert not game.seats[0].alive
    learned = [m for m in own_information(game, 0) if m[:3] == (LEARNED, "ravenkeeper", "night 2")]
    assert learned and learned[0] in options(game, 0)
    answers.add("share", True, by=0)
    answers.add("share.what", learned[0], by=0)
    play_until(game, "day 2")
    said = [e for e in game.events if e.kind == "shares" and e.data["seat"] == 0]
    assert said and said[0].data["what"] == "ravenkeeper"
