#!/usr/bin/env bash
# Scores a corpus of SwiftUI files: each opened with `neumorph screenshot --style FILE` (its module found
# as the program finds it), one line per file — rendered, located error, error (no place), crash or
# timeout — then the counts. The files are DIR/files.txt's (one path per line, relative to DIR) when it
# exists, else every .swift file under DIR that imports SwiftUI. Nothing is written into DIR.
#   scripts/corpus.sh NEUMORPH DIR [SECONDS]
set -uo pipefail
neumorph="$1"
dir="${2%/}"
limit="${3:-20}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [ -f "$dir/files.txt" ]; then
  mapfile -t files < <(grep -v '^\s*$' "$dir/files.txt" | grep -v '^#' | sed "s|^|$dir/|")
else
  mapfile -t files < <(grep -rl --include='*.swift' '^import SwiftUI' "$dir" | sort)
fi
declare -A count=([rendered]=0 [located]=0 [unlocated]=0 [crash]=0 [timeout]=0)
for file in "${files[@]}"; do
  [ -f "$file" ] || { echo "missing       ${file#"$dir"/}"; continue; }
  err=$(SDL_VIDEODRIVER=dummy timeout -k 5 "$limit" "$neumorph" screenshot --style "$file" \
    --out "$out/shot.png" --force 2>&1 >/dev/null)
  rc=$?
  first=$(grep -m1 'neumorph: ' <<<"$err" | cut -c1-200)
  if [ $rc = 0 ]; then kind=rendered
  elif [ $rc = 124 ] || [ $rc = 137 ]; then kind=timeout
  elif [ $rc -gt 128 ]; then kind=crash
  elif grep -qE '\.swift:[0-9]+:[0-9]+: ' <<<"$first"; then kind=located
  else kind=unlocated
  fi
  count[$kind]=$((count[$kind] + 1))
  printf '%-13s %s%s\n' "$kind" "${file#"$dir"/}" "${first:+  — ${first#neumorph: }}"
done
total=${#files[@]}
echo
echo "| files | rendered | located error | error without a place | crash | timeout |"
echo "|---|---|---|---|---|---|"
echo "| $total | ${count[rendered]} | ${count[located]} | ${count[unlocated]} | ${count[crash]} | ${count[timeout]} |"
