#!/usr/bin/env python3
"""Runs every case of the bad-font corpus (scripts/bad-fonts.py) through fontscale's commands.

Usage: scripts/corpus.py [--quick] [--sample N] [--jobs N] [--timeout S] [--only TEXT] [CORPUS]
  CORPUS      the folder bad-fonts.py wrote (default .build/bad-fonts)
  --quick     every case, but the report writes json,csv,md,swift,pdf and the animation no pictures
              (the PNG and HTML renders are most of the time); what scripts/test.sh runs
  --sample N  every case of the small categories (empty, random, filesystem, collection, woff,
              hostile-name) and every Nth of the others, in manifest order (scripts/test.sh: 7)
  --jobs N    cases run at once (default: CORPUS_JOBS or 2)
  --timeout S seconds one command may take before it counts as a hang (default: CORPUS_TIMEOUT or 20)
  --only TEXT only the cases whose name contains TEXT, or of category TEXT
Environment: FONTSCALE_BIN, the binary (default .build/debug/fontscale).

Each case runs five commands, each in a fresh folder:
  measure --font-file F      the sample at Body AX5 in 120 pt, 2 lines, as JSON
  measure --font-dir D       the same through fontconfig, with only D's fonts visible (FONTCONFIG_FILE
                             points at an empty configuration; the family is what fc-scan reads)
  report --font-file F       one sample, --date fixed, into OUT
  check CONFIG               a JSON config whose fonts.file is F
  animate size --font-file F Large to AX3, into OUT

What must hold, by the case's `expect` (manifest.tsv):
  every command  no crash (signal, exit >= 128, "Fatal error"), no hang (the timeout), an exit
                 status fontscale documents for the outcome
  error          exit 2; stderr is exactly one line `fontscale: error: ...` that names the file (the
                 folder or family for --font-dir) and says what was expected; stdout empty; no
                 output written (the report and animation folders not created, or empty). check:
                 exit 2 and a font/resolves file-unusable finding naming the file
  ok             exit 0 (check: 0 or 1) and sane output: finite, non-negative sizes, the report in
                 one folder directly inside OUT whose name is at most 255 bytes, nothing written
                 outside OUT, the animation's files present
  either         one of the two
Prints one line per failure and a summary; exits 1 when anything failed.
"""
import concurrent.futures
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE = "Hamburgefonstiv, 1234"
FULL_FORMATS = "html,pdf,png,svg,csv,json,md,swift"
QUICK_FORMATS = "json,csv,md,swift,pdf"


def arguments():
    args = sys.argv[1:]
    options = {"quick": False, "jobs": int(os.environ.get("CORPUS_JOBS", "2")), "timeout": float(os.environ.get("CORPUS_TIMEOUT", "20")),
               "only": None, "sample": 1, "corpus": os.path.join(ROOT, ".build", "bad-fonts")}
    while args:
        arg = args.pop(0)
        if arg == "--quick":
            options["quick"] = True
        elif arg in ("--jobs", "--timeout", "--only") and args:
            value = args.pop(0)
            options[arg[2:]] = value if arg == "--only" else (int(value) if arg == "--jobs" else float(value))
        elif arg == "--sample" and args:
            options["sample"] = int(args.pop(0))
        elif arg in ("-h", "--help"):
            print(__doc__)
            sys.exit(0)
        elif arg.startswith("-"):
            sys.exit("corpus: unknown option %s" % arg)
        else:
            options["corpus"] = os.path.abspath(arg)
    return options


class Case:
    def __init__(self, corpus, row):
        self.name, self.category, file, self.expect, index, self.family, self.note = row
        self.file = os.path.join(corpus, file)
        self.folder = os.path.dirname(self.file)
        self.index = int(index or 0)


def finite_tree(value):
    """Every number in a JSON value is finite."""
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(finite_tree(v) for v in value.values())
    if isinstance(value, list):
        return all(finite_tree(v) for v in value)
    return True


def parsed_json(command, stdout):
    """(value, None) for a command's JSON output whose numbers are all finite, else (None, why)."""
    try:
        value = json.loads(stdout)
    except ValueError:
        return None, "%s printed no JSON: %r" % (command, stdout[:200])
    if not finite_tree(value):
        return None, "%s printed a number that is not finite" % command
    return value, None


def listing(folder):
    """Every path under `folder`, relative."""
    found = []
    for base, dirs, files in os.walk(folder):
        for name in dirs + files:
            found.append(os.path.relpath(os.path.join(base, name), folder))
    return sorted(found)


