"""The module answers as the sudosat program does: the same grids, the
same counts, the same DIMACS text and sizes, the same propagation, for
the same puzzles and options; and every encoding with every scheme gives
a grid that an independent check in this file accepts."""
import os
import re

import pytest

import sudosat
from conftest import valid_grid

EXAMPLES = ["classic.txt", "chars.txt", "16x16.txt", "stream.txt",
            "sudominoku.txt"]


@pytest.mark.parametrize("name", EXAMPLES)
def test_solve_prints_what_the_program_prints(cli, examples, name):
    path = os.path.join(examples, name)
    out = []
    for p in sudosat.read(path):
        out.append(p.format_grid(sudosat.solve(p)))
    assert out, "no puzzle read"
    run = cli(path)
    assert run.returncode == 0, run.stderr
    assert "".join(out) == run.stdout


def test_solve_and_count_agree_on_top95(cli, data):
    path = data("sudoku9/top95.txt")
    lines = open(path).read().splitlines()[:12]
    text = "\n".join(lines) + "\n"
    puzzles = sudosat.parse(text, name=path)
    assert len(puzzles) == 12
    run = cli("solve", "-", input=text)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [
        p.format_grid(sudosat.solve(p)).rstrip("\n") for p in puzzles]
    run = cli("count", "--limit=3", "-", input=text)
    assert run.stdout.split() == [str(sudosat.count(p, limit=3))
                                  for p in puzzles]


def test_counts_agree_on_puzzles_with_many_solutions(cli, data):
    path = data("sudoku9/serg_multi_solution.txt")
    text = "".join(open(path).readlines()[:5])
    puzzles = sudosat.parse(text)
    for limit in (2, 50):
        run = cli("count", "--limit=%d" % limit, "-", input=text)
        assert run.returncode == 0, run.stderr
        counts = [sudosat.count(p, limit=limit) for p in puzzles]
        assert run.stdout.split() == [str(c) for c in counts]
        assert all(c > 1 for c in counts)


def test_uniqueness(cli, data):
    multi = sudosat.parse(open(data("sudoku9/serg_multi_solution.txt"))
                          .readline())[0]
    found, grid = sudosat.search(multi, limit=2)
    assert found == 2 and not sudosat.is_unique(multi)
    assert valid_grid(grid, multi.givens, multi.box)
    assert cli("--unique", "-", input=str(multi)).returncode == 3
    unique = next(sudosat.read(data("sudoku9/top95.txt")))
    assert sudosat.is_unique(unique)
    assert cli("--unique", "-", input=str(unique)).returncode == 0


def test_no_solution_is_none(cli):
    text = "1 1 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n"
    # givens that break a rule are an input error unless read leniently
    with pytest.raises(sudosat.SudosatInputError):
        sudosat.Puzzle.from_string(text)
    p = sudosat.Puzzle.from_string(text, lenient=True)
    assert sudosat.propagate(p) is None
    assert cli("propagate", "-", input=text).stdout == "ERROR\n"
    # no rule broken among the givens, yet row 1 cannot hold its 3
    text = "1 2 0 0\n0 0 3 0\n0 0 0 0\n0 0 0 0\n"
    q = sudosat.Puzzle.from_string(text)
    for encoding in ("fast", "extended", "minimal"):
        assert sudosat.solve(q, encoding=encoding) is None
        assert sudosat.count(q, encoding=encoding) == 0
    assert sudosat.propagate(q, presolve="singles") is None
    run = cli("-", input=text)
    assert run.returncode == 1 and run.stdout == ""


