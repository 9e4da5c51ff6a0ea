# dimacs.sh: for every encoding preset x AMO scheme, `dimacs` writes CNF
# that PicoSAT's program accepts and MiniSat and CaDiCaL solve, and
# `decode` turns their answers back into the grids `solve` prints: every
# BOJ 2580 case, 20 puzzles of top95 and (once the build reads it) the
# Sudominoku judge data.  Header counts match the clauses, and a model with one
# literal flipped is rejected naming a clause it really falsifies.
# Every pair writes the files of every puzzle and checks the headers of
# 10 of them; PicoSAT's program takes 3 of the BOJ cases, the 9th puzzle
# of top95 and 1 other, and the solvers and decode go round those and 3
# of the judge's, each drawn for each pair by SUDOSAT_SEED (tap.sh's
# sample), for the pairs of the short sweep (below) and a third of the
# others, drawn likewise; SUDOSAT_SWEEP=full (make check-full) checks
# every file and goes round every puzzle with every pair.
# SUDOSAT_SWEEP=short (tap.sh): each preset with pairwise and extended
# with each scheme, writing the files of 5 BOJ cases (the three without
# a final newline among them) and puzzles 5 to 9 of top95 (fast settles
# all the others before search; the flipped literal needs one it leaves
# to the solver), and going round 2 of those cases, the 9th puzzle and
# one other, drawn as above.
. "$TESTS_DIR/tap.sh"
D=$SUDOSAT_DATA
need_data "$D/boj2580"
need_data "$D/sudoku9/top95.txt"

have () { command -v "$1" >/dev/null 2>&1; }

# The puzzles, each also in a file of its own for decode PUZZLE MODEL.
mkdir "$TMP/in"
ntop=20 top_from=1
set -- "$D"/boj2580/*.in
if sweep_short; then
  ntop=5 top_from=5
  set -- "$D"/boj2580/pe96_grid01.in "$D"/boj2580/sample.in \
    "$D"/boj2580/tl*.in
fi
nboj=$#
i=0
for f in "$@"; do
  i=$((i + 1))
  name=$(printf 'boj-%02d' "$i")
  cp "$f" "$TMP/in/$name.txt"
  { cat "$f"; echo; } >>"$TMP/boj.txt"     # some cases lack a final newline
done
sed -n "$top_from,$((top_from + ntop - 1))p" "$D/sudoku9/top95.txt" \
  >"$TMP/top.txt"
i=0
while IFS= read -r line; do
  i=$((i + 1))
  printf '%s\n' "$line" >"$TMP/in/$(printf 'top-%02d' "$i").txt"
done <"$TMP/top.txt"
sdk=
if "$SUDOSAT" solve "$D/boj4574/judge.in" >/dev/null 2>&1; then
  sdk=$D/boj4574/judge.in
fi

# header_ok FILE...: each p line counts the clauses and the largest
# variable that follow it, and no comment comes after it.
header_ok () {
  awk '
    FNR == 1 && NR > 1 { check() }
    /^p cnf / { p = FNR; vars = $3; clauses = $4; next }
    /^c/ { if (p) { print FILENAME ": comment after the p line"; bad = 1 }
           next }
    { for (i = 1; i <= NF; i++)
        if ($i == 0) seen++
        else { v = $i < 0 ? -$i : $i; if (v > max) max = v } }
    function check () {
      if (!p || seen != clauses || max != vars) {
        printf "%s: p cnf %s %s, but %d clauses, largest variable %d\n",
               prev, vars, clauses, seen, max
        bad = 1
      }
      p = 0; seen = 0; max = 0
    }
    { prev = FILENAME }
    END { check(); exit bad }' "$@"
}

# run_solver SOLVER CNF OUT: the solver's answer for CNF in OUT; its exit
# status must say satisfiable.
run_solver () {
  case $1 in
    minisat) minisat -verb=0 "$2" "$3" >/dev/null 2>&1 ;;
    cadical) cadical -q "$2" >"$3" ;;
    picosat) picosat "$2" >"$3" ;;
  esac
  rs=$?
  [ "$rs" -eq 10 ] || { echo "$1 $2: exit $rs, expected 10"; return 1; }
}

# round_trip SOLVER DIR EXPECTED NAMES...: solve DIR/NAME.cnf with
# SOLVER and decode each answer, alternately against the puzzle file and
# with --cnf; the grids, in order, must equal EXPECTED.
round_trip () {
  rt_solver=$1 rt_dir=$2 rt_expected=$3
  shift 3
  : >"$rt_dir/$rt_solver.grids"
  rt_i=0
  for rt_name in "$@"; do
    rt_i=$((rt_i + 1))
    run_solver "$rt_solver" "$rt_dir/$rt_name.cnf" \
      "$rt_dir/$rt_name.$rt_solver" || return 1
    if [ $((rt_i % 2)) -eq 0 ] && [ -e "$TMP/in/$rt_name.txt" ]; then
      "$SUDOSAT" decode -e "$e" -a "$a" "$TMP/in/$rt_name.txt" \
        "$rt_dir/$rt_name.$rt_solver" >>"$rt_dir/$rt_solver.grids"
    else
      "$SUDOSAT" decode --cnf "$rt_dir/$rt_name.cnf" \
        "$rt_dir/$rt_name.$rt_solver" >>"$rt_dir/$rt_solver.grids"
    fi || { echo "decode failed on $rt_name ($rt_solver)"; return 1; }
  done
  diff "$rt_expected" "$rt_dir/$rt_solver.grids"
}

# corrupt DIR NAME: flip the first positive literal of the MiniSat model
# of NAME; decode must exit 2 naming a clause of NAME.cnf that holds the
# flipped variable with the sign it needed, and with --cnf its line.
corrupt () {
  awk 'NR == 2 { for (i = 1; i <= NF; i++) if ($i > 0) { $i = -$i; break } }
       { print }' "$1/$2.minisat" >"$1/bad.model"
  flipped=$(awk 'NR == 2 { for (i = 1; i <= NF; i++)
                             if ($i > 0) { print $i; exit } }' "$1/$2.minisat")
  status_is 2 "$SUDOSAT" decode -e "$e" -a "$a" "$TMP/in/$2.txt" \
    "$1/bad.model" 2>"$1/err" || return 1
  cat "$1/err"
  # "...: the model falsifies clause N: L1 L2 ... 0, that is ..."
  clause=$(sed -n 's/.* falsifies clause \([0-9]*\): \([-0-9 ]* 0\),.*/\1/p' \
    "$1/err")
  lits=$(sed -n 's/.* falsifies clause \([0-9]*\): \([-0-9 ]* 0\),.*/\2/p' \
    "$1/err")
  [ -n "$clause" ] || { echo "no clause named"; return 1; }
  actual=$(awk -v n="$clause" '/^p/ { on = 1; next }
                               on && !/^c/ && ++k == n { print; exit }' \
    "$1/$2.cnf")
  [ "$actual" = "$lits" ] || { echo "clause $clause is '$actual'"; return 1; }
  case " $lits " in
    *" $flipped "*) ;;
    *) echo "clause $clause lacks $flipped"; return 1 ;;
  esac
  # with --cnf the message is located at the clause's line in the file
  status_is 2 "$SUDOSAT" decode --cnf "$1/$2.cnf" "$1/bad.model" \
    2>"$1/err" || return 1
  cat "$1/err"
  line=$(sed -n \
    "s/.*\.cnf:\([0-9]*\): the model falsifies clause $clause: .*/\1/p" \
    "$1/err")
  [ -n "$line" ] && [ "$(sed -n "${line}p" "$1/$2.cnf")" = "$lits" ]
}

