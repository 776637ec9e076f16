"""Scripts: load, check and write scripts in the official script-JSON format.

A script file is a JSON list. Its entries are character ids (``"imp"``),
id objects (``{"id": "imp"}``), full character objects (homebrew characters,
or overrides of known ones) and one ``{"id": "_meta", ...}`` object giving the
name, author and optionally a custom ``firstNight`` / ``otherNight`` order.

Every problem raises :class:`~clocktower.errors.ScriptError` with a one-line
message naming the file, the entry (its 0-based index in the list) and the
field. Entry ``N`` is ``data[N]``, so ``_meta`` is usually entry 0.
"""

from __future__ import annotations

import difflib
import json
import math
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple, cast

from .characters import Character, Team
from .errors import ScriptError, SetupError
from .jsonio import check_tree, read_json_file

__all__ = [
    "MARKERS",
    "Counts",
    "Jinx",
    "Script",
    "all_characters",
    "bundled_scripts",
    "character",
    "load_script",
    "parse_script",
    "player_counts",
]

#: Generic night steps that may appear in a night order besides character ids.
MARKERS: tuple[str, ...] = ("dusk", "minioninfo", "demoninfo", "dawn")

#: Bundled scripts, in the order :func:`bundled_scripts` returns them.
BUNDLED_SLUGS: tuple[str, ...] = (
    "fall-of-rome",
    "axiom-of-choice",
    "the-contagion-insurrection",
    "untitled-almanac",
    "trouble-brewing",
    "bad-moon-rising",
    "sects-and-violets",
)

#: Editions of official characters; anything else bundled is homebrew.
OFFICIAL_EDITIONS = frozenset({"tb", "bmr", "snv", "carousel", "fabled", "loric"})

_TEAMS = ", ".join(t.value for t in Team)
_TEAM_ALIASES = {"traveler": "traveller"}
_LIST_KEYS = ("characters", "script", "roles")
_STRING_FIELDS = {
    "name": "name",
    "ability": "ability",
    "firstNightReminder": "first_night_reminder",
    "otherNightReminder": "other_night_reminder",
    "edition": "edition",
    "flavor": "flavor",
}
_NUMBER_FIELDS = {"firstNight": "first_night", "otherNight": "other_night"}
_LIST_FIELDS = {"reminders": "reminders", "remindersGlobal": "reminders_global"}


class Counts(NamedTuple):
    """How many of each character type a game of N players starts with."""

    townsfolk: int
    outsider: int
    minion: int
    demon: int


@dataclass(frozen=True)
class Jinx:
    """A jinx: a special rule for when characters ``a`` and ``b`` are together."""

    a: str
    b: str
    reason: str


@dataclass(frozen=True)
class Script:
    """A loaded, checked script: its characters, night orders and jinxes."""

    id: str
    name: str
    author: str
    characters: tuple[Character, ...]
    first_night: tuple[str, ...]
    other_night: tuple[str, ...]
    jinxes: tuple[Jinx, ...] = ()
    meta: dict[str, Any] = field(default_factory=dict, hash=False)

    @cached_property
    def by_id(self) -> dict[str, Character]:
        """The script's characters by id."""
        return {c.id: c for c in self.characters}

    @cached_property
    def _index(self) -> dict[str, str]:
        return _compact_index(self.by_id)

    def __contains__(self, item: object) -> bool:
        if isinstance(item, Character):
            return self.by_id.get(item.id) == item
        if isinstance(item, str):
            return _resolve_id(item, self.by_id, self._index) is not None
        return False

    def team(self, team: Team | str) -> tuple[Character, ...]:
        """The characters of one team, in script order."""
        return self._teams.get(Team(team), ())

    @cached_property
    def _teams(self) -> dict[Team, tuple[Character, ...]]:
        """The characters of each team, in script order (every game's setup asks)."""
        found: dict[Team, list[Character]] = {}
        for c in self.characters:
            found.setdefault(c.team, []).append(c)
        return {team: tuple(characters) for team, characters in found.items()}

    def renamed(self, name: str) -> Script:
        """A copy under another name (and the matching slug id)."""
        if not isinstance(name, str) or not name.strip():
            raise ScriptError("a script name must be a non-empty string")
        name = name.strip()
        return replace(self, id=_slugify(name), name=name, meta={**self.meta, "name": name})

    @property
    def bootlegger(self) -> tuple[str, ...]:
        """The script's Bootlegger rules (``_meta`` ``bootlegger``): homebrew rulings."""
        return tuple(self.meta.get("bootlegger", ()))

    def to_json(self) -> list[Any]:
        """Official script JSON: ``_meta`` first, then full character objects, each with the
        jinxes it has with another character on the script (under its ``jinxes``)."""
        meta: dict[str, Any] = {"id": "_meta", **self.meta, "name": self.name}
        if self.author:
            meta["author"] = self.author
        else:
            meta.pop("author", None)
        return [meta, *(self._character_json(c) for c in self.characters)]

    def _character_json(self, char: Character) -> dict[str, Any]:
        """One character object, with its jinxes on this script."""
        out = char.to_json()
        jinxes = [{"id": j.b, "reason": j.reason} for j in self.jinxes if j.a == char.id]
        if jinxes:
            declared = [j for j in out.get("jinxes", ()) if j not in jinxes]
            out["jinxes"] = jinxes + declared
        return out


