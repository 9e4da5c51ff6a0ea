"""errors.py: the exceptions the package raises, one class for each
status of the library's ss_error, and the error of a failed call turned
into one (sudosat re-exports the classes)."""


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
