#!/usr/bin/env python3
"""Build the bundled character, script, jinx and player-count data.

Run by hand from the repository root (CI does not run it)::

    python tools/build_data.py

It reads ``../shared/reference`` and ``../shared/almanacs`` (relative to the
repository) and writes commit-ready JSON into ``src/clocktower/data``:

* ``characters.json``: every character of the four almanacs, in the official
  script-JSON character shape;
* ``scripts/<slug>.json``: one official-format script per almanac;
* ``jinxes.json``: the official jinxes between two shipped characters;
* ``player_counts.json``: the 5-15 player table;
* ``nightsheet.json``: the official night sheet (the positions of the generic
  dusk / minion info / demon info / dawn steps come from it).

Official characters take their text from ``official-roles.json`` and their
night positions from ``official-nightsheet.json``. Fall of Rome is homebrew:
its text, teams and night order are parsed from its almanac, and its ids get
the ``for_`` prefix so they can never collide with an official id.

Rulings for Fall of Rome (the almanac is silent or ambiguous):

* Team lines follow their entry (a Bloodstar export), so the Mercenary is a
  Traveller and "I Am Spartacus!" is Fabled.
* "High Priest" is printed twice: two characters, ``for_pontifexmaximus`` and
  ``for_pontiff`` (32 entries, 98 characters in all). The Pontiff has no How to
  Run of its own and shares the High Priest's Blessed/Failed tokens.
* First night: dusk, Hannibal, minion info, demon info, Crassus (it only places
  its 1st Crassus token), then the printed list, then dawn. Other nights: dusk,
  the printed list, dawn. The Mercenary stays with the Travellers as printed
  (the almanac's optional variant; its default is the end of the night).
* Bad Omen and Hannibal tokens never enter the bag, so they are ``setup`` and
  carry the same ``special`` flags as the official Drunk, plus global reminders.
* Night reminder texts for Fall of Rome are written for this project.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
REFERENCE = SHARED / "reference"
ALMANACS = SHARED / "almanacs"
OUT = REPO / "src" / "clocktower" / "data"

MARKERS = ("dusk", "minioninfo", "demoninfo", "dawn")
TEAM_WORDS = {
    "townsfolk": "townsfolk",
    "outsider": "outsider",
    "minion": "minion",
    "demon": "demon",
    "traveler": "traveller",
    "traveller": "traveller",
    "fabled": "fabled",
}
FOR_EDITION = "fallofrome"
FOR_PREFIX = "for_"

# (slug, name, author, almanac file); bundled_scripts() keeps this order.
SCRIPTS = (
    ("fall-of-rome", "Fall of Rome", "Alex Sadlier", "fall-of-rome.txt"),
    ("axiom-of-choice", "Axiom of Choice", "themeeman", "axiom-of-choice.txt"),
    ("the-contagion-insurrection", "The Contagion Insurrection", "Tom O",
     "the-contagion-insurrection.txt"),
    ("untitled-almanac", "Untitled Almanac", "", "untitled-almanac.txt"),
)
# Fall of Rome prints 32 entries: 31 distinct names, as "High Priest" is printed
# twice (two variants, shipped as two characters). Mercenary is one entry.
EXPECTED_COUNTS = {
    "fall-of-rome": 32,
    "axiom-of-choice": 30,
    "the-contagion-insurrection": 29,
    "untitled-almanac": 24,
}

# The two High Priest entries, in almanac order (notes section 2.3).
HIGH_PRIEST_VARIANTS = (
    ("for_pontifexmaximus", "Pontifex Maximus"),
    ("for_pontiff", "Pontiff"),
)

# Fall of Rome characters whose ability has a [bracketed setup modifier], plus
# the Bad Omen, which changes the bag ("add a Townsfolk ... instead").
FOR_SETUP = {"Legionary", "Scholar", "Haruspex", "Hannibal", "Mercenary", "Bad Omen"}

# Bad Omen and Hannibal tokens never go in the bag: the player is shown a good
# character instead, exactly as with the official Drunk and Marionette.
DRUNK_LIKE_SPECIAL = [
    {"type": "selection", "name": "bag-disabled"},
    {"type": "reveal", "name": "replace-character"},
]

# Reminder tokens, as named (in capitals) in each How to Run. Repeats mean the
# character needs that many at once, as in the official data. Tokens that belong
# to another character (e.g. the Fabled's I AM SPARTACUS!) are not repeated.
# build_fall_of_rome() checks every token really is named in the entry.
FOR_REMINDERS: dict[str, list[str]] = {
    "Sculptor": ["Sculpture", "Nominated"],
    "Vestal Virgin": ["Learns"],
    "Physician": ["Patient", "Patient", "1st Demon"],
    "Legionary": [],
    "Trumpeter": ["Evil Claim"],
    "Mortician": ["Recently Executed"],
    "Standard Bearer": ["True", "False"],
    "Centurion": ["Drunk"],
    "Merchant": ["Nominated", "No Ability"],
    "Gladiator": ["Duel", "Dead", "No Ability"],
    "Actor": ["Correct", "Correct", "Correct", "No Ability"],
    "Blacksmith": ["Is The Blacksmith"],
    "Scholar": ["Lectured", "No Ability"],
    "The Twins": ["Remus", "Townsfolk Drunk"],
    "Winemaker": ["Odd", "Even", "Drunk", "Drunk"],
    "Spartacus": ["Guess Used"],
    "Bad Omen": [],
    "Temptress": ["Seduced", "Seduced", "Evil"],
    "Haruspex": ["Foretold", "Can't Kill", "Dead"],
    "Glykon": ["Snake Bite", "Poisoned"],
    "Augur": ["Is A Bad Omen"],
    "Cleopatra": ["Chosen", "Chosen", "Dead"],
    "Crassus": ["1st Crassus", "Dead"],
    "Hannibal": ["Dead"],
    "Caesar": ["Betrayal", "Kill Used", "Dead"],
    "Mercenary": ["Good Ability", "Evil Ability"],
    "Architect": ["Redesigned", "Redesigned"],
    "Sibyl": [],
    "for_pontifexmaximus": ["Blessed", "Failed"],
    # The Pontiff entry has no How to Run of its own; it shares the High
    # Priest's (one blessing vote a day, a player cannot be picked twice).
    "for_pontiff": ["Blessed", "Failed"],
    "Emperor": [],
    '"I Am Spartacus!"': ["I Am Spartacus!"],
}
# Tokens for players whose own character token is not in play.
FOR_REMINDERS_GLOBAL: dict[str, list[str]] = {
    "Bad Omen": ["Is A Bad Omen"],
    "Hannibal": ["Is Hannibal", "Is Hannibal"],
}

# Storyteller prompts for the night sheet, written for this project from the
# How to Run sections. ":reminder:" marks where a reminder token is placed.
FOR_FIRST_NIGHT_REMINDERS: dict[str, str] = {
    "Hannibal": (
        "Mark both Hannibal players Is Hannibal. :reminder: :reminder: During Minion info, "
        "show the Minions the Hannibal token, point to both Hannibals, then show 3 "
        "not-in-play good characters as bluffs."
    ),
    "Crassus": "Put the 1st Crassus reminder by Crassus. :reminder:",
    "Temptress": (
        "The Temptress chooses 2 players. :reminder: :reminder: Wake each of them "
        "separately: show 'This character selected you', then the Temptress token."
    ),
    "Cleopatra": (
        "Cleopatra chooses 2 players. Mark them Chosen, in the order chosen. "
        ":reminder: :reminder:"
    ),
    "Haruspex": (
        "The Haruspex chooses a player: show their character and mark them Foretold. "
        ":reminder:"
    ),
    "Winemaker": (
        "Put the Odd or Even reminder by the Winemaker. :reminder: If Even, mark the "
        "Winemaker's closest Townsfolk neighbours Drunk. :reminder: :reminder:"
    ),
    "The Twins": "Point to any player: mark them Remus. :reminder:",
    "Physician": "The Physician chooses 2 other players: mark them Patient. :reminder: :reminder:",
    "Sculptor": "Point to any player: mark them Sculpture. :reminder:",
    "Vestal Virgin": (
        "Show 1 good and 1 evil character, 1 of which is in play. Mark the player with "
        "the in-play one Learns. :reminder:"
    ),
    "Legionary": (
        "Wake each Legionary separately: show how many living evil players sit "
        "clockwise between them and the next living Legionary."
    ),
}
FOR_OTHER_NIGHT_REMINDERS: dict[str, str] = {
    "Scholar": (
        "If a player was marked Lectured today, wake them: show 'You are' and their new "
        "Townsfolk token."
    ),
    "Temptress": (
        "If a Seduced player died by execution today, wake the other Seduced player: "
        "show 'You are' and a thumbs down. They are evil. :reminder:"
    ),
    "Mercenary": (
        "Mark a player who claimed Spartacus today Good Ability and one Evil Ability. "
        ":reminder: :reminder: Wake each Mercenary: show the character token of their "
        "marked player."
    ),
    "for_pontifexmaximus": (
        "If a player was marked Blessed today, something good happens to them: you "
        "choose what."
    ),
    "for_pontiff": (
        "If a player was marked Blessed today, wake the High Priest: they choose whether "
        "the blessed player's statement tomorrow is true."
    ),
    "Architect": (
        "The Architect chooses a player. :reminder: Either replace their character with a "
        "not-in-play one of the same type, or swap it with another player of the same "
        "type. :reminder: Wake each changed player: show 'You are' and the new token."
    ),
    "Emperor": (
        "If the Emperor let today's 1st execution go ahead, show the executed player's "
        "alignment: thumbs up good, thumbs down evil."
    ),
    "Winemaker": (
        "If tonight is not the Winemaker's Odd or Even night, mark its closest Townsfolk "
        "neighbours Drunk; otherwise remove the Drunk reminders. :reminder: :reminder:"
    ),
    "The Twins": (
        "Remove Townsfolk Drunk. If Remus or The Twins was executed today, put Townsfolk "
        "Drunk by The Twins: all Townsfolk are drunk until dusk tomorrow. :reminder:"
    ),
    "Physician": (
        "Remove the Patient reminders. The Physician chooses 2 other players: mark them "
        "Patient. :reminder: :reminder: The 1st time the Demon kills a Patient, mark the "
        "Physician 1st Demon and show the Demon token. :reminder:"
    ),
    "Cleopatra": (
        "Chosen players who nominated today die, in the order chosen. :reminder: "
        "Cleopatra chooses 2 players: mark them Chosen, in order. :reminder: :reminder:"
    ),
    "Crassus": (
        "Crassus chooses a player: they die. :reminder: If a new Crassus was made today, "
        "wake them: show 'You are' and the Crassus token."
    ),
    "Hannibal": (
        "You may choose a player for each living Hannibal: they die. :reminder: If a "
        "Hannibal died, wake them: they are now a good Hannibal."
    ),
    "Caesar": (
        "Caesar chooses a player: they die. :reminder: If Caesar is marked Betrayal but "
        "not Kill Used, Caesar chooses 2 players instead; mark Kill Used. :reminder:"
    ),
    "Haruspex": (
        "The Haruspex chooses a player: show their character. :reminder: If they were "
        "already Foretold and the Haruspex is not marked Can't Kill, they die; mark the "
        "Haruspex Can't Kill. :reminder:"
    ),
    "Blacksmith": (
        "If the Demon attacked the Blacksmith for the 1st time tonight, they live: mark "
        "Is The Blacksmith, show 'You are' and a not-in-play Townsfolk ability. :reminder:"
    ),
    "Gladiator": (
        "If a player is marked Duel, wake them and the Gladiator: they play roshambo "
        "until someone wins. The loser dies. :reminder: Mark the Gladiator No Ability. "
        ":reminder:"
    ),
    "Sculptor": (
        "If a player is marked Nominated, show the Sculptor their alignment: thumbs up "
        "good, thumbs down evil."
    ),
    "Vestal Virgin": (
        "If the player marked Learns is dead, show 1 good and 1 evil character, 1 of "
        "which is in play, and move Learns to its player. :reminder:"
    ),
    "Legionary": (
        "Wake each Legionary separately: show how many living evil players sit "
        "clockwise between them and the next living Legionary."
    ),
    "Trumpeter": (
        "Show how many evil players publicly claimed Spartacus today (the Evil Claim "
        "reminders). :reminder:"
    ),
    "Mortician": (
        "If a player is marked Recently Executed, show whether either of their living "
        "neighbours is evil (nod or shake). Remove the reminder. :reminder:"
    ),
    "Standard Bearer": (
        "If the Standard Bearer is marked True or False, show which. Remove the reminder. "
        ":reminder:"
    ),
    "Actor": (
        "If the Actor guessed today, show the number of Correct reminders. Mark the "
        "Actor No Ability. :reminder:"
    ),
    "Merchant": (
        "If the Merchant has their ability, ask whether they use it: if so, show the "
        "characters of the players marked Nominated and mark No Ability. :reminder:"
    ),
}


# -- small helpers -----------------------------------------------------------


def compact(text: str) -> str:
    """Lowercase alphanumerics only: "Al-Hadikhia" -> "alhadikhia"."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


