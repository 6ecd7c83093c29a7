"""The analysis and signals faces: /api/v1 (SQLite and PostgreSQL) and the pages with their twins."""

from __future__ import annotations

import csv
import html
import io
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas.analyze.changes import changes
from chipatlas.analyze.chokepoints import chokepoints
from chipatlas.analyze.compare import compare
from chipatlas.analyze.concentration import concentration
from chipatlas.analyze.exposure import exposure
from chipatlas.analyze.network import criticality, supplier_matrix
from chipatlas.analyze.uscontent import label, us_production
from chipatlas.present.web import create_app
from chipatlas.present.web.context import CSV_LISTS
from chipatlas.present.web.labels import impact_reason
from chipatlas.present.web.routes_analysis import router as analysis_router
from test_web_pages import assert_json_twin, page_text, twin
from web_fixtures import ingest_xss

SEED = "aws_trainium3_ultraserver"
GB200 = "nvidia_gb200_nvl72"


def plain(data: Any) -> Any:
    return json.loads(json.dumps(data, default=str))


def assert_error(resp: Any, status: int, code: str) -> None:
    assert resp.status_code == status
    body = resp.json()
    assert set(body) == {"error"} and set(body["error"]) == {"status", "code", "message", "detail"}
    assert body["error"]["status"] == status and body["error"]["code"] == code and body["error"]["message"]


@pytest.fixture
def api(bundled: Engine) -> Iterator[TestClient]:
    with TestClient(create_app(bundled)) as client:
        yield client


@pytest.fixture
def site(bundled_sqlite: Engine) -> Iterator[tuple[TestClient, Engine]]:
    with TestClient(create_app(bundled_sqlite)) as client:
        yield client, bundled_sqlite


def kinds_of(findings: list[dict[str, Any]]) -> set[tuple[str, str | None, str]]:
    return {(f["component"], f["supplier"], f["kind"]) for f in findings}


# ---- the API, on both backends ---------------------------------------------------------------


def every_page(api: TestClient, url: str, key: str = "items") -> list[Any]:
    """Every item of a paged list, following next_cursor to the end."""
    found: list[Any] = []
    cursor: str | None = None
    while True:
        body = api.get(url + (f"&cursor={cursor}" if cursor else "")).json()
        found.extend(body[key])
        cursor = body["next_cursor"]
        if cursor is None:
            return found


def test_api_chokepoints_are_the_cli_contract(api: TestClient, bundled: Engine) -> None:
    page = api.get(f"/api/v1/chokepoints?platform={SEED}&limit=500").json()
    body = page["items"]
    assert page["next_cursor"] is None
    with bundled.connect() as conn:
        assert body == plain(chokepoints(conn, SEED))
        assert every_page(api, "/api/v1/chokepoints?limit=500") == plain(chokepoints(conn))
    found = kinds_of(body)
    assert {("Accelerator", "TSMC", "sole"), ("Advanced packaging", "TSMC", "sole")} <= found
    assert {("CPU", None, "gap"), ("Optical transceivers", None, "gap"), ("HBM", None, "gap")} <= found
    assert ("HBM", "SK hynix", "single_known") in found
    sole = api.get(f"/api/v1/chokepoints?platform={SEED}&kind=sole").json()["items"]
    assert kinds_of(sole) == {("Accelerator", "TSMC", "sole"), ("Advanced packaging", "TSMC", "sole")}
    assert_error(api.get("/api/v1/chokepoints?kind=bogus"), 400, "bad_request")
    assert_error(api.get("/api/v1/chokepoints?platform=no_such_rack"), 404, "not_found")


def test_api_exposure_is_the_cli_contract(api: TestClient, bundled: Engine) -> None:
    body = api.get("/api/v1/exposure?name=TSMC").json()
    with bundled.connect() as conn:
        assert body == plain(exposure(conn, "TSMC"))
        taiwan = api.get("/api/v1/exposure?name=Taiwan").json()
        assert taiwan == plain(exposure(conn, "Taiwan"))
    seed = {e["component"]: e["dependence"] for e in body["exposures"] if e["slug"] == SEED}
    assert seed["Accelerator"] == "sole" and seed["Advanced packaging"] == "sole"
    assert taiwan["kind"] == "country"
    tw = {e["component"]: e["dependence"] for e in taiwan["exposures"] if e["slug"] == SEED}
    for c in ("Accelerator", "Advanced packaging", "PCB and substrate", "Scale-up switch"):
        assert tw[c] == "all_known_suppliers", c
    for c in ("Compute tray ODM", "Scale-out NIC", "Rack enclosure", "Cold plates and manifolds"):
        assert tw[c] == "partial", c
    assert_error(api.get("/api/v1/exposure?name=No Such Company Anywhere"), 404, "not_found")
    assert_error(api.get("/api/v1/exposure"), 422, "invalid_request")


