"""fpuzzles-count.py: an independent count of the solutions of a small
f-puzzles file, for tests/fpuzzles.sh and tests/jigsaw.sh.  It shares
nothing with sudosat: its own reading of the JSON, each rule as a test
on pairs of cells (a clone's too; or a cage's sum; the negative constraints of kropki
and XV on the neighbours without a mark; a line's or an outside clue's
whole reading), and a depth-first search over the cells in row-major
order with forward checking.  Meant for 4x4 to 6x6 grids and 9x9 ones
with many givens.

usage: python3 fpuzzles-count.py FILE [LIMIT]   prints min(count, LIMIT)
"""
import json
import sys

# a prime side has no boxes: each of its cells names its region
BOXES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 12: (3, 4), 16: (4, 4)}


def cell(s, n):
    r, c = s.upper()[1:].split("C")
    r, c = int(r) - 1, int(c) - 1
    assert 0 <= r < n and 0 <= c < n, s
    return r * n + c


def main():
    d = json.load(open(sys.argv[1]))
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    n = d["size"]
    br, bc = BOXES.get(n, (None, None))
    given = [0] * (n * n)
    region = [0] * (n * n)
    for r in range(n):
        for c in range(n):
            x = d["grid"][r][c]
            region[r * n + c] = (x["region"] if br is None
                                 else x.get("region", r // br * br + c // bc))
            if x.get("given") and x.get("value"):
                given[r * n + c] = x["value"]
    # pairs[i]: (j, test(vi, vj)) for cells j before i in search order
    pairs = [[] for _ in range(n * n)]

    def pair(a, b, test):
        if a == b:
            return
        if a < b:
            a, b = b, a
            t = test
            test = lambda x, y: t(y, x)
        pairs[a].append((b, test))

    differ = lambda x, y: x != y
    groups = []
    for r in range(n):
        groups.append([r * n + c for c in range(n)])
        groups.append([c * n + r for c in range(n)])
    for g in range(n):
        groups.append([i for i in range(n * n) if region[i] == g])
    if d.get("diagonal-"):
        groups.append([i * n + i for i in range(n)])
    if d.get("diagonal+"):
        groups.append([(n - 1 - i) * n + i for i in range(n)])
    if d.get("disjointgroups"):
        for k in range(n):
            groups.append([i for i in range(n * n)
                           if (i // n % br) * bc + i % n % bc == k])
    for x in d.get("extraregion", []):
        groups.append([cell(s, n) for s in x["cells"]])
    cages = []
    for x in d.get("killercage", []):
        cs = [cell(s, n) for s in x["cells"]]
        groups.append(cs)
        if str(x.get("value", "")).strip():
            cages.append((cs, int(x["value"])))
    for g in groups:
        for a in g:
            for b in g:
                if a < b:
                    pair(a, b, differ)
    # negative constraints, as f-puzzles has them: a pair of neighbours
    # with a kropki dot of either colour is spared non-consecutive (the
    # negative white dot) and the negative black dot; one with an X or a
    # V the negative XV
    dots = {frozenset(cell(s, n) for s in x["cells"])
            for k in ("difference", "ratio") for x in d.get(k, [])}
    signs = {frozenset(cell(s, n) for s in x["cells"]) for x in d.get("xv", [])}
    negative = d.get("negative", [])
    nowhite = d.get("nonconsecutive") or "difference" in negative
    for i in range(n * n):
        r, c = divmod(i, n)
        for dr, dc in ((1, 2), (2, 1), (1, -2), (2, -1), (1, 1), (1, -1),
                       (0, 1), (1, 0)):
            r2, c2 = r + dr, c + dc
            if not (0 <= r2 < n and 0 <= c2 < n):
                continue
            j = r2 * n + c2
            knight = abs(dr * dc) == 2
            king = abs(dr) == 1 and abs(dc) == 1
            ortho = abs(dr) + abs(dc) == 1
            if (knight and d.get("antiknight")) or (king and d.get("antiking")):
                pair(i, j, differ)
            if ortho and nowhite and frozenset((i, j)) not in dots:
                pair(i, j, lambda x, y: abs(x - y) != 1)
            if ortho and "ratio" in negative and frozenset((i, j)) not in dots:
                pair(i, j, lambda x, y: x != 2 * y and y != 2 * x)
            if ortho and "xv" in negative and frozenset((i, j)) not in signs:
                pair(i, j, lambda x, y: x + y not in (5, 10))
    for x in d.get("thermometer", []):
        for line in x["lines"]:
            cs = [cell(s, n) for s in line]
            for a, b in zip(cs, cs[1:]):
                pair(a, b, lambda x, y: x < y)
    for x in d.get("difference", []):
        a, b = (cell(s, n) for s in x["cells"])
        pair(a, b, lambda x, y: abs(x - y) == 1)
    for x in d.get("ratio", []):
        a, b = (cell(s, n) for s in x["cells"])
        pair(a, b, lambda x, y: x == 2 * y or y == 2 * x)
    for x in d.get("xv", []):
        a, b = (cell(s, n) for s in x["cells"])
        total = 10 if x["value"] == "X" else 5
        pair(a, b, lambda x, y, t=total: x + y == t)
    # a clone: cell i of its area holds the value of cell i of its clone
    for x in d.get("clone", []):
        assert len(x["cells"]) == len(x["cloneCells"]), x
        for a, b in zip(x["cells"], x["cloneCells"]):
            pair(cell(a, n), cell(b, n), lambda x, y: x == y)
    # the line rules: each line tested whole when its last cell (in
    # search order) is set
    lines = [[] for _ in range(n * n)]

    def line_rule(key, ok):
        for x in d.get(key, []):
            for line in x["lines"]:
                cs = [cell(s, n) for s in line]
                lines[max(cs)].append((cs, ok))

    def parts_alike(cs, v):
        sums, part = [], 0
        for k, c in enumerate(cs):
            part += v[k]
            if k + 1 == len(cs) or region[c] != region[cs[k + 1]]:
                sums.append(part)
                part = 0
        return len(set(sums)) == 1

    line_rule("palindrome", lambda cs, v: v == v[::-1])
    line_rule("renban", lambda cs, v: len(set(v)) == len(v)
              and max(v) - min(v) == len(v) - 1)
    line_rule("whispers", lambda cs, v: all(2 * abs(a - b) >= n
                                            for a, b in zip(v, v[1:])))
    line_rule("betweenline", lambda cs, v: all(
        min(v[0], v[-1]) < x < max(v[0], v[-1]) for x in v[1:-1]))
    line_rule("slowthermometer", lambda cs, v: all(
        a <= b for a, b in zip(v, v[1:])))
    line_rule("regionsumline", parts_alike)

    # a skyscraper clue: its line read from the clue, a digit seen when
    # larger than every digit before it
    def seen(v):
        top = k = 0
        for x in v:
            if x > top:
                top, k = x, k + 1
        return k

    for x in d.get("skyscraper", []):
        if not str(x.get("value", "")).strip():
            continue
        r, c = (int(t) for t in x["cell"].upper()[1:].split("C"))
        if c in (0, n + 1):
            cs = [(r - 1) * n + k for k in range(n)]
        else:
            cs = [k * n + c - 1 for k in range(n)]
        if r == n + 1 or c == n + 1:
            cs.reverse()
        lines[max(cs)].append(
            (cs, lambda cs, v, w=int(x["value"]): seen(v) == w))
    # clues outside the grid: the line from the clue ("R0C2" above
    # column 2, "R5C2" below it on 4x4), tested whole
    def outside(key, reading):
        for x in d.get(key, []):
            if x.get("value") in (None, ""):
                continue
            r, c = (int(t) for t in x["cell"].upper()[1:].split("C"))
            cs = [k * n + c - 1 if r == 0 else (n - 1 - k) * n + c - 1
                  if r == n + 1 else (r - 1) * n + k if c == 0
                  else (r - 1) * n + n - 1 - k for k in range(n)]
            lines[max(cs)].append(
                (cs, lambda cs, v, t=int(x["value"]): reading(v) == t))

    def sandwich(v):
        i, j = (k for k, x in enumerate(v) if x in (1, n))
        return sum(v[i + 1:j])

    outside("sandwichsum", sandwich)
    outside("xsum", lambda v: sum(v[:v[0]]))
    parity = [None] * (n * n)
    for x in d.get("odd", []):
        parity[cell(x["cell"], n)] = 1
    for x in d.get("even", []):
        parity[cell(x["cell"], n)] = 0
    # a cage's sum is tested when its last cell (in search order) is set
    last = [[] for _ in range(n * n)]
    for cs, total in cages:
        last[max(cs)].append((cs, total))

    # forward checking: setting a cell strikes the values that fail a
    # pair test with it from the domains of the cells after it, so a
    # dead end shows as an empty domain at once, not cells later
    later = [[] for _ in range(n * n)]
    for a in range(n * n):
        for b, t in pairs[a]:
            later[b].append((a, t))
    domain = [{x for x in ([given[i]] if given[i] else range(1, n + 1))
               if parity[i] is None or x % 2 == parity[i]}
              for i in range(n * n)]
    # and each given strikes so from every cell it is tested with
    for i in range(n * n):
        if given[i]:
            for j, t in later[i]:
                domain[j] = {y for y in domain[j] if t(y, given[i])}
            for j, t in pairs[i]:
                domain[j] = {y for y in domain[j] if t(given[i], y)}
    v = [0] * (n * n)
    count = 0

    def search(i):
        nonlocal count
        if i == n * n:
            count += 1
            return count >= limit
        for x in sorted(domain[i]):
            v[i] = x
            if not (all(sum(v[c] for c in cs) == t for cs, t in last[i]) and
                    all(ok(cs, [v[c] for c in cs]) for cs, ok in lines[i])):
                continue
            struck = []
            alive = True
            for j, t in later[i]:
                gone = {y for y in domain[j] if not t(y, x)}
                if gone:
                    domain[j] -= gone
                    struck.append((j, gone))
                    if not domain[j]:
                        alive = False
                        break
            stop = alive and search(i + 1)
            for j, gone in struck:
                domain[j] |= gone
            if stop:
                return True
        v[i] = 0
        return False

    search(0)
    print(count)


main()
