# output.sh: --output-format: the grid formats, pretty's boxes of any
# shape, JSON Lines read back by jq, f-puzzles JSON and links read back
# to the same puzzle; and the progress display.
. "$TESTS_DIR/tap.sh"
EX="$TESTS_DIR/../examples"

"$SUDOSAT" "$EX/classic.txt" >"$TMP/grid" 2>/dev/null
digits () { tr -cd '0-9A-Z\n' | tr -d '\n'; }

ok_if "-O same: the input's format" \
  same_output "$TMP/grid" "$SUDOSAT" -O same "$EX/classic.txt"
grid_from_chars () {
  "$SUDOSAT" "$EX/chars.txt" | sed 's/./& /g; s/ $//' >"$TMP/want" &&
    same_output "$TMP/want" "$SUDOSAT" -O grid "$EX/chars.txt"
}
ok_if "-O grid from chars" grid_from_chars
chars_out () {
  "$SUDOSAT" -O chars "$EX/classic.txt" >"$TMP/out" || return 1
  grep -Evqx '[1-9]{9}' "$TMP/out" && return 1
  [ "$(wc -l <"$TMP/out")" -eq 9 ] &&
    [ "$(digits <"$TMP/out")" = "$(tr -d ' \n' <"$TMP/grid")" ]
}
ok_if "-O chars from grid" chars_out
line_out () {
  "$SUDOSAT" -O line "$EX/classic.txt" >"$TMP/out" || return 1
  [ "$(cat "$TMP/out")" = "$(tr -d ' \n' <"$TMP/grid")" ]
}
ok_if "-O line from grid" line_out

# pretty SIDE BOX: a grid of that side and box shape, first row given
# 1..n: '+-...' rules every R rows (R+... lines in all), rows framed by
# '|' every C values, the values right-aligned in the widest one's
# width, and the same values as solve's grid output.
pretty () {
  n=$1 r=${2%x*} c=${2#*x}
  awk -v n="$n" 'BEGIN { for (i = 1; i <= n; i++)
                          printf "%s%d", (i > 1 ? " " : ""), i
                        print ""
                        for (j = 1; j < n; j++) { for (i = 1; i <= n; i++)
                          printf "%s0", (i > 1 ? " " : ""); print "" } }' \
    >"$TMP/p"
  "$SUDOSAT" --first --box="$2" "$TMP/p" >"$TMP/g" || return 1
  "$SUDOSAT" --first --box="$2" -O pretty "$TMP/p" >"$TMP/out" || return 1
  w=${#n}
  cell=$(printf '%*s' "$w" '' | tr ' ' '.')
  seg=$(printf '%*s' $((c * (w + 1) + 1)) '' | tr ' ' -)
  rule="+$seg"
  i=1; while [ "$i" -lt $((n / c)) ]; do rule="$rule+$seg"; i=$((i + 1)); done
  rule="$rule+"
  [ "$(grep -c '^+' "$TMP/out")" -eq $((n / r + 1)) ] || return 1
  [ "$(wc -l <"$TMP/out")" -eq $((n + n / r + 1)) ] || return 1
  awk -v r="$r" -v rule="$rule" 'NR % (r + 1) == 1 && $0 != rule { exit 1 }
       NR % (r + 1) != 1 && length($0) != length(rule) { exit 1 }' \
    "$TMP/out" || return 1
  [ "$(grep -v '^+' "$TMP/out" | tr -d '|' | tr -s ' ' | sed 's/^ //; s/ $//')" \
    = "$(cat "$TMP/g")" ] || return 1
  # a '|' wherever the rule has a '+'
  awk -v rule="$rule" '/^\|/ { for (i = 1; i <= length(rule); i++)
         if ((substr(rule, i, 1) == "+") != (substr($0, i, 1) == "|"))
           exit 1 }' "$TMP/out"
}
ok_if "-O pretty: 9x9, 3x3 boxes" pretty 9 3x3
ok_if "-O pretty: 6x6, 2x3 boxes" pretty 6 2x3
ok_if "-O pretty: 8x8, 4x2 boxes" pretty 8 4x2
ok_if "-O pretty: 12x12, 3x4 boxes (two-digit values)" pretty 12 3x4
pretty_chars () {   # letters stay letters; an empty line between grids
  "$SUDOSAT" -O pretty "$EX/16x16.txt" "$EX/16x16.txt" >"$TMP/out" &&
    grep -q '^| [1-9A-G] ' "$TMP/out" && [ "$(grep -c '^$' "$TMP/out")" -eq 1 ]
}
ok_if "-O pretty: 16x16 in the puzzle's characters" pretty_chars
pretty_blanks () {   # propagate's open cells print as '.'
  "$SUDOSAT" propagate -O pretty "$EX/classic.txt" >"$TMP/out" &&
    grep -q '^| [1-9.] [1-9.] [1-9.] |' "$TMP/out" && grep -q '\.' "$TMP/out"
}
ok_if "propagate -O pretty: open cells as '.'" pretty_blanks

