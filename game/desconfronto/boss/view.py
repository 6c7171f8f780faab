"""The Boss playmat as every seat sees it (it is all public: L419-429). ``view.table_of`` puts it in
``DesconfrontoTable.boss``; the board draws it (Vigor bar with both thresholds, pillars, Altar,
crystals, the counter, who stands where)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.view import Hidden
from game.desconfronto.boss.data import BOOK, PILLARS
from game.desconfronto.boss.forms import boss_shields, broken, immune
from game.desconfronto.state import CombatState


@dataclass(frozen=True)
class PillarView:
    id: str
    cond: str  # the immunity it grants the Boss while standing, the Altar's once broken (AMB-34)
    vigor: int
    max_vigor: int
    shields: int
    bonus: str  # the top bonus for a hero starting a turn on it once broken (DC-BOSS-08b)
    amount: int


@dataclass(frozen=True)
class CrystalView:
    index: int
    vigor: int
    max_vigor: int
    souls: tuple[str, ...]  # the summons' ids whose souls it holds


@dataclass(frozen=True)
class BossView:
    form: int
    boss: str  # "daegur" | "gurthur": the creature at board position 0 ("c0")
    vigor: int
    max_vigor: int
    thresholds: tuple[int, ...]
    shields: int  # the shields that work now (form's, less the broken pillars)
    broken: int  # Shield Break tokens on the Boss card
    immune: bool  # immune to all damage now (summons out, or a threshold stopped it this turn)
    deck: Hidden  # the Boss Action draw pile: a count, never its order
    discard: tuple[str, ...]
    last_card: str
    pillars: tuple[PillarView, ...]
    crystals: tuple[CrystalView, ...]
    where: tuple[str, ...]  # by seat: "altar", a pillar id, "crystal<i>"
    summons: tuple[int, ...]  # board positions of the summons out
    counter: int
    counter_spaces: int
    delayed: tuple[int, ...]  # seats that have used their once-per-combat delay


def boss_view(state: CombatState) -> BossView | None:
    b = state.boss
    if b is None:
        return None
    cr = state.creatures[0]
    return BossView(
        form=b.form,
        boss=cr.creature,
        vigor=cr.vigor,
        max_vigor=cr.max_vigor,
        thresholds=BOOK.thresholds,
        shields=boss_shields(state),
        broken=broken(b),
        immune=immune(state),
        deck=Hidden(len(b.deck)),
        discard=tuple(b.discard),
        last_card=b.last_card,
        pillars=tuple(
            PillarView(p.id, p.cond, b.pillars[p.id], p.vigor, p.shields, p.bonus, p.amount) for p in PILLARS.values()
        ),
        crystals=tuple(
            CrystalView(i, v, BOOK.crystal_vigor, tuple(b.souls[i])) for i, v in enumerate(b.crystals)
        ),
        where=tuple(b.where),
        summons=tuple(b.summons),
        counter=b.counter,
        counter_spaces=BOOK.counter,
        delayed=tuple(b.delayed),
    )



