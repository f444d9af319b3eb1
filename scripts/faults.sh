#!/usr/bin/env bash
# The fault campaign of issue 11: one-line reproductions of every problem the issue lists, run
# against a built binary, each checked against what docs/reliability.md promises. The script is the
# specification of the fixed behaviour: a check that fails names what happened instead.
#
#   scripts/faults.sh [PATH/TO/neumorph]     (default .build/release/neumorph; `make faults` builds it)
#
# Prints one line per check — `PASS name`, `FAIL name: what happened` or `SKIP name: why` — then
# `faults: N passed, M failed` (and the skips), and exits 1 when any check failed.
#
# What every check holds the binary to, beyond its own rule:
#   - no crash: an exit status of 128 or more (unless the check sent that signal itself), or
#     "Fatal error", "Program crashed" or "Current stack trace" in the output, is a failure;
#   - failures are one message starting with `neumorph:` and exit 1; misuse exits 2;
#   - no temporaries (`NAME.png.partial-*`, `.neumorph-*.tmp`) are left behind;
#   - nothing is overwritten without --force, and --force replaces only regular files.
#
# Needs: bash, coreutils 8.31+ (timeout, `env --default-signal`), util-linux (mount, unshare,
# setpriv), python3 (to craft an oversized PNG asset), GNU time (/usr/bin/time, peak memory).
# `make faults` installs the missing ones through scripts/install-deps.sh faults. Root is needed
# for the full-disk checks (a 100 KB tmpfs), the device checks (a private /dev in a mount
# namespace, so the real /dev/full and /dev/stdout are never at risk) and the non-root checks
# (setpriv to uid 65534); without root those print SKIP, which is not a failure.
#
# Everything runs in a fresh folder from mktemp -d, removed on exit. Takes about a minute.
#
# Not simulated here (they need a window; see docs/recordings.md#memory): recording in the window
# (item 10's memory). It prints a SKIP line so the list stays complete. (`play --size 8192x8192
# --scale 3`, item 13, and `play --screenshots` with missing parents, item 17, are refused before any
# window opens, so they are checked.)

# Commands in single quotes run in a child bash (under ulimit, with a redirection, in a private
# /dev) that expands "$BIN" itself, from the environment:
# shellcheck disable=SC2016

