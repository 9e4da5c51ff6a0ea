# faults.sh: the regression corpus in tests/fault-inputs/, one input per
# fault, each named after it and run here under a time bound (timeout
# 60: a run that spins or ignores a failed write fails the test):
#   stdout-write-error         standard output fails (ENOSPC, EPIPE with
#                              SIGPIPE ignored): the run stops at the
#                              first failed write, one message, exit 4
#   stderr-write-error         a message or --stats line on standard
#                              error fails: exit 4
#   dimacs-o-write-error       a dimacs -o file fails: exit 4, no file
#                              half-written, an old one left as it was
#   dimacs-o-width-2147483647  a huge %d width: refused at once
#   dimacs-o-names-input       -o naming an input file (by any path, or
#                              standard input): refused, the input intact
#   option-unused              count -u, solve --limit: refused
#   decode-cnf-sudominoku-25   decode --cnf of comments claiming a 25x25
#                              sudominoku (the domino tiling would be
#                              searched for exponentially long): refused
#                              at the 'size' line
#   decode-cnf-chars-36        a chars style for a 36x36 grid (values
#                              printed as '?'): refused
#   decode-cnf-huge-vars       a p line announcing 2^31-2 variables (a
#                              model sized by it: gigabytes): refused
#   puzzle-line-then-word      free-form lines holding a puzzle, one
#   csv-id-word                followed by a word, one a CSV line whose
#                              id is a word: each is solved, never
#                              skipped as a header
#   cage-total-4294967301      f-puzzles cage totals past 32 bits (and
#   cage-total-4294967296      2^31, which an int turns negative), in
#   cage-total-2147483648      JSON and in a link: refused naming the
#   cage-total-link-4294967301 value as written, no grid
#   rules-twice                --rules=x --rules=windoku: both rules
#                              hold in the grid printed
#   box-4294967299x3           --box past 32 bits, with a blank or a
#                              sign: refused, exit 2
#   option-number-not-digits   a count, limit or number of seconds with
#                              a blank, a sign or a base prefix: refused
#   message-cuts-character     a message quoting a long f-puzzles string
#                              cut a character in half (and -O json
#                              copied the half through): the string is
#                              shortened between characters, with its
#                              length
#   file-name-control-characters  file names holding a newline, U+2028
#                              or byte 0x80: escaped in messages and
#                              stats lines, and -O json (solve, count,
#                              check, explain) valid ASCII JSON Lines
#   dimacs-o-empty-name        dimacs -o '': a usage error, exit 2 at
#                              once, not a write error
#   dimacs-o-name-too-long     an -o name part past NAME_MAX: exit 2
#                              before any work, nothing written
#   dimacs-o-sigint            SIGINT, SIGTERM or SIGHUP during dimacs
#                              -o: the temporary file is removed, the
#                              run dies of the signal
#   box-size-prefix-doubled    --box on an f-puzzles file: "size: " once
#   line-1296-characters       a 36x36 line of characters: told why
#                              (values past 35), not that 1296 is not a
#                              square
#   pretty-cages-past-52       -O pretty: 81 cages, each its own tag
#   decode-byte-0x80           decode of a model holding byte 0x80, and
#   decode-cnf-byte-0x80       of a CNF holding one: "unexpected byte
#                              0x80", never the raw byte
#   decode-long-token          a 5000-byte token in a model: shown
#                              shortened with "..." and its length
#   message-1-cell, message-1-value, explain-full-grid
#                              singular wording ("1 cell", "1 value"),
#                              and "hardest: none" for a full grid; and
#                              generate --symmetry=none's "no minimal
#                              puzzle" (no input)
. "$TESTS_DIR/tap.sh"
F=$TESTS_DIR/fault-inputs
cd "$TMP" || exit 1

bounded () { timeout 60 "$@"; }

# A stream of 2000 puzzles, 164 KB of solutions: more than a pipe holds
# (64 KB) and than one stdio buffer.
for i in $(seq 400); do cat "$F/stdout-write-error.in"; done >"$TMP/many"

# stopped_early ERR_FILE REASON: exactly one message, the write error
# with REASON, and fewer stats lines than puzzles: the run stopped.
stopped_early () {
  se_stats=$(grep -c '^sudosat: stats: ' "$1")
  grep -v '^sudosat: stats: ' "$1" >"$TMP/msgs"
  cat "$TMP/msgs"
  echo "$se_stats stats lines"
  [ "$(grep -c . "$TMP/msgs")" -eq 1 ] &&
    grep -qx "sudosat: write error on standard output: $2" "$TMP/msgs" &&
    [ "$se_stats" -ge 1 ] && [ "$se_stats" -lt 1000 ]
}

