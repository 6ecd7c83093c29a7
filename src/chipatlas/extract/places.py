"""Places named in prose: "in Phoenix, Arizona", "at Hsinchu Science Park", "en Arizona".

A place is a run of capitalised words after a preposition (English, French, German,
Spanish, Italian), or after "and" right behind another place ("in Idaho and New York").
Its country comes from the country table, or from a short list of regions that name no
country (the US states; the chip-making cities of Taiwan, Korea and Japan). A place the
list lacks keeps no country: never a guess. A continent or "America", a currency before an
amount ("a NT$17.6 billion plant", "a KRW 10 trillion plant") and a headquarters ("headquartered
in", "mit Sitz in", "dont le siège est à", "总部位于", "본사") are no places a plant stands at.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from chipatlas.extract.components import component_of
from chipatlas.extract.mentions import Mention
from chipatlas.model.countries import lookup
from chipatlas.model.schema import K

# "in Phoenix, Arizona", "at Hsinchu Science Park": a run of capitalised words after the
# preposition (commas allowed); the run stops at a lower-case word.
# A sentence may open with its place ("In Dresden soll ... entstehen", "En Arizona, X construirá"):
# the capitalised preposition counts at the start only (never "A", an English article).
_PLACE_RUN = re.compile(
    r"(?:\b(?:in|at|near|outside|across|throughout|à|en|au|aux|dans|bei|nahe|em|a)|"
    r"^\s*(?:In|At|Near|Across|En|Dans|Bei|Nahe|À))\s+"
    r"(?:the\s+|l[ae]\s+|l'|der\s+|dem\s+)?"
    # a place's short name in brackets is part of it: "in Kumamoto (JASM), Arizona"
    r"((?:[A-ZÀ-Ý][\w'’.-]*)(?:\s*\([A-Z][A-Za-z]{1,8}\))?"
    r"(?:(?:,\s*|\s+(?:of\s+|(?:du|del)\s+(?=(?:Sud|Sur|Nord|Norte)\b))?)[A-ZÀ-Ý][\w'’.-]*"
    r"(?:\s*\([A-Z][A-Za-z]{1,8}\))?){0,4})"
    r"|\b(?:and|und|et|y|e)\s+(?:the\s+)?((?:[A-ZÀ-Ý][\w'.-]*)(?:(?:,\s*|\s+)[A-ZÀ-Ý][\w'.-]*){0,3})"
)
# Words only an English sentence has: there "a" before a capitalised word is the article.
_ENGLISH = re.compile(r"\b(?:the|and|is|are|was|were|its|their|with|has|have)\b")
_NOT_PLACE = re.compile(
    r"^(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Q[1-4]|H[12]|The|This|That|Its|Their|First|Second|Computex|CES|"
    # German nouns are capitalised: "in Betrieb gehen", "in Produktion", "in Planung" are states
    r"Betrieb|Produktion|Serienproduktion|Serie|Massenproduktion|Planung|Bau|Zukunft|Kürze|Summe|Höhe|"
    r"Richtung|Zusammenarbeit|Kooperation|Form|Folge|Hinblick|Rahmen|Zeiten|Frage|Gang|Zahlen|Euro|Dollar)\b|"
    # ... and so is a German abstract noun ("in der Fertigung", "in der Entwicklung"): no place ends so
    r"^[A-ZÄÖÜ]\w+(?:ung|heit|keit|schaft|ität)$"
)
# A continent (or "America", which names no one country) is no place a plant stands at.
_CONTINENT = re.compile(
    r"(?:North|South|Latin|Central|Southeast|South-East|East|West|Nord|Süd|Sud|Nordamerika)?\s*"
    r"(?:America|Americas|Amérique|Amerika|América|Europe|Europa|Asia|Asie|Asien|Africa|Afrique|Afrika|"
    r"África|Oceania|Océanie|Ozeanien|Middle\s+East|Nahost|Moyen-Orient|Oriente\s+Medio|Medio\s+Oriente)",
    re.IGNORECASE,
)
# A currency before an amount ("a NT$17.6 billion facility", "a KRW 10 trillion plant"): no place.
_CURRENCY = re.compile(r"(?:[A-Z]{1,3}\$|(?:KRW|USD|EUR|JPY|TWD|CNY|RMB|GBP|INR|CHF)\s*\d)")
# A company's headquarters is no site: "headquartered in P", "based in P", "mit Sitz in P",
# "dont le siège est à P", "con sede en P", "con sede a P".
_HEADQUARTERS = re.compile(
    r"(?:headquarter(?:ed|s)|head\s+office|based|Sitz|Hauptsitz|Firmensitz|siège(?:\s+social)?(?:\s+est)?|"
    r"sede(?:\s+central|\s+legale)?(?:\s+est[áa])?)\s*$",
    re.IGNORECASE,
)


def _no_place(sentence: str, m: re.Match[str], group: int, run: str) -> bool:
    """A continent, a currency, or a headquarters the run names (see the patterns above)."""
    return (
        _CONTINENT.fullmatch(run) is not None
        or _CURRENCY.match(sentence, m.start(group)) is not None
        or _HEADQUARTERS.search(sentence, 0, m.start()) is not None
    )


# Regions a place names without its country: the US states (where "Phoenix, Arizona"
# leaves the country unsaid) and the chip-making cities of Taiwan, Korea and Japan. A
# general list, not one document's places; a place it lacks keeps no country.
_US_STATES = (
    "Alabama",
    "Alaska",
    "Arizona",
    "Arkansas",
    "California",
    "Colorado",
    "Connecticut",
    "Delaware",
    "Florida",
    "Georgia",
    "Hawaii",
    "Idaho",
    "Illinois",
    "Indiana",
    "Iowa",
    "Kansas",
    "Kentucky",
    "Louisiana",
    "Maine",
    "Maryland",
    "Massachusetts",
    "Michigan",
    "Minnesota",
    "Mississippi",
    "Missouri",
    "Montana",
    "Nebraska",
    "Nevada",
    "Ohio",
    "Oklahoma",
    "Oregon",
    "Pennsylvania",
    "Tennessee",
    "Texas",
    "Utah",
    "Vermont",
    "Virginia",
    "Washington",
    "Wisconsin",
    "Wyoming",
    "New Hampshire",
    "New Jersey",
    "New Mexico",
    "New York",
    "North Carolina",
    "North Dakota",
    "Rhode Island",
    "South Carolina",
    "South Dakota",
    "West Virginia",
)
_REGIONS: dict[str, str] = {
    **{state.lower(): "United States" for state in _US_STATES},
    **{
        c.lower(): "Taiwan"
        for c in (
            "Hsinchu",
            "Taichung",
            "Tainan",
            "Chiayi",
            "Kaohsiung",
            "Miaoli",
            "Zhunan",
            "Taoyuan",
            "Changhua",
        )
    },
    **{
        c.lower(): "South Korea"
        for c in ("Icheon", "Cheongju", "Pyeongtaek", "Hwaseong", "Giheung", "Yongin")
    },
    **{
        c.lower(): "Japan"
        for c in (
            *("Kumamoto", "Hiroshima", "Kikuyo", "Kitakami", "Yokkaichi"),
            *("Chitose", "Hokkaido", "Hitachinaka", "Ibaraki"),
        )
    },
    **{
        c.lower(): "China"
        for c in (
            *("Hefei", "Beijing", "Shanghai", "Wuhan", "Wuxi", "Shenzhen", "Nanjing", "Xiamen", "Dalian"),
            *("Xi'an", "Suzhou", "Chengdu", "Chongqing", "Tianjin"),
        )
    },
}


def region_names() -> tuple[str, ...]:
    """The regions above as written ('Arizona', 'New York', 'Cheongju'), for other readers."""
    return tuple(r.title() for r in _REGIONS)


def country_in(place: str) -> str | None:
    for part in reversed(re.split(r",\s*", place)):
        found = lookup(part.strip())
        if found is not None:
            return found.name
        words = part.strip().lower()
        for region, country in _REGIONS.items():
            if words == region or words.startswith(region + " "):
                return country
    return None


def without_own_country(places: list[str]) -> list[str]:
    """The places less a country written after a place in it ("à Cheongju, en Corée du Sud"):
    the city's country, not a second site."""
    out: list[str] = []
    for place in places:
        country = lookup(place)
        if country is not None and out and country_in(out[-1]) == country.name:
            continue
        out.append(place)
    return out


