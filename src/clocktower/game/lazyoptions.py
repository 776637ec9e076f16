"""Options made on demand: a decision's options that are every combination of a few small
lists (a Dreamer's target, good character and evil character: a thousand answers) behave
as the list of them would, without building it. Its length is a product, the option at an
index is found by arithmetic, and membership is looked up once anyone asks."""

from __future__ import annotations

from itertools import chain, product
from typing import Any, Callable, Iterator, Sequence, overload


class Lazy(Sequence[Any]):
    """A list of ``size`` options, each made when asked for (``at``): indexed, sliced,
    measured and gone through as the list of them would be."""

    size: int

    def __len__(self) -> int:
        return self.size

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> list[Any]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self.at(i) for i in range(*index.indices(self.size))]
        if index < 0:
            index += self.size
        if not 0 <= index < self.size:
            raise IndexError("option index out of range")
        return self.at(index)

    def at(self, index: int) -> Any:
        """The option at ``index`` (0 <= index < size)."""
        raise NotImplementedError

    def __iter__(self) -> Iterator[Any]:
        return (self.at(i) for i in range(self.size))


class Product(Lazy):
    """``make(combo)`` for every ``combo`` of one item from each of ``parts``, in the order
    ``itertools.product`` gives them (the last part varies fastest), after the options of
    ``head`` (a "nobody" first, say)."""

    def __init__(self, parts: tuple[Sequence[Any], ...], make: Callable[[tuple[Any, ...]], Any],
                 head: tuple[Any, ...] = ()) -> None:
        self.parts = parts
        self.make = make
        self.head = head
        size = 1
        for part in parts:
            size *= len(part)
        self.size = len(head) + size
        self._where: dict[Any, int] | None = None

    def at(self, index: int) -> Any:
        head = self.head
        if index < len(head):
            return head[index]
        index -= len(head)
        parts = self.parts
        combo: list[Any] = [None] * len(parts)
        for k in range(len(parts) - 1, -1, -1):  # the last part varies fastest
            part = parts[k]
            index, at = divmod(index, len(part))
            combo[k] = part[at]
        return self.make(tuple(combo))

    def __iter__(self) -> Iterator[Any]:
        made = map(self.make, product(*self.parts))
        return chain(self.head, made) if self.head else made

    def _index(self) -> dict[Any, int]:
        where = self._where
        if where is None:
            where = {}
            for i, option in enumerate(self):
                where.setdefault(option, i)
            self._where = where
        return where

    def __contains__(self, value: object) -> bool:
        try:
            return value in self._index()
        except TypeError:  # unhashable: no option is
            return False

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        """The index of the first option equal to ``value`` (as ``list.index``)."""
        try:
            found = self._index().get(value)
        except TypeError:
            found = None
        first, end, _ = slice(start, stop).indices(self.size)
        if found is not None:
            if first <= found < end:
                return found
            for i in range(max(found + 1, first), end):  # a later equal one, if any
                if self[i] == value:
                    return i
        raise ValueError(f"{value!r} is not an option")

    def count(self, value: Any) -> int:
        """How many options equal ``value``."""
        return sum(1 for option in self if option == value)

    def __repr__(self) -> str:
        return f"Product({self.size} options)"


__all__ = ["Lazy", "Product"]
