"""The one name for JSON whose shape no record fixes.

Typed records (TypedDicts, dataclasses) are the seams between layers. A few values are
JSON by nature and stay open: a bundled data file as parsed, a page's JSON-LD blocks, a
job's report as the worker stored it, a request body before its fields are checked.
``JSONObject`` marks those places, so that ``dict[str, Any]`` left anywhere else is a seam
still to type.
"""

from __future__ import annotations

from typing import Any, TypeAlias

JSONObject: TypeAlias = dict[str, Any]
"""A JSON object as parsed (``json.loads``) or to be written whole: any keys, any JSON values."""