def for_id(name: str) -> str:
    """The collision-proof id of a Fall of Rome character."""
    return FOR_PREFIX + compact(name)


def read_json(path: Path) -> Any:
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path.relative_to(REPO)}")


def fail(message: str) -> None:
    raise SystemExit(f"build_data: {message}")


def team_word(line: str) -> str | None:
    """The normalised team of a team line ("2. Townsfolk", "Traveler"), else None."""
    word = re.sub(r"^\d+\.\s*", "", line.strip()).lower()
    return TEAM_WORDS.get(word)


# -- official characters -----------------------------------------------------


@dataclass
class AlmanacEntry:
    """One character entry read from an almanac."""

    name: str
    team: str
    ability: str = ""
    flavor: str = ""
    body: list[str] = field(default_factory=list)


def parse_official_almanac(path: Path) -> list[AlmanacEntry]:
    """Entries of an almanac whose team line comes *before* each entry."""
    lines = [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines()]
    lines = [ln for ln in lines if ln]
    entries: list[AlmanacEntry] = []
    for i, line in enumerate(lines):
        team = team_word(line)
        if team is None or i + 2 >= len(lines):
            continue
        entries.append(AlmanacEntry(name=lines[i + 1], team=team, ability=lines[i + 2]))
    return entries


def official_id(name: str, roles: dict[str, dict[str, Any]]) -> str:
    """The official id of an almanac name, including the garbled "Zombuul1 75 2-75"."""
    cid = compact(re.sub(r"\d.*$", "", name))
    if cid not in roles:
        fail(f"almanac name {name!r} is not an official character")
    return cid


