"""Puzzles, catalogues, versions and the variable map, checked against
the program's listings and against what a grid must satisfy."""
import io
import os

import pytest

import sudosat
from conftest import valid_grid

FOUR = "1 2 0 0\n0 0 1 2\n0 0 0 0\n0 0 0 0\n"


def test_version_is_the_program_s(cli):
    out = cli("--version").stdout.split()
    assert out[:2] == ["sudosat", sudosat.version()]
    assert sudosat.__version__ == sudosat.version()
    major, minor, patch = (int(x) for x in sudosat.version().split("."))
    assert sudosat.version_number() == major * 10000 + minor * 100 + patch


@pytest.mark.parametrize("kind,fn", [("encodings", sudosat.encodings),
                                     ("amo", sudosat.amo_schemes),
                                     ("presolve", sudosat.presolve_levels)])
def test_catalogues_are_the_program_s(cli, kind, fn):
    listed = {}
    default = None
    for line in cli("list", kind).stdout.splitlines():
        name, summary = line.split("\t")[0].split()[1], line.split("\t")[1]
        if summary.startswith("(default) "):
            summary = summary[len("(default) "):]
            default = name
        listed[name] = summary
    assert fn() == list(listed)
    assert fn(summaries=True) == listed
    if kind == "encodings":
        assert sudosat.default_encoding() == default
    elif kind == "amo":
        assert sudosat.default_amo() == default
    else:
        assert sudosat.encoding_presolve("fast") == default
        assert sudosat.encoding_presolve("extended") == "none"


def test_solvers_are_the_program_s(cli):
    listed, built = [], []
    for line in cli("list", "solvers").stdout.splitlines():
        name, summary = line.split("\t")[0].split()[1], line.split("\t")[1]
        listed.append(name)
        if not summary.startswith("(not built) "):
            built.append(name)
        if summary.startswith("(default) "):
            assert sudosat.default_solver() == name
    assert sudosat.solvers(built=False) == listed
    assert sudosat.solvers() == built
    p = sudosat.Puzzle.from_string(FOUR)
    for name in built:
        assert sudosat.count(p, limit=100, solver=name) == \
            sudosat.count(p, limit=100)
    for name in set(listed) - set(built):
        with pytest.raises(sudosat.SudosatUsageError):
            sudosat.solve(p, solver=name)
    with pytest.raises(sudosat.SudosatUsageError):
        sudosat.solve(p, solver="nope")


def test_formats():
    assert sudosat.formats() == ["auto", "grid", "chars", "line",
                                 "sudominoku", "fpuzzles"]


def test_puzzle_fields(examples):
    path = os.path.join(examples, "16x16.txt")
    p = next(sudosat.read(path))
    assert (p.side, p.box, p.family, p.index, p.line) == \
        (16, (4, 4), "sudoku", 1, 1)
    assert p.source == path
    givens = p.givens
    assert len(givens) == 16 and all(len(r) == 16 for r in givens)
    assert sum(v != 0 for r in givens for v in r) > 0
    assert all(p[r, c] == givens[r][c] for r in range(16) for c in range(16))
    # the givens printed read back as the same puzzle
    again = sudosat.Puzzle.from_string(str(p))
    assert again.givens == givens and again.format == p.format
    d = next(sudosat.read(os.path.join(examples, "sudominoku.txt")))
    assert (d.family, d.side, d.format) == ("sudominoku", 9, "sudominoku")
    assert d.format_grid(sudosat.solve(d)).startswith("Puzzle 1\n")


def test_formats_read_and_forced(examples):
    for name, fmt in (("classic.txt", "grid"), ("chars.txt", "chars"),
                      ("stream.txt", "line"),
                      ("sudominoku.txt", "sudominoku")):
        path = os.path.join(examples, name)
        auto = list(sudosat.read(path))
        forced = list(sudosat.read(path, format=fmt))
        assert auto and all(p.format == fmt for p in auto)
        assert [p.givens for p in auto] == [p.givens for p in forced]
        assert [p.givens for p in sudosat.Puzzle.read(path)] == \
            [p.givens for p in auto]
        with open(path) as f:
            assert [p.givens for p in sudosat.read(f)] == \
                [p.givens for p in auto]
        with open(path, "rb") as f:
            assert [p.givens for p in sudosat.read(f)] == \
                [p.givens for p in auto]


