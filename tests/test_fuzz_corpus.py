"""The committed corpus of nasty files (scripts/make_fuzz_corpus.py, synthetic only).

Every file goes through the installed CLI in a subprocess: a ``synthetic_reject_*`` file
gives ``rejected file:line: reason`` and exit 1, a ``synthetic_land_*`` file lands, and
nothing prints a traceback. In process, on SQLite and PostgreSQL, every refusal leaves
every table exactly as it was (NUL bytes included, which PostgreSQL cannot store).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import Engine
from tests.fuzz_support import dump

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import load_path

CORPUS = Path(__file__).parent / "fixtures" / "fuzz"
EXE = Path(sys.executable).with_name("chipatlas")
REJECT = sorted(CORPUS.glob("synthetic_reject_*"))
LAND = sorted(CORPUS.glob("synthetic_land_*"))


def test_corpus_is_there() -> None:
    assert len(REJECT) >= 12 and len(LAND) >= 8, "run scripts/make_fuzz_corpus.py"


def test_every_corpus_file_through_the_cli(tmp_path: Path) -> None:
    db = tmp_path / "fuzz.db"
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db), "COLUMNS": "250"}
    subprocess.run([str(EXE), "init", "--empty"], env=env, check=True, capture_output=True, timeout=120)
    # One call ingests every file, each in its own transaction, as a user's batch would.
    proc = subprocess.run(
        [str(EXE), "ingest", *map(str, REJECT + LAND)], env=env, capture_output=True, text=True, timeout=300
    )
    out = proc.stdout + proc.stderr
    assert "Traceback" not in out and "Error:" not in out, out[-2000:]
    assert proc.returncode == 1
    for path in REJECT:
        line = re.search(rf"^rejected {re.escape(str(path))}:(\d+): (.+)$", proc.stderr, re.M)
        assert line, f"{path.name}: no 'rejected file:line: reason' line\n{proc.stderr[-1500:]}"
        assert len(line.group(0)) < 300, "an error never prints the document"
    for path in LAND:
        # Lands, or (the script in a feed's title being all it holds) is refused as holding
        # no fact: a clean outcome either way, never a traceback.
        empty = re.search(rf"^rejected {re.escape(str(path))}(:\d+)?: no statements found", proc.stderr, re.M)
        landed = re.search(rf"^(landed|unchanged) {re.escape(str(path))}: ", proc.stdout, re.M)
        assert landed or empty, path.name


@pytest.mark.parametrize("path", REJECT, ids=[p.name for p in REJECT])
def test_refusal_leaves_the_store_unchanged(engine: Engine, path: Path) -> None:
    before = dump(engine)
    report = ingest(engine, load_path(path, path.name))
    assert report.status == "rejected" and report.rejected[0].line is not None
    assert dump(engine) == before