def test_api_platform_analyses_match_the_functions(api: TestClient, bundled: Engine) -> None:
    with bundled.connect() as conn:
        assert api.get(f"/api/v1/platforms/{SEED}/concentration").json() == plain(concentration(conn, SEED))
        assert api.get(f"/api/v1/platforms/{SEED}/concentration?thresholds=2010").json() == plain(
            concentration(conn, SEED, "2010")
        )
        assert api.get(f"/api/v1/platforms/{SEED}/label").json() == plain(label(conn, SEED))
        assert api.get(f"/api/v1/platforms/{SEED}/us-production").json() == plain(us_production(conn, SEED))
        assert api.get(f"/api/v1/compare?p={SEED}&p={GB200}").json() == plain(compare(conn, [SEED, GB200]))
        matrix = plain(supplier_matrix(conn, 2))
        assert api.get("/api/v1/matrix?min_platforms=2&limit=500").json() == matrix | {
            "n_suppliers": len(matrix["suppliers"]),
            "next_cursor": None,
        }
        ranked = plain(criticality(conn))
        assert api.get("/api/v1/criticality?limit=500").json() == ranked | {
            "n_companies": len(ranked["companies"]),
            "next_cursor": None,
        }
        since = api.get(f"/api/v1/changes?since=2000-01-01&platform={SEED}&limit=500").json()
        whole = plain(changes(conn, "2000-01-01", SEED))
        assert since.pop("next_cursor") is None and whole.pop("next") is None
        assert since == whole
    assert api.get(f"/api/v1/platforms/{SEED}/concentration").json()["platform_index"]["hhi"] == 7854.7
    assert (
        api.get(f"/api/v1/platforms/{SEED}/label").json()["final_assembly"]["point"]
        == "Socorro TX, United States"
    )
    assert api.get("/api/v1/criticality?limit=1").json()["companies"][0]["supplier"] == "TSMC"
    for url in (
        "/api/v1/platforms/no_such_rack/concentration",
        "/api/v1/platforms/no_such_rack/label",
        "/api/v1/platforms/no_such_rack/us-production",
        f"/api/v1/compare?p={SEED}&p=no_such_rack",
        "/api/v1/changes?since=2000-01-01&platform=no_such_rack",
        "/api/v1/signals/no_such_signal",
        "/api/v1/specs/No Such Entity Anywhere",
        "/api/v1/signals?entity=No Such Entity Anywhere",
    ):
        assert_error(api.get(url), 404, "not_found")
    assert_error(api.get("/api/v1/changes?since=yesterday"), 400, "bad_request")
    assert_error(api.get(f"/api/v1/compare?p={SEED}"), 400, "bad_request")
    endpoints = api.get("/api/v1").json()["endpoints"]
    assert "/api/v1/chokepoints" in endpoints and "/api/v1/signals/{id}" in endpoints


def test_api_signals_have_takeaways_quoted_from_their_documents(api: TestClient) -> None:
    items = api.get("/api/v1/signals").json()["items"]
    assert len(items) == 4
    texts: dict[str, dict[str, Any]] = {}
    for s in items:
        assert s["title"] and s["date_precision"] and s["type"] and s["takeaways"]
        for t in s["takeaways"]:
            doc = texts.setdefault(t["document"], api.get(f"/api/v1/documents/{t['document']}").json())
            assert t["quote"] in doc["text"]
            assert doc["text"][t["start"] : t["end"]] == t["quote"]
            assert t["href"] == f"/documents/{t['document']}#s-{t['statement']}"
            assert t["statement"] in {st["id"] for st in doc["statements"]}
        one = api.get(f"/api/v1/signals/{s['id']}").json()
        assert one["id"] == s["id"] and one["takeaways"] == s["takeaways"]
        assert set(one["rings"]) == {"entities", "rings", "not_supply_entities"}
    main = next(s for s in items if s["date"] == "2025-12-19")
    assert main["impact"] == 4 and main["type"] == "technical_release"
    short = main["id"].removeprefix("signal:")
    assert api.get(f"/api/v1/signals/{short}").json()["id"] == main["id"]
    assert len(api.get("/api/v1/signals?type=technical_release").json()["items"]) >= 1
    assert api.get("/api/v1/signals?since=2999-01-01").json()["items"] == []