# -- bundled data ------------------------------------------------------------


def _data_text(*parts: str) -> str:
    """The text of a file in ``clocktower/data``."""
    ref = resources.files("clocktower").joinpath("data")
    for part in parts:
        ref = ref.joinpath(part)
    return ref.read_text(encoding="utf-8")


@cache
def _catalogue() -> dict[str, Character]:
    """The bundled characters by id (loaded once)."""
    out: dict[str, Character] = {}
    for index, obj in enumerate(json.loads(_data_text("characters.json"))):
        where = f"bundled characters.json: entry {index} ({obj.get('id')!r})"
        char = _character_from_json(obj, where, base=None)
        homebrew = char.edition not in OFFICIAL_EDITIONS
        out[char.id] = replace(char, homebrew=homebrew)
    return out


@cache
def _night_markers() -> tuple[dict[str, int], dict[str, int]]:
    """Positions of the generic night steps in the official night sheet."""
    sheet = json.loads(_data_text("nightsheet.json"))

    def positions(key: str) -> dict[str, int]:
        return {m: sheet[key].index(m) + 1 for m in MARKERS if m in sheet[key]}

    return positions("firstNight"), positions("otherNight")


@cache
def _official_jinxes() -> tuple[Jinx, ...]:
    """The bundled official jinxes (between shipped characters only)."""
    return tuple(
        Jinx(group["id"], j["id"], j["reason"])
        for group in json.loads(_data_text("jinxes.json"))
        for j in group["jinx"]
    )


@cache
def _counts_table() -> dict[int, Counts]:
    rows = json.loads(_data_text("player_counts.json"))
    return {
        row["players"]: Counts(row["townsfolk"], row["outsider"], row["minion"], row["demon"])
        for row in rows
    }


@cache
def _bundled(slug: str) -> Script:
    data = json.loads(_data_text("scripts", f"{slug}.json"))
    return parse_script(data, source=f"bundled {slug}")


@cache
def _known() -> dict[str, Character]:
    """Every character a script may name by id: the almanacs' characters, then every other
    official character (so real scripts load; most of those are not implemented)."""
    out: dict[str, Character] = {}
    for index, obj in enumerate(json.loads(_data_text("official_characters.json"))):
        where = f"bundled official_characters.json: entry {index} ({obj.get('id')!r})"
        out[obj["id"]] = _character_from_json(obj, where, base=None)
    out.update(_catalogue())
    return out


def all_characters() -> dict[str, Character]:
    """Every bundled character by id (a fresh dict; the data is cached)."""
    return dict(_catalogue())


def known_characters() -> dict[str, Character]:
    """Every character a script may name by id: the almanacs' (``all_characters``) and every
    other official one, such as the Imp and the Poisoner (a fresh dict; the data is cached)."""
    return dict(_known())


def character(cid: str) -> Character:
    """The bundled character with this id (spelling variants accepted)."""
    found = _resolve_id(cid, _known(), _known_index()) if isinstance(cid, str) else None
    if found is None:
        raise ScriptError(f"unknown character id {cid!r}{_suggest(str(cid), _known())}")
    return _known()[found]


