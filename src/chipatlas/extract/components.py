"""The ring parts prose names: component words in the languages of the gold set -> the
ring's component names (the bundled rings' vocabulary). Used by every relation reader."""

from __future__ import annotations

import re
from collections.abc import Iterator


# Component words -> the ring's component names (the bundled rings' vocabulary).
# "\b" of ASCII words only: in Korean, Chinese and Japanese a Latin name is glued to the
# script around it ("HBM4를", "供应HBM4"), where a Unicode word boundary is never found.
def _ascii_edges(pattern: str) -> str:
    """Each \\b of a pattern as an ASCII word edge: before a word, "no letter or digit just
    before"; after one, "none just after" (one lookaround, cheap, unlike a two-way edge)."""
    out = re.sub(r"(^|[|(])\\b", r"\1(?<![A-Za-z0-9])", pattern)
    return out.replace(r"\b", r"(?![A-Za-z0-9])")


COMPONENTS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(_ascii_edges(p), re.IGNORECASE), name)
    for p, name in (
        (
            r"\bHBM\d?E?\b|high[- ]bandwidth memory|高带宽内存|高頻寬記憶體|고대역폭\s?메모리|広帯域メモリ",
            "HBM",
        ),
        (
            r"\bCoWoS(?:-[LSR])?\b|advanced packaging|\bpackaging\b|"
            r"先进封装|先進封裝|첨단\s?패키징|先端パッケージ",
            "Advanced packaging",
        ),
        (r"optical transceivers?|\btransceivers?\b|\boptics\b", "Optical transceivers"),
        (r"cold plates?", "Cold plates and manifolds"),
        (r"coolant distribution units?|\bCDUs?\b", "Coolant distribution unit"),
        (r"liquid[- ]cooling", "Cooling (rack thermal design)"),
        (r"power shel(?:f|ves)", "Power shelf"),
        (r"compute trays?", "Compute tray ODM"),
        # servers are what a rack integrator builds ("the largest manufacturing site for servers")
        # ... and so are "AI supercomputers" made in a plant ("supercomputer factories"); in the
        # other languages only with the plant word ("usine de serveurs", "서버 공장", "サーバー工場"),
        # since "AI 서버용 HBM" names HBM; never "伺服器廠" (a server maker in Taiwan's usage)
        (
            r"\bracks?\b|rack integration|final assembly|\bservers?\b|机柜|機櫃|"
            r"\bsupercomputer[- ]?(?=factor(?:y|ies)\b|plants?\b|fabrik|manufactur)|"
            r"\busines?\s+de\s+serveurs\b|\bf[áa]bricas?\s+de\s+servidores\b|\bfabbric(?:a|he)\s+di\s+server\b|"
            r"서버\s?(?:공장|생산\s?라인)|サーバー(?:工場|生産)|(?:服务器|伺服器)(?:工厂|工廠|生产线|生產線)",
            "Rack integration",
        ),
        (r"\bPCBs?\b|\bsubstrates?\b", "PCB and substrate"),
        (r"\bSSDs?\b", "Storage (SSD)"),
        (r"burn-in|\btesting\b", "Test (burn-in)"),
        (r"\bSOCAMM2\b", "Host memory (SOCAMM2)"),
        (r"\bLPDDR5X\b|\bSOCAMM\b", "Host memory (LPDDR5X)"),  # (the first SOCAMM modules are LPDDR5X)
        (r"\bDDR5\b", "Host memory (DDR5)"),
        (r"\bDPUs?\b", "DPU"),
        (r"\bCPUs?\b", "CPU"),
        (r"\bNICs?\b", "Scale-out NIC"),
        (r"\bswitch(?:es)?\b", "Scale-up switch"),
        (r"\bcabl(?:es?|ing)\b", "Scale-up cabling"),
        (
            r"\bAI[- ]chips?\b|\bpuces?\s+d'(?:IA|intelligence\s+artificielle)|\bKI-Chips?\b|"
            # an AI chip named as an accelerator, or with "AI" written out ("custom AI accelerators",
            # "artificial-intelligence chips", "KI-Beschleuniger"); not in CJK text, where the
            # accelerator is mostly what the part is for ("輝達AI加速器所需的記憶體")
            r"\b(?:AI|custom)[- ]accelerators?\b|\bartificial[- ]intelligence[- ]chips?\b|"
            r"\bacc[eé]l[eé]rateurs?\s+d'IA\b|\bKI-Beschleuniger\b|\baceleradores?\s+de\s+IA\b|"
            r"\bacceleratori\s+(?:per\s+l')?IA\b|"
            # processors in the other languages (in English "processors" may be CPUs);
            # a French "tranche" is a wafer when silicon or a chip's name follows
            r"\bprocesseurs?\b|\bprocesadores?\b|\bprocessori\b|\bProzessoren\b|"
            r"\btranches?\s+(?:de\s+silicium\b|(?=(?-i:[A-Z])))|"
            r"AI\s?芯片|AI\s?칩|"
            r"\bwafers?\b|\bfoundry\b|\b\d+\s*-?\s*nm\s+(?:process|node)\b|\bplaquettes?\b|\bobleas?\b|"
            r"\bfonderie\b|晶圆|웨이퍼|ウェハ",
            "Accelerator",
        ),
    )
)


# All component patterns in one: the leftmost match wins, as it did pattern by pattern.
_ANY_COMPONENT = re.compile(
    "|".join(f"(?P<c{i}>{p.pattern})" for i, (p, _) in enumerate(COMPONENTS)), re.IGNORECASE
)


def component_of(text: str) -> tuple[str | None, str | None]:
    """The ring's name of the first part the text names, and the words that name it."""
    m = _ANY_COMPONENT.search(text)
    if m is None or m.lastgroup is None:
        return None, None
    return COMPONENTS[int(m.lastgroup[1:])][1], m.group(0)


def parts_in(text: str, start: int = 0) -> Iterator[tuple[int, int, str, str]]:
    """(start, end, the ring's name, the words) of each part the text names from ``start``,
    found one at a time (a caller stops at the first it does not want)."""
    for m in _ANY_COMPONENT.finditer(text, start):
        if m.lastgroup is not None:
            yield m.start(), m.end(), COMPONENTS[int(m.lastgroup[1:])][1], m.group(0)