full_stdout () {   # full_stdout COMMAND...
  bounded "$SUDOSAT" "$@" -s "$TMP/many" >/dev/full 2>"$TMP/err"
  st=$?
  [ "$st" -eq 4 ] || { echo "exit status $st, expected 4"; return 1; }
  stopped_early "$TMP/err" "No space left on device"
}
closed_pipe () {   # closed_pipe COMMAND...
  (trap '' PIPE
   bounded "$SUDOSAT" "$@" -s "$TMP/many" 2>"$TMP/err"
   echo $? >"$TMP/status") | head -c 1 >/dev/null
  st=$(cat "$TMP/status")
  [ "$st" -eq 4 ] || { echo "exit status $st, expected 4"; return 1; }
  stopped_early "$TMP/err" "Broken pipe"
}
if [ -c /dev/full ]; then
  for cmd in solve "solve -j 2" propagate hatch; do
    # shellcheck disable=SC2086 # cmd holds words on purpose
    ok_if "stdout-write-error: $cmd >/dev/full stops at the first failed \
write, exit 4" full_stdout $cmd
  done
else
  skip "stdout-write-error: /dev/full" "no /dev/full"
fi
# stderr-write-error: a --stats line or a message that cannot be
# written turns a run that answered into a failed one.
full_stderr () {   # full_stderr EXPECTED-WITHOUT COMMAND...
  want=$1; shift
  bounded "$SUDOSAT" "$@" >"$TMP/out" 2>/dev/null
  st=$?
  [ "$st" -eq "$want" ] || { echo "exit status $st without, expected $want"; return 1; }
  bounded "$SUDOSAT" "$@" >"$TMP/out" 2>/dev/full
  st=$?
  [ "$st" -eq 4 ] || { echo "exit status $st, expected 4"; return 1; }
}
if [ -c /dev/full ]; then
  ok_if "stderr-write-error: solve -s 2>/dev/full, exit 4" \
    full_stderr 0 solve -s "$F/stdout-write-error.in"
  ok_if "stderr-write-error: a message on an unsolvable puzzle \
2>/dev/full, exit 4" full_stderr 1 solve "$F/stderr-write-error.in"
else
  skip "stderr-write-error: /dev/full" "no /dev/full"
fi

for cmd in solve "solve -j 2" propagate; do
  # shellcheck disable=SC2086
  ok_if "stdout-write-error: $cmd into a closed pipe, SIGPIPE ignored, \
stops, exit 4" closed_pipe $cmd
done

# A file size limit (SIGXFSZ ignored: EFBIG) fails the write of a
# 150 KB CNF.
too_large () {   # too_large OUTPUT: run dimacs -o OUTPUT under the limit
  (trap '' XFSZ
   ulimit -f 16
   bounded "$SUDOSAT" dimacs -e extended -o "$1" \
     "$F/dimacs-o-write-error.in" >"$TMP/out" 2>"$TMP/err"
   echo $? >"$TMP/status")
  cat "$TMP/err"
  st=$(cat "$TMP/status")
  [ "$st" -eq 4 ] || { echo "exit status $st, expected 4"; return 1; }
  [ ! -s "$TMP/out" ] && [ "$(grep -c . "$TMP/err")" -eq 1 ]
}
old_file_kept () {
  mkdir "$TMP/w1" && echo old >"$TMP/w1/out.cnf" || return 1
  head -n 1 "$F/dimacs-o-write-error.in" >"$TMP/one"
  (trap '' XFSZ
   ulimit -f 16
   bounded "$SUDOSAT" dimacs -e extended -o "$TMP/w1/out.cnf" "$TMP/one" \
     2>"$TMP/err"
   echo $? >"$TMP/status")
  cat "$TMP/err"
  [ "$(cat "$TMP/status")" -eq 4 ] &&
    grep -qx "$TMP/w1/out.cnf: write error: File too large" "$TMP/err" &&
    [ "$(cat "$TMP/w1/out.cnf")" = old ] &&
    [ "$(ls -A "$TMP/w1")" = out.cnf ]
}
ok_if "dimacs-o-write-error: the old file stays as it was, no temporary \
left" old_file_kept
numbered_stop () {
  mkdir "$TMP/w2" || return 1
  too_large "$TMP/w2/p-%d.cnf" &&
    grep -qx "$TMP/w2/p-1.cnf: write error: File too large" "$TMP/err" &&
    [ -z "$(ls -A "$TMP/w2")" ]
}
ok_if "dimacs-o-write-error: -o %d stops at the first file, none left" \
  numbered_stop
