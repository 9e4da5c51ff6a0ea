"""iss2fpuzzles.py: writes f-puzzles JSON for a published puzzle given in
the constraint strings of the Interactive Sudoku Solver
(github.com/sigh/Interactive-Sudoku-Solver, data/*.js), in its sudocue
killer format ("3x3::k:..."), as a 16x16 letter grid and region
layout, or as a 9x9 digit grid (0 blank) and f-puzzles global rules
("0900... nonconsecutive").  Only the constraints sudosat reads are translated; any other
stops the conversion, so a written file never leaves a rule out.

usage: python3 iss2fpuzzles.py TITLE AUTHOR RULESET INPUT SOLUTION > FILE

SOLUTION is the source's: n*n digits, or letters A.. for 1.. on grids
over 9x9.  The file carries it as f-puzzles' "solution" list.
"""
import json
import re
import sys


def die(msg):
    sys.exit("iss2fpuzzles.py: " + msg)


def value_of(ch):
    """A value written as one character: 1-9, or A=1, B=2, ... on big grids."""
    if ch.isdigit():
        return int(ch)
    return ord(ch.upper()) - ord("A") + 1


def coord(s):
    """R1C1 ... RgCg (ISS numbers rows and columns 10.. as a, b, ...)."""
    m = (re.match(r"^[Rr]([0-9]+)[Cc]([0-9]+)$", s)
         or re.match(r"^R([0-9]+|[a-z])C([0-9]+|[a-z])$", s))
    if not m:
        die("not a cell: %r" % s)
    conv = lambda t: int(t) if t.isdigit() else ord(t) - ord("a") + 10
    return conv(m.group(1)), conv(m.group(2))


def rc(cell):
    return "R%dC%d" % cell


