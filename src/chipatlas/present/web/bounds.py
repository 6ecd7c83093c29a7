"""Bounded work per request: a fixed number of workers, a deadline, cancellation, 503 when busy.

Every page and API read runs its blocking work (queries, rendering) on one of
``workers`` threads. Requests that find every worker busy wait their turn in arrival
order (a request that came later never overtakes one that has waited longer, so a burst
of eight readers on two workers is served, not shed); one that waits ``wait`` seconds, or
arrives when ``queue`` requests are already waiting, gets ``503 busy`` with
``Retry-After``; work that outlives ``deadline`` seconds, or whose client has gone away,
is interrupted in the database (sqlite3 ``interrupt()``, psycopg ``cancel()``) and the
request answers ``503 timeout``. A worker slot is given back only when its thread has
really finished, so abandoned work can never pile up.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import threading
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine
from starlette.requests import Request
from starlette.responses import Response

from chipatlas.errors import ConfigError
from chipatlas.present.web.render import WebError, json_response
from chipatlas.store.version import StoreVersion

T = TypeVar("T")
BASE_URL_ENV = "CHIPATLAS_BASE_URL"
DEFAULT_BASE_URL = "http://127.0.0.1:8000"
_POLL = 0.1


@dataclass(frozen=True)
class Limits:
    """How much one server does at once (docs/api.md, "Limits")."""

    # Requests doing blocking work at once. The heavy pages are CPU-bound Python in one
    # process, so more threads than cores only queue on the GIL and slow the event loop.
    workers: int = 2
    deadline: float = 20.0  # seconds of work per request
    wait: float = 5.0  # seconds a request waits for a free worker before 503
    queue: int = 64  # requests waiting at once; one more is 503 at once (load shedding)
    # Seconds a connection checkout waits: short, because the event loop's own fast reads
    # (the store stamp, the ring JSON) check out too, and a wait there stalls every request.
    pool_wait: float = 1.0
    retry_after: int = 2  # seconds, the Retry-After of a 503

    @classmethod
    def from_env(cls) -> Limits:
        """``CHIPATLAS_WEB_WORKERS``, ``CHIPATLAS_REQUEST_DEADLINE``, ``CHIPATLAS_QUEUE_WAIT``,
        ``CHIPATLAS_QUEUE_LENGTH``."""
        return cls(
            workers=max(1, round(_number("CHIPATLAS_WEB_WORKERS", cls.workers))),
            deadline=_number("CHIPATLAS_REQUEST_DEADLINE", cls.deadline),
            wait=_number("CHIPATLAS_QUEUE_WAIT", cls.wait),
            queue=max(1, round(_number("CHIPATLAS_QUEUE_LENGTH", cls.queue))),
        )

    @property
    def pool_size(self) -> int:
        """Connections the store's pool needs: one per worker, plus the event loop's fast
        reads and the few routes that run on the framework's own threads."""
        return self.workers + 4


def _number(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name}={raw!r} is not a number") from None
    if value <= 0:
        raise ConfigError(f"{name}={raw!r} must be greater than 0")
    return value


def base_url(value: str | None = None) -> str:
    """The site's public address for absolute links (feeds, digests): configured, never the
    request's Host header, which a client controls."""
    url = (value or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL).strip().rstrip("/")
    if not url.startswith(("http://", "https://")):
        raise ConfigError(f"{BASE_URL_ENV}={url!r} must start with http:// or https://")
    return url


class _Job:
    """One request's work: the database connection it uses, so that it can be interrupted."""

    def __init__(self) -> None:
        self.raw: Any = None
        self.cancelled = False
        self._lock = threading.Lock()

    def attach(self, raw: Any) -> None:
        with self._lock:
            self.raw = raw
            cancelled = self.cancelled
        if cancelled:
            raise WebError(503, "timeout", "the request was cancelled")

    def detach(self) -> None:
        with self._lock:
            self.raw = None

    def interrupt(self) -> None:
        with self._lock:
            self.cancelled = True
            raw = self.raw
        if raw is None:
            return
        try:
            if hasattr(raw, "interrupt"):  # sqlite3: the running statement stops with an error
                raw.interrupt()
            elif hasattr(raw, "cancel"):  # psycopg: asks the server to cancel the query
                raw.cancel()
        except Exception:  # a connection already closed has nothing left to stop
            return


_current = threading.local()


@contextmanager
def connection(engine: Engine) -> Iterator[Connection]:
    """A connection that the running request's deadline can interrupt."""
    job: _Job | None = getattr(_current, "job", None)
    with engine.connect() as conn:
        if job is None:
            yield conn
            return
        job.attach(conn.connection.dbapi_connection)
        try:
            yield conn
        finally:
            job.detach()


