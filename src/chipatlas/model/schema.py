"""The schema registry: the entity kinds and their typed properties, read once from
``schema.yaml`` (shipped with the package). A run reads its JSON copy, ``schema.json``
(written by ``scripts/schema_json.py``, checked equal by tests/test_schema.py): the json
module is already loaded, while importing PyYAML costs every command ~30 ms of CPU.

Ingest validates every statement against it; projections, the search index, exports and
entity pages ask it which properties name, describe or point at entities. Code names
kinds and properties through ``K`` and ``P`` (checked against the file when it loads),
so a misspelt name fails at import, not as a silently empty query.
"""

from __future__ import annotations

import builtins
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, Final

from chipatlas.model.schema_names import K as K
from chipatlas.model.schema_names import P as P
from chipatlas.model.vocab import VOCABULARIES

INDEXED_TYPES = ("name", "text", "country")  # what full-text search reads
ANY = "any"  # the range of a reference that may point at any kind


class SchemaError(ValueError):
    """A statement the schema does not allow, or a schema file that does not hold."""


@dataclass(frozen=True, kw_only=True, slots=True)
class PropertyType:
    name: str
    label: str
    description: str


@dataclass(frozen=True, kw_only=True, slots=True)
class Property:
    name: str
    label: str
    type: PropertyType
    range: str | None = None  # for references: the kind pointed at, or ANY
    values: tuple[str, ...] = ()  # for enums: the allowed values
    vocabulary: str | None = None
    unit: str | None = None
    prefix: bool = False  # a family: "spec" declares spec.<anything>

    @property
    def is_reference(self) -> bool:
        return self.type.name == "entity"


@dataclass(frozen=True, kw_only=True, slots=True)
class Kind:
    name: str
    label: str
    plural: str
    id_prefix: str
    caption: tuple[str, ...]
    stored: str  # "statements" or "table"
    relation: bool  # a reified link between entities (a ring row), not a thing of its own
    description: str
    properties: Mapping[str, Property]

    def property(self, name: str) -> Property:
        """The property called ``name`` (a family member such as spec.x finds its family)."""
        found = self.properties.get(name) or self.properties.get(name.split(".", 1)[0])
        if found is None or (found.name != name and not found.prefix):
            known = ", ".join(self.properties)
            raise SchemaError(f"{self.name} has no property {name!r} (declared: {known})")
        return found

    def has(self, name: str) -> bool:
        try:
            self.property(name)
        except SchemaError:
            return False
        return True

    def is_reference(self, name: str) -> bool:
        return self.property(name).is_reference

    def of_type(self, *types: str) -> tuple[str, ...]:
        """The names of the properties of these types, in declared order."""
        return tuple(p.name for p in self.properties.values() if p.type.name in types)

    def indexed(self, name: str) -> bool:
        """Whether full-text search indexes this property: names and text, not ids, links,
        levels or numbers (an undeclared property is not indexed)."""
        return self.has(name) and self.property(name).type.name in INDEXED_TYPES

    @builtins.property  # "property" in this class body is the lookup above
    def references(self) -> tuple[Property, ...]:
        return tuple(p for p in self.properties.values() if p.is_reference)


@dataclass(frozen=True, kw_only=True, slots=True)
class Column:
    """One column of an export and the kind.property it carries (None: computed)."""

    name: str
    source: str | None


@dataclass(frozen=True, kw_only=True, slots=True)
class Export:
    name: str
    label: str
    columns: tuple[Column, ...]

    @builtins.property
    def names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.columns)


