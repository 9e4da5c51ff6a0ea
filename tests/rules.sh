# rules.sh: --rules end to end: 9x9 puzzles of each global rule solve to
# a grid that an awk checker of this file finds valid under the rule
# (it shares nothing with sudosat), are unique under the rule and not
# without it, and survive dimacs, an external solver and decode; bad
# --rules values are refused.
#
# The puzzles were made with sudosat itself: the grid `sudosat
# --rules=R` gives for an empty 9x9, then every cell, in an order fixed
# by a linear congruential generator (seed 7), blanked while `sudosat
# --unique --rules=R` still found one solution.  Uniqueness is checked
# again here; the awk checker judges every answer.
. "$TESTS_DIR/tap.sh"

have () { command -v "$1" >/dev/null 2>&1; }

# rule puzzle (line format)
cat >"$TMP/puzzles" <<'EOF'
x 080050000000300000000007000000740013002000060035000008009001000003000000010063000
anti-knight 000050000000300007000007000000540003000000000013000006700000000005000000000098000
non-consecutive 000000000000600000000000000000000080000000010030000009000000000000000000070050000
windoku 080050020050300000020007000000090010000000060040000708000040000009000000030000000
anti-king 080000300000300007020000000000740010005000090010000705579000000008000000000569000
x,anti-king 000050000050300000000007000000010032000000060040000009009000000002000000030070000
EOF

# check RULES PUZZLE ANSWER: ANSWER (81 digits) fills PUZZLE and keeps
# the rows, columns, 3x3 boxes and every rule of the comma-separated
# RULES.
check () {
  awk -v rules="$1" -v p="$2" -v g="$3" 'BEGIN {
    n = split(rules, rl, ","); for (i = 1; i <= n; i++) has[rl[i]] = 1
    if (length(g) != 81) { print "answer of " length(g) " cells"; exit 1 }
    for (i = 0; i < 81; i++) {
      v[i] = substr(g, i + 1, 1) + 0; r[i] = int(i / 9); c[i] = i % 9
      if (v[i] < 1) { print "cell " i " blank"; exit 1 }
      q = substr(p, i + 1, 1) + 0
      if (q && q != v[i]) { print "given " i " changed"; exit 1 }
    }
    bad = 0
    for (i = 0; i < 81; i++) for (j = i + 1; j < 81; j++) {
      dr = r[i] - r[j]; dc = c[i] - c[j]
      if (dr < 0) dr = -dr; if (dc < 0) dc = -dc
      d = v[i] - v[j]; if (d < 0) d = -d
      same = r[i] == r[j] || c[i] == c[j] ||
             (int(r[i] / 3) == int(r[j] / 3) && int(c[i] / 3) == int(c[j] / 3))
      if (has["x"]) same = same || (r[i] == c[i] && r[j] == c[j]) ||
                            (r[i] + c[i] == 8 && r[j] + c[j] == 8)
      # windows: rows and columns 1-3 and 5-7, counted from 0
      if (has["windoku"] && r[i] % 4 && c[i] % 4 &&
          int(r[i] / 4) == int(r[j] / 4) && int(c[i] / 4) == int(c[j] / 4) &&
          r[j] % 4 && c[j] % 4) same = 1
      if (has["anti-knight"] && dr * dc == 2) same = 1
      if (has["anti-king"] && dr == 1 && dc == 1) same = 1
      if (same && d == 0) { print "cells " i ", " j " hold " v[i]; bad = 1 }
      if (has["non-consecutive"] && dr + dc == 1 && d == 1) {
        print "cells " i ", " j " consecutive"; bad = 1
      }
    }
    exit bad
  }'
}

empty=000000000000000000000000000000000000000000000000000000000000000000000000000000000
# The checker itself: sudosat's plain Sudoku grid for an empty 9x9 is
# valid without rules and breaks each rule.
checker_ok () {
  g=$(echo "$empty" | "$SUDOSAT") && check "" "$empty" "$g" || return 1
  for r in x windoku anti-knight anti-king non-consecutive; do
    check "$r" "$empty" "$g" >/dev/null && { echo "$r kept"; return 1; }
  done
  return 0
}
ok_if "the checker finds a plain Sudoku grid breaking each rule" checker_ok

