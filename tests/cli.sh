# cli.sh: the command line as a user meets it: formats in and out,
# standard input, exit codes, counting, help and version.
. "$TESTS_DIR/tap.sh"
EX="$TESTS_DIR/../examples"
V="$TESTS_DIR/validate.awk"

# Convert a grid-format or chars-format file to one line, for validate.awk.
to_line () { tr -d '\n' <"$1" | sed 's/$/\n/'; }
ints_to_line () { tr '\n' ' ' <"$1" | sed 's/ *$/\n/'; }

grid_style () {   # grid in, grid out: n lines of n integers, single spaces
  "$SUDOSAT" "$EX/classic.txt" >"$TMP/sol" || return 1
  grep -Evqx '[1-9]( [1-9]){8}' "$TMP/sol" && return 1
  [ "$(wc -l <"$TMP/sol")" -eq 9 ] || return 1
  ints_to_line "$EX/classic.txt" >"$TMP/p"
  ints_to_line "$TMP/sol" >"$TMP/s"
  awk -f "$V" "$TMP/p" "$TMP/s"
}
ok_if "grid format in and out" grid_style

chars_style () {
  "$SUDOSAT" "$1" >"$TMP/sol" || return 1
  n=$(head -1 "$1" | tr -d '\n' | wc -c)
  [ "$(wc -l <"$TMP/sol")" -eq "$n" ] || return 1
  grep -Evqx "[1-9A-Z]{$n}" "$TMP/sol" && return 1
  to_line "$1" >"$TMP/p"
  to_line "$TMP/sol" >"$TMP/s"
  awk -f "$V" "$TMP/p" "$TMP/s"
}
ok_if "chars format in and out (9x9)" chars_style "$EX/chars.txt"
ok_if "chars format in and out (16x16, letters)" chars_style "$EX/16x16.txt"

line_style () {
  "$SUDOSAT" "$EX/stream.txt" >"$TMP/sol" || return 1
  awk -f "$V" "$EX/stream.txt" "$TMP/sol"
}
ok_if "line format in and out" line_style

line_ints () {
  sed 's/\./0/g; s/./& /g; s/ $//' "$EX/stream.txt" >"$TMP/ints"
  "$SUDOSAT" "$TMP/ints" >"$TMP/sol" || return 1
  grep -Evqx '[1-9]( [1-9]){80}' "$TMP/sol" && return 1
  awk -f "$V" "$TMP/ints" "$TMP/sol"
}
ok_if "line format with integers" line_ints

# The bundled Sudominoku example: 'Puzzle k' and 9 rows per puzzle, each
# grid unique and a Sudoku that keeps every given digit (both halves of
# each given domino and the nine singles), checked by validate.awk.
sudominoku_givens () {   # one line-format puzzle per Sudominoku puzzle
  awk 'function put(l, d) { g[(index("ABCDEFGHI", substr(l, 1, 1)) - 1) \
         * 9 + substr(l, 2, 1)] = d }
       left == 0 && NF == 1 && $1 == 0 { exit }
       left == 0 && NF == 1 { split("", g); left = $1 + 1; next }
       left > 1 { put($2, $1); put($4, $3); left--; next }
       left == 1 { for (i = 1; i <= 9; i++) put($i, i); left = 0
                   s = ""
                   for (i = 1; i <= 81; i++) s = s (i in g ? g[i] : ".")
                   print s }' "$1"
}
sudominoku_example () {
  "$SUDOSAT" --unique "$EX/sudominoku.txt" >"$TMP/sol" || return 1
  sudominoku_givens "$EX/sudominoku.txt" >"$TMP/p"
  n=$(wc -l <"$TMP/p")
  [ "$n" -ge 2 ] || { echo "$n puzzles read"; return 1; }
  awk -v n="$n" 'NR % 10 == 1 { if ($0 != "Puzzle " (NR + 9) / 10) exit 1
                                next }
                 length($0) != 9 || !/^[1-9]+$/ { exit 1 }
                 END { if (NR != 10 * n) exit 1 }' "$TMP/sol" ||
    { echo "not 'Puzzle k' and 9 rows each:"; cat "$TMP/sol"; return 1; }
  grep -v '^Puzzle' "$TMP/sol" | paste -d '' - - - - - - - - - >"$TMP/s"
  awk -f "$V" "$TMP/p" "$TMP/s"
}
ok_if "examples/sudominoku.txt: unique grids that keep the givens" \
  sudominoku_example

