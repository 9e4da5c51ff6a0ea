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
time_limit (seconds) and solver (the SAT back end, "picosat" or
"cadical" where the library was built with it; solvers() names them)::

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
import collections.abc
import contextlib
import ctypes
import numbers
import operator
import os
import threading

from . import _lib
from ._lib import lib as _c, libc as _libc

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

# --------------------------------------------------------------------
# Errors


class SudosatError(Exception):
    """An error the library reported: status (1 input, 2 usage, 3 limit,
    4 memory, 5 internal, 6 timeout), file ("" when none), line and col
    (0 when unknown) and msg.  str() reads as sudosat prints it:
    FILE:LINE:COL: message."""

    status = 0

    def __init__(self, msg, file="", line=0, col=0, status=None):
        if status is not None:
            self.status = status
        self.msg = msg
        self.file = file
        self.line = line
        self.col = col
        Exception.__init__(self, self._text())

    def _text(self):
        if self.file and self.line > 0 and self.col > 0:
            return "%s:%d:%d: %s" % (self.file, self.line, self.col, self.msg)
        if self.file and self.line > 0:
            return "%s:%d: %s" % (self.file, self.line, self.msg)
        if self.file:
            return "%s: %s" % (self.file, self.msg)
        return "sudosat: %s" % self.msg

    def __str__(self):
        return self._text()


class SudosatInputError(SudosatError, ValueError):
    """Malformed input (SS_ERR_INPUT): file, line and col are set."""
    status = 1


class SudosatUsageError(SudosatError, ValueError):
    """A request that cannot be honoured (SS_ERR_USAGE), such as an
    unknown encoding name."""
    status = 2


class SudosatLimitError(SudosatError):
    """A size limit was exceeded (SS_ERR_LIMIT): a line longer than
    max_line, a CNF over max_literals."""
    status = 3


class SudosatMemoryError(SudosatError, MemoryError):
    """The library ran out of memory (SS_ERR_MEMORY)."""
    status = 4


class SudosatInternalError(SudosatError):
    """A self-check of the library failed (SS_ERR_INTERNAL)."""
    status = 5


class SudosatTimeout(SudosatError, TimeoutError):
    """time_limit ran out before the answer (SS_ERR_TIMEOUT)."""
    status = 6

    def __init__(self, *args, **kw):
        SudosatError.__init__(self, *args, **kw)
        # OSError's fields, which its constructor took from our arguments
        self.errno = self.strerror = self.filename = None


_BY_STATUS = {c.status: c for c in (
    SudosatInputError, SudosatUsageError, SudosatLimitError,
    SudosatMemoryError, SudosatInternalError, SudosatTimeout)}


def _error(err, puzzle=None):
    """The exception for a filled ss_error.  An error without a file is
    placed at the puzzle's source and line, as the command line does."""
    file = err.file.decode("utf-8", "replace")
    line, col = err.line, err.col
    if not file and puzzle is not None and puzzle.source:
        file = puzzle.source
        if not line:
            try:
                line = puzzle.line
            except ValueError:
                pass  # closed by another thread while in use
    cls = _BY_STATUS.get(err.status, SudosatError)
    return cls(err.msg.decode("utf-8", "replace"), file, line, col,
               status=err.status)


def _usage(msg):
    return SudosatUsageError(msg)


# --------------------------------------------------------------------
# Arguments.  Every value is checked here before it reaches C, where
# ctypes would silently cut an int to the C type's bits and a string at
# its first NUL: a wrong type raises TypeError, a value out of range
# SudosatUsageError (a ValueError), each naming the argument.

_INT_MAX = 2 ** 31 - 1
_LONG_MAX = 2 ** (8 * ctypes.sizeof(ctypes.c_long) - 1) - 1
_LLONG_MAX = 2 ** 63 - 1


def _kind(value):
    return type(value).__name__


def _integer(value, what):
    """value as an int: a bool, float or str is none (TypeError)."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError("%s wants an int, not %s %r" % (what, _kind(value),
                                                         value))
    return operator.index(value)


def _int(value, what, lo, hi, wants=None):
    """value as an int in lo..hi; wants words the range for the
    message."""
    v = _integer(value, what)
    if not lo <= v <= hi:
        raise _usage("%s wants %s, not %d" % (
            what, wants or "an integer from %d to %d" % (lo, hi), v))
    return v


def _flag(value, what):
    """True or False (or the ints 0 and 1): a string such as "no" is
    no flag."""
    if isinstance(value, bool):
        return value
    if type(value) is int and value in (0, 1):
        return bool(value)
    raise TypeError("%s wants True or False, not %s %r" % (what, _kind(value),
                                                        value))


def _cstr(value, what):
    """A str (or bytes) as the bytes C takes, refusing a NUL, which C
    would take as its end."""
    if isinstance(value, str):
        data = os.fsencode(value)
    elif isinstance(value, bytes):
        data = value
    else:
        raise TypeError("%s wants a str, not %s %r" % (what, _kind(value),
                                                     value))
    if b"\0" in data:
        raise _usage("%s %r holds a NUL character" % (what, value))
    return data


def _text_data(text, what="text"):
    """The bytes of a puzzle text: str, bytes, bytearray or memoryview
    (an int is no text: bytes(123) would be 123 NUL bytes)."""
    if isinstance(text, str):
        return text.encode()
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError("%s wants a str or bytes, not %s" % (what, _kind(text)))


def _stats_dict(stats):
    if stats is not None and \
            not isinstance(stats, collections.abc.MutableMapping):
        raise TypeError("stats wants a dict (or None), not %s" % _kind(stats))
    return stats


def _the_puzzle(puzzle):
    if not isinstance(puzzle, Puzzle):
        raise TypeError("puzzle wants a sudosat.Puzzle, not %s"
                        % _kind(puzzle))
    return puzzle


def _sequence(value, what):
    """The items of a list, tuple or other iterable that is no string."""
    if isinstance(value, (str, bytes, bytearray)) or \
            not hasattr(value, "__iter__"):
        raise TypeError("%s wants a list, not %s %r" % (what, _kind(value),
                                                      value))
    return list(value)


# --------------------------------------------------------------------
# Version and catalogues


def version():
    """The version of the libsudosat in use, "MAJOR.MINOR.PATCH"."""
    return _c.ss_version().decode()


def version_number():
    """The same as MAJOR * 10000 + MINOR * 100 + PATCH."""
    return _c.ss_version_number()


def _catalogue(nth, name, summary, summaries):
    summaries = _flag(summaries, "summaries")
    out = {}
    i = 0
    while True:
        h = nth(i)
        if not h:
            break
        out[name(h).decode()] = summary(h).decode()
        i += 1
    return out if summaries else list(out)


def encodings(summaries=False):
    """The encoding presets' names in the library's order; with
    summaries, a dict of name to one-line summary."""
    return _catalogue(_c.ss_encoding_nth, _c.ss_encoding_name,
                      _c.ss_encoding_summary, summaries)


def amo_schemes(summaries=False):
    """The at-most-one schemes' names (or a dict with summaries)."""
    return _catalogue(_c.ss_amo_nth, _c.ss_amo_name, _c.ss_amo_summary,
                      summaries)


