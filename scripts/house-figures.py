#!/usr/bin/env python3
"""Print figures about the shape of the fontscale source tree, as Markdown tables (or JSON).

Run:
    scripts/house-figures.py              # this checkout (the root found from the script's path)
    scripts/house-figures.py ROOT         # another checkout, e.g. a `git worktree` of an older commit
    scripts/house-figures.py --json [ROOT]

To compare two commits:
    git worktree add /tmp/old <commit>
    diff <(scripts/house-figures.py /tmp/old) <(scripts/house-figures.py)

Python 3 standard library only; reads files, never builds or runs anything. Never fails on
odd input: a file that cannot be read or decoded (bytes that are not UTF-8 are replaced) is
counted as far as it can be, and files whose braces do not balance are named under "Warnings".

What it prints:

1. Public declarations per target. Targets are the folders under Sources/ except the C targets
   (names "C" followed by an uppercase letter: CFreeType, CICU, ...). A line counts once if,
   after leading whitespace, attributes (@inlinable, @discardableResult, @MainActor, @Foo(...))
   and modifiers in any order (static, class, final, override, required, convenience, mutating,
   nonisolated, indirect, lazy, dynamic, ...), its access modifier is `public` or `open` (the
   "public" column) or `package` (the "package" column) and the declaration keyword is one of
   func, var, let, init, subscript, struct, class, enum, protocol, typealias, actor.
   `public private(set) var` is a public var (the `(set)` form never decides the column).
   Skipped: extensions (`public extension` itself; its members are not counted unless they are
   marked themselves), enum cases, and anything inside comments or string literals.
   Every .swift file counts, generated ones (Generated/ folders, *.generated.swift) included.
   One line is one declaration (`public let a, b: Int` is one).

2. The 10 largest functions in Sources/ (every target, C targets have no .swift files):
   declarations of func, init, subscript and deinit that start a line (after attributes and
   modifiers), with a body. Lines = from the line of the keyword to the line of the matching
   closing brace, both included (attribute lines above the keyword are not counted; a nested
   function is counted in its own right and inside its parent). Computed properties are not
   functions and are left out. Braces inside `//` and nested `/* */` comments, "..." strings
   (with escapes), multi-line \"\"\" strings and raw strings #"..."# / #\"\"\"...\"\"\"# are ignored;
   string interpolations \\( ... ) are read as code; so are regex literals: #/.../# always,
   a bare /.../ when it follows an operator, "(", "[", "{", ",", ":" or `return` (or starts a
   line), does not start with a space and ends on its line (otherwise "/" is division).
   Not understood: #if branches that each open a brace (the file is then named under
   Warnings, as is any file with an unterminated string or comment). Name = the innermost
   enclosing type or extension + "." + the function's name (`init`, `init?`, `subscript`, or
   the operator for operator functions).

3. Files per folder in Sources/FontScaleServe: each immediate subfolder with its .swift files
   and other files counted recursively; files directly in FontScaleServe/ as "(top level)";
   hidden files (names starting with ".") are not counted.

4. Tests per 1,000 lines per target: every target X of (1) that has a test folder Tests/XTests
   (the CLI target `fontscale` pairs with Tests/fontscaleCLITests). Tests = lines of
   Tests/XTests/**/*.swift that start, after whitespace, with the attribute `@Test` (bare or
   `@Test(...)`; not inside comments or strings; a parameterized test counts once).
   Source lines = lines of Sources/X/**/*.swift with something other than whitespace and
   comments (lines inside multi-line strings count; generated files count).

5. The parameterless `run()` and `validate()` functions (ArgumentParser's hooks) in
   Sources/fontscale longer than 15 lines (lines as in (2)), and the longest of each.
   `run(_:)`, `validate(_:)` and other overloads with parameters are not included.
"""

import bisect
import json
import os
import re
import sys

TOP_FUNCTIONS = 10
HOOK_THRESHOLD = 15
C_TARGET = re.compile(r"^C[A-Z]")
CLI_TARGET = "fontscale"
CLI_TESTS = "fontscaleCLITests"
SERVE = "FontScaleServe"

