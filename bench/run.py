"""`make bench`: medians of the numbers we track, printed and written to bench/latest.json.

Never used by tests: machines are shared and noisy, so numbers are reported, not asserted. Each
figure stands beside an anchor measured in the same run, with the ratio (``bench.common.record``):
python-chess playouts for the rules, the import floor for start, an empty-app frame for frames,
plain ``json.loads`` for load, a hello-world build for size.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import campaign, campaign_saves, frames, persist, replay, rivals, rules, start, zerywia_campaign  # noqa: E402
from bench.common import RESULTS, ROOT  # noqa: E402


def main() -> int:
    for part in (
        rules.bench_rules,
        rivals.bench_rivals,
        persist.bench_saves,
        campaign_saves.bench_campaign_saves,
        zerywia_campaign.bench_zerywia_campaign_save,
        campaign.bench_campaign,
        frames.bench_frames,
        frames.bench_idle,
        replay.bench_replay,
        start.bench_cold_start,
        start.bench_build_size,
    ):
        part()
    out = ROOT / "bench" / "latest.json"
    out.write_text(json.dumps(RESULTS, indent=1) + "\n")
    print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
