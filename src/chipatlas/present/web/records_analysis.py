"""Typed page contexts of the analysis pages: each is the page's ``.json`` and feeds its ``.csv``.

The analyses' records are reused as they are; the pages add choices, forms and links.
"""

from __future__ import annotations

from typing_extensions import TypedDict

from chipatlas.analyze.records_whatif import HitLine, WhatIf


class WhatIfPage(TypedDict):
    page: str
    title: str
    query: dict[str, str]
    """The shock asked: its filters and ``loss``."""
    filters: list[str]
    result: WhatIf | None
    """None until a filter is given."""
    rows: list[HitLine]
