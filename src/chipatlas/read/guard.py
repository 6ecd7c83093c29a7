"""Limits checked on decoded text before any reader or extractor sees it.

Each check is one linear pass and refuses with the line of the first offence, so a
hostile document costs a scan, never a hang, a traceback or a huge allocation.
"""

from __future__ import annotations

import json
import re

from chipatlas.errors import InputError
from chipatlas.limits import Limits


def line_of(text: str, at: int) -> int:
    return text.count("\n", 0, at) + 1


def check_document(uri: str, size: int, limits: Limits) -> None:
    if size > limits.document_bytes:
        raise InputError(uri, f"document is {size:,} bytes; the limit is {limits.document_bytes:,}", line=1)


def check_text(uri: str, text: str, limits: Limits, lines: bool = True) -> None:
    """Line length (unless ``lines`` is false: a CSV's own cell limits say more) and digit
    runs (Python's int() refuses past 4,300 digits)."""
    start = 0
    while lines and start <= len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if end - start > limits.line_chars:
            raise InputError(
                uri,
                f"line is {end - start:,} characters; the limit is {limits.line_chars:,}",
                line=line_of(text, start),
            )
        start = end + 1
    # Anchored at the start of a run of digits, so each run is scanned once.
    digits = re.search(rf"(?<!\d)\d{{{limits.number_digits + 1}}}\d*", text)
    if digits:
        raise InputError(
            uri,
            f"a number of {len(digits.group()):,} digits; the limit is {limits.number_digits:,}",
            line=line_of(text, digits.start()),
        )


def load_json(uri: str, text: str, limits: Limits) -> object:
    """``json.loads`` that refuses bad or too deeply nested JSON with a line, never a traceback."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(uri, f"not valid JSON: {exc.msg}", line=exc.lineno) from None
    except RecursionError:  # the C decoder's own guard, far below what a stack could take
        why = f"nested more than {limits.nesting_depth} levels deep; refused"
        raise InputError(uri, why, line=1) from None
    _check_depth(uri, data, limits.nesting_depth)
    return data


def _check_depth(uri: str, data: object, limit: int) -> None:
    """Depth, and NUL from a \\u0000 escape (PostgreSQL cannot store it), without recursion."""
    stack: list[tuple[object, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str) and "\x00" in value:
            raise InputError(uri, "a \\u0000 escape (NUL) in a value: not text", line=1)
        if isinstance(value, dict):
            stack.extend((key, depth) for key in value)
        if isinstance(value, dict | list):
            if depth > limit:
                raise InputError(uri, f"nested more than {limit} levels deep; refused", line=1)
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)


__all__ = ["check_document", "check_text", "line_of", "load_json"]
