"""Golden-independent coverage: every HM-* rule the core enforces is named by at least one test.

A test names a rule by writing its ID (``HM-LIFE-04``) in its name, docstring or a comment; a test
name may join several numbers of one family (``test_hm_turn_14_15_16_...``). Rules the core does
not enforce are listed in UNENFORCED with the reason, and must not be claimed by a test either.
"""

import re
from pathlib import Path

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
    if not INVENTORY.exists():
        return
    found = set(re.findall(r"HM-[A-Z]+-\d{2}", INVENTORY.read_text(encoding="utf-8")))
    assert found == set(RULE_IDS)


def test_every_enforced_hm_rule_is_named_by_a_test():
    named: set[str] = set()
    for path in HERE.glob("test_*.py"):
        if path.name != Path(__file__).name:
            named |= named_ids(path.read_text(encoding="utf-8"))
    missing = [r for r in RULE_IDS if r not in named and r not in UNENFORCED]
    assert missing == [], f"rules enforced but named by no test: {missing}"
    claimed = sorted(set(UNENFORCED) & named)
    assert claimed == [], f"listed as unenforced yet named by a test: {claimed}"
