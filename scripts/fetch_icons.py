"""Bring the Game-icons the game uses into art/icons/ from one pinned npm package, repeatably.

    python scripts/fetch_icons.py                      # npm pack, verify, extract, write credits
    python scripts/fetch_icons.py --tarball FILE.tgz   # the same from a tarball already on disk
    python scripts/fetch_icons.py --authors-repo DIR   # also re-derive who drew each icon (see below)

Only the icons named in art/icons/manifest.toml are written (one ``<name>.svg`` each), so the
repository and the build carry a few dozen kilobytes, not the package's 6 MB. The tarball must match
the manifest's ``integrity`` (npm's sha512, base64) or nothing is written.

Authors: the package records the set's author ("GameIcons", info.json) and its licence (CC BY 3.0)
but not who drew each icon. The upstream icon repository keeps one folder per artist (its
``license.txt`` names them), so ``--authors-repo`` takes a local git clone of it and records each used
icon's folder in art/icons/authors.toml (with the commit); without the option that file is kept as
it is. CREDITS.md and the in-game Credits screen are both generated from art/icons/credits.toml,
which this script writes (``python -m scenes.credits_data`` then writes CREDITS.md).
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "art" / "icons"
MANIFEST = ICONS / "manifest.toml"
AUTHORS = ICONS / "authors.toml"
CREDITS = ICONS / "credits.toml"

# Upstream artist folders -> the names its license.txt gives them (the CC0 ones say so there).
ARTISTS = {
    "lorc": "Lorc", "delapouite": "Delapouite", "skoll": "Skoll", "sbed": "Sbed",
    "caro-asercion": "Caro Asercion", "viscious-speed": "Viscious Speed", "cathelineau": "Cathelineau",
    "darkzaitzev": "DarkZaitzev", "faithtoken": "Faithtoken", "lord-berandas": "Lord Berandas",
    "quoting": "Quoting", "carl-olsen": "Carl Olsen", "john-colburn": "John Colburn",
    "felbrigg": "Felbrigg", "john-redman": "John Redman", "priorblue": "PriorBlue",
    "willdabeast": "Willdabeast", "irongamer": "Irongamer", "heavenly-dog": "HeavenlyDog",
    "lucasms": "Lucas", "andymeneely": "Andy Meneely", "kier-heyl": "Kier Heyl", "aussiesim": "Aussiesim",
    "sparker": "Sparker", "zeromancer": "Zeromancer", "rihlsul": "Rihlsul", "guard13007": "Guard13007",
    "spencerdub": "SpencerDub", "generalace135": "GeneralAce135", "zajkonur": "Zajkonur",
    "starseeker": "Starseeker", "pepijn-poolman": "Pepijn Poolman", "pierre-leducq": "Pierre Leducq",
    "seregacthtuf": "SeregaCthtuf", "badges": "Delapouite",  # the badges folder is Delapouite's
}  # fmt: skip


def manifest() -> dict:
    return tomllib.loads(MANIFEST.read_text(encoding="utf-8"))


def used_icons(man: dict) -> dict[str, list[str]]:
    """Icon name -> the concepts that use it, from every table but [package]."""
    out: dict[str, list[str]] = {}

    def walk(table: dict, prefix: str) -> None:
        for key, value in table.items():
            if isinstance(value, dict):
                walk(value, f"{prefix}{key}.")
            else:
                out.setdefault(value, []).append(prefix + key)

    walk({k: v for k, v in man.items() if k != "package"}, "")
    return dict(sorted(out.items()))


def npm_pack(spec: str, dest: Path) -> Path:
    """``npm pack`` the exact version into dest (npm's own registry configuration decides where from)."""
    done = subprocess.run(["npm", "pack", spec, "--json", "--pack-destination", str(dest)],
                          check=True, capture_output=True, text=True)  # fmt: skip
    return dest / json.loads(done.stdout)[0]["filename"]


def verify(data: bytes, integrity: str) -> None:
    algo, _, want = integrity.partition("-")
    if algo != "sha512":
        sys.exit(f"unsupported integrity {integrity!r}")
    got = base64.b64encode(hashlib.sha512(data).digest()).decode()
    if got != want:
        sys.exit(f"integrity mismatch: the manifest pins {want}, the tarball is {got}; nothing written")


def read_package(data: bytes) -> tuple[dict, dict, dict]:
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:

        def load(name: str) -> dict:
            member = tar.extractfile(f"package/{name}")
            assert member is not None, name
            return json.loads(member.read())

        return load("icons.json"), load("info.json"), load("package.json")


def svg_text(icon_set: dict, name: str) -> str:
    """The standalone SVG of one icon (aliases resolved); its fill stays ``currentColor`` so the
    loader tints it by a text replace."""
    aliases = icon_set.get("aliases", {})
    seen = name
    while seen not in icon_set["icons"]:
        if seen not in aliases:
            sys.exit(f"{name!r} is not in the icon set (manifest typo?)")
        seen = aliases[seen]["parent"]
    icon = icon_set["icons"][seen]
    w, h = icon.get("width", icon_set.get("width", 16)), icon.get("height", icon_set.get("height", 16))
    x, y = icon.get("left", 0), icon.get("top", 0)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="{x} {y} {w} {h}">'
            f'{icon["body"]}</svg>\n')  # fmt: skip


