"""The Sites the store holds: gazetteer places as entities, and which ring rows name them.

``chipatlas init`` loads the gazetteer as Site entities (``extract/gazetteer_file.py``:
name, aliases, point, country, the row they came from); a ring row's Production points at
the Sites its made-in text names (``site``) and keeps the parts that name none
(``unplaced``), each a statement quoting the row (``extract/ring.py``). The site map, the
site pages and ``exposure --site`` read these, not the gazetteer file. A made-in text with
neither statement (a store ingested before Sites were stored) is read when the page is
read, against the stored Sites.
A country named without a site is still placed at the country's centre (a country is not
a Site: ``model.gazetteer.country_place``).

The store learns places after rows name them: a newer bundled gazetteer (``chipatlas
init``) or a user's own gazetteer file (``chipatlas ingest places.csv``). A part that named
no place when its ring was read (``unplaced``) is matched again, on every read, against the
Sites the store holds now, the way ingest matches it; so the pin appears without
re-ingesting the ring, and the part leaves the unresolved list. Nothing is written: the
row's own statements still say what the gazetteer knew when it was read.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from sqlalchemy import ColumnElement, Connection, func, select

from chipatlas.model import countries
from chipatlas.model.gazetteer import Located, Place, PlaceIndex, by_slug, country_place, fold
from chipatlas.model.schema import K, P
from chipatlas.store.tables import ring_rows, statements
from chipatlas.store.version import kept

Text = tuple[str | None, str | None]  # (made-in site, made-in country) as a ring row states them


@dataclass(frozen=True)
class StoredSites:
    places: dict[str, Place]  # Site id -> the place it stores
    named: dict[Text, tuple[list[str], list[str]]]  # text -> (Site ids, parts naming no place)
    index: PlaceIndex  # the stored places by name, to read again what named none

    def locate(self, site: str | None, country: str | None) -> Located:
        """Where a ring row's made-in text points, as stored (see the module docstring)."""
        ids, unplaced = self.named.get((site, country), ([], []))
        if site and site.strip() and not ids and not unplaced:
            return self.index.locate(site, country)  # nothing read at ingest: read it now
        found = [self.places[i] for i in ids if i in self.places]
        named = countries.lookup(country) if country and country.strip() else None
        missed = []
        for part in unplaced:
            place = self.index.part(part, named.code if named else None)
            if place is None:
                missed.append(part)
            elif place not in found:
                found.append(place)
        # A Site the store lacks (its gazetteer never loaded): the text is reported whole
        # rather than dropped.
        if site and site.strip() and len([i for i in ids if i in self.places]) < len(ids):
            missed.append(site.strip())
        if any(p.kind != "country" for p in found):
            return Located(tuple(found), tuple(missed), "site")
        here = country_place(named.code) if named else None
        if country and country.strip() and named is None:
            missed.append(country.strip())
        return Located((here,) if here else (), tuple(missed), "country" if here else "none")

    def by_slug(self, slug: str) -> Place | None:
        return by_slug(slug, self.places.values())

    def find(self, name: str) -> Place | None:
        """A stored place by what a person types: its slug, name or alias, else a name inside it."""
        key = fold(name)
        for p in self.places.values():
            if key in {fold(p.slug), fold(p.name), *(fold(a) for a in p.aliases)}:
                return p
        padded = f" {key} "
        inside = [
            (len(n), p)
            for p in self.places.values()
            for n in map(fold, (p.name, *p.aliases))
            if f" {n} " in padded
        ]
        return max(inside, key=lambda x: x[0])[1] if inside else None


def _places(conn: Connection) -> dict[str, Place]:
    """Every stored Site that came from a gazetteer row, as a Place."""
    # Two indexed lookups (prop, then entity ids): one query with a subquery leads SQLite to
    # scan every statement of a large store.
    gazetteer = select(statements.c.entity_id).where(
        statements.c.prop == P.GAZETTEER, statements.c.retired_at.is_(None)
    )
    ids = sorted(set(conn.execute(gazetteer).scalars()))
    props: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    query = select(statements.c.entity_id, statements.c.prop, statements.c.value).where(
        statements.c.entity_id.in_(ids),
        statements.c.schema == K.SITE,
        statements.c.retired_at.is_(None),
    )
    for eid, prop, value in conn.execute(query.order_by(statements.c.span_start, statements.c.id)):
        props[eid][prop].append(value)
    out = {}
    for eid, p in props.items():
        one = {k: v[0] for k, v in p.items()}
        out[eid] = Place(
            slug=one[P.GAZETTEER],
            name=one[P.NAME],
            kind=one.get(P.PLACE_KIND, "city"),
            country=one.get(P.COUNTRY, ""),
            region=one.get(P.REGION, ""),
            lat=float(one[P.LAT]),
            lon=float(one[P.LON]),
            geonames_id=one.get(P.GEONAMES_ID, ""),
            point_from=one.get(P.POINT_FROM, ""),
            aliases=tuple(dict.fromkeys(p.get(P.ALIAS, []))),
            source_url=one.get(P.SOURCE_URL, ""),
            note=one.get(P.NOTE, ""),
        )
    return out


def stored_sites(conn: Connection, *where: ColumnElement[bool]) -> StoredSites:
    """The stored Sites, and what the made-in texts of the ring rows matching ``where`` name.

    Ingest reads the same text the same way, so one Production per (site, country) text is
    looked up: a grouped scan of the ring and one small query, not a join of every row."""
    c = ring_rows.c
    reps = select(c.made_in_site, c.made_in_country, func.min(c.location_id)).where(
        *where, c.location_id != "", c.made_in_site.is_not(None)
    )
    text_of = {
        loc: (site, country)
        for site, country, loc in conn.execute(reps.group_by(c.made_in_site, c.made_in_country))
    }
    named: dict[Text, tuple[list[str], list[str]]] = {}
    ids = sorted(text_of)
    for i in range(0, len(ids), 500):
        # No filter on prop in SQL: SQLite would then scan the (prop, value) index of every
        # Production instead of looking these few up by id; the other props are dropped here.
        query = select(statements.c.entity_id, statements.c.prop, statements.c.value).where(
            statements.c.entity_id.in_(ids[i : i + 500]), statements.c.retired_at.is_(None)
        )
        for loc, prop, value in conn.execute(query.order_by(statements.c.value)):
            if prop not in (P.SITE, P.UNPLACED):
                continue
            sites, unplaced = named.setdefault(text_of[loc], ([], []))
            (sites if prop == P.SITE else unplaced).append(value)
    places, index = kept(conn, "stored_places", _indexed)  # per store, not per page
    return StoredSites(places, named, index)


def _indexed(conn: Connection) -> tuple[dict[str, Place], PlaceIndex]:
    places = _places(conn)
    return places, PlaceIndex.of(places.values())
