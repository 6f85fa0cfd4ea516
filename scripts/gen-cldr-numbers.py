#!/usr/bin/env python3
"""Writes Sources/FontScaleMotion/Generated/cldr_numbers.generated.swift from CLDR's data as the
pinned Babel wheel ships it (scripts/fetch-test-tools.sh installs it into .tools/python).

For every CLDR locale: its default numbering system, the group and decimal symbols of that
numbering system, and the primary and secondary grouping sizes of its decimal, currency and
percent patterns. CountFormat applies them on top of Foundation's formatter, whose ICU data on
Linux is older than the CLDR version named here.

Usage: scripts/gen-cldr-numbers.py            (rewrites the file)
       scripts/gen-cldr-numbers.py --stdout   (prints it; the sweep test compares it with the file)
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, ".tools", "python"))
import babel  # noqa: E402
from babel import Locale, localedata, numbers  # noqa: E402
from babel.core import get_cldr_version  # noqa: E402

OUTPUT = "Sources/FontScaleMotion/Generated/cldr_numbers.generated.swift"
BABEL_PIN = "2.19.0"


def swift_string(text):
    """Text for a Swift string literal, every character outside printable ASCII (and the space)
    written as an escape, so a row's fields can be split at spaces."""
    out = []
    for ch in text:
        if 0x20 < ord(ch) < 0x7F and ch not in '"\\':
            out.append(ch)
        else:
            out.append("\\u{%04X}" % ord(ch))
    return "".join(out)


def grouping(pattern):
    primary, secondary = pattern.grouping
    # A pattern without a grouping separator (en_US_POSIX's 0.######) never groups.
    return (0, 0) if primary >= 1000 else (primary, secondary)


def rows():
    for identifier in sorted(localedata.locale_identifiers() + ["root"]):
        locale = Locale.parse(identifier)
        system = locale.default_numbering_system
        sizes = [grouping(locale.decimal_formats[None]), grouping(locale.currency_formats["standard"]),
                 grouping(locale.percent_formats[None])]
        sizes_text = " ".join(f"{p} {s}" for p, s in sizes)
        yield (f"        {identifier} {system} "
               f"{swift_string(numbers.get_group_symbol(locale, numbering_system=system))} "
               f"{swift_string(numbers.get_decimal_symbol(locale, numbering_system=system))} {sizes_text}")


def generate():
    if babel.__version__ != BABEL_PIN:
        sys.exit(f"gen-cldr-numbers: expected Babel {BABEL_PIN} (scripts/fetch-test-tools.sh), instead saw {babel.__version__}")
    version = get_cldr_version()
    quotes = '"' * 3
    lines = [
        "// GENERATED FILE: DO NOT EDIT. Regenerate with `scripts/gen-cldr-numbers.py`",
        f"// source: CLDR {version} as the Babel {babel.__version__} wheel ships it (babel/locale-data, "
        "pinned by sha256 in scripts/fetch-test-tools.sh)",
        f"// revision: CLDR {version}; every CLDR locale and root, resolved through CLDR's inheritance by Babel",
        "// columns (one row a line, split at spaces): locale, default numbering system, group symbol,",
        "// decimal symbol, then primary and secondary grouping sizes of the decimal, currency and percent",
        "// patterns (0 0: the pattern never groups); symbols outside printable ASCII as \\u{...} escapes",
        "// swift-format-ignore-file",
        "",
        "extension CLDRNumbers {",
        "    /// The CLDR version the table holds.",
        f'    static let cldrVersion = "{version}"',
        "",
        "    /// Each CLDR locale's row: identifier (mr_IN), numbering system, symbols and grouping sizes.",
        "    /// A string, not a dictionary literal: the type checker runs out of memory on 1,100 entries.",
        f"    static let rows = {quotes}",
        *rows(),
        f"        {quotes}",
        "}",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    text = generate()
    if "--stdout" in sys.argv[1:]:
        sys.stdout.write(text)
    else:
        with open(os.path.join(ROOT, OUTPUT), "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"gen-cldr-numbers: wrote {OUTPUT}")
