#!/usr/bin/env bash
# Scores a corpus of SwiftUI files: each opened with `neumorph screenshot --style FILE` (its module found
# as the program finds it), one line per file — rendered, located error, error (no place), crash or
# timeout, with its notes and placeholders — then the counts. A file drawn as nothing but one placeholder
# (its preview failed outright) is counted apart: it opened, but shows nothing of its own. The files are
# DIR/files.txt's (one path per line, relative to DIR; `#` lines are comments) when it exists, else every
# .swift file under DIR that imports SwiftUI. Nothing is written into DIR; with OUT, each picture and its
# layout are kept there as NNN.png and NNN.json, to be looked at.
#   scripts/corpus.sh NEUMORPH DIR [SECONDS] [OUT]
set -uo pipefail
neumorph="$1"
dir="${2%/}"
limit="${3:-20}"
keep="${4:-}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
[ -z "$keep" ] || mkdir -p "$keep"
if [ -f "$dir/files.txt" ]; then
  mapfile -t files < <(grep -v '^\s*$' "$dir/files.txt" | grep -v '^#' | sed "s|^|$dir/|")
else
  mapfile -t files < <(grep -rl --include='*.swift' '^import SwiftUI' "$dir" | sort)
fi
declare -A count=([rendered]=0 [placeholder]=0 [located]=0 [unlocated]=0 [crash]=0 [timeout]=0)
notes_total=0
placeholders_total=0
index=0
for file in "${files[@]}"; do
  index=$((index + 1))
  [ -f "$file" ] || { echo "missing       ${file#"$dir"/}"; continue; }
  err=$(SDL_VIDEODRIVER=dummy timeout -k 5 "$limit" "$neumorph" screenshot --style "$file" \
    --out "$out/shot.png" --layout "$out/shot.json" --force 2>&1 >/dev/null)
  rc=$?
  first=$(grep -v '^neumorph: note: ' <<<"$err" | grep -m1 'neumorph: ' | cut -c1-200)
  notes=$(grep -c '^neumorph: note: ' <<<"$err")
  placeholders=0
  whole=no
  if [ $rc = 0 ] && [ -f "$out/shot.json" ]; then
    placeholders=$(grep -cE '"placeholder" ?: true' "$out/shot.json")
    # The preview's own view (the first listed, or the first inside the preview's root) a placeholder.
    whole=$(python3 - "$out/shot.json" <<'PY'
import json, sys
views = json.load(open(sys.argv[1])).get("views", [])
root = [v for v in views[:2] if v["frame"] == views[0]["frame"]] if views else []
print("yes" if any(v.get("placeholder") for v in root) else "no")
PY
)
  fi
  if [ $rc = 0 ] && [ "$whole" = yes ]; then kind=placeholder
  elif [ $rc = 0 ]; then kind=rendered
  elif [ $rc = 124 ] || [ $rc = 137 ]; then kind=timeout
  elif [ $rc -gt 128 ]; then kind=crash
  elif grep -qE '\.swift:[0-9]+:[0-9]+: ' <<<"$first"; then kind=located
  else kind=unlocated
  fi
  count[$kind]=$((count[$kind] + 1))
  notes_total=$((notes_total + notes))
  placeholders_total=$((placeholders_total + placeholders))
  if [ -n "$keep" ]; then
    name=$(printf '%03d' "$index")
    [ -f "$out/shot.png" ] && cp "$out/shot.png" "$keep/$name.png"
    [ -f "$out/shot.json" ] && cp "$out/shot.json" "$keep/$name.json"
    printf '%s\n' "$err" >"$keep/$name.log"
  fi
  rm -f "$out/shot.png" "$out/shot.json"
  printf '%03d %-11s %3s notes %3s placeholders  %s%s\n' "$index" "$kind" "$notes" "$placeholders" \
    "${file#"$dir"/}" "${first:+  — ${first#neumorph: }}"
done
total=${#files[@]}
echo
echo "| files | rendered | only a placeholder | located error | error without a place | crash | timeout | notes | placeholders |"
echo "|---|---|---|---|---|---|---|---|---|"
echo "| $total | ${count[rendered]} | ${count[placeholder]} | ${count[located]} | ${count[unlocated]} |" \
  "${count[crash]} | ${count[timeout]} | $notes_total | $placeholders_total |"
