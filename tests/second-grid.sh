# second-grid.sh: scripts/second-grid with each external solver that is
# installed: unique puzzles are called unique, puzzles with several
# solutions get a second grid (at least 4 cells differ: fewer cannot
# both be Sudoku grids), a contradiction has no grid, timeouts and usage
# errors get their exit codes; sudosat's own count is the reference.
. "$TESTS_DIR/tap.sh"
D=$SUDOSAT_DATA
need_data "$D/sudoku9/top95.txt"
need_data "$D/sudoku9/serg_multi_solution.txt"
SG="$TESTS_DIR/../scripts/second-grid"

head -2 "$D/sudoku9/top95.txt" >"$TMP/unique.txt"
head -2 "$D/sudoku9/serg_multi_solution.txt" >"$TMP/multi.txt"
cat "$TMP/unique.txt" "$TMP/multi.txt" >"$TMP/mixed.txt"
# Column 3 takes 3 and 4, so cell (1,3) has no value left; no two givens
# clash.
printf '1 2 0 0\n0 0 0 0\n0 0 3 0\n0 0 4 0\n' >"$TMP/none.txt"

ok_if "sudosat counts 1, 1, 2, 2 grids in the mixed file" \
  sh -c '"$1" count -f line "$2" | tr "\n" " " | grep -qx "1 1 2 2 "' \
  sh "$SUDOSAT" "$TMP/mixed.txt"

# verdict RC WANT OUT FILE: second-grid exited WANT, and its line for
# each puzzle of FILE says what sudosat's count says: unique for 1, a
# second grid for 2 or more.
verdict () {
  [ "$1" -eq "$2" ] || { echo "exit $1, expected $2"; cat "$3"; return 1; }
  "$SUDOSAT" count -f line "$4" >"$TMP/count" || return 1
  awk 'FNR == NR { c[FNR] = $1; n++; next }
    { k = $2; sub(/:$/, "", k)
      if (c[k] == 1 && $0 !~ /, unique: no second grid \(/) bad = 1
      if (c[k] >= 2 && !($0 ~ /a second grid in .* cells differ$/ &&
                          $(NF - 2) >= 4)) bad = 1
      m++ }
    END { if (bad || m != n) { print "lines disagree with count"; exit 1 } }' \
    "$TMP/count" "$3" || { cat "$TMP/count" "$3"; return 1; }
}

for solver in cadical minisat picosat; do
  if ! command -v "$solver" >/dev/null 2>&1; then
    skip "$solver: unique, several and mixed files" "$solver is not installed"
    continue
  fi
  for f in unique multi mixed; do
    case $f in unique) want=0 ;; *) want=3 ;; esac
    sh "$SG" --sudosat "$SUDOSAT" --solver "$solver" "$TMP/$f.txt" \
      >"$TMP/$solver-$f.out" 2>&1
    ok_if "$solver: $f file exits $want, a line per puzzle as sudosat counts" \
      verdict $? $want "$TMP/$solver-$f.out" "$TMP/$f.txt"
  done
  sh "$SG" --sudosat "$SUDOSAT" --solver "$solver" "$TMP/none.txt" \
    >"$TMP/$solver-none.out" 2>&1
  ok_if "$solver: a contradiction has no grid (exit 1)" \
    sh -c '[ "$1" -eq 1 ] && grep -q "^puzzle 1: no grid ($2, " "$3"' \
    sh $? "$solver" "$TMP/$solver-none.out"
done

# Options for sudosat dimacs pass through: with the plain map of minimal
# (no "c x" lines) the cells are still found.
if command -v cadical >/dev/null 2>&1; then
  sh "$SG" --sudosat "$SUDOSAT" -e minimal --amo=binary "$TMP/mixed.txt" \
    >"$TMP/minimal.out" 2>&1
  ok_if "-e minimal --amo=binary: exit 3, the same verdicts" \
    verdict $? 3 "$TMP/minimal.out" "$TMP/mixed.txt"
  if [ -e "$D/sudokuN/64x64_1.txt" ]; then
    sh "$SG" --sudosat "$SUDOSAT" --timeout 1 "$D/sudokuN/64x64_1.txt" \
      >"$TMP/timeout.out" 2>&1
    ok_if "a timeout exits 4 and says so" \
      sh -c '[ "$1" -eq 4 ] && grep -q "timed out after" "$2"' \
      sh $? "$TMP/timeout.out"
  else
    skip "a timeout exits 4" "no 64x64_1.txt"
  fi
else
  skip "-e minimal --amo=binary" "cadical is not installed"
  skip "a timeout exits 4" "cadical is not installed"
fi

ok_if "no FILE: usage error (exit 2)" \
  status_is 2 sh "$SG" --sudosat "$SUDOSAT"
ok_if "unknown solver: usage error (exit 2)" \
  status_is 2 sh "$SG" --sudosat "$SUDOSAT" --solver nosuch "$TMP/unique.txt"
ok_if "--timeout 0: usage error (exit 2)" \
  status_is 2 sh "$SG" --sudosat "$SUDOSAT" --timeout 0 "$TMP/unique.txt"
ok_if "unreadable input: exit 2" \
  status_is 2 sh "$SG" --sudosat "$SUDOSAT" "$TMP/absent.txt"
ok_if "--help prints the usage" \
  sh -c 'sh "$1" --help | grep -q "^Usage: scripts/second-grid"' sh "$SG"
done_testing
