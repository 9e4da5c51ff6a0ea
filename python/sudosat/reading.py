"""reading.py: puzzles read from text, bytes, files and paths in every
format the command line reads (sudosat.parse, sudosat.read)."""
import ctypes
import os

from . import _lib
from ._lib import lib as _c, libc as _libc
from .errors import SudosatMemoryError, _error, _usage
from ._args import _LONG_MAX, _cstr, _flag, _int, _kind, _text_data
from .catalogue import _bytes, formats
from .puzzle import Puzzle, _box_shape


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
