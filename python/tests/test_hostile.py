"""Hostile calls: a puzzle closed while another thread uses it, ints
that C would cut to 32 or 64 bits, arguments of the wrong type.  Each
must raise a clear error (TypeError for a wrong type, SudosatUsageError
for a value out of range) or wait, never crash or quietly take another
value."""
import copy
import os
import pickle
import subprocess
import sys
import textwrap

import pytest

import sudosat

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOUR = "1 2 0 0\n0 0 1 2\n0 0 0 0\n0 0 0 0\n"
BLANK4 = 288    # the grids of a blank 4x4 Sudoku


def _run(code, timeout=240):
    """code run by a python3 of its own, so that a crash is a failed
    test rather than a dead test runner."""
    env = dict(os.environ, PYTHONPATH=PYTHON_DIR,
               SUDOSAT_LIBRARY=sudosat.library_path)
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)],
                          capture_output=True, text=True, env=env,
                          timeout=timeout)


def test_close_while_another_thread_solves():
    """close() returns at once; the solve under way finishes with the
    right count and the puzzle is freed after it; later use refuses."""
    r = _run("""
        import threading, time, sudosat
        during = 0
        for i in range(40):
            p = sudosat.Puzzle.blank(3)
            got = []
            started = threading.Event()
            def solve():
                started.set()
                try:
                    got.append(sudosat.count(p, limit=40))
                except ValueError as e:     # closed before it began
                    got.append(str(e))
            t = threading.Thread(target=solve)
            t.start()
            started.wait()
            time.sleep(0.002 * (i % 5))
            p.close()
            during += t.is_alive()
            t.join()
            assert got in ([40], ["sudosat: the puzzle was closed"]), got
            try:
                sudosat.count(p)
            except ValueError:
                pass
            else:
                raise AssertionError("a closed puzzle was solved")
        print("closed during a solve %d times" % during)
    """)
    assert r.returncode == 0, \
        "exit status %d: %s" % (r.returncode, r.stderr[-2000:])
    during = int(r.stdout.split()[-2])
    assert during >= 10, r.stdout


def test_changes_wait_for_the_solves_under_way():
    """Threads solve, dump and read a puzzle while others add rules and
    cages (which swap and grow the library's puzzle) and close it."""
    r = _run("""
        import threading, sudosat
        for i in range(25):
            p = sudosat.Puzzle.blank(2)
            errors = []
            def use():
                try:
                    for _ in range(3):
                        sudosat.count(p, limit=300)
                        sudosat.dimacs(p)
                        p.givens
                except ValueError as e:     # closed: the one refusal
                    if "closed" not in str(e):
                        errors.append(e)
            def change():
                try:
                    p.add_rules("x")
                    p.add_cage([0, 1], 3)
                    p[3, 3] = 1
                except ValueError as e:
                    if "closed" not in str(e):
                        errors.append(e)
            ts = [threading.Thread(target=f) for f in (use, change, use)]
            for t in ts:
                t.start()
            if i % 2:
                p.close()
            for t in ts:
                t.join()
            assert not errors, errors
            if not i % 2:
                # every change made, none lost
                assert p.has_rule("x") and p[3, 3] == 1
                q = sudosat.Puzzle.blank(2)
                q.add_rules("x")
                q.add_cage([0, 1], 3)
                q[3, 3] = 1
                assert sudosat.count(p, limit=300) == \\
                    sudosat.count(q, limit=300) > 0
        print("done")
    """)
    assert r.returncode == 0 and r.stdout == "done\n", \
        "exit status %d: %s" % (r.returncode, r.stderr[-2000:])


def test_arguments_that_change_the_puzzle_as_they_are_read():
    """An argument is read whole before the puzzle is held: one whose
    reading adds a rule (which swaps the library's puzzle) or closes
    the puzzle leaves nothing half done."""
    p = sudosat.Puzzle.blank(3)

    class Cells:
        def __init__(self, act):
            self.act = act

        def __iter__(self):
            self.act()
            return iter([0, 1])
    p.add_cage(Cells(lambda: p.add_rules("x")), 3)
    assert p.has_rule("x") and "cage" in sudosat.dimacs(p)
    with pytest.raises(ValueError, match="closed"):
        p.add_thermo(Cells(p.close))
    q = sudosat.Puzzle.blank(2)
    grid = sudosat.solve(q)

    class Grid:
        def __iter__(self):
            q.close()
            return iter(grid)
    with pytest.raises(ValueError, match="closed"):
        q.check_solution(Grid())


