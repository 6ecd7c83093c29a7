"""A figure beside a processor's name is that processor's, not the accelerator's (split from
``spec_doubts.py``): "a 64-core AMD EPYC 7A53 CPU", "a 400 W Xeon 6 processor" (the name after
the figure), "two AMD EPYC 7763 64-core processors" (a host CPU's name before its cores)."""

from __future__ import annotations

import re

from chipatlas.extract.quantities import Quantity

# A processor named right after a figure, which the figure qualifies: "64 cores AMD EPYC
# "Trento" CPU", "a 64-core AMD EPYC 7A53 CPU", "a 400 W Xeon 6 processor". Up to four name
# words (capitalised or a model number; no memory type: "a 128 GB HBM3 APU" is the APU's own
# memory), an optional quoted code name, then the class word.
_PROCESSOR_AFTER = re.compile(
    r"(?:\s*-?\s*(?:cores?|core))?\s+(?:(?!(?:LP|G)?DDR|HBM)[A-Z0-9][\w.+-]*\s+){1,4}"
    r"(?:[\"“][^\"”\n]{1,24}[\"”]\s+)?(?:CPUs?|processors?|APUs?|SoCs?)\b"
)
# A host CPU's family and model right before its core count: "AMD EPYC 7763 64-core", "Intel
# Xeon Platinum 8470 52 cores", "Ampere Altra Q80-30, 80 cores" (the count is the CPU's; Grace,
# a known chip, keeps its own).
_CPU_BEFORE = re.compile(
    r"\b(?:EPYC|Xeon|Opteron|Ryzen|Threadripper|Altra|Graviton|Kunpeng)\b"
    r"(?:[\s,]+[\w.+-]+){0,3}?[\s,(]+$"
)


def cpu_named_before(text: str, q: Quantity) -> bool:
    """Whether a CPU's name stands right before a core count: the count is that CPU's."""
    return _CPU_BEFORE.search(text, max(0, q.start - 60), q.start) is not None


def processor_named_after(text: str, q: Quantity, chips: list[tuple[str, int]]) -> tuple[bool, str | None]:
    """Whether a processor's name follows the figure (it is that processor's), and which
    known chip that name holds, if any ("a 72-core Grace CPU": Grace's); (True, None) for
    a processor the known names lack, whose figure no other chip takes."""
    m = _PROCESSOR_AFTER.match(text, q.end)
    if m is None:
        return False, None
    inside = [c for c, at in chips if q.end <= at < m.end()]
    return True, (inside[0] if inside else None)
