"""Chip-making regions named in Korean, Japanese or Chinese text, by their English names.

A headquarters' city is no site ("总部位于上海的X", "서울에 본사를 둔"); a city written after
its region joins it ("北海道千歳市": "Chitose, Hokkaido").
"""

from __future__ import annotations

import re

__all__ = ["cjk_places", "without_cjk_places"]


# The same chip-making regions written in Korean, Japanese and Chinese (and the US states
# where Asian makers build: "미국 인디애나", "アリゾナ", "亞利桑那"), by the English name
# the table above knows. A general list of regions, not one document's places.
_CJK_PLACES: dict[str, str] = {
    **dict.fromkeys(("청주", "淸州"), "Cheongju"),
    **dict.fromkeys(("이천",), "Icheon"),
    **dict.fromkeys(("용인",), "Yongin"),
    **dict.fromkeys(("평택",), "Pyeongtaek"),
    **dict.fromkeys(("화성",), "Hwaseong"),
    **dict.fromkeys(("기흥",), "Giheung"),
    **dict.fromkeys(("新竹", "신주", "新竹科學園區", "竹科"), "Hsinchu"),
    # the Southern Taiwan Science Park ("南科", where TSMC's Tainan fabs stand) is in Tainan
    **dict.fromkeys(("南科", "南部科學園區", "南部科学园区"), "Tainan"),
    **dict.fromkeys(("路竹",), "Kaohsiung"),
    **dict.fromkeys(("台中", "臺中", "타이중"), "Taichung"),
    **dict.fromkeys(("台南", "臺南", "타이난"), "Tainan"),
    **dict.fromkeys(("高雄", "가오슝"), "Kaohsiung"),
    **dict.fromkeys(("嘉義", "嘉义"), "Chiayi"),
    **dict.fromkeys(("竹南",), "Zhunan"),
    **dict.fromkeys(("苗栗",), "Miaoli"),
    **dict.fromkeys(("桃園", "桃园"), "Taoyuan"),
    **dict.fromkeys(("龍潭", "龙潭"), "Longtan"),
    **dict.fromkeys(("彰化", "창화"), "Changhua"),
    **dict.fromkeys(("熊本", "구마모토"), "Kumamoto"),
    **dict.fromkeys(("広島", "広島県", "히로시마"), "Hiroshima"),
    **dict.fromkeys(("菊陽",), "Kikuyo"),
    **dict.fromkeys(("北上",), "Kitakami"),
    **dict.fromkeys(("千歳", "치토세"), "Chitose"),
    **dict.fromkeys(("北海道", "홋카이도"), "Hokkaido"),
    **dict.fromkeys(("ひたちなか",), "Hitachinaka"),
    **dict.fromkeys(("茨城",), "Ibaraki"),
    # mainland China's chip-making cities
    **dict.fromkeys(("合肥", "허페이"), "Hefei"),
    **dict.fromkeys(("北京", "베이징"), "Beijing"),
    **dict.fromkeys(("上海", "상하이"), "Shanghai"),
    **dict.fromkeys(("武汉", "武漢", "우한"), "Wuhan"),
    **dict.fromkeys(("无锡", "無錫", "우시"), "Wuxi"),
    **dict.fromkeys(("深圳", "선전"), "Shenzhen"),
    **dict.fromkeys(("南京", "난징"), "Nanjing"),
    **dict.fromkeys(("厦门", "廈門", "샤먼"), "Xiamen"),
    **dict.fromkeys(("大连", "大連", "다롄"), "Dalian"),
    **dict.fromkeys(("西安", "시안"), "Xi'an"),
    **dict.fromkeys(("苏州", "蘇州", "쑤저우"), "Suzhou"),
    **dict.fromkeys(("成都", "청두"), "Chengdu"),
    **dict.fromkeys(("重庆", "重慶", "충칭"), "Chongqing"),
    **dict.fromkeys(("天津", "톈진"), "Tianjin"),
    **dict.fromkeys(("四日市",), "Yokkaichi"),
    **dict.fromkeys(("인디애나", "インディアナ", "印第安納", "印第安纳"), "Indiana"),
    **dict.fromkeys(("애리조나", "アリゾナ", "亞利桑那", "亚利桑那"), "Arizona"),
    **dict.fromkeys(("텍사스", "テキサス", "德州", "德克薩斯", "德克萨斯"), "Texas"),
    **dict.fromkeys(("아이다호", "アイダホ", "愛達荷", "爱达荷"), "Idaho"),
    **dict.fromkeys(("뉴욕", "ニューヨーク", "紐約", "纽约"), "New York"),
}
# A Korean name inside a longer Korean word is not the place: "아시안" (Asian) holds "시안".
_CJK_PLACE = re.compile(
    "|".join(
        f"(?<![\uac00-\ud7a3]){name}" if "\uac00" <= name[0] <= "\ud7a3" else name
        for name in sorted(_CJK_PLACES, key=len, reverse=True)
    )
)


def cjk_places(sentence: str) -> list[tuple[int, str]]:
    """(position, English name) of each known region a Korean, Japanese or Chinese sentence
    names; each region once."""
    out: list[tuple[int, str]] = []
    end = -1
    for m in _CJK_PLACE.finditer(sentence):
        if _CJK_HEADQUARTERS.search(sentence, 0, m.start()) or _KO_HEADQUARTERS.match(sentence, m.end()):
            continue  # "总部位于上海的X", "本社を東京に置く", "서울에 본사를 둔": a headquarters, no site
        name = _CJK_PLACES[m.group(0)]
        joined = m.start() == end or (
            m.start() == end + 1 and sentence[end] == "・" and out[-1][1] in _PROVINCES
        )
        if out and joined:  # "北海道千歳市", "茨城県ひたちなか市", "北海道・千歳": a city in its region
            if name not in out[-1][1]:  # "台南南科" names the same region twice: nothing to add
                out[-1] = (out[-1][0], f"{name}, {out[-1][1]}")
        elif name not in (p for _, p in out):
            out.append((m.start(), name))
        word = _CJK_REGION_WORD.match(sentence, m.end())
        end = word.end() if word else m.end()
    return out


def without_cjk_places(text: str) -> str:
    """The text with its Korean, Japanese and Chinese region names (and level words) taken out."""
    return re.sub(_CJK_PLACE.pattern + r"(?:[県县縣市省州府都])?", "", text)


# A headquarters written before its place (Chinese, Japanese) or after it (Korean).
_CJK_HEADQUARTERS = re.compile(r"(?:总部|總部|本部|本社)(?:位于|位於|设在|設在|设于|設於|在|を|は|の)?$")
_KO_HEADQUARTERS = re.compile(r"[시도]?에\s?(?:본사|본부)")


# Regions that hold the cities above (a "・" after one joins its city, not a list).
_PROVINCES = frozenset(("Hokkaido", "Ibaraki"))
# The word after a region that names its level: prefecture, city, province ("茨城県", "千歳市").
_CJK_REGION_WORD = re.compile(r"[県县縣市省州府都]?")
