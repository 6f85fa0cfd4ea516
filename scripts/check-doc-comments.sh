#!/usr/bin/env bash
# Lists the public API in Sources/ that has no documentation comment, and fails if there is any.
#
# What counts as public API (a public symbol DocC shows):
#   - a declaration marked `public` or `open` (type, func, init, subscript, var, let, typealias,
#     associatedtype, case, operator);
#   - an enum `case` directly inside a public enum (cases carry no modifier of their own);
#   - a requirement (func, var, init, subscript, associatedtype) directly inside a public protocol.
# Not counted: `public import` / `@_exported import`, and `public extension` itself (a page of
# its own in no DocC archive; its members are checked like any other).
#
# Documented means: a `///` line (or the end of a `/** ... */` block) directly above the
# declaration. Attribute lines (`@inlinable`, `@discardableResult`, `@available(...)`) may stand
# between the comment and the declaration; a blank line or a `//` comment may not.
#
# Exempt, because the protocol they implement documents them and DocC shows them under the
# protocol's conformance: `description` and `debugDescription` (CustomStringConvertible),
# `errorDescription` (LocalizedError), `init(from:)` and `encode(to:)` (Codable),
# `hash(into:)` (Hashable), `==` and `<` (Equatable, Comparable), `init(rawValue:)` and
# `rawValue` (RawRepresentable), `init(stringLiteral:)`/`init(integerLiteral:)`/
# `init(floatLiteral:)` (literal protocols) and a `var id` (Identifiable). The exemption goes
# by name, not by checking the conformance. Members that implement the project's own protocols
# (NamedValue's `kindName`, `displayName`, `spellings`) are not exempt. One `///` above
# `case a, b, c` covers every case on that line, as it does in DocC. Sources/*/Generated/ is
# scanned like the rest (it declares nothing public today).
#
# Usage: scripts/check-doc-comments.sh [--count] [DIR...]   (default: Sources)
#   --count  print only the number of undocumented declarations
# Exit status: 0 when every public declaration has a comment, 1 otherwise (each listed as
# file:line: declaration), 2 on usage errors.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
count_only=0
dirs=()
for arg in "$@"; do
  case "$arg" in
    --count) count_only=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "check-doc-comments: unknown option $arg" >&2; exit 2 ;;
    *) dirs+=("$arg") ;;
  esac
done
[ "${#dirs[@]}" -gt 0 ] || dirs=("$repo/Sources")

exec python3 - "$count_only" "${dirs[@]}" <<'PYTHON'
import os, re, sys

count_only = sys.argv[1] == "1"
roots = sys.argv[2:]

EXEMPT_NAMES = {"description", "debugDescription", "errorDescription", "hash", "encode", "rawValue"}
EXEMPT_INITS = ("init(from", "init(rawValue", "init(stringLiteral", "init(integerLiteral", "init(floatLiteral")
EXEMPT_OPERATORS = {"==", "<"}
MODIFIERS = {"public", "open", "final", "static", "class", "nonisolated", "override", "convenience",
             "required", "mutating", "nonmutating", "indirect", "lazy", "dynamic", "weak", "unowned",
             "private(set)", "fileprivate(set)", "internal(set)", "package(set)", "consuming", "borrowing", "distributed"}
DECL_KEYWORDS = {"func", "var", "let", "init", "subscript", "struct", "enum", "class", "protocol", "actor",
                 "typealias", "associatedtype", "case", "extension", "operator", "macro", "import"}

def blank_code(text):
    """The source with comments and string literals replaced by spaces (newlines kept), so that
    braces and keywords are only counted in code."""
    out = list(text)
    i, n = 0, len(text)
    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    def skip_string(i):
        # i at the opening quote(s), possibly after #s. Returns the index after the literal.
        hashes = 0
        while text[i] == "#":
            hashes += 1; i += 1
        multi = text.startswith('"""', i)
        i += 3 if multi else 1
        close = ('"""' if multi else '"') + "#" * hashes
        while i < n:
            if text[i] == "\\" and text.startswith("#" * hashes, i + 1):
                j = i + 1 + hashes
                if j < n and text[j] == "(":
                    # interpolation: skip to the matching parenthesis, strings inside included
                    depth, j = 1, j + 1
                    while j < n and depth:
                        if text[j] == '"' or (text[j] == "#" and re.match(r'#+"', text[j:])):
                            j = skip_string(j); continue
                        if text[j] == "(": depth += 1
                        elif text[j] == ")": depth -= 1
                        j += 1
                    i = j; continue
                i = j + 1; continue
            if text.startswith(close, i):
                return i + len(close)
            if not multi and text[i] == "\n":
                return i
            i += 1
        return n
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i); j = n if j < 0 else j
            blank(i, j); i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j): depth += 1; j += 2
                elif text.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            blank(i, j); i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            j = skip_string(i)
            blank(i, j); i = j
        else:
            i += 1
    return "".join(out)

