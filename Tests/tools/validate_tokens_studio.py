#!/usr/bin/env python3
"""Validate a Tokens Studio for Figma single-file token JSON as the plugin's loader reads it.

Usage: validate_tokens_studio.py FILE.json

The plugin publishes no JSON Schema. What its file and Git sync accept is the zod schema
`complexSingleFileSchema` (github.com/tokens-studio/figma-plugin at 356712ad,
packages/tokens-studio-for-figma/src/storage/schemas/), transcribed here rule for rule:

- complexSingleFileSchema: a record whose every value is a tokensMap, or an array of
  themeObject, or an object {tokenSetOrder?: string[]} (zod tries them in that order).
- tokensMapSchema: a record of singleToken | tokensMap.
- singleTokenSchema: {value: any, type: string, description?: string} (passthrough) or
  {$value: any, $type: string, $description?: string} (passthrough).
- themeObjectSchema: {id: string, name: string, group?: string, selectedTokenSets:
  record("enabled" | "disabled" | "source"), $figmaStyleReferences?: record(string),
  $figmaVariableReferences?: record(string), $figmaCollectionId?: string, $figmaModeId?: string}.

A value that fails all three makes the whole file fail ("Contents don't pass schema
validation"): reported as an error. A token set (any key but $themes and $metadata) that is no
tokensMap still passes as the third alternative, emptied: the plugin loads it as an empty set
without a word. That is reported as an error too, since a file meant for the plugin would lose
the set. Everything else the loader does not check (references, values) is not checked.

Exit codes: 0 valid (prints "valid"); 1 invalid (one line per error); 2 usage or unreadable file.
"""
import json
import sys

STATUSES = {"enabled", "disabled", "source"}


def is_token(value):
    """singleTokenSchema: either form, with a string type (z.any() accepts a missing value)."""
    if not isinstance(value, dict):
        return False
    for value_key, type_key, description_key in (("value", "type", "description"), ("$value", "$type", "$description")):
        if isinstance(value.get(type_key), str) and (
            description_key not in value or isinstance(value[description_key], str)
        ):
            return True
    return False


def map_problem(value, path):
    """Why `value` is no tokensMap (a record of tokens and tokensMaps), None when it is one."""
    if not isinstance(value, dict):
        return f"{path}: expected a token or a group, instead saw {type(value).__name__}"
    for key, child in value.items():
        if is_token(child):
            continue
        problem = map_problem(child, f"{path}.{key}")
        if problem:
            return problem
    return None


def theme_problem(theme, path):
    if not isinstance(theme, dict):
        return f"{path}: expected a theme object"
    for key in ("id", "name"):
        if not isinstance(theme.get(key), str):
            return f"{path}.{key}: expected a string"
    if "group" in theme and not isinstance(theme["group"], str):
        return f"{path}.group: expected a string"
    selected = theme.get("selectedTokenSets")
    if not isinstance(selected, dict):
        return f"{path}.selectedTokenSets: expected an object"
    for name, status in selected.items():
        if status not in STATUSES:
            return f"{path}.selectedTokenSets.{name}: expected enabled, disabled or source, instead saw {status!r}"
    for key in ("$figmaStyleReferences", "$figmaVariableReferences"):
        if key in theme and not (
            isinstance(theme[key], dict) and all(isinstance(v, str) for v in theme[key].values())
        ):
            return f"{path}.{key}: expected an object of strings"
    for key in ("$figmaCollectionId", "$figmaModeId"):
        if key in theme and not isinstance(theme[key], str):
            return f"{path}.{key}: expected a string"
    return None


def metadata_problem(value, path):
    if not isinstance(value, dict):
        return f"{path}: expected an object"
    order = value.get("tokenSetOrder")
    if order is not None and not (isinstance(order, list) and all(isinstance(n, str) for n in order)):
        return f"{path}.tokenSetOrder: expected an array of strings"
    return None


def validate(document):
    if not isinstance(document, dict):
        return ["$: expected an object of token sets"]
    errors = []
    for key, value in document.items():
        path = f"$[{json.dumps(key)}]"
        as_map = map_problem(value, path)
        if as_map is None:
            continue  # a tokensMap (an empty object too)
        if isinstance(value, list):
            problems = [p for i, t in enumerate(value) if (p := theme_problem(t, f"{path}[{i}]"))]
            if problems:
                errors.append(f"{problems[0]} (the file fails the plugin's schema)")
            elif key != "$themes":
                errors.append(f"{path}: themes under a set name are loaded as an empty set")
            continue
        problem = metadata_problem(value, path)
        if problem:
            errors.append(f"{problem} (the file fails the plugin's schema)")
        elif key not in ("$metadata", "$themes"):
            errors.append(f"{as_map}: the plugin loads set {key!r} empty")
    return errors


def main(argv):
    if len(argv) != 2:
        print("usage: validate_tokens_studio.py FILE.json", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        print(f"error: cannot read {argv[1]}: {exc}", file=sys.stderr)
        return 2
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        print(f"$: not JSON: {exc}")
        return 1
    errors = validate(document)
    if not errors:
        print("valid")
        return 0
    for line in errors:
        print(line)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
