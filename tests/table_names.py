"""The name finder the relation reader's table tests give it: a synthetic table's invented
names, longest first, found anywhere in a sentence (also glued to a Korean or Japanese particle
or a hyphen: "제타메모리는", "Kappa-made"), each as a mention of the kind its id names."""

from __future__ import annotations

import re
from collections.abc import Mapping

from chipatlas.extract.mentions import Mention

_SCHEMA = {"company": "Company", "chip": "Chip", "platform": "Platform", "cluster": "Cluster"}


class TableNames:
    def __init__(self, names: Mapping[str, str]) -> None:
        self._names = names
        self._re = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        out = []
        for m in self._re.finditer(text):
            eid = self._names[m.group(0)]
            schema = _SCHEMA[eid.split(":")[0]]
            out.append(Mention(eid, schema, m.group(0), offset + m.start(), offset + m.end(), m.group(0)))
        return out

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None:
        return None


def entity_id(m: Mention | None) -> str | None:
    return m.entity_id if m else None