def bundled_scripts() -> list[Script]:
    """The bundled scripts (the four almanacs, then official editions), in a stable order."""
    return [_bundled(slug) for slug in BUNDLED_SLUGS]


def player_counts(players: int) -> Counts:
    """The starting character counts for ``players`` (5 to 15, not Travellers)."""
    table = _counts_table()
    if isinstance(players, bool) or not isinstance(players, int) or players not in table:
        low, high = min(table), max(table)
        raise SetupError(
            f"cannot set up {players!r} players: a game needs {low} to {high} players "
            "(not counting Travellers)"
        )
    return table[players]


# -- loading -----------------------------------------------------------------


def load_script(ref: str | os.PathLike[str]) -> Script:
    """A bundled script by slug or name (any case), or a script JSON file."""
    if isinstance(ref, str):
        slug = _bundled_slug(ref)
        if slug is not None:
            return _bundled(slug)
    path = Path(ref)
    if path.is_file():
        return parse_script(_read_json(path), source=str(path))
    bundled = ", ".join(BUNDLED_SLUGS)
    if path.is_dir():
        raise ScriptError(f"{path} is a directory, not a script file; bundled scripts: {bundled}")
    if path.suffix or len(path.parts) > 1:
        raise ScriptError(f"{path}: no such script file (bundled scripts: {bundled})")
    hint = difflib.get_close_matches(str(ref).lower(), BUNDLED_SLUGS, n=1)
    also = f"; did you mean: {hint[0]}?" if hint else ""
    raise ScriptError(
        f"no bundled script or file named {str(ref)!r}{also} (bundled scripts: {bundled})"
    )


def _bundled_slug(ref: str) -> str | None:
    """The slug of the bundled script ``ref`` names, if any."""
    if "/" in ref or os.sep in ref:
        return None
    wanted = ref.strip().lower()
    for slug in BUNDLED_SLUGS:
        if wanted == slug or _slugify(ref) == slug:
            return slug
    return None


def _read_json(path: Path) -> Any:
    """Parsed JSON of a file, with read and syntax errors as one-line ScriptErrors."""
    return read_json_file(path, "script", ScriptError)


def parse_script(data: Any, source: str = "<script>") -> Script:
    """Check already-parsed script JSON and build a :class:`Script`."""
    check_tree(data, source, ScriptError)
    entries = _entry_list(data, source)
    known = _known()
    meta: dict[str, Any] | None = None
    meta_index = -1
    characters: list[Character] = []
    seen: dict[str, int] = {}

    for index, entry in enumerate(entries):
        if isinstance(entry, dict) and entry.get("id") == "_meta":
            if meta is not None:
                raise ScriptError(f"{source}: two _meta objects (entries {meta_index} and {index})")
            meta, meta_index = entry, index
            continue
        char = _entry_character(entry, index, source, known)
        if char.id in seen:
            raise ScriptError(
                f"{source}: duplicate character id {char.id!r} "
                f"(entries {seen[char.id]} and {index})"
            )
        seen[char.id] = index
        characters.append(char)

    if not characters:
        raise ScriptError(f"{source}: the script has no characters")
    return _build_script(dict(meta or {}), meta_index, tuple(characters), source)


def _entry_list(data: Any, source: str) -> list[Any]:
    """The list of entries of a script (a list, or an object holding one)."""
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        for key in _LIST_KEYS:
            if isinstance(data.get(key), list):
                return cast(list[Any], data[key])
        raise ScriptError(
            f"{source}: a script must be a JSON list of character ids and objects "
            f"(or an object with a 'characters' list), not an object with keys "
            f"{', '.join(map(repr, list(data)[:5])) or 'none'}"
        )
    raise ScriptError(
        f"{source}: a script must be a JSON list of character ids and objects, "
        f"not {_json_type(data)}"
    )


