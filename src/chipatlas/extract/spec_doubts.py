"""When a spec figure in a sentence is not the chip's, though a chip is named or in focus.

- the value before a change: "raises HBM from 192GB to 288GB", "从1200W增加至1400W",
  "192GBから288GBに増えた": the first value was the older product's; only the second is
  the chip's now (a range, "spans 500 W to 1,200 W", is no change and is left alone);
- a chip named inside a server's name ("DGX H100", "HGX B200"): the line speaks of the
  server, so its figures (640 GB, 7.2 TB/s of eight chips) are not the chip's, and the chip
  is not carried to the next line;
- a multiplier written before a chip name ("GPUs: 72× B200", "36× Grace"): a count of chips
  in a system, not a gain;
- a chip named as a family ("the ZX900 family spans 500 W to 1,200 W"): no one chip's range;
- a variant the known names lack ("Rubin CPX", "ZX900 Max"): the longest name written is the
  figure's subject, never shortened to the known base chip, so its figures stay unattached;
- a model's size ("a 405B model in FP16 (810 GB)") and a term of a product ("72 × 192 GB =
  13.8 TB"): neither is stated as the chip's (the product's term may be one GPU's of several).
- a figure written before a processor's name ("a single 64-core AMD EPYC "Trento" CPU", "a
  400 W Zen5 processor"): that processor's; one the known names lack is no chip's in focus;
- one memory module's size ("8 barrettes de 64Go", "8 x 64 GB DIMMs"): a part of a node's memory;
- a later generation named by a word ("its successor", "der Nachfolger", "后续产品"), a
  sentence naming a system and no chip ("the VR200 NVL72"), a plant's node ("the 4nm fab"):
  not the chip an earlier sentence named.

A total too large for one chip under a per-chip scope is ruled out in ``extract.prose``
with ``figures.beyond_one_chip``.
"""

from __future__ import annotations

import re

from chipatlas.extract.folding import blind, folded
from chipatlas.extract.literals import may_match, needed_blind
from chipatlas.extract.quantities import Quantity

# "from 192GB to 288GB" after a change verb (raise, grow, go, jump, ...), not a range verb.
_CHANGE_VERB = blind(
    r"\b(?:rais|increas|grow|grew|go(?:es)?\b|went|jump|ris(?:e|es|ing)\b|rose|doubl|boost|upgrad|"
    r"bump|expand|climb|steig|stieg|aument|augment|sub[ei]|pass(?:e|es|ing|ed)?\b)"
)
_RANGE_VERB = blind(r"\b(?:range|ranges|ranging|span|spans|spanning|between|vary|varies|varying)\b")
_FROM = blind(r"(?:\bfrom|\bvon|\bdesde|\bde|\bdel|\bdal|\bda|从|從)\s*(?:~|about\s+|around\s+)?$")
_TO = blind(r"\s*(?:to|auf|a|à|al|hasta|→|->)\s*$")
# Chinese: "从192GB增加到288GB": a verb of change between the two values, then 到/至.
_ZH_TO = re.compile(r"\s*(?:增加|提升|提高|增长|增長|扩大|擴大|上调|上調|升|增)\s*(?:到|至)\s*$")
# Japanese and Korean: "192GBから288GBに増えた", "192GB에서 288GB로 늘었다".
_CJK_FROM = re.compile(r"\s*(?:から|에서)\s*$")
_CJK_CHANGE = re.compile(r"増|拡|向上|上が|引き上げ|늘|증가|확대|향상")


def before_change(text: str, s0: int, s1: int, q: Quantity, qs: list[Quantity]) -> bool:
    """Whether ``q`` is the value before a change to the next figure of its kind in the
    sentence ``text[s0:s1]``: "from 192GB to 288GB", "从192GB增加到288GB", "192GBから288GBに"."""
    later = [n for n in qs if n.start >= q.end and n.kind == q.kind]
    if not later:
        return False
    between = text[q.end : later[0].start]
    if len(between) > 12:
        return False
    if _ZH_TO.fullmatch(between):
        return any(c in text[max(s0, q.start - 3) : q.start] for c in "从從")
    if _CJK_FROM.fullmatch(between):
        return _CJK_CHANGE.search(text, later[0].end, s1) is not None
    head = folded(text[s0 : q.start])
    if not (_TO.fullmatch(folded(between)) and _FROM.search(head)):
        return False
    return _CHANGE_VERB.search(head) is not None and _RANGE_VERB.search(head) is None


