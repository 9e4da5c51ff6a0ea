"""steps.py: explain, rate and generate over libsudosat's
ss_explanation_new, ss_rate and ss_puzzle_generate (sudosat imports
them: sudosat.explain, sudosat.rate, sudosat.generate).  Their
arguments are checked as the package's other functions check theirs."""
import collections
import ctypes
import os

from . import _lib
from ._lib import lib as _c
from .errors import SudosatUsageError, _error
from ._args import _cstr, _flag, _int, _sequence
from .catalogue import _options
from .puzzle import Puzzle, _box_shape, _rows, _the_puzzle

Step = collections.namedtuple("Step", [
    "number", "technique", "placements", "eliminations", "why", "text",
    "se"])
Step.__doc__ = """One step of a path: number (from 1), technique ("hidden
single"), placements and eliminations (lists of (row, col, value), rows
and columns from 0), why (explain -O json's words, values as numbers),
text (the line sudosat explain prints, values in the puzzle's
characters) and se (its difficulty on Sudoku Explainer's scale)."""

Rating = collections.namedtuple("Rating", [
    "level", "name", "score", "se", "hardest", "uses", "steps", "solved"])
Rating.__doc__ = """A puzzle's difficulty, as sudosat rate gives it:
level (0 simple .. 5 beyond) and its name, score (1.0 to 6.9), se (the
hardest step's on Sudoku Explainer's scale), hardest (the heaviest
technique, "" for none), uses (its steps), steps, solved (whether the
path reaches the solution)."""

_UNIQUENESS = 1     # SS_EXPLAIN_UNIQUENESS


def _moves(array, m):
    return [(array[i].row, array[i].col, array[i].value) for i in range(m)]


def explain(puzzle, uniqueness=False, encoding=None, amo=None,
            presolve=None, time_limit=0, max_literals=0, sum_encoding=None,
            order_encoding=None, solver=None):
    """The path sudosat explain prints for the puzzle, a list of Step.
    uniqueness takes the steps that hold for a puzzle with one solution
    (--uniqueness).  A puzzle with no solution or several raises
    SudosatUsageError; time_limit bounds the whole path
    (SudosatTimeout).  The other keywords are solve's, for the count of
    solutions made first."""
    _the_puzzle(puzzle)
    flags = _UNIQUENESS if _flag(uniqueness, "uniqueness") else 0
    opt = _options(encoding, amo, presolve, max_literals, time_limit,
                   sum_encoding, order_encoding, solver)
    err = _lib.Error()
    with puzzle._using() as h:
        e = _c.ss_explanation_new(h, ctypes.byref(opt), flags,
                                  ctypes.byref(err))
    if not e:
        raise _error(err, puzzle)
    steps = []
    try:
        step = ctypes.POINTER(_lib.ExplanationStep)()
        while True:
            rc = _c.ss_explanation_next(e, ctypes.byref(step),
                                        ctypes.byref(err))
            if rc < 0:
                raise _error(err, puzzle)
            if rc == 0:
                return steps
            s = step.contents
            steps.append(Step(
                s.number, s.technique.decode(),
                _moves(s.place, s.nplace), _moves(s.eliminate, s.neliminate),
                s.why.decode("utf-8", "replace"),
                s.text.decode("utf-8", "replace"), s.se))
    finally:
        _c.ss_explanation_free(e)


def rate(puzzle, uniqueness=False, encoding=None, amo=None, presolve=None,
         time_limit=0, max_literals=0, sum_encoding=None,
         order_encoding=None, solver=None):
    """The puzzle's Rating, as sudosat rate gives it; arguments and
    errors as explain's."""
    _the_puzzle(puzzle)
    flags = _UNIQUENESS if _flag(uniqueness, "uniqueness") else 0
    opt = _options(encoding, amo, presolve, max_literals, time_limit,
                   sum_encoding, order_encoding, solver)
    d = _lib.Difficulty()
    d.size = ctypes.sizeof(d)
    err = _lib.Error()
    with puzzle._using() as h:
        rc = _c.ss_rate(h, ctypes.byref(opt), flags, ctypes.byref(d),
                        ctypes.byref(err))
    if rc:
        raise _error(err, puzzle)
    return Rating(d.level, d.name.decode(), d.score, d.se,
                  d.hardest.decode(), d.uses, d.steps, bool(d.solved))


