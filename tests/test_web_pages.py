"""HTML pages and their .json/.csv twins, server-side, through the ASGI app (no browser)."""

from __future__ import annotations

import csv
import html
import io
import re
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from sqlalchemy import Engine, select

from chipatlas.present.web import create_app
from chipatlas.present.web.context import CSV_LISTS
from chipatlas.present.web.highlight import marked
from chipatlas.present.web.routes_pages import router as pages_router
from chipatlas.store.tables import documents
from web_fixtures import XSS_NOTES, XSS_PLATFORM, XSS_SUPPLIER, ingest_xss

SEED = "aws_trainium3_ultraserver"
SHOWN_KEYS = frozenset({"name", "platform", "component", "supplier", "notes", "title", "label"})


@pytest.fixture
def site(bundled_sqlite: Engine) -> Iterator[tuple[TestClient, Engine]]:
    with TestClient(create_app(bundled_sqlite)) as client:
        yield client, bundled_sqlite


def seed_doc(engine: Engine) -> str:
    with engine.connect() as conn:
        return str(
            conn.execute(select(documents.c.id).where(documents.c.uri.like("%000_343f%"))).scalar_one()
        )


def samples(engine: Engine) -> dict[str, list[str]]:
    """Every HTML page route, with the concrete URLs this test visits for it."""
    return {
        "/": ["/"],
        "/platforms": ["/platforms"],
        "/platforms/{name}": [
            f"/platforms/{SEED}",
            f"/platforms/{SEED}?country=Taiwan&sort=supplier&dir=desc",
            "/platforms/nvidia_gb200_nvl72",
        ],
        "/companies": ["/companies"],
        "/companies/{name}": ["/companies/tsmc", "/companies/wiwynn", "/companies/annapurna_labs"],
        "/clusters": ["/clusters"],
        "/clusters/{name}": ["/clusters/project_rainier"],
        "/chips": ["/chips"],
        "/chips/{name}": ["/chips/trainium3"],
        "/entities": ["/entities", "/entities?kind=Company"],
        "/entities/{name}": ["/entities/company:tsmc", "/entities/platform:aws_trainium3_ultraserver"],
        "/documents": ["/documents"],
        "/documents/{name}": [f"/documents/{seed_doc(engine)}"],
        "/search": ["/search?q=tsmc", "/search?q=rainier&kind=Cluster", "/search"],
        "/sites": ["/sites"],
        "/sites/{name}": ["/sites/hsinchu", "/sites/country-tw", "/sites/kumamoto"],
    }


def page_routes() -> set[str]:
    out = set()
    for route in pages_router.routes:
        assert isinstance(route, APIRoute)
        if route.path.endswith((".json", ".csv")) or route.path in (
            "/api/docs",
            "/assets/world.svg",
            "/favicon.ico",
        ):
            continue
        out.add(route.path)
    return out


def twin(url: str, ext: str) -> str:
    path, _, query = url.partition("?")
    path = "/index" if path == "/" else path
    return f"{path}.{ext}" + (f"?{query}" if query else "")


def page_text(body: str) -> str:
    body = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", body, flags=re.S)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body)))


def shown_strings(data: Any) -> Iterator[str]:
    if isinstance(data, dict):
        for k, v in data.items():
            if k in SHOWN_KEYS and isinstance(v, str) and v.strip():
                yield re.sub(r"\s+", " ", v).strip()
            else:
                yield from shown_strings(v)
    elif isinstance(data, list):
        for v in data:
            yield from shown_strings(v)


def assert_json_twin(client: TestClient, url: str) -> dict[str, Any]:
    """The page and its .json twin show the same data, and the page links the twin."""
    page = client.get(url)
    assert page.status_code == 200, url
    assert page.headers["content-type"].startswith("text/html")
    data = client.get(twin(url, "json"))
    assert data.status_code == 200, url
    body: dict[str, Any] = data.json()
    assert "page" in body and "title" in body
    text = page_text(page.text)
    missing = [s for s in set(shown_strings(body)) if s not in text]
    assert not missing, f"{url}: in JSON but not on the page: {missing[:5]}"
    assert f'href="{twin(url, "json")}"'.replace("&", "&amp;") in page.text, f"{url} does not link its twin"
    return body


def test_every_html_route_has_a_json_twin_with_the_same_data(site: tuple[TestClient, Engine]) -> None:
    client, engine = site
    urls = samples(engine)
    assert set(urls) == page_routes(), "a page route has no sample URL in this test"
    for url in [u for group in urls.values() for u in group]:
        assert_json_twin(client, url)


