"""No leaks: a long loop of reading, solving, counting, propagating,
encoding and failing, with every puzzle freed, leaves the process's
resident memory and its count of Python objects where they were after a
warm-up.  A leak of one small allocation a call (32 bytes and up in
glibc) would grow the process by megabytes over the loop.

SUDOSAT_LEAK_CALLS sets the number of iterations (default 100000; a
million runs in about a minute)."""
import gc
import os

import pytest

import sudosat

SETTLED = "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 0 0\n"
OPEN = "1 2 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n"
BAD = "1 2 3 4\n3 4 1 2\n2 1 x 3\n4 3 2 1\n"


def _rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _round(i, open_puzzle):
    """One iteration: a puzzle read, solved and freed, and one call of
    another kind in ten."""
    p = sudosat.Puzzle.from_string(SETTLED)
    assert sudosat.solve(p)[3] == [4, 3, 2, 1]
    p.close()
    k = i % 100
    if k == 0:
        assert sudosat.count(open_puzzle, limit=3, encoding="extended") == 3
    elif k == 10:
        assert sudosat.propagate(open_puzzle) is not None
    elif k == 20:
        assert sudosat.dimacs(open_puzzle, amo="sequential")
    elif k == 30:
        assert len(sudosat.clauses(open_puzzle)[0]) > 0
    elif k == 40:
        try:
            sudosat.Puzzle.from_string(BAD)
        except sudosat.SudosatInputError as e:
            assert e.line == 3
        else:
            raise AssertionError("no error for a bad puzzle")
    elif k == 50:
        try:
            sudosat.solve(open_puzzle, encoding="extended", max_literals=10)
        except sudosat.SudosatLimitError:
            pass
        else:
            raise AssertionError("no error past the literal budget")
    elif k == 60:
        assert len(sudosat.parse(OPEN * 3 + "0 0\n", errors="skip")) == 3
    elif k == 70:
        q = open_puzzle.copy()
        q.add_region([0, 5, 10, 15])
        assert sudosat.search(q, limit=2, encoding="minimal")[0] == 2
        q.close()


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"),
                    reason="no /proc/self/statm")
def test_a_long_loop_does_not_grow():
    calls = int(os.environ.get("SUDOSAT_LEAK_CALLS", "100000"))
    warm = max(calls // 10, 1000)
    open_puzzle = sudosat.Puzzle.from_string(OPEN)
    for i in range(warm):
        _round(i, open_puzzle)
    gc.collect()
    rss, objects = _rss(), len(gc.get_objects())
    for i in range(calls):
        _round(i, open_puzzle)
    gc.collect()
    grown = _rss() - rss
    assert len(gc.get_objects()) <= objects + 50
    assert grown < 1 << 20, "grew by %d bytes over %d calls" % (grown, calls)
