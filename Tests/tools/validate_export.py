#!/usr/bin/env python3
"""Validate `fontscale export` output against the vendored specifications, with jsonschema.

Usage: validate_export.py figma FILE.json
       validate_export.py figma-local FILE.json
       validate_export.py dtcg FILE.tokens.json

figma: the body of `POST /v1/files/:file_key/variables` against the request body schema of
    that operation (`postVariables`, the TypeScript `PostVariablesRequestBody`) in
    Tests/Fixtures/figma/openapi.yaml (github.com/figma/rest-api-spec 0.37.0), its
    `#/components/schemas/...` references resolved within the document (OpenAPI 3.1 schemas are
    JSON Schema 2020-12). Then two checks taken from the same document, which its schema objects
    do not state as keywords: every key is one the schema declares (OpenAPI objects are open, so
    a misspelt optional key such as `initalModeId` would pass and be ignored by Figma), and each
    variable's scopes are among the "Valid scopes for `TYPE` variables" that VariableScope's
    description lists for its resolvedType.
figma-local: a saved response of `GET /v1/files/:file_key/variables/local` (what
    `--figma-existing` reads) against `GetLocalVariablesResponse` of the same document, keys closed
    the same way.
dtcg: the tokens against Tests/Fixtures/dtcg/format.json (the DTCG 2025.10 format schema,
    draft-07), every vendored schema registered under its `$id` so no request leaves the machine.

Exit codes: 0 valid (prints "valid"); 1 invalid (one line per error, "<json path>: <message>");
2 usage or setup problem.
"""
import copy
import json
import os
import re
import sys

import jsonschema
import yaml
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7, DRAFT202012
from schema_errors import error_lines

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures")
FIGMA_URI = "urn:figma:rest-api-spec:openapi.yaml"
FIGMA_BODY = "/paths/~1v1~1files~1{file_key}~1variables/post/requestBody/content/application~1json/schema"
FIGMA_LOCAL = "/components/responses/GetLocalVariablesResponse/content/application~1json/schema"


def closed(schema):
    """The schema with `additionalProperties: false` on every object schema that lists its
    properties and says nothing about others: keys the document does not declare are errors."""
    if isinstance(schema, dict):
        schema = {key: closed(value) for key, value in schema.items()}
        if "properties" in schema and "additionalProperties" not in schema and "allOf" not in schema:
            schema["additionalProperties"] = False
        return schema
    if isinstance(schema, list):
        return [closed(value) for value in schema]
    return schema


def valid_scopes(document):
    """VariableScope's description: "Valid scopes for `FLOAT` variables:" then a `- `SCOPE`` list."""
    text = document["components"]["schemas"]["VariableScope"]["description"]
    scopes = {}
    for match in re.finditer(r"Valid scopes for `(\w+)` variables:\n((?:- `\w+`\n?)+)", text):
        scopes[match.group(1)] = re.findall(r"`(\w+)`", match.group(2))
    if set(scopes) != {"FLOAT", "STRING", "COLOR"}:
        raise SystemExit(f"error: VariableScope's description no longer lists valid scopes per type: {scopes}")
    return scopes


def figma(instance, pointer=FIGMA_BODY):
    path = os.path.join(FIXTURES, "figma", "openapi.yaml")
    with open(path, encoding="utf-8") as fh:
        document = yaml.safe_load(fh)
    errors = []
    for strict in (False, True):
        contents = closed(document) if strict else document
        registry = Registry().with_resource(FIGMA_URI, Resource.from_contents(contents, DRAFT202012))
        validator = jsonschema.Draft202012Validator({"$ref": FIGMA_URI + "#" + pointer}, registry=registry)
        found = error_lines(validator.iter_errors(instance))
        if strict:
            found = [f"(undeclared key) {line}" for line in found if line not in errors]
        errors += found
        if found:
            break  # the closed schema repeats every error of the open one
    scopes = valid_scopes(document)
    for index, variable in enumerate(instance.get("variables") or []):
        if not isinstance(variable, dict) or variable.get("action") != "CREATE":
            continue
        kind, given = variable.get("resolvedType"), variable.get("scopes") or []
        for scope in given:
            if scope not in scopes.get(kind, []):
                errors.append(f"$.variables[{index}].scopes: {scope!r} is not a valid scope for {kind} variables")
        if "ALL_SCOPES" in given and len(given) > 1:
            errors.append(f"$.variables[{index}].scopes: ALL_SCOPES with other scopes")
    return errors


def dtcg(instance):
    folder = os.path.join(FIXTURES, "dtcg")
    registry = Registry()
    root = None
    for base, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".json"):
                with open(os.path.join(base, name), encoding="utf-8") as fh:
                    schema = json.load(fh)
                registry = registry.with_resource(schema["$id"], Resource.from_contents(schema, DRAFT7))
                if os.path.join(base, name) == os.path.join(folder, "format.json"):
                    root = schema
    jsonschema.Draft7Validator.check_schema(root)
    return error_lines(jsonschema.Draft7Validator(root, registry=registry).iter_errors(instance))


def main(argv):
    if len(argv) != 3 or argv[1] not in ("figma", "figma-local", "dtcg"):
        print("usage: validate_export.py figma|figma-local|dtcg FILE", file=sys.stderr)
        return 2
    try:
        with open(argv[2], encoding="utf-8") as fh:
            instance = json.load(fh)
    except OSError as exc:
        print(f"error: cannot read {argv[2]}: {exc}", file=sys.stderr)
        return 2
    except json.JSONDecodeError as exc:
        print(f"$: not JSON: {exc}")
        return 1
    if argv[1] == "figma":
        errors = figma(instance)
    elif argv[1] == "figma-local":
        errors = figma(instance, FIGMA_LOCAL)
    else:
        errors = dtcg(instance)
    if not errors:
        print("valid")
        return 0
    for line in errors:
        print(line)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
