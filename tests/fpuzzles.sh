# fpuzzles.sh: f-puzzles input end to end.  The Miracle Sudoku solves
# to its published solution; each example and its link (the
# compressed form in examples/fpuzzles-links) give the same answers;
# counts of the variant examples and of random small puzzles of each
# rule (jigsaw regions, diagonals, anti-knight, anti-king,
# non-consecutive, disjoint groups, extra regions, killer cages,
# thermometers, odd, even, kropki, XV, sandwiches, x-sums) equal the
# count of tests/fpuzzles-count.py, which reads the JSON on its own and
# enumerates (3 of each rule's 6 seeds drawn by SUDOSAT_SEED, all in
# the full sweep); dimacs, an external solver and decode; propagate,
# check, JSON and pretty output.  A rule sudosat cannot yet encode or check
# makes its tests skip, saying so.  Jigsaws of 5x5 and 7x7, sides
# without boxes, solve to valid grids with one solution.
. "$TESTS_DIR/tap.sh"
EX="$TESTS_DIR/../examples"
COUNT="$TESTS_DIR/fpuzzles-count.py"
direct_python3

have () { command -v "$1" >/dev/null 2>&1; }
# what a refusal of a variant kind not encoded (or checked) yet says
NOT_YET='variant constraints are not (encoded|checked) yet'

# The Miracle Sudoku (Mitchell Lee; solved by Simon Anthony on Cracking
# the Cryptic, "The Miracle Sudoku", May 2020): this is its published
# solution.
cat >"$TMP/miracle.want" <<'EOF'
4 8 3 7 2 6 1 5 9
7 2 6 1 5 9 4 8 3
1 5 9 4 8 3 7 2 6
8 3 7 2 6 1 5 9 4
2 6 1 5 9 4 8 3 7
5 9 4 8 3 7 2 6 1
3 7 2 6 1 5 9 4 8
6 1 5 9 4 8 3 7 2
9 4 8 3 7 2 6 1 5
EOF
ok_if "miracle: the published solution, proven unique" \
  same_output "$TMP/miracle.want" "$SUDOSAT" --unique "$EX/miracle.json"

# Line k of examples/fpuzzles-links is the k-th of these, compressed.
set -- miracle jigsaw killer thermo variants
k=0
for name in "$@"; do
  k=$((k + 1))
  link_agrees () {
    sed -n "${k}p" "$EX/fpuzzles-links" >"$TMP/link"
    "$SUDOSAT" "$EX/$name.json" >"$TMP/a" 2>"$TMP/ae"; sa=$?
    "$SUDOSAT" "$TMP/link" >"$TMP/b" 2>"$TMP/be"; sb=$?
    [ "$sa" -eq "$sb" ] && cmp -s "$TMP/a" "$TMP/b" &&
      [ "$(sed 's/^[^ ]*: //' "$TMP/ae")" = "$(sed 's/^[^ ]*: //' "$TMP/be")" ]
  }
  ok_if "$name: its link gives the same answer" link_agrees
done

# SudokuPad links carrying f-puzzles data read as the f-puzzles link;
# SudokuPad's own format is refused by name
sudokupad_links () {
  blob=$(sed -n 1p "$EX/fpuzzles-links" | sed 's/.*load=//; s/&.*//')
  "$SUDOSAT" "$EX/miracle.json" >"$TMP/a" || return 1
  for url in "https://sudokupad.app/fpuzzles$blob" \
      "https://app.crackingthecryptic.com/sudoku/fpuzzles$blob?setting=1" \
      "https://sudokupad.app/?puzzleid=fpuzzles$blob"; do
    echo "$url" >"$TMP/pad"
    "$SUDOSAT" "$TMP/pad" | cmp -s - "$TMP/a" || { echo "$url"; return 1; }
  done
  echo "https://sudokupad.app/scl7b2cXJ5cHRpYw" >"$TMP/pad"
  "$SUDOSAT" "$TMP/pad" >"$TMP/out" 2>"$TMP/err"
  [ $? -eq 2 ] && ! grep -q . "$TMP/out" &&
    grep -q "^$TMP/pad:1:1: a SudokuPad link in SudokuPad's own format" \
      "$TMP/err"
}
ok_if "SudokuPad links: f-puzzles data read, its own format refused" \
  sudokupad_links

