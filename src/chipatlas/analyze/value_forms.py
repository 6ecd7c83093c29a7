"""A stated value that is not one number: alternatives ("64|72|128") and ranges ("2-4").

The bundled claims files write a page's "64, 72 or 128 GPUs" as ``64|72|128`` and "two to
four shelves" as ``2-4`` (their README). Shown raw, ``64|72|128`` reads as a code; compared
as a label, it disagrees with every source that says 72, which is one of its own values.
Here such a value is worded for people and compared by what it allows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chipatlas.extract.quantities import to_si

_NUMBER = r"-?\d+(?:\.\d+)?"
_ALTERNATIVES = re.compile(rf"{_NUMBER}(?:\|{_NUMBER})+")
_RANGE = re.compile(r"(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)")
# Values in SI compare to 4 significant digits, as `conflicts.norm` rounds them.
_CLOSE = 5e-4


@dataclass(frozen=True, kw_only=True)
class Allowed:
    """What a value allows: a few numbers, one closed interval, or a label."""

    numbers: tuple[float, ...] = ()
    low: float | None = None
    high: float | None = None
    label: str | None = None


def words(value: str) -> str:
    """'64, 72 or 128' for ``64|72|128``; '2 to 4' for ``2-4``; any other value as it is."""
    if _ALTERNATIVES.fullmatch(value):
        parts = value.split("|")
        return f"{', '.join(parts[:-1])} or {parts[-1]}"
    found = _RANGE.fullmatch(value)
    if found:
        return f"{found.group(1)} to {found.group(2)}"
    return value


def _si(number: str, unit: str) -> float | None:
    if not unit:
        return float(number)
    found = to_si(float(number), unit)
    return found[1] if found else None


def allowed(value: str, unit: str, label: str) -> Allowed:
    """What ``value`` (in ``unit``) allows; ``label`` is its folded form when it is no number."""
    if _ALTERNATIVES.fullmatch(value):
        numbers = [_si(n, unit) for n in value.split("|")]
        if all(n is not None for n in numbers):
            return Allowed(numbers=tuple(n for n in numbers if n is not None))
    found = _RANGE.fullmatch(value)
    if found:
        low, high = _si(found.group(1), unit), _si(found.group(2), unit)
        if low is not None and high is not None and low <= high:
            return Allowed(low=low, high=high)
    if re.fullmatch(_NUMBER, value):
        single = _si(value, unit)
        if single is not None:
            return Allowed(numbers=(single,))
    return Allowed(label=label)


def _same(a: float, b: float) -> bool:
    return abs(a - b) <= _CLOSE * max(abs(a), abs(b))


def _inside(x: float, allowed_: Allowed) -> bool:
    assert allowed_.low is not None and allowed_.high is not None
    return allowed_.low - _CLOSE * abs(allowed_.low) <= x <= allowed_.high + _CLOSE * abs(allowed_.high)


def agree(a: Allowed, b: Allowed) -> bool:
    """True when one value allows what the other states (72 is one of 64, 72 or 128)."""
    if a.label is not None or b.label is not None:
        return a.label == b.label
    if a.low is not None and b.low is not None:
        assert a.high is not None and b.high is not None
        return a.low <= b.high and b.low <= a.high
    if a.low is not None:
        return any(_inside(x, a) for x in b.numbers)
    if b.low is not None:
        return any(_inside(x, b) for x in a.numbers)
    return any(_same(x, y) for x in a.numbers for y in b.numbers)
