"""Loading, checking and writing scripts (clocktower.script)."""

from __future__ import annotations

import json
from pathlib import Path
from importlib import resources

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clocktower.characters import Character, Team
from clocktower.errors import ScriptError
from clocktower.script import (
    BUNDLED_SLUGS,
    Jinx,
    Script,
    all_characters,
    bundled_scripts,
    character,
    load_script,
    parse_script,
)

HOMEBREW = {
    "id": "lamplighter",
    "name": "Lamplighter",
    "team": "townsfolk",
    "ability": "Each night*, learn whether a Demon woke tonight.",
    "otherNight": 90,
    "reminders": ["Lit"],
}


def script_error(data, source="test.json") -> str:
    """The message of the ScriptError parse_script raises; it must be one line."""
    with pytest.raises(ScriptError) as info:
        parse_script(data, source)
    message = str(info.value)
    assert "\n" not in message and message.startswith(source)
    return message


def write(tmp_path: Path, data, name="custom.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# -- finding scripts ---------------------------------------------------------


@pytest.mark.parametrize(
    ("ref", "slug"),
    [
        ("fall-of-rome", "fall-of-rome"),
        ("Fall of Rome", "fall-of-rome"),
        ("FALL OF ROME", "fall-of-rome"),
        ("axiom-of-choice", "axiom-of-choice"),
        ("The Contagion Insurrection", "the-contagion-insurrection"),
        ("untitled-almanac", "untitled-almanac"),
        ("Untitled Almanac", "untitled-almanac"),
    ],
)
def test_bundled_scripts_load_by_slug_or_name_in_any_case(ref, slug):
    script = load_script(ref)
    assert isinstance(script, Script) and script.id == slug


def test_bundled_scripts_are_the_four_almanacs_in_order():
    assert [s.id for s in bundled_scripts()] == list(BUNDLED_SLUGS)


def test_a_path_loads_a_script_file(tmp_path):
    path = write(tmp_path, [{"id": "_meta", "name": "Tiny"}, "balloonist", "drunk"])
    for ref in (path, str(path)):
        script = load_script(ref)
        assert script.name == "Tiny" and script.id == "tiny"
        assert [c.id for c in script.characters] == ["balloonist", "drunk"]


def test_a_file_without_meta_is_named_after_the_file(tmp_path):
    script = load_script(write(tmp_path, ["balloonist", "drunk"], "My Script.json"))
    assert (script.name, script.id, script.author) == ("My Script", "my-script", "")


def test_a_missing_file_lists_the_bundled_scripts(tmp_path):
    with pytest.raises(ScriptError) as info:
        load_script(tmp_path / "nope.json")
    assert "no such script file" in str(info.value)
    for slug in BUNDLED_SLUGS:
        assert slug in str(info.value)


def test_an_unknown_script_name_suggests_and_lists_the_bundled_scripts():
    with pytest.raises(ScriptError) as info:
        load_script("fall-of-rom")
    message = str(info.value)
    assert "did you mean: fall-of-rome?" in message
    assert all(slug in message for slug in BUNDLED_SLUGS)


def test_a_directory_is_not_a_script(tmp_path):
    with pytest.raises(ScriptError, match="is a directory"):
        load_script(tmp_path)


def test_malformed_json_reports_line_and_column(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('[\n  "balloonist",\n  "drunk",\n]\n', encoding="utf-8")
    with pytest.raises(ScriptError) as info:
        load_script(path)
    message = str(info.value)
    assert "invalid JSON at line 4, column 1" in message and "broken.json" in message
    assert "\n" not in message


def test_a_utf8_bom_is_accepted(tmp_path):
    path = tmp_path / "bom.json"
    path.write_text('\ufeff["balloonist", "drunk"]', encoding="utf-8")
    assert len(load_script(path).characters) == 2


def test_a_file_that_is_not_utf8_is_a_script_error(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes(b'["caf\xe9"]')
    with pytest.raises(ScriptError, match="not UTF-8"):
        load_script(path)


# -- accepted formats --------------------------------------------------------


def test_bare_id_strings_are_known_characters():
    script = parse_script(["balloonist", "drunk", "vigormortis"])
    assert script.characters == tuple(character(c) for c in ("balloonist", "drunk", "vigormortis"))


def test_id_objects_are_known_characters():
    script = parse_script([{"id": "balloonist"}, {"id": "ojo"}])
    assert [c.id for c in script.characters] == ["balloonist", "ojo"]
    assert not any(c.homebrew for c in script.characters)


@pytest.mark.parametrize(
    ("written", "cid"),
    [
        ("Plague_Doctor", "plaguedoctor"),
        ("plague-doctor", "plaguedoctor"),
        ("PLAGUEDOCTOR", "plaguedoctor"),
        ("Al-Hadikhia", "alhadikhia"),
        ("devils_advocate", "devilsadvocate"),
        ("For-Bad-Omen", "for_badomen"),
        ("FOR_SCULPTOR", "for_sculptor"),
    ],
)
def test_id_spelling_variants_normalise_to_known_ids(written, cid):
    assert parse_script([written]).characters[0].id == cid
    assert parse_script([{"id": written}]).characters[0].id == cid
    assert character(written).id == cid


def test_meta_may_appear_anywhere():
    script = parse_script(["balloonist", {"id": "_meta", "name": "Late Meta", "author": "Me"}])
    assert (script.name, script.author, script.id) == ("Late Meta", "Me", "late-meta")
    assert [c.id for c in script.characters] == ["balloonist"]


def test_a_script_object_with_a_characters_list_is_accepted():
    script = parse_script({"characters": [{"id": "_meta", "name": "Wrapped"}, "drunk"]})
    assert script.name == "Wrapped" and [c.id for c in script.characters] == ["drunk"]


def test_meta_night_lists_override_the_night_numbers():
    script = parse_script(
        [
            {
                "id": "_meta",
                "name": "Custom Order",
                "firstNight": ["Dusk", "Balloonist", "MinionInfo", "demoninfo", "dawn"],
                "otherNight": ["dusk", "oracle", "balloonist", "dawn"],
            },
            "balloonist",
            "oracle",
            "cerenovus",
        ]
    )
    assert script.first_night == ("dusk", "balloonist", "minioninfo", "demoninfo", "dawn")
    assert script.other_night == ("dusk", "oracle", "balloonist", "dawn")  # cerenovus left out
    assert script.meta["firstNight"] == list(script.first_night)


def test_meta_night_lists_drop_known_characters_that_are_not_on_the_script():
    script = parse_script(
        [{"id": "_meta", "name": "x", "firstNight": ["dusk", "for_hannibal", "dawn"]}, "drunk"]
    )
    assert script.first_night == ("dusk", "dawn")


def test_without_meta_lists_night_orders_come_from_the_night_numbers():
    script = parse_script(["balloonist", "cerenovus", "philosopher", "drunk"])
    assert script.first_night == (
        "dusk", "philosopher", "minioninfo", "demoninfo", "cerenovus", "balloonist", "dawn"
    )
    assert script.other_night == ("dusk", "philosopher", "cerenovus", "balloonist", "dawn")
    assert "firstNight" not in script.to_json()[0]


def test_a_homebrew_object_defines_a_new_character():
    script = parse_script(["balloonist", HOMEBREW])
    lamp = script.by_id["lamplighter"]
    assert lamp.homebrew and lamp.team is Team.TOWNSFOLK
    assert lamp.reminders == ("Lit",) and lamp.ability.startswith("Each night*")


def test_homebrew_night_numbers_set_their_night_position():
    script = parse_script(["balloonist", "oracle", "riot", HOMEBREW])
    # Official other-night positions: Balloonist 85, Riot 97; 90 falls between.
    order = script.other_night
    assert order.index("balloonist") < order.index("lamplighter") < order.index("riot")
    first = parse_script([{**HOMEBREW, "firstNight": 21}, "cerenovus"]).first_night
    assert first.index("minioninfo") < first.index("lamplighter") < first.index("demoninfo")


def test_a_homebrew_traveler_spelling_and_team_case_are_accepted():
    char = parse_script([{**HOMEBREW, "team": "Traveler"}]).characters[0]
    assert char.team is Team.TRAVELLER


def test_a_full_object_for_a_known_id_with_changes_overrides_it():
    script = parse_script([{"id": "balloonist", "ability": "Each night, learn a number."}])
    char = script.characters[0]
    assert char.homebrew and char.ability == "Each night, learn a number."
    assert char.name == "Balloonist" and char.team is Team.TOWNSFOLK  # the rest is kept


def test_a_full_object_identical_to_a_known_character_is_that_character():
    for cid in ("ojo", "for_crassus"):
        known = character(cid)
        assert parse_script([known.to_json()]).characters[0] is known
    assert not character("ojo").homebrew and character("for_crassus").homebrew


def test_extra_fields_such_as_image_are_kept():
    obj = {**HOMEBREW, "image": "https://example.invalid/lamp.png"}
    script = parse_script([obj])
    assert script.characters[0].extra["image"] == obj["image"]
    assert script.to_json()[1]["image"] == obj["image"]


def test_homebrew_declared_jinxes_join_the_official_ones():
    obj = {**HOMEBREW, "jinxes": [{"id": "drunk", "reason": "No lamps for the Drunk."}]}
    script = parse_script(["drunk", "boffin", obj])
    assert Jinx("boffin", "drunk", "The Demon cannot have the Drunk ability.") in script.jinxes
    assert Jinx("lamplighter", "drunk", "No lamps for the Drunk.") in script.jinxes


# -- the Script object -------------------------------------------------------


def test_script_lookup_membership_and_teams():
    script = load_script("untitled-almanac")
    assert script.by_id["ojo"].name == "Ojo"
    assert script.by_id is script.by_id  # cached
    assert "ojo" in script and "Plague-Doctor" in script and character("ojo") in script
    assert "imp" not in script and "for_sculptor" not in script and 3 not in script
    assert [c.id for c in script.team(Team.DEMON)] == ["ojo", "shabaloth", "vigormortis"]
    assert script.team("minion") == script.team(Team.MINION)
    assert script.team(Team.TRAVELLER) == ()


def test_axiom_jinxes_are_official_pairs_on_the_script():
    pairs = {(j.a, j.b) for j in load_script("axiom-of-choice").jinxes}
    assert ("heretic", "baron") in pairs and ("spy", "poppygrower") in pairs
    assert ("heretic", "widow") not in pairs  # the Widow is not on Axiom


def test_renamed_changes_name_and_slug_only():
    script = load_script("fall-of-rome")
    copy = script.renamed("Fall of Rome (my table)")
    assert (copy.name, copy.id) == ("Fall of Rome (my table)", "fall-of-rome-my-table")
    assert copy.characters == script.characters and copy.first_night == script.first_night
    assert copy.to_json()[0]["name"] == "Fall of Rome (my table)"
    assert script.name == "Fall of Rome"  # the original is untouched
    with pytest.raises(ScriptError):
        script.renamed("  ")


def test_all_characters_is_a_fresh_dict_each_call():
    chars = all_characters()
    chars.pop("for_sculptor")
    assert "for_sculptor" in all_characters()


def test_character_raises_for_an_unknown_id():
    with pytest.raises(ScriptError, match="did you mean: for_sculptor"):
        character("sculpter")


# -- round trips -------------------------------------------------------------


@pytest.mark.parametrize("script", bundled_scripts(), ids=lambda s: s.id)
def test_to_json_round_trips_every_bundled_script(script, tmp_path):
    data = script.to_json()
    assert data[0]["id"] == "_meta" and data[0]["name"] == script.name
    assert ("firstNight" in data[0]) == (script.id == "fall-of-rome")
    for obj in data[1:]:
        assert {"id", "name", "team", "ability"} <= set(obj)  # full objects load anywhere
    assert parse_script(json.loads(json.dumps(data))) == script
    assert load_script(write(tmp_path, data)) == script


def test_to_json_round_trips_homebrew_and_overrides():
    script = parse_script(
        [
            {"id": "_meta", "name": "Mixed", "author": "Tester", "logo": "https://x.invalid/l.png"},
            "balloonist",
            {"id": "oracle", "name": "Seer"},
            HOMEBREW,
        ]
    )
    again = parse_script(script.to_json())
    assert again == script
    assert again.meta["logo"] == "https://x.invalid/l.png"
    assert again.by_id["oracle"].name == "Seer" and again.by_id["oracle"].homebrew


def test_night_numbers_are_written_as_the_official_json_writes_them():
    # Whole numbers without a fraction, whichever build holds them (a compiled one holds
    # floats); a fraction stays.
    script = parse_script([{**HOMEBREW, "firstNight": 23.5, "otherNight": 7}, "chef"])
    written = {obj["id"]: obj for obj in script.to_json()[1:]}
    homebrew = written[HOMEBREW["id"]]
    assert homebrew["firstNight"] == 23.5 and homebrew["otherNight"] == 7
    assert type(homebrew["otherNight"]) is int and type(written["chef"]["firstNight"]) is int


def test_a_script_without_meta_round_trips():
    script = parse_script(["drunk", "ojo"])
    assert parse_script(script.to_json()) == script


# -- errors ------------------------------------------------------------------


def test_unknown_id_names_the_entry_and_suggests_close_ids():
    message = script_error([{"id": "_meta", "name": "x"}, "balloonist", "drunk", "balonist"])
    assert "unknown character id 'balonist' (entry 3); did you mean: balloonist" in message


def test_unknown_id_in_an_id_object_is_also_reported():
    message = script_error(["balloonist", {"id": "shabalot"}])
    assert "unknown character id 'shabalot' (entry 1); did you mean: shabaloth" in message


def test_unknown_id_with_nothing_close_says_how_to_add_it():
    message = script_error(["balloonist", "xyzzy"])
    assert "unknown character id 'xyzzy' (entry 1)" in message
    assert "full character object" in message


def test_wrong_team_on_a_homebrew_object_names_the_allowed_teams():
    message = script_error(["drunk", {**HOMEBREW, "team": "villager"}])
    assert "entry 1 ('lamplighter')" in message and "team 'villager'" in message
    assert "townsfolk, outsider, minion, demon, traveller, fabled" in message


def test_absent_team_on_a_homebrew_object_names_the_allowed_teams():
    obj = {k: v for k, v in HOMEBREW.items() if k != "team"}
    message = script_error([obj])
    assert "entry 0 ('lamplighter'): missing 'team'" in message and "traveller" in message


def test_missing_or_empty_name_on_a_homebrew_object():
    obj = {k: v for k, v in HOMEBREW.items() if k != "name"}
    assert "entry 0 ('lamplighter'): missing 'name'" in script_error([obj])
    assert "'name' is empty" in script_error([{**HOMEBREW, "name": " "}])


def test_duplicate_ids_name_both_entries():
    assert "duplicate character id 'drunk' (entries 0 and 2)" in script_error(
        ["drunk", "ojo", "drunk"]
    )


def test_duplicates_through_spelling_variants_are_caught():
    assert "duplicate character id 'plaguedoctor' (entries 0 and 1)" in script_error(
        ["plaguedoctor", {"id": "Plague_Doctor"}]
    )


def test_two_meta_objects_are_an_error():
    meta = {"id": "_meta", "name": "x"}
    assert "two _meta objects (entries 0 and 2)" in script_error([meta, "drunk", meta])


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"name": "x"}, "must be a JSON list"),
        ("drunk", "must be a JSON list"),
        (42, "not a number"),
        (None, "not null"),
    ],
)
def test_a_script_that_is_not_a_list_says_so(data, fragment):
    assert fragment in script_error(data)


