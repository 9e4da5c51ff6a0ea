"""conftest.py: the tests import the package from this source tree and
run the command-line program of the build tree beside it.

Environment (tests/python.sh sets them under make check):
  SUDOSAT          the sudosat program (default: TOP_BUILDDIR/src/sudosat)
  SUDOSAT_LIBRARY  libsudosat.so (default: found as the package finds it)
  SUDOSAT_DATA     the puzzle data (default: ../shared/data beside the
                   source tree); tests that need it skip when absent
  TOP_BUILDDIR     the build tree (default: the source tree)
"""
import os
import subprocess
import sys

import pytest

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOP_SRCDIR = os.path.dirname(PYTHON_DIR)
TOP_BUILDDIR = os.environ.get("TOP_BUILDDIR") or TOP_SRCDIR
sys.path.insert(0, PYTHON_DIR)


def _program():
    return os.environ.get("SUDOSAT") or os.path.join(TOP_BUILDDIR, "src",
                                                      "sudosat")


def _data():
    return os.environ.get("SUDOSAT_DATA") or os.path.join(
        os.path.dirname(TOP_SRCDIR), "shared", "data")


@pytest.fixture(scope="session")
def cli():
    """run(args..., input=None) -> CompletedProcess of the sudosat
    program, text mode."""
    prog = _program()
    if not os.access(prog, os.X_OK):
        pytest.skip("the sudosat program is not built: %s" % prog)

    def run(*args, input=None):
        return subprocess.run([prog] + [str(a) for a in args], input=input,
                              capture_output=True, text=True, timeout=300)
    return run


@pytest.fixture(scope="session")
def data():
    """path(relative) -> a path under the puzzle data, skipping the test
    when it is absent."""
    root = _data()

    def path(rel):
        p = os.path.join(root, rel)
        if not os.path.exists(p):
            pytest.skip("puzzle data absent: %s" % p)
        return p
    return path


@pytest.fixture(scope="session")
def examples():
    return os.path.join(TOP_SRCDIR, "examples")


@pytest.fixture(scope="session")
def bad_dir():
    return os.path.join(TOP_SRCDIR, "tests", "bad")


def valid_grid(grid, givens, box):
    """Whether grid is a complete Sudoku solution of givens with boxes
    of box = (rows, cols): every row, column and box holds 1..n once, and
    every given is kept.  Written here, apart from the library's own
    check."""
    n = len(givens)
    br, bc = box
    want = list(range(1, n + 1))
    if len(grid) != n or any(len(row) != n for row in grid):
        return False
    units = [list(row) for row in grid]
    units += [[grid[r][c] for r in range(n)] for c in range(n)]
    units += [[grid[r][c] for r in range(r0, r0 + br)
               for c in range(c0, c0 + bc)]
              for r0 in range(0, n, br) for c0 in range(0, n, bc)]
    if any(sorted(u) != want for u in units):
        return False
    return all(givens[r][c] in (0, grid[r][c])
               for r in range(n) for c in range(n))
