"""A story about a platform maker's own chip, a design partner named in a story, a story that names
no subject at all (resolve/story_rows.py), and why_it_matters and the digest's exposure read from
the one computation. Every article and id here is SYNTHETIC test data written for these tests,
not real news.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, select
from tests.test_watch_support import ingest_article

from chipatlas.analyze.digest import digest, period_of, watchlist
from chipatlas.analyze.signals import signals
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.resolve.story_rows import Story, suppliers, touched
from chipatlas.store.tables import statements

# A synthetic store: a platform maker that also supplies other racks, its own chip in its rack,
# an older chip of its in no rack, a memory maker, and an AI lab that is a design partner.
ROWS = {
    "company:maker": [
        ("platform:maker_rack", "Scale-up switch"),
        ("platform:maker_rack", "Cooling"),
        ("platform:other_rack", "Coolant distribution unit"),
    ],
    "company:mem": [("platform:maker_rack", "HBM"), ("platform:other_rack", "HBM")],
    "company:lab": [("platform:other_rack", "Design partner")],
    "company:house": [("platform:other_rack", "Design partner"), ("platform:maker_rack", "Scale-out NIC")],
    "company:other_maker": [("platform:other_rack", "Accelerator"), ("platform:other_rack", "CPU")],
}
MAKERS = {
    "platform:maker_rack": {"company:maker"},
    "platform:other_rack": {"company:other_maker"},
    "chip:m1": {"company:maker"},
    "chip:m0": {"company:maker"},
    "chip:o1": {"company:other_maker"},
}
PLATFORMS_OF = {
    "chip:m1": ["platform:maker_rack"],
    "chip:o1": ["platform:other_rack"],
    "platform:other_rack": ["platform:other_rack"],
}


def _touch(about: list[str], mentioned: list[str], text: str = "Synthetic") -> Any:
    return touched(Story(mentioned, about, text, text), ROWS, MAKERS, PLATFORMS_OF)


def test_a_makers_own_chip_lands_on_the_chips_platforms_as_their_own_ring() -> None:
    """'Maker to sell its M1 chips to other buyers': the story is the chip, not the maker's
    coolant row in another maker's rack, nor its switch row beside the chip."""
    for title in (
        "Synthetic: maker to sell M1 chips to outside buyers",
        "Synthetisch: Maker verkauft M1-Chips an Dritte",
        "合成テスト：メーカー、M1チップを外部に販売へ",
    ):
        got = _touch(["company:maker", "chip:m1"], ["company:maker", "chip:m1"], title)
        assert not got.rows and got.own == ["platform:maker_rack"], title


def test_a_makers_chip_in_no_ring_touches_none_of_its_rows() -> None:
    """'Export rules on the maker's M0' (a chip in no stored ring): no row of the maker's moves."""
    for title in (
        "Synthetic: export licence for maker's M0 chips",
        "Sintético: licencia de exportación para los chips M0",
        "합성 테스트: M0 칩 수출 허가",
    ):
        got = _touch(["chip:m0", "company:maker"], ["chip:m0", "company:maker"], title)
        assert not got.rows and not got.own, title


def test_the_chip_rule_leaves_another_supplier_of_the_chip_alone() -> None:
    got = _touch(["company:mem", "chip:m1"], ["company:mem", "chip:m1"], "Synthetic: mem ships HBM for M1")
    assert got.rows == {"platform:maker_rack": [("company:mem", "HBM")]}


def test_a_design_partner_does_not_make_the_maker_a_customer() -> None:
    """'Other maker and the lab sign a chip deal': the lab co-designs other_rack, it sells no
    part to other_maker, so other_maker is no customer here and keeps its rows."""
    story = Story(["company:other_maker", "company:lab"], ["company:other_maker", "company:lab"], "Synthetic")
    assert suppliers(story, ROWS, MAKERS) == ["company:other_maker", "company:lab"]
    got = touched(story, ROWS, MAKERS, PLATFORMS_OF)
    # the lab's design-partner row is no part of a deal story that names no ring of it
    assert got.rows == {
        "platform:other_rack": [("company:other_maker", "Accelerator"), ("company:other_maker", "CPU")]
    }


def test_a_design_partner_row_counts_in_the_ring_the_story_names() -> None:
    got = _touch(["company:house", "chip:o1"], ["company:house", "chip:o1"], "Synthétique : house et O1")
    assert got.rows == {"platform:other_rack": [("company:house", "Design partner")]}
    # not named: its supply rows, not its design-partner row
    got = _touch(["company:house"], ["company:house"], "Synthetisch: House meldet Quartalszahlen")
    assert got.rows == {"platform:maker_rack": [("company:house", "Scale-out NIC")]}