# the same CNF, written where nothing limits it, renamed when complete
written_whole () {
  mkdir "$TMP/w3" &&
    bounded "$SUDOSAT" dimacs -e extended -o "$TMP/w3/p-%d.cnf" \
      "$F/dimacs-o-write-error.in" &&
    [ "$(ls -A "$TMP/w3" | tr '\n' ' ')" = "p-1.cnf p-2.cnf p-3.cnf " ] &&
    head -n 1 "$F/dimacs-o-write-error.in" |
      "$SUDOSAT" dimacs -e extended | cmp - "$TMP/w3/p-1.cnf"
}
ok_if "dimacs -o %d without a fault: every file whole, nothing else" \
  written_whole
new_mode () {
  mkdir "$TMP/w4" && (umask 027 &&
    "$SUDOSAT" dimacs -o "$TMP/w4/a.cnf" "$F/option-unused.in") &&
    [ "$(stat -c %a "$TMP/w4/a.cnf")" = 640 ] &&
    chmod 604 "$TMP/w4/a.cnf" &&
    "$SUDOSAT" dimacs -o "$TMP/w4/a.cnf" "$F/option-unused.in" &&
    [ "$(stat -c %a "$TMP/w4/a.cnf")" = 604 ]
}
ok_if "dimacs -o: a new file gets 0666 less the umask, an old one keeps \
its mode" new_mode

# refused_at_once MESSAGE COMMAND...: exit 2 in time, MESSAGE on stderr,
# nothing printed.
refused_at_once () {
  ra_msg=$1
  shift
  bounded "$@" >"$TMP/out" 2>"$TMP/err"
  st=$?
  cat "$TMP/err"
  [ "$st" -eq 2 ] || { echo "exit status $st, expected 2"; return 1; }
  [ ! -s "$TMP/out" ] && grep -qxF -- "$ra_msg" "$TMP/err"
}

# printf would pad such a width for seconds of CPU to measure the name;
# refusing it by the width alone takes a millisecond: 2 s of CPU time is
# the bound (60 under valgrind or a wrapper), which ulimit -t enforces
# (SIGXCPU) and a busy machine, stretching the wall time only, cannot
# break.
printf '#!/bin/sh\nulimit -t "$1" && shift && exec "$@"\n' >"$TMP/cpu-bounded"
chmod +x "$TMP/cpu-bounded"
quick=2
[ -z "${SUDOSAT_MEMCHECK:-}${SUDOSAT_WRAPPER:-}" ] || quick=60
wide () {
  mkdir "$TMP/wide" && cd "$TMP/wide" || return 1
  refused_at_once "sudosat: -o: the file names would be longer than 4095 \
bytes" "$TMP/cpu-bounded" "$quick" "$SUDOSAT" dimacs -o '%2147483647d' \
    "$F/dimacs-o-width-2147483647.in"
  st=$?
  cd "$TMP" || return 1
  [ "$st" -eq 0 ] && [ -z "$(ls -A "$TMP/wide")" ]
}
ok_if "dimacs-o-width-2147483647: refused within ${quick} s of CPU, nothing written" \
  wide

# names_input DIR INPUT NAMED OUTPUT ARGS...: in a fresh DIR holding the
# corpus input as INPUT, dimacs -o OUTPUT ARGS is refused naming the
# file NAMED, and DIR holds the untouched input alone.
names_input () {
  ni_dir=$TMP/$1 ni_input=$2 ni_wants=$3 ni_out=$4
  shift 4
  mkdir "$ni_dir" && cp "$F/dimacs-o-names-input.in" "$ni_dir/$ni_input" &&
    cd "$ni_dir" || return 1
  refused_at_once "sudosat: -o would overwrite the input file '$ni_wants'" \
    "$SUDOSAT" dimacs -o "$ni_out" "$@"
  st=$?
  cd "$TMP" || return 1
  ls -A "$ni_dir"
  [ "$st" -eq 0 ] && [ "$(ls -A "$ni_dir")" = "$ni_input" ] &&
    cmp "$F/dimacs-o-names-input.in" "$ni_dir/$ni_input"
}
ok_if "dimacs-o-names-input: -o %d and an input named 1" \
  names_input n1 1 1 %d 1
