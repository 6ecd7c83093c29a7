"""The signal taxonomy and its trigger lexicons (documented in docs/signals.md).

A type is chosen by counting trigger phrases: a title match weighs 3, a body match 1.
Each match keeps the phrase, so the choice can be explained; no match is "other".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

TYPES: dict[str, str] = {
    "technical_release": "Technical release / product launch",
    "capacity_expansion": "Capacity expansion",
    "partnership_deal": "Partnership or deal",
    "supply_disruption": "Supply disruption",
    "export_control": "Export control or regulation",
    "financial_results": "Financial results",
    "m_and_a": "M&A",
    "executive_change": "Executive change",
    "customer_adoption": "Customer adoption",
    "pricing": "Pricing",
    "other": "Other",
}

_TRIGGERS: dict[str, tuple[str, ...]] = {
    "technical_release": (
        r"launch\w*",
        r"unveil\w*",
        r"announc\w* (?:the |its )?(?:new |next-gen\w* )?\w*\d",
        r"introduc\w*",
        r"releas\w*",
        r"ship(?:s|ped)",
        r"tape[sd]? ?out",
        r"generally available",
        r"next-generation",
        r"specified at",
        r"deep-dive",
        r"chip lab",
        r"roadmap",
    ),
    "capacity_expansion": (
        r"new fab",
        r"expand\w* (?:capacity|production|its fab)",
        r"capacity expansion",
        r"break\w* ground",
        r"gigawatts?",
        r"data cent(?:er|re) campus",
        r"ramp\w* (?:up )?production",
        r"builds? (?:a |its )?plant",
    ),
    "partnership_deal": (
        r"partner\w*",
        r"\bdeal\b",
        r"agreement",
        r"contract",
        r"collaborat\w*",
        r"memorandum",
        r"\bMOU\b",
        r"in (?:early )?talks",
        r"to sell",
        r"supply pact",
    ),
    "supply_disruption": (
        r"shortage",
        r"disrupt\w*",
        r"outage",
        r"\bfire\b",
        r"earthquake",
        r"paus\w* (?:its |the )?\w*",
        r"halt\w*",
        r"delay\w*",
        r"constrain\w*",
        r"bottleneck",
        r"force majeure",
    ),
    "export_control": (
        r"export control\w*",
        r"export ban",
        r"entity list",
        r"sanction\w*",
        r"licen[cs]e requirement",
        r"regulat\w*",
        r"tariff\w*",
        r"CHIPS Act",
        r"Commerce Department",
        r"\bBIS\b",
    ),
    "financial_results": (
        r"quarterly",
        r"revenue",
        r"earnings",
        r"\bQ[1-4]\b",
        r"fiscal",
        r"guidance",
        r"run rate",
        r"net income",
        r"operating margin",
    ),
    "m_and_a": (r"acqui(?:re[sd]?|sition)", r"merger", r"takeover", r"buy(?:s|out)\b", r"stake in"),
    "executive_change": (
        r"appoint\w*",
        r"steps? down",
        r"resign\w*",
        r"names? (?:a )?new (?:CEO|CFO|CTO|chief)",
        r"hire[sd]? (?:as|a)",
        r"succeed\w*",
        r"retir\w*",
    ),
    "customer_adoption": (
        r"adopt\w*",
        r"trial\w*",
        r"customers?",
        r"deploy\w*",
        r"selects?",
        r"migrat\w*",
        r"expands? .{0,20}use",
        r"in production use",
        r"trains? on",
    ),
    "pricing": (r"pric(?:e|es|ing)\b", r"price cut", r"per hour", r"/hour", r"discount\w*", r"cheaper"),
}
# Matched against lower-cased text: faster than IGNORECASE, and the hits are folded anyway.
_COMPILED = {t: re.compile(r"\b(?:" + "|".join(ps).lower() + ")") for t, ps in _TRIGGERS.items()}
LEAD = 2000  # a story's type is set by its headline and lead, not by its tenth paragraph
_LABELS = {re.sub(r"[^a-z]", "", v.lower()): k for k, v in TYPES.items()}
_LABELS.update({"technicalrelease": "technical_release", "productlaunch": "technical_release"})
_LABELS.update({"ma": "m_and_a", "mergersacquisitions": "m_and_a", "regulation": "export_control"})


@dataclass(frozen=True)
class TypeChoice:
    type: str
    score: int
    reasons: tuple[str, ...]


def type_from_label(label: str) -> str | None:
    """'Technical Release' (a page's own label) -> 'technical_release'."""
    return _LABELS.get(re.sub(r"[^a-z]", "", label.lower()))


def classify(title: str, body: str) -> TypeChoice:
    scores: dict[str, int] = {}
    reasons: dict[str, list[str]] = {}
    texts = (("title", title.lower(), 3), ("text", body[:LEAD].lower(), 1))
    for kind, pattern in _COMPILED.items():
        for where, text, weight in texts:
            hits = sorted({m.group(0) for m in pattern.finditer(text)})
            if hits:
                scores[kind] = scores.get(kind, 0) + weight * len(hits)
                reasons.setdefault(kind, []).extend(f"{where}: {h!r}" for h in hits)
    if not scores:
        return TypeChoice("other", 0, ("no trigger phrase matched",))
    best = max(scores, key=lambda k: (scores[k], -list(TYPES).index(k)))
    return TypeChoice(best, scores[best], tuple(reasons[best]))
