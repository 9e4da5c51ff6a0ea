# boxes.sh: grids with R x C boxes (6x6, 8x8, 10x10, 12x12, and 3x2 or
# 4x3 boxes through --box) solve, count, prove uniqueness and go through
# dimacs, an external solver and decode.  The puzzles come from a valid
# grid made here; answers are checked by an awk checker of this file and
# counts by an awk backtracker of this file, never by sudosat itself.
. "$TESTS_DIR/tap.sh"

have () { command -v "$1" >/dev/null 2>&1; }

# make_grid BR BC SEED BLANK: a grid of BR x BC boxes in the grid
# format, from the pattern (r % BR * BC + r / BR + c) % n + 1 with its
# values, the rows of each band and the columns of each stack shuffled,
# then about BLANK in 1000 cells blanked.
make_grid () {
  awk -v br="$1" -v bc="$2" -v seed="$3" -v blank="$4" 'BEGIN {
    n = br * bc; srand(seed)
    for (i = 0; i < n; i++) { p[i] = i; rw[i] = i; cl[i] = i }
    for (i = n - 1; i > 0; i--) {
      j = int(rand() * (i + 1)); t = p[i]; p[i] = p[j]; p[j] = t
      j = int(i / br) * br + int(rand() * (i % br + 1))
      t = rw[i]; rw[i] = rw[j]; rw[j] = t
      j = int(i / bc) * bc + int(rand() * (i % bc + 1))
      t = cl[i]; cl[i] = cl[j]; cl[j] = t
    }
    for (r = 0; r < n; r++) {
      line = ""
      for (c = 0; c < n; c++) {
        rr = rw[r]; cc = cl[c]
        v = p[((rr % br) * bc + int(rr / br) + cc) % n] + 1
        if (rand() * 1000 < blank) v = 0
        line = line (c ? " " : "") v
      }
      print line
    }
  }'
}

# check_grid BR BC PUZZLE ANSWER: ANSWER (grid format) fills PUZZLE and
# has every value once in each row, column and box.
check_grid () {
  awk -v br="$1" -v bc="$2" '
    FNR == NR { for (c = 1; c <= NF; c++) given[FNR - 1, c - 1] = $c; next }
    { r = FNR - 1; n = br * bc
      if (NF != n) { print "row " FNR ": " NF " values"; bad = 1 }
      for (c = 0; c < NF; c++) {
        v = $(c + 1)
        if (v < 1 || v > n) { print "bad value " v; bad = 1 }
        if (given[r, c] && given[r, c] != v) { print "given changed"; bad = 1 }
        b = int(r / br) * br + int(c / bc)
        if (row[r, v]++ || col[c, v]++ || box[b, v]++) {
          print "value " v " twice near row " r + 1 ", column " c + 1
          bad = 1
        }
      }
      rows++ }
    END { if (rows != br * bc) { print rows " rows"; bad = 1 }; exit bad }
  ' "$3" "$4"
}

# brute_count BR BC PUZZLE MAX: the completions of PUZZLE, up to MAX, by
# backtracking over its blank cells in order.
brute_count () {
  awk -v br="$1" -v bc="$2" -v max="$4" '
    function fits(i, v,   r, c, b, j) {
      r = int(cell[i] / n); c = cell[i] % n
      b = int(r / br) * br + int(c / bc)
      return !(row[r, v] || col[c, v] || box[b, v])
    }
    function set(i, v, on,   r, c, b) {
      r = int(cell[i] / n); c = cell[i] % n
      b = int(r / br) * br + int(c / bc)
      row[r, v] = col[c, v] = box[b, v] = on
    }
    function search(i,   v) {
      if (found >= max) return
      if (i == m) { found++; return }
      for (v = 1; v <= n; v++)
        if (fits(i, v)) { set(i, v, 1); search(i + 1); set(i, v, 0) }
    }
    { n = NF
      for (c = 0; c < n; c++) {
        v = $(c + 1)
        if (v) { r = NR - 1; row[r, v] = col[c, v] = 1
                 box[int(r / br) * br + int(c / bc), v] = 1 }
        else cell[m++] = (NR - 1) * n + c
      } }
    END { search(0); print found }
  ' "$3"
}

