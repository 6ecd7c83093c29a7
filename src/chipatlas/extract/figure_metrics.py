"""What a figure in running text measures: its metric name, from its kind, unit and words.

FLOPS take the precision written with them ("fp8_flops"), or the one precision the
sentence names before them; bytes are HBM, SRAM or plain memory by the sentence's words;
counts by the thing counted ("36 Grace CPUs" is a cpu_count, "12-layer" / "12단" stack
layers). Company-level figures (money, percentages, wafers) are named in ``company_metrics``.
"""

from __future__ import annotations

import re

from chipatlas.extract.quantities import Quantity

_COUNT_METRIC = {
    "instance": "instance_count",
    "server": "instance_count",
    # "2978 nodes with 4 GPUs": the nodes are counted, not the chips (gold g3: read as 2978 GPUs)
    "node": "compute_node_count",
    **dict.fromkeys(("nœud", "noeud", "knoten"), "compute_node_count"),  # "15 nœuds de calcul"
    "rack": "rack_count",
    "ultraserver": "ultraserver_count",
    "stack": "hbm_stacks",
    "die": "compute_dies",
    "core": "core_count",
    "cpu": "cpu_count",
    "transistor": "transistor_count",
    # Other languages' transistors, as the item is written ("Transistoren", "晶体管", "트랜지스터").
    **dict.fromkeys(
        ("transistoren", "transistore", "transistori", "晶体管", "晶體管", "트랜지스터", "トランジスタ"),
        "transistor_count",
    ),
    "layer": "stack_layers",
    "hi": "stack_layers",
    "unit": "compute_units",  # "32 active compute units"
    "cu": "compute_units",
}
_LAYERS = re.compile(r"\b(?:hi|layers?)\b|^(?:단|層|层)$")
# No Latin letter or digit glued on either side: "FP8で", "FP4 기준" are precisions too.
# "NVFP4": a vendor's FP4 format is FP4 (its prefix is not part of the precision's name).
_PRECISION_WORD = re.compile(
    r"(?<![A-Za-z0-9])(?:NV(?=FP))?(FP\d+|BF16|TF32|MXFP\d|INT\d)(?![A-Za-z0-9])", re.I
)
# Memory, in the languages of the gold set: a capacity or bandwidth of it is the HBM's.
_MEMORY = re.compile(r"hbm|memory|speicher|mémoire|memoria|メモリ|메모리|内存|显存|記憶體|存储器")


def metric(q: Quantity, sentence: str, precision: str) -> str | None:
    """The metric of a chip or system figure ('fp8_flops', 'hbm_capacity', 'cpu_count', ...).
    Where the sentence names no precision or memory, the plain name the labels end in ('flops',
    'capacity', 'bandwidth'): the unit alone says what is measured, not of what."""
    low = sentence.lower()
    if q.kind == "flops":
        return f"{precision.lower()}_flops" if precision else "peak_flops" if "peak" in low else "flops"
    if q.kind == "ops":  # "380 INT8 TOPS": integer operations, never compared with FLOPS
        return f"{precision.lower()}_ops" if precision else "ops"
    if q.kind == "bytes" and "sram" in low:  # on-die memory, not the HBM stacks
        return "sram_capacity"
    if q.kind == "bytes":
        return "hbm_capacity" if q.hbm_type or _MEMORY.search(low) else "capacity"
    if q.kind == "bytes_per_s":
        return "hbm_bandwidth" if _MEMORY.search(low) else "bandwidth"
    if q.kind == "bits_per_s":
        return "scale_out_bandwidth" if "efa" in low or "network" in low else "bandwidth"
    if q.kind == "node":
        return "process_node"
    if q.kind == "area":
        return "die_area"
    if q.kind == "power":
        return "power_capacity" if q.unit in ("MW", "GW") else "power"
    if q.kind == "count":
        if _LAYERS.search(q.item.lower()):  # "12-Hi stacks", "12-layer"
            return "stack_layers"
        item = q.item.lower().rstrip("s").split()[-1] if q.item else ""
        return _COUNT_METRIC.get(item, "accelerator_count")
    if q.kind == "ratio":
        return "gain"
    return None


_HBM_SAID = re.compile(r"hbm|高帯域|고대역", re.I)
_SERVER_MEMORY = {"hbm_capacity": "memory_capacity", "hbm_bandwidth": "memory_bandwidth"}


