# explain.sh: the explain and rate commands end to end.  Steps in text
# (numbered, "technique: moves (why)"), --hint (the first step alone),
# JSON Lines checked with jq, every placement and elimination of a path
# held to the grid solve prints; puzzles with no solution or several;
# bad input; options that are not theirs; the time limit; rate's levels
# on puzzles qqwing makes at its easiest and hardest levels.
. "$TESTS_DIR/tap.sh"
EX="$TESTS_DIR/../examples"
XP="$TESTS_DIR/explain-x.txt"
dots () { printf '%*s' "$1" '' | tr ' ' .; }

steps_text () {
  "$SUDOSAT" explain "$EX/classic.txt" >"$TMP/out" || return 1
  # every line but the last is a step, numbered from 1
  sed '$d' "$TMP/out" | awk -F. '$1 != NR { exit 1 }' || return 1
  sed '$d' "$TMP/out" | grep -Evq '^[0-9]+\. [a-z -]+: r[0-9]+c[0-9]+(=|<>)[0-9].* \(.+\)$' &&
    return 1
  tail -n 1 "$TMP/out" | grep -Eq '^solved in [0-9]+ steps; hardest: .*; rating: [a-z]+ [0-9]\.[0-9]$'
}
ok_if "explain: one numbered step a line, then a summary" steps_text

hint () {
  "$SUDOSAT" explain --hint "$EX/classic.txt" >"$TMP/hint" || return 1
  [ "$(wc -l <"$TMP/hint")" -eq 1 ] || return 1
  "$SUDOSAT" explain "$EX/classic.txt" | head -n 1 | sed 's/^1\. //' |
    diff - "$TMP/hint"
}
ok_if "explain --hint: the first step alone" hint

# The path's moves as "r c value" lines (placements) and "r c -value"
# (eliminations), from the JSON, and the solution's "r c value" lines.
json_moves () {
  jq -r '.steps[] | (.placements[] | "\(.cell) \(.value)"),
                    (.eliminations[] | "\(.cell) -\(.value)")' |
    sed 's/^r\([0-9]*\)c\([0-9]*\)/\1 \2/'
}
solution_cells () {
  "$SUDOSAT" -O json "$@" | jq -r '.solution | to_entries[] | .key as $r |
    .value | to_entries[] | "\($r + 1) \(.key + 1) \(.value)"'
}
# sound ARGS...: every placement is the solution's value, no elimination
# is; the solved path places every open cell
# (a first --uniqueness goes to explain alone)
sound () {
  so_u=
  [ "$1" = --uniqueness ] && { so_u=$1; shift; }
  "$SUDOSAT" explain -O json $so_u "$@" >"$TMP/json" || return 1
  jq -e '.status == "solved" and (.steps | length > 0)' "$TMP/json" \
    >/dev/null || return 1
  json_moves <"$TMP/json" >"$TMP/moves"
  solution_cells "$@" >"$TMP/sol"
  awk 'NR == FNR { v[$1 " " $2] = $3; next }
       $3 > 0 && v[$1 " " $2] != $3 { print "wrong placement: " $0; bad = 1 }
       $3 < 0 && v[$1 " " $2] == -$3 { print "wrong elimination: " $0; bad = 1 }
       $3 > 0 { placed++ }
       END { exit bad }' "$TMP/sol" "$TMP/moves" || return 1
  open=$(jq -r '.steps | map(.placements | length) | add' "$TMP/json")
  [ "$open" -gt 0 ]
}
ok_if "explain -O json: every move agrees with solve's grid (9x9)" \
  sound "$EX/classic.txt"
ok_if "explain -O json: every move agrees with solve's grid (16x16)" \
  sound "$EX/16x16.txt"
ok_if "explain -O json: every move agrees with solve's grid (6x6, 2x3 boxes)" \
  sound --box=2x3 "$TESTS_DIR/explain-6x6.txt"
ok_if "explain --rules x: a puzzle unique only with its diagonals" \
  sound --rules x "$XP"