# The bundled CROSS example: hatch fills cells beyond the givens, each
# with the digit of the puzzle's one solution, and leaves some open
# (cross-hatching alone does not solve it).
cross_example () {
  "$SUDOSAT" hatch "$EX/cross.txt" >"$TMP/h" || return 1
  "$SUDOSAT" --unique "$EX/cross.txt" >"$TMP/s" || return 1
  to_line "$EX/cross.txt" >"$TMP/p"
  to_line "$TMP/h" >"$TMP/hl"
  to_line "$TMP/s" >"$TMP/sl"
  paste -d ' ' "$TMP/p" "$TMP/hl" "$TMP/sl" | awk '
    { for (i = 1; i <= 81; i++) {
        p = substr($1, i, 1); h = substr($2, i, 1); s = substr($3, i, 1)
        if (p != "." && h != p) { print "given", i, "changed"; bad = 1 }
        if (h != "." && h != s) { print "cell", i, "is", h, "not", s; bad = 1 }
        given += p != "."; filled += h != "."
      } }
    END { if (NR != 1 || length($2) != 81 || bad) exit 1
          if (filled <= given || filled == 81) {
            print given, "givens,", filled, "filled"; exit 1 } }'
}
ok_if "examples/cross.txt: hatch fills some cells, as the solution does" \
  cross_example

stdin_dash () {
  "$SUDOSAT" <"$EX/classic.txt" >"$TMP/a" || return 1
  "$SUDOSAT" - <"$EX/classic.txt" >"$TMP/b" || return 1
  "$SUDOSAT" "$EX/classic.txt" >"$TMP/c" || return 1
  cmp "$TMP/a" "$TMP/c" && cmp "$TMP/b" "$TMP/c"
}
ok_if "standard input, with and without -" stdin_dash

aligned () {   # a bad and an unsolvable line keep their output lines
  { sed -n 1p "$EX/stream.txt"
    echo "12x4123412341234"
    echo "11..............."
    echo "1234............"
    sed -n 2p "$EX/stream.txt"; } >"$TMP/mixed"
  status_is 2 "$SUDOSAT" "$TMP/mixed" >"$TMP/out" 2>"$TMP/err" || return 1
  [ "$(wc -l <"$TMP/out")" -eq 5 ] || return 1
  sed -n 2,3p "$TMP/out" | grep -q . && return 1
  grep -q ':2:3: unexpected character' "$TMP/err" || return 1
  grep -q ':3:1: a puzzle line of 17 characters' "$TMP/err" || return 1
  sed -n '1p;5p' "$TMP/out" >"$TMP/two"
  sed -n '1,2p' "$EX/stream.txt" >"$TMP/twoin"
  awk -f "$V" "$TMP/twoin" "$TMP/two"
}
ok_if "line format keeps outputs aligned with inputs" aligned

unsat () {
  printf '12..\n...4\n....\n...3\n' >"$TMP/unsat"
  status_is 1 "$SUDOSAT" "$TMP/unsat" >"$TMP/out" 2>"$TMP/err" || return 1
  [ ! -s "$TMP/out" ] && grep -q 'puzzle 1 has no solution' "$TMP/err"
}
ok_if "unsolvable puzzle: exit 1, message, no output" unsat

multi () {
  printf '....\n....\n....\n....\n' >"$TMP/empty4"
  status_is 3 "$SUDOSAT" --unique "$TMP/empty4" >"$TMP/out" 2>"$TMP/err" ||
    return 1
  [ "$(wc -l <"$TMP/out")" -eq 4 ] &&
    grep -q 'more than one solution' "$TMP/err"
}
ok_if "--unique: several solutions exit 3 and print the first" multi
ok_if "--unique: unique puzzle exits 0" "$SUDOSAT" --unique "$EX/classic.txt"
ok_if "without --unique several solutions exit 0" "$SUDOSAT" "$TMP/empty4"