def presolve_levels(summaries=False):
    """The presolve levels' names, weakest first (or a dict with
    summaries)."""
    return _catalogue(_c.ss_presolve_nth, _c.ss_presolve_name,
                      _c.ss_presolve_summary, summaries)


def rules(summaries=False):
    """The global rules' names (x, windoku, ...), as --rules takes
    them (or a dict with summaries)."""
    summaries = _flag(summaries, "summaries")
    out = {}
    i = 0
    while _c.ss_rule_name(i):
        out[_c.ss_rule_name(i).decode()] = _c.ss_rule_summary(i).decode()
        i += 1
    return out if summaries else list(out)


def solvers(summaries=False, built=True):
    """The SAT back ends' names, the default first: those this library
    was built with, or with built=False every one it knows (or a dict
    with summaries)."""
    summaries = _flag(summaries, "summaries")
    built = _flag(built, "built")
    out = {}
    i = 0
    while True:
        h = _c.ss_solver_nth(i)
        if not h:
            break
        if not built or _c.ss_solver_built(h):
            out[_c.ss_solver_name(h).decode()] = \
                _c.ss_solver_summary(h).decode()
        i += 1
    return out if summaries else list(out)


def sum_encodings(summaries=False):
    """The killer cage sum encodings' names (or a dict with
    summaries), as --sum-encoding takes them."""
    return _catalogue(_c.ss_sum_encoding_nth, _c.ss_sum_encoding_name,
                      _c.ss_sum_encoding_summary, summaries)


def order_encodings(summaries=False):
    """The thermometer order encodings' names (or a dict with
    summaries), as --order-encoding takes them."""
    return _catalogue(_c.ss_order_encoding_nth, _c.ss_order_encoding_name,
                      _c.ss_order_encoding_summary, summaries)


def default_sum_encoding():
    """The name of the sum encoding used when none is given."""
    return _c.ss_sum_encoding_name(_c.ss_sum_encoding_default()).decode()


def default_order_encoding():
    """The name of the order encoding used when none is given."""
    return _c.ss_order_encoding_name(
        _c.ss_order_encoding_default()).decode()


def default_solver():
    """The name of the SAT back end used when none is given."""
    return _c.ss_solver_name(_c.ss_solver_default()).decode()


def default_encoding():
    """The name of the preset used when none is given."""
    return _c.ss_encoding_name(_c.ss_encoding_default()).decode()


def default_amo():
    """The name of the scheme used when none is given."""
    return _c.ss_amo_name(_c.ss_amo_default()).decode()


def encoding_presolve(encoding):
    """The presolve level a preset uses unless told otherwise."""
    h = _find("encoding", encoding)
    return _c.ss_presolve_name(_c.ss_encoding_presolve(h)).decode()


def formats():
    """The input formats' names, "auto" first."""
    out = []
    i = 0
    while True:
        name = _c.ss_format_name(i)
        fmt = ctypes.c_int()
        if not name or _c.ss_format_parse(name, ctypes.byref(fmt)) \
                or fmt.value != i:
            return out
        out.append(name.decode())
        i += 1


_FINDERS = {
    "encoding": (_c.ss_encoding_find, encodings),
    "at-most-one scheme": (_c.ss_amo_find, amo_schemes),
    "presolve level": (_c.ss_presolve_find, presolve_levels),
    "sum encoding": (_c.ss_sum_encoding_find, sum_encodings),
    "order encoding": (_c.ss_order_encoding_find, order_encodings),
    "solver": (_c.ss_solver_find, lambda: solvers(built=False)),
}


def _find(kind, name):
    find, names = _FINDERS[kind]
    h = find(_cstr(name, kind))
    if not h:
        raise _usage("unknown %s %r (%s)" % (kind, name, ", ".join(names())))
    return h


def _bytes(s):
    return s if isinstance(s, bytes) else os.fsencode(s)


