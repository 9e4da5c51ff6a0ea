# limits.sh: absurd sizes get a clear error and exit 2, never an
# out-of-memory kill: a 100 MB line, a 400x400 grid whose CNF would need
# terabytes, a 10,000-wide row, 10^9 dominoes; --max-line and
# --max-literals move the limits.  The slowest checks are skipped under
# valgrind (memcheck).
. "$TESTS_DIR/tap.sh"
D=$SUDOSAT_DATA
V="$TESTS_DIR/validate.awk"

# refused_with PATTERN COMMAND...: exit 2, nothing printed but empty
# lines, and standard error matching PATTERN.
refused_with () {
  rw_pattern=$1
  shift
  status_is 2 "$@" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; return 1; }
  grep -q . "$TMP/out" && { echo "printed output"; return 1; }
  grep -Eq "$rw_pattern" "$TMP/err" || { cat "$TMP/err"; return 1; }
}

hundred_mb () { head -c 100000000 /dev/zero | tr '\0' "$1"; echo; }

line_100mb () {
  hundred_mb 1 >"$TMP/big"
  refused_with '^<stdin>:1:16777217: line longer than 16777216 bytes' \
    sh -c '"$SUDOSAT" <"$1"' sh "$TMP/big"
}
ok_if "a 100 MB line: refused at the 16 MiB limit" line_100mb

if [ -n "${SUDOSAT_MEMCHECK:-}" ]; then
  skip "--max-line=128M reads a 100 MB line" "slow under valgrind"
else
  max_line_raised () {
    hundred_mb . >"$TMP/big"
    refused_with '^<stdin>:1:1: cannot tell the format: '\
'a first line of 100000000 characters' \
      sh -c '"$SUDOSAT" --max-line=128M <"$1"' sh "$TMP/big"
  }
  ok_if "--max-line=128M reads a 100 MB line" max_line_raised
fi

# dimacs and decode, like solve, count a big grid's CNF before they
# store any: refusing the empty 100x100 grid's extended CNF (396 M
# literals, 1.5 GB in the DIMACS buffer) fits in 512 MB of address
# space.  Sanitizer and valgrind builds reserve more than that just to
# start: skipped there.
awk 'BEGIN { for (i = 0; i < 10000; i++) printf "%s0", i ? " " : ""
             print "" }' >"$TMP/empty100"
counted_first () {
  ( ulimit -v 524288 &&
    refused_with ':1: the CNF of this 100x100 puzzle .* exceeds 268435456' \
      "$SUDOSAT" "$@" --encoding=extended "$TMP/empty100" </dev/null )
}
if [ -z "${SUDOSAT_MEMCHECK:-}" ] &&
   ( ulimit -v 524288 && "$SUDOSAT" --version ) >/dev/null 2>&1; then
  ok_if "dimacs: an empty 100x100 grid refused within 512 MB" \
    counted_first dimacs
  ok_if "decode: an empty 100x100 grid refused within 512 MB" \
    counted_first decode
else
  for cmd in dimacs decode; do
    skip "$cmd: an empty 100x100 grid refused within 512 MB" \
      "this build cannot start in 512 MB of address space"
  done
fi

row_10000 () {
  awk 'BEGIN { for (i = 0; i < 10000; i++)
                 printf "%s%d", i ? " " : "", 1 + i % 9
               print "" }' >"$TMP/wide"
  refused_with ':1:1: a grid row of 10000 values: '\
'the side must be from 4 to 400' \
    "$SUDOSAT" --format=grid "$TMP/wide"
}
ok_if "a 10,000-wide grid row: refused at once" row_10000

if [ -n "${SUDOSAT_MEMCHECK:-}" ]; then
  skip "400x400: refused by the literal budget" "slow under valgrind"
elif [ -e "$D/sudokuN/400x400_1.txt" ]; then
  ok_if "400x400: refused by the literal budget" \
    refused_with \
      ':1: the CNF of this 400x400 puzzle .* exceeds 268435456 literals' \
    "$SUDOSAT" --encoding=extended "$D/sudokuN/400x400_1.txt"
else
  skip "400x400: refused by the literal budget" "$D is absent"
fi

