"""solving.py: search, solve, count, is_unique, propagate and hatch over
ss_solve, ss_propagate and ss_hatch (sudosat re-exports them)."""
import ctypes

from . import _lib
from ._lib import lib as _c
from .errors import _error
from ._args import _LONG_MAX, _int, _stats_dict
from .catalogue import _fill_stats, _options
from .puzzle import _rows, _the_puzzle


def search(puzzle, limit=1, encoding=None, amo=None, presolve=None,
           time_limit=0, max_literals=0, stats=None, sum_encoding=None,
           order_encoding=None, solver=None):
    """(found, grid): up to limit (1 to 2**63 - 1) distinct grids are
    looked for; found is how many were (limit means limit or more), grid
    the first one (None when none).  Every grid returned has been
    checked against the rules and givens.  stats, a dict, receives
    variables, clauses, literals, decisions, propagations and seconds.
    solver names the SAT back end (SudosatUsageError for one the library
    was built without)."""
    _the_puzzle(puzzle)
    limit = _int(limit, "limit", 1, _LONG_MAX,
                 "a count from 1 to %d" % _LONG_MAX)
    opt = _options(encoding, amo, presolve, max_literals, time_limit,
                   sum_encoding, order_encoding, solver)
    _stats_dict(stats)
    with puzzle._using() as h:
        n = _c.ss_puzzle_side(h)
        grid = (ctypes.c_int * (n * n))()
        st = _lib.Stats()
        err = _lib.Error()
        found = _c.ss_solve(h, ctypes.byref(opt), limit, grid,
                            ctypes.byref(st), ctypes.byref(err))
    _fill_stats(stats, st)
    if found < 0:
        raise _error(err, puzzle)
    return found, (_rows(grid, n) if found else None)


def solve(puzzle, encoding=None, amo=None, presolve=None, time_limit=0,
          max_literals=0, stats=None, sum_encoding=None,
          order_encoding=None, solver=None):
    """A solution (n rows of n ints), or None when there is none."""
    return search(puzzle, 1, encoding, amo, presolve, time_limit,
                  max_literals, stats, sum_encoding, order_encoding,
                  solver)[1]


def count(puzzle, limit=2, encoding=None, amo=None, presolve=None,
          time_limit=0, max_literals=0, stats=None, sum_encoding=None,
          order_encoding=None, solver=None):
    """How many solutions, counting up to limit (a count of limit means
    limit or more), as `sudosat count --limit`."""
    return search(puzzle, limit, encoding, amo, presolve, time_limit,
                  max_literals, stats, sum_encoding, order_encoding,
                  solver)[0]


def is_unique(puzzle, encoding=None, amo=None, presolve=None,
              time_limit=0, max_literals=0, stats=None, sum_encoding=None,
              order_encoding=None, solver=None):
    """Whether the puzzle has exactly one solution."""
    return count(puzzle, 2, encoding, amo, presolve, time_limit,
                 max_literals, stats, sum_encoding, order_encoding,
                 solver) == 1


def propagate(puzzle, encoding="extended", amo=None, presolve=None,
              max_literals=0, stats=None, sum_encoding=None,
              order_encoding=None):
    """Unit propagation alone over the puzzle's CNF, as `sudosat
    propagate`: the cells it fixes (n rows of n ints, 0 for the open
    ones), or None for a conflict (including givens that break a rule,
    as a puzzle read with lenient=True can have).  The encoding is
    extended unless given; presolve is the preset's own unless given."""
    _the_puzzle(puzzle)
    opt = _options(encoding, amo, presolve, max_literals, 0, sum_encoding,
                   order_encoding)
    _stats_dict(stats)
    with puzzle._using() as h:
        n = _c.ss_puzzle_side(h)
        grid = (ctypes.c_int * (n * n))()
        st = _lib.Stats()
        err = _lib.Error()
        rc = _c.ss_propagate(h, ctypes.byref(opt), grid, ctypes.byref(st),
                             ctypes.byref(err))
    _fill_stats(stats, st)
    if rc < 0:
        raise _error(err, puzzle)
    return _rows(grid, n) if rc else None


def hatch(puzzle, amo=None, max_literals=0, stats=None):
    """Cross-hatching alone, as `sudosat hatch`: propagate with the
    hatch clause set and no presolve."""
    return propagate(puzzle, "hatch", amo, "none", max_literals, stats)