@dataclass(frozen=True, kw_only=True, slots=True)
class Schema:
    types: Mapping[str, PropertyType]
    kinds: Mapping[str, Kind]
    exports: Mapping[str, Export]
    # (kind, property) -> its declaration: ingest checks a million statements per large file.
    _found: dict[tuple[str, str], Property] = field(default_factory=dict, compare=False, repr=False)
    # Values of a closed type (enum, country, date, ...) already accepted: a ring file states
    # the same few hundred of them a million times, and a country check folds and looks up.
    _accepted: set[tuple[str, str, str]] = field(default_factory=set, compare=False, repr=False)
    _by_prefix: dict[str, Kind | None] = field(default_factory=dict, compare=False, repr=False)

    def export(self, name: str) -> Export:
        found = self.exports.get(name)
        if found is None:
            raise SchemaError(f"unknown export {name!r} (declared: {', '.join(self.exports)})")
        return found

    def kind(self, name: str) -> Kind:
        found = self.kinds.get(name)
        if found is None:
            raise SchemaError(f"unknown entity kind {name!r} (declared: {', '.join(self.kinds)})")
        return found

    def kind_of_id(self, entity_id: str) -> Kind | None:
        """The kind an id's prefix names ('company:tsmc' -> Company), or None."""
        prefix = entity_id.split(":", 1)[0]
        if prefix not in self._by_prefix:
            self._by_prefix[prefix] = next((k for k in self.kinds.values() if k.id_prefix == prefix), None)
        return self._by_prefix[prefix]

    def validate(self, kind: str, prop: str, value: str) -> None:
        """Refuse a value the schema does not allow, naming kind, property and value."""
        declared = self._found.get((kind, prop))
        if declared is None:
            declared = self._found[(kind, prop)] = self.kind(kind).property(prop)
        type_name = declared.type.name
        if type_name in _FREE and value.strip():
            return  # most values: free text or a name, nothing more to check
        if (kind, prop, value) in self._accepted:
            return
        problem = _problem(self, declared, value)
        if problem:
            raise SchemaError(f"{kind}.{prop} = {value[:80]!r}: {problem}")
        if type_name not in _UNREPEATED and len(self._accepted) < _ACCEPTED_MAX:
            self._accepted.add((kind, prop, value))


_FREE = ("text", "name")  # checked only for being non-empty
# Not remembered: ids are all different, and a ring's source URLs mostly are too (one per
# row filled the 50,000 entries, ~8 MB, for a check as cheap as the look-up).
_UNREPEATED = ("entity", "url")
_ACCEPTED_MAX = 50_000  # closed-type values remembered (a few MB at most)
_NUMBER = re.compile(r"-?\d+(\.\d+)?")
_DATE = re.compile(r"\d{4}(-\d{2}(-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?)?)?")


def _problem(schema: Schema, prop: Property, value: str) -> str | None:
    kind = prop.type.name
    if kind in ("name", "text") and not value.strip():
        return "empty"
    if kind == "number" and not all(_NUMBER.fullmatch(v.strip()) for v in _range(value)):
        return "not a number (e.g. 72, 1.4 or a range 2-4)"
    if kind == "date" and not _DATE.fullmatch(value):
        return "not an ISO date (2026, 2026-10 or 2026-10-01)"
    if kind == "url" and not value.lower().startswith(("http://", "https://")):
        return "not an http(s) address"
    if kind == "boolean" and value not in ("true", "false"):
        return "not 'true' or 'false'"
    if kind == "enum" and value not in prop.values:
        return f"not one of {', '.join(prop.values)}"
    if kind == "country":
        from chipatlas.model.countries import lookup, unknown  # the table loads on first use

        if lookup(value) is None:
            return unknown(value)
    if kind == "entity":
        target = schema.kind_of_id(value)
        if target is None or (prop.range != ANY and target.name != prop.range):
            return f"not the id of a {prop.range} entity ('{_example(schema, prop)}:...')"
    return None


def _range(value: str) -> list[str]:
    """'2-4' -> ['2', '4']; a negative number stays whole."""
    low, sep, high = value.strip().partition("-")
    return [low, high] if sep and low else [value]


def _example(schema: Schema, prop: Property) -> str:
    return "<kind>" if prop.range in (None, ANY) else schema.kind(str(prop.range)).id_prefix


