# generate.sh: the generate command end to end: every puzzle it prints
# has one solution by count and by an external solver (dimacs, then the
# solver again with the solution blocked: UNSAT); seeds repeat; the
# givens keep the symmetry, the clue count and the rules asked for;
# variant puzzles (cages, thermometers, dots, XV, odd/even, jigsaw) go
# out as f-puzzles JSON or links and read back to the same puzzle; bad
# requests get a message and exit 2.
. "$TESTS_DIR/tap.sh"

have () { command -v "$1" >/dev/null 2>&1; }

# count says 1 for each of a batch, and the batch has as many lines;
# READ holds the options count needs to read them (rules, box)
counted_unique () {
  "$SUDOSAT" generate --seed=11 -n 12 "$@" >"$TMP/batch" || return 1
  [ "$(wc -l <"$TMP/batch")" -eq 12 ] || return 1
  "$SUDOSAT" count $READ "$TMP/batch" >"$TMP/counts" || return 1
  [ "$(grep -cx 1 "$TMP/counts")" -eq 12 ] || { cat "$TMP/counts"; return 1; }
}
READ=
ok_if "generate -n 12: count says 1 for each" counted_unique
ok_if "generate --size=6 -n 12: count says 1 for each" counted_unique --size=6
ok_if "generate --size=16 -n 12 --clues=150: count says 1 for each" \
  counted_unique --size=16 --clues=150
READ=--box=3x2
ok_if "generate --box=3x2 -n 12: count --box=3x2 says 1 for each" \
  counted_unique --box=3x2
READ=--rules=x,anti-king
ok_if "generate --rules=x,anti-king -n 12: count --rules says 1" \
  counted_unique --rules=x,anti-king

same_seed () {
  "$SUDOSAT" generate --seed=5 -n 3 >"$TMP/a" &&
    "$SUDOSAT" generate --seed=5 -n 3 >"$TMP/b" &&
    "$SUDOSAT" generate --seed=6 -n 1 >"$TMP/c" &&
    cmp "$TMP/a" "$TMP/b" &&
    # puzzle i of a batch comes from seed + i - 1 alone
    sed -n 2p "$TMP/a" | cmp - "$TMP/c" &&
    [ "$(sort -u "$TMP/a" | wc -l)" -eq 3 ]
}
ok_if "--seed: the same puzzles again; puzzle 2 of seed 5 is seed 6's" \
  same_seed

# the same seed makes the same puzzle on every machine: README's example
# (the generator's numbers are integer arithmetic, PicoSAT's searches
# follow the clauses alone)
readme_seed () {
  want=$(sed -n '/^\$ sudosat generate --seed=1$/{n;p;}' \
         "$TESTS_DIR/../README")
  [ -n "$want" ] && [ "$("$SUDOSAT" generate --seed=1)" = "$want" ]
}
ok_if "--seed=1 makes README's puzzle" readme_seed

# without --seed the seed drawn is on stderr and makes the puzzle again
seed_said () {
  "$SUDOSAT" generate 2>"$TMP/err" >"$TMP/a" || return 1
  seed=$(sed -n 's/^sudosat generate: --seed=\([0-9]*\)$/\1/p' "$TMP/err")
  [ -n "$seed" ] || { cat "$TMP/err"; return 1; }
  "$SUDOSAT" generate --seed="$seed" 2>"$TMP/err2" | cmp - "$TMP/a" &&
    ! [ -s "$TMP/err2" ]
}
ok_if "no --seed: the seed drawn is said, and repeats the puzzle" seed_said