@pytest.mark.parametrize(
    ("entry", "fragment"),
    [
        (7, "entry 1 is a number"),
        (["drunk"], "entry 1 is a list"),
        ({"name": "No Id"}, "entry 1 has no 'id'"),
        ({"id": 5}, "entry 1 has a non-string id"),
        ("  ", "entry 1 has an empty character id"),
    ],
)
def test_malformed_entries_are_named_by_index(entry, fragment):
    assert fragment in script_error(["drunk", entry])


@pytest.mark.parametrize(
    ("field", "value", "fragment"),
    [
        ("firstNight", "3", "'firstNight' must be a number"),
        ("otherNight", -1, "'otherNight' must be a number"),
        ("otherNight", True, "'otherNight' must be a number"),
        ("reminders", "Lit", "'reminders' must be a list of strings"),
        ("remindersGlobal", [1], "'remindersGlobal' must be a list of strings"),
        ("setup", "yes", "'setup' must be true or false"),
        ("ability", 3, "'ability' must be a string"),
        ("name", ["x"], "'name' must be a string"),
        ("jinxes", [{"id": "drunk"}], "'jinxes' must be a list"),
    ],
)
def test_bad_field_types_name_the_entry_and_field(field, value, fragment):
    message = script_error(["drunk", {**HOMEBREW, field: value}])
    assert "entry 1 ('lamplighter')" in message and fragment in message


