"""One ring row of the platform page as HTML, built in Python.

The platform page shows up to a whole ring, eight values and one source control per row;
as a Jinja macro (with its nested ``src``/``value_cell`` macros) a row cost about 0.15 ms,
most of the page's rendering. This function writes the same markup, byte for byte
(``tests/test_ring_facets.py`` compares it with the macros in ``macros.html``), every
value escaped as the template's autoescape would.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from markupsafe import Markup, escape

from chipatlas.analyze.spec_labels import key_label
from chipatlas.present.web.urls import entity_url, source_url, web_url

_LABELS = {"second_source": "Second source", "none": "Not disclosed", "us": "US"}


def label(value: Any) -> str:
    """'second_source' -> 'Second source', 'made_abroad' -> 'Made abroad'; None -> ''.
    (The templates' ``label`` filter.)"""
    if value is None:
        return ""
    return _label(str(value))


# The cached pieces below take the few words a ring repeats on every row (roles, statuses,
# evidence levels, field names): a 100-row page asked for ~1,200 labels and ~200 badges.
# Bounded, as the words come from the store.
@lru_cache(maxsize=1024)
def _label(text: str) -> str:
    if text in _LABELS:
        return _LABELS[text]
    if text.islower() and " " not in text:  # a stored key ("made_in_us"), not words
        return key_label(text)
    return (text[:1].upper() + text[1:]).replace("_", " ").replace(" us ", " US ")


def _gap(text: str = "Not disclosed") -> str:
    return f'<span class="gap">{escape(text)}</span>'


@lru_cache(maxsize=1024)
def _value_cell(value: str | None, gap_text: str = "Not disclosed") -> str:
    shown = _gap(gap_text) if value in (None, "", "not_disclosed") else str(escape(label(value)))
    return f"{shown} "  # the space the macro's (now empty) source link left: byte for byte


@lru_cache(maxsize=1024)
def _badge(level: str | None) -> str:
    if not level:
        return ""
    return (
        f'<span class="ev ev-{escape(level)}" title="Evidence: {escape(level)}">{escape(label(level))}</span>'
    )


@lru_cache(maxsize=1024)
def _named(fields: tuple[str, ...]) -> str:
    """The fields a source supports, as the row's source list names them: 'Supplier, Role:'."""
    return f'<span class="muted">{escape(", ".join(label(f) for f in fields))}:</span> '


def _web_source(row: dict[str, Any]) -> str:
    link = web_url(row["source_url"])
    if link:
        return f'<a class="ext" href="{escape(link)}" rel="noopener noreferrer nofollow">Source web page</a>'
    if row["source_url"]:
        return f'<span class="muted" title="{escape(row["source_url"])}">source (not a web link)</span>'
    if row["has_source_link"]:
        return '<span class="muted">source linked</span>'
    return ""


def _source_item(entry: dict[str, Any], first: bool) -> str:
    fields = "" if first else _named(tuple(entry["fields"]))
    return (
        f'<li>{fields}<q class="quote">{escape(entry["quote"])}</q> {_badge(entry["evidence"])}'
        f' <a class="src-doc" href="{escape(source_url(entry))}" title="{escape(entry["quote"])}">'
        "in the document</a></li>"
    )


def _sources_cell(row: dict[str, Any]) -> str:
    """One source control per row: its sources, one entry per document (``source_list``)."""
    found: list[dict[str, Any]] = row["source_list"]
    count = f" ({len(found)})" if len(found) > 1 else ""
    items = "".join(_source_item(e, i == 0) for i, e in enumerate(found))
    if not items:
        items = f'<li><a class="src-doc" href="/documents/{escape(row["document"])}">the document</a></li>'
    return (
        f'<details class="sources"><summary>Sources{count}</summary>\n<ul>{items}</ul>\n'
        f"{_web_source(row)}</details>"
    )


def _attrs(row: dict[str, Any]) -> str:
    us = row["us_status"]
    return (
        f'<tr class="ring-row" id="row-{escape(row["supply_id"])}" data-position="{escape(row["position"])}"'
        f' data-component="{escape(row["component"])}"\n'
        f' data-f-component="{escape(row["component"])}" data-f-role="{escape(row["role"] or "none")}"'
        f' data-f-country="{escape(row["made_in_country"] or "none")}"\n'
        f' data-f-us_status="{escape("none" if us in (None, "not_disclosed") else us)}"'
        f' data-f-evidence="{escape(row["evidence"])}"\n'
        f' data-s-supplier="{escape(row["supplier"] or "")}" data-s-role="{escape(row["role"] or "")}"'
        f' data-s-made_in_country="{escape(row["made_in_country"] or "")}"\n'
        f' data-s-us_status="{escape(us or "")}" data-s-evidence="{escape(row["evidence"])}">\n'
    )


def ring_row(row: dict[str, Any]) -> Markup:
    if row["supplier"]:
        supplier = f'<a href="{escape(entity_url(row["supplier_id"]))}">{escape(row["supplier"])}</a>'
    else:
        supplier = _gap()
    supplier_tail = f"<br><small>{escape(row['supplier_detail'])}</small>" if row["supplier_detail"] else ""
    country = escape(row["made_in_country"]) if row["made_in_country"] else _gap()
    site = f"<br><small>{escape(row['made_in_site'])}</small>" if row["made_in_site"] else ""
    return Markup(
        _attrs(row)
        + f'<th scope="row">{escape(row["component"])}</th>\n'
        + f"<td>{supplier}{supplier_tail}</td>\n"
        + f"<td>{_value_cell(row['role'], 'Not stated')}</td>\n"
        + f"<td>{country}{site}</td>\n"
        + f"<td>{_value_cell(row['us_status'])}</td>\n"
        + f"<td>{_badge(row['evidence'])}</td>\n"
        + f"<td>{escape(row['notes'] or '')}</td>\n"
        + f"<td>{_sources_cell(row)}</td>\n"
        + "</tr>\n"
    )