# The second route: the puzzle's CNF (plain map, no presolve) to an
# external solver; its model is blocked and the solver asked again.
# READ holds the options dimacs needs to read the puzzle.
external_unique () {
  solver=$1 n=$2
  shift 2
  "$SUDOSAT" generate --seed=3 "$@" >"$TMP/p" || return 1
  "$SUDOSAT" dimacs -e extended --presolve=none $READ "$TMP/p" \
    >"$TMP/p.cnf" || return 1
  solve_cnf () {
    case $solver in
      minisat) minisat -verb=0 "$1" "$2" >/dev/null 2>&1 ;;
      cadical) cadical -q "$1" >"$2" ;;
    esac
  }
  solve_cnf "$TMP/p.cnf" "$TMP/p.model"
  [ $? -eq 10 ] || { echo "$solver: not SAT"; return 1; }
  # the model's grid is the one sudosat finds
  "$SUDOSAT" decode --cnf="$TMP/p.cnf" "$TMP/p.model" >"$TMP/ext" &&
    "$SUDOSAT" solve $READ "$TMP/p" | cmp - "$TMP/ext" || return 1
  # block it: some cell variable (1..n^3) true in the model goes false
  awk -v cells=$((n * n * n)) '
    { for (i = 1; i <= NF; i++)
        if ($i ~ /^[0-9]+$/ && $i > 0 && $i <= cells) printf "-%s ", $i }
    END { print 0 }' "$TMP/p.model" >"$TMP/block"
  [ "$(wc -w <"$TMP/block")" -eq $((n * n + 1)) ] ||
    { echo "the model names $(wc -w <"$TMP/block") cell literals"; return 1; }
  awk '/^p cnf/ { $4 = $4 + 1 } { print }' "$TMP/p.cnf" >"$TMP/q.cnf" &&
    cat "$TMP/block" >>"$TMP/q.cnf"
  solve_cnf "$TMP/q.cnf" "$TMP/q.model"
  [ $? -eq 20 ] || { echo "$solver: a second solution"; return 1; }
}
for solver in minisat cadical; do
  if ! have "$solver"; then
    skip "$solver: a generated puzzle's only solution, blocked, is UNSAT" \
      "no $solver"
    continue
  fi
  READ=
  ok_if "$solver: a generated 9x9's only solution, blocked, is UNSAT" \
    external_unique "$solver" 9
  ok_if "$solver: a --minimal rotate180 9x9, blocked, is UNSAT" \
    external_unique "$solver" 9 --minimal --symmetry=rotate180
  ok_if "$solver: a generated 16x16, blocked, is UNSAT" \
    external_unique "$solver" 16 --size=16
  READ=--rules=x,anti-king
  ok_if "$solver: a generated --rules=x,anti-king 9x9, blocked, is UNSAT" \
    external_unique "$solver" 9 --rules=x,anti-king
  READ=--box=4x3
  ok_if "$solver: a generated 4x3-box 12x12, blocked, is UNSAT" \
    external_unique "$solver" 12 --box=4x3
  READ=
  ok_if "$solver: a generated killer 9x9 (f-puzzles), blocked, is UNSAT" \
    external_unique "$solver" 9 --rules=killer
  ok_if "$solver: a generated jigsaw thermometer 6x6, blocked, is UNSAT" \
    external_unique "$solver" 6 --size=6 --rules=jigsaw,thermometer
done

# Variant puzzles: f-puzzles JSON by default, one a line; count says 1
# for each; -O fpuzzles is the default; the answer of solve written as
# f-puzzles, its solver's entries (values without "given") taken out,
# is the puzzle again, and so is the link's; solve gives one grid for
# the JSON, the link and -O json's "fpuzzles", and check says unique.
variant_round_trip () {
  size=$1 rules=$2
  gen () { "$SUDOSAT" generate --seed=21 -n 3 --size="$size" --rules="$rules" "$@"; }
  gen >"$TMP/v" && [ "$(wc -l <"$TMP/v")" -eq 3 ] &&
    [ "$(grep -c '^{"size":'"$size"',"grid":' "$TMP/v")" -eq 3 ] || return 1
  "$SUDOSAT" count "$TMP/v" >"$TMP/vc" &&
    [ "$(grep -cx 1 "$TMP/vc")" -eq 3 ] || { cat "$TMP/vc"; return 1; }
  gen -O fpuzzles | cmp - "$TMP/v" || return 1
  entries_out () {
    sed 's/{"value":[0-9]*}/{}/g; s/{"value":[0-9]*,"region"/{"region"/g'
  }
  "$SUDOSAT" solve -O fpuzzles "$TMP/v" | entries_out | cmp - "$TMP/v" ||
    return 1
  gen -O fpuzzles-link >"$TMP/vl" &&
    [ "$(grep -c '^https://www\.f-puzzles\.com/?load=N4Ig' "$TMP/vl")" -eq 3 ] &&
    "$SUDOSAT" solve -O fpuzzles "$TMP/vl" | entries_out | cmp - "$TMP/v" ||
    return 1
  "$SUDOSAT" solve "$TMP/v" >"$TMP/vs1" && "$SUDOSAT" solve "$TMP/vl" |
    cmp - "$TMP/vs1" || return 1
  gen -O json >"$TMP/vj" &&
    jq -c .fpuzzles "$TMP/vj" | cmp - "$TMP/v" &&
    [ "$(jq -r '[.seed, (.rules | join(","))] | join(" ")' "$TMP/vj" |
         sort -u | wc -l)" -eq 3 ] &&
    jq -r .seed "$TMP/vj" | tr '\n' ' ' | grep -qx '21 22 23 ' &&
    "$SUDOSAT" check "$TMP/v" | grep -cx unique | grep -qx 3
}
if command -v jq >/dev/null 2>&1; then
  # every case in make check; 8 of them, drawn by the seed, in the short
  # sweep (valgrind, the sanitizers), where each costs some seconds
  set -- "4 killer" "6 killer" "6 thermometer" "4 kropki" "6 kropki" \
         "6 xv" "4 odd-even" "6 odd,even" "4 jigsaw" "6 jigsaw" \
         "6 jigsaw,killer,x" "6 white,black,sum,thermometer" \
         "6 arrow" "6 littlekiller" "4 arrow,littlekiller" \
         "6 skyscraper" "4 killer,skyscraper" \
         "6 sandwich" "6 xsum" "4 sandwich,xsum" \
         "6 palindrome,renban,whispers" \
         "6 betweenline,slowthermometer,regionsumline" \
         "6 kropki,nowhite,noblack" "6 xv,noxv" \
         "6 quadruple,minimum,maximum" "6 clone" "4 clone,killer"
  if sweep_short; then cases=$(sample 8 round-trips "$@")
  else cases=$(printf '%s\n' "$@"); fi
  ifs=$IFS IFS='
