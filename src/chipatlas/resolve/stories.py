"""Story fingerprints: MinHash over word 3-shingles, cut into LSH bands.

Own small implementation (64 seeded hashes from blake2b), so the signature is the
same on every machine and stores as plain text; 16 bands of 4 rows find pairs with
Jaccard around 0.5 and above with high probability.
"""

from __future__ import annotations

import hashlib
import random
import re

PERMS = 64
BANDS = 16
_PRIME = (1 << 61) - 1
_rng = random.Random(20251219)
_AB = [(_rng.randrange(1, _PRIME), _rng.randrange(0, _PRIME)) for _ in range(PERMS)]
_WORD = re.compile(r"[a-z0-9]+")


def shingles(text: str) -> set[int]:
    words = _WORD.findall(text.lower())
    grams = {" ".join(words[i : i + 3]) for i in range(max(1, len(words) - 2))}
    return {int.from_bytes(hashlib.blake2b(g.encode(), digest_size=7).digest(), "big") for g in grams}


def minhash(text: str) -> list[int]:
    values = shingles(text) or {0}
    return [min((a * v + b) % _PRIME for v in values) for a, b in _AB]


def bands(sig: list[int]) -> list[str]:
    rows = PERMS // BANDS
    return [
        f"{b}:"
        + hashlib.blake2b(
            " ".join(map(str, sig[b * rows : (b + 1) * rows])).encode(), digest_size=8
        ).hexdigest()
        for b in range(BANDS)
    ]


def similarity(sig: list[int], stored: str) -> float:
    other = [int(v) for v in stored.split()]
    return sum(a == b for a, b in zip(sig, other, strict=False)) / PERMS
