"""The platform page's ring parameters: which filters and which sort a request asks for.

The filtering, sorting and counting themselves are SQL (``analyze.ring_facets``).
"""

from __future__ import annotations

from collections.abc import Mapping

from chipatlas.analyze.ring_facets import FILTERS, SORTS


def applied_filters(params: Mapping[str, str]) -> dict[str, str]:
    return {k: params[k] for k in FILTERS if params.get(k)}


def check_params(params: Mapping[str, str]) -> tuple[str, bool]:
    """The sort key and direction asked for; unknown values fall back to the source order."""
    key = params.get("sort") or "component"
    if key not in SORTS:
        key = "component"
    return key, params.get("dir") == "desc"
