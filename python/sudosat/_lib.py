"""_lib.py: finds libsudosat and declares the C interface of
include/sudosat.h to ctypes, with the few C library calls that give the
library a FILE * (fopen, fmemopen, open_memstream, fclose, free).

The library is looked for, in order:

1. the path in the environment variable SUDOSAT_LIBRARY;
2. the build tree holding this package, when it is run from there:
   .libs/libsudosat.so (libtool's folder) at the top of the tree that
   contains python/sudosat/;
3. where make install put it, when make install put this package
   (libdir in _paths.py, which make install writes beside it);
4. the installed library, by ctypes.util.find_library ("sudosat"), then
   by its soname libsudosat.so.0 through the dynamic loader's search.
"""
import ctypes
import ctypes.util
import os

SONAME = "libsudosat.so.0"


class Error(ctypes.Structure):
    """struct ss_error"""
    _fields_ = [
        ("status", ctypes.c_int),
        ("file", ctypes.c_char * 256),
        ("line", ctypes.c_long),
        ("col", ctypes.c_long),
        ("msg", ctypes.c_char * 512),
    ]


class Options(ctypes.Structure):
    """struct ss_options"""
    _fields_ = [
        ("size", ctypes.c_size_t),
        ("encoding", ctypes.c_void_p),
        ("amo", ctypes.c_void_p),
        ("max_literals", ctypes.c_longlong),
        ("time_limit", ctypes.c_double),
        ("presolve", ctypes.c_void_p),
        ("sum", ctypes.c_void_p),
        ("order", ctypes.c_void_p),
        ("solver", ctypes.c_void_p),
        ("innies", ctypes.c_int),
    ]


class Stats(ctypes.Structure):
    """struct ss_stats"""
    _fields_ = [
        ("variables", ctypes.c_longlong),
        ("clauses", ctypes.c_longlong),
        ("literals", ctypes.c_longlong),
        ("decisions", ctypes.c_longlong),
        ("propagations", ctypes.c_longlong),
        ("seconds", ctypes.c_double),
    ]


class CellValue(ctypes.Structure):
    """struct ss_cell_value"""
    _fields_ = [("row", ctypes.c_int), ("col", ctypes.c_int),
                ("value", ctypes.c_int)]


class ExplanationStep(ctypes.Structure):
    """struct ss_explanation_step (the library's; read only)"""
    _fields_ = [
        ("number", ctypes.c_int),
        ("technique", ctypes.c_char_p),
        ("nplace", ctypes.c_int),
        ("neliminate", ctypes.c_int),
        ("place", ctypes.POINTER(CellValue)),
        ("eliminate", ctypes.POINTER(CellValue)),
        ("why", ctypes.c_char_p),
        ("text", ctypes.c_char_p),
        ("se", ctypes.c_double),
    ]


class Difficulty(ctypes.Structure):
    """struct ss_difficulty"""
    _fields_ = [
        ("size", ctypes.c_size_t),
        ("level", ctypes.c_int),
        ("name", ctypes.c_char_p),
        ("score", ctypes.c_double),
        ("se", ctypes.c_double),
        ("hardest", ctypes.c_char_p),
        ("uses", ctypes.c_int),
        ("steps", ctypes.c_int),
        ("solved", ctypes.c_int),
    ]


class GenerateRequest(ctypes.Structure):
    """struct ss_generate_request"""
    _fields_ = [
        ("size", ctypes.c_size_t),
        ("rules", ctypes.c_char_p),
        ("symmetry", ctypes.c_char_p),
        ("clues", ctypes.c_int),
        ("minimal", ctypes.c_int),
        ("difficulty", ctypes.c_char_p),
        ("seed", ctypes.c_ulonglong),
    ]


def _candidates():
    env = os.environ.get("SUDOSAT_LIBRARY")
    if env:
        # Named explicitly: nothing else is tried.
        return [env]
    found = []
    top = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    built = os.path.join(top, ".libs", "libsudosat.so")
    if os.path.exists(built):
        found.append(built)
    try:
        from ._paths import libdir
        installed = os.path.join(libdir, SONAME)
        if os.path.exists(installed):
            found.append(installed)
    except ImportError:
        pass
    name = ctypes.util.find_library("sudosat")
    if name:
        found.append(name)
    found.append(SONAME)
    return found


def _load():
    tried = []
    for path in _candidates():
        try:
            return ctypes.CDLL(path), path
        except OSError as e:
            tried.append("%s (%s)" % (path, e))
    raise ImportError(
        "sudosat: libsudosat was not found; tried " + "; ".join(tried)
        + ".  Install it (make install), or set SUDOSAT_LIBRARY to the "
        "path of libsudosat.so")


lib, path = _load()
libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6",
                   use_errno=True)

_P = ctypes.c_void_p
_I = ctypes.c_int
_L = ctypes.c_long
_S = ctypes.c_char_p
_INTS = ctypes.POINTER(ctypes.c_int)
_ERR = ctypes.POINTER(Error)
_OPT = ctypes.POINTER(Options)
_ST = ctypes.POINTER(Stats)


def _declare(handle, name, restype, *argtypes):
    f = getattr(handle, name)
    f.restype = restype
    f.argtypes = list(argtypes)