def official_character(role: dict[str, Any], night: dict[str, list[str]]) -> dict[str, Any]:
    """An official role in the shipped shape, with night positions from the sheet."""
    out = {
        "id": role["id"],
        "name": role["name"],
        "team": role["team"],
        "ability": role.get("ability", ""),
        "firstNight": night_position(role["id"], night["firstNight"]),
        "otherNight": night_position(role["id"], night["otherNight"]),
        "firstNightReminder": role.get("firstNightReminder", ""),
        "otherNightReminder": role.get("otherNightReminder", ""),
        "reminders": list(role.get("reminders", [])),
        "remindersGlobal": list(role.get("remindersGlobal", [])),
        "setup": bool(role.get("setup", False)),
        "edition": role.get("edition", ""),
        "flavor": role.get("flavor", ""),
    }
    if role.get("special"):
        out["special"] = role["special"]
    return out


def night_position(cid: str, order: list[str]) -> int:
    """1-based position of ``cid`` in a night list; 0 if it does not wake."""
    return order.index(cid) + 1 if cid in order else 0


# -- Fall of Rome ------------------------------------------------------------


def parse_fall_of_rome(path: Path) -> tuple[list[AlmanacEntry], list[str], list[str]]:
    """Entries (team line *after* each entry) and the printed night orders."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = max(i for i, ln in enumerate(lines) if re.match(r"^[Vv]\.\s?1\.1\b", ln)) + 1
    end = lines.index("Night Order")
    entries: list[AlmanacEntry] = []
    body: list[str] = []
    for line in lines[start:end]:
        team = team_word(line) if line.strip() == line and line else None
        if team is None:
            body.append(line)
            continue
        content = [ln for ln in body if ln.strip()]
        if len(content) < 3:
            fail(f"Fall of Rome entry too short before team line {line!r}: {content!r}")
        name, ability = content[0].strip(), content[1].strip()
        rest = content[2:]
        flavor = ""
        if rest[0].lstrip().startswith("\u201c"):
            flavor = strip_curly_quotes(rest[0])
            rest = rest[1:]
        entries.append(AlmanacEntry(name, team, ability, flavor, rest))
        body = []
    if any(ln.strip() for ln in body):
        fail(f"text after the last Fall of Rome team line: {body[:3]!r}")

    first: list[str] = []
    other: list[str] = []
    target: list[str] | None = None
    for line in lines[end + 1:]:
        line = line.strip()
        if line == "First Night":
            target = first
        elif line == "Other Nights":
            target = other
        elif not line or line.lower().startswith("this almanac generated"):
            break
        elif target is None:
            fail(f"unexpected line in the night order: {line!r}")
        else:
            target.append(line)
    return entries, first, other


def strip_curly_quotes(text: str) -> str:
    """The flavour text inside the almanac's outer curly quotes."""
    text = text.strip()
    if text.startswith("\u201c"):
        text = text[1:]
    if text.endswith("\u201d"):
        text = text[:-1]
    return text.strip()


