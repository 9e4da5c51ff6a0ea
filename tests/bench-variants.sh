# bench-variants.sh: scripts/bench --part=variants in its smallest run
# (one puzzle a rule, one round) and the sets scripts/bench-variant-sets
# makes: every rule has its row, every puzzle is counted unique by the
# sudosat program (with the set's rule), the same seed makes the same
# sets, and --update rewrites the variants section of a copy of
# doc/benchmarks.md and nothing else; --base=REV with a stand-in for
# the base's driver fills the base columns and the base section.
# scripts/bench builds its driver
# against the tree's own library, so the script runs in a build made in
# the source tree only, and skips in others, under valgrind and in
# sanitizer builds (python3 cannot load an instrumented library).
. "$TESTS_DIR/tap.sh"
: "${TOP_SRCDIR:?must name the source tree}"
: "${TOP_BUILDDIR:?must name the build tree}"

if [ -n "${SUDOSAT_MEMCHECK:-}" ] || [ -n "${SUDOSAT_SANITIZERS:-}" ]; then
  echo "1..0 # SKIP scripts/bench times uninstrumented builds only"
  exit 0
fi
if [ "$(cd "$TOP_SRCDIR" && pwd -P)" != "$(cd "$TOP_BUILDDIR" && pwd -P)" ]
then
  echo "1..0 # SKIP scripts/bench needs the build in the source tree"
  exit 0
fi
for tool in python3 cc; do
  command -v $tool >/dev/null 2>&1 ||
    { echo "1..0 # SKIP no $tool"; exit 0; }
done
[ -f "$TOP_BUILDDIR/.libs/libsudosat.so" ] ||
  { echo "1..0 # SKIP no shared library built"; exit 0; }

BENCH=$TOP_SRCDIR/scripts/bench
MAKER=$TOP_SRCDIR/scripts/bench-variant-sets
RES=$TMP/res
# bench's rows: classic, 19 rules, killer and thermometers twice
ROWS=21

# Seed 5 makes a non-consecutive puzzle in a fraction of a second (some
# seeds take several).
"$BENCH" --part=variants --variant-puzzles=1 --variant-seed=5 \
  --min-seconds=0 --results="$RES" --markdown >"$TMP/out" 2>"$TMP/err"
rc=$?
ok_if "the tiny variants run exits 0" \
  sh -c '[ "$1" -eq 0 ] || { cat "$2"; exit 1; }' sh "$rc" "$TMP/err"

# rows: the table's rows, "|" separated, without the outer bars
sed -n 's/^| \(.*\) |$/\1/p' "$TMP/out" | grep -v '^9x9 rule\|^---' \
  >"$TMP/rows"
rows_fine () {
  n=$(wc -l <"$TMP/rows")
  [ "$n" -eq $ROWS ] || { echo "$n rows, want $ROWS"; cat "$TMP/out"; return 1; }
  awk -F' [|] ' '
    NR == 1 && ($1 != "classic 9x9" || $4 != "1.00") { bad = 1 }
    $2 != 1 || $7 != "all unique" || $3 <= 0 { bad = 1 }
    $5 !~ /^[0-9]+$/ || $6 !~ /^[0-9]+$/ { bad = 1 }
    END { exit bad }' "$TMP/rows" || { cat "$TMP/out"; return 1; }
}
ok_if "one row a rule, classic first at ratio 1.00, each puzzle unique" \
  rows_fine
ok_if "each sum and order encoding has its row" \
  sh -c 'for e in "sum encoding combos" "sum encoding running" \
           "order encoding order" "order encoding direct"; do
           grep -q "$e" "$1" || exit 1; done' sh "$TMP/rows"

# Independent of the driver: the program counts every puzzle of the
# sets unique, with the rule of each puzzle-line set.
counted_unique () {
  S=$RES/variant-sets
  for r in classic x windoku anti-knight anti-king non-consecutive; do
    opt=
    [ $r = classic ] || opt=--rules=$r
    [ -s "$S/$r.txt" ] || { echo "no $r.txt"; return 1; }
    # shellcheck disable=SC2086
    "$SUDOSAT" count $opt "$S/$r.txt" >"$TMP/c" &&
      [ "$(sort -u "$TMP/c")" = 1 ] || { echo "$r: not unique"; return 1; }
    # without the rule a generated puzzle has several solutions
    [ $r = classic ] || [ "$("$SUDOSAT" count "$S/$r.txt")" = 2 ] ||
      { echo "$r: unique without its rule"; return 1; }
  done
  for k in disjoint jigsaw killer thermo parity kropki xv; do
    [ -s "$S/$k/001.json" ] || { echo "no $k/001.json"; return 1; }
    [ "$("$SUDOSAT" count "$S/$k/001.json")" = 1 ] ||
      { echo "$k: not unique"; return 1; }
  done
}
ok_if "sudosat counts every puzzle of the sets unique" counted_unique

# The sets are made again the same from the same seed.
SUDOSAT_LIBRARY=$TOP_BUILDDIR/.libs/libsudosat.so PYTHONDONTWRITEBYTECODE=1 \
  python3 "$MAKER" --puzzles=1 --seed=5 --kinds=classic,jigsaw,killer,xv \
  --sudosat="$SUDOSAT" "$TMP/again" 2>/dev/null
