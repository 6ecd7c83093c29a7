"""Inline markup masked out of a text, its length and offsets kept.

A Markdown or wiki page writes its names and verbs inside markup: "**GS Microelectronics**
[acquired](https://...) **Sinble Technology Vietnam**", "[[Blackwell]]", "<strong>AI6</strong>".
The relation rules read words, so they read the masked text, where each markup character is a
space: every offset is the same in both, and a quote is still taken from the text itself,
verbatim, markup and all.
"""

from __future__ import annotations

import re

__all__ = ["FRONT_MATTER", "body_start", "front_title", "masked"]

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


# A YAML front matter: metadata (title, date, summary), not the page's own sentences.
FRONT_MATTER = re.compile(r"^\s*---\n(?P<body>.*?)\n---\n", re.S)  # (blank lines may come first)


def body_start(text: str) -> int:
    """Where the page's content begins: after its front matter, if it has one."""
    m = FRONT_MATTER.match(text)
    return m.end() if m else 0


# A front matter's title: "title: X" on its line, or a block scalar's indented lines under it.
_TITLE = re.compile(
    r"^title:[ \t]*(?:[|>][+-]?[ \t]*\n(?P<block>(?:[ \t]+\S[^\n]*\n?)+)|(?P<line>[^\n]+))", re.M
)


def without_front_matter(text: str) -> str:
    """The page as a reader meets it: its front matter's title as the headline, then its
    content (the metadata lines between are no part of the story's lead)."""
    start = body_start(text)
    if not start:
        return text
    title = front_title(text)
    return (text[title[0] : title[1]] + "\n\n" if title else "") + text[start:]


def front_title(text: str) -> tuple[int, int] | None:
    """The span of the front matter's title (the page's headline), quotes left out; None
    without a front matter or a title in it."""
    front = FRONT_MATTER.match(text)
    m = _TITLE.search(text, 0, front.end()) if front else None
    if m is None:
        return None
    group = "block" if m.group("block") else "line"
    start, end = m.span(group)
    while start < end and text[start] in " \t\"'":
        start += 1
    while end > start and text[end - 1] in " \t\n\"'":
        end -= 1
    return (start, end) if end > start else None
