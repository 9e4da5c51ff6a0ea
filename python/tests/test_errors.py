"""Errors: the library's messages and locations reach Python as
exceptions, word for word what the program prints for the same input
(tests/bad holds the fixtures and the program's expected messages)."""
import glob
import os

import pytest

import sudosat

OPTION_ARGS = {"--format": "format", "--max-line": "max_line",
               "--box": "box", "--max-literals": "max_literals",
               "--encoding": "encoding"}


def _fixture_args(path):
    """The keywords of NAME.args, or None when one has no keyword."""
    kw = {}
    if os.path.exists(path):
        for arg in open(path).read().split():
            key, _, val = arg.partition("=")
            if key not in OPTION_ARGS:
                return None
            if key in ("--max-line", "--max-literals"):
                if not val.isdigit():
                    return None
                val = int(val)
            kw[OPTION_ARGS[key]] = val
    return kw


def _fixtures():
    here = os.path.dirname(os.path.abspath(__file__))
    bad = os.path.join(os.path.dirname(os.path.dirname(here)), "tests", "bad")
    for inp in sorted(glob.glob(os.path.join(bad, "*.in"))):
        name = os.path.basename(inp)[:-3]
        # fixtures whose options only the program has are left out
        if os.path.exists(inp[:-3] + ".err") and \
                _fixture_args(inp[:-3] + ".args") is not None:
            yield name


@pytest.mark.parametrize("name", list(_fixtures()))
def test_bad_input_message_as_the_program(bad_dir, name, monkeypatch):
    monkeypatch.chdir(bad_dir)
    kw = _fixture_args(name + ".args")
    solve_kw = {k: kw.pop(k) for k in ("max_literals", "encoding")
                if k in kw}
    expected = open(name + ".err").read().splitlines()[0]
    said = []
    with pytest.raises(sudosat.SudosatError) as e:
        # read and solve in turn, as the program does
        seen = 0
        for p in sudosat.read(name + ".in", **kw):
            seen += 1
            if sudosat.solve(p, **solve_kw) is None:
                said.append("%s:%d: puzzle %d has no solution"
                            % (p.source, p.line, p.index))
        if not seen:
            sudosat.Puzzle.from_string(open(name + ".in", "rb").read(),
                                       name=name + ".in", **kw)
    said.append(str(e.value))
    assert said[0] == expected
    err = e.value
    # the fields make up the message
    assert err.file == name + ".in"
    assert str(err).startswith("%s:%d" % (err.file, err.line))
    assert str(err).endswith(": " + err.msg)
    if err.col:
        assert str(err).startswith("%s:%d:%d: " % (err.file, err.line,
                                                    err.col))


def test_error_in_a_string_carries_line_and_column(cli):
    text = "1 2 3 4\n3 4 1 2\n2 1 x 3\n4 3 2 1\n"
    with pytest.raises(sudosat.SudosatInputError) as e:
        sudosat.Puzzle.from_string(text, name="four.txt")
    err = e.value
    assert (err.file, err.line, err.col, err.status) == ("four.txt", 3, 5, 1)
    assert isinstance(err, ValueError)
    run = cli("-", input=text)
    assert run.returncode == 2
    assert run.stderr == str(err).replace("four.txt", "<stdin>", 1) + "\n"


def test_read_raises_at_the_bad_line_or_skips_it(cli, tmp_path):
    good = "1234341221434321"
    path = tmp_path / "stream.txt"
    path.write_text("%s\n12345\n%s\n" % (good, good))
    gen = sudosat.read(path)
    first = next(gen)
    assert first.line == 1
    with pytest.raises(sudosat.SudosatInputError) as e:
        next(gen)
    run = cli(path)
    assert run.returncode == 2
    assert run.stderr.splitlines() == [str(e.value)]
    assert e.value.line == 2
    kept = list(sudosat.read(str(path), errors="skip"))
    assert [p.line for p in kept] == [1, 3]
    assert [p.index for p in kept] == [1, 3]


def test_errors_after_reading_are_placed_at_the_puzzle(tmp_path):
    path = tmp_path / "p.txt"
    path.write_text("\n" + "0 " * 8 + "0\n" + ("0 " * 8 + "0\n") * 8)
    p = next(sudosat.read(path))
    with pytest.raises(sudosat.SudosatLimitError) as e:
        sudosat.solve(p, encoding="extended", max_literals=1000)
    assert e.value.file == str(path) and e.value.line == 2
    assert "exceeds 1000 literals" in e.value.msg


