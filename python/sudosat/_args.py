"""_args.py: the checks of every argument before it reaches C, where
ctypes would silently cut an int to the C type's bits and a string at
its first NUL: a wrong type raises TypeError, a value out of range
SudosatUsageError (a ValueError), each naming the argument."""
import collections.abc
import ctypes
import operator
import os

from .errors import _usage


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


def _sequence(value, what):
    """The items of a list, tuple or other iterable that is no string."""
    if isinstance(value, (str, bytes, bytearray)) or \
            not hasattr(value, "__iter__"):
        raise TypeError("%s wants a list, not %s %r" % (what, _kind(value),
                                                      value))
    return list(value)
