"""Resource words on the fortress board: counted ("2 Roots", "2 Raízes") and, on an English screen,
with the Portuguese word printed on the cards beside them in tooltips ("Root (printed “Raiz”)")."""

from __future__ import annotations

from game.core.i18n import catalogue, language, t

RESOURCES = ("crystal", "root", "sacrifice")


def amount(kind: str, n: int) -> str:
    """``n`` of a resource (``kind`` is crystal, root, sacrifice or any); the catalogue's plural
    block picks the form each language's rule gives the count."""
    return t(f"fortress_screen.amount.{kind}", n=n)


def cost_words(cost: tuple[int, ...]) -> str:
    """A cost (crystal, root, sacrifice, any) in words: "1 Soul Crystal + 2 Roots"."""
    parts = [amount(k, n) for k, n in zip((*RESOURCES, "any"), cost) if n]
    return " + ".join(parts) or t("fortress.gives.free")


def printed(kind: str) -> str:
    """The Portuguese word printed on the cards for a resource."""
    return catalogue("pt_BR").get(f"fortress.resource.{kind}", kind)


def with_printed(text: str, kind: str) -> str:
    """``text`` about a resource, plus the printed word when the screen is not in Portuguese."""
    word = printed(kind)
    if language() == "pt_BR" or word in text:
        return text
    return t("fortress_screen.printed", word=text, printed=word)
