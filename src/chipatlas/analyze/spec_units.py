"""Platform summary specs (``spec.<key>`` statements) read into quantities in SI units.

A key names the quantity, the unit and the scope in snake case, as the bundled platform
files do: ``fp8_pflops_per_chip``, ``rack_hbm_tb``, ``hbm_tbps_per_chip``,
``sram_bandwidth_pb_s``. The unit token gives the factor to SI (FLOP/s, B, B/s, W, kg)
through the one unit registry (``model.units.KEY_TOKENS``: in keys, ``tbps`` is TB/s);
``per_chip``/``per_gpu``/``chip`` is the chip scope, ``rack``/``ultraserver``/``system``
the unit scope (the group ``accelerators_per_unit`` counts), ``pod`` the pod. Capacities
in GB are read as GiB when the platform's ``spec.hbm_unit_note`` says GiB.
(Spec *claims* and their cross-checks live in ``analyze.specs``.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from chipatlas.analyze.records_specs import SpecValue
from chipatlas.model.units import KEY_TOKENS, UNITS, key_unit

# registry kind -> (SI unit shown, the spec quantity's kind word)
KINDS = {
    "flops": ("FLOP/s", "compute"),
    "bytes": ("B", "capacity"),
    "bytes_per_s": ("B/s", "bandwidth"),
    "power": ("W", "power"),
    "mass": ("kg", "mass"),
}


@cache
def _token_unit(token: str) -> tuple[float, str, str]:
    """(factor to SI, SI unit, kind) of a key token, from the one unit registry."""
    unit = key_unit(token)
    if unit is None or unit.kind not in KINDS:
        raise KeyError(token)
    si, kind = KINDS[unit.kind]
    return unit.factor, si, kind


SCOPES = {"per_chip": "chip", "per_gpu": "chip", "chip": "chip", "gpu": "chip"}
SCOPES |= {"rack": "unit", "per_rack": "unit", "ultraserver": "unit", "system": "unit", "per_system": "unit"}
SCOPES |= {"pod": "pod", "per_pod": "pod"}
QUALIFIERS = ("approx", "claimed", "bidirectional")
PREFIXES = {"k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15, "E": 1e18}
_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")


@dataclass(frozen=True)
class SpecKey:
    key: str
    quantity: str  # e.g. fp8_compute, hbm_capacity, hbm_bandwidth, power
    scope: str | None  # chip | unit | pod | None (unstated)
    unit: str  # SI unit
    factor: float
    qualifiers: tuple[str, ...]

    @property
    def name(self) -> str:
        return f"{self.quantity}.{self.scope or 'unstated'}"


def _take(tokens: list[str], table: dict[str, Any]) -> tuple[str | None, list[str]]:
    """Find a two- or one-token entry of ``table`` in ``tokens``; return it and the rest."""
    for size in (2, 1):
        for i in range(len(tokens) - size + 1):
            word = "_".join(tokens[i : i + size])
            if word in table:
                return word, tokens[:i] + tokens[i + size :]
    return None, tokens


def parse_key(key: str) -> SpecKey | None:
    """The quantity, scope and unit a spec key names, or None (notes, labels, unknown units)."""
    if key.endswith("_note"):
        return None
    unit, tokens = _take(key.split("_"), KEY_TOKENS)
    if unit is None:
        return None
    scope, tokens = _take(tokens, SCOPES)
    qualifiers = tuple(t for t in tokens if t in QUALIFIERS)
    base = "_".join(t for t in tokens if t not in QUALIFIERS) or "value"
    factor, si, kind = _token_unit(unit)
    quantity = base if kind in ("power", "mass") or base.endswith(kind) else f"{base}_{kind}"
    return SpecKey(key, quantity, SCOPES.get(scope or ""), si, factor, qualifiers)


def number(value: object) -> float | None:
    """A plain number, or None for ranges, bounds and text ('>100 per rack')."""
    if value is None:
        return None
    text = str(value).strip().replace(",", "")
    return float(text) if _NUMBER.match(text) else None


def shown(value: float, unit: str) -> str:
    """1.2e16 FLOP/s -> '12 PFLOP/s'; 1.2e5 W -> '120 kW'."""
    if unit in ("FLOP/s", "B", "B/s", "W", "FLOP/s/W"):
        for prefix, f in sorted(PREFIXES.items(), key=lambda x: -x[1]):
            if abs(value) >= f:
                return f"{value / f:.4g} {prefix}{unit}"
    return f"{value:.4g} {unit}"


def normalise(key: str, value: str, gib: bool = False) -> SpecValue | None:
    """One spec value in SI: {name, quantity, scope, value_si, unit, shown, qualifiers, read_as_gib}."""
    parsed = parse_key(key)
    amount = number(value)
    if parsed is None or amount is None:
        return None
    as_gib = gib and parsed.unit == "B" and "gb" in key.split("_")
    si = amount * (UNITS["GiB"].factor if as_gib else parsed.factor)
    return {
        "name": parsed.name,
        "quantity": parsed.quantity,
        "scope": parsed.scope,
        "value_si": si,
        "unit": parsed.unit,
        "shown": shown(si, parsed.unit),
        "qualifiers": list(parsed.qualifiers),
        "read_as_gib": as_gib,
    }
