# check.sh: the check command's verdicts, one line per puzzle, and its
# exit status.
. "$TESTS_DIR/tap.sh"
EX="$TESTS_DIR/../examples"

# A classic puzzle in line format and its solution.
P=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
S=534678912672195348198342567859761423426853791713924856961537284287419635345286179

verdicts () {
  {
    echo "$P"                                          # unique
    echo "$S"                                          # solved
    echo "5${P#?}" | sed 's/^53/55/'                   # r1c1 r1c2 row 1
    echo "$P" | sed 's/^\(.\{18\}\)\./\15/'            # r1c1 r3c1 column 1
    echo "$P" | sed 's/^\(.\{10\}\)\./\18/'            # r2c2 r3c3 box 1
    printf '%081d\n' 0                                 # multiple
    echo 12....3...4.....                  # r1c3 has no candidate left
  } >"$TMP/in"
  printf '%s\n' unique solved 'conflict r1c1 r1c2 row 1' \
    'conflict r1c1 r3c1 column 1' 'conflict r2c2 r3c3 box 1' multiple \
    unsolvable >"$TMP/want"
  status_is 1 "$SUDOSAT" check "$TMP/in" >"$TMP/got" || return 1
  diff "$TMP/want" "$TMP/got"
}
ok_if "check: solved, unique, multiple, unsolvable, conflict" verdicts

# A clash's two cells always differ, and the unit holds both.
conflict_cells () {
  grep '^conflict' "$TMP/got" | awk '
    { split($2, a, /[rc]/); split($3, b, /[rc]/)
      if ($2 == $3) exit 1
      if ($4 == "row" && (a[2] != $5 || b[2] != $5)) exit 1
      if ($4 == "column" && (a[3] != $5 || b[3] != $5)) exit 1 }'
}
ok_if "check: a conflict names two cells of its unit" conflict_cells

ok_if "check: unique puzzles only, exit 0" \
  status_is 0 "$SUDOSAT" check "$EX/classic.txt" "$EX/stream.txt" \
    "$EX/16x16.txt" "$EX/sudominoku.txt"

grid_conflict () {   # grid format, a clash in a 3x4 box (12x12)
  "$SUDOSAT" check --box=3x4 >"$TMP/got" <<'G'
1 0 0 0 0 0 0 0 0 0 0 0
0 0 0 1 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0
G
  [ $? -eq 1 ] && [ "$(cat "$TMP/got")" = "conflict r1c1 r2c4 box 1" ]
}
ok_if "check: a clash in a 3x4 box, grid format" grid_conflict

bad_input () {   # a value out of range is still an input error
  printf '%081d\n' 0 | sed 's/^0/Z/' >"$TMP/bad"
  status_is 2 "$SUDOSAT" check "$TMP/bad" >/dev/null 2>"$TMP/err" &&
    [ -s "$TMP/err" ]
}
ok_if "check: malformed input, exit 2" bad_input
ok_if "check: refuses a solve option" \
  status_is 2 "$SUDOSAT" check --unique "$EX/classic.txt"
done_testing