def convert_iss(text, d):
    n = d["size"]
    regions = None
    boxes = True
    parts = [p.strip() for p in text.replace("\n", "").split(".")]
    for p in parts:
        if not p:
            continue
        f = p.split("~")
        kind, args = f[0], f[1:]
        if kind == "":
            for g in args:
                if not g:
                    continue
                cell, *vals = g.split("_")
                r, c = coord(cell)
                vals = [int(v) for v in vals]
                if len(vals) == 1:
                    d["grid"][r - 1][c - 1] = {"value": vals[0], "given": True}
                elif vals == list(range(2, n + 1, 2)):
                    d.setdefault("even", []).append({"cell": rc((r, c))})
                elif vals == list(range(1, n + 1, 2)):
                    d.setdefault("odd", []).append({"cell": rc((r, c))})
                else:
                    die("candidates %s of %s are neither odd nor even"
                        % (vals, cell))
        elif kind == "Shape":
            want = "%dx%d" % (n, n)
            if args != [want]:
                die("shape %s, not %s" % (args, want))
        elif kind == "Cage":
            d.setdefault("killercage", []).append(
                {"cells": [rc(coord(c)) for c in args[1:]], "value": args[0]})
        elif kind == "Thermo":
            d.setdefault("thermometer", []).append(
                {"lines": [[rc(coord(c)) for c in args]]})
        elif kind in ("RegionSumLine", "Renban", "Palindrome", "Between"):
            key = {"RegionSumLine": "regionsumline", "Renban": "renban",
                   "Palindrome": "palindrome", "Between": "betweenline"}[kind]
            d.setdefault(key, []).append(
                {"lines": [[rc(coord(c)) for c in args]]})
        elif kind == "Whisper":
            # sudosat's whispers: a difference of n/2 rounded up
            if args[0] != str((n + 1) // 2):
                die("whispers with a difference of %s" % args[0])
            d.setdefault("whispers", []).append(
                {"lines": [[rc(coord(c)) for c in args[1:]]]})
        elif kind == "Diagonal":
            # ISS: 1 rises from the bottom left (f-puzzles' diagonal+)
            d["diagonal+" if args == ["1"] else "diagonal-"] = True
        elif kind == "Windoku":
            for r0 in (2, 6):
                for c0 in (2, 6):
                    d.setdefault("extraregion", []).append(
                        {"cells": [rc((r0 + i, c0 + j)) for i in range(3)
                                   for j in range(3)]})
        elif kind in ("AntiKnight", "AntiKing", "AntiConsecutive"):
            d[{"AntiKnight": "antiknight", "AntiKing": "antiking",
               "AntiConsecutive": "nonconsecutive"}[kind]] = True
        elif kind in ("WhiteDot", "BlackDot", "X", "V"):
            if len(args) != 2:
                die("%s with %d cells" % (kind, len(args)))
            cells = [rc(coord(c)) for c in args]
            if kind in ("X", "V"):
                d.setdefault("xv", []).append({"cells": cells, "value": kind})
            else:
                key = "difference" if kind == "WhiteDot" else "ratio"
                d.setdefault(key, []).append({"cells": cells})
        elif kind == "Jigsaw":
            regions = args[-1]
        elif kind == "NoBoxes":
            boxes = False
        else:
            die("constraint %r is not one sudosat reads" % kind)
    if regions is not None:
        set_regions(d, regions, boxes)
    elif not boxes:
        die("no boxes and no jigsaw")


def set_regions(d, layout, boxes):
    """A jigsaw layout: the regions (no boxes) or, with the boxes kept,
    extra regions."""
    n = d["size"]
    if len(layout) != n * n:
        die("a layout of %d cells" % len(layout))
    names = sorted(set(layout), key=layout.index)
    if boxes:
        for name in names:
            d.setdefault("extraregion", []).append(
                {"cells": [rc((i // n + 1, i % n + 1))
                           for i in range(n * n) if layout[i] == name]})
        return
    for i, ch in enumerate(layout):
        d["grid"][i // n][i % n]["region"] = names.index(ch)


def convert_sudocue_killer(text, d):
    """3x3:[d]:k:V:V:... with V = total * 256 + cage number, cell by cell."""
    parts = text.split(":")
    if parts[0] != "3x3" or parts[2] != "k" or len(parts) != 81 + 4:
        die("not a sudocue killer: %r" % text[:20])
    if parts[1] == "d":
        d["diagonal+"] = d["diagonal-"] = True
    cages = {}
    for i in range(81):
        v = int(parts[i + 3])
        if v // 256:
            cages.setdefault(v % 256, (v // 256, []))[1].append(
                rc((i // 9 + 1, i % 9 + 1)))
    for total, cells in cages.values():
        d.setdefault("killercage", []).append(
            {"cells": cells, "value": str(total)})


def main():
    title, author, ruleset, text, solution = sys.argv[1:6]
    text = text.strip()
    if text.startswith("3x3:") or text[:81].isdigit():
        n = 9
    elif "~" not in text and " " in text:
        n = int(round((len(text) // 2) ** 0.5))
    else:
        n = int(round(len(solution) ** 0.5))
    if len(solution) != n * n:
        die("a solution of %d cells for a %dx%d grid" % (len(solution), n, n))
    d = {"size": n, "title": title, "author": author, "ruleset": ruleset,
         "grid": [[{} for _ in range(n)] for _ in range(n)]}
    if text.startswith("3x3:"):
        convert_sudocue_killer(text, d)
    elif text[:81].isdigit() and len(text.split()[0]) == 81:
        grid, *rules = text.split()
        for i, ch in enumerate(grid):
            if ch != "0":
                d["grid"][i // 9][i % 9] = {"value": int(ch), "given": True}
        for rule in rules:
            if rule not in ("nonconsecutive", "disjointgroups", "antiknight",
                            "antiking", "diagonal+", "diagonal-"):
                die("rule %r is not one sudosat reads" % rule)
            d[rule] = True
    elif "~" not in text:
        # a letter grid (. blank) and a region layout, side by side
        grid, layout = text.split()
        for i, ch in enumerate(grid):
            if ch != ".":
                d["grid"][i // n][i % n] = {"value": value_of(ch),
                                             "given": True}
        set_regions(d, layout, False)
    else:
        convert_iss(text, d)
    d["solution"] = [value_of(ch) for ch in solution]
    json.dump(d, sys.stdout, separators=(",", ":"))
    print()


main()
