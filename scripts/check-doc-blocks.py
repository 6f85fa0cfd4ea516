#!/usr/bin/env python3
"""Runs every shell block and compiles every Swift block of README.md and docs/*.md, as written.

Usage: scripts/check-doc-blocks.py [--bin DIR] [--work DIR] [--keep] [FILE.md...]
       (default: README.md docs/*.md; --bin: where the built `fontscale` is, default .build/debug;
       --work: the Swift consumer's folder, default .build/doc-blocks, kept between runs so a
       second run builds only the examples)

Run it from a set-up clone: the test fonts in .fonts/ (scripts/fetch-fonts.sh .fonts) and the
tool built (swift build). scripts/test.sh runs it after the Swift tests. The conventions, which
docs/development.md#the-blocks-in-the-documentation states for writers:

- Every fenced block names its language. ```sh, ```bash, ```shell and ```console blocks are run;
  ```swift blocks are compiled (and run); any other tag (```text for output and illustrations,
  ```yaml, ```json, ...) is left alone. An indented code block is refused: fence it and tag it.
- A shell block runs from the repository root of a scratch copy of the clone (the working tree
  without .build, .fonts linked to the fetched fonts), with the built `fontscale` first on PATH
  and FONTSCALE_FONT_PATH unset, as a reader who followed the README's set-up types it. The
  blocks of one Markdown file share one scratch copy and run in order (a file one block writes is
  there for the next); each block starts at the root.
- ```sh / ```bash / ```shell: every line is a command (a line ending in `\\` continues); each must
  exit 0, or N when the line ends with `# exit N`.
- ```console: the lines starting with `$ ` are commands, the rest is their output as shown (not
  compared: outputs change with the fonts and the tool); each command must exit 0, or N when an
  output line below it says `[exit N]`.
- ```swift: the blocks of one Markdown file, in order, are the main.swift of an app that depends
  on this clone by path; a block starting with `// swift-tools-version:` is that app's
  Package.swift (a file without one uses the README's). The manifest is used as written, its
  `../fontscale` pointing at this clone through a link of that name; a second resolution through a
  link named `fs-clone` shows the snippet works whatever the clone's folder is called. The build
  must show no warning and no error in the examples; then the app runs from the repository root
  of a scratch copy and must exit 0, and each `print(...)  // TEXT` line must print a line that
  TEXT starts with (so the comments show what the code prints).
- `<!-- doc-blocks: skip REASON -->` on the line above a fence leaves that block out, with the
  reason printed in the summary (the set-up itself; the long checks scripts/test.sh runs).

Prints one line per block and a summary; exit 1 when a block fails or breaks the conventions.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})\s*([^`\s]*)")
SKIP = re.compile(r"^\s*<!--\s*doc-blocks:\s*skip\s+(.+?)\s*-->\s*$")
SHELL = {"sh", "bash", "shell", "console"}
EXPECT_SH = re.compile(r"#\s*exit\s+(\d+)\s*$")
EXPECT_CONSOLE = re.compile(r"^\[exit (\d+)\]$")
TIMEOUT = 300


class Block:
    def __init__(self, path, line, tag, lines, skip):
        self.path, self.line, self.tag, self.lines, self.skip = path, line, tag, lines, skip


def blocks(path, problems):
    """The fenced blocks of a Markdown file; indented code blocks and untagged fences are problems."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
        text = handle.read().split("\n")
    found, index, previous, list_indent = [], 0, "", None
    while index < len(text):
        line = text[index]
        fence = FENCE.match(line)
        if fence:
            marker, tag, start = fence.group(2), fence.group(3), index
            body = []
            index += 1
            while index < len(text) and not re.match(r"^ {0,3}" + re.escape(marker[0]) + "{%d,}\\s*$" % len(marker),
                                                     text[index]):
                body.append(text[index][len(fence.group(1)):] if text[index].startswith(fence.group(1)) else text[index])
                index += 1
            skip = SKIP.match(text[start - 1]) if start > 0 else None
            if not tag:
                problems.append(f"{path}:{start + 1}: a fenced block without a language; tag it "
                                "(```console, ```sh, ```swift; ```text for output and illustrations)")
            found.append(Block(path, start + 1, tag.lower(), body, skip.group(1) if skip else None))
            previous = "```"
            index += 1
            continue
        # An indented code block: after a blank line, indented 4 more than the text it belongs to
        # (the page, or the list item around it).
        indent = len(line) - len(line.lstrip(" "))
        item = re.match(r"^( *)([-*+]|\d+[.)])( +)\S", line)
        if line.strip() and index > 0 and not text[index - 1].strip() and previous \
                and indent >= (list_indent or 0) + 4:
            problems.append(f"{path}:{index + 1}: an indented code block; fence it and name its language")
            while index < len(text) and (text[index].startswith(" " * ((list_indent or 0) + 4))
                                         or not text[index].strip()):
                index += 1
            continue
        if item:
            list_indent = len(item.group(1)) + len(item.group(2)) + len(item.group(3))
        elif line.strip() and indent == 0:
            list_indent = None
        if line.strip():
            previous = line
        index += 1
    return found