# --------------------------------------------------------------------------------------------
# Lexing: a copy of the text, the same length, with comments blanked and string contents
# turned to "x" (whitespace kept), so that offsets and line numbers stay the same.

CODE_RE = re.compile(r'//|/\*|#+"|#+/|/|"|\(|\)')
# A bare regex literal /.../ may start after one of these (or at the start of a line, or after
# `return`), must not start with a space, and ends at the next unescaped "/" on its line.
REGEX_AFTER = set("([{,:=!&|?;^~+-*%<>")
REGEX_BODY = re.compile(r"(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^\\/\n\[])+/")
BLOCK_RE = re.compile(r"/\*|\*/")
NON_SPACE = re.compile(r"\S")
NON_NEWLINE = re.compile(r"[^\n]")
_string_res = {}


def _string_re(multi, hashes):
    key = (multi, hashes)
    rx = _string_res.get(key)
    if rx is None:
        h = "#" * hashes
        end = '"""' + h if multi else '"' + h
        pattern = re.escape("\\" + h) + "|" + re.escape(end)
        if not multi:
            pattern += r"|\n"
        rx = _string_res[key] = re.compile(pattern)
    return rx


def _regex_end(text, s, tok):
    """The offset after the regex literal opening with tok ("/" or "#/", "##/", ...) at s, or None."""
    start = s + len(tok)
    if tok == "/":
        if start >= len(text) or text[start] in " \t\n=":
            return None
        k = s - 1
        while k >= 0 and text[k] in " \t":
            k -= 1
        if k >= 0 and text[k] != "\n" and text[k] not in REGEX_AFTER:
            if not (text[max(0, k - 5):k + 1] == "return" and (k < 6 or not (text[k - 6].isalnum() or text[k - 6] == "_"))):
                return None
        m = REGEX_BODY.match(text, start)
        return m.end() if m else None
    close = text.find("/" + tok[:-1], start)  # extended #/.../#: may span lines
    return None if close < 0 else close + len(tok)


def strip_swift(text):
    """Returns (stripped text, problems). Never raises on odd input."""
    out = []
    n = len(text)
    i = 0
    # Contexts: ["code", paren depth] (the bottom one, then one per interpolation),
    # ["str", multi-line, hash count].
    stack = [["code", 0]]
    problems = []
    while i < n:
        top = stack[-1]
        if top[0] == "code":
            m = CODE_RE.search(text, i)
            if m is None:
                out.append(text[i:])
                break
            out.append(text[i:m.start()])
            tok = m.group()
            s = m.start()
            if tok == "//":
                j = text.find("\n", s)
                if j < 0:
                    j = n
                out.append(" " * (j - s))
                i = j
            elif tok == "/*":
                depth = 1
                j = m.end()
                while depth:
                    b = BLOCK_RE.search(text, j)
                    if b is None:
                        j = n
                        problems.append("unterminated /* comment")
                        break
                    depth += 1 if b.group() == "/*" else -1
                    j = b.end()
                out.append(NON_NEWLINE.sub(" ", text[s:j]))
                i = j
            elif tok.endswith("/"):
                j = _regex_end(text, s, tok)
                if j is None:
                    out.append(tok)
                    i = m.end()
                else:
                    out.append(tok + NON_SPACE.sub("x", text[m.end():j - len(tok)]) + tok[::-1])
                    i = j
            elif tok == "(":
                top[1] += 1
                out.append("(")
                i = m.end()
            elif tok == ")":
                if len(stack) > 1 and top[1] == 0:
                    stack.pop()  # the end of an interpolation
                else:
                    top[1] = max(0, top[1] - 1)
                out.append(")")
                i = m.end()
            else:  # a string opens: "  or  #"  (then maybe """)
                hashes = len(tok) - 1
                q = m.end() - 1  # the first quote
                multi = text.startswith('"""', q)
                j = q + (3 if multi else 1)
                out.append(text[s:j])
                stack.append(["str", multi, hashes])
                i = j
        else:
            _, multi, hashes = top
            m = _string_re(multi, hashes).search(text, i)
            if m is None:
                out.append(NON_SPACE.sub("x", text[i:]))
                problems.append("unterminated string")
                break
            out.append(NON_SPACE.sub("x", text[i:m.start()]))
            tok = m.group()
            if tok == "\n":  # a one-line string without its end: stop it here
                stack.pop()
                out.append("\n")
                i = m.end()
                problems.append("unterminated string")
            elif tok.startswith("\\"):
                j = m.end()
                if j < n and text[j] == "(":
                    out.append(tok + "(")
                    stack.append(["code", 0])
                    i = j + 1
                else:
                    out.append("x" * len(tok))
                    if j < n:
                        out.append(text[j] if text[j].isspace() else "x")
                        j += 1
                    i = j
            else:  # the closing delimiter
                out.append(tok)
                stack.pop()
                i = m.end()
    if len(stack) > 1:
        problems.append("unterminated string or interpolation")
    return "".join(out), problems


