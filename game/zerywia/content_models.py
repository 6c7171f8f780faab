"""Pydantic models that validate Zerywia's TOML files (``content.py`` loads them once)."""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import Field, model_validator

from game.core.content import Record, Source, Text

Attr = Literal["vigor", "instinct", "will"]
Terrain = Literal["wilderness", "mountain", "ruin", "settlement"]
TERRAINS: tuple[str, ...] = get_args(Terrain)  # the four Exploration decks, in this order
DieFace = Literal["pierce", "critical", "empty", "hit", "murk"]
# The box's twelve Enemy breeds (L1280; "Scorneds" there, "Scorned" in the setups L404, L1116).
Breed = Literal[
    "fiends", "nightmares", "scorned", "pochara_spawn", "drowners", "popiel_sentries", "fomors",
    "vilas", "rotfiends", "heartless", "upirs", "monolith_guardians",
]


class DieM(Record):
    id: str
    faces: list[DieFace] = Field(min_length=2)
    source: Source


class EnemyM(Record):
    id: str
    name: Text
    breed: Breed | Literal[""]  # "" only for the Challenges printed on Exploration cards
    difficulty: list[Attr] = Field(min_length=1)
    advantage: Literal["wilderness", "mountain", "ruin", "taint", "injury"] | None = None
    hit: list[Attr] = Field(default_factory=list)
    murk: list[Attr] = Field(default_factory=list)
    trophies: int = Field(0, ge=0)
    value: int = Field(1, ge=1, le=2)
    # The named abilities the engine knows (challenge.py): an Ambush at Initiation 2, an Aura for the
    # whole Challenge, a Bane on a Failure.
    ambush: Literal["lose_vigor", "lose_instinct", "lose_will", "extra_nix"] | None = None
    aura: Literal["no_offerings", "no_prime_rerolls"] | None = None
    bane: Literal["taint", "lose_vigor", "lose_instinct", "lose_will"] | None = None
    # The Defiled / hostile version of a hero (a Monolith Guardian, ZW-HERO-24, ZW-SCEN-36): the
    # hero's id. Such a card enters the Enemy deck only when that hero is lost.
    hostile_of: str | None = None
    source: Source
    authored: list[str] = Field(default_factory=list)


class BannerM(Record):
    die: Attr
    special: Literal["help", "reroll", "protect", "none"] = "none"


class InitiationM(Record):
    shield: Attr
    terrain: Terrain | None = None


class CriticalM(Record):
    die: Attr | Literal["any"]
    runes: list[Attr] = Field(default_factory=list)
    shields: list[Attr] = Field(default_factory=list)


class OnCriticalM(Record):
    remove_enemy_shield: int = Field(0, ge=0)


PathType = Literal["heroic", "curse", "mystic", "wild"]  # Heroic (L1017) and Curse (L190); the rest ours
Restore = Literal["vigor", "instinct", "will", "any", "prime"]


class EffectsM(Record):
    """What an Exploration card (or one of its options) gives or takes, applied in this order."""

    trophies: int = Field(0, ge=0, le=5)
    offerings: int = Field(0, ge=0, le=2)
    restore: list[Restore] = Field(default_factory=list)
    lose: list[Attr] = Field(default_factory=list)
    taint: int = Field(0, ge=0, le=2)
    remove_taint: int = Field(0, ge=0, le=1)
    recover_feat: int = Field(0, ge=0, le=1)
    increase_threat: bool = False  # in the card's Region
    spread_murk: bool = False
    disperse_murk: bool = False
    path: PathType | None = None  # the card is kept as a Path of this type


Time = Literal["dawn", "noon", "dusk", "night"]  # the Kolovrat Wheel's times of day (state.TIMES)
Thymor = Literal["lekhian_domain", "rani_territories", "nuru_grounds", "ystoi_cradles"]


class WhenM(Record):
    """When a card's ability holds (card_powers.py): a Kolovrat symbol — plain, a time of day
    (``time``); in a square border, a Thymor, the map quarter the hero stands in (``thymor``,
    ZW-HERO-28, L211) — or ``cursed``: a Curse Path under the Path Stone, or the Dread (ZW-HERO-18)."""

    time: Time | None = None
    thymor: Thymor | None = None
    cursed: bool = False

    @model_validator(mode="after")
    def _one_condition(self) -> WhenM:
        if sum((self.time is not None, self.thymor is not None, self.cursed)) != 1:
            raise ValueError("a card ability holds under exactly one of time, thymor, cursed")
        return self