def _property(types: Mapping[str, PropertyType], kind: str, name: str, raw: dict[str, object]) -> Property:
    type_name = str(raw["type"])
    if type_name not in types:
        raise SchemaError(f"{kind}.{name}: unknown type {type_name!r}")
    vocabulary = raw.get("vocabulary")
    if vocabulary and vocabulary not in VOCABULARIES:
        raise SchemaError(f"{kind}.{name}: unknown vocabulary {vocabulary!r} (model/vocab.py VOCABULARIES)")
    values = VOCABULARIES[str(vocabulary)] if vocabulary else ()
    return Property(
        name=name,
        label=str(raw.get("label", name)),
        type=types[type_name],
        range=str(raw["range"]) if "range" in raw else None,
        values=tuple(values),
        vocabulary=str(vocabulary) if vocabulary else None,
        unit=str(raw["unit"]) if "unit" in raw else None,
        prefix=bool(raw.get("prefix", False)),
    )


def _kind(types: Mapping[str, PropertyType], name: str, raw: dict[str, object]) -> Kind:
    props = raw.get("properties") or {}
    assert isinstance(props, dict)
    caption = raw.get("caption") or []
    assert isinstance(caption, list)
    return Kind(
        name=name,
        label=str(raw["label"]),
        plural=str(raw["plural"]),
        id_prefix=str(raw["id_prefix"]),
        caption=tuple(str(c) for c in caption),
        stored=str(raw.get("stored", "statements")),
        relation=bool(raw.get("relation", False)),
        description=" ".join(str(raw.get("description", "")).split()),
        properties={p: _property(types, name, p, r) for p, r in props.items()},
    )


def read_yaml(text: str) -> Any:
    """The registry's YAML text as plain data (what ``schema.json`` holds)."""
    import yaml  # only for the YAML source (tests, scripts/schema_json.py): runs read the JSON

    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def parse(text: str) -> Schema:
    """A schema from YAML text, checked (see ``from_raw``)."""
    return from_raw(read_yaml(text))


def from_raw(raw: Any) -> Schema:
    """A schema from the registry's plain data, checked: references point at declared kinds,
    enums have values, captions are declared properties."""
    types = {
        n: PropertyType(name=n, label=str(t["label"]), description=str(t["description"]))
        for n, t in raw["types"].items()
    }
    exports = {
        n: Export(
            name=n,
            label=str(e["label"]),
            columns=tuple(Column(name=str(c["name"]), source=c.get("from")) for c in e["columns"]),
        )
        for n, e in (raw.get("exports") or {}).items()
    }
    kinds = {n: _kind(types, n, k) for n, k in raw["kinds"].items()}
    schema = Schema(types=types, kinds=kinds, exports=exports)
    for export in exports.values():
        for column in export.columns:
            if column.source is not None:
                kind_name, _, prop = column.source.partition(".")
                schema.kind(kind_name).property(prop)  # raises, naming what is missing
    for kind in schema.kinds.values():
        for p in kind.properties.values():
            if p.is_reference and p.range != ANY and p.range not in schema.kinds:
                raise SchemaError(f"{kind.name}.{p.name} points at undeclared kind {p.range!r}")
            if p.type.name == "enum" and not p.values:
                raise SchemaError(f"{kind.name}.{p.name} is an enum without values")
        missing = [c for c in kind.caption if c not in kind.properties]
        if missing:
            raise SchemaError(f"{kind.name} caption names undeclared properties {missing}")
    return schema


@cache
def load() -> Schema:
    text = resources.files("chipatlas.model").joinpath("schema.json").read_text(encoding="utf-8")
    schema = from_raw(json.loads(text))
    _check_names(schema)
    return schema


def _check_names(schema: Schema) -> None:
    """Every K and P constant names something the registry declares."""
    declared = {p for k in schema.kinds.values() for p in k.properties}
    for attr, value in vars(K).items():
        if attr.isupper() and value not in schema.kinds:
            raise SchemaError(f"K.{attr} = {value!r} is not a declared kind")
    for attr, value in vars(P).items():
        if attr.isupper() and value not in declared:
            raise SchemaError(f"P.{attr} = {value!r} is not a declared property")


SCHEMA: Final = load()  # read once, at first import


def is_reference(kind_name: str, prop: str) -> bool:
    """Whether this property's values are entity ids; False for anything undeclared."""
    found = SCHEMA.kinds.get(kind_name)
    return found is not None and found.has(prop) and found.is_reference(prop)


def validate(kind_name: str, prop: str, value: str) -> None:
    SCHEMA.validate(kind_name, prop, value)
