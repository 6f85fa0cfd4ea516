#!/usr/bin/env python3
"""Writes Sources/FontScaleServe/Page/PageAssets.generated.swift from the preview page's real files
in Sources/FontScaleServe/Page/Assets/ (page.html, page.css, page.js, page-motion.js), so the page is
edited, linted and checked (`node --check`, the Chromium tests) as HTML, CSS and JavaScript, and the
release archive still holds one binary that reads no file at run time.

  scripts/gen-page-assets.py           regenerate
  scripts/gen-page-assets.py --check   exit 1 when the generated file is not what the assets make

Each asset becomes a raw string literal (#\"\"\"...\"\"\"#): its text byte for byte, no escapes."""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGE = ROOT / "Sources/FontScaleServe/Page"
OUTPUT = PAGE / "PageAssets.generated.swift"
# (Swift name, file, documentation)
ASSETS = [
    ("html", "page.html", "The page."),
    ("css", "page.css", "The page's style sheet."),
    ("core", "page.js", "The script without the motion previews: state in the URL, the model from /events, the DOM\n    /// drawn from it, and (for tests and for the measuring mode) a state line on the console."),
    ("motion", "page-motion.js", "The motion previews (the counting label, the size transition and the morph, each played at\n    /// 60 or 120 Hz with the numbers fontscale measured); `play=morph` in the URL plays every morph once."),
]


def literal(text: str, path: str) -> str:
    if '"""#' in text:
        sys.exit(f"gen-page-assets: {path}: holds the raw literal's end (three quotes and #); expected none")
    # A multi-line literal ends before the newline that precedes its closing delimiter.
    lines = text.split("\n")
    body = "\n".join(("        " + line) if line else "" for line in lines)
    return '#"""\n' + body + '\n        """#'


def generate() -> str:
    parts = [
        "// GENERATED FILE: DO NOT EDIT. Regenerate with `scripts/gen-page-assets.py`",
        "// source: Sources/FontScaleServe/Page/Assets/ (page.html, page.css, page.js, page-motion.js)",
        "// swift-format-ignore-file",
        "",
        "/// The preview page: fixed assets served from memory (no file of them is read at run time). The",
        "/// script draws the model it is sent over server-sent events; fontscale computed every number.",
        "enum PageAssets {",
    ]
    for name, file, doc in ASSETS:
        text = (PAGE / "Assets" / file).read_text(encoding="utf-8")
        parts += [f"    /// {doc}", f"    static let {name} = {literal(text, file)}", ""]
    parts += ["    /// The page's script: its core, then the motion previews.", "    static let script = core + motion", "}", ""]
    return "\n".join(parts)


def main() -> int:
    text = generate()
    if sys.argv[1:] == ["--check"]:
        if OUTPUT.exists() and OUTPUT.read_text(encoding="utf-8") == text:
            return 0
        print(f"gen-page-assets: {OUTPUT.relative_to(ROOT)} is not what Page/Assets/ makes; run scripts/gen-page-assets.py", file=sys.stderr)
        return 1
    if sys.argv[1:]:
        print("usage: scripts/gen-page-assets.py [--check]", file=sys.stderr)
        return 2
    OUTPUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