def display_name(name: str) -> str:
    """The name without the almanac's decorative straight quotes."""
    return name.strip().strip('"')


def how_to_run(entry: AlmanacEntry) -> str:
    """The How to Run section and the tips after it (empty if there is none)."""
    if "How to Run" not in entry.body:
        return ""
    return "\n".join(entry.body[entry.body.index("How to Run") + 1:])


def build_fall_of_rome(
    entries: list[AlmanacEntry], first: list[str], other: list[str]
) -> tuple[list[dict[str, Any]], list[str], list[str], list[str]]:
    """Fall of Rome characters, their script order and their night orders."""
    ids: list[str] = []
    keys: list[str] = []  # key into the FOR_* tables: name, or id for High Priests
    high_priests = iter(HIGH_PRIEST_VARIANTS)
    names: dict[str, str] = {}
    for entry in entries:
        if entry.name == "High Priest":
            cid, name = next(high_priests)
            keys.append(cid)
        else:
            cid, name = for_id(entry.name), display_name(entry.name)
            keys.append(entry.name)
        if cid in ids:
            fail(f"duplicate Fall of Rome id {cid}")
        ids.append(cid)
        names[cid] = name

    by_name = {display_name(e.name): cid for e, cid in zip(entries, ids) if e.name != "High Priest"}
    first_ids = night_ids(first, by_name, "First Night")
    other_ids = night_ids(other, by_name, "Other Nights")

    if first_ids[0] != "for_hannibal":
        fail(f"Fall of Rome's printed first night no longer starts with Hannibal: {first}")
    first_night = ["dusk", "for_hannibal", "minioninfo", "demoninfo", "for_crassus",
                   *first_ids[1:], "dawn"]
    other_night = ["dusk", *other_ids, "dawn"]

    characters = []
    for entry, cid, key in zip(entries, ids, keys):
        check_reminders(entry, key)
        char = {
            "id": cid,
            "name": names[cid],
            "team": entry.team,
            "ability": entry.ability,
            "firstNight": night_position(cid, first_night),
            "otherNight": night_position(cid, other_night),
            "firstNightReminder": FOR_FIRST_NIGHT_REMINDERS.get(key, ""),
            "otherNightReminder": FOR_OTHER_NIGHT_REMINDERS.get(key, ""),
            "reminders": FOR_REMINDERS[key],
            "remindersGlobal": FOR_REMINDERS_GLOBAL.get(key, []),
            "setup": entry.name in FOR_SETUP,
            "edition": FOR_EDITION,
            "flavor": entry.flavor,
        }
        if entry.name in ("Bad Omen", "Hannibal"):
            char["special"] = DRUNK_LIKE_SPECIAL
        if bool(re.search(r"\[[^\]]+\]", entry.ability)) and not char["setup"]:
            fail(f"{entry.name} has a setup modifier but is not marked setup")
        characters.append(char)

    for key in list(FOR_FIRST_NIGHT_REMINDERS) + list(FOR_OTHER_NIGHT_REMINDERS):
        if key not in keys:
            fail(f"night reminder for unknown Fall of Rome entry {key!r}")
    for char in characters:
        key = keys[ids.index(char["id"])]
        if bool(char["firstNight"]) != (key in FOR_FIRST_NIGHT_REMINDERS):
            fail(f"{key}: first-night reminder does not match the night order")
        if bool(char["otherNight"]) != (key in FOR_OTHER_NIGHT_REMINDERS):
            fail(f"{key}: other-night reminder does not match the night order")
    return characters, ids, first_night, other_night