# Server brands written before the chip they carry: "DGX H100", "HGX B200", "MGX".
_SERVER_BRAND = re.compile(r"\b(?:DGX|HGX|MGX)[\s-]*$")


def server_named(text: str, s0: int, at: int) -> bool:
    """Whether the chip name at ``at`` is part of a server's name ("DGX H100")."""
    return _SERVER_BRAND.search(text, max(s0, at - 6), at) is not None


# A system's own name a store may not know: "VR200 NVL72", "the NVL144 rack", "DGX", "HGX".
_SYSTEM = re.compile(r"\b(?:NVL\d{2,3}|DGX|HGX|MGX)\b")


def system_named(sentence: str) -> bool:
    """Whether a sentence naming no chip names a system: its figures are the system's, not
    those of the chip an earlier sentence named."""
    return _SYSTEM.search(sentence) is not None


def counts_chips(text: str, q: Quantity, chips: list[tuple[str, int]]) -> bool:
    """Whether a multiplier is written right before a chip name ("72× B200"): a chip count."""
    return q.kind == "ratio" and any(q.end <= at <= q.end + 2 for _, at in chips)


def counts_units(text: str, q: Quantity) -> bool:
    """Whether a multiplier opens a list value or a cell before a product's name ("**GPU:** 4x
    Tesla V100 PCIe", "| 2x Acme CPU 64-Core |", "configurations: 8x X and 8x Y"): the units
    counted in a node, not a gain (it was stored as the chip's 4x gain)."""
    if q.kind != "ratio" or _UNIT_NAMED.match(text, q.end) is None:
        return False
    line = text[text.rfind("\n", 0, q.start) + 1 : q.start]
    return _VALUE_START.search(line) is not None


# Where a list value or a cell starts, or the next of a list of counted units begins.
_VALUE_START = re.compile(
    r"(?:^|[:|>]|^[ \t]*[-*•+])[ \t*]*$|"
    r"[:|][ \t*]*\d+[ \t]?[x×][ \t]+[A-Z][^:|]{0,60}?(?:\band|\bor|,|&|/)[ \t]*$"
)
# A product's name after the multiplier; a comparison word ("4x Faster") is no product.
_UNIT_NAMED = re.compile(
    r"[ \t]*(?!(?:Faster|Better|More|Higher|Lower|Less|Greater|Larger|Smaller|Improvement|Speed|"
    r"Performance|Throughput|Efficiency|Increase|Gain)\b)[A-Z]"
)


# A model, its weights or its cache: what a memory size right after them measures.
_MODEL = re.compile(
    r"\b(?:models?|weights|parameters|KV cache)\b|模型|모델|モデル|\bModell|\bmodèle|\bmodelo|\bmodello", re.I
)
_MEMORY_WORD = re.compile(r"HBM|memory|Speicher|mémoire|memoria|메모리|内存|显存|メモリ", re.I)
_TIMES_BEFORE = re.compile(r"(?<![A-Za-z0-9.,])\d+\s*[×x]\s*$")


def not_stated(text: str, s0: int, q: Quantity) -> bool:
    """Whether a memory size is a model's ("A 405B model in FP16 (810 GB)": a model named in the
    few words before it, no memory between) or a term of a product ("72 × 192 GB = 13.8 TB")."""
    if q.kind != "bytes":
        return False
    if _TIMES_BEFORE.search(text, max(s0, q.start - 8), q.start):
        return True
    before = text[max(s0, q.start - 30) : q.start]
    model = list(_MODEL.finditer(before))
    return bool(model) and not _MEMORY_WORD.search(before, model[-1].end())


# A variant word written right after a chip name: "Rubin CPX", "ZX900 Max", "Trainium9 Flex".
# Form factors (SXM, PCIe, NVL) are left out: their figures are labelled on the chip itself.
_VARIANT = re.compile(
    r"[ \t]?(?:Max|Pro|Ultra|Plus|Mini|Lite|Turbo|Flex|Nano|Edge|Super|Air|Duo|CPX)\b(?![-'’]?\w)"
)


