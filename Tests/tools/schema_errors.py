"""jsonschema errors as the validators print them: one line per error, "<json path>: <message>",
with the leaf failures of an anyOf/oneOf indented under it. Shared by validate_export.py and
validate_sarif.py (both run as scripts, so this folder is on sys.path)."""


def flatten(error):
    """Leaf errors, so anyOf/oneOf failures show what actually went wrong."""
    if error.context:
        for sub in error.context:
            yield from flatten(sub)
    else:
        yield error


def short(message):
    """A message without the whole offending instance, which can be the whole file."""
    return message if len(message) <= 200 else message[:160] + " ... " + message[-40:]


def error_lines(errors):
    """Every error sorted by its path, each followed by its distinct leaf failures, indented."""
    lines = []
    for err in sorted(errors, key=lambda e: (list(map(str, e.absolute_path)), e.message)):
        lines.append(f"{err.json_path}: {short(err.message)}")
        seen = set()
        for leaf in flatten(err) if err.context else []:
            line = f"    {leaf.json_path}: {short(leaf.message)}"
            if line not in seen:
                seen.add(line)
                lines.append(line)
    return lines
