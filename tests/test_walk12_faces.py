"""walk12: a bad scenario file's error names the file, the line and which shock; every page
names its .json and .csv twins in an HTTP ``Link`` header, on a real server on loopback.

The scenario files are SYNTHETIC text written for these tests; the store is the bundled one.
"""

from __future__ import annotations

import re
from pathlib import Path

import httpx
from sqlalchemy import Engine
from tests.cli_support import cli_process
from tests.live_server import live

from chipatlas.analyze.document import document_record
from chipatlas.present.web.app import create_app
from chipatlas.present.web.routes_pages import link_header


def _store(tmp_path: Path) -> Path:
    db = tmp_path / "walk12.db"
    assert cli_process(db, "init").returncode == 0
    return db


def test_a_bad_shock_names_its_file_line_and_number_and_prints_nothing(tmp_path: Path) -> None:
    db = _store(tmp_path)
    before = db.read_bytes()
    # SYNTHETIC scenario: the second shock's loss is out of range, on line 3.
    bad_loss = tmp_path / "synthetic_loss.json"
    bad_loss.write_text(
        '{"shocks": [\n  {"company": "SK hynix", "loss": "50%"},\n  {"company": "TSMC", "loss": "150%"}\n]}\n'
    )
    done = cli_process(db, "whatif", "--scenario", str(bad_loss))
    assert done.returncode != 0 and done.stdout == ""
    assert f"{bad_loss}:3: shock 2 of 2, company 'TSMC': loss must be" in done.stderr
    # SYNTHETIC scenario in YAML: a misspelt key on the second shock, line 4.
    bad_key = tmp_path / "synthetic_key.yaml"
    bad_key.write_text("shocks:\n  - company: SK hynix\n    loss: 50%\n  - cmpany: TSMC\n")
    done = cli_process(db, "whatif", "--scenario", str(bad_key))
    assert done.returncode != 0 and done.stdout == ""
    assert f"{bad_key}:4: shock 2 of 2, cmpany 'TSMC': unknown key(s) cmpany" in done.stderr
    assert "loss, period" in done.stderr  # every key a shock takes, 'period' too
    # A company the store does not know: the file that named it.
    unknown = tmp_path / "synthetic_unknown.json"
    unknown.write_text('{"shocks": [{"company": "Synthetic Nowhere Fab Co"}]}')
    done = cli_process(db, "whatif", "--scenario", str(unknown))
    assert done.returncode != 0 and done.stdout == ""
    assert f"{unknown}: no company called 'Synthetic Nowhere Fab Co'" in done.stderr
    assert db.read_bytes() == before  # a refused scenario writes nothing


def test_every_page_names_its_twins_in_a_link_header(bundled_sqlite: Engine) -> None:
    pages = ("/", "/platforms/nvidia_gb200_nvl72", "/whatif?country=Taiwan&component=advanced+packaging")
    with live(create_app(bundled_sqlite)) as (base, errors), httpx.Client(base_url=base) as client:
        for page in pages:
            answer = client.get(page)
            assert answer.status_code == 200, page
            found = re.findall(r'<([^>]*)>; rel="alternate"; type="([^"]+)"', answer.headers["link"])
            twins = {kind: url for url, kind in found}
            assert set(twins) == {"application/json", "text/csv"}, page
            for kind, url in twins.items():
                twin = client.get(url)
                assert twin.status_code == 200 and twin.headers["content-type"].startswith(kind), url
        assert not errors.records


def test_a_link_header_url_cannot_end_early() -> None:
    # A raw '>' or ',' in a query (a client that did not encode it) would cut the link.
    header = link_header({"json": "/search.json?q=a>b, c", "csv": "/search.csv?q=x"}, with_csv=False)
    assert header == '</search.json?q=a%3Eb%2C%20c>; rel="alternate"; type="application/json"'


def test_head_answers_like_get_without_a_body(bundled_sqlite: Engine) -> None:
    # `curl -I` on a page is how one reads its Link header; it answered 405 (walk12).
    with live(create_app(bundled_sqlite)) as (base, errors), httpx.Client(base_url=base) as client:
        for page in (
            "/platforms/nvidia_gb200_nvl72",
            "/platforms/nvidia_gb200_nvl72.csv",
            "/api/v1/platforms",
        ):
            got, head = client.get(page), client.head(page)
            assert head.status_code == got.status_code == 200, page
            assert head.content == b"" and head.headers["content-type"] == got.headers["content-type"]
            assert head.headers.get("link") == got.headers.get("link")
        assert client.head("/platforms/no_such_synthetic_platform").status_code == 404
        assert not errors.records


def test_conflicts_on_the_cli_name_each_fact_in_words(tmp_path: Path) -> None:
    db = _store(tmp_path)
    done = cli_process(db, "conflicts", "--entity", "AMD Instinct MI355X", columns=200)
    assert done.returncode == 0, done.stderr
    assert "Compute units per GPU" in done.stdout and "spec.compute_units" not in done.stdout
    assert " count " not in done.stdout  # '256', not '256 count'
    csv = cli_process(
        db, "conflicts", "--entity", "AMD Instinct MI355X", "--format", "csv"
    ).stdout.splitlines()
    # the key stays in the CSV, with each source's evidence, qualifier and words (walk14)
    assert csv[0] == "entity,fact,value,evidence,qualifier,source,quote,prop"
    assert any(line.endswith(",spec.compute_units.per_gpu") for line in csv)
    # The chip has none of its own; the platform built on it has them, and the answer says so.
    chip = cli_process(db, "conflicts", "--entity", "MI355X").stdout
    assert chip.startswith("no disagreement between sources about MI355X; the platform it is used in, ")
    assert f"AMD Instinct MI355X, has {len(csv) - 1} values in disagreement" in chip


def test_a_documents_candidate_names_read_as_their_names(bundled_sqlite: Engine) -> None:
    # The seed names companies no entity has yet; the list named each by its id's hash.
    with bundled_sqlite.connect() as conn:
        record = document_record(conn, "003_5a1042b804a25f46.txt")
    candidates = {e["id"]: e["name"] for e in record["entities"] if e["id"].startswith("candidate:")}
    assert candidates, "the seed's candidate names are listed"
    assert all(name != eid.split(":", 1)[1] for eid, name in candidates.items())
    assert "JetBrains" in candidates.values()


def test_the_whatif_page_names_the_group_it_does_not_count(bundled_sqlite: Engine) -> None:
    with live(create_app(bundled_sqlite)) as (base, errors), httpx.Client(base_url=base) as client:
        page = client.get("/whatif", params={"company": "Intel"}).text
        assert '<p id="whatif-group" class="muted">Not counted: Habana Labs, Intel Foundry, owned by' in page
        assert client.get("/whatif.json", params={"company": "Intel"}).json()["result"]["group_not_counted"]
        assert not errors.records
