"""Inline markup masked out of a text, its length and offsets kept.

A Markdown or wiki page writes its names and verbs inside markup: "**GS Microelectronics**
[acquired](https://...) **Sinble Technology Vietnam**", "[[Blackwell]]", "<strong>AI6</strong>".
The relation rules read words, so they read the masked text, where each markup character is a
space: every offset is the same in both, and a quote is still taken from the text itself,
verbatim, markup and all.
"""

from __future__ import annotations

import re

__all__ = ["masked"]

# What is markup, never words: emphasis markers, a link's target "](...)", a wiki link's
# brackets and target ("[[Target|" before its label), an HTML tag, code ticks. A lone "[" of a
# link goes too; single "*" and "_" stay (a list bullet, a name like "NV_Link").
_MARKUP = re.compile(
    r"\*\*|__|`+"
    r"|\]\([^)\s]*\)"  # a link's target, with its closing bracket
    r"|\[\[(?:[^\]|\n]*\|)?|\]\]"  # a wiki link's brackets, and its target where a label follows
    r"|\[(?=[^\]\n]+\]\()"  # a link's opening bracket
    r"|</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>\n]*)?/?>"  # an HTML tag
)
_HINTS = ("*", "_", "`", "[", "<")


def masked(text: str) -> str:
    """``text`` with its inline markup replaced by spaces, character for character."""
    if not any(h in text for h in _HINTS):  # most prose: nothing to mask (speed)
        return text
    return _MARKUP.sub(lambda m: " " * len(m.group(0)), text)