def server_memory(metric: str, q: Quantity, sentence: str) -> str:
    """A server's or node's memory is its system memory unless the sentence says HBM ("512 GiB
    of DDR4 per node"): a chip's memory is HBM by default, a server's is not."""
    if metric in _SERVER_MEMORY and not q.hbm_type and not _HBM_SAID.search(sentence):
        return _SERVER_MEMORY[metric]
    return metric


# System memory named right after a size: DDR (not a GPU's GDDR), DIMMs, "system/host memory".
SYSTEM_MEMORY = re.compile(
    r"^[^,;()]{0,12}?(?:(?<![GV])(?:LP)?DDR\d|\bR?DIMMs?\b|\b(?:system|host)\s+(?:memory|RAM)\b)", re.I
)


def system_memory(text: str, q: Quantity) -> bool:
    """Whether a size is system memory by the words right after it ("1 TB DDR4 Memory")."""
    return q.kind == "bytes" and SYSTEM_MEMORY.match(text[q.end : q.end + 40]) is not None


# What a memory or bandwidth figure is, by the words right after it ("64 MB global L3 cache",
# "10 TB/s die-to-die link"): they win over the sentence's general "memory" or "HBM".
_NAMED_AFTER = (
    ("bytes", re.compile(r"^[^,;()]{0,20}?\b(?:L\d )?cache\b", re.I), "cache_capacity"),
    # "160 GB of HBM9 memory", "160 Go de mémoire HBM", "160GB HBM内存": the HBM's, whatever
    # other memory (SRAM) the sentence names elsewhere
    (
        "bytes",
        re.compile(
            r"^[^,;()，。、]{0,16}?"
            r"(?:(?<![A-Za-z])HBM|high[- ]bandwidth memory|高带宽内存|高頻寬記憶體|고대역폭)",
            re.I,
        ),
        "hbm_capacity",
    ),
    (
        "bytes_per_s",
        re.compile(r"^[^,;()]{0,20}?\b(?:die|chip)-to-(?:die|chip)\b", re.I),
        "die_to_die_bandwidth",
    ),
    # "1 TB DDR4 Memory", "512 GB of system memory": a node's or a CPU's memory, never HBM
    ("bytes", SYSTEM_MEMORY, "memory_capacity"),
)


_LINK_BEFORE = re.compile(r"\b(?:die|chip)-to-(?:die|chip)\b[^,;()]{0,30}$", re.I)
# A link or fabric named right at a bandwidth ("1.8 TB/s NVLink connection", "NVLink bandwidth
# of 1.8 TB/s", "NVLink 互连带宽 1.8 TB/s"): the link's, never the memory's, whatever the
# sentence says of memory elsewhere ("192 GB of HBM memory with a 1.8 TB/s NVLink connection").
_LINK_WORDS = (
    r"NVLink|UALink|Infinity Fabric|interconnect|fabric|Verbindung|interconnexion|interconexi[oó]n|"
    r"interconnessione|互连|互联|互聯|インターコネクト|인터커넥트"
)
_LINK_AFTER = re.compile(rf"^[^,;()。，]{{0,25}}?(?:{_LINK_WORDS})", re.I)
_CLAUSE_END = re.compile(r"[,;，。；]")
# (also with the figure in brackets after it: "high NVLink data transfer speeds (1.8 TB/s per GPU)")
_LINK_AT = re.compile(rf"(?:{_LINK_WORDS})[^,;()。，\d]{{0,25}}(?:\(\s*)?$", re.I)


def named_after(text: str, q: Quantity, end: int) -> str | None:
    """The metric the few words right after a figure name ("... chip-to-chip interconnect with
    10 TB/s" too: a link named just before its bandwidth), or None."""
    tail = text[q.end : min(end, q.end + 40)]
    found = next((name for kind, p, name in _NAMED_AFTER if q.kind == kind and p.match(tail)), None)
    if found is None and q.kind == "bytes_per_s" and _LINK_BEFORE.search(text, max(0, q.start - 45), q.start):
        return "die_to_die_bandwidth"
    if found is None and q.kind == "bytes_per_s":
        link = _LINK_AFTER.match(tail) or _LINK_AT.search(text, max(0, q.start - 40), q.start)
        # "NVLink and 8 TB/s of memory bandwidth"; not another clause's ("784GB/s,配备128GB HBM内存")
        memory_after = _MEMORY.search(_CLAUSE_END.split(tail[:20], 1)[0].lower())
        if link and not memory_after and not _MEMORY.search(link.group(0).lower()):
            return "nvlink_bandwidth" if "nvlink" in link.group(0).lower() else "interconnect_bandwidth"
    return found