def night_ids(names: list[str], by_name: dict[str, str], label: str) -> list[str]:
    """Ids for a printed night list; the two "High Priest" lines are the two variants."""
    out: list[str] = []
    high_priests = iter(cid for cid, _ in HIGH_PRIEST_VARIANTS)
    for name in names:
        if name == "High Priest":
            out.append(next(high_priests))
        elif name in by_name:
            out.append(by_name[name])
        else:
            fail(f"{label} lists {name!r}, which is not a Fall of Rome entry")
    return out


def check_reminders(entry: AlmanacEntry, key: str) -> None:
    """Every curated reminder must be named (in capitals) in the entry's text."""
    if key not in FOR_REMINDERS:
        fail(f"no reminder list for Fall of Rome entry {key!r}")
    text = "\n".join(entry.body).upper()
    # The Pontiff has no How to Run; its tokens are the shared High Priest ones.
    if key == "for_pontiff":
        return
    for token in FOR_REMINDERS[key] + FOR_REMINDERS_GLOBAL.get(key, []):
        if token.upper() not in text:
            fail(f"{entry.name}: reminder {token!r} is not named in its almanac entry")


# -- jinxes and the rest -----------------------------------------------------


def shipped_jinxes(jinxes: list[dict[str, Any]], shipped: set[str]) -> list[dict[str, Any]]:
    """The official jinxes whose two characters are both shipped, same shape."""
    out = []
    for group in jinxes:
        if group["id"] not in shipped:
            continue
        kept = [j for j in group["jinx"] if j["id"] in shipped]
        if kept:
            out.append({"id": group["id"], "jinx": kept})
    return out