# picosat_all DIR NAMES...: PicoSAT's program parses DIR/NAME.cnf of
# each NAME and finds it satisfiable (exit 10, "s SATISFIABLE").
picosat_all () {
  pa_dir=$1
  shift
  for pa in "$@"; do
    pa=$pa_dir/$pa.cnf
    run_solver picosat "$pa" "$pa_dir/picosat.out" || return 1
    [ "$(head -1 "$pa_dir/picosat.out")" = "s SATISFIABLE" ] ||
      { echo "picosat $pa: $(head -1 "$pa_dir/picosat.out")"; return 1; }
  done
}

# grids_of FILE NAME...: the grids solve printed in FILE for the named
# puzzles, in the order named: boj-K is the K-th 9-line grid, top-K the
# K-th line after them (FILE holds boj.txt's then top.txt's), sdk-K the
# K-th "Puzzle K" line with its 9 rows (FILE holds the judge data's).
grids_of () {
  go_file=$1
  shift
  awk -v names="$*" -v nboj="$nboj" '
    { line[NR] = $0 }
    END {
      n = split(names, w, " ")
      for (i = 1; i <= n; i++) {
        k = substr(w[i], 5) + 0
        if (w[i] ~ /^boj-/) { from = 9 * (k - 1) + 1; to = 9 * k }
        else if (w[i] ~ /^top-/) from = to = 9 * nboj + k
        else { from = 10 * (k - 1) + 1; to = 10 * k }
        if (to > NR) { print "no grid for " w[i] > "/dev/stderr"; exit 1 }
        for (j = from; j <= to; j++) print line[j]
      }
    }' "$go_file"
}

boj_names=$(i=0; while [ $i -lt "$nboj" ]; do i=$((i + 1));
            printf 'boj-%02d ' "$i"; done)
top_names=$(i=0; while [ $i -lt "$ntop" ]; do i=$((i + 1));
            printf 'top-%02d ' "$i"; done)
# fast settles every puzzle of top95's first 20 before search but the
# 9th: the rounds always take that one, for the flipped literal
top_name_searched=$(printf 'top-%02d' $((9 - top_from + 1)))
top_names_settled=$(echo $top_names | tr ' ' '\n' |
                    grep -vx "$top_name_searched")

