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
# Forms as people paste them, each written here from puzzles of the
# fixtures: sudosat -O json must give the solutions that the puzzles
# give read plainly, one a line with -f line (every puzzle solved).
# reads_as FORM PLAIN
reads_as () {
  "$SUDOSAT" -O json -f line "$2" | jq -c .solution >"$TMP/want" ||
    return 1
  grep -q null "$TMP/want" && return 1
  "$SUDOSAT" -O json "$1" >"$TMP/got.json" 2>"$TMP/err" ||
    { cat "$TMP/err"; return 1; }
  jq -c .solution "$TMP/got.json" | diff "$TMP/want" -
}
P=$TMP/two.plain
head -n 2 "$F/blanks.txt.plain" >"$P"
# rows PUZZLE-LINE: its nine rows
rows () { echo "$1" | fold -w 9; }
P1=$(sed -n 1p "$P")
P2=$(sed -n 2p "$P")
S1=$("$SUDOSAT" -f line "$F/blanks.txt.plain" | sed -n 1p)
# a form is written by a pipe ending in "put NAME", then checked by
# "form NAME WHAT PLAIN" (ok_if counts in this shell, not in a pipe's)
put () { cat >"$TMP/$1"; }
form () { ok_if "form $1 ($2)" reads_as "$TMP/$1" "$3"; }

{ rows "$P1"; echo; rows "$P2"; } | sed 's/./& /g; s/ $//' |
  put spaced-dots.txt
form spaced-dots.txt "a space between cells, '.' blanks" "$P"
{ echo "Grid 01"; rows "$P1"; echo "Grid 02"; rows "$P2"; } |
  sed '/Grid/!{s/\./0/g; s/./& /g; s/ $//}' |
  put euler-spaced.txt
form euler-spaced.txt "Project Euler 96 with its digits spaced" "$P"
{ rows "$P1"; echo "Grid 02"; rows "$P2"; } | tr . 0 | put euler-second.txt
form euler-second.txt "a plain grid, then a header and a grid" "$P"
{ echo "//Facile"; echo "$P1"; echo "# another"; echo "$P2"; } | tr . X |
  put x-lines.txt
form x-lines.txt "'X' blanks, // and # comments" "$P"
{ rows "$P1"; echo; rows "$P2"; } | sed 's/\./X/g; s/./&,/g; s/,$//' |
  sed 's/^,$//' | put csv-x.txt
form csv-x.txt "CSV grids, 'X' blanks" "$P"
{ rows "$P1" | sed '3a---------' | sed '7a---------'
  rows "$P2" | sed '3a---+---+---' | sed '7a---+---+---'; } |
  put dash-bands.txt
form dash-bands.txt "dash lines between bands, no '|'" "$P"
{ echo '*-----------*'
  rows "$P1" | sed 's/^\(...\)\(...\)/|\1|\2|/; s/$/|/' |
    sed '3a|---+---+---|' | sed '7a|---+---+---|'
  echo '*-----------*'; echo
  echo '.-------.-------.-------.'
  rows "$P2" | sed 's/./& /g; s/^\(......\)\(......\)/| \1| \2| /; s/$/|/' |
    sed "3a:-------+-------+-------:" | sed "7a:-------+-------+-------:"
  echo "'-------'-------'-------'"; } |
  put frames.txt
form frames.txt "Simple Sudoku's and HoDoKu's frames" "$P"
{ echo HARD; rows "$P1"; echo; echo "SE 9.0"; rows "$P2"; } |
  put titles.txt
form titles.txt "a title line before each grid" "$P"
{ echo "$P1 10.0"; echo "$P2 hard"; } |
  put rated.txt
form rated.txt "a rating or a word after a puzzle line" "$P"
{ echo "[Puzzle]"; rows "$P1"; echo "[Solution]"; rows "$S1"; echo
  rows "$P2" | sed 's/\./0/g'; } |
  put solution-after.txt
form solution-after.txt "a solution grid after its puzzle" "$P"

# 6x6 with spaces for blanks, after a title
tr -d '\n' <"$TESTS_DIR/explain-6x6.txt" >"$TMP/six.plain"
echo >>"$TMP/six.plain"
{ echo "6x6:"; tr . ' ' <"$TESTS_DIR/explain-6x6.txt"; } |
  put six-spaces.txt
form six-spaces.txt "6x6, spaces for blanks" "$TMP/six.plain"