# f-puzzles variants: the units see jigsaw regions and cages, the
# forcing step every other rule
for f in jigsaw killer thermo miracle variants; do
  ok_if "explain -O json: every move agrees with solve's grid ($f.json)" \
    sound "$EX/$f.json"
done

# --uniqueness: the unique rectangle and bug+1 steps of
# tests/explain-unique.txt (a puzzle for each), none without it; on
# variants and other sizes the path stays sound
UQ=$TESTS_DIR/explain-unique.txt
uniqueness () {
  "$SUDOSAT" explain --uniqueness "$UQ" >"$TMP/out" || return 1
  grep -Eq '^[0-9]+\. unique rectangle: r[0-9]c[0-9]<>[0-9],[0-9] \(r[0-9]c[0-9],r[0-9]c[0-9],r[0-9]c[0-9] hold only [0-9],[0-9]; were r[0-9]c[0-9] one of them' \
    "$TMP/out" || return 1
  grep -Eq '^[0-9]+\. bug\+1: r[0-9]c[0-9]=[0-9] \(every other open cell' \
    "$TMP/out" || return 1
  [ "$(grep -c '^solved in' "$TMP/out")" -eq 2 ] || return 1
  "$SUDOSAT" explain "$UQ" >"$TMP/out" || return 1
  ! grep -Eq 'unique rectangle|bug\+1' "$TMP/out" || return 1
  "$SUDOSAT" rate --uniqueness -O json "$UQ" |
    jq -se 'length == 2 and all(.status == "rated" and .solved)' >/dev/null
}
ok_if "explain --uniqueness: unique rectangle and bug+1 steps, none without it" \
  uniqueness
for f in "$EX/classic.txt" "$EX/16x16.txt" "$EX/jigsaw.json" \
         "$EX/killer.json" "$EX/thermo.json" "$EX/variants.json"; do
  ok_if "explain --uniqueness -O json: every move agrees with solve's grid (${f##*/})" \
    sound --uniqueness "$f"
done
jigsaw_units () {
  "$SUDOSAT" explain "$EX/jigsaw.json" >"$TMP/out" || return 1
  grep -q 'jigsaw [0-9]' "$TMP/out" && ! grep -q 'box [0-9]' "$TMP/out"
}
ok_if "explain: a jigsaw's regions are named as such, never boxes" \
  jigsaw_units
uses_diagonal () {
  "$SUDOSAT" count "$XP" | grep -qx 2 &&
    "$SUDOSAT" explain -O json --rules x "$XP" |
    jq -e '[.steps[] | select(.units | any(test("^diagonal ")))] |
           length > 0' >/dev/null
}
ok_if "explain --rules x: the path reasons with the diagonals" \
  uses_diagonal

json_shape () {
  "$SUDOSAT" explain -O json "$EX/classic.txt" "$EX/16x16.txt" \
    >"$TMP/json" || return 1
  [ "$(wc -l <"$TMP/json")" -eq 2 ] &&
  jq -e -s 'all(.[]; .status == "solved" and (.rating.score >= 1)
         and all(.steps[]; (.technique | type == "string")
           and (.placements | type == "array")
           and (.eliminations | type == "array")
           and all((.placements + .eliminations)[];
                   (.cell | test("^r[0-9]+c[0-9]+$"))
                   and (.value | type == "number"))
           and (.placements + .eliminations | length > 0)))' \
    "$TMP/json" >/dev/null
}
ok_if "explain -O json: one object a puzzle, steps with cells and values" \
  json_shape
