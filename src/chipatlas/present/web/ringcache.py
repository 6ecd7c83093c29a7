"""The ring JSON, serialised once per platform and store version, and answered from there.

``/api/v1/platforms/{slug}/ring`` is the API's hottest read. Its FastAPI route builds the
answer (and declares it in the OpenAPI document); the bytes are kept here under the store's
version (store.version: any committed write moves it, so a kept answer is never stale), and
``FastRing``, a plain ASGI layer in front of the router, answers later requests for the same
platform without routing, parameter parsing or a database read. Bounded by bytes, least
recently used out first.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict

from starlette.types import ASGIApp, Receive, Scope, Send

from chipatlas.store.version import StoreVersion

PATH = re.compile(r"/api/v1/platforms/([^/]+)/ring")
# A ring of 100 rows is ~45 KB: 64 MB keeps about 1,400 of them.
MAX_BYTES = 64 * 1024 * 1024


class RingCache:
    def __init__(self, version: StoreVersion, max_bytes: int = MAX_BYTES) -> None:
        self.version = version
        self.max_bytes = max_bytes
        self._items: OrderedDict[str, tuple[str, bytes]] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    def get(self, slug: str, version: str) -> bytes | None:
        with self._lock:
            found = self._items.get(slug)
            if found is None or found[0] != version:
                return None
            self._items.move_to_end(slug)
            return found[1]

    def put(self, slug: str, version: str, body: bytes) -> None:
        """Keep ``body``, made from the store at ``version`` (read before the body was made)."""
        if len(body) > self.max_bytes:
            return
        with self._lock:
            old = self._items.pop(slug, None)
            if old is not None:
                self._size -= len(old[1])
            self._items[slug] = (version, body)
            self._size += len(body)
            while self._size > self.max_bytes:
                _, (_, dropped) = self._items.popitem(last=False)
                self._size -= len(dropped)


class FastRing:
    """Answers a kept ring (GET, same store version) before the router; all else passes on."""

    def __init__(self, app: ASGIApp, cache: RingCache) -> None:
        self.app = app
        self.cache = cache

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "GET":
            match = PATH.fullmatch(scope["path"])
            body = match and self.cache.get(match[1], self.cache.version())
            if body:
                headers = [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                ]
                await send({"type": "http.response.start", "status": 200, "headers": headers})
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)
