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
done_testing