def difficulties():
    """The levels' names, easiest first, as --difficulty takes them."""
    out = []
    while _c.ss_difficulty_name(len(out)):
        out.append(_c.ss_difficulty_name(len(out)).decode())
    return out


def symmetries():
    """The symmetries' names, as --symmetry takes them."""
    out = []
    while _c.ss_symmetry_name(len(out)):
        out.append(_c.ss_symmetry_name(len(out)).decode())
    return out


def _name(value, what, names):
    """A name of names as bytes, or None for None."""
    if value is None:
        return None
    data = _cstr(value, what)
    if os.fsdecode(data) not in names:
        raise SudosatUsageError("unknown %s %r (%s)" % (
            what, value, ", ".join(names)))
    return data


def generate(size=None, box=None, rules=None, symmetry=None, clues=None,
             minimal=False, difficulty=None, seed=None, shape=None,
             solver=None, time_limit=0, max_literals=0):
    """(puzzle, solution): a Puzzle with one solution and that solution
    (n rows of n ints), as sudosat generate --seed makes it.  The grid:
    size (a side, 9 unless given) and box ((rows, cols) or "RxC"; the
    side's default), or shape, a Puzzle whose side, boxes or regions,
    rules and constraints the puzzle takes (its givens are ignored).
    rules: a comma-separated string or a list of the words generate
    --rules takes (the global rules, and killer, thermometer, odd-even,
    kropki, xv, jigsaw laid out afresh).  symmetry (symmetries()),
    clues (givens to leave; None for as few as can be), minimal,
    difficulty (difficulties()).  seed: 0 to 2**64 - 1, the puzzle
    comes from it alone; None draws one.  A request no puzzle meets
    raises SudosatUsageError saying why."""
    if shape is not None:
        _the_puzzle(shape)
        if size is not None or box is not None:
            raise SudosatUsageError("generate takes shape, or size and "
                                    "box, not both")
    else:
        if size is not None:
            size = _int(size, "size", 4, 400, "a side from 4 to 400")
        rows, cols = _box_shape(box, size if size is not None
                                else None if box is not None else 9)
        shape = Puzzle.blank(rows, cols)
    if rules is not None and not isinstance(rules, (str, bytes)):
        rules = b",".join(_cstr(x, "rule name")
                          for x in _sequence(rules, "rules"))
    req = _lib.GenerateRequest()
    req.size = ctypes.sizeof(req)
    req.rules = None if rules is None else _cstr(rules, "rules")
    req.symmetry = _name(symmetry, "symmetry", symmetries())
    req.difficulty = _name(difficulty, "difficulty", difficulties())
    n = shape.side
    req.clues = 0 if clues is None else _int(
        clues, "clues", 1, n * n, "a number of givens from 1 to %d" % (n * n))
    req.minimal = int(_flag(minimal, "minimal"))
    if seed is None:
        seed = int.from_bytes(os.urandom(8), "little")
    req.seed = _int(seed, "seed", 0, 2 ** 64 - 1)
    opt = _options(None, None, None, max_literals, time_limit, None, None,
                   solver)
    sol = (ctypes.c_int * (n * n))()
    err = _lib.Error()
    with shape._using() as h:
        made = _c.ss_puzzle_generate(h, ctypes.byref(req), ctypes.byref(opt),
                                     sol, ctypes.byref(err))
    if not made:
        raise _error(err)
    return Puzzle._own(made), _rows(sol, n)