# counts_equal [OPTION...] FILE: sudosat's count equals
# fpuzzles-count.py's (up to 2000), which is worked out once for each
# content of FILE; skipped while a rule of FILE is not encoded
counts_equal () {
  "$SUDOSAT" count --limit=2000 "$@" >"$TMP/got" 2>"$TMP/err"
  st=$?
  if grep -Eq "$NOT_YET" "$TMP/err"; then
    return 77
  fi
  for last; do :; done
  ce_key=$TMP/want.$(cksum <"$last" | tr ' ' .)
  [ -s "$ce_key" ] || python3 "$COUNT" "$last" 2000 >"$ce_key" ||
    { rm -f "$ce_key"; return 1; }
  want=$(cat "$ce_key")
  # givens that break a rule are refused on reading: no solution
  if [ "$st" -eq 2 ] && grep -q ': given value' "$TMP/err"; then
    [ "$want" -eq 0 ] && return 0
  fi
  [ "$(cat "$TMP/got")" = "$want" ] || {
    echo "sudosat: $(cat "$TMP/got" "$TMP/err"), fpuzzles-count.py: $want"
    return 1
  }
  return 0
}
# ok_if with a skip when the test returns 77
ok_or_skip () {
  test_name=$1; shift
  "$@" >"$TMP/log" 2>&1
  case $? in
    0) ok_if "$test_name" true ;;
    77) skip "$test_name" "$(grep -Eo "$NOT_YET" "$TMP/err" | head -1)" ;;
    *) sed 's/^/# /' "$TMP/log" | head -20; ok_if "$test_name" false ;;
  esac
}

if have python3; then
  for name in killer thermo variants; do
    ok_or_skip "$name: count as fpuzzles-count.py" counts_equal "$EX/$name.json"
  done
  # random small puzzles of each rule, written by a generator of this
  # file (seeded: the same puzzles every run)
  cat >"$TMP/gen.py" <<'EOF'