def test_from_grid_and_set():
    p = sudosat.Puzzle.from_grid([[1, 2, 0, 0], [0, 0, 1, 2],
                                  [0, 0, 0, 0], [0, 0, 0, 0]])
    q = sudosat.Puzzle.from_string(FOUR)
    assert p.givens == q.givens
    assert sudosat.count(p, limit=100) == sudosat.count(q, limit=100) > 1
    p[2, 0] = 2
    assert p[2, 0] == 2 and q[2, 0] == 0
    with pytest.raises(IndexError):
        p[0, 0] = 5
    with pytest.raises(IndexError):
        p[4, 0]
    flat = sudosat.Puzzle.from_grid([1, 2, 0, 0] + [0] * 12)
    assert flat.givens[0] == [1, 2, 0, 0]
    assert sudosat.Puzzle.blank(2, 3).box == (2, 3)
    assert sudosat.Puzzle.from_grid([0] * 36, box=(3, 2)).box == (3, 2)


def test_copy_is_independent():
    p = sudosat.Puzzle.from_string(FOUR)
    c = p.copy()
    c[3, 3] = 4
    assert p[3, 3] == 0 and c[3, 3] == 4
    p.close()
    assert c.givens[0] == [1, 2, 0, 0]
    with c:
        pass
    with pytest.raises(ValueError):
        c.givens


def test_extra_region_narrows_the_solutions():
    p = sudosat.Puzzle.blank(2)
    before = sudosat.count(p, limit=1000)
    assert before == 288
    # the main diagonal holds each value once
    p.add_region([(i, i) for i in range(4)])
    after = sudosat.count(p, limit=1000)
    assert 0 < after < before
    grid = sudosat.solve(p)
    assert valid_grid(grid, p.givens, p.box)
    assert sorted(grid[i][i] for i in range(4)) == [1, 2, 3, 4]
    # every grid counted keeps the diagonal: count the diagonal-keeping
    # grids among all of them by enumeration in Python
    assert after == _count_diagonal_grids()


def test_jigsaw_regions_counted_as_python_enumerates():
    import itertools
    regions = [[0, 0, 1, 1], [0, 2, 2, 1], [0, 2, 3, 1], [2, 3, 3, 3]]
    p = sudosat.Puzzle.blank(2)
    p.set_regions(regions)
    assert p.is_jigsaw and p.regions == regions
    want = 0
    for rows in itertools.product(itertools.permutations(range(1, 5)),
                                  repeat=4):
        if any(len({rows[r][c] for r in range(4)}) < 4 for c in range(4)):
            continue
        if all(len({rows[r][c] for r in range(4) for c in range(4)
                    if regions[r][c] == g}) == 4 for g in range(4)):
            want += 1
    assert sudosat.count(p, limit=1000) == want
    with pytest.raises(sudosat.SudosatError, match="region number 0"):
        p.set_regions([[0] * 4] * 4)
    p.set_regions(None)
    assert not p.is_jigsaw
    assert sudosat.count(p, limit=1000) == 288


def test_fpuzzles_text_read():
    text = ('{"size":4,"grid":[[{"value":1,"given":true},{},{},{}],'
            '[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"antiking":true}')
    (p,) = sudosat.parse(text)
    assert p.givens[0][0] == 1
    with pytest.raises(sudosat.SudosatError, match="unsupported key 'lockout'"):
        sudosat.parse('{"size":4,"lockout":[]}')


def _count_diagonal_grids():
    import itertools
    rows = list(itertools.permutations(range(1, 5)))
    total = 0

    def extend(g):
        nonlocal total
        if len(g) == 4:
            if valid_grid(g, [[0] * 4] * 4, (2, 2)) and \
                    sorted(g[i][i] for i in range(4)) == [1, 2, 3, 4]:
                total += 1
            return
        for row in rows:
            # no value twice in a column so far
            if all(row[c] != prev[c] for prev in g for c in range(4)):
                extend(g + [row])
    extend([])
    return total


def test_check_and_is_solution():
    p = sudosat.Puzzle.from_string(FOUR)
    grid = sudosat.solve(p)
    assert p.is_solution(grid)
    p.check_solution(grid)
    bad = [row[:] for row in grid]
    bad[3][3], bad[3][2] = bad[3][2], bad[3][3]
    assert not p.is_solution(bad)
    with pytest.raises(sudosat.SudosatError):
        p.check_solution(bad)
    broken = sudosat.Puzzle.from_string("1 1 0 0\n" + "0 0 0 0\n" * 3,
                                        lenient=True)
    with pytest.raises(sudosat.SudosatInputError) as e:
        broken.check()
    assert "twice" in e.value.msg
    p.check()