for _name, _res, _args in [
        ("ss_version", _S, []),
        ("ss_version_number", _I, []),
        ("ss_puzzle_new", _P, [_I]),
        ("ss_puzzle_new_box", _P, [_I, _I]),
        ("ss_box_default", _I, [_I, _INTS, _INTS]),
        ("ss_puzzle_copy", _P, [_P]),
        ("ss_puzzle_free", None, [_P]),
        ("ss_puzzle_side", _I, [_P]),
        ("ss_puzzle_box_rows", _I, [_P]),
        ("ss_puzzle_box_cols", _I, [_P]),
        ("ss_puzzle_add_region", _I, [_P, _INTS, _I, _ERR]),
        ("ss_rule_name", _S, [_I]),
        ("ss_rule_summary", _S, [_I]),
        ("ss_puzzle_add_rules", _I, [_P, _S, _ERR]),
        ("ss_puzzle_has_rule", _I, [_P, _S]),
        ("ss_puzzle_set_regions", _I, [_P, _INTS, _ERR]),
        ("ss_puzzle_region", _I, [_P, _I, _I]),
        ("ss_puzzle_is_jigsaw", _I, [_P]),
        ("ss_puzzle_add_cage", _I, [_P, _INTS, _I, _I, _ERR]),
        ("ss_puzzle_add_thermo", _I, [_P, _INTS, _I, _ERR]),
        ("ss_puzzle_add_parity", _I, [_P, _I, _I, _ERR]),
        ("ss_puzzle_add_kropki", _I, [_P, _I, _I, _I, _ERR]),
        ("ss_puzzle_add_xv", _I, [_P, _I, _I, _I, _ERR]),
        ("ss_puzzle_family", _I, [_P]),
        ("ss_puzzle_get", _I, [_P, _I, _I]),
        ("ss_puzzle_set", _I, [_P, _I, _I, _I]),
        ("ss_puzzle_index", _I, [_P]),
        ("ss_puzzle_line", _L, [_P]),
        ("ss_puzzle_check_givens", _I, [_P, ctypes.POINTER(_L), _ERR]),
        ("ss_check_solution", _I, [_P, _INTS, _ERR]),
        ("ss_format_name", _S, [_I]),
        ("ss_format_parse", _I, [_S, _INTS]),
        ("ss_reader_new", _P, [_P, ctypes.c_char_p, _I]),
        ("ss_reader_set_lenient", None, [_P, _I]),
        ("ss_reader_set_max_line", None, [_P, _L]),
        ("ss_reader_set_box", None, [_P, _I, _I]),
        ("ss_reader_next", _I, [_P, ctypes.POINTER(_P), _ERR]),
        ("ss_reader_format", _I, [_P]),
        ("ss_reader_free", None, [_P]),
        ("ss_print_grid", None, [_P, _P, _INTS]),
        ("ss_encoding_nth", _P, [_I]),
        ("ss_encoding_find", _P, [_S]),
        ("ss_encoding_default", _P, []),
        ("ss_amo_nth", _P, [_I]),
        ("ss_amo_find", _P, [_S]),
        ("ss_amo_default", _P, []),
        ("ss_encoding_name", _S, [_P]),
        ("ss_encoding_summary", _S, [_P]),
        ("ss_amo_name", _S, [_P]),
        ("ss_amo_summary", _S, [_P]),
        ("ss_presolve_nth", _P, [_I]),
        ("ss_presolve_find", _P, [_S]),
        ("ss_presolve_name", _S, [_P]),
        ("ss_presolve_summary", _S, [_P]),
        ("ss_encoding_presolve", _P, [_P]),
        ("ss_sum_encoding_nth", _P, [_I]),
        ("ss_sum_encoding_find", _P, [_S]),
        ("ss_sum_encoding_default", _P, []),
        ("ss_sum_encoding_name", _S, [_P]),
        ("ss_sum_encoding_summary", _S, [_P]),
        ("ss_order_encoding_nth", _P, [_I]),
        ("ss_order_encoding_find", _P, [_S]),
        ("ss_order_encoding_default", _P, []),
        ("ss_order_encoding_name", _S, [_P]),
        ("ss_order_encoding_summary", _S, [_P]),
        ("ss_solver_nth", _P, [_I]),
        ("ss_solver_find", _P, [_S]),
        ("ss_solver_default", _P, []),
        ("ss_solver_name", _S, [_P]),
        ("ss_solver_summary", _S, [_P]),
        ("ss_solver_built", _I, [_P]),
        ("ss_solve", _L, [_P, _OPT, _L, _INTS, _ST, _ERR]),
        ("ss_propagate", _I, [_P, _OPT, _INTS, _ST, _ERR]),
        ("ss_cnf_write", _I, [_P, _P, _OPT, _ST, _ERR]),
        ("ss_explanation_new", _P, [_P, _OPT, ctypes.c_uint, _ERR]),
        ("ss_explanation_next", _I,
         [_P, ctypes.POINTER(ctypes.POINTER(ExplanationStep)), _ERR]),
        ("ss_explanation_solved", _I, [_P]),
        ("ss_explanation_free", None, [_P]),
        ("ss_rate", _I, [_P, _OPT, ctypes.c_uint,
                         ctypes.POINTER(Difficulty), _ERR]),
        ("ss_difficulty_name", _S, [_I]),
        ("ss_difficulty_summary", _S, [_I]),
        ("ss_symmetry_name", _S, [_I]),
        ("ss_puzzle_generate", _P, [_P, ctypes.POINTER(GenerateRequest),
                                    _OPT, _INTS, _ERR]),
]:
    _declare(lib, _name, _res, *_args)

_declare(libc, "fopen", _P, _S, _S)
_declare(libc, "fmemopen", _P, _P, ctypes.c_size_t, _S)
_declare(libc, "open_memstream", _P, ctypes.POINTER(_P),
         ctypes.POINTER(ctypes.c_size_t))
_declare(libc, "fclose", _I, _P)
_declare(libc, "free", None, _P)
