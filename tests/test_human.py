"""A person at the terminal (clocktower.agents.human): prompts, typed answers, commands,
saving as the game goes, undo and resume."""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

import pytest

from clocktower.agents.human import Human, Quit, Session, Undo, parse_answer, render
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.log import load_log, replay
from clocktower.game.state import STORYTELLER
from clocktower.script import Script, parse_script
from clocktower.present.naming import Namer

from .support.games import make_game
from .support.scripts import TINY


@pytest.fixture(scope="module")
def script() -> Script:
    return parse_script(TINY, "tiny")


@pytest.fixture
def game(script: Script) -> Game:
    return make_game(script, [("Alice", "noble"), ("Bob", "ojo"), ("Carol", "monk"),
                              ("Dave", "soldier"), ("Eve", "assassin")])


class Typist:
    """Types the given lines, one per prompt; collects everything written."""

    def __init__(self, lines: Iterable[str]) -> None:
        self.lines = list(lines)
        self.out: list[str] = []

    def read(self, prompt: str) -> str:
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)

    def write(self, text: str) -> None:
        self.out.append(text)

    @property
    def text(self) -> str:
        return "\n".join(self.out)


def person(lines: Iterable[str], seat: int | None = None) -> tuple[Human, Typist]:
    t = Typist(lines)
    return Human(seat, read=t.read, write=t.write), t


SEATS = Decision("monk", 2, [0, 1, 3, 4], prompt="Choose a player (not yourself) to protect tonight.")


def test_options_are_rendered_as_names_and_words(game: Game) -> None:
    namer = Namer.from_game(game)
    assert render(1, namer) == "Bob"
    assert render("soldier", namer) == "Soldier"
    assert render((0, 2, 4), namer) == "Alice, Carol, Eve"
    assert render(None, namer) == "nobody / pass"
    assert render(True, namer) == "yes" and render(False, namer) == "no"


def test_the_prompt_and_numbered_options_are_shown_and_a_number_picks_one(game: Game) -> None:
    human, t = person(["2"], seat=2)
    assert human.decide(game, SEATS) == 1
    assert "Carol (you): Choose a player (not yourself) to protect tonight." in t.text
    assert "  1. Alice" in t.out and "  4. Eve" in t.out


def test_typed_names_characters_yes_no_and_nobody_are_understood(game: Game) -> None:
    claim = Decision("claim", 0, [None, "noble", "monk", "soldier"])
    vote = Decision("vote", 0, (False, True))
    assert parse_answer(game, SEATS, "eve") == (True, 4)
    assert parse_answer(game, claim, "Soldier") == (True, "soldier")
    assert parse_answer(game, claim, "pass") == (True, None)
    assert parse_answer(game, claim, "nobody") == (True, None)
    assert parse_answer(game, vote, "yes") == (True, True)
    assert parse_answer(game, vote, "n") == (True, False)


def test_several_players_may_be_typed_in_any_order(game: Game) -> None:
    noble = Decision("info.noble", STORYTELLER, [(1, 2, 3), (1, 2, 4), (2, 3, 4)])
    assert parse_answer(game, noble, "Eve, Carol and Bob") == (True, (1, 2, 4))
    ok, why = parse_answer(game, noble, "Alice, Bob, Carol")
    assert not ok and "not one of the choices" in why


def test_illegal_answers_are_asked_again_with_a_one_line_reason(game: Game) -> None:
    human, t = person(["", "9", "Zed", "Carol", "monk", "Dave"], seat=2)
    assert human.decide(game, SEATS) == 3
    assert "9 is not an option: pick a number from 1 to 4." in t.out
    assert any("'Zed' is not an option number, a player" in line for line in t.out)
    assert any("'Carol' is not one of the choices here" in line for line in t.out)
    assert any("'monk' is not one of the choices here" in line for line in t.out)
    assert all("\n" not in line for line in t.out)


def test_a_free_text_decision_accepts_any_statement(game: Game) -> None:
    gossip = Decision("gossip", 0, [None], free_text=True, prompt="Make a public statement?")
    human, t = person(["Bob is the Demon"], seat=0)
    assert human.decide(game, gossip) == "Bob is the Demon"
    assert "  (or type a statement of your own)" in t.out
    human, _ = person(["1"], seat=0)
    assert human.decide(game, gossip) is None


