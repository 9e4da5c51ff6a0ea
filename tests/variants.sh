# variants.sh: the variant constraints through DIMACS.  For each kind
# (killer cages with and without totals, thermometers, odd and even
# cells, white and black dots, XV pairs, extra regions, and all of them
# at once), with every sum and order encoding (and with the default
# preset, whose presolved map is compact), a 9x9 puzzle is written
# by the library (through the Python bindings, sudosat having no input
# format of its own for them), solved by MiniSat and CaDiCaL and decoded
# with `decode --cnf`, which takes the constraints from the comments
# alone: the grid must be the puzzle's known solution.  decode refuses
# comment lines that name a cell off the grid, a total no cells can
# reach, the wrong number of cells, a cell twice, or givens that break
# a constraint, naming the line; and a model that keeps every clause
# but breaks a constraint of the comments.  Skipped without the shared
# library or a python3 (as tests/python.sh), or in sanitizer builds.
. "$TESTS_DIR/tap.sh"
: "${TOP_SRCDIR:?must name the source tree}"
: "${TOP_BUILDDIR:?must name the build tree}"

SO=$TOP_BUILDDIR/.libs/libsudosat.so
if [ -n "${SUDOSAT_SANITIZERS:-}" ]; then
  echo "1..0 # SKIP a sanitizer build's library does not load into python3"
  exit 0
fi
if [ ! -f "$SO" ]; then
  echo "1..0 # SKIP no shared library built ($SO)"
  exit 0
fi
py=
for cand in ${PYTHON:-} python3 /usr/bin/python3; do
  if "$cand" -c 'import ctypes' >/dev/null 2>&1; then
    py=$cand
    break
  fi
done
if [ -z "$py" ]; then
  echo "1..0 # SKIP no python3"
  exit 0
fi
have () { command -v "$1" >/dev/null 2>&1; }

# The puzzles: a known grid, constraints it keeps and enough of its
# cells given for no other grid to keep them; NAME.cnf for each kind and each sum and order encoding, and the
# grid as one line in solution.
SUDOSAT_LIBRARY=$SO PYTHONPATH=$TOP_SRCDIR/python PYTHONDONTWRITEBYTECODE=1 \
  "$py" - "$TMP" <<'PY' || { echo "Bail out! the CNFs were not written"; exit 1; }
import os
import sys

import sudosat

out = sys.argv[1]
G = [[5, 3, 4, 6, 7, 8, 9, 1, 2], [6, 7, 2, 1, 9, 5, 3, 4, 8],
     [1, 9, 8, 3, 4, 2, 5, 6, 7], [8, 5, 9, 7, 6, 1, 4, 2, 3],
     [4, 2, 6, 8, 5, 3, 7, 9, 1], [7, 1, 3, 9, 2, 4, 8, 5, 6],
     [9, 6, 1, 5, 3, 7, 2, 8, 4], [2, 8, 7, 4, 1, 9, 6, 3, 5],
     [3, 4, 5, 2, 8, 6, 1, 7, 9]]
with open(os.path.join(out, "solution"), "w") as f:
    f.write("".join(str(v) for row in G for v in row) + "\n")


def cage(p, cells, total=True):
    p.add_cage(cells, sum(G[r][c] for r, c in cells) if total else 0)


KINDS = {
    "cage": lambda p: (cage(p, [(0, 0), (0, 1), (1, 0)]),
                       cage(p, [(4, 4), (4, 5), (5, 4), (5, 5)])),
    "cage-no-total": lambda p: cage(p, [(2, 2), (3, 3), (4, 4)], False),
    "thermo": lambda p: p.add_thermo([(2, 0), (2, 5), (2, 3), (2, 7)]),
    "odd-even": lambda p: (p.add_parity((0, 0), True),
                           p.add_parity((0, 3), False)),
    "white": lambda p: p.add_kropki((0, 1), (0, 2)),
    "black": lambda p: p.add_kropki((1, 7), (1, 8), black=True),
    "xv": lambda p: (p.add_xv((0, 6), (0, 7), 10),
                     p.add_xv((3, 7), (3, 8), 5)),
    "region": lambda p: p.add_region([(0, 8), (1, 7), (2, 6), (3, 5)]),
}