# shape BR BC OPTS: the checks for one shape; OPTS is --box=BRxBC or
# empty for the side's default shape.  "puzzle" has one solution,
# "open" several (both as the backtracker counts).
shape () {
  br=$1 bc=$2 opts=$3 n=$(($1 * $2)) d=$TMP/$1x$2
  mkdir -p "$d"
  make_grid "$br" "$bc" 7 0 >"$d/full"
  case $n in
    6) make_grid "$br" "$bc" 7 250 >"$d/puzzle"
       make_grid "$br" "$bc" 11 620 >"$d/open" ;;
    8) make_grid "$br" "$bc" 7 300 >"$d/puzzle"
       make_grid "$br" "$bc" 11 400 >"$d/open" ;;
    10) make_grid "$br" "$bc" 7 300 >"$d/puzzle"
        make_grid "$br" "$bc" 11 450 >"$d/open" ;;
    *) make_grid "$br" "$bc" 7 300 >"$d/puzzle"
       make_grid "$br" "$bc" 11 500 >"$d/open" ;;
  esac
  unique=$(brute_count "$br" "$bc" "$d/puzzle" 2)
  several=$(brute_count "$br" "$bc" "$d/open" 30)
  # shellcheck disable=SC2086
  {
    made_ok () {
      check_grid "$br" "$bc" "$d/full" "$d/full" || return 1
      [ "$unique" = 1 ] || { echo "puzzle: $unique solutions"; return 1; }
      [ "$several" -ge 2 ] || { echo "open: $several solutions"; return 1; }
    }
    ok_if "${br}x$bc: the made grid is valid, the puzzles as planned" made_ok
    solve_ok () {
      "$SUDOSAT" $opts "$d/puzzle" >"$d/answer" &&
        check_grid "$br" "$bc" "$d/puzzle" "$d/answer" &&
        diff "$d/full" "$d/answer"
    }
    ok_if "${br}x$bc: solve gives the one valid grid" solve_ok
    for e in fast extended augmented optimized; do
      count_ok () {
        got=$("$SUDOSAT" count $opts --limit=30 -e "$e" "$d/open") || return 1
        [ "$got" = "$several" ] ||
          { echo "count $got, brute force $several"; return 1; }
      }
      ok_if "${br}x$bc: count -e $e equals a brute-force count" count_ok
    done
    unique_ok () {
      "$SUDOSAT" $opts --unique "$d/puzzle" >/dev/null &&
        status_is 3 "$SUDOSAT" $opts --unique "$d/open" >/dev/null
    }
    ok_if "${br}x$bc: --unique proves uniqueness, and exits 3 otherwise" \
      unique_ok
    for solver in minisat cadical; do
      if ! have "$solver"; then
        skip "${br}x$bc: dimacs, $solver, decode --cnf" "no $solver"
        continue
      fi
      round_trip () {
        "$SUDOSAT" dimacs $opts -o "$d/p.cnf" "$d/puzzle" || return 1
        case $solver in
          minisat) minisat -verb=0 "$d/p.cnf" "$d/p.model" >/dev/null 2>&1 ;;
          cadical) cadical -q "$d/p.cnf" >"$d/p.model" ;;
        esac
        [ $? -eq 10 ] || { echo "$solver did not say SAT"; return 1; }
        # no --box: the comments carry the shape
        "$SUDOSAT" decode --cnf="$d/p.cnf" "$d/p.model" >"$d/decoded" &&
          diff "$d/full" "$d/decoded" &&
          "$SUDOSAT" decode $opts "$d/puzzle" "$d/p.model" >"$d/decoded2" &&
          diff "$d/full" "$d/decoded2"
      }
      ok_if "${br}x$bc: dimacs, $solver, decode --cnf give the grid" \
        round_trip
    done
    box_comment () {
      "$SUDOSAT" dimacs $opts "$d/puzzle" >"$d/p.cnf" || return 1
      if [ -n "$opts" ]; then
        grep -qx "c box ${br}x$bc" "$d/p.cnf"
      else
        ! grep -q '^c box' "$d/p.cnf"
      fi
    }
    ok_if "${br}x$bc: a 'box' comment only for a shape not the default" \
      box_comment
  }
}

shape 2 3 ""
shape 2 4 ""
shape 2 5 ""
shape 3 4 ""
shape 3 2 --box=3x2
shape 4 3 --box=4x3

