"""A chip made on a foundry's process: "B300은 TSMC의 4NP 공정에서 생산된다", "TSMCの4NPプロセスで
製造", "采用台积电的3纳米工艺制造", "taped out on TSMC's 4NP process node".

The foundry is the company whose possessive stands right before its process ("X의 4NP 공정",
"Xの3nmプロセス", "X的3纳米工艺", "X's N3 process"); the sentence must say the chip is made
(생산, 제조, 양산, 테이프아웃; 製造, 生産, 量産; 生产, 制造, 量产; made, manufactured, produced,
fabricated, taped out, built), and name the chip or platform (the target) or one other
company (the buyer), or a subject naming the company by description ("The company",
"該公司": the buyer the sentence before was about). The foundry supplies the accelerator's
dies. A process named with no making ("TSMC의 4NP 공정은 비싸다"), a denied or wished making,
gives nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.mentions import Mention
from chipatlas.extract.relation import Relation, country_of, stated
from chipatlas.extract.relation_focus import Focus, as_focus, described_subject
from chipatlas.extract.relation_mood import negated, unstated
from chipatlas.extract.relation_role import ROLES, first_of
from chipatlas.model.schema import K

# The possessive, a node at most, then the process word.
_PROCESS = re.compile(
    r"\s?(?:의|の|的|['’]s)\s?(?:[\w.+-]{1,12}\s?){0,2}?"
    r"(?:공정|プロセス|製程|制程|工艺|工藝|process(?:\s+(?:node|technology))?|node)",
    re.IGNORECASE,
)
_MADE = re.compile(
    r"생산|제조|양산|테이프\s?아웃|製造|生産|量産|生产|生產|制造|量产|量產|"
    r"\b(?:made|manufactur\w+|produc\w+|fabricat\w+|taped[- ]out|built)\b",
    re.IGNORECASE,
)
_TRIGGER = blind(r"공정|プロセス|製程|制程|工艺|工藝|process|node")


def process_named(sentence: str) -> bool:
    """Whether the sentence may name a foundry's process (the cheap test every sentence takes)."""
    return _TRIGGER.search(folded(sentence)) is not None and _MADE.search(sentence) is not None


# A subject naming the company by description, in the CJK languages ("該公司計劃...", "同社は",
# "이 회사는"); the Latin ones are relation_focus's.
_DESCRIBED_CJK = re.compile(
    r"^\s*(?:[-*•]\s+)?(?:該公司|该公司|這家公司|这家公司|此公司|同社|이\s?회사|그\s?회사|동사)"
)


def read_process(
    sentence: str, offset: int, mentions: list[Mention], focus: Callable[[], Focus] = Focus
) -> Relation | None:
    """The foundry supply a chip made on its process states, or None (module docstring). A
    subject naming the company by description ("The company plans ...", "該公司計劃...") is the
    buyer the sentence before was about."""
    made = _MADE.search(sentence)
    if made is None or negated(sentence, made.start()) or unstated(sentence, made.start()):
        return None
    companies = [m for m in mentions if m.schema == K.COMPANY]
    foundry = next((c for c in companies if _PROCESS.match(sentence, c.end - offset)), None)
    if foundry is None:
        return None
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    buyers = {c.entity_id: c for c in companies if c.entity_id != foundry.entity_id}
    described = _DESCRIBED_CJK.match(sentence) or described_subject(sentence, made.start())
    held = focus().company if described and not targets and not buyers else None
    if described is not None and held is not None and held.entity_id != foundry.entity_id:
        buyers = {held.entity_id: as_focus(held, offset + described.start(), offset + described.end())}
    if not targets and len(buyers) != 1:
        return None  # made for no one named, or for one of several: no ring row to propose
    return stated(
        sentence,
        offset,
        foundry,
        supplier=foundry,
        target=targets[0] if targets else None,
        component="Accelerator",
        component_text=made.group(0),
        role=first_of(ROLES, sentence),  # "sole", "primary", "second_source", as stated
        country=country_of(sentence),
        customer=None if targets else next(iter(buyers.values())),
    )
