# unit.sh: the Check suites of tests/unit (tests/check_*.c), one TAP
# stream.  A script rather than the program itself in TESTS, so that
# make -j starts it with the scripts, first, rather than after them all.
# A suite tests/suites.h declares but tests/unit's table lacks would
# never run: the stream bails out on it.
declared=$(sed -n 's/^Suite \*\([a-z0-9_]*\)_suite (void);$/\1/p' \
  "$TOP_SRCDIR/tests/suites.h" | sort)
listed=$("$TOP_BUILDDIR/tests/unit" --list | sort)
if [ "$declared" != "$listed" ]; then
  echo "Bail out! tests/unit runs not every suite tests/suites.h declares:" \
    $(printf '%s\n' "$declared" "$listed" | sort | uniq -u)
  exit 1
fi
# Check's time-outs guard against a hung test, not a slow machine: four
# times the suites' own, unless the caller says otherwise (a loaded
# two-core machine has taken longer than a suite's own for its slowest).
CK_TIMEOUT_MULTIPLIER=${CK_TIMEOUT_MULTIPLIER:-4}
export CK_TIMEOUT_MULTIPLIER
exec "$TOP_BUILDDIR/tests/unit"
