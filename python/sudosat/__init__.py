"""sudosat: Sudoku-family puzzles solved through CNF, over libsudosat.

Reading::

    import sudosat
    p = sudosat.Puzzle.from_string(text)        # exactly one puzzle
    for p in sudosat.read("puzzles.txt"):      # every puzzle of a file
        ...

Every format the command line reads is read (auto, grid, chars, line,
sudominoku, fpuzzles), with the same detection, box shapes and
messages.

Solving and its relatives take a puzzle and the command line's options
as keywords: encoding, amo, presolve, sum_encoding, order_encoding
(names as `sudosat list` prints them; None means the library's
default), max_literals, and for solve, search, count and is_unique,
time_limit (seconds) and solver (the SAT back end, "picosat", or
"cadical" and "portfolio" where the library was built with CaDiCaL;
solvers() names them)::

    grid = sudosat.solve(p, encoding="extended", amo="sequential")
    n = sudosat.count(p, limit=1000)
    sudosat.is_unique(p)
    partial = sudosat.propagate(p)              # None on a conflict
    text = sudosat.dimacs(p)                    # DIMACS with comments
    cls, vmap = sudosat.clauses(p)              # lists of ints, the map

Explaining, rating and generating, as sudosat explain, rate and
generate --seed do (the same keywords, and uniqueness for the first
two)::

    steps = sudosat.explain(p)      # [Step(technique, placements, ...)]
    r = sudosat.rate(p)             # Rating(level, name, score, se, ...)
    q, solution = sudosat.generate(seed=1, symmetry="rotate180")

Grids are lists of n rows of n ints (0 for a blank), rows and columns
numbered from 0 and values from 1, as in the C library.  Errors raise
SudosatError (or a subclass by status) carrying the library's message
and location; running out of memory raises SudosatMemoryError, which is
also a MemoryError.

The library's calls run without the GIL: threads may solve, count,
propagate and encode at once, the same puzzle too.  A call that changes
a puzzle (add_cage, add_rules, p[r, c] = v, ...) waits until the calls
using it are done; close() never waits: the puzzle refuses new calls at
once and is freed when the last call using it returns.

Every argument is checked before it reaches the library: a wrong type
(a float, bool or str where an int is wanted, an int where text is)
raises TypeError, a value out of range SudosatUsageError, both naming
the argument; nothing is cut to fit a C int.
"""
import os

from . import _lib
from .errors import (SudosatError, SudosatInputError, SudosatUsageError,
                     SudosatLimitError, SudosatMemoryError,
                     SudosatInternalError, SudosatTimeout)
from ._args import _cstr
from .catalogue import (version, version_number, encodings, amo_schemes,
                        presolve_levels, rules, solvers, sum_encodings,
                        order_encodings, default_sum_encoding,
                        default_order_encoding, default_solver,
                        default_encoding, default_amo, encoding_presolve,
                        formats)
from .puzzle import Puzzle
from .reading import parse, read
from .solving import search, solve, count, is_unique, propagate, hatch
from .cnf import dimacs, clauses, VarMap
from .steps import (Rating, Step, difficulties, explain, generate, rate,
                    symmetries)

__version__ = "0.1.0"
__all__ = [
    "Puzzle", "VarMap", "read", "parse", "solve", "search", "count",
    "is_unique", "propagate", "hatch", "dimacs", "clauses",
    "encodings", "amo_schemes", "presolve_levels", "rules",
    "sum_encodings", "order_encodings", "default_sum_encoding",
    "default_order_encoding", "default_encoding",
    "default_amo", "encoding_presolve", "solvers", "default_solver",
    "formats", "version", "data_path",
    "version_number", "library_path", "SudosatError", "SudosatInputError",
    "SudosatUsageError", "SudosatLimitError", "SudosatMemoryError",
    "SudosatInternalError", "SudosatTimeout",
    "explain", "rate", "generate", "Step", "Rating", "difficulties",
    "symmetries",
]

library_path = _lib.path
"""The file libsudosat was loaded from."""

_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")


def data_path(name=""):
    """The path of a puzzle set shipped with the module, name relative
    to its data folder ("sudoku9/top95.txt"; data/README.md lists them
    and their sources); without name, the folder.  FileNotFoundError
    for a name it does not hold."""
    name = os.fsdecode(_cstr(name, "name"))
    path = os.path.normpath(os.path.join(_DATA, name))
    if not (path == _DATA or path.startswith(_DATA + os.sep)) or \
            not os.path.exists(path):
        raise FileNotFoundError(2, "no such puzzle set shipped with the "
                                "module (see %s)" % os.path.join(
                                    _DATA, "README.md"), name)
    return path


# The public classes show as sudosat's own, as the package names them
# (repr, pickling, help).
for _cls in (Puzzle, VarMap, SudosatError, SudosatInputError,
             SudosatUsageError, SudosatLimitError, SudosatMemoryError,
             SudosatInternalError, SudosatTimeout):
    _cls.__module__ = __name__
del _cls
