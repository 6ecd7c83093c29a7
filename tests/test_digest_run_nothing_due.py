"""``chipatlas digest run`` with nothing due says why, on a real SQLite store (walk8): a bare
"0 sent, 0 failed" read as a broken mailer when the digest was empty or had no recipient."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine
from tests.cli_support import run_cli

from chipatlas.store.db import connect, migrate


def test_no_watchlist_is_named_as_the_reason(tmp_path: Path) -> None:
    engine = connect(f"sqlite:///{tmp_path / 'store.db'}")
    migrate(engine)
    out = run_cli(str(engine.url), "digest", "run")
    assert "digest run: 0 sent, 0 failed" in out
    assert "nothing is due: there is no watchlist" in out


def test_a_watchlist_with_no_recipient_is_named(bundled_sqlite: Engine) -> None:
    db = bundled_sqlite.url.render_as_string(hide_password=False)
    run_cli(db, "watchlist", "add", "memory", "--entity", "SK hynix")
    out = run_cli(db, "digest", "run")
    assert "nothing is due: a digest is sent once its period has ended" in out, out
    assert "watchlist memory has no recipient: 'chipatlas watchlist edit memory --add-email ...'" in out
