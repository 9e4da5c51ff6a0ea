# hatch.sh: the hatch and propagate commands.  Every COCI 2008/09 CROSS
# case (BOJ 2955) gives exactly its .out and exit status; formats,
# duplicate givens and malformed input behave as documented.
. "$TESTS_DIR/tap.sh"
D=$SUDOSAT_DATA/boj2955
need_data "$D/sample.1.in"

# answers EXPECTED COMMAND...: stdout is the file exactly, stderr is
# empty, and the exit status is 1 when the file says ERROR, else 0.
answers () {
  answers_file=$1
  shift
  "$@" >"$TMP/got" 2>"$TMP/err"
  answers_rc=$?
  answers_want=0
  grep -qx ERROR "$answers_file" && answers_want=1
  [ "$answers_rc" -eq "$answers_want" ] || {
    echo "exit status $answers_rc, expected $answers_want"
    cat "$TMP/err"
    return 1
  }
  [ ! -s "$TMP/err" ] || { cat "$TMP/err"; return 1; }
  printf '%s\n' "$(cat "$answers_file")" | diff - "$TMP/got"
}

for in in "$D"/sample.*.in "$D"/case*.in; do
  name=$(basename "$in" .in)
  ok_if "hatch $name" answers "${in%.in}.out" "$SUDOSAT" hatch "$in"
done

for in in "$D"/sample.*.in; do
  name=$(basename "$in" .in)
  ok_if "propagate --encoding=hatch $name" \
    answers "${in%.in}.out" "$SUDOSAT" propagate --encoding=hatch "$in"
  ok_if "hatch $name from standard input" \
    answers "${in%.in}.out" sh -c '"$SUDOSAT" hatch <"$1"' sh "$in"
done

# Several grids in one input: one answer each, exit 1 for the ERRORs.
cat "$D"/sample.*.in >"$TMP/all.in"
for out in "$D"/sample.*.out; do
  printf '%s\n' "$(cat "$out")"
done >"$TMP/all.out"
ok_if "hatch on four grids in one file" \
  answers "$TMP/all.out" "$SUDOSAT" hatch "$TMP/all.in"

# '0' blanks in, '.' out; the grid format keeps 0 for open cells.
sed 's/\./0/g' "$D/sample.1.in" >"$TMP/zeros.in"
ok_if "hatch reads 0 as blank, prints ." \
  answers "$D/sample.1.out" "$SUDOSAT" hatch "$TMP/zeros.in"
to_ints () { sed 's/\./0/g; s/./& /g; s/ $//' "$1"; }
to_ints "$D/case3.in" >"$TMP/grid.in"
to_ints "$D/case3.out" >"$TMP/grid.out"
ok_if "hatch in grid format prints 0 for open cells" \
  answers "$TMP/grid.out" "$SUDOSAT" hatch "$TMP/grid.in"

# Duplicate givens (the bad-input fixtures): ERROR for hatch, still an
# input error for solve; malformed grids: the fixture's message, exit 2.
printf 'ERROR\n' >"$TMP/error.out"
for dup in duplicate-in-row duplicate-in-column duplicate-in-box; do
  ok_if "hatch on $dup: ERROR" \
    answers "$TMP/error.out" "$SUDOSAT" hatch "$TESTS_DIR/bad/$dup.in"
  ok_if "solve on $dup: still an input error" \
    status_is 2 "$SUDOSAT" solve "$TESTS_DIR/bad/$dup.in"
done

refused () {   # refused NAME: exactly NAME.err, exit 2, no output
  (cd "$TESTS_DIR/bad" && "$SUDOSAT" hatch "$1.in") >"$TMP/out" 2>"$TMP/err"
  refused_rc=$?
  [ "$refused_rc" -eq 2 ] || { echo "exit status $refused_rc"; return 1; }
  diff "$TESTS_DIR/bad/$1.err" "$TMP/err" && [ ! -s "$TMP/out" ]
}
for bad in chars-row-too-short chars-value-out-of-range empty-input; do
  ok_if "hatch refuses $bad" refused "$bad"
done

ok_if "hatch refuses --encoding" \
  status_is 2 "$SUDOSAT" hatch --encoding=extended "$D/sample.1.in"
ok_if "propagate refuses an unknown encoding" \
  status_is 2 "$SUDOSAT" propagate --encoding=nonesuch "$D/sample.1.in"
ok_if "list shows the singles presets" \
  sh -c '"$SUDOSAT" list encodings | cut -f1 | LC_ALL=C sort >"$1"; \
         printf "encoding %s\n" hatch hidden-singles naked-singles | \
         LC_ALL=C comm -13 "$1" - | grep -q . && exit 1; exit 0' sh "$TMP/list"
ok_if "--help names propagate and hatch" \
  sh -c '"$SUDOSAT" --help | grep "sudosat propagate" >/dev/null && \
         "$SUDOSAT" --help | grep "sudosat hatch" >/dev/null'

# propagate over line-format puzzles: one line out per line in, and
# every cell it fixes agrees with the solution.
P=$SUDOSAT_DATA/sudoku9/top95.txt
if [ -e "$P" ]; then
  head -n 20 "$P" >"$TMP/top.in"
  for enc in extended hatch naked-singles hidden-singles; do
    ok_if "propagate --encoding=$enc agrees with solve on top95" \
      sh -c '"$SUDOSAT" solve "$1" >"$2.sol" &&
             "$SUDOSAT" propagate --encoding="$3" "$1" >"$2.prop" &&
             [ $(wc -l <"$2.prop") -eq $(wc -l <"$1") ] &&
             paste -d" " "$2.sol" "$2.prop" | awk "{
               if (length(\$2) != 81) exit 1
               for (i = 1; i <= 81; i++) {
                 c = substr(\$2, i, 1)
                 if (c != \".\" && c != substr(\$1, i, 1)) exit 1
               }
             }"' sh "$TMP/top.in" "$TMP/top" "$enc"
  done
  # Without --encoding, propagate is extended's unit propagation, not the
  # default solving preset's (fast deduces more before any clause).
  fixed () { tr -cd '1-9' <"$1" | wc -c; }
  default_is_extended () {
    "$SUDOSAT" propagate "$TMP/top.in" >"$TMP/d.prop" &&
      "$SUDOSAT" propagate -e extended "$TMP/top.in" >"$TMP/e.prop" &&
      "$SUDOSAT" propagate -e fast "$TMP/top.in" >"$TMP/f.prop" &&
      cmp "$TMP/d.prop" "$TMP/e.prop" &&
      [ "$(fixed "$TMP/f.prop")" -gt "$(fixed "$TMP/e.prop")" ]
  }
  ok_if "propagate defaults to extended; fast fixes more cells" \
    default_is_extended
else
  skip "propagate agrees with solve on top95" "$P is absent"
fi

done_testing
