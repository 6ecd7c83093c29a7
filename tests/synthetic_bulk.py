"""Large synthetic documents for the limit tests and benchmarks/bench_limits.py (our own words)."""

from __future__ import annotations

import random

_VOCAB = (
    "wafer fab capacity supply order tool chip memory packaging module rack shipment quarter "
    "substrate interposer laser optics cooling power board socket yield node foundry test"
)
WORDS = _VOCAB.split()


def one_line_prose(kib: int) -> bytes:
    """A single line of synthetic sentences, ``kib`` KiB long."""
    rng = random.Random(kib)
    out: list[str] = []
    size = i = 0
    while size < kib * 1024:
        s = (
            f"Synthetic Corp {i % 50} said the {rng.choice(WORDS)} {rng.choice(WORDS)} of Nova{i % 7} "
            f"grew {rng.randint(1, 900)} MW in 2026. "
        )
        out.append(s)
        size += len(s)
        i += 1
    return "".join(out)[: kib * 1024].encode()


def rss_feed(items: int) -> bytes:
    """An RSS 2.0 feed of ``items`` distinct synthetic entries."""
    rng = random.Random(items)
    parts = []
    for i in range(items):
        words = " ".join(rng.choice(WORDS) for _ in range(8))
        parts.append(
            f"<item><title>Synthetic item {i} {words}</title><link>https://example.invalid/{i}</link>"
            f"<guid>synthetic-{i}</guid><description>Synthetic summary {i} about {words} and "
            f"{rng.randint(0, 10**6)} more.</description>"
            "<pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate></item>"
        )
    head = '<?xml version="1.0"?><rss version="2.0"><channel><title>Synthetic bulk feed</title>'
    return (head + "".join(parts) + "</channel></rss>").encode()
