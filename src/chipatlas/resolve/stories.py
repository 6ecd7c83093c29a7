"""Story fingerprints: MinHash over word 3-shingles, cut into LSH bands.

Own small implementation (64 seeded hashes from blake2b), so the signature is the
same on every machine and stores as plain text; 16 bands of 4 rows find pairs with
Jaccard around 0.5 and above with high probability.

``minhash`` is the reference, one text in plain Python; ``minhash_many`` gives the
same values for many texts at once with numpy (a feed of 10,000 entries in well under
a second), doing the 61-bit modular arithmetic in 64-bit words without overflow.
"""

from __future__ import annotations

import hashlib
import random
import re

import numpy as np
from numpy.typing import NDArray

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


def minhash_many(texts: list[str], batch: int = 128) -> list[list[int]]:
    """``[minhash(t) for t in texts]``, vectorised; small batches keep the arrays in cache."""
    out: list[list[int]] = []
    for i in range(0, len(texts), batch):
        groups = [sorted(shingles(t) or {0}) for t in texts[i : i + batch]]
        values = np.fromiter((v for g in groups for v in g), dtype=np.uint64)
        starts = np.cumsum([0] + [len(g) for g in groups[:-1]], dtype=np.int64)
        hashed = _mod_hash(values)  # (PERMS, len(values))
        out += np.minimum.reduceat(hashed, starts, axis=1).T.tolist()
    return out


_A = np.array([a for a, _ in _AB], dtype=np.uint64)[:, None]
_B = np.array([b for _, b in _AB], dtype=np.uint64)[:, None]
_P = np.uint64(_PRIME)
_LOW32 = np.uint64(0xFFFFFFFF)
_LOW29 = np.uint64((1 << 29) - 1)
_AH, _AL = _A >> np.uint64(32), _A & _LOW32


def _fold(x: NDArray[np.uint64], tmp: NDArray[np.uint64]) -> None:
    """x <- x mod (2^61 - 1), up to one subtraction short, in place: 2^61 is 1 modulo the prime."""
    np.right_shift(x, np.uint64(61), out=tmp)
    np.bitwise_and(x, _P, out=x)
    x += tmp


def _mod_hash(v: NDArray[np.uint64]) -> NDArray[np.uint64]:
    """(a * v + b) mod (2^61 - 1) for every (a, b) and v < 2^56, without 128-bit products.

    a = ah*2^32 + al and v = vh*2^32 + vl; with 2^61 = 1: 2^64 = 8, and the middle term
    m*2^32 = (m >> 29)*2^61 + (m & (2^29-1))*2^32 = (m >> 29) + (m & (2^29-1))*2^32.
    Every partial product and sum stays below 2^64; operations run in place.
    """
    vh, vl = v >> np.uint64(32), v & _LOW32
    x: NDArray[np.uint64] = np.multiply(_AH, vl)
    tmp = np.multiply(_AL, vh)
    x += tmp  # the middle term m < 2^62
    part = np.bitwise_and(x, _LOW29)
    part <<= np.uint64(32)
    x >>= np.uint64(29)
    x += part
    np.multiply(_AH, vh, out=part)
    part <<= np.uint64(3)  # ah*vh*2^64 = ah*vh*8
    x += part
    np.multiply(_AL, vl, out=part)
    _fold(part, tmp)
    _fold(x, tmp)
    x += part
    x += _B  # three terms each below 2^61 + 2^35: the sum stays below 2^63
    _fold(x, tmp)
    _fold(x, tmp)
    x[x >= _P] -= _P
    return x


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