# --candidates: each step's board before it holds the step's moves as
# candidates of open cells, the first is the givens, and each next one
# has the step's placements placed
json_candidates () {
  "$SUDOSAT" explain -O json --candidates "$EX/classic.txt" \
    "$EX/16x16.txt" >"$TMP/json" || return 1
  "$SUDOSAT" explain -O json "$EX/classic.txt" |
    jq -e 'all(.steps[]; has("before") | not)' >/dev/null || return 1
  { "$SUDOSAT" explain --candidates "$EX/classic.txt"; [ $? -eq 2 ]; } |
    grep -q . && return 1
  jq -e -s 'all(.[]; .size as $n | .steps as $s
      | ($s | length > 0)
      and all($s[]; (.before.grid | length == $n)
                    and (.before.candidates | length == $n)
                    and all(.before.candidates[]; length == $n))
      and all(range(0; $s | length) as $i | $s[$i] as $st
              | ($st.placements + $st.eliminations)[]
              | (.cell | capture("r(?<r>[0-9]+)c(?<c>[0-9]+)")
                 | [(.r | tonumber) - 1, (.c | tonumber) - 1]) as [$r, $c]
              | .value as $v
              | $st.before.grid[$r][$c] == 0
                and ($st.before.candidates[$r][$c] | index($v) != null);
              .)
      and all(range(1; $s | length) as $i | $s[$i - 1].placements[]
              | (.cell | capture("r(?<r>[0-9]+)c(?<c>[0-9]+)")
                 | [(.r | tonumber) - 1, (.c | tonumber) - 1]) as [$r, $c]
              | $s[$i].before.grid[$r][$c] == .value;
              .))' "$TMP/json" >/dev/null &&
  [ "$(jq -c '.steps[0].before.grid | flatten | map(select(. > 0)) | length' \
       "$TMP/json" | head -n 1)" -eq \
    "$(tr -cd '1-9' <"$EX/classic.txt" | wc -c)" ]
}
ok_if "explain -O json --candidates: each step carries the board before it; refused without JSON" \
  json_candidates

# no solution: row 1 needs 9 at r1c9, which column 9 holds
{ printf '12345678.........9'; dots 63; echo; } >"$TMP/unsat"
# several: one row given
{ printf '123456789'; dots 72; echo; } >"$TMP/multi"
unsolvable () {
  "$SUDOSAT" explain "$TMP/unsat" >"$TMP/out"
  [ $? -eq 1 ] && [ "$(cat "$TMP/out")" = "no solution" ] &&
    { "$SUDOSAT" explain -O json "$TMP/unsat"; [ $? -eq 1 ]; } |
      jq -e '.status == "unsolvable" and (has("steps") | not)' >/dev/null
}
ok_if "explain: no solution is said, exit 1, no step" unsolvable
multiple () {
  "$SUDOSAT" explain "$TMP/multi" >"$TMP/out"
  [ $? -eq 3 ] && grep -qx 'multiple solutions: not explained' "$TMP/out" &&
    { "$SUDOSAT" rate "$TMP/multi"; [ $? -eq 3 ]; } |
      grep -qx 'multiple solutions: not rated' &&
    { "$SUDOSAT" rate -O json "$TMP/multi"; [ $? -eq 3 ]; } |
      jq -e '.status == "multiple"' >/dev/null
}
ok_if "explain, rate: several solutions are said, exit 3" multiple
# --hint gives no step either: the next step of a puzzle with no
# solution or several would be a step towards nothing
hint_refused () {
  "$SUDOSAT" explain --hint "$TMP/unsat" >"$TMP/out"
  [ $? -eq 1 ] && [ "$(cat "$TMP/out")" = "no solution" ] || return 1
  "$SUDOSAT" explain --hint "$TMP/multi" >"$TMP/out"
  [ $? -eq 3 ] &&
    [ "$(cat "$TMP/out")" = "multiple solutions: not explained" ] || return 1
  "$SUDOSAT" explain --hint -O json "$TMP/unsat" "$TMP/multi" >"$TMP/json"
  [ $? -eq 1 ] &&
    jq -e -s 'map(.status) == ["unsolvable", "multiple"]
              and all(.[]; has("steps") | not)' "$TMP/json" >/dev/null
}
ok_if "explain --hint: no solution, several: said, no step" hint_refused
# one solution, and no candidate's assumption refuted by propagation
# after 23 steps: magictour_top1465's second puzzle.  The nets finish
# the path; each of their steps prints its links, and JSON carries
# them, the assumption first
MT=$SUDOSAT_DATA/sudoku9/magictour_top1465.txt
nets_finish () {
  sed -n 2p "$MT" >"$TMP/short"
  "$SUDOSAT" count "$TMP/short" | grep -qx 1 || return 1
  "$SUDOSAT" explain "$TMP/short" >"$TMP/out" || return 1
  tail -n 1 "$TMP/out" | grep -q '^solved in ' || return 1
  grep -E '^[0-9]+\. (nested forcing|cell forcing chain|region forcing chain): ' \
    "$TMP/out" >"$TMP/nets" || return 1
  ! grep -v ' -> ' "$TMP/nets" &&
    "$SUDOSAT" rate "$TMP/short" | grep -q '^expert 5\.[0-9] (' &&
    "$SUDOSAT" explain -O json "$TMP/short" |
      jq -e '.status == "solved" and ([.steps[] |
               select(.technique | test("nested|chain"))] as $n |
               ($n | length > 0) and all($n[]; .links[0].why == "assumed"
                 and (.links | length > 1)))' >/dev/null
}
# tests/explain-search.json (anti-knight, 9x9): after the steps above,
# candidates stay that neither propagation nor the nets refute; search
# steps take them out, the path reaches the solution, rate says beyond
search_finish () {
  sound "$TESTS_DIR/explain-search.json" || return 1
  jq -e '[.steps[] | select(.technique == "search")] as $s |
         ($s | length > 0) and all($s[]; .decisions >= 0 and
           (.eliminations | length == 1) and (.placements | length == 0))' \
    "$TMP/json" >/dev/null &&
    "$SUDOSAT" explain "$TESTS_DIR/explain-search.json" |
      grep -q '^[0-9]*\. search: r[0-9]c[0-9]<>[0-9] (assuming r[0-9]c[0-9]=[0-9], a search over the puzzle.s clauses (its rules included) finds no solution, in [0-9]* decisions\{0,1\})$' &&
    "$SUDOSAT" rate "$TESTS_DIR/explain-search.json" |
      grep -q '^beyond 6\.[0-9] (SE 11\.0; search x[0-9]*, [0-9]* steps)$'
}
ok_if "explain, rate: where no technique applies, search steps finish the path" \
  search_finish