class CardActionM(Record):
    """A "[Thymor] Action" (ZW-GEN-03, ZW-HERO-28): an Action of its own, taken only while ``at``
    holds; what it gives; a Region Option follows it (ZW-ACT-24, L589)."""

    at: WhenM
    restore: list[Restore] = Field(default_factory=list)
    remove_taint: int = Field(0, ge=0, le=1)
    recover_feat: int = Field(0, ge=0, le=1)
    trophies: int = Field(0, ge=0, le=2)


class PassiveM(Record):
    """An "At/During [Thymor]" ability, or one active while Cursed: at the Initiation of the hero's
    Challenge, while ``at`` holds, a Shield of ``shield`` for the hero."""

    at: WhenM
    shield: Attr


class ResolutionM(Record):
    """An ability read at Resolution after the Nix dice (ZW-CHAL-44): ``restore`` once for each
    Taint, each Injured Attribute, or the Dread (``per``) the hero has at that moment."""

    per: Literal["taint", "injury", "dread"]
    restore: list[Restore] = Field(min_length=1, max_length=2)


class SagaM(Record):
    """A Relic, Ritual or Ally Saga card. ``saga``: the Saga deck it belongs to ("" for a card with no
    Book icon and no Story, L374); ``stage``: the number on its back (0: a Basic card, none, L264).
    ``on_gain``: what a Reward card gives the moment it is chosen (a Story's second part, L252)."""

    id: str
    name: Text
    type: Literal["relic", "ritual", "ally", "feat", "story"]
    banner: BannerM | None = None
    initiation: list[InitiationM] = Field(default_factory=list)
    critical: CriticalM | None = None
    on_critical: OnCriticalM | None = None
    saga: str = ""
    stage: int = Field(0, ge=0, le=3)
    on_gain: EffectsM | None = None
    # the abilities card_powers.py reads while the card is Prepared: a "[Thymor] Action", passives,
    # a Camp ability for Camp step 3 (ZW-CYCLE-13), one read at Resolution
    action: CardActionM | None = None
    passive: list[PassiveM] = Field(default_factory=list)
    camp: list[Restore] = Field(default_factory=list, max_length=2)
    resolution: ResolutionM | None = None
    source: Source
    authored: list[str] = Field(default_factory=list)


class SagaDeckM(Record):
    """A Saga (ZW-HERO-37, ZW-HERO-42): a Personal one of 10 cards for its ``hero`` or a basic one of
    7; ``basic`` is its Basic card (no number on the back, the Book icon)."""

    id: str
    name: Text
    kind: Literal["personal", "basic"]
    hero: str = ""
    basic: str
    source: Source
    authored: list[str] = Field(default_factory=list)


class ChallengeM(Record):
    """A Challenge printed on an Exploration card: Difficulty and the Nix effects (no Advantage)."""

    difficulty: list[Attr] = Field(min_length=1, max_length=5)
    hit: list[Attr] = Field(default_factory=list)
    murk: list[Attr] = Field(default_factory=list)


class AttrTestM(Record):
    """An Attribute Test; several Attributes make a Combined Test, taken in this order (ZW-TEST-14)."""

    attrs: list[Attr] = Field(min_length=1, max_length=3)
    level: Literal["easy", "hard", "epic"]


class OptionM(Record):
    """One side of a choice grid (ZW-ACT-08): its own check, Success and Failure, and Path."""

    label: Text
    challenge: ChallengeM | None = None
    test: AttrTestM | None = None
    enemy: bool = False
    success: EffectsM = EffectsM()
    failure: EffectsM = EffectsM()


