# dimacs-errors.sh: what dimacs and decode do with bad requests, broken
# models and CNF files they did not write: a FILE:LINE:COLUMN message,
# the documented exit code, and nothing half-written.
. "$TESTS_DIR/tap.sh"
B=$TESTS_DIR/bad
D=$SUDOSAT_DATA
need_data "$D/boj2580/sample.in"
P=$D/boj2580/sample.in

# fails_with CODE MESSAGE COMMAND...: exit CODE, stderr holds MESSAGE,
# stdout stays empty.
fails_with () {
  fw_code=$1 fw_msg=$2
  shift 2
  "$@" >"$TMP/fw.out" 2>"$TMP/fw.err"
  fw_got=$?
  cat "$TMP/fw.err"
  [ "$fw_got" -eq "$fw_code" ] ||
    { echo "exit $fw_got, not $fw_code"; return 1; }
  grep -qF -- "$fw_msg" "$TMP/fw.err" || { echo "no '$fw_msg'"; return 1; }
  [ ! -s "$TMP/fw.out" ] || { echo "stdout:"; cat "$TMP/fw.out"; return 1; }
}

# Broken models and CNF files sudosat did not write (or whose map is
# broken), each named after the error it provokes: exit 2 and exactly
# the message in NAME.err.
refused () {   # refused NAME COMMAND...
  rf_name=$1
  shift
  "$@" >"$TMP/out" 2>"$TMP/err"
  rf_st=$?
  [ "$rf_st" -eq 2 ] || { echo "exit status $rf_st, expected 2"; return 1; }
  diff "$B/$rf_name.err" "$TMP/err" || return 1
  [ ! -s "$TMP/out" ] || { echo "printed output:"; cat "$TMP/out"; return 1; }
}
cd "$B" || exit 1
for f in model-*.model; do
  ok_if "decode refuses ${f%.model}" \
    refused "${f%.model}" "$SUDOSAT" decode --encoding=extended "$P" "$f"
done
for f in cnf-*.cnf; do
  ok_if "decode --cnf refuses ${f%.cnf}" \
    refused "${f%.cnf}" "$SUDOSAT" decode --cnf "$f" /dev/null
done
cd "$TMP" || exit 1

from_stdin () {
  "$SUDOSAT" dimacs "$P" | picosat >"$TMP/m"
  "$SUDOSAT" solve "$P" >"$TMP/want" &&
    "$SUDOSAT" decode "$P" <"$TMP/m" >"$TMP/got" &&
    diff "$TMP/want" "$TMP/got"
}
if command -v picosat >/dev/null 2>&1; then
  ok_if "decode reads the model from standard input" from_stdin
else
  skip "decode reads the model from standard input" "picosat is not installed"
fi

# --stats: the CNF's size, as the header gives it.
stats_match () {
  "$SUDOSAT" dimacs --stats "$P" >"$TMP/s.cnf" 2>"$TMP/s.err" || return 1
  cat "$TMP/s.err"
  want=$(sed -n 's/^p cnf \([0-9]*\) \([0-9]*\)$/variables=\1 clauses=\2/p' \
    "$TMP/s.cnf")
  grep -q "^sudosat: stats: file=$P puzzle=1 $want literals=[0-9]*\$" \
    "$TMP/s.err"
}
ok_if "dimacs --stats gives the header's counts" stats_match

# An unsatisfiable puzzle: the solvers' UNSAT answers give exit 1.
"$SUDOSAT" dimacs "$B/no-solution-4x4.txt" >"$TMP/unsat.cnf"
printf 's UNSATISFIABLE\n' >"$TMP/unsat.s"
printf 'UNSAT\n' >"$TMP/unsat.minisat"
ok_if "decode: s UNSATISFIABLE exits 1" \
  fails_with 1 "found no solution" \
  "$SUDOSAT" decode "$B/no-solution-4x4.txt" "$TMP/unsat.s"
ok_if "decode --cnf: MiniSat's UNSAT exits 1" \
  fails_with 1 "found no solution" \
  "$SUDOSAT" decode --cnf "$TMP/unsat.cnf" "$TMP/unsat.minisat"
if command -v minisat >/dev/null 2>&1; then
  ok_if "minisat finds the unsatisfiable puzzle's CNF unsatisfiable" \
    status_is 20 minisat -verb=0 "$TMP/unsat.cnf" "$TMP/unsat.out"