import json, random, sys
kind, seed, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rnd = random.Random(seed)
br, bc = {4: (2, 2), 5: (1, 5), 6: (2, 3)}[n]
RC = lambda i: "R%dC%d" % (i // n + 1, i % n + 1)
cells = list(range(n * n))
def adjacent():
    while True:
        a = rnd.choice(cells)
        b = a + rnd.choice((1, n))
        if b < n * n and (b - a == n or a % n < n - 1):
            return [RC(a), RC(b)]
grid = [[{} for c in range(n)] for r in range(n)]
d = {"size": n, "grid": grid}
for _ in range(rnd.randrange(0, n)):
    i = rnd.choice(cells)
    grid[i // n][i % n] = {"value": rnd.randrange(1, n + 1), "given": True}
if kind == "jigsaw":
    reg = [r // br * br + c // bc for r in range(n) for c in range(n)]
    for _ in range(rnd.randrange(1, 3 * n)):
        a, b = rnd.choice(cells), rnd.choice(cells)
        reg[a], reg[b] = reg[b], reg[a]
    for i in cells:
        grid[i // n][i % n]["region"] = reg[i]
elif kind in ("diagonal+", "diagonal-", "antiknight", "antiking",
              "nonconsecutive", "disjointgroups"):
    d[kind] = True
elif kind == "extraregion":
    rnd.shuffle(cells)
    d[kind] = [{"cells": [RC(i) for i in cells[:rnd.randrange(2, n + 1)]]}]
elif kind == "killercage":
    d[kind] = []
    used = set()
    for _ in range(3):
        cs = [i for i in rnd.sample(cells, rnd.randrange(1, 4))
              if i not in used]
        used |= set(cs)
        m = len(cs)
        if cs:
            total = rnd.randrange(m * (m + 1) // 2, m * (2 * n - m + 1) // 2 + 1)
            d[kind].append({"cells": [RC(i) for i in cs],
                            "value": str(total) if rnd.random() < .8 else ""})
elif kind == "thermometer":
    d[kind] = [{"lines": [[RC(i) for i in rnd.sample(cells, rnd.randrange(2, n))]
                          for _ in range(rnd.randrange(1, 3))]}]
elif kind in ("odd", "even"):
    d[kind] = [{"cell": RC(i)} for i in rnd.sample(cells, 3)]
elif kind in ("difference", "ratio", "xv"):
    d[kind] = []
    for _ in range(3):
        x = {"cells": adjacent()}
        if kind == "xv":
            # no two cells of a 4x4 sum to 10
            x["value"] = rnd.choice("XV" if n > 4 else "V")
        d[kind].append(x)
elif kind == "skyscraper":
    # clues counted on a random solution grid (most of them), so that
    # the puzzle keeps solutions often
    perm = rnd.sample(range(1, n + 1), n)
    sol = [perm[(r % br * bc + r // br + c) % n] for r in range(n)
           for c in range(n)]
    places = [p for k in range(1, n + 1)
              for p in ((k, 0), (k, n + 1), (0, k), (n + 1, k))]
    d[kind] = []
    for r, c in rnd.sample(places, rnd.randrange(1, n + 1)):
        dr = 1 if r == 0 else -1 if r == n + 1 else 0
        dc = 1 if c == 0 else -1 if c == n + 1 else 0
        line = [sol[(r + dr * k - 1) * n + c + dc * k - 1]
                for k in range(1, n + 1)]
        seen = sum(1 for k, x in enumerate(line) if x > max(line[:k] or [0]))
        d[kind].append({"cell": "R%dC%d" % (r, c), "value": str(
            seen if rnd.random() < .8 else rnd.randrange(1, n + 1))})
elif kind in ("negative-ratio", "negative-xv", "nonconsecutive-dots"):
    # marks where a random solution grid has them (most of them), so
    # that the negative constraint leaves solutions often
    perm = rnd.sample(range(1, n + 1), n)
    sol = [perm[(r % br * bc + r // br + c) % n] for r in range(n)
           for c in range(n)]
    for i in cells:
        grid[i // n][i % n] = ({"value": sol[i], "given": True}
                               if rnd.random() < .15 else {})
    for k in ("difference", "ratio", "xv"):
        d[k] = []
    for a in cells:
        for b in (a + 1, a + n):
            if b >= n * n or (b == a + 1 and a % n == n - 1):
                continue
            x, y = sol[a], sol[b]
            pair = {"cells": [RC(a), RC(b)]}
            if abs(x - y) == 1:
                d["difference"].append(pair)
            elif x == 2 * y or y == 2 * x:
                d["ratio"].append(pair)
            if x + y in (5, 10):
                d["xv"].append(dict(pair, value="V" if x + y == 5 else "X"))
    # a mark left out, now and then: its pair breaks the rule there
    marks = [k for k in ("difference", "ratio", "xv") if d[k]]
    if marks and rnd.random() < .3:
        d[rnd.choice(marks)].pop()
    if kind == "nonconsecutive-dots":
        d["nonconsecutive"] = True
    else:
        d["negative"] = ["ratio", "xv"] if rnd.random() < .4 else [kind[9:]]
elif kind in ("sandwichsum", "xsum"):
    # clues read off a random solution grid, now and then one of another
    # line's (which may leave no solution)
    perm = rnd.sample(range(1, n + 1), n)
    sol = [perm[(r % br * bc + r // br + c) % n] for r in range(n)
           for c in range(n)]
    # givens of that grid, enough that the counter's search (which
    # reads a clue only once its line is full) stays short
    for i in cells:
        grid[i // n][i % n] = ({"value": sol[i], "given": True}
                               if rnd.random() < .55 else {})
    def place():
        side, k = rnd.randrange(4), rnd.randrange(n)
        cell = ["R0C%d", "R%dC0", "R%dC%d" % (n + 1, k + 1),
                "R%dC%d" % (k + 1, n + 1)][side]
        cell = cell % (k + 1) if side < 2 else cell
        cs = [[i * n + k for i in range(n)], [k * n + i for i in range(n)],
              [(n - 1 - i) * n + k for i in range(n)],
              [k * n + n - 1 - i for i in range(n)]][side]
        return cell, [sol[i] for i in cs]
    def reading(v):
        if kind == "xsum":
            return sum(v[:v[0]])
        i, j = (k for k, x in enumerate(v) if x in (1, n))
        return sum(v[i + 1:j])
    d[kind] = []
    for _ in range(rnd.randrange(1, n + 1)):
        cell, v = place()
        if rnd.random() < .2:
            v = place()[1]
        d[kind].append({"cell": cell, "value": str(reading(v))})
elif kind == "clone":
    # areas whose cells mostly hold their clone's value in a random
    # solution grid, so that the puzzle keeps solutions often
    perm = rnd.sample(range(1, n + 1), n)
    sol = [perm[(r % br * bc + r // br + c) % n] for r in range(n)
           for c in range(n)]
    for i in cells:
        grid[i // n][i % n] = ({"value": sol[i], "given": True}
                               if rnd.random() < .2 else {})
    d[kind] = []
    for _ in range(rnd.randrange(1, 4)):
        a = rnd.sample(cells, rnd.randrange(1, 4))
        b = []
        for i in a:
            alike = [j for j in cells if j != i and j not in b
                     and sol[j] == sol[i]]
            other = [j for j in cells if j != i and j not in b]
            b.append(rnd.choice(alike if alike and rnd.random() < .85
                                else other))
        d[kind].append({"cells": [RC(i) for i in a],
                        "cloneCells": [RC(j) for j in b]})
json.dump(d, sys.stdout)
EOF
  for kind in jigsaw diagonal+ diagonal- antiknight antiking nonconsecutive \
              disjointgroups extraregion killercage thermometer odd even \
              difference ratio xv negative-ratio negative-xv \
              nonconsecutive-dots skyscraper sandwichsum xsum clone; do
    # seeds 1-4 make 4x4 puzzles, 5 and 6 make 6x6 ones (the counter's
    # enumeration costs most there): 3 of them drawn by SUDOSAT_SEED,
    # 2 in the short sweep, all 6 in the full one
    nseeds=3
    if sweep_short; then nseeds=2; fi
    seeds=$(sample "$nseeds" "counts/$kind" 1 2 3 4 5 6)
    all_counts () {
      for seed in $seeds; do
        n=4; [ "$seed" -gt 4 ] && n=6
        python3 "$TMP/gen.py" "$kind" "$seed" "$n" >"$TMP/p$seed.json" || return 1
        counts_equal "$TMP/p$seed.json"; st=$?
        [ "$st" -eq 0 ] || { echo "seed $seed:"; cat "$TMP/p$seed.json"; echo; return "$st"; }
        # and through the fastest and the slowest presolve
        counts_equal --presolve=none -e minimal "$TMP/p$seed.json" || return 1
      done
    }
    ok_or_skip "$kind: random 4x4 and 6x6 puzzles count as fpuzzles-count.py" \
      all_counts
  done
else
  skip "counts against fpuzzles-count.py" "python3 is not installed"
fi

# dimacs, minisat and decode give solve's grid (and decode needs only
# the CNF: the comments carry the regions and rules)
if have minisat; then
  for name in miracle jigsaw killer thermo variants palindrome renban \
      whispers betweenline slowthermometer regionsumline arrow littlekiller \
      skyscraper sandwich xsum quadruple clone; do
    round_trip () {
      "$SUDOSAT" dimacs "$EX/$name.json" >"$TMP/c.cnf" 2>"$TMP/err" || {
        grep -Eq "$NOT_YET" "$TMP/err" && return 77; return 1; }
      minisat "$TMP/c.cnf" "$TMP/c.model" >/dev/null 2>&1
      [ $? -eq 10 ] || return 1
      "$SUDOSAT" decode --cnf="$TMP/c.cnf" "$TMP/c.model" >"$TMP/d" &&
        "$SUDOSAT" "$EX/$name.json" >"$TMP/s" && cmp -s "$TMP/d" "$TMP/s"
    }
    ok_or_skip "$name: dimacs | minisat | decode gives solve's grid" round_trip
  done
else
  skip "dimacs | minisat | decode" "minisat is not installed"
fi

# the CNF's comments carry each line rule, one line a line, in order
line_comments () {
  for name in palindrome renban whispers betweenline slowthermometer \
      regionsumline; do
    "$SUDOSAT" dimacs "$EX/$name.json" >"$TMP/c.cnf" || return 1
    want=$(jq -c "[.$name[].lines[] | map(ascii_downcase |
             sub(\"r(?<r>[0-9]+)c(?<c>[0-9]+)\"; \"\\(.r) \\(.c)\"))
             | join(\" \")]" "$EX/$name.json") || return 1
    got=$(sed -n "s/^c $name //p" "$TMP/c.cnf" | jq -R . | jq -sc .)
    [ "$want" = "$got" ] || { echo "$name: $want vs $got" >&2; return 1; }
  done
}
if have jq; then
  ok_if "dimacs: the comments carry the line rules" line_comments
else
  skip "dimacs: the comments carry the line rules" "jq is not installed"
fi

# propagate: every cell it fixes holds the solution's value
for name in miracle jigsaw; do
  propagate_agrees () {
    "$SUDOSAT" "$EX/$name.json" | tr -d ' \n' >"$TMP/sol" &&
      "$SUDOSAT" propagate "$EX/$name.json" | tr -d ' \n' >"$TMP/prop" &&
      awk -v s="$(cat "$TMP/sol")" -v p="$(cat "$TMP/prop")" 'BEGIN {
        if (length(s) != length(p)) exit 1
        for (i = 1; i <= length(p); i++)
          if (substr(p, i, 1) != "." && substr(p, i, 1) != "0" &&
              substr(p, i, 1) != substr(s, i, 1)) exit 1 }'
  }
  ok_if "$name: propagate agrees with the solution" propagate_agrees
done

# jigsaws of a side without boxes (5x5, 7x7): the grid solve prints
# keeps the givens, and each row, column and region holds every value
# (checked here from the JSON), and count finds one; the 5x5's count is
# fpuzzles-count.py's too; 5x5 grids with random regions (from the
# rows, cells swapped) count as fpuzzles-count.py
valid_grid () {   # valid_grid PUZZLE.json GRID
  python3 - "$1" "$2" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
n = d["size"]
g = [list(map(int, l.split())) for l in open(sys.argv[2]) if l.strip()]
assert len(g) == n and all(len(row) == n for row in g)
full = set(range(1, n + 1))
for r in range(n):
    assert set(g[r]) == full and {g[i][r] for i in range(n)} == full
    for c in range(n):
        x = d["grid"][r][c]
        assert not x.get("given") or x["value"] == g[r][c]
for k in range(n):
    assert {g[r][c] for r in range(n) for c in range(n)
            if d["grid"][r][c]["region"] == k} == full
EOF
}
for side in 5 7; do
  prime_jigsaw () {
    "$SUDOSAT" "$EX/jigsaw$side.json" >"$TMP/g" &&
      valid_grid "$EX/jigsaw$side.json" "$TMP/g" &&
      [ "$("$SUDOSAT" count "$EX/jigsaw$side.json")" = 1 ] &&
      [ "$("$SUDOSAT" check "$EX/jigsaw$side.json")" = unique ] &&
      "$SUDOSAT" explain "$EX/jigsaw$side.json" >"$TMP/x" &&
      grep -q "^solved in" "$TMP/x"
  }
  if have python3; then
    ok_if "${side}x$side jigsaw: a valid grid, count 1, explained" \
      prime_jigsaw
  else
    skip "${side}x$side jigsaw" "python3 is not installed"
  fi
done
if have python3; then
  ok_if "5x5 jigsaw: count as fpuzzles-count.py" \
    counts_equal "$EX/jigsaw5.json"
  random_5x5 () {
    for seed in 1 2 3 4; do
      python3 "$TMP/gen.py" jigsaw "$seed" 5 >"$TMP/p$seed.json" &&
        counts_equal "$TMP/p$seed.json" &&
        counts_equal --presolve=none -e minimal "$TMP/p$seed.json" ||
        { cat "$TMP/p$seed.json"; return 1; }
    done
  }
  ok_if "random 5x5 jigsaws count as fpuzzles-count.py" random_5x5
fi

ok_if "check: the jigsaw is unique" \
  test "$("$SUDOSAT" check "$EX/jigsaw.json")" = unique
# a 4 for the 8 at row 1, column 2: two 4s in region 0 (the other at
# row 2, column 1), in no common row, column or box: check names the
# region
clash () {
  sed '7s/{"region":0,"value":8,/{"region":0,"value":4,/' \
    "$EX/jigsaw.json" >"$TMP/clash.json"
  cmp -s "$EX/jigsaw.json" "$TMP/clash.json" && return 1
  test "$("$SUDOSAT" check "$TMP/clash.json")" = "conflict r1c2 r2c1 jigsaw 1"
}
ok_if "check: a clash in a jigsaw region is named" clash

if have jq; then
  json_out () {
    "$SUDOSAT" -O json "$EX/jigsaw.json" >"$TMP/j" &&
      [ "$(jq -r .status "$TMP/j")" = solved ] &&
      [ "$(jq -r '.solution | map(map(tostring) | join(" ")) | .[]' "$TMP/j")" \
        = "$("$SUDOSAT" "$EX/jigsaw.json")" ]
  }
  ok_if "-O json on f-puzzles input" json_out
else
  skip "-O json on f-puzzles input" "jq is not installed"
fi

# pretty: a '|' between two cells exactly where their regions differ
# (read from the JSON by python), and solve's values
if have python3; then
  pretty_regions () {
    "$SUDOSAT" -O pretty "$EX/jigsaw.json" >"$TMP/pretty" || return 1
    python3 - "$EX/jigsaw.json" "$TMP/pretty" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1])); n = d["size"]
reg = [[d["grid"][r][c]["region"] for c in range(n)] for r in range(n)]
lines = open(sys.argv[2]).read().split("\n")
for r in range(n):
    row = lines[2 * r + 1]
    for c in range(n + 1):
        bar = row[4 * c] == "|"
        want = c in (0, n) or reg[r][c - 1] != reg[r][c]
        assert bar == want, (r, c, row)
for r in range(n + 1):
    rule = lines[2 * r]
    for c in range(n):
        dash = rule[4 * c + 2] == "-"
        want = r in (0, n) or reg[r - 1][c] != reg[r][c]
        assert dash == want, (r, c, rule)
EOF
    [ "$(awk 'NR % 2 == 0' "$TMP/pretty" | tr -d '|' | tr -s ' ' |
         sed 's/^ //; s/ $//')" \
      = "$("$SUDOSAT" "$EX/jigsaw.json")" ]
  }
  ok_if "-O pretty: jigsaw borders where regions change" pretty_regions
else
  skip "-O pretty: jigsaw borders" "python3 is not installed"
fi

ok_if "--format=fpuzzles on a grid file: refused, exit 2" \
  status_is 2 "$SUDOSAT" --format=fpuzzles "$EX/classic.txt"
# -O fpuzzles writes arrows and little killers back: a circle of two
# cells with its line drawn from the first circle cell beside it, a little killer given
# by its cells alone, one from a corner's clue and one of a single
# corner cell each come back as the same constraints (the DIMACS
# comments list them) and the same text when written again; a little
# killer over part of a diagonal, which f-puzzles cannot draw, is
# refused by name with exit 2 and nothing on standard output
sum_clues_out () {
  sol=758149623263875941491326578845912736376584219129637485687451392932768154514293867
  grid=$(echo "$sol" | awk '{ printf "["; for (r = 0; r < 9; r++) {
    printf "%s[", r ? "," : ""; for (c = 0; c < 9; c++) {
      v = substr($0, r * 9 + c + 1, 1)
      printf "%s%s", c ? "," : "", (r + c) % 3 ? "{\"value\":" v ",\"given\":true}" : "{}" }
    printf "]" } printf "]" }')
  cat >"$TMP/sums.json" <<EOF
{"size":9,"grid":$grid,
 "arrow":[{"cells":["R1C4","R1C5"],"lines":[["R1C5","R2C5","R2C6","R2C1"]]}],
 "littlekillersum":[{"cells":["R3C1","R2C2","R1C3"],"value":"18"},
  {"cell":"R0C0","direction":"DR","value":"53"},
  {"cell":"R0C2","direction":"DL","value":"7"}]}
EOF
  "$SUDOSAT" -O fpuzzles "$TMP/sums.json" >"$TMP/w.json" &&
    [ "$(wc -l <"$TMP/w.json")" -eq 1 ] &&
    grep -q '"arrow":\[{"cells":\["R1C4","R1C5"\],"lines":\[\["R1C4","R2C5","R2C6","R2C1"\]\]}\]' "$TMP/w.json" &&
    grep -q '{"cell":"R4C0","direction":"UR","cells":\["R3C1","R2C2","R1C3"\],"value":"18"}' "$TMP/w.json" &&
    grep -q '{"cell":"R0C2","direction":"DL","cells":\["R1C1"\],"value":"7"}' "$TMP/w.json" &&
    "$SUDOSAT" -O fpuzzles "$TMP/w.json" | cmp - "$TMP/w.json" || return 1
  "$SUDOSAT" dimacs "$TMP/sums.json" | grep -E '^c (arrow|littlekiller) ' >"$TMP/c1" &&
    [ "$(wc -l <"$TMP/c1")" -eq 4 ] &&
    "$SUDOSAT" dimacs "$TMP/w.json" | grep -E '^c (arrow|littlekiller) ' |
    cmp - "$TMP/c1" || return 1
  sed 's/"cells":\["R3C1","R2C2","R1C3"\],"value":"18"/"cells":["R2C2","R1C3"],"value":"14"/' \
    "$TMP/sums.json" >"$TMP/part.json" &&
    "$SUDOSAT" "$TMP/part.json" >/dev/null &&
    status_is 2 "$SUDOSAT" -O fpuzzles "$TMP/part.json" >"$TMP/out" \
      2>"$TMP/err" && ! [ -s "$TMP/out" ] &&
    grep -q "f-puzzles has no little killer over part of a diagonal (from row 2, column 2 to row 1, column 3)" "$TMP/err"
}
ok_if "-O fpuzzles: arrows and little killers read back the same" \
  sum_clues_out

# -O fpuzzles writes skyscraper clues back at their places with their
# counts, read back as the same clues (the DIMACS comments list them,
# each line from its clue's end) and written again the same; a clue not
# beside the grid, or out of 1..n, is refused naming it
skyscraper_out () {
  "$SUDOSAT" -O fpuzzles "$EX/skyscraper.json" >"$TMP/w.json" &&
    [ "$(wc -l <"$TMP/w.json")" -eq 1 ] &&
    [ "$(jq -c .skyscraper "$TMP/w.json")" = \
      "$(jq -c .skyscraper "$EX/skyscraper.json")" ] &&
    "$SUDOSAT" -O fpuzzles "$TMP/w.json" | cmp - "$TMP/w.json" || return 1
  "$SUDOSAT" dimacs "$EX/skyscraper.json" | grep '^c skyscraper ' >"$TMP/c1" &&
    [ "$(wc -l <"$TMP/c1")" -eq 9 ] &&
    grep -qx 'c skyscraper 1 2 1 2 2 2 3 2 4 2 5 2 6 2 7 2 8 2 9' "$TMP/c1" &&
    grep -qx 'c skyscraper 2 9 3 8 3 7 3 6 3 5 3 4 3 3 3 2 3 1 3' "$TMP/c1" &&
    "$SUDOSAT" dimacs "$TMP/w.json" | grep '^c skyscraper ' |
    cmp - "$TMP/c1" || return 1
  sed 's/"R2C0"/"R2C2"/' "$EX/skyscraper.json" >"$TMP/in.json" &&
    status_is 2 "$SUDOSAT" "$TMP/in.json" >"$TMP/out" 2>"$TMP/err" &&
    ! [ -s "$TMP/out" ] &&
    grep -q 'skyscraper\[0\]: a skyscraper clue at row 2, column 2 is not beside the 9x9 grid' "$TMP/err" || return 1
  sed 's/"R2C0","value":"1"/"R2C0","value":"10"/' "$EX/skyscraper.json" \
    >"$TMP/in.json" &&
    status_is 2 "$SUDOSAT" "$TMP/in.json" >"$TMP/out" 2>"$TMP/err" &&
    ! [ -s "$TMP/out" ] &&
    grep -q 'skyscraper\[0\].value: a skyscraper clue 1 to 9 is expected, not "10"' "$TMP/err"
}
if have jq; then
  ok_if "-O fpuzzles: skyscraper clues read back the same" skyscraper_out
else
  skip "-O fpuzzles: skyscraper clues read back the same" "no jq"
fi
# -O fpuzzles writes sandwiches and x-sums back at their places on each
# side of the grid (row or column 0 and 10 on 9x9): the same constraints
# (the DIMACS comments list them, cells from the clue in) and the same
# text when written again; -O pretty names each clue's side and total;
# a DIMACS comment's line that is no whole row or column is refused
outside_clues_out () {
  for name in sandwich xsum; do
    "$SUDOSAT" -O fpuzzles "$EX/$name.json" >"$TMP/w.json" &&
      "$SUDOSAT" -O fpuzzles "$TMP/w.json" | cmp - "$TMP/w.json" &&
      "$SUDOSAT" dimacs "$EX/$name.json" | grep -E '^c (sandwich|xsum) ' \
        >"$TMP/c1" &&
      [ "$(wc -l <"$TMP/c1")" -eq 9 ] &&
      "$SUDOSAT" dimacs "$TMP/w.json" | grep -E '^c (sandwich|xsum) ' |
      cmp - "$TMP/c1" || { echo "$name"; return 1; }
  done
  grep -q '{"cell":"R6C0","value":"3"}' "$TMP/w.json" &&
    grep -q '{"cell":"R10C7","value":"25"}' "$TMP/w.json" &&
    grep -q '^c xsum 25 9 7 8 7 7 7 6 7 5 7 4 7 3 7 2 7 1 7$' "$TMP/c1" &&
    "$SUDOSAT" -O pretty "$EX/xsum.json" |
      grep -qx 'x-sum below column 7: the first X digits sum to 25, X the first of them' &&
    "$SUDOSAT" -O pretty "$EX/sandwich.json" |
      grep -Eq '^sandwich (left of row|above column) [1-9]: the digits between the 1 and the 9 sum to [0-9]+$' || return 1
  "$SUDOSAT" dimacs "$EX/xsum.json" |
    sed 's/^c xsum 25 9 7 8 7/c xsum 25 9 7 8 6/' >"$TMP/bent.cnf" &&
    status_is 2 "$SUDOSAT" decode --cnf="$TMP/bent.cnf" /dev/null \
      >"$TMP/out" 2>"$TMP/err" &&
    grep -q "an x-sum's cells run along one row or column from one end to the other, not from row 9, column 7 to row 1, column 7" "$TMP/err"
}
ok_if "-O fpuzzles: sandwiches and x-sums read back the same" \
  outside_clues_out

# -O fpuzzles writes clones back as f-puzzles has them ("cells" and
# "cloneCells" in the same order): the same clones (the DIMACS comments
# list each, its area's cells and then its clone's) and the same text
# when written again; -O pretty shows each area and its clone; a clone
# line of odd length is refused by decode
clones_out () {
  "$SUDOSAT" -O fpuzzles "$EX/clone.json" >"$TMP/w.json" &&
    [ "$(jq -c .clone "$TMP/w.json")" = "$(jq -c .clone "$EX/clone.json")" ] &&
    "$SUDOSAT" -O fpuzzles "$TMP/w.json" | cmp - "$TMP/w.json" &&
    "$SUDOSAT" dimacs "$EX/clone.json" | grep '^c clone ' >"$TMP/c1" &&
    [ "$(wc -l <"$TMP/c1")" -eq "$(jq '.clone | length' "$EX/clone.json")" ] &&
    grep -qx 'c clone 8 9 9 9 3 4 4 4' "$TMP/c1" &&
    "$SUDOSAT" dimacs "$TMP/w.json" | grep '^c clone ' | cmp - "$TMP/c1" &&
    "$SUDOSAT" -O pretty "$EX/clone.json" |
      grep -qx 'clone: r8c9 r9c9 = r3c4 r4c4' || return 1
  "$SUDOSAT" dimacs "$EX/clone.json" |
    sed 's/^c clone 8 9 9 9 3 4 4 4$/c clone 8 9 9 9 3 4/' >"$TMP/odd.cnf" &&
    status_is 2 "$SUDOSAT" decode --cnf="$TMP/odd.cnf" /dev/null \
      >"$TMP/out" 2>"$TMP/err" && ! [ -s "$TMP/out" ] &&
    grep -q "a clone line names 3 cells: its area's and then its clone's, as many each" "$TMP/err"
}
if have jq; then
  ok_if "-O fpuzzles: clones read back the same" clones_out
else
  skip "-O fpuzzles: clones read back the same" "no jq"
fi

# the CNF's comments carry the cell clues, one line each (a quadruple's
# count of digits, its digits and four cells; a minimum's or maximum's
# own cell), decode --cnf builds them back and checks the grid against
# them: a digit changed in a comment leaves the model's grid invalid
clue_comments () {
  q=$EX/quadruple.json
  "$SUDOSAT" dimacs "$q" >"$TMP/q.cnf" || return 1
  for key in quadruple minimum maximum; do
    [ "$(grep -c "^c $key " "$TMP/q.cnf")" -eq "$(jq ".$key | length" "$q")" ] ||
      { echo "$key: count differs" >&2; return 1; }
  done
  first=$(jq -r '.quadruple[0] | "c quadruple \(.values | length) \(.values | map(tostring) | join(" ")) \(.cells | map(ascii_downcase | sub("r(?<r>[0-9]+)c(?<c>[0-9]+)"; "\(.r) \(.c)")) | join(" "))"' "$q") &&
    grep -qx "$first" "$TMP/q.cnf" || { echo "no line '$first'" >&2; return 1; }
  if have minisat; then
    minisat "$TMP/q.cnf" "$TMP/q.model" >/dev/null 2>&1
    "$SUDOSAT" decode --cnf="$TMP/q.cnf" "$TMP/q.model" >"$TMP/d" &&
      "$SUDOSAT" "$q" | cmp - "$TMP/d" || return 1
    # the quadruple's first digit, in the comment only, one more (or 1)
    d1=$(jq '.quadruple[0].values[0]' "$q")
    d2=$((d1 % 9 + 1))
    sed "s/^c quadruple \([1-4]\) $d1 /c quadruple \1 $d2 /" "$TMP/q.cnf" \
      >"$TMP/q2.cnf" &&
      ! cmp -s "$TMP/q.cnf" "$TMP/q2.cnf" &&
      ! "$SUDOSAT" decode --cnf="$TMP/q2.cnf" "$TMP/q.model" >"$TMP/out" \
        2>"$TMP/err" && ! [ -s "$TMP/out" ] && grep -q quadruple "$TMP/err"
  fi
}
if have jq; then
  ok_if "dimacs: the comments carry the cell clues, decode checks them" \
    clue_comments
else
  skip "dimacs: the comments carry the cell clues, decode checks them" \
    "jq is not installed"
fi

done_testing
