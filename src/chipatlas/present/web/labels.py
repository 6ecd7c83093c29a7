"""How the pages name stored properties and figures: one label per property everywhere
(the platform summary, disagreements, compare, changes), never the stored key.

'spec.rack_weight.per_rack' reads "Rack weight per rack"; 'power_kw' reads "Power (kW)", as
on the platform summary; a figure's unit is written once ("1360 kg", never "1360 kg kg").
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from chipatlas.analyze import pages, proposals
from chipatlas.analyze.spec_labels import metric_label, spec_label
from chipatlas.extract.taxonomy import TYPES
from chipatlas.model.schema import is_reference
from chipatlas.model.units import UNITS, read_unit
from chipatlas.model.units import convert as convert_unit
from chipatlas.present.web.ringrows import label

# Compare's spec names: the figure, then what it is counted per ("unit": the platform's unit,
# a rack or a server).
_PER = {"chip": "per chip", "unit": "per unit (rack or server)"}
_NO_UNIT = frozenset({"", "count"})
_OWN = {"chip_tdp_w": "Chip TDP (W)"}  # compare's summary fields the platform page does not show


def prop_label(prop: Any) -> str:
    """A stored property as a reader names it (the templates' ``prop_label`` filter)."""
    text = str(prop or "")
    kind, dot, rest = text.partition(".")
    if dot and kind == "spec":
        metric, dot, scope = rest.partition(".")
        return spec_label(metric, scope, "") if dot else pages.label(text)
    if dot and kind == "topic":
        return prop_label(rest)
    if text in _OWN:
        return _OWN[text]
    return pages.label(text) if text in pages.LABELLED else label(text)


def signal_type(value: Any) -> str:
    """A signal type as the digest names it ("US production", "M&A"), not its key read as
    words ("Us production", "M and a"); an unknown type as its key in words."""
    text = str(value or "")
    return TYPES.get(text) or label(text)


def metric_name(metric: Any) -> str:
    """A figure's metric as words ("FP4 compute", "Wafer capacity"), not its key
    ('fp4_flops', 'wafer_capacity'), which the pages keep in a tooltip for 'review edit'."""
    return metric_label(str(metric or "")) if metric else "metric not stated"


def figure_relation(p: Any) -> str:
    """A figure proposal's '=' or the bound its sentence wrote ("more than", "up to")."""
    return proposals.relation(p.get("metric"), p.get("scope"), p.get("qualifier"))


def compare_label(name: Any) -> str:
    """Compare's spec row names: 'hbm_capacity.chip' -> "HBM capacity per chip"."""
    metric, dot, per = str(name or "").partition(".")
    shown = spec_label(metric, "", "")
    return f"{shown} {_PER.get(per, label(per).lower())}" if dot else shown


def figure(value: Any, unit: Any = "", original: Any = "") -> str:
    """A stated figure with its unit once: the words as written when they carry the unit."""
    shown = str(original or value or "")
    unit = str(unit or "")
    if unit in _NO_UNIT or unit.lower() in shown.lower():
        return shown
    return f"{shown} {unit}"


def one_unit(values: Iterable[Mapping[str, object]] | None) -> list[dict[str, object]]:
    """A disagreement's values in one unit, the one most of them use, else the larger ("7.38 TB/s" beside
    "7.3 TB/s", not "7380 GB/s"), each with its source's written form in ``written`` (the
    tooltip); values whose units are unknown or of different kinds (bits and bytes) stay as
    written."""
    rows: list[dict[str, object]] = [dict(v) for v in values or []]
    for r in rows:
        r["written"] = figure(r.get("value"), r.get("unit"), r.get("original"))
        r["shown"] = r["written"]
    units = [UNITS.get(str(r.get("unit") or "")) or read_unit(str(r.get("unit") or "")) for r in rows]
    known = [u for u in units if u is not None]
    if len(known) < len(rows) or len({u.kind for u in known}) != 1 or len({u.symbol for u in known}) < 2:
        return rows
    symbols = [u.symbol for u in known]
    # Ties: the larger unit, whose figures read shorter ('7.38 TB/s', not '7,380 GB/s').
    target = max(known, key=lambda u: (symbols.count(u.symbol), u.factor)).symbol
    for r, u in zip(rows, known, strict=True):
        try:
            amount = convert_unit(float(str(r["value"]).replace(",", "")), u.symbol, target)
        except (KeyError, ValueError):
            return [{**r, "shown": r["written"]} for r in rows]
        r["shown"] = f"{_number(amount)} {target}"
    return rows


def _number(x: float) -> str:
    """Four significant figures, thousands marked, no exponent ('7.38', '12,000')."""
    rounded = float(f"{x:.4g}")
    return f"{rounded:,.0f}" if rounded.is_integer() else f"{rounded:g}"


def refers(kind: Any, prop: Any) -> bool:
    """Whether a statement's value is an entity id (shown as a link to the entity)."""
    return bool(kind) and is_reference(str(kind), str(prop))


def grouped(value: Any) -> str:
    """A stored figure with its thousands marked ('5,468,500,000,000'); none as nothing."""
    return "" if value is None else proposals.grouped(str(value))


# A proposed ring change's kind and action as a heading ("New site", not "Site Locate");
# the keys stay in the JSON, the CSV and 'review' for scripts (docs/review.md's table).
_CHANGES = {
    ("supply", "add"): "New supplier",
    ("supply", "confirm"): "Confirms a supplier",
    ("supply", "change"): "Another role for a supplier",
    ("supply", "fill"): "Fills an undisclosed part",
    ("supply", "contradict"): "Contradicts the ring",
    ("supply", "share"): "Gains share",
    ("supply", "end"): "Supply ends",
    ("supply", "customer"): "For a customer",
    ("supply", "customer_end"): "Ends, for a customer",
    ("supply", "customer_share"): "Gains share, for a customer",
    ("site", "locate"): "New site",
    ("site", "confirm"): "Confirms a site",
    ("site", "end"): "Site ends",
    ("ownership", "add"): "New owner",
    ("ownership", "confirm"): "Confirms an owner",
    ("ownership", "change"): "Change of owner",
    ("ownership", "end"): "Ownership ends",
    ("deployment", "add"): "Add a deployment",
    ("deployment", "confirm"): "Confirms a deployment",
    ("deployment", "end"): "Deployment ends",
}


def change_title(kind: Any, action: Any) -> str:
    """A proposal's kind and action in words; an unlisted pair as its keys in words."""
    pair = (str(kind or ""), str(action or ""))
    return _CHANGES.get(pair) or label(" ".join(x for x in pair if x).replace(" ", "_"))


# The impact score's stored reasons (resolve/impact.py) and how a reader is told them.
_PRIOR = re.compile(r"^type (\w+): prior (\d+)$")
_FEW = re.compile(r"^(\d+) independent source\(s\)$")
_PLUS = (
    ("+1 central in stored rings: ", "+1, names a company or platform central to the stored rings: "),
    ("+1 magnitude: ", "+1, a large figure: "),
)


def impact_reason(reason: Any) -> str:
    """One impact reason in words ("Partnership deal story: starts at 2"), not the score's
    terms ("type partnership_deal: prior 2"); the stored text stays as written."""
    text = str(reason or "")
    prior = _PRIOR.match(text)
    if prior:
        return f"{signal_type(prior[1])} story: starts at {prior[2]}"
    for stored, words in _PLUS:
        if text.startswith(stored):
            return words + text[len(stored) :]
    if text.startswith("+1 ") and text.endswith("independent sources"):
        return "+1, " + text[3:]
    few = _FEW.match(text)  # under three sources adds nothing: say so, and what counts
    if few:
        n = int(few[1])
        named = (
            "no independent source counted"
            if n == 0
            else f"{n} independent source{'' if n == 1 else 's'} counted"
        )
        return f"+0, {named} (three independent sources add 1)"
    return text


def one_per_referrer(refs: Iterable[Mapping[str, object]] | None) -> list[dict[str, object]]:
    """ "Referenced by" rows, one per referring entity with its roles joined ("about,
    mentions"): a signal names its subject both as what it is about and among what it
    mentions, and listing it once per role read as two signals."""
    first: dict[tuple[str, str], Mapping[str, object]] = {}
    roles: dict[tuple[str, str], list[str]] = {}
    for r in refs or []:
        key = (str(r["entity"]), str(r["kind"]))
        first.setdefault(key, r)
        if str(r["prop"]) not in roles.setdefault(key, []):
            roles[key].append(str(r["prop"]))
    return [{**r, "prop": ", ".join(roles[key])} for key, r in first.items()]


def readable(value: Any) -> str:
    """A stored value as words: a takeaway stored as JSON reads as its text, a list of
    reasons as the reasons; anything else as stored."""
    text = str(value if value is not None else "")
    if not text.startswith(("{", "[")):
        return text
    try:
        found = json.loads(text)
    except ValueError:
        return text
    return _words(found) if isinstance(found, (dict, list)) else text


def _words(found: Any) -> str:
    if isinstance(found, dict):
        if isinstance(found.get("text"), str):
            return str(found["text"])
        return "; ".join(f"{label(k)}: {_words(v)}" for k, v in found.items())
    if isinstance(found, list):
        return "; ".join(_words(x) for x in found)
    return str(found)