def _options(encoding=None, amo=None, presolve=None, max_literals=0,
             time_limit=0, sum_encoding=None, order_encoding=None,
             solver=None):
    opt = _lib.Options()
    if sum_encoding is not None:
        opt.sum = _find("sum encoding", sum_encoding)
    if order_encoding is not None:
        opt.order = _find("order encoding", order_encoding)
    if solver is not None:
        opt.solver = _find("solver", solver)
    if encoding is not None:
        opt.encoding = _find("encoding", encoding)
    if amo is not None:
        opt.amo = _find("at-most-one scheme", amo)
    if presolve is not None:
        opt.presolve = _find("presolve level", presolve)
    if max_literals is not None:
        opt.max_literals = _int(max_literals, "max_literals", 0, _LLONG_MAX,
                                "a count from 1 to %d (0 for the "
                                "default)" % _LLONG_MAX)
    if time_limit is not None:
        if isinstance(time_limit, bool) or \
                not isinstance(time_limit, numbers.Real):
            raise TypeError("time_limit wants a number of seconds, not %s %r"
                            % (_kind(time_limit), time_limit))
        try:
            t = float(time_limit)
        except OverflowError:
            t = float("inf")
        if t and not 0 < t <= 1e9:
            raise _usage("time_limit wants seconds above 0 and at most 1e9 "
                         "(0 for none), not %r" % (time_limit,))
        opt.time_limit = t
    return opt


def _fill_stats(stats, st):
    if stats is not None:
        for name, _ in _lib.Stats._fields_:
            stats[name] = getattr(st, name)


# --------------------------------------------------------------------
# Puzzles

_FAMILIES = ("sudoku", "sudominoku")