ok_if "count --limit=1000 on an empty 4x4 prints 288" \
  sh -c '[ "$(printf "....\n....\n....\n....\n" |
              "$SUDOSAT" count --limit=1000)" = 288 ]'
ok_if "count stops at the default limit 2" \
  sh -c '[ "$(printf "....\n....\n....\n....\n" | "$SUDOSAT" count)" = 2 ]'
ok_if "count of a unique puzzle is 1" \
  sh -c '[ "$("$SUDOSAT" count "$1")" = 1 ]' sh "$EX/classic.txt"
ok_if "count: one line per puzzle" \
  sh -c '[ "$("$SUDOSAT" count "$1" | tr "\n" " ")" = "1 1 1 1 1 " ]' \
  sh "$EX/stream.txt"

stats () {
  "$SUDOSAT" --stats --encoding=extended "$EX/classic.txt" >/dev/null \
    2>"$TMP/err" || return 1
  n='[0-9]+'
  grep -Eq "^sudosat: stats: file=.* puzzle=1 variables=729 clauses=$n \
literals=$n decisions=$n propagations=$n seconds=[0-9.]+\$" "$TMP/err"
}
ok_if "--stats writes one documented line" stats

ok_if "a Sudominoku input of only '0' is valid and prints nothing" \
  sh -c '[ -z "$(echo 0 | "$SUDOSAT")" ]'
ok_if "--help exits 0 and shows usage" \
  sh -c '"$SUDOSAT" --help | grep "^Usage: sudosat" >/dev/null'
ok_if "--help fits in 79 columns" \
  sh -c '"$SUDOSAT" --help >"$1" && awk "length > 79 { exit 1 }" "$1"' \
  sh "$TMP/help"

# Every preset and scheme that list prints is named under -e and -a in
# --help, however the names are wrapped there.
help_names () {
  "$SUDOSAT" --help | sed -n '/^  -e, --encoding/,/^  -u, --unique/p' |
    tr -s ' \n' '  ' | tr ',:' '  ' >"$TMP/help-names" || return 1
  "$SUDOSAT" list >"$TMP/names" || return 1
  [ -s "$TMP/names" ] || return 1
  while read -r _ name _; do
    grep -q " $name " "$TMP/help-names" || return 1
  done <"$TMP/names"
}
ok_if "--help names every preset and scheme" help_names
ok_if "--version names sudosat and PicoSAT" \
  sh -c '"$SUDOSAT" --version | grep -Eq "^sudosat [0-9.]+ \(PicoSAT [0-9]+\)"'
ok_if "unknown option: exit 2" status_is 2 "$SUDOSAT" --frobnicate
option_messages () {   # named "sudosat" or "sudosat COMMAND", not a path
  "$SUDOSAT" --frobnicate 2>&1 | grep -q "^sudosat: unrecognized option" &&
    "$SUDOSAT" hatch -x 2>&1 | grep -q "^sudosat hatch: invalid option" &&
    "$SUDOSAT" count --frobnicate=x 2>&1 |
      grep -q "^sudosat count: unrecognized option '--frobnicate=x'" &&
    "$SUDOSAT" count --cnf=x 2>&1 |
      grep -q "^sudosat count: --cnf is for decode only"
}
ok_if "option errors name sudosat and the command" option_messages
# A misspelt name: exit 2, nothing printed, and the message offers every
# name there is (list's for presets and schemes).
offers_names () {   # offers_names OPTION KIND NAME...
  on_opt=$1 on_kind=$2
  shift 2
  "$SUDOSAT" "$on_opt=nope" "$EX/classic.txt" >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 2 ] && [ ! -s "$TMP/out" ] || return 1
  cat "$TMP/err"
  grep -q "^sudosat: unknown $on_kind 'nope' (" "$TMP/err" || return 1
  for on_name; do
    grep -Eq "[(, ]$on_name[,)]" "$TMP/err" ||
      { echo "no $on_name"; return 1; }
  done
}
ok_if "unknown encoding: every preset offered" \
  offers_names --encoding encoding \
  $("$SUDOSAT" list encodings | cut -f1 | cut -d' ' -f2)