# --------------------------------------------------------------------------------------------
# Declarations at the start of a line.

ACCESS = {"public", "open", "package", "internal", "fileprivate", "private"}
MODIFIERS = ACCESS | {
    "static", "class", "final", "override", "required", "convenience", "mutating",
    "nonmutating", "lazy", "weak", "unowned", "indirect", "dynamic", "optional",
    "nonisolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing",
    "isolated", "__consuming", "sending",
}
DECL_KEYWORDS = {"func", "var", "let", "init", "subscript", "struct", "class", "enum",
                 "protocol", "typealias", "actor"}
FUNC_KEYWORDS = {"func", "init", "subscript", "deinit"}
TYPE_KEYWORDS = {"struct", "class", "enum", "actor", "extension", "protocol"}
ALL_KEYWORDS = DECL_KEYWORDS | FUNC_KEYWORDS | TYPE_KEYWORDS | {"case", "macro", "associatedtype"}

ATTR_RE = re.compile(r"@[A-Za-z_][\w.]*(?:<[^<>]*>)?")
WORD_RE = re.compile(r"[A-Za-z_]\w*")
SPACE_RE = re.compile(r"\s*")
IDENT_RE = re.compile(r"\s*(`[^`]*`|[A-Za-z_][\w.]*|[-/=+!*%<>&|^~?.]+)")


def _skip_parens(line, j):
    """line[j] == "(": the index after the matching ")" (or the end of the line)."""
    depth = 0
    n = len(line)
    while j < n:
        c = line[j]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return n


def parse_decl(line):
    """(access or None, keyword, offset just after the keyword) for a stripped line, or None."""
    j = SPACE_RE.match(line).end()
    n = len(line)
    access = None
    while j < n:
        if line[j] == "@":
            m = ATTR_RE.match(line, j)
            if m is None:
                return None
            j = m.end()
            if j < n and line[j] == "(":
                j = _skip_parens(line, j)
            j = SPACE_RE.match(line, j).end()
            continue
        m = WORD_RE.match(line, j)
        if m is None:
            return None
        word = m.group()
        k = m.end()
        if word == "class":
            # `class func` / `class var` / `class override ...`: a modifier, not a class
            nxt = WORD_RE.match(line, SPACE_RE.match(line, k).end())
            if not (nxt and nxt.group() in MODIFIERS | {"func", "var", "let", "subscript"}):
                return access, word, k
        if word in MODIFIERS:
            k2 = SPACE_RE.match(line, k).end()
            paren = k2 < n and line[k2] == "("
            if paren:
                k = _skip_parens(line, k2)  # private(set), unowned(unsafe), nonisolated(unsafe)
            elif word in ACCESS:
                access = word
            j = SPACE_RE.match(line, k).end()
            continue
        if word in ALL_KEYWORDS:
            return access, word, k
        return None
    return None


# --------------------------------------------------------------------------------------------
# Bodies: from a declaration to its "{", then to the matching "}".

CONTINUES_NEXT = ("{", "->", "throws", "rethrows", "async", "where", ")", "]", ",", "&", ".",
                  ">", ":", "=")
CONTINUES_PREV = (",", "->", "&", ":", "(", "[", "<", "where", "=")
SIG_RE = re.compile(r"[()\[\]{};\n]")
MAX_SIGNATURE_LINES = 40


