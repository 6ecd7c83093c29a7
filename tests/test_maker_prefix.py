"""A product name that opens with its maker's name names the maker too (gold g3: a comparison
table writing "Intel Gaudi3" and "Cerebras CS-3" linked the products and lost both companies,
the longest match hiding the shorter one). The names and page are SYNTHETIC: made-up vendors."""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.analyze.document import document_record
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument

NAMES = b"""name,kind
Zentrix,Company
Zentrix QX-9 Pod,Platform
Pod Orvane Edition,Platform
Orvane,Company
"""
PAGE = """# SYNTHETIC TEST PAGE: a made-up comparison of two systems

The Zentrix QX-9 Pod ships this quarter to research labs.

The Pod Orvane Edition ships next year to the same labs.
"""


def _entities(engine: Engine) -> set[str]:
    assert ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv")).ok
    report = ingest(engine, SourceDocument("synthetic:compare.md", PAGE.encode(), "text/markdown"))
    assert report.ok and report.document_id, report.lines()
    with engine.connect() as conn:
        return {str(e["id"]) for e in document_record(conn, report.document_id)["entities"]}


def test_a_product_name_opening_with_its_maker_names_the_maker(sqlite_engine: Engine) -> None:
    found = _entities(sqlite_engine)
    assert {"platform:zentrix_qx_9_pod", "company:zentrix"} <= found
    # a company name inside a product's own words is no mention of the company
    assert "platform:pod_orvane_edition" in found and "company:orvane" not in found