else
  skip "minisat on an unsatisfiable CNF" "minisat is not installed"
fi

# Requests that cannot be honoured.
head -3 "$D/sudoku9/top95.txt" >"$TMP/three.txt"
ok_if "dimacs: several puzzles to standard output is an error" \
  fails_with 2 "three.txt:2: a second puzzle, but standard output takes one" \
  "$SUDOSAT" dimacs "$TMP/three.txt"
one_file () {
  fails_with 2 "but $TMP/one.cnf takes one" \
    "$SUDOSAT" dimacs -o "$TMP/one.cnf" "$TMP/three.txt" &&
    [ ! -e "$TMP/one.cnf" ]
}
ok_if "dimacs: several puzzles to one file is an error, file not written" \
  one_file
ok_if "dimacs: -o with a conversion other than %d is an error" \
  fails_with 2 "a file name may hold one %d" \
  "$SUDOSAT" dimacs -o "$TMP/x-%s.cnf" "$TMP/three.txt"
ok_if "dimacs: -o with two %d is an error" \
  fails_with 2 "a file name may hold one %d" \
  "$SUDOSAT" dimacs -o "$TMP/x-%d-%d.cnf" "$TMP/three.txt"
ok_if "dimacs: an unwritable output is an error" \
  fails_with 2 "$TMP/no/such/dir-1.cnf: No such file or directory" \
  "$SUDOSAT" dimacs -o "$TMP/no/such/dir-%d.cnf" "$TMP/three.txt"
full_device () {
  fails_with 4 "/dev/full: write error" \
    "$SUDOSAT" dimacs -o /dev/full "$P" && [ -c /dev/full ] &&
    fails_with 4 "write error on standard output" \
      sh -c '"$1" dimacs "$2" >/dev/full' sh "$SUDOSAT" "$P"
}
if [ -c /dev/full ]; then
  ok_if "dimacs: a write error exits 4 (and a device is never removed)" \
    full_device
else
  skip "dimacs: a write error exits 4" "no /dev/full"
fi
printf '%s\nnot a puzzle\n' "$(head -1 "$TMP/three.txt")" >"$TMP/mixed.txt"
partly_bad () {
  fails_with 2 "mixed.txt:2:1:" \
    "$SUDOSAT" dimacs -o "$TMP/m-%d.cnf" "$TMP/mixed.txt" &&
    [ -s "$TMP/m-1.cnf" ] && [ ! -e "$TMP/m-2.cnf" ]
}
ok_if "dimacs -o %d: good puzzles written, the bad line reported, exit 2" \
  partly_bad
ok_if "dimacs -o %%: a literal percent sign" \
  sh -c '"$2" dimacs -o "$1/100%%-%02d.cnf" "$1/three.txt" &&
         [ -s "$1/100%-03.cnf" ]' sh "$TMP" "$SUDOSAT"
ok_if "dimacs -o %% without %d: one file, a literal percent sign" \
  sh -c '"$2" dimacs -o "$1/p100%%.cnf" "$3" && [ -s "$1/p100%.cnf" ] &&
         [ ! -e "$1/p100%%.cnf" ]' sh "$TMP" "$SUDOSAT" "$P"
"$SUDOSAT" dimacs --encoding=extended "$P" >"$TMP/p.cnf"
other=$("$SUDOSAT" list encodings | awk '$2 != "extended" { print $2; exit }')
long_name=$(awk 'BEGIN { while (length(s) < 4200) s = s "d/"; print s }')
ok_if "dimacs -o: file names past 4095 bytes are refused up front" \
  fails_with 2 "sudosat: -o: the file names would be longer than 4095 bytes" \
  "$SUDOSAT" dimacs -o "$TMP/$long_name%d.cnf" "$TMP/three.txt"
# A width printf cannot print made it fail, and a truncated name (here
# "w") was written with exit 0.
wide_number () {
  mkdir "$TMP/wide" && cd "$TMP/wide" || return 1
  fails_with 2 "the file names would be longer than 4095 bytes" \
    "$SUDOSAT" dimacs -o "w%99999999999d.cnf" "$P"
  st=$?
  ls
  [ $st -eq 0 ] && [ -z "$(ls)" ]
}
ok_if "dimacs -o: a width past INT_MAX is refused, nothing written" \
  wide_number