def commands(block):
    """(line number, command, expected status) of a shell block."""
    result = []
    lines = block.lines
    if block.tag == "console":
        index = 0
        while index < len(lines):
            if lines[index].startswith("$ "):
                number, command = block.line + 1 + index, lines[index][2:]
                while command.endswith("\\") and index + 1 < len(lines):
                    index += 1
                    command += "\n" + lines[index]
                expected, index = 0, index + 1
                while index < len(lines) and not lines[index].startswith("$ "):
                    status = EXPECT_CONSOLE.match(lines[index].strip())
                    if status:
                        expected = int(status.group(1))
                    index += 1
                result.append((number, command, expected))
            else:
                index += 1
        return result
    index = 0
    while index < len(lines):
        number, command = block.line + 1 + index, lines[index]
        while command.endswith("\\") and index + 1 < len(lines):
            index += 1
            command += "\n" + lines[index]
        index += 1
        if not command.strip() or command.lstrip().startswith("#"):
            continue
        status = EXPECT_SH.search(command)
        result.append((number, command, int(status.group(1)) if status else 0))
    return result


def scratch_copy(destination):
    """The clone's working tree (tracked and untracked files git does not ignore), .fonts linked."""
    git = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                         capture_output=True)
    if git.returncode == 0:
        listing = git.stdout.decode().split("\0")
    else:  # not a git checkout: the tree without the build folders and the fetched files
        listing = []
        for folder, subfolders, names in os.walk(ROOT):
            subfolders[:] = [d for d in subfolders if not d.startswith((".build", ".fonts", ".tools", ".git"))]
            listing += [os.path.relpath(os.path.join(folder, name), ROOT) for name in names]
    for name in filter(None, listing):
        source = os.path.join(ROOT, name)
        if not os.path.lexists(source):
            continue  # deleted in the working tree
        target = os.path.join(destination, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(source, target, follow_symlinks=False)
    os.symlink(os.path.realpath(os.path.join(ROOT, ".fonts")), os.path.join(destination, ".fonts"))


def environment(bin_dir):
    env = dict(os.environ)
    env.pop("FONTSCALE_FONT_PATH", None)
    env["PATH"] = bin_dir + os.pathsep + env.get("PATH", "")
    return env


def run_shell(block, copy, env):
    """Runs a shell block in `copy`; returns (commands run, failure or None)."""
    script = ["cd \"$DOC_BLOCKS_ROOT\" || exit 99"]
    steps = commands(block)
    for number, command, expected in steps:
        shown = command.replace("'", "'\\''").replace("\n", " ")
        script.append(command)
        script.append(f"__s=$?; if [ $__s -ne {expected} ]; then echo \"{block.path}:{number}: exit $__s, "
                      f"expected {expected}: \"'{shown}' >&2; exit 98; fi")
    env = dict(env, DOC_BLOCKS_ROOT=copy)
    try:
        run = subprocess.run(["bash", "-c", "\n".join(script)], cwd=copy, env=env, capture_output=True,
                             text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return len(steps), f"{block.path}:{block.line}: still running after {TIMEOUT} s"
    if run.returncode != 0:
        tail = "\n".join((run.stdout + run.stderr).strip().split("\n")[-15:])
        return len(steps), tail
    return len(steps), None


PRINT = re.compile(r"^\s*print\(.*\)\s*//\s*(.*)$")


def swift_sources(items):
    """(manifest block or None, main.swift text, [(doc path, doc line)] per main.swift line,
    [(doc path, doc line, comment)] per line that prints)."""
    manifest, text, origin, prints = None, [], [], []
    for block in items:
        if block.lines and block.lines[0].startswith("// swift-tools-version:"):
            manifest = block
            continue
        for offset, line in enumerate(block.lines):
            text.append(line)
            origin.append((block.path, block.line + 1 + offset))
            if re.match(r"^\s*print\(", line):
                comment = PRINT.match(line)
                prints.append((block.path, block.line + 1 + offset, comment.group(1) if comment else None))
        text.append("")
        origin.append((block.path, block.line + len(block.lines) + 1))
    return manifest, "\n".join(text) + "\n", origin, prints


def check_prints(prints, output):
    """Each `print(...)  // TEXT` line prints a line that TEXT starts with (then ends or goes on
    with ':', ',', ' ' or '('); returns the mismatches."""
    lines = output.rstrip("\n").split("\n") if output.strip() else []
    if len(lines) != len(prints):
        return [f"{prints[0][0] if prints else '?'}: {len(prints)} print lines, {len(lines)} lines printed:\n"
                + output]
    wrong = []
    for (path, line, comment), printed in zip(prints, lines):
        if comment is None:
            continue
        rest = comment[len(printed):] if comment.startswith(printed) else None
        if rest is None or (rest and rest[0] not in ":,( "):
            wrong.append(f"{path}:{line}: prints '{printed}', the comment says '{comment}'")
    return wrong


def build_swift(name, items, manifest_fallback, work, copy, env):
    """Builds and runs one file's Swift blocks in the consumer app; returns a failure or None."""
    manifest, main, origin, prints = swift_sources(items)
    manifest = manifest or manifest_fallback
    if manifest is None:
        return f"{name}: Swift blocks but no Package.swift block, here or in README.md"
    manifest_text = "\n".join(manifest.lines) + "\n"
    if '"../fontscale"' not in manifest_text:
        return f"{manifest.path}:{manifest.line}: the Package.swift block should depend on path: \"../fontscale\""
    for link in ["fontscale", "fs-clone"]:
        path = os.path.join(work, link)
        if os.path.lexists(path):
            os.remove(path)
        os.symlink(ROOT, path)
    app = os.path.join(work, "App")
    targets = re.findall(r'\.executableTarget\(\s*name:\s*"([^"]+)"', manifest_text)
    if len(targets) != 1:
        return f"{manifest.path}:{manifest.line}: expected one executableTarget in the Package.swift block"
    sources = os.path.join(app, "Sources", targets[0])
    os.makedirs(sources, exist_ok=True)
    for stale in os.listdir(sources):
        os.remove(os.path.join(sources, stale))
    write_if_changed(os.path.join(app, "Package.swift"), manifest_text)
    with open(os.path.join(sources, "main.swift"), "w", encoding="utf-8") as handle:
        handle.write(main)

    # Whatever the clone's folder is called: the same manifest resolves through a link named fs-clone.
    other = os.path.join(work, "OtherName")
    os.makedirs(other, exist_ok=True)
    write_if_changed(os.path.join(other, "Package.swift"), manifest_text.replace('"../fontscale"', '"../fs-clone"'))
    os.makedirs(os.path.join(other, "Sources", targets[0]), exist_ok=True)
    write_if_changed(os.path.join(other, "Sources", targets[0], "main.swift"), "")
    resolve = subprocess.run(["swift", "package", "show-dependencies"], cwd=other, capture_output=True, text=True)
    if resolve.returncode != 0 or "fs-clone<" not in resolve.stdout:
        return f"{manifest.path}:{manifest.line}: the manifest does not resolve from a clone named fs-clone:\n" \
               + (resolve.stdout + resolve.stderr).strip()

    build = subprocess.run(["swift", "build"], cwd=app, capture_output=True, text=True)
    log = build.stdout + build.stderr
    findings = []
    for match in re.finditer(r"^.*?main\.swift:(\d+):(\d+): (warning|error): (.*)$", log, re.M):
        line = int(match.group(1))
        path, doc_line = origin[line - 1] if 0 < line <= len(origin) else (name, 0)
        findings.append(f"{path}:{doc_line}: {match.group(3)}: {match.group(4)}")
    for match in re.finditer(r"^.*?Package\.swift:(\d+):(\d+): (warning|error): (.*)$", log, re.M):
        findings.append(f"{manifest.path}:{manifest.line + int(match.group(1))}: {match.group(3)}: {match.group(4)}")
    if findings:
        return "\n".join(dict.fromkeys(findings))
    if build.returncode != 0:
        return f"{name}: the app did not build:\n" + "\n".join(log.strip().split("\n")[-20:])
    binary = os.path.join(app, ".build", "debug", targets[0])
    try:
        run = subprocess.run([binary], cwd=copy, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return f"{name}: the Swift examples still run after {TIMEOUT} s"
    if run.returncode != 0:
        return f"{name}: the Swift examples exit {run.returncode}:\n" + (run.stdout + run.stderr).strip()[-2000:]
    wrong = check_prints(prints, run.stdout)
    return "\n".join(wrong) if wrong else None


def write_if_changed(path, text):
    """Writes `text` unless the file already holds it (an unchanged manifest keeps SwiftPM's state)."""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            if handle.read() == text:
                return
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def main(arguments):
    bin_dir, work, keep, files = os.path.join(ROOT, ".build", "debug"), os.path.join(ROOT, ".build", "doc-blocks"), False, []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--bin":
            bin_dir = os.path.abspath(arguments.pop(0))
        elif argument == "--work":
            work = os.path.abspath(arguments.pop(0))
        elif argument == "--keep":
            keep = True
        else:
            files.append(argument)
    files = files or ["README.md"] + sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs/*.md")))
    if not os.access(os.path.join(bin_dir, "fontscale"), os.X_OK):
        print(f"doc-blocks: no fontscale in {bin_dir}; build first (swift build)", file=sys.stderr)
        return 1
    if not os.path.isdir(os.path.join(ROOT, ".fonts")):
        print("doc-blocks: no .fonts/; fetch the test fonts first (scripts/fetch-fonts.sh .fonts)", file=sys.stderr)
        return 1

    started = time.time()
    problems, failures, skipped, counts = [], [], [], {}
    parsed = {name: blocks(name, problems) for name in files}
    readme_manifest = None
    if os.path.exists(os.path.join(ROOT, "README.md")):
        readme_manifest = swift_sources([b for b in blocks("README.md", []) if b.tag == "swift" and not b.skip])[0]
    env = environment(bin_dir)
    scratch = tempfile.mkdtemp(prefix="fontscale-doc-blocks-")
    os.makedirs(work, exist_ok=True)
    try:
        for name in files:
            shell = [b for b in parsed[name] if b.tag in SHELL]
            swift = [b for b in parsed[name] if b.tag == "swift"]
            for block in shell + swift:
                if block.skip:
                    skipped.append(f"{block.path}:{block.line} ({block.tag}): {block.skip}")
            shell = [b for b in shell if not b.skip]
            swift = [b for b in swift if not b.skip]
            if not shell and not swift:
                continue
            copy = os.path.join(scratch, name.replace("/", "_"))
            os.makedirs(copy)
            scratch_copy(copy)
            ran = commands_run = compiled = 0
            for block in shell:
                clock = time.time()
                count, failure = run_shell(block, copy, env)
                ran += 1
                commands_run += count
                status = "ok" if failure is None else "FAILED"
                print(f"{block.path}:{block.line}: {block.tag}: {count} commands {status} ({time.time() - clock:.1f} s)")
                if failure:
                    failures.append(failure)
                    print("    " + failure.replace("\n", "\n    "))
            if swift:
                clock = time.time()
                failure = build_swift(name, swift, readme_manifest, work, copy, env)
                compiled = len([b for b in swift if not b.lines[0].startswith("// swift-tools-version:")])
                status = "ok" if failure is None else "FAILED"
                print(f"{name}: swift: {compiled} blocks compiled and run, {len(swift) - compiled} manifest "
                      f"{status} ({time.time() - clock:.1f} s)")
                if failure:
                    failures.append(failure)
                    print("    " + failure.replace("\n", "\n    "))
            counts[name] = (ran, commands_run, compiled)
    finally:
        if keep:
            print(f"doc-blocks: scratch copies kept in {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)

    for name, (ran, commands_run, compiled) in counts.items():
        print(f"doc-blocks: {name}: {ran} shell blocks run ({commands_run} commands), {compiled} Swift blocks compiled")
    for line in skipped:
        print(f"doc-blocks: skipped {line}")
    for problem in problems:
        print(problem)
    total_shell = sum(c[0] for c in counts.values())
    total_swift = sum(c[2] for c in counts.values())
    verdict = "ok" if not failures and not problems else f"{len(failures)} failed, {len(problems)} convention problems"
    print(f"doc-blocks: {verdict}: {total_shell} shell blocks run, {total_swift} Swift blocks compiled, "
          f"{len(skipped)} skipped, in {len(files)} files ({time.time() - started:.0f} s)")
    return 1 if failures or problems else 0


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main(sys.argv[1:]))