def test_api_conflicts_list_every_value_with_its_source(api: TestClient) -> None:
    items = api.get("/api/v1/conflicts").json()["items"]
    power = [c for c in items if c["entity"] == f"platform:{GB200}" and "rack_power" in c["prop"]]
    assert len(power) == 1
    values = power[0]["values"]
    assert len(values) >= 3 and power[0]["n_sources"] >= 3
    assert len({v["value"] for v in values}) >= 2
    for v in values:
        assert v["document"] and v["quote"] and v["href"].startswith(f"/documents/{v['document']}")
    assert any(v["source_url"] for v in values)
    specs = api.get(f"/api/v1/specs/{GB200}").json()
    assert specs and all(s["href"].startswith("/documents/") for s in specs)
    assert api.get(f"/api/v1/specs/platform:{GB200}").json() == specs


# ---- the pages and their twins (SQLite) ----------------------------------------------------------


def samples() -> dict[str, list[str]]:
    return {
        "/analysis": ["/analysis", f"/analysis?platform={SEED}"],
        "/platforms/{name}/analysis": [
            f"/platforms/{SEED}/analysis",
            f"/platforms/{GB200}/analysis?thresholds=2010",
        ],
        "/exposure": ["/exposure", "/exposure?name=TSMC", "/exposure?name=Taiwan", "/exposure?name=Icheon"],
        "/compare": ["/compare", f"/compare?p={SEED}&p={GB200}&p=google_tpu_v7_ironwood"],
        "/changes": ["/changes", f"/changes?since=2000-01-01&platform={SEED}", "/changes?since=2999-01-01"],
        "/signals": ["/signals", "/signals?type=technical_release", "/signals?entity=AWS"],
        "/signals/{name}": [],  # filled from the list
        "/conflicts": ["/conflicts"],
        "/specs/{name}": [f"/specs/{GB200}", "/specs/Trainium3"],
    }


def page_routes() -> set[str]:
    out = set()
    for route in analysis_router.routes:
        assert isinstance(route, APIRoute)
        if not route.path.endswith((".json", ".csv")):
            out.add(route.path)
    return out


def all_urls(client: TestClient) -> list[str]:
    urls = samples()
    urls["/signals/{name}"] = [
        "/signals/" + s["id"].removeprefix("signal:") for s in client.get("/signals.json").json()["signals"]
    ]
    assert set(urls) == page_routes(), "a page route has no sample URL in this test"
    return [u for group in urls.values() for u in group]


def test_every_analysis_page_has_a_json_twin_with_the_same_data(site: tuple[TestClient, Engine]) -> None:
    client, _ = site
    for url in all_urls(client):
        body = assert_json_twin(client, url)
        for name, (path, fields) in CSV_LISTS[body["page"]].items():
            sep = "&" if "?" in url else "?"
            got = client.get(twin(url, "csv") + f"{sep}list={name}")
            assert got.status_code == 200 and got.headers["content-type"].startswith("text/csv"), url
            rows = list(csv.reader(io.StringIO(got.text)))
            value: Any = body
            for part in path.split("."):
                value = None if value is None else value[part]
            assert rows[0] == list(fields) and len(rows) - 1 == len(value or []), f"{url} list {name}"


def test_navigation_and_platform_page_link_the_analysis(site: tuple[TestClient, Engine]) -> None:
    client, _ = site
    home = client.get("/").text
    for path in ("/analysis", "/exposure", "/compare", "/changes", "/signals", "/conflicts"):
        assert f'href="{path}"' in home
    assert f'href="/platforms/{SEED}/analysis"' in client.get(f"/platforms/{SEED}").text


def test_chokepoints_page_lists_the_seed_and_links_each_row_to_its_words(
    site: tuple[TestClient, Engine],
) -> None:
    client, _ = site
    data = client.get(f"/analysis.json?platform={SEED}").json()
    found = kinds_of(data["chokepoints"])
    assert {("Accelerator", "TSMC", "sole"), ("Advanced packaging", "TSMC", "sole")} <= found
    assert {("CPU", None, "gap"), ("Optical transceivers", None, "gap"), ("HBM", None, "gap")} <= found
    assert {k["kind"] for k in data["kinds"]} == {"sole", "single_known", "gap"}
    page = client.get(f"/analysis?platform={SEED}").text
    assert "not proof that no second source exists" in page
    assert page.count('<svg class="map dependence"') == 1 and '<svg class="bars"' in page
    docs: dict[str, str] = {}
    for f in data["chokepoints"]:
        assert f["links"], f
        for link in f["links"]:
            assert f'href="{link["href"]}"' in page
            doc, _, anchor = link["href"].partition("#")
            body = docs.setdefault(doc, client.get(doc).text)
            assert f'<mark id="{anchor}"' in body
            assert link["row_href"] == f"/platforms/{SEED}#row-{link['supply_id']}"
    platform = client.get(f"/platforms/{SEED}/analysis.json").json()
    assert kinds_of(platform["chokepoints"]) == found
    assert {g["component"] for g in platform["gaps"]["gaps"]} == {"CPU", "HBM", "Optical transceivers"}
    assert platform["concentration"]["platform_index"]["hhi"] == 7854.7
    assert platform["concentration"]["thresholds"]["high"] == 1800
    text = page_text(client.get(f"/platforms/{SEED}/analysis").text)
    assert "7854.7" in text and "left out of the shares" in text and "Socorro TX, United States" in text


