"""Human labels for spec figures: 'fp8_flops' per 'per_ultraserver' in EFLOPS reads
"FP8 compute per UltraServer, EFLOPS"."""

from __future__ import annotations

_METRICS = {
    "peak_flops": "Peak compute",
    "flops": "Compute",
    "ops": "Integer operations",
    "capacity": "Capacity",
    "bandwidth": "Bandwidth",
    "accelerator_count": "Accelerators",
    "hbm_capacity": "HBM capacity",
    "memory_capacity": "Memory capacity",
    "memory_bandwidth": "Memory bandwidth",
    "hbm_bandwidth": "HBM bandwidth",
    "power": "Power",
    "tdp": "Power (TDP)",
    "process_node": "Process node",
    "scale_up_bandwidth": "Scale-up bandwidth",
    "scale_out_fabric": "Scale-out fabric",
    "scale_out_nic": "Scale-out NIC",
    "infinity_cache": "Infinity Cache",  # AMD's name for the part
    "transistors": "Transistors",
}
# Scope words as the industry writes them.
_SCOPES = {
    "ultraserver": "UltraServer",
    "gpu": "GPU",
    "xcd": "XCD",
    "nvl72": "NVL72",
    "cpu": "CPU",
}
_NO_UNIT = frozenset({"", "count"})
# Words of a key written as the industry writes them, not capitalised as a sentence: a
# stored key read as words said "Hbm supplier share", "Ici bandwidth" and "Made in us".
KEY_WORDS = {
    "hbm": "HBM", "hbm3e": "HBM3E", "hbm4": "HBM4", "nvlink": "NVLink", "cpu": "CPU",
    "gpu": "GPU", "tdp": "TDP", "lpddr5x": "LPDDR5X", "fp4": "FP4", "fp8": "FP8",
    "fp16": "FP16", "bf16": "BF16", "sram": "SRAM", "ici": "ICI", "ocs": "OCS",
    "nic": "NIC", "pcb": "PCB", "cdu": "CDU", "odm": "ODM", "asic": "ASIC", "us": "US",
    "ai": "AI", "cowos": "CoWoS", "pcie": "PCIe", "dram": "DRAM", "nand": "NAND",
    "ipo": "IPO", "neuroncore": "NeuronCore", "rainier": "Rainier",
}  # fmt: skip


def key_label(key: str) -> str:
    """A stored key as words: 'hbm_supplier_share' -> "HBM supplier share", 'made_in_us' ->
    "Made in US"; the first word capitalised unless the industry writes it otherwise."""
    words = [w for w in key.split("_") if w]
    shown = [KEY_WORDS.get(w, w) for w in words]
    if shown and words[0] not in KEY_WORDS:
        shown[0] = shown[0][:1].upper() + shown[0][1:]
    return " ".join(shown)


def metric_label(metric: str) -> str:
    if metric in _METRICS:
        return _METRICS[metric]
    if metric.endswith("_flops"):
        return f"{metric.removesuffix('_flops').upper()} compute"
    if metric.endswith("_ops"):  # "int8_ops": "INT8 operations"
        return f"{metric.removesuffix('_ops').upper()} operations"
    return key_label(metric)


def scope_label(scope: str) -> str:
    """'per_ultraserver' -> 'per UltraServer'; '' -> ''."""
    if not scope:
        return ""
    words = scope.split("_")
    return " ".join(_SCOPES.get(w, w) for w in words)


def spec_label(metric: str, scope: str, unit: str) -> str:
    text = " ".join(x for x in (metric_label(metric), scope_label(scope)) if x)
    return text if unit in _NO_UNIT else f"{text}, {unit}"


# Opening quotation marks and the mark that closes each.
_CLOSING = {'"': '"', "'": "'", "“": "”", "‘": "’", "«": "»", "「": "」"}


def bare_quote(quote: str) -> str:
    """A quote without the quotation marks around it: the page adds its own. A mark that
    belongs to the words stays (``"host_cpu": null`` keeps its key's quotes): the outer pair
    goes, and a lone opening or closing mark whose partner is not in the words."""
    q = quote.strip()
    while len(q) > 1:
        first, last = q[0], q[-1]
        closing = _CLOSING.get(first)
        if closing and last == closing and closing not in q[1:-1]:
            q = q[1:-1].strip()
        elif closing and closing not in q[1:]:
            q = q[1:].strip()
        elif last in _CLOSING.values() and not any(o in q[:-1] for o, c in _CLOSING.items() if c == last):
            q = q[:-1].strip()
        else:
            break
    return q