class Gate:
    """At most ``limits.workers`` pieces of blocking work at once, each with a deadline."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._busy = 0
        self._lock = threading.Lock()
        # Tickets of the requests waiting for a worker, oldest first. Touched only on the
        # event loop's thread, so it needs no lock; the worker count is shared with threads.
        self._waiting: deque[int] = deque()
        self._tickets = itertools.count()
        self._threads = ThreadPoolExecutor(limits.workers, thread_name_prefix="chipatlas-web")

    def _take(self) -> bool:
        with self._lock:
            if self._busy >= self.limits.workers:
                return False
            self._busy += 1
            return True

    def _give(self) -> None:
        with self._lock:
            self._busy -= 1

    def _call(self, job: _Job, work: Callable[[], T]) -> T:
        _current.job = job
        try:
            return work()
        finally:
            _current.job = None
            self._give()

    async def _slot(self) -> None:
        if not self._waiting and self._take():
            return
        if len(self._waiting) >= self.limits.queue:
            raise WebError(503, "busy", "the server is busy; try again shortly")
        loop = asyncio.get_running_loop()
        give_up = loop.time() + self.limits.wait
        ticket = next(self._tickets)
        self._waiting.append(ticket)
        try:
            while not (self._waiting[0] == ticket and self._take()):
                if loop.time() >= give_up:
                    raise WebError(503, "busy", "the server is busy; try again shortly")
                await asyncio.sleep(0.02)
        finally:
            self._waiting.remove(ticket)

    async def run(self, request: Request, work: Callable[[], T]) -> T:
        await self._slot()
        job = _Job()
        loop = asyncio.get_running_loop()
        try:
            future = loop.run_in_executor(self._threads, self._call, job, work)
        except RuntimeError:  # the executor was shut down: the server is stopping
            self._give()
            raise WebError(503, "busy", "the server is stopping") from None
        # Abandoned work ends in an error (the interrupted query); read it so it is not logged.
        future.add_done_callback(lambda f: f.cancelled() or f.exception())
        stop = loop.time() + self.limits.deadline
        while True:
            done, _ = await asyncio.wait({future}, timeout=_POLL)
            if done:
                return future.result()
            if await request.is_disconnected():
                job.interrupt()
                raise WebError(503, "timeout", "the client went away")
            if loop.time() >= stop:
                job.interrupt()
                raise WebError(
                    503, "timeout", f"the request took longer than {self.limits.deadline:g} s; narrow it"
                )

    def close(self) -> None:
        self._threads.shutdown(wait=False, cancel_futures=True)


async def offload(request: Request, work: Callable[[], T]) -> T:
    """Run ``work`` on the app's gate (see the module docstring)."""
    gate: Gate = request.app.state.gate
    return await gate.run(request, work)


def read_json_now(request: Request, build: Callable[[Connection], Any]) -> Response:
    """``build``'s answer on one of the app's read connections, as JSON, in this thread."""
    engine: Engine = request.app.state.engine
    with connection(engine) as conn:
        return json_response(build(conn))


async def read_json(request: Request, build: Callable[[Connection], Any]) -> Response:
    """``read_json_now`` on the bounded worker, with the request's deadline."""
    return await offload(request, lambda: read_json_now(request, build))


class Results:
    """The last few answers of the heavy pages, each kept while the store is unchanged (its
    version, store.version: any committed write moves it). Eight clients asking for
    ``/changes?since=2000-01-01`` then cost one computation, not eight."""

    def __init__(self, size: int = 256) -> None:
        self.size = size
        self._items: OrderedDict[tuple[str, str, str], Response] = OrderedDict()
        self._lock = threading.Lock()
        # Answers being computed: a second request for the same key waits for the first
        # rather than computing it again (requests are handled on one event loop).
        self.pending: dict[tuple[str, str, str], asyncio.Future[Response]] = {}

    def get(self, key: tuple[str, str, str]) -> Response | None:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
            return found

    def put(self, key: tuple[str, str, str], response: Response) -> None:
        with self._lock:
            self._items[key] = response
            while len(self._items) > self.size:
                self._items.popitem(last=False)


async def offload_cached(request: Request, work: Callable[[], Response]) -> Response:
    """``offload`` for a heavy page whose answer depends only on its URL and the store."""
    version: StoreVersion = request.app.state.version
    results: Results = request.app.state.results
    now = version()  # read before the answer is made
    key = (request.url.path, request.url.query, now)
    request.state.store_version = now  # for parts a page shares across its URLs (read first)
    found = results.get(key)
    if found is None:
        running = results.pending.get(key)
        found = await (asyncio.shield(running) if running else _compute(request, results, key, work))
    return Response(found.body, found.status_code, headers=dict(found.headers))


async def _compute(
    request: Request, results: Results, key: tuple[str, str, str], work: Callable[[], Response]
) -> Response:
    future: asyncio.Future[Response] = asyncio.get_running_loop().create_future()
    results.pending[key] = future
    try:
        found = await offload(request, work)
    except asyncio.CancelledError:
        future.cancel()
        raise
    except Exception as exc:
        future.set_exception(exc)
        future.exception()  # read here, so an error no one else awaited is not logged
        raise
    finally:
        results.pending.pop(key, None)
    if found.status_code == 200:
        results.put(key, found)
    future.set_result(found)
    return found
