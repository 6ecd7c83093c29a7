"""Where a name found inside running text starts and ends a word, in any script.

Latin text separates words with spaces, so a name glued to a letter or digit is part of
a longer word ("Armada" is not "Arm"). Chinese and Japanese are written without spaces:
a name in Han or kana is a word wherever it stands ("向英伟达供货"), and a change of
script is a word edge too ("SK海力士", "英伟达GB300"). Korean separates words with
spaces but attaches particles to the noun before them ("엔비디아는", "삼성전자의"), so a
Hangul name may be followed, never preceded, by a particle.
"""

from __future__ import annotations

# Han (CJK ideographs, extension A, compatibility) and Japanese kana.
_SPACELESS = ((0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF))
_HANGUL = (0xAC00, 0xD7A3)
# First syllables of the particles (and the "-bound" suffix 향, the "for" suffix 용, the "side"
# 측) written right after a noun: topic, subject, object, genitive, with, to, from, also, only,
# than, "not only" (뿐): "엔비디아용 HBM3E", "SK하이닉스뿐 아니라".
_PARTICLE_START = frozenset("은는이가을를의와과에로으도만향측까부처보뿐용")


def script(ch: str) -> str:
    """'spaceless' (Han, kana), 'hangul', 'word' (any other letter or digit) or '' (not a word character)."""
    code = ord(ch)
    if code < 0x3040:  # Latin, Greek, Cyrillic...: the common case, decided at once
        return "word" if ch.isalnum() else ""
    if any(a <= code <= b for a, b in _SPACELESS):
        return "spaceless"
    if _HANGUL[0] <= code <= _HANGUL[1]:
        return "hangul"
    return "word" if ch.isalnum() else ""


def glued(neighbour: str, edge: str, after: bool) -> bool:
    """Whether ``neighbour`` (the character just before or after a match whose end character
    is ``edge``) makes the match part of a longer word."""
    if not neighbour.isalnum():
        return False
    if neighbour.isascii() and edge.isascii():
        return True  # Latin glued to Latin: the common case, decided at once
    near, own = script(neighbour), script(edge)
    if not near:
        return False
    if near != own and "word" in (near, own):
        return False  # a change between Latin and an Asian script is a word edge
    if near == own == "spaceless":
        return False
    if near == own == "hangul":
        return not (after and neighbour in _PARTICLE_START)
    return True


def script_change(a: str, b: str) -> bool:
    """Latin (or a digit) next to Han, kana or Hangul, where a space may be written or not."""
    near, own = script(a), script(b)
    return bool(near and own) and near != own and "word" in (near, own)


def short_ok(text: str) -> bool:
    """A two-character name is a word only in Han, kana or Hangul ('三星', '美光'); in Latin, 3+."""
    return len(text) >= 3 or (len(text) == 2 and all(script(c) in ("spaceless", "hangul") for c in text))


_GENITIVE_MIN = 4  # 'Arms' in German is the noun's genitive, not the company's


def plural_s(text: str, start: int, end: int, language: str | None = None) -> bool:
    """'Trn3 UltraServers', 'H100s': an English plural 's' after a product name is no longer word.

    Only after a name of two or more words or one ending in a digit or capital, so a
    one-word name ending in a small letter ('Arm') does not link inside another word ('Arms');
    in German text also German's genitive 's' after a name of 4+ characters ('Nvidias').
    """
    name = text[start:end]
    if text[end : end + 1] not in ("s", "S") or (end + 1 < len(text) and text[end + 1].isalnum()):
        return False
    if language == "de" and len(name) >= _GENITIVE_MIN and text[end] == "s":
        return True  # German's genitive: "Nvidias Umsatz", "Samsungs Werk"
    return " " in name.strip() or name[-1:].isdigit() or name[-1:].isupper()
