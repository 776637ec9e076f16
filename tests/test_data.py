"""The bundled data: characters, the four almanac scripts, night orders, jinxes, counts."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from clocktower.characters import Team
from clocktower.errors import SetupError
from clocktower.script import (
    MARKERS,
    all_characters,
    bundled_scripts,
    load_script,
    player_counts,
)

HIGH_PRIESTS = {"for_pontifexmaximus", "for_pontiff"}
ALMANAC_SLUGS = ("fall-of-rome", "axiom-of-choice", "the-contagion-insurrection", "untitled-almanac")


def data_json(*parts: str):
    ref = resources.files("clocktower").joinpath("data")
    for part in parts:
        ref = ref.joinpath(part)
    return json.loads(ref.read_text(encoding="utf-8"))


def test_every_almanac_character_is_shipped_once():
    chars = all_characters()
    # 97 distinct names across the almanacs; Fall of Rome prints "High Priest"
    # twice (two variants), which we ship as two characters: 98 ids.
    assert len(chars) == 98
    almanac_names = {c.name for c in chars.values() if c.id not in HIGH_PRIESTS}
    assert len(almanac_names | {"High Priest"}) == 97
    almanacs = [s for s in bundled_scripts() if s.id in ALMANAC_SLUGS]
    on_scripts = {c.id for s in almanacs for c in s.characters}
    assert on_scripts == set(chars)


def test_characters_json_is_a_list_in_the_official_character_shape():
    raw = data_json("characters.json")
    assert isinstance(raw, list) and len(raw) == 98
    required = {
        "id", "name", "team", "ability", "firstNight", "otherNight", "firstNightReminder",
        "otherNightReminder", "reminders", "remindersGlobal", "setup", "edition", "flavor",
    }
    for obj in raw:
        assert required <= set(obj), obj["id"]
        assert obj["team"] in {t.value for t in Team}
        assert isinstance(obj["firstNight"], int) and isinstance(obj["otherNight"], int)
        assert isinstance(obj["setup"], bool)


@pytest.mark.parametrize(
    ("slug", "count"),
    [
        ("fall-of-rome", 32),
        ("axiom-of-choice", 30),
        ("the-contagion-insurrection", 29),
        ("untitled-almanac", 24),
        ("bad-moon-rising", 30),
        ("trouble-brewing", 27),
    ],
)
def test_each_script_holds_exactly_its_almanacs_characters(slug, count):
    script = load_script(slug)
    assert len(script.characters) == count
    assert len({c.id for c in script.characters}) == count


def test_bundled_scripts_have_the_almanac_names_and_authors_in_a_stable_order():
    got = [(s.id, s.name, s.author) for s in bundled_scripts() if s.id in ALMANAC_SLUGS]
    assert got == [
        ("fall-of-rome", "Fall of Rome", "Alex Sadlier"),
        ("axiom-of-choice", "Axiom of Choice", "themeeman"),
        ("the-contagion-insurrection", "The Contagion Insurrection", "Tom O"),
        ("untitled-almanac", "Untitled Almanac", ""),
    ]
    official = [(s.id, s.name, s.author) for s in bundled_scripts() if s.id not in ALMANAC_SLUGS]
    assert official == [
        ("trouble-brewing", "Trouble Brewing", "The Pandemonium Institute"),
        ("bad-moon-rising", "Bad Moon Rising", "The Pandemonium Institute"),
        ("sects-and-violets", "Sects & Violets", "The Pandemonium Institute"),
    ]


def test_fall_of_rome_teams_follow_the_team_line_after_each_entry():
    script = load_script("fall-of-rome")
    team = {c.id: c.team for c in script.characters}
    assert team["for_sculptor"] is Team.TOWNSFOLK  # first entry, no team line before it
    assert team["for_thetwins"] is Team.OUTSIDER
    assert team["for_temptress"] is Team.MINION
    assert team["for_cleopatra"] is Team.DEMON
    assert team["for_mercenary"] is Team.TRAVELLER
    assert team["for_iamspartacus"] is Team.FABLED
    sizes = {t: len(script.team(t)) for t in Team}
    assert sizes == {
        Team.TOWNSFOLK: 13, Team.OUTSIDER: 4, Team.MINION: 4, Team.DEMON: 4,
        Team.TRAVELLER: 6, Team.FABLED: 1, Team.LORIC: 0,
    }


def test_fall_of_rome_names_the_two_high_priests_and_one_mercenary():
    script = load_script("fall-of-rome")
    assert script.by_id["for_pontifexmaximus"].name == "Pontifex Maximus"
    assert "something good happens" in script.by_id["for_pontifexmaximus"].ability
    assert script.by_id["for_pontiff"].name == "Pontiff"
    assert "choose if it" in script.by_id["for_pontiff"].ability
    assert [c.id for c in script.characters].count("for_mercenary") == 1
    assert script.by_id["for_iamspartacus"].name == "I Am Spartacus!"


def test_homebrew_ids_cannot_collide_with_official_ids():
    chars = all_characters().values()
    official = {c.id for c in chars if not c.homebrew}
    homebrew = {c.id for c in chars if c.homebrew}
    assert len(homebrew) == 32 and len(official) == 66
    # Official ids are lowercase alphanumerics; ours all carry "for_".
    assert all(re.fullmatch(r"[a-z]+", cid) for cid in official)
    assert all(re.fullmatch(r"for_[a-z]+", cid) for cid in homebrew)
    assert all(c.edition == "fallofrome" for c in chars if c.homebrew)
    # Spelling-normalised forms stay unique, so "For-Sculptor" is unambiguous.
    compact = [re.sub(r"[^a-z0-9]", "", cid) for cid in official | homebrew]
    assert len(compact) == len(set(compact))


def test_garbled_contagion_entries_are_the_official_characters():
    script = load_script("the-contagion-insurrection")
    for cid, name, team in [
        ("highpriestess", "High Priestess", Team.TOWNSFOLK),
        ("fisherman", "Fisherman", Team.TOWNSFOLK),
        ("devilsadvocate", "Devil's Advocate", Team.MINION),
        ("zombuul", "Zombuul", Team.DEMON),
    ]:
        char = script.by_id[cid]
        assert (char.name, char.team, char.homebrew) == (name, team, False)
        assert char.ability.isascii()  # the official English text, not the garbled Korean


def test_fall_of_rome_text_comes_from_the_almanac():
    chars = all_characters()
    assert chars["for_thetwins"].ability.startswith(
        "You start knowing a player: if either of you are executed"
    )
    assert chars["for_winemaker"].flavor.startswith('"In wine, there\'s truth."')
    assert chars["for_mercenary"].flavor == ""  # the only entry without a quote
    assert not chars["for_glykon"].flavor.startswith("\u201c\u201c")


def test_fall_of_rome_reminders_come_from_how_to_run():
    chars = all_characters()
    assert "Remus" in chars["for_thetwins"].reminders
    assert {"Odd", "Even", "Drunk"} <= set(chars["for_winemaker"].reminders)
    assert "1st Crassus" in chars["for_crassus"].reminders
    assert "Learns" in chars["for_vestalvirgin"].reminders
    assert chars["for_badomen"].reminders_global == ("Is A Bad Omen",)
    assert chars["for_hannibal"].reminders_global == ("Is Hannibal", "Is Hannibal")


def test_setup_flags_mark_characters_that_change_the_bag():
    script = load_script("fall-of-rome")
    setup = {c.id for c in script.characters if c.setup}
    assert setup == {
        "for_legionary", "for_scholar", "for_haruspex", "for_hannibal", "for_mercenary",
        "for_badomen",
    }
    for char in script.characters:
        if "[" in char.ability:
            assert char.setup, char.id


# -- night orders ------------------------------------------------------------

PRINTED_FIRST = [
    "Hannibal", "Temptress", "Cleopatra", "Haruspex", "Winemaker", "The Twins",
    "Physician", "Sculptor", "Vestal Virgin", "Legionary",
]
PRINTED_OTHER = [
    "Scholar", "Temptress", "Mercenary", "Pontifex Maximus", "Pontiff", "Architect",
    "Emperor", "Winemaker", "The Twins", "Physician", "Cleopatra", "Crassus", "Hannibal",
    "Caesar", "Haruspex", "Blacksmith", "Gladiator", "Sculptor", "Vestal Virgin",
    "Legionary", "Trumpeter", "Mortician", "Standard Bearer", "Actor", "Merchant",
]


def names(script, order):
    return [m if m in MARKERS else script.by_id[m].name for m in order]


def test_fall_of_rome_first_night_is_the_printed_order_with_generic_steps_and_crassus():
    script = load_script("fall-of-rome")
    assert names(script, script.first_night) == [
        "dusk", "Hannibal", "minioninfo", "demoninfo", "Crassus", *PRINTED_FIRST[1:], "dawn",
    ]


def test_fall_of_rome_other_nights_are_the_printed_order():
    script = load_script("fall-of-rome")
    assert names(script, script.other_night) == ["dusk", *PRINTED_OTHER, "dawn"]
    # The Mercenary stays with the Travellers, where the almanac prints it.
    assert script.other_night.index("for_mercenary") == 3


def test_fall_of_rome_meta_carries_its_night_order_and_numbers_agree():
    script = load_script("fall-of-rome")
    assert script.meta["firstNight"] == list(script.first_night)
    assert script.meta["otherNight"] == list(script.other_night)
    for char in script.characters:
        first = script.first_night.index(char.id) + 1 if char.id in script.first_night else 0
        other = script.other_night.index(char.id) + 1 if char.id in script.other_night else 0
        assert (char.first_night, char.other_night) == (first, other), char.id


def test_fall_of_rome_passive_characters_never_wake():
    script = load_script("fall-of-rome")
    for cid in ["for_centurion", "for_spartacus", "for_badomen", "for_glykon", "for_augur",
                "for_sibyl", "for_iamspartacus"]:
        assert cid not in script.first_night and cid not in script.other_night
        assert (script.by_id[cid].first_night, script.by_id[cid].other_night) == (0, 0)


@pytest.mark.parametrize("script", bundled_scripts(), ids=lambda s: s.id)
def test_night_orders_hold_every_waking_character_once_between_dusk_and_dawn(script):
    for order, attr in ((script.first_night, "first_night"), (script.other_night, "other_night")):
        assert order[0] == "dusk" and order[-1] == "dawn"
        assert len(order) == len(set(order))
        wakers = {c.id for c in script.characters if getattr(c, attr) > 0}
        assert set(order) - set(MARKERS) == wakers
    assert {"minioninfo", "demoninfo"} <= set(script.first_night)


@pytest.mark.parametrize(
    "slug", ["axiom-of-choice", "the-contagion-insurrection", "untitled-almanac", "bad-moon-rising",
             "trouble-brewing"]
)
def test_official_scripts_wake_in_official_night_sheet_order(slug):
    script = load_script(slug)
    sheet = data_json("nightsheet.json")
    for order, key in ((script.first_night, "firstNight"), (script.other_night, "otherNight")):
        positions = [sheet[key].index(cid) for cid in order]
        assert positions == sorted(positions)
    assert "firstNight" not in script.meta and "otherNight" not in script.meta


def test_official_night_numbers_are_night_sheet_positions():
    sheet = data_json("nightsheet.json")
    chars = all_characters()
    assert chars["poppygrower"].first_night == sheet["firstNight"].index("poppygrower") + 1
    assert chars["riot"].other_night == sheet["otherNight"].index("riot") + 1
    assert chars["drunk"].first_night == chars["drunk"].other_night == 0


def test_contagion_riot_wakes_last_and_axiom_poppy_grower_before_minion_info():
    contagion = load_script("the-contagion-insurrection")
    assert contagion.other_night[-2:] == ("riot", "dawn")
    axiom = load_script("axiom-of-choice")
    assert axiom.first_night.index("poppygrower") < axiom.first_night.index("minioninfo")


# -- jinxes and counts -------------------------------------------------------


def test_jinxes_json_only_holds_jinxes_between_known_official_characters():
    shipped = set(all_characters()) | {obj["id"] for obj in data_json("official_characters.json")}
    raw = data_json("jinxes.json")
    assert raw, "expected some jinxes"
    for group in raw:
        assert set(group) == {"id", "jinx"} and group["id"] in shipped
        for jinx in group["jinx"]:
            assert set(jinx) == {"id", "reason"} and jinx["id"] in shipped


def test_script_jinxes_are_between_characters_on_that_script():
    for script in bundled_scripts():
        for jinx in script.jinxes:
            assert jinx.a in script and jinx.b in script
    contagion = load_script("the-contagion-insurrection")
    pairs = {(j.a, j.b) for j in contagion.jinxes}
    assert ("riot", "mayor") in pairs
    assert load_script("fall-of-rome").jinxes == ()


def test_player_count_table_covers_5_to_15():
    raw = data_json("player_counts.json")
    assert [row["players"] for row in raw] == list(range(5, 16))
    for row in raw:
        counts = player_counts(row["players"])
        assert sum(counts) == row["players"]
        assert counts.demon == 1
    assert player_counts(5) == (3, 0, 1, 1)
    assert player_counts(15)._asdict() == {"townsfolk": 9, "outsider": 2, "minion": 3, "demon": 1}


@pytest.mark.parametrize("players", [4, 16, 0, -1, True, "7", 7.0])
def test_player_counts_outside_5_to_15_raise_setup_error(players):
    with pytest.raises(SetupError, match="5 to 15"):
        player_counts(players)


def test_sects_and_violets_is_bundled_with_its_25_characters_5_travellers_and_official_night_order():
    script = load_script("sects-and-violets")
    assert (script.id, script.name) == ("sects-and-violets", "Sects & Violets")
    assert load_script("Sects & Violets") == script
    sizes = {t: len(script.team(t)) for t in Team}
    assert (sizes[Team.TOWNSFOLK], sizes[Team.OUTSIDER], sizes[Team.MINION], sizes[Team.DEMON],
            sizes[Team.TRAVELLER]) == (13, 4, 4, 4, 5)
    sheet = data_json("nightsheet.json")
    for order, key in ((script.first_night, "firstNight"), (script.other_night, "otherNight")):
        assert list(order) == [x for x in sheet[key] if x in set(order)]
    assert script.other_night[1:4] == ("barista", "harlot", "bonecollector")