def puzzle(kinds):
    """The constraints of kinds, and givens of G (none in the first row)
    added in a fixed scattered order until the solution is unique."""
    p = sudosat.Puzzle.blank(3)
    for k in kinds:
        KINDS[k](p)
    assert p.is_solution(G)
    order = sorted(range(9, 81), key=lambda i: (i * 37) % 73)
    for i in order:
        if sudosat.is_unique(p):
            break
        p[divmod(i, 9)] = G[i // 9][i % 9]
    assert sudosat.is_unique(p), kinds
    return p


for kind in list(KINDS) + ["all"]:
    p = puzzle(list(KINDS) if kind == "all" else [kind])
    for s in sudosat.sum_encodings():
        for o in sudosat.order_encodings():
            name = "%s.%s.%s" % (kind, s, o)
            with open(os.path.join(out, name + ".cnf"), "w") as f:
                f.write(sudosat.dimacs(p, encoding="extended",
                                       sum_encoding=s, order_encoding=o))
    # the default preset, fast: the presolver's compact map
    with open(os.path.join(out, kind + ".fast.cnf"), "w") as f:
        f.write(sudosat.dimacs(p))
PY

expected=$(cat "$TMP/solution")

# round NAME SOLVER: the solver's model decodes to the known grid.
round () {
  case $2 in
    minisat) minisat -verb=0 "$TMP/$1.cnf" "$TMP/$1.model" >/dev/null 2>&1 ;;
    cadical) cadical -q "$TMP/$1.cnf" >"$TMP/$1.model" ;;
  esac
  [ $? -eq 10 ] || { echo "$2: not satisfiable"; return 1; }
  got=$("$SUDOSAT" decode -O line --cnf "$TMP/$1.cnf" "$TMP/$1.model") ||
    return 1
  [ "$got" = "$expected" ] || { echo "decoded $got"; return 1; }
}

for cnf in "$TMP"/*.cnf; do
  name=$(basename "$cnf" .cnf)
  for solver in minisat cadical; do
    if have "$solver"; then
      ok_if "$name: $solver's model decodes to the grid" round "$name" \
        "$solver"
    else
      skip "$name: $solver's model decodes" "$solver is not installed"
    fi
  done
done

ok_if "the comments carry each kind" sh -c '
  for key in "cage 14 " "cage 0 " thermo odd even white black "sum 10 " \
             "sum 5 " region sum-encoding order-encoding; do
    grep -q "^c $key" "$1/all.combos.order.cnf" || { echo "no $key"; exit 1; }
  done' sh "$TMP"
ok_if "a puzzle without cage totals names no sum encoding" sh -c '
  ! grep -q "sum-encoding" "$1/cage-no-total.combos.order.cnf" &&
  ! grep -q "order-encoding" "$1/cage.combos.order.cnf"' sh "$TMP"

# A model to decode against edited comments: MiniSat's, or the grid's
# cell variables of the plain map with PicoSAT's program when MiniSat is
# absent.
base=$TMP/all.combos.order
if have minisat; then
  minisat -verb=0 "$base.cnf" "$TMP/m" >/dev/null 2>&1
elif have cadical; then
  cadical -q "$base.cnf" >"$TMP/m"
else
  picosat "$base.cnf" >"$TMP/m"
fi

# refused NAME SED-SCRIPT WORDS: the CNF with its comments edited by the
# sed script is refused (exit 2) with a message holding WORDS and the
# number of the edited line.
refused () {
  sed "$2" "$base.cnf" >"$TMP/$1.cnf"
  line=$(diff "$base.cnf" "$TMP/$1.cnf" | sed -n 's/^\([0-9]*\)[,acd].*/\1/p' |
         head -1)
  status_is 2 "$SUDOSAT" decode --cnf "$TMP/$1.cnf" "$TMP/m" \
    2>"$TMP/$1.err" >"$TMP/$1.out" || { cat "$TMP/$1.err"; return 1; }
  cat "$TMP/$1.err"
  [ ! -s "$TMP/$1.out" ] || { echo "a grid was printed"; return 1; }
  grep -q "$3" "$TMP/$1.err" || { echo "no '$3'"; return 1; }
  [ -z "$4" ] || grep -q "\.cnf:$line:" "$TMP/$1.err" ||
    { echo "line $line not named"; return 1; }
}
ok_if "decode refuses a cage cell off the grid" \
  refused cell-off-grid 's/^c cage 14 .*/c cage 14 1 1 1 10/' "column" line
ok_if "decode refuses a cage total no cells reach" \
  refused unreachable-total 's/^c cage 14 .*/c cage 30 1 1 1 2/' \
  "cannot sum to 30" line
ok_if "decode refuses a thermometer that names a cell twice" \
  refused thermo-twice 's/^c thermo .*/c thermo 3 1 3 3 3 1/' "twice" line
ok_if "decode refuses an odd line of two cells" \
  refused odd-two-cells 's/^c odd .*/c odd 1 1 1 2/' "not 1" line
ok_if "decode refuses a dot of three cells" \
  refused dot-three-cells 's/^c white .*/c white 1 2 1 3 1 4/' "not 2" line
ok_if "decode refuses a row without its column" \
  refused row-alone 's/^c black .*/c black 2 8 2/' "missing column" line
ok_if "decode refuses an XV total out of range" \
  refused xv-total 's/^c sum 10 .*/c sum 19 1 7 1 8/' "cannot sum to 19" line
ok_if "decode refuses givens that break a constraint" \
  refused givens-break 's/^c odd .*/c odd 2 1/' "breaks odd cell" ""
ok_if "decode refuses a model breaking a constraint of the comments" \
  refused model-breaks 's/^c odd .*/c odd 1 1\nc odd 1 3/' \
  "decodes to no valid grid" ""

done_testing