def test_reserved_ids_cannot_be_homebrew_characters():
    assert "reserved" in script_error([{**HOMEBREW, "id": "dusk"}])


def test_an_empty_script_is_an_error():
    assert "no characters" in script_error([])
    assert "no characters" in script_error([{"id": "_meta", "name": "Only Meta"}])


@pytest.mark.parametrize(
    ("meta", "fragment"),
    [
        ({"name": 3}, "_meta (entry 0): 'name' must be a string"),
        ({"author": ["a"]}, "_meta (entry 0): 'author' must be a string"),
        ({"firstNight": "dusk"}, "'firstNight' must be a list"),
        ({"otherNight": ["dusk", 4]}, "'otherNight' item 1 must be a string"),
        ({"firstNight": ["dusk", "drnk"]}, "'firstNight' item 1: 'drnk' is not a character"),
        ({"otherNight": ["drunk", "Drunk"]}, "'otherNight' item 1: 'Drunk' is listed twice"),
    ],
)
def test_bad_meta_fields_are_named(meta, fragment):
    message = script_error([{"id": "_meta", **meta}, "drunk", "ojo"])
    assert fragment in message


# -- properties --------------------------------------------------------------

KNOWN_IDS = sorted(all_characters())


def spellings(cid: str) -> st.SearchStrategy[str]:
    """Ways a script might spell a known id."""
    return st.sampled_from([cid, cid.upper(), cid.replace("_", "-"), cid.title()])


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(KNOWN_IDS), min_size=1, max_size=20, unique=True).flatmap(
        lambda ids: st.tuples(st.just(ids), st.tuples(*(spellings(c) for c in ids)))
    ),
    st.booleans(),
)
def test_any_selection_of_known_characters_loads_and_round_trips(case, as_objects):
    ids, written = case
    entries = [{"id": w} if as_objects else w for w in written]
    script = parse_script(entries)
    assert [c.id for c in script.characters] == ids
    assert parse_script(script.to_json()) == script


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(
        st.sampled_from(["id", "name", "team", "ability", "firstNight", "_meta", "x"]),
        inner,
        max_size=4,
    ),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None)
