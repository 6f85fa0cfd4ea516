#!/usr/bin/env bash
# The first step of action.yml: finds fontscale, installs a release archive, or builds it from
# source, and writes its path to the step's outputs (path=...) and its bin folder to GITHUB_PATH
# (so the job's later steps can run `fontscale` too).
#
# Environment (action.yml sets it from its inputs; GitHub sets the rest):
#   INPUT_FONTSCALE       an executable to use as it is (first choice)
#   INPUT_ARCHIVE         a release archive, fontscale-<version>-linux-<arch>.tar.gz (make dist):
#                         a path, or an http(s) or file URL (downloaded with curl or wget; curl is
#                         installed with apt-get when the runner has neither); its
#                         runtime-packages.txt is installed with apt-get (through sudo when not
#                         root) where a package is missing. Nothing else is needed: no python3.
#   INPUT_ARCHIVE_SHA256  optional: the archive's SHA-256, checked before it is unpacked
#   GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_PATH, RUNNER_TEMP
# With neither input: `fontscale` from PATH, else a release build of the action's own source
# (Swift 6 on PATH; the C libraries' packages by scripts/install-deps.sh --build-only).
# Exit status: 0, or 1 with the reason on stderr (nothing is put on PATH then).
set -euo pipefail

fail() {
  echo "fontscale action: $*" >&2
  exit 1
}

# apt-get install PACKAGES, as root or through sudo; WHAT ("the runtime packages") heads the
# message naming them when that fails.
apt_install() {
  local what=$1 sudo=()
  shift
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || fail "$what $* are missing, and installing them needs root or sudo; install them in an earlier step"
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update -qq || fail "apt-get update failed (above); $what $* are missing"
  # Through env: sudo passes on no variable of the caller's, and apt must not ask (tzdata would).
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" \
    || fail "apt-get could not install $what $* (above)"
}

# Downloads with curl, else wget, else installs curl first (a bare container has neither).
download() {
  local source=$1 target=$2
  case $source in
    file://*) cp "${source#file://}" "$target" 2>/dev/null || fail "cannot download $source (the archive input)"; return ;;
  esac
  if ! command -v curl >/dev/null && ! command -v wget >/dev/null; then
    command -v apt-get >/dev/null || fail "downloading $source needs curl or wget, and this runner has neither, nor apt-get to install one"
    echo "fontscale action: installing curl to download the archive (this runner has neither curl nor wget)"
    apt_install "the packages" curl ca-certificates
  fi
  if command -v curl >/dev/null; then
    curl -fsSL --retry 3 -o "$target" "$source" || fail "cannot download $source (the archive input)"
  else
    wget -q -O "$target" "$source" || fail "cannot download $source (the archive input)"
  fi
}

install_archive() {
  local source=$1 temp=${RUNNER_TEMP:-/tmp} archive
  archive=$(mktemp "$temp/fontscale-archive.XXXXXX")
  case $source in
    http://* | https://* | file://*)
      download "$source" "$archive"
      ;;
    *)
      [ -f "$source" ] || fail "$source (the archive input) is not a file; expected a fontscale-<version>-linux-<arch>.tar.gz from make dist, or its URL"
      cp "$source" "$archive"
      ;;
  esac
  if [ -n "${INPUT_ARCHIVE_SHA256:-}" ]; then
    local actual
    actual=$(sha256sum "$archive" | cut -d' ' -f1)
    [ "$actual" = "${INPUT_ARCHIVE_SHA256,,}" ] \
      || fail "$source has SHA-256 $actual, not $INPUT_ARCHIVE_SHA256 (the archive-sha256 input)"
  fi
  local folder
  folder=$(mktemp -d "$temp/fontscale.XXXXXX")
  tar -xzf "$archive" -C "$folder" 2>/dev/null || fail "$source (the archive input) is not a gzip tar archive"
  rm -f "$archive"
  local roots=("$folder"/fontscale-*-linux-*)
  [ "${#roots[@]}" = 1 ] && [ -x "${roots[0]}/bin/fontscale" ] \
    || fail "$source (the archive input) has no fontscale-<version>-linux-<arch>/bin/fontscale; expected an archive from make dist"
  local root=${roots[0]} arch
  arch=${root##*-linux-}
  [ "$arch" = "$(uname -m)" ] || fail "$source is built for $arch; this runner is $(uname -m)"
  local packages=$root/share/fontscale/runtime-packages.txt missing=()
  command -v dpkg-query >/dev/null && command -v apt-get >/dev/null \
    || fail "the archive needs Debian's runtime packages ($(tr '\n' ' ' <"$packages")), and this runner has no dpkg or apt-get; use a Debian or Ubuntu runner"
  while read -r package; do
    [ -n "$package" ] || continue
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
  done <"$packages"
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "fontscale action: installing the archive's runtime packages: ${missing[*]}"
    apt_install "the runtime packages" "${missing[@]}"
  fi
  exe=$root/bin/fontscale
  echo "fontscale action: installed $(basename "$root") from $source"
}

if [ -n "${INPUT_FONTSCALE:-}" ]; then
  exe=$(command -v "$INPUT_FONTSCALE") || fail "$INPUT_FONTSCALE (the fontscale input) is not an executable"
  exe=$(realpath "$exe")   # a relative path would put the working folder on later steps' PATH
elif [ -n "${INPUT_ARCHIVE:-}" ]; then
  install_archive "$INPUT_ARCHIVE"
elif exe=$(command -v fontscale); then
  echo "fontscale action: using $exe from PATH"
else
  command -v swift >/dev/null \
    || fail "no fontscale on PATH and no swift to build one; give the archive input (a release archive) or install a Swift 6 toolchain first (docs/ci.md)"
  "$GITHUB_ACTION_PATH/scripts/install-deps.sh" --build-only
  swift build -c release --product fontscale --package-path "$GITHUB_ACTION_PATH"
  exe="$(swift build -c release --show-bin-path --package-path "$GITHUB_ACTION_PATH")/fontscale"
fi
"$exe" --version
echo "path=$exe" >>"$GITHUB_OUTPUT"
[ -z "${GITHUB_PATH:-}" ] || dirname "$exe" >>"$GITHUB_PATH"
