#!/usr/bin/env python3
"""Validate a YAML (or JSON) document against a JSON Schema.

Usage: validate_yaml_schema.py SCHEMA.json FILE.yml

Used for action.yml (SchemaStore's github-action.json) and .pre-commit-hooks.yaml (SchemaStore's
pre-commit-hooks.json), vendored in Tests/Fixtures/schemastore/. Needs jsonschema and PyYAML
(scripts/fetch-test-tools.sh).

Exit codes: 0 valid (prints "valid"); 1 invalid (one line per error: "<json path>: <message>");
2 usage or unreadable input.
"""
import json
import sys

import jsonschema
import yaml
from jsonschema.validators import validator_for


def main(argv):
    if len(argv) != 3:
        print("usage: validate_yaml_schema.py SCHEMA.json FILE.yml", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as fh:
            schema = json.load(fh)
        with open(argv[2], encoding="utf-8") as fh:
            document = yaml.safe_load(fh)
    except (OSError, ValueError, yaml.YAMLError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    cls = validator_for(schema, default=jsonschema.Draft7Validator)
    cls.check_schema(schema)
    errors = sorted(cls(schema).iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
    if not errors:
        print("valid")
        return 0
    for err in errors:
        print(f"{err.json_path}: {err.message}")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
