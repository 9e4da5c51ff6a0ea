# forms.sh: auto detection reads puzzles as people write them.  Each
# fixture in tests/form-inputs/ holds known puzzles in one written form, and
# FIXTURE.plain the same puzzles one per line; solving the fixture must
# print what solving the plain file prints, a grid row per line for
# puzzles written in rows and a line per puzzle for puzzles written on
# one line.  Then the alphabets of 16x16 puzzles (0-F, 1-G, --symbols).
. "$TESTS_DIR/tap.sh"
F=$TESTS_DIR/form-inputs

# same_answers FIXTURE SHAPE: SHAPE is rows or line
same_answers () {
  "$SUDOSAT" -f line "$F/$1.plain" >"$TMP/plain" || return 1
  "$SUDOSAT" "$F/$1" >"$TMP/out" 2>"$TMP/err" || { cat "$TMP/err"; return 1; }
  if [ "$2" = rows ]; then
    fold -w 9 "$TMP/plain" >"$TMP/want"
  else
    cp "$TMP/plain" "$TMP/want"
  fi
  diff "$TMP/want" "$TMP/out"
}

for fixture in grouped.txt pipes.txt simple-sudoku.ss box-drawing.txt \
    blank-bands.txt puzzle.sdk euler.txt qqwing.txt comments.txt \
    bom-crlf.txt; do
  ok_if "form $fixture: answers as for the plain puzzles, in rows" \
    same_answers "$fixture" rows
done
for fixture in blanks.txt quizzes.csv ids.csv; do
  ok_if "form $fixture: answers as for the plain puzzles, one per line" \
    same_answers "$fixture" line
done

# hex_to_ints FILE: a grid in 0-F (value v written as the digit v-1) as
# one line of integers
hex_to_ints () {
  tr -d '\n' <"$1" | fold -w 1 |
    awk '{ printf "%s%d", (NR > 1 ? " " : ""), index("0123456789ABCDEF", $0) }
         END { print "" }'
}

# hex16.txt is the first of gecode_16x16.txt in 0-F with '.' blanks
hex_reads_as_0_f () {
  "$SUDOSAT" "$F/hex16.txt" "$@" >"$TMP/hex" || return 1
  [ "$(wc -l <"$TMP/hex")" -eq 16 ] || return 1
  grep -qv '^[0-9A-F]\{16\}$' "$TMP/hex" && return 1
  hex_to_ints "$TMP/hex" >"$TMP/mapped"
  "$SUDOSAT" -f line "$F/hex16.txt.plain" >"$TMP/ints" || return 1
  diff "$TMP/ints" "$TMP/mapped"
}
ok_if "a 16x16 puzzle in 0-F with '.' blanks is read and answered in 0-F" \
  hex_reads_as_0_f
ok_if "--symbols=0123456789ABCDEF --format=chars reads it alike" \
  hex_reads_as_0_f --symbols=0123456789ABCDEF --format=chars

hex_line () {
  { tr -d '\n' <"$F/hex16.txt"; echo; } >"$TMP/hexline.txt"
  "$SUDOSAT" "$TMP/hexline.txt" >"$TMP/hexline.out" || return 1
  "$SUDOSAT" "$F/hex16.txt" | tr -d '\n' >"$TMP/hexline.want"
  echo >>"$TMP/hexline.want"
  diff "$TMP/hexline.want" "$TMP/hexline.out"
}
ok_if "the 0-F puzzle on one line is answered on one line in 0-F" hex_line

# DIMACS comments keep the alphabet: decode prints 0-F too
hex_dimacs () {
  "$SUDOSAT" dimacs "$F/hex16.txt" >"$TMP/hex.cnf" || return 1
  picosat "$TMP/hex.cnf" >"$TMP/hex.model"
  [ $? -eq 10 ] || return 1
  "$SUDOSAT" decode --cnf="$TMP/hex.cnf" "$TMP/hex.model" >"$TMP/hex.dec" \
    || return 1
  "$SUDOSAT" "$F/hex16.txt" | diff - "$TMP/hex.dec"
}
if command -v picosat >/dev/null 2>&1; then
  ok_if "decode --cnf answers the 0-F puzzle in 0-F" hex_dimacs
else
  skip "decode --cnf answers the 0-F puzzle in 0-F" "no picosat program"
fi

# the same puzzle written 1-G, with '|' between boxes: read as 1-G
one_to_g () {
  tr '0123456789ABCDEF' '123456789ABCDEFG' <"$F/hex16.txt" |
    sed 's/\(....\)\(....\)\(....\)/\1|\2|\3|/' >"$TMP/g.txt"
  "$SUDOSAT" "$TMP/g.txt" >"$TMP/g.out" || return 1
  "$SUDOSAT" "$F/hex16.txt" | tr '0123456789ABCDEF' '123456789ABCDEFG' \
    >"$TMP/g.want"
  diff "$TMP/g.want" "$TMP/g.out"
}
ok_if "the puzzle written 1-G with '|' between boxes is read as 1-G" one_to_g

# tests/bad/symbols-ambiguous.in is hex16.txt without its '0's: refused
# (bad-input.sh checks the message); --symbols settles it
ambiguous_settled () {
  "$SUDOSAT" --symbols=0123456789ABCDEF "$TESTS_DIR/bad/symbols-ambiguous.in" \
    >"$TMP/amb" || return 1
  grep -c '^[0-9A-F]\{16\}$' "$TMP/amb" | grep -qx 16 || return 1
  "$SUDOSAT" --symbols=123456789ABCDEFG \
    "$TESTS_DIR/bad/symbols-ambiguous.in" >"$TMP/amb" || return 1
  grep -c '^[1-9A-G]\{16\}$' "$TMP/amb" | grep -qx 16
}
ok_if "--symbols reads a puzzle auto detection finds ambiguous" \
  ambiguous_settled

# a 9x9 puzzle in letters: answered in letters, the same grid
letters () {
  head -n 1 "$F/blanks.txt.plain" | tr 123456789 ABCDEFGHI >"$TMP/abc.txt"
  "$SUDOSAT" --symbols=ABCDEFGHI "$TMP/abc.txt" >"$TMP/abc.out" || return 1
  "$SUDOSAT" "$F/blanks.txt.plain" | head -n 1 | tr 123456789 ABCDEFGHI \
    >"$TMP/abc.want"
  diff "$TMP/abc.want" "$TMP/abc.out"
}
ok_if "--symbols=ABCDEFGHI reads and answers a puzzle in letters" letters

bad_symbols () {
  "$SUDOSAT" --symbols=1123 "$F/blanks.txt.plain" >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 2 ] && grep -q -- "--symbols wants" "$TMP/err" &&
    ! grep -q . "$TMP/out"
}
ok_if "--symbols with a character twice is a usage error" bad_symbols

# a free-form error names the place and what was expected
row_short () {
  printf '4..|...|8.5\n.3.|...|...\n...|7..|..\n' >"$TMP/short.txt"
  "$SUDOSAT" "$TMP/short.txt" 2>"$TMP/err"
  [ $? -eq 2 ] && grep -qx "$TMP/short.txt:3:11: row has 8 cells, expected 9" \
    "$TMP/err"
}
ok_if "a short row of a free-form grid is an error at its end" row_short
done_testing
