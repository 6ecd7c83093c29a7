"""Deployment relations read from prose (docs/review.md): a known cluster and a platform or
chip with "uses", "built on", "runs on", "powered by", "deploys", "has N nodes / GPUs", and the
same verbs in the gold set's other languages ("nutzt", "utilise", "possède", "utiliza",
"utilizza", "采用", "採用", "탑재");
size ("400,000 Trainium2 chips") and place; ends: "no longer uses", "replaces", "drops",
"switches from". A named cluster the store does not know is a candidate with its name.
"""

from __future__ import annotations

import re

from chipatlas.extract.mentions import Mention
from chipatlas.extract.places import country_in, places_in
from chipatlas.extract.relation import Relation, country_of, stated
from chipatlas.model.schema import K

DEPLOY = re.compile(
    r"\b(?:uses?|using|used|will\s+use|runs?\s+on|running\s+on|built\s+(?:on|with|from|around)|"
    r"powered\s+by|deploy(?:s|ed|ing)?|consists?\s+of|compris(?:es|ing)|is\s+made\s+up\s+of|(?:is|are)\s+composed\s+of|"
    r"features|packs|houses|contains|hosts|equipped\s+with|based\s+on|(?<=\w)-based|"
    # German, French, Spanish, Italian
    r"nutz(?:t|en|te)|verwende(?:t|n|te)|setzt\s+auf|basiert\s+auf|ausgestattet\s+mit|"
    r"utilis(?:e|ent|era|eront)|repose\s+sur|bas[ée]e?s?\s+sur|équipée?s?\s+de|déploie\w*|"
    r"utiliza(?:rá|n)?|usa(?:rá|n)?|basad[oa]s?\s+en|equipad[oa]s?\s+con|despliega\w*|"
    r"utilizz\w*|userà|basat[oaie]\s+su|si\s+basa\s+su|impiega\w*|alimentat[oaie]\s+da|dotat[oaie]\s+di|"
    r"equipaggiat[oaie]\s+con|sfrutta(?:no)?|adotta(?:no)?|monta(?:no)?|ospita(?:no)?|installat[oaie]|"
    # the same "powered by", "installed" in French, Spanish, German and English
    r"aliment[ée]e?s?\s+par|s['’]appuie\s+sur|install[ée]e?s?|impulsad[oa]s?\s+por|alimentad[oa]s?\s+por|"
    r"instalad[oa]s?|angetrieben|betrieben\s+mit|installiert|installed|"
    # German "wird mit N Chips bestückt / ausgerüstet / gebaut", "läuft auf"
    r"bestückt|ausgerüstet|mit\s+(?:\S+\s+){1,5}?gebaut|läuft\s+auf|"
    # having a count of nodes or chips: "Turpan possède 2 accélérateurs", "X has 2,978 nodes"
    r"(?:has|have|possède|possèdent|dispose\s+de|disposent\s+de|verfügt\s+über|cuenta\s+con|dispone\s+di)"
    r"\s+(?:\S+\s+){0,2}?\d[\d,.]*\s+(?:\S+\s+){0,2}?"
    r"(?:nodes|gpus|accelerators|n(?:œ|oe)uds|accélérateurs|cartes|knoten|nodos|nodi))\b|"
    # Chinese, Japanese, Korean (no word edges)
    r"采用|採用|使用|部署|搭载|搭載|導入|导入|사용|탑재|도입|구축|채택",
    re.IGNORECASE,
)
DEPLOY_ENDS = re.compile(
    r"\b(?:no\s+longer\s+uses?|replac(?:es|ed|ing)|drops?|dropped|switch(?:es|ed)?\s+from|phas(?:es|ed)\s+out)\b",
    re.IGNORECASE,
)
# A count and what is counted: "400,000 Trainium2 chips", "40,000 of X’s Y chips", "20 000 puces
# Vega R1", "20.000 Vega R1-Chips", "2万颗", "2万個", "2만 개".
SIZE = re.compile(
    r"(?<![\w.,])(?:\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+(?:[.,]\d+)?(?:\s*(?:k|thousand|million))?)\+?\s+"
    r"(?:(?:of\s+)?(?:(?:the|its)\s+)?(?:[A-Z][\w’'-]*\s+){0,4}(?:chips|GPUs|accelerators|UltraServers|servers|"
    r"racks|nodes|systems|TPUs|superchips)\b|(?:[A-Z][\w-]*\s+){0,3}[A-Z][\w]*-(?:Chips|GPUs|Beschleuniger)\b|"
    r"(?:systèmes|puces|accélérateurs|serveurs|Systeme|Beschleuniger|sistemas)(?:\s+[A-Z][\w-]*){1,3})|"
    r"\d+(?:\.\d+)?\s*[万萬만]\s?(?:颗|顆|块|塊|张|張|个|個|枚|台|개|대|장)"
)
_CLUSTER_WORD = re.compile(
    r"\b(?:cluster|clúster|supercomputer|supercalculateur|superordinateur|supercomputador(?:a)?|"
    r"superordenador|AI\s+factory|data\s+cent(?:er|re)|(?<=\w)-based\s+(?:AI\s+)?system)\b|"
    r"超算|集群|超级计算机|超級電腦|スーパーコンピューター?|スパコン|クラスター|슈퍼컴퓨터|클러스터",
    re.IGNORECASE,
)
# A cluster the store does not know, named before its noun ("the Colossus supercomputer",
# "Project Stargate") or, in German, French, Spanish and Italian, after it ("il supercomputer
# Colossus", "le supercalculateur Colossus"); never an article or a pronoun ("Il", "Der").
_NAMED_CLUSTER = re.compile(
    r"\b(Project\s+[A-Z]\w+|(?!(?:The|This|That|Its|Their|Il|Lo|La|Le|Les|El|Los|Las|Der|Die|Das|Un|Une|Una|Ein|Eine|"
    r"AI|IA|KI|New)\b)[A-Z]\w+\s+(?=(?:AI\s+)?(?:cluster|supercomputer)\b))|"
    r"\b(?i:il|lo|del|dello|nel|al|le|du|au|el|der|das|dem|den|des)\s+"
    r"(?i:cluster|clúster|supercomputer|supercalculateur|superordinateur|supercomputador|superordenador)\s+"
    r"(?!(?:of|de|di|von|für|pour|para|per)\b)([A-Z]\w+)|"
    # "Helix, a new AI cluster": the name the apposition describes
    r"(?:^|(?<=[.;:]\s))([A-Z]\w+),\s+(?:a|an|the)\s+(?:\w+\s+){0,2}?(?:AI\s+)?(?:cluster|supercomputer)\b|"
    # "Helix is an NVIDIA ZX900-based system": the machine a sentence opens on and says what it is
    r"(?:^|(?<=[.;:]\s))(?!(?:The|This|That|It|Its|There)\b)([A-Z]\w+)\s+is\s+(?:a|an)\s+(?:[\w-]+\s+){0,4}?"
    r"[\w-]+-based\s+(?:AI\s+)?(?:system|cluster|supercomputer)\b|"
    # "Helix超算集群", "スパコン「Helix」", "슈퍼컴퓨터 'Helix'"
    r"(?<![A-Za-z])([A-Z][A-Za-z0-9-]+)(?=(?:AI)?(?:超算|集群|超级计算机|超級電腦))|"
    r"(?:スーパーコンピューター?|スパコン|クラスター|슈퍼컴퓨터|클러스터)\s?[「『'‘\"“]([A-Z][A-Za-z0-9-]+)"
)