class Runner:
    def __init__(self, options):
        self.options = options
        self.binary = os.path.abspath(os.environ.get("FONTSCALE_BIN", os.path.join(ROOT, ".build", "debug", "fontscale")))
        if not os.access(self.binary, os.X_OK):
            sys.exit("corpus: no fontscale binary at %s; build first (swift build) or set FONTSCALE_BIN" % self.binary)
        self.work = tempfile.mkdtemp(prefix="fontscale-corpus-")
        self.fc_scan = shutil.which("fc-scan")
        cache = os.path.join(self.work, "fontconfig-cache")
        self.empty_config = os.path.join(self.work, "fonts.conf")
        with open(self.empty_config, "w") as handle:
            handle.write('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
                         "<fontconfig><cachedir>%s</cachedir></fontconfig>\n" % cache)
        self.env = dict(os.environ)
        self.env.setdefault("FONTSCALE_FONT_PATH", os.path.join(ROOT, ".fonts"))
        self.isolated = dict(self.env)
        self.isolated.pop("FONTSCALE_FONT_PATH", None)
        self.isolated["FONTCONFIG_FILE"] = self.empty_config
        self.commands = 0
        self.outcomes = {}  # exit status of `measure --font-file` -> cases
        self.lock = threading.Lock()

    def run(self, argv, env, cwd):
        with self.lock:
            self.commands += 1
        started = time.monotonic()
        try:
            done = subprocess.run([self.binary] + argv, env=env, cwd=cwd, capture_output=True, timeout=self.options["timeout"], stdin=subprocess.DEVNULL)
            return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace"), time.monotonic() - started
        except subprocess.TimeoutExpired as timeout:
            return None, (timeout.stdout or b"").decode("utf-8", "replace"), (timeout.stderr or b"").decode("utf-8", "replace"), time.monotonic() - started

    def family(self, case):
        """The family fontconfig reads from the case's file, else the manifest's."""
        if self.fc_scan and case.category != "filesystem":
            try:
                done = subprocess.run([self.fc_scan, "--format", "%{family[0]}\x1e", case.file], capture_output=True, timeout=10, stdin=subprocess.DEVNULL)
                names = [name for name in done.stdout.decode("utf-8", "replace").split("\x1e") if name.strip()]
                if names:
                    return names[0]
            except subprocess.TimeoutExpired:
                pass
        return case.family or "Missing Family"

    # ----------------------------------------------------------------------------- checks

    @staticmethod
    def crash(status, stderr):
        if status is None:
            return "hang: no exit within the timeout"
        if status < 0:
            return "crash: killed by signal %d" % -status
        if status >= 128:
            return "crash: exit %d" % status
        if "Fatal error" in stderr or "Segmentation" in stderr:
            return "crash: %s" % stderr.strip().splitlines()[-1][:200]
        return None

    @staticmethod
    def error_line(stderr, names):
        """None when stderr is one `fontscale: error:` line naming one of `names` and saying what was expected."""
        lines = stderr.rstrip("\n").split("\n")
        if len(lines) != 1 or not lines[0].startswith("fontscale: error: "):
            return "stderr is not one 'fontscale: error:' line: %r" % stderr[:300]
        if not any(name in lines[0] for name in names):
            return "the error does not name %s: %r" % (" or ".join(repr(n) for n in names), lines[0][:300])
        if "expected" not in lines[0]:
            return "the error does not say what was expected: %r" % lines[0][:300]
        return None

    @staticmethod
    def warnings_only(stderr):
        bad = [line for line in stderr.splitlines() if line and not line.startswith("fontscale: warning: ")]
        return None if not bad else "stderr has more than warnings: %r" % "\n".join(bad)[:300]

    def judge(self, expect, status, stdout, stderr, names, sane, nothing_written):
        """A failure message, or None."""
        crashed = self.crash(status, stderr)
        if crashed:
            return crashed
        if status == 2 and expect in ("error", "either"):
            problem = self.error_line(stderr, names)
            if problem:
                return problem
            if stdout:
                return "stdout not empty on an error: %r" % stdout[:200]
            return nothing_written()
        if status == 0 and expect in ("ok", "either"):
            return self.warnings_only(stderr) or sane(stdout)
        return "exit %d, expected %s; stderr: %r" % (status, {"ok": "0", "error": "2", "either": "0 or 2"}[expect], stderr.strip()[:300])

    # ----------------------------------------------------------------------------- commands

    @staticmethod
    def sane_measurement(stdout):
        result, problem = parsed_json("measure", stdout)
        if problem:
            return problem
        if not isinstance(result, dict):
            return "measure printed %r" % stdout[:200]
        for key in ("width", "height", "lineHeight", "naturalLineHeight"):
            if not isinstance(result.get(key), (int, float)) or result[key] < 0:
                return "measure: %s is %r, expected a number of 0 or more" % (key, result.get(key))
        if result.get("lines") not in (1, 2):
            return "measure: %r lines, expected 1 or 2 (--lines 2)" % result.get("lines")
        return None

    def checked_case(self, case):
        """The case's failures; a judging step that raised (output of a shape no check expected)
        is a failure of the case, not the end of the run."""
        try:
            return self.case(case)
        except Exception as error:  # noqa: BLE001 - any surprise is reported with the case
            return ["%s: the corpus runner could not judge it: %r" % (case.name, error)]

    def case(self, case):
        failures = []
        folder = tempfile.mkdtemp(prefix=case.name[:40] + "-", dir=self.work)
        index = ["--index", str(case.index)] if case.index else []
        file_names = [case.file]

        def record(command, message):
            if message:
                failures.append("%s: %s: %s" % (case.name, command, message))

        def nothing(path):
            return lambda: None if not os.path.exists(path) or not os.listdir(path) else "partial output: %s holds %s" % (path, listing(path)[:5])

        # measure --font-file
        status, out, err, _ = self.run(["measure", SAMPLE, "--font-file", case.file, *index, "--category", "AX5", "--width", "120", "--lines", "2", "--format", "json"],
                                       self.env, folder)
        record("measure --font-file", self.judge(case.expect, status, out, err, file_names, self.sane_measurement, lambda: None))
        with self.lock:
            self.outcomes[status] = self.outcomes.get(status, 0) + 1

        # measure --font-dir, fontconfig seeing only the case's folder
        family = self.family(case)
        dir_expect = "ok" if case.expect == "ok" and case.category not in ("hostile-name", "collection", "filesystem") else "either"
        status, out, err, _ = self.run(["measure", SAMPLE, "--font-dir", case.folder, "--font=" + family, "--category", "AX5", "--format", "json"], self.isolated, folder)
        record("measure --font-dir", self.judge(dir_expect, status, out, err, [case.folder, family], self.sane_measurement, lambda: None))

        # report --font-file
        out_dir = os.path.join(folder, "report")
        formats = QUICK_FORMATS if self.options["quick"] else FULL_FORMATS
        status, out, err, _ = self.run(["report", "--font-file", case.file, *index, "--out", out_dir, "--text", "Hamburgefonstiv", "--date", "2025-01-01",
                                        "--formats", formats], self.env, folder)

        def sane_report(stdout):
            outside = [path for path in os.listdir(folder) if path != "report"]
            if outside:
                return "the report wrote outside --out: %s" % outside
            entries = os.listdir(out_dir) if os.path.isdir(out_dir) else []
            folders = [entry for entry in entries if os.path.isdir(os.path.join(out_dir, entry))]
            if len(folders) != 1 or len(entries) != 1:
                return "expected one report folder inside --out, found %s" % entries
            name = folders[0]
            if len(name.encode()) > 255 or name in (".", "..") or name.startswith(".") or "/" in name:
                return "unsafe report folder name %r" % name
            files = set(os.listdir(os.path.join(out_dir, name)))
            wanted = {"report.json", ".fontscale-report"}
            if not wanted <= files:
                return "report folder lacks %s" % sorted(wanted - files)
            try:
                with open(os.path.join(out_dir, name, "report.json")) as handle:
                    report = json.load(handle)
            except ValueError as error:
                return "report.json does not parse: %s" % error
            if not finite_tree(report):
                return "report.json holds a number that is not finite"
            stray = [f for f in files if ".tmp-" in f]
            if stray:
                return "temporary files left: %s" % stray
            return None

        record("report", self.judge(case.expect, status, out, err, file_names, sane_report, nothing(out_dir)))

        # check with a config naming the file
        config = os.path.join(folder, "check.json")
        fonts = {"file": case.file}
        if case.index:
            fonts["index"] = case.index
        with open(config, "w") as handle:
            json.dump({"version": 1, "fonts": fonts, "styles": [{"name": "Body", "textStyle": "body", "size": 17, "lineHeight": 22}],
                       "containers": [{"name": "Phone", "width": 200, "maxLines": 2}], "samples": ["Hamburgefonstiv"]}, handle)
        status, out, err, _ = self.run(["check", config, "--format", "json"], self.env, folder)
        crashed = self.crash(status, err)
        if crashed:
            record("check", crashed)
        else:
            try:
                findings = json.loads(out).get("findings", [])
            except (ValueError, AttributeError):  # not JSON, or JSON but not an object
                findings = None
            unusable = [f for f in findings or [] if f.get("code") == "file-unusable"]
            if findings is None:
                record("check", "exit %d and no JSON on stdout; stderr %r" % (status, err[:300]))
            elif status == 2 and case.expect in ("error", "either"):
                if not unusable or case.file not in unusable[0].get("message", "") or "expected" not in unusable[0].get("message", ""):
                    record("check", "exit 2 without a file-unusable finding naming the file and what was expected: %r" % findings[:1])
            elif status in (0, 1) and case.expect in ("ok", "either"):
                if unusable:
                    record("check", "exit %d with a file-unusable finding" % status)
                elif err.strip():
                    record("check", "stderr on success: %r" % err[:300])
            else:
                record("check", "exit %d, expected %s; stderr %r" % (status, "2" if case.expect == "error" else "0 or 1", err[:300]))

        # animate size --font-file
        animate_dir = os.path.join(folder, "animate")
        pictures = ["--no-pictures"] if self.options["quick"] else []
        status, out, err, _ = self.run(["animate", "size", "--font-file", case.file, *index, "--from", "Large", "--to", "AX3", "--out", animate_dir,
                                        "--format", "json", *pictures], self.env, folder)

        def sane_animation(stdout):
            _, problem = parsed_json("animate", stdout)
            if problem:
                return problem
            if not self.options["quick"]:
                written = set(os.listdir(animate_dir)) if os.path.isdir(animate_dir) else set()
                if not {"size-filmstrip.png", "size-preview.html"} <= written:
                    return "animate wrote %s" % sorted(written)
            return None

        record("animate size", self.judge(case.expect, status, out, err, file_names, sane_animation, nothing(animate_dir)))
        if not failures:
            shutil.rmtree(folder, ignore_errors=True)
        return failures