if [ -e "$D/sudokuN/16x16_1.txt" ]; then
  ok_if "--max-literals=100K refuses a 16x16 puzzle" \
    refused_with 'the CNF of this 16x16 puzzle .* exceeds 102400 literals' \
    "$SUDOSAT" --encoding=extended --max-literals=100K "$D/sudokuN/16x16_1.txt"
  raised () {
    "$SUDOSAT" --max-literals=1M "$D/sudokuN/16x16_1.txt" >"$TMP/sol" &&
      awk -f "$V" "$D/sudokuN/16x16_1.txt" "$TMP/sol"
  }
  ok_if "--max-literals=1M solves it" raised
  ok_if "dimacs --max-literals=100K refuses it too, writing nothing" \
    refused_with 'the CNF of this 16x16 puzzle .* exceeds 102400 literals' \
    "$SUDOSAT" dimacs --encoding=extended --max-literals=100K \
    "$D/sudokuN/16x16_1.txt"
  ok_if "decode --max-literals=100K refuses it before reading a model" \
    refused_with 'the CNF of this 16x16 puzzle .* exceeds 102400 literals' \
    "$SUDOSAT" decode --encoding=extended --max-literals=100K \
    "$D/sudokuN/16x16_1.txt" /dev/null
else
  skip "--max-literals on a 16x16 puzzle" "$D is absent"
fi

# A stream of a 4x4, a 9x9 and a 4x4 puzzle: the 9x9 one is over the
# budget, and its output line stays (empty) for solve and count alike.
printf '1...............\n%s\n...4............\n' \
  "$(head -n 1 "$TESTS_DIR/../examples/stream.txt")" >"$TMP/sizes"
aligned () {   # aligned COMMAND: lines 1 and 3 answered, line 2 empty
  "$SUDOSAT" "$1" --encoding=extended --max-literals=5000 "$TMP/sizes" \
    >"$TMP/out" 2>"$TMP/err"
  st=$?
  [ "$st" -eq 2 ] || { echo "exit status $st, expected 2"; return 1; }
  cat "$TMP/out"
  [ "$(wc -l <"$TMP/out")" -eq 3 ] && [ -z "$(sed -n 2p "$TMP/out")" ] &&
    [ -n "$(sed -n 1p "$TMP/out")" ] && [ -n "$(sed -n 3p "$TMP/out")" ] &&
    grep -q 'sizes:2: the CNF of this 9x9 puzzle' "$TMP/err"
}
ok_if "solve: a puzzle over --max-literals keeps its (empty) line" \
  aligned solve
ok_if "count: a puzzle over --max-literals keeps its (empty) line" \
  aligned count
ok_if "propagate: a puzzle over --max-literals keeps its (empty) line" \
  aligned propagate

# --time-limit: a search that would not end in time is given up with
# status 5 and an empty line, and the stream goes on.  timeout(1) only
# keeps a broken limit from hanging the test; no time is asserted.
{
  head -n 1 "$TESTS_DIR/../examples/stream.txt"
  printf '%081d\n' 0 | tr 0 .
  sed -n 2p "$TESTS_DIR/../examples/stream.txt"
} >"$TMP/endless"
given_up () {   # given_up JOBS: counting the empty grid is given up
  timeout 120 "$SUDOSAT" count -j "$1" --limit=1000000000 --time-limit=0.3 \
    "$TMP/endless" >"$TMP/out" 2>"$TMP/err"
  st=$?
  [ "$st" -eq 5 ] ||
    { echo "exit status $st, expected 5"; cat "$TMP/err"; return 1; }
  printf '1\n\n1\n' | diff - "$TMP/out" &&
    grep -Eq '^.*endless:2: .*time limit of 0\.3 s.*\(--time-limit\)$' \
      "$TMP/err"
}
ok_if "count --time-limit: an endless count given up (5), the rest answered" \
  given_up 1
ok_if "count -j 2 --time-limit: the same, in order" given_up 2
{ echo "123"; printf '%081d\n' 0 | tr 0 .; } >"$TMP/bad-and-endless"
ok_if "--time-limit: an input error outranks a puzzle given up (2)" \
  status_is 2 timeout 120 "$SUDOSAT" count --limit=1000000000 \
  --time-limit=0.3 "$TMP/bad-and-endless"