def read_deployment(
    sentence: str, offset: int, mentions: list[Mention], site_noun: re.Pattern[str]
) -> Relation | None:
    """The cluster and the platform or chip it uses, its size and place (``site_noun``: the
    plant words a place is never)."""
    verb = DEPLOY.search(sentence) or DEPLOY_ENDS.search(sentence)
    if verb is None:
        return None
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    clusters = [m for m in mentions if m.schema == K.CLUSTER]
    if not targets:
        return None
    obj_text = None
    if not clusters:
        # A named cluster the store does not know ("the Colossus supercomputer",
        # "Project Stargate"): a candidate with its name; otherwise no relation.
        named = _NAMED_CLUSTER.search(sentence)
        if named is None:
            return None
        group = next(g for g in range(1, 7) if named.group(g))
        if not _CLUSTER_WORD.search(sentence) and not named.group(group).startswith("Project"):
            return None
        at = offset + named.start(group)
        if any(m.start <= at < m.end or at <= m.start < offset + named.end(group) for m in mentions):
            return None  # "the Nvidia cluster", "a GB200 supercomputer": a known name, not a cluster's
        obj_text = named.group(group).strip()
        if obj_text.isupper() and len(obj_text) <= 4:
            return None  # "GPU集群", "AI cluster": an acronym, no cluster's name
    # "replaces A with B", "switches from A to B": the first named is the one that goes.
    obj = clusters[0] if clusters else None
    return deployment(sentence, offset, mentions, site_noun, targets[0], obj, obj.text if obj else obj_text)


def deployment(
    sentence: str,
    offset: int,
    mentions: list[Mention],
    site_noun: re.Pattern[str],
    target: Mention,
    obj: Mention | None,
    name: str | None,
) -> Relation:
    """A deployment of ``target`` by the cluster ``obj`` (or the one named ``name``), with the
    sentence's size, place and country, ending when the sentence says so."""
    size = SIZE.search(sentence)
    places = places_in(sentence, offset, mentions, site_noun)
    return stated(
        sentence,
        offset,
        None,
        kind="deployment",
        target=target,
        obj=obj,
        obj_text=name,
        size=size.group(0) if size else None,
        place=places[0][1] if places else None,
        country=country_of(sentence) or (country_in(places[0][1]) if places else None),
        ends=DEPLOY_ENDS.search(sentence) is not None,
    )