@given(JSON)
def test_arbitrary_json_either_loads_or_raises_a_one_line_script_error(data):
    try:
        script = parse_script(data)
    except ScriptError as exc:
        assert "\n" not in str(exc)
    else:
        assert isinstance(script, Script) and script.characters
        assert all(isinstance(c, Character) for c in script.characters)


def test_a_real_official_script_loads_with_characters_we_do_not_ship():
    from clocktower.abilities import implemented
    from clocktower.script import all_characters

    data = [{"id": "_meta", "name": "Trouble Brewing", "author": "TPI", "logo": "x.png"},
            "washerwoman", "Fortune_Teller", "scarlet-woman", "imp", "monk", "drunk", "Alchemist"]
    script = parse_script(data, "tb.json")
    ids = [c.id for c in script.characters]
    assert ids == ["washerwoman", "fortuneteller", "scarletwoman", "imp", "monk", "drunk", "alchemist"]
    assert "alchemist" not in all_characters() and implemented("monk")  # official, not in our data
    assert script.first_night.index("washerwoman") > script.first_night.index("demoninfo")


def test_a_loric_character_loads_as_a_storyteller_rule():
    from clocktower.characters import Team

    script = parse_script(["imp", "bootlegger"], "loric.json")
    assert script.by_id["bootlegger"].team is Team.LORIC
    assert Team.LORIC.is_storyteller_rule and not Team.LORIC.is_good