def test_every_list_has_a_csv(site: tuple[TestClient, Engine]) -> None:
    client, engine = site
    for url in [u for group in samples(engine).values() for u in group]:
        data = client.get(twin(url, "json")).json()
        for name, (path, fields) in CSV_LISTS[data["page"]].items():
            sep = "&" if "?" in url else "?"
            got = client.get(twin(url, "csv") + f"{sep}list={name}")
            assert got.status_code == 200 and got.headers["content-type"].startswith("text/csv"), url
            rows = list(csv.reader(io.StringIO(got.text)))
            value: Any = data
            for part in path.split("."):
                value = value[part]
            assert rows[0] == list(fields)
            assert len(rows) - 1 == len(value), f"{url} list {name}"


def test_seed_platform_page_renders_the_seed(site: tuple[TestClient, Engine]) -> None:
    client, _ = site
    body = client.get(f"/platforms/{SEED}").text
    assert body.count('class="ring-row"') == 36
    assert body.count('class="group-head"') == 18
    text = page_text(body)
    for words in (
        "Platform summary",
        "Amazon (Annapurna Labs)",
        "144 (UltraServer)",
        "Supplier ring for AWS Trainium3 UltraServer: 36 rows across 18 components",
        "Rack integration: Wiwynn, Socorro TX. Some US volume.",
        "Last verified",
        "Project Rainier",
    ):
        assert words in text, words
    assert text.count("Not disclosed") >= 19  # gaps are shown as gaps
    assert 'href="/clusters/project_rainier"' in body
    assert 'href="/companies/tsmc"' in body
    assert "<svg" in body and 'class="made' in body  # the chart and the map


def test_a_cluster_counts_the_platforms_it_deploys(site: tuple[TestClient, Engine]) -> None:
    """Counted as a supplier, Project Rainier read "0 platforms, 0 ring rows" beside the
    Trainium2 UltraServer it runs (walk7); it counts the platforms its deployments name."""
    client, _ = site
    (rainier,) = [x for x in client.get("/clusters.json").json()["items"] if x["slug"] == "project_rainier"]
    assert rainier["n_platforms"] == 1
    page = client.get("/clusters").text
    assert "Platforms deployed" in page and "Ring rows" not in page


def test_server_side_filter_and_sort_work_without_javascript(site: tuple[TestClient, Engine]) -> None:
    client, _ = site
    data = client.get(f"/platforms/{SEED}.json?country=Taiwan").json()
    assert data["ring"]["n_rows"] == 15 and data["ring"]["n_rows_total"] == 36
    assert {r["made_in_country"] for r in data["ring"]["rows"]} == {"Taiwan"}
    gaps = client.get(f"/platforms/{SEED}.json?country=none").json()["ring"]
    assert all(r["made_in_country"] is None for r in gaps["rows"]) and gaps["n_rows"] == 19
    html_page = client.get(f"/platforms/{SEED}?country=Taiwan").text
    assert html_page.count('class="ring-row"') == 15
    rows = client.get(f"/platforms/{SEED}.json?sort=supplier").json()["ring"]["rows"]
    names = [r["supplier"] for r in rows if r["supplier"]]
    assert names == sorted(names, key=str.lower) and rows[-1]["supplier"] is None
    both = client.get(f"/platforms/{SEED}.json?role=sole&evidence=committed").json()["ring"]["rows"]
    assert [(r["component"], r["supplier"]) for r in both] == [("Accelerator", "TSMC")]


def test_every_ring_value_links_to_its_statement_in_the_document(site: tuple[TestClient, Engine]) -> None:
    client, engine = site
    data = client.get(f"/platforms/{SEED}.json").json()
    doc = seed_doc(engine)
    doc_page = client.get(f"/documents/{doc}").text
    page = client.get(f"/platforms/{SEED}").text
    for row in data["ring"]["rows"]:
        whole = row["sources"]["row"]
        # One source control per row: the quoted table row links to its words; each cell's
        # statement is marked in the document and is part of those words.
        assert f'href="/documents/{doc}#s-{whole["statement"]}"' in page
        for prop in ("component", "supplier", "notes", "row"):
            src = row["sources"][prop]
            assert src["document"] == doc and src["quote"]
            assert f'<mark id="s-{src["statement"]}"' in doc_page
            assert src["quote"] in whole["quote"]
        assert row["source_list"][0]["statement"] == whole["statement"] and len(row["source_list"]) == 1
        assert row["sources"]["component"]["evidence"] == row["evidence"]