'
  for case in $cases; do
    IFS=$ifs
    set -- $case
    ok_if "--size=$1 --rules=$2: f-puzzles out, read back the same, one solution" \
      variant_round_trip "$1" "$2"
  done
  IFS=$ifs
else
  skip "variant puzzles read back from -O fpuzzles" "no jq"
fi

# a 9x9 killer: made within 10 s of CPU time (the subshell's times: its
# one child's user and system time; a busy machine stretches the wall
# time only; not bounded under valgrind, a wrapper or the sanitizers, the
# short sweep), no rule lost on the way out (the issue of a grid alone:
# check would see several solutions)
killer_9x9 () {
  ("$SUDOSAT" generate --seed=9 --rules=killer >"$TMP/k"; st=$?
   times >"$TMP/times"; exit $st) || return 1
  { [ -n "${SUDOSAT_MEMCHECK:-}${SUDOSAT_WRAPPER:-}" ] || sweep_short ||
    awk 'NR == 2 { gsub(/s/, ""); split($1, u, "m"); split($2, y, "m")
                   t = u[1] * 60 + u[2] + y[1] * 60 + y[2] }
         END { printf "%.2f s of CPU\n", t; exit !(t <= 10) }' "$TMP/times"
  } &&
    "$SUDOSAT" count "$TMP/k" | grep -qx 1 &&
    "$SUDOSAT" generate --seed=9 --rules=x | "$SUDOSAT" count | grep -qx 1 &&
    grep -q '"killercage":\[' "$TMP/k"
}
ok_if "--rules=killer 9x9: made within seconds of CPU, count says 1" killer_9x9

# list rules and --rules agree: each constraint word of list rules is one
# generate lays out
list_words () {
  for w in $("$SUDOSAT" list rules | sed -n 's/^constraint \([a-z-]*\)\t.*generate$/\1/p'); do
    "$SUDOSAT" generate --seed=1 --size=4 --rules="$w" -O fpuzzles >/dev/null ||
      { echo "$w refused"; return 1; }
  done
}
ok_if "every constraint list rules says generate lays out is one --rules takes" \
  list_words

# each symmetry, read off the line: cell i and its image both given or
# both blank
symmetric () {
  sym=$1
  "$SUDOSAT" generate --seed=2 -n 3 --symmetry="$sym" >"$TMP/s" || return 1
  awk -v sym="$sym" '
    { n = 9
      for (i = 0; i < 81; i++) {
        r = int(i / n); c = i % n
        if (sym == "rotate180") j = (n - 1 - r) * n + (n - 1 - c)
        else if (sym == "rotate90") j = c * n + (n - 1 - r)
        else if (sym == "mirror") j = r * n + (n - 1 - c)
        else j = c * n + r
        if ((substr($0, i + 1, 1) == ".") != (substr($0, j + 1, 1) == "."))
          { print "line " NR ": cell " i " and " j; bad = 1 } } }
    END { exit bad }' "$TMP/s"
}
for sym in rotate180 rotate90 mirror diagonal; do
  ok_if "--symmetry=$sym: the givens keep it" symmetric "$sym"
done