LINKS = ("nvlink_bandwidth", "interconnect_bandwidth", "die_to_die_bandwidth")
# "a 1.8 TB/s NVLink-C2C link, doubling Grace's 900 GB/s": the figure a link multiplies.
_MULTIPLIES = re.compile(r"\b(?:doubl|tripl|quadrupl)\w*\s+(?:(?:the|its)\s+)?(?:[\w-]+['’]s\s+)?$", re.I)


def doubled(text: str, s0: int, q: Quantity, metric: str | None, link: str) -> tuple[str | None, str]:
    """A bandwidth that a link bandwidth read before it in the sentence doubles takes that
    link's metric (the older part's link, whatever the sentence says of memory); with the
    link metric to carry on: this figure's when it is a link's, else the one before."""
    if link and q.kind == "bytes_per_s" and _MULTIPLIES.search(text, max(s0, q.start - 40), q.start):
        metric = link
    return metric, metric if metric in LINKS else link


def precision_before(text: str, s0: int, q: Quantity) -> str:
    """The one precision the sentence names before a FLOPS figure written without one
    ("a 1.9x improvement in FP8 compute, delivering five petaflops"); '' for none or two."""
    found = {m.group(1).upper() for m in _PRECISION_WORD.finditer(text, s0, q.start)}
    return found.pop() if len(found) == 1 else ""


def precision_in(words: str) -> str:
    """The last precision a piece of text names ("FP8 performance"), "" when none."""
    found = [m.group(1).upper() for m in _PRECISION_WORD.finditer(words)]
    return found[-1] if found else ""


# "700 TFLOPS (FP16)", "21PFLOPS（FP4）", "9 petaFLOPS (dense FP8)": the precision in brackets
# right after the figure is the figure's own.
_PRECISION_BRACKET = re.compile(
    r"\s?[(（]\s?(?:(?:dense|sparse|dicht|denso|dense)\s+)?(?:NV(?=FP))?(FP\d+|BF16|TF32|MXFP\d|INT\d)(?![A-Za-z0-9])",
    re.I,
)


def precision_after(text: str, q: Quantity) -> str:
    """The precision written in brackets right after a FLOPS figure, "" when none."""
    m = _PRECISION_BRACKET.match(text, q.end)
    return m.group(1).upper() if m else ""


def precision_near(text: str, s0: int, q: Quantity) -> str:
    """The precision written last in the few words right before a FLOPS figure ("| FP8
    performance | 4 PetaFLOPS"): it wins over one an earlier figure of the sentence had."""
    found = [m.group(1).upper() for m in _PRECISION_WORD.finditer(text, max(s0, q.start - 30), q.start)]
    return found[-1] if found else ""


# What a multiplier multiplies, by the first of these words after it in its clause (else the
# last before it): "4x more memory bandwidth", "1.9x improvement in FP8 compute", "four times
# the performance". A precision word names the gain of that precision's compute.
_GAINS = (
    (r"\b(?:MX)?FP\d+\b|\bINT\d\b|\bBF16\b", ""),
    (r"\binferen[cz]|\binférence|추론|推理|推論", "inference_gain"),
    (
        r"\b(?:memory )?bandwidth\b|bandbreite|bande passante|ancho de banda|larghezza di banda|"
        r"대역폭|带宽|帶寬|帯域",
        "bandwidth_gain",
    ),
    (
        r"\befficien|\bper watt\b|effizienz|efficacité|eficiencia|"
        r"전력 ?효율|와트당|能效|每瓦|電力効率|ワット当たり",
        "efficiency_gain",
    ),
    (r"\bthroughput\b|durchsatz|처리량|吞吐|スループット", "throughput_gain"),
    (r"\bresponse times?\b|\blatenc|\blatenz|\blatence|지연|延迟|延遲|遅延|レイテンシ", "latency_gain"),
    (
        r"\bmemory\b|\bcapacity\b|speicher|kapazität|mémoire|memoria|메모리|용량|内存|容量|メモリ",
        "memory_gain",
    ),
    (r"\bcompute\b|\bprocessing\b|rechenleistung|연산|算力|演算", "compute_gain"),
    (
        r"\bperformance\b|\bfaster\b|\bleistung|\bschneller|rendimiento|prestazioni|성능|性能|속도|速度",
        "performance_gain",
    ),
    (r"\bnetwork|netzwerk|réseau|네트워크|网络|網路|ネットワーク", "network_gain"),
    (r"\bcosts?\b|\bkosten\b|\bcoûts?\b|비용|成本|コスト", "cost_gain"),
)
_GAIN_WORD = re.compile("|".join(f"({p})" for p, _ in _GAINS), re.I)


