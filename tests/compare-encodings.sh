# compare-encodings.sh: smoke test of scripts/compare-encodings on a
# tiny sample (a few puzzles, two encodings x two schemes): the CSV's
# header, rows and numbers (checked against sudosat run directly), the
# plots and summary, --report, timeouts, usage errors and --external.
. "$TESTS_DIR/tap.sh"
D=$SUDOSAT_DATA
need_data "$D/sudoku9/top95.txt"
CE="$TESTS_DIR/../scripts/compare-encodings"
HEADER=encoding,amo,set,puzzle,variables,clauses,literals
HEADER=$HEADER,up_fixed,up_solved,decisions,propagations,seconds

# The first two presets and schemes this build lists.
E=$("$SUDOSAT" list encodings | sed 's/^encoding \([^	]*\)	.*/\1/' | head -2)
A=$("$SUDOSAT" list amo | sed 's/^amo \([^	]*\)	.*/\1/' | head -2)
ne=$(echo "$E" | wc -l) na=$(echo "$A" | wc -l)
E1=$(echo "$E" | head -1) A1=$(echo "$A" | head -1)

# Two grids in BOJ 2580 format in one file and two Sudominoku puzzles,
# beside line-format puzzles.
cat "$D/boj2580/pe96_grid01.in" "$D/boj2580/pe96_grid02.in" >"$TMP/two.txt"
sh "$CE" --sudosat "$SUDOSAT" --out "$TMP/out" --jobs 2 --timeout 60 \
  --encodings "$(echo $E | tr ' ' ,)" --amo "$(echo $A | tr ' ' ,)" \
  "$D/sudoku9/top95.txt:2,5" "$D/sudokuN/gecode_16x16.txt:1" "$TMP/two.txt" \
  "$D/boj4574/sample.in" \
  >"$TMP/run.out" 2>"$TMP/run.err"
rc=$?
ok_if "the run exits 0" \
  sh -c '[ "$1" -eq 0 ] || { cat "$2"; exit 1; }' sh "$rc" "$TMP/run.err"
R=$TMP/out/results.csv
ok_if "results.csv has the fixed header" \
  sh -c '[ "$(head -1 "$1")" = "$2" ]' sh "$R" "$HEADER"
ok_if "one row per encoding, scheme and puzzle" \
  sh -c '[ "$(sed 1d "$1" | wc -l)" -eq $(($2 * $3 * 7)) ]' sh "$R" "$ne" "$na"
ok_if "every row has 12 columns, all measured" \
  awk -F, 'NR > 1 && (NF != 12 || $0 ~ /timeout|error|conflict/) {
             print; bad = 1 }
           END { exit bad }' "$R"
ok_if "sets and puzzle numbers as chosen" \
  sh -c 'sed 1d "$1" | cut -d, -f3,4 | sort -u | tr "\n" " " |
         grep -qx "gecode_16x16,1 sample,1 sample,2 top95,2 top95,5 \
two,1 two,2 "' sh "$R"
ok_if "up_solved is 1 exactly when every cell is fixed" \
  awk -F, 'NR > 1 { n = $3 == "gecode_16x16" ? 256 : 81
                    if (($8 == n) != ($9 == 1)) { print; bad = 1 } }
           END { exit bad }' "$R"

# The numbers are sudosat's own: compare with a direct run (--first, as
# the script's).
same_as_sudosat () {   # same_as_sudosat SET PUZZLE FILE
  row=$(grep "^$E1,$A1,$1,$2," "$R") || return 1
  direct=$("$SUDOSAT" --first --stats -e "$E1" -a "$A1" "$3" 2>&1 >/dev/null |
           sed 's/.* variables=\([0-9]*\) clauses=\([0-9]*\)'\
' literals=\([0-9]*\) decisions=\([0-9]*\) .*/\1,\2,\3,\4/')
  fixed=$("$SUDOSAT" propagate -e "$E1" -a "$A1" "$3" | grep -v '^Puzzle' |
         tr -d ' .\n0' | wc -c)
  want="$direct,$fixed"
  got=$(echo "$row" | awk -F, '{ print $5 "," $6 "," $7 "," $10 "," $8 }')
  [ "$got" = "$want" ] || { echo "row: $row; sudosat: $want"; return 1; }
}
sed -n 5p "$D/sudoku9/top95.txt" >"$TMP/top95-5.txt"
ok_if "top95 puzzle 5: sizes, decisions, fixed cells as sudosat gives" \
  same_as_sudosat top95 5 "$TMP/top95-5.txt"
