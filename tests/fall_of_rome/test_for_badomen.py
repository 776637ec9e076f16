"""Bad Omen: false information while its ability works, arbitrary while drunk or poisoned."""

from __future__ import annotations

import random

from clocktower.characters import Team
from clocktower.game.setup import random_setup
from clocktower.game.state import DRUNK, POISONED, Effect

from ..support.deciders import Recording
from ..support.games import make_game
from ..support.phases import to_night
from ..support.scripts import FOR

# Joyce believes the Trumpeter; nobody claims Spartacus, so the truth is 0.
SEATS = [("Joyce", "for_badomen", "for_trumpeter"), ("Abe", "for_augur"),
         ("Hank", "for_hannibal", "for_legionary"), ("Hugo", "for_hannibal", "for_merchant"),
         ("Vera", "for_vestalvirgin"), ("Cato", "for_centurion")]


def _trumpeter_answer(impairment: str | None) -> tuple[list[object], object]:
    """Night 2's Trumpeter answers offered to the Bad Omen, and what she was told."""
    answers = Recording()
    game = make_game(FOR, SEATS, answers)
    answers.watch(game)
    to_night(game, 2)
    if impairment is not None:
        game.add_effect(Effect(impairment, 0, None, until=("dawn", 2)))
    game.night()
    offered = [list(d.options) for d in answers.of("info.for_trumpeter", "night 2")]
    told = [e for e in game.events if e.kind == "info" and e.audience == 0 and e.phase == "night 2"]
    assert len(offered) == 1 and len(told) == 1
    return offered[0], told[0].data


def test_a_sober_bad_omen_is_never_offered_the_truth() -> None:
    options, told = _trumpeter_answer(None)
    assert 0 not in options
    assert told["mode"] == "false" and told["answer"] != 0


def test_a_drunk_or_poisoned_bad_omen_learns_arbitrary_information_the_truth_included() -> None:
    # How to Run: "If a Bad Omen is drunk or poisoned their ability continues to malfunction,
    # but they learn arbitrary information instead of it having to be false."
    for impairment in (DRUNK, POISONED):
        options, told = _trumpeter_answer(impairment)
        assert 0 in options
        assert told["mode"] == "arbitrary"


def test_setup_hides_the_bad_omen_behind_a_townsfolk_token_nobody_else_holds() -> None:
    # How to Run: "During setup if the Bad Omen is in play add a Townsfolk to the bag
    # instead of the Bad Omen token."
    found = 0
    for seed in range(200):
        setup = random_setup(FOR, 5 + seed % 11, random.Random(seed))
        for spec in setup.seats:
            if spec.character != "for_badomen":
                continue
            found += 1
            assert spec.believes is not None
            believed = FOR.by_id[spec.believes]
            others = [t for t in setup.seats if t is not spec]
            assert believed.team is Team.TOWNSFOLK
            assert believed.id not in {t.character for t in others} | {t.believes for t in others}
            assert believed.id not in setup.bluffs
    assert found > 20