cd "$TMP" || exit 1
ok_if "decode --cnf: an --encoding the file was not written with is an error" \
  fails_with 2 \
  "p.cnf: written with --encoding=extended, not --encoding=$other" \
  "$SUDOSAT" decode --cnf "$TMP/p.cnf" --amo=pairwise --encoding="$other" \
  /dev/null
same_options () {
  picosat "$TMP/p.cnf" >"$TMP/p.model"
  "$SUDOSAT" solve "$P" >"$TMP/want" &&
    "$SUDOSAT" decode --cnf "$TMP/p.cnf" -e extended -a pairwise \
      "$TMP/p.model" >"$TMP/got" && diff "$TMP/want" "$TMP/got"
}
if command -v picosat >/dev/null 2>&1; then
  ok_if "decode --cnf: the options the file was written with are fine" \
    same_options
else
  skip "decode --cnf with the file's options" "picosat is not installed"
fi
ok_if "decode --cnf: an --amo the file was not written with is an error" \
  fails_with 2 "p.cnf: written with --amo=pairwise, not --amo=sequential" \
  "$SUDOSAT" decode --cnf "$TMP/p.cnf" --amo=sequential /dev/null
ok_if "decode: a missing puzzle file is an error" \
  fails_with 2 "$TMP/none.txt: No such file or directory" \
  "$SUDOSAT" decode "$TMP/none.txt" /dev/null
ok_if "decode --cnf: a missing CNF file is an error" \
  fails_with 2 "$TMP/none.cnf: No such file or directory" \
  "$SUDOSAT" decode --cnf "$TMP/none.cnf" /dev/null
: >"$TMP/empty.txt"
ok_if "decode: a puzzle file without a puzzle is an error" \
  fails_with 2 "empty.txt: no puzzle" \
  "$SUDOSAT" decode "$TMP/empty.txt" /dev/null
# A CNF whose clauses were edited away admits a model that is no grid:
# the file's fault, not sudosat's, so exit 2, not 4.
sed '/^p cnf/,$d' "$TMP/p.cnf" >"$TMP/edited.cnf"
echo 'p cnf 729 0' >>"$TMP/edited.cnf"
printf 's SATISFIABLE\nv 1 2 0\n' >"$TMP/edited.model"
ok_if "decode --cnf: a model of edited clauses that is no grid is an error" \
  fails_with 2 "edited.cnf: the model satisfies every clause but decodes to \
no valid grid: model gives row 1, column 1 both 1 and 2" \
  "$SUDOSAT" decode --cnf "$TMP/edited.cnf" "$TMP/edited.model"
# decode --stats: the size of the CNF it checked the model against, the
# p line's counts, whether rebuilt or read.
decode_stats () {
  picosat "$TMP/p.cnf" >"$TMP/p.model"
  want=$(awk '/^p cnf/ { print "variables=" $3 " clauses=" $4 }' "$TMP/p.cnf")
  for how in "-e extended $P" "--cnf $TMP/p.cnf"; do
    # shellcheck disable=SC2086
    "$SUDOSAT" decode --stats $how "$TMP/p.model" >/dev/null 2>"$TMP/ds.err" ||
      return 1
    cat "$TMP/ds.err"
    grep -q "^sudosat: stats: .* $want literals=" "$TMP/ds.err" || return 1
  done
}
if command -v picosat >/dev/null 2>&1; then
  ok_if "decode --stats gives the CNF's size" decode_stats
else
  skip "decode --stats gives the CNF's size" "picosat is not installed"
fi
ok_if "decode: a puzzle file holding two puzzles is an error" \
  fails_with 2 "three.txt:2: a second puzzle: decode takes one" \
  "$SUDOSAT" decode "$TMP/three.txt" "$B/model-empty.model"
ok_if "decode: PUZZLE and MODEL both on standard input is an error" \
  fails_with 2 "cannot both be standard input" "$SUDOSAT" decode -
ok_if "decode: no PUZZLE is a usage error" \
  fails_with 2 "Usage: sudosat decode" "$SUDOSAT" decode
ok_if "decode --cnf: a third argument is a usage error" \
  fails_with 2 "Usage: sudosat decode" \
  "$SUDOSAT" decode --cnf "$B/cnf-not-sudosat.cnf" "$P" "$P"
done_testing