ok_if "unknown scheme: every scheme offered" \
  offers_names --amo "at-most-one scheme" \
  $("$SUDOSAT" list amo | cut -f1 | cut -d' ' -f2)
ok_if "unknown format: every format offered" \
  offers_names --format format auto grid chars line sudominoku
ok_if "bad --limit: exit 2" \
  status_is 2 "$SUDOSAT" count --limit=0 "$EX/classic.txt"
ok_if "missing file: exit 2" status_is 2 "$SUDOSAT" "$TMP/does-not-exist"
a_directory () {   # the message carries the system's reason (EISDIR)
  mkdir "$TMP/dir" || return 1
  "$SUDOSAT" "$TMP/dir" >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 2 ] && [ ! -s "$TMP/out" ] &&
    grep -q "^$TMP/dir: read error: [A-Z]" "$TMP/err"
}
ok_if "a directory for FILE: exit 2 and why" a_directory

# A mistyped command stops sudosat before the files after it are solved;
# a file whose name is a plain word is still read.
mistyped () {
  "$SUDOSAT" dimac "$EX/classic.txt" >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 2 ] && [ ! -s "$TMP/out" ] &&
    grep -q "^sudosat: 'dimac' is neither a command (solve, .*dimacs" \
      "$TMP/err"
}
ok_if "a mistyped command: exit 2, a message, nothing solved" mistyped
word_file () {
  mkdir "$TMP/words" && cp "$EX/classic.txt" "$TMP/words/classic" &&
    (cd "$TMP/words" && "$SUDOSAT" classic) >"$TMP/out" &&
    "$SUDOSAT" "$EX/classic.txt" | cmp -s - "$TMP/out"
}
ok_if "a file named by a plain word is solved" word_file
# Standard output that cannot be written: exit 4 and one message, for
# every command that prints (dimacs: tests/dimacs-errors.sh).
full_stdout () {
  for args in "$EX/classic.txt" "count $EX/classic.txt" list --help \
              --version; do
    # shellcheck disable=SC2086 # args holds words on purpose
    "$SUDOSAT" $args >/dev/full 2>"$TMP/err"
    [ $? -eq 4 ] && [ "$(grep -c . "$TMP/err")" -eq 1 ] &&
      grep -qx "sudosat: write error on standard output: No space left on \
device" "$TMP/err" ||
      { echo "sudosat $args" >&2; return 1; }
  done
}
if [ -c /dev/full ]; then
  ok_if "a write error on standard output: exit 4 and a message" full_stdout
else
  skip "a write error on standard output: exit 4 and a message" "no /dev/full"
fi
# list marks one default of each kind: the one --help names, and the one
# a command line without -e, -a or --presolve gets (the same CNF).
list_defaults () {
  for kind in encoding amo presolve; do
    "$SUDOSAT" list | grep "^$kind [^	]*	(default) " >"$TMP/def" ||
      return 1
    [ "$(grep -c . "$TMP/def")" -eq 1 ] || { cat "$TMP/def"; return 1; }
    name=$(sed "s/^$kind \([^	]*\)	.*/\1/" "$TMP/def")
    "$SUDOSAT" --help | grep -E "\(default $name[) ]" >/dev/null ||
      { echo "--help names another default $kind than $name"; return 1; }
    opt=--$kind; [ $kind = amo ] || [ $kind = presolve ] || opt=--encoding
    "$SUDOSAT" dimacs "$EX/classic.txt" >"$TMP/a.cnf" &&
      "$SUDOSAT" dimacs "$opt=$name" "$EX/classic.txt" >"$TMP/b.cnf" &&
      cmp -s "$TMP/a.cnf" "$TMP/b.cnf" ||
      { echo "$opt=$name is not what no $opt gives"; return 1; }
  done
}
ok_if "list marks the defaults --help names and a bare command uses" \
  list_defaults
