#!/usr/bin/env python3
"""The digits and grouping CLDR gives a counting label's number, from CLDR's own data as the
pinned Babel wheel ships it (scripts/fetch-test-tools.sh), for the CLDR sweep
(Tests/FontScaleMotionTests/CLDRSweepTests.swift).

Reads a JSON list of cases {"locale", "style" (decimal, fixed, currency, percent), "digits",
"value"} from the file named by argv[1]; writes {"cldr": VERSION, "expected": [...]}, one entry
per case: {"numeral": the number from its first digit to its last, "group": the group symbol}.
The numeral is built here, independently of Foundation and of fontscale's generated table:
digits of the locale's default numbering system from the Unicode Character Database (Python's
unicodedata: "DEVANAGARI DIGIT ZERO"...), the group and decimal symbols of that system and the
pattern's grouping sizes from Babel's CLDR data, the value rounded half away from zero.
Babel's CLDR data has no minimumGroupingDigits, so the numeral groups from 4 digits (1,000); the
sweep accepts a numeral without its group symbol where Foundation's ICU applies a minimum of 2.
Locale lookup as fontscale does it: the identifier, else without its script, else truncated, else root.
"""
import decimal
import json
import sys
import unicodedata

from babel import Locale, localedata, numbers
from babel.core import get_cldr_version

DIGIT_NAMES = {
    "latn": "DIGIT", "arab": "ARABIC-INDIC DIGIT", "arabext": "EXTENDED ARABIC-INDIC DIGIT",
    "deva": "DEVANAGARI DIGIT", "beng": "BENGALI DIGIT", "adlm": "ADLAM DIGIT", "hmnp": "NYIAKENG PUACHUE HMONG DIGIT",
    "olck": "OL CHIKI DIGIT", "cakm": "CHAKMA DIGIT", "tibt": "TIBETAN DIGIT", "nkoo": "NKO DIGIT",
    "mymr": "MYANMAR DIGIT", "mtei": "MEETEI MAYEK DIGIT",
}
WORDS = "ZERO ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE".split()
KNOWN = set(localedata.locale_identifiers())


def resolve(identifier):
    parts = identifier.split("_")
    candidates = [identifier]
    if len(parts) == 3 and len(parts[1]) == 4:
        candidates.append(parts[0] + "_" + parts[2])
    candidates += ["_".join(parts[:n]) for n in range(len(parts) - 1, 0, -1)]
    return next((c for c in candidates if c in KNOWN), "root")


def numeral(case):
    locale = Locale.parse(resolve(case["locale"]))
    system = locale.default_numbering_system
    digits = [unicodedata.lookup(DIGIT_NAMES[system] + " " + word) for word in WORDS]
    group = numbers.get_group_symbol(locale, numbering_system=system)
    point = numbers.get_decimal_symbol(locale, numbering_system=system)
    style, places = case["style"], case["digits"]
    value = abs(decimal.Decimal(case["value"]))
    if style == "percent":
        value *= 100
    quantum = decimal.Decimal(1).scaleb(-places)
    text = format(value.quantize(quantum, rounding=decimal.ROUND_HALF_UP), "f")
    integer, _, fraction = text.partition(".")
    pattern = {"decimal": locale.decimal_formats[None], "currency": locale.currency_formats["standard"],
               "percent": locale.percent_formats[None]}.get(style)
    if pattern is not None and pattern.grouping[0] < 1000:
        primary, secondary = pattern.grouping
        if len(integer) > primary:
            groups = [integer[-primary:]]
            rest = integer[:-primary]
            while rest:
                groups.insert(0, rest[-secondary:])
                rest = rest[:-secondary]
            integer = group.join(groups)
    text = integer + (point + fraction if fraction else "")
    return {"numeral": "".join(digits[int(ch)] if ch.isdigit() else ch for ch in text), "group": group}


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as handle:
        cases = json.load(handle)
    json.dump({"cldr": get_cldr_version(), "expected": [numeral(case) for case in cases]}, sys.stdout,
              ensure_ascii=False)