def find_body(stripped, pos):
    """Offset of the "{" opening the body of the declaration whose keyword ends at pos, or None."""
    depth = 0
    lines_seen = 0
    line_start = stripped.rfind("\n", 0, pos) + 1
    while True:
        m = SIG_RE.search(stripped, pos)
        if m is None:
            return None
        c = m.group()
        pos = m.end()
        if c in "([":
            depth += 1
        elif c in ")]":
            depth = max(0, depth - 1)
        elif depth:
            continue
        elif c == "{":
            return m.start()
        elif c in "};":
            return None
        elif c == "\n":
            lines_seen += 1
            if lines_seen > MAX_SIGNATURE_LINES:
                return None
            prev = stripped[line_start:m.start()].rstrip()
            line_start = pos
            if prev.endswith(CONTINUES_PREV):
                continue
            # the next line with code on it
            k = pos
            nxt = ""
            while k < len(stripped):
                e = stripped.find("\n", k)
                if e < 0:
                    e = len(stripped)
                nxt = stripped[k:e].strip()
                if nxt:
                    break
                k = e + 1
            if not nxt.startswith(CONTINUES_NEXT):
                return None


def match_braces(stripped):
    """{offset of "{": offset of its "}"}, and whether the braces balance."""
    pairs = {}
    stack = []
    ok = True
    for m in re.finditer(r"[{}]", stripped):
        if m.group() == "{":
            stack.append(m.start())
        elif stack:
            pairs[stack.pop()] = m.start()
        else:
            ok = False
    return pairs, ok and not stack


# --------------------------------------------------------------------------------------------
# Reading one file.

class SwiftFile:
    def __init__(self, path, rel):
        self.rel = rel
        try:
            with open(path, "rb") as f:
                text = f.read().decode("utf-8", errors="replace")
        except OSError as e:
            text = ""
            self.problems = ["unreadable: %s" % e.strerror]
        else:
            self.problems = []
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        self.stripped, problems = strip_swift(text)
        self.problems += problems
        self.lines = self.stripped.split("\n")
        self.line_starts = [0]
        for line in self.lines[:-1]:
            self.line_starts.append(self.line_starts[-1] + len(line) + 1)
        self._functions = None
        self._decls = None

    def line_of(self, offset):
        return bisect.bisect_right(self.line_starts, offset)  # 1-based

    def code_lines(self):
        return sum(1 for line in self.lines if line.strip())

    def decls(self):
        if self._decls is None:
            self._decls = []
            for index, line in enumerate(self.lines):
                if not line.strip():
                    continue
                d = parse_decl(line)
                if d:
                    access, keyword, end = d
                    self._decls.append((index, access, keyword, self.line_starts[index] + end))
        return self._decls

    def functions(self):
        """[(line, name, lines)] for every function with a body."""
        if self._functions is not None:
            return self._functions
        pairs, balanced = match_braces(self.stripped)
        if not balanced:
            self.problems.append("braces do not balance")
        types = []  # (open, close, name)
        found = []  # (open, close, line, name)
        for index, access, keyword, end in self.decls():
            if keyword in TYPE_KEYWORDS:
                m = IDENT_RE.match(self.stripped, end)
                if not m:
                    continue
                body = find_body(self.stripped, m.end())
                if body is not None and body in pairs:
                    types.append((body, pairs[body], m.group(1)))
            elif keyword in FUNC_KEYWORDS:
                name = keyword
                after = end
                if keyword == "func":
                    m = IDENT_RE.match(self.stripped, end)
                    if not m:
                        continue
                    name = m.group(1)
                    after = m.end()
                elif keyword == "init":
                    rest = self.stripped[end:end + 1]
                    if rest in ("?", "!"):
                        name += rest
                        after += 1
                    if self.stripped[after:after + 1] not in ("(", "<"):
                        continue
                elif keyword == "subscript":
                    if self.stripped[end:end + 1] not in ("(", "<"):
                        continue
                body = find_body(self.stripped, after)
                if body is not None and body in pairs:
                    rest = self.stripped[after:body]
                    params = None
                    if rest.lstrip().startswith("(") or rest.lstrip().startswith("<"):
                        p = rest.find("(")
                        if p >= 0:
                            q = _skip_parens(rest, p)
                            params = rest[p + 1:q - 1].strip()
                    found.append((body, pairs[body], index + 1, name, params))
        result = []
        for body, close, line, name, params in found:
            owner = None
            best = None
            for t_open, t_close, t_name in types:
                if t_open < body and close <= t_close and (best is None or t_open > best):
                    best, owner = t_open, t_name
            full = "%s.%s" % (owner, name) if owner else name
            lines = self.line_of(close) - line + 1
            result.append({"file": self.rel, "line": line, "name": full, "function": name,
                           "parameters": params, "lines": lines})
        self._functions = result
        return result