class ExplorationM(Record):
    """An Exploration card (ZW-ACT-04..10, L511-L527). ``threat_icon`` / ``murk_icon``: Increase
    Threat / Spread the Murk in its Region as soon as it is drawn (ZW-ACT-07). Then ``always`` (no
    check), then at most one check — a printed ``challenge``, a ``test``, an ``enemy`` drawn from the
    Enemy deck (like the Chort, L854), or a two-sided ``choice`` — with its ``success``/``failure``."""

    id: str
    name: Text
    terrain: Terrain
    text: Text
    # basic + Zerywian Tales: the basic decks (L347, AMB-30); the others are the adventure sets
    # (L405) the Memory adds at its Fadings (ZW-SCEN-23) and the Chasers a scenario adds (L347).
    # "into_the_wild": an expansion pack's cards (data/packs/into_the_wild, packs.py)
    set: Literal["basic", "zerywian_tales", "raid_of_the_scorned", "black_monolith", "chaser", "into_the_wild"] = "basic"
    threat_icon: bool = False
    murk_icon: bool = False
    always: EffectsM = EffectsM()
    challenge: ChallengeM | None = None
    test: AttrTestM | None = None
    enemy: bool = False
    choice: list[OptionM] = Field(default_factory=list)
    success: EffectsM = EffectsM()
    failure: EffectsM = EffectsM()
    source: Source
    authored: list[str] = Field(default_factory=list)

    def checks(self) -> int:
        return sum((self.challenge is not None, self.test is not None, self.enemy, bool(self.choice)))


class MaximaM(Record):
    vigor: int = Field(ge=1, le=6)
    instinct: int = Field(ge=1, le=6)
    will: int = Field(ge=1, le=6)


class LimitsM(Record):
    relic: int = Field(ge=0, le=3)
    ritual: int = Field(ge=0, le=3)
    ally: int = Field(ge=0, le=3)


class HeroM(Record):
    """A Hero card (ZW-HERO-02): maxima, Camp Ability, Saga limits, the Dread Banner, and the
    suggested basic Saga set (L366-L370)."""

    id: str
    name: Text
    title: Text
    maxima: MaximaM
    camp: list[Restore] = Field(min_length=1, max_length=6)
    limits: LimitsM
    dread_banner: Attr
    sagas: list[str] = Field(min_length=3, max_length=3)
    source: Source
    authored: list[str] = Field(default_factory=list)


Location = Literal["cradle", "stronghold", "exis_temple", "primesource", "shroud", "hollows"]


class QuestM(Record):
    """A Story's quest (L250): the Journey tokens to bring, and the special location they go to, in
    the hero's Birth Thymor ("birth") or in any other ("away")."""

    tokens: dict[Terrain, int]
    at: Location
    where: Literal["birth", "away"]


class FulfilM(Record):
    """The Story's second part (L252): where to return and the Attribute points given there."""

    at: Location
    where: Literal["birth", "away"]
    pay: list[Attr] = Field(default_factory=list)


class StoryM(Record):
    """A Story card (L246-L254, ZW-HERO-37/38): stage ``stage`` of Saga ``saga``; ``rewards`` names
    the stage's Reward cards (Saga card ids) to choose from; ``hero`` for a Personal Saga's."""

    id: str
    hero: str = ""
    saga: str
    stage: int = Field(ge=1, le=3)
    name: Text
    text: Text
    quest: QuestM
    fulfil: FulfilM
    rewards: list[str] = Field(min_length=2, max_length=2)
    path: PathType
    source: Source


ItemMoment = Literal["map", "initiation", "determination", "resolution"]


class ItemAbilityM(Record):
    """One of an Item's two abilities: when it may be used and what it does (one effect)."""

    when: list[ItemMoment] = Field(min_length=1)
    restore: list[Restore] = Field(default_factory=list)
    remove_taint: int = Field(0, ge=0, le=1)
    recover_feat: int = Field(0, ge=0, le=1)
    die: Attr | None = None
    shield: Attr | None = None
    rune: Attr | None = None
    reroll: int = Field(0, ge=0, le=1)


class ItemM(Record):
    """An Item card (L1051-L1057, ZW-RES-17): a Trophy cost, a main and an alternative ability."""

    id: str
    name: Text
    cost: int = Field(ge=1, le=5)
    main: ItemAbilityM
    alt: ItemAbilityM
    source: Source


class GodM(Record):
    """A God card (L1006-L1018): its preferred Path type, the main ability an Offering pays for, the
    once-only ability."""

    id: str
    name: Text
    path: PathType
    main: ItemAbilityM
    once: ItemAbilityM
    source: Source
    authored: list[str] = Field(default_factory=list)


