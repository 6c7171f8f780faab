"""``python -m saves FILE...``: prints OK or the reason for each file; exit 1 if any is bad."""

from __future__ import annotations

import sys

from saves.check import check_save


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m saves FILE [FILE...]", file=sys.stderr)
        return 2
    status = 0
    for path in args:
        reason = check_save(path)
        prefix = f"{path}: " if len(args) > 1 else ""
        print(f"{prefix}{'OK' if reason is None else reason}")
        if reason is not None:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