# The line and chars formats take any side with boxes, and print back in
# the same format.
formats () {
  d=$TMP/formats
  mkdir -p "$d"
  make_grid 3 4 5 300 >"$d/grid"
  # chars: 10, 11, 12 are A, B, C; 0 blank
  awk '{ s = ""; for (i = 1; i <= NF; i++)
           s = s ($i > 9 ? sprintf("%c", 55 + $i) : $i); print s }' \
    "$d/grid" >"$d/chars"
  awk '{ printf "%s", $0 } END { print "" }' "$d/chars" >"$d/line"
  "$SUDOSAT" "$d/grid" >"$d/a.grid" &&
    "$SUDOSAT" "$d/chars" >"$d/a.chars" &&
    "$SUDOSAT" "$d/line" >"$d/a.line" || return 1
  awk '{ s = ""; for (i = 1; i <= NF; i++)
           s = s ($i > 9 ? sprintf("%c", 55 + $i) : $i); print s }' \
    "$d/a.grid" >"$d/want.chars"
  awk '{ printf "%s", $0 } END { print "" }' "$d/want.chars" >"$d/want.line"
  diff "$d/want.chars" "$d/a.chars" && diff "$d/want.line" "$d/a.line"
}
ok_if "12x12 in the grid, chars and line formats: the same grid" formats

box_errors () {
  make_grid 2 3 3 300 >"$TMP/six"
  status_is 2 "$SUDOSAT" --box=2x2 "$TMP/six" 2>"$TMP/err" || return 1
  grep -qx "$TMP/six:1:1: a grid row of 6 values: a 6x6 grid cannot have 2x2 boxes (--box)" \
    "$TMP/err" || { cat "$TMP/err"; return 1; }
  for bad in 1x6 6x1 2x 2x3x1 x3 21x20 2*3; do
    status_is 2 "$SUDOSAT" --box="$bad" "$TMP/six" 2>"$TMP/err" || return 1
    grep -q "^sudosat: --box wants RxC" "$TMP/err" ||
      { cat "$TMP/err"; return 1; }
  done
  printf '1 2 3 4 5 6 7\n' >"$TMP/seven"
  status_is 2 "$SUDOSAT" --format=grid "$TMP/seven" 2>"$TMP/err" &&
    grep -q "a 7x7 grid has no boxes" "$TMP/err"
}
ok_if "--box errors: a shape not fitting the grid, malformed values" \
  box_errors

# decode --cnf: a --box the comments contradict, and a comment that does
# not fit the size, are refused
cnf_box () {
  make_grid 3 2 3 300 >"$TMP/six32"
  "$SUDOSAT" dimacs --box=3x2 "$TMP/six32" >"$TMP/c.cnf" || return 1
  status_is 2 "$SUDOSAT" decode --box=2x3 --cnf="$TMP/c.cnf" </dev/null \
    2>"$TMP/err" || return 1
  grep -q 'written with --box=3x2, not --box=2x3' "$TMP/err" || return 1
  sed 's/^c box 3x2$/c box 2x4/' "$TMP/c.cnf" >"$TMP/d.cnf"
  status_is 2 "$SUDOSAT" decode --cnf="$TMP/d.cnf" </dev/null \
    2>"$TMP/err" || return 1
  grep -q "box '2x4' does not fit the 6x6 grid" "$TMP/err"
}
ok_if "decode --cnf: the 'box' comment is checked" cnf_box

# A first line of 36 or 100 integers is a grid row of that side: those
# sides' square roots, 6 and 10, have no square boxes, so a whole 6x6 or
# 10x10 puzzle of integers on one line needs --format=line.
zeros_row () {
  for side in 36 100; do
    awk -v n=$side 'BEGIN { for (r = 0; r < n; r++) {
      for (c = 0; c < n; c++) printf "%s0", c ? " " : ""; print "" } }' \
      >"$TMP/empty$side"
    # the literal budget's message names the side that was read
    "$SUDOSAT" propagate --max-literals=1 "$TMP/empty$side" \
      2>"$TMP/err" >/dev/null
    grep -q "this ${side}x$side puzzle" "$TMP/err" || return 1
    head -n 1 "$TMP/empty$side" |
      "$SUDOSAT" propagate --max-literals=1 --format=line 2>"$TMP/err" \
      >/dev/null
    root=$(awk -v n=$side 'BEGIN { print int(sqrt(n) + 0.5) }')
    grep -q "this ${root}x$root puzzle" "$TMP/err" || return 1
  done
  lines=$("$SUDOSAT" propagate "$TMP/empty36" | wc -l)
  [ "$lines" -eq 36 ] || { echo "36: $lines lines"; return 1; }
}
ok_if "a row of 36 or 100 zeros starts a grid; --format=line: a puzzle" \
  zeros_row

done_testing
