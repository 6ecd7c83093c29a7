"""The gold set: one JSON file of our own labels per public document (no third-party text).

A label file names the document (url, language, held_out, optional fresh), its metadata (publisher,
date as the text states it, published as the page's metadata gives it), the signal
(type, sentiment, evidence level; ``*_also`` lists other answers a careful reader would
accept), the entities with the surface forms the text uses, the figures (subject,
metric, value, unit, scope), and the relations the text states (``relations``: kind
supply/site/ownership, supplier, component, platform, role, place; scored in ``score.score_relations``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class GoldError(ValueError):
    """A label file that cannot be read: names the file and the field."""


@dataclass(frozen=True)
class GoldEntity:
    name: str
    kind: str
    forms: tuple[str, ...]


@dataclass(frozen=True)
class GoldFigure:
    subject: str
    metric: str
    low: float
    high: float
    unit: str
    scope: str
    subject_also: tuple[str, ...] = ()

    @property
    def key(self) -> tuple[str, str, float, float, str, str]:
        return (self.subject, self.metric, self.low, self.high, self.unit, self.scope)

    def shown(self) -> str:
        value = f"{self.low:g}" if self.low == self.high else f"{self.low:g}-{self.high:g}"
        return f"{self.subject} {self.metric} = {value} {self.unit} {self.scope or '(no scope)'}"


@dataclass(frozen=True)
class GoldRelation:
    """One relation the text states: ``supplier`` supplies ``component`` for ``platform``.

    ``kind`` is supply (the default), site (``place`` says where the supplier makes it),
    ownership (``platform`` names the owned company, component empty) or deployment
    (``supplier`` names the cluster, ``platform`` the platform it uses).
    """

    kind: str
    supplier: str
    component: str
    platform: str
    role: str = ""
    place: str = ""


RELATION_KINDS = ("supply", "site", "ownership", "deployment")


@dataclass(frozen=True)
class GoldDoc:
    id: str
    url: str
    language: str
    held_out: bool
    text_file: str
    publisher: str
    date: str | None
    signal_types: tuple[str, ...]  # first is the label, the rest acceptable
    sentiments: tuple[str, ...]
    evidence: str
    entities: tuple[GoldEntity, ...]
    also_ok: tuple[str, ...]
    figures: tuple[GoldFigure, ...]  # a fact stated twice is one figure
    relations: tuple[GoldRelation, ...] = ()
    # a fresh batch: labelled before any run of chipatlas saw its texts, held out whatever the hash
    fresh: bool = False


def _need(data: dict[str, Any], field: str, kind: type, where: str) -> Any:
    if field not in data:
        raise GoldError(f"{where}: missing field {field!r}")
    value = data[field]
    if not isinstance(value, kind):
        raise GoldError(f"{where}: field {field!r} should be {kind.__name__}, not {type(value).__name__}")
    return value


def _optional_bool(data: dict[str, Any], field: str, where: str) -> bool:
    value = data.get(field, False)
    if not isinstance(value, bool):
        raise GoldError(f"{where}: field {field!r} should be bool, not {type(value).__name__}")
    return value


def _figure(data: dict[str, Any], where: str) -> GoldFigure:
    value = data.get("value")
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int | float) for v in value):
        low, high = float(value[0]), float(value[1])
    elif isinstance(value, int | float) and not isinstance(value, bool):
        low = high = float(value)
    else:
        raise GoldError(f"{where}: field 'value' should be a number or [low, high], not {value!r}")
    return GoldFigure(
        subject=_need(data, "subject", str, where),
        metric=_need(data, "metric", str, where),
        low=low,
        high=high,
        unit=_need(data, "unit", str, where),
        scope=_need(data, "scope", str, where),
        subject_also=tuple(data.get("subject_also", ())),
    )


def parse_relation(data: dict[str, Any], where: str) -> GoldRelation:
    """One relation label; GoldError names the place and the field (an unknown kind, no supplier)."""
    kind = data.get("kind", "supply")
    if kind not in RELATION_KINDS:
        raise GoldError(f"{where}: field 'kind' should be one of {', '.join(RELATION_KINDS)}, not {kind!r}")
    return GoldRelation(
        kind=kind,
        supplier=_need(data, "supplier", str, where),
        component=str(data.get("component") or ""),
        platform=str(data.get("platform") or ""),
        role=str(data.get("role") or ""),
        place=str(data.get("place") or ""),
    )


def parse_gold(data: dict[str, Any], where: str) -> GoldDoc:
    """One label file's JSON into a GoldDoc; GoldError names the file and field."""
    entities = tuple(
        GoldEntity(
            _need(e, "name", str, f"{where}: entities[{i}]"),
            _need(e, "kind", str, f"{where}: entities[{i}]"),
            tuple(e.get("forms") or [e["name"]]),
        )
        for i, e in enumerate(_need(data, "entities", list, where))
    )
    figures: dict[tuple[str, str, float, float, str, str], GoldFigure] = {}
    for i, f in enumerate(_need(data, "figures", list, where)):
        figure = _figure(f, f"{where}: figures[{i}]")
        figures.setdefault(figure.key, figure)
    return GoldDoc(
        id=_need(data, "id", str, where),
        url=_need(data, "url", str, where),
        language=_need(data, "language", str, where),
        held_out=_need(data, "held_out", bool, where),
        text_file=_need(data, "text_file", str, where),
        publisher=_need(data, "publisher", str, where),
        date=data.get("date"),
        signal_types=(_need(data, "signal_type", str, where), *data.get("signal_type_also", ())),
        sentiments=(_need(data, "sentiment", str, where), *data.get("sentiment_also", ())),
        evidence=_need(data, "evidence", str, where),
        entities=entities,
        also_ok=tuple(data.get("also_ok", ())),
        figures=tuple(figures.values()),
        relations=tuple(
            parse_relation(r, f"{where}: relations[{i}]") for i, r in enumerate(data.get("relations") or [])
        ),
        fresh=_optional_bool(data, "fresh", where),
    )


def load_gold(folder: Path) -> list[GoldDoc]:
    """Every ``*.json`` label file in a folder, sorted by id."""
    docs = []
    for path in sorted(folder.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise GoldError(f"{path}: cannot read labels: {exc}") from exc
        if not isinstance(data, dict):
            raise GoldError(f"{path}: labels should be a JSON object")
        docs.append(parse_gold(data, str(path)))
    return sorted(docs, key=lambda d: d.id)
