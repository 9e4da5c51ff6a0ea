# solvers.sh: the SAT back ends.  --solver and SUDOSAT_SOLVER pick one
# for solve, count, check, explain, rate and generate and are refused
# elsewhere or by a wrong name; list shows which are built; explain and
# rate give every back end's paths alike (their forcing steps propagate
# in PicoSAT), generate's puzzles under each are unique by PicoSAT's
# count; the portfolio past its budget answers as PicoSAT; CaDiCaL out
# of memory is status 4; and with every back end
# other than PicoSAT that this build has, the end-to-end tests of
# solving, explaining and generating run again with SUDOSAT_SOLVER
# naming it (their TAP lines repeated here, named after the back end and
# the script; a sample of them drawn by SUDOSAT_SEED, all in the full
# sweep).  Plain-mode propagation stays PicoSAT's.
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
    grep -qx "sudosat: unknown solver 'nope' in --solver (picosat, cadical, portfolio)" \
      "$TMP/err" &&
    SUDOSAT_SOLVER=nope "$SUDOSAT" "$EX/classic.txt" 2>"$TMP/err" >/dev/null
  [ $? -eq 2 ] &&
    grep -qx "sudosat: unknown solver 'nope' in SUDOSAT_SOLVER (picosat, cadical, portfolio)" \
      "$TMP/err"
}
ok_if "an unknown solver is refused by name, exit 2" wrong_name
ok_if "--solver is for solve, count, check, explain, rate and generate only" \
  sh -c '"$SUDOSAT" propagate --solver=picosat "$1" 2>&1 >/dev/null |
    grep -x "sudosat propagate: --solver is for solve, count, check, explain, rate and generate only" >/dev/null' \
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
# The portfolio with a budget of one decision: PicoSAT stops at its
# first decision on a puzzle that needs some 250 (--stats counts
# PicoSAT's alone, CaDiCaL counting none), CaDiCaL finishes, and the
# grid, the count and the verdict are PicoSAT's; a budget of 0 is
# refused.
HARD=........1.....2..3.34.1..5......5.6....7..5...65.3...4.1...8.4..46.5.1..9........
handed_over () {
  echo "$HARD" | "$SUDOSAT" -u --stats >"$TMP/want" 2>"$TMP/pico" &&
    grep -q " decisions=2[0-9][0-9] " "$TMP/pico" &&
    echo "$HARD" | "$SUDOSAT" -u --stats --solver=portfolio \
      --portfolio-decisions=1 2>"$TMP/stats" | cmp - "$TMP/want" &&
    grep -q " decisions=1 " "$TMP/stats" &&
    printf '................\n' | "$SUDOSAT" count --solver=portfolio \
      --portfolio-decisions=1 --limit=1000 | grep -qx 288 &&
    "$SUDOSAT" check --solver=portfolio --portfolio-decisions=1 \
      "$EX/classic.txt" | grep -qx unique &&
    status_is 2 "$SUDOSAT" --solver=portfolio --portfolio-decisions=0 \
      "$EX/classic.txt" >/dev/null 2>&1
}
if echo "$built" | grep -qx portfolio; then
  ok_if "portfolio: past its budget CaDiCaL finishes, with PicoSAT's answers" \
    handed_over
fi

for s in $missing; do
  ok_if "$s is not built: --solver=$s refused by name, exit 2" not_built "$s"
done

# explain and rate: the same path and rating under every back end (the
# back end finds the solution and proves it unique; the forcing steps'
# propagation is PicoSAT's), for puzzles that need forcing steps and
# nets, variants and 16x16 among them.
EXPLAINED="$TESTS_DIR/explain-unique.txt $TESTS_DIR/explain-6x6.txt
  $EX/killer.json $EX/16x16.txt"