if [ -e "$MT" ]; then
  ok_if "explain, rate: where propagation refutes nothing, nets finish the path, their links shown" \
    nets_finish
else
  skip "explain, rate: where propagation refutes nothing, nets finish the path, their links shown" \
    "no $MT"
fi
mixed () {
  cat "$TMP/unsat" "$TMP/multi" >"$TMP/both"
  "$SUDOSAT" rate "$TMP/both" "$EX/classic.txt" >"$TMP/out"
  st=$?
  # the worst of unsat (1) and multiple (3) is unsat
  [ "$st" -eq 1 ] && [ "$(sed -n 1p "$TMP/out")" = "no solution" ] &&
    sed -n 3p "$TMP/out" | grep -Eq '^[a-z]+ [0-9]\.[0-9] \('
}
ok_if "rate: a line a puzzle, in order, exit 1 for the worst" mixed

bad_input () {
  cd "$TESTS_DIR/bad" || return 1
  for f in duplicate-in-row chars-row-too-short format-undetectable; do
    for cmd in explain rate; do
      "$SUDOSAT" "$cmd" "$f.in" >"$TMP/out" 2>"$TMP/err"
      st=$?
      [ "$st" -eq 2 ] || { echo "$cmd $f: exit $st"; return 1; }
      diff "$f.err" "$TMP/err" || return 1
      if grep -q . "$TMP/out"; then echo "$cmd $f printed"; return 1; fi
    done
  done
}
ok_if "explain, rate: bad input as for solve, exit 2, nothing printed" \
  bad_input