# --------------------------------------------------------------------------------------------
# The tree.

def swift_files(root, folder):
    """Sorted relative paths of the .swift files under root/folder (recursive, no dot-folders)."""
    base = os.path.join(root, folder)
    found = []
    for dirpath, dirnames, filenames in os.walk(base, onerror=lambda e: None):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in filenames:
            if name.endswith(".swift") and not name.startswith("."):
                found.append(os.path.relpath(os.path.join(dirpath, name), root))
    return sorted(found)


class Tree:
    def __init__(self, root):
        self.root = root
        self._files = {}

    def file(self, rel):
        f = self._files.get(rel)
        if f is None:
            f = self._files[rel] = SwiftFile(os.path.join(self.root, rel), rel)
        return f

    def files(self, folder):
        return [self.file(rel) for rel in swift_files(self.root, folder)]

    def targets(self):
        src = os.path.join(self.root, "Sources")
        try:
            names = os.listdir(src)
        except OSError:
            return []
        return sorted((n for n in names
                       if os.path.isdir(os.path.join(src, n)) and not n.startswith(".")
                       and not C_TARGET.match(n)), key=lambda s: (s.lower(), s))


def figure_declarations(tree):
    rows = []
    for target in tree.targets():
        public = package = 0
        for f in tree.files(os.path.join("Sources", target)):
            for _, access, keyword, _ in f.decls():
                if keyword not in DECL_KEYWORDS:
                    continue
                if access in ("public", "open"):
                    public += 1
                elif access == "package":
                    package += 1
        rows.append({"target": target, "public": public, "package": package})
    total = {"target": "Total", "public": sum(r["public"] for r in rows),
             "package": sum(r["package"] for r in rows)}
    return {"rows": rows, "total": total}


def all_functions(tree, folder):
    out = []
    for f in tree.files(folder):
        out.extend(f.functions())
    return out


def figure_largest(tree):
    functions = all_functions(tree, "Sources")
    functions.sort(key=lambda r: (-r["lines"], r["file"], r["line"]))
    return functions[:TOP_FUNCTIONS]


def figure_serve(tree):
    base = os.path.join(tree.root, "Sources", SERVE)
    if not os.path.isdir(base):
        return None
    groups = {}

    def count(group, name):
        g = groups.setdefault(group, {"folder": group, "swift": 0, "other": 0})
        g["swift" if name.endswith(".swift") else "other"] += 1

    for dirpath, dirnames, filenames in os.walk(base, onerror=lambda e: None):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        rel = os.path.relpath(dirpath, base)
        group = "(top level)" if rel == "." else rel.split(os.sep)[0] + "/"
        if rel != "." and group not in groups:
            groups[group] = {"folder": group, "swift": 0, "other": 0}
        for name in filenames:
            if not name.startswith("."):
                count(group, name)
    rows = sorted(groups.values(), key=lambda g: (g["folder"] == "(top level)", g["folder"].lower()))
    total = {"folder": "Total", "swift": sum(r["swift"] for r in rows),
             "other": sum(r["other"] for r in rows)}
    return {"rows": rows, "total": total}


TEST_RE = re.compile(r"\s*@Test\b")