same_paths () {
  for f in $EXPLAINED; do
    "$SUDOSAT" explain --solver=picosat "$f" >"$TMP/want" 2>&1
    "$SUDOSAT" explain --solver="$1" "$f" 2>&1 | cmp - "$TMP/want" ||
      return 1
    grep -q "^solved in" "$TMP/want" || return 1
  done
  "$SUDOSAT" explain --rules=x "$TESTS_DIR/explain-x.txt" >"$TMP/want" &&
    "$SUDOSAT" explain --solver="$1" --rules=x "$TESTS_DIR/explain-x.txt" |
    cmp - "$TMP/want" || return 1
  # puzzles whose paths end in forcing steps and nets (Arto Inkala's,
  # magictour_top1465 #1, forum_hardest_1106 #34)
  printf '%s\n' \
    8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.. \
    4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........ \
    2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1..5.6.......2 \
    >"$TMP/hard"
  "$SUDOSAT" rate --solver=picosat "$TMP/hard" >"$TMP/want" &&
    "$SUDOSAT" rate --solver="$1" "$TMP/hard" | cmp - "$TMP/want" &&
    [ "$(grep -c forcing "$TMP/want")" -eq 3 ] &&
    SUDOSAT_SOLVER=$1 "$SUDOSAT" rate "$TMP/hard" | cmp - "$TMP/want"
}
for s in $built; do
  ok_if "$s: explain and rate give PicoSAT's paths and ratings" \
    same_paths "$s"
done

# generate: each back end's puzzles have one solution by PicoSAT's own
# count, a seed makes the same puzzles again, and --difficulty holds by
# rate under PicoSAT.
generated () {
  "$SUDOSAT" generate --solver="$1" --seed=21 -n 6 >"$TMP/gen" 2>&1 &&
    "$SUDOSAT" generate --solver="$1" --seed=21 -n 6 | cmp - "$TMP/gen" &&
    [ "$(wc -l <"$TMP/gen")" -eq 6 ] &&
    "$SUDOSAT" count --solver=picosat "$TMP/gen" >"$TMP/counts" &&
    [ "$(grep -cx 1 "$TMP/counts")" -eq 6 ] &&
    "$SUDOSAT" generate --solver="$1" --seed=3 --size=16 --clues=150 \
      >"$TMP/g16" &&
    [ "$("$SUDOSAT" count --solver=picosat "$TMP/g16")" = 1 ] &&
    SUDOSAT_SOLVER=$1 "$SUDOSAT" generate --seed=8 -n 2 \
      --difficulty=intermediate >"$TMP/gd" &&
    "$SUDOSAT" rate --solver=picosat "$TMP/gd" >"$TMP/rd" &&
    [ "$(grep -c '^intermediate ' "$TMP/rd")" -eq 2 ]
}
for s in $built; do
  ok_if "$s: generate's puzzles are unique by PicoSAT, seeds repeat" \
    generated "$s"
done

# CaDiCaL's allocation failures are errors: status 4, one line, nothing
# printed (a 49x49 empty grid within 100 MB of address space).
cadical_oom () {
  awk 'BEGIN { for (r = 0; r < 49; r++) { for (c = 0; c < 49; c++)
               printf "%s0", c ? " " : ""; print "" } }' >"$TMP/e49"
  ( ulimit -c 0 && ulimit -v 102400 &&
    exec "$SUDOSAT" --solver=cadical "$TMP/e49" ) >"$TMP/out" 2>"$TMP/err"
  st=$?
  [ "$st" -eq 4 ] && [ ! -s "$TMP/out" ] &&
    [ "$(wc -l <"$TMP/err")" -eq 1 ] &&
    grep -q 'e49:1: out of memory$' "$TMP/err" ||
    { echo "status $st"; cat "$TMP/err"; return 1; }
}
if echo "$built" | grep -qx cadical; then
  if [ -n "${SUDOSAT_MEMCHECK:-}" ] ||
     ! ( ulimit -v 102400 && "$SUDOSAT" --version ) >/dev/null 2>&1; then
    skip "cadical: out of memory is status 4" \
      "this build cannot start in 100 MB of address space"
  else
    ok_if "cadical: out of memory is status 4" cadical_oom
  fi
fi

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

# The end-to-end tests of solving, explaining and generating, again with
# each other back end: all of them in the full sweep, 6 drawn by the
# seed in the sampled one, 3 in the short one, where the portfolio (PicoSAT
# and then CaDiCaL, each rerun on its own) takes the first of the 3.
solving_tests="boj2580 cli sets sudominoku boxes rules fast presolve \
  second-grid check jobs budget options output forms bad-input explain \
  generate"
reruns=6
if sweep_short; then reruns=3; fi
# shellcheck disable=SC2086
solving_tests=$(sample "$reruns" backends $solving_tests)
echo "# again with each other back end: $(echo $solving_tests)"
for s in $built; do
  [ "$s" = picosat ] && continue
  these=$solving_tests
  if sweep_short && [ "$s" = portfolio ]; then these=${solving_tests%% *}; fi
  for t in $these; do
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
