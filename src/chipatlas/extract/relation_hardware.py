"""Deployments a machine's hardware table states: the accelerators its partitions run.

A cluster's page ("# GPU Cluster", a front matter's ``title: X Supercomputer``) lists its
partitions in a grid table with an accelerator column ("| Partition | Nodes | GPU | VRAM |"
over "| h200 | 2 | NVIDIA H200 | 141 GB |"). Read as prose, a row is a line of cells with no
verb, and the deployments were lost (gold g3b: four of one table).

Read here, each accelerator the column names is a deployment proposal of the page's machine,
quoting the first row that names it; one the store does not know is kept as written. The
machine is the one the page's title names: a known cluster, else the title itself when it
ends in a machine noun ("GPU Cluster", "Hedy Supercomputer"), or a machine's own name before
"hardware" ("# Pelle hardware"), kept as written (a candidate). A count before the product
("10 x L40s") is left out of it; a cell naming none ("N/A") gives nothing.
A page whose title names no machine gives nothing: a spec sheet or a price list of GPUs is no
deployment; a page with no title at all names its machine when its opening says what it is
("<b>Killarney</b> est une grappe", "Tarvin is a GPU cluster"). A count column ("GPU/Node",
"GPUs per node", "# GPUs") is no accelerator column, unless its cells name the product counted
("GPU par nœud" over "4 x NVIDIA L40S 48GB").

A page's title may say it as an apposition: "# Hedy, la machine IA/GPU H100 de MesoNET" (the
name, then what it is: a machine noun and a known chip): a deployment of that chip by the
machine named, quoting the title.

A list comparing machines by their accelerators ("- **Meta's RSC (USA)**: 16.000 Nvidia A100
GPUs", "- **Microsoft Sines**: 12.600 Nvidia Blackwell Ultra GB300 GPUs") gives each machine's
deployment of its chip, with the count as its size: two such lines at least, each label a known
company and a name of its own (no known chip or platform: "GB200 NVL72: 72 GPUs" is a product's
make-up, no deployment).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from chipatlas.extract.common_words import common_word
from chipatlas.extract.figure_subject import inside_product_name
from chipatlas.extract.mentions import Gazetteer, Mention
from chipatlas.extract.relation import Relation, Written, stated
from chipatlas.model.schema import K
from chipatlas.read.parsed import Cell, Table

# The accelerator column: "GPU", "GPU model", "GPU type", "Accelerator(s)", "GPU 型号", "GPU名".
_CHIP_HEAD = re.compile(
    r"^(?:GPUs?|GPU\s+(?:model|type|card)s?|accelerators?|accelerator\s+(?:model|type)|"
    r"GPU\s?(?:型号|型號|名|種類|種別|모델))$",
    re.IGNORECASE,
)
# The page's title: a Markdown H1 or a front matter's title line.
_TITLE = re.compile(r"^(?:#\s+|title:\s*[\"']?)(?P<title>[^\n\"']+?)[\"']?\s*$", re.MULTILINE)
# A title that names a machine: it ends in a machine noun ("GPU Cluster", "X Supercomputer").
_MACHINE_TITLE = re.compile(r"\b(?:Cluster|Supercomputer|Supercomputing\s+System)$", re.IGNORECASE)
_NAMED_HARDWARE = re.compile(r"(?P<name>[A-Z][a-z][\w-]*)\s+(?:hardware|Hardware)")
# A cell that names no product: "N/A", "-", "none".
_NO_PRODUCT = re.compile(r"(?:n/?a|none|-+|—|–|no|tbd)?", re.IGNORECASE)
# A count before the product in a cell: "10 x L40s", "2× H100", "8x".
_COUNT_BEFORE = re.compile(r"\d+\s*[x×]\s*", re.IGNORECASE)


def _column(table: Table) -> int | None:
    """The index of the one accelerator column (never the first: the partitions' names): its
    header an accelerator's word, or one opening with it ("GPU par nœud", "GPUs per node")
    over cells that name products ("4 x NVIDIA L40S 48GB"), not counts ("4")."""
    found = [
        i
        for i, c in enumerate(table.header.cells)
        if i > 0
        and (_CHIP_HEAD.match(c.text.strip()) or (_GPU_FIRST.match(c.text.strip()) and _products(table, i)))
    ]
    return found[0] if len(found) == 1 else None


_GPU_FIRST = re.compile(r"^(?:GPUs?|accelerators?)\b(?!\s*(?:memory|mem|RAM|count|#))", re.IGNORECASE)


def _products(table: Table, at: int) -> bool:
    """Whether most cells of a column name a product: a letter besides a count's "x"."""
    cells = (
        [r.cells[at].text for r in table.rows if len(r.cells) > at] if isinstance(table.rows, tuple) else []
    )
    named = [t for t in cells if re.search(r"[A-Za-z]{2,}", _COUNT_BEFORE.sub("", t))]
    return bool(cells) and len(named) * 2 > len(cells)


def hardware_tables(tables: Sequence[Table]) -> list[Table]:
    """The grid tables with an accelerator column: all this module reads."""
    return [t for t in tables if t.form is None and isinstance(t.rows, tuple) and _column(t) is not None]


def page_machine(text: str, gazetteer: Gazetteer, language: str | None) -> tuple[Mention | None, str] | None:
    """(the known cluster, the name as written) the page's first title names; None for a
    title that names no machine."""
    m = _TITLE.search(text)
    if m is None:
        return _said_machine(text, gazetteer, language)
    title = m.group("title").strip()
    clusters = [c for c in gazetteer.find(title, m.start("title"), language) if c.schema == K.CLUSTER]
    if len({c.entity_id for c in clusters}) == 1:
        return clusters[0], clusters[0].text
    if _MACHINE_TITLE.search(title):
        return None, title
    # "# Pelle hardware": a machine's own name, no known entity, no common word ("GPU hardware",
    # "Server hardware", "Nvidia hardware" name none)
    named = _NAMED_HARDWARE.fullmatch(title)
    if named is None or common_word(named["name"]) or gazetteer.find(title, m.start("title"), language):
        return None
    return None, named["name"]


# A page with no title that opens by saying what its machine is: "<b>Killarney</b> est une
# grappe ...", "**Tarvin** is a GPU cluster ...", "Tarvin ist ein Supercomputer ...".
_SAYS_MACHINE = re.compile(
    r"(?:<b>|\*\*|''')?(?P<name>[A-Z][\w-]{2,})(?:</b>|\*\*|''')?\s+(?:is|est|ist|es|è)\s+"
    r"(?:a|an|une|un|ein|eine|una|uno)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:cluster|grappe|supercomputer|superordinateur|supercalculateur|Superrechner|clúster|"
    r"supercomputadora|supercalcolatore)\b",
    re.IGNORECASE,
)
_OPENING = 1500  # characters: the page's opening, where it says what it is about


def _said_machine(text: str, gazetteer: Gazetteer, language: str | None) -> tuple[Mention | None, str] | None:
    """The machine a title-less page's opening says it is about, as written (a candidate),
    or the known cluster of that name; None when the name is a common word or another entity."""
    m = _SAYS_MACHINE.search(text, 0, _OPENING)
    if m is None or common_word(m["name"]):
        return None
    found = gazetteer.find(m["name"], m.start("name"), language)
    if found:
        cluster = found[0]
        return (cluster, cluster.text) if cluster.schema == K.CLUSTER and len(found) == 1 else None
    return None, m["name"]


def read_hardware_deployments(
    text: str, tables: Sequence[Table], gazetteer: Gazetteer, language: str | None = None
) -> list[Relation]:
    """One deployment per accelerator the page's hardware tables name, of the page's machine."""
    grids = [(t, at) for t in tables if t.form is None and (at := _column(t)) is not None]
    cells = [(row.cells[at], row.start, row.end) for t, at in grids for row in t.rows if len(row.cells) > at]
    cells += _listed(text)
    machine = page_machine(text, gazetteer, language) if cells else None
    if machine is None:
        return []
    cluster, name = machine
    out: list[Relation] = []
    seen: set[str] = set()
    for raw, start, end in sorted(cells, key=lambda c: c[1]):
        if _NO_PRODUCT.fullmatch(raw.text.strip()):
            continue
        cell = _product_of(raw)
        chip = _one_chip(cell, gazetteer, language)
        key = chip.entity_id if chip else cell.text.casefold()
        if key in seen:
            continue
        seen.add(key)
        # a product the store does not know ("NVIDIA L40S", "RTX PRO 6000 Blackwell": no
        # Blackwell of its own) is kept as written: a candidate that shows it
        written = None if chip else Written(cell.text, cell.start, cell.end)
        out.append(
            stated(
                text[start:end],
                start,
                None,
                kind="deployment",
                target=chip,
                target_written=written,
                obj=cluster,
                obj_text=name,
            )
        )
    return out


# A node's specification list: "- **GPU:** 4x Tesla V100 PCIe 32GB", "GPU: 8 x MI300X",
# "* Gráficos: NVIDIA T4" (a key the accelerator column's words, then the product).
_LISTED = re.compile(
    r"^[ \t]*(?:[-*•+][ \t]+)?\**[ \t]*(?:GPUs?|GPU\s+(?:model|type|card)s?|accelerators?|"
    r"gr[aá]fic(?:os|s)|graphics|GPU\s?(?:型号|型號|名|種類|種別|모델))[ \t]*\**[ \t]*[:：][ \t]*\**[ \t]*"
    r"(?P<value>[^\n*]+?)[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)


def _listed(text: str) -> list[tuple[Cell, int, int]]:
    """(the product named, the line's span) of each accelerator line of a specification list."""
    out = []
    for m in _LISTED.finditer(text) if ":" in text or "：" in text else ():
        start = m.start() + len(m.group(0)) - len(m.group(0).lstrip())
        out.append((Cell(m.group("value"), m.start("value"), m.end("value")), start, m.end()))
    return out


def _product_of(cell: Cell) -> Cell:
    """The cell without a count before its product ("10 x L40s": "L40s")."""
    count = _COUNT_BEFORE.match(cell.text)
    return Cell(cell.text[count.end() :], cell.start + count.end(), cell.end) if count else cell


def _one_chip(cell: Cell, gazetteer: Gazetteer, language: str | None) -> Mention | None:
    """The one known chip or platform the cell names as a whole, not as the end of a longer
    product's name; None for none or two."""
    chips = [
        m
        for m in gazetteer.find(cell.text, cell.start, language)
        if m.schema in (K.CHIP, K.PLATFORM) and not inside_product_name(cell.text, cell.start, m.start)
    ]
    return chips[0] if len({m.entity_id for m in chips}) == 1 else None


# "# Hedy, la machine IA/GPU H100 de MesoNET", "# Tarvin, the AI supercomputer built on ZX900".
_TITLE_APPOSITION = re.compile(
    r"^#\s+(?P<name>[A-Z][\w-]*(?:\s[A-Z][\w-]*)?),\s+(?:the|an?|la|le|l['’]|die|der|das|el|il|lo)\s*"
    r"(?P<what>[^\n]{0,100})$",
    re.MULTILINE,
)
_MACHINE_NOUN = re.compile(
    r"\b(?:machine|cluster|supercomputer|supercalculateur|superordinateur|Supercomputer|"
    r"Superrechner|Rechner|supercomputadora|superordenador|supercalcolatore)\b",
    re.IGNORECASE,
)


def read_title_deployment(text: str, gazetteer: Gazetteer, language: str | None = None) -> list[Relation]:
    """The deployment a page's first title states as an apposition ("# Hedy, la machine IA/GPU
    H100 de MesoNET": Hedy deploys the H100), when it names one known chip after a machine noun."""
    m = _TITLE_APPOSITION.search(text)
    first = re.search(r"^#\s", text, re.MULTILINE)
    if m is None or first is None or first.start() != m.start() or not _MACHINE_NOUN.search(m.group("what")):
        return []
    found = gazetteer.find(m.group("what"), m.start("what"), language)
    chips = [c for c in found if c.schema in (K.CHIP, K.PLATFORM)]
    if len({c.entity_id for c in chips}) != 1:
        return []
    named = [c for c in gazetteer.find(m.group("name"), m.start("name"), language) if c.schema == K.CLUSTER]
    quote = m.group(0)[m.start("name") - m.start() :]
    return [
        stated(
            quote,
            m.start("name"),
            None,
            kind="deployment",
            target=chips[0],
            obj=named[0] if named else None,
            obj_text=named[0].text if named else m.group("name"),
        )
    ]


# "- **Meta's RSC (USA)**: 16.000 Nvidia A100 GPUs": a label, a count, a chip, a chip noun.
_MACHINE_LINE = re.compile(
    r"^[ \t]*[-*•][ \t]+\**(?P<label>[^:*\n]{2,40}?)\**[ \t]*:[ \t]*\**[ \t]*"
    r"(?P<size>[\d][\d.,]*)[ \t]+(?P<what>[^\n]{1,60}?)\b(?:GPUs|chips|accelerators|Beschleuniger)\b",
    re.MULTILINE,
)
_PLACE_AFTER = re.compile(r"\s*\([^()]*\)\s*$")


def read_machine_list(text: str, gazetteer: Gazetteer, language: str | None = None) -> list[Relation]:
    """The deployments a list comparing machines by their accelerators states (two lines at least)."""
    out: list[Relation] = []
    seen: set[tuple[str, str]] = set()
    for m in _MACHINE_LINE.finditer(text) if ":" in text else ():
        raw = m.group("label")
        lead = len(raw) - len(raw.lstrip("✅✔☑►▶→ \t"))  # "✅ Meta RSC": a mark, then the label
        label = _PLACE_AFTER.sub("", raw[lead:]).rstrip()
        named = gazetteer.find(label, m.start("label") + lead, language)
        chip = _one_product(text, gazetteer.find(m.group("what"), m.start("what"), language))
        if chip is None or not _own_name(label, m.start("label") + lead, named):
            continue
        key = (re.sub(r"['’]s\b", "", label).casefold(), chip.entity_id)
        if key in seen:
            continue  # "Meta's RSC" in one list, "Meta RSC" in another: one machine
        seen.add(key)
        out.append(
            stated(
                m.group(0).strip(),
                m.start() + len(m.group(0)) - len(m.group(0).lstrip()),
                None,
                kind="deployment",
                target=chip,
                obj_text=label,
                size=m.group("size"),
            )
        )
    return out if len({r.obj_text for r in out}) >= 2 else []


def _own_name(label: str, at: int, named: list[Mention]) -> bool:
    """A known company and a capitalised name of its own, no known product ("Meta's RSC")."""
    if not any(n.schema == K.COMPANY for n in named) or any(n.schema != K.COMPANY for n in named):
        return False
    rest = label
    for n in sorted(named, key=lambda n: -n.start):
        rest = rest[: n.start - at] + rest[n.end - at :]
    return re.search(r"\b[A-Z][\w-]+", rest.replace("'s", "").replace("’s", "")) is not None


def _one_product(text: str, found: list[Mention]) -> Mention | None:
    """The one chip or platform named, or the last of names written side by side for one
    product ("Blackwell Ultra GB300": GB300); None for none or a list ("A100 and H100")."""
    chips = sorted((c for c in found if c.schema in (K.CHIP, K.PLATFORM)), key=lambda c: c.start)
    if not chips:
        return None
    side_by_side = all(not text[a.end : b.start].strip() for a, b in pairwise(chips))
    return chips[-1] if side_by_side else None