def test_usage_errors():
    p = sudosat.Puzzle.blank(2)
    with pytest.raises(sudosat.SudosatUsageError) as e:
        sudosat.solve(p, encoding="no-such")
    assert "no-such" in str(e.value) and "extended" in str(e.value)
    with pytest.raises(sudosat.SudosatUsageError):
        sudosat.solve(p, amo="no-such")
    with pytest.raises(sudosat.SudosatUsageError):
        sudosat.solve(p, presolve="no-such")
    with pytest.raises(sudosat.SudosatUsageError):
        sudosat.count(p, limit=0)
    with pytest.raises(sudosat.SudosatUsageError):
        sudosat.parse("1234", format="no-such")
    with pytest.raises(sudosat.SudosatUsageError):
        sudosat.Puzzle.blank(1)
    with pytest.raises(ValueError):
        sudosat.Puzzle.from_grid([[1, 2], [3]])
    with pytest.raises(sudosat.SudosatUsageError) as e:
        p.add_region([0, 0])
    assert e.value.status == 2


def test_no_puzzle_and_two_puzzles():
    with pytest.raises(sudosat.SudosatInputError) as e:
        sudosat.Puzzle.from_string("\n\n", name="empty")
    assert str(e.value) == "empty:1:1: no puzzle in the input"
    assert sudosat.parse("") == []
    with pytest.raises(sudosat.SudosatInputError) as e:
        sudosat.Puzzle.from_string("1234341221434321\n" * 2)
    assert e.value.line == 2


def test_a_closed_puzzle_refuses_use():
    p = sudosat.Puzzle.blank(2)
    p.close()
    p.close()
    with pytest.raises(ValueError):
        sudosat.solve(p)
    with pytest.raises(ValueError):
        p.side
    assert "closed" in repr(p)


def test_missing_file_is_oserror(tmp_path):
    with pytest.raises(FileNotFoundError):
        next(sudosat.read(tmp_path / "absent.txt"))


OOM_SCRIPT = r"""
import resource, sys
import sudosat
p = next(sudosat.read(sys.argv[1]))
def vm():
    for line in open("/proc/self/status"):
        if line.startswith("VmSize:"):
            return int(line.split()[1]) * 1024
# 60 MB more than the interpreter holds now: too little for the CNF of
# an empty 100x100 grid
limit = vm() + 60 * 2 ** 20
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
for fn in (sudosat.solve, sudosat.count, sudosat.propagate, sudosat.dimacs):
    try:
        fn(p, encoding="extended", amo="product")
    except sudosat.SudosatMemoryError as e:
        assert isinstance(e, MemoryError) and e.status == 4
        print(e)
    else:
        print(fn.__name__, "gave no error")
# the memory came back: a small puzzle is solved within the same limit
q = sudosat.Puzzle.from_string("1 2 0 0\n" + "0 0 0 0\n" * 3)
print(sudosat.count(q, limit=100))
"""


def test_out_of_memory_is_memory_error(tmp_path):
    import subprocess
    import sys
    if not os.path.exists("/proc/self/status"):
        pytest.skip("no /proc/self/status")
    path = tmp_path / "empty100"
    path.write_text(("0 " * 99 + "0\n") * 100)
    here = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ, SUDOSAT_LIBRARY=sudosat.library_path,
               PYTHONPATH=os.path.dirname(here))
    run = subprocess.run([sys.executable, "-c", OOM_SCRIPT, str(path)],
                         capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr
    small = sudosat.count(sudosat.Puzzle.from_string(
        "1 2 0 0\n" + "0 0 0 0\n" * 3), limit=100)
    assert run.stdout.splitlines() == \
        ["%s:1: out of memory" % path] * 4 + [str(small)]


def test_rules_the_givens_break():
    """Givens that break a rule added: SudosatInputError as sudosat words
    it, and no rule added; a lenient puzzle keeps them (check() says
    so, propagate finds the conflict); a rule the grid cannot have is a
    usage error placed at the puzzle."""
    text = "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n"
    p = sudosat.Puzzle.from_string(text, name="diag.txt")
    with pytest.raises(sudosat.SudosatInputError) as e:
        p.add_rules("x")
    assert str(e.value).startswith("diag.txt:1: puzzle 1: given value 1 "
                                   "appears twice in diagonal 1")
    assert str(e.value).endswith("(--rules=x)")
    assert not p.has_rule("x") and sudosat.count(p, limit=100) > 0
    q = sudosat.Puzzle.from_string(text, lenient=True)
    q.add_rules(["x"])
    assert q.has_rule("x")
    with pytest.raises(sudosat.SudosatInputError):
        q.check()
    assert sudosat.propagate(q) is None
    six = sudosat.Puzzle.from_string("1 2 3 4 5 6\n" + "0 0 0 0 0 0\n" * 5,
                                     name="six.txt")
    with pytest.raises(sudosat.SudosatUsageError) as e:
        six.add_rules("x,windoku")
    assert str(e.value).startswith("six.txt:1: windoku needs square boxes")
    assert not six.has_rule("x")
