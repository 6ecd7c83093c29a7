"""Pages a person would show: specs with human labels on the platform page, no raw ids in
what a reader sees (quotes of documents excepted: they are the documents' own words), each
takeaway once, quotes without doubled quotation marks. Bundled data only."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from selectolax.lexbor import LexborHTMLParser
from sqlalchemy import Engine

from chipatlas.analyze.spec_labels import bare_quote, spec_label
from chipatlas.present.web import create_app
from chipatlas.present.web.app import short_id

RAW_ID = re.compile(
    r"\b(?:signal|supply|production|company|platform|chip|cluster|deployment|candidate):[0-9a-z_]{4,}"
    r"|\b[0-9a-f]{64}\b"
)


@pytest.fixture
def web(bundled_sqlite: Engine) -> Iterator[TestClient]:
    with TestClient(create_app(bundled_sqlite)) as client:
        yield client


def _visible(html: str) -> str:
    tree = LexborHTMLParser(html)
    for node in tree.css("script, style, q, .quote, details, code"):
        node.decompose()
    return tree.body.text(separator=" ") if tree.body else ""


def test_spec_labels_read_as_people_write_them() -> None:
    assert spec_label("fp8_flops", "per_ultraserver", "EFLOPS") == "FP8 compute per UltraServer, EFLOPS"
    assert spec_label("accelerator_count", "per_ultraserver", "count") == "Accelerators per UltraServer"
    assert bare_quote("“144 chips per server.”") == "144 chips per server."


def test_a_quote_keeps_the_marks_that_belong_to_its_words() -> None:
    """The page adds its own quotation marks: the outer pair goes, a lone outer mark goes,
    the marks of the words stay (synthetic quotes)."""
    cases = {
        '"host_cpu": null': '"host_cpu": null',  # a JSON member: its key's quotes are words
        '"The synthetic chip ships': "The synthetic chip ships",  # a sentence cut after its mark
        'ships this year."': "ships this year.",
        "«Le CoWoS synthétique»": "Le CoWoS synthétique",
        "「合成晶片」": "合成晶片",
        'the "Zephyrion" chip': 'the "Zephyrion" chip',
        "  ": "",
    }
    for quote, shown in cases.items():
        assert bare_quote(quote) == shown, quote


def test_platform_page_shows_its_spec_figures(web: TestClient) -> None:
    data = web.get("/platforms/aws_trainium3_ultraserver.json").json()
    labels = {s["label"] for s in data["spec_claims"]}
    assert "Accelerators per UltraServer" in labels
    assert any(lab.startswith("FP8 compute per UltraServer") for lab in labels)
    html = web.get("/platforms/aws_trainium3_ultraserver").text
    assert 'id="spec-claims"' in html and "FP8 compute per UltraServer, EFLOPS" in html


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/platforms/aws_trainium3_ultraserver",
        "/platforms/nvidia_gb200_nvl72",
        "/companies/tsmc",
        "/companies/sk_hynix",
        "/signals",
        "/chips",
        "/documents",
        "/analysis",
        "/specs/platform:aws_trainium3_ultraserver",
    ],
)
def test_no_raw_ids_where_a_reader_looks(web: TestClient, path: str) -> None:
    got = web.get(path)
    assert got.status_code == 200
    assert RAW_ID.findall(_visible(got.text)) == []


def test_each_takeaway_once_and_quotes_not_doubled(web: TestClient) -> None:
    signals = web.get("/signals.json").json()["signals"]
    assert signals
    checked = 0
    for s in signals[:4]:
        page = web.get(f"/signals/{short_id(s['id'])}")
        assert page.status_code == 200
        checked += 1
        tree = LexborHTMLParser(page.text)
        for li in tree.css("ul.takeaways li"):
            quotes = [q.text() for q in li.css("q")]
            text = li.text(separator=" ")
            assert all(text.count(q.strip()) == 1 for q in quotes if q.strip()), text
    assert checked
    specs = LexborHTMLParser(web.get("/specs/platform:aws_trainium3_ultraserver").text)
    assert all(not q.text().startswith(('"', "“")) for q in specs.css("q.quote"))