def test_puzzles_are_not_made_from_handles_or_shared_by_copy():
    with pytest.raises(TypeError, match="Puzzle.blank"):
        sudosat.Puzzle(12345)
    p = sudosat.Puzzle.from_string(FOUR)
    for q in (copy.copy(p), copy.deepcopy(p)):
        q[3, 3] = 4
        assert p[3, 3] == 0 and q.givens[0] == [1, 2, 0, 0]
        q.close()
    assert p.givens[0] == [1, 2, 0, 0]
    with pytest.raises(TypeError, match="pickle"):
        pickle.dumps(p)


def test_a_closed_puzzle_refuses_every_call():
    p = sudosat.Puzzle.from_string(FOUR)
    p.close()
    for call in (lambda: p[0, 0], lambda: p.__setitem__((0, 0), 1),
                 lambda: p.add_region([0, 1]), lambda: p.add_cage([0], 1),
                 lambda: p.set_regions(None), lambda: p.format_grid(),
                 lambda: p.check_solution([[1] * 4] * 4), p.copy, p.check,
                 lambda: p.add_rules("x"), lambda: sudosat.dimacs(p),
                 lambda: sudosat.propagate(p)):
        with pytest.raises(ValueError, match="closed"):
            call()


def test_count_limit_beyond_a_c_long():
    p = sudosat.Puzzle.blank(2)
    assert sudosat.count(p, limit=2 ** 63 - 1) == BLANK4
    with pytest.raises(sudosat.SudosatUsageError,
                       match="limit wants a count from 1 to "
                       "9223372036854775807, not 9223372036854775808"):
        sudosat.count(p, limit=2 ** 63)
    with pytest.raises(sudosat.SudosatUsageError, match="limit"):
        sudosat.count(p, limit=-(2 ** 64) + 5)


def test_cage_total_beyond_an_int():
    p = sudosat.Puzzle.blank(3)
    with pytest.raises(sudosat.SudosatUsageError,
                       match="cage total wants 0 .none. or a sum up to 45 "
                       "on a 9x9 grid, not 4294967301"):
        p.add_cage([(0, 0), (0, 1)], 2 ** 32 + 5)
    assert "cage" not in sudosat.dimacs(p)
    p.add_cage([(0, 0), (0, 1)], 5)     # the total it would have become
    assert "cage" in sudosat.dimacs(p)


@pytest.mark.parametrize("cell", [2 ** 32, -(2 ** 32), 81, -1, (1, -9),
                                  (0, 2 ** 32), (2 ** 32, 0), (9, 0)])
def test_cells_off_the_grid(cell):
    p = sudosat.Puzzle.blank(3)
    with pytest.raises(sudosat.SudosatUsageError, match="off the 9x9 grid"):
        p.add_cage([cell, (0, 1)])
    with pytest.raises(sudosat.SudosatUsageError, match="off the 9x9 grid"):
        p.add_parity(cell, True)
    with pytest.raises(sudosat.SudosatUsageError, match="off the 9x9 grid"):
        p.add_xv(cell, (0, 1), 10)
    with pytest.raises(sudosat.SudosatUsageError, match="off the 9x9 grid"):
        p.add_region([cell, (0, 1)])
    assert "cage" not in sudosat.dimacs(p) and "parity" not in \
        sudosat.dimacs(p)
    if isinstance(cell, tuple):
        with pytest.raises(IndexError, match="outside the 9x9 grid"):
            p[cell]
        with pytest.raises(IndexError, match="outside the 9x9 grid"):
            p[cell] = 1