refused () {
  "$SUDOSAT" "$@" "$EX/classic.txt" >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 2 ] && ! grep -q . "$TMP/out" && grep -q . "$TMP/err"
}
ok_if "explain --jobs is refused" refused explain --jobs=2
ok_if "rate --hint is refused" refused rate --hint
ok_if "explain -O pretty is refused" refused explain -O pretty
ok_if "solve --hint is refused" refused --hint
hint_taker () {
  "$SUDOSAT" rate --hint "$EX/classic.txt" 2>&1 |
    grep -q -- '--hint is for explain only'
}
ok_if "the refusal names the command that takes --hint" hint_taker

# a hard 16x16 puzzle cannot be explained in a microsecond
time_limit () {
  "$SUDOSAT" explain --time-limit=0.000001 "$EX/16x16.txt" \
    >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 5 ] && grep -q 'time limit' "$TMP/err"
}
ok_if "explain --time-limit: exit 5 and a message" time_limit

rate_line () {
  "$SUDOSAT" rate "$EX/classic.txt" | grep -Eq \
    '^(simple|easy|intermediate|hard|expert|beyond) [1-6]\.[0-9] \(SE [0-9]+\.[0-9]; .* x[0-9]+, [0-9]+ steps\)$' &&
  "$SUDOSAT" rate -O json "$EX/classic.txt" |
    jq -e '.status == "rated" and .solved and .score >= 1 and .score <= 6
           and .se >= 1' >/dev/null
}
ok_if "rate: level, score, hardest technique" rate_line

# the SE score is the hardest step's: Inkala's puzzle, which needs a
# nested forcing step, above classic.txt's chain (at least an XY-wing's
# 4.2), above a solved grid with one cell blank (a full house)
se_order () {
  echo 800000000003600000070090200050007000000045700000100030001000068008500010090000400 \
    >"$TMP/inkala"
  "$SUDOSAT" -O line "$EX/classic.txt" | sed 's/^\(.\{80\}\)./\1./' \
    >"$TMP/easy"
  for f in inkala easy; do
    "$SUDOSAT" rate -O json "$TMP/$f" | jq .se >"$TMP/se-$f" || return 1
  done
  "$SUDOSAT" rate -O json "$EX/classic.txt" | jq .se >"$TMP/se-classic"
  i=$(cat "$TMP/se-inkala") c=$(cat "$TMP/se-classic") e=$(cat "$TMP/se-easy")
  echo "inkala $i, classic $c, one blank $e"
  awk -v i="$i" -v c="$c" -v e="$e" \
    'BEGIN { exit !(i >= 9.9 && c >= 4.2 && c < i && e == 1) }'
}
ok_if "rate: SE scores in the order of the hardest steps" se_order

levels () {
  "$SUDOSAT" list levels | cut -f1 | tr '\n' ' ' >"$TMP/levels"
  [ "$(cat "$TMP/levels")" = \
    "level simple level easy level intermediate level hard level expert level beyond " ]
}
ok_if "list levels: the scale in order" levels

