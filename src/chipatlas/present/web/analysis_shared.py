"""/analysis's shared part: the overview (criticality, matrix, countries over every ring row)
and its HTML, each made once per store version and used by every platform and page of
/analysis.

The overview costs seconds on a large store; its HTML (a matrix of 50 suppliers over up to
1,000 platforms, and a 1,000-option platform chooser) costs ~0.6 s to render, which every
new URL paid before. Both are kept under the version ``offload_cached`` read before the page
was made, so neither is ever kept under a version older than the data it shows; a write moves
the version and the next request makes both again.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from jinja2 import Environment
from markupsafe import Markup, escape
from sqlalchemy import Connection

from chipatlas.present.web import context_analysis


@dataclass(frozen=True)
class SharedHtml:
    """The shared sections and the chooser's options (none selected), as rendered once."""

    options: str
    sections: Markup

    def chooser(self, slug: str | None) -> Markup:
        """The options with ``slug``'s selected: an edit of the kept HTML, not 1,000 options
        rendered again; the bytes are those the template rendered before it was kept."""
        if not slug:
            return Markup(self.options)
        plain = f'<option value="{escape(slug)}">'
        return Markup(self.options.replace(plain, plain[:-1] + " selected>", 1))


@dataclass
class Kept:
    """One store version's overview, and its HTML once a page in HTML has asked for it."""

    version: object
    overview: context_analysis.Overview
    html: SharedHtml | None = None


def render(env: Environment, whole: context_analysis.Overview) -> SharedHtml:
    module = env.get_template("analysis_shared.html").module
    return SharedHtml(
        options=str(module.options(whole["platforms"])),  # type: ignore[attr-defined]
        sections=Markup(module.sections(whole)),  # type: ignore[attr-defined]
    )


class Shared:
    """The overview and its HTML for the latest store version asked; one computation at a
    time (the other requests wait for it rather than computing it again)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kept: Kept | None = None

    def get(self, conn: Connection, version: object) -> Kept:
        with self._lock:
            if self._kept is None or self._kept.version != version:
                self._kept = Kept(version, context_analysis.overview(conn))
            return self._kept

    def html(self, env: Environment, kept: Kept) -> SharedHtml:
        """``kept``'s HTML (rendered from ``kept``'s own overview, whatever is kept now)."""
        with self._lock:
            if kept.html is None:
                kept.html = render(env, kept.overview)
            return kept.html
