"""The project describes what is true now, not the history of the work: no numbered rounds or
sessions of work, no dates of work and no issue numbers in the code, tests, scenarios and docs.

"Session" in the sense of a game played with a person (``agents.human.Session``) or a pytest
fixture scope is a plain word and allowed; dates inside the bundled data are data."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FOLDERS = ("src", "tests", "docs", "tools", "benchmarks", "scenarios", "puzzles")
FILES = ("README.md",)
SKIPPED = {"tests/test_wording.py"}  # this file: its examples
SUFFIXES = {".py", ".md", ".yaml", ".yml", ".txt", ".toml", ".cfg", ".json", ".html", ".js", ".css"}
ORDINAL = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)|speed|work|audit|earlier|previous|later)"

PATTERNS = {
    "a numbered round or session of work": re.compile(r"\b(?:round|session|sprint|pass)\s+#?\d+\b", re.I),
    "an ordinal round or session of work": re.compile(rf"\b{ORDINAL}\s+(?:round|session|sprint)s?\b", re.I),
    "a session of work": re.compile(r"\b(?:this|that|next|last|a)\s+session\b|\bsession of\b", re.I),
    "an issue number": re.compile(r"\bissues?\s*#?\d+|(?:^|[\s(\[])#\d+\b(?![-\w;])|\bPR\s*#?\d+", re.I),
    "a date of work": re.compile(r"\b20\d\d-\d\d-\d\d\b"),
    "an audit's name": re.compile(r"\baudit-[a-z]+", re.I),
    "a numbered pass of work": re.compile(r"\b(?:first|second|third|fourth)\s+pass\b", re.I),
}


def _files() -> list[Path]:
    found = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            rel = path.relative_to(ROOT).as_posix()
            if (not path.is_file() or path.suffix not in SUFFIXES or rel in SKIPPED
                    or rel.startswith("src/clocktower/data/") or "__pycache__" in rel
                    or path.suffix == ".css"):  # colours such as #111 are not issue numbers
                continue
            found.append(path)
    return found + [ROOT / name for name in FILES]


def _hits(text: str) -> list[str]:
    return [f"{what}: {m.group(0)!r}" for what, pattern in PATTERNS.items() for m in pattern.finditer(text)]


def test_the_patterns_catch_work_history_and_leave_plain_words() -> None:
    for bad in ("added in round 5", "the third session", "the first speed session", "issue 6",
                "Issue 6 asks", "see #6", "(session 12, part A)", "on 2026-12-01", "audit-xfor",
                "Fall of Rome, second pass"):
        assert _hits(bad), bad
    for fine in ("Session(script, 5, human)", '@pytest.fixture(scope="session")', "--rounds 7",
                 "a round of players passes", "after three tied rounds", "night 3", "day 5",
                 "notes 3.1 row 4", "a game session with one person"):
        assert not _hits(fine), fine


def test_no_work_history_wording() -> None:
    found = [f"{path.relative_to(ROOT)}:{n}: {hit}"
             for path in _files()
             for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
             for hit in _hits(line)]
    assert found == [], "\n".join(found[:50])
