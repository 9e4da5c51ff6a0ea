# sets.sh: benchmark sets solved to valid grids (checked by validate.awk,
# independently of sudosat's own check), uniqueness and counting.
. "$TESTS_DIR/tap.sh"
need_data "$SUDOSAT_DATA/sudoku9/top95.txt"
D=$SUDOSAT_DATA
V="$TESTS_DIR/validate.awk"

solves_valid () {   # solves_valid PUZZLES [OPTIONS]: every solution valid
  sv_in=$1
  shift
  "$SUDOSAT" "$@" "$sv_in" >"$TMP/sol" || return 1
  awk -f "$V" "$sv_in" "$TMP/sol"
}

ok_if "top95: 95 valid unique grids" \
  solves_valid "$D/sudoku9/top95.txt" --unique
ok_if "top95: 95 lines of output" \
  sh -c '[ "$("$SUDOSAT" "$1" | wc -l)" -eq 95 ]' sh "$D/sudoku9/top95.txt"

head -100 "$D/sudoku9/serg_multi_solution.txt" >"$TMP/multi"
ok_if "serg_multi_solution: --unique exits 3" \
  status_is 3 "$SUDOSAT" --unique "$TMP/multi"
ok_if "serg_multi_solution: still prints 100 valid grids" \
  solves_valid "$TMP/multi"
ok_if "serg_multi_solution: count reports 2 for each" \
  sh -c '"$SUDOSAT" count "$1" | sort | uniq -c | grep -qx " *100 2"' \
  sh "$TMP/multi"

head -5 "$D/sudokuN/gecode_16x16.txt" >"$TMP/g16"
ok_if "gecode 16x16: 5 valid unique grids" solves_valid "$TMP/g16" --unique
for f in 16x16_1 25x25_1; do
  ok_if "$f: valid unique grid" solves_valid "$D/sudokuN/$f.txt" --unique
done
done_testing
