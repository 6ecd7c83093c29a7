"""Machines a text names by a proper name ending in a machine noun: "the ALCF CS-3 Cerebras
Wafer-Scale Cluster", "the company's Kaohsiung Super Computing Center", "the Frontier
Supercomputer". Used for the deployments such a machine is named in
(``relation_cluster_names.py``) and to state the one machine a text names, whose figures are
then proposed for it (``extract/page_subject.py``).
"""

from __future__ import annotations

import re

from chipatlas.model.names import match_key

# Software and services that are called clusters and systems ("a Ray cluster", "the Slurm
# partition"): never a machine of their own.
_SOFTWARE_WORDS = (
    "Kubernetes Ray Slurm Spark Hadoop Kafka Redis Elasticsearch Dask MongoDB Cassandra Docker "
    "Nomad Linux Windows Ubuntu Lustre GPFS Ceph PBS Torque HTCondor OpenStack Azure AWS GKE EKS "
    "AKS Kueue Volcano Triton vLLM SGLang Ollama PyTorch TensorFlow JAX ROCm CUDA MPI NCCL "
    "Operating File Storage Queue Batch Job Login Cooling Memory Network Control"
)
SOFTWARE = frozenset(match_key(n) for n in _SOFTWARE_WORDS.split(" "))


# A machine's proper name ending in its noun: "the ALCF CS-3 Cerebras Wafer-Scale Cluster", "the
# company's Kaohsiung Super Computing Center". Capitalised words only, one of them neither
# generic ("GPU Cluster", "AI Supercomputer") nor a software's ("the Slurm Cluster"); never after
# an indefinite word ("A typical Cerebras Wafer-Scale Cluster": a kind, not one machine).
_PROPER = re.compile(
    r"(?<![\w-])((?:[A-Z][\w-]*\s+){1,4}(?:Cluster|Supercomputer|Super\s?[Cc]omputing\s+Cent(?:er|re)|"
    r"AI\s+Factory))(?![\w-])"
)
_GENERIC = frozenset(
    [
        "the",
        "gpu",
        "ai",
        "hpc",
        "compute",
        "computing",
        "wafer-scale",
        "super",
        "data",
        "new",
        "our",
        "their",
        "its",
        "first",
        "largest",
        "training",
        "inference",
        "research",
        "production",
        "cpu",
        "accelerator",
        "accelerated",
    ]
)
_NOUN_WORDS = ("Cluster", "upercomputer", "omputing", "Factory")  # one must be in the text (speed)
_DETERMINERS = frozenset({"The", "Its", "Their", "Our", "This", "That", "His", "Her"})
MACHINE_NOUNS = ("Cluster", "Supercomputer", "Center", "Centre", "Factory")
_KIND_BEFORE = re.compile(r"\b(?:a|an|typical|each|every|any|one)\s+$", re.IGNORECASE)


def proper_machine_names(text: str) -> list[tuple[str, int]]:
    """Each proper machine name the text writes, with where it stands (a leading "The" or
    "Its" left out)."""
    out = []
    for m in _PROPER.finditer(text) if any(w in text for w in _NOUN_WORDS) else ():
        words = m.group(1).split()
        lead = 1 if words[0] in _DETERMINERS else 0
        named = [w for w in words[lead:-1] if w.lower() not in _GENERIC]
        if any(match_key(w) in SOFTWARE for w in named) or not named:
            continue  # a software's cluster, or no name of its own ("The GPU Cluster")
        if _KIND_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue
        start = m.start() + (len(words[0]) + 1 if lead else 0)
        out.append((text[start : m.end()].strip(), start))
    return out