class CreatureM(Record):
    """A Creature card (L1020-L1032): its terrain (the back), its ability, and a special one paid
    with Trophies; the Devil's Creatures are set aside until a card shuffles them in (L343)."""

    id: str
    name: Text
    terrain: Terrain
    main: ItemAbilityM
    special: ItemAbilityM
    cost: int = Field(ge=1, le=3)
    devil: bool = False
    source: Source
    authored: list[str] = Field(default_factory=list)


class FeatM(Record):
    """A Feat card (ZW-HERO-35/36): a hero's own (``hero``), a Mark of Thymor (``mark``: the Birth
    Thymor it gives) or a Scorned card (``scorned``: the Scorned Renegades' heroes draw one at random,
    L1232; same back as the Marks, played as a Feat); its ability, and a Kicker paid with a Taint."""

    id: str
    name: Text
    hero: str = ""
    mark: str = ""
    scorned: bool = False
    ability: ItemAbilityM
    kicker: ItemAbilityM
    source: Source


HeraldAbility = Literal["shields", "taint", "extra_nix", "no_offerings", "no_prime_rerolls"]


class HeraldAbilityM(Record):
    """What a Herald card does when drawn (ZW-SCEN-34): ``shields`` puts ``count`` Shields of
    ``attr`` on it; ``taint`` gives every hero ``count`` Taints; ``extra_nix`` adds ``count`` Nix dice
    to every Attack card of the battle; the two Auras hold on every Attack card of the battle."""

    kind: HeraldAbility
    attr: Attr | None = None
    count: int = Field(1, ge=1, le=3)


class HeraldM(Record):
    """A Herald card (L1186): the battle's Difficulty symbols and the ability activated when drawn."""

    id: str
    herald: str
    name: Text
    text: Text
    difficulty: list[Attr] = Field(min_length=2, max_length=8)
    ability: HeraldAbilityM
    source: Source
    authored: list[str] = Field(default_factory=list)


class HeraldAttackM(Record):
    """A Herald's Attack card (L1167-L1171, L1195): a Challenge card shaped like an Enemy card but
    with no Trophies (the reward is an Offering outside the battle, Runes for the Herald in it)."""

    id: str
    herald: str
    name: Text
    difficulty: list[Attr] = Field(min_length=1, max_length=4)
    advantage: Literal["wilderness", "mountain", "ruin", "taint", "injury"] | None = None
    hit: list[Attr] = Field(default_factory=list)
    murk: list[Attr] = Field(default_factory=list)
    ambush: Literal["lose_vigor", "lose_instinct", "lose_will", "extra_nix"] | None = None
    aura: Literal["no_offerings", "no_prime_rerolls"] | None = None
    bane: Literal["taint", "lose_vigor", "lose_instinct", "lose_will"] | None = None
    source: Source
    authored: list[str] = Field(default_factory=list)

    def as_foe(self) -> EnemyM:
        """The card as the Challenge engine reads a foe (``Content.foe``): no breed, no Trophies."""
        return EnemyM(
            id=self.id, name=self.name, breed="", difficulty=self.difficulty, advantage=self.advantage,
            hit=self.hit, murk=self.murk, ambush=self.ambush, aura=self.aura, bane=self.bane, source=self.source,
        )


class ConsequenceM(Record):
    """What a Scenario Card does to a campaign after a Success or a Failure (L1210): authored, small,
    in the campaign's own terms (campaign.py applies it when it folds the scenario)."""

    offerings: int = Field(0, ge=0, le=1)  # each standing hero takes this many from the box (ZW-RES-01)
    blackstones: int = Field(0, ge=0, le=1)  # on the Ritual Rifts at the next scenario's preparation
    text: Text


class PageM(Record):
    """A Scenario Card (L406): a scenario's Page of Dawn or its Black Page, the two with one number.
    Its ``text`` restates the scenario's own rules (never a new one); ``success`` is the Page of
    Dawn's, ``failure`` the Black Page's (pages.py checks that)."""

    id: str
    kind: Literal["dawn", "black"]
    scenario: Literal["path"]  # the Memory of the World uses no Pages (L1122)
    number: int = Field(ge=1, le=94)  # L103: 94 Scenario Cards in the box
    name: Text
    text: list[Text] = Field(min_length=1)  # one paragraph each
    success: ConsequenceM | None = None
    failure: ConsequenceM | None = None
    source: Source
