"""catalogue.py: the library's version and catalogues (encodings,
at-most-one schemes, presolve levels, rules, solvers, sum and order
encodings, formats), and the ss_options of a call's keywords
(sudosat re-exports the public functions)."""
import ctypes
import numbers
import os

from . import _lib
from ._lib import lib as _c
from .errors import _usage
from ._args import _LLONG_MAX, _cstr, _flag, _int, _kind


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
    opt.size = ctypes.sizeof(opt)
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
