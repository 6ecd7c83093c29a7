"""How the pages name stored properties and figures: one label per property everywhere
(the platform summary, disagreements, compare, changes), never the stored key.

'spec.rack_weight.per_rack' reads "Rack weight per rack"; 'power_kw' reads "Power (kW)", as
on the platform summary; a figure's unit is written once ("1360 kg", never "1360 kg kg").
"""

from __future__ import annotations

import json
from typing import Any

from chipatlas.analyze import pages, proposals
from chipatlas.analyze.spec_labels import metric_label, spec_label
from chipatlas.extract.taxonomy import TYPES
from chipatlas.model.schema import is_reference
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


def refers(kind: Any, prop: Any) -> bool:
    """Whether a statement's value is an entity id (shown as a link to the entity)."""
    return bool(kind) and is_reference(str(kind), str(prop))


def grouped(value: Any) -> str:
    """A stored figure with its thousands marked ('5,468,500,000,000'); none as nothing."""
    return "" if value is None else proposals.grouped(str(value))


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
