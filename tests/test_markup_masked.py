"""Inline markup masked with spaces, offsets kept (extract/markup.py). SYNTHETIC strings: the
names ("Harlow Storage", "Brisk Compute", "Nova X1") do not exist."""

from __future__ import annotations

import pytest

from chipatlas.extract.markup import masked

ROWS = [
    (
        "**Harlow Storage** [acquired](https://example.com/a-b) **Brisk Compute**.",
        "Harlow Storage acquired Brisk Compute .",
    ),
    ("- [[Nova X1]] — a chip Harlow Storage assembles", "Nova X1 — a chip"),
    ("- [[Nova X1 (chip)|Nova X1]] is made by Brisk Compute", "- Nova X1 is made by"),
    ("to make the <strong>'Nova X1'</strong> chips", "the 'Nova X1' chips"),
    ("uses `nova-x1` parts", "uses nova-x1 parts"),
    ("Plain prose, no markup: 3 * 4 and NV_Link.", "Plain prose, no markup: 3 * 4 and NV_Link."),
    ("a footnote[1] stays", "a footnote[1] stays"),
]


@pytest.mark.parametrize(("text", "inside"), ROWS, ids=lambda v: str(v)[:30])
def test_masked_keeps_offsets_and_words(text: str, inside: str) -> None:
    out = masked(text)
    assert len(out) == len(text)  # every offset the same in both
    assert inside in " ".join(out.split())  # the words, markup gone
    # only markup becomes space: every other character is the text's own
    assert all(a == b or a == " " for a, b in zip(out, text, strict=True))
    assert "https" not in out and "**" not in out and "<strong>" not in out