ok_if "dimacs-o-names-input: -o ./%d and an input named 1" \
  names_input n2 1 ./1 ./%d 1
ok_if "dimacs-o-names-input: -o p-%03d.txt refused before p-001.txt is \
written" names_input n3 p-002.txt p-002.txt p-%03d.txt p-002.txt
ok_if "dimacs-o-names-input: -o in.txt, the input" \
  names_input n4 in.txt in.txt in.txt in.txt
stdin_named () {
  mkdir "$TMP/n5" && cp "$F/dimacs-o-names-input.in" "$TMP/n5/in.txt" &&
    cd "$TMP/n5" || return 1
  refused_at_once "sudosat: -o would overwrite the input file 'in.txt'" \
    "$SUDOSAT" dimacs -o in.txt <in.txt
  st=$?
  cd "$TMP" || return 1
  [ "$st" -eq 0 ] && [ "$(ls -A "$TMP/n5")" = in.txt ] &&
    cmp "$F/dimacs-o-names-input.in" "$TMP/n5/in.txt"
}
ok_if "dimacs-o-names-input: -o in.txt, standard input read from it" \
  stdin_named
hard_link () {
  mkdir "$TMP/n6" && cp "$F/dimacs-o-names-input.in" "$TMP/n6/in.txt" &&
    ln "$TMP/n6/in.txt" "$TMP/n6/other.cnf" || return 1
  refused_at_once "sudosat: -o would overwrite the input file \
'$TMP/n6/other.cnf'" \
    "$SUDOSAT" dimacs -o "$TMP/n6/other.cnf" "$TMP/n6/in.txt" &&
    cmp "$F/dimacs-o-names-input.in" "$TMP/n6/in.txt"
}
ok_if "dimacs-o-names-input: -o names a hard link of the input" hard_link
# Standard input from a file named 2: puzzle 1 goes to 1, and puzzle 2
# is refused before its name, the input, is opened.
numbered_stdin () {
  mkdir "$TMP/n7" && cp "$F/dimacs-o-names-input.in" "$TMP/n7/2" &&
    cd "$TMP/n7" || return 1
  bounded "$SUDOSAT" dimacs -o %d <2 2>"$TMP/err"
  st=$?
  cd "$TMP" || return 1
  cat "$TMP/err"
  [ "$st" -eq 2 ] &&
    grep -qx "sudosat: -o would overwrite the input file '2'" "$TMP/err" &&
    [ "$(ls -A "$TMP/n7" | tr '\n' ' ')" = "1 2 " ] &&
    cmp "$F/dimacs-o-names-input.in" "$TMP/n7/2"
}
ok_if "dimacs-o-names-input: -o %d, standard input from a file named 2" \
  numbered_stdin

ok_if "option-unused: count -u refused" \
  refused_at_once "sudosat count: --unique is for solve only" \
  "$SUDOSAT" count -u "$F/option-unused.in"
ok_if "option-unused: solve --limit refused" \
  refused_at_once "sudosat solve: --limit is for count only" \
  "$SUDOSAT" solve --limit=5 "$F/option-unused.in"

# every_line_answered FAULT: each line of the input holding the puzzle
# of its last line gives a JSON object, solved with the solution of
# that puzzle read alone in line format.
every_line_answered () {
  tail -n 1 "$F/$1.in" | sed 's/.*,//' >"$TMP/plain" &&
    "$SUDOSAT" -f line -O json "$TMP/plain" |
    jq -c .solution >"$TMP/want" || return 1
  "$SUDOSAT" -O json "$F/$1.in" >"$TMP/got.json" 2>"$TMP/err"
  lines=$(grep -n "$(cat "$TMP/plain")" "$F/$1.in" | cut -d: -f1)
  [ "$(jq -s length "$TMP/got.json")" -eq "$(echo "$lines" | wc -l)" ] ||
    { cat "$TMP/got.json"; return 1; }
  i=0
  for line in $lines; do
    i=$((i + 1))
    obj=$(jq -c "select(.index == $i)" "$TMP/got.json")
    [ "$(echo "$obj" | jq -r .status)" = solved ] &&
      echo "$obj" | jq -c .solution | cmp -s - "$TMP/want" ||
      { echo "puzzle $i (line $line): not solved alike"; cat "$TMP/err"
        return 1; }
  done
}
for fault in puzzle-line-then-word csv-id-word; do
  ok_if "$fault: every puzzle line is solved, none taken for a header" \
    every_line_answered "$fault"