ok_if "second grid of a grid-format file: as sudosat gives" \
  same_as_sudosat two 2 "$D/boj2580/pe96_grid02.in"
sed -n '13,$p' "$D/boj4574/sample.in" >"$TMP/dominoes-2.in"
ok_if "second Sudominoku puzzle: as sudosat gives" \
  same_as_sudosat sample 2 "$TMP/dominoes-2.in"

ok_if "sets.csv names each set with its side and sample" \
  grep -qx "gecode_16x16,16,55,1,$D/sudokuN/gecode_16x16.txt" \
    "$TMP/out/sets.csv"
ok_if "summary.md has a row for each encoding and scheme" \
  sh -c 'for e in $2; do for a in $3; do
           grep -q "^| $e | $a | " "$1" || exit 1; done; done' \
  sh "$TMP/out/summary.md" "$E" "$A"
ok_if "progress and the total on standard error" \
  grep -q "runs in" "$TMP/run.err"

is_png () { [ "$(head -c 4 "$1" | tail -c 3)" = PNG ]; }
if command -v gnuplot >/dev/null; then
  for p in size time time-amo up; do
    ok_if "$p.png is a PNG" is_png "$TMP/out/$p.png"
  done
else
  for p in size time time-amo up; do
    skip "$p.png" "gnuplot is not installed"
  done
fi

cp "$TMP/out/summary.md" "$TMP/summary.md"
rm "$TMP/out/summary.md"
ok_if "--report remakes summary.md from the CSV" \
  sh -c 'sh "$1" --report "$2" && diff "$3" "$2/summary.md"' \
  sh "$CE" "$TMP/out" "$TMP/summary.md"

# A run stopped by --timeout is recorded as such.
ok_if "--timeout: the row says timeout" \
  sh -c 'sh "$1" --sudosat "$SUDOSAT" --out "$2" --encodings "$3" --amo "$4" \
           --timeout 0.01 --no-plots "$5" 2>/dev/null &&
         sed -n 2p "$2/results.csv" | grep -q ",timeout,timeout,timeout\$"' \
  sh "$CE" "$TMP/slow" "$E1" "$A1" "$D/sudokuN/25x25_1.txt"

# Usage errors exit 2 before running anything.
ok_if "unknown encoding: exit 2" \
  status_is 2 sh "$CE" --sudosat "$SUDOSAT" --out "$TMP/bad" \
    --encodings nosuch "$TMP/two.txt"
ok_if "--jobs 0: exit 2" \
  status_is 2 sh "$CE" --sudosat "$SUDOSAT" --out "$TMP/bad" --jobs 0 \
    "$TMP/two.txt"
ok_if "puzzle beyond the file: exit 2" \
  status_is 2 sh "$CE" --sudosat "$SUDOSAT" --out "$TMP/bad" "$TMP/two.txt:3"
ok_if "--help explains every option" \
  sh -c 'sh "$1" --help >"$2" || exit 1
         for o in --out --encodings --amo --external --jobs --sample \
                  --timeout --sudosat --no-plots --report --help; do
           grep -qE -- "^  (-[a-z], )?$o( |\$)" "$2" ||
             { echo "no $o"; exit 1; }
         done' sh "$CE" "$TMP/help"

# --external: the same CNF for CaDiCaL and MiniSat, models checked.
if "$SUDOSAT" --help | grep 'sudosat dimacs' >/dev/null &&
   command -v cadical >/dev/null && command -v minisat >/dev/null; then
  ok_if "--external cadical,minisat: solved, side by side" \
    sh -c 'sh "$1" --sudosat "$SUDOSAT" --out "$2" --encodings "$3" \
             --amo "$4" --external cadical,minisat --no-plots "$5" \
             2>/dev/null || exit 1
           [ "$(head -1 "$2/external.csv")" = \
             encoding,amo,set,puzzle,solver,status,decisions,conflicts,seconds\
           ] &&
           [ "$(cut -d, -f5,6 "$2/external.csv" | sed 1d | tr "\n" " ")" = \
             "cadical,solved minisat,solved " ] &&
           grep -q "^| $3 | $4 | .* | .* | .* |$" "$2/summary.md"' \
    sh "$CE" "$TMP/ext" "$E1" "$A1" "$TMP/top95-5.txt"
else
  skip "--external" "needs sudosat dimacs, cadical and minisat"
fi
done_testing
