"""What a document's earlier sentences put in focus, for relations spread over two sentences.

Like the figure reader's focus (``extract/prose.py``), a sentence may lean on the one
before it: "The Korean company ... was first to provide HBM3E chips to Nvidia" (the
company is the one the text was about), "SK hynix also plans to establish a production
line at the Cheongju M15x fab" (the part is the HBM4 of the sentence before), "TSMC
Arizona will make processors ..." (the platform is the one just named). The focus only
fills a part the sentence leaves open, and only from the sentence right before it: two
sentences away, nothing is carried (no guess).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from chipatlas.extract.mentions import Mention
from chipatlas.model.schema import K

# A subject that names the company by description: "The Korean company", "the firm",
# "The chipmaker", "It", and the same in the other languages of the gold set.
_DESCRIBED = re.compile(
    r"^(?:(?:But|And|Meanwhile|However|Now),?\s+)?(?:"
    r"(?:The|This|That)\s+(?:[\w'’-]+\s+){0,3}?(?:company|firm|chipmaker|memory\s+maker|maker|manufacturer|"
    r"supplier|foundry|group|vendor)\b|It\b|"
    # with up to three words of description ("Il secondo produttore di chip", "El fabricante surcoreano",
    # "Der koreanische Speicherhersteller", "Le fondeur taïwanais")
    r"(?:La|Esta)\s+(?:empresa|compañía|firma)\b|L[ae]\s+(?:[\w'’-]+\s+){0,2}?(?:société|groupe|fabricant|fondeur|"
    r"fournisseur|firme|géant)\b|L'entreprise\b|"
    r"El\s+(?:[\w-]+\s+){0,2}?(?:fabricante|grupo|proveedor|conglomerado|gigante)\b|"
    r"(?:Das|Der)\s+(?:[\w-]+\s+){0,2}?(?:Unternehmen|Konzern|\w*[Hh]ersteller|Zulieferer|Lieferant)\b|"
    r"L'azienda\b|La\s+società\b|(?:Il|Lo)\s+(?:[\w-]+\s+){0,2}?(?:produttore|fornitore|gruppo|colosso|costruttore)\b)",
)


@dataclass
class Focus:
    """The company, platform or chip and part the sentence just read was about."""

    company: Mention | None = None
    target: Mention | None = None
    component: tuple[str, str] | None = None  # (the ring's name, the words)
    # the part each supplier of this paragraph's relations supplies, by entity id:
    # "X will supply HBM4 to Y. Production will begin ... X also plans a line at the Z fab"
    supplied: dict[str, tuple[str, str]] = field(default_factory=dict)
    # the companies the document so far says make a chip's dies (a foundry supply), by entity
    # id: a fab of theirs later in the text, naming no part, makes those ("Production is
    # scheduled at X's new fab in Taylor", after "The chip X will produce ... is the AI6")
    dies: dict[str, tuple[str, str]] = field(default_factory=dict)


def described_subject(sentence: str, verb_at: int) -> re.Match[str] | None:
    """The descriptive subject at the start of a sentence, when it comes before the verb."""
    m = _DESCRIBED.match(sentence)
    return m if m is not None and m.end() <= verb_at else None


def as_focus(m: Mention, start: int, end: int) -> Mention:
    """The company in focus, placed on the words that refer to it (document offsets)."""
    return Mention(m.entity_id, m.schema, m.name, start, end, m.text, "in focus")


def next_focus(
    mentions: list[Mention], component: tuple[str | None, str | None], supplier: Mention | None
) -> Focus:
    """What this sentence puts in focus for the next: the supplier it read, else the first
    company it names; the first platform or chip; the first part."""
    companies = [m for m in mentions if m.schema == K.COMPANY]
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    name, words = component
    return Focus(
        company=supplier or (companies[0] if companies else None),
        target=targets[0] if targets else None,
        component=(name, words) if name and words else None,
    )
