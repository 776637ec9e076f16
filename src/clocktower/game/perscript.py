"""Values worked out once per script: a simulation plays thousands of games of one script,
and a script is immutable, so what depends only on it (its facts, its jinxes, a character's
menus) need not be worked out each game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Final, Generic, TypeVar

if TYPE_CHECKING:
    from ..script import Script

T = TypeVar("T")

MOST_SCRIPTS: Final = 64
"""How many scripts' values one ``PerScript`` keeps before it starts again."""


class PerScript(Generic[T]):
    """``make(script)``, made on the first ``of(script)`` and kept by the script's identity
    (with the script itself, so that identity is never reused while it is kept)."""

    def __init__(self, make: Callable[["Script"], T]) -> None:
        self.make = make
        self.kept: dict[int, tuple["Script", T]] = {}

    def of(self, script: "Script") -> T:
        """The value for ``script``."""
        kept = self.kept.get(id(script))
        if kept is None or kept[0] is not script:
            if len(self.kept) >= MOST_SCRIPTS:
                self.kept.clear()
            kept = self.kept[id(script)] = (script, self.make(script))
        return kept[1]

    def clear(self) -> None:
        """Forget every script's value."""
        self.kept.clear()


__all__ = ["PerScript"]
