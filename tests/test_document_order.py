"""The document page lists what a document stated in one order on SQLite and PostgreSQL.

One cell of a names table gives several statements with the same span, entity and prop
(its aliases): SQLite returned them in the order written, PostgreSQL in any, and the page
shows an entity's first 8 reasons only, so the two stores showed different reasons. The
names table here is SYNTHETIC (an invented company), written for the test.
"""

from __future__ import annotations

from sqlalchemy import Engine, select

from chipatlas.analyze.document import document_record
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store.tables import statements

HEADER = (
    "id,kind,name,legal_name,short_names,former_names,tickers,local_names,parent,maker,platforms,source_url"
)
# aliases written out of order, more of them than the page shows
ROW = (
    "company:synthetic_zeta,Company,Synthetic Zeta,,Zeta Works;Synthetic Zeta Labs;Mu Zeta,,ZZZ,"
    "Zeta Kabushiki;Alpha Zeta,,,,https://example.com/synthetic"
)


def test_an_entitys_reasons_are_in_the_same_order_on_both_stores(engine: Engine) -> None:
    body = f"{HEADER}\n{ROW}\n".encode()
    report = ingest(engine, SourceDocument("synthetic/names/organisations.csv", body, "text/csv"))
    assert report.document_id is not None, report.lines()
    with engine.connect() as conn:
        (entity,) = document_record(conn, report.document_id)["entities"]
        stated = conn.execute(
            select(statements.c.prop, statements.c.value).where(
                statements.c.document_id == report.document_id
            )
        ).all()
    assert len(stated) > 8  # the page cuts the list: which 8 it shows depends on the order
    shown = [r.split(":", 1)[0] for r in entity["reasons"]]
    assert shown == [f"{prop} {value!r}" for prop, value in sorted(stated)[:8]]
