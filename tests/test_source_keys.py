"""Sources are identified by what they are, not by a file name (SYNTHETIC rings, both backends)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, select
from tests.cli_support import cli_process
from tests.test_ingest_rules import snapshot
from tests.writer_support import ring_csv, store_url, write

from chipatlas.analyze.ring import ring
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web.app import create_app
from chipatlas.sources import load_path
from chipatlas.sources.bundled import bundled_paths, display_name
from chipatlas.store.tables import sources

ALPHA = ring_csv("Synthetic Keys Alpha", {"Accelerator": "Synthetic Foundry A", "HBM": "Synthetic Memory A"})
BETA = ring_csv("Synthetic Keys Beta", {"Accelerator": "Synthetic Foundry B", "HBM": "Synthetic Memory B"})
TOKEN = "test-token-not-a-secret"


def rows(eng: Engine, name: str) -> list[tuple[str, str]]:
    with eng.connect() as conn:
        return [(r["component"], r["supplier"]) for r in ring(conn, name)["rows"]]


def test_same_base_name_in_two_folders_keeps_both(engine: Engine, tmp_path: Path) -> None:
    a = write(tmp_path / "a" / "ring.csv", ALPHA)
    b = write(tmp_path / "b" / "ring.csv", BETA)
    first, second = ingest(engine, load_path(a)), ingest(engine, load_path(b))
    assert (first.status, second.status, second.retired) == ("landed", "landed", 0), second.lines()
    assert (first.source_key, second.source_key) == (f"file:{a.resolve()}", f"file:{b.resolve()}")
    assert rows(engine, "Synthetic Keys Alpha") == [
        ("Accelerator", "Synthetic Foundry A"),
        ("HBM", "Synthetic Memory A"),
    ]
    assert len(rows(engine, "Synthetic Keys Beta")) == 2
    assert not any(line.startswith("supersedes") for line in second.lines())


def test_edited_file_at_the_same_path_supersedes_and_says_so(engine: Engine, tmp_path: Path) -> None:
    path = write(tmp_path / "ring.csv", ALPHA)
    ingest(engine, load_path(path))
    write(path, ALPHA.replace("Synthetic Memory A", "Synthetic Memory Z"))
    report = ingest(engine, load_path(path))
    assert report.status == "landed" and report.retired > 0
    hint = (
        f"supersedes {report.retired} statements of source file:{path.resolve()}; use --source to keep both"
    )
    assert hint in report.lines()
    assert ("HBM", "Synthetic Memory Z") in rows(engine, "Synthetic Keys Alpha")
    assert ("HBM", "Synthetic Memory A") not in rows(engine, "Synthetic Keys Alpha")


def test_an_explicit_source_key_joins_two_paths(engine: Engine, tmp_path: Path) -> None:
    one = write(tmp_path / "v1" / "alpha.csv", ALPHA)
    two = write(
        tmp_path / "v2" / "alpha_edited.csv", ALPHA.replace("Synthetic Memory A", "Synthetic Memory Y")
    )
    options = IngestOptions(source_key="synthetic:alpha-ring")
    ingest(engine, load_path(one), options)
    report = ingest(engine, load_path(two), options)
    assert (report.source_key, report.source_origin) == ("synthetic:alpha-ring", "given")
    assert f"supersedes {report.retired} statements of source synthetic:alpha-ring" in report.lines()
    assert [r[1] for r in rows(engine, "Synthetic Keys Alpha")] == [
        "Synthetic Foundry A",
        "Synthetic Memory Y",
    ]


def test_bundled_keys_are_the_same_on_every_machine() -> None:
    ring = next(p for p in bundled_paths() if p.parent.name == "rings")
    assert load_path(ring).key == f"bundled:rings/{ring.name}"
    for path in bundled_paths():  # the gazetteer too, which lives beside the schema
        assert load_path(path).key == display_name(path), path
        assert load_path(path).key.startswith("bundled:"), path


def test_long_keys_are_bounded_not_refused(engine: Engine, tmp_path: Path) -> None:
    path = write(tmp_path / ("d" * 200) / ("e" * 200) / "ring.csv", ALPHA)
    report = ingest(engine, load_path(path))
    assert report.status == "landed" and report.source_key and len(report.source_key) <= 300
    again = ingest(engine, load_path(write(path, BETA)))
    assert again.source_key == report.source_key and again.retired > 0


BAD = {
    "blank_json_platform": ("p.json", '{\n  "platform": "  ",\n  "vendor": "x"\n}\n', 2, '"platform"'),
    "blank_platform_cell": ("r.csv", ALPHA.replace("Synthetic Keys Alpha,Acc", ",Acc"), 2, ""),
    "punctuation_platform": ("q.csv", ALPHA.replace("Synthetic Keys Alpha,HBM", "--,HBM"), 3, "'--'"),
    "header_only_csv": ("h.csv", ALPHA.splitlines()[0] + "\n", 1, "no statements found"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_blank_names_and_empty_results_are_rejected(engine: Engine, tmp_path: Path, case: str) -> None:
    name, body, line, words = BAD[case]
    before = snapshot(engine)
    report = ingest(engine, load_path(write(tmp_path / name, body)))
    assert report.status == "rejected", report.lines()
    assert report.rejected[0].line == line and words in report.rejected[0].message
    assert snapshot(engine) == before


cli = partial(cli_process, columns=200)  # Rich tables drawn wide, as a terminal would


@pytest.fixture(params=["sqlite", "postgres"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    with store_url(request.param, tmp_path) as found:
        yield found


def test_cli_keeps_both_rings_and_refuses_an_empty_folder(url: str, tmp_path: Path) -> None:
    a = write(tmp_path / "a" / "ring.csv", ALPHA)
    b = write(tmp_path / "b" / "ring.csv", BETA)
    out = cli(url, "ingest", "--json", str(a), str(b))
    assert out.returncode == 0, out.stderr
    reports = json.loads(out.stdout)
    assert [(r["status"], r["superseded"], r["source"]) for r in reports] == [
        ("landed", 0, f"file:{a.resolve()}"),
        ("landed", 0, f"file:{b.resolve()}"),
    ]
    for name in ("Synthetic Keys Alpha", "Synthetic Keys Beta"):
        shown = cli(url, "ring", name, "--format", "json")
        assert shown.returncode == 0 and len(json.loads(shown.stdout)["rows"]) == 2, shown.stderr
    (tmp_path / "empty").mkdir()
    empty = cli(url, "ingest", str(tmp_path / "empty"))
    assert empty.returncode == 1
    assert f"rejected {tmp_path / 'empty'}: the folder holds no files to ingest" in empty.stderr
    assert "Traceback" not in empty.stderr


def test_two_uploads_named_ring_csv_keep_both(engine: Engine) -> None:
    auth = {"Authorization": f"Bearer {TOKEN}"}
    with TestClient(create_app(engine, token=TOKEN)) as client:
        for body in (ALPHA, BETA):
            got = client.post(
                "/api/v1/documents", files={"file": ("ring.csv", body, "text/csv")}, headers=auth
            )
            assert got.status_code == 201 and got.json()["superseded"] == 0, got.text
            assert got.json()["source"].startswith("upload:")
        for slug in ("synthetic_keys_alpha", "synthetic_keys_beta"):
            assert client.get(f"/api/v1/platforms/{slug}/ring").json()["n_rows"] == 2
        versions = [ALPHA.replace("Synthetic Memory A", f"Synthetic Memory {v}") for v in "WX"]
        for body in versions:
            files = {"file": ("ring.csv", body, "text/csv")}
            got = client.post(
                "/api/v1/documents", files=files, data={"source_key": "synthetic:up"}, headers=auth
            )
        assert got.json()["source"] == "synthetic:up" and got.json()["superseded"] > 0
    with engine.connect() as conn:
        keys = sorted(r.key for r in conn.execute(select(sources.c.key)))
    assert len(keys) == 3 and "synthetic:up" in keys
