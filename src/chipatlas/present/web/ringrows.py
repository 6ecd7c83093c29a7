"""One ring row of the platform page as HTML, built in Python.

The platform page shows up to a whole ring, eight values with a source link each per row;
as a Jinja macro (with its nested ``src``/``value_cell`` macros) a row cost about 0.15 ms,
most of the page's rendering. This function writes the same markup, byte for byte
(``tests/test_ring_facets.py`` compares it with the macros in ``macros.html``), every
value escaped as the template's autoescape would.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from chipatlas.present.web.urls import entity_url, source_url, web_url

_LABELS = {"second_source": "Second source", "none": "Not disclosed", "us": "US"}


def label(value: Any) -> str:
    """'second_source' -> 'Second source', 'made_abroad' -> 'Made abroad'; None -> ''.
    (The templates' ``label`` filter.)"""
    if value is None:
        return ""
    text = str(value)
    return _LABELS.get(text) or (text[:1].upper() + text[1:]).replace("_", " ").replace(" us ", " US ")


def _src(source: dict[str, Any] | None) -> str:
    if not source:
        return ""
    return (
        f'<a class="src" href="{escape(source_url(source))}" '
        f'title="“{escape(source["quote"])}” ({escape(source["evidence"])})">src</a>'
    )


def _gap(text: str = "Not disclosed") -> str:
    return f'<span class="gap">{escape(text)}</span>'


def _value_cell(value: Any, source: dict[str, Any] | None, gap_text: str = "Not disclosed") -> str:
    shown = _gap(gap_text) if value in (None, "", "not_disclosed") else str(escape(label(value)))
    return f"{shown} {_src(source)}"


def _badge(level: Any) -> str:
    if not level:
        return ""
    return (
        f'<span class="ev ev-{escape(level)}" title="Evidence: {escape(level)}">{escape(label(level))}</span>'
    )


def _evidence_cell(row: dict[str, Any]) -> str:
    link = web_url(row["source_url"])
    if link:
        tail = f' <a class="ext" href="{escape(link)}" rel="noopener noreferrer nofollow">Source</a>'
    elif row["source_url"]:
        tail = f' <span class="muted" title="{escape(row["source_url"])}">source (not a web link)</span>'
    elif row["has_source_link"]:
        tail = ' <span class="muted">source linked</span>'
    else:
        tail = ""
    return _badge(row["evidence"]) + tail


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
    s: dict[str, Any] = row["sources"]
    if row["supplier"]:
        supplier = f'<a href="{escape(entity_url(row["supplier_id"]))}">{escape(row["supplier"])}</a>'
    else:
        supplier = _gap()
    supplier_tail = f"<br><small>{escape(row['supplier_detail'])}</small>" if row["supplier_detail"] else ""
    country = escape(row["made_in_country"]) if row["made_in_country"] else _gap()
    site = ""
    if row["made_in_site"]:
        site = f"<br><small>{escape(row['made_in_site'])}</small> {_src(s.get('made_in_site'))}"
    notes = f"{escape(row['notes'])} {_src(s.get('notes'))}" if row["notes"] else ""
    if s.get("row"):
        quoted = s["row"]
        last = (
            f'<details><summary>quote</summary><q class="quote">{escape(quoted["quote"])}</q>'
            f' <a href="{escape(source_url(quoted))}">in the document</a></details>'
        )
    else:
        last = f'<a href="/documents/{escape(row["document"])}">document</a>'
    return Markup(
        _attrs(row)
        + f'<th scope="row">{escape(row["component"])} {_src(s.get("component"))}</th>\n'
        + f"<td>{supplier} {_src(s.get('supplier'))}{supplier_tail}</td>\n"
        + f"<td>{_value_cell(row['role'], s.get('role'), 'Not stated')}</td>\n"
        + f"<td>{country} {_src(s.get('made_in_country'))}{site}</td>\n"
        + f"<td>{_value_cell(row['us_status'], s.get('us_status'))}</td>\n"
        + f"<td>{_evidence_cell(row)}</td>\n"
        + f"<td>{notes}</td>\n"
        + f"<td>{last}</td>\n"
        + "</tr>\n"
    )
