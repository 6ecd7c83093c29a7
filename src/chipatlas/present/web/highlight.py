"""A stored document's text with each statement's span wrapped in ``<mark id="s-...">``.

Spans may share text (a name and its alias) or cross; marks are nested, and a span
crossing its parent's end is cut there, so the markup is always well formed. Every
piece of text and every attribute is escaped.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape


def _open(s: dict[str, Any]) -> str:
    title = f"{s['prop']}: {s['value']} ({s['evidence']}{', superseded' if s['status'] != 'current' else ''})"
    cls = f"s ev-{s['evidence']}" + (" superseded" if s["status"] != "current" else "")
    return f'<mark id="s-{escape(s["id"])}" class="{escape(cls)}" title="{escape(title)}">'


def marked(text: str, statements: list[dict[str, Any]]) -> Markup:
    n = len(text)
    spans = []
    for s in statements:
        start = max(0, min(int(s["span_start"]), n))
        end = max(start, min(int(s["span_end"]), n))
        spans.append((start, -end, str(s["id"]), s))
    spans.sort(key=lambda t: (t[0], t[1], t[2]))
    out: list[str] = []
    stack: list[int] = []
    pos = 0
    for start, neg_end, _, s in spans:
        end = -neg_end
        while stack and stack[-1] <= start:
            out.append(str(escape(text[pos : stack[-1]])))
            pos = stack.pop()
            out.append("</mark>")
        if stack:
            end = min(end, stack[-1])
        out.append(str(escape(text[pos:start])))
        pos = start
        out.append(_open(s))
        if end == start:
            out.append("</mark>")
        else:
            stack.append(end)
    while stack:
        out.append(str(escape(text[pos : stack[-1]])))
        pos = stack.pop()
        out.append("</mark>")
    out.append(str(escape(text[pos:])))
    return Markup("".join(out))
