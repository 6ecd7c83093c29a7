"""A small load generator: asyncio HTTP/1.1 over loopback, keep-alive, bounded requests,
run in its own process so it does not share the server's CPU time or GIL."""

from __future__ import annotations

import asyncio
import multiprocessing as mp
import socket
import statistics
import time
from typing import Any


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_up(port: int, path: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            # A first answer can take seconds on a loaded machine (Datasette's table view counts the
            # table: ~2 s at load 10); a 1 s wait for it timed out forever.
            with socket.create_connection(("127.0.0.1", port), timeout=15) as s:
                s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
                if s.recv(12).startswith(b"HTTP/1.1 200"):
                    return
        except OSError:
            pass
        time.sleep(0.2)
    raise SystemExit(f"server on port {port} did not come up")


async def _one(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, path: str) -> tuple[float, int]:
    t0 = time.perf_counter()
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    length, chunked = 0, False
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
        elif name.strip().lower() == b"transfer-encoding" and b"chunked" in value.lower():
            chunked = True
    if chunked:
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            await reader.readexactly(size + 2)
            if size == 0:
                break
    elif length:
        await reader.readexactly(length)
    return time.perf_counter() - t0, status


async def _client(port: int, paths: list[str], lat: list[float], errors: list[str]) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=1 << 24)
    for path in paths:
        dt, status = await _one(reader, writer, path)
        if status != 200:  # counted and reported (a 503 under load), not a crash of the whole run
            errors.append(f"GET {path} -> {status}")
            continue
        lat.append(dt)
    writer.close()


async def _load(port: int, paths: list[str], conns: int) -> dict[str, float]:
    lat: list[float] = []
    errors: list[str] = []
    shares = [paths[i::conns] for i in range(conns)]
    t0 = time.perf_counter()
    await asyncio.gather(*(_client(port, s, lat, errors) for s in shares))
    if not lat:
        raise SystemExit(f"no request answered 200: {errors[:3]}")
    wall = time.perf_counter() - t0
    lat.sort()
    return {
        "n": len(lat),
        "p50_ms": 1000 * statistics.median(lat),
        "p95_ms": 1000 * lat[int(0.95 * (len(lat) - 1))],
        "rps": len(lat) / wall,
        "errors": len(errors),
    }


def _fresh(paths: list[str], run: str) -> list[str]:
    """The same pages under URLs no earlier pass asked for (a server's answer cache misses)."""
    return [f"{p}{'&' if '?' in p else '?'}run={run}" for p in paths]


def _measure(port: int, paths: list[str], conns: int, out: Any, fresh: bool) -> None:
    def urls(run: str) -> list[str]:
        return _fresh(paths, run) if fresh else paths

    try:
        asyncio.run(_load(port, urls("warm")[: min(50, len(paths))], 1))  # warm up
        latency = asyncio.run(_load(port, urls("latency"), 1))
        throughput = asyncio.run(_load(port, urls("throughput"), conns))
        out.put({"latency": latency, "throughput": throughput})
    except BaseException as exc:
        out.put({"error": f"{type(exc).__name__}: {exc}"})


def measure(port: int, paths: list[str], conns: int, fresh: bool = False) -> dict[str, dict[str, float]]:
    """Runs the load generator in its own process, so it does not share the server's CPU time or GIL.
    ``fresh``: every request a URL not asked before, so no answer comes from a cache."""
    queue: Any = mp.Queue()
    proc = mp.Process(target=_measure, args=(port, paths, conns, queue, fresh))
    proc.start()
    result: dict[str, Any] = queue.get(timeout=900)
    proc.join()
    if "error" in result:
        raise SystemExit(f"load generator failed: {result['error']}")
    return result
