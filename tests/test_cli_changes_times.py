"""``chipatlas changes`` on the terminal shows times to the second and a midnight --since as
its date: "2026-12-02T15:33:58.529919Z" folded its column onto two lines (walk8). The
bundled data on a real SQLite store; JSON keeps the stored form."""

from __future__ import annotations

import json
import re

from sqlalchemy import Engine
from tests.cli_support import run_cli


def test_changes_shows_whole_seconds_and_the_date_asked(bundled_sqlite: Engine) -> None:
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    table = run_cli(db, "changes", "--since", "2020-01-01", columns=200)
    assert "changes since 2020-01-01\n" in table or "changes since 2020-01-01 " in table, table[:400]
    assert not re.search(r"\d\.\d{6}Z", table)  # no microseconds on the terminal
    assert re.search(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", table)  # last seen, to the second
    data = json.loads(run_cli(db, "changes", "--since", "2020-01-01", "--format", "json"))
    assert data["since"] == "2020-01-01T00:00:00.000000Z"  # the stored form, unchanged
    nothing = run_cli(db, "changes", "--since", "2999-01-01")
    assert nothing.strip() == "nothing changed since 2999-01-01"