def test_a_story_with_no_subject_touches_no_row() -> None:
    """Nothing in the title or lead resolved: of the companies named further down, none is
    known to be the subject."""
    for title in (
        "Synthetic: a data centre opens",
        "Sintetico: apre un nuovo data center",
        "합성 테스트: 데이터센터 개소",
    ):
        got = _touch([], ["company:mem", "company:maker", "company:lab"], title)
        assert not got.rows and not got.own, title
    # the one company it names at all is its subject (a lead that names it only further on)
    got = _touch([], ["company:mem"], "Synthetic: record quarter, HBM up")
    assert got.rows == {
        "platform:maker_rack": [("company:mem", "HBM")],
        "platform:other_rack": [("company:mem", "HBM")],
    }


def test_a_platform_story_naming_no_company_or_part_is_its_own_ring() -> None:
    """'Other rack ships' (a platform and a chip, no company, no part): its own ring, not the
    rows of a company the text names further down (the maker's coolant unit there)."""
    for title in (
        "Synthetic: other_rack begins shipping",
        "Synthétique : other_rack commence ses livraisons",
        "合成测试：other_rack 开始出货",
    ):
        got = _touch(["platform:other_rack", "chip:o1"], ["platform:other_rack", "company:maker"], title)
        assert not got.rows and got.own == ["platform:other_rack"], title
    # a part named: the mentioned suppliers' rows of it count (the fallback for a chip's story)
    got = _touch(["chip:o1"], ["chip:o1", "company:mem"], "Synthetic: O1 waits for HBM")
    assert got.rows == {"platform:other_rack": [("company:mem", "HBM")]}


def test_an_executive_change_touches_no_row() -> None:
    """A supplier's new chief executive: no row of its moves (the type decides, in any language)."""
    for title in (
        "Synthetic: mem names a new chief executive",
        "Synthetisch: Mem beruft neuen Vorstandschef",
        "合成テスト：mem、新社長を任命",
    ):
        story = Story(["company:mem"], ["company:mem"], title, title, "executive_change")
        got = touched(story, ROWS, MAKERS, PLATFORMS_OF)
        assert not got.rows and not got.own, title
        # the same story as results: its rows
        assert touched(
            Story(["company:mem"], ["company:mem"], title, title, "financial_results"),
            ROWS,
            MAKERS,
            PLATFORMS_OF,
        ).rows


# Synthetic articles on the bundled rings.
OWN_CHIP = """---
title: AWS to sell Trainium2 chips to other cloud companies
date: 2026-05-14
source: Synthetic Test Wire
---
(SYNTHETIC TEST ARTICLE, not real news.) AWS will sell Trainium2 chips to other cloud companies.
"""
MEMORY = """---
title: SK hynix readies HBM4 stacks for Nvidia Rubin
date: 2026-05-14
source: Synthetic Test Wire
---
(SYNTHETIC TEST ARTICLE, not real news.) SK hynix said it is ready to ship HBM4 for Nvidia Rubin.
"""


def _basis(eng: Engine) -> dict[str, set[str]]:
    """Each signal's written why_it_matters: the ring rows it rests on."""
    with eng.connect() as conn:
        query = select(statements.c.entity_id, statements.c.original_value).where(
            statements.c.prop == "why_it_matters", statements.c.evidence == "inferred"
        )
        return {
            r.entity_id: set(json.loads(r.original_value)["written from stored ring rows"])
            for r in conn.execute(query)
        }


def test_why_it_matters_of_an_own_chip_story_names_its_own_ring(bundled: Engine) -> None:
    ingest_article(bundled, OWN_CHIP, "synthetic_own.md")
    with bundled.connect() as conn:
        (s,) = [s for s in signals(conn) if str(s["title"]).startswith("AWS to sell")]
    said = str(s["why_it_matters"])
    assert "AWS Trainium2 UltraServer (its own ring)" in said and "Coolant" not in said, said


def test_digest_exposure_is_why_it_matters_rows(bundled_sqlite: Engine) -> None:
    """Each exposure line is a row why_it_matters rests on, for every watched platform."""
    names = {
        "gb200": "Nvidia GB200 NVL72",
        "rubin": "Nvidia Vera Rubin NVL144",
        "trn2": "AWS Trainium2 UltraServer",
    }
    with bundled_sqlite.begin() as conn:
        for name, platform in names.items():
            add_watchlist(conn, name, platform_names=[platform])
    ingest_article(bundled_sqlite, OWN_CHIP, "synthetic_own.md")
    ingest_article(bundled_sqlite, MEMORY, "synthetic_memory.md")
    basis = _basis(bundled_sqlite)
    lines = []
    with bundled_sqlite.connect() as conn:
        for name in names:
            start = watchlist(conn, name)["created_at"]
            lines += digest(conn, name, period_of("daily", datetime.now(UTC)), start=start)["exposure"]
    assert {(e["via_name"], e["component"]) for e in lines} == {("SK hynix", "HBM")}, lines
    for e in lines:
        assert f"platform:{e['slug']}: {e['via']} -> {e['component']}" in basis[e["signal"]], e
