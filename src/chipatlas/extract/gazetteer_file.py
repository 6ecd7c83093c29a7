"""The bundled gazetteer (``model/data/gazetteer.csv``) as Site statements.

Each row is one place: a GeoNames city, or a region, town or industrial park placed at
one of those cities. It becomes the Site ``site:<slug>`` with its name and aliases, its
kind, country, region, point (lat, lon), GeoNames id, the city it is placed at, its
source page and note; every statement quotes the row it came from. Ring rows point at
these Sites through their Production's ``site`` (``extract/ring.py``).
"""

from __future__ import annotations

import math
from functools import partial

from chipatlas.extract.findings import Extraction, whole_rows
from chipatlas.model.countries import lookup
from chipatlas.model.gazetteer import HEADER, site_id
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.read.parsed import ParsedDocument, Row, Table

SOURCE_KEY = "dataset:gazetteer"
PLACE_KINDS = ("city", "region", "park")
# Columns -> Site properties, as the row states them (empty cells state nothing).
_PROPS = (
    ("kind", P.PLACE_KIND),
    ("country", P.COUNTRY),
    ("region", P.REGION),
    ("lat", P.LAT),
    ("lon", P.LON),
    ("geonames_id", P.GEONAMES_ID),
    ("point_from", P.POINT_FROM),
    ("note", P.NOTE),
)


def is_gazetteer_table(table: Table) -> bool:
    return tuple(c.strip().lower() for c in table.columns) == HEADER


def extract_gazetteer(doc: ParsedDocument, table: Table) -> Extraction:
    """Every row lands whole or is rejected with its line and the field at fault."""
    return whole_rows("gazetteer", SOURCE_KEY, table, HEADER, _problem, partial(_row_statements, doc))


def _coordinate(text: str, limit: float) -> bool:
    try:
        value = float(text)
    except ValueError:
        return False
    return math.isfinite(value) and -limit <= value <= limit


def _problem(cells: dict[str, str]) -> str | None:
    for field in ("slug", "name", "kind", "country", "lat", "lon", "source_url"):
        if not cells.get(field):
            return f"field {field!r} is empty"
    if cells["kind"] not in PLACE_KINDS:
        return f"field 'kind': {cells['kind']!r} is not one of {', '.join(PLACE_KINDS)}"
    if lookup(cells["country"]) is None:
        return f"field 'country': {cells['country']!r} is not a country the country table knows"
    for field, limit in (("lat", 90.0), ("lon", 180.0)):
        if not _coordinate(cells[field], limit):
            return f"field {field!r}: {cells[field]!r} is not a number between -{limit:g} and {limit:g}"
    if not cells["source_url"].startswith(("http://", "https://")):
        return f"field 'source_url': {cells['source_url']!r} is not an http(s) URL"
    return None


def _row_statements(doc: ParsedDocument, row: Row, cells: dict[str, str]) -> list[Statement]:
    eid, url = site_id(cells["slug"]), cells["source_url"]
    quote = doc.text[row.start : row.end]

    def st(prop: str, value: str) -> Statement:
        return Statement(eid, K.SITE, prop, value, value, quote, row.start, row.end, "confirmed", url)

    out = [st(P.NAME, cells["name"]), st(P.GAZETTEER, cells["slug"]), st(P.SOURCE_URL, url)]
    out += [st(P.ALIAS, a) for a in cells.get("aliases", "").split("|") if a.strip()]
    out += [st(prop, cells[col]) for col, prop in _PROPS if cells.get(col)]
    return out
