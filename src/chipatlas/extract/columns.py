"""Which column of a table holds which ring field: synonyms, plus the user's own mapping."""

from __future__ import annotations

from chipatlas.errors import ConfigError
from chipatlas.model.vocab import fold

FIELDS = (
    "platform",
    "component",
    "supplier",
    "supplier_detail",
    "role",
    "made_in",
    "made_in_country",
    "made_in_site",
    "us_status",
    "location_scope",
    "location_evidence",
    "evidence",
    "has_source_link",
    "source_url",
    "notes",
)

SYNONYMS: dict[str, str] = {
    "platform": "platform",
    "system": "platform",
    "component": "component",
    "category": "component",
    "part": "component",
    "subsystem": "component",
    "supplier": "supplier",
    "vendor": "supplier",
    "maker": "supplier",
    "manufacturer": "supplier",
    "company": "supplier",
    "supplier detail": "supplier_detail",
    "detail": "supplier_detail",
    "what they supply": "supplier_detail",
    "role": "role",
    "sourcing role": "role",
    "made in": "made_in",
    "location": "made_in",
    "country": "made_in",
    "made in country": "made_in_country",
    "country of manufacture": "made_in_country",
    "made in site": "made_in_site",
    "site": "made_in_site",
    "plant": "made_in_site",
    "us status": "us_status",
    "us made": "us_status",
    "made in us": "us_status",
    "made in usa": "us_status",
    "us manufacturing": "us_status",
    "location scope": "location_scope",
    "location evidence": "location_evidence",
    "us production": "us_status",
    "evidence": "evidence",
    "confidence": "evidence",
    "source type": "evidence",
    "has source link": "has_source_link",
    "source url": "source_url",
    "url": "source_url",
    "source link": "source_url",
    "notes": "notes",
    "note": "notes",
    "comments": "notes",
    "remarks": "notes",
}


def parse_mapping(items: list[str]) -> dict[str, str]:
    """['Vendor=supplier'] -> {'vendor': 'supplier'}; an unknown field is a ConfigError."""
    mapping: dict[str, str] = {}
    for item in items:
        column, sep, target = item.partition("=")
        target = target.strip().lower()
        if not sep or not column.strip():
            raise ConfigError(f"--map {item!r}: expected COLUMN=FIELD, e.g. 'Vendor=supplier'")
        if target not in FIELDS:
            raise ConfigError(f"--map {item!r}: unknown field {target!r}; fields: {', '.join(FIELDS)}")
        mapping[fold(column)] = target
    return mapping


def map_columns(columns: list[str], user: dict[str, str] | None = None) -> dict[str, int]:
    """Field -> column index. The first column claiming a field wins."""
    user = user or {}
    found: dict[str, int] = {}
    for index, column in enumerate(columns):
        key = fold(column).replace(".", "").rstrip("?: ")
        field = user.get(key) or SYNONYMS.get(key) or SYNONYMS.get(key.replace("_", " "))
        if field and field not in found:
            found[field] = index
    return found


def is_ring(fields: dict[str, int]) -> bool:
    return "component" in fields and "supplier" in fields