def figure_tests(tree):
    rows = []
    untested = []
    for target in tree.targets():
        candidates = [CLI_TESTS, target + "Tests"] if target == CLI_TARGET else [target + "Tests"]
        tests_dir = next((c for c in candidates
                          if os.path.isdir(os.path.join(tree.root, "Tests", c))), None)
        if tests_dir is None:
            untested.append(target)
            continue
        tests = sum(1 for f in tree.files(os.path.join("Tests", tests_dir))
                    for line in f.lines if TEST_RE.match(line))
        lines = sum(f.code_lines() for f in tree.files(os.path.join("Sources", target)))
        rows.append({"target": target, "tests_folder": "Tests/" + tests_dir, "tests": tests,
                     "source_lines": lines, "per_1000": per_thousand(tests, lines)})
    t, l = sum(r["tests"] for r in rows), sum(r["source_lines"] for r in rows)
    total = {"target": "Total", "tests": t, "source_lines": l, "per_1000": per_thousand(t, l)}
    return {"rows": rows, "total": total, "without_tests": untested}


def per_thousand(tests, lines):
    return round(1000.0 * tests / lines, 2) if lines else None


def figure_hooks(tree):
    functions = [f for f in all_functions(tree, os.path.join("Sources", CLI_TARGET))
                 if f["function"] in ("run", "validate") and f["parameters"] == ""]
    long_ones = sorted((f for f in functions if f["lines"] > HOOK_THRESHOLD),
                       key=lambda r: (-r["lines"], r["file"], r["line"]))
    longest = {}
    for hook in ("run", "validate"):
        of_kind = [f for f in functions if f["function"] == hook]
        longest[hook] = min(of_kind, key=lambda r: (-r["lines"], r["file"], r["line"])) if of_kind else None
    counts = {hook: sum(1 for f in functions if f["function"] == hook) for hook in ("run", "validate")}
    return {"threshold": HOOK_THRESHOLD, "longer": long_ones, "longest": longest, "counts": counts}


def figures(root):
    tree = Tree(root)
    result = {
        "root": os.path.abspath(root),
        "commit": git_head(root),
        "public_declarations": figure_declarations(tree),
        "largest_functions": figure_largest(tree),
        "serve_files": figure_serve(tree),
        "tests_per_1000_lines": figure_tests(tree),
        "cli_run_validate": figure_hooks(tree),
    }
    warnings = []
    for rel in sorted(tree._files):
        f = tree._files[rel]
        for p in sorted(set(f.problems)):
            warnings.append("%s: %s" % (rel, p))
    result["warnings"] = warnings
    return result


def git_head(root):
    """The commit checked out at root, read from .git without running git (None if unknown)."""
    try:
        git = os.path.join(root, ".git")
        if os.path.isfile(git):  # a worktree: "gitdir: <path>"
            with open(git) as f:
                line = f.read().strip()
            if not line.startswith("gitdir:"):
                return None
            git = os.path.join(root, line[len("gitdir:"):].strip())
        with open(os.path.join(git, "HEAD")) as f:
            head = f.read().strip()
        if not head.startswith("ref:"):
            return head[:12]
        ref = head[4:].strip()
        common = git
        commondir = os.path.join(git, "commondir")
        if os.path.isfile(commondir):
            with open(commondir) as f:
                common = os.path.join(git, f.read().strip())
        for base in (git, common):
            path = os.path.join(base, ref)
            if os.path.isfile(path):
                with open(path) as f:
                    return f.read().strip()[:12]
        packed = os.path.join(common, "packed-refs")
        if os.path.isfile(packed):
            with open(packed) as f:
                for line in f:
                    parts = line.split()
                    if len(parts) == 2 and parts[1] == ref:
                        return parts[0][:12]
    except (OSError, UnicodeDecodeError):
        pass
    return None


# --------------------------------------------------------------------------------------------
# Markdown.

