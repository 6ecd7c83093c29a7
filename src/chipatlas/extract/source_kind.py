"""What kind of source a document is, as far as its evidence goes: the company's own word.

A press release is the company stating its own news: its claims are ``confirmed`` (or
``committed`` for a future act), where trade press reporting the same words is
``claimed``. A page says it is one by a wire between slashes or in brackets after its
dateline ("TAIPEI, Feb. 26, 2025 /PRNewswire/ --", "(BUSINESS WIRE) --") or by a label
opening one of its first lines ("Press release", "Pressemitteilung", "Communiqué de
presse", "Comunicado de prensa", "Comunicato stampa", 新闻稿, プレスリリース, 보도자료).
A link "read press release" deep in a page is not such a label.
"""

from __future__ import annotations

import re

# A newswire named in a dateline: "/PRNewswire/", "/GLOBE NEWSWIRE/", "(BUSINESS WIRE)".
_WIRE = re.compile(
    r"[/(](?:PR ?Newswire|Business ?Wire|GLOBE ?NEWSWIRE|ACCESSWIRE|Newsfile|EQS-News|Marketwired)"
    r"(?:-\w+)?[/)]",
    re.IGNORECASE,
)
# A label heading a line: the page calling itself a press release, in each gold language.
_LABEL = re.compile(
    r"^\W{0,3}(?:press release|news release|media release|pressemitteilung|presseinformation|"
    r"communiqué de presse|comunicado de prensa|nota de prensa|comunicato stampa|"
    r"新闻稿|新聞稿|プレスリリース|ニュースリリース|보도자료)(?![a-z])",
    re.IGNORECASE,
)
_HEAD_LINES = 6  # a label stands at the top of the page, a wire in the first paragraph
_HEAD_CHARS = 600


def press_release(text: str) -> str | None:
    """The words by which the page says it is a press release, or None."""
    head = text[:_HEAD_CHARS]
    wire = _WIRE.search(head)
    if wire:
        return wire.group(0)
    lines = [line.strip() for line in head.splitlines() if line.strip()][:_HEAD_LINES]
    for line in lines:
        label = _LABEL.match(line)
        if label:
            return label.group(0).strip(" \t#*:-")
    return None


__all__ = ["press_release"]