done

# model_of CNF MODEL: a model of the puzzle in a plain-map CNF's row
# lines, found by solving it as a Sudoku.
model_of () {
  sed -n 's/^c row //p' "$1" >"$TMP/rows" &&
    "$SUDOSAT" -f grid "$TMP/rows" >"$TMP/solution" || return 1
  awk 'BEGIN { print "s SATISFIABLE" }
    { n = NF; for (c = 1; c <= n; c++) for (v = 1; v <= n; v++) {
        x = n * n * (NR - 1) + n * (c - 1) + v
        printf "v %d\n", $c == v ? x : -x } }
    END { print "v 0" }' "$TMP/solution" >"$2"
}
# decoded_refused CNF MESSAGE: decode --cnf of the corpus input with a
# model of its puzzle exits 2 within $quick s of CPU (60 under valgrind),
# MESSAGE on stderr, nothing printed.
decoded_refused () {
  model_of "$F/$1.in" "$TMP/$1.model" || return 1
  refused_at_once "$2" "$TMP/cpu-bounded" "$quick" "$SUDOSAT" decode \
    --cnf="$F/$1.in" "$TMP/$1.model"
}
ok_if "decode-cnf-sudominoku-25: refused within ${quick} s of CPU" \
  decoded_refused decode-cnf-sudominoku-25 \
  "$F/decode-cnf-sudominoku-25.in:3:8: a sudominoku grid is 9x9, not 25x25"
ok_if "decode-cnf-chars-36: refused, no '?' printed" \
  decoded_refused decode-cnf-chars-36 \
  "$F/decode-cnf-chars-36.in:46:1: style chars writes a value as one \
character, up to 35: a 36x36 grid cannot be shown so"
# Within 1 GB of address space: the header is refused, not obeyed.
huge_vars () {
  printf 's SATISFIABLE\nv 1 0\n' >"$TMP/one.model"
  (ulimit -v 1048576
   refused_at_once "$F/decode-cnf-huge-vars.in:19: the p line announces \
2147483646 variables, the clauses and the map use 729" \
     "$SUDOSAT" decode --cnf="$F/decode-cnf-huge-vars.in" "$TMP/one.model")
}
if [ -n "${SUDOSAT_MEMCHECK:-}" ]; then
  skip "decode-cnf-huge-vars: refused within 1 GB" "no ulimit under valgrind"
elif [ -n "${SUDOSAT_SANITIZERS:-}" ]; then
  # AddressSanitizer reserves terabytes of shadow memory at start
  skip "decode-cnf-huge-vars: refused within 1 GB" \
    "no ulimit in a sanitizer build"
else
  ok_if "decode-cnf-huge-vars: refused within 1 GB" huge_vars
fi
# refused_input FILE MESSAGE: solve FILE exits 2, MESSAGE (after the
# file's name and a colon) alone on stderr, nothing printed.
refused_input () {
  refused_at_once "$F/$1:$2" "$SUDOSAT" "$F/$1" &&
    [ "$(grep -c . "$TMP/err")" -eq 1 ]
}
for v in 4294967301 4294967296 2147483648; do
  ok_if "cage-total-$v: refused as written, no grid" \
    refused_input "cage-total-$v.json" "3:2: killercage[0].value: a \
cage's total 1 to 45 is expected, not $v"
done
ok_if "cage-total-link-4294967301: refused in a link too" \
  refused_input cage-total-link-4294967301.txt "1:1: killercage[0].value: \
a cage's total 1 to 45 is expected, not 4294967301"

# both_rules ARGS...: solve with ARGS prints a grid that check finds
# solved under x and windoku together.
both_rules () {
  bounded "$SUDOSAT" "$@" "$F/rules-twice.in" >"$TMP/out" 2>"$TMP/err" ||
    return 1
  bounded "$SUDOSAT" check --rules=x,windoku "$TMP/out" >"$TMP/verdict"
  st=$?
  cat "$TMP/verdict"
  [ "$st" -eq 0 ] && [ "$(cat "$TMP/verdict")" = solved ]
}
ok_if "rules-twice: --rules=x --rules=windoku keeps both" \
  both_rules --rules=x --rules=windoku
ok_if "rules-twice: --rules=x,windoku --rules=windoku keeps both" \
  both_rules --rules=x,windoku --rules=windoku
ok_if "rules-twice: a rule of both lists is added once" \
  both_rules --rules=x,windoku --rules=x