def _entry_character(
    entry: Any, index: int, source: str, known: Mapping[str, Character]
) -> Character:
    """The character one script entry stands for."""
    if isinstance(entry, str):
        raw, obj = entry, None
    elif isinstance(entry, dict):
        raw, obj = entry.get("id"), entry  # type: ignore[assignment]
        if not isinstance(raw, str):
            problem = "has no 'id'" if raw is None else f"has a non-string id ({_json_type(raw)})"
            raise ScriptError(f"{source}: entry {index} {problem}")
    else:
        raise ScriptError(
            f"{source}: entry {index} is {_json_type(entry)}; "
            "expected a character id string or a character object"
        )
    raw = raw.strip()
    if not raw:
        raise ScriptError(f"{source}: entry {index} has an empty character id")

    found = _resolve_id(raw, known, _known_index() if known is _known() else None)
    extra_keys = obj is not None and any(k != "id" for k in obj)
    if not extra_keys:
        if found is None:
            raise ScriptError(
                f"{source}: unknown character id {raw!r} (entry {index}){_suggest(raw, known)}"
            )
        return known[found]

    assert obj is not None
    where = f"{source}: entry {index} ({raw!r})"
    if found is None and raw.lower() in (*MARKERS, "_meta"):
        raise ScriptError(f"{where}: {raw!r} is reserved and cannot be a character id")
    base = known[found] if found is not None else None
    char = _character_from_json({**obj, "id": found or raw}, where, base)
    if base is not None and _without_official_jinxes(char.to_json()) == base.to_json():
        return base  # an exported official character: its jinxes are the official ones
    return replace(char, homebrew=True)


def _character_from_json(obj: Mapping[str, Any], where: str, base: Character | None) -> Character:
    """A character from a script-JSON object, on top of ``base`` if it overrides one."""
    data: dict[str, Any] = {**(base.to_json() if base else {}), **obj}
    if "name" not in data:
        raise ScriptError(f"{where}: missing 'name'")
    if "team" not in data:
        raise ScriptError(f"{where}: missing 'team' (one of {_TEAMS})")
    fields: dict[str, Any] = {"id": data.pop("id"), "team": _team(data.pop("team"), where)}
    for key, attr in _STRING_FIELDS.items():
        if key in data:
            fields[attr] = _string(data.pop(key), where, key)
    if not fields["name"].strip():
        raise ScriptError(f"{where}: 'name' is empty")
    for key, attr in _NUMBER_FIELDS.items():
        if key in data:
            fields[attr] = _night_number(data.pop(key), where, key)
    for key, attr in _LIST_FIELDS.items():
        if key in data:
            fields[attr] = _string_list(data.pop(key), where, key)
    if "setup" in data:
        setup = data.pop("setup")
        if not isinstance(setup, bool):
            raise ScriptError(f"{where}: 'setup' must be true or false, not {_json_type(setup)}")
        fields["setup"] = setup
    if "jinxes" in data:
        _check_declared_jinxes(data["jinxes"], where)
    fields["extra"] = data  # everything else (image, jinxes, special...) is kept as is
    return Character(**fields)


def _team(value: Any, where: str) -> Team:
    word = value.strip().lower() if isinstance(value, str) else None
    word = _TEAM_ALIASES.get(word, word) if word else word
    try:
        return Team(word)
    except ValueError:
        raise ScriptError(f"{where}: team {value!r} is not one of {_TEAMS}") from None


def _string(value: Any, where: str, key: str) -> str:
    if not isinstance(value, str):
        raise ScriptError(f"{where}: {key!r} must be a string, not {_json_type(value)}")
    return value


def _night_number(value: Any, where: str, key: str) -> float:
    if (isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value)
            or value < 0):
        raise ScriptError(
            f"{where}: {key!r} must be a number >= 0 (0 = does not wake), not {value!r}"
        )
    return value