# A run that ends in a company's legal form names a company the linker did not know ("at the
# Taiwanese Semiconductor Manufacturing Co. fabs", "bei der Musterwerk GmbH"): no place does.
_LEGAL_FORM = re.compile(
    r"(?:^|\s)(?:Co|Corp|Corporation|Inc|Incorporated|Ltd|Limited|LLC|Company|plc|PLC|AG|GmbH|SE|"
    r"S\.?A|N\.?V|B\.?V|S\.?p\.?A|S\.?r\.?l|K\.?K)\.?$"
)


def places_in(
    sentence: str, offset: int, mentions: list[Mention], skip: re.Pattern[str] | None = None
) -> list[tuple[int, str]]:
    """(position, place as written) of every capitalised run after in/at/near that is
    not a known company, platform or chip name and not a month or quarter."""
    named = [(m.start - offset, m.end - offset) for m in mentions if m.schema != K.COUNTRY]
    out = []
    last_end = -1
    for m in _PLACE_RUN.finditer(sentence):
        group = 1 if m.group(1) else 2
        if m.group(0).startswith("a ") and _ENGLISH.search(sentence):
            continue  # "trades as a Taiwan tech name": the English article, not Italian "a Taiwan"
        if group == 2 and m.start() > last_end + 1 and sentence[last_end : m.start()].strip() != ",":
            continue  # "and X" is a place only right after a place ("in Idaho(,) and New York")
        run = m.group(group).rstrip(" ,.")
        at = m.start(group)
        last_end = m.end()
        if (
            (_NOT_PLACE.match(run) and run.lower() not in _REGIONS)  # "Kaohsiung" is no German noun in -ung
            or _no_place(sentence, m, group, run)
            or _LEGAL_FORM.search(run)
            or (skip is not None and skip.fullmatch(run) is not None)
            or any(a <= at < b for a, b in named)
            or _part_named(run)
        ):
            continue
        run = _country_first(re.sub(r"['’]s$", "", run))
        # A run that ends in a known name ("Arizona for Nvidia"): cut before it.
        for a, _ in named:
            if at < a < at + len(run):
                run = sentence[at:a].rstrip(" ,.")
        out += _listed_places(at, run.strip())
    return [(a, r) for a, r in out if r]


