#!/usr/bin/env bash
# The release on machines without Swift (issue 44): for each Debian release (11 bullseye, 12
# bookworm, 13 trixie) and each way to install (the archive, the .deb, the wheel), a fresh minimal
# root (debootstrap --variant=minbase, cached under .cache/roots/ and copied for each install)
# where README.md's install line runs as written (the block under the marker naming this script),
# then the installed fontscale runs --version, table, init, check, export and report on a font
# copied in (Sora, from its PyPI wheel: a family the tests never use). Prints a line per install
# with its times; exits 1 on the first failure, with its output.
# Needs root (debootstrap, chroot) and the three files of make dist, make deb and make wheel.
# Then the GitHub Action's two steps (action.yml) in a fresh Debian 12 root with neither python3 nor
# curl, as in a `container: debian:bookworm` job: the archive input from an http URL served on
# 127.0.0.1, the check step's SARIF validated with check-jsonschema against the SARIF 2.1.0 schema.
# Usage: scripts/dist-proof.sh [--releases "bullseye bookworm trixie"] [--kinds "archive deb wheel"] [--no-action] [DIST]
#        scripts/dist-proof.sh --prepare    only make the cached roots and fetch the font (test.sh
#                                           runs it while the build compiles: network, little CPU)
#   DIST   the folder holding the archive, the .deb and the wheel (default dist/)
set -euo pipefail
cd "$(dirname "$0")/.."
RELEASES="bullseye bookworm trixie" KINDS="archive deb wheel" DIST=dist ACTION=1 PREPARE=0
while [ $# -gt 0 ]; do
  case $1 in
    --releases) RELEASES=$2; shift 2 ;;
    --kinds) KINDS=$2; shift 2 ;;
    --no-action) ACTION=0; shift ;;
    --prepare) PREPARE=1; shift ;;
    -*) echo "dist-proof: unknown option $1" >&2; exit 64 ;;
    *) DIST=$1; shift ;;
  esac
done
[ "$(id -u)" -eq 0 ] || { echo "dist-proof: needs root (debootstrap, chroot)" >&2; exit 2; }
CACHE=.cache/roots
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

if [ "$PREPARE" = 1 ]; then
  for release in $RELEASES; do
    root=$CACHE/$release
    [ -f "$root/.complete" ] && continue
    rm -rf "$root" && mkdir -p "$CACHE"
    debootstrap --variant=minbase "$release" "$root" "$MIRROR" >/dev/null && chroot "$root" apt-get clean && touch "$root/.complete" &
  done
  wait
  for release in $RELEASES; do [ -f "$CACHE/$release/.complete" ] || { echo "dist-proof: debootstrap $release failed" >&2; exit 1; }; done
fi