def _string_list(value: Any, where: str, key: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScriptError(f"{where}: {key!r} must be a list of strings")
    return tuple(value)


def _without_official_jinxes(obj: dict[str, Any]) -> dict[str, Any]:
    """A character object without the official jinxes it lists (an export writes them)."""
    if "jinxes" not in obj:
        return obj
    official = {(j.a, j.b, j.reason) for j in _official_jinxes()}
    left = [j for j in obj["jinxes"] if (obj["id"], j["id"], j["reason"]) not in official]
    out = {k: v for k, v in obj.items() if k != "jinxes"}
    if left:
        out["jinxes"] = left
    return out


def _check_bootlegger(value: Any, where: str) -> None:
    if not isinstance(value, list) or not all(isinstance(rule, str) for rule in value):
        raise ScriptError(f"{where}: 'bootlegger' must be a list of strings (the Bootlegger's rules)")


def _check_declared_jinxes(value: Any, where: str) -> None:
    ok = isinstance(value, list) and all(
        isinstance(j, dict) and isinstance(j.get("id"), str) and isinstance(j.get("reason"), str)
        for j in value
    )
    if not ok:
        raise ScriptError(f"{where}: 'jinxes' must be a list of {{\"id\", \"reason\"}} objects")


# -- building the script -----------------------------------------------------


def _build_script(
    meta: dict[str, Any], meta_index: int, characters: tuple[Character, ...], source: str
) -> Script:
    """The Script for checked characters and a raw ``_meta`` object."""
    meta.pop("id", None)
    where = f"{source}: _meta (entry {meta_index})"
    name = meta.get("name")
    if name is not None and not isinstance(name, str):
        raise ScriptError(f"{where}: 'name' must be a string, not {_json_type(name)}")
    author = meta.get("author", "")
    if not isinstance(author, str):
        raise ScriptError(f"{where}: 'author' must be a string, not {_json_type(author)}")
    name = (name or "").strip() or _default_name(source)
    meta["name"] = name
    if "bootlegger" in meta:
        _check_bootlegger(meta["bootlegger"], where)
    if author:
        meta["author"] = author
    else:
        meta.pop("author", None)

    by_id = {c.id: c for c in characters}
    first_marks, other_marks = _night_markers()
    orders: dict[str, tuple[str, ...]] = {}
    for key, attr, marks in (
        ("firstNight", "first_night", first_marks),
        ("otherNight", "other_night", other_marks),
    ):
        if key in meta:
            orders[key] = _listed_order(meta[key], by_id, f"{where}: {key!r}")
            meta[key] = list(orders[key])
        else:
            orders[key] = _numbered_order(characters, attr, marks)

    return Script(
        id=_slugify(name),
        name=name,
        author=author,
        characters=characters,
        first_night=orders["firstNight"],
        other_night=orders["otherNight"],
        jinxes=_script_jinxes(characters),
        meta=meta,
    )


def _numbered_order(
    characters: Iterable[Character], attr: str, markers: Mapping[str, int]
) -> tuple[str, ...]:
    """A night order from characters' night numbers (ties: markers, then script order)."""
    items = [(pos, 0, i, m) for i, (m, pos) in enumerate(markers.items())]
    for i, char in enumerate(characters):
        pos = getattr(char, attr)
        if pos > 0:
            items.append((pos, 1, i, char.id))
    return tuple(item[3] for item in sorted(items))


def _listed_order(value: Any, by_id: Mapping[str, Character], where: str) -> tuple[str, ...]:
    """A ``_meta`` night list, ids normalised; known characters off the script are dropped."""
    if not isinstance(value, list):
        raise ScriptError(f"{where} must be a list of character ids, not {_json_type(value)}")
    out: list[str] = []
    listed: set[str] = set()
    index = _compact_index(by_id)
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise ScriptError(f"{where} item {i} must be a string, not {_json_type(item)}")
        cid = item.strip().lower() if item.strip().lower() in MARKERS else _resolve_id(item, by_id, index)
        if cid is None:
            if _resolve_id(item, _known(), _known_index()) is not None:
                continue  # a real character that is simply not on this script
            raise ScriptError(
                f"{where} item {i}: {item!r} is not a character on this script"
                f"{_suggest(item, by_id, hint=False)}"
            )
        if cid in listed:
            raise ScriptError(f"{where} item {i}: {item!r} is listed twice")
        listed.add(cid)
        out.append(cid)
    return tuple(out)


def _script_jinxes(characters: tuple[Character, ...]) -> tuple[Jinx, ...]:
    """Official jinxes between two of these characters, then ones characters declare."""
    ids = {c.id for c in characters}
    out = [j for j in _official_jinxes() if j.a in ids and j.b in ids]
    pairs = {frozenset((j.a, j.b)) for j in out}
    for char in characters:
        for declared in char.extra.get("jinxes", ()):
            pair = frozenset((char.id, declared["id"]))
            if declared["id"] in ids and pair not in pairs:
                out.append(Jinx(char.id, declared["id"], declared["reason"]))
                pairs.add(pair)
    return tuple(out)


# -- small helpers -----------------------------------------------------------


_NOT_ALNUM = re.compile(r"[\W_]")


def _compact(text: str) -> str:
    """Lowercase letters and digits only: "Fortune_Teller" -> "fortuneteller" (letters of any
    alphabet count: "Ünï" -> "ünï", so it is not mistaken for "n")."""
    return _NOT_ALNUM.sub("", text.lower())


def _slugify(name: str) -> str:
    """A script slug: "The Contagion Insurrection" -> "the-contagion-insurrection",
    "Sects & Violets" -> "sects-and-violets" (an ampersand reads "and")."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("&", " and ")).strip("-") or "script"


def _default_name(source: str) -> str:
    """The name of a script without ``_meta``: its file name, else "Custom Script"."""
    if source.startswith("<") or source.startswith("bundled "):
        return "Custom Script"
    return Path(source).stem or "Custom Script"


def _resolve_id(raw: str, known: Mapping[str, Any], index: Mapping[str, str] | None = None) -> str | None:
    """The id in ``known`` that ``raw`` spells, ignoring case, dashes and underscores.
    ``index`` is ``_compact_index(known)`` when the caller looks up many ids (it makes each
    look-up constant time instead of a scan of ``known``)."""
    if raw in known:
        return raw
    lowered = raw.strip().lower()
    if lowered in known:
        return lowered
    wanted = _compact(raw)
    if not wanted:
        return None
    return (index if index is not None else _compact_index(known)).get(wanted)


def _compact_index(known: Mapping[str, Any]) -> dict[str, str]:
    """Each compacted id of ``known`` to its id (the first one, where two compact alike)."""
    out: dict[str, str] = {}
    for cid in known:
        out.setdefault(_compact(cid), cid)
    return out


@cache
def _known_index() -> dict[str, str]:
    return _compact_index(_known())


def _suggest(raw: str, known: Mapping[str, Any], hint: bool = True) -> str:
    """"; did you mean: a, b?" for the closest known ids, or a hint if none is close."""
    keys: dict[str, str] = {}
    for cid, char in known.items():
        keys.setdefault(_compact(cid), cid)
        if isinstance(char, Character):
            keys.setdefault(_compact(char.name), cid)
    close = difflib.get_close_matches(_compact(raw), list(keys), n=3, cutoff=0.6)
    ids = list(dict.fromkeys(keys[c] for c in close))
    if ids:
        return f"; did you mean: {', '.join(ids)}?"
    if not hint:
        return ""
    return "; characters outside the bundled almanacs need a full character object"


def _json_type(value: Any) -> str:
    """How a JSON value reads in an error message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


# -- Fabled and Loric added to a game ----------------------------------------


def fabled_character(cid: str) -> Character:
    """The Fabled or Loric character ``cid`` names (spelling variants accepted); a
    ScriptError if it is unknown or another type of character."""
    char = character(cid)
    if not char.team.is_storyteller_rule:
        raise ScriptError(f"{char.name} ({char.id}) is a {char.team.value}, not a Fabled or Loric")
    return char


def with_characters(script: Script, extra: Iterable[Character]) -> Script:
    """``script`` with ``extra`` characters added at its end (a Fabled the Storyteller put
    in play, as the official app shows it on the sheet); each one that wakes joins the
    night orders at its place on the official night sheet."""
    added = [c for c in extra if c.id not in script.by_id]
    if not added:
        return script
    characters = script.characters + tuple(added)
    meta = dict(script.meta)
    first_marks, other_marks = _night_markers()
    for key, attr, marks, order in (("firstNight", "first_night", first_marks, script.first_night),
                                    ("otherNight", "other_night", other_marks, script.other_night)):
        if key not in meta:
            continue
        merged = list(order)
        by_id = {c.id: c for c in characters}

        def place(entry: str, attr: str = attr, marks: Mapping[str, int] = marks,
                  by_id: Mapping[str, Character] = by_id) -> float:
            return marks[entry] if entry in marks else float(getattr(by_id[entry], attr, 0) or 0)

        for char in added:
            pos = getattr(char, attr)
            if pos <= 0:
                continue
            at = next((i for i, e in enumerate(merged) if place(e) > pos), len(merged))
            merged.insert(at, char.id)
        meta[key] = merged
    built = _build_script(meta, -1, characters, f"script {script.name!r}")
    return replace(built, id=script.id, name=script.name, author=script.author)
