"""One page of a list the analysis layer computes whole: an offset cursor over a fixed order.

The analyses (matrix, criticality, countries, signals, conflicts) rank or group every
ring row, so they are computed whole and cut here; what is bounded is the response,
not the work (that has the request deadline of present.web.bounds). The cursor is the
same opaque ``c1`` form as every other list (render.encode_cursor), holding the offset
of the next item; a cursor not made here is a 400 ``invalid_cursor``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from fastapi import Query

from chipatlas.limits import PAGE_ITEMS, PAGE_ITEMS_MAX
from chipatlas.present.web.render import decode_cursor, encode_cursor

Limit = Annotated[
    int,
    Query(ge=1, le=PAGE_ITEMS_MAX, description=f"Items per page (1-{PAGE_ITEMS_MAX}, default {PAGE_ITEMS})."),
]
Cursor = Annotated[
    str | None, Query(description="The next_cursor of the previous page; 400 if malformed or too long.")
]


def offset_of(cursor: str | None) -> int:
    """The offset a cursor holds (0 without one); raises the 400 WebError for a bad one."""
    return int((decode_cursor(cursor, 1, int) or [0])[0])


def cut(items: list[Any], offset: int, limit: int) -> tuple[list[Any], str | None]:
    """``items[offset:offset+limit]`` and the cursor of the rest (None on the last page)."""
    end = offset + limit
    return items[offset:end], encode_cursor([end]) if end < len(items) else None


def page_key(body: Mapping[str, Any], key: str, offset: int, limit: int) -> dict[str, Any]:
    """``body`` with its list ``key`` cut to one page, ``n_<key>`` the whole count, ``next_cursor``."""
    whole = body[key]
    page, nxt = cut(whole, offset, limit)
    return {**body, key: page, f"n_{key}": len(whole), "next_cursor": nxt}