for box in 4294967299x3 3x4294967299 '3x 3' '3x+3'; do
  ok_if "box-4294967299x3: --box='$box' refused" \
    refused_at_once "sudosat: --box wants RxC (rows and columns of a box, \
each at least 2, R*C at most 400), not '$box'" \
    "$SUDOSAT" --box="$box" "$F/box-4294967299x3.in"
done

# not_digits OPTION VALUE MESSAGE: count OPTION=VALUE is refused with
# MESSAGE, not 'VALUE'.
not_digits () {
  refused_at_once "sudosat: $3, not '$2'" \
    "$SUDOSAT" count "$1=$2" "$F/option-number-not-digits.in"
}
for v in ' 5' +5 0x5 5.0 18446744073709551621; do
  ok_if "option-number-not-digits: --limit='$v' refused" \
    not_digits --limit "$v" "--limit wants an integer from 1 to \
9223372036854775807"
done
for v in ' 2' +2; do
  ok_if "option-number-not-digits: --jobs='$v' refused" \
    not_digits --jobs "$v" "--jobs wants an integer from 1 to 256"
done
for v in ' 1' +1 0x10; do
  ok_if "option-number-not-digits: --time-limit='$v' refused" \
    not_digits --time-limit "$v" "--time-limit wants a positive number \
of seconds"
done
for v in ' 5K' +5K; do
  ok_if "option-number-not-digits: --max-line='$v' refused" \
    not_digits --max-line "$v" "--max-line wants a positive count, \
optionally with K, M or G"
done
# utf8_lines FILE: every line of FILE valid UTF-8 without control
# characters (the newline ends a line); json_lines FILE: every line a
# JSON object in ASCII.
utf8_lines () {
  python3 - "$1" <<'PY'
import sys
for line in open(sys.argv[1], "rb").read().split(b"\n"):
    text = line.decode("utf-8")
    assert not any(ord(ch) < 32 or 127 <= ord(ch) < 160 or
                   ch in "\u2028\u2029" for ch in text), repr(text)
PY
}
json_lines () {
  python3 - "$1" <<'PY'
import json, sys
data = open(sys.argv[1], "rb").read()
assert data.isascii(), data[:200]
for line in data.decode("ascii").split("\n")[:-1]:
    assert isinstance(json.loads(line), dict), line
PY
}

cut_character () {
  "$SUDOSAT" "$F/message-cuts-character.in" >"$TMP/out" 2>"$TMP/err"
  cat "$TMP/err"
  utf8_lines "$TMP/err" &&
    grep -q '"R1C1xé*\.\.\." (65 bytes) is not a cell' "$TMP/err" &&
    "$SUDOSAT" -O json "$F/message-cuts-character.in" >"$TMP/json" \
      2>/dev/null
  json_lines "$TMP/json" &&
    jq -e '.message | test("R1C1xé+\\.\\.\\.\" \\(65 bytes\\)")' \
      "$TMP/json" >/dev/null
}
ok_if "message-cuts-character: shortened between characters, -O json \
valid" cut_character

# A file name with a newline, U+2028 or byte 0x80: one escaped line a
# message, and JSON that gives the name back (0x80 as U+FFFD).
hostile_name () {   # hostile_name NAME SHOWN AS-JSON
  mkdir -p "$TMP/names" && cp "$F/file-name-control-characters.in" \
    "$TMP/names/$1" || return 1
  "$SUDOSAT" -s "$TMP/names/$1" >/dev/null 2>"$TMP/err"
  cat "$TMP/err"
  [ "$(wc -l <"$TMP/err")" -eq 1 ] && utf8_lines "$TMP/err" &&
    grep -qF "$TMP/names/$2:1:7: given value 7 appears twice" "$TMP/err" ||
    return 1
  for cmd in solve count check explain; do
    "$SUDOSAT" $cmd -O json "$TMP/names/$1" >"$TMP/json" 2>/dev/null
    json_lines "$TMP/json" &&
      [ "$(jq -r .file "$TMP/json")" = "$TMP/names/$3" ] ||
      { echo "$cmd -O json:"; cat "$TMP/json"; return 1; }
  done
  "$SUDOSAT" -s -O json "$EX/classic.txt" "$TMP/names/$1" >/dev/null \
    2>"$TMP/err"
  utf8_lines "$TMP/err"
}
EX=$TESTS_DIR/../examples
nl='
'
ok_if "file-name-control-characters: a newline" \
  hostile_name "a${nl}b.txt" 'a\nb.txt' "a${nl}b.txt"
