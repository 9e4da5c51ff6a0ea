"""cnf.py: a puzzle's CNF as DIMACS text (sudosat.dimacs) or as lists
of clauses with the variable map (sudosat.clauses, sudosat.VarMap)."""
import ctypes

from . import _lib
from ._lib import lib as _c
from .errors import SudosatInternalError, _error
from ._args import _integer, _sequence, _stats_dict
from .catalogue import _fill_stats, _options
from .puzzle import _flatten, _memstream, _rows, _the_puzzle


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