# -- every official jinx, and the Bootlegger ------------------------------------


def test_every_official_jinx_is_bundled() -> None:
    reference = Path("/work/shared/reference/official-jinxes.json")
    raw = json.loads(resources.files("clocktower").joinpath("data", "jinxes.json").read_text(encoding="utf-8"))
    pairs = {(g["id"], j["id"]): j["reason"] for g in raw for j in g["jinx"]}
    assert len(pairs) == 131
    if reference.exists():
        ref = json.loads(reference.read_text(encoding="utf-8"))
        assert pairs == {(g["id"], j["id"]): j["reason"] for g in ref for j in g["jinx"]}


def test_a_script_with_both_characters_has_their_jinx_beyond_the_almanacs() -> None:
    script = parse_script(["alchemist", "boffin", "lleech", "slayer", "imp"])
    pairs = {(j.a, j.b) for j in script.jinxes}
    assert ("alchemist", "boffin") in pairs and ("lleech", "slayer") in pairs


def test_the_json_export_carries_the_jinxes_and_loads_back_as_official_characters() -> None:
    script = parse_script([{"id": "_meta", "name": "J"}, "alchemist", "boffin", "imp"])
    data = script.to_json()
    alchemist = next(c for c in data if c["id"] == "alchemist")
    assert alchemist["jinxes"] == [{"id": "boffin", "reason": next(j.reason for j in script.jinxes)}]
    again = parse_script(data)
    assert again.jinxes == script.jinxes
    assert not any(c.homebrew for c in again.characters)
    assert again.to_json() == data


def test_bootlegger_rules_in_meta_are_kept_and_checked() -> None:
    script = parse_script([{"id": "_meta", "name": "B", "bootlegger": ["The Imp may kill twice."]}, "imp"])
    assert script.bootlegger == ("The Imp may kill twice.",)
    assert script.to_json()[0]["bootlegger"] == ["The Imp may kill twice."]
    with pytest.raises(ScriptError, match="'bootlegger' must be a list of strings"):
        parse_script([{"id": "_meta", "bootlegger": "no"}, "imp"])


def test_every_official_character_is_known_by_id_and_typed_as_a_character() -> None:
    # The Imp and the Poisoner are in no almanac: lookups by id (the Summoner's fallback
    # Demon, the Legion's registration) and option types must still find them.
    from clocktower.game.decisions import CHARACTER, Decision, option_type
    from clocktower.script import known_characters

    known = known_characters()
    for cid in ("imp", "poisoner", "empath", "slayer", "fool", "noble"):
        assert cid in known
    assert option_type(Decision("ravenkeeper", 0, ["empath", "imp"]), "imp") == CHARACTER
