"""Same story from two outlets, per-entity sentiment, why_it_matters from the rings, languages,
and ``chipatlas document``. Every article here is SYNTHETIC test text written for these tests.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import Engine

from chipatlas.analyze.document import DocumentNotFound, document_record
from chipatlas.analyze.signals import signals
from chipatlas.extract.language import detect_language
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.resolve.same_facts import _Facts, why_same
from chipatlas.sources import SourceDocument

EXE = Path(sys.executable).with_name("chipatlas")

ONE = """---
title: Synthetic foundry to build a $20 billion packaging plant in Arizona
date: 2026-03-02
source: Synthetic Wire One
---
SYNTHETIC TEST ARTICLE. TSMC will spend $20 billion on an advanced packaging plant in Arizona, with \
Nvidia and AMD named as the first customers.
The plant is to produce 60,000 wafers a month by 2028.
"""
TWO = """---
title: Chipmaker commits twenty billion dollars to US packaging as designers line up
date: 2026-03-04
source: Synthetic Desk Two
---
SYNTHETIC TEST ARTICLE. A new American site for CoWoS: TSMC said its investment of $20 billion \
would give Nvidia and AMD local packaging.
Output is planned at 60,000 wafers per month at full ramp.
"""
SHIFT = """Samsung wins HBM4 orders for Nvidia Rubin, displacing SK hynix

