"""docs/rulings.md stays a checked reference: every ruling names the tests that check it, every
reference names a scenario or test that exists, and the index lists every character with a
ruling section and links to headings that exist."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "rulings.md"
SCRIPTS = ROOT / "src" / "clocktower" / "data" / "scripts"

TESTED_BY = re.compile(r"^(?:- )?Tested by: (\S+?)(?::(?!:) (.+))?$")
HEADING = re.compile(r"^(#{1,6}) (.+)$")


def _lines() -> list[str]:
    return DOC.read_text(encoding="utf-8").splitlines()


def _anchor(text: str) -> str:
    """GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def _headings() -> list[tuple[int, str, str, int]]:
    """(level, text, anchor, line index), anchors made unique as GitHub does (-1, -2, ...)."""
    seen: dict[str, int] = {}
    out = []
    fenced = False
    for n, line in enumerate(_lines()):
        if line.startswith("```"):
            fenced = not fenced
        m = None if fenced else HEADING.match(line)
        if m:
            base = _anchor(m.group(2))
            k = seen.get(base, 0)
            seen[base] = k + 1
            out.append((len(m.group(1)), m.group(2), base if k == 0 else f"{base}-{k}", n))
    return out


def _sections() -> list[tuple[int, str, list[str]]]:
    """Each heading with the lines up to the next heading."""
    lines, heads = _lines(), _headings()
    return [(level, text, lines[n + 1:(heads[i + 1][3] if i + 1 < len(heads) else len(lines))])
            for i, (level, text, _, n) in enumerate(heads)]


def _script_names() -> dict[str, list[str]]:
    """Each bundled script's name and the names of its characters."""
    from clocktower.script import load_script

    scripts = [load_script(path.stem) for path in sorted(SCRIPTS.glob("*.json"))]
    return {script.name: [c.name for c in script.characters] for script in scripts}


def _ruling_sections() -> list[tuple[str, list[str]]]:
    """A ruling is a heading under a rules topic (level 3) or under a character (level 4):
    every heading with prose of its own below the index, except a script's or a character's."""
    out = []
    in_index = False
    for level, text, body in _sections():
        if level == 2:
            in_index = text == "Index"
        if in_index or level < 3:
            continue
        has_ruling_below = level == 3 and not any(line.strip() and not line.startswith(">") and not line.startswith("See [")
                                                  for line in body)
        if has_ruling_below:
            continue  # a character heading: its ability, then its rulings
        out.append((text, body))
    return out


@cache
def _scenario_names(path: Path) -> list[str]:
    names: list[str] = []
    for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")):
        if isinstance(doc, dict):
            for one in doc.get("scenarios", [doc]):
                if isinstance(one, dict) and "name" in one:
                    names.append(str(one["name"]))
    return names


@cache
def _test_functions(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.name.startswith("test_")}


def _references() -> list[tuple[str, str | None]]:
    return [(m.group(1), m.group(2)) for line in _lines() if (m := TESTED_BY.match(line))]


def test_every_reference_names_an_existing_scenario_or_test() -> None:
    refs = _references()
    assert len(refs) > 300
    bad = []
    for target, name in refs:
        path_text, _, function = target.partition("::")
        path = ROOT / path_text
        if not path.is_file():
            bad.append(f"{target}: no such file")
        elif path_text.startswith("scenarios/") and path.suffix in (".yaml", ".yml") and not function:
            if name is not None and name not in _scenario_names(path):
                bad.append(f"{target}: no scenario named {name!r}")
        elif path_text.startswith("tests/") and path.suffix == ".py" and function and name is None:
            if function not in _test_functions(path):
                bad.append(f"{target}: no test function {function}")
        else:
            bad.append(f"{target}: neither a scenario file nor tests/<file>.py::<test>")
    assert bad == []


def test_every_ruling_section_names_a_test() -> None:
    sections = _ruling_sections()
    assert len(sections) > 300
    untested = [text for text, body in sections if not any(TESTED_BY.match(line) for line in body)]
    assert untested == []


def test_the_index_links_to_headings_that_exist() -> None:
    anchors = {anchor for _, _, anchor, _ in _headings()}
    links = re.findall(r"\]\(#([^)]+)\)", DOC.read_text(encoding="utf-8"))
    assert links and sorted(set(links) - anchors) == []


def test_every_character_of_the_bundled_scripts_with_a_ruling_section_is_in_the_index() -> None:
    heads = _headings()
    index_start = next(n for level, text, _, n in heads if level == 2 and text == "Index")
    index_end = next(n for level, _, _, n in heads if level == 2 and n > index_start)
    index = "\n".join(_lines()[index_start:index_end])
    characters = {name for names in _script_names().values() for name in names}
    sections = {text: anchor for level, text, anchor, n in heads if level == 3 and n > index_end}
    missing = [f"[{name}](#{sections[name]})" for name in sorted(characters & set(sections))
               if f"[{name}](#{sections[name]})" not in index]
    assert missing == []
    for script in _script_names():
        assert f"## {script}" in _lines(), script