class Puzzle:
    """A puzzle: an n x n grid with its givens, box shape, family and
    extra regions, held by the library (an ss_puzzle).  Made by read,
    parse, Puzzle.from_string, Puzzle.blank or Puzzle.from_grid (not by
    calling Puzzle); freed by close() (or a with block, or when
    garbage-collected).

    source and line say where it was read (None and 0 for one made in
    Python), index its 1-based position in its input, format the format
    it was read in; lenient whether givens that break a rule are kept
    (read with lenient=True, or made in Python).

    Threads: calls that read a puzzle (solve, count, propagate, dimacs,
    givens, ...) run at once on it; calls that change it (add_cage,
    add_rules, p[r, c] = v, ...) wait until those running are done and
    keep new ones waiting while they change it.  close() never waits:
    the puzzle refuses every new call at once, and the library's puzzle
    is freed when the last call still using it returns."""

    _free = _c.ss_puzzle_free

    def __init__(self, *args, **kw):
        raise TypeError("a sudosat.Puzzle is made by Puzzle.blank, "
                        "Puzzle.from_grid, Puzzle.from_string, parse or "
                        "read, not by calling Puzzle")

    @classmethod
    def _own(cls, handle, source=None, fmt="grid", lenient=True):
        """A Puzzle owning handle, an ss_puzzle * from the library."""
        if not handle:
            raise SudosatMemoryError("out of memory")
        self = object.__new__(cls)
        self._h = ctypes.c_void_p(handle)
        # _users: how many calls use _h; _freeing: _h closed while in use
        self._cond = threading.Condition(threading.RLock())
        self._users = 0
        self._freeing = None
        self.source = source
        self.format = fmt
        self.lenient = lenient
        return self

    # -- making ------------------------------------------------------

    @classmethod
    def blank(cls, rows=3, cols=None):
        """An empty Sudoku with boxes of rows x cols cells (cols defaults
        to rows: blank(3) is the classic 9x9)."""
        rows, cols = _box_shape((rows, rows if cols is None else cols))
        return cls._own(_c.ss_puzzle_new_box(rows, cols))

    @classmethod
    def from_grid(cls, grid, box=None):
        """A Sudoku with the givens of grid (n rows of n ints, 0 blank;
        or a flat list of n*n), boxes of box = (rows, cols) or the side's
        default shape.  Values out of range raise SudosatUsageError;
        givens that break a rule are kept (check() tells)."""
        flat = _flatten(grid)
        n = _side_of(len(flat))
        flat = _values(flat, n, "grid")
        rows, cols = _box_shape(box, n)
        p = cls.blank(rows, cols)
        with p._using() as h:
            for i, v in enumerate(flat):
                _c.ss_puzzle_set(h, i // n, i % n, v)
        return p

    @classmethod
    def from_string(cls, text, format="auto", box=None, lenient=False,
                    max_line=0, name="<string>"):
        """The one puzzle text holds (str or bytes).  No puzzle, or more
        than one, raises SudosatInputError; so do the reader's errors."""
        found = []
        try:
            for p in _parse(text, format, box, lenient, max_line, name,
                            "raise"):
                found.append(p)
                if len(found) > 1:
                    raise SudosatInputError(
                        "a second puzzle: from_string takes one (parse and "
                        "read take many)", p.source, p.line)
        except BaseException:
            for p in found:
                p.close()
            raise
        if not found:
            raise SudosatInputError("no puzzle in the input",
                                    os.fsdecode(name), 1, 1)
        return found[0]

    @staticmethod
    def read(source, **kw):
        """The puzzles of a file, as sudosat.read."""
        return read(source, **kw)

    def copy(self):
        """An independent copy."""
        with self._using() as h:
            return Puzzle._own(_c.ss_puzzle_copy(h), self.source,
                               self.format, self.lenient)

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce_ex__(self, protocol):
        raise TypeError("a sudosat.Puzzle cannot be pickled: pickle "
                        "p.format_grid() or p.givens")

    def close(self):
        """Release the library's puzzle; using it afterwards raises
        ValueError.  Safe to call twice, and from any thread: a call
        another thread is making with the puzzle finishes first (close
        does not wait for it; the puzzle is freed when it returns)."""
        cond = getattr(self, "_cond", None)
        if cond is None:
            return
        with cond:
            h, self._h = self._h, None
            if not h:
                return
            if self._users:
                self._freeing = h
                return
        self._free(h)

    def __del__(self):
        self.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @contextlib.contextmanager
    def _using(self):
        """The handle, kept from being freed until the block ends; calls
        that only read the puzzle share it."""
        with self._cond:
            h = self._h
            if not h:
                raise ValueError("sudosat: the puzzle was closed")
            self._users += 1
        try:
            yield h
        finally:
            with self._cond:
                self._users -= 1
                h = None
                if not self._users:
                    h, self._freeing = self._freeing, None
                    self._cond.notify_all()
            if h:
                self._free(h)

    @contextlib.contextmanager
    def _changing(self):
        """The handle, for the block alone: waits until no other call
        uses the puzzle and holds new ones off until the block ends."""
        with self._cond:
            while self._users and self._h:
                self._cond.wait()
            if not self._h:
                raise ValueError("sudosat: the puzzle was closed")
            yield self._h

    def _handle(self):
        if not self._h:
            raise ValueError("sudosat: the puzzle was closed")
        return self._h

    # -- reading -----------------------------------------------------

    @property
    def side(self):
        """The grid's side n."""
        with self._using() as h:
            return _c.ss_puzzle_side(h)

    @property
    def box(self):
        """The box shape (rows, cols)."""
        with self._using() as h:
            return (_c.ss_puzzle_box_rows(h), _c.ss_puzzle_box_cols(h))

    @property
    def family(self):
        """"sudoku" or "sudominoku"."""
        with self._using() as h:
            return _FAMILIES[_c.ss_puzzle_family(h)]

    @property
    def index(self):
        """1-based position in its input (0 when made in Python)."""
        with self._using() as h:
            return _c.ss_puzzle_index(h)

    @property
    def line(self):
        """The input line the puzzle starts on (0 when made in Python)."""
        with self._using() as h:
            return _c.ss_puzzle_line(h)

    @property
    def givens(self):
        """The givens, n rows of n ints, 0 for a blank."""
        with self._using() as h:
            n = _c.ss_puzzle_side(h)
            get = _c.ss_puzzle_get
            return [[get(h, r, c) for c in range(n)] for r in range(n)]

    def _rc(self, rc, n):
        """(r, c) of p[r, c], each in 0..n-1 (IndexError outside)."""
        if not isinstance(rc, tuple) or len(rc) != 2:
            raise TypeError("a cell is p[row, column], not p[%r]" % (rc,))
        r = _integer(rc[0], "row")
        c = _integer(rc[1], "column")
        if not (0 <= r < n and 0 <= c < n):
            raise IndexError("cell (%d, %d) is outside the %dx%d grid"
                             % (r, c, n, n))
        return r, c

    def __getitem__(self, rc):
        with self._using() as h:
            r, c = self._rc(rc, _c.ss_puzzle_side(h))
            return _c.ss_puzzle_get(h, r, c)

    # The changes below read their arguments (which may be any iterable,
    # running any code) before they hold the puzzle: the side they need
    # is fixed for a puzzle's life.

    def __setitem__(self, rc, v):
        n = self.side
        r, c = self._rc(rc, n)
        v = _integer(v, "value")
        if not 0 <= v <= n:
            raise IndexError("value %d is out of range 0..%d" % (v, n))
        with self._changing() as h:
            if _c.ss_puzzle_set(h, r, c, v):
                raise IndexError("cell (%d, %d) or value %d out of range"
                                 % (r, c, v))

    def add_region(self, cells):
        """An extra region: no value twice among cells, given as (r, c)
        pairs or indexes r*n + c (2 to n distinct cells).  Solving,
        counting, propagation and DIMACS keep it."""
        arr, m = _cell_array(cells, self.side)
        with self._changing() as h:
            err = _lib.Error()
            if _c.ss_puzzle_add_region(h, arr, m, ctypes.byref(err)):
                raise _error(err)

    def add_rules(self, names):
        """Add global rules (a comma-separated string such as
        "x,anti-knight", or a list of names), as --rules does; a name
        that is no rule, or a rule the grid cannot have (windoku on boxes
        that are not square), raises SudosatUsageError.  Givens that break
        a rule added raise SudosatInputError, as sudosat words it, unless
        the puzzle is lenient (check() tells then).  An error adds no
        rule."""
        if not isinstance(names, (str, bytes)):
            names = b",".join(_cstr(x, "rule name")
                              for x in _sequence(names, "names"))
        names = _cstr(names, "rules")
        # as sudosat takes its --rules: once each, in the catalogue's
        # order (a name that is no rule keeps the list as given, for the
        # message that names it)
        given = names.split(b",")
        known = [r.encode() for r in rules()]
        if all(g in known for g in given):
            names = b",".join(r for r in known if r in given)
        with self._changing() as h:
            self._add_rules(h, names)

    def _add_rules(self, h, names):
        # the rules go to a copy, which replaces the puzzle once all is well
        q = _c.ss_puzzle_copy(h)
        if not q:
            raise SudosatMemoryError("out of memory")
        err = _lib.Error()
        try:
            if _c.ss_puzzle_add_rules(q, names, ctypes.byref(err)):
                raise _error(err, self)
            if not self.lenient and \
                    _c.ss_puzzle_check_givens(q, None, ctypes.byref(err)):
                if err.status != SudosatInputError.status:
                    raise _error(err, self)
                raise SudosatInputError(
                    "puzzle %d: %s (--rules=%s)" % (
                        _c.ss_puzzle_index(q),
                        err.msg.decode("utf-8", "replace"),
                        names.decode("utf-8", "replace")),
                    self.source or "",
                    _c.ss_puzzle_line(h) if self.source else 0)
        except BaseException:
            _c.ss_puzzle_free(q)
            raise
        self._h = ctypes.c_void_p(q)
        self._free(h)

    def has_rule(self, name):
        """Whether the global rule name was added."""
        name = _cstr(name, "rule name")
        with self._using() as h:
            return bool(_c.ss_puzzle_has_rule(h, name))

    def set_regions(self, regions):
        """Jigsaw: irregular regions replace the boxes.  regions: n rows
        of n region numbers (0..n-1, each on n cells), or a flat list of
        n*n; None restores the boxes.  Raises SudosatUsageError naming a
        region of the wrong size."""
        n = self.side
        if regions is None:
            arr = None
        else:
            flat = _flatten(regions, "regions")
            if len(flat) != n * n:
                raise ValueError("%d region numbers for a %dx%d grid"
                                 % (len(flat), n, n))
            for i, g in enumerate(flat):
                _int(g, "region of cell (%d, %d)" % (i // n, i % n),
                     0, n - 1)
            arr = (ctypes.c_int * (n * n))(*flat)
        with self._changing() as h:
            err = _lib.Error()
            if _c.ss_puzzle_set_regions(h, arr, ctypes.byref(err)):
                raise _error(err)

    @property
    def regions(self):
        """Each cell's region (box numbers when not a jigsaw), n rows."""
        with self._using() as h:
            n = _c.ss_puzzle_side(h)
            return [[_c.ss_puzzle_region(h, r, c) for c in range(n)]
                    for r in range(n)]

    @property
    def is_jigsaw(self):
        """Whether irregular regions replace the boxes."""
        with self._using() as h:
            return bool(_c.ss_puzzle_is_jigsaw(h))

    def add_cage(self, cells, total=0):
        """A killer cage: no value twice among cells ((r, c) pairs or
        indexes r*n + c, 1 to n distinct cells), and with a total > 0
        their values sum to it (a total m distinct values can reach)."""
        n = self.side
        arr, m = _cell_array(cells, n)
        top = n * (n + 1) // 2
        total = _int(total, "cage total", 0, top,
                     "0 (none) or a sum up to %d on a %dx%d grid"
                     % (top, n, n))
        with self._changing() as h:
            err = _lib.Error()
            if _c.ss_puzzle_add_cage(h, arr, m, total, ctypes.byref(err)):
                raise _error(err)

    def add_thermo(self, cells):
        """A thermometer: values strictly increase along cells (2 to n,
        from the bulb)."""
        arr, m = _cell_array(cells, self.side)
        with self._changing() as h:
            err = _lib.Error()
            if _c.ss_puzzle_add_thermo(h, arr, m, ctypes.byref(err)):
                raise _error(err)

    def add_parity(self, cell, odd):
        """An odd cell (odd true) or an even one."""
        odd = _flag(odd, "odd")
        i = _cell_index(cell, self.side)
        with self._changing() as h:
            err = _lib.Error()
            if _c.ss_puzzle_add_parity(h, i, int(odd), ctypes.byref(err)):
                raise _error(err)

    def add_kropki(self, a, b, black=False):
        """A kropki dot between cells a and b: white, values 1 apart;
        black, one value twice the other."""
        black = _flag(black, "black")
        n = self.side
        i, j = _cell_index(a, n), _cell_index(b, n)
        with self._changing() as h:
            err = _lib.Error()
            if _c.ss_puzzle_add_kropki(h, i, j, int(black),
                                       ctypes.byref(err)):
                raise _error(err)

    def add_xv(self, a, b, total):
        """Cells a and b sum to total (10 for an X, 5 for a V; any total
        from 3 to 2n - 1)."""
        n = self.side
        i, j = _cell_index(a, n), _cell_index(b, n)
        total = _int(total, "xv total", 3, 2 * n - 1)
        with self._changing() as h:
            err = _lib.Error()
            if _c.ss_puzzle_add_xv(h, i, j, total, ctypes.byref(err)):
                raise _error(err)

    def check(self):
        """Raise SudosatInputError when the givens break a rule (a value
        twice in a unit, a variant constraint they break), naming the
        cell; else return None."""
        err = _lib.Error()
        with self._using() as h:
            if _c.ss_puzzle_check_givens(h, None, ctypes.byref(err)):
                raise _error(err, self)

    def check_solution(self, grid):
        """Raise SudosatError saying what is broken unless grid is a
        complete grid that keeps every rule and given (a value out of
        range raises SudosatUsageError, a value that is no int
        TypeError)."""
        err = _lib.Error()
        arr = _cells(grid, self.side)
        with self._using() as h:
            if _c.ss_check_solution(h, arr, ctypes.byref(err)):
                raise _error(err)

    def is_solution(self, grid):
        """Whether grid is a complete grid keeping every rule and given
        (False for values out of range; TypeError for values that are no
        ints)."""
        try:
            self.check_solution(grid)
        except SudosatError:
            return False
        return True

    def format_grid(self, grid=None):
        """grid (default: the givens) written in the format and style the
        puzzle was read in, as sudosat prints it."""
        arr = _cells(self.givens if grid is None else grid, self.side)
        with self._using() as h:
            return _memstream(lambda f: _c.ss_print_grid(f, h, arr))[0]

    def __str__(self):
        return self.format_grid()

    def __repr__(self):
        if not getattr(self, "_h", None):
            return "<sudosat.Puzzle closed>"
        where = " %s:%d" % (self.source, self.line) if self.source else ""
        return "<sudosat.Puzzle %s %dx%d box %dx%d%s>" % (
            (self.family, self.side, self.side) + self.box + (where,))

    # -- shortcuts to the module's functions -------------------------

    def solve(self, **kw):
        return solve(self, **kw)

    def count(self, limit=2, **kw):
        return count(self, limit, **kw)

    def is_unique(self, **kw):
        return is_unique(self, **kw)

    def propagate(self, **kw):
        return propagate(self, **kw)

    def dimacs(self, **kw):
        return dimacs(self, **kw)

    def clauses(self, **kw):
        return clauses(self, **kw)


def _flatten(grid, what="grid"):
    """The values of n rows of n, or of a flat list, in row order: rows
    of unequal length are refused, not read as another shape."""
    rows = _sequence(grid, what)
    if rows and not isinstance(rows[0], (str, bytes)) and \
            hasattr(rows[0], "__iter__"):
        out = []
        for r, row in enumerate(rows):
            row = _sequence(row, "row %d of the %s" % (r, what))
            if len(row) != len(rows):
                raise ValueError("row %d of the %s has %d values, not %d "
                                 "(one per row)" % (r, what, len(row),
                                                    len(rows)))
            out += [_integer(v, "%s value at row %d, column %d"
                             % (what, r, c)) for c, v in enumerate(row)]
        return out
    return [_integer(v, "%s value %d" % (what, i))
            for i, v in enumerate(rows)]


def _values(flat, n, what):
    """flat, each value checked to be in 0..n."""
    for i, v in enumerate(flat):
        if not 0 <= v <= n:
            raise _usage("%s value %d at row %d, column %d is out of range "
                         "0..%d" % (what, v, i // n, i % n, n))
    return flat


def _cells(grid, n):
    """A grid as the C array of its n*n values, each 0..n."""
    flat = _flatten(grid)
    if len(flat) != n * n:
        raise ValueError("a grid of %d cells for a %dx%d puzzle"
                         % (len(flat), n, n))
    return (ctypes.c_int * (n * n))(*_values(flat, n, "grid"))


def _cell_index(cell, n):
    """The index r*n + c of a cell given as (r, c) or as that index;
    SudosatUsageError for a cell off the n x n grid."""
    if isinstance(cell, (tuple, list)):
        if len(cell) != 2:
            raise TypeError("a cell wants (row, column) or an index, not %r"
                            % (cell,))
        r, c = _integer(cell[0], "row"), _integer(cell[1], "column")
        if not (0 <= r < n and 0 <= c < n):
            raise _usage("cell (%d, %d) is off the %dx%d grid (rows and "
                         "columns 0..%d)" % (r, c, n, n, n - 1))
        return r * n + c
    i = _integer(cell, "cell")
    if not 0 <= i < n * n:
        raise _usage("cell %d is off the %dx%d grid (indexes 0..%d)"
                     % (i, n, n, n * n - 1))
    return i


def _cell_array(cells, n):
    """(C array, count) of the indexes of cells."""
    idx = [_cell_index(c, n) for c in _sequence(cells, "cells")]
    return (ctypes.c_int * max(len(idx), 1))(*idx), len(idx)


def _side_of(cells):
    n = int(round(cells ** 0.5))
    if n * n != cells or cells == 0:
        raise ValueError("%d cells make no square grid" % cells)
    return n


def _rows(flat, n):
    return [list(flat[r * n:(r + 1) * n]) for r in range(n)]


def _box_shape(box, n=None):
    """(rows, cols) from box: None (the side's default; (0, 0) when n is
    not known), a pair, or a string "RxC"."""
    if box is None:
        if n is None:
            return (0, 0)
        rows, cols = ctypes.c_int(), ctypes.c_int()
        if n > _INT_MAX or \
                _c.ss_box_default(n, ctypes.byref(rows), ctypes.byref(cols)):
            raise _usage("a side of %d has no default box shape" % n)
        return (rows.value, cols.value)
    if isinstance(box, str):
        parts = box.lower().split("x")
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            raise _usage("box wants RxC, not %r" % box)
        box = (int(parts[0]), int(parts[1]))
    if not isinstance(box, (tuple, list)) or len(box) != 2:
        raise TypeError("box wants (rows, cols) or \"RxC\", not %r" % (box,))
    rows, cols = _integer(box[0], "box rows"), _integer(box[1], "box cols")
    if not (rows >= 2 and cols >= 2 and rows * cols <= 400):
        raise _usage("box wants rows and columns each at least 2, their "
                     "product at most 400, not %r x %r" % (rows, cols))
    if n is not None and rows * cols != n:
        raise _usage("boxes of %dx%d do not fit a side of %d"
                     % (rows, cols, n))
    return (rows, cols)


def _memstream(write):
    """What write(FILE *) writes, as str."""
    buf = ctypes.c_void_p()
    size = ctypes.c_size_t()
    f = _libc.open_memstream(ctypes.byref(buf), ctypes.byref(size))
    if not f:
        raise SudosatMemoryError("out of memory")
    try:
        result = write(f)
    finally:
        closed = _libc.fclose(f)
        try:
            text = ctypes.string_at(buf.value, size.value) if buf.value \
                else b""
        finally:
            _libc.free(buf)
    if closed:
        raise SudosatMemoryError("out of memory")
    return text.decode("utf-8", "replace"), result


# --------------------------------------------------------------------
# Reading


def _format_code(format):
    fmt = ctypes.c_int()
    if _c.ss_format_parse(_cstr(format, "format"), ctypes.byref(fmt)):
        raise _usage("unknown format %r (%s)" % (format,
                                                  ", ".join(formats())))
    return fmt.value


def _reader_args(format, box, lenient, max_line, name, errors):
    """The reader's settings checked, before anything is read: (format
    code, (rows, cols), lenient, max_line, name as str, errors)."""
    fmt = _format_code(format)
    shape = _box_shape(box)
    lenient = _flag(lenient, "lenient")
    max_line = _int(0 if max_line is None else max_line, "max_line", 0,
                    _LONG_MAX, "a length in bytes from 1 to %d (0 for the "
                    "default)" % _LONG_MAX)
    name = os.fsdecode(_cstr(name, "name"))
    if not isinstance(errors, str):
        raise TypeError("errors wants 'raise' or 'skip', not %s %r"
                        % (_kind(errors), errors))
    if errors not in ("raise", "skip"):
        raise _usage("errors wants 'raise' or 'skip', not %r" % (errors,))
    return fmt, shape, lenient, max_line, name, errors


def _puzzles(f, args):
    """Puzzles from an open FILE *, which the caller closes; args from
    _reader_args."""
    fmt, (rows, cols), lenient, max_line, name, errors = args
    # the reader keeps the name's pointer: the bytes live as long as it
    cname = ctypes.create_string_buffer(_bytes(name))
    rd = _c.ss_reader_new(f, cname, fmt)
    if not rd:
        raise SudosatMemoryError("out of memory")
    try:
        _c.ss_reader_set_lenient(rd, int(lenient))
        _c.ss_reader_set_max_line(rd, max_line)
        _c.ss_reader_set_box(rd, rows, cols)
        out = ctypes.c_void_p()
        err = _lib.Error()
        while True:
            rc = _c.ss_reader_next(rd, ctypes.byref(out), ctypes.byref(err))
            if rc == 0:
                return
            if rc < 0:
                if errors == "raise" or err.status == 4:
                    raise _error(err)
                continue
            fmt_name = _c.ss_format_name(_c.ss_reader_format(rd)).decode()
            yield Puzzle._own(out.value, name, fmt_name, lenient)
    finally:
        _c.ss_reader_free(rd)
        del cname


def parse(text, format="auto", box=None, lenient=False, max_line=0,
          name="<string>", errors="raise"):
    """Every puzzle in text (str or bytes), as a list.  format: auto
    (detected from the first non-blank line), grid, chars, line,
    sudominoku or fpuzzles (f-puzzles JSON, or links one a line).  box:
    (rows, cols) or "RxC" for every puzzle, None for each side's
    default.  lenient: keep puzzles whose givens break a rule (for
    propagate and hatch, which answer them).  max_line: the longest line
    accepted in bytes (0: 16 MiB).  name: the file name in messages.
    errors: "raise" raises the first error; "skip" leaves bad puzzles out
    (in line format the reader goes on after a bad line; in the others
    the rest of the input is abandoned)."""
    return list(_parse(text, format, box, lenient, max_line, name, errors))


def _parse(text, format, box, lenient, max_line, name, errors):
    """parse's generator, its arguments checked before it starts."""
    data = _text_data(text)
    args = _reader_args(format, box, lenient, max_line, name, errors)
    return _parse_data(data, args)


def _parse_data(data, args):
    if not data:
        # fmemopen wants a buffer of one byte at least; an empty input
        # holds nothing to read either way.
        data = b"\n"
    buf = ctypes.create_string_buffer(data, len(data))
    f = _libc.fmemopen(buf, len(data), b"r")
    if not f:
        raise SudosatMemoryError("out of memory")
    try:
        yield from _puzzles(f, args)
    finally:
        _libc.fclose(f)
        del buf


def read(source, format="auto", box=None, lenient=False, max_line=0,
         errors="raise", name=None):
    """The puzzles of a file, one at a time (a generator: the file stays
    open until it is exhausted or closed).  source is a path, or an open
    file object (text or binary), read whole.  The other arguments are
    parse's; name defaults to the path (or the file object's name).
    Arguments of the wrong type or range raise here, before the first
    puzzle is asked for."""
    if hasattr(source, "read"):
        if name is None:
            name = getattr(source, "name", "<stream>")
            name = name if isinstance(name, str) else "<stream>"
        args = _reader_args(format, box, lenient, max_line, name, errors)
        return _parse_data(_text_data(source.read(), "the file's read()"),
                           args)
    path = _cstr(os.fspath(source), "path")
    if name is None:
        name = os.fsdecode(path)
    args = _reader_args(format, box, lenient, max_line, name, errors)
    return _read_path(path, args)


def _read_path(path, args):
    f = _libc.fopen(path, b"r")
    if not f:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e), os.fsdecode(path))
    try:
        yield from _puzzles(f, args)
    finally:
        _libc.fclose(f)


# --------------------------------------------------------------------
# Solving


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


# --------------------------------------------------------------------
# CNF


def dimacs(puzzle, encoding=None, amo=None, presolve=None, max_literals=0,
           stats=None, sum_encoding=None, order_encoding=None):
    """The puzzle's CNF in DIMACS, as `sudosat dimacs` writes it: comment
    lines (version, family, size, encoding, scheme, variable map, the
    puzzle), the p cnf header, the clauses.  stats receives variables,
    clauses and literals."""
    _the_puzzle(puzzle)
    opt = _options(encoding, amo, presolve, max_literals, 0, sum_encoding,
                   order_encoding)
    _stats_dict(stats)
    st = _lib.Stats()
    err = _lib.Error()
    with puzzle._using() as h:
        text, rc = _memstream(lambda f: _c.ss_cnf_write(
            f, h, ctypes.byref(opt), ctypes.byref(st), ctypes.byref(err)))
    _fill_stats(stats, st)
    if rc:
        raise _error(err, puzzle)
    return text


def clauses(puzzle, encoding=None, amo=None, presolve=None, max_literals=0,
            stats=None, sum_encoding=None, order_encoding=None):
    """(clauses, varmap): the puzzle's CNF as a list of clauses, each a
    list of nonzero ints (DIMACS literals), and its VarMap."""
    text = dimacs(puzzle, encoding, amo, presolve, max_literals, stats,
                  sum_encoding, order_encoding)
    return _parse_dimacs(text)


def _parse_dimacs(text):
    head, sep, body = text.partition("\np cnf ")
    if not sep:
        raise SudosatInternalError("no p cnf line in the DIMACS text")
    header, _, body = body.partition("\n")
    nvars, nclauses = (int(x) for x in header.split())
    vmap = VarMap._from_comments(head.splitlines(), nvars)
    out = []
    clause = []
    for tok in body.split():
        lit = int(tok)
        if lit:
            clause.append(lit)
        else:
            out.append(clause)
            clause = []
    if clause or len(out) != nclauses:
        raise SudosatInternalError("the DIMACS text holds %d clauses, its "
                                   "header says %d" % (len(out), nclauses))
    return out, vmap


class VarMap:
    """Which DIMACS variable stands for "cell (r, c) holds v" (r and c
    from 0, v from 1).  side is n, variables the largest variable,
    cell_variables how many variables are cells (1..cell_variables; the
    rest are auxiliary).  A plain map is a formula; a compact map (the
    optimized preset's) has the givens' consequences folded in, so some
    values are fixed: var() gives True or False for them."""

    def __init__(self, side, variables, cell_variables, table=None):
        self.side = _integer(side, "side")
        self.variables = _integer(variables, "variables")
        self.cell_variables = _integer(cell_variables, "cell_variables")
        self._table = table     # compact: {(r, c): {v: var or True}}
        self._inverse = None

    @property
    def compact(self):
        return self._table is not None

    @classmethod
    def _from_comments(cls, lines, nvars):
        n = cells = None
        table = None
        for line in lines:
            words = line.split()
            if not words or words[0] != "c" or len(words) < 2:
                continue
            key = words[1]
            if key == "size":
                n = int(words[2])
            elif key == "variables":
                # c variables V: cell 1..C, auxiliary ...
                spec = words[4].rstrip(",")
                cells = 0 if spec == "none" else int(spec.split("..")[1])
            elif key == "map" and words[2] == "compact:":
                table = {}
            elif key == "x" and table is not None:
                r, c = int(words[2]) - 1, int(words[3]) - 1
                vals = {}
                for item in words[4:]:
                    v, _, var = item.partition("=")
                    vals[int(v)] = True if var == "T" else int(var)
                table[(r, c)] = vals
        if n is None or cells is None:
            raise SudosatInternalError("the DIMACS comments lack the size "
                                       "or the variables")
        return cls(n, nvars, cells, table)

    def var(self, r, c, v):
        """The variable of "cell (r, c) holds v"; True or False when a
        compact map has it fixed."""
        n = self.side
        r, c = _integer(r, "row"), _integer(c, "column")
        v = _integer(v, "value")
        if not (0 <= r < n and 0 <= c < n and 1 <= v <= n):
            raise IndexError("no variable for (%r, %r, %r) in a %dx%d grid"
                             % (r, c, v, n, n))
        if self._table is None:
            return n * n * r + n * c + v
        return self._table[(r, c)].get(v, False)

    __call__ = var

    def cell(self, var):
        """(r, c, v) for a cell variable, None for an auxiliary one."""
        var = _integer(var, "variable")
        if not 1 <= var <= self.variables:
            raise IndexError("no variable %r (1..%d)" % (var, self.variables))
        if var > self.cell_variables:
            return None
        n = self.side
        if self._table is None:
            return ((var - 1) // (n * n), (var - 1) // n % n, (var - 1) % n + 1)
        if self._inverse is None:
            self._inverse = {x: (r, c, v)
                             for (r, c), vals in self._table.items()
                             for v, x in vals.items() if x is not True}
        return self._inverse[var]

    def items(self):
        """((r, c, v), variable) for every cell value, fixed ones (True or
        False) included, row by row."""
        n = self.side
        for r in range(n):
            for c in range(n):
                for v in range(1, n + 1):
                    yield (r, c, v), self.var(r, c, v)

    def literals(self, grid):
        """The cell literals a complete grid sets: for each cell value
        with a variable, +var when the cell holds it, -var when not."""
        n = self.side
        flat = _flatten(grid)
        if len(flat) != n * n:
            raise ValueError("a grid of %d cells for a %dx%d map"
                             % (len(flat), n, n))
        rows = _rows(flat, n)
        out = []
        for (r, c, v), x in self.items():
            if x is not True and x is not False:
                out.append(x if rows[r][c] == v else -x)
        return out

    def decode(self, model):
        """The grid a model gives: model is an iterable of literals (the
        true variables positive; others are taken false).  A cell with
        no true value is 0; one with two raises ValueError."""
        true = {lit for lit in (_integer(x, "literal")
                                for x in _sequence(model, "model"))
                if lit > 0}
        n = self.side
        grid = [[0] * n for _ in range(n)]
        for (r, c, v), x in self.items():
            if x is True or (x is not False and x in true):
                if grid[r][c]:
                    raise ValueError("cell (%d, %d) holds both %d and %d"
                                     % (r, c, grid[r][c], v))
                grid[r][c] = v
        return grid


# explain, rate and generate (steps.py), over the helpers above
from .steps import (Rating, Step, difficulties, explain, generate,  # noqa
                    rate, symmetries)
