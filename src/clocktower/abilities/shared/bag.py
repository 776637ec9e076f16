"""Bag surgery shared by setup brackets that take tokens out or put them in (the Summoner's
[No Demon], the Kazali's Minions chosen at night, Legion, Lil' Monsta)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...game.setup import Bag


def remove_token(bag: "Bag", index: int) -> None:
    """Take token ``index`` out of the bag, keeping what the others believe and their
    alignments attached to them."""
    del bag.tokens[index]
    bag.believes = {(i - 1 if i > index else i): c for i, c in bag.believes.items() if i != index}
    bag.alignments = {(i - 1 if i > index else i): a for i, a in bag.alignments.items() if i != index}
