"""A page a company publishes under its own name is its own word about its own products.

The same SYNTHETIC article (figures invented for the test) is ingested at addresses that are
and are not AMD's own (data/names/organisations.csv lists amd.com and github.com/ROCm): only
on AMD's own page do the figures of AMD's chip, and the signal, become `confirmed`; the rival's
figure quoted there stays `claimed`, a hedged one stays `speculative`.
"""

from __future__ import annotations

import pytest
from sqlalchemy import Engine

from chipatlas.analyze.document import document_record
from chipatlas.ingest.pipeline import ingest
from chipatlas.model.knowledge import HEADER_WITHOUT_SITES, site_owner
from chipatlas.sources import SourceDocument

ARTICLE = """# SYNTHETIC TEST PAGE: the MI355X in numbers

The MI355X accelerator carries 288 GB of HBM3E memory with 8 TB/s of bandwidth per chip.
For comparison, the H100 carries 80 GB of HBM3 per chip.

This paragraph is filler for the synthetic test: it keeps the hedged sentence below out of the
page's opening, where a hedge would make the whole story rest on it. It says nothing of any chip
and nothing of any company, and it gives no figure of any kind to be read or to be stored.
A second filler sentence keeps the opening short and the rest of the page apart from it.
A third filler sentence is here for the same reason, and so is a fourth one right after it,
which like the others names nothing that a reader of this page could want to know about.

Lower down, the MI355X reportedly draws 1,400 W per chip in its liquid-cooled version, a figure not checked.
"""


def _levels(engine: Engine, uri: str) -> dict[tuple[str, str], str]:
    report = ingest(engine, SourceDocument(uri, ARTICLE.encode(), "text/markdown"))
    assert report.ok and report.document_id, report.lines()
    with engine.connect() as conn:
        rec = document_record(conn, report.document_id)
    figures = [*rec["claims"], *rec["figure_proposals"]]
    out = {
        (str(f.get("subject") or f.get("subject_id")), str(f["metric"])): str(f["evidence"]) for f in figures
    }
    out[("signal", "")] = _signal_level(engine, report.document_id)
    return out


def _signal_level(engine: Engine, document_id: str) -> str:
    from sqlalchemy import select

    from chipatlas.store.tables import statements

    with engine.connect() as conn:
        rows = conn.execute(
            select(statements.c.evidence).where(
                statements.c.document_id == document_id, statements.c.schema == "Signal"
            )
        ).all()
    return sorted({r[0] for r in rows})[0]


@pytest.mark.parametrize(
    "uri",
    [
        "https://www.amd.com/en/synthetic/mi355x",
        "https://github.com/ROCm/synthetic/blob/0123abc/docs/mi355x.md",
    ],
)
def test_the_makers_own_page_confirms_its_own_chips_figures(sqlite_engine: Engine, uri: str) -> None:
    levels = _levels(sqlite_engine, uri)
    assert levels[("chip:mi355x", "hbm_capacity")] == "confirmed"
    assert levels[("chip:mi355x", "hbm_bandwidth")] == "confirmed"
    assert levels[("chip:h100", "hbm_capacity")] == "claimed"  # a rival's figure quoted there
    assert levels[("chip:mi355x", "power")] == "speculative"  # "reportedly": the hedge stands
    assert levels[("signal", "")] == "confirmed"


@pytest.mark.parametrize(
    "uri",
    [
        "https://notamd.com/synthetic/mi355x",  # a host ending in the name is not the host
        "https://github.com/ROCmfan/synthetic/blob/0123abc/mi355x.md",  # nor an account starting so
        "https://community.amd.com/t/synthetic-mi355x",  # users' posts on the company's forum
        "synthetic:mi355x.md",
    ],
)
def test_any_other_page_is_trade_press(sqlite_engine: Engine, uri: str) -> None:
    levels = _levels(sqlite_engine, uri)
    assert levels[("chip:mi355x", "hbm_capacity")] == "claimed"
    assert levels[("signal", "")] == "claimed"


def test_the_ingest_report_says_whose_page_it_is(sqlite_engine: Engine) -> None:
    report = ingest(
        sqlite_engine,
        SourceDocument("https://rocm.docs.amd.com/synthetic", ARTICLE.encode(), "text/markdown"),
    )
    assert any(
        "the page is AMD's own (https://rocm.docs.amd.com/synthetic)" in line for line in report.lines()
    )


def test_the_longest_site_wins() -> None:
    aws, amazon = (
        site_owner("https://aws.amazon.com/synthetic"),
        site_owner("https://www.amazon.com/synthetic"),
    )
    assert aws is not None and aws.id == "company:aws"
    assert amazon is not None and amazon.id == "company:amazon"
    assert site_owner("not an address") is None


def test_a_names_file_without_the_sites_column_still_loads(sqlite_engine: Engine) -> None:
    header = ",".join(HEADER_WITHOUT_SITES)
    row = "company:synthetic_own,Company,Synthetic Own,,,,,,,,,https://example.invalid/own"
    report = ingest(
        sqlite_engine, SourceDocument("synthetic_names.csv", f"{header}\n{row}\n".encode(), "text/csv")
    )
    assert report.status == "landed", report.lines()


@pytest.mark.parametrize(
    ("kind", "sites", "why"),
    [
        ("Chip", "example.invalid", "only a company publishes in its own name, not a Chip"),
        (
            "Company",
            "https://example.invalid",
            "is neither a host (amd.com) nor an account (github.com/ROCm)",
        ),
    ],
)
def test_a_bad_sites_cell_is_refused_naming_the_field(
    sqlite_engine: Engine, kind: str, sites: str, why: str
) -> None:
    from chipatlas.model.knowledge import HEADER

    row = f"chip:synthetic_x,{kind},Synthetic X,,,,,,,,,{sites},https://example.invalid/x"
    report = ingest(
        sqlite_engine,
        SourceDocument("synthetic_names.csv", f"{','.join(HEADER)}\n{row}\n".encode(), "text/csv"),
    )
    assert report.status == "rejected"
    assert [(n.line, "field 'sites'" in n.message and why in n.message) for n in report.rejected] == [
        (2, True)
    ]
