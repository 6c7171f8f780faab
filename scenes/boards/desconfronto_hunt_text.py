"""Words of the Hunt screens between combats: what each market offer is and does, and why one the
shop shows cannot be bought now. The reasons only explain; what may be bought is exactly the
seat's legal ``Buy`` actions (the screen never decides it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.i18n import localized, t
from game.desconfronto.content import HEROES
from game.desconfronto.items import ARTIFACT_PRICE, ITEMS  # the prices shown (the Buy is the core's)
from game.desconfronto.market import SUBCLASS_PRICE
from game.desconfronto.names import card_name, hero_name
from game.desconfronto.run_actions import Buy

ROMAN = {1: "I", 2: "II", 3: "III"}


@dataclass(frozen=True)
class OfferCard:
    """One card of the market's display: what it is, what it does, its price, the legal Buy behind it
    (None: shown greyed with ``why``)."""

    what: str
    ref: str
    name: str
    text: str
    price: int
    action: Buy | None
    why: str
    count: int = 0


def price_text(n: int) -> str:
    if n == 0:
        return t("dchuntui.market.free")
    return t("dchuntui.market.price", n=n)


def roman(n: int) -> str:
    return ROMAN.get(n, str(n))


def path_name(path: str) -> str:
    return t(f"dchuntui.hero.path_{path}") if path in ("purification", "corruption") else path


def cards_line(cards: Any) -> str:
    return ", ".join(dict.fromkeys(card_name(c) for c in cards))


def _why(kind_left: int, price: int, have: int, extra: str = "") -> str:
    if extra:
        return extra
    if kind_left <= 0:
        return t("dchuntui.why.cap")
    if price > have:
        return t("dchuntui.why.fragments", have=have)
    return t("dchuntui.why.not_yours")


def market_cards(table: Any, seat: int, legal: list[Any]) -> list[OfferCard]:
    """Every offer of this market for ``seat``'s hero (common items in the shop, the hero's own
    artifacts, Specializations, the Elder), each tied to its legal ``Buy`` or explained."""
    run = table.run
    h = table.heroes[seat]
    have = table.fragments
    buys = {(a.what, a.ref): a for a in legal if isinstance(a, Buy)}
    left = dict(run.market)
    out: list[OfferCard] = []
    for item, count, price in run.stock if "common" in left else ():  # not sold at the 4th market
        d = ITEMS.get(item)
        act = buys.get(("item", item))
        why = "" if act else _why(left.get("common", 0), price, have, "" if "common" in left else t("dchuntui.why.not_now"))
        out.append(OfferCard("item", item, localized(d.name) if d else item, localized(d.text) if d else "",
                             price, act, why, count))  # fmt: skip
    if "artifact" in left or run.horde == 2:
        owned = {h.item, *h.bag}
        mine = [d for d in ITEMS.values() if d.hero == h.hero and d.kind in ARTIFACT_PRICE]
        if not mine:
            out.append(_none_yet(t("dchuntui.market.artifacts", hero=hero_name(table, seat))))
        for d in sorted((d for d in ITEMS.values() if d.hero == h.hero and d.kind in ARTIFACT_PRICE),
                        key=lambda d: (tuple(ARTIFACT_PRICE).index(d.kind), d.id)):  # fmt: skip
            price = ARTIFACT_PRICE[d.kind]
            act = buys.get(("artifact", d.id))
            extra = t("dchuntui.why.owned") if d.id in owned else ""
            why = "" if act else _why(left.get("artifact", 0), price, have, extra)
            out.append(OfferCard("artifact", d.id, localized(d.name), localized(d.text), price, act, why))
    if "subclass" in left:
        taken = table.subclass[seat] if seat < len(table.subclass) else ""
        if not HEROES[h.hero].subclasses:
            out.append(_none_yet(t("dchuntui.market.subclasses", hero=hero_name(table, seat))))
        for sub in HEROES[h.hero].subclasses:
            act = buys.get(("subclass", sub.id))
            text = f"{path_name(sub.path)}. {localized(sub.passive)} " + t("dchuntui.hero.cards", cards=cards_line(sub.cards))
            extra = t("dchuntui.why.taken") if taken else ""
            why = "" if act else _why(left.get("subclass", 0), SUBCLASS_PRICE, have, extra)
            out.append(OfferCard("subclass", sub.id, localized(sub.name), text, SUBCLASS_PRICE, act, why))
    if "elder" in left:
        cards = HEROES[h.hero].elder_cards()
        if cards:
            act = buys.get(("elder", ""))
            why = "" if act else (t("dchuntui.why.elder_owned") if left.get("elder", 0) > 0 else t("dchuntui.why.cap"))
            out.append(OfferCard("elder", "", cards_line(cards), _elder_text(cards), 0, act, why))
        else:
            out.append(_none_yet(t("dchuntui.market.elders", hero=hero_name(table, seat))))
    return out


def _none_yet(section: str) -> OfferCard:
    """A section whose content has not arrived for this hero: said, not left blank."""
    return OfferCard("none", "", section, t("dchuntui.market.none_yet"), -1, None, "")


def _elder_text(cards: Any) -> str:
    from game.desconfronto.content import card_def

    parts = []
    for c in dict.fromkeys(cards):
        try:
            d = card_def(c)
        except KeyError:
            continue
        text = getattr(d, "text", None)
        if text is not None:
            parts.append(localized(text))
    return " ".join(parts)


def shopper_line(table: Any, seat: int, bot: bool) -> str:
    key = "dchuntui.market.shopper_bot" if bot else "dchuntui.market.shopper"
    return t(key, hero=hero_name(table, seat))


def caps_line(market: dict[str, int]) -> str:
    parts = [t(f"dchuntui.market.cap_{k}", n=v) for k, v in market.items() if k in ("common", "artifact", "subclass", "elder")]
    return " · ".join(parts) if parts else t("dchuntui.market.cap_none")