same_sets () {
  for f in classic.txt jigsaw/001.json killer/001.json xv/001.json; do
    cmp "$RES/variant-sets/$f" "$TMP/again/$f" || return 1
  done
}
ok_if "the same seed makes the same sets" same_sets

# --update: the variants section takes the table; the rest of the file,
# the first section's tables included, stays as it was.
cp "$TOP_SRCDIR/doc/benchmarks.md" "$TMP/doc.md"
"$BENCH" --part=none --results="$RES" --update="$TMP/doc.md" \
  >/dev/null 2>&1
# section_only SECTION DOC ROWS: DOC is doc/benchmarks.md but for the
# lines between SECTION's markers, whose table rows are ROWS
section_only () {
  b="<!-- scripts/bench $1 begin -->"
  e="<!-- scripts/bench $1 end -->"
  outside () { awk -v b="$b" -v e="$e" '$0 == e { s = 0 } !s; $0 == b { s = 1 }' "$1"; }
  outside "$TOP_SRCDIR/doc/benchmarks.md" >"$TMP/before"
  outside "$2" >"$TMP/after"
  diff "$TMP/before" "$TMP/after" || return 1
  awk -v b="$b" -v e="$e" '$0 == e { s = 0 } s; $0 == b { s = 1 }' \
    "$2" | grep '^| ' | grep -v '^| 9x9 rule\|^|---' |
    sed 's/^| \(.*\) |$/\1/' | cmp - "$3"
}
ok_if "--update rewrites the variants section only" \
  section_only variants "$TMP/doc.md" "$TMP/rows"

printf 'no markers\n' >"$TMP/plain.md"
"$BENCH" --part=variants --variant-puzzles=1 --variant-seed=5 \
  --results="$RES" --update="$TMP/plain.md" >/dev/null 2>"$TMP/err"
rc=$?
ok_if "--update of a file without the variants markers exits 2 at once" \
  sh -c '[ "$1" -eq 2 ] && grep -q "variants begin/end" "$2" &&
         [ "$(cat "$3")" = "no markers" ]' sh "$rc" "$TMP/err" "$TMP/plain.md"

# --base=REV: the base's driver, kept in the results folder, is timed
# by turns with the tree's.  A stand-in driver (one puzzle settled at
# 100 us, and none for the X rule, which it "cannot read") shows what
# the table makes of a base's lines.
if hash=$(git -C "$TOP_SRCDIR" rev-parse --verify -q HEAD 2>/dev/null); then
  mkdir -p "$RES/base-$hash"
  cat >"$RES/base-$hash/bench-sudosat" <<'SH'
#!/bin/sh
case " $* " in *" --rules=x "*) exit 2 ;; esac
echo "puzzles=1 rounds=1 us_per_puzzle=100.00 unique=1 multiple=0 none=0 failed=0 settled=1 variables=0 clauses=0"
SH
  chmod +x "$RES/base-$hash/bench-sudosat"
  "$BENCH" --part=variants --variant-puzzles=1 --variant-seed=5 \
    --min-seconds=0 --results="$RES" --markdown --base=HEAD \
    >"$TMP/base" 2>"$TMP/err"
  rc=$?
  base_rows () {
    [ "$rc" -eq 0 ] || { cat "$TMP/err"; return 1; }
    sed -n 's/^| \(.*\) |$/\1/p' "$TMP/base" |
      grep -v '^9x9 rule\|^---' >"$TMP/brows"
    [ "$(wc -l <"$TMP/brows")" -eq $ROWS ] || { cat "$TMP/base"; return 1; }
    # each row: the base's 100.0 us and the ratio of the tree's time to
    # it, its 100.0% settled; the X row has no base time
    awk -F' [|] ' '
      $1 == "X (both diagonals)" { if ($3 != "-" || $5 != "-" || $6 != "-") bad = 1; next }
      $3 != "100.0" || $6 != "100.0%" || $8 != "all unique" { bad = 1 }
      sprintf("%.2f", $4 / 100) != $5 { bad = 1 }
      END { exit bad }' "$TMP/brows" || { cat "$TMP/base"; return 1; }
    grep -q "base HEAD (${hash%"${hash#???????}"}" "$TMP/base" ||
      { echo "no base in the header"; cat "$TMP/base"; return 1; }
  }
  ok_if "--base times the base's driver beside the tree's, - where it fails" \
    base_rows
  # --update puts such results in the base section, not the variants one
  cp "$TOP_SRCDIR/doc/benchmarks.md" "$TMP/doc2.md"
  "$BENCH" --part=none --results="$RES" --update="$TMP/doc2.md" >/dev/null 2>&1
  ok_if "--update writes results with a base to the base section only" \
    section_only base "$TMP/doc2.md" "$TMP/brows"
else
  skip "--base times the base's driver beside the tree's, - where it fails" \
    "not a git tree"
  skip "--update writes results with a base to the base section only" \
    "not a git tree"
fi

done_testing
