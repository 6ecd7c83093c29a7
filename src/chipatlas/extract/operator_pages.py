"""A computing centre's documentation of its own machine is the operator's own word.

A cluster's user guide ("GPU nodes: 4x V100 ... submit with sbatch to the gpu partition")
states what the centre runs as the one who runs it: its signal is ``confirmed``, where a
news story or a blog passing the same on is ``claimed``. No name knowledge lists these
operators (a university, a national lab), so the page says it by what only an operator's
guide speaks of: how its users reach and use the machine (a scheduler, partitions, login
and compute nodes, batch jobs, module loads), in the gold set's languages. Two such words
of different kinds, and an accelerator named, make the page an operator's guide; one alone
("runs Slurm", a cloud's "instances") does not. The signal and the page's figures move
from ``claimed`` to ``confirmed``: the centre describes hardware it installed and runs (its
nodes' memory, its GPUs' count and size), first-hand, unlike a maker's page quoting a rival's
chip (``own_pages.py`` keeps those ``claimed``). A hedged row stays ``speculative``; the
change is reported with its count.
"""

from __future__ import annotations

import re
from dataclasses import replace

from chipatlas.extract.findings import Note
from chipatlas.model.schema import K
from chipatlas.model.statement import Statement

# What a user guide speaks of, each alternative one kind (its group's name): plural and
# language variants of one kind count once.
_GUIDE = re.compile(
    r"(?P<scheduler>\b(?:slurm|sbatch|srun|salloc|squeue|qsub|job\s+scheduler)\b|스케줄러|调度系统|ジョブスケジューラ)|"
    r"(?P<partition>\bpartitions?\b|分区|パーティション|파티션)|"
    r"(?P<login>\blogin\s+nodes?\b|\bnodos?\s+de\s+acceso\b|登录节点|登錄節點|로그인\s?노드|ログインノード)|"
    r"(?P<compute>\bcompute\s+nodes?\b|\bn(?:œ|oe)uds?\s+de\s+calcul\b|\brechenknoten\b|"
    r"\bnodos?\s+de\s+c[aá]lculo\b|计算节点|計算節點|계산\s?노드|計算ノード)|"
    r"(?P<job>\b(?:batch\s+jobs?|your\s+jobs?|submit(?:ting)?\s+jobs?)\b|作业|작업|ジョブ(?!スケジューラ))|"
    r"(?P<module>\bmodule\s+(?:load|avail)\b)",
    re.IGNORECASE,
)
_ACCELERATOR = re.compile(
    r"\b(?:GPUs?|accelerators?|TPUs?|NPUs?|IPUs?)\b|GPU|가속기|加速器|アクセラレータ", re.I
)


def operator_guide(text: str) -> bool:
    """Whether the page reads as a computing centre's guide to its own machine."""
    kinds = {m.lastgroup for m in _GUIDE.finditer(text)}
    return len(kinds) >= 2 and _ACCELERATOR.search(text) is not None


_RAISED = (K.SIGNAL, K.CLAIM)


def raise_operator_page(statements: list[Statement], by_operator: bool) -> tuple[list[Statement], list[Note]]:
    """The page's signal and figures raised to ``confirmed`` when the page is its operator's
    own word (``by_operator``): a guide (``operator_guide``), or the page of the machine it
    names kept in a documentation folder ("The Tarvin cluster has ..." under a centre's /docs/;
    a wiki's entry is no operator's). The caller decides once per page."""
    n = sum(1 for s in statements if s.schema in _RAISED and s.evidence == "claimed")
    if not n or not by_operator:
        return statements, []
    out = [
        replace(s, evidence="confirmed") if s.schema in _RAISED and s.evidence == "claimed" else s
        for s in statements
    ]
    why = "the page is a computing centre's own user guide"
    return out, [Note(None, f"evidence raised to confirmed for {n} row(s): {why}")]
