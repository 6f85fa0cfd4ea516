#!/usr/bin/env python3
"""Paired timings of two or more `fontscale` release builds on one machine: the commands a user
runs, each build in turn in ABBA order, so a machine that slows down or speeds up during the run
weighs on every build alike, and the figure that matters is the ratio within each pair.

    swift build -c release --product fontscale
    scripts/bench-pair.py .build/release/fontscale --baseline 4669190 --fonts .fonts

Each round runs, for every build:
  report   fontscale report Merriweather, every format (the default), into a fresh folder
           (--date fixed, --force), the fonts from --fonts
  check    fontscale check on the large config: 40 styles x 12 categories x 20 samples x 4
           containers (written by `fontscale-bench FONTS --write-check-config`, or --check-config)

and reads the child's own CPU (user + system) and peak resident memory from wait4(2), and its
wall time. Prints, per command: the new build's median wall, CPU and peak, and against each other
build the median of the per-pair ratios (new / old) with their range, e.g.

    report: wall 0.518 s, CPU 0.888 s, peak 85.8 MB (median of 9, peak the highest); against 4669190
    (CPU 1.024 s, wall 0.907 s): wall 0.57x (0.55-0.59), cpu 0.87x (0.85-0.88), peak 1.02x (1.00-1.03)

With --floor, the report also against its floor (`fontscale-bench FONTS --floor`): its distinct
texts shaped once and its PNG pages' rows deflated whole on one core (CPU), half of that deflating
on two (wall).

--baseline REF (repeatable) builds REF's `fontscale` once in a git worktree under
.build/bench-baseline/<sha>/ (kept: the next run reuses it); --against LABEL=BINARY takes a build
already made. --json prints the figures as JSON (scripts/bench.sh keeps them). Exit status 0; 2 for
bad arguments or a build that fails; 1 when a timed command fails (its stderr is shown).
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message, status=2):
    print(f"bench-pair: {message}", file=sys.stderr)
    sys.exit(status)


def build_baseline(ref):
    """REF's release `fontscale`, built once in a worktree and cached by commit."""
    try:
        sha = subprocess.run(
            ["git", "-C", ROOT, "rev-parse", "--verify", f"{ref}^{{commit}}"],
            check=True, capture_output=True, text=True).stdout.strip()
    except subprocess.CalledProcessError:
        fail(f"--baseline {ref}: not a commit of this repository")
    home = os.path.join(ROOT, ".build", "bench-baseline", sha[:12])
    binary = os.path.join(home, "fontscale")
    if os.path.exists(binary):
        return sha[:7], binary
    tree = os.path.join(home, "tree")
    print(f"bench-pair: building {ref} ({sha[:12]}) in {os.path.relpath(tree, ROOT)} (once)", file=sys.stderr)
    shutil.rmtree(tree, ignore_errors=True)
    subprocess.run(["git", "-C", ROOT, "worktree", "prune"], check=False)
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-f", tree, sha],
                   check=True, stdout=subprocess.DEVNULL)
    try:
        subprocess.run(["swift", "build", "-c", "release", "--product", "fontscale"], cwd=tree, check=True,
                       stdout=sys.stderr)
        shutil.copy2(os.path.join(tree, ".build", "release", "fontscale"), binary)
    except subprocess.CalledProcessError:
        fail(f"the release build of {ref} failed (in {tree})")
    finally:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", tree], check=False,
                       stderr=subprocess.DEVNULL)
    return sha[:7], binary