ok_if "file-name-control-characters: U+2028" \
  hostile_name "a$(printf '\342\200\250')b.txt" 'a\u2028b.txt' \
  "a$(printf '\342\200\250')b.txt"
ok_if "file-name-control-characters: byte 0x80" \
  hostile_name "a$(printf '\200')b.txt" 'a\x80b.txt' \
  "a$(printf '\357\277\275')b.txt"
stats_name () {
  mkdir -p "$TMP/names2" &&
    cp "$EX/classic.txt" "$TMP/names2/a${nl}b.txt" || return 1
  "$SUDOSAT" -s "$TMP/names2/a${nl}b.txt" >/dev/null 2>"$TMP/err" &&
    "$SUDOSAT" dimacs -s "$TMP/names2/a${nl}b.txt" >/dev/null \
      2>>"$TMP/err"
  cat "$TMP/err"
  [ "$(grep -c '^sudosat: stats: file=.*/a\\nb\.txt puzzle=1 ' "$TMP/err")" \
    -eq 2 ] && [ "$(wc -l <"$TMP/err")" -eq 2 ]
}
ok_if "file-name-control-characters: stats lines escape the name" \
  stats_name

ok_if "dimacs-o-empty-name: refused, exit 2" \
  refused_at_once "sudosat: -o '': an empty file name" \
  "$SUDOSAT" dimacs -o '' "$F/dimacs-o-empty-name.in"
long_part () {
  mkdir "$TMP/long" && cd "$TMP/long" || return 1
  part=$(printf '%0300d' 0)
  refused_at_once "sudosat: -o 'out/$(printf '%036d' 0)...' (304 bytes): \
the name '$(printf '%040d' 0)...' (300 bytes) is longer than the 255 \
bytes a file name can have" \
    timeout "$quick" "$SUDOSAT" dimacs -o "out/$part" \
    "$F/dimacs-o-name-too-long.in" &&
    refused_at_once "sudosat: -o '$(printf '%040d' 0)...' (303 bytes): the \
name '$(printf '%040d' 0)...' (311 bytes) is longer than the 255 bytes a \
file name can have (with %d as wide as a number gets)" \
      timeout "$quick" "$SUDOSAT" dimacs -o "${part}-%d" \
      "$F/dimacs-o-name-too-long.in"
  st=$?
  cd "$TMP" || return 1
  [ "$st" -eq 0 ] && [ -z "$(ls -A "$TMP/long")" ]
}
ok_if "dimacs-o-name-too-long: refused before any work, nothing written" \
  long_part

# interrupted SIGNAL: dimacs -o of a 36x36 grid (seconds of CNF) gets
# SIGNAL once its temporary file is there; it dies of the signal and
# leaves nothing.  env --default-signal undoes the ignoring of the
# signal that the run may inherit (SIGINT in a background job of a shell
# without job control, SIGHUP under nohup).
interrupted () {
  rm -rf "$TMP/sig" && mkdir "$TMP/sig" || return 1
  env --default-signal="$1" "$SUDOSAT" dimacs -o "$TMP/sig/out.cnf" \
    "$F/dimacs-o-sigint.in" &
  pid=$!
  i=0
  until ls -A "$TMP/sig" | grep -q sudosat; do
    i=$((i + 1))
    [ "$i" -lt 3000 ] || { kill "$pid"; echo "no temporary file"; return 1; }
    sleep 0.01
  done
  kill -s "$1" "$pid"
  wait "$pid"
  st=$?
  echo "exit status $st; left: $(ls -A "$TMP/sig")"
  [ "$st" -gt 128 ] && [ "$(kill -l "$st")" = "$1" ] &&
    [ -z "$(ls -A "$TMP/sig")" ]
}
if env --default-signal=INT true 2>/dev/null; then
  for sig in INT TERM HUP; do
    ok_if "dimacs-o-sigint: SIG$sig removes the temporary file" \
      interrupted $sig
  done
else
  skip "dimacs-o-sigint" "env has no --default-signal"
fi

ok_if "box-size-prefix-doubled: 'size: ' once" \
  refused_at_once "$F/box-size-prefix-doubled.in:2:2: size: a 6x6 grid \
cannot have 3x3 boxes (--box)" \
  "$SUDOSAT" --box=3x3 "$F/box-size-prefix-doubled.in"
