"""What every command needs: the engine for ``--db``, opened and checked."""

from __future__ import annotations

import typer
from sqlalchemy import Engine

from chipatlas.store.db import connect, require_current


def engine(ctx: typer.Context, *, check: bool = True) -> Engine:
    eng = connect(ctx.obj.get("db") if ctx.obj else None)
    if check:
        require_current(eng)
    return eng