ENCODINGS = sudosat.encodings()
SCHEMES = sudosat.amo_schemes()


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("amo", SCHEMES)
def test_every_encoding_and_scheme_gives_a_valid_grid(encoding, amo,
                                                      examples):
    for p in sudosat.read(os.path.join(examples, "classic.txt")):
        if encoding == "hatch":
            # cross-hatching's clauses alone do not decide a grid, but
            # what they fix is part of the solution
            part = sudosat.hatch(p, amo=amo)
            sol = sudosat.solve(p, encoding="extended", amo=amo)
            assert all(v in (0, sol[r][c]) for r, row in enumerate(part)
                       for c, v in enumerate(row))
            continue
        grid = sudosat.solve(p, encoding=encoding, amo=amo)
        assert valid_grid(grid, p.givens, p.box)
        assert sudosat.is_unique(p, encoding=encoding, amo=amo)


@pytest.mark.parametrize("level", sudosat.presolve_levels())
def test_every_presolve_level_gives_a_valid_grid(level, data):
    for p in sudosat.parse("".join(open(data("sudoku9/top95.txt"))
                                   .readlines()[:3])):
        grid = sudosat.solve(p, encoding="extended", presolve=level)
        assert valid_grid(grid, p.givens, p.box)


def test_other_box_shapes(cli):
    # 6x6: 2x3 boxes by default, 3x2 when asked
    text = "1 2 3 4 5 6\n" + "0 0 0 0 0 0\n" * 5
    for box, arg in ((None, None), ((3, 2), "--box=3x2"), ("3x2", None)):
        p = sudosat.Puzzle.from_string(text, box=box)
        assert p.box == ((2, 3) if box is None else (3, 2))
        grid = sudosat.solve(p)
        assert valid_grid(grid, p.givens, p.box)
        if arg:
            args = ("count", "--limit=1000", arg, "-")
        else:
            args = ("count", "--limit=1000", "-")
        run = cli(*args, input=text)
        assert run.stdout.strip() == str(sudosat.count(p, limit=1000))


STATS = re.compile(r"variables=(\d+) clauses=(\d+) literals=(\d+)")


@pytest.mark.parametrize("encoding", ["extended", "optimized", "fast",
                                      "minimal"])
@pytest.mark.parametrize("amo", ["pairwise", "sequential", "bimander"])
def test_dimacs_as_the_program_writes_it(cli, examples, encoding, amo):
    path = os.path.join(examples, "classic.txt")
    p = sudosat.Puzzle.from_string(open(path).read())
    stats = {}
    text = sudosat.dimacs(p, encoding=encoding, amo=amo, stats=stats)
    run = cli("dimacs", "-s", "-e", encoding, "-a", amo, path)
    assert run.returncode == 0, run.stderr
    assert text == run.stdout
    v, c, lits = (int(x) for x in STATS.search(run.stderr).groups())
    assert (stats["variables"], stats["clauses"], stats["literals"]) == \
        (v, c, lits)
    cls, vmap = sudosat.clauses(p, encoding=encoding, amo=amo)
    assert len(cls) == c
    assert sum(len(x) for x in cls) == lits
    assert vmap.variables == v
    assert max((abs(x) for cl in cls for x in cl), default=0) <= v


def test_clause_counts_on_an_open_grid(cli):
    text = "".join("0 " * 15 + "0\n" for _ in range(16))
    p = sudosat.Puzzle.from_string(text, format="grid")
    for encoding, amo in (("extended", "pairwise"), ("minimal", "product"),
                          ("augmented", "commander")):
        run = cli("dimacs", "-s", "-f", "grid", "-e", encoding, "-a", amo,
                  "-", input=text)
        v, c, lits = (int(x) for x in STATS.search(run.stderr).groups())
        cls, vmap = sudosat.clauses(p, encoding=encoding, amo=amo)
        assert (vmap.variables, len(cls), sum(map(len, cls))) == (v, c, lits)
        assert vmap.cell_variables == 16 ** 3