# 16x16: hex16.txt in 0-F, written otherwise
H=$F/hex16.txt.plain
tr . - <"$F/hex16.txt" | put hex-dash.txt
form hex-dash.txt "16x16 in 0-F, '-' blanks" "$H"
tr A-F a-f <"$F/hex16.txt" |
  put hex-lower.txt
form hex-lower.txt "16x16 in lower-case 0-f" "$H"
tr 0-9A-F A-P <"$F/hex16.txt" | put hex-a-p.txt
form hex-a-p.txt "16x16 in A-P" "$H"
tr 0-9A-F a-p <"$F/hex16.txt" | put hex-a-p-lower.txt
form hex-a-p-lower.txt "16x16 in a-p" "$H"
tr ' ' '\n' <"$H" |
  awk '{ printf "%s%s", ($1 == 0 ? "." : $1),
         (NR % 16 == 0 ? "\n" : (NR % 4 == 0 ? " | " : " ")) }
       NR % 64 == 0 && NR < 256 { print "------------+-------------+" }' |
  put ints16.txt
form ints16.txt "16x16 in numbers, '|' between boxes, '.' blanks" "$H"

# answers keep the puzzle's symbols
kept () {
  "$SUDOSAT" "$TMP/hex-lower.txt" >"$TMP/lower.out" || return 1
  "$SUDOSAT" "$F/hex16.txt" | tr A-F a-f | diff - "$TMP/lower.out" || return 1
  "$SUDOSAT" "$TMP/hex-a-p.txt" >"$TMP/ap.out" || return 1
  "$SUDOSAT" "$F/hex16.txt" | tr 0-9A-F A-P | diff - "$TMP/ap.out"
}
ok_if "answers are in the puzzle's own symbols (0-f, A-P)" kept

# explain names values as the puzzle writes them: the first steps'
# placements in text are the JSON ones, value v written as the v-th
# of A-P
explain_symbols () {
  "$SUDOSAT" explain "$TMP/hex-a-p.txt" | head -n 20 |
    sed 's/^[0-9]*\. [^:]*: \([^ ]*\) .*/\1/' | grep '=' >"$TMP/text" ||
    return 1
  "$SUDOSAT" explain -O json "$TMP/hex-a-p.txt" |
    jq -r '.steps[:20][] | .placements[] | "\(.cell)=\(.value)"' |
    awk -F= '{ print $1 "=" substr("ABCDEFGHIJKLMNOP", $2, 1) }' |
    head -n "$(wc -l <"$TMP/text")" | diff - "$TMP/text"
}
ok_if "explain names values by the puzzle's symbols (A-P)" explain_symbols

# letters only that both 1-G and a-p could read: refused, --symbols
# settles it
letters_ambiguous () {
  { echo "ab.............."; for i in $(seq 15); do echo "................"
    done; } >"$TMP/ab.txt"
  "$SUDOSAT" "$TMP/ab.txt" >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 2 ] && grep -q -- "--symbols" "$TMP/err" && ! grep -q . "$TMP/out" &&
    "$SUDOSAT" --symbols=abcdefghijklmnop "$TMP/ab.txt" | head -n 1 |
    grep -qx '[a-p]\{16\}'
}
ok_if "a 16x16 in letters only is refused naming --symbols" \
  letters_ambiguous

# a line no reading takes is an error at that line, never skipped
not_skipped () {
  { echo "$P1"; echo "1 2 3 4 5"; echo "$P2"; } >"$TMP/odd.txt"
  "$SUDOSAT" "$TMP/odd.txt" >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 2 ] && grep -q "^$TMP/odd.txt:2:1: " "$TMP/err" &&
    [ "$(grep -c . "$TMP/out")" -eq 2 ]
}
ok_if "a line neither puzzle, row nor header is reported" not_skipped

