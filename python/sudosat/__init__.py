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

Grids are lists of n rows of n ints (0 for a blank), rows and columns
numbered from 0 and values from 1, as in the C library.  Errors raise
SudosatError (or a subclass by status) carrying the library's message
and location; running out of memory raises SudosatMemoryError, which is
also a MemoryError.

The library's calls run without the GIL: threads may solve, count,
propagate and encode at once, the same puzzle too, as long as none
changes or closes a puzzle another is using.
"""
import ctypes
import os

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
    "formats", "version",
    "version_number", "library_path", "SudosatError", "SudosatInputError",
    "SudosatUsageError", "SudosatLimitError", "SudosatMemoryError",
    "SudosatInternalError", "SudosatTimeout",
]

library_path = _lib.path
"""The file libsudosat was loaded from."""

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
            line = puzzle.line
    cls = _BY_STATUS.get(err.status, SudosatError)
    return cls(err.msg.decode("utf-8", "replace"), file, line, col,
               status=err.status)


def _usage(msg):
    return SudosatUsageError(msg)


# --------------------------------------------------------------------
# Version and catalogues


def version():
    """The version of the libsudosat in use, "MAJOR.MINOR.PATCH"."""
    return _c.ss_version().decode()


def version_number():
    """The same as MAJOR * 10000 + MINOR * 100 + PATCH."""
    return _c.ss_version_number()


def _catalogue(nth, name, summary, summaries):
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
    h = find(_bytes(name)) if isinstance(name, (str, bytes)) else None
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
    if max_literals:
        if int(max_literals) < 1:
            raise _usage("max_literals wants a positive count, not %r"
                         % (max_literals,))
        opt.max_literals = int(max_literals)
    if time_limit:
        t = float(time_limit)
        if not 0 < t <= 1e9:
            raise _usage("time_limit wants a positive number of seconds, "
                         "not %r" % (time_limit,))
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
    parse, Puzzle.from_string, Puzzle.blank or Puzzle.from_grid; freed
    by close() (or a with block, or when garbage-collected).

    source and line say where it was read (None and 0 for one made in
    Python), index its 1-based position in its input, format the format
    it was read in; lenient whether givens that break a rule are kept
    (read with lenient=True, or made in Python)."""

    _free = _c.ss_puzzle_free

    def __init__(self, handle, source=None, fmt="grid", lenient=True):
        # handle: an ss_puzzle * the object owns from now on (the
        # constructors above and read make them)
        if not handle:
            raise SudosatMemoryError("out of memory")
        self._h = ctypes.c_void_p(handle)
        self.source = source
        self.format = fmt
        self.lenient = lenient

    # -- making ------------------------------------------------------

    @classmethod
    def blank(cls, rows=3, cols=None):
        """An empty Sudoku with boxes of rows x cols cells (cols defaults
        to rows: blank(3) is the classic 9x9)."""
        cols = rows if cols is None else cols
        _check_box(rows, cols)
        return cls(_c.ss_puzzle_new_box(rows, cols))

    @classmethod
    def from_grid(cls, grid, box=None):
        """A Sudoku with the givens of grid (n rows of n ints, 0 blank;
        or a flat list of n*n), boxes of box = (rows, cols) or the side's
        default shape.  Values out of range raise SudosatUsageError;
        givens that break a rule are kept (check() tells)."""
        flat = _flatten(grid)
        n = _side_of(len(flat))
        rows, cols = _box_shape(box, n)
        p = cls.blank(rows, cols)
        for i, v in enumerate(flat):
            if _c.ss_puzzle_set(p._h, i // n, i % n, int(v)):
                p.close()
                raise _usage("value %r at row %d, column %d is out of "
                             "range 0..%d" % (v, i // n, i % n, n))
        return p

    @classmethod
    def from_string(cls, text, format="auto", box=None, lenient=False,
                    max_line=0, name="<string>"):
        """The one puzzle text holds (str or bytes).  No puzzle, or more
        than one, raises SudosatInputError; so do the reader's errors."""
        found = []
        try:
            for p in parse(text, format, box, lenient, max_line, name):
                found.append(p)
                if len(found) > 1:
                    raise SudosatInputError(
                        "a second puzzle: from_string takes one (parse and "
                        "read take many)", name, p.line)
        except BaseException:
            for p in found:
                p.close()
            raise
        if not found:
            raise SudosatInputError("no puzzle in the input", name, 1, 1)
        return found[0]

    @staticmethod
    def read(source, **kw):
        """The puzzles of a file, as sudosat.read."""
        return read(source, **kw)

    def copy(self):
        """An independent copy."""
        return Puzzle(_c.ss_puzzle_copy(self._handle()), self.source,
                      self.format, self.lenient)

    def close(self):
        """Release the library's puzzle; using it afterwards raises
        ValueError.  Safe to call twice."""
        h, self._h = getattr(self, "_h", None), None
        if h:
            self._free(h)

    def __del__(self):
        self.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _handle(self):
        if not self._h:
            raise ValueError("sudosat: the puzzle was closed")
        return self._h

    # -- reading -----------------------------------------------------

    @property
    def side(self):
        """The grid's side n."""
        return _c.ss_puzzle_side(self._handle())

    @property
    def box(self):
        """The box shape (rows, cols)."""
        h = self._handle()
        return (_c.ss_puzzle_box_rows(h), _c.ss_puzzle_box_cols(h))

    @property
    def family(self):
        """"sudoku" or "sudominoku"."""
        return _FAMILIES[_c.ss_puzzle_family(self._handle())]

    @property
    def index(self):
        """1-based position in its input (0 when made in Python)."""
        return _c.ss_puzzle_index(self._handle())

    @property
    def line(self):
        """The input line the puzzle starts on (0 when made in Python)."""
        return _c.ss_puzzle_line(self._handle())

    @property
    def givens(self):
        """The givens, n rows of n ints, 0 for a blank."""
        h = self._handle()
        n = _c.ss_puzzle_side(h)
        get = _c.ss_puzzle_get
        return [[get(h, r, c) for c in range(n)] for r in range(n)]

    def __getitem__(self, rc):
        r, c = rc
        n = self.side
        if not (0 <= r < n and 0 <= c < n):
            raise IndexError("cell (%r, %r) is outside the %dx%d grid"
                             % (r, c, n, n))
        return _c.ss_puzzle_get(self._h, r, c)

    def __setitem__(self, rc, v):
        r, c = rc
        if _c.ss_puzzle_set(self._handle(), r, c, v):
            raise IndexError("cell (%r, %r) or value %r out of range"
                             % (r, c, v))

    def add_region(self, cells):
        """An extra region: no value twice among cells, given as (r, c)
        pairs or indexes r*n + c (2 to n distinct cells).  Solving,
        counting, propagation and DIMACS keep it."""
        n = self.side
        idx = [c[0] * n + c[1] if isinstance(c, (tuple, list)) else int(c)
               for c in cells]
        arr = (ctypes.c_int * max(len(idx), 1))(*idx)
        err = _lib.Error()
        if _c.ss_puzzle_add_region(self._h, arr, len(idx),
                                   ctypes.byref(err)):
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
            names = ",".join(names)
        names = _bytes(names)
        h = self._handle()
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
                    self.source or "", self.line if self.source else 0)
        except BaseException:
            _c.ss_puzzle_free(q)
            raise
        self._h, old = ctypes.c_void_p(q), self._h
        self._free(old)

    def has_rule(self, name):
        """Whether the global rule name was added."""
        return bool(_c.ss_puzzle_has_rule(self._handle(), _bytes(name)))

    def set_regions(self, regions):
        """Jigsaw: irregular regions replace the boxes.  regions: n rows
        of n region numbers (0..n-1, each on n cells), or a flat list of
        n*n; None restores the boxes.  Raises SudosatUsageError naming a
        region of the wrong size."""
        n = self.side
        err = _lib.Error()
        if regions is None:
            arr = None
        else:
            flat = [int(g) for row in regions for g in
                    (row if isinstance(row, (list, tuple)) else [row])]
            if len(flat) != n * n:
                raise ValueError("%d region numbers for a %dx%d grid"
                                 % (len(flat), n, n))
            arr = (ctypes.c_int * (n * n))(*flat)
        if _c.ss_puzzle_set_regions(self._h, arr, ctypes.byref(err)):
            raise _error(err)

    @property
    def regions(self):
        """Each cell's region (box numbers when not a jigsaw), n rows."""
        h, n = self._handle(), self.side
        return [[_c.ss_puzzle_region(h, r, c) for c in range(n)]
                for r in range(n)]

    @property
    def is_jigsaw(self):
        """Whether irregular regions replace the boxes."""
        return bool(_c.ss_puzzle_is_jigsaw(self._handle()))

    def _index(self, cell):
        n = self.side
        return (cell[0] * n + cell[1] if isinstance(cell, (tuple, list))
                else int(cell))

    def _indexes(self, cells):
        idx = [self._index(c) for c in cells]
        return (ctypes.c_int * max(len(idx), 1))(*idx), len(idx)

    def add_cage(self, cells, total=0):
        """A killer cage: no value twice among cells ((r, c) pairs or
        indexes r*n + c, 1 to n distinct cells), and with a total > 0
        their values sum to it (a total m distinct values can reach)."""
        arr, m = self._indexes(cells)
        err = _lib.Error()
        if _c.ss_puzzle_add_cage(self._handle(), arr, m, int(total),
                                 ctypes.byref(err)):
            raise _error(err)

    def add_thermo(self, cells):
        """A thermometer: values strictly increase along cells (2 to n,
        from the bulb)."""
        arr, m = self._indexes(cells)
        err = _lib.Error()
        if _c.ss_puzzle_add_thermo(self._handle(), arr, m, ctypes.byref(err)):
            raise _error(err)

    def add_parity(self, cell, odd):
        """An odd cell (odd true) or an even one."""
        err = _lib.Error()
        if _c.ss_puzzle_add_parity(self._handle(), self._index(cell),
                                   1 if odd else 0, ctypes.byref(err)):
            raise _error(err)

    def add_kropki(self, a, b, black=False):
        """A kropki dot between cells a and b: white, values 1 apart;
        black, one value twice the other."""
        err = _lib.Error()
        if _c.ss_puzzle_add_kropki(self._handle(), self._index(a), self._index(b),
                                   1 if black else 0, ctypes.byref(err)):
            raise _error(err)

    def add_xv(self, a, b, total):
        """Cells a and b sum to total (10 for an X, 5 for a V)."""
        err = _lib.Error()
        if _c.ss_puzzle_add_xv(self._handle(), self._index(a), self._index(b),
                               int(total), ctypes.byref(err)):
            raise _error(err)

    def check(self):
        """Raise SudosatInputError when the givens break a rule (a value
        twice in a unit, a variant constraint they break), naming the
        cell; else return None."""
        err = _lib.Error()
        if _c.ss_puzzle_check_givens(self._handle(), None, ctypes.byref(err)):
            raise _error(err, self)

    def check_solution(self, grid):
        """Raise SudosatError saying what is broken unless grid is a
        complete grid that keeps every rule and given."""
        arr = self._cells(grid)
        err = _lib.Error()
        if _c.ss_check_solution(self._h, arr, ctypes.byref(err)):
            raise _error(err)

    def is_solution(self, grid):
        """Whether grid is a complete grid keeping every rule and given."""
        try:
            self.check_solution(grid)
        except SudosatError:
            return False
        return True

    def format_grid(self, grid=None):
        """grid (default: the givens) written in the format and style the
        puzzle was read in, as sudosat prints it."""
        arr = self._cells(self.givens if grid is None else grid)
        return _memstream(lambda f: _c.ss_print_grid(f, self._h, arr))[0]

    def __str__(self):
        return self.format_grid()

    def __repr__(self):
        if not self._h:
            return "<sudosat.Puzzle closed>"
        where = " %s:%d" % (self.source, self.line) if self.source else ""
        return "<sudosat.Puzzle %s %dx%d box %dx%d%s>" % (
            (self.family, self.side, self.side) + self.box + (where,))

    def _cells(self, grid):
        n = self.side
        flat = _flatten(grid)
        if len(flat) != n * n:
            raise ValueError("a grid of %d cells for a %dx%d puzzle"
                             % (len(flat), n, n))
        return (ctypes.c_int * (n * n))(*flat)

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


def _flatten(grid):
    grid = list(grid)
    if grid and isinstance(grid[0], (list, tuple)):
        return [int(v) for row in grid for v in row]
    return [int(v) for v in grid]


def _side_of(cells):
    n = int(round(cells ** 0.5))
    if n * n != cells or cells == 0:
        raise ValueError("%d cells make no square grid" % cells)
    return n


def _rows(flat, n):
    return [list(flat[r * n:(r + 1) * n]) for r in range(n)]


def _check_box(rows, cols):
    if not (isinstance(rows, int) and isinstance(cols, int) and rows >= 2
            and cols >= 2 and rows * cols <= 400):
        raise _usage("box wants rows and columns each at least 2, their "
                     "product at most 400, not %r x %r" % (rows, cols))


def _box_shape(box, n=None):
    """(rows, cols) from box: None (the side's default; (0, 0) when n is
    not known), a pair, or a string "RxC"."""
    if box is None:
        if n is None:
            return (0, 0)
        rows, cols = ctypes.c_int(), ctypes.c_int()
        if _c.ss_box_default(n, ctypes.byref(rows), ctypes.byref(cols)):
            raise _usage("a side of %d has no default box shape" % n)
        return (rows.value, cols.value)
    if isinstance(box, str):
        parts = box.lower().split("x")
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            raise _usage("box wants RxC, not %r" % box)
        box = (int(parts[0]), int(parts[1]))
    rows, cols = box
    _check_box(rows, cols)
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
    if not isinstance(format, str) or \
            _c.ss_format_parse(format.encode(), ctypes.byref(fmt)):
        raise _usage("unknown format %r (%s)" % (format,
                                                  ", ".join(formats())))
    return fmt.value


def _puzzles(f, name, format, box, lenient, max_line, errors):
    """Puzzles from an open FILE *, which the caller closes."""
    fmt = _format_code(format)
    rows, cols = _box_shape(box)
    if errors not in ("raise", "skip"):
        raise _usage("errors wants 'raise' or 'skip', not %r" % (errors,))
    # the reader keeps the name's pointer: the bytes live as long as it
    cname = ctypes.create_string_buffer(_bytes(name))
    rd = _c.ss_reader_new(f, cname, fmt)
    if not rd:
        raise SudosatMemoryError("out of memory")
    try:
        _c.ss_reader_set_lenient(rd, 1 if lenient else 0)
        _c.ss_reader_set_max_line(rd, int(max_line or 0))
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
            yield Puzzle(out.value, name, fmt_name, bool(lenient))
    finally:
        _c.ss_reader_free(rd)
        del cname


def parse(text, format="auto", box=None, lenient=False, max_line=0,
          name="<string>", errors="raise"):
    """Every puzzle in text (str or bytes), as a list.  format: auto
    (detected from the first non-blank line), grid, chars, line,
    sudominoku or fpuzzles (f-puzzles JSON, or links one a line).  box: (rows, cols) or "RxC" for every puzzle, None for
    each side's default.  lenient: keep puzzles whose givens break a rule
    (for propagate and hatch, which answer them).  max_line: the longest
    line accepted in bytes (0: 16 MiB).  name: the file name in messages.
    errors: "raise" raises the first error; "skip" leaves bad puzzles out
    (in line format the reader goes on after a bad line; in the others
    the rest of the input is abandoned)."""
    return list(_parse(text, format, box, lenient, max_line, name, errors))


def _parse(text, format, box, lenient, max_line, name, errors):
    data = text.encode() if isinstance(text, str) else bytes(text)
    if not data:
        # fmemopen wants a buffer of one byte at least; an empty input
        # holds nothing to read either way.
        data = b"\n"
    buf = ctypes.create_string_buffer(data, len(data))
    f = _libc.fmemopen(buf, len(data), b"r")
    if not f:
        raise SudosatMemoryError("out of memory")
    try:
        yield from _puzzles(f, name, format, box, lenient, max_line, errors)
    finally:
        _libc.fclose(f)
        del buf


def read(source, format="auto", box=None, lenient=False, max_line=0,
         errors="raise", name=None):
    """The puzzles of a file, one at a time (a generator: the file stays
    open until it is exhausted or closed).  source is a path, or an open
    file object (text or binary), read whole.  The other arguments are
    parse's; name defaults to the path (or the file object's name)."""
    if hasattr(source, "read"):
        if name is None:
            name = getattr(source, "name", "<stream>")
            name = name if isinstance(name, str) else "<stream>"
        return _parse(source.read(), format, box, lenient, max_line, name,
                      errors)
    path = os.fspath(source)
    if name is None:
        name = os.fsdecode(path)
    return _read_path(path, format, box, lenient, max_line, name, errors)


def _read_path(path, format, box, lenient, max_line, name, errors):
    f = _libc.fopen(_bytes(path), b"r")
    if not f:
        e = ctypes.get_errno()
        raise OSError(e, os.strerror(e), os.fsdecode(path))
    try:
        yield from _puzzles(f, name, format, box, lenient, max_line, errors)
    finally:
        _libc.fclose(f)


# --------------------------------------------------------------------
# Solving


def search(puzzle, limit=1, encoding=None, amo=None, presolve=None,
           time_limit=0, max_literals=0, stats=None, sum_encoding=None,
           order_encoding=None, solver=None):
    """(found, grid): up to limit (>= 1) distinct grids are looked for;
    found is how many were (limit means limit or more), grid the first
    one (None when none).  Every grid returned has been checked against
    the rules and givens.  stats, a dict, receives variables, clauses,
    literals, decisions, propagations and seconds.  solver names the SAT
    back end (SudosatUsageError for one the library was built
    without)."""
    h = puzzle._handle()
    if int(limit) < 1:
        raise _usage("limit wants a positive integer, not %r" % (limit,))
    opt = _options(encoding, amo, presolve, max_literals, time_limit,
                   sum_encoding, order_encoding, solver)
    n = _c.ss_puzzle_side(h)
    grid = (ctypes.c_int * (n * n))()
    st = _lib.Stats()
    err = _lib.Error()
    found = _c.ss_solve(h, ctypes.byref(opt), int(limit), grid,
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
    h = puzzle._handle()
    opt = _options(encoding, amo, presolve, max_literals, 0, sum_encoding,
                   order_encoding)
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
    h = puzzle._handle()
    opt = _options(encoding, amo, presolve, max_literals, 0, sum_encoding,
                   order_encoding)
    st = _lib.Stats()
    err = _lib.Error()
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
        self.side = side
        self.variables = variables
        self.cell_variables = cell_variables
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
        if not (0 <= r < n and 0 <= c < n and 1 <= v <= n):
            raise IndexError("no variable for (%r, %r, %r) in a %dx%d grid"
                             % (r, c, v, n, n))
        if self._table is None:
            return n * n * r + n * c + v
        return self._table[(r, c)].get(v, False)

    __call__ = var

    def cell(self, var):
        """(r, c, v) for a cell variable, None for an auxiliary one."""
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
        rows = _rows(_flatten(grid), self.side)
        out = []
        for (r, c, v), x in self.items():
            if x is not True and x is not False:
                out.append(x if rows[r][c] == v else -x)
        return out

    def decode(self, model):
        """The grid a model gives: model is an iterable of literals (the
        true variables positive; others are taken false).  A cell with
        no true value is 0; one with two raises ValueError."""
        true = {lit for lit in model if lit > 0}
        n = self.side
        grid = [[0] * n for _ in range(n)]
        for (r, c, v), x in self.items():
            if x is True or (x is not False and x in true):
                if grid[r][c]:
                    raise ValueError("cell (%d, %d) holds both %d and %d"
                                     % (r, c, grid[r][c], v))
                grid[r][c] = v
        return grid
