# presolve.sh: --presolve on the command line: fast is extended at probe
# and its CNF is the same, DIMACS names a level other than the preset's
# own and decode --cnf reads it back, every level solves alike, propagate
# presolves only when asked, hatch refuses it, list shows the levels.
. "$TESTS_DIR/tap.sh"
EX=$TESTS_DIR/../examples
LEVELS="none singles locked hall probe"

# clauses FILE: a DIMACS file from its p line on
clauses () { sed -n '/^p /,$p' "$1"; }

fast_is_extended_at_probe () {
  "$SUDOSAT" dimacs -e fast "$EX/classic.txt" >"$TMP/fast.cnf" &&
    "$SUDOSAT" dimacs -e extended --presolve=probe "$EX/classic.txt" \
      >"$TMP/ext.cnf" || return 1
  ! grep -q '^c presolve' "$TMP/fast.cnf" &&
    grep -qx 'c presolve probe' "$TMP/ext.cnf" || return 1
  grep -v '^c encoding\|^c presolve' "$TMP/fast.cnf" >"$TMP/a"
  grep -v '^c encoding\|^c presolve' "$TMP/ext.cnf" >"$TMP/b"
  cmp "$TMP/a" "$TMP/b"
}
ok_if "dimacs -e fast is -e extended --presolve=probe but for the names" \
  fast_is_extended_at_probe

fast_at_none_is_extended () {
  "$SUDOSAT" dimacs -e fast --presolve=none "$EX/classic.txt" \
    >"$TMP/fn.cnf" &&
    "$SUDOSAT" dimacs -e extended "$EX/classic.txt" >"$TMP/e.cnf" || return 1
  grep -qx 'c presolve none' "$TMP/fn.cnf" &&
    ! grep -q '^c presolve' "$TMP/e.cnf" &&
    [ "$(clauses "$TMP/fn.cnf")" = "$(clauses "$TMP/e.cnf")" ]
}
ok_if "dimacs -e fast --presolve=none: extended's clauses, the level named" \
  fast_at_none_is_extended

# Each level narrows the classic puzzle at least as far as the one
# before: its CNF has no more variables.
fewer_variables () {
  last=
  for l in $LEVELS; do
    "$SUDOSAT" dimacs -e minimal --presolve=$l "$EX/classic.txt" \
      >"$TMP/$l.cnf" || return 1
    v=$(sed -n 's/^p cnf \([0-9]*\) .*/\1/p' "$TMP/$l.cnf")
    echo "$l: $v variables"
    [ -z "$last" ] || [ "$v" -le "$last" ] || return 1
    last=$v
  done
  [ "$last" -eq 0 ]
}
ok_if "dimacs: each level leaves no more variables than the one before" \
  fewer_variables

# decode --cnf: a presolved CNF's model read back, and a --presolve that
# disagrees with the file refused.
decode_back () {
  "$SUDOSAT" dimacs -e minimal -a sequential --presolve=singles \
    "$EX/classic.txt" >"$TMP/s.cnf" || return 1
  picosat "$TMP/s.cnf" >"$TMP/s.out"
  [ $? -eq 10 ] || return 1
  "$SUDOSAT" solve "$EX/classic.txt" >"$TMP/want" &&
    "$SUDOSAT" decode --cnf="$TMP/s.cnf" --presolve=singles "$TMP/s.out" \
      >"$TMP/got" && cmp "$TMP/want" "$TMP/got" || return 1
  status_is 2 "$SUDOSAT" decode --cnf="$TMP/s.cnf" --presolve=hall \
    "$TMP/s.out" 2>"$TMP/err" || return 1
  grep -q "written with --presolve=singles, not --presolve=hall" "$TMP/err"
}
if command -v picosat >/dev/null 2>&1; then
  ok_if "decode --cnf reads a presolved CNF back and checks --presolve" \
    decode_back
else
  skip "decode --cnf reads a presolved CNF back and checks --presolve" \
    "picosat is not installed"
fi

