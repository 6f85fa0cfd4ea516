#!/usr/bin/env bash
# Runs every case of scripts/outputs-snapshot.cases through a fontscale binary and records, per case,
# its stdout, stderr, exit status and every file it wrote, into OUT/<case>/, and serve's page model
# for examples/design-system.yml into OUT/serve-model.json. Two snapshots of two
# builds compare with `diff -r`: a refactoring that claims identical outputs proves it this way.
#   scripts/outputs-snapshot.sh OUT [BINARY]      (BINARY defaults to .build/debug/fontscale)
# Needs the test fonts in .fonts/ (scripts/fetch-fonts.sh). Cases run from a scratch folder that
# holds a copy of examples/, so relative paths in outputs stay the same from run to run.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/outputs-snapshot.sh OUT [BINARY]}
bin=$(realpath "${2:-.build/debug/fontscale}")
top=$(pwd)
rm -rf "$out"; mkdir -p "$out"; out=$(realpath "$out")
work=/tmp/fontscale-snapshot-work   # a fixed path: outputs that name folders stay comparable
rm -rf "$work"; mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
count=0
while IFS= read -r line; do
  case "$line" in ""|"#"*) continue;; esac
  name=${line%%|*}; args=${line#*|}
  scratch="$work/$name"; mkdir -p "$scratch"
  cp -r "$top/examples" "$scratch/examples"; ln -s "$top/.fonts" "$scratch/.fonts"
  status=0
  (cd "$scratch" && eval "set -- $args" && FONTSCALE_FONT_PATH= "$bin" "$@" >"$out/$name.stdout" 2>"$out/$name.stderr" </dev/null) || status=$?
  echo "$status" >"$out/$name.status"
  rm -rf "$scratch/examples" "$scratch/.fonts"
  if [ -n "$(ls -A "$scratch")" ]; then mv "$scratch" "$out/$name.files"; fi
  count=$((count + 1))
done < scripts/outputs-snapshot.cases
# serve's model: the page's data for examples/design-system.yml, fetched once the server is quiet
# (two fetches a second apart agree), without the two fields that differ on every start (the
# session id, and the revision count, which depends on how the saves were batched).
if "$bin" serve --help >/dev/null 2>&1; then
  scratch="$work/serve-model"; mkdir -p "$scratch"
  cp -r "$top/examples" "$scratch/examples"; ln -s "$top/.fonts" "$scratch/.fonts"
  (cd "$scratch" && FONTSCALE_FONT_PATH= exec "$bin" serve examples/design-system.yml --port 0 >serve.out 2>serve.err) &
  server=$!
  host=""; for _ in $(seq 100); do host=$(grep -o '127\.0\.0\.1:[0-9]*' "$scratch/serve.out" 2>/dev/null | head -1) && [ -n "$host" ] && break; sleep 0.2; done
  previous=""
  for _ in $(seq 60); do
    sleep 1
    now=$(curl -s -H "Host: $host" "http://$host/model.json" || true)
    [ -n "$now" ] && [ "$now" = "$previous" ] && break
    previous=$now
  done
  kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true
  printf '%s' "$now" | python3 -c 'import json, sys
model = json.load(sys.stdin)
for volatile in ("session", "revision"): model.pop(volatile, None)
print(json.dumps(model, indent=1, sort_keys=True))' >"$out/serve-model.json"
  count=$((count + 1))
fi
echo "outputs-snapshot: $count cases in $out"
