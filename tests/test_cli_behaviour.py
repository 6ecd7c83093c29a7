"""Every command behaves the same way (issue #13), beyond tests/test_cli_formats.py:
names with markup and escapes never crash any name-taking command, and a ring exported
as CSV re-imports as is for every bundled platform. The console script in a subprocess."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from tests.test_cli import run

T3 = "Trainium3 UltraServer"


@pytest.fixture(scope="module")
def atlas(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store holding the bundled data."""
    db = tmp_path_factory.mktemp("behaviour") / "atlas.db"
    run(db, "init")
    return db


MISSPELT = [
    ("ring", "Tranium3"),
    ("us-share", "Tranium3"),
    ("history", "Tranium3"),
    ("label", "Tranium3"),
    ("concentration", "Tranium3"),
    ("compare", "Tranium3", T3),
    ("chokepoints", "--platform", "Tranium3"),
    ("changes", "--since", "2020-01-01", "--platform", "Tranium3"),
    ("resolve", "Tranium3"),
    ("specs", "Tranium3"),
    ("checks", "Tranium3"),
    ("conflicts", "--entity", "Tranium3"),
    ("signals", "--entity", "Tranium3"),
    ("exposure", "TSMCC"),
]


HOSTILE = "Tr[ain]\x1b[31mred[/]"


@pytest.mark.parametrize("args", MISSPELT, ids=lambda a: a[0])
def test_hostile_names_never_crash(atlas: Path, args: tuple[str, ...]) -> None:
    bad = tuple(HOSTILE if a in {"Tranium3", "TSMCC"} else a for a in args)
    out = run(atlas, *bad, check=False)
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "\x1b" not in out.stderr and "[ain]" in out.stderr  # shown literally, escape defused


def test_ring_csv_reimports_as_is_for_every_platform(tmp_path: Path, atlas: Path) -> None:
    fresh = tmp_path / "fresh.db"
    run(fresh, "init", "--empty")
    slugs = [p["slug"] for p in json.loads(run(atlas, "platforms", "--format", "json").stdout)]
    assert len(slugs) == 13
    for slug in slugs:
        before = run(atlas, "ring", slug, "--format", "csv").stdout
        path = tmp_path / f"{slug}.csv"
        path.write_text(before, encoding="utf-8")
        run(fresh, "ingest", str(path))  # no --platform: the platform column says it
        after = run(fresh, "ring", slug, "--format", "csv").stdout

        def rows(text: str) -> list[list[str]]:
            return [r[:-1] for r in csv.reader(io.StringIO(text))]  # all but the document hash

        assert rows(after) == rows(before), slug
