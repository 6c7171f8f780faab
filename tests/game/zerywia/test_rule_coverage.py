"""Golden-independent coverage: every ZW-* rule of the inventory is named by a test, or listed in
UNENFORCED with the reason (issue 13: "every ZW ID in the inventory is covered or listed with a
reason").

A test names a rule by writing its ID (``ZW-CHAL-06``) in a test's own name or docstring (a comment or
a module docstring does not count), in any file under this folder or among the Zerywia board's tests
(tests/scenes/boards/test_zerywia_*.py, test_zw_*.py). A name may join several numbers of one family
(``test_zw_chal_19_31_32``) and go on with another family (``test_zw_hero_07_inj_07``); a letter
suffix names its parent. Rules the engine does not enforce are in UNENFORCED and must not be claimed by
a test either.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.rule_names import named_by_tests

HERE = Path(__file__).resolve().parent
BOARDS = Path(__file__).resolve().parents[2] / "scenes" / "boards"
INVENTORY = Path(__file__).resolve().parents[3].parent / "shared" / "rules" / "zerywia.md"

FAMILIES = {"GEN": 5, "HERO": 45, "INJ": 10, "BOARD": 22, "ACT": 47, "CHAL": 55, "TEST": 15}
FAMILIES |= {"CYCLE": 23, "RES": 21, "SCEN": 38}  # 281 in all
RULE_IDS = sorted(f"ZW-{fam}-{n:02d}" for fam, last in FAMILIES.items() for n in range(1, last + 1))

UNENFORCED = {
    "ZW-GEN-01": "the Golden Rule is how content is written (each card's ability is coded as its own rule "
                 "where it departs from the rulebook), not a rule the engine can check on its own",
    "ZW-GEN-04": "a statement of where dice appear, not a rule: the engine rolls only in Challenges, Tests, "
                 "the Herald's and Nix's rolls and the Thymor and Location dice",
    "ZW-HERO-21": "no authored effect puts a hero in the Dread: it comes only from a third Taint "
                  "(ZW-HERO-16), so the Kolovrat's Taint marker is never placed",
    "ZW-CYCLE-20": "the generic Nix's Phase is for scenarios with Scenario Cards; both built scenarios "
                   "replace it with their own steps (ZW-CYCLE-21, ZW-SCEN-07, ZW-SCEN-20)",
}

FAMILY = "|".join(sorted(FAMILIES, key=len, reverse=True)).lower()
CHAIN = re.compile(rf"zw[-_]((?:(?:{FAMILY})(?:[-_]\d{{2}}[a-z]?)+[-_]?)+)(?![a-z0-9])", re.IGNORECASE)
PART = re.compile(rf"({FAMILY})((?:[-_]\d{{2}}[a-z]?)+)", re.IGNORECASE)


def named_ids(text: str) -> set[str]:
    out = set()
    for chain in CHAIN.findall(text):
        for fam, nums in PART.findall(chain):
            for n in re.findall(r"\d{2}", nums):
                out.add(f"ZW-{fam.upper()}-{n}")
    return out


def test_the_embedded_id_list_matches_the_inventory():
    assert INVENTORY.exists(), f"the rule inventory is missing: {INVENTORY} (shared/ must sit beside the repo)"
    found = set(re.findall(r"ZW-[A-Z]+-\d{2}", INVENTORY.read_text(encoding="utf-8")))
    assert found == set(RULE_IDS)


def test_named_ids_reads_joined_numbers_chained_families_and_suffixes():
    assert named_ids("test_zw_chal_19_31_x ZW-CHAL-06d test_zw_hero_07_inj_07_pay zw_act_09_hero_43_a") == {
        "ZW-CHAL-19", "ZW-CHAL-31", "ZW-CHAL-06", "ZW-HERO-07", "ZW-INJ-07", "ZW-ACT-09", "ZW-HERO-43",
    }
    assert named_ids("test_zw_test_12_13_amb_31_x ZW-CYCLE-02/20") == {"ZW-TEST-12", "ZW-TEST-13", "ZW-CYCLE-02"}


def test_every_enforced_zw_rule_is_named_by_a_test():
    paths = [p for p in HERE.rglob("test_*.py") if p.name != Path(__file__).name]
    paths += sorted(BOARDS.glob("test_zerywia*.py")) + sorted(BOARDS.glob("test_zw_*.py"))
    named = named_by_tests(paths, named_ids)
    missing = [r for r in RULE_IDS if r not in named and r not in UNENFORCED]
    assert missing == [], f"rules enforced but named by no test: {missing}"
    claimed = sorted(set(UNENFORCED) & named)
    assert claimed == [], f"listed as unenforced yet named by a test: {claimed}"
    assert set(UNENFORCED) <= set(RULE_IDS)
