"""Words of a site sentence that name no part and no owner (split from ``relation_kinds.py``):
wafers or a process node with no chip named ("a wafer fab", "3nm process technology"), and the
maker of tools installed in a plant ("installed four X lithography machines", "Anlagen von X"),
who supplies the plant and does not run it."""

from __future__ import annotations

import re

from chipatlas.extract.mentions import Mention

# Making chips in a place, with no plant named: "makes 4nm chips in Taiwan and the USA",
# "produces HBM in Korea" (the places after it are the company's sites; lower case: the
# trigger searches the lower-cased sentence too).
MADE_IN = re.compile(
    r"\b(?:makes?|making|produc(?:es?|ing)|manufactur(?:es?|ing)|fabricat(?:es?|ing))\s+(?:[\w-]+\s+){0,4}?"
    r"(?:chips?|wafers?|processors?|gpus?|dies|hbm\w*|dram|memory)\s+(?:both\s+)?in\b",
    re.IGNORECASE,
)
# Words that name wafers or a process, not a chip: with no chip named, a site of them says no
# ring part (docs/evaluation.md: a site's component is empty when not stated).
WAFER_WORDS = re.compile(
    r"wafers?|foundry|\d+\s*-?\s*nm\s+(?:process|node)|plaquettes?|obleas?|fonderie|晶圆|웨이퍼|ウェハ",
    re.IGNORECASE,
)
_TOOLS = (
    r"(?:machines?|tools?|scanners?|steppers?|bonders?|equipment|systems?|\w*[Aa]nlagen|\w*[Mm]aschinen|"
    r"équipements?|outils|equipos|máquinas|macchinari|macchine)"
)
# The maker's name before its tools, with only names, models and tool kinds between
# ("ASML-like X Twinscan NXE series EUV lithography machines"; not "X installed new machines").
_TOOLS_AFTER = re.compile(
    r"(?:['’]s)?(?:\s+(?:[A-Z0-9][\w.-]*|lithography|litho|etch(?:ing)?|deposition|inspection|metrology|"
    r"series|exposure|bonding|packaging|test(?:ing)?))*\s+" + _TOOLS + r"\b"
)
# ... or after them: "machines from X", "Anlagen von X", "des équipements de X".
_TOOLS_BEFORE = re.compile(_TOOLS + r"\s+(?:supplied\s+|made\s+)?(?:from|by|von|de|di|da|par|por)\s+$")


def tool_maker(sentence: str, offset: int, company: Mention) -> bool:
    """Whether the sentence names ``company`` only as the maker of tools installed in a plant."""
    start, end = company.start - offset, company.end - offset
    return (
        _TOOLS_AFTER.match(sentence, end) is not None or _TOOLS_BEFORE.search(sentence, 0, start) is not None
    )