def timed(argv, cwd):
    """(wall s, CPU s, peak MB) of one run of argv, from the child's own rusage."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    stderr = child.stderr.read().decode(errors="replace")
    child.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    # check exits 1 when it has findings: a finished run.
    if code not in (0, 1) or (code == 1 and argv[1] != "check"):
        print(stderr, file=sys.stderr)
        fail(f"{' '.join(argv)} exited {code}", status=1)
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary", help="the new build's fontscale (a release build)")
    parser.add_argument("--baseline", action="append", default=[], metavar="REF",
                        help="a commit whose release build to pair against (repeatable)")
    parser.add_argument("--against", action="append", default=[], metavar="LABEL=BINARY",
                        help="a build already made to pair against (repeatable)")
    parser.add_argument("--fonts", default=os.path.join(ROOT, ".fonts"), help="the fonts folder (default .fonts)")
    parser.add_argument("--pairs", type=int, default=7, help="ABBA rounds: each build runs this many times (default 7)")
    parser.add_argument("--only", choices=["report", "check"], help="time one command only")
    parser.add_argument("--check-config", help="the large check config (default: written by fontscale-bench)")
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build", "release", "fontscale-bench"),
                        help="fontscale-bench, to write the check config (default .build/release/fontscale-bench)")
    parser.add_argument("--floor", action="store_true",
                        help="also the report against its floor (fontscale-bench FONTS --floor: its texts shaped "
                             "once, its PNG pages' rows deflated whole; wall: the deflating on two cores)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()

    if not os.access(args.binary, os.X_OK):
        fail(f"{args.binary}: not an executable (build it: swift build -c release --product fontscale)")
    if args.pairs < 1:
        fail(f"--pairs {args.pairs}: expected at least 1")
    fonts = os.path.abspath(args.fonts)
    if not os.path.isdir(fonts):
        fail(f"--fonts {args.fonts}: not a folder (scripts/fetch-fonts.sh .fonts fetches the fonts)")
    builds = [("new", os.path.abspath(args.binary))]
    for spec in args.against:
        label, _, binary = spec.partition("=")
        if not binary or not os.access(binary, os.X_OK):
            fail(f"--against {spec}: expected LABEL=BINARY with an executable BINARY")
        builds.append((label, os.path.abspath(binary)))
    for ref in args.baseline:
        builds.append(build_baseline(ref))

    work = tempfile.mkdtemp(prefix="fontscale-bench-pair-")
    try:
        commands = {}
        if args.only in (None, "report"):
            commands["report"] = lambda binary: [
                binary, "report", "Merriweather", "--font-dir", fonts, "--date", "2026-11-21",
                "--out", os.path.join(work, "out"), "--force"]
        if args.only in (None, "check"):
            config = args.check_config
            if config is None:
                config = os.path.join(work, "large.yml")
                if not os.access(args.bench, os.X_OK):
                    fail(f"{args.bench}: not built (swift build -c release --product fontscale-bench), or give --check-config")
                subprocess.run([args.bench, fonts, "--write-check-config", config], check=True)
            commands["check"] = lambda binary, config=os.path.abspath(config): [binary, "check", config]

        results = {}
        floor = None
        if args.floor and "report" in commands:
            if not os.access(args.bench, os.X_OK):
                fail(f"{args.bench}: not built (swift build -c release --product fontscale-bench)")
            out = subprocess.run([args.bench, fonts, "--floor"], check=True, capture_output=True, text=True).stdout
            floor = json.loads(out.strip().splitlines()[-1])
        for name, argv in commands.items():
            runs = {label: [] for label, _ in builds}
            for binary in [b for _, b in builds]:  # one untimed run each: page cache and font cache warm
                timed(argv(binary), work)
            for round_ in range(args.pairs):
                order = builds if round_ % 2 == 0 else list(reversed(builds))
                for label, binary in order:
                    runs[label].append(timed(argv(binary), work))
            new = runs["new"]
            figure = {
                "wall_s": statistics.median(r[0] for r in new),
                "cpu_s": statistics.median(r[1] for r in new),
                "peak_mb": max(r[2] for r in new),
                "runs": args.pairs,
                "against": {},
            }
            for label, _ in builds[1:]:
                ratios = {}
                for key, index in (("wall", 0), ("cpu", 1), ("peak", 2)):
                    values = [n[index] / o[index] for n, o in zip(new, runs[label])]
                    ratios[key] = {"median": statistics.median(values), "low": min(values), "high": max(values)}
                ratios["cpu_s"] = statistics.median(r[1] for r in runs[label])
                ratios["wall_s"] = statistics.median(r[0] for r in runs[label])
                figure["against"][label] = ratios
            if name == "report" and floor:
                figure["floor"] = floor
                figure["floor"]["cpu_ratio"] = figure["cpu_s"] / floor["cpu_s"]
                figure["floor"]["wall_ratio"] = figure["wall_s"] / floor["wall_s"]
            results[name] = figure

        if args.json:
            print(json.dumps(results, indent=2))
            return
        for name, figure in results.items():
            line = (f"{name}: wall {figure['wall_s']:.3f} s, CPU {figure['cpu_s']:.3f} s, "
                    f"peak {figure['peak_mb']:.1f} MB (median of {figure['runs']}, peak the highest)")
            for label, ratios in figure["against"].items():
                line += (f"; against {label} (CPU {ratios['cpu_s']:.3f} s, wall {ratios['wall_s']:.3f} s): "
                         + ", ".join(f"{key} {ratios[key]['median']:.2f}x ({ratios[key]['low']:.2f}-{ratios[key]['high']:.2f})"
                                     for key in ("wall", "cpu", "peak")))
            if "floor" in figure:
                f = figure["floor"]
                line += (f"; against its floor ({f['texts']} texts shaped once {f['shaping_s'] * 1000:.0f} ms, "
                         f"{f['pages']} pages' rows ({f['rows_mb']:.0f} MB) deflated {f['deflate_one_core_s'] * 1000:.0f} ms "
                         f"on one core: CPU {f['cpu_s']:.3f} s, wall {f['wall_s']:.3f} s): "
                         f"CPU {f['cpu_ratio']:.1f}x, wall {f['wall_ratio']:.1f}x")
            print(line)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
