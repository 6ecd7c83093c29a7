"""How far a hedge in a page's lead reaches (branch type6, issue #10 §5).

A lead written as a list of bullet items has its story in the first item: a hedge in a later item
("- Buyers have reportedly ordered ...") is a side item and lowers its own sentence only.
"""

from __future__ import annotations

import re

_BULLET = re.compile(r"^[ \t]*(?:[-•*–]|\d{1,2}[.)])[ \t]+", re.MULTILINE)


def first_item(lead: str) -> str:
    """The lead up to the end of its first bullet item, when it is a list of two or more items."""
    items = list(_BULLET.finditer(lead))
    if len(items) < 2:
        return lead
    return lead[: items[1].start()]