def test_exposure_pages(site: tuple[TestClient, Engine]) -> None:
    client, engine = site
    data = client.get("/exposure.json?name=Taiwan").json()
    with engine.connect() as conn:
        expected = plain(exposure(conn, "Taiwan"))
    result = data["result"]
    assert {k: v for k, v in result.items() if k != "exposures"} == {
        k: v for k, v in expected.items() if k != "exposures"
    }
    for got, want in zip(result["exposures"], expected["exposures"], strict=True):
        assert {k: v for k, v in got.items() if k not in ("links", "alternatives")} == {
            k: v for k, v in want.items() if k != "alternatives"
        }
    page = page_text(client.get("/exposure?name=Taiwan").text)
    assert "All known suppliers" in page and "Partial" in page
    assert expected["exposures"][0]["reasoning"][-1] in page
    missing = client.get("/exposure?name=No Such Company Anywhere")
    assert missing.status_code == 404 and missing.headers["content-type"].startswith("text/html")
    assert_error(client.get("/exposure.json?name=No Such Company Anywhere"), 404, "not_found")
    assert_error(client.get("/signals/no_such_signal.json"), 404, "not_found")


def test_signal_pages_link_takeaways_to_highlighted_words(site: tuple[TestClient, Engine]) -> None:
    client, _ = site
    items = client.get("/signals.json").json()["signals"]
    assert len(items) == 4
    listing = client.get("/signals").text
    for s in items:
        short = s["id"].removeprefix("signal:")
        page = client.get(f"/signals/{short}").text
        for t in s["takeaways"]:
            assert f'href="{t["href"]}"' in page and f'href="{t["href"]}"' in listing
            doc, _, anchor = t["href"].partition("#")
            body = client.get(doc).text
            start = body.index(f'<mark id="{anchor}"')
            inner = html.unescape(re.sub(r"<[^>]+>", "", body[body.index(">", start) + 1 :]))
            assert inner.startswith(t["quote"])
        detail = client.get(f"/signals/{short}.json").json()["signal"]
        for key in (
            "date",
            "date_precision",
            "type",
            "source",
            "impact",
            "impact_reasons",
            "sentiment",
            "title",
        ):
            assert key in detail
        for reason in detail["impact_reasons"]:  # in words on the page (walk11), as stored in JSON
            assert impact_reason(reason) in page_text(page)


def test_conflicts_page_shows_every_source(site: tuple[TestClient, Engine]) -> None:
    client, _ = site
    data = client.get("/conflicts.json").json()
    page = client.get("/conflicts").text
    power = next(
        c for c in data["conflicts"] if c["entity"] == f"platform:{GB200}" and "rack_power" in c["prop"]
    )
    for v in power["values"]:
        assert f'href="{v["href"]}"' in page
        if v["source_url"]:
            assert f'href="{v["source_url"]}"' in page


def test_analysis_pages_escape_every_field(site: tuple[TestClient, Engine]) -> None:
    client, engine = site
    ingest_xss(engine)
    for url in (
        "/analysis",
        "/platforms/synthetic_xss_test_rack/analysis",
        "/exposure?name=Taiwan",
        "/compare?p=synthetic_xss_test_rack&p=" + SEED,
        "/changes?since=2000-01-01",
    ):
        resp = client.get(url)
        assert resp.status_code == 200, url
        for raw in ("<script>alert", "<img src=x", "<svg onload", "<b onmouseover", "</mark><script>"):
            assert raw not in resp.text, f"{url} has raw {raw!r}"
        assert 'href="javascript:' not in resp.text
    assert "&lt;script&gt;alert(&#39;xss-supplier&#39;)" in client.get("/exposure?name=Taiwan").text
