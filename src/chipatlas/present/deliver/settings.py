"""Delivery settings from the environment: the SMTP server, the webhook secret, retry timing.

``CHIPATLAS_SMTP_URL``: ``smtp://[user:password@]host[:port]`` (plain, port 25),
``smtp+starttls://...`` (STARTTLS required, port 587) or ``smtps://...`` (TLS from the
first byte, port 465). Query parameters: ``from=`` (the sender, else
``CHIPATLAS_SMTP_FROM``, else ``chipatlas@localhost``), ``timeout=`` (seconds),
``cafile=`` (a CA bundle to trust, e.g. a private relay's). Percent-encode a password
with special characters.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from urllib.parse import parse_qs, unquote, urlsplit

from chipatlas.errors import ConfigError

SMTP_ENV = "CHIPATLAS_SMTP_URL"
FROM_ENV = "CHIPATLAS_SMTP_FROM"
SECRET_ENV = "CHIPATLAS_WEBHOOK_SECRET"
_SECURITY = {"smtp": ("none", 25), "smtp+starttls": ("starttls", 587), "smtps": ("ssl", 465)}


@dataclass(frozen=True)
class SmtpSettings:
    host: str
    port: int
    security: str  # none | starttls | ssl
    username: str | None = None
    password: str | None = None
    sender: str = "chipatlas@localhost"
    timeout: float = 30.0
    cafile: str | None = None

    def describe(self) -> str:
        return f"{self.security} smtp {self.host}:{self.port}"


def smtp_settings(url: str | None = None) -> SmtpSettings | None:
    """The SMTP settings of ``url`` or ``CHIPATLAS_SMTP_URL``; None if neither is set."""
    url = url or os.environ.get(SMTP_ENV)
    if not url:
        return None
    parts = urlsplit(url)
    if parts.scheme not in _SECURITY or not parts.hostname:
        raise ConfigError(
            f"{SMTP_ENV} {url!r} is not an SMTP URL: use smtp://host:port, smtp+starttls://host:587 "
            "or smtps://host:465, with user:password@ for auth"
        )
    security, default_port = _SECURITY[parts.scheme]
    query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
    try:
        port = parts.port or default_port
        timeout = float(query.get("timeout", 30))
    except ValueError as exc:
        raise ConfigError(f"{SMTP_ENV}: {exc}") from None
    return SmtpSettings(
        host=parts.hostname,
        port=port,
        security=security,
        username=unquote(parts.username) if parts.username else None,
        password=unquote(parts.password) if parts.password else None,
        sender=query.get("from") or os.environ.get(FROM_ENV) or "chipatlas@localhost",
        timeout=timeout,
        cafile=query.get("cafile"),
    )


def webhook_secret(stored: str | None) -> str:
    """The watchlist's own secret, else ``CHIPATLAS_WEBHOOK_SECRET``."""
    secret = stored or os.environ.get(SECRET_ENV)
    if not secret:
        raise ConfigError(f"no webhook secret: the watchlist has none and {SECRET_ENV} is not set")
    return secret


@dataclass(frozen=True)
class RetryPolicy:
    """Up to ``attempts`` tries in one run, waiting ``base_delay * 2**n`` (capped) between them."""

    attempts: int = 3
    base_delay: float = 2.0
    max_delay: float = 60.0

    def delay(self, failures: int) -> float:
        return float(min(self.max_delay, self.base_delay * 2 ** (failures - 1)))
