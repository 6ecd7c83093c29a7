"""Deployments of a cluster the text names in another sentence than the one that says what it
runs on: "an AI infrastructure called X ... the deal plans to power this infrastructure with
18,000 systems", "a data center equipped with 400,000 chips. The complex is the first site
of Y's X initiative". ``relation_deploy.py`` reads a cluster named in the deployment sentence
itself; this pass reads the whole text once, after it.

A cluster name is one given by a naming word after a cluster noun ("called", "named",
"dubbed", "baptisée", "namens", "denominado", "名为", "と名付けた", "라는") or a project or
initiative behind a possessive ("Y's X initiative"). A sentence with a deployment verb, a
chip or platform and a cluster noun is that cluster's deployment when the name stands in its
paragraph or the one before or after, or when its cluster noun is a demonstrative ("this
infrastructure", "cette infrastructure", "该集群", "このスパコン", "이 클러스터") and the name
stands anywhere before. Precision first: only when the text names one cluster (two names:
which one is meant is a guess), and the name is a candidate (no store entity) with its
sentence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chipatlas.extract.machine_names import MACHINE_NOUNS, proper_machine_names
from chipatlas.extract.mentions import CHIP_RE, Gazetteer, Mention
from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_deploy import DEPLOY, deployment
from chipatlas.model.countries import lookup
from chipatlas.model.schema import K

_NOUN = (
    r"(?:(?:AI|IA|KI)[\s-]+)?(?:infrastructure|cluster|supercomputer|data\s+cent(?:er|re)|AI\s+factory|"
    r"KI-Infrastruktur|Infrastruktur|Rechenzentrum|Supercomputer|Superrechner|"
    r"centre\s+de\s+donn[ée]es|supercalculateur|superordinateur|infraestructura|centro\s+de\s+datos|"
    r"supercomputador[ae]?|superordenador|infrastruttura|supercalcolatore)"
)
_CJK_NOUN = (
    r"(?:集群|超算|超级计算机|超級電腦|数据中心|資料中心|"
    r"スーパーコンピューター?|スパコン|クラスター|データセンター|클러스터|슈퍼컴퓨터|데이터센터)"
)
_NAME = r"([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})"
_LATIN_NAME = r"([A-Za-z][A-Za-z0-9-]*(?:\s[A-Z][A-Za-z0-9-]*){0,2})"
_NAMING = re.compile(
    # "an AI infrastructure called X", "une infrastructure baptisée X", "ein Cluster namens X"
    r"\b"
    + _NOUN
    + r"[\s,]+(?:\w+\s+){0,2}?(?:called|named|code-?\s?named|dubbed|known\s+as|baptis[ée]e?|nomm[ée]e?|"
    r"appel[ée]e?|namens|genannt|denominad[oa]|llamad[oa]|chiamat[oa]|denominat[oa])\s+[\"“«'‘]?\s*"
    + _NAME
    + r"|"
    # "Y's X initiative", "the X project", 'the "X" project': a project's own name
    r"(?:['’]s|\bthe)\s+[\"“]?" + _NAME + r"[\"”]?\s+(?:initiative|project)\b|"
    # 'a project codenamed "X"', "an initiative dubbed X"
    r"\b(?:project|initiative)\s+(?:code-?\s?named|dubbed|called|named)\s+[\"“«'‘]?\s*" + _NAME + r"|"
    # 名为X的集群, 「X」と名付けた…スパコン, 'X'(이)라는 클러스터
    r"(?:名为|名叫|命名为|称为|名為|稱為)[\"“「]?" + _LATIN_NAME + r"[\"”」]?的?(?:AI)?" + _CJK_NOUN + r"|"
    r"「" + _LATIN_NAME + r"」と(?:名付け|呼ばれ|いう)|"
    r"['‘\"“]" + _LATIN_NAME + r"['’\"”](?:이)?라는\s?(?:이름의\s?)?(?:AI\s)?" + _CJK_NOUN
)
_PROJECT = re.compile(r"\b(?:project|initiative)\b", re.IGNORECASE)
_THE_PROJECT = re.compile(r"\b(?:the|this)\s+(?:project|initiative|facility|campus)\b", re.IGNORECASE)
_THIS = re.compile(
    r"\b(?:this|that|these|cette|cet|ce|diese[rsmn]?|este|esta|questo|questa)\s+(?:\w+\s+)?" + _NOUN + r"|"
    r"(?:该|此|這|这|この|その|当該|이|해당)\s?(?:AI\s?)?" + _CJK_NOUN,
    re.IGNORECASE,
)
_ANY_NOUN = re.compile(r"\b" + _NOUN + r"|\b(?:complex|campus)\b|" + _CJK_NOUN, re.IGNORECASE)
# A chip plant's sentence ("the packaging facility will use CoWoS for X") is no cluster's.
_PLANT = re.compile(
    r"\b(?:(?:packaging|assembly|production|manufacturing|wafer|test)\s+(?:plant|line|site|facility|hub)|"
    r"(?:giga)?fabs?|plants?|usines?|fabrik(?:en)?|fábricas?|Werk)\b|工厂|工廠|晶圆厂|晶圓廠|工場|공장",
    re.IGNORECASE,
)
# "Deploys" words a cluster's sentence uses besides relation_deploy's: "to power ... with".
_POWER = re.compile(
    r"\b(?:(?:to|will|would)\s+power|power(?:s|ed|ing)?\s+(?:\S+\s+){0,4}?with|aliment(?:er|era|eront)|"
    r"équiper|ausstatten|ausgestattet)\b",
    re.IGNORECASE,
)
# Chips bought for the named machine: "Oracle is purchasing 400,000 GB200 processors for the facility".
_BOUGHT_FOR = re.compile(
    r"\b(?:purchas\w*|buy(?:s|ing)?|bought|order(?:s|ed|ing)?)\b.{0,120}?\bfor\s+(?:the|this|its)\s+"
    r"(?:facility|project|campus|site|cluster|data\s+cent(?:er|re)|supercomputer)\b",
    re.IGNORECASE,
)
_NOT_NAMES = frozenset({"The", "This", "That", "Its", "Their", "AI", "IA", "KI", "New", "First"})


def cluster_names(text: str) -> list[tuple[str, int]]:
    """Cluster names the text gives by a naming word, as a project or as a proper name ending in
    a machine noun, with where each stands."""
    out: list[tuple[str, int]] = []
    for m in _NAMING.finditer(text):
        group = next(g for g in range(1, 8) if m.group(g) is not None)
        name = m.group(group).strip()
        if name.split()[0] in _NOT_NAMES or CHIP_RE.fullmatch(name) or lookup(name) is not None:
            continue
        out.append((name, m.start(group)))
    return out + proper_machine_names(text)


def named_deployments(
    text: str,
    spans: Sequence[tuple[int, int]],
    gazetteer: Gazetteer,
    language: str | None,
    found: Sequence[Relation],
    site_noun: re.Pattern[str],
) -> list[Relation]:
    """The deployments of the one cluster the text names, read from the sentences that refer
    to it and that gave no deployment of their own (``site_noun``: the plant words a place is
    never)."""
    names = cluster_names(text)
    if not names:
        return []
    known = {n: at for n, at in names if not _known(gazetteer, text, n, at, language)}
    # "the ALCF CS-3 Cerebras Wafer-Scale Cluster ... the Cerebras Wafer-Scale Cluster": one machine
    known = {n: at for n, at in known.items() if not any(o != n and o.endswith(" " + n) for o in known)}
    if len(known) != 1:
        return []
    ((name, first),) = known.items()
    proper = name.endswith(MACHINE_NOUNS)  # its own noun: a sentence naming it needs no other
    # a project's name ('a project codenamed "Stargate"'): "the project" later refers to it
    project = any(_PROJECT.search(text, max(0, at - 30), at + len(n) + 15) for n, at in names if n == name)
    spots = {_paragraph(text, at) for n, at in names if n == name}
    read = {r.start for r in found if r.kind == "deployment"}
    out = []
    for start, end in spans:
        sentence = text[start:end]
        if (
            start in read
            or _PLANT.search(sentence)
            or not (DEPLOY.search(sentence) or _POWER.search(sentence) or _BOUGHT_FOR.search(sentence))
        ):
            continue
        here = _paragraph(text, start)
        near = any(abs(here - s) <= 1 for s in spots) and (
            (proper and name in sentence) or _ANY_NOUN.search(sentence) is not None
        )
        refers = _THIS.search(sentence) or (project and _THE_PROJECT.search(sentence))
        if not (near or (start > first and refers)):
            continue
        mentions = gazetteer.find(sentence, start, language)
        if any(m.schema == K.CLUSTER for m in mentions):
            continue  # a cluster the store knows: relation_deploy's
        target = _target(mentions)
        if target is not None:
            out.append(deployment(sentence, start, mentions, site_noun, target, None, name))
    return out


def _paragraph(text: str, at: int) -> int:
    """The paragraph ``at`` stands in: how many written lines come before it."""
    return sum(1 for line in text[:at].split("\n")[:-1] if line.strip())


def _known(gazetteer: Gazetteer, text: str, name: str, at: int, language: str | None) -> bool:
    """Whether the name is one the store knows (a company, chip, platform, place)."""
    return any(m.start <= at < m.end for m in gazetteer.find(name, at, language))


def _target(mentions: list[Mention]) -> Mention | None:
    """The platform, else the chip, the sentence deploys; of two chip names written together
    ("Grace Blackwell", a CPU's and a GPU's), the GPU's after it; of a product and the two it
    joins ("GB200 Grace Blackwell"), the product."""
    platforms = [m for m in mentions if m.schema == K.PLATFORM]
    if platforms:
        return platforms[0]
    chips = [m for m in mentions if m.schema == K.CHIP]
    run = 1  # chips written one after the other from the first: "GB200 Grace Blackwell"
    while run < len(chips) and chips[run].start - chips[run - 1].end == 1:
        run += 1
    if run == 2:
        return chips[1]
    return chips[0] if chips else None  # a product then its chips' names: the product