set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")
BIN=${1:-$repo/.build/release/neumorph}
case "$BIN" in /*) ;; *) BIN=$PWD/$BIN ;; esac
if [ ! -x "$BIN" ]; then
  echo "faults: no executable at $BIN (run 'make faults', or pass the binary's path)" >&2
  exit 2
fi
ASSETS=${NEUMORPH_ASSETS:-$repo/Assets}
export ASSETS BIN

W=$(mktemp -d "${TMPDIR:-/tmp}/neumorph-faults.XXXXXX")
mkdir -p "$W/cap" "$W/checks"
: >"$W/results"
: >"$W/pids"
: >"$W/all-stderr"

cleanup() {
  local pid mountpoint
  # Only processes this script started (their ids are recorded as they start).
  while read -r pid; do
    [ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null
  done <"$W/pids"
  # Any tmpfs a check left mounted under the work folder (deepest first).
  while read -r mountpoint; do
    umount -l "$mountpoint" 2>/dev/null
  done < <(awk -v w="$W" 'index($2, w) == 1 { print $2 }' /proc/mounts | sort -r)
  rm -rf "$W"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------------------------------------
# Verdicts: one line each, also collected in $W/results for the summary.

NAME=""
verdict() {
  local line="$1 $NAME${2:+: $2}"
  [ "$1" = PASS ] && line="PASS $NAME${2:+ ($2)}"
  echo "$line"
  echo "$line" >>"$W/results"
}
pass() { verdict PASS "${1:-}"; }
fail() { verdict FAIL "$1"; }
skip() { verdict SKIP "$1"; }

# ---------------------------------------------------------------------------------------------
# Running the binary.

# run [--timeout S] [--in FILE] [ENV=VALUE …] -- ARGS…: runs the binary with the arguments in the
# current folder, stdout and stderr captured; sets RC, OUT, ERR and SECS.
RC=0
OUT=""
ERR=""
SECS=0
run() {
  local limit=30 input=/dev/null
  local -a environment=()
  while [ $# -gt 0 ]; do
    case "$1" in
      --timeout) limit=$2; shift 2 ;;
      --in) input=$2; shift 2 ;;
      --) shift; break ;;
      *) environment+=("$1"); shift ;;
    esac
  done
  local started=$SECONDS
  { env "${environment[@]}" timeout -k 5 "$limit" "$BIN" "$@" <"$input" >"$W/cap/$NAME.out" 2>"$W/cap/$NAME.err"; } 2>/dev/null
  RC=$?
  SECS=$((SECONDS - started))
  collect
}

# runwrapped [--timeout S] -- CMD…: like run, for a command line that starts the binary itself
# (ulimit, setpriv, unshare); "$BIN" is exported.
runwrapped() {
  local limit=30
  if [ "$1" = --timeout ]; then limit=$2; shift 2; fi
  [ "$1" = -- ] && shift
  local started=$SECONDS
  { timeout -k 5 "$limit" "$@" </dev/null >"$W/cap/$NAME.out" 2>"$W/cap/$NAME.err"; } 2>/dev/null
  RC=$?
  SECS=$((SECONDS - started))
  collect
}

collect() {
  OUT=$(cat "$W/cap/$NAME.out")
  ERR=$(cat "$W/cap/$NAME.err")
  { echo "== $NAME"; cat "$W/cap/$NAME.err"; } >>"$W/all-stderr"
}

# What went wrong with the last run beyond the check's own rule (a crash or a time-out), or
# nothing. With a signal number: that signal was sent on purpose, so dying of it is fine.
broken() {
  local sent=${1:-0}
  if [ "$RC" = 124 ]; then
    echo "still running after the time limit (killed)"
  elif [ "$RC" -ge 128 ] && [ "$RC" != $((128 + sent)) ]; then
    echo "crashed: exit $RC (SIG$(kill -l $((RC - 128)) 2>/dev/null || echo ?))$(first_error_hint)"
  elif grep -qE 'Fatal error|Program crashed|Current stack trace' "$W/cap/$NAME.out" "$W/cap/$NAME.err"; then
    echo "crashed: $(grep -hm1 -E 'Fatal error|Program crashed' "$W/cap/$NAME.out" "$W/cap/$NAME.err" | cut -c1-160)"
  fi
}
first_error_hint() {
  local line
  line=$(grep -hm1 -E 'Fatal error' "$W/cap/$NAME.err" | cut -c1-140)
  [ -n "$line" ] && echo ": $line"
}

# The first line of stderr (or stdout when stderr is empty), shortened, for FAIL lines.
said() {
  local text
  text=$(head -n1 <<<"$ERR")
  [ -z "$text" ] && text=$(head -n1 <<<"$OUT")
  [ -z "$text" ] && text="(nothing)"
  printf "'%s'" "$(cut -c1-150 <<<"$text")"
}

# A one-line failure message: the first stderr line starts with "neumorph: " and matches the
# extended regular expression (case-insensitive), if one is given.
message_ok() {
  local first
  first=$(head -n1 <<<"$ERR")
  [[ "$first" == "neumorph: "* ]] || return 1
  [ -z "${1:-}" ] || grep -qiE -e "$1" <<<"$ERR"
}

# The names in a folder (not below it), space-separated, leaving out one name if given.
contents() { find "$1" -mindepth 1 -maxdepth 1 ! -name "${2:-.}" -printf '%f ' 2>/dev/null; }

# Temporary or partial files under a folder, one per line.
leftovers() {
  find "$1" \( -name '*.partial-*' -o -name '.neumorph-*.tmp' \) -print 2>/dev/null | sed "s|^$1/||" | head -n 5 | tr '\n' ' '
}

# A whole PNG: the signature first and the IEND chunk last.
is_png() {
  [ -f "$1" ] && [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] &&
    [ "$(tail -c 8 "$1" | head -c 4)" = IEND ]
}

# Files named by a recording, with their checksums (to compare two recordings).
recording_sums() { (cd "$1" && md5sum frame-*.png frames.txt 2>/dev/null); }

# Whether a recording folder can be used: absent, empty, or a frames.txt listing exactly the
# frame files present, each a whole PNG. Prints the problem, or nothing.
recording_problem() {
  local dir=$1 file listed present
  [ -d "$dir" ] || return 0
  [ -z "$(contents "$dir")" ] && return 0
  [ -f "$dir/frames.txt" ] || { echo "no frames.txt beside $(find "$dir" -name 'frame-*.png' | wc -l) frames"; return; }
  listed=$(awk '{ print $1 }' "$dir/frames.txt" | sort)
  present=$(find "$dir" -maxdepth 1 -name 'frame-*.png' -printf '%f\n' | sort)
  [ "$listed" = "$present" ] || { echo "frames.txt does not list exactly the frames present"; return; }
  for file in $present; do
    is_png "$dir/$file" || { echo "$file is not a whole PNG"; return; }
  done
}

# A 100 KB tmpfs at the folder; fails when not root or when mounting is not allowed.
small_disk() {
  [ "$(id -u)" = 0 ] || return 1
  mkdir -p "$1" && mount -t tmpfs -o size=100k,mode=755 tmpfs "$1" 2>/dev/null
}
fill_disk() { head -c 1M /dev/zero >"$1/fill" 2>/dev/null; true; }

# The example script of docs/recordings.md (Input scripts), and the reference recording of it.
readme_script() {
  cat <<'EOF'
0.10 mouse move 559 450
0.20 mouse down 559 450
0.60 mouse up 559 450
0.80 key c                # press and release; keys are a character or a name
1.00 key down space       # hold …
1.40 key up space         # … and release
1.60 key shift+tab        # modifiers: shift, ctrl, alt, cmd
EOF
}
RECORD_OPTIONS=(--scene dark --size 320x200 --fps 10)

# A script the checks can compare against the reference: same frames, same frames.txt.
record_matches_reference() { # SCRIPT [--in FILE]
  local script=$1
  shift
  run "$@" -- record "${RECORD_OPTIONS[@]}" --script "$script" --out rec
  local problem
  problem=$(broken)
  [ -n "$problem" ] && { fail "$problem"; return; }
  [ "$RC" = 0 ] || { fail "exit $RC, $(said)"; return; }
  [ "$(recording_sums rec)" = "$(recording_sums "$W/reference")" ] ||
    { fail "recorded $(($(wc -l <rec/frames.txt))) frames that differ from the same script with LF lines ($(($(wc -l <"$W/reference/frames.txt"))) frames)"; return; }
  pass
}

# ---------------------------------------------------------------------------------------------
# 1. Full disk

check_full_disk_screenshot() {
  small_disk disk || { skip "needs root (a 100 KB tmpfs)"; return; }
  run -- screenshot --scene reference --out disk/shot.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif grep -q wrote <<<"$OUT"; then fail "said '$OUT' and exit $RC; on the disk: $(contents disk)"
  elif [ "$RC" != 1 ]; then fail "exit $RC on a full disk, $(said)"
  elif ! message_ok 'full|space'; then fail "message does not start with 'neumorph:' or say the disk is full: $(said)"
  elif [ -n "$(contents disk)" ]; then fail "left $(contents disk)on the disk"
  else pass
  fi
  umount disk
}

check_full_disk_record() {
  small_disk disk || { skip "needs root (a 100 KB tmpfs)"; return; }
  awk 'BEGIN { for (t = 1; t <= 60; t++) printf "%d.0 key tab\n", t }' >long.txt
  run -- record --scene dark --size 320x200 --fps 10 --script long.txt --out disk/rec
  local problem bad
  problem=$(broken)
  bad=$(find disk -name 'frame-*.png' -size -1c | head -n 3 | tr '\n' ' ')
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC on a full disk, $(said)"
  elif ! message_ok 'full|space'; then fail "message does not start with 'neumorph:' or say the disk is full: $(said)"
  elif [ "$SECS" -gt 10 ]; then fail "went on rendering for ${SECS}s after the disk was full"
  elif [ -n "$bad" ]; then fail "left empty frames: $bad"
  elif [ -n "$(leftovers disk)" ]; then fail "left temporaries: $(leftovers disk)"
  else
    for f in disk/rec/frame-*.png; do
      [ -e "$f" ] || continue
      is_png "$f" || { fail "left a cut-off frame $(basename "$f")"; umount disk; return; }
    done
    pass "$(find disk -name 'frame-*.png' | wc -l) whole frames kept"
  fi
  umount disk
}

# A clip is written once, at the end: on a full disk the command says so and leaves nothing.
check_full_disk_clip() {
  small_disk disk || { skip "needs root (a 100 KB tmpfs)"; return; }
  awk 'BEGIN { for (t = 1; t <= 20; t++) printf "%d.0 mouse down 160 70\n%d.5 mouse up 160 70\n", t, t }' >long.txt
  run -- record --size 320x200 --fps 30 --script long.txt --out disk/clip.webp
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC on a full disk, $(said)"
  elif ! message_ok 'full|space'; then fail "message does not start with 'neumorph:' or say the disk is full: $(said)"
  elif [ -n "$(contents disk)" ]; then fail "left $(contents disk)on the disk"
  else pass
  fi
  umount disk
}

check_full_disk_export() {
  small_disk disk || { skip "needs root (a 100 KB tmpfs)"; return; }
  fill_disk disk
  run -- export --scene dark --format swiftui --out disk/Dark.swift
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC on a full disk, $(said)"
  elif ! message_ok 'Dark\.swift'; then fail "message does not start with 'neumorph:' or name the file: $(said)"
  elif [ -n "$(contents disk fill)" ]; then fail "left $(contents disk fill)on the disk"
  else pass
  fi
  umount disk
}

check_full_disk_layout() {
  small_disk disk || { skip "needs root (a 100 KB tmpfs)"; return; }
  fill_disk disk
  run -- screenshot --scene dark --out shot.png --layout disk/layout.json
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC with the layout's disk full, $(said)"
  elif ! message_ok 'layout\.json'; then fail "message does not start with 'neumorph:' or name layout.json: $(said)"
  elif [ -n "$(contents disk fill)" ]; then fail "left $(contents disk fill)on the disk"
  else pass
  fi
  umount disk
}

check_full_stdout_export() {
  runwrapped -- bash -c '"$BIN" export --scene dark --format css >/dev/full'
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC writing CSS to /dev/full, $(said)"
  elif ! message_ok; then fail "no 'neumorph:' message: $(said)"
  else pass
  fi
}

# ---------------------------------------------------------------------------------------------
# 2. Scripts with CRLF line endings

check_crlf_script() {
  readme_script | sed 's/$/\r/' >crlf.txt
  record_matches_reference crlf.txt
}

check_crlf_script_starting_with_comment() {
  { echo "# the docs' example, saved on Windows"; readme_script; } | sed 's/$/\r/' >crlf-comment.txt
  record_matches_reference crlf-comment.txt
}

# ---------------------------------------------------------------------------------------------
# 3. The audit's verdict

check_audit_unrenderable_frame() {
  run -- audit --scene dark --size 8192x8192 --scale 4 --json
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif grep -q '"pass": true' <<<"$OUT"; then fail "said \"pass\": true (exit $RC) for a frame it cannot render"
  elif [ "$RC" = 0 ]; then fail "exit 0 for a frame it cannot render"
  elif ! message_ok 'size|scale|pixel|frame'; then fail "no clear 'neumorph:' message about the frame size: $(said)"
  else pass "exit $RC"
  fi
}

audit_has_controls() { # SCENE
  run -- audit --scene "$1" --json
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif grep -q '"controls": \[\]' <<<"$OUT" && [ "$RC" = 0 ]; then fail "passes with no controls measured"
  elif ! grep -q '"controls": \[' <<<"$OUT" && ! message_ok; then fail "exit $RC, no report and no message"
  elif grep -q '"controls": \[\]' <<<"$OUT" && ! message_ok; then fail "no controls and no 'neumorph:' message saying why"
  else pass "exit $RC, $(grep -c '"label_contrast"' <<<"$OUT") controls"
  fi
}
check_audit_gallery_measures_controls() { audit_has_controls gallery; }
check_audit_reference_measures_controls() { audit_has_controls reference; }

# ---------------------------------------------------------------------------------------------
# 4. --force never replaces a device or a link: in a private /dev (a mount namespace), so the
# machine's own /dev/full and /dev/stdout are never touched whatever the binary does.

in_private_dev() { # what-to-report ARGS… : runs the binary in a private /dev; types in $W/cap/$NAME.types
  local report=$1
  shift
  runwrapped -- unshare --mount --propagation private bash -c '
    mount -t tmpfs -o mode=755 tmpfs /dev || exit 99
    mknod -m 666 /dev/null c 1 3 && mknod -m 666 /dev/full c 1 7 && mknod -m 666 /dev/zero c 1 5 &&
      mknod -m 666 /dev/random c 1 8 && mknod -m 666 /dev/urandom c 1 9 || exit 99
    ln -s /proc/self/fd /dev/fd; ln -s /proc/self/fd/0 /dev/stdin
    ln -s /proc/self/fd/1 /dev/stdout; ln -s /proc/self/fd/2 /dev/stderr
    report=$1
    shift
    "$BIN" "$@"
    status=$?
    stat -c %F "$report" >"$report_file"
    exit $status' _ "$report" "$@"
}

force_keeps_device() { # DEVICE EXPECTED-TYPE ARGS…
  local device=$1 expected=$2 types
  shift 2
  [ "$(id -u)" = 0 ] || { skip "needs root (a private /dev in a mount namespace)"; return; }
  export report_file="$W/cap/$NAME.types"
  : >"$report_file"
  in_private_dev "$device" "$@"
  [ "$RC" = 99 ] && { skip "cannot make a private /dev here (unshare or mknod refused)"; return; }
  types=$(cat "$report_file")
  local problem
  problem=$(broken)
  if [ "$types" != "$expected" ]; then fail "$device is now a ${types:-missing file} (exit $RC)"
  elif [ -n "$problem" ]; then fail "$problem"
  elif [ "$device" = /dev/full ] && [ "$RC" != 1 ]; then fail "exit $RC, $(said)"
  elif [ "$RC" != 0 ] && ! message_ok; then fail "exit $RC without a 'neumorph:' message: $(said)"
  else pass "exit $RC"
  fi
}
check_force_keeps_dev_full_screenshot() {
  force_keeps_device /dev/full "character special file" screenshot --scene simple --out /dev/full --force
}
check_force_keeps_dev_stdout_screenshot() {
  force_keeps_device /dev/stdout "symbolic link" screenshot --scene simple --out /dev/stdout --force
}
check_force_keeps_dev_full_export() {
  force_keeps_device /dev/full "character special file" export --scene dark --format css --out /dev/full --force
}
check_force_keeps_dev_stdout_export() {
  force_keeps_device /dev/stdout "symbolic link" export --scene dark --format css --out /dev/stdout --force
}

check_force_keeps_fifo_and_folder() {
  mkfifo pipe.png
  mkdir folder.png
  run --timeout 10 -- screenshot --scene simple --out pipe.png --force
  local problem first_rc=$RC first_said
  first_said=$(said)
  problem=$(broken)
  [ -n "$problem" ] && { fail "FIFO: $problem"; return; }
  [ -p pipe.png ] || { fail "the FIFO was replaced by a $(stat -c %F pipe.png)"; return; }
  if [ "$first_rc" != 1 ] || ! message_ok 'pipe\.png'; then fail "FIFO: exit $first_rc, $first_said"; return; fi
  run -- screenshot --scene simple --out folder.png --force
  problem=$(broken)
  [ -n "$problem" ] && { fail "folder: $problem"; return; }
  if [ ! -d folder.png ] || [ -n "$(contents folder.png)" ]; then fail "the folder was replaced or written into"; return; fi
  if [ "$RC" != 1 ] || ! message_ok 'folder\.png'; then fail "folder: exit $RC, $(said)"; return; fi
  [ -z "$(leftovers .)" ] || { fail "left $(leftovers .)"; return; }
  pass
}

check_existing_file_kept_without_force() {
  echo keep >shot.png
  run -- screenshot --scene simple --out shot.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$(cat shot.png)" != keep ]; then fail "overwrote an existing file without --force"
  elif [ "$RC" != 1 ] || ! message_ok 'shot\.png'; then fail "exit $RC, $(said)"
  else pass
  fi
}

check_force_replaces_regular_file() {
  echo old >shot.png
  run -- screenshot --scene simple --out shot.png --force
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 0 ] || ! is_png shot.png; then fail "exit $RC, $(said); --force must replace a regular file"
  elif [ -n "$(leftovers .)" ]; then fail "left $(leftovers .)"
  else pass
  fi
}

# ---------------------------------------------------------------------------------------------
# 5. --layout naming the PNG

check_layout_same_as_out() {
  run -- screenshot --scene dark --out same.png --layout same.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ -e same.png ] && ! is_png same.png; then fail "same.png is no longer a PNG (exit $RC): the layout overwrote it"
  elif [ "$RC" = 0 ]; then fail "exit 0 with --layout and --out naming one file"
  elif ! message_ok 'same\.png|layout'; then fail "exit $RC, $(said)"
  else pass "exit $RC"
  fi
}

# ---------------------------------------------------------------------------------------------
# 6. Writes to stdout and stderr that fail

check_keys_to_full_stdout() {
  runwrapped -- bash -c '"$BIN" keys >/dev/full'
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC, $(said)"
  elif ! message_ok; then fail "no 'neumorph:' message: $(said)"
  else pass
  fi
}

check_screenshot_stdout_closed() {
  runwrapped -- bash -c '"$BIN" screenshot --scene simple --out shot.png >&-'
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif ! is_png shot.png; then fail "no whole PNG written (exit $RC)"
  elif [ "$RC" != 0 ] && [ "$RC" != 1 ]; then fail "exit $RC"
  elif [ -n "$(leftovers .)" ]; then fail "left $(leftovers .)"
  else pass "exit $RC"
  fi
}

check_screenshot_to_full_stdout() {
  runwrapped -- bash -c '"$BIN" screenshot --scene simple --out shot.png >/dev/full'
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif ! is_png shot.png; then fail "no whole PNG written (exit $RC)"
  elif [ "$RC" != 0 ] && [ "$RC" != 1 ]; then fail "exit $RC"
  else pass "exit $RC"
  fi
}

check_failure_with_stderr_closed() {
  runwrapped -- bash -c '"$BIN" screenshot --scene simple --out missing/shot.png 2>&-'
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC for a missing folder with stderr closed"
  else pass
  fi
}

# ---------------------------------------------------------------------------------------------
# 7. Interrupted writes: a size limit, and signals

check_file_size_limit_screenshot() {
  runwrapped -- bash -c 'ulimit -f 50; exec "$BIN" screenshot --scene reference --out shot.png'
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC under 'ulimit -f 50', $(said)"
  elif ! message_ok 'size limit|too large|limit'; then fail "message does not start with 'neumorph:' or name the size limit: $(said)"
  elif [ -e shot.png ]; then fail "left a $(stat -c %s shot.png)-byte shot.png"
  elif [ -n "$(leftovers .)" ]; then fail "left $(leftovers .)"
  else pass
  fi
}

check_file_size_limit_record() {
  readme_script >s.txt
  runwrapped -- bash -c 'ulimit -f 8; exec "$BIN" record --scene dark --size 320x200 --fps 10 --script s.txt --out rec'
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC under 'ulimit -f 8', $(said)"
  elif ! message_ok 'size limit|too large|limit'; then fail "message does not start with 'neumorph:' or name the size limit: $(said)"
  elif [ -n "$(leftovers .)" ]; then fail "left $(leftovers .)"
  else pass
  fi
}

check_file_size_limit_clip() {
  readme_script >s.txt
  runwrapped -- bash -c 'ulimit -f 8; exec "$BIN" record --scene dark --size 320x200 --fps 10 --script s.txt --out clip.webp'
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC under 'ulimit -f 8', $(said)"
  elif ! message_ok 'size limit|too large|limit'; then fail "message does not start with 'neumorph:' or name the size limit: $(said)"
  elif [ -e clip.webp ]; then fail "left a $(stat -c %s clip.webp)-byte clip.webp"
  elif [ -n "$(leftovers .)" ]; then fail "left $(leftovers .)"
  else pass
  fi
}

# Starts the binary in the background with SIGINT at its default (a background job of a script
# would otherwise ignore it, unlike Ctrl-C).
# While it runs, the shell's own stderr is set aside: bash would report the signal that ends it
# ("Hangup") there, and the check reports it better.
start() {
  exec {STDERR}>&2 2>/dev/null
  env --default-signal=INT,QUIT "$BIN" "$@" </dev/null >"$W/cap/$NAME.out" 2>"$W/cap/$NAME.err" &
  PID=$!
  echo "$PID" >>"$W/pids"
}
# Waits at most 15 s for the background process; kills it if it does not end.
finish() {
  local i
  for ((i = 0; i < 150; i++)); do
    kill -0 "$PID" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$PID" 2>/dev/null; then
    kill -KILL "$PID" 2>/dev/null
    wait "$PID" 2>/dev/null
    RC=124
  else
    wait "$PID" 2>/dev/null
    RC=$?
  fi
  exec 2>&"$STDERR" {STDERR}>&-
  collect
}

signal_screenshot() { # SIGNAL
  local signal=$1 number moment="" attempt i
  number=$(kill -l "$signal")
  for attempt in at-write at-1s; do
    rm -f big.png
    start screenshot --scene gallery --size 2560x1600 --scale 2 --out big.png
    if [ "$attempt" = at-write ]; then
      # Send the signal as soon as the file is being written.
      for ((i = 0; i < 2000; i++)); do
        if compgen -G '.neumorph-*.tmp' >/dev/null || compgen -G 'big.png.partial-*' >/dev/null; then
          moment="while writing"
          break
        fi
        kill -0 "$PID" 2>/dev/null || break
        sleep 0.005
      done
    else
      sleep 1
      moment="while rendering"
    fi
    kill -"$signal" "$PID" 2>/dev/null
    finish
    [ -n "$moment" ] && break
  done
  local problem
  problem=$(broken "$number")
  if [ "$RC" = 124 ]; then fail "did not end within 15 s of SIG$signal"
  elif [ -n "$problem" ]; then fail "$problem"
  elif [ -n "$(leftovers .)" ]; then fail "SIG$signal $moment left $(leftovers .)"
  elif [ -e big.png ] && ! is_png big.png; then fail "SIG$signal $moment left a cut-off big.png"
  elif [ "$RC" != "$((128 + number))" ] && [ "$RC" != 1 ] && [ "$RC" != 0 ]; then fail "exit $RC after SIG$signal"
  else pass "SIG$signal $moment, exit $RC"
  fi
}
check_signal_int_screenshot() { signal_screenshot INT; }
check_signal_term_screenshot() { signal_screenshot TERM; }
check_signal_hup_screenshot() { signal_screenshot HUP; }

signal_record() { # SIGNAL
  local signal=$1 number i
  number=$(kill -l "$signal")
  awk 'BEGIN { for (t = 1; t <= 30; t++) printf "%d.0 key tab\n", t }' >long.txt
  start record --scene dark --size 320x200 --script long.txt --out rec
  for ((i = 0; i < 200; i++)); do
    [ -e rec/frame-00005.png ] && break
    kill -0 "$PID" 2>/dev/null || break
    sleep 0.05
  done
  kill -"$signal" "$PID" 2>/dev/null
  finish
  local problem state
  problem=$(broken "$number")
  state=$(recording_problem rec)
  if [ "$RC" = 124 ]; then fail "did not end within 15 s of SIG$signal"
  elif [ -n "$problem" ]; then fail "$problem"
  elif [ -n "$(leftovers .)" ]; then fail "SIG$signal left $(leftovers .)"
  elif [ -n "$state" ]; then fail "after SIG$signal the folder is not usable: $state"
  else pass "SIG$signal after $(find rec -name 'frame-*.png' 2>/dev/null | wc -l) frames, exit $RC"
  fi
}
# A signal while a clip is drawn: no clip, no temporary (it is written only at the end).
signal_clip() { # SIGNAL
  local signal=$1 number
  number=$(kill -l "$signal")
  # Presses all along, at full size: about 20 s of drawing and encoding, far past the signal.
  awk 'BEGIN { print "0.0 key f"; for (t = 1; t <= 30; t++) printf "%d.0 mouse down 640 340\n%d.5 mouse up 640 340\n", t, t }' >long.txt
  start record --scene dark --size 1280x800 --script long.txt --out clip.webp
  sleep 1
  kill -"$signal" "$PID" 2>/dev/null
  finish
  local problem
  problem=$(broken "$number")
  if [ "$RC" = 124 ]; then fail "did not end within 15 s of SIG$signal"
  elif [ -n "$problem" ]; then fail "$problem"
  elif [ -e clip.webp ]; then fail "SIG$signal left a $(stat -c %s clip.webp)-byte clip.webp"
  elif [ -n "$(leftovers .)" ]; then fail "SIG$signal left $(leftovers .)"
  else pass "SIG$signal, exit $RC"
  fi
}
check_signal_int_clip() { signal_clip INT; }
check_signal_term_clip() { signal_clip TERM; }

check_signal_int_record() { signal_record INT; }
check_signal_term_record() { signal_record TERM; }
check_signal_hup_record() { signal_record HUP; }

# ---------------------------------------------------------------------------------------------
# 8. Preset parsing in linear time

check_preset_200k_keys_in_5s() {
  awk 'BEGIN { printf "{"; for (i = 0; i < 200000; i++) printf "%s\"k%d\":0", (i ? "," : ""), i; print "}" }' >big.json
  run --timeout 5 -- export --preset big.json --format css
  local problem
  problem=$(broken)
  if [ "$RC" = 124 ]; then fail "still parsing a $(($(stat -c %s big.json) / 1024)) KB preset with 200,000 keys after 5 s"
  elif [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 0 ] && ! message_ok 'big\.json'; then fail "exit $RC, $(said)"
  elif [ "${#ERR}" -gt 1000 ]; then fail "a ${#ERR}-character message"
  else pass "${SECS}s, exit $RC"
  fi
}

# ---------------------------------------------------------------------------------------------
# 9. play with no display

# With SDL's x11 driver asked for, and with SDL left to choose (it then tries other drivers).
check_play_without_display() {
  local driver problem
  for driver in x11 default; do
    if [ "$driver" = x11 ]; then
      run --timeout 10 -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=x11 -- play
    else
      run --timeout 10 -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER -- play
    fi
    problem=$(broken)
    if [ "$RC" = 124 ]; then fail "$driver driver: no display, yet still running after 10 s, $(said)"; return; fi
    if [ -n "$problem" ]; then fail "$driver driver: $problem"; return; fi
    if [ "$RC" = 0 ]; then fail "$driver driver: exit 0 with no display"; return; fi
    if ! message_ok 'display|video|window'; then fail "$driver driver: exit $RC, $(said)"; return; fi
  done
  pass "exit $RC"
}

check_window_recording_memory() { skip "needs a window (Xvfb, xdotool, minutes of recording); not simulated"; }

# ---------------------------------------------------------------------------------------------
# 11. record's limits and what it writes

# Whether a record command line is accepted: "accepted" (exit 0, or still running after 5 s),
# "refused" (a non-zero exit with a 'neumorph:' message) or what else happened.
record_verdict() {
  run --timeout 5 -- record --scene dark --size 32x20 "$@"
  if [ "$RC" = 124 ] || [ "$RC" = 0 ]; then echo accepted
  elif [ -n "$(broken)" ]; then broken
  elif message_ok; then echo refused
  else echo "exit $RC without a message"
  fi
}

check_record_700s_consistent() {
  echo "0.1 key tab" >short.txt
  echo "700 key tab" >late.txt
  # At 60 fps (past 36,000 frames): the duration option and a late event must agree.
  local by_option by_script
  by_option=$(record_verdict --fps 60 --script short.txt --out rec60a --duration 700)
  by_script=$(record_verdict --fps 60 --script late.txt --out rec60b)
  if [ "$by_option" != "$by_script" ]; then
    fail "at 60 fps, --duration 700 is $by_option but an event at 700 s is $by_script"
    return
  fi
  # At 1 fps (701 frames): the same, and when accepted the event's frame must be recorded.
  run --timeout 60 -- record --scene dark --size 32x20 --fps 1 --script short.txt --out rec1a --duration 700
  local option_rc=$RC option_said
  option_said=$(said)
  run --timeout 60 -- record --scene dark --size 32x20 --fps 1 --script late.txt --out rec1b
  local problem last
  problem=$(broken)
  last=$(tail -n1 rec1b/frames.txt 2>/dev/null | awk '{ print $2 }')
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$option_rc" != "$RC" ]; then fail "at 1 fps, --duration 700 exits $option_rc ($option_said) but an event at 700 s exits $RC ($(said))"
  elif [ "$RC" = 0 ] && ! awk -v t="$last" 'BEGIN { exit !(t >= 700) }'; then fail "the event at 700 s never happened: the last frame is at ${last:-?} s"
  else pass "60 fps: both $by_option; 1 fps: both exit $RC"
  fi
}

check_record_headless_keys_write_nothing() {
  printf '0.1 key s\n0.2 key shift+s\n0.3 key e\n0.4 key p\n0.5 key r\n0.8 key r\n0.9 key printscreen\n' >keys.txt
  run -- record --scene dark --size 320x200 --fps 10 --script keys.txt --out rec
  local problem made
  problem=$(broken)
  made=$(find . -maxdepth 2 -type d \( -name Screenshots -o -name Exports -o -name Presets -o -name Recordings \) | tr '\n' ' ')
  if [ -n "$problem" ]; then fail "$problem"
  elif [ -n "$made" ]; then fail "a headless record made $made"
  elif [ "$RC" != 0 ] && ! message_ok; then fail "exit $RC, $(said)"
  else pass "exit $RC"
  fi
}

# ---------------------------------------------------------------------------------------------
# 12. Races, long names, links

check_race_same_name() {
  local round both=0 none=0 winners pid1 pid2 rc1 rc2
  for ((round = 1; round <= 20; round++)); do
    "$BIN" screenshot --scene simple --out race.png >a.out 2>a.err </dev/null &
    pid1=$!
    "$BIN" screenshot --scene simple --out race.png >b.out 2>b.err </dev/null &
    pid2=$!
    echo "$pid1" >>"$W/pids"
    echo "$pid2" >>"$W/pids"
    wait "$pid1"
    rc1=$?
    wait "$pid2"
    rc2=$?
    cat a.err b.err >>"$W/all-stderr"
    if [ "$rc1" -ge 128 ] || [ "$rc2" -ge 128 ]; then
      fail "round $round: crashed (exit $rc1 and $rc2)"
      return
    fi
    winners=0
    [ "$rc1" = 0 ] && grep -q wrote a.out && winners=$((winners + 1))
    [ "$rc2" = 0 ] && grep -q wrote b.out && winners=$((winners + 1))
    [ "$winners" -gt 1 ] && both=$((both + 1))
    [ "$winners" = 0 ] && none=$((none + 1))
    if ! is_png race.png; then fail "round $round: race.png is not a whole PNG"; return; fi
    if [ -n "$(leftovers .)" ]; then fail "round $round left $(leftovers .)"; return; fi
    rm -f race.png
  done
  if [ "$both" -gt 0 ]; then fail "both runs said 'wrote' in $both of 20 rounds"
  elif [ "$none" -gt 0 ]; then fail "neither run said 'wrote' in $none of 20 rounds"
  else pass "20 rounds, one winner each"
  fi
}

check_long_file_names() {
  local stem name length
  for length in 242 255; do
    stem=$(printf 'a%.0s' $(seq $((length - 4))))
    name=$stem.png
    run -- screenshot --scene simple --out "$name"
    local problem
    problem=$(broken)
    if [ -n "$problem" ]; then fail "$length characters: $problem"; return; fi
    if [ "$RC" != 0 ] || ! is_png "$name"; then fail "a legal $length-character name: exit $RC, $(said | cut -c1-120)"; return; fi
  done
  [ -z "$(leftovers .)" ] || { fail "left $(leftovers .)"; return; }
  pass "242 and 255 characters"
}

check_dangling_symlink_kept() {
  ln -s nowhere.png link.png
  run -- screenshot --scene simple --out link.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ ! -L link.png ]; then fail "replaced a dangling symlink without --force (exit $RC)"
  elif [ -e nowhere.png ]; then fail "wrote through a dangling symlink without --force"
  elif [ "$RC" != 1 ] || ! message_ok 'link\.png'; then fail "exit $RC, $(said)"
  else pass
  fi
}

# ---------------------------------------------------------------------------------------------
# 13. Memory: an asset declaring a huge image, huge frames under a memory limit

check_huge_image_asset() {
  command -v python3 >/dev/null || { skip "needs python3 to craft the PNG"; return; }
  mkdir -p assets/Images
  ln -s "$ASSETS/Fonts" assets/Fonts
  # A valid 16384×16384 one-bit PNG of about 55 KB: 1 GB once decoded to 32-bit pixels.
  python3 - assets/Images/activity.png <<'EOF'
import struct, sys, zlib
w = h = 16384
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
row = b"\0" + b"\x55" * (w // 8)
z = zlib.compressobj(9)
data = b"".join(z.compress(row) for _ in range(h)) + z.flush()
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 1, 0, 0, 0, 0))
open(sys.argv[1], "wb").write(png + chunk(b"IDAT", data) + chunk(b"IEND", b""))
EOF
  local rss=""
  if [ -x /usr/bin/time ]; then
    runwrapped --timeout 60 -- env NEUMORPH_ASSETS="$PWD/assets" /usr/bin/time -f %M -o rss.txt \
      bash -c 'ulimit -v 4194304; exec "$BIN" screenshot --scene activities --out shot.png'
    rss=$(tail -n1 rss.txt 2>/dev/null | grep -E '^[0-9]+$')
  else
    runwrapped --timeout 60 -- env NEUMORPH_ASSETS="$PWD/assets" \
      bash -c 'ulimit -v 4194304; exec "$BIN" screenshot --scene activities --out shot.png'
  fi
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ -n "$rss" ] && [ "$rss" -gt 1048576 ]; then fail "peak memory $((rss / 1024)) MB for a 55 KB asset declaring 16384×16384 (exit $RC)"
  elif ! grep -q 'activity\.png' <<<"$ERR"; then fail "no message naming activity.png (exit $RC)"
  elif [ "$RC" != 0 ] && [ "$RC" != 1 ]; then fail "exit $RC, $(said)"
  else pass "exit $RC${rss:+, peak $((rss / 1024)) MB}"
  fi
}

memory_limited() { # ARGS… : the binary under ulimit -v 2 GB
  runwrapped --timeout 90 -- bash -c 'ulimit -v 2097152; exec "$BIN" "$@"' _ "$@"
}
memory_limit_works() {
  local saved=$NAME
  NAME=${saved}_baseline
  memory_limited screenshot --scene simple --size 200x100 --out baseline.png
  NAME=$saved
  [ "$RC" = 0 ]
}

check_memory_limit_audit() {
  memory_limit_works || { skip "a small screenshot already fails under ulimit -v 2 GB"; return; }
  memory_limited audit --scene dark --size 8192x8192 --scale 2 --json
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif grep -q '"controls": \[\]' <<<"$OUT" && [ "$RC" = 0 ]; then fail "passes with no controls measured"
  elif ! grep -q '"label_contrast"' <<<"$OUT" && ! message_ok 'memory|size|pixel|frame|large'; then fail "exit $RC, no report and no clear message: $(said)"
  else pass "exit $RC"
  fi
}

check_memory_limit_screenshot() {
  memory_limit_works || { skip "a small screenshot already fails under ulimit -v 2 GB"; return; }
  memory_limited screenshot --scene reference --size 8192x8192 --scale 2 --out huge.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ -n "$(leftovers .)" ]; then fail "left $(leftovers .)"
  elif [ "$RC" = 0 ] && is_png huge.png; then pass "rendered it within 2 GB"
  elif [ "$RC" = 1 ] && message_ok 'memory|size|pixel|frame|large'; then pass "refused: $(said | cut -c1-80)"
  else fail "exit $RC, $(said)"
  fi
}

# The frame is refused before a window is opened, so no display is needed to check it; with no
# display a run that got past the check would wait (item 9) and hit the time limit.
check_play_huge_window() {
  run --timeout 20 -u DISPLAY -u WAYLAND_DISPLAY -- play --size 8192x8192 --scale 3 --report
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif grep -qi 'nan' <<<"$OUT"; then fail "the report says nan: $(head -n1 <<<"$OUT")"
  elif [ "$RC" != 1 ] || ! message_ok 'size|scale|pixel|frame'; then fail "exit $RC, $(said)"
  else pass "refused before opening: $(said | cut -c1-70)"
  fi
}

# ---------------------------------------------------------------------------------------------
# 14. Missing fonts

missing_fonts() { # COMMAND ARGS…
  mkdir -p nofonts
  ln -s "$ASSETS/Images" nofonts/Images
  run NEUMORPH_ASSETS="$PWD/nofonts" -- "$@"
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif ! grep -qiE '^neumorph: .*font' <<<"$ERR"; then fail "no 'neumorph:' warning about the missing font (exit $RC)"
  else pass "exit $RC"
  fi
}
check_missing_fonts_audit() { missing_fonts audit --scene dark; }
check_missing_fonts_record() {
  readme_script >s.txt
  missing_fonts record "${RECORD_OPTIONS[@]}" --script s.txt --out rec
}

# ---------------------------------------------------------------------------------------------
# 15. Short soak runs

check_short_soak() {
  run --timeout 60 -- soak --frames 200
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif grep -qi 'memory grew' <<<"$OUT$ERR"; then fail "$(grep -hi -m1 'memory grew' "$W/cap/$NAME.err" "$W/cap/$NAME.out" | cut -c1-120)"
  elif [ "$RC" != 0 ]; then fail "exit $RC, $(said)"
  else pass
  fi
}

# ---------------------------------------------------------------------------------------------
# 16. Messages: odd scripts, odd names

check_script_fifo() {
  mkfifo script.fifo
  readme_script >s.txt
  timeout 20 bash -c 'cat s.txt >script.fifo' &
  local writer=$!
  echo "$writer" >>"$W/pids"
  record_matches_reference script.fifo
  kill "$writer" 2>/dev/null
  wait "$writer" 2>/dev/null
}

check_script_dev_stdin() {
  readme_script >s.txt
  record_matches_reference /dev/stdin --in s.txt
}

check_script_dev_null() {
  run -- record "${RECORD_OPTIONS[@]}" --script /dev/null --out rec
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif grep -qi 'permission' <<<"$ERR"; then fail "says $(said)"
  elif [ "$RC" != 0 ] && ! message_ok '/dev/null'; then fail "exit $RC, $(said)"
  else pass "exit $RC"
  fi
}

check_script_latin1() {
  readme_script | sed -e 's/…/.../g' -e '2s/$/   # café/' | iconv -f UTF-8 -t LATIN1 >latin1.txt
  run -- record "${RECORD_OPTIONS[@]}" --script latin1.txt --out rec
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif grep -qiE "correct format|NSCocoa" <<<"$ERR"; then fail "says $(said)"
  elif [ "$RC" = 0 ]; then pass "read it"
  elif message_ok 'latin1\.txt:2'; then pass "refused naming line 2"
  else fail "exit $RC without naming the file and line 2: $(said)"
  fi
}

check_script_utf16() {
  readme_script | iconv -f UTF-8 -t UTF-16 >utf16.txt
  record_matches_reference utf16.txt
}

check_script_huge_bad_token() {
  { printf '0.10 '; head -c 2000000 /dev/zero | tr '\0' m; printf ' 1 2\n'; } >token.txt
  run -- record "${RECORD_OPTIONS[@]}" --script token.txt --out rec
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ] && [ "$RC" != 2 ]; then fail "exit $RC for a 2 MB bad token"
  elif [ "${#ERR}" -ge 300 ]; then fail "a ${#ERR}-character message for a 2 MB bad token"
  elif ! message_ok 'token\.txt'; then fail "message does not start with 'neumorph:' or name token.txt: $(said)"
  else pass "${#ERR} characters, exit $RC"
  fi
}

check_out_dot() {
  local force
  for force in "" --force; do
    run -- screenshot --scene simple --out . ${force:+"$force"}
    local problem
    problem=$(broken)
    if [ -n "$problem" ]; then fail "--out . $force: $problem"; return; fi
    if grep -qi 'busy' <<<"$ERR"; then fail "--out . $force says $(said)"; return; fi
    if [ "$RC" != 1 ] && [ "$RC" != 2 ]; then fail "--out . $force: exit $RC, $(said)"; return; fi
    if ! message_ok "folder|directory|'\\.'"; then fail "--out . $force: $(said)"; return; fi
  done
  [ -z "$(leftovers .)" ] || { fail "left $(leftovers .)"; return; }
  pass "exit $RC"
}

check_force_with_value() {
  run -- screenshot --scene simple --out shot.png --force=yes
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" = 0 ] && is_png shot.png; then pass "accepted"
  elif grep -q "unknown option '--force'" <<<"$ERR"; then fail "says $(said) although --force is an option of screenshot"
  elif [ "$RC" = 2 ] && message_ok '--force'; then pass "refused: $(said | cut -c1-80)"
  else fail "exit $RC, $(said)"
  fi
}

check_oversize_frame_message() {
  run -- screenshot --scene dark --size 8192x8192 --scale 4 --out big.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ] && [ "$RC" != 2 ]; then fail "exit $RC for a 32768×32768 frame"
  elif ! message_ok; then fail "message lacks the 'neumorph:' prefix: $(said)"
  elif [ -e big.png ]; then fail "wrote big.png"
  else pass "exit $RC"
  fi
}

# ---------------------------------------------------------------------------------------------
# 17. One command line

check_screenshot_without_scene() {
  run -- screenshot --out shot.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" = 0 ] && is_png shot.png; then pass "renders a default scene"
  elif [ "$RC" = 2 ] && message_ok '--scene'; then pass "usage error naming --scene"
  else fail "exit $RC, $(said)"
  fi
}

check_size_with_times_sign() {
  run -- screenshot --scene simple --size 320×200 --out times.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"; return; fi
  if [ "$RC" != 0 ] || ! is_png times.png; then fail "--size 320×200 (the form the program prints): exit $RC, $(said)"; return; fi
  run -- screenshot --scene simple --size 320x200 --out x.png
  cmp -s times.png x.png || { fail "--size 320×200 differs from --size 320x200"; return; }
  pass
}

check_scheme_colourful() {
  run -- screenshot --scene simple --size 320x200 --scheme colourful --out colourful.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"; return; fi
  if [ "$RC" != 0 ] || ! is_png colourful.png; then fail "--scheme colourful (the README's spelling): exit $RC, $(said)"; return; fi
  run -- screenshot --scene simple --size 320x200 --scheme colorful --out colorful.png
  cmp -s colourful.png colorful.png || { fail "colourful and colorful render differently"; return; }
  pass
}

check_scale_range_consistent() {
  run -- screenshot --scene simple --size 100x100 --scale 4 --out scale4.png
  local screenshot_says=accepts
  grep -q -- '--scale' <<<"$ERR" && screenshot_says=refuses
  run --timeout 10 -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=x11 -- play --scale 4
  local play_says=accepts
  grep -q -- '--scale' <<<"$ERR" && play_says=refuses
  if [ "$screenshot_says" != "$play_says" ]; then fail "screenshot $screenshot_says --scale 4, play $play_says it"
  else pass "both $play_says --scale 4"
  fi
}

check_version() {
  run -- --version
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 0 ] || grep -qi usage <<<"$OUT$ERR" || ! grep -qE '[0-9]+\.[0-9]+' <<<"$OUT"; then fail "exit $RC, $(said)"
  else pass "$OUT"
  fi
}

check_help_command() {
  run -- help screenshot
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 0 ] || ! grep -q 'usage: neumorph screenshot' <<<"$OUT"; then fail "exit $RC, prints $(said) instead of screenshot's usage"
  else pass
  fi
}

check_bench_only_nothing() {
  run --timeout 60 -- bench --only nope --frames 1
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 2 ] || ! message_ok 'nope'; then fail "exit $RC, $(said)"
  else pass
  fi
}

check_out_followed_by_option() {
  run -- screenshot --scene simple --out --force
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ -e ./--force ]; then fail "wrote a file named '--force' (exit $RC)"
  elif [ "$RC" != 2 ] || ! message_ok '--out'; then fail "exit $RC, $(said)"
  else pass
  fi
}

check_missing_parent_folder() {
  local named_missing='absent.*(exist|no such|missing)|(exist|no such|missing).*absent'
  run -- screenshot --scene simple --out absent/deeper/shot.png
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "screenshot: $problem"; return; fi
  if [ "$RC" != 1 ] || ! message_ok "$named_missing"; then fail "screenshot into a missing folder: exit $RC, $(said)"; return; fi
  readme_script >s.txt
  run -- record "${RECORD_OPTIONS[@]}" --script s.txt --out absent/deeper/rec
  problem=$(broken)
  if [ -n "$problem" ]; then fail "record: $problem"; return; fi
  [ -e absent ] && { fail "record made the missing parents of its --out folder (exit $RC)"; return; }
  if [ "$RC" != 1 ] || ! message_ok "$named_missing"; then fail "record into a missing folder: exit $RC, $(said)"; return; fi
  pass
}

# Checked before the window opens, so no display is needed (SDL's dummy driver, should it get that far).
check_play_screenshots_missing_parents() {
  run --timeout 10 -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=dummy -- play --screenshots absent/deeper
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ -e absent ]; then fail "made the missing parents of the --screenshots folder (exit $RC)"
  elif [ "$RC" != 1 ] || ! message_ok 'absent.*(exist|no such|missing)'; then fail "exit $RC, $(said)"
  else pass
  fi
}

# ---------------------------------------------------------------------------------------------
# Read-only folders as a user who is not root

as_nobody() { # ARGS… : the binary as uid/gid 65534
  runwrapped -- setpriv --reuid=65534 --regid=65534 --clear-groups "$BIN" "$@"
}
nobody_can_run() {
  [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null || return 1
  setpriv --reuid=65534 --regid=65534 --clear-groups "$BIN" help >/dev/null 2>&1
}
readonly_folder() { # ARGS… (the output goes into the read-only current folder)
  nobody_can_run || { skip "needs root, setpriv, and a binary that uid 65534 can run"; return; }
  chmod 755 "$W" "$W/checks" .
  as_nobody "$@"
  local problem
  problem=$(broken)
  if [ -n "$problem" ]; then fail "$problem"
  elif [ "$RC" != 1 ]; then fail "exit $RC in a read-only folder, $(said)"
  elif ! message_ok 'permission|writable|read-only'; then fail "no clear 'neumorph:' message: $(said)"
  elif [ -n "$(contents . s.txt)" ]; then fail "left $(contents . s.txt)"
  else pass
  fi
}
check_readonly_folder_screenshot() { readonly_folder screenshot --scene simple --out shot.png; }
check_readonly_folder_export() { readonly_folder export --scene dark --format css --out dark.css; }
check_readonly_folder_record() {
  readme_script >s.txt
  readonly_folder record "${RECORD_OPTIONS[@]}" --script s.txt --out rec
}

# ---------------------------------------------------------------------------------------------
# Last: no Foundation wording anywhere in what the checks above printed on stderr.

check_no_foundation_messages() {
  local found
  found=$(awk '
    /^== / { name = substr($0, 4); next }
    /NSCocoaErrorDomain|could not be completed|couldn.t be (opened|saved|read)|correct format|You don.t have permission/ {
      if (!(name in seen)) { seen[name] = 1; list = list (list ? ", " : "") name }
    }
    END { print list }' "$W/all-stderr")
  if [ -n "$found" ]; then fail "Foundation's wording (NSCocoaErrorDomain, 'isn't in the correct format', …) in: $found"
  else pass
  fi
}

# ---------------------------------------------------------------------------------------------

checks=(
  full_disk_screenshot full_disk_record full_disk_clip full_disk_export full_disk_layout full_stdout_export
  crlf_script crlf_script_starting_with_comment
  audit_unrenderable_frame audit_gallery_measures_controls audit_reference_measures_controls
  force_keeps_dev_full_screenshot force_keeps_dev_stdout_screenshot force_keeps_dev_full_export
  force_keeps_dev_stdout_export force_keeps_fifo_and_folder existing_file_kept_without_force
  force_replaces_regular_file
  layout_same_as_out
  keys_to_full_stdout screenshot_stdout_closed screenshot_to_full_stdout failure_with_stderr_closed
  file_size_limit_screenshot file_size_limit_record file_size_limit_clip
  signal_int_screenshot signal_term_screenshot signal_hup_screenshot
  signal_int_record signal_term_record signal_hup_record signal_int_clip signal_term_clip
  preset_200k_keys_in_5s
  play_without_display
  window_recording_memory
  record_700s_consistent record_headless_keys_write_nothing
  race_same_name long_file_names dangling_symlink_kept
  huge_image_asset memory_limit_audit memory_limit_screenshot play_huge_window
  missing_fonts_audit missing_fonts_record
  short_soak
  script_fifo script_dev_stdin script_dev_null script_latin1 script_utf16 script_huge_bad_token
  out_dot force_with_value oversize_frame_message
  screenshot_without_scene size_with_times_sign scheme_colourful scale_range_consistent version
  help_command bench_only_nothing out_followed_by_option missing_parent_folder
  play_screenshots_missing_parents
  readonly_folder_screenshot readonly_folder_export readonly_folder_record
  no_foundation_messages
)

# Only the checks named on the command line after the binary, if any (for working on one).
if [ $# -gt 1 ]; then
  shift
  checks=("$@")
fi

echo "faults: $BIN (work folder $W)"

# The reference recording the script checks compare against: the docs' example, LF lines.
NAME=reference
mkdir -p "$W/reference-run"
(cd "$W/reference-run" && readme_script >s.txt &&
  "$BIN" record "${RECORD_OPTIONS[@]}" --script s.txt --out "$W/reference" >/dev/null 2>&1) ||
  echo "faults: the reference recording failed; the script checks will fail" >&2

for check in "${checks[@]}"; do
  folder="$W/checks/$check"
  mkdir -p "$folder"
  before=$(wc -l <"$W/results")
  (cd "$folder" && NAME=$check && "check_$check")
  if [ "$(wc -l <"$W/results")" = "$before" ]; then
    NAME=$check fail "the check gave no verdict (a bug in scripts/faults.sh)"
  fi
done

passed=$(grep -c '^PASS ' "$W/results")
failed=$(grep -c '^FAIL ' "$W/results")
skipped=$(grep -c '^SKIP ' "$W/results")
[ "$skipped" -gt 0 ] && echo "faults: $skipped skipped (not counted as failures)"
echo "faults: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
