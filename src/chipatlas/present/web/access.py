"""Who may write: the operator's bearer token (``CHIPATLAS_API_TOKEN``), compared in constant time."""

from __future__ import annotations

import hmac

from fastapi import Request

from chipatlas.present.web.render import WebError


def authorize(request: Request) -> None:
    token: str | None = request.app.state.token
    if not token:
        raise WebError(
            403, "read_only", "this server is read-only: the operator has not set CHIPATLAS_API_TOKEN"
        )
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), token.encode()):
        raise WebError(
            401, "unauthorized", "send 'Authorization: Bearer <token>' with the operator's API token"
        )
