"""Issue #11 "Speed": the campaign's speed-ups keep every greedy decision. A whole seeded greedy campaign
(the balance runner's party 2 of two heroes, won at the final battle after 87 combats) plays the very
action log and reaches the very state it did before them (recorded with ``bench.campaign_identity`` on
the code before the speed-ups; re-recorded twice since, when the first ring's rows and the bot's item
values changed on purpose, then for the 3-4 hero balance: the first two rings' rows, the green Long Rests,
the bot's combat term and rest spoils). If the campaign's content or the heuristic's weights change on purpose,
re-record: ``python -m bench.campaign_identity --record FILE --count 3`` and take the third line."""

from __future__ import annotations

from bench.campaign_identity import play_logged

# party 2 of two heroes, seed 1 + 7919 * 2 + 2 (campaign/balance.py's seeding): won after 87 combats
LOG_SHA = "67c5f21d808cfe78111ef2872b647afa2282018adafcdf9b8b079c34df4c94e2"
STATE_HASH = "e89a2d7b93ce6dd5e4fbeb447c3e7373de216a2493e0095425b85f21ed29d476"


def test_a_whole_seeded_greedy_campaign_plays_as_before_the_speed_ups():
    r = play_logged(2, 2, 1 + 7919 * 2 + 2)
    assert (r["result"], r["combats"], r["actions"]) == ("won", 87, 1842)
    assert r["log_sha"] == LOG_SHA
    assert r["state_hash"] == STATE_HASH