def test_undo_and_quit_stop_the_decision(game: Game) -> None:
    with pytest.raises(Undo):
        person(["undo"], seat=2)[0].decide(game, SEATS)
    with pytest.raises(Quit):
        person(["quit"], seat=2)[0].decide(game, SEATS)
    with pytest.raises(Quit):  # input ended
        person([], seat=2)[0].decide(game, SEATS)


def test_the_grimoire_is_for_the_storyteller_only(game: Game) -> None:
    human, t = person(["grimoire", "1"], seat=2)
    human.decide(game, SEATS)
    assert "The grimoire is for the Storyteller only." in t.out
    storyteller, t = person(["grimoire", "1"], seat=None)
    storyteller.decide(game, Decision("ojo.victim", STORYTELLER, [0, 1], about=1))
    assert "Grimoire (setup):" in t.out
    assert "  2. Bob: Ojo, evil, alive; abilities: Ojo" in t.out
    assert "Storyteller (about Bob)" in t.text


def test_info_shows_only_what_the_seat_has_seen(game: Game) -> None:
    game.prepare()  # everyone is told their character
    human, t = person(["info", "1"], seat=2)
    human.decide(game, SEATS)
    after_info = t.out[t.out.index("What you have seen so far:"):]
    assert any("You are told: you are the Monk (good)." in line for line in after_info)
    assert not any("Bob" in line for line in after_info)


def _play(script: Script, lines: list[str], log: Path, seat: int | None = 1, record: dict | None = None,
          seed: int = 4) -> tuple[Session, Typist, Game | None]:
    human, t = person(lines, seat=seat)
    session = Session(script, 5, human, log, seed=seed, record=record, write=t.write)
    return session, t, session.run()


def test_a_quit_game_is_saved_and_replays_identically(script: Script, tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    session, t, game = _play(script, ["1", "1"], log)
    assert game is None
    assert len(session.mine) == 2
    record = load_log(log)
    assert record["winner"] is None
    assert replay(record).same


def test_a_whole_game_as_a_seat_finishes_and_is_saved(script: Script, tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    session, t, game = _play(script, ["1"] * 400, log)
    assert game is not None and game.winner in ("good", "evil")
    record = load_log(log)
    assert record["winner"] == game.winner
    assert replay(record).same


def test_undo_takes_back_the_persons_last_answer_and_everything_after_it(script: Script, tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    # seat 2 (Blair) claims nothing, then at the next question takes it back and claims the 2nd option
    session, t, game = _play(script, ["1", "undo", "2", "quit"], log)
    assert "Took back your last answer" in t.text
    first = session.mine[0]
    assert len(session.mine) == 1
    assert session.game is not None and session.game.choices[first] == "noble"
    assert load_log(log)["choices"][first] == "noble"


def test_undo_with_nothing_to_take_back_asks_the_same_question_again(script: Script, tmp_path: Path) -> None:
    session, t, game = _play(script, ["undo", "quit"], tmp_path / "g.json")
    assert "Nothing to undo yet." in t.out
    prompts = [line for line in t.out if line.startswith("[")]
    assert len(prompts) == 2 and prompts[0] == prompts[1]


def test_a_resumed_game_continues_and_undo_reaches_answers_from_before_the_resume(
        script: Script, tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    first, _, _ = _play(script, ["2", "quit"], log)  # claim the Noble, then stop
    saved = load_log(log)
    claim_at = first.mine[0]
    assert saved["choices"][claim_at] == "noble"
    session, t, game = _play(script, ["undo", "1", "quit"], log, record=saved)
    assert "Took back your last answer" in t.text
    assert session.game is not None and session.game.choices[claim_at] is None
    # the recap after resuming shows the person what they had seen
    assert "You are told: you are the Noble (good)." in "\n".join(t.out)


def test_the_storyteller_sees_every_players_choice(script: Script, tmp_path: Path) -> None:
    # seed 1: a game in which the Storyteller is asked again after the players have acted
    session, t, game = _play(script, ["1"] * 400, tmp_path / "st.json", seat=None, seed=1)
    assert game is not None
    names = [s.name for s in game.seats]
    assert any(line.split()[0] in names and " chooses " in line for line in t.out if line.strip())
    assert replay(load_log(tmp_path / "st.json")).same
