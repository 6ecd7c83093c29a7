"""POST a digest as JSON, signed with HMAC-SHA256, and the receiver's check of that signature.

Headers of every request:

- ``X-Chipatlas-Timestamp``: seconds since the epoch when it was signed;
- ``X-Chipatlas-Signature: sha256=<hex>``: HMAC-SHA256 with the watchlist's secret over
  ``<timestamp>.<raw body>`` (the timestamp is signed, so an old request cannot be replayed
  with a fresh one; receivers reject timestamps older than a tolerance, default 5 minutes);
- ``X-Chipatlas-Delivery``: the delivery's idempotency key (the same on every retry of it:
  receivers dedupe on it);
- ``X-Chipatlas-Event: digest``.
"""

from __future__ import annotations

import hashlib
import hmac
import time

import httpx

from chipatlas.errors import ChipatlasError
from chipatlas.present.deliver.errors import DeliveryError
from chipatlas.sources import net

SIGNATURE = "X-Chipatlas-Signature"
TIMESTAMP = "X-Chipatlas-Timestamp"
DELIVERY = "X-Chipatlas-Delivery"
TOLERANCE = 300


def sign(secret: str, timestamp: str, body: bytes) -> str:
    mac = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256)
    return "sha256=" + mac.hexdigest()


def verify(
    secret: str,
    body: bytes,
    timestamp: str,
    signature: str,
    tolerance: int = TOLERANCE,
    now: float | None = None,
) -> bool:
    """True if ``signature`` signs ``timestamp.body`` with ``secret`` and the timestamp is fresh."""
    try:
        age = abs((time.time() if now is None else now) - int(timestamp))
    except ValueError:
        return False
    return age <= tolerance and hmac.compare_digest(sign(secret, timestamp, body), signature)


def post(
    url: str, body: bytes, secret: str, key: str, timeout: float = 20.0, allow_private: bool = False
) -> None:
    """One signed POST; DeliveryError unless the receiver answers 2xx (redirects are not followed)."""
    try:
        net.check_url(url)
    except ChipatlasError as exc:
        raise DeliveryError("webhook", url, str(exc).removeprefix(f"{url}: "), permanent=True) from None
    timestamp = str(int(time.time()))
    headers = {
        "Content-Type": "application/json",
        "User-Agent": "chipatlas-digest/1",
        TIMESTAMP: timestamp,
        SIGNATURE: sign(secret, timestamp, body),
        DELIVERY: key,
        "X-Chipatlas-Event": "digest",
    }
    try:
        # The pinned client checks the address it connects to (no DNS rebinding).
        with net.client(timeout, allow_private) as client:
            resp = client.post(url, content=body, headers=headers)
    except ChipatlasError as exc:
        raise DeliveryError("webhook", url, str(exc).removeprefix(f"{url}: "), permanent=True) from None
    except httpx.HTTPError as exc:
        raise DeliveryError("webhook", url, f"{type(exc).__name__}: {exc}") from None
    if not 200 <= resp.status_code < 300:
        permanent = 400 <= resp.status_code < 500 and resp.status_code not in (408, 425, 429)
        raise DeliveryError("webhook", url, f"answered HTTP {resp.status_code}", permanent=permanent)
