"""What every command needs: the engine for ``--db``, opened and checked."""

from __future__ import annotations

import typer
from sqlalchemy import Engine

from chipatlas.store.db import connect, require_current


def engine(
    ctx: typer.Context, *, check: bool = True, pool_size: int | None = None, pool_wait: float = 30.0
) -> Engine:
    eng = connect(ctx.obj.get("db") if ctx.obj else None, pool_size, pool_wait)
    if check:
        require_current(eng)
    return eng