def test_propagate_and_hatch_as_the_program(cli, examples, data):
    files = [os.path.join(examples, "cross.txt")]
    files += [data("boj2955/case%d.in" % i) for i in (1, 2, 3)]
    for path in files:
        p = sudosat.Puzzle.from_string(open(path).read(), lenient=True,
                                       name=path)
        for cmd, fn in (("hatch", sudosat.hatch),
                        ("propagate", sudosat.propagate)):
            run = cli(cmd, path)
            grid = fn(p)
            if grid is None:
                assert run.stdout == "ERROR\n"
            else:
                # the program shows open cells as '.', the puzzle's own
                # blank may be '0'
                shown = p.format_grid(grid)
                if p.format in ("chars", "line"):
                    shown = shown.replace("0", ".")
                assert shown == run.stdout
    out = data("boj2955/case1.out")
    p = sudosat.Puzzle.from_string(open(data("boj2955/case1.in")).read(),
                                   lenient=True)
    grid = sudosat.hatch(p)
    expected = open(out).read()
    if grid is None:
        assert expected.strip() == "ERROR"
    else:
        assert p.format_grid(grid).replace("0", ".") == expected


def test_time_limit_raises_timeout(cli):
    # an empty 36x36 grid with the pairwise extended encoding takes longer
    # than a millisecond to encode
    p = sudosat.Puzzle.blank(6)
    with pytest.raises(sudosat.SudosatTimeout) as e:
        sudosat.count(p, limit=10 ** 6, encoding="extended",
                      time_limit=0.001)
    assert isinstance(e.value, TimeoutError)
    assert e.value.status == 6 and e.value.errno is None
    assert str(e.value).startswith("sudosat: ")


ALL_EXAMPLES = sorted(
    f for f in os.listdir(os.path.join(os.path.dirname(os.path.dirname(
        os.path.dirname(os.path.abspath(__file__)))), "examples"))
    if f.endswith((".txt", ".json")) or f == "fpuzzles-links")
# encoding, scheme, presolve level (None: the preset's own), --rules
CONFIGS = [
    ("extended", "pairwise", "none", None),
    ("fast", "sequential", None, None),
    ("optimized", "commander", "hall", "x"),
    ("augmented", "product", "locked", "anti-king"),
    ("minimal", "binary", "singles", "non-consecutive"),
    ("efficient", "bimander", "probe", "windoku"),
    ("hidden-singles", "pairwise", "none", "anti-knight,x"),
]


@pytest.mark.parametrize("config", CONFIGS,
                         ids=["-".join(filter(None, c)) for c in CONFIGS])
@pytest.mark.parametrize("name", ALL_EXAMPLES)
def test_every_format_and_rule_as_the_program(cli, examples, tmp_path,
                                              name, config):
    """Every example (each input format, f-puzzles variants, Sudominoku)
    under presets, schemes, presolve levels and --rules: the module's
    DIMACS text is the program's, byte for byte; its counts are the
    program's; a puzzle the program refuses raises the program's
    message."""
    encoding, amo, presolve, rules = config
    path = os.path.join(examples, name)
    args = ["-e", encoding, "-a", amo]
    if presolve:
        args.append("--presolve=" + presolve)
    if rules:
        args.append("--rules=" + rules)
    opts = dict(encoding=encoding, amo=amo, presolve=presolve)
    run = cli("dimacs", *args, "-o", tmp_path / "%d.cnf", path)
    refused = [ln for ln in run.stderr.splitlines() if ln]
    counted = cli("count", "--limit=3", *args, path)
    errors, counts = [], []
    n = 0
    for p in sudosat.read(path):
        n += 1
        try:
            if rules:
                p.add_rules(rules)
            text = sudosat.dimacs(p, **opts)
        except sudosat.SudosatError as e:
            errors.append(str(e))
            assert not (tmp_path / ("%d.cnf" % p.index)).exists()
            continue
        with open(tmp_path / ("%d.cnf" % p.index)) as f:
            assert text == f.read(), p.index
        counts.append(str(sudosat.count(p, limit=3, **opts)))
        p.close()
    assert n > 0
    assert errors == refused
    assert run.returncode == (2 if errors else 0), run.stderr
    assert [ln for ln in counted.stdout.splitlines() if ln.strip()] == \
        counts