givens () { tr -d '.\n' | wc -c; }
clue_target () {
  [ "$("$SUDOSAT" generate --seed=1 --clues=30 | givens)" -eq 30 ] &&
    [ "$("$SUDOSAT" generate --seed=1 --clues=33 --symmetry=rotate180 |
         givens)" -eq 33 ]
}
ok_if "--clues=K: exactly K givens" clue_target

# --minimal: each given blanked in turn lets a second solution in
minimal () {
  "$SUDOSAT" generate --seed=4 --minimal --symmetry=mirror >"$TMP/m" ||
    return 1
  p=$(cat "$TMP/m")
  i=0
  : >"$TMP/less"
  while [ $i -lt 81 ]; do
    case $(printf '%s' "$p" | cut -c$((i + 1))) in
      .) ;;
      *) printf '%s.%s\n' "$(printf '%s' "$p" | cut -c1-$i)" \
           "$(printf '%s' "$p" | cut -c$((i + 2))-)" >>"$TMP/less" ;;
    esac
    i=$((i + 1))
  done
  [ -s "$TMP/less" ] &&
    "$SUDOSAT" count "$TMP/less" | sort -u | grep -qx 2 &&
    ! "$SUDOSAT" count "$TMP/less" | grep -qvx 2
}
ok_if "--minimal --symmetry=mirror: no given can go" minimal

difficulty () {
  "$SUDOSAT" generate --seed=1 -n 2 --difficulty=intermediate >"$TMP/d" &&
    "$SUDOSAT" rate "$TMP/d" | cut -d' ' -f1 | sort -u | grep -qx intermediate
}
ok_if "--difficulty=intermediate: rate says intermediate" difficulty
# beyond, a path that needs search steps: only a rule the units do not
# hold (anti-knight) leaves the nets short of the solution
beyond () {
  "$SUDOSAT" generate --seed=1 --rules=anti-knight --difficulty=beyond \
    >"$TMP/d" &&
    "$SUDOSAT" rate --rules=anti-knight "$TMP/d" |
      grep -q '^beyond 6\.[0-9] (SE 11\.0; search x'
}
ok_if "--rules=anti-knight --difficulty=beyond: rate says beyond" beyond

formats () {
  "$SUDOSAT" generate --seed=1 -n 2 -O json >"$TMP/j" &&
    [ "$(grep -c '^{"index":[12],.*"status":"unique","grid":\[\[' \
         "$TMP/j")" -eq 2 ] &&
    "$SUDOSAT" generate --seed=1 -O pretty | grep -q '^+-------+' &&
    "$SUDOSAT" generate --seed=1 -O grid >"$TMP/g" &&
    [ "$(wc -l <"$TMP/g")" -eq 9 ] &&
    "$SUDOSAT" count "$TMP/g" | grep -qx 1 &&
    "$SUDOSAT" generate --seed=1 --symbols=ABCDEFGHI | grep -q '^[A-I.]*$' &&
    "$SUDOSAT" generate --seed=1 -O chars >"$TMP/c" &&
    [ "$(wc -l <"$TMP/c")" -eq 9 ] && ! grep -qv '^[1-9.]\{9\}$' "$TMP/c" &&
    "$SUDOSAT" generate --seed=1 -O line >"$TMP/l" &&
    "$SUDOSAT" generate --seed=1 -O same | cmp - "$TMP/l" &&
    # grid, chars and line print the same givens
    [ "$(tr -d '\n' <"$TMP/c")" = "$(cat "$TMP/l")" ] &&
    [ "$(tr -d ' \n' <"$TMP/g" | tr 0 .)" = "$(cat "$TMP/l")" ]
}
ok_if "-O json, pretty, grid, chars, line, same and --symbols" formats

progress () {
  "$SUDOSAT" generate --seed=1 -n 3 --progress 2>"$TMP/err" >/dev/null &&
    grep -q 'generate: 3/3 done' "$TMP/err" &&
    "$SUDOSAT" generate --seed=1 -n 3 2>"$TMP/err" >/dev/null &&
    ! [ -s "$TMP/err" ]
}
ok_if "--progress: the count on stderr; none when stderr is no terminal" \
  progress
# on a terminal (script(1) gives one) the count shows without
# --progress, once a run lasts a tenth of a second (four 16x16 do)
on_terminal () {
  SUDOSAT="$SUDOSAT" script -qec \
    '"$SUDOSAT" generate --seed=1 --size=16 -n 4 >/dev/null' \
    "$TMP/typescript" >/dev/null 2>&1 || return 1
  grep -q 'generate: 4/4 done' "$TMP/typescript"
}
if command -v script >/dev/null 2>&1; then
  ok_if "on a terminal: the count on stderr without --progress" on_terminal
