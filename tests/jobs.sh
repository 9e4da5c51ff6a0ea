# jobs.sh: -j N and GNU parallel give one thread's output, messages and
# exit status, in the input's order.  scripts/setup also runs this
# script in a ThreadSanitizer build, where a data race changes the
# messages and the exit status (66), so these tests catch it too.
. "$TESTS_DIR/tap.sh"
need_data "$SUDOSAT_DATA/sudoku9/top95.txt"
D=$SUDOSAT_DATA
EX=$TESTS_DIR/../examples

# same_as_one_thread N COMMAND ARGS...: sudosat COMMAND -j N ARGS prints
# what sudosat COMMAND ARGS prints, on both streams, and exits alike;
# sets $st to the status.
same_as_one_thread () {
  n=$1
  cmd=$2
  shift 2
  "$SUDOSAT" "$cmd" "$@" >"$TMP/one.out" 2>"$TMP/one.err"
  st=$?
  "$SUDOSAT" "$cmd" -j "$n" "$@" >"$TMP/many.out" 2>"$TMP/many.err"
  st_many=$?
  [ "$st" -eq "$st_many" ] ||
    { echo "exit status $st_many, one thread $st"; cat "$TMP/many.err"
      return 1; }
  diff "$TMP/one.out" "$TMP/many.out" && diff "$TMP/one.err" "$TMP/many.err"
}

# A stream with a bad line and puzzles with several solutions.
{
  head -n 20 "$D/sudoku9/top95.txt"
  echo "12345"
  head -n 2 "$D/sudoku9/serg_multi_solution.txt"
  sed -n '21,40p' "$D/sudoku9/top95.txt"
} >"$TMP/mixed"

stream_solved () {
  same_as_one_thread 2 solve -u "$TMP/mixed" && [ "$st" -eq 2 ] &&
    [ "$(wc -l <"$TMP/many.out")" -eq 43 ] &&
    grep -q '^.*mixed:21:1: ' "$TMP/many.err" &&
    [ "$(grep -c 'more than one solution' "$TMP/many.err")" -eq 2 ]
}
ok_if "solve -j 2 -u: a stream's order, messages and status (2)" \
  stream_solved

stream_counted () {
  same_as_one_thread 3 count --limit=3 "$TMP/mixed" && [ "$st" -eq 2 ] &&
    [ "$(grep -c '^3$' "$TMP/many.out")" -eq 2 ]
}
ok_if "count -j 3: a stream's counts, messages and status" stream_counted

# Several files, one per format, each read in its own thread's turn.
files_solved () {
  same_as_one_thread 2 solve -u "$D/boj2580/pe96_grid01.in" "$EX/chars.txt" \
    "$EX/16x16.txt" "$EX/stream.txt" && [ "$st" -eq 0 ] &&
    [ -s "$TMP/many.out" ] && [ ! -s "$TMP/many.err" ]
}
ok_if "solve -j 2 over files in grid, chars and line formats" files_solved

dominoes_solved () {
  same_as_one_thread 2 solve "$D/boj4574/judge.in" && [ "$st" -eq 0 ] &&
    diff "$D/boj4574/judge.out" "$TMP/many.out"
}
ok_if "solve -j 2: Sudominoku judge data, exact output" dominoes_solved

one_puzzle () {
  same_as_one_thread 8 solve -u "$EX/classic.txt" && [ "$st" -eq 0 ]
}
ok_if "-j 8 with a single puzzle" one_puzzle

ok_if "--jobs=0 is a usage error" status_is 2 "$SUDOSAT" --jobs=0 "$TMP/mixed"
ok_if "--jobs=257 is a usage error" \
  status_is 2 "$SUDOSAT" --jobs=257 "$TMP/mixed"

if command -v parallel >/dev/null 2>&1; then
  with_parallel () {
    "$SUDOSAT" -u "$TMP/mixed" >"$TMP/one.out" 2>/dev/null
    parallel --will-cite --pipe -k -N 7 "$SUDOSAT" -u -f line \
      <"$TMP/mixed" >"$TMP/p.out" 2>/dev/null
    cmp "$TMP/p.out" "$TMP/one.out"
  }
  ok_if "parallel --pipe -k gives the same lines" with_parallel
else
  skip "parallel --pipe -k gives the same lines" \
    "GNU parallel is not installed"
fi

done_testing
