#!/usr/bin/env python3
"""CHANGELOG.md is in Keep a Changelog 1.1.0 form as the real parser reads it: keepachangelog
2.0.0 (PyPI, installed into .tools/keepachangelog by scripts/fetch-test-tools.sh) puts every line
under a version heading into one of the six standard categories (Added, Changed, Deprecated,
Removed, Fixed, Security) and none into `uncategorized`, each entry a `- ` bullet (its
continuation lines indented by two spaces); there is at least one version and one entry; every
version other than Unreleased is dated YYYY-MM-DD (`## [1.2.3] - 2026-11-29`); every version has
a link reference definition at the bottom (`[1.2.3]: https://...`), and every such definition
names a version heading (the parser makes a version of any `[x]: url` line).

Usage: scripts/check-changelog.py [CHANGELOG.md]   (default: the repository's CHANGELOG.md)
Prints each problem as FILE:LINE: what; exit 1 when there is one, else one summary line.
"""
import datetime
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, ".tools", "keepachangelog"))
try:
    import keepachangelog
except ImportError:
    sys.exit("check-changelog: keepachangelog is not in .tools/keepachangelog; run scripts/fetch-test-tools.sh")

CATEGORIES = ("added", "changed", "deprecated", "removed", "fixed", "security")
ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
LINK = re.compile(r"^\[(.*)\]: (.*)$")  # the parser's own pattern for a link reference


def entry_text(line):
    """A line as the parser keeps it (stripped, a bullet's `- ` or `* ` dropped)."""
    return line.strip(" \n").lstrip(" *-").rstrip(" -")


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "CHANGELOG.md")
    name = os.path.relpath(path)
    with open(path, encoding="utf-8") as handle:
        lines = [line.rstrip("\n") for line in handle]
    changes = keepachangelog.to_dict(path, show_unreleased=True)

    # Where each version's heading, category headings and link definition are, read the way the
    # parser reads them (it lowercases versions and categories).
    headings, categories, links = {}, {}, {}
    version = None
    for number, raw in enumerate(lines, 1):
        line = raw.strip(" ")
        if line.startswith("## "):
            version = line[3:].lower().strip(" ").split(" ", 1)[0].lstrip("[").rstrip("]")
            headings.setdefault(version, number)
        elif line.startswith("### ") and version is not None:
            categories.setdefault((version, line[4:].lower().strip(" ")), number)
        elif LINK.fullmatch(line):
            links.setdefault(LINK.fullmatch(line).group(1).lower(), number)

    def section(version):
        """The line numbers from a version's heading to the next version heading."""
        start = headings.get(version, 0)
        ends = [n for n in headings.values() if n > start]
        return range(start + 1, min(ends) if ends else len(lines) + 1)

    last_text = max((n for n, l in enumerate(lines, 1) if l.strip() and not LINK.fullmatch(l.strip())), default=0)
    problems = []
    if not changes:
        problems.append(f"{name}:1: no version: no `## [Unreleased]` or `## [1.2.3] - YYYY-MM-DD` heading")
    entries, used = 0, set()
    for version, release in changes.items():
        metadata = release["metadata"]
        where = headings.get(version)
        if where is None:
            problems.append(
                f"{name}:{links.get(version, 1)}: link reference [{version}] names no version heading")
            continue
        date = metadata.get("release_date")
        if version != "unreleased":
            valid = ISO_DATE.fullmatch(date or "")
            if valid:
                try:
                    datetime.date.fromisoformat(date)
                except ValueError:
                    valid = None
            if not valid:
                problems.append(
                    f"{name}:{where}: version {metadata['version']} is "
                    f"{'dated ' + repr(date) + ', not' if date else 'not dated'} YYYY-MM-DD "
                    f"(`## [{metadata['version']}] - 2026-11-29`)")
        if not metadata.get("url"):
            problems.append(
                f"{name}:{where}: version {metadata['version']} has no link reference at the bottom "
                f"(`[{metadata['version']}]: https://...`)")
        elif links.get(version, 0) < last_text:
            problems.append(f"{name}:{links[version]}: the link reference [{version}] is not at the bottom")
        for category, items in release.items():
            if category == "metadata":
                continue
            if category == "uncategorized":
                for item in items:
                    number = next(
                        (n for n in section(version) if lines[n - 1].strip() and entry_text(lines[n - 1]) == item), where)
                    problems.append(
                        f"{name}:{number}: uncategorized in {metadata['version']}, under no `### Added` (Changed, "
                        f"...) heading: {item[:60]}")
                continue
            if category not in CATEGORIES:
                problems.append(
                    f"{name}:{categories.get((version, category), where)}: `### {category.title()}` in "
                    f"{metadata['version']} is not a standard category ({', '.join(c.title() for c in CATEGORIES)})")
                continue
            if items:
                used.add(category)
            # The parser keeps each line as an item; an entry is a line that starts a bullet.
            start = categories.get((version, category), where)
            following = [n for n in list(categories.values()) + list(headings.values()) if n > start]
            end = min(following) if following else len(lines) + 1
            for n in range(start + 1, end):
                if re.match(r"- ", lines[n - 1]):
                    entries += 1
                elif lines[n - 1].strip() and not lines[n - 1].startswith("  ") and not LINK.fullmatch(lines[n - 1].strip()):
                    problems.append(
                        f"{name}:{n}: in {metadata['version']}'s {category.title()}, neither a `- ` entry nor its "
                        f"continuation indented by two spaces: {lines[n - 1][:60]}")
    if changes and not entries:
        problems.append(f"{name}:1: no entry: no `- ` bullet under a category of any version")

    for problem in problems:
        print(problem)
    if problems:
        print(f"check-changelog: {name}: {len(problems)} problem(s)")
        return 1
    print(
        f"check-changelog: {name}: {len(changes)} version{'s' if len(changes) != 1 else ''}, {entries} entries "
        f"in {len(used)} categor{'ies' if len(used) != 1 else 'y'}, none uncategorized")
    return 0


if __name__ == "__main__":
    sys.exit(main())
