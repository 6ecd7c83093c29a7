"""Responses: JSON, CSV, the one error shape, and opaque pagination cursors."""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypedDict

from starlette.responses import Response

from chipatlas.model import cells

JSON_TYPE = "application/json"


class WebError(Exception):
    """An error a client should see: HTTP status, a stable code, a message, optional detail."""

    def __init__(self, status: int, code: str, message: str, detail: Any = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.detail = status, code, message, detail


class ErrorFields(TypedDict):
    status: int
    code: str
    message: str
    detail: Any


class ErrorBody(TypedDict):
    """The one error shape of the API and of every .json/.csv twin."""

    error: ErrorFields


def error_body(status: int, code: str, message: str, detail: Any = None) -> ErrorBody:
    """The one error shape of the API and of every .json/.csv twin."""
    return {"error": {"status": status, "code": code, "message": message, "detail": detail}}


def dumps(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str).encode("utf-8")


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(dumps(data), status_code=status, media_type=JSON_TYPE, headers=headers)


def error_response(err: WebError, headers: dict[str, str] | None = None) -> Response:
    return json_response(error_body(err.status, err.code, err.message, err.detail), err.status, headers)


def to_csv(rows: Iterable[Mapping[str, object]], fields: Sequence[str]) -> str:
    # The CLI writes CSV through the same function: one neutraliser for both faces.
    return cells.to_csv(rows, fields, lineterminator="\r\n")


def csv_response(rows: Iterable[Mapping[str, object]], fields: Sequence[str], filename: str) -> Response:
    headers = {"Content-Disposition": f'inline; filename="{filename}.csv"'}
    return Response(to_csv(rows, fields), media_type="text/csv; charset=utf-8", headers=headers)


def encode_cursor(key: list[Any] | None) -> str | None:
    if key is None:
        return None
    raw = json.dumps(["c1", *key], separators=(",", ":"), default=str).encode("utf-8")
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode_cursor(cursor: str | None, size: int, kind: type = str) -> list[Any] | None:
    """The key an opaque cursor stands for; a cursor not made here is a 400, not a crash.

    The server only makes flat lists of ``size`` strings (keysets) or small non-negative
    integers (offsets), so anything else (nested, huge, of another type) is refused before
    it reaches a query.
    """
    if not cursor:
        return None
    value: Any = None
    if len(cursor) <= MAX_CURSOR:
        try:
            value = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        except (binascii.Error, ValueError, UnicodeDecodeError, RecursionError):
            value = None
    if not _cursor_shape(value, size, kind):
        raise WebError(400, "invalid_cursor", "the cursor is not one this server handed out; start again")
    return list(value[1:])


MAX_CURSOR = 2048
_MAX_OFFSET = 1_000_000


def _cursor_shape(value: Any, size: int, kind: type) -> bool:
    if not isinstance(value, list) or len(value) != size + 1 or value[0] != "c1":
        return False
    if kind is int:
        return all(type(v) is int and 0 <= v <= _MAX_OFFSET for v in value[1:])
    return all(isinstance(v, str) and "\x00" not in v for v in value[1:])