# decode PUZZLE MODEL rebuilds the CNF at the level asked for.
decode_rebuilt () {
  "$SUDOSAT" dimacs -e hatch --presolve=hall "$EX/classic.txt" \
    >"$TMP/h.cnf" || return 1
  picosat "$TMP/h.cnf" >"$TMP/h.out"
  [ $? -eq 10 ] || return 1
  "$SUDOSAT" decode -e hatch --presolve=hall "$EX/classic.txt" \
    "$TMP/h.out" >"$TMP/got" && "$SUDOSAT" "$EX/classic.txt" >"$TMP/want" &&
    cmp "$TMP/want" "$TMP/got" || return 1
  ! "$SUDOSAT" decode -e hatch "$EX/classic.txt" "$TMP/h.out" \
    >/dev/null 2>"$TMP/err"
}
if command -v picosat >/dev/null 2>&1; then
  ok_if "decode PUZZLE MODEL: the CNF rebuilt at --presolve's level" \
    decode_rebuilt
else
  skip "decode PUZZLE MODEL: the CNF rebuilt at --presolve's level" \
    "picosat is not installed"
fi

# Every level gives the default's answers with a few presets, on the
# bundled puzzles (Sudoku of several sizes and formats, Sudominoku).
same_answers () {
  for f in classic.txt chars.txt 16x16.txt stream.txt sudominoku.txt; do
    "$SUDOSAT" -u "$EX/$f" >"$TMP/want" || return 1
    for e in minimal extended augmented hatch; do
      for l in $LEVELS; do
        "$SUDOSAT" -u -e $e --presolve=$l "$EX/$f" >"$TMP/got" &&
          cmp -s "$TMP/want" "$TMP/got" ||
          { echo "$f: -e $e --presolve=$l differs"; return 1; }
      done
    done
  done
}
ok_if "solve -u: every level gives the same answers" same_answers

# propagate presolves only when asked; then it fixes what presolve
# decided (probe settles the classic puzzle).
propagate_levels () {
  "$SUDOSAT" propagate "$EX/classic.txt" >"$TMP/p0" &&
    "$SUDOSAT" propagate --presolve=none "$EX/classic.txt" >"$TMP/pn" &&
    cmp "$TMP/p0" "$TMP/pn" || return 1
  "$SUDOSAT" propagate --presolve=probe "$EX/classic.txt" >"$TMP/pp" &&
    "$SUDOSAT" "$EX/classic.txt" >"$TMP/solved" &&
    cmp "$TMP/pp" "$TMP/solved" && ! cmp -s "$TMP/p0" "$TMP/pp"
}
ok_if "propagate: no presolve unless asked; --presolve=probe settles" \
  propagate_levels

hatch_refuses () {
  status_is 2 "$SUDOSAT" hatch --presolve=singles "$EX/cross.txt" \
    >"$TMP/out" 2>"$TMP/err" && ! grep -q . "$TMP/out" &&
    grep -q "^sudosat: hatch never presolves" "$TMP/err"
}
ok_if "hatch --presolve: exit 2, cross-hatching stays alone" hatch_refuses

list_levels () {
  "$SUDOSAT" list presolve >"$TMP/list" || return 1
  [ "$(cut -f1 "$TMP/list" | cut -d' ' -f2 | tr '\n' ' ')" = \
    "none singles locked hall probe " ] &&
    [ "$(grep -c '	(default) ' "$TMP/list")" -eq 1 ] &&
    grep -q '^presolve probe	(default) ' "$TMP/list" &&
    "$SUDOSAT" list | grep -q '^presolve hall	'
}
ok_if "list presolve: the five levels, probe the default" list_levels

unknown_level () {
  status_is 2 "$SUDOSAT" --presolve=fast "$EX/classic.txt" \
    >"$TMP/out" 2>"$TMP/err" && ! grep -q . "$TMP/out" &&
    grep -qx "sudosat: unknown presolve level 'fast' (none, singles, \
locked, hall, probe)" "$TMP/err"
}
ok_if "unknown level: exit 2, every level offered" unknown_level

done_testing
