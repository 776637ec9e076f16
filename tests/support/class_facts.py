"""Class-level facts of every character read through the class, as the setup, the
simulator's checks and the bots read them: each must be the plain value its base class
declares (a bool stays a bool), never a descriptor. Compiled with mypyc, a property that
overrides a class attribute reads through the class as a ``getset_descriptor``, which a
typed reader refuses (``tests/test_class_facts.py`` runs this in both builds).

    python tests/support/class_facts.py   # prints one line per fault, then "checked N"
"""

from __future__ import annotations

from collections.abc import Mapping

PLAIN = (bool, int, str, tuple, frozenset, Mapping)


def faults() -> tuple[list[str], int]:
    """Each class attribute of a character that is not of its base's plain type; and how
    many were checked."""
    from clocktower.abilities import REGISTRY, load_all

    load_all()
    found: list[str] = []
    checked = 0
    for cid, cls in sorted(REGISTRY.items()):
        declared: dict[str, type] = {}
        for klass in reversed(cls.__mro__[:-1]):  # the base first, so a base's type wins
            for name, value in vars(klass).items():
                if name.startswith("_") or name in declared:
                    continue
                if isinstance(value, PLAIN):
                    declared[name] = bool if isinstance(value, bool) else next(t for t in PLAIN if isinstance(value, t))
        for name, kind in declared.items():
            checked += 1
            value = getattr(cls, name)
            if not isinstance(value, kind) or hasattr(type(value), "__get__"):
                found.append(f"{cid}: {cls.__name__}.{name} reads through the class as {type(value).__name__}, "
                             f"not {kind.__name__}")
    return found, checked


if __name__ == "__main__":
    problems, count = faults()
    for line in problems:
        print(line)
    print(f"checked {count}")