else
  skip "on a terminal: the count on stderr without --progress" "no script"
fi

# refused: message and exit 2, nothing on stdout
refused () {
  want=$1
  shift
  status_is 2 "$SUDOSAT" generate "$@" >"$TMP/out" 2>"$TMP/err" &&
    grep -q -- "$want" "$TMP/err" && ! [ -s "$TMP/out" ]
}
ok_if "--clues=82 on 9x9: exit 2, says the grid has 81 cells" \
  refused "has 81 cells" --clues=82
ok_if "--clues=x: exit 2" refused "--clues wants" --clues=x
ok_if "--clues=30 --symmetry=rotate90: exit 2, names 29 and 32" \
  refused "29 or 32 givens, never 30" --clues=30 --symmetry=rotate90
ok_if "--symmetry=spiral: exit 2, names the symmetries" \
  refused "unknown symmetry 'spiral' (none, rotate180, rotate90, mirror" \
  --symmetry=spiral
ok_if "--difficulty=tough: exit 2, names the levels" \
  refused "unknown difficulty 'tough' (simple, easy" --difficulty=tough
ok_if "--size=7: exit 2, a prime has no boxes" refused "prime" --size=7
ok_if "--size=8 --box=3x3: exit 2" refused "not 8" --size=8 --box=3x3
ok_if "-n 0: exit 2" refused "--number wants" -n 0
ok_if "--seed=-1: exit 2" refused "--seed wants" --seed=-1
ok_if "a file: exit 2, generate reads no input" refused "reads no input" x.txt
ok_if "--format: exit 2, it is for the commands that read puzzles" \
  refused "--format is for" --format=line
ok_if "--rules=windoku --box=2x3: exit 2" refused "windoku" \
  --rules=windoku --box=2x3
ok_if "--rules=spiral: exit 2, names the rules and generate's constraints" \
  refused "unknown rule 'spiral' (x, windoku, anti-knight, anti-king, non-consecutive; and for generate jigsaw, cage, killer, thermometer" \
  --rules=spiral
ok_if "--rules=killer -O chars: a grid alone is still what -O asks" \
  sh -c '"$0" generate --seed=1 --size=4 --rules=killer -O line | grep -qx "[1-4.]\{16\}"' "$SUDOSAT"

# not made: exit 1 and why
not_made () {
  want=$1
  shift
  status_is 1 "$SUDOSAT" generate --seed=1 "$@" >"$TMP/out" 2>"$TMP/err" &&
    grep -q -- "$want" "$TMP/err" && ! [ -s "$TMP/out" ]
}
ok_if "--size=4 --clues=3: exit 1, the fewest givens reached said" \
  not_made "no puzzle with 3 givens in 1000 full grids (the fewest reached: 4)" \
  --size=4 --clues=3
ok_if "--size=4 --rules=anti-king,anti-knight: exit 1, no such grid" \
  not_made "no 4x4 grid keeps these rules" --size=4 --rules=anti-king,anti-knight

# past the literal budget: said, exit 2; out of memory: said, exit 4,
# nothing printed
too_big () {
  status_is 2 "$SUDOSAT" generate --seed=1 --size=100 >"$TMP/out" \
    2>"$TMP/err" && grep -q "exceeds 268435456 literals" "$TMP/err" &&
    ! [ -s "$TMP/out" ] &&
    status_is 2 "$SUDOSAT" generate --seed=1 --size=16 --max-literals=1K \
      >"$TMP/out" 2>/dev/null || return 1
  if [ -n "${SUDOSAT_MEMCHECK:-}" ] ||
     ! ( ulimit -v 102400 && "$SUDOSAT" --version ) >/dev/null 2>&1; then
    return 0
  fi
  ( ulimit -c 0 && ulimit -v 102400 &&
    exec "$SUDOSAT" generate --seed=1 --size=100 --max-literals=4G ) \
    >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 4 ] && grep -q "out of memory" "$TMP/err" && ! [ -s "$TMP/out" ]
}
ok_if "--size=100: over the literal budget, exit 2; out of memory, exit 4" \
  too_big

ok_if "--time-limit past on 25x25: exit 5, the time limit said" \
  sh -c '"$SUDOSAT" generate --seed=1 --size=25 -t 0.01 2>"$0/err";
         [ $? -eq 5 ] && grep -q "time limit" "$0/err"' "$TMP"

done_testing