def test_values_beyond_an_int():
    p = sudosat.Puzzle.from_string(FOUR)
    grid = sudosat.solve(p)
    assert p.is_solution(grid)
    wrapped = [row[:] for row in grid]
    wrapped[2][2] += 2 ** 32
    assert not p.is_solution(wrapped)
    with pytest.raises(sudosat.SudosatUsageError,
                       match="grid value %d at row 2, column 2 is out of "
                       "range 0..4" % wrapped[2][2]):
        p.check_solution(wrapped)
    with pytest.raises(sudosat.SudosatUsageError, match="out of range"):
        p.format_grid(wrapped)
    with pytest.raises(sudosat.SudosatUsageError, match="out of range"):
        sudosat.Puzzle.from_grid(wrapped)
    with pytest.raises(IndexError, match="value 4294967297 is out of range"):
        p[3, 3] = 2 ** 32 + 1
    assert p[3, 3] == 0
    with pytest.raises(sudosat.SudosatUsageError, match="region of cell"):
        p.set_regions([[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3],
                       [2, 2, 3, 2 ** 32 + 3]])
    with pytest.raises(sudosat.SudosatUsageError, match="xv total"):
        p.add_xv(0, 1, 2 ** 32 + 5)
    with pytest.raises(sudosat.SudosatUsageError, match="max_literals"):
        sudosat.solve(p, max_literals=2 ** 64 + 1000)
    with pytest.raises(sudosat.SudosatUsageError, match="max_line"):
        sudosat.parse(FOUR, max_line=2 ** 64 + 10)
    with pytest.raises(sudosat.SudosatUsageError, match="time_limit"):
        sudosat.solve(p, time_limit=float("nan"))
    with pytest.raises(sudosat.SudosatUsageError, match="time_limit"):
        sudosat.solve(p, time_limit=10 ** 400)


def test_ragged_rows_are_not_read_as_another_shape():
    with pytest.raises(ValueError, match="row 0 of the grid has 3 values"):
        sudosat.Puzzle.from_grid([[1, 2, 0], [0, 0, 1, 2, 0],
                                  [0, 0, 0, 0], [0, 0, 0, 0]])


def test_strings_holding_nul_are_refused(tmp_path):
    p = sudosat.Puzzle.blank(3)
    with pytest.raises(sudosat.SudosatUsageError, match="NUL"):
        p.add_rules("x\0windoku")
    assert not p.has_rule("x")
    with pytest.raises(sudosat.SudosatUsageError, match="NUL"):
        sudosat.solve(p, encoding="extended\0junk")
    path = tmp_path / "four.txt"
    path.write_text(FOUR)
    with pytest.raises(ValueError):
        sudosat.read(str(path) + "\0.other")


def test_text_that_is_no_text():
    for bad in (123, None, 1.5, ["1234"]):
        with pytest.raises(TypeError, match="text wants a str or bytes"):
            sudosat.Puzzle.from_string(bad)
        with pytest.raises(TypeError, match="text wants a str or bytes"):
            sudosat.parse(bad)
    assert sudosat.Puzzle.from_string(bytearray(FOUR.encode())).givens == \
        sudosat.Puzzle.from_string(FOUR).givens


P = sudosat.Puzzle.blank(2)

