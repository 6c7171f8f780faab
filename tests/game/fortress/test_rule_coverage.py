"""Golden-independent coverage: every HM-* rule the core enforces is named by at least one test.

A test names a rule by writing its ID (``HM-LIFE-04``) in a test's own name or docstring (a comment or
a module docstring does not count); a test name may join several numbers of one family
(``test_hm_turn_14_15_16_...``). Rules the core does not enforce are listed in UNENFORCED with the reason, and must not be claimed by a test either.
"""

import re
from pathlib import Path

from tests.rule_names import named_by_tests

HERE = Path(__file__).resolve().parent
INVENTORY = Path(__file__).resolve().parents[3].parent / "shared" / "rules" / "herois-monstros.md"

FAMILIES = {"ACC": (2, 9), "SET": range(1, 22), "TURN": range(1, 18), "INV": range(1, 14)}
FAMILIES |= {"GEN": range(1, 16), "LIFE": range(1, 13), "END": range(1, 8)}
RULE_IDS = sorted(f"HM-{fam}-{n:02d}" for fam, nums in FAMILIES.items() for n in nums)

UNENFORCED = {
    "HM-GEN-13": "resource/race affinity is design guidance with no rule effect (L69)",
    "HM-GEN-14": "defines the word 'Defensor'; no authored card text uses it",
}

ID = re.compile(r"hm[-_](acc|set|turn|inv|gen|life|end)((?:[-_]\d{2})+)", re.IGNORECASE)


def named_ids(text: str) -> set[str]:
    out = set()
    for fam, nums in ID.findall(text):
        for n in re.findall(r"\d{2}", nums):
            out.add(f"HM-{fam.upper()}-{n}")
    return out


def test_the_embedded_id_list_matches_the_inventory():
    assert INVENTORY.exists(), f"the rule inventory is missing: {INVENTORY} (shared/ must sit beside the repo)"
    found = set(re.findall(r"HM-[A-Z]+-\d{2}", INVENTORY.read_text(encoding="utf-8")))
    assert found == set(RULE_IDS)


def test_every_enforced_hm_rule_is_named_by_a_test():
    paths = [p for p in HERE.glob("test_*.py") if p.name != Path(__file__).name]
    named = named_by_tests(paths, named_ids)
    missing = [r for r in RULE_IDS if r not in named and r not in UNENFORCED]
    assert missing == [], f"rules enforced but named by no test: {missing}"
    claimed = sorted(set(UNENFORCED) & named)
    assert claimed == [], f"listed as unenforced yet named by a test: {claimed}"


def test_only_a_tests_own_name_or_docstring_names_a_rule(tmp_path):
    sample = tmp_path / "test_sample.py"
    sample.write_text(
        '"""Module docstring: HM-SET-01."""\n'
        "# comment: HM-SET-02\n"
        "def helper():\n    \"\"\"HM-SET-03\"\"\"\n\n"
        "def test_hm_set_04_name():\n    assert True  # HM-SET-05\n\n"
        "class TestGroup:\n    def test_method(self):\n        \"\"\"HM-SET-06.\"\"\"\n",
        encoding="utf-8",
    )
    assert named_by_tests([sample], named_ids) == {"HM-SET-04", "HM-SET-06"}