if [ -e "$D/sudokuN/gecode_25x25.txt" ]; then
  # a 4x4 puzzle without solution, then one that takes minutes
  { echo "12.....4.......3"; head -n 1 "$D/sudokuN/gecode_25x25.txt"; } \
    >"$TMP/hard"
  hard_given_up () {
    timeout 120 "$SUDOSAT" --unique --time-limit=0.5 "$TMP/hard" \
      >"$TMP/out" 2>"$TMP/err"
    st=$?
    [ "$st" -eq 5 ] ||
      { echo "exit status $st, expected 5"; cat "$TMP/err"; return 1; }
    printf '\n\n' | diff - "$TMP/out" &&
      grep -q 'hard:1: puzzle 1 has no solution' "$TMP/err" &&
      grep -q 'hard:2: .*time limit of 0\.5 s' "$TMP/err"
  }
  ok_if "solve --time-limit: a hard 25x25 puzzle given up (5 outranks 1)" \
    hard_given_up
else
  skip "solve --time-limit on a hard 25x25 puzzle" "$D is absent"
fi
# Propagation settles every puzzle of examples/stream.txt (PicoSAT gets
# no variable): they are answered however short the limit, while the
# empty grid, which PicoSAT must search, is still given up.
settled_answered () {   # settled_answered COMMAND [OPTION]
  "$SUDOSAT" "$@" -s "$TESTS_DIR/../examples/stream.txt" \
    2>"$TMP/err" >"$TMP/expect" || { cat "$TMP/err"; return 1; }
  grep -v ' variables=0 ' "$TMP/err" && { echo "not all settled"; return 1; }
  "$SUDOSAT" "$@" --time-limit=1e-9 \
    "$TESTS_DIR/../examples/stream.txt" >"$TMP/out" 2>"$TMP/err" ||
    { cat "$TMP/err"; return 1; }
  diff "$TMP/expect" "$TMP/out" && ! grep . "$TMP/err"
}
ok_if "solve --time-limit=1e-9: puzzles settled before the search answered" \
  settled_answered solve --unique
ok_if "count --time-limit=1e-9: puzzles settled before the search counted" \
  settled_answered count
ok_if "solve --time-limit=1e-9: the empty grid, which PicoSAT searches, \
given up" \
  status_is 5 sh -c 'printf "%081d\n" 0 | tr 0 . | "$1" --time-limit=1e-9' \
  sh "$SUDOSAT"
# The empty 81x81 grid's CNF takes seconds and gigabytes to build: the
# limit ends the building, and the next puzzle is answered.
{
  awk 'BEGIN { for (i = 0; i < 6561; i++) printf "%s0", i ? " " : ""
               print "" }'
  head -n 1 "$TESTS_DIR/../examples/stream.txt"
} >"$TMP/big-empty"
given_up_building () {
  "$SUDOSAT" "$TESTS_DIR/../examples/stream.txt" | head -n 1 >"$TMP/expect"
  status_is 5 timeout 120 "$SUDOSAT" --time-limit=0.5 "$TMP/big-empty" \
    >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; return 1; }
  { echo; cat "$TMP/expect"; } | diff - "$TMP/out" &&
    grep -q 'big-empty:1: .*0\.5 s, which ran out while the CNF was being' \
      "$TMP/err"
}
ok_if "solve --time-limit: an empty 81x81 grid given up while its CNF is \
built" \
  given_up_building
for t in 0 -1 abc nan inf 1e10 2s; do
  ok_if "--time-limit=$t is refused" \
    refused_with \
      "^sudosat: --time-limit wants a positive number of seconds, not '$t'\$" \
    "$SUDOSAT" --time-limit="$t" "$TESTS_DIR/../examples/classic.txt"
done

ok_if "--max-literals wants a count" \
  refused_with "^sudosat: --max-literals wants a positive count" \
  "$SUDOSAT" --max-literals=-5 "$TESTS_DIR/../examples/classic.txt"

# A count of 10^9 dominoes is refused before anything is read or
# allocated for them.
ok_if "Sudominoku: 10^9 dominoes refused" \
  refused_with "^<stdin>:1:1: number of dominoes outside 1-36: '1000000000'" \
  sh -c 'echo 1000000000 | "$SUDOSAT" --format=sudominoku'
done_testing
