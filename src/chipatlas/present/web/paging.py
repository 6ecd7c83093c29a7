"""One page of a list the analysis layer computes whole: an offset cursor over a fixed order.

The analyses (matrix, criticality, countries, signals, conflicts) rank or group every
ring row, so they are computed whole and cut here; what is bounded is the response,
not the work (that has the request deadline of present.web.bounds). The cursor is the
same opaque ``c1`` form as every other list (render.encode_cursor), holding the offset
of the next item; a cursor not made here is a 400 ``invalid_cursor``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any

from fastapi import Query

from chipatlas.analyze.records_network import CountryExposure, Criticality, SupplierMatrix
from chipatlas.limits import PAGE_ITEMS, PAGE_ITEMS_MAX
from chipatlas.present.web.page_records_api import Items, T
from chipatlas.present.web.render import decode_cursor, encode_cursor
from chipatlas.present.web.schemas import CountryPage, CriticalityPage, MatrixPage

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


def items_page(whole: Sequence[T], offset: int, limit: int) -> Items[T]:
    """One page of ``whole`` as ``items``, ``n_items`` counting them all, and ``next_cursor``."""
    page, nxt = cut(list(whole), offset, limit)
    return {"items": page, "n_items": len(whole), "next_cursor": nxt}


# The analyses' own records with their list cut to one page (the other fields cover all).
def matrix_page(matrix: SupplierMatrix, offset: int, limit: int) -> MatrixPage:
    page, nxt = cut(matrix["suppliers"], offset, limit)
    return {**matrix, "suppliers": page, "n_suppliers": len(matrix["suppliers"]), "next_cursor": nxt}


def criticality_page(ranked: Criticality, offset: int, limit: int) -> CriticalityPage:
    page, nxt = cut(ranked["companies"], offset, limit)
    return {**ranked, "companies": page, "n_companies": len(ranked["companies"]), "next_cursor": nxt}


def country_page(exposure: CountryExposure, offset: int, limit: int) -> CountryPage:
    page, nxt = cut(exposure["countries"], offset, limit)
    return {**exposure, "countries": page, "n_countries": len(exposure["countries"]), "next_cursor": nxt}