_STATES = frozenset(state.lower() for state in _US_STATES)


def _part_named(run: str) -> bool:
    """Whether the run is a part's name ("assemble them in HBM stacks"): no place."""
    words = component_of(run)[1]
    return words is not None and words.casefold() == run.casefold()


_SHORT_NAME = re.compile(r"\s*\([^()]*\)$")


def _listed_places(at: int, run: str) -> list[tuple[int, str]]:
    """The run as one place ("Phoenix, Arizona"), or as several when each part is a US state or
    each a country ("New Jersey, Texas": two states in a list, not a town in a state), or when
    the parts lie in different countries ("Kumamoto (JASM), Arizona": a list, not a town in
    Arizona). A short name in brackets after a place is left out of it."""
    parts = [_SHORT_NAME.sub("", p.strip()) for p in run.split(",")]
    same_level = all(p.lower() in _STATES for p in parts) or all(lookup(p) is not None for p in parts)
    countries = [country_in(p) for p in parts]
    apart = None not in countries and len(set(countries)) > 1
    if len(parts) < 2 or not (same_level or apart):
        return [(at, _SHORT_NAME.sub("", run) if run.endswith(")") else run)]
    return [(at + run.index(p), p) for p in parts]


_POSSESSIVE = re.compile(r"(?P<owner>[A-Z][\w.-]*(?: [A-Z][\w.-]*)?)['’]s\s+(?P<place>\S.*)")


def _country_first(run: str) -> str:
    """'Japan's Kumamoto' as 'Kumamoto, Japan': the order the gazetteer and ``country_in`` read;
    a possessive that is no country ("Acme's Dresden") is left as it was read."""
    m = _POSSESSIVE.fullmatch(run)
    if m is None or lookup(m["owner"]) is None:
        return run
    return f"{m['place']}, {m['owner']}"


# A place written before the site words, after the owner: "its Taichung facility", "TSMC's
# Arizona fab", "their new Ohio plants" (English puts a place before its noun as an attribute).
_OWNED_BEFORE = re.compile(
    r"\b(?P<owner>its|their|[A-Z][\w&.-]*['’]s)\s+(?:(?:new|first|second|third|upcoming|planned|existing|own|"
    r"advanced|future|flagship)\s+)*((?:[A-Z][\w.-]*\s+){1,3})$"
)
# Capitalised words before a plant noun that name no place: "TSMC's Advanced Backend Fab".
_NOT_TOWN = frozenset(
    ("Advanced", "Backend", "Global", "Main", "Largest", "Mega", "Giga", "Smart", "Pilot", "Foundry")
)


def places_before(
    sentence: str, noun_start: int, named: Sequence[tuple[int, int]] = ()
) -> list[tuple[int, str]]:
    """The place an owner's site words carry before them ("at its Taichung facility"): a known
    country or region; after a company's possessive also one other town-like word ("TSMC's
    Longtan factory"), never a known name ("Nvidia's Blackwell fab") nor a part ("X's CoWoS
    plant"), since any capitalised word may stand there."""
    m = _OWNED_BEFORE.search(sentence, 0, noun_start)
    if m is None:
        return []
    words = m.group(2).split()
    for n in range(len(words), 0, -1):  # "its Arizona CoWoS plant": the place is "Arizona"
        run = " ".join(words[:n])
        if run.isupper():
            continue  # an acronym ("its AI factory"), never a country code
        if lookup(run) is not None or run.lower() in _REGIONS:
            return [(m.start(2), run)]
    word, at = words[0], m.start(2)
    town = (
        len(words) == 1
        and m.group("owner") not in ("its", "their")
        and re.fullmatch(r"[A-Z][a-z]{3,}", word) is not None
        and word not in _NOT_TOWN
        and component_of(word)[0] is None
        and not any(a <= at < b for a, b in named)
    )
    return [(at, word)] if town else []