while read -r rules puzzle; do
  d=$TMP/$(echo "$rules" | tr , _)
  mkdir -p "$d"
  echo "$puzzle" >"$d/puzzle"
  solve_ok () {
    "$SUDOSAT" --rules="$rules" "$d/puzzle" >"$d/answer" &&
      check "$rules" "$puzzle" "$(cat "$d/answer")"
  }
  ok_if "$rules: solve gives a grid that keeps the rule" solve_ok
  unique_ok () {
    "$SUDOSAT" --unique --rules="$rules" "$d/puzzle" >/dev/null &&
      status_is 3 "$SUDOSAT" --unique "$d/puzzle" >/dev/null
  }
  ok_if "$rules: unique under the rule, not without it" unique_ok
  presets_ok () {
    for e in minimal extended optimized augmented hidden-singles; do
      got=$("$SUDOSAT" -e "$e" --rules="$rules" "$d/puzzle") &&
        [ "$got" = "$(cat "$d/answer")" ] || { echo "-e $e"; return 1; }
    done
  }
  ok_if "$rules: every kind of preset gives the same grid" presets_ok
  comment_ok () {
    "$SUDOSAT" dimacs --rules="$rules" "$d/puzzle" >"$d/p.cnf" &&
      grep -qx "c rules $rules" "$d/p.cnf" &&
      "$SUDOSAT" dimacs "$d/puzzle" >"$d/plain.cnf" &&
      ! grep -q "^c rules" "$d/plain.cnf"
  }
  ok_if "$rules: dimacs writes a 'rules' comment" comment_ok
  for solver in minisat cadical; do
    if ! have "$solver"; then
      skip "$rules: dimacs, $solver, decode" "no $solver"
      continue
    fi
    round_trip () {
      "$SUDOSAT" dimacs --rules="$rules" -o "$d/p.cnf" "$d/puzzle" || return 1
      case $solver in
        minisat) minisat -verb=0 "$d/p.cnf" "$d/p.model" >/dev/null 2>&1 ;;
        cadical) cadical -q "$d/p.cnf" >"$d/p.model" ;;
      esac
      [ $? -eq 10 ] || { echo "$solver did not say SAT"; return 1; }
      "$SUDOSAT" decode --cnf="$d/p.cnf" "$d/p.model" >"$d/decoded" &&
        diff "$d/answer" "$d/decoded" &&
        "$SUDOSAT" decode --rules="$rules" "$d/puzzle" "$d/p.model" \
          >"$d/decoded2" &&
        diff "$d/answer" "$d/decoded2"
    }
    ok_if "$rules: dimacs, $solver, decode --cnf and decode give the grid" \
      round_trip
  done
done <"$TMP/puzzles"

# A model of the plain Sudoku CNF (extended: the plain map, no auxiliary
# variables) whose grid breaks the rule leaves a clause of the rule's CNF
# unsatisfied: decode --cnf says which and exits 2.
model_of () {   # the literals of a grid (81 digits) in the plain map
  echo "$1" | awk '{ for (i = 0; i < 81; i++) {
    v = substr($0, i + 1, 1); for (w = 1; w <= 9; w++)
      printf "%s%d ", w == v ? "" : "-", i * 9 + w }
    print "0" }'
}
broken_model () {
  g=$(echo "$empty" | "$SUDOSAT") &&
    check "" "$empty" "$g" && ! check anti-knight "$empty" "$g" >/dev/null ||
    return 1
  echo "$empty" >"$TMP/empty"
  "$SUDOSAT" dimacs -e extended --rules=anti-knight "$TMP/empty" \
    >"$TMP/e.cnf" &&
    model_of "$g" >"$TMP/e.model" &&
    status_is 2 "$SUDOSAT" decode --cnf="$TMP/e.cnf" "$TMP/e.model" \
      >/dev/null 2>"$TMP/err" &&
    grep -q "the model falsifies clause" "$TMP/err" &&
    "$SUDOSAT" dimacs -e extended "$TMP/empty" >"$TMP/p.cnf" &&
    "$SUDOSAT" decode --cnf="$TMP/p.cnf" "$TMP/e.model" >/dev/null
}
ok_if "decode --cnf refuses a model that breaks the file's rule" broken_model

# Errors.
empty9=$TMP/empty9
echo "$empty" >"$empty9"
unknown_rule () {
  status_is 2 "$SUDOSAT" --rules=x,diagonal "$empty9" >"$TMP/out" \
    2>"$TMP/err" &&
    [ ! -s "$TMP/out" ] &&
    grep -qx "sudosat: unknown rule 'diagonal' (x, windoku, anti-knight, \
anti-king, non-consecutive)" "$TMP/err"
}
ok_if "an unknown rule is refused, naming the valid ones, exit 2" unknown_rule
ok_if "an empty rule name is refused" \
  status_is 2 "$SUDOSAT" count --rules=x,,anti-king "$empty9"
