"""Every data command speaks table, json and csv; names are forgiving; nothing empty is silent.

Runs the real ``chipatlas`` entry point against a store with the bundled data. The feed,
watchlist and article below are SYNTHETIC test inputs."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.cli_support import cli_process

LISTS = [
    ["platforms"],
    ["ring", "Trainium3 UltraServer"],
    ["us-share", "GB200 NVL72"],
    ["history", "Maia 200"],
    ["resolve", "TSMC"],
    ["chokepoints"],
    ["exposure", "TSMC"],
    ["compare", "Maia 200", "Maia 100"],
    ["changes", "--since", "2000-01-01"],
    ["concentration", "Trainium3 UltraServer"],
    ["matrix"],
    ["criticality"],
    ["countries"],
    ["signals"],
    ["specs", "Trainium3 UltraServer"],
    ["checks", "Trainium3 UltraServer"],
    ["conflicts"],
    ["candidates"],
    ["watchlist", "list"],
    ["jobs", "list"],
    ["review"],
    ["judgements"],
    ["sources", "list"],
]


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    path = str(tmp_path_factory.mktemp("formats") / "store.db")
    got = cli_process(path, "init", timeout=300)
    assert got.returncode == 0, got.stderr
    yield path


@pytest.mark.parametrize("args", LISTS, ids=lambda a: " ".join(a))
def test_every_list_command_prints_json_and_csv(db: str, args: list[str]) -> None:
    as_json = cli_process(db, *args, "--format", "json")
    assert as_json.returncode == 0, as_json.stderr
    json.loads(as_json.stdout)
    as_csv = cli_process(db, *args, "--format", "csv")
    assert as_csv.returncode == 0, as_csv.stderr
    header = next(csv.reader(io.StringIO(as_csv.stdout)), [])
    assert header and all(header), as_csv.stdout[:200]


def test_a_summary_refuses_csv_with_a_reason(db: str) -> None:
    got = cli_process(db, "label", "Trainium3 UltraServer", "--format", "csv")
    assert got.returncode != 0 and "use --format table or json" in got.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["ring", "Trainum3 UltraServr"],
        ["us-share", "Trainum3 UltraServr"],
        ["exposure", "Broadcomm Incc"],
        ["specs", "Trainum3 UltraServr"],
        ["conflicts", "--entity", "Trainum3 UltraServr"],
        ["resolve", "Samsung Electronicss"],
        ["merge", "Trainum3 UltraServr", "TSMC"],
        ["whatif", "--company", "SK hynx"],
        ["whatif", "--country", "Taiwn"],
    ],
    ids=lambda a: a[0],
)
def test_a_misspelt_name_gets_did_you_mean(db: str, args: list[str]) -> None:
    got = cli_process(db, *args)
    assert got.returncode != 0
    assert "did you mean" in got.stderr and "Traceback" not in got.stderr, got.stderr


def test_conflicts_takes_a_name(db: str) -> None:
    by_name = cli_process(db, "conflicts", "--entity", "Trainium3 UltraServer", "--format", "json")
    by_id = cli_process(db, "conflicts", "--entity", "platform:aws_trainium3_ultraserver", "--format", "json")
    assert by_name.returncode == 0 and by_name.stdout == by_id.stdout


def test_empty_results_say_why(db: str) -> None:
    assert "no cross-check for Maia 100" in cli_process(db, "checks", "Maia 100").stdout
    assert "nothing changed since" in cli_process(db, "changes", "--since", "2999-01-01").stdout
    assert "no watchlists yet" in cli_process(db, "watchlist", "list").stdout
    assert "no feeds subscribed" in cli_process(db, "sources", "poll").stdout


def test_sources_list_and_remove(db: str, tmp_path: Path) -> None:
    feed = tmp_path / "synthetic-feed.xml"
    feed.write_text(
        '<?xml version="1.0"?><rss version="2.0"><channel><title>Synthetic test feed</title><item>'
        "<title>Synthetic item</title><guid>s-1</guid><description>Synthetic text for a test: Foxconn "
        "said it will assemble more racks in Mexico next year for its customers.</description>"
        "</item></channel></rss>",
        encoding="utf-8",
    )
    assert cli_process(db, "sources", "add", str(feed)).returncode == 0
    assert cli_process(db, "sources", "poll").returncode == 0
    assert "nothing new" in cli_process(db, "sources", "poll").stdout
    (row,) = json.loads(cli_process(db, "sources", "list", "--format", "json").stdout)
    assert row["url"] == str(feed) and row["n_items"] == 1
    dry = cli_process(db, "sources", "remove", str(feed))
    assert "add --yes" in dry.stdout
    assert "unsubscribed" in cli_process(db, "sources", "remove", str(feed), "--yes").stdout
    assert json.loads(cli_process(db, "sources", "list", "--format", "json").stdout) == []
    missing = cli_process(db, "sources", "remove", "nope", "--yes")
    assert missing.returncode != 0 and "no feed 'nope'" in missing.stderr


def test_watchlist_edit(db: str) -> None:
    assert cli_process(db, "watchlist", "add", "synthetic-edit", "--platform", "Maia 200").returncode == 0
    got = cli_process(
        db, "watchlist", "edit", "synthetic-edit", "--add-platform", "GB200 NVL72", "--cadence", "weekly"
    )
    assert got.returncode == 0, got.stderr
    (wl,) = [
        w
        for w in json.loads(cli_process(db, "watchlist", "list", "--format", "json").stdout)
        if w["name"] == "synthetic-edit"
    ]
    assert wl["cadence"] == "weekly" and len(wl["platforms"]) == 2
    bad = cli_process(db, "watchlist", "edit", "synthetic-edit", "--remove-platform", "Cerebras CS-3")
    assert bad.returncode != 0 and "does not watch platform" in bad.stderr
    assert cli_process(db, "watchlist", "remove", "synthetic-edit").returncode == 0


def test_ingest_format_json_is_the_json_report(db: str, tmp_path: Path) -> None:
    note = tmp_path / "note.md"
    note.write_text("# Synthetic note\n\nSynthetic text for a test: nothing here is a real fact at all.\n")
    a = cli_process(db, "ingest", str(note), "--format", "json", "--dry-run")
    b = cli_process(db, "ingest", str(note), "--json", "--dry-run")
    assert json.loads(a.stdout) == json.loads(b.stdout)


def test_every_format_option_is_the_one_shared_definition() -> None:
    """Each command's --format is ``output.FORMAT`` (or ``format_option``): same choices, one help."""
    import click
    import typer.main

    from chipatlas.present.cli.app import app

    def walk(cmd: click.Command, path: str) -> Iterator[tuple[str, click.Parameter]]:
        for p in cmd.params:
            if "--format" in getattr(p, "opts", []):
                yield path, p
        for name, sub in getattr(cmd, "commands", {}).items():
            yield from walk(sub, f"{path} {name}".strip())

    found = dict(walk(typer.main.get_command(app), ""))
    assert len(found) >= 30, sorted(found)
    for path, param in found.items():
        if str(param.default) == "markdown":  # a digest: a document format (markdown, html, json)
            continue
        assert str(param.default) in ("table", "csv") and param.help, path
    src = Path(__file__).resolve().parents[1] / "src/chipatlas/present/cli"
    copies = [f.name for f in src.glob("*.py") if '"--format"' in f.read_text() and f.name != "output.py"]
    assert copies == ["watch.py"], copies  # the digest's document format only


def test_whatif_names_the_closest_company(db: str) -> None:
    got = cli_process(db, "whatif", "--company", "SK hynx")
    assert got.returncode != 0 and "'SK hynix'" in got.stderr, got.stderr