def test_stats_are_filled():
    p = sudosat.Puzzle.blank(3)
    st = {}
    sudosat.solve(p, encoding="extended", stats=st)
    assert st["variables"] == 729 and st["clauses"] > 0
    assert st["literals"] > st["clauses"] and st["seconds"] >= 0


@pytest.mark.parametrize("encoding", ["extended", "minimal", "optimized",
                                      "fast"])
def test_varmap_and_clauses_hold_the_solution(examples, encoding):
    p = sudosat.Puzzle.from_string(
        open(os.path.join(examples, "classic.txt")).read())
    grid = sudosat.solve(p)
    cls, vmap = sudosat.clauses(p, encoding=encoding)
    assert vmap.side == 9 and vmap.compact == (encoding in ("optimized",
                                                            "fast"))
    # the solution's cell literals satisfy every clause: with the
    # pairwise scheme there are no auxiliary variables
    assert vmap.cell_variables == vmap.variables
    true = set(vmap.literals(grid))
    assert all(any(lit in true for lit in cl) for cl in cls)
    assert vmap.decode(true) == grid
    # each cell variable names one (r, c, v), and back
    seen = set()
    for (r, c, v), x in vmap.items():
        if x is True:
            assert grid[r][c] == v
        elif x is not False:
            assert vmap.cell(x) == (r, c, v)
            seen.add(x)
        elif p.givens[r][c]:
            assert v != p.givens[r][c]
    assert seen == set(range(1, vmap.cell_variables + 1))
    if not vmap.compact:
        assert vmap(2, 3, 4) == 81 * 2 + 9 * 3 + 4


def test_auxiliary_variables_are_not_cells():
    p = sudosat.Puzzle.blank(2)
    cls, vmap = sudosat.clauses(p, encoding="extended", amo="sequential")
    assert vmap.cell_variables == 64 < vmap.variables
    assert vmap.cell(64) == (3, 3, 4)
    assert vmap.cell(65) is None
    with pytest.raises(IndexError):
        vmap.cell(vmap.variables + 1)


def test_propagate_fixes_cells_of_the_solution(data):
    for p in sudosat.parse("".join(open(data("sudoku9/top95.txt"))
                                   .readlines()[:5])):
        sol = sudosat.solve(p)
        for level in sudosat.presolve_levels():
            part = sudosat.propagate(p, presolve=level)
            assert all(v in (0, sol[r][c]) for r, row in enumerate(part)
                       for c, v in enumerate(row))
            assert all(part[r][c] == v for r, row in enumerate(p.givens)
                       for c, v in enumerate(row) if v)
        # the strongest level fixes at least what plain propagation does
        weak = sudosat.propagate(p, presolve="none")
        strong = sudosat.propagate(p, presolve="probe")
        assert sum(map(bool, sum(strong, []))) >= \
            sum(map(bool, sum(weak, [])))


def test_read_closes_its_file(tmp_path):
    path = tmp_path / "two.txt"
    path.write_text("1234341221434321\n" * 2)
    fds = len(os.listdir("/proc/self/fd"))
    for _ in range(50):
        gen = sudosat.read(path)
        next(gen)
        gen.close()
        list(sudosat.read(path))
    assert len(os.listdir("/proc/self/fd")) == fds


def test_bytes_and_file_objects():
    assert sudosat.parse(FOUR.encode())[0].givens == \
        sudosat.parse(io.StringIO(FOUR).read())[0].givens
    p = next(sudosat.read(io.BytesIO(FOUR.encode())))
    assert p.source == "<stream>" and p.line == 1


def test_threads_solve_as_one_does(data):
    from concurrent.futures import ThreadPoolExecutor
    puzzles = sudosat.parse("".join(open(data("sudoku9/top95.txt"))
                                    .readlines()[:16]))
    alone = [sudosat.solve(p, encoding="extended") for p in puzzles]
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(
            lambda p: sudosat.solve(p, encoding="extended"), puzzles))
    assert together == alone
    assert all(valid_grid(g, p.givens, p.box)
               for g, p in zip(alone, puzzles))
