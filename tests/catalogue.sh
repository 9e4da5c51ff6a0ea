# catalogue.sh: every encoding preset with every at-most-one scheme, as
# `sudosat list` names them (new ones join by themselves), solves top95
# and the first 10 Gecode 16x16 puzzles to valid grids proven unique,
# all combinations give the same grids, and --unique still catches
# puzzles with several solutions.
. "$TESTS_DIR/tap.sh"
top95=$SUDOSAT_DATA/sudoku9/top95.txt
gecode16=$SUDOSAT_DATA/sudokuN/gecode_16x16.txt
multi=$SUDOSAT_DATA/sudoku9/serg_multi_solution.txt
need_data "$top95"
need_data "$gecode16"
need_data "$multi"
head -n 10 "$gecode16" >"$TMP/gecode16"
head -n 3 "$multi" >"$TMP/multi"

# valid PUZZLES SOLUTIONS: line by line, each solution is a complete grid
# (every row, column and box a permutation of 1..n) that keeps the
# puzzle's givens.  Lines are n*n characters or n*n integers.
valid () {
  awk -v sol="$2" '
    function values(line, a,   n, i, ch) {
      if (line ~ / /)
        return split(line, a, " ")
      n = length(line)
      for (i = 1; i <= n; i++) {
        ch = substr(line, i, 1)
        a[i] = ch == "." ? 0 : ch + 0
      }
      return n
    }
    function fail(msg) { print "line " NR ": " msg; bad = 1; exit 1 }
    {
      if ((getline s < sol) <= 0) fail("no solution")
      cells = values($0, p)
      if (values(s, g) != cells) fail("solution of another size")
      n = int(sqrt(cells) + 0.5); k = int(sqrt(n) + 0.5)
      for (i = 1; i <= cells; i++)
        if (p[i] && p[i] != g[i]) fail("given " i " changed")
      for (u = 0; u < 3 * n; u++) {
        split("", seen)
        for (j = 0; j < n; j++) {
          t = u % n
          if (u < n) x = t * n + j
          else if (u < 2 * n) x = j * n + t
          else x = (int(t / k) * k + int(j / k)) * n + (t % k) * k + j % k
          v = g[x + 1]
          if (v < 1 || v > n || seen[v]++) fail("unit " u " is no permutation")
        }
      }
    }
    END {
      if (!bad && (getline s < sol) > 0) { print "extra solution lines"; exit 1 }
      exit bad
    }' "$1"
}

# solves SET FILE ENCODING SCHEME: solved, unique, valid, and the same
# grids as the first combination.
solves () {
  out=$TMP/$1.$3.$4
  "$SUDOSAT" --encoding="$3" --amo="$4" --unique "$2" >"$out" || return 1
  valid "$2" "$out" || return 1
  if [ -e "$TMP/$1.first" ]; then
    cmp "$TMP/$1.first" "$out"
  else
    cp "$out" "$TMP/$1.first"
  fi
}

encodings=$("$SUDOSAT" list encodings | cut -f1 | sed 's/^encoding //')
schemes=$("$SUDOSAT" list amo | cut -f1 | sed 's/^amo //')
ok_if "list names at least 5 presets and 6 schemes" \
  test "$(echo $encodings | wc -w)" -ge 5 -a "$(echo $schemes | wc -w)" -ge 6

for e in $encodings; do
  for a in $schemes; do
    ok_if "$e/$a: top95 solved, unique" solves top95 "$top95" "$e" "$a"
    ok_if "$e/$a: 10 Gecode 16x16 solved, unique" \
      solves gecode16 "$TMP/gecode16" "$e" "$a"
    ok_if "$e/$a: --unique rejects puzzles with several solutions" \
      status_is 3 "$SUDOSAT" --encoding="$e" --amo="$a" --unique "$TMP/multi"
  done
done
done_testing
