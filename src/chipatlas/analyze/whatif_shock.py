"""A what-if shock: what loses capacity and how much, read from a scenario entry, as SQL.

Every filter a shock gives must match a ring row; a name the store or the country table
does not know is refused with the closest names, never matched loosely.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, Connection, and_, func, or_

from chipatlas.errors import ConfigError, NotFoundError
from chipatlas.model.countries import all_countries, lookup
from chipatlas.model.schema import K
from chipatlas.resolve import Resolver
from chipatlas.store.tables import ring_rows

__all__ = ["FILTERS", "Shock", "company_id", "shock_filter", "shock_from"]

FILTERS = ("company", "site", "country", "component", "process")


@dataclass(frozen=True, kw_only=True)
class Shock:
    """What loses capacity, and how much of it (1.0: all)."""

    company: str | None = None
    site: str | None = None
    country: str | None = None
    component: str | None = None
    process: str | None = None
    loss: float = 1.0
    period: str | None = None  # carried through as given, e.g. "2027-Q1..2027-Q2"

    def describe(self) -> str:
        named = [f"{k} {v!r}" for k in FILTERS if (v := getattr(self, k))]
        return f"{' and '.join(named)} loses {self.loss:.0%}" + (f" ({self.period})" if self.period else "")


def shock_from(data: dict[str, Any]) -> Shock:
    """A shock from a scenario file's entry; a wrong key or loss is a clear error."""
    unknown = sorted(set(data) - {*FILTERS, "loss", "period"})
    if unknown:
        raise ConfigError(
            f"shock {_named(data)}: unknown key(s) {', '.join(unknown)}; "
            f"use {', '.join(FILTERS)}, loss, period"
        )
    loss = data.get("loss", 1.0)
    if isinstance(loss, str):
        try:
            loss = float(loss.rstrip("%")) / (100 if loss.endswith("%") else 1)
        except ValueError:
            loss = None  # not a number: refused below with the one message
    if not isinstance(loss, int | float) or not 0 < float(loss) <= 1:
        given = data.get("loss")
        raise ConfigError(
            f"shock {_named(data)}: loss must be more than 0 and at most 100%"
            f" (given {given!r}): a percentage such as '50%' or a fraction such as 0.5"
        )
    if not any(data.get(k) for k in FILTERS):
        raise ConfigError(f"shock {_named(data)}: name at least one of {', '.join(FILTERS)}")
    return Shock(
        **{k: str(data[k]) for k in FILTERS if data.get(k)}, loss=float(loss), period=data.get("period")
    )


def _named(data: dict[str, Any]) -> str:
    """A shock as the what-if title reads it ("country 'Mexico'"), not a Python dict."""
    named = " and ".join(f"{k} {str(v)!r}" for k, v in data.items() if k not in ("loss", "period") and v)
    return named or "(nothing named)"


def shock_filter(conn: Connection, shock: Shock) -> ColumnElement[bool]:
    """The SQL filter of the ring rows a shock hits."""
    parts: list[ColumnElement[bool]] = []
    if shock.company:
        resolver = Resolver(conn)
        eid = company_id(resolver, shock.company)
        parts.append(ring_rows.c.supplier_id.in_(resolver.members(eid)))
    if shock.country:
        found = lookup(shock.country)
        if found is None:
            raise NotFoundError(
                f"no country called {shock.country!r}{_did_you_mean(_close_countries(shock.country))}"
            )
        spellings = [shock.country] + ([found.name, found.code] if found else [])
        parts.append(func.lower(ring_rows.c.made_in_country).in_([s.lower() for s in spellings]))
    if shock.site:
        parts.append(func.lower(ring_rows.c.made_in_site).contains(shock.site.lower()))
    if shock.component:
        parts.append(func.lower(ring_rows.c.component).contains(shock.component.lower()))
    if shock.process:
        word = shock.process.lower()
        text_of = (ring_rows.c.supplier_detail, ring_rows.c.notes, ring_rows.c.component)
        parts.append(or_(*(func.lower(c).contains(word) for c in text_of)))
    return and_(*parts)


def company_id(resolver: Resolver, name: str) -> str:
    eid = resolver.lookup(name, K.COMPANY)
    if eid is None:
        raise NotFoundError(f"no company called {name!r}{_did_you_mean(resolver.suggest(name, K.COMPANY))}")
    return eid


def _did_you_mean(close: list[str]) -> str:
    return f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""


def _close_countries(name: str) -> list[str]:
    """The closest country names, the way the resolver suggests entity names."""
    from rapidfuzz import fuzz, process

    names = [c.name for c in all_countries()]
    return [n for n, _score, _ in process.extract(name, names, scorer=fuzz.WRatio, limit=3, score_cutoff=60)]
