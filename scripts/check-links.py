#!/usr/bin/env python3
"""Every relative link in README.md and docs/*.md points to an existing file, and every #anchor
to a heading of the Markdown file it names (GitHub's slugs). Links inside code are not links.

Usage: scripts/check-links.py [FILE.md...]   (default: README.md docs/*.md)
Prints each broken link as FILE:LINE: TARGET: why; exit 1 when there is one.
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")


def prose_lines(path):
    """(line number, text) of the lines outside fenced code, inline code blanked out."""
    fenced = None
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            fence = FENCE.match(line)
            if fence:
                if fenced is None:
                    fenced = fence.group(1)
                elif fence.group(1) == fenced:
                    fenced = None
                continue
            if fenced is None and not line.startswith("    "):
                yield number, re.sub(r"(`+)(.+?)\1", lambda m: " " * len(m.group(0)), line)


def slug(heading):
    """GitHub's anchor for a heading: lowercase, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip())  # a link's text only
    text = text.lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        seen, found = {}, set()
        fenced = None
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                fence = FENCE.match(line)
                if fence:
                    fenced = fence.group(1) if fenced is None else (None if fence.group(1) == fenced else fenced)
                    continue
                heading = re.match(r"^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
                if fenced is None and heading:
                    base = slug(heading.group(1))
                    count = seen.get(base, 0)
                    seen[base] = count + 1
                    found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def main(files):
    broken = checked = 0
    for name in files:
        path = os.path.join(ROOT, name)
        for number, line in prose_lines(path):
            for target in LINK.findall(line):
                if not target or re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
                    continue  # http:, mailto: and the like
                checked += 1
                file_part, _, anchor = target.partition("#")
                resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
                why = None
                if not resolved.startswith(ROOT + os.sep):
                    why = "outside the repository"
                elif not os.path.exists(resolved):
                    why = "no such file"
                elif anchor and resolved.endswith(".md") and anchor.lower() not in anchors(resolved):
                    why = f"no heading #{anchor} in {os.path.relpath(resolved, ROOT)}"
                if why:
                    broken += 1
                    print(f"{name}:{number}: {target}: {why}")
    print(f"check-links: {broken} of {checked} relative links broken in {len(files)} files" if broken
          else f"check-links: all {checked} relative links in {len(files)} files resolve")
    return 1 if broken else 0


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main(sys.argv[1:] or ["README.md"] + sorted(glob.glob("docs/*.md"))))