SYNTHETIC TEST ARTICLE. Samsung Electronics has won a large share of HBM4 orders for Nvidia's Rubin \
accelerators, displacing SK hynix as the main supplier.
SK hynix loses share to Samsung after yield problems on its stacks delayed qualification.
Nvidia said the new supply would support its launch schedule.
"""


def _signals(eng: Engine) -> list[dict[str, object]]:
    with eng.connect() as conn:
        return [dict(s) for s in signals(conn) if "SYNTHETIC" in str(s["summary"])]


def _ingest(eng: Engine, name: str, text: str) -> None:
    media = "text/markdown" if name.endswith(".md") else "text/plain"
    report = ingest(eng, SourceDocument(name, text.encode(), media), IngestOptions())
    assert report.ok, report.lines()


def test_same_facts_in_other_words_are_one_story(bundled: Engine) -> None:
    _ingest(bundled, "one.md", ONE)
    _ingest(bundled, "two.md", TWO)
    (s,) = _signals(bundled)
    assert s["n_sources"] == 2 and s["sources"] == ["Synthetic Desk Two", "Synthetic Wire One"]
    assert len(s["documents"]) == 2  # type: ignore[arg-type]
    (join,) = s["stories"]  # type: ignore[misc]
    assert "company:tsmc" in join["why"] and "dated 2 day(s) apart" in join["why"]


def test_same_facts_rules() -> None:
    a = _Facts(frozenset({"company:a", "company:b"}), frozenset({("money", 2e10)}), "2026-03-02")
    assert why_same(a, a) is not None
    late = _Facts(a.entities, a.figures, "2026-03-20")
    assert why_same(a, late) is None  # outside the week
    other = _Facts(a.entities, frozenset({("money", 3e10)}), "2026-03-02")
    assert why_same(a, other) is None  # no figure in common
    undated = _Facts(a.entities, a.figures | {("count", 144.0)}, None)
    assert why_same(a, undated) is None  # no date, no window: never joined by facts


def test_entity_sentiment_and_why_it_matters(bundled: Engine) -> None:
    _ingest(bundled, "shift.txt", SHIFT)
    (s,) = _signals(bundled)
    per = {e["entity"]: e for e in s["entity_sentiment"]}  # type: ignore[attr-defined]
    assert s["sentiment"] == "positive"
    assert per["company:sk_hynix"]["sentiment"] == "negative"
    assert any("loses share" in r for r in per["company:sk_hynix"]["reasons"])
    assert "company:samsung" not in per  # positive like the story: nothing to add
    why = str(s["why_it_matters"])
    assert why.startswith("Touches the supplier rings of") and "Samsung Electronics: HBM" in why


def test_document_record_and_cli(bundled: Engine, tmp_path: Path) -> None:
    _ingest(bundled, "shift.txt", SHIFT)
    with bundled.connect() as conn:
        rec = document_record(conn, "shift.txt")
        assert document_record(conn, rec["id"][:10])["id"] == rec["id"]
        with pytest.raises(DocumentNotFound, match=r"no document 'nothing\.txt'"):
            document_record(conn, "nothing.txt")
    (sig,) = rec["signals"]
    assert sig["type_reasons"] and sig["entity_sentiment"]
    names = {e["id"]: e for e in rec["entities"]}
    assert any(r.startswith("mentioned: 'Samsung") for r in names["company:samsung"]["reasons"])


def test_document_command_json_and_table(tmp_path: Path) -> None:
    db = str(tmp_path / "s.db")
    path = tmp_path / "shift.txt"
    path.write_text(SHIFT)
    for args in (["init", "--empty"], ["ingest", str(path)]):
        got = subprocess.run([str(EXE), "--db", db, *args], capture_output=True, text=True, timeout=120)
        assert got.returncode == 0, got.stderr
    got = subprocess.run(
        [str(EXE), "--db", db, "document", "shift.txt", "--format", "json"], capture_output=True, text=True
    )
    assert got.returncode == 0, got.stderr
    rec = json.loads(got.stdout)
    assert rec["uri"].endswith("shift.txt") and rec["signals"][0]["title"].startswith("Samsung wins")
    table = subprocess.run([str(EXE), "--db", db, "document", "shift.txt"], capture_output=True, text=True)
    assert "signal signal:" in table.stdout and "repairs (re-read from the stored text): 0" in table.stdout
    listed = subprocess.run(
        [str(EXE), "--db", db, "document", "shift.txt", "--format", "csv"], capture_output=True, text=True
    )
    header, *lines = listed.stdout.splitlines()
    assert header.startswith("id,subject,subject_name,metric,value,unit,scope,quote")
    assert len(lines) == len(rec["claims"])
    missing = subprocess.run([str(EXE), "--db", db, "document", "nope.txt"], capture_output=True, text=True)
    assert missing.returncode == 1 and "no document 'nope.txt'" in missing.stderr


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (
            "SYNTHETIC: Examplefab has started mass production of its memory stacks "
            "for accelerators this quarter.",
            "en",
        ),
        (
            "SYNTHETISCH: Examplefab hat mit der Massenproduktion seiner Speicherstapel "
            "für Beschleuniger begonnen.",
            "de",
        ),
        (
            "SYNTHÉTIQUE : Examplefab a commencé la production en série de ses piles "
            "de mémoire pour accélérateurs.",
            "fr",
        ),
        (
            "SINTÉTICO: Examplefab ha comenzado la producción en masa de sus pilas "
            "de memoria para aceleradores.",
            "es",
        ),
        ("SINTETICO: Examplefab ha avviato la produzione di massa delle sue memorie per acceleratori.", "it"),
        ("合成测试文本：示例公司已开始为加速器大规模生产其存储芯片。", "zh"),
        ("合成テスト文：サンプル社はアクセラレータ向けのメモリの量産を開始した。", "ja"),
        ("합성 테스트 문장: 예시 회사가 가속기용 메모리 양산을 시작했다.", "ko"),
        ("Examplefab HBM4 GB300 NVL72 CoWoS", "und"),
    ],
)
def test_languages(text: str, code: str) -> None:
    assert detect_language(text) == code


def test_document_web_page_and_json_twin(bundled_sqlite: Engine) -> None:
    from fastapi.testclient import TestClient

    from chipatlas.present.web import create_app

    _ingest(bundled_sqlite, "shift.txt", SHIFT)
    with bundled_sqlite.connect() as conn:
        doc_id = document_record(conn, "shift.txt")["id"]
    with TestClient(create_app(bundled_sqlite)) as client:
        data = client.get(f"/documents/{doc_id}.json").json()
        page = client.get(f"/documents/{doc_id}").text
    assert data["read"]["signals"][0]["entity_sentiment"][0]["entity"] == "company:sk_hynix"
    assert "What was read from it" in page and "company:sk_hynix" in page


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("SYNTHETISCH: Examplefab meldet Rekordumsatz und starkes Wachstum.", "positive"),
        ("SYNTHETISCH: Ein Lieferengpass und neue Exportkontrollen treffen Examplefab.", "negative"),
        ("SYNTHÉTIQUE : Examplefab annonce une pénurie et un retard de livraison.", "negative"),
        ("SINTÉTICO: Examplefab anuncia una inversión récord y fuerte demanda.", "positive"),
        ("SINTETICO: Examplefab segnala una carenza di memorie e nuovi dazi.", "negative"),
        ("合成测试：示例公司宣布量产，订单售罄。", "positive"),
        ("合成テスト：サンプル社は部品不足で出荷が遅延した。", "negative"),
        ("합성 테스트: 예시 회사가 양산을 시작하고 수주를 늘렸다.", "positive"),
    ],
)
def test_sentiment_outside_english(text: str, label: str) -> None:
    from chipatlas.extract.sentiment import score_sentiment

    assert score_sentiment(text).label == label


def test_document_lists_unattached_figures(engine: Engine) -> None:
    text = (
        "Examplefab memory update (SYNTHETIC TEST TEXT)\n\n"
        "SYNTHETIC TEST TEXT. The industry is moving quickly this year, analysts said on a call.\n"
        "The part carries 96 GB of HBM3, good for 3.3 TB/s.\n"
    )
    _ingest(engine, "unattached.txt", text)
    with engine.connect() as conn:
        rec = document_record(conn, "unattached.txt")
    assert rec["claims"] == []
    assert {(c["value"], c["unit"]) for c in rec["unattached"]} == {("96", "GB"), ("3.3", "TB/s")}
    assert all(c["quote"] == "The part carries 96 GB of HBM3, good for 3.3 TB/s." for c in rec["unattached"])


def test_document_table_never_prints_raw_escapes(tmp_path: Path) -> None:
    db = str(tmp_path / "h.db")
    path = tmp_path / "hostile.txt"
    path.write_text(
        "Hostile \x1b[31mred\x1b[0m title [bold]x[/bold] (SYNTHETIC)\n\n"
        "SYNTHETIC TEST TEXT: Examplefab said it will build a second packaging line for accelerators.\n"
    )
    for args in (["init", "--empty"], ["ingest", str(path)]):
        assert subprocess.run([str(EXE), "--db", db, *args], capture_output=True, timeout=120).returncode == 0
    got = subprocess.run([str(EXE), "--db", db, "document", "hostile.txt"], capture_output=True, text=True)
    assert got.returncode == 0 and "\x1b" not in got.stdout and "[bold]x[/bold]" in got.stdout
