# python.sh: the Python module's tests (python/tests, pytest) against the
# built library and program, one TAP line per test.  The module is taken
# from the source tree, the library from the build tree's .libs.  The
# first python3 with pytest is used: $PYTHON, python3 on the PATH, then
# /usr/bin/python3 (Debian's, with python3-pytest from scripts/setup);
# with none, or no shared library built, the script skips.  Skipped too
# under valgrind (SUDOSAT_MEMCHECK) and in sanitizer builds: an
# instrumented library cannot be loaded into an uninstrumented python3.
. "$TESTS_DIR/tap.sh"
: "${TOP_SRCDIR:?must name the source tree}"
: "${TOP_BUILDDIR:?must name the build tree}"

if [ -n "${SUDOSAT_MEMCHECK:-}" ]; then
  echo "1..0 # SKIP the Python tests do not run under valgrind"
  exit 0
fi
if [ -n "${SUDOSAT_SANITIZERS:-}" ]; then
  echo "1..0 # SKIP a sanitizer build's library does not load into python3"
  exit 0
fi
SO=$TOP_BUILDDIR/.libs/libsudosat.so
if [ ! -f "$SO" ]; then
  echo "1..0 # SKIP no shared library built ($SO)"
  exit 0
fi
py=
for cand in ${PYTHON:-} python3 /usr/bin/python3; do
  if "$cand" -c 'import pytest' >/dev/null 2>&1; then
    py=$cand
    break
  fi
done
if [ -z "$py" ]; then
  echo "1..0 # SKIP no python3 with pytest (Debian: python3-pytest)"
  exit 0
fi

# The leak test's calls: its own default (100,000) in the full sweep,
# a fifth of that otherwise, unless given.
if ! sweep_full && [ -z "${SUDOSAT_LEAK_CALLS:-}" ]; then
  SUDOSAT_LEAK_CALLS=20000
  export SUDOSAT_LEAK_CALLS
fi
# Nothing is written into the source tree (distcheck makes it read-only).
SUDOSAT_LIBRARY=$SO PYTHONDONTWRITEBYTECODE=1 \
  "$py" -m pytest -q -p no:cacheprovider -o junit_family=xunit1 \
  --junitxml="$TMP/junit.xml" --basetemp="$TMP/pytest" \
  "$TOP_SRCDIR/python/tests" >"$TMP/pytest.out" 2>&1
status=$?

# JUnit XML to TAP: each test case a line; a failure's text as comments.
# Exit status 1 means failed tests, which the lines show; any other
# nonzero status (no test collected, an internal error) is a failure of
# its own.
"$py" - "$TMP/junit.xml" "$status" "$TMP/pytest.out" <<'PY'
import sys
import xml.etree.ElementTree as ET

xml, status, log = sys.argv[1], int(sys.argv[2]), sys.argv[3]
n = failed = 0


def line(ok, name, directive=""):
    global n
    n += 1
    name = name.replace("#", "\\#")
    print("%s %d - %s%s" % ("ok" if ok else "not ok", n, name, directive))


def comment(text):
    for ln in text.splitlines()[-40:]:
        print("# " + ln)


try:
    cases = ET.parse(xml).getroot().iter("testcase")
except (OSError, ET.ParseError) as e:
    cases = []
for case in cases:
    mod = case.get("classname", "").rsplit(".", 1)[-1]
    name = "python: %s::%s" % (mod, case.get("name"))
    bad = case.find("failure")
    if bad is None:
        bad = case.find("error")
    skipped = case.find("skipped")
    if bad is not None:
        failed += 1
        line(False, name)
        comment(bad.text or bad.get("message", ""))
    elif skipped is not None:
        line(True, name, " # SKIP " + " ".join(
            skipped.get("message", "skipped").split()))
    else:
        line(True, name)
if n == 0 or (status != 0 and not failed):
    line(False, "python: pytest ran (exit status %d)" % status)
    comment(open(log, errors="replace").read())
print("1..%d" % n)
PY
