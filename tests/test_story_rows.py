"""Which ring rows a story touches (resolve/story_rows.py): its subjects' rows, not a platform
maker's beside its supplier, of the parts it names, in the rings it names; and the
why_it_matters and digest exposure written from them. Every article and id here is SYNTHETIC
test data written for these tests, not real news.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import Engine
from tests.test_watch_support import ingest_article

from chipatlas.analyze.digest import digest, period_of, watchlist
from chipatlas.analyze.signals import signals
from chipatlas.model.statement import Statement
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.resolve.impact import ImpactFacts, impact
from chipatlas.resolve.story_rows import Story, named_parts, suppliers, touched

# A synthetic store: two memory makers, a foundry, a maker of two platforms and a chip in one.
ROWS = {
    "company:mem_a": [
        ("platform:rack_a", "HBM"),
        ("platform:rack_x", "HBM"),
        ("platform:rack_y", "HBM"),
        ("platform:rack_y", "DDR5"),
    ],
    "company:mem_b": [("platform:rack_x", "HBM")],
    "company:fab": [("platform:rack_x", "Accelerator"), ("platform:rack_x", "Advanced packaging")],
    "company:maker": [("platform:rack_x", "Accelerator"), ("platform:rack_y", "Scale-up switch")],
}
MAKERS = {
    "platform:rack_a": {"company:other_maker"},
    "platform:rack_x": {"company:maker"},
    "platform:rack_y": {"company:maker"},
}
PLATFORMS_OF = {"chip:x1": ["platform:rack_x"], "platform:rack_y": ["platform:rack_y"]}


def _touch(about: list[str], mentioned: list[str], text: str) -> Any:
    return touched(Story(mentioned, about, text), ROWS, MAKERS, PLATFORMS_OF)


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("Synthetic: mem_a ships HBM4 and CoWoS capacity doubles", {"HBM", "Advanced packaging"}),
        ("Synthetisch: mem_a liefert HBM3E, die Racks kommen später", {"HBM", "Rack integration"}),
        ("合成テスト: fab が先端パッケージの能力を倍増", {"Advanced packaging"}),
        ("합성 테스트: mem_a, 고대역폭 메모리 증산", {"HBM"}),
        ("合成测试：fab 扩充先进封装产能", {"Advanced packaging"}),
        ("Synthetic: mem_a reports record quarterly revenue", set()),
    ],
)
def test_the_parts_a_story_names(text: str, parts: set[str]) -> None:
    assert named_parts(text) == parts


def test_a_passing_mention_is_not_the_story() -> None:
    got = _touch(["company:mem_b"], ["company:mem_b", "company:fab"], "Synthetic: mem_b results")
    assert got.suppliers == ["company:mem_b"] and set(got.rows) == {"platform:rack_x"}
    assert got.rows["platform:rack_x"] == [("company:mem_b", "HBM")]


def test_a_story_about_a_company_outside_the_rings_touches_no_row() -> None:
    got = _touch(["company:other_packager"], ["company:other_packager", "company:fab"], "Synthetic")
    assert not got.rows and not got.own
    # no company among the subjects (a chip): the suppliers it mentions are the story's
    got = _touch(["chip:unknown"], ["chip:unknown", "company:fab"], "Synthetic: a chip ships")
    assert got.suppliers == ["company:fab"]


def test_the_platform_maker_beside_its_supplier_is_the_customer() -> None:
    story = Story(["company:maker", "company:mem_a"], ["company:maker", "company:mem_a"], "Synthetic")
    assert suppliers(story, ROWS, MAKERS) == ["company:mem_a"]
    # alone, the maker is the story's supplier
    alone = Story(["company:maker"], ["company:maker"], "Synthetic")
    assert suppliers(alone, ROWS, MAKERS) == ["company:maker"]


def test_rows_of_the_named_parts_only() -> None:
    got = _touch(["company:mem_a"], ["company:mem_a"], "Synthetic: mem_a doubles HBM output")
    assert got.parts == {"HBM"}
    assert got.rows == {
        p: [("company:mem_a", "HBM")] for p in ("platform:rack_a", "platform:rack_x", "platform:rack_y")
    }
    # a part the suppliers do not make leaves every row of theirs
    got = _touch(["company:mem_b"], ["company:mem_b"], "Synthetic: mem_b and its new racks")
    assert not got.parts and got.rows == {"platform:rack_x": [("company:mem_b", "HBM")]}


@pytest.mark.parametrize(
    "title",
    [
        "Synthetic: Fab's packaging capacity under strain as Kestrel and Zorblax order more AI chips",
        "Synthétique : fab double sa capacité de CoWoS alors que les clients commandent des puces d'IA",
        "Synthetisch: Fab baut Advanced Packaging aus, trotz der Nachfrage nach KI-Chips",
        "합성 테스트: AI 칩 주문이 늘어나는 속에 Fab, 첨단 패키징 증설",
        "合成テスト：AIチップの需要が高まる中で、Fabが先端パッケージを増強",
    ],
)
def test_the_headlines_main_clause_names_the_part(title: str) -> None:
    story = Story(["company:fab"], ["company:fab"], title, title)
    got = touched(story, ROWS, MAKERS, PLATFORMS_OF)
    assert got.parts == {"Advanced packaging"}, title
    assert got.rows == {"platform:rack_x": [("company:fab", "Advanced packaging")]}


def test_the_customers_platforms_come_first() -> None:
    """mem_a supplies the maker: the maker's racks are where the story lands, before another's."""
    got = _touch(["company:mem_a", "company:maker"], ["company:mem_a", "company:maker"], "Synthetic: HBM")
    assert got.suppliers == ["company:mem_a"]
    assert list(got.rows) == ["platform:rack_x", "platform:rack_y", "platform:rack_a"]
    alone = _touch(["company:mem_a"], ["company:mem_a"], "Synthetic: HBM")
    assert list(alone.rows) == ["platform:rack_a", "platform:rack_x", "platform:rack_y"]


def test_the_platforms_its_subjects_name_are_where_it_lands() -> None:
    got = _touch(["company:mem_a", "chip:x1"], ["company:mem_a", "chip:x1"], "Synthetic: HBM for x1")
    assert list(got.rows) == ["platform:rack_x"] and not got.own
    # named in passing: first among the others, not alone
    got = _touch(["company:mem_a"], ["company:mem_a", "platform:rack_y"], "Synthetic: HBM supply")
    assert list(got.rows) == ["platform:rack_y", "platform:rack_a", "platform:rack_x"]
    # a named platform none of the suppliers supplies: its own ring
    got = _touch(["platform:rack_y", "company:fab"], ["platform:rack_y", "company:fab"], "Synthetic")
    assert not got.rows and got.own == ["platform:rack_y"]


# Synthetic articles on the bundled rings, in three languages.
EN = """---
title: SK hynix readies HBM4 stacks for Nvidia Rubin
date: 2026-05-14
source: Synthetic Test Wire
---
(SYNTHETIC TEST ARTICLE, not real news.) SK hynix said it is ready to ship HBM4 for Nvidia Rubin.
Unlike TSMC, the company gave no capacity figure.
"""
DE = """---
title: Samsung Electronics erhöht die HBM-Produktion
date: 2026-05-14
source: Synthetischer Testdienst
---
(SYNTHETISCHER TESTARTIKEL, keine echte Nachricht.) Samsung Electronics erhöht die Produktion von HBM \
für Kunden wie Nvidia und AMD.
"""
JA = """---
title: TSMC、先端パッケージの生産能力を倍増へ
date: 2026-05-14
source: 合成テスト通信
---
（合成テスト記事。実際のニュースではない。）TSMCは先端パッケージの生産能力を倍増させると発表した。顧客にはNvidiaがある。
"""
OUTSIDE = """---
title: Renesas Electronics breaks ground on a packaging plant
date: 2026-05-14
source: Synthetic Test Wire
---
(SYNTHETIC TEST ARTICLE, not real news.) Renesas Electronics broke ground on a packaging plant.
TSMC and Nvidia were not part of the plan.
"""


def _why(eng: Engine, title_start: str) -> str | None:
    with eng.connect() as conn:
        (s,) = [s for s in signals(conn) if str(s["title"]).startswith(title_start)]
    return s["why_it_matters"]


def test_why_it_matters_names_the_subjects_rows_of_the_named_parts(bundled: Engine) -> None:
    ingest_article(bundled, EN, "synthetic_en.md")
    why = str(_why(bundled, "SK hynix readies"))
    # Rubin is the subject chip: its platform alone; Nvidia is SK hynix's customer here
    assert why.startswith("Touches the supplier rings of Nvidia Vera Rubin NVL144 (SK hynix: HBM)"), why
    assert "Nvidia: " not in why and "TSMC" not in why and "more platform" not in why, why


def test_why_it_matters_in_german_and_japanese(bundled: Engine) -> None:
    ingest_article(bundled, DE, "synthetic_de.md")
    why = str(_why(bundled, "Samsung Electronics erhöht"))
    assert "Samsung Electronics: HBM)" in why and "DDR5" not in why, why
    assert "Nvidia: " not in why and "AMD: " not in why, why
    ingest_article(bundled, JA, "synthetic_ja.md")
    why = str(_why(bundled, "TSMC、先端パッケージ"))
    assert "TSMC: Advanced packaging" in why and "Accelerator" not in why and "Nvidia: " not in why, why


def test_a_story_about_a_company_in_no_ring_says_nothing(bundled: Engine) -> None:
    """Renesas is a known company with no ring row: TSMC, named in passing, is not its news."""
    ingest_article(bundled, OUTSIDE, "synthetic_outside.md")
    assert _why(bundled, "Renesas Electronics breaks") is None


def test_digest_exposure_is_the_subjects_rows_of_the_named_parts(bundled_sqlite: Engine) -> None:
    with bundled_sqlite.begin() as conn:
        add_watchlist(conn, "helios", platform_names=["AMD Instinct MI450 Helios"])
    ingest_article(bundled_sqlite, DE, "synthetic_de.md")
    ingest_article(bundled_sqlite, OUTSIDE, "synthetic_outside.md")
    with bundled_sqlite.connect() as conn:
        start = watchlist(conn, "helios")["created_at"]
        d = digest(conn, "helios", period_of("daily", datetime.now(UTC)), start=start)
    lines = {(e["via_name"], e["component"]) for e in d["exposure"]}
    assert ("Samsung Electronics", "HBM") in lines, d["exposure"]
    assert ("Samsung Electronics", "Host memory (DDR5)") not in lines, lines
    assert not any(v in ("AMD", "TSMC") for v, _ in lines), lines


def test_digest_exposure_lands_in_the_platforms_the_story_names(bundled_sqlite: Engine) -> None:
    """SK hynix readies HBM4 for Rubin: Vera Rubin's watcher sees SK hynix's HBM row; a
    Trainium3 watcher (SK hynix also supplies its HBM) sees the story, but no exposure line."""
    with bundled_sqlite.begin() as conn:
        add_watchlist(conn, "rubin", platform_names=["Nvidia Vera Rubin NVL144"])
        add_watchlist(conn, "trn3", platform_names=["AWS Trainium3 UltraServer"])
    ingest_article(bundled_sqlite, EN, "synthetic_en.md")
    with bundled_sqlite.connect() as conn:
        got = {}
        for name in ("rubin", "trn3"):
            start = watchlist(conn, name)["created_at"]
            got[name] = digest(conn, name, period_of("daily", datetime.now(UTC)), start=start)
    assert {(e["via_name"], e["component"]) for e in got["rubin"]["exposure"]} == {("SK hynix", "HBM")}
    assert got["trn3"]["n_signals"] == 1 and not got["trn3"]["exposure"], got["trn3"]["exposure"]


def test_a_company_named_in_passing_makes_no_story_central() -> None:
    facts = ImpactFacts(supplier_rows={"company:fab": 9})
    props = [
        Statement("signal:synthetic", "Signal", prop, value, value, "synthetic", 0, 9)
        for prop, value in (
            ("type", "capacity_expansion"),
            ("mentions", "company:fab"),
            ("mentions", "company:x"),
        )
    ]
    score, reasons = impact(facts, "signal:synthetic", props)
    assert score == 4 and any("central" in r and "company:fab" in r for r in reasons), reasons
    score, reasons = impact(facts, "signal:synthetic", props, ["company:x"])
    assert score == 3 and not any("central" in r for r in reasons), reasons