def main() -> int:
    roles = {r["id"]: r for r in read_json(REFERENCE / "official-roles.json")}
    night = read_json(REFERENCE / "official-nightsheet.json")
    for marker in MARKERS:
        if marker not in night["firstNight"]:
            fail(f"official first night has no {marker!r}")

    characters: dict[str, dict[str, Any]] = {}
    scripts: dict[str, list[str]] = {}
    meta_extra: dict[str, dict[str, Any]] = {}

    for slug, _name, _author, filename in SCRIPTS:
        path = ALMANACS / filename
        if slug == "fall-of-rome":
            entries, first, other = parse_fall_of_rome(path)
            chars, ids, first_night, other_night = build_fall_of_rome(entries, first, other)
            for char in chars:
                characters[char["id"]] = char
            meta_extra[slug] = {"firstNight": first_night, "otherNight": other_night}
        else:
            ids = []
            for entry in parse_official_almanac(path):
                cid = official_id(entry.name, roles)
                role = roles[cid]
                if role["team"] != entry.team:
                    fail(f"{filename}: {entry.name} labelled {entry.team}, "
                         f"officially {role['team']}")
                if entry.ability != role["ability"] and not re.search(r"\d", entry.name):
                    print(f"note: {filename}: {entry.name} ability differs from official text")
                ids.append(cid)
                characters.setdefault(cid, official_character(role, night))
        if len(ids) != len(set(ids)):
            fail(f"{filename}: a character is listed twice")
        if len(ids) != EXPECTED_COUNTS[slug]:
            fail(f"{filename}: {len(ids)} characters, expected {EXPECTED_COUNTS[slug]}")
        scripts[slug] = ids

    clashes = [cid for cid in characters if cid.startswith(FOR_PREFIX) and cid in roles]
    if clashes:
        fail(f"homebrew ids collide with official ids: {clashes}")
    # 97 distinct almanac names; the two High Priest variants make 98 ids.
    if len(characters) != 98:
        fail(f"{len(characters)} distinct characters, expected 98")

    write_json(OUT / "characters.json", list(characters.values()))
    for slug, name, author, _filename in SCRIPTS:
        meta: dict[str, Any] = {"id": "_meta", "name": name}
        if author:
            meta["author"] = author
        meta.update(meta_extra.get(slug, {}))
        write_json(OUT / "scripts" / f"{slug}.json", [meta, *scripts[slug]])
    write_json(OUT / "jinxes.json",
               shipped_jinxes(read_json(REFERENCE / "official-jinxes.json"), set(characters)))
    write_json(OUT / "player_counts.json", read_json(REFERENCE / "player-counts.json"))
    write_json(OUT / "nightsheet.json", night)
    return 0


if __name__ == "__main__":
    sys.exit(main())
