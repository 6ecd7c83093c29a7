"""The pages as a demanding analyst reads them: no dead links, every figure with its unit once and
its basis, every property by its label, every value traceable to its document, no raw ids.

Server-side through the ASGI app on the bundled data; the watchlist below is SYNTHETIC.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from selectolax.lexbor import LexborHTMLParser
from sqlalchemy import Engine

from chipatlas.analyze.spec_labels import metric_label
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.web import create_app
from chipatlas.present.web.app import pct, short_id
from chipatlas.present.web.labels import compare_label, figure, prop_label, readable
from chipatlas.store.db import connect, migrate
from test_pages_polish import RAW_ID, _visible

GB200 = "nvidia_gb200_nvl72"
# A unit written twice in a row ("1360 kg kg", "10 PFLOPS PFLOPS").
DOUBLED_UNIT = re.compile(r"\b([A-Za-z]+(?:/[A-Za-z]+)?) \1\b")


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    from conftest import load_bundled

    eng: Engine = connect(str(tmp_path_factory.mktemp("analyst") / "store.db"))
    migrate(eng)
    load_bundled(eng)
    with eng.begin() as conn:
        add_watchlist(conn, "synthetic-aws", entity_names=["AWS"])
    with TestClient(create_app(eng)) as client:
        yield client
    eng.dispose()


def _tree(web: TestClient, path: str) -> LexborHTMLParser:
    got = web.get(path)
    assert got.status_code == 200, path
    return LexborHTMLParser(got.text)


def test_labels_name_properties_as_readers_do() -> None:
    assert prop_label("spec.rack_weight.per_rack") == "Rack weight per rack"
    assert prop_label("spec.fp8_flops.per_gpu") == "FP8 compute per GPU"
    assert prop_label("topic.scale_out_fabric") == "Scale-out fabric"
    assert prop_label("power_kw") == "Power (kW)" and prop_label("host_cpu") == "Host CPU"
    assert prop_label("curated_name") == "Curated name"
    assert compare_label("hbm_capacity.chip") == "HBM capacity per chip"
    assert compare_label("fp4_compute.unit") == "FP4 compute per unit (rack or server)"
    assert metric_label("hbm_stacks") == "HBM stacks" and metric_label("nvlink_cables") == "NVLink cables"
    assert figure("10", "PFLOPS", "10 PFLOPS") == "10 PFLOPS"
    assert figure("1360", "kg", "1360") == "1360 kg"
    assert figure("144", "count", "144") == "144"
    assert (pct(0.1667, 1), pct(0.5, 1), pct(0.4722)) == ("16.7%", "50%", "47%")
    assert readable('{"end": 9, "quote": "Q", "text": "Synthetic takeaway."}') == "Synthetic takeaway."
    assert readable('["prior 2", "1 source"]') == "prior 2; 1 source"
    assert readable("[not json") == "[not json" and readable("plain") == "plain"


def test_home_proposals_link_to_their_documents(web: TestClient) -> None:
    tree = _tree(web, "/")
    links = [a.attributes.get("href") or "" for a in tree.css("#h-pending ~ ul a")]
    docs = [h for h in links if h.startswith("/documents")]
    assert docs, links
    assert all(re.fullmatch(r"/documents/[0-9a-f]{64}\?span=\d+-\d+#s-cited", h) for h in docs), docs
    for h in set(docs):
        assert web.get(h).status_code == 200


def test_disagreements_sit_beside_their_figures_with_units_once(web: TestClient) -> None:
    tree = _tree(web, f"/platforms/{GB200}")
    beside = tree.css("#spec-claims .conflict")
    assert beside, "spec disagreements belong beside the spec rows they concern"
    heads = [n.text() for n in tree.css(".conflict")]
    assert all("spec." not in h and "_" not in h.split(":", 1)[0] for h in heads), heads
    shown = [b.css_first("strong").parent.text().split(":", 1)[0] for b in beside]
    assert len(shown) == len(set(shown)), "one note per disagreement, not one per source row"
    values = [li.text() for li in tree.css(".conflict li")]
    assert values and not [v for v in values if DOUBLED_UNIT.search(v)], values
    assert not [v for v in values if re.search(r"\bcount\b", v)], values
    quotes = [q.text() for q in tree.css("#summary table.facts q.quote")]
    assert quotes and not [q for q in quotes if q.startswith(('"', "“"))], quotes


def test_us_share_items_link_to_their_document_and_rows(web: TestClient) -> None:
    items = _tree(web, f"/platforms/{GB200}").css("#us-share li")
    assert items
    for li in items:
        hrefs = [a.attributes.get("href") or "" for a in li.css("a")]
        assert any(h.startswith("/documents/") for h in hrefs), li.text()
        assert any("us_status=" in h and h.endswith("#ring") for h in hrefs), li.text()


def test_made_in_map_has_a_key(web: TestClient) -> None:
    key = _tree(web, f"/platforms/{GB200}").css("#made-in ul.map-key li")
    assert len(key) >= 2 and "Ring rows made there" in key[0].text()
    assert all(re.fullmatch(r"\s*\d+(–\d+)?\s*", li.text()) for li in key[1:]), [li.text() for li in key]


def test_whatif_figures_are_percentages_with_their_rows(web: TestClient) -> None:
    tree = _tree(web, "/whatif?company=SK+hynix&loss=50%25")
    rows = tree.css("#whatif-table tbody tr")
    assert rows
    for tr in rows:
        cells = tr.css("td")
        assert re.fullmatch(r"\d+(\.\d)?%", cells[0].text().strip()), cells[0].text()
        hits = cells[2].css("li")
        assert hits and all(re.search(r"share \d+(\.\d)?%.*at risk \d+(\.\d)?%", h.text()) for h in hits)
        assert all(h.css_first('a[href*="#row-supply:"]') for h in hits)
    badges = [b.text() for b in tree.css("#whatif-table .ev")]
    assert badges and all(b[:1].isupper() for b in badges), badges
    assert [n.text() for n in tree.css("main form label")][:2] == ["Company", "Site"]


def test_changes_name_the_entity_of_every_statement(web: TestClient) -> None:
    tree = _tree(web, "/changes?since=2000-01-01")
    assert "T00:00" not in tree.css_first("p.lede").text()
    rows = [tr for table in tree.css("table.changes") for tr in table.css("tbody tr")]
    assert rows
    for tr in rows:
        cells = tr.css("td")
        assert cells[1].text().strip(), tr.text()
        assert "_" not in cells[2].text(), cells[2].text()
    assert RAW_ID.findall(_visible(tree.html or "")) == []


def test_planned_us_volume_dates_name_their_row_and_read_as_dates(web: TestClient) -> None:
    tree = _tree(web, f"/platforms/{GB200}/analysis")
    text = tree.css_first("#us-production").text()
    assert not re.search(r"\d{2}:\d{2}:\d{2}", text), "no raw timestamps"
    dated = [p.text() for p in tree.css("#us-production p.claim-date")]
    assert dated and all(
        re.match(r"\S.*: the planned US volume was first recorded here on \d{4}-\d{2}-\d{2}", t)
        for t in dated
    )


def test_signal_page_names_what_it_touches(web: TestClient) -> None:
    signals = web.get("/signals.json").json()["signals"]
    checked = 0
    for s in signals:
        tree = _tree(web, f"/signals/{short_id(s['id'])}")
        rings = tree.css_first("section[aria-labelledby=h-rings]")
        if rings is not None and rings.css("li"):
            checked += 1
            assert RAW_ID.findall(_visible(rings.html or "")) == [], s["title"]
    assert checked


def test_watchlist_signals_open_their_signal_pages(web: TestClient) -> None:
    tree = _tree(web, "/watchlists/synthetic-aws")
    items = tree.css("main ul li strong")
    assert items
    for strong in items:
        link = strong.css_first("a")
        assert link is not None and (link.attributes.get("href") or "").startswith("/signals/")
    heads = [re.search(r"\(([^)]*impact[^)]*)\)", li.text()) for li in tree.css("main ul li")]
    assert all(h and "_" not in h.group(1) for h in heads), "signal types by their labels"


def test_company_lists_each_name_once(web: TestClient) -> None:
    names = [li.text().split(" (", 1)[0] for li in _tree(web, "/companies/sk_hynix").css("#names li")]
    assert names and len(names) == len(set(names)), names
    assert "SK hynix" in names


def test_compare_rows_are_labelled_not_keyed(web: TestClient) -> None:
    tree = _tree(web, f"/compare?p={GB200}&p=aws_trainium3_ultraserver")
    heads = [th.text() for th in tree.css("#compare-table tbody th[scope=row]")]
    assert heads and not [h for h in heads if "_" in h or "." in h], heads
    assert "Power (kW)" in heads and "HBM capacity per chip" in heads


def test_document_statements_read_as_words_and_links(web: TestClient) -> None:
    signal = web.get("/signals.json").json()["signals"][0]
    doc = web.get(f"/signals/{short_id(signal['id'])}.json").json()["signal"]["documents"][0]
    tree = _tree(web, f"/documents/{doc}")
    rows = tree.css("main table.list tbody tr")
    assert rows
    shown = [(tr.css("td")[1].text(), tr.css("td")[2]) for tr in rows]
    assert not [p for p, _ in shown if "_" in p], "properties by their labels"
    assert not [v.text() for _, v in shown if v.text().startswith(("{", "["))], "no stored JSON"
    about = [v for p, v in shown if p in ("About", "Mentions")]
    assert about and all(v.css_first("a") is not None for v in about), "a referenced entity is a link"
    when = tree.css("dl.record dd")
    assert not [d.text() for d in when if re.search(r"T\d{2}:\d{2}", d.text())]


def test_criticality_names_platforms_not_slugs(web: TestClient) -> None:
    table = _tree(web, "/analysis").css_first("#criticality-table")
    assert table is not None
    small = [s.text() for s in table.css("td small")]
    assert small and not [s for s in small if re.match(r"[a-z0-9]+_[a-z0-9_]+:", s)], small[:5]
    assert table.css("td small a[href^='/platforms/']")


def test_exposure_says_when_a_role_is_not_stated(web: TestClient) -> None:
    rows = _tree(web, "/exposure?name=TSMC").css("#exposure-table tbody tr")
    roles = [tr.css("td")[1] for tr in rows]
    assert roles and all(r.text().strip() for r in roles)
    assert any("Not stated" in r.text() for r in roles)
