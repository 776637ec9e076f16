"""I Am Spartacus!: the daily cap on claims, who may claim, who may guess."""

from __future__ import annotations

from typing import Any

from clocktower.abilities import implemented
from clocktower.abilities.fabled.for_iamspartacus import claim_cap, claims_today
from clocktower.agents.scripted import quiet
from clocktower.characters import Team
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import play_until
from ..support.scripts import FOR

SEATS = [("Ann", "for_sculptor"), ("Bob", "for_merchant"), ("Cat", "for_legionary"),
         ("Dan", "for_mortician"), ("Gwen", "for_glykon"), ("Hank", "for_hannibal", "for_actor"),
         ("Hugo", "for_hannibal", "for_trumpeter")]


class Claimers(Recording):
    """Everyone tries to claim Spartacus; every decision asked is kept."""

    def decide(self, game: Game, decision: Decision) -> Any:
        answer = super().decide(game, decision)
        if decision.kind == "spartacus":
            return "claim" if "claim" in decision.options else None
        return answer


def test_at_most_half_the_living_non_travellers_rounded_up_may_claim_each_day() -> None:
    answers = Claimers()
    game = make_game(FOR, SEATS, answers)
    play_until(game, "day 1", dusk=False, game_over_ok=False)
    assert claim_cap(game) == 4
    assert claims_today(game) == [0, 1, 2, 3]
    assert "claim" not in answers.offered("spartacus")[("day 1", 4)]
    assert [e.data["left"] for e in game.events if e.kind == "spartacus-claim"] == [3, 2, 1, 0]


def test_the_cap_counts_only_the_living_and_the_dead_may_not_claim() -> None:
    answers = Claimers()
    for voter in range(7):
        answers.add("vote", True, by=voter, phase="day 1", about=0)
    answers.add("nominate", 0, by=1, phase="day 1")
    game = make_game(FOR, SEATS, answers)
    play_until(game, "day 2", dusk=False, game_over_ok=False)
    assert not game.seats[0].alive
    assert claim_cap(game) == 3  # six alive
    assert "claim" not in answers.offered("spartacus")[("day 2", 0)]  # dead: may still guess
    assert ("guess", 1) in answers.offered("spartacus")[("day 2", 0)]
    assert claims_today(game) == [1, 2, 3]


def test_claims_are_cleared_when_the_next_day_begins() -> None:
    answers = Claimers()
    game = make_game(FOR, SEATS, answers)
    play_until(game, "day 1", dusk=False, game_over_ok=False)
    game.dusk()
    assert claims_today(game) == [0, 1, 2, 3]
    game.night()
    assert claims_today(game) == [0, 1, 2, 3]  # the night after: still today's claims
    game.dawn()
    game.day_no += 1  # a new day has begun, nobody has claimed yet
    assert claims_today(game) == []


def test_travellers_may_not_claim_and_do_not_count_toward_the_cap() -> None:
    travellers = [c.id for c in FOR.team(Team.TRAVELLER) if implemented(c.id) and c.id != "for_mercenary"]
    traveller = travellers[0]
    answers = Claimers()
    game = make_game(FOR, [("Tra", traveller)] + SEATS, answers)
    play_until(game, "day 1", dusk=False, game_over_ok=False)
    assert claim_cap(game) == 4
    assert "claim" not in answers.offered("spartacus")[("day 1", 0)]
    assert 0 not in claims_today(game)


def test_the_quiet_answer_is_to_do_nothing() -> None:
    assert quiet(Decision("spartacus", 0, [None, "claim", ("guess", 1)])) is None
