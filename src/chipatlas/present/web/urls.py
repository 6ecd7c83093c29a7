"""Where each thing lives on the site: one place that maps ids to paths."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote, urlencode, urlsplit

from chipatlas.model.schema import K

_PAGES = {"platform": "/platforms/", "company": "/companies/", "cluster": "/clusters/", "chip": "/chips/"}


def entity_url(entity_id: str | None) -> str | None:
    if not entity_id:
        return None
    prefix, _, rest = entity_id.partition(":")
    if prefix in _PAGES and rest:
        return _PAGES[prefix] + quote(rest)
    return "/entities/" + quote(entity_id, safe=":")


def source_url(source: dict[str, Any] | None) -> str | None:
    """The stored document, scrolled to the statement's marked span."""
    if not source:
        return None
    return f"/documents/{quote(str(source['document']))}#s-{quote(str(source['statement']))}"


def result_url(kind: str, ref: str) -> str:
    """A search result's page: ring rows open on their platform at the row."""
    if kind == K.DOCUMENT:
        return "/documents/" + quote(ref)
    if kind == K.SUPPLY and "#" in ref:
        platform, supply = ref.split("#", 1)
        return f"{entity_url(platform)}#row-{quote(supply, safe=':')}"
    return entity_url(ref) or "/"


def with_query(path: str, params: dict[str, Any]) -> str:
    clean = {k: v for k, v in params.items() if v not in (None, "")}
    return f"{path}?{urlencode(clean)}" if clean else path


def page_url(request: Any, path: str, **changes: Any) -> str:
    """``path`` with the request's query, some parameters changed (None removes one)."""
    params: dict[str, Any] = dict(request.query_params)
    params.update(changes)
    return with_query(path, params)


def web_url(url: str | None) -> str | None:
    """An outside link only if it is http(s): a stored 'javascript:' URL is never made a link."""
    if not url:
        return None
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    return url.strip() if parts.scheme.lower() in ("http", "https") and parts.netloc else None
