#!/usr/bin/env bash
# The release archive on a machine without Swift (issue 35): a minimal Debian 12 root made with
# debootstrap (--variant=minbase, from deb.debian.org), only the archive's runtime-packages.txt
# installed into it, then the archive's fontscale runs `check`, `report` and `export` there on a
# font fetched from PyPI (fontpkg-sora, a family the tests never use). Needs root (chroot) and
# debootstrap (scripts/install-deps.sh --dist). Prints each phase's time.
# Usage: scripts/dist-proof.sh dist/fontscale-<version>-linux-<arch>.tar.gz [ROOT]
set -euo pipefail
ARCHIVE=$(readlink -f "$1")
ROOT=${2:-$(mktemp -d /tmp/fontscale-dist-root.XXXXXX)}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
[ "$(id -u)" -eq 0 ] || { echo "dist-proof: needs root (debootstrap, chroot)" >&2; exit 2; }
phase() { echo "dist-proof: $1 ($(( $(date +%s) - START )) s since start)"; }
START=$(date +%s)
cleanup() { umount "$ROOT/proc" 2>/dev/null || true; }
trap cleanup EXIT

if [ ! -x "$ROOT/usr/bin/apt-get" ]; then
  debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR" >/dev/null
fi
phase "Debian 12 minbase root in $ROOT ($(du -sh "$ROOT" | cut -f1))"
mount -t proc proc "$ROOT/proc"
NAME=$(basename "$ARCHIVE" .tar.gz)
tar -C "$ROOT/opt" -xzf "$ARCHIVE"
PACKAGES=$(tr '\n' ' ' < "$ROOT/opt/$NAME/share/fontscale/runtime-packages.txt")
chroot "$ROOT" /usr/bin/env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $PACKAGES \
  >/dev/null
phase "installed the runtime packages: $PACKAGES"
if chroot "$ROOT" /bin/sh -c 'command -v swift || ls /usr/lib/swift /opt/swift' >/dev/null 2>&1; then
  echo "dist-proof: error: the root has Swift" >&2
  exit 1
fi

# A font the tests never use, from its PyPI wheel (the root has no pip: fetched here, copied in).
WHEEL=$(mktemp -d)
python3 -m pip download --quiet --no-deps --disable-pip-version-check -d "$WHEEL" fontpkg-sora
mkdir -p "$ROOT/work/fonts"
python3 - "$WHEEL" "$ROOT/work/fonts" <<'PY'
import glob, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/*.whl")[0]
with zipfile.ZipFile(wheel) as archive:
    for name in archive.namelist():
        if name.endswith((".ttf", ".otf")):
            open(sys.argv[2] + "/" + name.rsplit("/", 1)[-1], "wb").write(archive.read(name))
PY
rm -rf "$WHEEL"
phase "fetched Sora: $(ls "$ROOT/work/fonts" | tr '\n' ' ')"

BIN=/opt/$NAME/bin/fontscale
run() { chroot "$ROOT" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root /bin/sh -c "cd /work && $*"; }
run "$BIN --version"
run "$BIN init --family Sora --font-dir fonts -o fontscale.yml"
set +e
run "$BIN check fontscale.yml --format text | tail -3"
status=$?
set -e
phase "check ran (exit $status: 0 clean, 1 findings)"
run "$BIN export fontscale.yml --format css -o type.css && head -5 type.css"
run "$BIN report Sora --font-dir fonts --reference 'DejaVu Sans' --formats html,pdf,png,json --out report | tail -2"
run "ls report/sora | head -5"
phase "done: check, export and report ran in the root, without Swift"