# (line format keeps an output line, empty, for the refused one)
line_1296 () {
  "$SUDOSAT" "$F/line-1296-characters.in" >"$TMP/out" 2>"$TMP/err"
  st=$?
  cat "$TMP/err"
  [ "$st" -eq 2 ] && [ "$(cat "$TMP/out")" = "" ] &&
    [ "$(cat "$TMP/err")" = "$F/line-1296-characters.in:1:1: a puzzle \
line of 1296 characters: a 36x36 grid's values run to 36, past the 35 one \
character can write (1-9, A-Z): write them as numbers separated by \
spaces" ]
}
ok_if "line-1296-characters: told that values past 35 need numbers" \
  line_1296

# Each of the 81 cages has a tag of its own, the same width for all,
# and each cell's tag is its cage's in the legend.
pretty_tags () {
  "$SUDOSAT" -O pretty "$F/pretty-cages-past-52.in" >"$TMP/pretty" ||
    return 1
  head -n 4 "$TMP/pretty"
  awk '/^cage / { sub(/:$/, "", $2); split($5, rc, /[rc]/)
                  if ($2 in seen || length($2) != 2) bad = 1
                  seen[$2] = 1; want[rc[2], rc[3]] = $2; n++ }
       /^\| [1-9]/ { row++; c = 0
               for (i = 1; i <= NF; i++) if ($i ~ /^[1-9][a-zA-Z]+$/)
                 got[row, ++c] = substr($i, 2) }
       END { if (n != 81 || row != 9) exit 1
             for (k in want) if (got[k] != want[k]) exit 1
             exit bad }' "$TMP/pretty"
}
ok_if "pretty-cages-past-52: 81 cages, 81 tags, each cell tagged with its \
cage's" pretty_tags

ok_if "decode-byte-0x80: unexpected byte 0x80" \
  refused_at_once "$F/decode-byte-0x80.in:2:3: unexpected byte 0x80" \
  "$SUDOSAT" decode "$EX/classic.txt" "$F/decode-byte-0x80.in"
ok_if "decode-cnf-byte-0x80: unexpected byte 0x80" \
  refused_at_once "$F/decode-cnf-byte-0x80.in:4:1: unexpected byte 0x80" \
  "$SUDOSAT" decode --cnf="$F/decode-cnf-byte-0x80.in" \
  "$F/decode-byte-0x80.in"
ok_if "decode-long-token: shortened with its length" \
  refused_at_once "$F/decode-long-token.in:2:3: expected literal, not \
'$(printf 'x%.0s' $(seq 40))...' (5000 bytes)" \
  "$SUDOSAT" decode "$EX/classic.txt" "$F/decode-long-token.in"

ok_if "message-1-cell: a cage of 1 cell" \
  refused_at_once "$F/message-1-cell.in:1:365: killercage[0]: a cage of 1 \
cell cannot sum to 12: its value is 1 to 9" "$SUDOSAT" "$F/message-1-cell.in"
ok_if "message-1-value: --symbols names 1 value" \
  refused_at_once "$F/message-1-value.in:1:1: --symbols names 1 value, a \
4x4 grid has 4" "$SUDOSAT" --symbols=A "$F/message-1-value.in"
full_grid () {
  "$SUDOSAT" explain "$F/explain-full-grid.in" >"$TMP/out" &&
    cat "$TMP/out" &&
    [ "$(cat "$TMP/out")" = "solved in 0 steps; hardest: none; rating: \
simple 1.0" ] &&
    sed '1s/^./0/' "$F/explain-full-grid.in" >"$TMP/one" &&
    "$SUDOSAT" explain "$TMP/one" | tail -n 1 | tee "$TMP/out" &&
    grep -qx 'solved in 1 step; hardest: full house x1; rating: simple 1.0' \
      "$TMP/out" &&
    "$SUDOSAT" rate "$TMP/one" | grep -qx 'simple 1.0 (SE 1.0; full house x1, 1 step)'
}
ok_if "explain-full-grid: 'hardest: none', '1 step'" full_grid
no_symmetry () {
  "$SUDOSAT" generate --size=4 --minimal --clues=10 --seed=1 \
    >/dev/null 2>"$TMP/err"
  cat "$TMP/err"
  grep -qxF "sudosat generate: puzzle 1 (--seed=1): no minimal puzzle of \
that many givens in 1000 full grids" "$TMP/err"
}
ok_if "generate without symmetry: 'no minimal puzzle', not none-symmetric" \
  no_symmetry
done_testing