# README's three install lines: archive, apt (.deb), pip (wheel), in that order.
mapfile -t LINES < <(awk '/<!-- doc-blocks: skip .*scripts\/dist-proof.sh runs these lines/ { getline; f = 1; next }
  f && /^```/ { exit } f { print }' README.md)
[ "${#LINES[@]}" = 3 ] || { echo "dist-proof: README.md's install block has ${#LINES[@]} lines, expected 3" >&2; exit 1; }
line_for() { case $1 in archive) echo "${LINES[0]}" ;; deb) echo "${LINES[1]}" ;; wheel) echo "${LINES[2]}" ;; esac; }
# The file a line installs, as a user downloaded it (fontscale-….tar.gz, ./fontscale_….deb, ….whl).
file_of() { line_for "$1" | grep -oE '(\./)?fontscale[-_][^ ]*\.(tar\.gz|deb|whl)' | head -1 | sed 's|^\./||'; }
# Each line names its file as a user downloaded it: it must be in DIST.
for kind in $KINDS; do
  [ "$PREPARE" = 0 ] || break
  [ -f "$DIST/$(file_of "$kind")" ] || { echo "dist-proof: README's $kind line installs $(file_of "$kind"), which $DIST/ lacks (make dist, make deb, make wheel; or README's version is stale)" >&2; exit 1; }
done

# The font, fetched once.
FONTS=$CACHE/sora
if [ ! -f "$FONTS/.complete" ]; then
  rm -rf "$FONTS" && mkdir -p "$FONTS"
  WHEEL=$(mktemp -d)
  python3 -m pip download --quiet --no-deps --disable-pip-version-check -d "$WHEEL" fontpkg-sora
  python3 - "$WHEEL" "$FONTS" <<'PY'
import glob, sys, zipfile
with zipfile.ZipFile(glob.glob(sys.argv[1] + "/*.whl")[0]) as archive:
    for name in archive.namelist():
        if name.endswith((".ttf", ".otf")):
            open(sys.argv[2] + "/" + name.rsplit("/", 1)[-1], "wb").write(archive.read(name))
PY
  rm -rf "$WHEEL" && touch "$FONTS/.complete"
fi

[ "$PREPARE" = 0 ] || { echo "dist-proof: roots ready in $CACHE ($RELEASES) and Sora fetched"; exit 0; }

base_root() {   # the cached minimal root of a release, made once (about a minute each)
  local root=$CACHE/$1
  if [ ! -f "$root/.complete" ]; then
    rm -rf "$root" && mkdir -p "$CACHE"
    debootstrap --variant=minbase "$1" "$root" "$MIRROR" >/dev/null
    chroot "$root" apt-get clean && touch "$root/.complete"
  fi
  echo "$root"
}

WORK=$(mktemp -d /tmp/fontscale-proof.XXXXXX)
ROOT=
SERVER=
cleanup() {
  [ -z "$ROOT" ] || umount "$ROOT/proc" 2>/dev/null || true
  [ -z "$SERVER" ] || kill "$SERVER" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
in_root() { chroot "$ROOT" /usr/bin/env -i PATH="${ROOT_PATH:-/usr/local/bin:/usr/bin:/bin}" HOME=/root \
  DEBIAN_FRONTEND=noninteractive /bin/bash -c "cd /work && $1"; }
fail() { echo "dist-proof: $release $kind: $1" >&2; [ -f "$WORK/log" ] && tail -30 "$WORK/log" >&2; exit 1; }
# A fresh copy NAME of RELEASE's cached root, /proc mounted, /work made; drop_root undoes it.
fresh_root() {
  ROOT=$WORK/$1
  cp -a "$(base_root "$2")" "$ROOT"
  mount -t proc proc "$ROOT/proc"
  mkdir -p "$ROOT/work/fonts"
  cp "$FONTS"/*.[ot]tf "$ROOT/work/fonts/"
}
drop_root() { umount "$ROOT/proc"; rm -rf "$ROOT"; ROOT=; }

for release in $RELEASES; do
  for kind in $KINDS; do
    start=$(now)
    fresh_root "$release-$kind" "$release"
    line=$(line_for "$kind")
    cp "$DIST/$(file_of "$kind")" "$ROOT/work/"
    ROOT_PATH=
    if [ "$kind" = wheel ]; then   # the pip line runs in a virtual environment, as README says
      in_root "apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-venv >/dev/null && python3 -m venv /opt/venv" \
        >"$WORK/log" 2>&1 || fail "could not make a virtual environment"
      ROOT_PATH=/opt/venv/bin:/usr/local/bin:/usr/bin:/bin
    fi
    if in_root "command -v fontscale || ls /usr/lib/swift /opt/swift" >/dev/null 2>&1; then fail "the root has fontscale or Swift before the install"; fi
    installing=$(now)
    in_root "$line" >"$WORK/log" 2>&1 || fail "README's $kind line failed: $line"
    install_time=$(since "$installing")
    version=$(in_root "fontscale --version" 2>"$WORK/log") || fail "fontscale --version failed after the install"
    in_root "fontscale table --style body | head -3" >"$WORK/log" 2>&1 || fail "fontscale table failed"
    in_root "fontscale init --family Sora --font-dir fonts -o fontscale.yml" >"$WORK/log" 2>&1 || fail "fontscale init failed"
    set +e
    in_root "fontscale check fontscale.yml --format text" >"$WORK/log" 2>&1
    status=$?
    set -e
    [ "$status" -le 1 ] || fail "fontscale check exited $status (0 clean, 1 findings)"
    first_finding=$(since "$start")
    findings=$(grep -cE ': (fail|warn|info): ' "$WORK/log" || true)
    in_root "fontscale export fontscale.yml --format css -o type.css && grep -q font-size type.css" >"$WORK/log" 2>&1 \
      || fail "fontscale export failed"
    reporting=$(now)
    in_root "fontscale report Sora --font-dir fonts --reference 'DejaVu Sans' --formats html,pdf,png,json --out report" \
      >"$WORK/log" 2>&1 || fail "fontscale report failed"
    report_time=$(since "$reporting")
    in_root "test -s report/sora/sheet.pdf && test -s report/sora/sheet.png && test -s report/sora/report.json" >"$WORK/log" 2>&1 \
      || fail "the report lacks its files: $(ls "$ROOT/work/report/sora" | tr '\n' ' ')"
    # SVG draws outlines with HarfBuzz 4's API: refused before anything is written where the
    # root's HarfBuzz is older (Debian 11's 2.7.4), written where it is not.
    harfbuzz=$(in_root "dpkg-query -W -f='\${Version}' libharfbuzz0b")
    set +e
    in_root "fontscale report Sora --font-dir fonts --reference 'DejaVu Sans' --formats svg --out svg" >"$WORK/log" 2>&1
    svg=$?
    set -e
    if [ "${harfbuzz%%.*}" -ge 4 ]; then
      [ "$svg" = 0 ] && [ -s "$ROOT/work/svg/sora/sheet.svg" ] || fail "report --formats svg failed with HarfBuzz $harfbuzz"
      svg_said="SVG written"
    else
      [ "$svg" = 3 ] && grep -q "needs HarfBuzz 4.0 or later; this system has HarfBuzz ${harfbuzz%%-*}" "$WORK/log" \
        && [ ! -e "$ROOT/work/svg" ] || fail "report --formats svg with HarfBuzz $harfbuzz: exit $svg, expected 3, the HarfBuzz message and nothing written"
      svg_said="SVG refused (HarfBuzz ${harfbuzz%%-*}, exit 3, nothing written)"
    fi
    glibc=$(in_root "ldd --version | head -1 | grep -oE '[0-9]+\.[0-9]+\$'")
    echo "dist-proof: $release (glibc $glibc) $kind: fontscale $version installed in ${install_time} s; check exit $status ($findings findings) ${first_finding} s from an empty root; report ${report_time} s; $svg_said"
    drop_root
  done
done
echo "dist-proof: $(echo $RELEASES | wc -w) releases x $(echo $KINDS | wc -w) installs passed"
[ "$ACTION" = 1 ] || exit 0

# With sudo, as README says: sudo before tar, apt-get and ln, run by a user with sudo rights, in
# a Debian 12 root (the archive's line and the .deb's).
release=bookworm
for kind in archive deb; do
  start=$(now)
  fresh_root "sudo-$kind" bookworm
  line=$(line_for "$kind")
  cp "$DIST/$(file_of "$kind")" "$ROOT/work/"
  in_root "apt-get update -qq && apt-get install -y -qq sudo >/dev/null && /usr/sbin/useradd -m reader && echo 'reader ALL=(ALL) NOPASSWD: ALL' > /etc/sudoers.d/reader && chown -R reader /work" \
    >"$WORK/log" 2>&1 || fail "could not set up sudo"
  with_sudo=$(echo "$line" | sed -E 's/(^|&& )(tar|apt-get|ln) /\1sudo \2 /g')
  chroot "$ROOT" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/home/reader /usr/sbin/runuser -u reader -- \
    /bin/bash -c "cd /work && $with_sudo && fontscale --version" >"$WORK/log" 2>&1 || fail "README's $kind line with sudo failed: $with_sudo"
  echo "dist-proof: bookworm $kind with sudo, as a user: $(tail -1 "$WORK/log") installed in $(since "$start") s"
  drop_root
done

# The action's steps, as action.yml runs them, in bare Debian 12 roots (no python3, curl or wget):
# as root, as in a `container: debian:bookworm` job, then as a user with passwordless sudo, as on
# GitHub's own runners (the action's apt-get goes through sudo).
kind=action
for step in action-install.sh action-check.sh; do
  grep -q "run: '\"\$GITHUB_ACTION_PATH/scripts/$step\"'" action.yml || fail "action.yml no longer runs scripts/$step as a step"
done
archive=$(file_of archive)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$DIST" >/dev/null 2>&1 &
SERVER=$!
for _ in $(seq 50); do python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 0.2)" 2>/dev/null && break; sleep 0.1; done
STEP_ENV="GITHUB_ACTION_PATH=/action GITHUB_OUTPUT=/runner/output GITHUB_PATH=/runner/path RUNNER_TEMP=/runner"
for user in root runner; do
  start=$(now)
  fresh_root "action-$user" bookworm
  mkdir -p "$ROOT/action/scripts" "$ROOT/runner"
  cp action.yml "$ROOT/action/"
  cp scripts/action-install.sh scripts/action-check.sh "$ROOT/action/scripts/"
  as_user() { in_root "$1"; }
  if [ "$user" = runner ]; then
    in_root "apt-get update -qq && apt-get install -y -qq sudo >/dev/null && /usr/sbin/useradd -m runner && echo 'runner ALL=(ALL) NOPASSWD: ALL' > /etc/sudoers.d/runner && chown -R runner /work /runner" \
      >"$WORK/log" 2>&1 || fail "could not set up the runner user"
    as_user() { chroot "$ROOT" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/home/runner /usr/sbin/runuser -u runner -- /bin/bash -c "cd /work && $1"; }
  fi
  for tool in python3 curl wget; do
    if in_root "command -v $tool" >/dev/null 2>&1; then fail "the root has $tool"; fi
  done
  as_user "env $STEP_ENV INPUT_ARCHIVE=http://127.0.0.1:$port/$archive /action/scripts/action-install.sh" >"$WORK/log" 2>&1 \
    || fail "the action's install step failed as $user"
  grep -q "installing curl to download the archive" "$WORK/log" || fail "the install step did not say it installs curl"
  exe=$(sed -n 's/^path=//p' "$ROOT/runner/output")
  as_user "$exe init --family Sora --font-dir fonts -o fontscale.yml" >"$WORK/log" 2>&1 || fail "fontscale init failed"
  set +e
  as_user "env $STEP_ENV FONTSCALE=$exe INPUT_CONFIGS=fontscale.yml INPUT_SARIF=out/fontscale.sarif INPUT_FAIL_ON=fail /action/scripts/action-check.sh" \
    >"$WORK/log" 2>&1
  status=$?
  set -e
  [ "$status" -le 1 ] || fail "the action's check step exited $status as $user"
  grep -q '^upload=true$' "$ROOT/runner/output" || fail "the check step did not set upload=true"
  PYTHONPATH=.tools/check-jsonschema python3 -m check_jsonschema --schemafile .tools/schemas/sarif-schema-2.1.0.json \
    "$ROOT/work/out/fontscale.sarif" >"$WORK/log" 2>&1 || fail "the SARIF file does not validate against SARIF 2.1.0"
  if in_root "command -v python3" >/dev/null 2>&1; then fail "the action installed python3"; fi
  echo "dist-proof: bookworm action as $user (no python3, no curl): installed $archive over http (curl installed by the action), check exit $status, SARIF valid, upload=true, $(since "$start") s"
  drop_root
done