def longest_names(
    text: str, chips: list[tuple[str, int]], variants: set[str], seen: set[str]
) -> list[tuple[str, int]]:
    """Each chip under the longest name written: a variant word after it ("ZX900 Max") makes
    a name the known names lack, added to ``variants`` so no figure of it goes to the base chip.
    A bare family word after the document named a numbered generation of it ("Gaudi" after
    "Gaudi 3") is the family (or an older part), so it joins ``variants`` too. ``seen`` gathers
    the names written so far."""
    out = []
    for c, at in chips:
        longer = variant_name(text, c, at)
        if longer:
            variants.add(longer)
        elif not any(ch.isdigit() for ch in c) and any(_generation_of(c, s) for s in seen):
            variants.add(c)
        seen.add(longer or c)
        out.append((longer or c, at))
    return out


def _generation_of(family: str, name: str) -> bool:
    """'Gaudi 3' and 'Trainium2' are numbered generations of 'Gaudi' and 'Trainium'."""
    rest = name[len(family) :] if name.startswith(family) else ""
    return bool(rest) and rest.strip()[:1].isdigit() and len(rest) - len(rest.lstrip()) <= 1


def variant_name(text: str, name: str, at: int) -> str | None:
    """The longer name written when a variant word follows a chip name ("ZX900 Max"); None when
    none does. Only names the known names do not hold get here (a known 'ZX900 Pro' is kept
    whole before), so the variant is unknown to the store: its figures are not the base chip's."""
    m = _VARIANT.match(text, at + len(name))
    return name + m.group(0) if m else None


# A family or series word written right after a chip name ("the ZX900 family", "ZX900系列").
_FAMILY = re.compile(
    r"\s?(?:family|series|line-?up|Familie|Serie|famille|série|familia|famiglia|roadmap|Roadmap)\b"
    r"|\s?(?:系列|シリーズ|시리즈|路线图|路線圖|ロードマップ|로드맵)"  # "the ZX900 roadmap": generations
)


def family_figure(text: str, q: Quantity, chips: list[tuple[str, int]], chip: str) -> bool:
    """Whether the chip named last before a figure is named as a family ("the ZX900 family
    spans 500 W to 1,200 W"): a range over its variants, none of which is that chip."""
    last = max(((c, at) for c, at in chips if at < q.start), key=lambda t: t[1], default=None)
    if last is None or last[0] != chip:
        return False
    end = last[1] + len(chip)
    return any(_FAMILY.match(text, e) for e in (end, end + 1))


# A later generation named by a word, not a name: "its successor", "a next-generation part",
# "der Nachfolger", "后续产品". Not "successor to the X" (the X is the older one, the subject
# is the successor) nor "next-generation HBM4" (the memory in the chip).
_SUCCESSOR = re.compile(
    r"\b(?:successors?|follow-on|next(?:[- ]gen(?:eration)?)?\s+"
    r"(?:parts?|chips?|GPUs?|accelerators?|products?|models?|processors?|devices?)|Nachfolger\w*|successeurs?|sucesor(?:es)?|successori?|"
    r"(?:nächste|prochaine|próxima|prossima)\s+(?:Generation|génération|generación|generazione))\b"
    r"(?!\s+(?:to|of|for|von|de|di|a|al|du|des|del)\b)"
    r"|后续产品|後續產品|下一代产品|下一代產品|次世代品|次世代製品|차세대 제품|후속 제품",
    re.I,
)


_SUCCESSOR_WORDS = needed_blind(_SUCCESSOR)


def other_product(text: str, s0: int, q: Quantity, chips: list[tuple[str, int]], chip: str) -> bool:
    """Whether a figure is no one chip's though ``chip`` would take it: the chip is named as a
    family (``family_figure``), or a later generation is named by a word after the last chip
    named before the figure ("The ZX900 arrives in 2031. Its successor will carry 288 GB")."""
    last = max((at for _, at in chips if at < q.start), default=s0)
    if family_figure(text, q, chips, chip):
        return True
    words = folded(text[last : q.start])  # words tested first: this runs for every figure (speed)
    return may_match(_SUCCESSOR_WORDS, words) and _SUCCESSOR.search(text, last, q.start) is not None


# One memory module's size: "8 barrettes de 64Go", "16 DIMMs of 32 GB", "8 x 64 GB DIMMs",
# "64GB DDR5 RDIMM": a part of the node's memory, not the node's nor a chip's.
_MODULES_BEFORE = re.compile(
    r"\b\d+\s*[x×]?\s*(?:(?:R|LR)?DIMMs?|barrettes?|modules?|sticks?|Riegel|Speichermodule?)\s+"
    r"(?:of|de|d'|von|mit|à|di|da)\s*$",
    re.IGNORECASE,
)
_MODULE_AFTER = re.compile(
    r"\s*(?:DDR\d\w*\s+)?(?:(?:R|LR)?DIMMs?|barrettes?|memory\s+modules?)\b", re.IGNORECASE
)