def gain(text: str, q: Quantity, start: int, end: int) -> str:
    """'bandwidth_gain', 'fp8_gain', ... for a multiplier in ``text[start:end]`` (its clause);
    plain 'gain' when the clause names nothing it multiplies."""
    stop = min(end, q.end + 50)
    precision = _PRECISION_WORD.search(text, q.end, stop)  # "6x processing performance at FP4"
    if precision:
        return f"{precision.group(1).lower()}_gain"
    after = _GAIN_WORD.search(text, q.end, stop)
    before = list(_GAIN_WORD.finditer(text, max(start, q.start - 40), q.start))
    m = after or (before[-1] if before else None)
    if m is None:
        return "gain"
    i = next(i for i, g in enumerate(m.groups()) if g is not None)
    return _GAINS[i][1] or f"{m.group(0).lower()}_gain"


def gain_of(label: str) -> str:
    """The gain a table row's label names ("FP8 (TFLOPS)": 'fp8_gain', "HBM Bandwidth":
    'bandwidth_gain'); plain 'gain' when it names nothing a gain is of."""
    precision = _PRECISION_WORD.search(label)
    if precision:
        return f"{precision.group(1).lower()}_gain"
    m = _GAIN_WORD.search(label)
    if m is None:
        return "gain"
    i = next(i for i, g in enumerate(m.groups()) if g is not None)
    return _GAINS[i][1] or f"{m.group(0).lower()}_gain"


_RESPECTIVELY = re.compile(r"^[^.;]{0,40}?\brespectively\b", re.I)
_JOINED = re.compile(r"\s*(?:,|,?\s*(?:and|or))\s*", re.I)


def respective(text: str, q: Quantity, qs: list[Quantity], start: int) -> str | None:
    """'memory_gain' for the 4x of "memory and power efficiency rose by four times and 40%
    respectively": the k-th figure of a list closed by "respectively" measures the k-th thing
    named before the list (``start``: the sentence's start). None when the counts differ."""
    i = qs.index(q)
    first = i
    while first > 0 and _JOINED.fullmatch(text, qs[first - 1].end, qs[first].start):
        first -= 1
    last = i
    while last + 1 < len(qs) and _JOINED.fullmatch(text, qs[last].end, qs[last + 1].start):
        last += 1
    if last == first or not _RESPECTIVELY.match(text[qs[last].end : qs[last].end + 60]):
        return None
    named = [m for m in _GAIN_WORD.finditer(text, max(start, qs[first].start - 80), qs[first].start)]
    n = last - first + 1
    if len(named) < n:
        return None
    m = named[len(named) - n + (i - first)]
    k = next(j for j, g in enumerate(m.groups()) if g is not None)
    return _GAINS[k][1] or f"{m.group(0).lower()}_gain"


# A count of chips that is a flow, not a system's part: shipped, ordered, or made per period.
_SHIPPED = re.compile(
    r"\bship(?:s|ped|ping|ments?)?\b|\bdeliver(?:ed|ies)\b|ausgeliefert|\bauslieferung|\blivr|\benv[ií]o|"
    r"\bspedi|\bconsegn|출하|출고|出货|出貨|出荷",
    re.I,
)
_ORDERED = re.compile(
    r"\border(?:s|ed)?\b|bestell|\bcommand|\bpedido|\bordin|주문|수주|订单|訂單|受注|発注", re.I
)
_CAPACITY = re.compile(
    r"\bcapacity\b|\bcan (?:produce|make|build)\b|kapazität|capacité|capacidad|capacità|"
    r"생산능력|产能|生産能力",
    re.I,
)
_PERIODS = ("per_year", "per_quarter", "per_month", "per_week")


def flow_metric(metric: str | None, scope: str | None, sentence: str) -> str | None:
    """'shipments', 'orders', 'production' or 'production_capacity' for a count of chips the
    sentence says is shipped, ordered or made per period; else ``metric`` as it was."""
    if metric not in ("accelerator_count", "production", "production_target") or scope not in (
        None,
        *_PERIODS,
    ):
        return metric  # "racks supporting 64 GPUs per rack": a system's part, whatever it ships in
    if _ORDERED.search(sentence):
        return "orders"
    if _SHIPPED.search(sentence):
        return "shipments"
    if metric == "accelerator_count" and scope in _PERIODS:  # "2 million chips per year": output
        return "production_capacity" if _CAPACITY.search(sentence) else "production"
    return metric