# The variant rules' named steps: each example explains to the end
# with its rule's technique, all but the region-sum line's without a
# forcing step (every step is checked against the solution in-process).
rule_steps () {
  for pair in killer.json:'cage combinations' thermo.json:'thermometer bounds' \
      oddeven.json:odd/even xv.json:'kropki/XV pair' killer.json:innies \
      betweenline.json:'line rule' regionsumline.json:'line rule'; do
    f=${pair%%:*} t=${pair#*:}
    "$SUDOSAT" explain "$EX/$f" >"$TMP/rs.out" || return 1
    grep -q "^[0-9]*\. $t:" "$TMP/rs.out" ||
      { echo "$f: no $t step" >&2; return 1; }
    tail -n 1 "$TMP/rs.out" | grep -q '^solved in ' ||
      { echo "$f: the path stops short" >&2; return 1; }
    [ "$f" = regionsumline.json ] ||
      ! grep -q '^[0-9]*\. forcing:' "$TMP/rs.out" ||
      { echo "$f: a forcing step" >&2; return 1; }
  done
  "$SUDOSAT" explain "$EX/miracle.json" | grep -q '^[0-9]*\. neighbours:'
}
ok_if "explain: the variant rules' named steps, to the end, no forcing step" \
  rule_steps

# Steps through the rules' seeing, each on a published puzzle that needs
# it and is explained without a forcing step: a dot cluster (black dots
# from r2c3 to two cells of its row and one of its box), an aic whose weak link a
# thermometer makes, a chain whose weak link an anti-knight pair makes.
rules_seeing () {
  P=$TESTS_DIR/published-puzzles
  for pair in kinnison-alien-abacus:'dot cluster: .*r2c3<>1,4,6 .*(the dots joining r1c3,r2c3,r2c2,r2c4,r2c5 (black dot 3, black dot 2, black dot 4, white dot 5): cells that see each other take different digits)' \
      thermo-ctc:'aic: .*-([0-9])r[0-9]c[0-9]\[thermometer 4\]=' \
      antiking-antiknight-reddit:'.*-([0-9])r[0-9]c[0-9]\[anti-knight\]='; do
    f=${pair%%:*} t=${pair#*:}
    "$SUDOSAT" explain "$P/$f.json" >"$TMP/rv.out" || return 1
    grep -q "^[0-9]*\. $t" "$TMP/rv.out" ||
      { echo "$f: no step '$t'" >&2; return 1; }
    tail -n 1 "$TMP/rv.out" | grep -q '^solved in ' &&
      ! grep -q '^[0-9]*\. forcing:' "$TMP/rv.out" ||
      { echo "$f: a forcing step, or the path stops short" >&2; return 1; }
  done
}
ok_if "explain: dot clusters and chains through the rules, no forcing step" \
  rules_seeing

# The line rules' steps, each in its setter's words.
line_steps () {
  for pair in palindrome:'palindrome 1: r[0-9]*c[0-9]*\.\.r[0-9]*c[0-9]* reads the same from either end' \
      renban:'renban line [0-9]*: r[0-9]*c[0-9]*\.\.r[0-9]*c[0-9]* hold [3-5] consecutive digits' \
      whispers:'whispers line [0-9]*: neighbours along r[0-9]*c[0-9]*\.\.r[0-9]*c[0-9]* differ by at least 5' \
      betweenline:'between line [0-9]*: r[0-9rc.]* lies* strictly between the digits of r[0-9]*c[0-9]* and r[0-9]*c[0-9]*' \
      slowthermometer:'slow thermometer [0-9]*: digits along r[0-9rc.]* never fall from the bulb' \
      regionsumline:"region-sum line [0-9]*: each box's part of r[0-9rc.]* sums to the same total"; do
    f=${pair%%:*} t=${pair#*:}
    "$SUDOSAT" explain "$EX/$f.json" >"$TMP/ls.out" || return 1
    grep -q "^[0-9]*\. line rule: .* ($t)\$" "$TMP/ls.out" ||
      { echo "$f: no step '$t'" >&2; return 1; }
  done
}
ok_if "explain: the line rules' steps in the setters' words" line_steps

# qqwing's simple and expert puzzles: the hardest simple one rates below
# the expert ones' mean
if command -v qqwing >/dev/null 2>&1; then
  qq_order () {
    qqwing --generate 10 --difficulty simple --one-line >"$TMP/simple" &&
    qqwing --generate 20 --difficulty expert --one-line >"$TMP/expert" &&
    "$SUDOSAT" rate -O json "$TMP/simple" >"$TMP/rs" &&
    "$SUDOSAT" rate -O json "$TMP/expert" >"$TMP/re" || return 1
    s=$(jq -s 'map(.score) | max' "$TMP/rs")
    e=$(jq -s 'map(.score) | add / length' "$TMP/re")
    echo "simple max $s, expert mean $e"
    awk -v s="$s" -v e="$e" 'BEGIN { exit !(s < e) }'
  }
  ok_if "rate: qqwing's simple puzzles below its expert ones" qq_order
else
  skip "rate: qqwing's simple puzzles below its expert ones" "no qqwing"
fi
done_testing