def table(headers, rows, right=()):
    cells = [[str(c) for c in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]

    def fmt(row):
        return "| " + " | ".join(c.rjust(w) if i in right else c.ljust(w)
                                 for i, (c, w) in enumerate(zip(row, widths))) + " |"

    rule = "|" + "|".join(("-" * (w + 1) + ":") if i in right else ("-" * (w + 2))
                          for i, w in enumerate(widths)) + "|"
    return "\n".join([fmt(headers), rule] + [fmt(r) for r in cells])


def number(x):
    return "—" if x is None else ("%.2f" % x if isinstance(x, float) else str(x))


def markdown(r):
    out = ["# House figures", ""]
    out.append("Root: `%s`%s" % (r["root"], " at %s" % r["commit"] if r["commit"] else ""))
    out.append("")

    d = r["public_declarations"]
    out += ["## Public declarations per target", ""]
    out.append(table(["Target", "public/open", "package"],
                     [[x["target"], x["public"], x["package"]] for x in d["rows"]]
                     + [["**Total**", d["total"]["public"], d["total"]["package"]]], right=(1, 2)))
    out.append("")

    out += ["## Largest %d functions in Sources/" % TOP_FUNCTIONS, ""]
    out.append(table(["#", "Location", "Function", "Lines"],
                     [[i + 1, "%s:%d" % (f["file"], f["line"]), f["name"], f["lines"]]
                      for i, f in enumerate(r["largest_functions"])], right=(0, 3)))
    out.append("")

    s = r["serve_files"]
    out += ["## Files per folder in Sources/%s" % SERVE, ""]
    if s is None:
        out.append("No Sources/%s in this tree." % SERVE)
    else:
        out.append(table(["Folder", ".swift", "other"],
                         [[x["folder"], x["swift"], x["other"]] for x in s["rows"]]
                         + [["**Total**", s["total"]["swift"], s["total"]["other"]]], right=(1, 2)))
    out.append("")

    t = r["tests_per_1000_lines"]
    out += ["## Tests per 1,000 source lines", ""]
    out.append(table(["Target", "Tests folder", "Tests", "Source lines", "Tests / 1,000 lines"],
                     [[x["target"], x["tests_folder"], x["tests"], x["source_lines"], number(x["per_1000"])]
                      for x in t["rows"]]
                     + [["**Total**", "", t["total"]["tests"], t["total"]["source_lines"],
                         number(t["total"]["per_1000"])]], right=(2, 3, 4)))
    if t["without_tests"]:
        out += ["", "Without a test folder: %s." % ", ".join(t["without_tests"])]
    out.append("")

    h = r["cli_run_validate"]
    out += ["## run() and validate() in Sources/%s longer than %d lines" % (CLI_TARGET, h["threshold"]), ""]
    if h["longer"]:
        out.append(table(["Location", "Function", "Lines"],
                         [["%s:%d" % (f["file"], f["line"]), f["name"] + "()", f["lines"]]
                          for f in h["longer"]], right=(2,)))
    else:
        out.append("None.")
    out.append("")
    rows = []
    for hook in ("run", "validate"):
        f = h["longest"][hook]
        rows.append([hook + "()", h["counts"][hook],
                     "%s:%d" % (f["file"], f["line"]) if f else "—",
                     f["name"] + "()" if f else "—", f["lines"] if f else "—"])
    out.append(table(["Hook", "Count", "Longest at", "Function", "Lines"], rows, right=(1, 4)))

    if r["warnings"]:
        out += ["", "## Warnings", ""]
        out += ["- %s" % w for w in r["warnings"]]
    return "\n".join(out) + "\n"


def main(argv):
    args = [a for a in argv if a != "--json"]
    as_json = len(args) != len(argv)
    if any(a in ("-h", "--help") for a in args) or len(args) > 1 or any(a.startswith("-") for a in args):
        sys.stdout.write(__doc__)
        return 0 if any(a in ("-h", "--help") for a in args) else 2
    if args:
        root = args[0]
    else:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if not os.path.isdir(os.path.join(root, "Sources")):
        sys.stderr.write("house-figures: %s has no Sources/ folder\n" % root)
        return 2
    result = figures(root)
    if as_json:
        json.dump(result, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(markdown(result))
    return 0


if __name__ == "__main__":
    try:
        status = main(sys.argv[1:])
        sys.stdout.flush()
    except BrokenPipeError:  # `| head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = 0
    sys.exit(status)
