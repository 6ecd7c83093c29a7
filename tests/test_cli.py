"""The command line as a user runs it: the installed console script in a subprocess."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from tests.cli_support import cli_process
from tests.conftest import RING_ROW_FIELDS, SEED_000


def run(db: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    """The run, wide; exit 0 asserted unless ``check`` is off (a refusal the test reads)."""
    proc = cli_process(db, *args, columns=200)
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("cli") / "atlas.db"
    out = run(db, "init")
    assert "bundled data: 27 landed, 0 unchanged, 0 rejected" in out.stdout
    assert "store: 13 platforms, 184 ring rows" in out.stdout
    assert "self-checks: 2 match, 0 MISMATCH" in out.stdout
    assert "19  US status cell missing" in out.stdout
    assert "repaired " not in out.stdout  # each repair only with --verbose
    return db


def test_init_verbose_prints_every_report(tmp_path: Path) -> None:
    out = run(tmp_path / "atlas.db", "init", "--verbose")
    assert (
        "record says 36 rows across 18 components; read 36 rows across 18 components: matches" in out.stdout
    )
    assert out.stdout.count("US status cell missing; later cells moved") == 19


def test_help_everywhere(store: Path) -> None:
    for cmd in ("init", "ingest", "platforms", "ring", "us-share", "history", "resolve", "export"):
        out = run(store, cmd, "--help")
        assert "Usage:" in out.stdout and "--help" in out.stdout


def test_ring_json_contract(store: Path) -> None:
    data = json.loads(run(store, "ring", "Trainium3 UltraServer", "--format", "json").stdout)
    assert list(data) == ["platform", "slug", "last_verified", "n_rows", "n_components", "rows"]
    assert (data["platform"], data["n_rows"], data["n_components"]) == ("AWS Trainium3 UltraServer", 36, 18)
    assert tuple(data["rows"][0]) == RING_ROW_FIELDS
    roles = {r["role"] for r in data["rows"]}
    assert roles <= {"sole", "primary", "second_source", None}


def test_ring_csv_and_table(store: Path) -> None:
    csv_out = run(store, "ring", "aws_trainium3_ultraserver", "--format", "csv").stdout.splitlines()
    assert csv_out[0].startswith("platform,component,supplier,supplier_detail,role")
    assert len(csv_out) == 37
    table = run(store, "ring", "AWS Trainium3 UltraServer").stdout
    assert "36 rows across 18 components" in table and "Socorro TX" in table


def test_platforms_us_share_resolve(store: Path) -> None:
    platforms = json.loads(run(store, "platforms", "--format", "json").stdout)
    assert {p["slug"] for p in platforms} >= {
        "aws_trainium3_ultraserver",
        "nvidia_gb200_nvl72",
        "cerebras_cs_3",
    }
    share = json.loads(run(store, "us-share", "Trainium3 UltraServer", "--format", "json").stdout)
    assert [r["component"] for r in share["us_now"]] == ["Rack integration"]
    # The table lists the planned rows too; its head counts them apart (walk7: "1 of 18
    # components have some US production" above a table of more rows than that).
    head = run(store, "us-share", "Trainium3 UltraServer").stdout.splitlines()[0]
    planned = share["us_planned"]
    assert head.startswith(
        "AWS Trainium3 UltraServer: 1 of 18 components have some US production now (1 row)"
    )
    assert ("planned in all)" in head) == bool(planned), head
    resolved = json.loads(run(store, "resolve", "6831 TT", "--format", "json").stdout)
    assert (resolved["name"], resolved["kind"]) == ("Mai Ke", "Company")
    assert json.loads(run(store, "resolve", "cerebras_cs3", "--format", "json").stdout)["kind"] == "Platform"


def test_unknown_platform_is_one_clear_line(store: Path) -> None:
    out = run(store, "ring", "Trainium9", check=False)
    assert out.returncode == 1
    assert out.stderr.strip().startswith("error: no platform called 'Trainium9'; known platforms:")
    assert "Traceback" not in out.stderr


def test_ingest_exit_codes_and_dry_run(store: Path, tmp_path: Path) -> None:
    dup = run(store, "ingest", str(SEED_000))
    assert "unchanged" in dup.stdout
    bad = tmp_path / "empty.csv"
    bad.write_text("")
    out = run(store, "ingest", str(bad), str(SEED_000), check=False)
    assert out.returncode == 1
    assert f"rejected {bad}:1: empty file" in out.stderr
    edited = tmp_path / "edited.txt"
    edited.write_text(
        SEED_000.read_text().replace(
            "| Rack enclosure | King Slide |", "| Rack enclosure | Synthetic Rails |"
        )
    )
    dry = run(store, "ingest", "--dry-run", "--json", str(edited))
    report = json.loads(dry.stdout)[0]
    # King Slide's row (its statements and where it is made) would end; Synthetic Rails' begin.
    assert report["status"] == "would land" and 0 < report["superseded"] < 20
    assert "King Slide" in run(store, "ring", "Trainium3 UltraServer", "--format", "csv").stdout


def test_history_and_export(store: Path, tmp_path: Path) -> None:
    events = json.loads(run(store, "history", "Trainium3 UltraServer", "--format", "json").stdout)["events"]
    assert len(events) > 300 and all(e["status"] == "current" for e in events)
    out = tmp_path / "all.json"
    run(store, "export", "--format", "json", str(out))
    rows = json.loads(out.read_text())
    assert sum(r["platform"] == "AWS Trainium3 UltraServer" for r in rows) == 36
    assert "source_url" in rows[0]
    csv_out = tmp_path / "all.csv"
    run(store, "export", "--format", "csv", str(csv_out))
    assert csv_out.read_text().splitlines()[0].startswith("platform,component,supplier")


def test_bad_map_option(store: Path) -> None:
    out = run(store, "ingest", "--map", "Vendor", str(SEED_000), check=False)
    assert out.returncode == 1
    assert "expected COLUMN=FIELD" in out.stderr


def test_store_must_be_initialised(tmp_path: Path) -> None:
    out = run(tmp_path / "none.db", "platforms", check=False)
    assert out.returncode == 1
    assert "run 'chipatlas init' first" in out.stderr


def test_ingest_a_folder_and_a_url(store: Path, tmp_path: Path) -> None:
    import functools
    import http.server
    import threading

    folder = tmp_path / "docs"
    (folder / "sub").mkdir(parents=True)
    ring_csv = "component,supplier,role\nHBM,Synthetic Memory Co,primary\n"  # synthetic test rows
    (folder / "a.csv").write_text(ring_csv)
    (folder / "sub" / "b.csv").write_text(ring_csv.replace("Memory", "Foundry"))
    (folder / ".hidden.csv").write_text("not read")
    out = run(store, "ingest", "--platform", "Synthetic Folder Platform", str(folder))
    assert out.stdout.count("landed ") == 2 and ".hidden" not in out.stdout

    served = tmp_path / "served"
    served.mkdir()
    (served / "a.csv").write_text(ring_csv.replace("Memory Co", "Memory Corp"))
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(served))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/a.csv"
        refused = run(store, "ingest", "--platform", "Synthetic URL Platform", url, check=False)
        assert refused.returncode == 1
        assert (
            f"rejected {url}: refused: 127.0.0.1 is not a public address (127.0.0.1: loopback)"
            in refused.stderr
        )
        landed = run(store, "ingest", "--allow-private", "--platform", "Synthetic URL Platform", url)
        assert f"landed {url}: ring" in landed.stdout
    finally:
        server.shutdown()
    data = json.loads(run(store, "ring", "Synthetic URL Platform", "--format", "json").stdout)
    # "Corp" and "Co" are legal forms of one name: the same company, shown by its first name.
    assert [r["supplier"] for r in data["rows"]] == ["Synthetic Memory Co"]