# -O same answers in the puzzle's own layout.  layout_kept FORM BLANKS
# [OPTION...]: every line -O same prints is, in order, a line of FORM
# (read without its byte-order mark and CRs) with blanks ('.', '0', '-',
# '_', '*', 'x', 'X', '?', space) turned into symbols, and no other
# change; only blank lines, comments and headers of FORM are passed
# over; an empty line may stand between two grids; BLANKS blanks are
# filled in all.  Read back (with the OPTIONs: a solved grid in 0-F
# needs --symbols), it holds the answers solving FORM gives; and -O
# shape is the default.
layout_kept () {
  form=$1 blanks=$2
  shift 2
  "$SUDOSAT" -O same "$form" >"$TMP/same" 2>"$TMP/err" ||
    { cat "$TMP/err"; return 1; }
  "$SUDOSAT" -O shape "$form" >"$TMP/shape" 2>/dev/null || return 1
  "$SUDOSAT" "$form" 2>/dev/null | cmp -s - "$TMP/shape" || return 1
  "$SUDOSAT" -O line "$form" >"$TMP/line" 2>/dev/null || return 1
  "$SUDOSAT" "$@" -O line "$TMP/same" 2>/dev/null | cmp - "$TMP/line" ||
    return 1
  sed '1s/^\xef\xbb\xbf//; s/\r$//' "$form" >"$TMP/form"
  LC_ALL=C awk -v blanks="$blanks" -v grids="$(grep -c . "$TMP/shape")" '
    function passed(s) {
      return s ~ /^[ \t]*$/ || s ~ /^[ \t]*(#|\/\/|\[)/ || s ~ /:$/ ||
        s ~ /[A-Za-z][A-Za-z]/
    }
    function filled(a, b,   k, x, y, f) {
      if (length(a) != length(b))
        return -1
      for (k = 1; k <= length(a); k++) {
        x = substr(a, k, 1); y = substr(b, k, 1)
        if (x == y)
          continue
        if (!index(".0-_*xX? ", x) || y !~ /[0-9A-Za-z]/)
          return -1
        f++
      }
      return f
    }
    NR == FNR { line[++n] = $0; next }
    $0 == "" {
      if (i < n && line[i + 1] ~ /^[ \t]*$/) i++; else gaps++
      next
    }
    {
      while (i < n) {
        f = filled(line[++i], $0)
        if (f >= 0) { fills += f; next }
        if (!passed(line[i])) break
      }
      print "# -O same line " FNR " is no line of the form: " $0
      bad = 1
      exit
    }
    END {
      if (bad) exit 1
      while (i < n)
        if (!passed(line[++i])) { print "# form line " i " left out"; exit 1 }
      if (fills != blanks || gaps >= grids) {
        print "# " fills " blanks filled of " blanks ", " gaps " gaps"
        exit 1
      }
    }' "$TMP/form" "$TMP/same"
}
# blanks PLAIN: the blanks of the puzzles in PLAIN ('.' a character a
# cell, 0 in numbers)
blanks () {
  awk '/ / { for (k = 1; k <= NF; k++) b += $k == 0; next }
       { b += gsub(/\./, "") } END { print b + 0 }' "$1"
}
for fixture in grouped.txt pipes.txt simple-sudoku.ss box-drawing.txt \
    blank-bands.txt puzzle.sdk euler.txt qqwing.txt comments.txt \
    bom-crlf.txt; do
  ok_if "-O same: $fixture in its own layout, blanks filled" \
    layout_kept "$F/$fixture" "$(blanks "$F/$fixture.plain")"
done
ok_if "-O same: hex16.txt in its own layout, blanks filled" \
  layout_kept "$F/hex16.txt" "$(blanks "$H")" --symbols=0123456789ABCDEF \
  --format=chars
for made in spaced-dots.txt euler-spaced.txt euler-second.txt csv-x.txt \
    dash-bands.txt frames.txt titles.txt; do
  ok_if "-O same: $made in its own layout, blanks filled" \
    layout_kept "$TMP/$made" "$(blanks "$P")"
done
ok_if "-O same: six-spaces.txt, its blank spaces filled" \
  layout_kept "$TMP/six-spaces.txt" "$(blanks "$TMP/six.plain")"
ok_if "-O same: hex-dash.txt in its own layout, blanks filled" \
  layout_kept "$TMP/hex-dash.txt" "$(blanks "$H")" \
  --symbols=0123456789ABCDEF --format=chars
ok_if "-O same: hex-lower.txt in its own layout, blanks filled" \
  layout_kept "$TMP/hex-lower.txt" "$(blanks "$H")" \
  --symbols=0123456789abcdef --format=chars
ok_if "-O same: hex-a-p.txt in its own layout, blanks filled" \
  layout_kept "$TMP/hex-a-p.txt" "$(blanks "$H")"

# two framed grids with no line between: each keeps its own frames
stacked () {
  cat "$F/box-drawing.txt" "$F/box-drawing.txt" >"$TMP/stacked.txt"
  "$SUDOSAT" -O same "$F/box-drawing.txt" >"$TMP/one" || return 1
  { cat "$TMP/one"; echo; cat "$TMP/one"; } >"$TMP/two"
  "$SUDOSAT" -O same "$TMP/stacked.txt" | cmp - "$TMP/two"
}
ok_if "-O same: stacked framed grids each keep their frames" stacked

# where the layout cannot be kept, -O same prints what -O shape does:
# puzzles on a line, a value wider than the blank it fills (16x16 in
# numbers, '.' blanks), f-puzzles
as_shape () {
  "$SUDOSAT" -O same "$@" >"$TMP/same" 2>/dev/null
  same=$?
  "$SUDOSAT" -O shape "$@" >"$TMP/shape" 2>/dev/null
  [ $? -eq "$same" ] && grep -q . "$TMP/shape" && cmp -s "$TMP/same" "$TMP/shape"
}
for f in "$F/blanks.txt" "$F/quizzes.csv" "$TMP/rated.txt" "$TMP/ints16.txt" \
    "$TESTS_DIR/../examples/killer.json"; do
  ok_if "-O same on ${f##*/} prints as -O shape" as_shape "$f"
done
# an unsolvable grid prints as under -O shape
{ echo ". 2 3 | 4 5 6 | 7 8 9"
  for r in 2 3 4; do echo ". . . | . . . | . . ."; done
  echo "1 . . | . . . | . . ."
  for r in 6 7 8 9; do echo ". . . | . . . | . . ."; done; } >"$TMP/unsat.txt"
unsat_as_shape () {
  "$SUDOSAT" -O same "$TMP/unsat.txt" >"$TMP/same" 2>/dev/null
  [ $? -eq 1 ] && "$SUDOSAT" "$TMP/unsat.txt" 2>/dev/null | cmp -s - "$TMP/same"
}
ok_if "-O same on an unsolvable grid prints as -O shape" unsat_as_shape
# -j keeps each puzzle's layout with it
jobs_layout () {
  "$SUDOSAT" -O same "$F/qqwing.txt" "$F/box-drawing.txt" >"$TMP/one" &&
    "$SUDOSAT" -j 2 -O same "$F/qqwing.txt" "$F/box-drawing.txt" |
    cmp - "$TMP/one"
}
ok_if "-O same -j 2 prints the layouts -O same does" jobs_layout
# propagate: the cells it fixes filled, the open ones as written
propagate_layout () {
  "$SUDOSAT" propagate -O shape "$F/pipes.txt" >"$TMP/prop" || return 1
  open=$(tr -cd . <"$TMP/prop" | wc -c)
  [ "$open" -gt 0 ] || return 1
  SUDOSAT_PROPAGATE=1 layout_propagated "$(($(blanks "$F/pipes.txt.plain") \
    - open))"
}
layout_propagated () {
  "$SUDOSAT" propagate -O same "$F/pipes.txt" >"$TMP/psame" || return 1
  "$SUDOSAT" propagate -O shape "$TMP/psame" | cmp - "$TMP/prop" || return 1
  # the grid lines as written, fixed cells filled: '.' where open
  sed 's/[0-9]/d/g' "$F/pipes.txt" >"$TMP/pmask"
  sed 's/[0-9]/d/g' "$TMP/psame" | diff - "$TMP/pmask" >/dev/null && return 1
  [ "$(tr -cd . <"$TMP/psame" | wc -c)" -eq \
    "$(($(tr -cd . <"$F/pipes.txt" | wc -c) - $1))" ] &&
    [ "$(grep -c . "$TMP/psame")" -eq "$(grep -c . "$F/pipes.txt")" ]
}
ok_if "propagate -O same fills the cells it fixes, leaves the rest" \
  propagate_layout
# count, check and explain take shape and same, as they print no grid
no_grid () {
  for o in shape same; do
    "$SUDOSAT" count -O "$o" "$F/pipes.txt" >"$TMP/c" || return 1
    printf '1\n1\n' | cmp -s - "$TMP/c" || return 1
  done
  "$SUDOSAT" count -O grid "$F/pipes.txt" 2>"$TMP/err"
  [ $? -eq 2 ] && grep -q "takes shape, same or json" "$TMP/err"
}
ok_if "count takes -O shape and -O same" no_grid
done_testing
