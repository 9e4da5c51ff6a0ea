# solvers.sh: the SAT back ends.  --solver and SUDOSAT_SOLVER pick one
# for solve, count and check and are refused elsewhere or by a wrong
# name; list shows which are built; and with every back end other than
# PicoSAT that this build has, the end-to-end tests of solving run again
# with SUDOSAT_SOLVER naming it (their TAP lines repeated here, named
# after the back end and the script).  Plain-mode propagation stays
# PicoSAT's, and so do the tests of memory exhaustion (a C++ solver that
# runs out of memory ends the process; --max-literals guards it).
. "$TESTS_DIR/tap.sh"
EX="$TESTS_DIR/../examples"

"$SUDOSAT" list solvers >"$TMP/list" 2>&1
ok_if "list solvers: picosat is the default, and is built" \
  grep -q "^solver picosat	(default) " "$TMP/list"
ok_if "list: the solvers come in the whole list too" \
  sh -c '"$SUDOSAT" list | grep -q "^solver cadical	"'
built=$(grep -v '	(not built) ' "$TMP/list" | cut -f1 | sed 's/^solver //')
missing=$(grep '	(not built) ' "$TMP/list" | cut -f1 | sed 's/^solver //')

same_answers () {   # every built back end: the same grids, counts, checks
  "$SUDOSAT" -u "$EX/classic.txt" "$EX/16x16.txt" >"$TMP/want" &&
    "$SUDOSAT" count --limit=300 "$EX/classic.txt" >"$TMP/count" &&
    for s in $built; do
      "$SUDOSAT" --solver="$s" -u "$EX/classic.txt" "$EX/16x16.txt" |
        cmp - "$TMP/want" || return 1
      SUDOSAT_SOLVER=$s "$SUDOSAT" -u "$EX/classic.txt" "$EX/16x16.txt" |
        cmp - "$TMP/want" || return 1
      "$SUDOSAT" check --solver="$s" "$EX/classic.txt" | grep -qx unique ||
        return 1
      printf '................\n' |
        "$SUDOSAT" count --solver="$s" --limit=1000 | grep -qx 288 ||
        return 1
    done
}
ok_if "every built back end gives the same grids, counts and checks" \
  same_answers

wrong_name () {
  status_is 2 "$SUDOSAT" --solver=nope "$EX/classic.txt" >"$TMP/out" \
    2>"$TMP/err" || return 1
  [ ! -s "$TMP/out" ] &&
    grep -qx "sudosat: unknown solver 'nope' in --solver (picosat, cadical)" \
      "$TMP/err" &&
    SUDOSAT_SOLVER=nope "$SUDOSAT" "$EX/classic.txt" 2>"$TMP/err" >/dev/null
  [ $? -eq 2 ] &&
    grep -qx "sudosat: unknown solver 'nope' in SUDOSAT_SOLVER (picosat, cadical)" \
      "$TMP/err"
}
ok_if "an unknown solver is refused by name, exit 2" wrong_name
ok_if "--solver is for solve, count and check only" \
  sh -c '"$SUDOSAT" propagate --solver=picosat "$1" 2>&1 >/dev/null |
    grep -x "sudosat propagate: --solver is for solve, count and check only" >/dev/null' \
  sh "$EX/classic.txt"
ok_if "SUDOSAT_SOLVER leaves propagate alone" \
  sh -c 'SUDOSAT_SOLVER=nope "$SUDOSAT" propagate "$1" >/dev/null' \
  sh "$EX/classic.txt"
not_built () {   # not_built NAME: refused with a message naming it
  status_is 2 "$SUDOSAT" --solver="$1" "$EX/classic.txt" >"$TMP/out" \
    2>"$TMP/err" &&
    [ ! -s "$TMP/out" ] &&
    grep -q "^sudosat: --solver=$1: this sudosat was built without the $1 \
back end" "$TMP/err"
}
for s in $missing; do
  ok_if "$s is not built: --solver=$s refused by name, exit 2" not_built "$s"
done

# A time limit ends a back end's search: the empty 9x9 counted to the
# end would never finish.
times_out () {
  printf '%081d\n' 0 >"$TMP/empty"
  status_is 5 "$SUDOSAT" count --solver="$1" --limit=100000000 \
    --time-limit=0.3 "$TMP/empty" 2>"$TMP/err" >/dev/null &&
    grep -q "time limit of 0.3 s ran out after" "$TMP/err"
}
for s in $built; do
  ok_if "$s: --time-limit ends a count" times_out "$s"
done
# The literal budget is checked before any back end sees a clause.
over_budget () {
  printf '%0256d\n' 0 >"$TMP/e16"
  status_is 2 "$SUDOSAT" --solver="$1" --max-literals=1000 "$TMP/e16" \
    >/dev/null 2>"$TMP/err" && grep -q "max-literals" "$TMP/err"
}
for s in $built; do
  ok_if "$s: --max-literals refuses a CNF past the budget" over_budget "$s"
done

# The end-to-end tests of solving, again with each other back end.
solving_tests="boj2580 cli sets sudominoku boxes rules fast presolve \
  second-grid check jobs budget options output forms bad-input"
for s in $built; do
  [ "$s" = picosat ] && continue
  for t in $solving_tests; do
    # under memcheck $SUDOSAT is this script's valgrind wrapper already:
    # the inner scripts must not wrap it again
    SUDOSAT_MEMCHECK= SUDOSAT_SOLVER=$s sh "$TESTS_DIR/$t.sh" >"$TMP/tap" 2>&1
    if grep -q '^1\.\.0 # SKIP' "$TMP/tap"; then
      skip "$s: $t.sh" "$(sed -n 's/^1\.\.0 # SKIP //p' "$TMP/tap")"
      continue
    fi
    grep -q '^1\.\.[1-9]' "$TMP/tap" ||
      { tap_n=$((tap_n + 1)); tap_failed=$((tap_failed + 1))
        echo "not ok $tap_n - $s: $t.sh gave no plan"; continue; }
    while IFS= read -r line; do
      case $line in
        'ok '*|'not ok '*)
          tap_n=$((tap_n + 1))
          verdict=${line%% [0-9]*}
          rest=${line#"$verdict "}
          rest=${rest#* - }
          echo "$verdict $tap_n - $s: $t.sh: $rest"
          [ "$verdict" = ok ] || tap_failed=$((tap_failed + 1)) ;;
        '#'*) echo "$line" ;;
      esac
    done <"$TMP/tap"
  done
done
done_testing