def derive_authors(repo: Path, names: list[str], icon_set: dict) -> dict:
    """Each icon's artist folder in a clone of the upstream repository. A name two artists both
    used is settled by drawing both and the package's icon and keeping the closest."""
    head = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], check=True, capture_output=True,
                          text=True).stdout.strip()  # fmt: skip
    paths = subprocess.run(["git", "-C", str(repo), "ls-tree", "-r", "--name-only", "HEAD"], check=True,
                           capture_output=True, text=True).stdout.split()  # fmt: skip
    folders: dict[str, list[str]] = {}
    for p in paths:
        if p.endswith(".svg") and p.count("/") == 1:
            folder, file = p.split("/")
            folders.setdefault(file[:-4], []).append(folder)
    out = {}
    for name in names:
        found = folders.get(name, [])
        if not found:
            sys.exit(f"{name!r} has no upstream file")
        if len(found) > 1:
            found = [_closest(repo, name, found, svg_text(icon_set, name))]
        out[name] = found[0]
    return {"commit": head, "icons": out}


def _closest(repo: Path, name: str, folders: list[str], ours: str) -> str:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    def alpha(svg: str) -> list[int]:
        svg = svg.replace('<path d="M0 0h512v512H0z"/>', "")  # upstream files carry a background square
        surf = pygame.image.load_sized_svg(io.BytesIO(svg.replace("currentColor", "#000").encode()), (48, 48))
        return [surf.get_at((x, y)).a for y in range(48) for x in range(48)]

    mine = alpha(ours)
    scores = {}
    for folder in folders:
        text = subprocess.run(["git", "-C", str(repo), "show", f"HEAD:{folder}/{name}.svg"], check=True,
                              capture_output=True, text=True).stdout  # fmt: skip
        scores[folder] = sum(abs(a - b) for a, b in zip(alpha(text), mine, strict=True))
    return min(scores, key=scores.__getitem__)


def toml_str(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def write_authors(authors: dict) -> None:
    lines = ["# Who drew each icon: its artist folder in the upstream Game-icons repository at this commit",
             "# (written by scripts/fetch_icons.py --authors-repo; the npm package does not record it).",
             f"commit = {toml_str(authors['commit'])}", "", "[icons]"]  # fmt: skip
    lines += [f"{toml_str(k)} = {toml_str(v)}" for k, v in sorted(authors["icons"].items())]
    AUTHORS.write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_credits(man: dict, info: dict, pkg: dict, used: dict[str, list[str]], authors: dict) -> None:
    lic = info["license"]
    lines = ["# Written by scripts/fetch_icons.py from the package's info.json and art/icons/authors.toml:",
             "# the single source of CREDITS.md and the in-game Credits screen.", "",
             "[iconset]", f"title = {toml_str(info['name'])}", f"package = {toml_str(pkg['name'])}",
             f"version = {toml_str(pkg['version'])}", f"author = {toml_str(info['author']['name'])}",
             f"url = {toml_str(info['author']['url'])}", f"license = {toml_str(lic['title'])}",
             f"spdx = {toml_str(lic['spdx'])}", f"license_url = {toml_str(lic['url'])}",
             f"authors_commit = {toml_str(authors.get('commit', ''))}", ""]  # fmt: skip
    for name, concepts in used.items():
        folder = authors.get("icons", {}).get(name, "")
        lines += ["[[icon]]", f"name = {toml_str(name)}", f"author = {toml_str(ARTISTS.get(folder, folder))}",
                  f"used_for = [{', '.join(toml_str(c) for c in concepts)}]", ""]  # fmt: skip
    CREDITS.write_text("\n".join(lines), encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tarball", type=Path, help="use this tarball instead of running npm pack")
    ap.add_argument("--authors-repo", type=Path, help="a git clone of the upstream icon repository")
    args = ap.parse_args(argv)
    man = manifest()
    spec = f"{man['package']['name']}@{man['package']['version']}"
    with tempfile.TemporaryDirectory() as tmp:
        tarball = args.tarball or npm_pack(spec, Path(tmp))
        data = tarball.read_bytes()
    verify(data, man["package"]["integrity"])
    icon_set, info, pkg = read_package(data)
    if pkg["version"] != man["package"]["version"]:
        sys.exit(f"the tarball is version {pkg['version']}, the manifest pins {man['package']['version']}")
    used = used_icons(man)
    for old in ICONS.glob("*.svg"):
        if old.stem not in used:
            old.unlink()
    for name in used:
        (ICONS / f"{name}.svg").write_text(svg_text(icon_set, name), encoding="utf-8")
    if args.authors_repo:
        write_authors(derive_authors(args.authors_repo, list(used), icon_set))
    authors = tomllib.loads(AUTHORS.read_text(encoding="utf-8")) if AUTHORS.exists() else {}
    missing = [n for n in used if n not in authors.get("icons", {})]
    if missing:
        print(f"warning: no author recorded for {', '.join(missing)} (run with --authors-repo)")
    write_credits(man, info, pkg, used, authors)
    size = sum((ICONS / f"{n}.svg").stat().st_size for n in used)
    print(f"{len(used)} icons, {size} bytes of SVG in {ICONS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
