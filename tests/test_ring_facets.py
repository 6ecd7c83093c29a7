"""The platform page's ring filters, sort, choice counts and made-in chart are SQL on the ring
projection (issue #12): the same answers as a plain pass over the rows, on SQLite and
PostgreSQL. The ring is SYNTHETIC (made up for the test)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas.analyze import ring_facets
from chipatlas.analyze.ring import find_platform, ring_rows_of
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web.app import create_app
from chipatlas.sources import SourceDocument

HEAD = "platform,component,supplier,role,made_in_country,us_status,evidence,notes\n"
ROWS = [
    # component, supplier, role, made in, US status, evidence
    ("Accelerator", "Facetco Beta", "sole", "Taiwan", "made_abroad", "confirmed"),
    ("HBM", "Facetco Alpha", "primary", "South Korea", "not_disclosed", "claimed"),
    ("HBM", "", "second_source", "", "", "claimed"),
    ("Substrate", "facetco gamma", "", "Japan", "made_in_us", "inferred"),
    ("Accelerator", "Facetco Delta", "primary", "Taiwan", "planned_us_volume", "committed"),
    ("Power shelf", "", "", "", "made_abroad", "claimed"),
]
CSV = HEAD + "".join(
    f"Synthetic Facet Platform,{c},{s},{r},{m},{u},{e},SYNTHETIC row {i}\n"
    for i, (c, s, r, m, u, e) in enumerate(ROWS)
)


@pytest.fixture
def store(engine: Engine) -> Engine:
    doc = SourceDocument("synthetic_facets.csv", CSV.encode(), "text/csv")
    report = ingest(engine, doc, IngestOptions())
    assert report.ok, report.lines()
    return engine


def _gap(key: str, value: Any) -> bool:
    return not value or (key == "us_status" and value == "not_disclosed")


def _reference(rows: list[Any], key: str, value: str) -> list[int]:
    field = "made_in_country" if key == "country" else key
    return [r["position"] for r in rows if (ring_facets.NONE if _gap(key, r[field]) else r[field]) == value]


def test_choice_counts_filters_and_made_in(store: Engine) -> None:
    with store.connect() as conn:
        pid = find_platform(conn, "Synthetic Facet Platform")["id"]
        options = ring_facets.options(conn, pid)
        everything = ring_rows_of(conn, pid)
        made_in = ring_facets.made_in(conn, pid)
        picked = {
            (key, o["value"]): [
                r["position"] for r in ring_facets.rows(conn, pid, {key: o["value"]}, "component", False)
            ]
            for key in ring_facets.FILTERS
            for o in options[key]
        }
        both = ring_facets.rows(conn, pid, {"country": "Taiwan", "role": "primary"}, "component", False)
        nothing = ring_facets.rows(conn, pid, {"role": "no such role"}, "component", False)
    assert [(o["value"], o["n"]) for o in options["component"]] == [
        ("Accelerator", 2),
        ("HBM", 2),
        ("Substrate", 1),
        ("Power shelf", 1),
    ]
    assert [(o["value"], o["n"]) for o in options["role"]] == [
        ("sole", 1),
        ("primary", 2),
        ("second_source", 1),
        ("none", 2),
    ]
    assert [(o["value"], o["n"]) for o in options["country"]] == [
        ("Japan", 1),
        ("South Korea", 1),
        ("Taiwan", 2),
        ("none", 2),
    ]
    # not_disclosed and an empty cell are both the gap a reader filters on
    assert [(o["value"], o["n"]) for o in options["us_status"]] == [
        ("made_abroad", 2),
        ("made_in_us", 1),
        ("planned_us_volume", 1),
        ("none", 2),
    ]
    assert [(o["value"], o["n"]) for o in options["evidence"]] == [
        ("confirmed", 1),
        ("committed", 1),
        ("claimed", 3),
        ("inferred", 1),
    ]
    for (key, value), positions in picked.items():
        assert sorted(positions) == _reference(everything, key, value), (key, value)
    assert [(r["component"], r["supplier"]) for r in both] == [("Accelerator", "Facetco Delta")]
    assert nothing == []
    assert [(c["country"], c["n_rows"], c["components"]) for c in made_in["countries"]] == [
        ("Taiwan", 2, ["Accelerator"]),
        ("Japan", 1, ["Substrate"]),
        ("South Korea", 1, ["HBM"]),
    ]
    assert made_in["countries"][0]["code"] == "TW"
    assert made_in["not_disclosed"] == {"n_rows": 2, "components": ["HBM", "Power shelf"]}


def test_sorts_keep_the_source_order_within_equal_keys(store: Engine) -> None:
    def order(sort: str, descending: bool = False) -> list[tuple[str, str | None]]:
        with store.connect() as conn:
            pid = find_platform(conn, "Synthetic Facet Platform")["id"]
            return [
                (r["component"], r["supplier"]) for r in ring_facets.rows(conn, pid, {}, sort, descending)
            ]

    # Component order is the source's grouping: a component's rows together, where it first appears.
    assert [c for c, _ in order("component")] == [
        "Accelerator",
        "Accelerator",
        "HBM",
        "HBM",
        "Substrate",
        "Power shelf",
    ]
    assert order("component", True) == list(reversed(order("component")))
    # By name regardless of case, the gaps last; descending puts the gaps first.
    names = [s for _, s in order("supplier")]
    assert names[:4] == ["Facetco Alpha", "Facetco Beta", "Facetco Delta", "facetco gamma"]
    assert names[4:] == [None, None]
    assert [s for _, s in order("supplier", True)][:2] == [None, None]
    # Vocabulary order (docs), the source order within a level, in both directions.
    assert [s for _, s in order("evidence")] == [
        "Facetco Beta",
        "Facetco Delta",
        "Facetco Alpha",
        None,
        None,
        "facetco gamma",
    ]
    assert [s for _, s in order("evidence", True)] == [
        "facetco gamma",
        "Facetco Alpha",
        None,
        None,
        "Facetco Delta",
        "Facetco Beta",
    ]
    roles = [s for _, s in order("role")]
    assert roles[:3] == ["Facetco Beta", "Facetco Delta", "Facetco Alpha"] and roles[3] is None


def test_platform_page_json_uses_the_sql_ring(store: Engine) -> None:
    with TestClient(create_app(store)) as client:
        page = client.get("/platforms/synthetic_facet_platform.json?country=none&sort=supplier&dir=desc")
        assert page.status_code == 200, page.text
        ring = page.json()["ring"]
        html = client.get("/platforms/synthetic_facet_platform?us_status=none").text
    assert ring["n_rows_total"] == 6 and ring["n_rows"] == 2
    assert [r["component"] for r in ring["rows"]] == ["HBM", "Power shelf"]
    # every shown value keeps its source
    assert all(r["sources"]["component"]["quote"] for r in ring["rows"])
    assert html.count('class="ring-row"') == 2


# The Jinja macro the platform page used for a row before ringrows.ring_row replaced it: the
# reference the Python row must match byte for byte.
ROW_MACRO = Path(__file__).parent / "fixtures" / "ring_row_macro.html"


def test_python_ring_rows_match_the_template_macro(store: Engine) -> None:
    from chipatlas.present.web.app import templates

    env = templates()
    with TestClient(create_app(store)) as client:
        rows = client.get("/platforms/synthetic_facet_platform.json").json()["ring"]["rows"]
    # Markup-significant text in every field the row shows, and each kind of source link.
    rows[0] |= {
        "supplier": "A <b>\"x\"</b> & 'y'",
        "notes": "<script>alert(1)</script>",
        "source_url": "https://e.example/?a=1&b=2",
    }
    rows[1] |= {"source_url": "javascript:alert(1)", "supplier_detail": "<i>d</i>", "made_in_site": "S & T"}
    rows[2] |= {"has_source_link": True, "sources": {}}
    expected = env.from_string(ROW_MACRO.read_text("utf-8")).render(rows=rows)
    got = "".join(env.globals["ring_row"](r) for r in rows)
    assert got == expected
    assert "<script>" not in got and "&lt;script&gt;" in got
