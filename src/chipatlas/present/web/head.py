"""HEAD answered as the GET of the same address, without its body (RFC 9110 9.3.2).

FastAPI routes a path registered for GET only to GET: ``curl -I`` on any page (the way one
looks at its ``Link`` header or its content type) answered 405 Method Not Allowed (walk12).
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send


class HeadAsGet:
    """A plain ASGI middleware: a HEAD request runs as GET; only the response's start (status
    and headers, Content-Length included) goes out, the body is dropped."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return

        async def headers_only(message: Message) -> None:
            if message["type"] == "http.response.body":
                if message.get("more_body", False):
                    return  # a streamed body's parts: none of them is sent
                message = {"type": "http.response.body", "body": b"", "more_body": False}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, headers_only)
