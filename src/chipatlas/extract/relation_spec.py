"""A part named only in a chip's specification is not what a pronoun ships (used by
``extract/relations.py``).

"Nova X1: 96 GB HBM3 at 4 TB/s, 600 W. Acme shipped these to Omega": the pronoun is the chip
the specification describes, sold itself; the memory is only its capacity. A part the verb
names as its own object ("ships HBM3E stacks to", "makes HBM3E and ships it to") is read as
before.
"""

from __future__ import annotations

import re

# The verb's object is a pronoun: after it ("shipped these", "liefert sie"), or before it in
# French, Spanish and Italian ("les livre", "los suministra", "li fornisce").
_PRONOUN_AFTER = re.compile(r"\S+\s+(?:these|those|them|it|sie|ihn)\b", re.IGNORECASE)
_PRONOUN_BEFORE = re.compile(r"\b(?:les|los|las|li|le)\s+$", re.IGNORECASE)
# A capacity right before the part: "96 GB HBM3", "128 GB of HBM3E", "141GB HBM3e".
_CAPACITY = re.compile(r"\d[\d.,]*\s?(?:GB|TB|GiB|Go)\s+(?:of\s+|de\s+|di\s+)?$", re.IGNORECASE)


def spec_shipped(text: str, at: int, words: str | None) -> bool:
    """Whether the verb at ``at`` ships a pronoun and the part's ``words`` (named before the
    verb) are a chip's capacity, not a part supplied."""
    if not words or (where := text.rfind(words, 0, at)) < 0:
        return False
    if not (_PRONOUN_AFTER.match(text, at) or _PRONOUN_BEFORE.search(text, 0, at)):
        return False
    return _CAPACITY.search(text, 0, where) is not None
