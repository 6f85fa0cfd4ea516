#!/usr/bin/env python3
"""Validate a SARIF log against the official OASIS SARIF 2.1.0 JSON schema.

Usage: validate_sarif.py FILE.sarif

The schema file ``sarif-schema-2.1.0.json`` is read from the folder named by the
environment variable FONTSCALE_SARIF_SCHEMA_DIR (default: this script's folder).
Fetch it with ``fetch-sarif-schema.sh DIR``.

Exit codes: 0 valid (prints "valid"); 1 invalid (prints one line per error:
"<json path>: <message>", also when FILE is not JSON at all); 2 usage or setup
problem (missing schema, unreadable file).
"""
import json
import os
import sys

import jsonschema
from jsonschema.validators import validator_for
from schema_errors import error_lines

SCHEMA_NAME = "sarif-schema-2.1.0.json"


def load_schema():
    folder = os.environ.get("FONTSCALE_SARIF_SCHEMA_DIR") or os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(folder, SCHEMA_NAME)
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except OSError as exc:
        print(f"error: cannot read schema {path}: {exc} (run fetch-sarif-schema.sh)", file=sys.stderr)
        sys.exit(2)


def main(argv):
    if len(argv) != 2:
        print("usage: validate_sarif.py FILE.sarif", file=sys.stderr)
        return 2
    schema = load_schema()
    # The SARIF 2.1.0 schema declares "$schema": draft-04, so this picks Draft4Validator.
    cls = validator_for(schema, default=jsonschema.Draft4Validator)
    cls.check_schema(schema)
    try:
        with open(argv[1], encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        print(f"error: cannot read {argv[1]}: {exc}", file=sys.stderr)
        return 2
    try:
        instance = json.loads(text)
    except json.JSONDecodeError as exc:
        print(f"$: not JSON: {exc}")
        return 1
    # FORMAT_CHECKER checks only the formats whose helper packages are installed
    # (date-time needs rfc3339-validator, uri/uri-reference need rfc3987).
    validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
    errors = list(validator.iter_errors(instance))
    if not errors:
        print("valid")
        return 0
    for line in error_lines(errors):
        print(line)
    print(f"{len(errors)} error(s)", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