def test_document_page_marks_spans_in_place(site: tuple[TestClient, Engine]) -> None:
    client, engine = site
    data = client.get(f"/documents/{seed_doc(engine)}.json").json()
    page = client.get(f"/documents/{seed_doc(engine)}").text
    assert page.count("<mark ") == len(data["statements"])
    assert page.count("<mark ") == page.count("</mark>")
    inner = page.split('<pre class="doctext">', 1)[1].split("</pre>", 1)[0]
    assert html.unescape(re.sub(r"<[^>]+>", "", inner)) == data["text"]  # the stored text, exactly


def test_marks_nest_and_cut_crossing_spans() -> None:
    def st(i: str, a: int, b: int) -> dict[str, Any]:
        return {
            "id": i,
            "span_start": a,
            "span_end": b,
            "prop": "p",
            "value": "<v>",
            "evidence": "claimed",
            "status": "current",
        }

    out = str(marked("<a>bcdef", [st("1", 0, 5), st("2", 0, 5), st("3", 3, 8), st("4", 6, 6)]))
    assert out.count("<mark") == out.count("</mark>") == 4
    assert "&lt;a&gt;" in out and "<a>" not in out
    assert re.sub(r"<[^>]+>", "", out) == "&lt;a&gt;bcdef"
    assert out.startswith('<mark id="s-1"') and 'title="p: &lt;v&gt; (claimed)"' in out


def test_every_field_is_escaped(site: tuple[TestClient, Engine]) -> None:
    client, engine = site
    doc = ingest_xss(engine)
    for url in (
        f"/platforms/{XSS_PLATFORM}",
        "/companies/script_alert_xss_supplier_script",
        f"/documents/{doc}",
        "/search?q=synthetic",
        "/companies",
        "/",
    ):
        body = client.get(url).text
        for raw in ("<script>alert", "<img src=x", "<svg onload", "<b onmouseover", "</mark><script>"):
            assert raw not in body, f"{url} has raw {raw!r}"
        assert 'href="javascript:' not in body
    text = page_text(client.get(f"/platforms/{XSS_PLATFORM}").text)
    assert XSS_SUPPLIER in text and XSS_NOTES in text


def test_pages_ship_their_assets_and_send_security_headers(site: tuple[TestClient, Engine]) -> None:
    client, _ = site
    page = client.get(f"/platforms/{SEED}")
    for ref in re.findall(r'<(?:script|link|img|image)[^>]+(?:src|href)="([^"]+)"', page.text):
        assert ref.startswith("/"), f"external asset {ref}"
        assert client.get(ref.split("#")[0]).status_code == 200
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["x-content-type-options"] == "nosniff"
    assert client.get("/static/app.css").status_code == 200
    docs = client.get("/api/docs")
    assert docs.status_code == 200 and "cdn" not in docs.text.lower()
    assert "/api/v1/platforms/{slug}/ring" in docs.text


def test_errors_are_pages_for_people_and_json_for_machines(site: tuple[TestClient, Engine]) -> None:
    client, _ = site
    page = client.get("/platforms/no_such_platform")
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")
    assert "known platforms" in page.text
    data = client.get("/platforms/no_such_platform.json")
    assert data.status_code == 404 and data.json()["error"]["code"] == "not_found"
    assert client.get("/no/such/page").status_code == 404
    assert client.get("/companies.json?cursor=bogus").json()["error"]["code"] == "invalid_cursor"


def test_csv_cells_cannot_run_as_formulas(site: tuple[TestClient, Engine]) -> None:
    from chipatlas.present.web.render import to_csv

    out = to_csv([{"a": "=HYPERLINK(1)", "b": "-3.5", "c": "@x"}], ("a", "b", "c"))
    assert out.splitlines()[1] == "'=HYPERLINK(1),-3.5,'@x"


def test_search_groups_results_by_kind(engine: Engine) -> None:
    from conftest import load_bundled

    load_bundled(engine)
    with TestClient(create_app(engine)) as client:
        data = client.get("/search.json?q=wiwynn").json()
        kinds = [g["kind"] for g in data["groups"]]
        assert kinds[0] == "Company" and "Supply" in kinds
        assert data["groups"][0]["results"][0]["url"] == "/companies/wiwynn"
        assert client.get("/search.json?q=Trainium3 Icheon").json()["counts"].get("Supply") == 1
        assert client.get("/search.json?q=6831").json()["results"][0]["ref"] == "company:mai_ke"
        assert client.get("/search.json?q=rainier").json()["counts"].get("Cluster") == 1
        page = client.get("/search?q=wiwynn").text
        assert "<mark>Wiwynn</mark>" in page or "<mark>wiwynn</mark>" in page.lower()