# A module the sentence is about, before the figure in its clause: "these new HBF modules could
# reach 512 GB", "capacity per module, as much as 512GB" (a memory product's, not a chip's).
_MODULE_SUBJECT = re.compile(r"\bmodules?\b[^;:.]{0,90}$", re.IGNORECASE)


_PRODUCT_WORD = re.compile(r"\b[A-Za-z][\w-]*\d[\w-]*\s+$")


def module_subject(text: str, s0: int, q: Quantity) -> bool:
    """Whether a module word stands before the figure in its sentence: the figure is that
    module's (used when no chip is named in the sentence: a carried chip is not it)."""
    m = _MODULE_SUBJECT.search(text, max(s0, q.start - 110), q.start)
    # "Each Zorvex910C module": a product's module is that product (a chip's package)
    return m is not None and not _PRODUCT_WORD.search(text, max(s0, m.start() - 20), m.start())


def one_module(text: str, q: Quantity) -> bool:
    """Whether a size is one memory module's (a DIMM's), written with the modules' count."""
    if q.kind != "bytes":
        return False
    return bool(
        _MODULES_BEFORE.search(text, max(0, q.start - 40), q.start) or _MODULE_AFTER.match(text, q.end)
    )


# A plant named in a sentence: "the first 4nm fab", "the Arizona facility", "晶圆厂", "공장".
_PLANT = re.compile(
    r"\b(?:fabs?|facility|facilities|plants?|foundry|foundries|Werk|Fabrik|usine|fábrica|"
    r"stabilimento|fabbrica)\b|晶圆厂|晶圓廠|工厂|工廠|工場|공장|팹",
    re.I,
)


def plant_named(sentence: str) -> bool:
    """Whether a sentence names a plant: a bare process node in it is the plant's, not the
    chip an earlier sentence named ("The first 4nm fab is now operational")."""
    return _PLANT.search(sentence) is not None


# A difference, not a value: "200 W more than the QX5", "higher by 200 W than", "superiore di
# 200 W rispetto ai", "um 200 W höher als", "de 200 W de plus que": the gap between two products.
_MORE_AFTER = re.compile(
    r"\s*(?:more|higher|lower|less|greater|mehr|höher|weniger|niedriger|de plus|de moins|más|menos|"
    r"in più|in meno)\s+(?:than|als|que|di|rispetto)\b",
    re.I,
)
_MORE_BEFORE = re.compile(
    r"\b(?:higher|lower|more|greater|less|superiore|inferiore|maggiore|höher|größer|niedriger|"
    r"supérieure?s?|inférieure?s?|superior|inferior|mayor|menor)\s+(?:by|di|de|um|del|of|en)\s+$",
    re.I,
)
_THAN_SOON = re.compile(
    r"[^,;.]{0,25}?\b(?:than|als|que|rispetto|gegenüber|par rapport|frente|compared)\b", re.I
)


def difference(text: str, s0: int, s1: int, q: Quantity) -> bool:
    """Whether a spec figure is a difference between two products ("200 W more than the QX5",
    "superiore di 200 W rispetto ai QX5"), not a value of either."""
    if q.kind == "ratio":  # "4x higher than the QX5": a gain, read elsewhere
        return False
    if _MORE_AFTER.match(text, q.end, s1):
        return True
    before = _MORE_BEFORE.search(text, max(s0, q.start - 20), q.start) is not None
    return before and _THAN_SOON.match(text, q.end, s1) is not None


# A standard's or a norm's value is what a product is measured against, not the product's own:
# "JEDEC's 8 Gbps standard", "the JEDEC standard of 8 Gbps", "dem JEDEC-Standard von 8 Gbit/s",
# "la norme JEDEC de 8 Gbit/s", "el estándar JEDEC de", "lo standard JEDEC di", "JEDEC 표준(8Gbps)",
# "JEDEC規格の8Gbps", "JEDEC标准的8Gbps". A bare "standard" must name the reference (a body, an
# "of"/"von"/"de" before the value, or the value right before it): "its standard stack" is none.
_BODY = r"(?:jedec|ieee|pci-sig|oif|jeita)"
_LATIN_NORM = r"(?:standard|spezifikation|norme?|estándar|specification|spec)"
_REFERENCE_BEFORE = blind(
    rf"(?:\b{_BODY}(?:['’]s)?[\s-]*(?:{_LATIN_NORM}\s*)?|\b{_LATIN_NORM}\s+(?:{_BODY}\s+)?"
    r"(?:of|at|von|de|di|del|du)\s+|\bindustry[\s-]standard\s+)\(?\s*$"
)
_CJK_NORM = r"(?:표준|규격|標準|規格|标准|规范|規範)"
_REFERENCE_AFTER = re.compile(rf"\s*(?:standard|norm\b|Standard|Norm\b|{_CJK_NORM})")
_CJK_REFERENCE_BEFORE = re.compile(rf"{_CJK_NORM}\s*(?:인|의|の|的|値の|值为|值)?\s*[(（]?\s*$")


