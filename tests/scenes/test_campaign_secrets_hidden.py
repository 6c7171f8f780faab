"""DC-GEN-02: the secret content stays hidden from a first campaign's player. Nothing in the catalogues
outside a ``secret`` table, in the campaign's player-facing content, or on the screens a first
campaign shows (menu, New game, Load game, the board, the pause menu) names Tenebrah, the Abyssal
Blade, the Solarion Lance or Corrupted Pharanor, in either language, while ``campaigns_done == 0``.

By naming: secret keys live under a ``secret`` table (``dccmp.secret.*``, ``event.dc.secret.*``...);
the content's authoring ``note``/``source`` fields are for the designers, never shown."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from game.core import i18n
from game.desconfronto import GAME
from saves import SaveStore
from tests.saves.campaign_play import campaign, lose_combat
from tests.scenes.text_probe import gui_texts, install

SECRET = re.compile(
    r"tenebrah|abyssal blade|l[âa]mina abissal|solarion|corrupted pharanor|pharanor corrompido", re.I
)
NOT_SHOWN = {"note", "source", "sources", "secret_card", "secret"}
DATA = Path(__file__).resolve().parents[2] / "game" / "desconfronto" / "data" / "campaign"


def _shown_strings(value, path=()):
    if isinstance(value, dict) and value.get("role") == "secret":
        return  # a secret foe's own card (bosses.toml): shown only in a second campaign
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in NOT_SHOWN and "secret" not in k:
                yield from _shown_strings(v, (*path, k))
    elif isinstance(value, list):
        for v in value:
            yield from _shown_strings(v, path)
    elif isinstance(value, str):
        yield ".".join(path), value


def test_dc_gen_02_no_catalogue_text_outside_a_secret_table_names_the_secrets():
    for lang in ("en", "pt_BR"):
        found = [
            (k, v)
            for k, v in i18n.catalogue(lang).items()
            if isinstance(v, str) and "secret" not in k.split(".") and SECRET.search(v)
        ]
        assert not found, f"{lang}: {found[:5]}"


def test_dc_gen_02_no_player_facing_campaign_content_names_the_secrets():
    found = []
    for path in sorted(DATA.glob("*.toml")):
        if path.name.startswith("secret_"):
            continue  # the secret rewards' own cards, given only by the secret fights
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        found += [(path.name, k, v[:60]) for k, v in _shown_strings(data) if SECRET.search(v)]
    assert not found, found[:5]


def test_dc_gen_02_a_first_campaigns_screens_name_no_secret(harness, dirs, monkeypatch):
    from scenes.boards.pause_menu import PauseScene
    from scenes.load_game import LoadGameScene
    from scenes.menu import MainMenuScene, open_board
    from scenes.setup_scene import SetupScene

    _config, saves_dir = dirs
    drawn = install(monkeypatch)
    s = campaign(seed=2, heroes=("artan", "pharanor"))
    assert s.setup["campaigns_done"] == 0
    lose_combat(s)
    SaveStore(saves_dir).save(s, "campaign-1", {"campaign": {"id": "ab" * 16, "slot": "campaign-1"}})
    seen: set[str] = set()
    for lang in ("en", "pt_BR"):
        harness.app.set_language(lang)
        harness.app.stack.reset(MainMenuScene(harness.app))
        harness.advance(2)
        seen |= gui_texts(harness.app.ui)
        setup = SetupScene(harness.app, GAME)
        setup.values.update({"mode": "campaign", "players": 2})
        harness.push(setup)
        harness.advance(2)
        seen |= gui_texts(harness.app.ui)
        harness.app.stack.pop()
        harness.push(LoadGameScene(harness.app))
        harness.advance(2)
        seen |= gui_texts(harness.app.ui)
        harness.app.stack.pop()
        board = open_board(harness.app, s, {})
        harness.push(board)
        harness.advance(3)
        seen |= gui_texts(harness.app.ui)
        harness.push(PauseScene(harness.app, board))
        harness.advance(2)
        seen |= gui_texts(harness.app.ui)
    seen |= drawn
    assert any("K0 Kalahad" in t for t in seen)  # the probe did read the campaign's screens
    assert not [t for t in seen if SECRET.search(t)], [t for t in seen if SECRET.search(t)][:5]
