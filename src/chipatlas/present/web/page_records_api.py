"""Typed bodies of the JSON API's paged lists (``/api/v1``): what a client reads."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from typing_extensions import TypedDict

T = TypeVar("T")


class CursorPage(TypedDict, Generic[T]):
    """One page of a keyset-paged list; ``next_cursor`` is null on the last page."""

    items: Sequence[T]
    next_cursor: str | None


class Items(TypedDict, Generic[T]):
    """One page of a list paged by offset, ``n_items`` counting the whole list."""

    items: list[T]
    n_items: int
    next_cursor: str | None
