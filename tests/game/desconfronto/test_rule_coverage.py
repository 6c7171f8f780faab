"""Golden-independent coverage: every combat DC-* rule the engine enforces is named by a test.

A test names a rule by writing its ID (``DC-COND-02``) in a test's own name or docstring (a comment or a
module docstring does not count), in any file under this folder (hero folders included) or under tests/scenes; a name may join several numbers of one family
(``test_dc_cmb_19_20_...``, ``DC-HERO-ART-02-04``) and a letter suffix names its parent
(``DC-CMB-06d`` names DC-CMB-06). Rules the engine does not enforce are in UNENFORCED with the
reason, and must not be claimed by a test either. Modes of later issues (Campaign, Corruption Master,
secret endings) are out of this list's scope.
"""

import re
from pathlib import Path

from tests.rule_names import named_by_tests

HERE = Path(__file__).resolve().parent
INVENTORY = Path(__file__).resolve().parents[3].parent / "shared" / "rules" / "desconfronto.md"

FAMILIES = {"GEN": 14, "DICE": 11, "CMB": 41, "EXH": 9, "LVL": 8, "ITEM": 6, "COND": 23, "SOLO": 4}
FAMILIES |= {"DIFF": 4, "HERO-GEN": 5, "HERO-ART": 5, "HERO-FIL": 7, "HERO-GEL": 8, "HERO-KAN": 3}
FAMILIES |= {"HERO-MAR": 4, "HERO-PHA": 4, "HERO-TAI": 4, "HERO-TES": 4}
FAMILIES |= {"HUNT": 12, "BOSS": 24, "ELD": 5}  # the Hunt and its Boss (issue 10)
FAMILIES |= {"COL": 17}  # the Coliseum (issue 12)
RULE_IDS = sorted(f"DC-{fam}-{n:02d}" for fam, last in FAMILIES.items() for n in range(1, last + 1))
OUT_OF_SCOPE = ("CMP", "CM", "SEC")

UNENFORCED: dict[str, str] = {}  # every in-scope rule is enforced now (the last four came with issues 10-11)

ID = re.compile(r"dc[-_](hero[-_][a-z]{3}|[a-z]{3,4})((?:[-_]\d{2}[a-z]?)+)(?![a-z0-9])", re.IGNORECASE)


def named_ids(text: str) -> set[str]:
    out = set()
    for fam, nums in ID.findall(text):
        fam = fam.upper().replace("_", "-")
        for n in re.findall(r"\d{2}", nums):
            out.add(f"DC-{fam}-{n}")
    return out


def test_the_embedded_id_list_matches_the_inventory():
    assert INVENTORY.exists(), f"the rule inventory is missing: {INVENTORY} (shared/ must sit beside the repo)"
    found = set(re.findall(r"DC-[A-Z]+(?:-[A-Z]+)?-\d{2}", INVENTORY.read_text(encoding="utf-8")))
    in_scope = {r for r in found if r.split("-")[1] not in OUT_OF_SCOPE}
    assert in_scope == set(RULE_IDS)


def test_named_ids_reads_joined_numbers_and_suffixes():
    assert named_ids("test_dc_cmb_19_20_x DC-CMB-06d dc_hero_art_02_04") == {
        "DC-CMB-19",
        "DC-CMB-20",
        "DC-CMB-06",
        "DC-HERO-ART-02",
        "DC-HERO-ART-04",
    }


def test_every_enforced_dc_rule_is_named_by_a_test():
    # A rule of the playmat's look (DC-GEN-13) is asserted where it is drawn: the scene tests count too.
    scenes = HERE.parents[1] / "scenes"
    found = [*HERE.rglob("test_*.py"), *scenes.rglob("test_*.py")]
    paths = [p for p in found if p.name != Path(__file__).name]
    named = named_by_tests(paths, named_ids)
    missing = [r for r in RULE_IDS if r not in named and r not in UNENFORCED]
    assert missing == [], f"rules enforced but named by no test: {missing}"
    claimed = sorted(set(UNENFORCED) & named)
    assert claimed == [], f"listed as unenforced yet named by a test: {claimed}"
    assert set(UNENFORCED) <= set(RULE_IDS)