ok_if "-O: an unknown format, exit 2" \
  status_is 2 "$SUDOSAT" -O xml "$EX/classic.txt"
ok_if "count -O pretty: refused, exit 2" \
  status_is 2 "$SUDOSAT" count -O pretty "$EX/classic.txt"
ok_if "dimacs -O: refused, exit 2" \
  status_is 2 "$SUDOSAT" dimacs -O json "$EX/classic.txt"

# A line-format file: a unique puzzle, a bad line, one with several
# solutions and one with none.
P=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
{
  echo "$P"
  echo "${P%?}x"
  printf '%081d\n' 0
  echo 12....3...4.....                  # r1c3 has no candidate left
} >"$TMP/mixed"
line_aligned () {   # -O line keeps one output line per input line
  "$SUDOSAT" -O line "$TMP/mixed" >"$TMP/out" 2>/dev/null
  [ $? -eq 2 ] && [ "$(wc -l <"$TMP/out")" -eq 4 ] &&
    [ "$(sed -n 2p "$TMP/out")" = "" ]
}
ok_if "-O line: one line per input line, errors too" line_aligned

# --progress: a line on standard error, forced here (standard error is
# a file); never without it when standard error is no terminal.
for i in 1 2 3 4 5 6 7 8 9 10; do cat "$EX/stream.txt"; done >"$TMP/many"
many=$(grep -c . "$TMP/many")
last_progress () {   # the text after the last carriage return, no ESC [K
  tr '\r' '\n' <"$1" | sed 's/\x1b\[K//g' | grep . | tail -n 1
}
progress_forced () {
  "$SUDOSAT" "$@" "$TMP/many" >"$TMP/out" 2>"$TMP/err" || return 1
  last_progress "$TMP/err" |
    grep -Eqx "sudosat: $TMP/many: $many/$many done, [0-9]+/s"
}
ok_if "solve --progress: done/total and rate at the end" \
  progress_forced --progress
ok_if "count --progress" progress_forced count --progress
ok_if "--progress -j 2" progress_forced --progress -j 2
progress_stdin () {   # a pipe: no total
  cat "$TMP/many" | "$SUDOSAT" --progress >/dev/null 2>"$TMP/err" &&
    last_progress "$TMP/err" |
      grep -Eqx "sudosat: <stdin>: $many done, [0-9]+/s"
}
ok_if "--progress on a pipe: no total" progress_stdin
progress_same_output () {   # standard output does not change
  "$SUDOSAT" "$TMP/many" >"$TMP/want" 2>/dev/null &&
    "$SUDOSAT" --progress "$TMP/many" >"$TMP/got" 2>/dev/null &&
    cmp -s "$TMP/want" "$TMP/got"
}
ok_if "--progress: standard output unchanged" progress_same_output
no_progress () {
  "$SUDOSAT" "$@" "$TMP/many" >/dev/null 2>"$TMP/err" && [ ! -s "$TMP/err" ]
}
ok_if "no progress when standard error is no terminal" no_progress
ok_if "--no-progress" no_progress --progress --no-progress
ok_if "propagate --progress: refused, exit 2" \
  status_is 2 "$SUDOSAT" propagate --progress "$EX/classic.txt"

if ! command -v jq >/dev/null 2>&1; then
  skip "-O json" "jq is not installed"
done_testing
fi