ok_if "list --help shows the help" \
  sh -c '"$SUDOSAT" list --help | grep "^Usage: sudosat" >/dev/null &&
         "$SUDOSAT" list amo -h | grep "^Usage: sudosat" >/dev/null'
list_wrong_topic () {
  status_is 2 "$SUDOSAT" list amo extra >"$TMP/out" 2>"$TMP/err" &&
    ! grep -q . "$TMP/out" &&
    grep -qx "sudosat: list takes 'encodings', 'amo', 'presolve', 'sum', \
'order', 'rules' or nothing, not 'extra'" "$TMP/err"
}
ok_if "list names the word that is not a topic, exit 2" list_wrong_topic
# Without --unique, solve still looks for a second solution of a grid up
# to 16x16 and says so on standard error, with exit status 0; --first
# skips the search; over 16x16 it is never made.
second_said () {   # SIDE OPTION...: an empty grid of that side
  side=$1; shift
  printf "%0$((side * side))d\n" 0 >"$TMP/empty"
  "$SUDOSAT" "$@" "$TMP/empty" >"$TMP/out" 2>"$TMP/err" || return 1
  [ "$(wc -c <"$TMP/out")" -eq $((side * side + 1)) ] || return 1
  grep -qx "$TMP/empty:1: puzzle 1: more than one solution; printed one" \
    "$TMP/err"
}
ok_if "solve: a second solution is said on stderr, exit 0 (4x4)" \
  second_said 4
ok_if "solve: a second solution is said on stderr, exit 0 (16x16)" \
  second_said 16
ok_if "solve -j 2: a second solution is said on stderr too" \
  second_said 9 -j 2
nothing_said () {   # SIDE OPTION...: a grid printed, stderr empty
  ! second_said "$@" && [ -s "$TMP/out" ] && [ ! -s "$TMP/err" ]
}
ok_if "solve --first: a grid and nothing on stderr" nothing_said 9 --first
ok_if "solve: over 16x16 no second solution is sought" nothing_said 25
ok_if "solve: unique puzzles, nothing on stderr" \
  sh -c '"$SUDOSAT" "$1" 2>&1 >/dev/null | cmp -s - /dev/null' sh \
    "$EX/classic.txt"
ok_if "solve --unique --first: refused, exit 2" \
  status_is 2 "$SUDOSAT" --unique --first "$EX/classic.txt"

# Options before the command name are the command's; a command's name
# after them is never taken for a file.
before_command () {
  "$SUDOSAT" hatch --stats "$EX/cross.txt" >"$TMP/want" 2>"$TMP/want.err" &&
    "$SUDOSAT" --stats hatch "$EX/cross.txt" >"$TMP/got" 2>"$TMP/got.err" &&
    cmp -s "$TMP/want" "$TMP/got" && grep -q 'stats:' "$TMP/got.err"
}
ok_if "--stats hatch FILE: hatch, with --stats" before_command
before_with_args () {   # options with their argument in the next word
  "$SUDOSAT" count -f line --limit 5 "$EX/stream.txt" >"$TMP/want" &&
    "$SUDOSAT" -f line --limit 5 count "$EX/stream.txt" >"$TMP/got" &&
    cmp -s "$TMP/want" "$TMP/got" &&
    "$SUDOSAT" -sf line count "$EX/stream.txt" >"$TMP/got" 2>/dev/null &&
    "$SUDOSAT" --form line count "$EX/stream.txt" >"$TMP/got2" &&
    cmp -s "$TMP/got" "$TMP/got2"
}
ok_if "-f line --limit 5 count FILE: count, arguments skipped" \
  before_with_args
ok_if "-u count: refused as count's option, exit 2" \
  status_is 2 "$SUDOSAT" -u count "$EX/classic.txt"
mistyped_after_options () {
  status_is 2 "$SUDOSAT" --stats hatc "$EX/cross.txt" 2>"$TMP/err" &&
    grep -q "'hatc' is neither a command" "$TMP/err"
}
ok_if "--stats hatc FILE: a mistyped command, exit 2" mistyped_after_options

done_testing
