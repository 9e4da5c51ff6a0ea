"""No leaks: every kind of call the module makes (reading each format,
solving, counting, propagating, encoding, each kind of error) is
repeated many times, and the C heap in use (glibc's mallinfo2: every
byte libsudosat holds through malloc, mmap'd blocks included), the
process's resident memory and its count of Python objects are where
they were after a warm-up.

Why it can fail, and how many calls that takes: glibc's smallest heap
chunk is 32 bytes, so one allocation left behind per call grows the
heap by 32 bytes or more per call.  Each kind is measured on its own,
and fails when the heap grew by more than 16 bytes per call (half the
smallest leak) beyond a fixed 16 KiB allowance for Python's own caches;
test_a_leak_is_caught feeds the same measure one malloc(1) per call,
and one ss_puzzle_copy never freed, and expects both caught.  A few
thousand calls of a kind thus tell a leak from noise; the default
(SUDOSAT_LEAK_CALLS=100000 calls in all, spread over the kinds) runs in
about half a minute; SUDOSAT_LEAK_CALLS=1000000 runs a million.
"""
import ctypes
import gc
import itertools
import os

import pytest

import sudosat
from conftest import _data
from sudosat import _lib

SETTLED = "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 0 0\n"
OPEN = "1 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n"
BAD = "1 2 3 4\n3 4 1 2\n2 1 x 3\n4 3 2 1\n"
CHARS = "12..\n..12\n....\n....\n"
TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
# the f-puzzles examples solved quickest: every kind of variant constraint
# (cages, thermometers, parity, dots, XV, disjoint groups, x, a jigsaw)
FPUZZLES = ["disjoint", "jigsaw", "killer", "kropki", "oddeven", "thermo",
            "variants", "x", "xv"]


def _expect(exc, fn, *args, **kw):
    try:
        fn(*args, **kw)
    except exc as e:
        return e
    raise AssertionError("%s gave no %s" % (fn, exc.__name__))


def _read_solve_close(text, **kw):
    p = sudosat.Puzzle.from_string(text, **kw)
    g = sudosat.solve(p)
    p.close()
    return g


def _kinds(open_puzzle):
    """name -> one call of that kind, checking its answer."""
    jsons = []
    for name in FPUZZLES:
        with open(os.path.join(TOP, "examples", name + ".json")) as f:
            jsons.append(f.read())
    jsons = itertools.cycle(jsons)
    killer = os.path.join(TOP, "examples", "killer.json")
    sudominoku = os.path.join(_data(), "boj4574", "sample.in")

    def region():
        q = open_puzzle.copy()
        q.add_region([0, 5, 10, 15])
        assert sudosat.search(q, limit=2, encoding="minimal")[0] == 2
        q.close()

    def rules():
        q = sudosat.Puzzle.from_string(OPEN)
        q.add_rules("x")
        assert q.has_rule("x") and sudosat.solve(q)[0][0] == 1
        _expect(sudosat.SudosatUsageError, q.add_rules, "nonesuch")
        q.close()

    def read_file(path, fmt):
        for q in sudosat.read(path, format=fmt):
            assert sudosat.solve(q) is not None
            q.close()
            break

    def check():
        q = sudosat.Puzzle.from_string(SETTLED)
        _expect(sudosat.SudosatError, q.check_solution, [[1] * 4] * 4)
        assert q.is_solution(sudosat.solve(q))
        assert q.format_grid()
        q.close()

    kinds = {
        "read grid, solve": lambda: _read_solve_close(SETTLED),
        "read chars, solve": lambda: _read_solve_close(CHARS),
        "read f-puzzles JSON, solve": lambda: _read_solve_close(next(jsons)),
        "read f-puzzles file, solve": lambda: read_file(killer, "fpuzzles"),
        "count": lambda: sudosat.count(open_puzzle, limit=3,
                                       encoding="extended", amo="commander"),
        "propagate": lambda: sudosat.propagate(open_puzzle, presolve="hall"),
        "hatch": lambda: sudosat.hatch(open_puzzle),
        "dimacs": lambda: sudosat.dimacs(open_puzzle, amo="sequential"),
        "clauses": lambda: sudosat.clauses(open_puzzle, encoding="optimized"),
        "input error": lambda: _expect(sudosat.SudosatInputError,
                                       sudosat.Puzzle.from_string, BAD),
        "limit error": lambda: _expect(sudosat.SudosatLimitError,
                                       sudosat.solve, open_puzzle,
                                       encoding="extended", max_literals=10),
        "usage error": lambda: _expect(sudosat.SudosatUsageError,
                                       sudosat.solve, open_puzzle,
                                       encoding="nonesuch"),
        "parse, skip bad": lambda: sudosat.parse(OPEN * 3 + "0 0\n",
                                                 errors="skip"),
        "copy, region, search": region,
        "rules": rules,
        "check, format": check,
    }
    if os.path.exists(sudominoku):
        kinds["read sudominoku file, solve"] = lambda: read_file(sudominoku,
                                                                 "auto")
    return kinds


