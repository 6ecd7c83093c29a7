"""Each request gets an id (``X-Request-ID``: the client's if it is a plain token, else a new
one), returned in the response, carried by every log record written while it runs, and one
log line when it ends: method, path, status, milliseconds. Never the query string or the
headers, which may carry a token."""

from __future__ import annotations

import logging
import re
import time
import uuid

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from chipatlas.logs import request_id

log = logging.getLogger("chipatlas.web")
_SAFE_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")


class RequestLog:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = dict(scope.get("headers", [])).get(b"x-request-id", b"").decode("latin-1")
        rid = given if _SAFE_ID.fullmatch(given) else uuid.uuid4().hex[:16]
        token = request_id.set(rid)
        started = time.perf_counter()
        status = 500

        async def with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
                message["headers"] = [*message.get("headers", []), (b"x-request-id", rid.encode())]
            await send(message)

        try:
            await self.app(scope, receive, with_id)
        finally:
            millis = (time.perf_counter() - started) * 1000
            log.info("%s %s %d %.1fms", scope["method"], scope["path"], status, millis)
            request_id.reset(token)
