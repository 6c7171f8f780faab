"""``tablebound`` / ``python -m scenes``: start the app, check a save, or run the headless smoke test."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

LANG_CHOICES = ("en", "pt_BR")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tablebound", description="Tablebound: three tabletop games.")
    parser.add_argument("--save-dir", type=Path, help="folder for save files (default: the user data dir)")
    parser.add_argument("--check-save", metavar="FILE", help="check a save file: print OK or the reason")
    parser.add_argument("--smoke", action="store_true", help="headless start, a few bot moves, save, load")
    parser.add_argument("--seed", type=int, help="seed for new games (default: random)")
    parser.add_argument("--lang", choices=LANG_CHOICES, help="interface language")
    parser.add_argument(
        "--first-frame",
        action="store_true",
        help="draw the first menu frame, print 'first frame' and exit (start-up benchmark)",
    )
    return parser.parse_args(argv)


def check_save_command(path: str) -> int:
    try:
        from saves import check_save

        reason = check_save(path)
    except Exception as exc:  # the promise is a clear line, never a traceback
        reason = str(exc) or type(exc).__name__
    if reason is None:
        print("OK")
        return 0
    print(reason)
    return 1


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    args = parse_args(argv)
    if args.check_save:
        return check_save_command(args.check_save)
    if args.smoke:
        from scenes.smoke import run_smoke

        return run_smoke(seed=args.seed if args.seed is not None else 1, lang=args.lang)
    from scenes.app import App
    from scenes.menu import MainMenuScene
    from scenes.settings import load_settings

    settings = load_settings()
    if args.lang:
        settings.language = args.lang
    app = App(settings, save_dir=args.save_dir, seed=args.seed)
    app.start(MainMenuScene(app))
    if args.first_frame:
        app.frame()
        # The benchmark times the process up to this line; a probe leaves the settings file alone.
        print("first frame", flush=True)
        app.shutdown(keep_settings=False)
        return 0
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
