"""schemathesis against the served OpenAPI document, on SQLite and PostgreSQL (issue 14).

A real uvicorn serves the bundled store; the schemathesis command line generates a few
requests per operation (examples, coverage of the edges, then random fuzzing) and
checks: no server error, no status code or content type the document does not list,
and ``Allow`` on 405 naming exactly the documented methods. Bounded: a fixed seed and a
few examples per operation, well under a minute per backend.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import Engine
from tests.conftest import IN_CI
from tests.live_server import live

from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.web import create_app

CHECKS = ",".join(
    (
        "not_a_server_error",
        "status_code_conformance",
        "content_type_conformance",
        "response_headers_conformance",
        "unsupported_method",
        "allow_header_conformance",
    )
)


def _schemathesis() -> str | None:
    beside = Path(sys.executable).parent / "schemathesis"
    return str(beside) if beside.exists() else shutil.which("schemathesis")


def test_schemathesis_no_server_error_no_undocumented_status(bundled: Engine, tmp_path: Path) -> None:
    tool = _schemathesis()
    if tool is None:
        if IN_CI:
            pytest.fail("schemathesis is not installed: pip install -e '.[test]'")
        pytest.skip("schemathesis is not installed")
    with bundled.begin() as conn:
        add_watchlist(conn, "synthetic-watch", entity_names=["TSMC"])
    with live(create_app(bundled)) as (base, errors):
        run = subprocess.run(
            [
                tool,
                "run",
                f"{base}/api/v1/openapi.json",
                "--checks",
                CHECKS,
                "--max-examples",
                "4",
                "--phases",
                "examples,coverage,fuzzing",
                "--seed",
                "14",
                "--no-shrink",
                "--workers",
                "1",
                "--request-timeout",
                "20",
            ],
            capture_output=True,
            text=True,
            timeout=240,
            cwd=tmp_path,
            env={**os.environ, "NO_COLOR": "1", "SCHEMATHESIS_HOOKS": ""},
        )
    summary = run.stdout[-4000:]
    assert run.returncode == 0, summary
    assert " passed" in summary and "failures" not in summary.split("SUMMARY")[-1].lower(), summary
    assert errors.records == [], errors.records[:3]
