# catalogue.sh: every encoding preset with every at-most-one scheme, as
# `sudosat list` names them (new ones join by themselves).  Each solves
# top95 and the first 10 Gecode 16x16 puzzles to valid grids (checked by
# validate.awk) proven unique, all give the same grids, and --unique
# still catches puzzles with several solutions.  `propagate` on a sample
# of 17-clue puzzles fixes cells that agree with the solutions; minimal
# and efficient complete none of them, extended completes some and
# optimized fixes exactly what extended fixes.  In the sampled sweep
# (tap.sh) the 16x16 puzzles go through the pairs of the short sweep and
# a third of the others, drawn by SUDOSAT_SEED; through every pair in the
# full one.  SUDOSAT_SWEEP=short (tap.sh): each preset with pairwise and
# extended with each scheme; the comparisons between presets then for
# pairwise only.
. "$TESTS_DIR/tap.sh"
D=$SUDOSAT_DATA
V="$TESTS_DIR/validate.awk"
need_data "$D/sudoku9/top95.txt"
need_data "$D/sudoku9/royle_17clue.txt"
need_data "$D/sudoku9/serg_multi_solution.txt"
need_data "$D/sudokuN/gecode_16x16.txt"
head -n 10 "$D/sudokuN/gecode_16x16.txt" >"$TMP/gecode16"
head -n 3 "$D/sudoku9/serg_multi_solution.txt" >"$TMP/multi"
awk 'NR % 491 == 1' "$D/sudoku9/royle_17clue.txt" >"$TMP/17clue"

# solves SET FILE ENCODING SCHEME: solved, unique, valid, and the same
# grids as the first combination.
solves () {
  out=$TMP/$1.$3.$4
  "$SUDOSAT" --encoding="$3" --amo="$4" --unique "$2" >"$out" || return 1
  awk -f "$V" "$2" "$out" || return 1
  if [ -e "$TMP/$1.first" ]; then
    cmp "$TMP/$1.first" "$out"
  else
    cp "$out" "$TMP/$1.first"
  fi
}

# fixes ENCODING SCHEME: propagate's partial grids of the 17-clue sample
# agree with the solutions and fill more cells than the givens; writes
# "COMPLETE FIXED" (grids completed, cells fixed) to $TMP/count.E.S.
fixes () {
  out=$TMP/17clue.$1.$2
  "$SUDOSAT" propagate --encoding="$1" --amo="$2" "$TMP/17clue" >"$out" \
    || return 1
  awk -v part="$out" -v count="$TMP/count.$1.$2" '
    {
      if ((getline p < part) <= 0) { print "no line for puzzle " NR; exit 1 }
      if (length(p) != length($0)) { print "puzzle " NR ": " p; exit 1 }
      for (i = 1; i <= length(p); i++) {
        ch = substr(p, i, 1)
        if (ch == ".") continue
        if (ch != substr($0, i, 1)) { print "puzzle " NR ", cell " i; exit 1 }
        fixed++
      }
      complete += index(p, ".") == 0
    }
    END {
      if ((getline p < part) > 0) { print "extra output lines"; exit 1 }
      print complete + 0, fixed + 0 > count
      if (fixed <= 17 * NR) { print "no cell fixed beyond the givens"; exit 1 }
    }' "$TMP/17clue.solved"
}

# field N ENCODING SCHEME: field N of what fixes counted.
field () {
  cut -d' ' -f"$1" "$TMP/count.$2.$3"
}

encodings=$("$SUDOSAT" list encodings | cut -f1 | sed 's/^encoding //')
schemes=$("$SUDOSAT" list amo | cut -f1 | sed 's/^amo //')
ok_if "list names at least 8 presets and 6 schemes" \
  test "$(echo $encodings | wc -w)" -ge 8 -a "$(echo $schemes | wc -w)" -ge 6
ok_if "the 17-clue sample is solved (reference for propagate)" \
  sh -c '"$SUDOSAT" --unique "$1" >"$2" && awk -f "$3" "$1" "$2"' \
  sh "$TMP/17clue" "$TMP/17clue.solved" "$V"

# the pairs that solve the 16x16 puzzles: those of the short sweep and a
# third of the others
others=$(for e in $encodings; do for a in $schemes; do
           [ "$e" = extended ] || [ "$a" = pairwise ] || echo "$e/$a"
         done; done)
# shellcheck disable=SC2086
big=" $(sample $(($(echo $others | wc -w) / 3)) big $others | tr '\n' ' ')"
for e in $encodings; do
  for a in $schemes; do
    swept "$e" "$a" || continue
    ok_if "$e/$a: top95 solved, unique" solves top95 "$D/sudoku9/top95.txt" \
      "$e" "$a"
    case "$e/$a $big" in
      extended/*|*/pairwise\ *|*" $e/$a "*)
        ok_if "$e/$a: 10 Gecode 16x16 solved, unique" \
          solves gecode16 "$TMP/gecode16" "$e" "$a" ;;
    esac
    ok_if "$e/$a: --unique rejects puzzles with several solutions" \
      status_is 3 "$SUDOSAT" --encoding="$e" --amo="$a" --unique "$TMP/multi"
    ok_if "$e/$a: propagate fixes cells of the solutions" fixes "$e" "$a"
  done
done

for a in $schemes; do
  swept minimal "$a" || continue      # then every preset was swept with a
  for e in minimal efficient; do
    ok_if "$e/$a: propagation completes no 17-clue puzzle" \
      test "$(field 1 $e $a)" -eq 0
  done
  ok_if "extended/$a: propagation completes some 17-clue puzzles" \
    test "$(field 1 extended $a)" -gt 0
  ok_if "optimized/$a: propagation fixes what extended fixes" \
    cmp "$TMP/17clue.extended.$a" "$TMP/17clue.optimized.$a"
  ok_if "augmented/$a: propagation fixes more than extended" \
    test "$(field 2 augmented $a)" -gt "$(field 2 extended $a)"
done
done_testing
