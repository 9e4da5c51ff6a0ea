# innies.sh: --innies (encodings/innies.c) adds the sums killer cages
# imply by the rule of 45, and removes no solution: on random 4x4 and
# 6x6 killers (cages of 1 to 5 cells, some with totals and some without,
# no givens) every solution is counted with and without it and by a
# backtracking count here (up to 2000), and the three must agree; the
# published killers keep their one solution; and the CNF of a killer
# whose cages leave innies grows with it.  Skipped without python3,
# which draws the puzzles and counts their solutions.
. "$TESTS_DIR/tap.sh"
: "${TOP_SRCDIR:?must name the source tree}"

py=
for cand in ${PYTHON:-} python3 /usr/bin/python3; do
  if "$cand" -c 'import json' >/dev/null 2>&1; then
    py=$cand
    break
  fi
done
if [ -z "$py" ]; then
  echo "1..0 # SKIP no python3"
  exit 0
fi

d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT

# Each puzzle: a random solution of a side-n grid (boxes 2x2 or 2x3)
# from a base grid permuted, cages grown at random over distinct
# values of it, three in four with their totals.
"$py" - "$d" <<'PY'
import json, random, sys
out = sys.argv[1]
def base(n, br, bc):
    return [[(bc * (r % br) + r // br + c) % n + 1 for c in range(n)]
            for r in range(n)]
for i in range(40):
    rng = random.Random(i)
    n, br, bc = (4, 2, 2) if i % 2 else (6, 2, 3)
    g = base(n, br, bc)
    digits = list(range(1, n + 1)); rng.shuffle(digits)
    g = [[digits[v - 1] for v in row] for row in g]
    bands = list(range(n // br)); rng.shuffle(bands)
    g = [g[b * br + j] for b in bands for j in range(br)]
    free = {(r, c) for r in range(n) for c in range(n)}
    cages = []
    while free:
        cell = rng.choice(sorted(free)); free.discard(cell)
        cells = [cell]
        want = rng.randint(1, 5 if n == 6 else 4)
        while len(cells) < want:
            nb = [(r + a, c + b) for r, c in cells
                  for a, b in ((0, 1), (1, 0), (0, -1), (-1, 0))
                  if (r + a, c + b) in free
                  and g[r + a][c + b] not in [g[x][y] for x, y in cells]]
            if not nb:
                break
            x = rng.choice(nb); free.discard(x); cells.append(x)
        cage = {"cells": ["R%dC%d" % (r + 1, c + 1) for r, c in cells]}
        if rng.random() < 0.75:
            cage["value"] = str(sum(g[r][c] for r, c in cells))
        cages.append(cage)
    doc = {"size": n, "grid": [[{} for _ in range(n)] for _ in range(n)],
           "killercage": cages}
    with open("%s/k%02d.json" % (out, i), "w") as f:
        json.dump(doc, f)
    # the solutions by backtracking over the cells in order, to 2000
    br, bc = (2, 2) if n == 4 else (2, 3)
    owner = {}
    for k, cage in enumerate(cages):
        for cell in cage["cells"]:
            r, c = map(int, cell[1:].split("C"))
            owner[(r - 1) * n + c - 1] = k
    size = [len(cage["cells"]) for cage in cages]
    total = [int(cage.get("value", 0)) for cage in cages]
    vals = [0] * (n * n)
    used = [[] for _ in cages]
    def fits(cell, v):
        r, c = divmod(cell, n)
        b0 = (r // br * br, c // bc * bc)
        for x in range(cell):
            xr, xc = divmod(x, n)
            if vals[x] == v and (xr == r or xc == c
                                 or (xr // br * br, xc // bc * bc) == b0):
                return False
        k = owner[cell]
        if v in used[k]:
            return False
        if total[k]:
            left = size[k] - len(used[k]) - 1
            have = sum(used[k]) + v
            if left == 0:
                return have == total[k]
            return have + left <= total[k] <= have + left * n
        return True
    def count(cell):
        if cell == n * n:
            return 1
        found = 0
        for v in range(1, n + 1):
            if fits(cell, v):
                vals[cell] = v
                used[owner[cell]].append(v)
                found += count(cell + 1)
                used[owner[cell]].pop()
                vals[cell] = 0
                if found >= 2000:
                    break
        return min(found, 2000)
    with open("%s/k%02d.count" % (out, i), "w") as f:
        f.write("%d\n" % count(0))
PY

for f in "$d"/k*.json; do
  name=${f##*/}
  ok_if "$name: as many solutions with --innies as without and as counted" \
    sh -c '
    a=$("$1" count --limit=2000 "$2") &&
    b=$("$1" count --innies --limit=2000 "$2") &&
    [ "$a" = "$b" ] && [ "$a" -ge 1 ] && [ "$a" = "$(cat "${2%.json}.count")" ]' \
    sh "$SUDOSAT" "$f"
done

for f in "$TOP_SRCDIR"/tests/published-puzzles/killer-*.json \
         "$TOP_SRCDIR"/examples/killer.json; do
  ok_if "${f##*/}: one solution with --innies, the one without" sh -c '
    [ "$("$1" count --innies "$2")" = 1 ] &&
    [ "$("$1" solve --innies "$2")" = "$("$1" solve "$2")" ]' \
    sh "$SUDOSAT" "$f"
done

f=$TOP_SRCDIR/tests/published-puzzles/killer-wikipedia.json
ok_if "--innies adds clauses to a killer's CNF" sh -c '
  a=$("$1" dimacs --presolve=none "$2" | grep -c -v "^[cp]") &&
  b=$("$1" dimacs --presolve=none --innies "$2" | grep -c -v "^[cp]") &&
  [ "$b" -gt "$a" ]' sh "$SUDOSAT" "$f"

done_testing