# (call, what the message names): each with an argument of a wrong type
WRONG_TYPES = [
    (lambda: sudosat.count(P, limit=2.0), "limit"),
    (lambda: sudosat.count(P, limit="2"), "limit"),
    (lambda: sudosat.count(P, limit=True), "limit"),
    (lambda: sudosat.search(P, limit=None), "limit"),
    (lambda: sudosat.solve(P, encoding=5), "encoding"),
    (lambda: sudosat.solve(P, amo=["pairwise"]), "at-most-one"),
    (lambda: sudosat.solve(P, presolve=1), "presolve"),
    (lambda: sudosat.solve(P, sum_encoding=1), "sum encoding"),
    (lambda: sudosat.solve(P, order_encoding=1), "order encoding"),
    (lambda: sudosat.solve(P, solver=1), "solver"),
    (lambda: sudosat.solve(P, time_limit="5"), "time_limit"),
    (lambda: sudosat.solve(P, time_limit=True), "time_limit"),
    (lambda: sudosat.solve(P, max_literals=1e6), "max_literals"),
    (lambda: sudosat.solve(P, stats=[]), "stats"),
    (lambda: sudosat.solve("1234" * 4), "puzzle"),
    (lambda: sudosat.count(None), "puzzle"),
    (lambda: sudosat.is_unique(42), "puzzle"),
    (lambda: sudosat.propagate([[0] * 4] * 4), "puzzle"),
    (lambda: sudosat.hatch(P, stats=3), "stats"),
    (lambda: sudosat.dimacs(P, max_literals="many"), "max_literals"),
    (lambda: sudosat.clauses(object()), "puzzle"),
    (lambda: sudosat.parse(FOUR, format=1), "format"),
    (lambda: sudosat.parse(FOUR, box=3), "box"),
    (lambda: sudosat.parse(FOUR, box=(2.0, 2)), "box rows"),
    (lambda: sudosat.parse(FOUR, lenient="no"), "lenient"),
    (lambda: sudosat.parse(FOUR, max_line=1.5), "max_line"),
    (lambda: sudosat.parse(FOUR, name=7), "name"),
    (lambda: sudosat.parse(FOUR, errors=None), "errors"),
    (lambda: sudosat.read(3.5), ""),
    (lambda: sudosat.read(FOUR.encode(), format=None), "format"),
    (lambda: sudosat.Puzzle.blank(2.0), "box rows"),
    (lambda: sudosat.Puzzle.blank(2, "2"), "box cols"),
    (lambda: sudosat.Puzzle.from_grid([[1.0, 2, 0, 0]] + [[0] * 4] * 3),
     "grid value"),
    (lambda: sudosat.Puzzle.from_grid([[True, 2, 0, 0]] + [[0] * 4] * 3),
     "grid value"),
    (lambda: sudosat.Puzzle.from_grid("1200" * 4), "grid"),
    (lambda: sudosat.Puzzle.from_grid(16), "grid"),
    (lambda: P[0], "p\\[row, column\\]"),
    (lambda: P[0.0, 1], "row"),
    (lambda: P.__setitem__((0, 0), "1"), "value"),
    (lambda: P.__setitem__((0, 0), 1.0), "value"),
    (lambda: P.add_cage([0, 1], 3.0), "cage total"),
    (lambda: P.add_cage([0.0, 1], 3), "cell"),
    (lambda: P.add_cage(5, 3), "cells"),
    (lambda: P.add_cage([(0, 1, 2)], 3), "a cell wants"),
    (lambda: P.add_region("01"), "cells"),
    (lambda: P.add_thermo([(0, "1"), (0, 2)]), "column"),
    (lambda: P.add_parity(0, "odd"), "odd"),
    (lambda: P.add_parity(0, 2), "odd"),
    (lambda: P.add_kropki(0, 1, black="yes"), "black"),
    (lambda: P.add_xv(0, 1, "5"), "xv total"),
    (lambda: P.add_rules(5), "names"),
    (lambda: P.add_rules([1, 2]), "rule name"),
    (lambda: P.has_rule(None), "rule name"),
    (lambda: P.set_regions([[0.0] * 4] * 4), "regions value"),
    (lambda: P.check_solution([["1"] * 4] * 4), "grid value"),
    (lambda: P.is_solution([[1.5] * 4] * 4), "grid value"),
    (lambda: P.format_grid(7), "grid"),
    (lambda: sudosat.encodings(summaries="yes"), "summaries"),
    (lambda: sudosat.solvers(built=None), "built"),
    (lambda: sudosat.encoding_presolve(3), "encoding"),
    (lambda: sudosat.data_path(5), "name"),
    (lambda: sudosat.VarMap(4, 64, 64).var(0, 0, 1.0), "value"),
    (lambda: sudosat.VarMap(4, 64, 64).cell("1"), "variable"),
    (lambda: sudosat.VarMap(4, 64, 64).decode([1.0]), "literal"),
    (lambda: sudosat.VarMap(4, 64, 64).decode(5), "model"),
]


@pytest.mark.parametrize("call,what", WRONG_TYPES,
                         ids=[str(i) for i in range(len(WRONG_TYPES))])
def test_wrong_types_raise_type_error(call, what):
    with pytest.raises(TypeError, match=what):
        call()
    assert P.givens == [[0] * 4] * 4 and not P.has_rule("x")