def main():
    options = arguments()
    manifest = os.path.join(options["corpus"], "manifest.tsv")
    if not os.path.isfile(manifest):
        sys.exit("corpus: no %s; run scripts/bad-fonts.py first" % manifest)
    with open(manifest) as handle:
        rows = [line.rstrip("\n").split("\t") for line in handle][1:]
    cases = [Case(options["corpus"], row) for row in rows if not options["only"] or options["only"] in row[0] or options["only"] == row[1]]
    if options["sample"] > 1:
        small = {"empty", "random", "filesystem", "collection", "woff", "hostile-name"}
        seen = {}
        sampled = []
        for case in cases:
            seen[case.category] = seen.get(case.category, -1) + 1
            if case.category in small or seen[case.category] % options["sample"] == 0:
                sampled.append(case)
        cases = sampled
    runner = Runner(options)
    started = time.monotonic()
    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options["jobs"])) as pool:
        for done, result in enumerate(pool.map(runner.checked_case, cases), start=1):
            for failure in result:
                print("FAIL " + failure, flush=True)
            failures += result
            if sys.stderr.isatty():
                print("\r%d/%d cases" % (done, len(cases)), end="", file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        print("\r", end="", file=sys.stderr)
    elapsed = time.monotonic() - started
    failed_cases = len({failure.split(":")[0] for failure in failures})
    mode = ("quick" if options["quick"] else "full") + (", every %dth case of the large categories" % options["sample"] if options["sample"] > 1 else "")
    print("corpus: %d cases, %d commands, %d failures in %d cases, %.0f s (%s, %s)" % (
        len(cases), runner.commands, len(failures), failed_cases, elapsed, os.path.relpath(runner.binary, ROOT), mode))
    print("corpus: measure --font-file refused %d cases (exit 2) and measured %d (exit 0)" % (runner.outcomes.get(2, 0), runner.outcomes.get(0, 0)))
    if failures:
        print("corpus: the failing cases' outputs are kept in %s" % runner.work)
    else:
        shutil.rmtree(runner.work, ignore_errors=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
