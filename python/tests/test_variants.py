"""The variant constraints through the bindings: the adders, the sum
and order encodings as keywords, the checks, and DIMACS comments.
Counts are compared with an enumeration of every 4x4 grid written here,
apart from the library."""
import itertools

import pytest

import sudosat
from conftest import valid_grid


def _all_grids():
    """Every 4x4 Sudoku grid (288), by rows of permutations."""
    rows = list(itertools.permutations(range(1, 5)))
    out = []

    def extend(g):
        if len(g) == 4:
            if valid_grid(g, [[0] * 4] * 4, (2, 2)):
                out.append([list(r) for r in g])
            return
        for row in rows:
            if all(row[c] != prev[c] for prev in g for c in range(4)):
                extend(g + [row])
    extend([])
    return out


GRIDS = _all_grids()


def _build(constraints):
    p = sudosat.Puzzle.blank(2)
    for kind, args in constraints:
        getattr(p, "add_" + kind)(*args)
    return p


def _keeps(grid, constraints):
    v = lambda cell: grid[cell[0]][cell[1]]
    for kind, args in constraints:
        if kind == "cage":
            vals = [v(c) for c in args[0]]
            if len(set(vals)) < len(vals):
                return False
            if len(args) > 1 and args[1] and sum(vals) != args[1]:
                return False
        elif kind == "thermo":
            vals = [v(c) for c in args[0]]
            if any(a >= b for a, b in zip(vals, vals[1:])):
                return False
        elif kind == "parity":
            if (v(args[0]) % 2 == 1) != bool(args[1]):
                return False
        elif kind == "kropki":
            a, b = v(args[0]), v(args[1])
            black = len(args) > 2 and args[2]
            if black and not (a == 2 * b or b == 2 * a):
                return False
            if not black and abs(a - b) != 1:
                return False
        elif kind == "xv":
            if v(args[0]) + v(args[1]) != args[2]:
                return False
    return True


SETS = [
    [("cage", ([(0, 0), (1, 1)], 5))],
    [("cage", ([(0, 0), (0, 1), (1, 0)], 6))],
    [("thermo", ([(0, 0), (1, 1), (2, 2)],))],
    [("thermo", ([(3, 0), (2, 1)],)), ("xv", ((0, 0), (0, 1), 5))],
    [("parity", ((0, 0), True)), ("parity", ((3, 3), False)),
     ("kropki", ((1, 1), (1, 2))), ("kropki", ((2, 0), (3, 0), True))],
    [("cage", ([(0, 3), (1, 3), (2, 3)], 0)), ("xv", ((2, 2), (3, 3), 7))],
]


@pytest.mark.parametrize("constraints", SETS)
def test_counts_match_an_enumeration(constraints):
    want = sum(_keeps(g, constraints) for g in GRIDS)
    p = _build(constraints)
    for s in sudosat.sum_encodings():
        for o in sudosat.order_encodings():
            for level in sudosat.presolve_levels():
                got = sudosat.count(p, limit=1000, presolve=level,
                                    sum_encoding=s, order_encoding=o)
                assert got == want, (s, o, level)
    grid = sudosat.solve(p, sum_encoding="running", order_encoding="direct")
    if want:
        assert _keeps(grid, constraints) and p.is_solution(grid)
    else:
        assert grid is None


def test_catalogues_are_the_program_s(cli):
    for kind, fn, default in (
            ("sum", sudosat.sum_encodings, sudosat.default_sum_encoding),
            ("order", sudosat.order_encodings,
             sudosat.default_order_encoding)):
        listed = {}
        for line in cli("list", kind).stdout.splitlines():
            name, summary = line.split("\t")[0].split()[1], line.split("\t")[1]
            if summary.startswith("(default) "):
                summary = summary[len("(default) "):]
                assert default() == name
            listed[name] = summary
        assert fn() == list(listed)
        assert fn(summaries=True) == listed


def test_unknown_names_are_refused():
    p = sudosat.Puzzle.blank(2)
    with pytest.raises(sudosat.SudosatUsageError, match="sum encoding"):
        sudosat.solve(p, sum_encoding="nonesuch")
    with pytest.raises(sudosat.SudosatUsageError, match="order encoding"):
        sudosat.count(p, order_encoding="")


def test_adders_refuse_bad_input():
    p = sudosat.Puzzle.blank(3)
    with pytest.raises(sudosat.SudosatUsageError, match="cannot sum to 30"):
        p.add_cage([(0, 0), (0, 1)], 30)
    with pytest.raises(sudosat.SudosatUsageError, match="off the 9x9 grid"):
        p.add_cage([81], 0)
    with pytest.raises(sudosat.SudosatUsageError, match="twice"):
        p.add_thermo([(0, 0), (0, 0)])
    with pytest.raises(sudosat.SudosatUsageError):
        p.add_xv((0, 0), (0, 1), 19)
    with pytest.raises(sudosat.SudosatUsageError):
        p.add_kropki((0, 0), (9, 9))
    with pytest.raises(sudosat.SudosatUsageError):
        p.add_parity(-1, True)


def test_givens_breaking_a_cage_are_reported():
    p = sudosat.Puzzle.blank(3)
    p.add_cage([(0, 0), (0, 1)], 4)
    p[0, 0] = 9
    with pytest.raises(sudosat.SudosatInputError, match="cage 1"):
        p.check()
    assert sudosat.solve(p) is None


def test_dimacs_comments_carry_the_constraints():
    p = sudosat.Puzzle.blank(3)
    p.add_cage([(0, 0), (0, 1)], 10)
    p.add_thermo([(4, 4), (4, 5), (4, 6)])
    p.add_parity((8, 8), False)
    p.add_kropki((2, 2), (2, 3), black=True)
    p.add_xv((5, 5), (6, 5), 5)
    p.add_region([(0, 8), (1, 7), (2, 6)])
    text = sudosat.dimacs(p, sum_encoding="running", order_encoding="direct")
    lines = text.splitlines()
    for want in ("c sum-encoding running", "c order-encoding direct",
                 "c cage 10 1 1 1 2", "c thermo 5 5 5 6 5 7", "c even 9 9",
                 "c black 3 3 3 4", "c sum 5 6 6 7 6",
                 "c region 1 9 2 8 3 7"):
        assert want in lines, want
    plain = sudosat.dimacs(sudosat.Puzzle.blank(3))
    assert "sum-encoding" not in plain and "c cage" not in plain
