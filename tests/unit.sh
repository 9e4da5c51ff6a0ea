# unit.sh: the Check suites of tests/unit (tests/check_*.c), one TAP
# stream.  A script rather than the program itself in TESTS, so that
# make -j starts it with the scripts, first, rather than after them all.
exec "$TOP_BUILDDIR/tests/unit"