def _heap():
    """Bytes of C heap in use (glibc mallinfo2), or None without it."""
    try:
        fn = _lib.libc.mallinfo2
    except AttributeError:
        return None

    class MallInfo2(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
            "fsmblks", "uordblks", "fordblks", "keepcost")]
    fn.restype = MallInfo2
    fn.argtypes = []
    m = fn()
    return m.uordblks + m.hblkhd


def _rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _measure(call, n):
    """(heap growth in bytes, Python objects gained) over n calls, after a
    warm-up of n // 10 + 100 calls."""
    for _ in range(n // 10 + 100):
        call()
    gc.collect()
    heap, objects = _heap(), len(gc.get_objects())
    for _ in range(n):
        call()
    gc.collect()
    return _heap() - heap, len(gc.get_objects()) - objects


def _allowed(n):
    return 16 * n + ALLOWANCE


# A leak of 32 bytes a call passes 16 bytes a call plus ALLOWANCE after
# ALLOWANCE / 16 calls: MIN_CALLS leaves a margin of two.
ALLOWANCE = 16 * 1024
MIN_CALLS = 2 * ALLOWANCE // 16


needs_mallinfo2 = pytest.mark.skipif(
    _heap() is None, reason="no glibc mallinfo2 (glibc 2.33 and later)")


@needs_mallinfo2
@pytest.mark.skipif(not os.path.exists("/proc/self/statm"),
                    reason="no /proc/self/statm")
def test_a_long_loop_does_not_grow():
    total = int(os.environ.get("SUDOSAT_LEAK_CALLS", "100000"))
    open_puzzle = sudosat.Puzzle.from_string(OPEN)
    kinds = _kinds(open_puzzle)
    # at least MIN_CALLS a kind, where a leak stands out of the allowance
    n = max(total // len(kinds), MIN_CALLS)
    rss = _rss()
    failed = []
    for name, call in kinds.items():
        grown, objects = _measure(call, n)
        if grown > _allowed(n) or objects > 50:
            failed.append("%s: %d calls, the heap grew by %d bytes, %d "
                          "Python objects more" % (name, n, grown, objects))
    open_puzzle.close()
    assert not failed, failed
    # nothing gross outside malloc's heap either (resident memory moves
    # by a megabyte or so with Python's arenas and the heap's fragments
    # in a process that has run the other tests)
    assert _rss() - rss < 8 << 20


@needs_mallinfo2
def test_a_leak_is_caught():
    """The measure sees one small allocation left behind per call, from
    libc directly and from the library (a 4x4 puzzle never freed)."""
    malloc = _lib.libc.malloc
    malloc.restype = ctypes.c_void_p
    malloc.argtypes = [ctypes.c_size_t]
    p = sudosat.Puzzle.from_string(OPEN)
    n = MIN_CALLS
    for call in (lambda: malloc(1),
                 lambda: _lib.lib.ss_puzzle_copy(p._handle())):
        grown, _ = _measure(call, n)
        assert grown > _allowed(n), grown
    p.close()