encodings=$("$SUDOSAT" list encodings | awk '{ print $2 }')
schemes=$("$SUDOSAT" list amo | awk '{ print $2 }')
# the pairs that go round the solvers: those of the short sweep, and a
# third of the others
others=$(for e in $encodings; do for a in $schemes; do
           [ "$e" = extended ] || [ "$a" = pairwise ] || echo "$e/$a"
         done; done)
# shellcheck disable=SC2086
rounds=" $(sample $(($(echo $others | wc -w) / 3)) rounds $others | tr '\n' ' ')"
for e in $encodings; do
  for a in $schemes; do
    swept "$e" "$a" || continue
    round=
    if [ "$e" = extended ] || [ "$a" = pairwise ]; then round=1; fi
    case $rounds in *" $e/$a "*) round=1 ;; esac
    dir=$TMP/$e-$a
    mkdir "$dir"
    # the puzzles PicoSAT takes and this pair goes round
    if sweep_short; then
      nb=2 nt=1
    else
      nb=3 nt=1
    fi
    # shellcheck disable=SC2086
    names="$(sample $nb "boj/$e/$a" $boj_names) $(sample $nt "top/$e/$a" \
      $top_names_settled) $top_name_searched"
    ok_if "$e/$a: dimacs writes one file per puzzle" \
      sh -c '"$1" dimacs -e "$2" -a "$3" -o "$4/boj-%02d.cnf" "$5" &&
             "$1" dimacs -e "$2" -a "$3" -o "$4/top-%02d.cnf" "$6" &&
             [ "$(ls "$4"/*.cnf | wc -l)" -eq "$7" ]' \
      sh "$SUDOSAT" "$e" "$a" "$dir" "$TMP/boj.txt" "$TMP/top.txt" \
      $((nboj + ntop))
    # shellcheck disable=SC2046
    ok_if "$e/$a: header counts equal the clauses and largest variable" \
      header_ok $({ for name in $names; do echo "$dir/$name.cnf"; done
                    sample 10 "header/$e/$a" "$dir"/*.cnf; } | sort -u)
    if have picosat; then
      # shellcheck disable=SC2086
      ok_if "$e/$a: picosat's own program accepts and solves the files" \
        picosat_all "$dir" $names
    else
      skip "$e/$a: picosat accepts every file" "picosat is not installed"
    fi
    [ -n "$round" ] || { rm -rf "$dir"; continue; }
    # the grids solve prints for the puzzles, in that order
    "$SUDOSAT" solve -e "$e" -a "$a" "$TMP/boj.txt" "$TMP/top.txt" \
      >"$dir/all"
    # shellcheck disable=SC2086
    grids_of "$dir/all" $names >"$dir/expected"
    for solver in minisat cadical; do
      if have "$solver"; then
        # shellcheck disable=SC2086
        ok_if "$e/$a: $solver solves the files, decode gives solve's grids" \
          round_trip "$solver" "$dir" "$dir/expected" $names
      else
        skip "$e/$a: $solver round trip" "$solver is not installed"
      fi
    done
    # the first puzzle whose model sets a variable true (a preset that
    # folds propagation, such as fast, settles some puzzles before search)
    victim=$(for name in $names; do
               m=$dir/$name.minisat
               awk 'NR == 2 { for (i = 1; i <= NF; i++) if ($i > 0) f = 1 }
                    END { exit !f }' "$m" 2>/dev/null &&
                 { basename "$m" .minisat; break; }
             done)
    if have minisat && [ -n "$victim" ]; then
      ok_if "$e/$a: a flipped literal is rejected naming its clause" \
        corrupt "$dir" "$victim"
    elif have minisat; then
      skip "$e/$a: a flipped literal is rejected" "no model sets a variable"
    else
      skip "$e/$a: a flipped literal is rejected" "minisat is not installed"
    fi
    if [ -n "$sdk" ]; then
      mkdir "$dir/sdk"
      "$SUDOSAT" solve -e "$e" -a "$a" "$sdk" >"$dir/sdk/all"
      "$SUDOSAT" dimacs -e "$e" -a "$a" -o "$dir/sdk/sdk-%d.cnf" "$sdk"
      # shellcheck disable=SC2046
      sdk_names=$(sample 3 "sdk/$e/$a" $(cd "$dir/sdk" && ls sdk-*.cnf |
                  sort -t- -k2 -n | sed 's/\.cnf$//'))
      # shellcheck disable=SC2086
      grids_of "$dir/sdk/all" $sdk_names >"$dir/sdk/expected"
      for solver in minisat cadical; do
        if have "$solver"; then
          # shellcheck disable=SC2086
          ok_if "$e/$a: Sudominoku judge data through $solver" \
            round_trip "$solver" "$dir/sdk" "$dir/sdk/expected" $sdk_names
        else
          skip "$e/$a: Sudominoku through $solver" "$solver is not installed"
        fi
      done
    else
      skip "$e/$a: Sudominoku round trip" "this build does not read Sudominoku"
    fi
    rm -rf "$dir"
  done
done
done_testing