def reference_value(text: str, s0: int, q: Quantity) -> bool:
    """Whether a spec figure is a standard's value the sentence compares a product with
    ("well above JEDEC's 8 Gbps standard"), not the product's own."""
    before = text[max(s0, q.start - 40) : q.start]
    if _REFERENCE_BEFORE.search(folded(before)) or _CJK_REFERENCE_BEFORE.search(before):
        return True
    return _REFERENCE_AFTER.match(text, q.end) is not None


# A utilization rate is how much of the peak is used, no gain: "60 percent utilization", "60 %
# d'utilisation", "60 Prozent Auslastung", "utilización del 60 %", "利用率只有60%", "가동률 60%".
_UTILIZATION_AFTER = blind(
    r"\s*(?:of\s+|d['’]\s*|de\s+)?(?:utili[sz]ation|auslastung|utilizaci[oó]n|utilizzo)"
)
_UTILIZATION_BEFORE = blind(
    r"(?:utili[sz]ation|auslastung|utilizaci[oó]n|utilizzo|利用率|使用率|稼働率|가동률)[^,;.，。\d]{0,12}$"
)


def utilization(text: str, s0: int, q: Quantity) -> bool:
    """Whether a percentage is a utilization rate ("can only manage 60 percent utilization")."""
    if q.kind != "percent":
        return False
    if _UTILIZATION_AFTER.match(folded(text[q.end : q.end + 20])):
        return True
    return _UTILIZATION_BEFORE.search(folded(text[max(s0, q.start - 20) : q.start])) is not None


# "eight A100 GPUs that provide a total of 320 GB", "320 GB combined": the figure of the group
# the sentence counts, not one chip's (gold g3: the DGX A100's 320 GB stored as one A100's).
_TOTAL_BEFORE = re.compile(
    r"\b(?:a\s+total\s+of|in\s+total|totall?ing|combined|altogether|aggregated?(?:\s+of)?|insgesamt"
    r"|au\s+total|en\s+total|in\s+totale)\s*(?:up\s+to\s+|about\s+|over\s+)?$|(?:合计|总计|合計)\s*$",
    re.I,
)
_TOTAL_AFTER = re.compile(r"\s*(?:of\s+[\w-]+\s+)?(?:in\s+total|combined|altogether|insgesamt)\b", re.I)


_CHIPS_COUNTED = re.compile(r"\b(?:chips|gpus|accelerators|processors|devices|cards)\b", re.I)


def group_total(text: str, s0: int, q: Quantity) -> bool:
    """Whether the sentence gives the figure as a total over several chips it counts (a total
    over one chip's cores, "900K cores ... a total of 44 GB on-chip memory", stays the chip's)."""
    total = _TOTAL_BEFORE.search(text[max(s0, q.start - 40) : q.start]) or _TOTAL_AFTER.match(text, q.end)
    return bool(total and _CHIPS_COUNTED.search(text, s0, q.start))


# A storage product named right after the figure: "28 Gbps PCIe Gen6 SSDs", "a 30 TB NVMe drive".
_STORAGE_AFTER = re.compile(
    r"\s*(?:PCI(?:e|\s?Express)?\s*Gen\s?\d+\s*)?(?:NVMe\s*)?(?:E[13]\.[SL]\s*)?(?:SSDs?|drives?)\b",
    re.IGNORECASE,
)


def storage_figure(text: str, q: Quantity) -> bool:
    """Whether the figure is a storage product's, the words right after it naming one ("36GB
    HBM4, 28 Gbps PCI Gen6 SSDs & 192 GB SOCAMM2"): no accelerator's nor its memory's."""
    return _STORAGE_AFTER.match(text, q.end) is not None