hatch_refuses () {
  status_is 2 "$SUDOSAT" hatch --rules=x "$empty9" 2>"$TMP/err" &&
    grep -q "hatch takes no --rules" "$TMP/err"
}
ok_if "hatch refuses --rules" hatch_refuses
windoku_6x6 () {
  printf '......\n......\n......\n......\n......\n......\n' >"$TMP/six"
  status_is 2 "$SUDOSAT" --rules=windoku "$TMP/six" 2>"$TMP/err" &&
    grep -q "windoku needs square boxes" "$TMP/err" &&
    "$SUDOSAT" --rules=anti-king "$TMP/six" >/dev/null
}
ok_if "windoku is refused on 2x3 boxes, other rules are not" windoku_6x6
broken_givens () {
  # 5 at row 1, column 3 and row 2, column 5: a knight's move apart
  echo "$empty" | sed 's/^00000000000000/00500000000005/' >"$TMP/bad"
  "$SUDOSAT" "$TMP/bad" >/dev/null &&
    status_is 2 "$SUDOSAT" --rules=anti-knight "$TMP/bad" 2>"$TMP/err" &&
    grep -q "anti-knight" "$TMP/err" &&
    "$SUDOSAT" propagate --rules=anti-knight "$TMP/bad" >"$TMP/out"
  [ $? -eq 1 ] && grep -qx ERROR "$TMP/out"
}
ok_if "givens that break a rule: solve exit 2, propagate ERROR" broken_givens
other_rules () {
  d=$TMP/x
  "$SUDOSAT" dimacs --rules=x -o "$d/p.cnf" "$d/puzzle" &&
    minisat -verb=0 "$d/p.cnf" "$d/p.model" >/dev/null 2>&1
  status_is 2 "$SUDOSAT" decode --rules=anti-king --cnf="$d/p.cnf" \
    "$d/p.model" 2>"$TMP/err" &&
    grep -q "other rules" "$TMP/err" &&
    "$SUDOSAT" decode --rules=x --cnf="$d/p.cnf" "$d/p.model" >/dev/null
}
if have minisat; then
  ok_if "decode --cnf refuses --rules other than the file's" other_rules
else
  skip "decode --cnf refuses --rules other than the file's" "no minisat"
fi
bad_rules_comment () {
  "$SUDOSAT" dimacs --rules=x "$empty9" |
    sed 's/^c rules x$/c rules x,bogus/' >"$TMP/bad.cnf" &&
    status_is 2 "$SUDOSAT" decode --cnf="$TMP/bad.cnf" /dev/null \
      2>"$TMP/err" &&
    grep -q "bad.cnf:4:9: unknown rule 'bogus'" "$TMP/err"
}
ok_if "decode --cnf names an unknown rule in the comments" bad_rules_comment
# The clause counts encodings/README gives for each rule on 9x9.
clause_counts () {
  base=$("$SUDOSAT" dimacs -e extended "$empty9" |
         awk '$1 == "p" { print $4 }')
  for pair in x:666 windoku:1332 anti-knight:2016 anti-king:1152 \
              non-consecutive:2304; do
    r=${pair%%:*} want=${pair#*:}
    got=$("$SUDOSAT" dimacs -e extended --rules="$r" "$empty9" |
          awk '$1 == "p" { print $4 }')
    [ $((got - base)) -eq "$want" ] ||
      { echo "$r: $((got - base)) clauses, README says $want"; return 1; }
  done
}
ok_if "each rule adds the clauses encodings/README counts" clause_counts
list_rules () {
  "$SUDOSAT" list rules | grep '^rule ' | cut -f1 >"$TMP/names" &&
    printf 'rule %s\n' x windoku anti-knight anti-king non-consecutive |
      diff - "$TMP/names"
}
ok_if "list rules names the five rules" list_rules

# Each rule and variant constraint says what the program does with it
# besides encoding it: every one is propagated, explained and laid out
# by generate (jigsaw regions among them).
list_hooks () {
  "$SUDOSAT" list rules >"$TMP/hooks" &&
    [ "$(grep -c . "$TMP/hooks")" -eq 31 ] &&
    grep -q '^constraint jigsaw' "$TMP/hooks" &&
    ! awk -F'\t' '$3 != "propagate explain generate"' "$TMP/hooks" | grep .
}
ok_if "list rules: propagate, explain and generate for each rule" list_hooks

# The generate column is what generate does: a 4x4 puzzle of each
# constraint that says generate, one solution; each of the others
# refused by name, exit 2, nothing printed.
generate_column () {
  awk -F'\t' '$1 ~ /^constraint / { sub(/^constraint /, "", $1); print $1, $3 }' \
    "$TMP/hooks" | while read -r word hooks; do
    case $hooks in
      *generate)
        "$SUDOSAT" generate --size=4 --seed=5 --rules="$word" \
          >"$TMP/made" 2>"$TMP/err" &&
          [ "$("$SUDOSAT" count "$TMP/made")" = 1 ] ||
          { echo "$word: not generated"; cat "$TMP/err"; return 1; } ;;
      *)
        "$SUDOSAT" generate --size=4 --seed=5 --rules="$word" \
          >"$TMP/made" 2>"$TMP/err"
        rc=$?
        [ "$rc" -eq 2 ] && [ ! -s "$TMP/made" ] &&
          grep -q "^sudosat generate: .* constraints are not among those generate lays out$" \
            "$TMP/err" ||
          { echo "$word: exit $rc"; cat "$TMP/err"; return 1; } ;;
    esac
  done
}
ok_if "list rules' generate column: generate makes those kinds, refuses the rest" \
  generate_column
done_testing
