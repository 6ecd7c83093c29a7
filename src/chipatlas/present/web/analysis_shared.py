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
from dataclasses import dataclass, field

from jinja2 import Environment
from markupsafe import Markup, escape
from sqlalchemy import Connection

from chipatlas.present.web import context_analysis
from chipatlas.present.web.render import WebError

# Platform columns of the supplier x platform matrix per page of /analysis in HTML (all of
# them in the .json twin): 1,000 columns made a 3 MB page.
MATRIX_COLUMNS = 100


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
    html: dict[int, SharedHtml] = field(default_factory=dict)  # by the matrix's first column


def render(env: Environment, whole: context_analysis.Overview, start: int = 0) -> SharedHtml:
    """The sections with the matrix's platform columns ``start`` .. ``start + MATRIX_COLUMNS``."""
    module = env.get_template("analysis_shared.html").module
    return SharedHtml(
        options=str(module.options(whole["platforms"])),  # type: ignore[attr-defined]
        sections=Markup(module.sections(whole, start, MATRIX_COLUMNS)),  # type: ignore[attr-defined]
    )


def matrix_start(value: str | None, whole: context_analysis.Overview) -> int:
    """``matrix_from`` checked: a multiple of ``MATRIX_COLUMNS`` within the matrix's columns."""
    n = len(whole["matrix"]["platforms"])
    if not value:
        return 0
    if not value.isdigit() or int(value) % MATRIX_COLUMNS or (int(value) >= n and int(value) > 0):
        raise WebError(
            400,
            "bad_matrix_from",
            f"matrix_from={value!r}: expected a multiple of {MATRIX_COLUMNS} below {n}, the matrix columns",
        )
    return int(value)


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

    def html(self, env: Environment, kept: Kept, start: int = 0) -> SharedHtml:
        """``kept``'s HTML with the matrix from column ``start`` (rendered from ``kept``'s own
        overview, whatever is kept now)."""
        with self._lock:
            if start not in kept.html:
                kept.html[start] = render(env, kept.overview, start)
            return kept.html[start]
