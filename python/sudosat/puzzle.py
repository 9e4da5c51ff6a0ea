"""puzzle.py: the Puzzle class over libsudosat's ss_puzzle, and the
helpers that turn grids and cells to and from the library's arrays
(sudosat.Puzzle)."""
import contextlib
import ctypes
import os
import threading

from . import _lib
from ._lib import lib as _c, libc as _libc
from .errors import (SudosatError, SudosatInputError, SudosatMemoryError,
                     _error, _usage)
from ._args import _INT_MAX, _cstr, _flag, _int, _integer, _kind, _sequence
from .catalogue import rules


def _the_puzzle(puzzle):
    if not isinstance(puzzle, Puzzle):
        raise TypeError("puzzle wants a sudosat.Puzzle, not %s"
                        % _kind(puzzle))
    return puzzle


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


# the functions Puzzle's methods call, whose modules import this one
from .reading import _parse, read  # noqa: E402
from .solving import count, is_unique, propagate, solve  # noqa: E402
from .cnf import clauses, dimacs  # noqa: E402
