"""``--smoke``: open the menu headlessly, start a game, let a bot play, save, load, compare. One line per step."""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from pathlib import Path

SMOKE_ACTIONS = 12


def run_smoke(seed: int = 1, lang: str | None = None) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    with tempfile.TemporaryDirectory(prefix="tablebound-smoke-") as tmp:
        try:
            return _smoke(Path(tmp), seed, lang)
        except Exception as exc:
            traceback.print_exc()
            print(f"smoke: FAILED: {exc}")
            return 1


def _smoke(tmp: Path, seed: int, lang: str | None) -> int:
    from game.ai.bots import make_bot
    from game.core.registry import all_games
    from saves import SaveStore
    from scenes.harness import Harness
    from scenes.settings import Settings
    from scenes.setup_scene import SetupScene

    settings = Settings(language=lang or "en", animation_speed="instant")
    h = Harness(save_dir=tmp / "saves", config_dir=tmp / "config", seed=seed, settings=settings)
    print(f"smoke: main menu open ({type(h.top).__name__})")
    # A build that lost its font files still opens (pygame falls back to its own font): say where they are.
    from scenes.widgets import fonts

    found = {face: fonts.font_path(face) for face in fonts.FACES}
    if None in found.values():
        print(f"smoke: FAILED: font files missing: {[f for f, p in found.items() if p is None]}")
        return 1
    print(f"smoke: fonts in {sorted({f'{p.parent.parent.name}/{p.parent.name}' for p in found.values() if p is not None})}")
    visible = all_games()
    if not visible:
        print("smoke: no game could be loaded", file=sys.stderr)
        return 1
    if not _every_game_and_catalogue_loads(seed) or not _icons_load():
        return 1
    game = visible[0]
    print(f"smoke: game {game.name}")
    h.push(SetupScene(h.app, game))
    h.click_button("newgame.start")
    board = h.top
    print(f"smoke: board {type(board).__name__}, seed {board.session.seed}")
    bot = make_bot("random", seed)
    for i in range(SMOKE_ACTIONS):
        if board.session.is_over() is not None:
            break
        action = bot.choose(board.game, board.session.state)
        board.apply_action(action)
        h.advance(1)
        print(f"smoke: action {i + 1}: {board.describe(action)}")
    store = SaveStore(tmp / "saves")
    info = store.save(board.session, "smoke", board.save_meta())
    print(f"smoke: saved {info.path.name}")
    loaded = store.load(info.path)
    if loaded.session.state_hash() != board.session.state_hash():
        print("smoke: FAILED: the loaded state differs from the saved one")
        return 1
    print("smoke: loaded, same state hash")
    board.quit_to_menu()
    h.advance(2)
    print(f"smoke: back to {type(h.top).__name__}")
    h.close()
    print("smoke: OK")
    return 0


def _every_game_and_catalogue_loads(seed: int) -> bool:
    """A build reads the catalogues and the games' data from its archive (game.core.resources): each
    game (the hidden ones too) starts a session and takes one bot action, each language has texts."""
    from game.ai.bots import make_bot
    from game.core.i18n import catalogue
    from game.core.registry import all_games, broken_games
    from game.core.session import Session
    from scenes.settings import LANGS

    if broken_games():
        print(f"smoke: FAILED: games that do not load: {broken_games()}")
        return False
    empty = [lang for lang in LANGS if not catalogue(lang)]
    if empty:
        print(f"smoke: FAILED: no texts for {empty}")
        return False
    names = []
    for game in all_games(include_hidden=True):
        session = Session.new(game, game.setup_variants()[0], seed)
        session.apply(make_bot("random", seed).choose(game, session.state))
        names.append(game.name)
    print(f"smoke: every game's data loads ({', '.join(names)}), texts in {', '.join(LANGS)}")
    return True


def _icons_load() -> bool:
    """The icons and their credits (a build's archive holds them): each symbol icon draws."""
    from scenes import credits_data, icons

    names = sorted(set(icons.manifest().get("symbols", {}).values()))
    missing = [name for name in names if icons.svg_icon(name, 16) is None]
    if not names or missing:
        print(f"smoke: FAILED: icons that do not draw: {missing or 'the manifest'}")
        return False
    print(f"smoke: {len(names)} symbol icons draw, icons by {len(credits_data.icon_set().by_author)} artists")
    return True
