"""Issue #11 "Speed": the campaign's speed-ups keep every greedy decision. A whole seeded greedy campaign
(the balance runner's party 2 of two heroes, won at the final battle after 53 combats) plays the very
action log and reaches the very state it did before them (recorded with ``bench.campaign_identity`` on
the code before the speed-ups). If the campaign's content or the heuristic's weights change on purpose,
re-record: ``python -m bench.campaign_identity --record FILE --count 3`` and take the third line."""

from __future__ import annotations

from bench.campaign_identity import play_logged

# party 2 of two heroes, seed 1 + 7919 * 2 + 2 (campaign/balance.py's seeding): won after 53 combats
LOG_SHA = "d4dac4208bfd6ed9546248d382197b4903175547c95655e320e68aa0027b5cd8"
STATE_HASH = "58edf279373f7ee1160cfe93e50aa967171962578af0756f70d3a4d06a3652a2"


def test_a_whole_seeded_greedy_campaign_plays_as_before_the_speed_ups():
    r = play_logged(2, 2, 1 + 7919 * 2 + 2)
    assert (r["result"], r["combats"], r["actions"]) == ("won", 53, 1108)
    assert r["log_sha"] == LOG_SHA
    assert r["state_hash"] == STATE_HASH