json_solve () {
  "$SUDOSAT" -O json "$TMP/mixed" >"$TMP/out" 2>/dev/null
  [ $? -eq 2 ] || return 1
  [ "$(jq -c '[.index, .size, .status]' "$TMP/out" | tr '\n' ' ')" = \
    '[1,9,"solved"] [2,null,"error"] [3,9,"multiple"] [4,4,"unsolvable"] ' ] ||
    return 1
  # the solution is the grid solve prints, rows of integers
  [ "$(jq -r '.solution | select(.) | map(map(tostring) | join("")) |
                join("")' "$TMP/out" | head -1)" = \
    "$("$SUDOSAT" "$TMP/mixed" 2>/dev/null | head -1)" ] || return 1
  jq -se 'map(select(.status == "error"))[0].message | test("x")' \
    "$TMP/out" >/dev/null &&
    jq -se 'all(.[]; (.seconds | type) == "number" and .file != null)' \
      "$TMP/out" >/dev/null
}
ok_if "-O json: index, size, status, solution, message, seconds" json_solve
json_jobs () {   # -j keeps the input's order
  "$SUDOSAT" -O json -j 2 "$EX/stream.txt" >"$TMP/out" &&
    [ "$(jq -c .index "$TMP/out" | tr '\n' ' ')" = \
      "$(seq "$(wc -l <"$EX/stream.txt")" | tr '\n' ' ')" ]
}
ok_if "-O json -j 2: index in input order" json_jobs
json_count () {
  "$SUDOSAT" count -O json --limit=5 "$TMP/mixed" >"$TMP/out" 2>/dev/null
  [ "$(jq -c '[.status, .count]' "$TMP/out" | tr '\n' ' ')" = \
    '["solved",1] ["error",null] ["multiple",5] ["unsolvable",0] ' ]
}
ok_if "count -O json: status and count" json_count
json_check () {
  "$SUDOSAT" check -O json "$TMP/mixed" >"$TMP/out" 2>/dev/null
  [ "$(jq -c .status "$TMP/out" | tr '\n' ' ')" = \
    '"unique" "error" "multiple" "unsolvable" ' ]
}
ok_if "check -O json: the verdicts" json_check
json_propagate () {
  "$SUDOSAT" propagate -O json "$EX/classic.txt" "$EX/stream.txt" \
    >"$TMP/out" &&
    jq -se '.[0].status == "partial" and (.[0].grid | length) == 9' \
      "$TMP/out" >/dev/null &&
    jq -se 'map(select(.status == "solved"))[0].solution[8] | length == 9' \
      "$TMP/out" >/dev/null
}
ok_if "propagate -O json: partial grids and solutions" json_propagate
json_escape () {   # a file name with a quote, a backslash and a tab
  name=$(printf 'a"b\\c\td.txt')
  printf '1\n' >"$TMP/$name"
  "$SUDOSAT" -O json "$TMP/$name" >"$TMP/out" 2>/dev/null
  [ "$(jq -r .file "$TMP/out")" = "$TMP/$name" ] &&
    [ "$(jq -r .status "$TMP/out")" = error ]
}
ok_if "-O json: strings escaped" json_escape
decode_json () {   # decode takes -O: PicoSAT's model read back
  "$SUDOSAT" dimacs "$EX/classic.txt" >"$TMP/c.cnf" || return 1
  picosat "$TMP/c.cnf" >"$TMP/c.model"
  [ $? -eq 10 ] || return 1
  "$SUDOSAT" decode -O json --cnf="$TMP/c.cnf" "$TMP/c.model" >"$TMP/out" &&
    [ "$(jq -r '.status + " " + (.solution | map(map(tostring) | join(" "))
                                 | join(" "))' "$TMP/out")" = \
      "solved $(tr '\n' ' ' <"$TMP/grid" | sed 's/ $//')" ] &&
    "$SUDOSAT" decode -O pretty --cnf="$TMP/c.cnf" "$TMP/c.model" |
      grep -q '^+-------+'
}
if command -v picosat >/dev/null 2>&1; then
  ok_if "decode -O json and -O pretty" decode_json
else
  skip "decode -O json and -O pretty" "picosat's program is not installed"
fi
# -O fpuzzles and fpuzzles-link: each f-puzzles example, written out
# with its answer as the solver's entries, solves to the same grid;
# written again from that output, the same text; Sudominoku, which
# f-puzzles cannot hold, is refused by name with exit 2
fpuzzles_out () {
  for f in "$EX"/*.json; do
    "$SUDOSAT" "$f" >"$TMP/want" &&
      "$SUDOSAT" -O fpuzzles "$f" >"$TMP/fp" &&
      [ "$(wc -l <"$TMP/fp")" -eq 1 ] &&
      "$SUDOSAT" "$TMP/fp" | cmp - "$TMP/want" &&
      "$SUDOSAT" -O fpuzzles "$TMP/fp" | cmp - "$TMP/fp" &&
      "$SUDOSAT" -O fpuzzles-link "$f" >"$TMP/fl" &&
      grep -q '^https://www\.f-puzzles\.com/?load=N4Ig' "$TMP/fl" &&
      "$SUDOSAT" "$TMP/fl" | cmp - "$TMP/want" ||
      { echo "$f"; return 1; }
  done
  status_is 2 "$SUDOSAT" -O fpuzzles "$EX/sudominoku.txt" >"$TMP/out" \
    2>"$TMP/err" && ! [ -s "$TMP/out" ] &&
    grep -q "puzzle 1: f-puzzles has no Sudominoku dominoes" "$TMP/err"
}
ok_if "-O fpuzzles, fpuzzles-link: read back, the same answer" fpuzzles_out

done_testing