decl_re = re.compile(r"^\s*((?:@[\w.]+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?(?:\s+|$))*)(.*)$")

def parse_decl(code_line):
    """(modifiers, keyword, rest) when the line starts a declaration, else None."""
    m = decl_re.match(code_line)
    rest = m.group(2)
    words = []
    while True:
        w = re.match(r"(private\(set\)|fileprivate\(set\)|internal\(set\)|package\(set\)|[A-Za-z_]\w*)\s*", rest)
        if not w: return None
        word = w.group(1)
        if word in DECL_KEYWORDS and not (word == "class" and re.match(r"class\s+(func|var|let|subscript|override|final)\b", rest)):
            return words, word, rest[w.end():]
        if word not in MODIFIERS and word not in ("private", "fileprivate", "internal", "package"):
            return None
        words.append(word); rest = rest[w.end():]

def symbol_name(keyword, rest):
    if keyword == "init": return "init" + rest.split(")")[0].replace(" ", "")
    if keyword == "func":
        m = re.match(r"\s*`?([^\s(`<]+|[<>=!+\-*/%&|^~.?]+)", rest)
        return m.group(1) if m else ""
    m = re.match(r"`?([^\s(<:={`]+)", rest)
    return m.group(1) if m else ""

def documented(raw_lines, index):
    k = index - 1
    while k >= 0:
        s = raw_lines[k].strip()
        if s.startswith("///") or s.endswith("*/"): return True
        if s.startswith("@") and not decl_re.match(s).group(2).strip():
            k -= 1; continue  # a line of attributes only
        return False
    return False

problems = []
total = 0
files = []
for root in roots:
    if os.path.isfile(root): files.append(root); continue
    for d, _, names in os.walk(root):
        files += [os.path.join(d, f) for f in names if f.endswith(".swift")]
for path in sorted(files):
    text = open(path, encoding="utf-8").read()
    raw = text.split("\n")
    code = blank_code(text).split("\n")
    # stack of (kind, is_public) for every open brace; a declaration's own brace is pushed
    # with its kind, any other brace (a body, a closure) with kind None.
    stack = []
    pending = None  # the kind of the last declaration whose brace has not opened yet
    for number, line in enumerate(code):
        parsed = parse_decl(line) if line.strip() else None
        if parsed:
            modifiers, keyword, rest = parsed
            explicit = "public" in modifiers or "open" in modifiers
            parent = next((entry for entry in reversed(stack)), None)
            in_public_enum = parent is not None and parent[0] == "enum" and parent[1]
            in_public_protocol = parent is not None and parent[0] == "protocol" and parent[1]
            private = any(m in modifiers for m in ("private", "fileprivate", "internal", "package"))
            is_public = explicit or (not private and (
                (keyword == "case" and in_public_enum) or
                (in_public_protocol and keyword in ("func", "var", "init", "subscript", "associatedtype"))))
            if keyword in ("struct", "enum", "class", "protocol", "actor", "extension"):
                pending = (keyword, explicit)
            if is_public and keyword not in ("import", "extension"):
                name = symbol_name(keyword, rest)
                exempt = (name in EXEMPT_NAMES or name.startswith(EXEMPT_INITS) or name in EXEMPT_OPERATORS
                          or (name == "id" and keyword == "var"))
                total += 1
                if not exempt and not documented(raw, number):
                    problems.append(f"{os.path.relpath(path)}:{number + 1}: {raw[number].strip()}")
        for ch in line:
            if ch == "{":
                stack.append(pending if pending else (None, False)); pending = None
            elif ch == "}":
                if stack: stack.pop()
if count_only:
    print(len(problems))
else:
    for p in problems: print(p)
    print(f"check-doc-comments: {len(problems)} of {total} public declarations have no /// summary", file=sys.stderr)
sys.exit(1 if problems else 0)
PYTHON
